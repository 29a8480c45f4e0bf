import { z } from 'zod';
import { pagedResponse } from './envelope.ts';
import { pageQuery } from './pagination.ts';
import { isRealDate } from './validation.ts';
import { labelled } from './labelled.ts';
import { notFoundMessage } from './messages.ts';
import { PAYEE_NAME_RESULTS } from './payee-names.ts';
import { CURRENCIES } from './money.ts';
import { countOf } from './format.ts';
import { MATURITY_CHOICES } from './rounds.ts';

/**
 * Payouts out: staff gather matured investments into a batch, the bank gets its bulk-payment files,
 * and marking the batch sent (or a statement's debits matching it) pays each investment out.
 */

export const { values: PAYOUT_BATCH_STATUSES, labels: PAYOUT_BATCH_STATUS_LABELS } = labelled({ draft: 'Ready to send', sent: 'Sent' });
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

/** What a batch item pays: a matured investment's payout, or money held refunded (a cancelled round, late money). */
export const { values: PAYOUT_ITEM_KINDS, labels: PAYOUT_ITEM_KIND_LABELS } = labelled({ payout: 'Payout', refund: 'Refund' });
export type PayoutItemKind = (typeof PAYOUT_ITEM_KINDS)[number];

/** Why a payee cannot be paid in a batch yet. */
export const { values: PAYEE_PROBLEMS, labels: PAYEE_PROBLEM_LABELS } = labelled({
  no_account: 'No payout account',
  account_on_hold: 'Account on hold',
  name_unconfirmed: 'Name not confirmed',
  nothing_to_pay: 'Nothing to pay',
  uk_account_not_sterling: 'UK account, not pounds',
});
export type PayeeProblem = (typeof PAYEE_PROBLEMS)[number];

export const PAYOUT_BATCH_MESSAGES = {
  investmentsRequired: 'Please choose at least one matured investment',
  notMatured: (reference: string) => `Investment ${reference} is not matured or due a refund, or is already in a batch.`,
  noAccount: (reference: string) => `Investment ${reference}: the investor has no payout account.`,
  onHold: (reference: string, until: string) => `Investment ${reference}: the payout account changed recently and is on hold until ${until}.`,
  nameUnconfirmed: (reference: string) =>
    `Investment ${reference}: the name on the payout account does not match the investor's legal name; confirm the account on the investor's page first.`,
  nothingToPay: (reference: string) => `Investment ${reference}: the ledger holds nothing to pay out.`,
  /** Bacs pays pounds only: a payout in another currency needs an IBAN. */
  ukAccountNotSterling: (reference: string, currency: string) =>
    `Investment ${reference} is paid in ${currency}, and a UK sort code and account number take pounds only: the investor needs to give an IBAN.`,
  created: 'Payout batch created',
  notFound: notFoundMessage('Payout batch'),
  alreadySent: 'This batch has already been sent.',
  discarded: 'Payout batch discarded: its investments can be paid in another batch.',
  sentDateRequired: 'Please enter the date the bank sent the payments',
  sentBeforeStart: 'The sent date cannot be in the future',
  heldPayees: 'These payees should not be paid as the batch stands: discard it and make a new batch once their accounts can be paid.',
  secondAdminNeeded: 'Another admin must approve before the batch is marked sent: they are mailed, and nothing changes until then.',
  noPayeesForFile: {
    domestic: 'This batch has no payees with a UK sort code and account number: there is no domestic file.',
    international: 'This batch has no payees with an IBAN and BIC: there is no international file.',
  },
  sent: (count: number) => `Batch sent: ${countOf(count, { one: 'investment', other: 'investments' })} paid out.`,
} as const;

/**
 * The two files a UK bank takes for a batch: a domestic (Bacs) bulk payment for payees with a sort
 * code and account number, and an international one for payees with an IBAN and BIC. Each is
 * offered only when the batch has such payees.
 */
export const { values: PAYOUT_FILE_KINDS, labels: PAYOUT_FILE_LABELS } = labelled({
  domestic: 'UK Bacs CSV',
  international: 'International CSV',
});
export type PayoutFileKind = (typeof PAYOUT_FILE_KINDS)[number];

/** A payee's account as a batch shows it: only the last digits. */
const maskedPayoutAccountView = z.object({
  holderName: z.string(),
  sortCode: z.string().nullable(),
  accountNumber: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
});
export type MaskedPayoutAccount = z.infer<typeof maskedPayoutAccountView>;

/** "12-34-56 ••••5678", "GB•• •••• 1234": enough for staff to tell accounts apart, no more. */
export function maskAccount(account: {
  holderName: string;
  sortCode?: string | null;
  accountNumber?: string | null;
  iban?: string | null;
  bic?: string | null;
}): MaskedPayoutAccount {
  const lastFour = (value: string) => `••••${value.replace(/\s+/g, '').slice(-4)}`;
  return {
    holderName: account.holderName,
    sortCode: account.sortCode ?? null,
    accountNumber: account.accountNumber ? lastFour(account.accountNumber) : null,
    iban: account.iban ? `${account.iban.replace(/\s+/g, '').slice(0, 2)}${lastFour(account.iban)}` : null,
    bic: account.bic ?? null,
  };
}

/**
 * The investor's maturity choice beside a payout (issue 47): null when the default (pay out) applied;
 * `rolledOverTo` names the investment part of the money rolled into, so the amount is what was left.
 */
const maturityChoiceFields = {
  maturityChoice: z.enum(MATURITY_CHOICES).nullable(),
  rolledOverTo: z.string().nullable(),
};

/** A matured investment (or one due a refund) staff may put in a batch, with whether it can be paid and why not. */
export const payoutCandidateView = z.object({
  investmentId: z.string(),
  /** "Payout" of a matured investment, or "Refund" of money held. */
  kind: z.enum(PAYOUT_ITEM_KINDS),
  reference: z.string(),
  investorName: z.string(),
  /** Pence: the ledger balance (capital plus profit, or minus loss). */
  amount: z.number().int(),
  account: maskedPayoutAccountView.nullable(),
  problem: z.enum(PAYEE_PROBLEMS).nullable(),
  onHoldUntil: z.string().nullable(),
  /** Confirmation of Payee on the account's name, null for an account given before names were checked. */
  nameCheck: z.enum(PAYEE_NAME_RESULTS).nullable(),
  ...maturityChoiceFields,
});
export type PayoutCandidate = z.infer<typeof payoutCandidateView>;

/** Matured investments waiting for a batch, oldest maturity first, a page at a time. */
export const PAYOUT_CANDIDATES_PAGE_SIZE = 50;
export const payoutCandidatesQuerySchema = z.object({ ...pageQuery(PAYOUT_CANDIDATES_PAGE_SIZE) });
/** GET /ledger/payout-candidates: one page of matured investments not yet in a batch. */
export const payoutCandidatesResponse = pagedResponse(payoutCandidateView);

const payoutBatchItemView = z.object({
  investmentId: z.string(),
  kind: z.enum(PAYOUT_ITEM_KINDS),
  reference: z.string(),
  investorName: z.string(),
  amount: z.number().int(),
  account: maskedPayoutAccountView,
  ...maturityChoiceFields,
});

export const payoutBatchView = z.object({
  id: z.string(),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  total: z.number().int(),
  count: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  sentOn: z.string().nullable(),
  items: z.array(payoutBatchItemView),
  /** The bank files this batch has: domestic when a payee has a UK account, international when one has an IBAN. */
  files: z.array(z.enum(PAYOUT_FILE_KINDS)),
});
export type PayoutBatch = z.infer<typeof payoutBatchView>;

/** Batches pile up month after month: newest first, a page at a time. */
export const PAYOUT_BATCHES_PAGE_SIZE = 20;
export const payoutBatchesQuerySchema = z.object({ ...pageQuery(PAYOUT_BATCHES_PAGE_SIZE) });
/** GET /ledger/payout-batches: one page of batches, each with its payees. */
export const payoutBatchesResponse = pagedResponse(payoutBatchView);

export const createPayoutBatchSchema = z.object({
  investmentIds: z
    .array(z.uuid({ error: PAYOUT_BATCH_MESSAGES.investmentsRequired }), { error: PAYOUT_BATCH_MESSAGES.investmentsRequired })
    .min(1, PAYOUT_BATCH_MESSAGES.investmentsRequired)
    .max(500),
});

export const markBatchSentSchema = z.object({
  sentOn: z
    .string({ error: PAYOUT_BATCH_MESSAGES.sentDateRequired })
    .refine(isRealDate, PAYOUT_BATCH_MESSAGES.sentDateRequired)
    .refine((value) => value <= new Date().toISOString().slice(0, 10), PAYOUT_BATCH_MESSAGES.sentBeforeStart),
});

/**
 * Why a payee of a batch should not be paid as the batch stands: the candidates' problems, plus an
 * account changed since the batch was made (the bank file pays the batch's copy, the old account).
 */
export const { values: BATCH_PAYEE_PROBLEMS, labels: BATCH_PAYEE_PROBLEM_LABELS } = labelled({
  no_account: PAYEE_PROBLEM_LABELS.no_account,
  account_on_hold: PAYEE_PROBLEM_LABELS.account_on_hold,
  name_unconfirmed: PAYEE_PROBLEM_LABELS.name_unconfirmed,
  account_changed: 'Account changed since the batch was made',
});
export type BatchPayeeProblem = (typeof BATCH_PAYEE_PROBLEMS)[number];

/** GET /ledger/payout-batches/:id/send/preview?sentOn=: the value date is checked like the one marking it sent. */
export const payoutBatchSendPreviewQuerySchema = z.object({ sentOn: markBatchSentSchema.shape.sentOn.optional() });

/**
 * The "Mark sent" dialog's pre-flight summary, from the data as it is now: the payments and their
 * totals per currency, the value date asked, the payees who should not be paid as the batch
 * stands, and whether a second admin must approve.
 */
export const payoutBatchSendPreviewView = z.object({
  count: z.number().int(),
  totals: z.array(z.object({ currency: z.enum(CURRENCIES), amount: z.number().int() })),
  sentOn: z.string().nullable(),
  held: z.array(
    z.object({
      investmentId: z.string(),
      reference: z.string(),
      investorName: z.string(),
      problems: z.array(z.enum(BATCH_PAYEE_PROBLEMS)),
      onHoldUntil: z.string().nullable(),
    }),
  ),
  secondAdminNeeded: z.boolean(),
});
export type PayoutBatchSendPreview = z.infer<typeof payoutBatchSendPreviewView>;

/** The domestic (Bacs) file's columns: sort code as 6 digits, amount in pounds with pence. */
export const BACS_CSV_HEADERS = ['Sort code', 'Account number', 'Account name', 'Amount', 'Reference'] as const;
/** The international file's columns: IBAN without spaces, amount in the investment's currency. */
export const INTERNATIONAL_CSV_HEADERS = ['IBAN', 'BIC', 'Beneficiary name', 'Amount', 'Currency', 'Reference'] as const;

/** Bacs fields: the account name and the reference, at most 18 characters each. */
export const BACS_FIELD_MAX = 18;
/** The international file's beneficiary name (a SWIFT name line) and its reference. */
export const SWIFT_NAME_MAX = 35;
export const SWIFT_REFERENCE_MAX = 18;

/** Bacs characters: capitals, digits, space, full stop, ampersand, slash, hyphen. */
const BACS_ALLOWED = /[A-Z0-9 .&/-]/;
/** SWIFT characters: letters, digits, space and / - ? : ( ) . , ' + */
const SWIFT_ALLOWED = /[A-Za-z0-9 /\-?:().,'+]/;

/**
 * Text as a bank's character set takes it: accents off, other characters dropped, runs of spaces
 * made one, starting with a letter or digit (so no spreadsheet reads it as a formula either), cut
 * to `max` characters.
 */
function bankText(text: string, allowed: RegExp, max: number, upper: boolean): string {
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[‘’]/g, "'");
  let out = '';
  for (const char of upper ? plain.toUpperCase() : plain) out += allowed.test(char) ? char : ' ';
  return out
    .replace(/\s+/g, ' ')
    .replace(/ ([,.])/g, '$1')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, max)
    .trim();
}

/** A name or reference in the Bacs character set, at most 18 characters ("Chloé O'Neil" gives "CHLOE O NEIL"). */
export const bacsText = (text: string, max = BACS_FIELD_MAX) => bankText(text, BACS_ALLOWED, max, true);
/** A name or reference in the SWIFT character set, at most `max` characters. */
export const swiftText = (text: string, max: number) => bankText(text, SWIFT_ALLOWED, max, false);
/** "20-32-06" or "20 32 06" as the 6 digits a Bacs file takes. */
export const bacsSortCode = (sortCode: string) => sortCode.replace(/\D/g, '');
