import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts, rowId, stamps, pence, mustReference } from './columns.ts';
import type { BankLineStatus, Currency, PayoutBatchStatus, PayoutItemKind, StatementDateFormat } from '@app/contract';
import { investments } from './investments.ts';

/** Bank statements in (migration 0170_bank_statements.sql). */
export const bankMappings = pgTable('bank_mappings', {
  id: rowId(),
  name: text('name').notNull().unique(),
  dateColumn: text('date_column').notNull(),
  dateFormat: text('date_format').$type<StatementDateFormat>().notNull(),
  descriptionColumn: text('description_column').notNull(),
  amountColumn: text('amount_column'),
  creditColumn: text('credit_column'),
  debitColumn: text('debit_column'),
  balanceColumn: text('balance_column'),
  ...stamps(),
});
export type BankMappingRow = typeof bankMappings.$inferSelect;

/** Our own bank accounts, whose statements are imported (migration 0261_bank_accounts.sql). */
export const bankAccounts = pgTable('bank_accounts', {
  id: rowId(),
  name: text('name').notNull().unique(),
  sortCode: text('sort_code'),
  accountNumber: text('account_number'),
  iban: text('iban'),
  currency: text('currency').$type<Currency>().notNull().default('GBP'),
  ...stamps(),
});
export type BankAccountRow = typeof bankAccounts.$inferSelect;

export const bankStatements = pgTable('bank_statements', {
  id: rowId(),
  filename: text('filename').notNull(),
  format: text('format').$type<'csv' | 'ofx'>().notNull(),
  mappingId: uuid('mapping_id').references(() => bankMappings.id, { onDelete: 'set null' }),
  bankAccountId: mustReference('bank_account_id', () => bankAccounts.id),
  lineCount: integer('line_count').notNull(),
  duplicateCount: integer('duplicate_count').notNull(),
  /** Migration 0380: the balances the file or staff gave (null: not given), and the lines' dates. */
  openingBalancePence: pence('opening_balance_pence'),
  closingBalancePence: pence('closing_balance_pence'),
  duplicateTotalPence: pence('duplicate_total_pence').notNull().default(0),
  firstDate: date('first_date', { mode: 'string' }),
  lastDate: date('last_date', { mode: 'string' }),
  importedBy: uuid('imported_by'),
  importedByName: text('imported_by_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const bankLines = pgTable('bank_lines', {
  id: rowId(),
  statementId: mustReference('statement_id', () => bankStatements.id),
  fingerprint: text('fingerprint').notNull().unique(),
  account: text('account').notNull(),
  lineNumber: integer('line_number').notNull(),
  valueDate: date('value_date', { mode: 'string' }).notNull(),
  description: text('description').notNull(),
  amountPence: pence('amount_pence').notNull(),
  balancePence: pence('balance_pence'),
  currency: text('currency').$type<Currency>().notNull().default('GBP'),
  payerName: text('payer_name'),
  reference: text('reference'),
  status: text('status').$type<BankLineStatus>().notNull().default('open'),
  assignedInvestmentId: uuid('assigned_investment_id').references(() => investments.id),
  ignoredReason: text('ignored_reason'),
  payoutBatchId: uuid('payout_batch_id'),
  decidedBy: uuid('decided_by'),
  decidedByName: text('decided_by_name'),
  decidedAt: ts('decided_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type BankLineRow = typeof bankLines.$inferSelect;

/** Payouts out (migration 0171_payout_batches.sql). */
export const payoutBatches = pgTable('payout_batches', {
  id: rowId(),
  status: text('status').$type<PayoutBatchStatus>().notNull().default('draft'),
  sentOn: date('sent_on', { mode: 'string' }),
  createdBy: uuid('created_by'),
  createdByName: text('created_by_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type PayoutBatchRow = typeof payoutBatches.$inferSelect;

export const payoutBatchItems = pgTable(
  'payout_batch_items',
  {
    batchId: mustReference('batch_id', () => payoutBatches.id),
    investmentId: uuid('investment_id')
      .notNull()
      .unique()
      .references(() => investments.id),
    amountPence: pence('amount_pence').notNull(),
    holderName: text('holder_name').notNull(),
    sortCode: text('sort_code'),
    accountNumber: text('account_number'),
    iban: text('iban'),
    bic: text('bic'),
    /** A payout of a matured investment, or a refund of money held (migration 0420_round_refunds.sql). */
    itemKind: text('item_kind').$type<PayoutItemKind>().notNull().default('payout'),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.investmentId] })],
);
