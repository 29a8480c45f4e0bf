import { z } from 'zod';
import { formatDate } from './dates.ts';
import { groupDigits } from './format.ts';
import type { RoundView } from './rounds.ts';

/**
 * What the public and the investor read of funding rounds (issue 48): the list of rounds taking
 * money, the words the plan page, the home cards and the invest form show, and the shapes of the
 * waiting list and round alerts as the web reads them.
 */

/** GET /rounds: one plan's rounds, or every plan's when planId is absent. */
export const roundsQuerySchema = z.object({
  planId: z.uuid({ error: 'planId must be a plan id' }).optional(),
});
export type RoundsQuery = z.infer<typeof roundsQuerySchema>;

/** GET /rounds answers the rounds and, beside them, the day the next one is expected to open (null: none known). */
export type RoundsAnswer = { data: RoundView[]; nextExpected: string | null };

/** A funding round that takes no request yet only because its opening day has not come (read from its progress: the server's day, not the browser's). */
export const roundOpensLater = (round: RoundView) =>
  round.status === 'funding' && !round.progress.open && !round.progress.fullyReserved && round.progress.daysLeft !== null;

export const ROUND_PAGE_MESSAGES = {
  noRound: 'No round is open at the moment',
  nextExpected: (day: string) => `The next round is expected to open on ${formatDate(day)}`,
  opensOn: (day: string) => `Opens for investment on ${formatDate(day)}`,
  closesIn: (daysLeft: number, day: string) =>
    daysLeft === 0 ? `Closes today, ${formatDate(day)}` : `Closes in ${groupDigits(daysLeft)} ${daysLeft === 1 ? 'day' : 'days'}, on ${formatDate(day)}`,
  percentFunded: (percent: number) => `${percent}% funded`,
  minimum: (units: number) => `${groupDigits(units)} ${units === 1 ? 'unit' : 'units'} paid for the round to go ahead`,
  unitsOverLeft: (left: number) => `Only ${groupDigits(left)} ${left === 1 ? 'unit is' : 'units are'} left in this round: choose ${groupDigits(left)} or fewer`,
  alertLabel: 'Your email address',
  alertSent: 'We will email you when a round opens',
  alertFailed: 'We could not save your email address. Please try again later.',
  alertTooMany: 'Too many requests from you just now. Please try again in a few minutes.',
  stopDone: 'You will get no more emails about rounds of this plan',
  stopFailed: 'This link did not work: it may be incomplete. Please use the link in the latest email.',
  waitlistJoined: 'You are on the waiting list: we will email you if units become free',
  waitlistLeft: 'You have left the waiting list',
  waitlistFailed: 'The waiting list is not available at the moment. Please try again later.',
  waitlistSignIn: 'Sign in to join the waiting list',
} as const;
