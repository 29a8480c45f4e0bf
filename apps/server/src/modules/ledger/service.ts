import { asc, eq, inArray } from 'drizzle-orm';
import { LEDGER_SIGN, ledgerTotals, type LedgerEntry, type LedgerEntryKind, type LedgerSource, type LedgerTotals } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { investments } from '../../db/schema/investing.ts';
import { ledgerEntries, type LedgerEntryRow } from '../../db/schema/ledger.ts';
import { isUniqueViolation } from '../../db/results.ts';
import { conflict, notFound } from '../../platform/http.ts';
import type { Actor } from '../investments/service.ts';

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
      actorId: actor.id,
      actorName: actor.name,
    })
    .returning();
  return toLedgerEntry(row!);
}

/** Cancels one entry with an entry of the opposite amount; an entry is reversed at most once (409). */
export async function reverseLedgerEntry(db: Db, entryId: string, reason: string, valueDate: string, actor: Actor): Promise<LedgerEntry> {
  const [original] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
  if (!original) throw notFound();
  if (original.kind === 'reversal') throw conflict('A correction cannot itself be reversed: record a new entry instead.');
  try {
    const [row] = await db
      .insert(ledgerEntries)
      .values({
        investmentId: original.investmentId,
        kind: 'reversal',
        amountPence: -original.amountPence,
        currency: original.currency,
        valueDate,
        source: 'staff',
        reason,
        reversesId: original.id,
        actorId: actor.id,
        actorName: actor.name,
      })
      .returning();
    return toLedgerEntry(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This entry has already been reversed.');
    throw error;
  }
}

/** One investment's entries, oldest first, each marked with the reversal that cancelled it. */
export async function ledgerOf(db: Db, investmentId: string): Promise<{ entries: LedgerEntry[]; totals: LedgerTotals }> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.investmentId, investmentId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const reversedBy = new Map(rows.filter((row) => row.reversesId).map((row) => [row.reversesId!, row.id]));
  const entries = rows.map((row) => toLedgerEntry(row, reversedBy.get(row.id) ?? null));
  return { entries, totals: ledgerTotals(entries) };
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
