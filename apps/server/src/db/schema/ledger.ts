import { type AnyPgColumn, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts, rowId, pence, ownedBy, mustReference } from './columns.ts';
import type { BooksCheckRule, Currency, LedgerEntryKind, LedgerSource } from '@app/contract';
import { investments } from './investments.ts';

/** The append-only ledger (migration 0096_ledger.sql): signed pence from the investor's side. */
export const ledgerEntries = pgTable('ledger_entries', {
  id: rowId(),
  investmentId: mustReference('investment_id', () => investments.id),
  kind: text('kind').$type<LedgerEntryKind>().notNull(),
  amountPence: pence('amount_pence').notNull(),
  currency: text('currency').$type<Currency>().notNull().default('GBP'),
  valueDate: date('value_date', { mode: 'string' }).notNull(),
  source: text('source').$type<LedgerSource>().notNull(),
  sourceId: uuid('source_id'),
  reason: text('reason'),
  reversesId: uuid('reverses_id')
    .unique()
    .references((): AnyPgColumn => ledgerEntries.id),
  actorId: uuid('actor_id'),
  actorName: text('actor_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** Books-check runs (migration 0160_books_check.sql); a daily run claims its day in `dailyOn`. */
export const booksCheckRuns = pgTable('books_check_runs', {
  id: rowId(),
  trigger: text('trigger').$type<'daily' | 'staff'>().notNull(),
  dailyOn: date('daily_on', { mode: 'string' }).unique(),
  ranAt: ts('ran_at').notNull().defaultNow(),
  actorId: uuid('actor_id'),
  actorName: text('actor_name'),
  differenceCount: integer('difference_count').notNull().default(0),
});
export type BooksCheckRunRow = typeof booksCheckRuns.$inferSelect;

export const booksCheckDifferences = pgTable('books_check_differences', {
  id: rowId(),
  runId: ownedBy('run_id', () => booksCheckRuns.id),
  position: integer('position').notNull(),
  rule: text('rule').$type<BooksCheckRule>().notNull(),
  subject: text('subject').notNull(),
  investmentId: uuid('investment_id'),
  cycleId: uuid('cycle_id'),
  planId: uuid('plan_id'),
  expectedPence: pence('expected_pence').notNull(),
  actualPence: pence('actual_pence').notNull(),
  message: text('message').notNull(),
});
