import { type AnyPgColumn, bigint, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Currency, LedgerEntryKind, LedgerSource } from '@app/contract';
import { investments } from './investing.ts';

/** The append-only ledger (migration 0096_ledger.sql): signed pence from the investor's side. */
export const ledgerEntries = pgTable('ledger_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  investmentId: uuid('investment_id')
    .notNull()
    .references(() => investments.id),
  kind: text('kind').$type<LedgerEntryKind>().notNull(),
  amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
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
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
