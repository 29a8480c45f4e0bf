import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { formatInvestmentReference, INVESTMENT_STATUSES, type InvestmentStatus } from './investments.ts';
import { pagedResponse } from './envelope.ts';
import { pageQuery } from './pagination.ts';
import { requiredText, optionalText, TEXT_LIMITS } from './validation.ts';
import { countOf, groupDigits } from './format.ts';
import { labelled } from './labelled.ts';
import { notFoundMessage } from './messages.ts';
import { CURRENCIES, MAX_TYPED_PENCE, type Currency } from './money.ts';
import { optionalPoundsInput } from './money-input.ts';
import { PAYOUT_MESSAGES } from './payouts.ts';
import { payerNameMatches } from './payee-names.ts';

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
  malformed: (count: number) =>
    `The statement could not be read: ${groupDigits(count)} ${count === 1 ? 'line has an error' : 'lines have errors'}. Nothing was imported.`,
  tooManyLines: `The statement has more than ${groupDigits(STATEMENT_MAX_LINES)} lines. Please export a shorter period.`,
  empty: 'The statement has no transactions.',
  notOfx: 'The file is not an OFX bank statement.',
  tooSlow: 'The statement took too long to read. Please check it is a bank statement export, or export a shorter period.',
  badCurrency: (value: string) => `“${value}” is not a currency code`,
  imported: ({ added, duplicates, proposed, batchesSettled }: Pick<StatementImport, 'added' | 'duplicates' | 'proposed' | 'batchesSettled'>) =>
    added === 0
      ? `Nothing new: ${countOf(duplicates, { one: 'line was', other: 'lines were' })} already imported.`
      : [
          `${countOf(added, { one: 'new line', other: 'new lines' })} imported`,
          duplicates ? `${countOf(duplicates, { one: 'duplicate', other: 'duplicates' })} skipped` : '',
          `${countOf(proposed, { one: 'payment', other: 'payments' })} proposed`,
          batchesSettled ? `${countOf(batchesSettled, { one: 'payout batch', other: 'payout batches' })} settled by debits` : '',
        ]
          .filter(Boolean)
          .join(', ') + '.',
  /** The import summary's four figures, in the words the screen lists them. */
  importFigures: {
    added: 'Lines imported',
    duplicates: 'Duplicates skipped',
    proposed: 'Payments proposed',
    batchesSettled: 'Payout batches settled by debits',
  },
  /** An imported statement that does not open where the account's previous one closed. */
  doesNotFollow: (opening: string, previousClosing: string) =>
    `This statement opens at ${opening}, but the account’s previous statement closed at ${previousClosing}: a statement for the days between may be missing.`,
  balanceNotStated: (which: 'opening' | 'closing', stated: string) => `The file states the ${which} balance as ${stated}.`,
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
  confirmed: (count: number) => `${countOf(count, { one: 'payment', other: 'payments' })} recorded.`,
  reasonRequired: 'Please say why this line is ignored',
  ignored: 'Line marked ignored',
  investmentRequired: 'Please choose the investment this line pays',
  assigned: 'Line assigned',
  ambiguous: (description: string) => `Line “${description}” names more than one investment: assign it to the one it pays first.`,
  currencyMismatch: (description: string, line: string, reference: string, investment: string) =>
    `Line “${description}” is in ${line} but investment ${reference} is in ${investment}: a payment must be in its investment’s currency.`,
  bankAccountRequired: 'Please choose the bank account this statement is of',
  bankAccountNotFound: notFoundMessage('Bank account'),
  bankAccountSaved: 'Bank account saved',
  bankAccountNameTaken: 'Another bank account already has this name',
  accountNameRequired: 'Please enter a name for the account',
  accountNumbersRequired: 'Please enter the sort code and account number, or the IBAN',
  currencyRequired: 'Please choose the account’s currency',
  statementOfOtherAccount: (file: string, chosen: string) => `The file is a statement of the account “${file}”, not “${chosen}”.`,
  statementInOtherCurrency: (file: string, account: string, currency: string) =>
    `The statement is in ${file} but the account “${account}” is in ${currency}. Nothing was imported.`,
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

/** One of our own bank accounts, whose statements are imported: each line is kept once per account. */
const accountDigits = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') || undefined : (value ?? undefined));
export const bankAccountSchema = z
  .object({
    name: requiredText(BANK_STATEMENT_MESSAGES.accountNameRequired, TEXT_LIMITS.short),
    sortCode: z.preprocess(
      accountDigits,
      z
        .string({ error: PAYOUT_MESSAGES.sortCode })
        .regex(/^\d{6}$/, PAYOUT_MESSAGES.sortCode)
        .optional(),
    ),
    accountNumber: z.preprocess(
      accountDigits,
      z
        .string({ error: PAYOUT_MESSAGES.accountNumber })
        .regex(/^\d{8}$/, PAYOUT_MESSAGES.accountNumber)
        .optional(),
    ),
    iban: z.preprocess(
      (value) => (typeof value === 'string' ? (value.trim() ? (electronicFormatIBAN(value) ?? value) : undefined) : (value ?? undefined)),
      z
        .string({ error: PAYOUT_MESSAGES.iban })
        .refine((value) => isValidIBAN(value), PAYOUT_MESSAGES.iban)
        .optional(),
    ),
    currency: z.enum(CURRENCIES, { error: BANK_STATEMENT_MESSAGES.currencyRequired }),
  })
  .superRefine((value, ctx) => {
    if (!value.iban && !(value.sortCode && value.accountNumber)) {
      ctx.addIssue({ code: 'custom', path: ['sortCode'], message: BANK_STATEMENT_MESSAGES.accountNumbersRequired });
    }
  });
export type BankAccountInput = z.input<typeof bankAccountSchema>;
export type BankAccountFields = z.output<typeof bankAccountSchema>;
export const bankAccountView = z.object({
  id: z.string(),
  name: z.string(),
  sortCode: z.string().nullable(),
  accountNumber: z.string().nullable(),
  iban: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  updatedAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountView>;

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
  return findInvestmentReferences(description)[0] ?? null;
}

/** Every distinct reference a description quotes, in order: a line naming two is ambiguous. */
export function findInvestmentReferences(description: string): string[] {
  const found = new Set<string>();
  for (const match of description.matchAll(/BBV[\s\-_/.]*(\d{4})[\s\-_/.]*(\d{5,7})(?!\d)/gi)) {
    found.add(formatInvestmentReference(Number(match[1]), Number(match[2])));
  }
  return [...found];
}

/** What confirming a credit would do, given the investment its reference names. */
export const { values: PROPOSAL_KINDS, labels: PROPOSAL_LABELS } = labelled({
  exact: 'Exact',
  exact_pair: 'Exact with another line',
  partial: 'Partial',
  overpaid: 'Overpaid',
  unknown_reference: 'Unknown reference',
  already_paid: 'Already paid',
  ambiguous: 'Names two investments',
  currency_mismatch: 'Other currency',
  payer_mismatch: 'Payer differs',
});
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

/** Proposals confirming refuses: staff assign the line to one investment (ambiguous) or set it aside. */
export const UNCONFIRMABLE_PROPOSALS: readonly ProposalKind[] = ['unknown_reference', 'already_paid', 'ambiguous', 'currency_mismatch'];

/** Investments a payment may still be for: before "active". */
export const PAYABLE_STATUSES: readonly InvestmentStatus[] = ['requested', 'contacted', 'awaiting_payment'];

/** A credit as the matcher sees it: its money, the references it quotes, whether staff assigned it, who paid. */
export type ProposalLine = { amount: number; currency: Currency; references: readonly string[]; assigned: boolean; payerName: string | null };
/** The investment a credit would pay, with what the ledger already holds as paid in and the names the investor goes by. */
export type ProposalInvestment = {
  status: InvestmentStatus;
  amount: number;
  currency: Currency;
  paidIn: number;
  investorNames: readonly string[];
  /** A round's request cancelled when its reservation expired, its round since closed: staff may assign late money to it (issue 48). */
  lateIntoCancelled?: boolean;
};

/**
 * The matcher: a credit against the investment it names (null when none). `due` is what remains
 * before this line. Only a line naming one investment, in its currency, paid by its investor (where
 * the statement says who paid) and of the amount due is "exact"; staff assigning a line to an
 * investment settle which investment and who paid.
 */
export function proposeMatch(line: ProposalLine, investment: ProposalInvestment | null): { kind: ProposalKind; due: number | null } {
  if (!line.assigned && line.references.length > 1) return { kind: 'ambiguous', due: null };
  // Money for a cancelled reservation is taken only as staff assign it, as late money its investor then decides on.
  const lateIntoCancelled = investment?.status === 'cancelled' && line.assigned && investment.lateIntoCancelled === true;
  if (!investment || (investment.status === 'cancelled' && !lateIntoCancelled)) return { kind: 'unknown_reference', due: null };
  const due = investment.amount - investment.paidIn;
  if (line.currency !== investment.currency) return { kind: 'currency_mismatch', due: Math.max(due, 0) };
  if ((!PAYABLE_STATUSES.includes(investment.status) && !lateIntoCancelled) || due <= 0) return { kind: 'already_paid', due: Math.max(due, 0) };
  if (!line.assigned && line.payerName && !investment.investorNames.some((name) => payerNameMatches(line.payerName!, name)))
    return { kind: 'payer_mismatch', due };
  if (line.amount === due) return { kind: 'exact', due };
  return { kind: line.amount < due ? 'partial' : 'overpaid', due };
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
  currency: z.enum(CURRENCIES),
  /** Who paid, where the statement says. */
  payerName: z.string().nullable(),
  status: z.enum(BANK_LINE_STATUSES),
  /** The reference read from the description, if any. */
  reference: z.string().nullable(),
  /** The investment the line is (or would be) for: by its reference, or assigned by staff. */
  investment: z
    .object({
      id: z.string(),
      reference: z.string(),
      investorName: z.string(),
      amount: z.number().int(),
      currency: z.enum(CURRENCIES),
      status: z.enum(INVESTMENT_STATUSES),
    })
    .nullable(),
  /** For open credits: what confirming would do. */
  proposal: z.enum(PROPOSAL_KINDS).nullable(),
  /** For an "exact with another line" proposal: the other line, confirmed together with this one. */
  pairedWith: z.string().nullable(),
  due: z.number().int().nullable(),
  ignoredReason: z.string().nullable(),
  payoutBatchId: z.string().nullable(),
});
export type BankLine = z.infer<typeof bankLineView>;

/** What an import did: every figure counted by the import itself. */
export const statementImportView = z.object({
  /** Null when every line was already known: nothing was stored. */
  id: z.string().nullable(),
  filename: z.string(),
  /** Lines stored. */
  added: z.number().int(),
  /** Lines already imported (by an earlier statement of the account), skipped. */
  duplicates: z.number().int(),
  /** Payments proposed exactly among the new credits: a line, or two lines together, paying an investment what it is due. */
  proposed: z.number().int(),
  /** Payout batches the new debits showed paid. */
  batchesSettled: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** The statement's balances, null when neither the file nor staff gave one. */
  openingBalance: z.number().int().nullable(),
  closingBalance: z.number().int().nullable(),
  /** The account's previous statement's closing balance, and the opening less it (as on Books); null when either is missing. */
  previousClosing: z.number().int().nullable(),
  gap: z.number().int().nullable(),
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
const balanceInput = optionalPoundsInput({ min: -MAX_TYPED_PENCE });
export const statementUploadFieldsSchema = z.object({
  mappingId: z.uuid({ error: BANK_STATEMENT_MESSAGES.mappingRequired }).optional().catch(undefined),
  bankAccountId: z.uuid({ error: BANK_STATEMENT_MESSAGES.bankAccountRequired }).optional().catch(undefined),
  /** For a file that does not state them (OFX gives no opening balance; a CSV may have no balance column). */
  openingBalance: balanceInput.optional().transform((value) => value ?? null),
  closingBalance: balanceInput.optional().transform((value) => value ?? null),
});

/**
 * Exact pairs: two credits to one investment that together pay exactly what it is due, when
 * neither does alone. Lines are taken oldest first and each is in one pair at most; the search
 * indexes the lines by amount, so it grows with the lines, never with their square.
 */
export function findExactPairs<L extends { id: string; amount: number }>(lines: readonly L[], due: number): [L, L][] {
  const waiting = new Map<number, L[]>();
  const pairs: [L, L][] = [];
  for (const line of lines) {
    if (line.amount <= 0 || line.amount >= due) continue;
    const partners = waiting.get(due - line.amount);
    const partner = partners?.shift();
    if (partner) {
      pairs.push([partner, line]);
      continue;
    }
    const same = waiting.get(line.amount);
    if (same) same.push(line);
    else waiting.set(line.amount, [line]);
  }
  return pairs;
}

/** A statement as it ties to the bank: its opening balance plus its lines against its closing balance. */
export const bankStatementView = z.object({
  id: z.string(),
  filename: z.string(),
  bankAccountName: z.string(),
  currency: z.enum(CURRENCIES),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  importedAt: z.string(),
  lineCount: z.number().int(),
  /** Every line of the file: those it brought and those an earlier statement had brought. */
  linesTotal: z.number().int(),
  openingBalance: z.number().int().nullable(),
  closingBalance: z.number().int().nullable(),
  /** Closing less (opening + lines): 0 ties, anything else is a break; null when a balance is not given. */
  difference: z.number().int().nullable(),
  /**
   * The closing balance of the same account's statement just before this one (ending on or before the
   * day this one starts); null when there is none, or it gives no closing balance.
   */
  previousClosing: z.number().int().nullable(),
  /** Opening less the previous closing: 0 follows on, anything else is money no imported statement shows; null when either is missing. */
  gap: z.number().int().nullable(),
});
export type BankStatement = z.infer<typeof bankStatementView>;

/**
 * The bank against the books, per currency: the latest closing balance of the accounts against
 * what the reconciliation report's totals make of their earliest opening balance. Null figures
 * were not given.
 */
export const bankTieView = z.object({
  currency: z.enum(CURRENCIES),
  /** The accounts' earliest opening balance. */
  openingBalance: z.number().int().nullable(),
  /** The reconciliation report's totals. */
  moneyIn: z.number().int(),
  moneyOut: z.number().int(),
  /** Ledger money that no statement line carries (recorded by staff, batches marked sent by hand): signed, in less out. */
  notOnStatements: z.number().int(),
  /** Statement lines the ledger does not hold (ignored or still to review): signed. */
  notInLedger: z.number().int(),
  /** Opening + money in - money out - not on statements + not in the ledger. */
  expectedClosing: z.number().int().nullable(),
  /** The accounts' latest closing balance, as the bank states it. */
  closingBalance: z.number().int().nullable(),
  /** Closing less expected: 0 ties. */
  difference: z.number().int().nullable(),
});
export type BankTie = z.infer<typeof bankTieView>;

export const BANK_STATEMENTS_PAGE_SIZE = 20;
export const bankStatementsQuerySchema = z.object({ ...pageQuery(BANK_STATEMENTS_PAGE_SIZE) });
/** GET /ledger/bank-statements: a page of statements with their balance checks, and the bank against the books. */
export const bankStatementsResponse = { ...pagedResponse(bankStatementView), ties: z.array(bankTieView) };
