import { ROUND_EXTENSION_MAX_DAYS, formatDate, formatMoney, groupDigits, languageInScope, unitsText, type Currency } from '@app/contract';
import { m } from '@app/contract/messages';
import { pageUrl, type Mailer, sendToInvestor, type InvestorAddressee } from '../../platform/mail.ts';
import type { MailBlock } from '../../platform/mail-layout.ts';

/**
 * The mails of closing a round (issue 48), queued through the caller's unit of work so they commit
 * with the close: each says what happened to the investor's units and money, and what happens next.
 * Each is written in the investor's account language (sendToInvestor's scope).
 */

/** One investment of the round as the mails name it. */
export type RoundInvestmentFacts = { id: string; reference: string; planTitle: string; units: number; currency: Currency };
export type RoundFacts = { name: string; location: string; startDate: string; expectedEndDate: string; fundingClosesOn: string };

const investmentPage = (id: string) => `/portfolio/investments/${id}`;
const date = (value: string) => formatDate(value, '—', languageInScope());
const money = (minor: number, currency: Currency) => formatMoney(minor, currency, languageInScope());
const units = (count: number) => (languageInScope() === 'en' ? unitsText(count) : m.mail_units_count({ count: groupDigits(count, languageInScope()) }));

/** Where a refund goes: the payout account on file, or the nudge to add one. */
const refundNext = (amount: string, account: string | null) =>
  account ? m.mail_refund_to_account({ amount, account }) : m.mail_refund_add_account({ amount });

/**
 * What the investor's mail adds when a refund is sent: the money, the day and the account, as the batch
 * told the bank. Made while the mail is written (statusChanged's `extra`), so it speaks the mail's language.
 */
export const refundSentBlocks =
  (refund: { reference: string; amount: number; currency: Currency; sentOn: string; sentTo: string }): (() => MailBlock[]) =>
  () => [
    {
      title: m.mail_refund_sent_title(),
      facts: [
        [m.mail_fact_reference(), refund.reference],
        [m.mail_fact_refund(), money(refund.amount, refund.currency)],
        [m.mail_fact_sent_on(), date(refund.sentOn)],
        [m.mail_fact_sent_to(), refund.sentTo],
      ],
    },
  ];

export const roundMails = {
  /** The round reached its minimum and started: the investment is in a cycle starting on its start date. */
  started: (mailer: Mailer, investor: InvestorAddressee, investment: RoundInvestmentFacts, round: RoundFacts) =>
    sendToInvestor(mailer, investor, () => ({
      kind: 'round-started',
      subject: m.mail_round_started_subject({ reference: investment.reference }),
      content: {
        heading: m.mail_round_started_heading(),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [
          m.mail_round_started_body({
            round: round.name,
            plan: investment.planTitle,
            reference: investment.reference,
            location: round.location,
            date: date(round.startDate),
          }),
          {
            facts: [
              [m.mail_fact_reference(), investment.reference],
              [m.mail_fact_units(), units(investment.units)],
              [m.mail_fact_cycle_start(), date(round.startDate)],
              [m.mail_fact_expected_maturity(), date(round.expectedEndDate)],
            ],
          },
          m.mail_in_cycle_news(),
        ],
        button: { label: m.mail_see_investment_button(), url: pageUrl(mailer, investor, investmentPage(investment.id)) },
      },
    })),

  /** The round is below its minimum on its closing day and staff gave it more time (once). */
  extended: (mailer: Mailer, investor: InvestorAddressee, investment: RoundInvestmentFacts, round: RoundFacts & { extendedFrom: string }) =>
    sendToInvestor(mailer, investor, () => ({
      kind: 'round-extended',
      subject: m.mail_round_extended_subject({ reference: investment.reference, date: date(round.fundingClosesOn) }),
      content: {
        heading: m.mail_round_extended_heading(),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [
          m.mail_round_extended_body({
            round: round.name,
            plan: investment.planTitle,
            date: date(round.fundingClosesOn),
            before: date(round.extendedFrom),
            days: groupDigits(ROUND_EXTENSION_MAX_DAYS, languageInScope()),
          }),
          {
            facts: [
              [m.mail_fact_reference(), investment.reference],
              [m.mail_fact_units_held(), units(investment.units)],
              [m.mail_fact_round_closes(), date(round.fundingClosesOn)],
            ],
          },
          m.mail_round_extended_held(),
        ],
        button: { label: m.mail_see_investment_button(), url: pageUrl(mailer, investor, investmentPage(investment.id)) },
      },
    })),

  /**
   * Money the investment holds is due back: its round was cancelled, started without all of its
   * money, or the investor chose a refund of late money.
   */
  refundDue: (
    mailer: Mailer,
    investor: InvestorAddressee,
    investment: RoundInvestmentFacts,
    refund: { held: number; why: 'cancelled' | 'started' | 'late'; roundName: string; account: string | null },
  ) =>
    sendToInvestor(mailer, investor, () => {
      const amount = money(refund.held, investment.currency);
      const facts = { round: refund.roundName, plan: investment.planTitle, reference: investment.reference, amount };
      const what = { cancelled: m.mail_refund_due_cancelled, started: m.mail_refund_due_started, late: m.mail_refund_due_late }[refund.why](facts);
      return {
        kind: 'round-refund-due',
        subject: m.mail_refund_due_subject({ reference: investment.reference, amount }),
        content: {
          heading: m.mail_refund_due_heading(),
          greeting: m.mail_greeting({ name: investor.name }),
          body: [
            what,
            {
              facts: [
                [m.mail_fact_reference(), investment.reference],
                [m.mail_fact_refund(), amount],
              ],
            },
            refundNext(amount, refund.account),
          ],
          button: { label: m.mail_see_investment_button(), url: pageUrl(mailer, investor, investmentPage(investment.id)) },
        },
      };
    }),

  /** Money arrived after the round closed: recorded, not invested; the investor chooses what happens to it. */
  lateMoney: (
    mailer: Mailer,
    investor: InvestorAddressee,
    investment: RoundInvestmentFacts,
    late: { held: number; roundName: string; receivedOn: string; account: string | null },
  ) =>
    sendToInvestor(mailer, investor, () => {
      const amount = money(late.held, investment.currency);
      return {
        kind: 'round-late-money',
        subject: m.mail_late_money_subject({ reference: investment.reference }),
        content: {
          heading: m.mail_late_money_heading(),
          greeting: m.mail_greeting({ name: investor.name }),
          body: [
            m.mail_late_money_body({ reference: investment.reference, date: date(late.receivedOn), round: late.roundName, plan: investment.planTitle }),
            {
              facts: [
                [m.mail_fact_reference(), investment.reference],
                [m.mail_fact_we_hold(), amount],
              ],
            },
            m.mail_late_money_choose(),
            {
              facts: [
                [m.mail_fact_next_round(), m.mail_late_money_next_round()],
                [
                  m.mail_fact_refund(),
                  late.account ? m.mail_late_money_refund({ amount, account: late.account }) : m.mail_late_money_refund_no_account({ amount }),
                ],
              ],
            },
          ],
          button: { label: m.mail_late_money_button(), url: pageUrl(mailer, investor, investmentPage(investment.id)) },
        },
      };
    }),
};
