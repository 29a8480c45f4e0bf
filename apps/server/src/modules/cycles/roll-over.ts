import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  capitalReceived,
  formatMoney,
  rolloverAmount,
  splitIntoUnits,
  transferDescription,
  ukDayOf,
  unitsText,
  type MaturityChoice,
  type RolloverOutcome,
  type RolloverMiss,
} from '@app/contract';
import { investmentPlans } from '../../db/schema/content.ts';
import { cycles, type CycleRow } from '../../db/schema/cycles.ts';
import { investmentEvents, investments, type InvestmentRow } from '../../db/schema/investments.ts';
import { actorColumns } from '../../platform/activity.ts';
import { clock } from '../../platform/clock.ts';
import { HttpError } from '../../platform/http.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { transition } from '../investments/lifecycle.ts';
import { holdUnits } from '../investments/reservation.ts';
import { nextReference, planTermsOf } from '../investments/service.ts';
import { ledgerSumsOf, recordLedgerEntry, totalsOfSums } from '../ledger/service.ts';

/**
 * The rollover at a cycle's close (issue 47): a matured investment whose choice rolls over moves its
 * money, in whole units of the plan's open round, into a new investment there. It is a transfer inside
 * our books (transfer_out on the old, transfer_in on the new, same amount and value date, each naming
 * the other), never bank money. Everything happens in the close's unit of work; the new investment's
 * unique `rolled_over_from` means a replay can never roll the same investment twice.
 */

/** A rollover whose units are held in the round and whose new investment exists, waiting for the transfer. */
export type PreparedRollover = { into: InvestmentRow; round: CycleRow; units: number; amount: number; outcome: Extract<RolloverOutcome, { kind: 'rolled' }> };

/**
 * Before the investment matures: finds the plan's open round with units for the money, holds them and
 * creates the new investment (requested, in the round). Returns the prepared rollover, or why the
 * money is paid out instead. `result` is the investment's share of the cycle's result (pence, signed).
 */
export async function prepareRollover(
  uow: UnitOfWork,
  row: InvestmentRow,
  choice: Exclude<MaturityChoice, 'payout'>,
  result: number,
): Promise<PreparedRollover | Extract<RolloverOutcome, { kind: 'not_rolled' }>> {
  const { tx } = uow;
  const notRolled = (why: RolloverMiss) => ({ kind: 'not_rolled' as const, choice, why });
  const sums = await ledgerSumsOf(tx, row.id);
  const held = totalsOfSums(sums).balance + result;
  const amount = rolloverAmount(choice, { capital: capitalReceived(sums) + Math.min(result, 0), held });
  if (!row.planId || amount <= 0) return notRolled({ kind: 'noOpenRound' });
  const [plan] = await tx.select().from(investmentPlans).where(eq(investmentPlans.id, row.planId));
  const today = ukDayOf(clock.now());
  const rounds = await tx
    .select()
    .from(cycles)
    .where(and(eq(cycles.planId, row.planId), eq(cycles.status, 'funding'), lte(cycles.fundingOpensOn, today), gte(cycles.fundingClosesOn, today)))
    .orderBy(asc(cycles.fundingClosesOn), asc(cycles.createdAt));
  let why: RolloverMiss = { kind: 'noOpenRound' };
  for (const candidate of rounds) {
    if (!plan || candidate.currency !== row.currency) continue;
    const split = splitIntoUnits(amount, candidate.amountPerUnitPence);
    if (split.units < 1) {
      why = { kind: 'lessThanAUnit', pricePerUnit: candidate.amountPerUnitPence, currency: candidate.currency };
      continue;
    }
    let round: CycleRow;
    try {
      // Locks the round's row: a request for its last units meanwhile is counted after this one.
      round = await holdUnits(tx, candidate.id, split.units, today);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) {
        why = { kind: 'tooFewUnits' };
        continue;
      }
      throw error;
    }
    const [into] = await tx
      .insert(investments)
      .values({
        reference: await nextReference(tx, new Date().getUTCFullYear()),
        userId: row.userId,
        ...planTermsOf(plan),
        // The round's price: units × price is exactly the money transferred.
        amountPerUnit: round.amountPerUnitPence,
        currency: round.currency,
        units: split.units,
        cycleId: round.id,
        rolledOverFrom: row.id,
        // The investor's choice carries on to the new investment (they may change it before its deadline).
        maturityChoice: choice,
        maturityChosenAt: row.maturityChosenAt,
      })
      .onConflictDoNothing()
      .returning();
    // Already rolled (a replay): nothing more to do for this investment.
    if (!into) return notRolled({ kind: 'noOpenRound' });
    await tx.insert(investmentEvents).values({
      investmentId: into.id,
      kind: 'status',
      toStatus: 'requested',
      note: `Rolled over from ${row.reference}`,
      ...actorColumns(uow.actor),
    });
    return {
      into,
      round,
      units: split.units,
      amount: split.transferred,
      outcome: {
        kind: 'rolled',
        choice,
        intoReference: into.reference,
        roundName: round.name,
        units: split.units,
        amount: split.transferred,
        remainder: held - split.transferred,
      },
    };
  }
  return notRolled(why);
}

/**
 * After the investment matured (its result in the ledger): the two transfer entries, the new
 * investment activated (paid in full by the transfer), and the old one paid out when nothing is left.
 */
export async function completeRollover(uow: UnitOfWork, matured: InvestmentRow, prepared: PreparedRollover, valueDate: string): Promise<void> {
  const { tx, actor } = uow;
  const { into, amount } = prepared;
  await recordLedgerEntry(
    tx,
    {
      investmentId: matured.id,
      kind: 'transfer_out',
      amount,
      valueDate,
      source: 'rollover',
      sourceId: into.id,
      reason: transferDescription('transfer_out', into.reference),
    },
    actor,
  );
  await recordLedgerEntry(
    tx,
    {
      investmentId: into.id,
      kind: 'transfer_in',
      amount,
      valueDate,
      source: 'rollover',
      sourceId: matured.id,
      reason: transferDescription('transfer_in', matured.reference),
    },
    actor,
  );
  const why = `rolled over from ${matured.reference}`;
  await transition(
    uow,
    into,
    { status: 'active', startedAt: valueDate, note: `Rolled over from ${matured.reference}` },
    { paidInFull: true, silent: true, why },
  );
  const left = totalsOfSums(await ledgerSumsOf(tx, matured.id)).balance;
  if (left === 0) {
    await transition(
      uow,
      matured,
      { status: 'paid_out', paidAt: valueDate, note: `Rolled into ${into.reference}` },
      { silent: true, why: `rolled into ${into.reference}` },
    );
  }
  await uow.activity({
    action: 'rollover',
    entity: 'investment',
    entityId: matured.id,
    summary: `Rolled ${formatMoney(amount, matured.currency)} of ${matured.reference} into ${into.reference} (${unitsText(prepared.units)} of ${prepared.round.name})${left ? `; ${formatMoney(left, matured.currency)} left to pay out` : ''}`,
    changes: { after: { into: into.reference, amountPence: amount, units: prepared.units, leftPence: left } },
  });
}
