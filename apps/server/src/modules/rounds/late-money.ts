import { and, eq, isNull } from 'drizzle-orm';
import {
  INVESTMENT_MESSAGES,
  ROUND_CLOSING_MESSAGES,
  capitalReceived,
  investmentAmount,
  isLateMoney,
  lateMoneyChoiceSchema,
  paymentDueOn,
  ukDayOf,
  type LateMoney,
  type RoundView,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { cycles } from '../../db/schema/cycles.ts';
import { investments, type InvestmentRow } from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import type { Actor } from '../../platform/activity.ts';
import { clock } from '../../platform/clock.ts';
import { conflict, notFound, parse } from '../../platform/http.ts';
import { work, type Deps, type UnitOfWork } from '../../platform/unit-of-work.ts';
import { transition } from '../investments/lifecycle.ts';
import { holdUnits } from '../investments/reservation.ts';
import { ledgerSumsOf, totalsOfSums } from '../ledger/service.ts';
import { payoutAccountFor } from '../payouts/service.ts';
import { roundMails } from './mails.ts';
import { planRounds } from './views.ts';

/**
 * Late money (issue 48): money that reaches a round's request after its round stopped taking money
 * is recorded as a payment but never starts the investment in a cycle already running (or
 * cancelled). It is derived, not stored: money held, not working, its round closed, no refund asked.
 * The investor chooses the plan's next open round or a refund.
 */

/** A round's request: H1's requests for a round carry the day their payment is due. */
const isRoundRequest = (row: InvestmentRow) => row.cycleId !== null && row.paymentDueOn !== null;

/**
 * Whether `row`, a round's request, belongs to a round no longer taking money (`roundStatus` its
 * cycle's status): money reaching it is recorded but never starts it.
 */
export const inClosedRound = (row: InvestmentRow, roundStatus: string | null): boolean =>
  isRoundRequest(row) && roundStatus !== null && roundStatus !== 'funding';

/** The round's status of a round's request (null for an investment not requested for a round). */
export async function roundStatusOf(db: Db | Tx, row: InvestmentRow): Promise<string | null> {
  if (!isRoundRequest(row)) return null;
  const [round] = await db.select({ status: cycles.status }).from(cycles).where(eq(cycles.id, row.cycleId!));
  return round?.status ?? null;
}

/**
 * Where "next round" puts late money: the plan's open round closing first with the investment's
 * units left, or why none can take it (a cancelled request holds no units, so its money goes to a
 * round only when it pays for them all).
 */
async function nextRoundFor(db: Db | Tx, row: InvestmentRow): Promise<{ round: RoundView | null; refused: string | null; covered: boolean }> {
  const covered = capitalReceived(await ledgerSumsOf(db, row.id)) >= investmentAmount(row);
  if (row.status === 'cancelled' && !covered) return { round: null, refused: ROUND_CLOSING_MESSAGES.cancelledOnlyRefund, covered };
  const round = row.planId ? (await planRounds(db, row.planId)).find((one) => one.progress.open && one.progress.unitsLeft >= row.units) : undefined;
  return { round: round ?? null, refused: round ? null : ROUND_CLOSING_MESSAGES.noNextRound, covered };
}

async function lateMoneyOfRow(db: Db | Tx, row: InvestmentRow): Promise<LateMoney> {
  const held = totalsOfSums(await ledgerSumsOf(db, row.id)).balance;
  const roundStatus = await roundStatusOf(db, row);
  const lateMoney = isLateMoney({ status: row.status, held, roundStatus, roundRequest: isRoundRequest(row), refundRequested: row.refundRequestedAt !== null });
  const [round] = row.cycleId ? await db.select({ name: cycles.name }).from(cycles).where(eq(cycles.id, row.cycleId)) : [];
  const next = lateMoney ? await nextRoundFor(db, row) : { round: null, refused: null };
  const account = lateMoney || row.refundRequestedAt ? await payoutAccountFor(db, row.userId) : null;
  return {
    investmentId: row.id,
    held,
    currency: row.currency,
    lateMoney,
    refundRequestedAt: row.refundRequestedAt?.toISOString() ?? null,
    cycleId: row.cycleId,
    status: row.status,
    roundName: round?.name ?? null,
    nextRound: next.round && {
      id: next.round.id,
      name: next.round.name,
      unitsLeft: next.round.progress.unitsLeft,
      fundingClosesOn: next.round.fundingClosesOn,
      startDate: next.round.startDate,
      expectedEndDate: next.round.expectedEndDate,
    },
    nextRoundRefused: next.refused,
    refundAccount: account?.masked ?? null,
  };
}

async function ownInvestment(db: Db | Tx, userId: string, id: string, lock = false): Promise<InvestmentRow> {
  const query = db
    .select()
    .from(investments)
    .where(and(eq(investments.id, id), eq(investments.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(INVESTMENT_MESSAGES.notFound);
  return row;
}

/** The investor's own investment's late money (404 for anyone else's). */
export async function lateMoneyFor(db: Db, userId: string, id: string): Promise<LateMoney> {
  return lateMoneyOfRow(db, await ownInvestment(db, userId, id));
}

/** In the bank statement's unit of work: tell the investor their money arrived after the round closed, and what they may choose. */
export async function mailLateMoney(uow: UnitOfWork, row: InvestmentRow, receivedOn: string) {
  const held = totalsOfSums(await ledgerSumsOf(uow.tx, row.id)).balance;
  const [round] = await uow.tx.select({ name: cycles.name }).from(cycles).where(eq(cycles.id, row.cycleId!));
  const [investor] = await uow.tx.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, row.userId));
  const account = (await payoutAccountFor(uow.tx, row.userId))?.masked ?? null;
  await roundMails.lateMoney(
    uow,
    investor!,
    { id: row.id, reference: row.reference, planTitle: row.planTitle, units: row.units, currency: row.currency },
    { held, roundName: round?.name ?? '', receivedOn, account },
  );
}

/**
 * POST /investor/investments/:id/late-money: the investor's choice, once. next_round moves the
 * investment to the plan's open round closing first with its units left (held in the same unit of
 * work) and starts it when its money covers it; refund makes the money due back.
 */
export async function chooseLateMoney(deps: Deps, actor: Actor & { id: string }, id: string, body: unknown): Promise<LateMoney> {
  const { choice } = parse(lateMoneyChoiceSchema, body);
  return work(deps, actor, async (uow) => {
    const { tx } = uow;
    const row = await ownInvestment(tx, actor.id, id, true);
    const before = await lateMoneyOfRow(tx, row);
    if (!before.lateMoney) throw conflict(ROUND_CLOSING_MESSAGES.notLateMoney);
    const [investor] = await tx.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, row.userId));
    const [oldRound] = await tx.select().from(cycles).where(eq(cycles.id, row.cycleId!));
    if (choice === 'refund') {
      const [marked] = await tx
        .update(investments)
        .set({ refundRequestedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(investments.id, row.id), isNull(investments.refundRequestedAt)))
        .returning();
      if (!marked) throw conflict(ROUND_CLOSING_MESSAGES.notLateMoney);
      const account = (await payoutAccountFor(tx, row.userId))?.masked ?? null;
      await roundMails.refundDue(uow, investor!, marked, { held: before.held, why: 'late', roundName: oldRound!.name, account });
      await uow.activity({
        action: 'late-money',
        entity: 'investment',
        entityId: row.id,
        summary: `The investor asked for a refund of the money that arrived for investment ${row.reference} after its round closed`,
      });
      return lateMoneyOfRow(tx, marked);
    }
    const next = await nextRoundFor(tx, row);
    if (!next.round) throw conflict(next.refused!);
    const { covered } = next;
    const today = ukDayOf(clock.now());
    const round = await holdUnits(tx, next.round.id, row.units, today);
    const [moved] = await tx
      .update(investments)
      .set({ cycleId: round.id, paymentDueOn: paymentDueOn(today, round.fundingClosesOn), updatedAt: new Date() })
      .where(and(eq(investments.id, row.id), eq(investments.cycleId, row.cycleId!)))
      .returning();
    if (!moved) throw conflict(ROUND_CLOSING_MESSAGES.notLateMoney);
    await uow.activity({
      action: 'late-money',
      entity: 'investment',
      entityId: row.id,
      summary: `Moved investment ${row.reference} to the round “${round.name}”: its money arrived after the round “${oldRound!.name}” closed`,
      changes: { before: { cycleId: row.cycleId }, after: { cycleId: round.id } },
    });
    const after = covered
      ? await transition(
          uow,
          moved,
          { status: 'active', startedAt: today, note: ROUND_CLOSING_MESSAGES.lateMoneyNextRound(round.name) },
          { paidInFull: true, lateMoneyToNextRound: true, why: `late money moved to the round “${round.name}”` },
        )
      : moved;
    return lateMoneyOfRow(tx, after);
  });
}
