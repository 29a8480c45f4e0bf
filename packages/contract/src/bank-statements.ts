import { z } from 'zod';
import { formatInvestmentReference, INVESTMENT_STATUSES, type InvestmentStatus } from './investing.ts';
import { pagedResponse } from './envelope.ts';
import { pageQuery } from './pagination.ts';
import { requiredText, optionalText, TEXT_LIMITS } from './validation.ts';
import { groupDigits } from './format.ts';
import { labelled } from './labelled.ts';
import { notFoundMessage } from './messages.ts';

/**
 * Bank statements in: staff upload the bank's export (CSV through a saved column mapping per bank,
 * or OFX), each line is kept once (its fingerprint), and each credit is proposed against the
 * investment its reference names.
 */

export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
/** More lines than a year of a busy account: a bigger file is refused rather than half read. */
export const STATEMENT_MAX_LINES = 20_000;

/** Date layouts banks export; DD/MM/YYYY is the UK default. */
export const STATEMENT_DATE_FORMATS = ['DD/MM/YYYY', 'YYYY-MM-DD', 'DD-MM-YYYY', 'DD MMM YYYY', 'MM/DD/YYYY'] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];

export const BANK_STATEMENT_MESSAGES = {
  mappingNameRequired: 'Please enter the bank’s name',
  dateColumnRequired: 'Please enter the date column’s heading',
  descriptionColumnRequired: 'Please enter the description or reference column’s heading',
  amountColumnsRequired: 'Please enter the amount column, or both the credit and debit columns',
  dateFormatRequired: 'Please choose the date format',
  mappingNotFound: notFoundMessage('Bank mapping'),
  mappingSaved: 'Bank mapping saved',
  mappingDeleted: 'Bank mapping deleted',
  mappingRequired: 'Please choose the bank this CSV file comes from',
  fileRequired: 'Please choose a statement file (.csv or .ofx)',
  fileTooLarge: 'The statement file is larger than 2 MB.',
  wrongType: 'Only .csv and .ofx statement files are accepted.',
  malformed: (count: number) => `The statement could not be read: ${count} ${count === 1 ? 'line has an error' : 'lines have errors'}. Nothing was imported.`,
  tooManyLines: `The statement has more than ${groupDigits(STATEMENT_MAX_LINES)} lines. Please export a shorter period.`,
  empty: 'The statement has no transactions.',
  notOfx: 'The file is not an OFX bank statement.',
  tooSlow: 'The statement took too long to read. Please check it is a bank statement export, or export a shorter period.',
  badCurrency: (value: string) => `“${value}” is not a currency code`,
  imported: (added: number, duplicates: number) =>
    `${added} new ${added === 1 ? 'line' : 'lines'} imported${duplicates ? `, ${duplicates} already imported before` : ''}.`,
  missingColumn: (heading: string) => `The file has no column “${heading}”`,
  badDate: (value: string, format: string) => `“${value}” is not a date in the format ${format}`,
  badAmount: (value: string) => `“${value}” is not an amount`,
  noAmount: 'The line has neither a credit nor a debit',
  bothAmounts: 'The line has both a credit and a debit',
  lineNotFound: notFoundMessage('Bank line'),
  linesRequired: 'Please choose at least one line',
  notOpen: (reference: string) => `Line “${reference}” has already been dealt with.`,
  cannotConfirm: (description: string) => `Line “${description}” has no investment to pay: assign it or mark it ignored.`,
  alreadyPaid: (reference: string) => `Investment ${reference} is already paid: this line cannot be a payment for it.`,
  notACredit: 'Only money received can be confirmed as a payment.',
  confirmed: (count: number) => `${count} ${count === 1 ? 'payment' : 'payments'} recorded.`,
  reasonRequired: 'Please say why this line is ignored',
  ignored: 'Line marked ignored',
  investmentRequired: 'Please choose the investment this line pays',
  assigned: 'Line assigned',
} as const;

const column = (message: string) => requiredText(message, TEXT_LIMITS.short);
const optionalColumn = optionalText(TEXT_LIMITS.short);

/** A bank's CSV layout: which heading holds what. Amounts are one signed column, or credit and debit columns. */
export const bankMappingSchema = z
  .object({
    name: column(BANK_STATEMENT_MESSAGES.mappingNameRequired),
    dateColumn: column(BANK_STATEMENT_MESSAGES.dateColumnRequired),
    dateFormat: z.enum(STATEMENT_DATE_FORMATS, { error: BANK_STATEMENT_MESSAGES.dateFormatRequired }),
    descriptionColumn: column(BANK_STATEMENT_MESSAGES.descriptionColumnRequired),
    amountColumn: optionalColumn,
    creditColumn: optionalColumn,
    debitColumn: optionalColumn,
    balanceColumn: optionalColumn,
  })
  .superRefine((value, ctx) => {
    if (!value.amountColumn && !(value.creditColumn && value.debitColumn)) {
      ctx.addIssue({ code: 'custom', path: ['amountColumn'], message: BANK_STATEMENT_MESSAGES.amountColumnsRequired });
    }
  });
export type BankMappingInput = z.input<typeof bankMappingSchema>;
export type BankMappingFields = z.output<typeof bankMappingSchema>;
export const bankMappingView = z.object({
  id: z.string(),
  name: z.string(),
  dateColumn: z.string(),
  dateFormat: z.enum(STATEMENT_DATE_FORMATS),
  descriptionColumn: z.string(),
  amountColumn: z.string().nullable(),
  creditColumn: z.string().nullable(),
  debitColumn: z.string().nullable(),
  balanceColumn: z.string().nullable(),
  updatedAt: z.string(),
});
export type BankMapping = z.infer<typeof bankMappingView>;

/**
 * One transaction read from a file: signed pence from the account's side (credit positive).
 * `currency` is the ISO code the bank states (OFX CURDEF, or the line's own CURRENCY), null when
 * the file does not say (CSV); `payerName` is the OFX NAME (or PAYEE's NAME) where the bank gives
 * one apart from the memo, else null.
 */
export type StatementLine = {
  line: number;
  account: string;
  date: string;
  description: string;
  amount: number;
  balance: number | null;
  currency: string | null;
  payerName: string | null;
};
export type StatementLineError = { line: number; message: string };

/**
 * The reference a description quotes, whatever the bank did to it: "bbv 2026 00042", "BBV-2026-00042",
 * "BBV202600042 J SMITH" all read as BBV-2026-00042. Null when there is none.
 */
export function findInvestmentReference(description: string): string | null {
  const match = /BBV[\s\-_/.]*(\d{4})[\s\-_/.]*(\d{5,7})(?!\d)/i.exec(description);
  if (!match) return null;
  return formatInvestmentReference(Number(match[1]), Number(match[2]));
}

/** What confirming a credit would do, given the investment its reference names. */
export const { values: PROPOSAL_KINDS, labels: PROPOSAL_LABELS } = labelled({
  exact: 'Exact',
  partial: 'Partial',
  overpaid: 'Overpaid',
  unknown_reference: 'Unknown reference',
  already_paid: 'Already paid',
});
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

/** Investments a payment may still be for: before "active". */
export const PAYABLE_STATUSES: readonly InvestmentStatus[] = ['requested', 'contacted', 'awaiting_payment'];

/**
 * The matcher: a credit of `amount` pence against the investment it names (null when none), with
 * what the ledger already holds as paid in. `due` is what remains before this line.
 */
export function proposeMatch(
  amount: number,
  investment: { status: InvestmentStatus; amount: number; paidIn: number } | null,
): { kind: ProposalKind; due: number | null } {
  if (!investment || investment.status === 'cancelled') return { kind: 'unknown_reference', due: null };
  const due = investment.amount - investment.paidIn;
  if (!PAYABLE_STATUSES.includes(investment.status) || due <= 0) return { kind: 'already_paid', due: Math.max(due, 0) };
  if (amount === due) return { kind: 'exact', due };
  return { kind: amount < due ? 'partial' : 'overpaid', due };
}

export const BANK_LINE_STATUSES = ['open', 'confirmed', 'ignored'] as const;
export type BankLineStatus = (typeof BANK_LINE_STATUSES)[number];

export const bankLineView = z.object({
  id: z.string(),
  statementId: z.string(),
  date: z.string(),
  description: z.string(),
  /** Signed pence: money received is positive. */
  amount: z.number().int(),
  balance: z.number().int().nullable(),
  status: z.enum(BANK_LINE_STATUSES),
  /** The reference read from the description, if any. */
  reference: z.string().nullable(),
  /** The investment the line is (or would be) for: by its reference, or assigned by staff. */
  investment: z
    .object({ id: z.string(), reference: z.string(), investorName: z.string(), amount: z.number().int(), status: z.enum(INVESTMENT_STATUSES) })
    .nullable(),
  /** For open credits: what confirming would do. */
  proposal: z.enum(PROPOSAL_KINDS).nullable(),
  due: z.number().int().nullable(),
  ignoredReason: z.string().nullable(),
  payoutBatchId: z.string().nullable(),
});
export type BankLine = z.infer<typeof bankLineView>;

export const statementImportView = z.object({
  /** Null when every line was already known: nothing was stored. */
  id: z.string().nullable(),
  filename: z.string(),
  added: z.number().int(),
  duplicates: z.number().int(),
});
export type StatementImport = z.infer<typeof statementImportView>;

/** POST /ledger/bank-lines/confirm: how many lines became payments. */
export const linesConfirmedView = z.object({ confirmed: z.number().int() });

/** Bank lines grow with every statement: a page at a time, like every other list that grows. */
export const BANK_LINES_PAGE_SIZE = 50;
export const bankLinesQuerySchema = z.object({
  status: z.enum(BANK_LINE_STATUSES).default('open').catch('open'),
  ...pageQuery(BANK_LINES_PAGE_SIZE),
});

/** GET /ledger/bank-lines: one page of the lines of one status. */
export const bankLinesResponse = pagedResponse(bankLineView);

const lineIds = z
  .array(z.uuid({ error: BANK_STATEMENT_MESSAGES.lineNotFound }), { error: BANK_STATEMENT_MESSAGES.linesRequired })
  .min(1, BANK_STATEMENT_MESSAGES.linesRequired)
  .max(500);

export const confirmLinesSchema = z.object({ lineIds });
export const ignoreLineSchema = z.object({ reason: requiredText(BANK_STATEMENT_MESSAGES.reasonRequired, 500) });
export const assignLineSchema = z.object({
  reference: requiredText(BANK_STATEMENT_MESSAGES.investmentRequired, 40),
});
export const statementUploadFieldsSchema = z.object({
  mappingId: z.uuid({ error: BANK_STATEMENT_MESSAGES.mappingRequired }).optional().catch(undefined),
});
