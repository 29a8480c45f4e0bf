import { z } from 'zod';
import { INVESTMENT_STATUSES } from './investments.ts';
import { pageQuery } from './pagination.ts';
import { paginationSchema } from './envelope.ts';
import { roundView, type RoundView } from './rounds.ts';
import { CYCLE_STATUSES } from './cycles.ts';
import { notFoundMessage } from './messages.ts';
import { daysBetween } from './dates.ts';
import { countOf } from './format.ts';

/**
 * The staff's view of funding rounds (issue 48): every round with what waits on it (the waiting
 * list, refunds due, reservations not yet paid), and one round with its investments and waiting list.
 */

export const ROUNDS_ADMIN_PAGE_SIZE = 25;
/** A round is "closing soon" on the dashboard this many days before its closing day (inclusive). */
export const ROUND_CLOSING_SOON_DAYS = 7;

/** "closes today", "closes in 3 days", "closed 2 days ago": a round's closing day seen from `today` (YYYY-MM-DD). */
export function closingNote(fundingClosesOn: string, today: string): string {
  const days = daysBetween(today, fundingClosesOn);
  if (days === 0) return 'closes today';
  if (days > 0) return `closes in ${countOf(days, { one: 'day', other: 'days' })}`;
  return `closed ${countOf(-days, { one: 'day', other: 'days' })} ago`;
}

export const STAFF_ROUNDS_PATH = '/admin/rounds';
export const staffRoundPath = (id: string) => `${STAFF_ROUNDS_PATH}/${id}`;

export const ROUND_ADMIN_MESSAGES = {
  notFound: notFoundMessage('Round'),
  /** The close decisions staff take on the round page (POST /rounds/:id/close). */
  startHint: 'Paid units have reached the minimum: start the cycle. Unpaid reservations are cancelled and investors are mailed.',
  startBelowMinimum: 'The cycle can start once the paid units reach the minimum.',
  extendHint: 'The round is below its minimum: it may be extended once. Investors are mailed the new closing day.',
  extendUsed: 'This round has already been extended once.',
  extendNotNeeded: 'The round has reached its minimum: there is no need to extend it.',
  cancelHint: 'Cancels the round: every paid investment is refunded through a payout batch, unpaid reservations are cancelled and investors are mailed.',
  closeUnavailable: 'Closing rounds is not available yet',
} as const;

/** GET /rounds/admin: one plan's rounds (every plan's without it), optionally in one status, a page at a time. */
export const roundsAdminQuerySchema = z.object({
  planId: z.preprocess((value) => (value === '' ? undefined : value), z.uuid({ error: 'Choose a plan' }).optional()),
  status: z.enum(CYCLE_STATUSES).optional().catch(undefined),
  ...pageQuery(ROUNDS_ADMIN_PAGE_SIZE),
});
export type RoundsAdminQuery = z.output<typeof roundsAdminQuerySchema>;

/** What staff see of a round beside its figures. */
export const roundAdminView = roundView.extend({
  /** Units and investors on its waiting list (entries not yet told units are free count too). */
  waitlistUnits: z.number().int(),
  waitlistCount: z.number().int(),
  /** Money the ledger holds for investments of a cancelled round: to be refunded (0 for any other round). */
  refundsDuePence: z.number().int(),
  /** Requests holding units whose money has not arrived. */
  unpaidReservations: z.number().int(),
});
export type RoundAdmin = z.infer<typeof roundAdminView>;
/** The figures the staff view adds to a RoundView. */
export type RoundAdminExtras = Omit<RoundAdmin, keyof RoundView>;

export const roundsAdminResponse = { data: z.array(roundAdminView), pagination: paginationSchema };

export const roundInvestmentView = z.object({
  id: z.string(),
  reference: z.string(),
  investorName: z.string(),
  units: z.number().int(),
  status: z.enum(INVESTMENT_STATUSES),
  paymentDueOn: z.string().nullable(),
  /** Payments received, net of corrections, in pence (the ledger). */
  receivedPence: z.number().int(),
  requestedAt: z.string(),
});
export type RoundInvestment = z.infer<typeof roundInvestmentView>;

export const roundWaitlistEntryView = z.object({
  id: z.string(),
  investorName: z.string(),
  units: z.number().int(),
  joinedAt: z.string(),
  /** When the investor was last mailed that units are free, if ever. */
  notifiedAt: z.string().nullable(),
});
export type RoundWaitlistEntry = z.infer<typeof roundWaitlistEntryView>;

/** GET /rounds/:id/admin: the round page. */
export const roundAdminDetailView = z.object({
  round: roundAdminView,
  investments: z.array(roundInvestmentView),
  waitlist: z.array(roundWaitlistEntryView),
});
export type RoundAdminDetail = z.infer<typeof roundAdminDetailView>;

/** Which close decisions the round page offers, from the round's figures (the server decides again). */
export function closeDecisionsOf(round: Pick<RoundAdmin, 'status' | 'paidUnits' | 'minimumUnits' | 'fundingExtendedFrom'>) {
  const funding = round.status === 'funding';
  const reached = round.paidUnits >= round.minimumUnits;
  return {
    start: funding && reached,
    extend: funding && !reached && round.fundingExtendedFrom === null,
    cancel: funding,
  };
}
