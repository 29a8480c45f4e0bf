import { z } from 'zod';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { labelled } from './labelled.ts';
import { notFoundMessage } from './messages.ts';
import { PAYEE_NAME_RESULTS } from './payee-names.ts';
import { formatSortCode } from './uk-formats.ts';

/**
 * Where an investor's payouts go: a UK account (sort code and account number) or, for other
 * countries, an IBAN and BIC. Every change is a new row (history is kept) and waits
 * PAYOUT_HOLD_HOURS before payouts go to it, unless staff confirm it earlier.
 */

export const { values: PAYOUT_ACCOUNT_KINDS, labels: PAYOUT_ACCOUNT_KIND_LABELS } = labelled({
  uk: 'UK bank account',
  international: 'International (IBAN)',
});
export type PayoutAccountKind = (typeof PAYOUT_ACCOUNT_KINDS)[number];

export const PAYOUT_HOLD_HOURS = 72;
export const PAYOUT_HOLD_MS = PAYOUT_HOLD_HOURS * 3600 * 1000;

export const PAYOUT_MESSAGES = {
  kind: 'Please choose a UK account or an international (IBAN) account',
  holderName: 'Please enter the account holder name as the bank knows it',
  sortCode: 'Please enter the 6-digit sort code',
  accountNumber: 'Please enter the 8-digit account number',
  iban: 'Please enter a valid IBAN (the checksum does not match)',
  bic: 'Please enter a valid BIC/SWIFT code (8 or 11 characters)',
  passwordRequired: 'Please enter your current password to change your payout account',
  codeRequired: 'Please enter the 6-digit code from your authenticator app to change your payout account',
  saved: `Payout account saved. Payouts go to it after ${PAYOUT_HOLD_HOURS} hours, or sooner once our team has confirmed it.`,
  reasonRequired: 'Please give a reason for confirming this account early',
  confirmed: 'Payout account confirmed: payouts can go to it now',
  notOnHold: 'This payout account is not waiting for confirmation',
  /** What the investor sees on the form at once, and staff beside the account. */
  nameCloseMatch: (suggestion: string) =>
    `Close match: did you mean ${suggestion}? The name should be the one on your bank account and your identity documents. Payouts to this account wait until our team has confirmed it.`,
  nameNoMatch:
    'No match: the account holder name is not the legal name we hold for you. Payouts to this account wait until our team has confirmed it; we may contact you.',
  notFound: notFoundMessage('Payout account'),
} as const;

const M = PAYOUT_MESSAGES;

/** Digits only: people type sort codes as 12-34-56 or 12 34 56. */
const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);
const compact = (value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '').toUpperCase() : value);

/** BIC/SWIFT format (8 or 11 characters, country code included), for payout accounts and the company's own account. */
export const isBic = (value: string) => isValidBIC(value);

const holderName = z
  .string({ error: M.holderName })
  .trim()
  .min(2, M.holderName)
  .max(140, M.holderName)
  .regex(/^[\p{L}\p{M}0-9 .,'&/-]+$/u, M.holderName);

export const ukPayoutAccountSchema = z.object({
  kind: z.literal('uk'),
  holderName,
  sortCode: z.preprocess(digitsOf, z.string({ error: M.sortCode }).regex(/^\d{6}$/, M.sortCode)),
  accountNumber: z.preprocess(digitsOf, z.string({ error: M.accountNumber }).regex(/^\d{8}$/, M.accountNumber)),
});

export const internationalPayoutAccountSchema = z.object({
  kind: z.literal('international'),
  holderName,
  iban: z.preprocess(
    (value) => (typeof value === 'string' ? (electronicFormatIBAN(value) ?? value) : value),
    z.string({ error: M.iban }).refine((value) => isValidIBAN(value), M.iban),
  ),
  bic: z.preprocess(compact, z.string({ error: M.bic }).refine(isBic, M.bic)),
});

export const payoutAccountSchema = z.discriminatedUnion('kind', [ukPayoutAccountSchema, internationalPayoutAccountSchema], { error: M.kind });

/** What confirms a change: the current password, or the authenticator code when two-factor is on. */
const confirmation = {
  password: z.string().max(200).optional(),
  totpCode: z.string().trim().max(20).optional(),
};
export const payoutAccountChangeSchema = z.discriminatedUnion(
  'kind',
  [ukPayoutAccountSchema.extend(confirmation), internationalPayoutAccountSchema.extend(confirmation)],
  { error: M.kind },
);
export type PayoutAccountChange = z.infer<typeof payoutAccountChangeSchema>;

export const payoutConfirmSchema = z.object({
  reason: z.string({ error: M.reasonRequired }).trim().min(3, M.reasonRequired).max(500, M.reasonRequired),
});

/** "Sort code 12-34-56, account ••••5678" or "IBAN GB•• •••• 1234": enough to recognise, not to copy. */
export function maskPayoutAccount(account: { kind: PayoutAccountKind; sortCode?: string | null; accountNumber?: string | null; iban?: string | null }): string {
  if (account.kind === 'uk') {
    return `Sort code ${formatSortCode(account.sortCode)}, account ••••${(account.accountNumber ?? '').slice(-4)}`;
  }
  const iban = account.iban ?? '';
  return `IBAN ${iban.slice(0, 2)}•• •••• ${iban.slice(-4)}`;
}

/** The payout account as investors and staff see it (masked; the full numbers stay on the server). */
export const payoutAccountView = z.object({
  id: z.string(),
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  holderName: z.string(),
  masked: z.string(),
  bic: z.string().nullable(),
  createdAt: z.string(),
  /** Set while payouts to it wait: the time the hold ends by itself. */
  onHoldUntil: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  confirmReason: z.string().nullable(),
  current: z.boolean(),
  /** Confirmation of Payee: the holder name against the investor's legal name when the account was given (null before names were checked). */
  nameCheck: z.enum(PAYEE_NAME_RESULTS).nullable(),
  /** With a close match: the legal name the account's name resembles. */
  nameSuggestion: z.string().nullable(),
  /** A close or no match not yet confirmed by staff: payouts wait, however long ago it was given. */
  nameHeld: z.boolean(),
});
export type PayoutAccount = z.infer<typeof payoutAccountView>;

/** GET /investor/payout-account: the current account (null before the first) and every one given, newest first. */
export const investorPayoutAccountResponse = { data: payoutAccountView.nullable(), history: z.array(payoutAccountView) };

/** What the investor reads about the name check of an account, on the form and in the mail; null for a match or an account never checked. */
export function payeeNameNotice(account: Pick<PayoutAccount, 'nameCheck' | 'nameSuggestion'>): string | null {
  if (account.nameCheck === 'close_match') return M.nameCloseMatch(account.nameSuggestion ?? '');
  if (account.nameCheck === 'no_match') return M.nameNoMatch;
  return null;
}
