import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import {
  PAYABLE_STATUSES,
  ROUND_CLOSING_MESSAGES,
  ROUND_EXTENSION_MAX_DAYS,
  UNIT_HOLDING_STATUSES,
  addDays,
  closeRoundSchema,
  formatDate,
  ukDayOf,
  unitsText,
  type CloseRoundResult,
  type InvestmentStatus,
} from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { cycles, type CycleRow } from '../../db/schema/cycles.ts';
import { investments, type InvestmentRow } from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import type { Actor } from '../../platform/activity.ts';
import { clock } from '../../platform/clock.ts';
import { badRequest, conflict, notFound, parse } from '../../platform/http.ts';
import { work, type Deps, type UnitOfWork } from '../../platform/unit-of-work.ts';
import { transition } from '../investments/lifecycle.ts';
import { unitsOfRound } from '../investments/round-units.ts';
import { ledgerTotalsOf } from '../ledger/service.ts';
import { payoutAccountFor } from '../payouts/service.ts';
import { roundMails, type RoundFacts, type RoundInvestmentFacts } from './mails.ts';
import type { InvestorAddressee } from '../../platform/mail.ts';

/**
 * Closing a round (issue 48): staff start it (its minimum paid), extend it once (below its minimum),
 * or cancel it. One unit of work with the round's row locked; the status moves by a conditional
 * UPDATE (`WHERE status = 'funding'`), so two closes resolve to one and the second answers 409.
 */

/** Who closes a round when nobody does: the daily round of housekeeping. */
export const ROUND_HOUSEKEEPING: Actor = { id: null, name: 'Round closing' };

type RoundInvestment = { row: InvestmentRow; held: number; investor: InvestorAddressee };

const factsOf = (row: InvestmentRow): RoundInvestmentFacts => ({
  id: row.id,
  reference: row.reference,
  planTitle: row.planTitle,
  units: row.units,
  currency: row.currency,
});
const roundFacts = (round: CycleRow): RoundFacts => ({
  name: round.name,
  location: round.location,
  startDate: round.startDate,
  expectedEndDate: round.expectedEndDate,
  fundingClosesOn: round.fundingClosesOn,
});

/** The round's investments in these statuses, locked in id order (two writers meet at the rows), each with the money it holds. */
async function investmentsOfRound(tx: Tx, cycleId: string, statuses: readonly InvestmentStatus[]): Promise<RoundInvestment[]> {
  const rows = await tx
    .select({ row: investments, name: users.name, email: users.email, language: users.language })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .where(and(eq(investments.cycleId, cycleId), inArray(investments.status, [...statuses])))
    .orderBy(asc(investments.id))
    .for('update', { of: investments });
  const totals = await ledgerTotalsOf(
    tx,
    rows.map(({ row }) => row.id),
  );
  return rows.map(({ row, name, email, language }) => ({ row, held: totals.get(row.id)?.balance ?? 0, investor: { name, email, language } }));
}

/** The refund of what `investment` holds is due from now: set once (a second close or a replay finds it set). */
async function requestRefund(uow: UnitOfWork, investment: RoundInvestment, why: 'cancelled' | 'started' | 'late', roundName: string): Promise<boolean> {
  const [marked] = await uow.tx
    .update(investments)
    .set({ refundRequestedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(investments.id, investment.row.id), isNull(investments.refundRequestedAt)))
    .returning({ id: investments.id });
  if (!marked) return false;
  const account = (await payoutAccountFor(uow.tx, investment.row.userId))?.masked ?? null;
  await roundMails.refundDue(uow, investment.investor, factsOf(investment.row), { held: investment.held, why, roundName, account });
  return true;
}

/**
 * The round's unpaid reservations when it closes: those without money are cancelled through the
 * lifecycle (with `note`), those with some become refunds due. Answers the two counts.
 */
async function settleUnpaid(uow: UnitOfWork, round: CycleRow, note: string, why: 'cancelled' | 'started', reason: string) {
  let cancelledReservations = 0;
  let refundsDue = 0;
  for (const investment of await investmentsOfRound(uow.tx, round.id, PAYABLE_STATUSES)) {
    if (investment.held > 0) {
      if (await requestRefund(uow, investment, why, round.name)) refundsDue++;
    } else {
      await transition(uow, investment.row, { status: 'cancelled', note }, { noteToInvestor: true, why: reason });
      cancelledReservations++;
    }
  }
  return { cancelledReservations, refundsDue };
}

/** The round's row, locked until the close commits: 404 when there is none, 409 once it has closed. */
async function lockedRound(tx: Tx, id: string): Promise<CycleRow> {
  const [round] = await tx.select().from(cycles).where(eq(cycles.id, id)).for('update');
  if (!round) throw notFound(ROUND_CLOSING_MESSAGES.notFunding);
  if (round.status !== 'funding') throw conflict(ROUND_CLOSING_MESSAGES.notFunding);
  return round;
}

const result = (round: CycleRow, counts: { cancelledReservations: number; refundsDue: number }): CloseRoundResult => ({
  id: round.id,
  status: round.status,
  fundingClosesOn: round.fundingClosesOn,
  fundingExtendedFrom: round.fundingExtendedFrom,
  fundingClosedOn: round.fundingClosedOn,
  ...counts,
});

/** Starts the round in `uow`: 409 below its minimum. Unpaid reservations are cancelled, part-paid ones refunded; paid investors mailed. */
async function startRound(uow: UnitOfWork, round: CycleRow, today: string): Promise<CloseRoundResult> {
  const { paidUnits } = await unitsOfRound(uow.tx, round.id);
  if (paidUnits < round.minimumUnits) throw conflict(ROUND_CLOSING_MESSAGES.belowMinimum(paidUnits, round.minimumUnits));
  const [started] = await uow.tx
    .update(cycles)
    .set({ status: 'running', fundingClosedOn: today, updatedAt: new Date() })
    .where(and(eq(cycles.id, round.id), eq(cycles.status, 'funding')))
    .returning();
  if (!started) throw conflict(ROUND_CLOSING_MESSAGES.notFunding);
  const counts = await settleUnpaid(uow, round, ROUND_CLOSING_MESSAGES.closedBeforePayment, 'started', `round “${round.name}” started`);
  const paid = await investmentsOfRound(uow.tx, round.id, ['active']);
  for (const investment of paid) await roundMails.started(uow, investment.investor, factsOf(investment.row), roundFacts(started));
  await uow.activity({
    action: 'status',
    entity: 'cycle',
    entityId: round.id,
    summary: `Started the round “${round.name}” with ${unitsText(paidUnits)} paid of ${round.units} (minimum ${round.minimumUnits}): ${counts.cancelledReservations} unpaid reservations cancelled, ${counts.refundsDue} refunds due`,
    changes: { before: { status: 'funding' }, after: { status: 'running', fundingClosedOn: today } },
  });
  return result(started, counts);
}

/** Extends the round once, below its minimum, to `closesOn` (after its closing day, at most ROUND_EXTENSION_MAX_DAYS later). */
async function extendRound(uow: UnitOfWork, round: CycleRow, closesOn: string): Promise<CloseRoundResult> {
  const { paidUnits } = await unitsOfRound(uow.tx, round.id);
  if (paidUnits >= round.minimumUnits) throw conflict(ROUND_CLOSING_MESSAGES.reachedMinimum);
  if (round.fundingExtendedFrom !== null) throw conflict(ROUND_CLOSING_MESSAGES.alreadyExtended);
  const latest = addDays(round.fundingClosesOn, ROUND_EXTENSION_MAX_DAYS);
  if (closesOn <= round.fundingClosesOn) {
    const message = ROUND_CLOSING_MESSAGES.extendNotLater(round.fundingClosesOn);
    throw badRequest(message, { fundingClosesOn: message });
  }
  if (closesOn > latest) {
    const message = ROUND_CLOSING_MESSAGES.extendTooLong(latest);
    throw badRequest(message, { fundingClosesOn: message });
  }
  const [extended] = await uow.tx
    .update(cycles)
    .set({ fundingExtendedFrom: round.fundingClosesOn, fundingClosesOn: closesOn, updatedAt: new Date() })
    .where(and(eq(cycles.id, round.id), eq(cycles.status, 'funding'), isNull(cycles.fundingExtendedFrom)))
    .returning();
  if (!extended) throw conflict(ROUND_CLOSING_MESSAGES.alreadyExtended);
  const holding = await investmentsOfRound(uow.tx, round.id, UNIT_HOLDING_STATUSES);
  for (const investment of holding)
    await roundMails.extended(uow, investment.investor, factsOf(investment.row), { ...roundFacts(extended), extendedFrom: round.fundingClosesOn });
  await uow.activity({
    action: 'status',
    entity: 'cycle',
    entityId: round.id,
    summary: `Extended the round “${round.name}” from ${formatDate(round.fundingClosesOn)} to ${formatDate(closesOn)} (${unitsText(paidUnits)} paid, minimum ${round.minimumUnits})`,
    changes: { before: { fundingClosesOn: round.fundingClosesOn }, after: { fundingClosesOn: closesOn } },
  });
  return result(extended, { cancelledReservations: 0, refundsDue: 0 });
}

/** Cancels the round: unpaid reservations cancelled, every investment holding money due a refund, investors mailed. */
async function cancelRound(uow: UnitOfWork, round: CycleRow, today: string): Promise<CloseRoundResult> {
  const [cancelled] = await uow.tx
    .update(cycles)
    .set({ status: 'cancelled', fundingClosedOn: today, updatedAt: new Date() })
    .where(and(eq(cycles.id, round.id), eq(cycles.status, 'funding')))
    .returning();
  if (!cancelled) throw conflict(ROUND_CLOSING_MESSAGES.notFunding);
  const counts = await settleUnpaid(uow, round, ROUND_CLOSING_MESSAGES.roundCancelled, 'cancelled', `round “${round.name}” cancelled`);
  for (const investment of await investmentsOfRound(uow.tx, round.id, ['active'])) {
    if (investment.held > 0 && (await requestRefund(uow, investment, 'cancelled', round.name))) counts.refundsDue++;
  }
  await uow.activity({
    action: 'status',
    entity: 'cycle',
    entityId: round.id,
    summary: `Cancelled the round “${round.name}”: ${counts.cancelledReservations} unpaid reservations cancelled, ${counts.refundsDue} refunds due`,
    changes: { before: { status: 'funding' }, after: { status: 'cancelled', fundingClosedOn: today } },
  });
  return result(cancelled, counts);
}

/** POST /rounds/:id/close: start, extend once, or cancel the round, by `actor`. */
export async function closeRound(deps: Deps, actor: Actor, id: string, body: unknown, today = ukDayOf(clock.now())): Promise<CloseRoundResult> {
  const input = parse(closeRoundSchema, body);
  return work(deps, actor, async (uow) => {
    const round = await lockedRound(uow.tx, id);
    if (input.decision === 'start') return startRound(uow, round, today);
    if (input.decision === 'extend') return extendRound(uow, round, input.fundingClosesOn!);
    return cancelRound(uow, round, today);
  });
}

/**
 * Housekeeping: the day after its closing day, a round that reached its minimum starts by itself;
 * one below it waits for staff (the dashboard shows it). A second run finds nothing left to start.
 */
export async function startDueRounds(deps: Deps, now: Date): Promise<number> {
  const today = ukDayOf(now);
  const due = await deps.db
    .select({ id: cycles.id })
    .from(cycles)
    .where(and(eq(cycles.status, 'funding'), lte(cycles.fundingClosesOn, addDays(today, -1))))
    .orderBy(asc(cycles.fundingClosesOn), asc(cycles.id));
  let started = 0;
  for (const { id } of due) {
    const done = await work(deps, ROUND_HOUSEKEEPING, async (uow) => {
      const [round] = await uow.tx.select().from(cycles).where(eq(cycles.id, id)).for('update');
      if (!round || round.status !== 'funding' || round.fundingClosesOn >= today) return false;
      const { paidUnits } = await unitsOfRound(uow.tx, id);
      if (paidUnits < round.minimumUnits) return false;
      await startRound(uow, round, today);
      return true;
    });
    if (done) started++;
  }
  return started;
}
