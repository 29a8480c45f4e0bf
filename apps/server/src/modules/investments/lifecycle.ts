import { and, eq } from 'drizzle-orm';
import {
  INVESTMENT_MESSAGES,
  INVESTMENT_STATUS_LABELS,
  LEDGER_MESSAGES,
  PAYABLE_STATUSES,
  canMoveInvestment,
  capitalReceived,
  effectiveMaturityChoice,
  investmentAmount,
  formatDate,
  formatMoney,
  type Currency,
  type InvestmentStatus,
  type RolloverOutcome,
} from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { investmentEvents, investments, type InvestmentRow } from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import { actorColumns } from '../../platform/activity.ts';
import { badRequest, conflict } from '../../platform/http.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import type { WrittenBlocks } from '../../platform/mail-layout.ts';
import { ledgerSumsOf, recordLedgerEntry, totalsOfSums } from '../ledger/service.ts';
import { payoutAccountFor } from '../payouts/service.ts';
import { investmentMails } from './mails.ts';
import { releasedUnits } from './release-units.ts';
import { cycleEndOf, rolloverLinksOf, toInvestment } from './views.ts';

/**
 * The one way an investment changes status. Staff moves, the investor's own cancel, a bank
 * payment that completes an investment, a payout batch and a cycle close all call `transition`,
 * so each move writes the same things: the checked move, its event, its ledger entry, its activity
 * entry and the investor's mail, in the caller's unit of work (all of them or none).
 */

export type StatusChange = {
  status: InvestmentStatus;
  /** On the investment's timeline; with `noteToInvestor`, also quoted in the investor's mail. */
  note?: string | null;
  startedAt?: string;
  actualProfit?: number;
  paidAt?: string;
  reason?: string | null;
};

export type TransitionOptions = {
  /** Why the move happened, ending the activity sentence: "cycle “Spring” closed". */
  why?: string;
  /** The day a maturity's profit or loss entry is valued on (today by default). */
  valueDate?: string;
  /** Money covering the investment activates it from any payable step, not only from "awaiting payment". */
  paidInFull?: boolean;
  /**
   * The money held was refunded (a cancelled round, late money): cancels an active or unpaid
   * investment, and only when the ledger holds nothing for it any more.
   */
  refundedInFull?: boolean;
  /**
   * Money that arrived after its round closed goes to the plan's next round at the investor's
   * choice: with `paidInFull`, a request cancelled when its reservation expired activates too.
   */
  lateMoneyToNextRound?: boolean;
  /** The note is the team's word to the investor (a staff move, a cycle close), not a record of the system's. */
  noteToInvestor?: boolean;
  /** The masked account a payout went to, as stored with the payout batch item, for the payout advice. */
  paidTo?: string;
  /** Blocks the investor's mail adds (a cycle close: the cycle's account and their share). */
  mailBlocks?: WrittenBlocks;
  /** A maturity's rollover (or why it could not roll): the matured mail says what moved where and what is paid out. */
  rollover?: RolloverOutcome;
  /** No mail for this move: the caller's own mail tells the investor (a rollover's new investment and the old one's end). */
  silent?: boolean;
};

/** The activity sentence of a move, with the figure or date the move recorded: "Moved investment BB-2026-0007 to Matured: profit £102.50". */
export function moveSummary(reference: string, change: StatusChange, currency: Currency): string {
  const moved = `Moved investment ${reference} to ${INVESTMENT_STATUS_LABELS[change.status]}`;
  if (change.status === 'active' && change.startedAt) return `${moved}: started ${formatDate(change.startedAt)}`;
  if (change.status === 'matured' && change.actualProfit !== undefined)
    return `${moved}: ${change.actualProfit < 0 ? 'loss' : 'profit'} ${formatMoney(Math.abs(change.actualProfit), currency)}`;
  if (change.status === 'paid_out' && change.paidAt) return `${moved}: paid ${formatDate(change.paidAt)}`;
  return moved;
}

/** 409 unless the pipeline allows the move; a payment in full may activate from any payable step at once. */
function checkMove(row: InvestmentRow, change: StatusChange, options: TransitionOptions) {
  const { paidInFull = false, refundedInFull = false, lateMoneyToNextRound = false } = options;
  // The steps a payment skipped are not written as if staff had taken them: the move is one event from where it stood.
  const activatedByPayment =
    paidInFull && change.status === 'active' && (PAYABLE_STATUSES.includes(row.status) || (lateMoneyToNextRound && row.status === 'cancelled'));
  // A refund of everything held ends an investment whose round never ran for it (the ledger gate checks the "everything").
  const cancelledByRefund = refundedInFull && change.status === 'cancelled' && (row.status === 'active' || PAYABLE_STATUSES.includes(row.status));
  if (!canMoveInvestment(row.status, change.status) && !activatedByPayment && !cancelledByRefund)
    throw conflict(INVESTMENT_MESSAGES.badTransition(row.status, change.status));
  if (change.status === 'paid_out' && change.paidAt && row.startedAt && change.paidAt < row.startedAt) {
    throw badRequest(INVESTMENT_MESSAGES.paidBeforeStart, { paidAt: INVESTMENT_MESSAGES.paidBeforeStart });
  }
}

/**
 * Money follows the ledger: "active" needs payments (less refunds) covering the amount, "paid out"
 * needs payouts that leave nothing held (capital plus profit, or minus loss), and so does a
 * cancel by refund (`refundedInFull`). Read with the row
 * locked, so an entry recorded meanwhile waits for the move.
 */
async function checkLedgerGate(tx: Tx, row: InvestmentRow, to: InvestmentStatus, refundedInFull: boolean) {
  if (refundedInFull && to === 'cancelled') {
    const held = totalsOfSums(await ledgerSumsOf(tx, row.id)).balance;
    if (held !== 0) throw conflict(LEDGER_MESSAGES.notPaidOut(held, row.currency));
    return;
  }
  if (to !== 'active' && to !== 'paid_out') return;
  const sums = await ledgerSumsOf(tx, row.id);
  const amount = investmentAmount(row);
  if (to === 'active' && capitalReceived(sums) < amount) throw conflict(LEDGER_MESSAGES.notPaidInFull(capitalReceived(sums), amount, row.currency));
  const held = totalsOfSums(sums).balance;
  if (to === 'paid_out' && held !== 0) throw conflict(LEDGER_MESSAGES.notPaidOut(held, row.currency));
}

function valuesOf(change: StatusChange, now: Date): Partial<typeof investments.$inferInsert> {
  const values: Partial<typeof investments.$inferInsert> = { status: change.status, updatedAt: now, statusChangedAt: now };
  if (change.status === 'active') {
    values.startedAt = change.startedAt;
    // A request cancelled when its reservation expired, activated by its late money in the next round.
    values.cancelledAt = null;
  }
  if (change.status === 'matured') {
    values.maturedAt = now;
    values.actualProfit = change.actualProfit;
  }
  if (change.status === 'paid_out') values.paidAt = change.paidAt;
  if (change.status === 'cancelled') values.cancelledAt = now;
  return values;
}

/**
 * Moves `investment` to `change.status` in `uow`'s transaction, by its actor: 409 for a move the
 * pipeline or the ledger does not allow. Returns the moved row.
 */
export async function transition(uow: UnitOfWork, investment: InvestmentRow, change: StatusChange, options: TransitionOptions = {}): Promise<InvestmentRow> {
  const { tx, actor } = uow;
  checkMove(investment, change, options);
  // Two writers of one investment (a second move, a payment being recorded) meet here.
  await tx.select({ id: investments.id }).from(investments).where(eq(investments.id, investment.id)).for('update');
  await checkLedgerGate(tx, investment, change.status, options.refundedInFull ?? false);
  const now = new Date();
  // The status in the WHERE makes two moves from the same status resolve to one.
  const [moved] = await tx
    .update(investments)
    .set(valuesOf(change, now))
    .where(and(eq(investments.id, investment.id), eq(investments.status, investment.status)))
    .returning();
  if (!moved) throw conflict(INVESTMENT_MESSAGES.badTransition(investment.status, change.status));
  await tx.insert(investmentEvents).values({
    investmentId: investment.id,
    kind: 'status',
    fromStatus: investment.status,
    toStatus: change.status,
    note: change.note ?? null,
    reason: change.reason ?? null,
    ...actorColumns(actor),
  });
  if (change.status === 'matured' && change.actualProfit) {
    // The investor's share is credited (or the loss debited) from the cycle close.
    await recordLedgerEntry(
      tx,
      {
        investmentId: investment.id,
        kind: change.actualProfit > 0 ? 'profit' : 'loss',
        amount: Math.abs(change.actualProfit),
        valueDate: options.valueDate ?? now.toISOString().slice(0, 10),
        source: 'cycle_close',
        sourceId: investment.cycleId,
      },
      actor,
    );
  }
  await uow.activity({
    action: 'status',
    entity: 'investment',
    entityId: investment.id,
    summary: moveSummary(investment.reference, change, moved.currency) + (options.why ? ` (${options.why})` : ''),
    changes: {
      before: { status: investment.status },
      after: {
        status: change.status,
        ...(change.actualProfit !== undefined ? { actualProfit: change.actualProfit } : {}),
        ...(change.reason ? { reason: change.reason } : {}),
      },
    },
  });
  if (!options.silent) await mailInvestor(uow, moved, options.noteToInvestor ? change.note : null, options.paidTo, options.mailBlocks, options.rollover);
  // A cancelled request in a round frees its units: the round's waiting list hears of it.
  await releasedUnits(uow, investment.status, moved);
  return moved;
}

/** The investor's mail, by the status the investment reached: what happened, not a step nobody took. */
async function mailInvestor(
  uow: UnitOfWork,
  moved: InvestmentRow,
  note: string | null | undefined,
  paidTo: string | undefined,
  extra?: WrittenBlocks,
  rollover?: RolloverOutcome,
) {
  const [investor] = await uow.tx.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, moved.userId));
  // A matured investment's mail names the account its payout will go to, as it stands now.
  const account = moved.status === 'matured' ? ((await payoutAccountFor(uow.tx, moved.userId))?.masked ?? null) : paidTo;
  // A payout of what a rollover left: the advice names the investment the rest went into and pays only the remainder.
  let rolled = rollover;
  if (moved.status === 'paid_out' && !rolled) {
    const sums = await ledgerSumsOf(uow.tx, moved.id);
    if (sums.transfer_out !== 0) {
      const links = await rolloverLinksOf(uow.tx, moved);
      const choice = effectiveMaturityChoice(moved.maturityChoice);
      rolled = { kind: 'rolled', choice, intoReference: links.to ?? '', roundName: '', units: 0, amount: -sums.transfer_out, remainder: 0 };
    }
  }
  await investmentMails.statusChanged(uow, investor!, toInvestment(moved, undefined, await cycleEndOf(uow.tx, moved)), note, account, extra, rolled);
}
