import { LATE_MONEY_TEXT, ROUND_EXTENSION_MAX_DAYS, formatDate, formatMoney, unitsText, type Currency } from '@app/contract';
import type { Mailer } from '../../platform/mail.ts';
import type { MailBlock } from '../../platform/mail-layout.ts';
import { sendWithStaffReply } from '../investors/mails.ts';

/**
 * The mails of closing a round (issue 48), queued through the caller's unit of work so they commit
 * with the close: each says what happened to the investor's units and money, and what happens next.
 */

type Investor = { name: string; email: string };
/** One investment of the round as the mails name it. */
export type RoundInvestmentFacts = { id: string; reference: string; planTitle: string; units: number; currency: Currency };
export type RoundFacts = { name: string; location: string; startDate: string; expectedEndDate: string; fundingClosesOn: string };

const investmentUrl = (mailer: Mailer, id: string) => `${mailer.config.publicUrl}/portfolio/investments/${id}`;

/** Where a refund goes: the payout account on file, or the nudge to add one. */
const refundNext = (amount: string, account: string | null) =>
  account
    ? `We will refund ${amount} to your payout account (${account}) in our next payout batch, and email you when the money is sent.`
    : `Add a payout account on your profile so we can refund you: we will then send ${amount} in our next payout batch, and email you when the money is sent.`;

/** What the investor's mail adds when a refund is sent: the money, the day and the account, as the batch told the bank. */
export const refundSentBlocks = (refund: { reference: string; amount: number; currency: Currency; sentOn: string; sentTo: string }): MailBlock[] => [
  {
    title: 'Refund sent',
    facts: [
      ['Reference', refund.reference],
      ['Refund', formatMoney(refund.amount, refund.currency)],
      ['Sent on', formatDate(refund.sentOn)],
      ['Sent to', refund.sentTo],
    ],
  },
];

export const roundMails = {
  /** The round reached its minimum and started: the investment is in a cycle starting on its start date. */
  started: (mailer: Mailer, investor: Investor, investment: RoundInvestmentFacts, round: RoundFacts) =>
    sendWithStaffReply(mailer, 'round-started', investor.email, `${investment.reference}: your round has started`, {
      heading: 'Your round has started',
      greeting: `Hello ${investor.name},`,
      body: [
        `The round “${round.name}” of ${investment.planTitle} has closed with enough money to go ahead. Your investment ${investment.reference} is in the farm cycle in ${round.location}, starting on ${formatDate(round.startDate)}.`,
        {
          facts: [
            ['Reference', investment.reference],
            ['Units', unitsText(investment.units)],
            ['Cycle start', formatDate(round.startDate)],
            ['Expected maturity', formatDate(round.expectedEndDate)],
          ],
        },
        'We will send you news from the farm as the cycle runs.',
      ],
      button: { label: 'See your investment', url: investmentUrl(mailer, investment.id) },
    }),

  /** The round is below its minimum on its closing day and staff gave it more time (once). */
  extended: (mailer: Mailer, investor: Investor, investment: RoundInvestmentFacts, round: RoundFacts & { extendedFrom: string }) =>
    sendWithStaffReply(mailer, 'round-extended', investor.email, `${investment.reference}: the round now closes on ${formatDate(round.fundingClosesOn)}`, {
      heading: 'Your round has more time',
      greeting: `Hello ${investor.name},`,
      body: [
        `The round “${round.name}” of ${investment.planTitle} has not yet reached the minimum it needs to go ahead, so it stays open until ${formatDate(round.fundingClosesOn)} instead of ${formatDate(round.extendedFrom)}. A round is extended once only, by at most ${ROUND_EXTENSION_MAX_DAYS} days.`,
        {
          facts: [
            ['Reference', investment.reference],
            ['Units held for you', unitsText(investment.units)],
            ['Round now closes', formatDate(round.fundingClosesOn)],
          ],
        },
        'Your units stay held for you. If the round does not reach its minimum by then, it is cancelled and any money you paid is refunded in full.',
      ],
      button: { label: 'See your investment', url: investmentUrl(mailer, investment.id) },
    }),

  /**
   * Money the investment holds is due back: its round was cancelled, started without all of its
   * money, or the investor chose a refund of late money.
   */
  refundDue: (
    mailer: Mailer,
    investor: Investor,
    investment: RoundInvestmentFacts,
    refund: { held: number; why: 'cancelled' | 'started' | 'late'; roundName: string; account: string | null },
  ) => {
    const amount = formatMoney(refund.held, investment.currency);
    const what = {
      cancelled: `The round “${refund.roundName}” of ${investment.planTitle} closed without reaching the minimum it needed to go ahead, so it has been cancelled. Your investment ${investment.reference} does not go ahead and the ${amount} you paid is refunded in full.`,
      started: `The round “${refund.roundName}” of ${investment.planTitle} has started, but the whole payment for your investment ${investment.reference} had not arrived when it closed. Your units have been released and the ${amount} you paid is refunded in full.`,
      late: `As you asked, the ${amount} that arrived for your investment ${investment.reference} after the round “${refund.roundName}” closed is refunded in full.`,
    }[refund.why];
    return sendWithStaffReply(mailer, 'round-refund-due', investor.email, `${investment.reference}: your refund of ${amount}`, {
      heading: 'Your money is coming back',
      greeting: `Hello ${investor.name},`,
      body: [
        what,
        {
          facts: [
            ['Reference', investment.reference],
            ['Refund', amount],
          ],
        },
        refundNext(amount, refund.account),
      ],
      button: { label: 'See your investment', url: investmentUrl(mailer, investment.id) },
    });
  },

  /** Money arrived after the round closed: recorded, not invested; the investor chooses what happens to it. */
  lateMoney: (
    mailer: Mailer,
    investor: Investor,
    investment: RoundInvestmentFacts,
    late: { held: number; roundName: string; receivedOn: string; account: string | null },
  ) => {
    const amount = formatMoney(late.held, investment.currency);
    return sendWithStaffReply(mailer, 'round-late-money', investor.email, `${investment.reference}: your payment arrived after the round closed`, {
      heading: 'Your payment arrived after the round closed',
      greeting: `Hello ${investor.name},`,
      body: [
        `We received your payment for ${investment.reference} on ${formatDate(late.receivedOn)}, after the round “${late.roundName}” of ${investment.planTitle} had closed. Your money is safe with us: it has not been invested, and nothing happens to it until you choose.`,
        {
          facts: [
            ['Reference', investment.reference],
            ['We hold for you', amount],
          ],
        },
        'Please choose one of the two:',
        {
          facts: [
            ['Next round', LATE_MONEY_TEXT.nextRound],
            ['Refund', LATE_MONEY_TEXT.refund(amount, late.account)],
          ],
        },
      ],
      button: { label: 'Choose what happens', url: investmentUrl(mailer, investment.id) },
    });
  },
};
