import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts, rowId } from './columns.ts';
import type { PayeeNameResult, PayoutAccountKind } from '@app/contract';

/** Investors' payout accounts, one row per change (migration 0130_payout_accounts.sql). */
export const payoutAccounts = pgTable('payout_accounts', {
  id: rowId(),
  userId: uuid('user_id').notNull(),
  kind: text('kind').$type<PayoutAccountKind>().notNull(),
  holderName: text('holder_name').notNull(),
  sortCode: text('sort_code'),
  accountNumber: text('account_number'),
  iban: text('iban'),
  bic: text('bic'),
  createdAt: ts('created_at').notNull().defaultNow(),
  confirmedAt: ts('confirmed_at'),
  confirmedBy: text('confirmed_by'),
  confirmReason: text('confirm_reason'),
  /** Confirmation of Payee when the account was given (migration 0281), and the legal name it was compared with. */
  nameCheck: text('name_check').$type<PayeeNameResult>(),
  nameCheckedAgainst: text('name_checked_against'),
});
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
