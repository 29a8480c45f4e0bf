import { formatDate } from './dates.ts';
import { groupDigits } from './format.ts';
import type { RoundView } from './rounds.ts';

/**
 * What the public and the investor read of funding rounds (issue 48): the list of rounds taking
 * money, the words the plan page, the home cards and the invest form show, and the shapes of the
 * waiting list and round alerts as the web reads them. No zod here: the public pages import this
 * module, and a schema at module level would bring zod (23 KB) into the home page's scripts.
 */

export const ROUND_MESSAGES = {
  noOpenRound: 'This plan has no round open for investment at the moment',
  roundNotFound: 'This round was not found or is not open for investment',
  notOpenYet: (opensOn: string) => `This round opens for investment on ${formatDate(opensOn)}`,
  closed: 'This round has closed and takes no more requests',
  fullyFunded: 'Fully funded',
  unitsLeft: (left: number, units: number) => `${groupDigits(left)} of ${groupDigits(units)} units left`,
  tooFewLeft: (left: number) =>
    left === 0 ? 'This round is fully funded: join the waiting list or choose the next round' : `Only ${groupDigits(left)} units are left in this round`,
  paymentDue: (day: string) => `Please pay by ${formatDate(day)}: your units are held for you until then`,
  minimumInvalid: 'The minimum to go ahead must be a whole number of at least 1 and no more than the units',
  opensOnInvalid: 'Enter the day the round opens',
  closesOnInvalid: 'Enter the day the round closes',
  closesBeforeOpens: 'The round must close on or after the day it opens',
  startBeforeOpens: 'The cycle cannot start before its round opens',
  /** The request names a round that belongs to another plan. */
  otherPlan: 'This round is not a round of the plan you chose',
  /** The timeline note of a reservation released because it was not paid in time. */
  notPaidBy: (day: string) => `Not paid by ${formatDate(day)}: the units were released`,
  waitlistUnitsAvailable: 'Units are still available in this round',
  waitlistJoined: 'You are on the waiting list: we will email you if units become free',
  waitlistLeft: 'You have left the waiting list',
  waitlistNotFound: 'You are not on the waiting list of this round',
  waitlistUnits: 'Please enter a whole number of units, at least 1',
  unitsFree: (round: string) => `Units are free in ${round}`,
  alertSubscribed: 'We will email you when a round opens',
  alertStopped: 'You will no longer be emailed when a round opens',
  alertEmail: 'Please enter a valid email address',
  alertPlan: 'Choose a plan',
  alertToken: 'This link is not valid',
} as const;

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
