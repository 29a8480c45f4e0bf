import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  EMPTY_LEDGER_TOTALS,
  INVESTMENT_MESSAGES,
  LEDGER_ENTRY_LABELS,
  formatDate,
  formatMoney,
  type LedgerEntryValues,
  LEDGER_MESSAGES,
  LEDGER_SIGN,
  NO_LEDGER_SUMS,
  ledgerSums,
  ledgerTotals,
  type InvestmentLedger,
  type LedgerEntry,
  type LedgerEntryKind,
  type LedgerSource,
  type LedgerSums,
  type LedgerTotals,
  type Currency,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { investments } from '../../db/schema/investments.ts';
import { ledgerEntries, type LedgerEntryRow } from '../../db/schema/ledger.ts';
import { isUniqueViolation, rowsOf } from '../../db/results.ts';
import { actorColumns, type Actor } from '../../platform/activity.ts';
import { conflict, notFound } from '../../platform/http.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';

/**
 * The ledger: money that moved, one permanent entry per movement. Callers pass their write's
 * transaction so the entry commits with the status move, the activity entry and the mail it
 * belongs to. The database refuses updates and deletes (a trigger), so a correction can only be
 * `reverseLedgerEntry`.
 */

export type NewLedgerEntry = {
  investmentId: string;
  kind: Exclude<LedgerEntryKind, 'reversal'>;
  /** Pence, positive: the kind gives the direction. */
  amount: number;
  /** The money's own currency where it has one (a bank line): never booked against an investment in another. */
  currency?: Currency;
  valueDate: string;
  source: LedgerSource;
  sourceId?: string | null;
  /** Required when staff record an entry by hand. */
  reason?: string | null;
};

export function toLedgerEntry(row: LedgerEntryRow, reversedById: string | null = null): LedgerEntry {
  return {
    id: row.id,
    investmentId: row.investmentId,
    kind: row.kind,
    amount: row.amountPence,
    currency: row.currency,
    valueDate: row.valueDate,
    source: row.source,
    sourceId: row.sourceId,
    reason: row.reason,
    reversesId: row.reversesId,
    reversedById,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function recordLedgerEntry(db: Db, entry: NewLedgerEntry, actor: Actor): Promise<LedgerEntry> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0) throw new RangeError('A ledger amount is a positive whole number of pence.');
  const [investment] = await db.select({ currency: investments.currency }).from(investments).where(eq(investments.id, entry.investmentId));
  if (!investment) throw notFound();
  if (entry.currency && entry.currency !== investment.currency) throw conflict(LEDGER_MESSAGES.otherCurrency(entry.currency, investment.currency));
  const [row] = await db
    .insert(ledgerEntries)
    .values({
      investmentId: entry.investmentId,
      kind: entry.kind,
      amountPence: LEDGER_SIGN[entry.kind] * entry.amount,
      currency: investment.currency,
      valueDate: entry.valueDate,
      source: entry.source,
      sourceId: entry.sourceId ?? null,
      reason: entry.reason ?? null,
      ...actorColumns(actor),
    })
    .returning();
  return toLedgerEntry(row!);
}

/**
 * Cancels one entry with an entry of the opposite amount; an entry is reversed at most once (409).
 * Without a value date the reversal takes the original's, so the month it corrects nets out.
 */
export async function reverseLedgerEntry(db: Db, entryId: string, reason: string, valueDate: string | null, actor: Actor): Promise<LedgerEntry> {
  const [original] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
  if (!original) throw notFound(LEDGER_MESSAGES.entryNotFound);
  if (original.kind === 'reversal') throw conflict(LEDGER_MESSAGES.cannotReverseCorrection);
  // Checked first so the usual case answers 409 without a failed insert; the unique index still decides a race.
  const [earlier] = await db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.reversesId, entryId));
  if (earlier) throw conflict(LEDGER_MESSAGES.alreadyReversed);
  try {
    const [row] = await db
      .insert(ledgerEntries)
      .values({
        investmentId: original.investmentId,
        kind: 'reversal',
        amountPence: -original.amountPence,
        currency: original.currency,
        valueDate: valueDate ?? original.valueDate,
        source: 'staff',
        reason,
        reversesId: original.id,
        ...actorColumns(actor),
      })
      .returning();
    return toLedgerEntry(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LEDGER_MESSAGES.alreadyReversed);
    throw error;
  }
}

/** A ledger from one investment's rows, oldest first: each entry marked with the reversal that cancelled it. */
function ledgerOfRows(rows: readonly LedgerEntryRow[]): InvestmentLedger {
  const reversedBy = new Map(rows.filter((row) => row.reversesId).map((row) => [row.reversesId!, row.id]));
  const entries = rows.map((row) => toLedgerEntry(row, reversedBy.get(row.id) ?? null));
  return { entries, totals: ledgerTotals(entries), sums: ledgerSums(entries) };
}

/** One investment's entries, oldest first, each marked with the reversal that cancelled it. */
export async function ledgerOf(db: Db, investmentId: string): Promise<InvestmentLedger> {
  return (await ledgersOf(db, [investmentId])).get(investmentId)!;
}

/** The ledgers of many investments (an investor's statements) in one query; an investment with no entries has an empty one. */
export async function ledgersOf(db: Db, investmentIds: readonly string[]): Promise<Map<string, InvestmentLedger>> {
  const rows = investmentIds.length
    ? await db
        .select()
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.investmentId, [...investmentIds]))
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
    : [];
  const byInvestment = new Map<string, LedgerEntryRow[]>(investmentIds.map((id) => [id, []]));
  for (const row of rows) byInvestment.get(row.investmentId)!.push(row);
  return new Map([...byInvestment].map(([id, own]) => [id, ledgerOfRows(own)]));
}

/** Totals for many investments at once (a portfolio, a cycle, a batch): one query. */
export async function ledgerTotalsOf(db: Db, investmentIds: readonly string[]): Promise<Map<string, LedgerTotals>> {
  const totals = new Map<string, LedgerTotals>();
  if (investmentIds.length === 0) return totals;
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.investmentId, [...investmentIds]));
  const byInvestment = new Map<string, LedgerEntry[]>();
  for (const row of rows) {
    const list = byInvestment.get(row.investmentId) ?? [];
    list.push(toLedgerEntry(row));
    byInvestment.set(row.investmentId, list);
  }
  for (const id of investmentIds) totals.set(id, ledgerTotals(byInvestment.get(id) ?? []));
  return totals;
}

type SumRow = { investment_id: string; kind: Exclude<LedgerEntryKind, 'reversal'>; total: string | number };

/**
 * Per investment, what each kind adds up to with reversals folded into the kind they cancel,
 * summed in the database (the books check and the reconciliation read every entry this way).
 */
export async function ledgerSumsByInvestment(db: Db, investmentIds?: readonly string[]): Promise<Map<string, LedgerSums>> {
  if (investmentIds && investmentIds.length === 0) return new Map();
  const only = investmentIds
    ? sql`WHERE e.investment_id IN (${sql.join(
        investmentIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    SELECT e.investment_id, coalesce(o.kind, e.kind) AS kind, sum(e.amount_pence) AS total
    FROM ledger_entries e LEFT JOIN ledger_entries o ON o.id = e.reverses_id
    ${only}
    GROUP BY 1, 2`);
  const sums = new Map<string, LedgerSums>();
  for (const row of rowsOf<SumRow>(result)) {
    const one = sums.get(row.investment_id) ?? { ...NO_LEDGER_SUMS };
    one[row.kind] += Number(row.total);
    sums.set(row.investment_id, one);
  }
  return sums;
}

/** One investment's sums (the status gates read them inside the move's transaction). */
export async function ledgerSumsOf(db: Db, investmentId: string): Promise<LedgerSums> {
  return (await ledgerSumsByInvestment(db, [investmentId])).get(investmentId) ?? { ...NO_LEDGER_SUMS };
}

/** Totals from sums, for views that need the four figures of `LedgerTotals`. */
export function totalsOfSums(sums: LedgerSums | undefined): LedgerTotals {
  if (!sums) return { ...EMPTY_LEDGER_TOTALS };
  return {
    paidIn: sums.payment,
    profit: sums.profit + sums.loss,
    paidOut: -(sums.payout + sums.refund),
    // A rollover moves the balance without being paid in or out (transferredOf reads it back).
    balance: sums.payment + sums.profit + sums.loss + sums.payout + sums.refund + sums.transfer_in + sums.transfer_out,
  };
}

/** The entry must belong to the investment named in the path; anything else answers like a missing entry. */
export async function entryOfInvestment(db: Db, investmentId: string, entryId: string) {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.investmentId, investmentId)));
  if (!row) throw notFound(LEDGER_MESSAGES.entryNotFound);
  return row;
}

/** The investment row, locked for the entry's transaction (a status move waits for it, and the other way round). */
async function lockedInvestment(db: Db, investmentId: string) {
  const [row] = await db.select().from(investments).where(eq(investments.id, investmentId)).for('update');
  if (!row) throw notFound(INVESTMENT_MESSAGES.notFound);
  return row;
}

/** One investment's ledger as staff open it: a missing investment answers 404, not an empty ledger. */
export async function ledgerOfInvestment(db: Db, investmentId: string): Promise<InvestmentLedger> {
  const [row] = await db.select({ id: investments.id }).from(investments).where(eq(investments.id, investmentId));
  if (!row) throw notFound(INVESTMENT_MESSAGES.notFound);
  return ledgerOf(db, investmentId);
}

/** Staff record money that did not come through a statement: the entry and its activity entry, one transaction. */
export async function recordStaffEntry(deps: Deps, actor: Actor, investmentId: string, input: LedgerEntryValues) {
  return work(deps, actor, async ({ tx, activity }) => {
    const investment = await lockedInvestment(tx, investmentId);
    const entry = await recordLedgerEntry(
      tx,
      { investmentId, kind: input.kind, amount: input.amount, valueDate: input.valueDate, source: 'staff', reason: input.reason },
      actor,
    );
    await activity({
      action: 'ledger',
      entity: 'investment',
      entityId: investmentId,
      summary: `${LEDGER_ENTRY_LABELS[entry.kind]} on ${investment.reference}: ${formatMoney(Math.abs(entry.amount), entry.currency)} on ${formatDate(entry.valueDate)}`,
      changes: { after: { kind: entry.kind, amount: entry.amount, valueDate: entry.valueDate, reason: entry.reason } },
    });
    return { entry, ledger: await ledgerOf(tx, investmentId) };
  });
}

/** Staff reverse an entry of the investment with a reason: the reversal and its activity entry, one transaction. */
export async function reverseStaffEntry(deps: Deps, actor: Actor, investmentId: string, entryId: string, reason: string) {
  return work(deps, actor, async ({ tx, activity }) => {
    const investment = await lockedInvestment(tx, investmentId);
    await entryOfInvestment(tx, investmentId, entryId);
    const reversal = await reverseLedgerEntry(tx, entryId, reason, null, actor);
    await activity({
      action: 'ledger',
      entity: 'investment',
      entityId: investmentId,
      summary: `Reversed a ledger entry on ${investment.reference}: ${formatMoney(Math.abs(reversal.amount), reversal.currency)}`,
      changes: { after: { reverses: entryId, amount: reversal.amount, reason } },
    });
    return { entry: reversal, ledger: await ledgerOf(tx, investmentId) };
  });
}
