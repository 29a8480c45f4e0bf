import { z } from 'zod';
import { formatDate } from './dates.ts';
import { CURRENCIES, formatMoney, type Currency } from './money.ts';
import { groupDigits } from './format.ts';
import { isRealDate } from './validation.ts';
import { ROUND_EXTENSION_MAX_DAYS } from './rounds.ts';

/**
 * Closing a round (issue 48): staff start it (the minimum's money arrived), extend it once, or
 * cancel it (every investor's money refunded through a payout batch). Money that arrives after a
 * round closed never starts an investment by itself: the investor chooses the next round or a refund.
 */

export const ROUND_CLOSE_DECISIONS = ['start', 'extend', 'cancel'] as const;
export type RoundCloseDecision = (typeof ROUND_CLOSE_DECISIONS)[number];

export const ROUND_CLOSING_MESSAGES = {
  decisionRequired: 'Choose whether to start, extend or cancel the round',
  closesOnRequired: 'Enter the new closing day of the round',
  notFunding: 'This round has already closed: it was started or cancelled',
  belowMinimum: (paid: number, minimum: number) =>
    `Only ${groupDigits(paid)} of the ${groupDigits(minimum)} units needed to go ahead are paid: extend the round or cancel it`,
  reachedMinimum: 'This round has reached its minimum: start it rather than extend it',
  alreadyExtended: 'This round has already been extended once: start it or cancel it',
  extendNotLater: (closesOn: string) => `The new closing day must be after ${formatDate(closesOn)}`,
  extendTooLong: (latest: string) => `A round can be extended by at most ${ROUND_EXTENSION_MAX_DAYS} days, so until ${formatDate(latest)} at the latest`,
  started: 'Round started: the cycle is running',
  extended: (closesOn: string) => `Round extended until ${formatDate(closesOn)}`,
  cancelled: 'Round cancelled: the money received is due back to its investors',
  /** The note on a reservation the round closed without its money. */
  closedBeforePayment: 'The round closed before your payment arrived',
  /** The note on a reservation of a round staff cancelled. */
  roundCancelled: 'The round was cancelled',
  lateMoneyChoiceRequired: 'Choose the next round or a refund',
  notLateMoney: 'This investment holds no money waiting for your choice',
  noNextRound: 'This plan has no round open with enough units for this investment at the moment: choose a refund, or wait for the next round',
  cancelledOnlyRefund: 'This request was cancelled before its money arrived, and the money does not pay for all of its units: it can only be refunded',
  lateMoneyNextRound: (roundName: string) => `Your money now goes to the round “${roundName}”`,
  lateMoneyRefund: 'We will refund your money in our next payout batch',
  lateMoneyChoiceMade: 'Your money now goes to the next round',
  refundNote: (amount: number, currency: Currency, sentOn: string) => `Refunded ${formatMoney(amount, currency)} by bank transfer on ${formatDate(sentOn)}`,
} as const;

/**
 * Late money in the investor's words, the same on the investment page, the portfolio and the mail
 * (amounts and days already written: formatMoney, formatDate).
 */
export const LATE_MONEY_TEXT = {
  heading: 'Your payment arrived after the round closed',
  todo: 'Your payment arrived after the round closed: choose the next round or a refund',
  held: (amount: string, roundName: string) =>
    `We received ${amount} for this investment after the round “${roundName}” had closed. Your money is safe with us: it has not been invested, and nothing happens to it until you choose.`,
  nextRound: 'Your money goes into the plan’s next open round, for the same units, and starts with it.',
  refund: (amount: string, account: string | null) =>
    account
      ? `We send the ${amount} back to your payout account ${account} in our next payout batch.`
      : `We send the ${amount} back in our next payout batch, to the payout account you give on your profile.`,
  refundAsked: (amount: string, day: string, account: string | null) =>
    `You asked for a refund on ${day}. We send the ${amount} ${account ? `to your payout account ${account}` : 'to the payout account on your profile'} in our next payout batch, and write to you when it is sent.`,
} as const;

/** POST /rounds/:id/close */
export const closeRoundSchema = z
  .object({
    decision: z.enum(ROUND_CLOSE_DECISIONS, { error: ROUND_CLOSING_MESSAGES.decisionRequired }),
    fundingClosesOn: z
      .string({ error: ROUND_CLOSING_MESSAGES.closesOnRequired })
      .trim()
      .refine(isRealDate, { error: ROUND_CLOSING_MESSAGES.closesOnRequired })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'extend' && body.fundingClosesOn === undefined)
      ctx.addIssue({ code: 'custom', message: ROUND_CLOSING_MESSAGES.closesOnRequired, path: ['fundingClosesOn'] });
  });
export type CloseRoundBody = z.output<typeof closeRoundSchema>;

/** What the close answers: the round's cycle as it now stands, and how many investments it touched. */
export const closeRoundResultView = z.object({
  id: z.string(),
  status: z.enum(['funding', 'running', 'closed', 'cancelled']),
  fundingClosesOn: z.string(),
  fundingExtendedFrom: z.string().nullable(),
  fundingClosedOn: z.string().nullable(),
  /** Reservations cancelled for want of money. */
  cancelledReservations: z.number().int(),
  /** Investments whose money is now due back. */
  refundsDue: z.number().int(),
});
export type CloseRoundResult = z.infer<typeof closeRoundResultView>;

/** Late money: what the investor wants done with money that arrived after its round closed. */
export const LATE_MONEY_CHOICES = ['next_round', 'refund'] as const;
export type LateMoneyChoice = (typeof LATE_MONEY_CHOICES)[number];
export const lateMoneyChoiceSchema = z.object({ choice: z.enum(LATE_MONEY_CHOICES, { error: ROUND_CLOSING_MESSAGES.lateMoneyChoiceRequired }) });

/**
 * Money held by a round's request that can no longer start it: the round is no longer taking
 * money, the investment is not working, and no refund is asked for yet.
 */
export const isLateMoney = (investment: {
  status: string;
  held: number;
  roundStatus: string | null;
  roundRequest: boolean;
  refundRequested: boolean;
}): boolean =>
  investment.roundRequest &&
  investment.held > 0 &&
  !investment.refundRequested &&
  investment.roundStatus !== null &&
  investment.roundStatus !== 'funding' &&
  ['requested', 'contacted', 'awaiting_payment', 'cancelled'].includes(investment.status);

/** The round late money may go to: the plan's open round closing first with the investment's units left. */
const nextRoundView = z.object({
  id: z.string(),
  name: z.string(),
  unitsLeft: z.number().int(),
  fundingClosesOn: z.string(),
  startDate: z.string().nullable(),
  expectedEndDate: z.string().nullable(),
});

export const lateMoneyView = z.object({
  investmentId: z.string(),
  /** The money held, pence. */
  held: z.number().int(),
  currency: z.enum(CURRENCIES),
  lateMoney: z.boolean(),
  refundRequestedAt: z.string().nullable(),
  cycleId: z.string().nullable(),
  status: z.string(),
  /** The name of the round the investment belongs to (the one that closed, until the money moves). */
  roundName: z.string().nullable(),
  /** While the choice is open: where "next round" would put the money (null: no round can take it now). */
  nextRound: nextRoundView.nullable(),
  /** While the choice is open and the next round cannot take the money: why (a ROUND_CLOSING_MESSAGES text). */
  nextRoundRefused: z.string().nullable(),
  /** The payout account a refund goes to, masked (null: none given yet). */
  refundAccount: z.string().nullable(),
});
export type LateMoney = z.infer<typeof lateMoneyView>;
