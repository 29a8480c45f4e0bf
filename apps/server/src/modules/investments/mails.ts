import {
  MATURITY_DEFAULT,
  formatDate,
  formatMoney,
  groupDigits,
  formatSortCode,
  staffInvestmentPath,
  unitsText,
  type Investment,
  MATURITY_RULE,
  effectiveMaturityChoice,
  type RolloverMiss,
  type RolloverOutcome,
  investmentStatusIn,
  languageInScope,
  maturityChoiceIn,
} from '@app/contract';
import { m } from '@app/contract/messages';
import { pageUrl, type Mailer, sendToInvestor, type InvestorAddressee } from '../../platform/mail.ts';
import type { MailBlock, MailContent, WrittenBlocks } from '../../platform/mail-layout.ts';
import { sendWithStaffReply, staffAddresses } from '../investors/mails.ts';
import { BENGALI_RULES } from '../agreements/bengali-translation.ts';

/**
 * The investment mails, all through the outbox in the site's mail layout, queued by the mailer
 * given: pass the write's unit of work so a request or a move and its mails commit
 * together. Links use PUBLIC_URL; answers reach the staff mailbox. The investor's mails are written
 * in their account's language (the words and dates of the catalogue, amounts still in pounds); the
 * staff's in English.
 */
const send = sendWithStaffReply;

/** The language the mail being written speaks: the catalogue's scope (sendToInvestor sets it). */
const speaking = languageInScope;

const money = (investment: Investment, minor: number) => formatMoney(minor, investment.plan.currency, speaking());
const date = (value: string | null | undefined) => formatDate(value, '—', speaking());
const units = (count: number) => (speaking() === 'en' ? unitsText(count) : m.mail_units_count({ count: groupDigits(count, speaking()) }));
const statusOf = (investment: Investment) => investmentStatusIn(investment.status, speaking());

/** Everything a transfer needs, repeated in every mail that asks for payment. */
function payInFacts(mailer: Mailer, investment: Investment, amount: number = investment.amount): MailBlock {
  const bank = mailer.config.bank;
  return {
    title: m.mail_pay_by_transfer(),
    facts: [
      [m.mail_fact_payment_reference(), investment.reference],
      [m.mail_fact_amount(), money(investment, amount)],
      [m.mail_fact_bank(), bank.bankName],
      [m.mail_fact_account_name(), bank.accountName],
      [m.mail_fact_sort_code(), formatSortCode(bank.sortCode)],
      [m.mail_fact_account_number(), bank.accountNumber],
      ['IBAN', bank.iban],
      ...(bank.bic ? ([['BIC/SWIFT', bank.bic]] as const) : []),
    ],
  };
}

/** The cycle's result for this investment: a profit share, or the loss its capital bore (shown with a minus). */
const resultFact = (investment: Investment, result: number): readonly [string, string] =>
  result < 0 ? [m.mail_fact_share_of_loss(), money(investment, result)] : [m.mail_fact_share_of_profit(), money(investment, result)];

/** After maturity the money waits for a payout batch, to the account on file or to one the investor has yet to give. */
function maturedNext(investment: Investment, due: number, account: string | null | undefined): string {
  if (due <= 0) return m.mail_matured_nothing_due();
  if (account) return m.mail_matured_pay_to_account({ amount: money(investment, due), account });
  return m.mail_matured_add_account({ amount: money(investment, due) });
}

/** What the investor reads when their investment moves, by the status it moved to. */
function statusContent(
  mailer: Mailer,
  investment: Investment,
  account?: string | null,
  rollover?: RolloverOutcome,
): Pick<MailContent, 'heading' | 'body' | 'riskWarning'> & { /** What happens next, after any blocks the move adds. */ next?: string } {
  switch (investment.status) {
    case 'contacted':
      return {
        heading: m.mail_contacted_heading(),
        body: [m.mail_contacted_body()],
      };
    case 'awaiting_payment':
      return {
        heading: m.mail_awaiting_heading(),
        body: [
          m.mail_awaiting_body({ amount: money(investment, investment.amount), plan: investment.plan.title }),
          payInFacts(mailer, investment),
          m.mail_pay_in_note(),
        ],
        riskWarning: true,
      };
    case 'active':
      return {
        heading: m.mail_active_heading(),
        body: [
          m.mail_active_body(),
          {
            facts: [
              [m.mail_fact_reference(), investment.reference],
              [m.mail_fact_amount_received(), money(investment, investment.amount)],
              [m.mail_fact_received_on(), date(investment.startedAt)],
              [m.mail_fact_expected_maturity(), date(investment.expectedMaturityAt)],
            ],
          },
        ],
      };
    case 'matured': {
      const result = investment.actualProfit ?? 0;
      const held = investment.amount + result;
      // A rollover moved part (or all) of the money into the next round: only the rest is paid out.
      const due = rollover?.kind === 'rolled' ? rollover.remainder : held;
      const rolled: MailBlock[] =
        rollover?.kind === 'rolled'
          ? [
              m.mail_matured_rolled({
                choice: maturityChoiceIn(rollover.choice, speaking()).toLowerCase(),
                amount: money(investment, rollover.amount),
                reference: rollover.intoReference,
                round: rollover.roundName,
              }),
              {
                title: m.mail_rollover_title(),
                facts: [
                  [m.mail_fact_rolled_over(), money(investment, rollover.amount)],
                  [m.mail_fact_into(), m.mail_rollover_into({ units: units(rollover.units), round: rollover.roundName, reference: rollover.intoReference })],
                  [m.mail_fact_left_to_pay_out(), money(investment, rollover.remainder)],
                ],
              },
            ]
          : rollover?.kind === 'not_rolled'
            ? [m.mail_matured_not_rolled({ choice: maturityChoiceIn(rollover.choice, speaking()).toLowerCase(), why: missText(investment, rollover.why) })]
            : [];
      return {
        heading: m.mail_matured_heading(),
        body: [
          result < 0 ? m.mail_matured_loss() : m.mail_matured_due(),
          {
            facts: [
              [m.mail_fact_reference(), investment.reference],
              [m.mail_fact_your_capital(), money(investment, investment.amount)],
              resultFact(investment, result),
              [m.mail_fact_due_to_you(), money(investment, Math.max(held, 0))],
              [m.mail_fact_projected_profit(), money(investment, investment.expectedProfit)],
              [m.mail_fact_matured_on(), date(investment.maturedAt)],
            ],
          },
          ...rolled,
        ],
        next: rollover?.kind === 'rolled' && due <= 0 ? m.mail_matured_all_rolled() : maturedNext(investment, due, account),
      };
    }
    case 'paid_out': {
      const result = investment.actualProfit ?? 0;
      // Part of the money rolled into the next round (issue 47): only the rest was paid, and the mail says so.
      const rolled = rollover?.kind === 'rolled' ? rollover : null;
      return {
        heading: m.mail_paid_out_heading(),
        body: [
          rolled ? m.mail_paid_out_rolled({ reference: rolled.intoReference }) : result < 0 ? m.mail_paid_out_loss() : m.mail_paid_out_profit(),
          {
            facts: [
              [m.mail_fact_reference(), investment.reference],
              rolled
                ? [m.mail_fact_rolled_into({ reference: rolled.intoReference }), money(investment, rolled.amount)]
                : [m.mail_fact_capital_returned(), money(investment, Math.max(investment.amount + Math.min(result, 0), 0))],
              resultFact(investment, result),
              [m.mail_fact_amount_paid(), money(investment, Math.max(investment.amount + result - (rolled?.amount ?? 0), 0))],
              [m.mail_fact_paid_on(), date(investment.paidAt)],
              ...(account ? ([[m.mail_fact_paid_to(), account]] as const) : []),
            ],
          },
        ],
        next: m.mail_paid_out_next(),
      };
    }
    case 'cancelled':
      // Cancelled by a refund (a round that did not go ahead): `account` is where the money was sent.
      if (account)
        return {
          heading: m.mail_refunded_heading(),
          body: [m.mail_refunded_body()],
        };
      return {
        heading: m.mail_cancelled_heading(),
        body: [m.mail_cancelled_body()],
      };
    default:
      return { heading: m.mail_status_heading_other({ status: statusOf(investment) }), body: [] };
  }
}

/** Why a chosen rollover could not roll, in the mail's language. */
function missText(investment: Investment, miss: RolloverMiss): string {
  if (miss.kind === 'noOpenRound') return m.mail_rollover_no_open_round();
  if (miss.kind === 'tooFewUnits') return m.mail_rollover_too_few_units();
  return m.mail_rollover_less_than_unit({ price: formatMoney(miss.pricePerUnit, miss.currency, speaking()) });
}

/** The choice as the investor's mails state it, with the deadline. */
const choiceFacts = (investment: Investment): MailBlock => ({
  facts: [
    [m.mail_fact_reference(), investment.reference],
    [m.mail_fact_at_maturity(), maturityChoiceIn(effectiveMaturityChoice(investment.maturityChoice), speaking())],
    [m.mail_fact_expected_maturity(), date(investment.expectedMaturityAt)],
    ...(investment.maturityChoiceDeadline ? ([[m.mail_fact_change_until(), date(investment.maturityChoiceDeadline)]] as const) : []),
  ],
});

/** The maturity rule in the mail's language: the contract's English, or the agreement translation's Bengali of the same rule. */
const maturityRule = () => (speaking() === 'en' ? MATURITY_RULE : BENGALI_RULES['rules.maturity']);

export const investmentMails = {
  /** The investor saved a maturity choice: what will happen, and until when it can change. */
  maturityChosen: (mailer: Mailer, investor: InvestorAddressee, investment: Investment) =>
    sendToInvestor(mailer, investor, () => ({
      kind: 'maturity-chosen',
      subject: m.mail_maturity_chosen_subject({ reference: investment.reference }),
      content: {
        heading: m.mail_maturity_chosen_heading(),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [m.mail_maturity_chosen_body({ reference: investment.reference, plan: investment.plan.title }), choiceFacts(investment), maturityRule()],
        button: { label: m.mail_maturity_chosen_button(), url: pageUrl(mailer, investor, `/portfolio/investments/${investment.id}`) },
      },
    })),
  /** Asked once before the deadline, when no choice has been made. */
  maturityAsk: (mailer: Mailer, investor: InvestorAddressee, investment: Investment) =>
    sendToInvestor(mailer, investor, () => ({
      kind: 'maturity-ask',
      subject: m.mail_maturity_ask_subject({ reference: investment.reference }),
      content: {
        heading: m.mail_maturity_ask_heading({ date: date(investment.maturityChoiceDeadline) }),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [
          m.mail_maturity_ask_body({ reference: investment.reference, plan: investment.plan.title, date: date(investment.expectedMaturityAt) }),
          choiceFacts(investment),
          m.mail_maturity_default({ choice: maturityChoiceIn(MATURITY_DEFAULT, speaking()).toLowerCase() }),
        ],
        button: { label: m.mail_maturity_ask_button(), url: pageUrl(mailer, investor, `/portfolio/investments/${investment.id}`) },
      },
    })),

  requested: async (mailer: Mailer, investor: InvestorAddressee, investment: Investment) => {
    await sendToInvestor(mailer, investor, () => ({
      kind: 'investment-requested',
      subject: m.mail_requested_subject({ reference: investment.reference }),
      content: {
        heading: m.mail_requested_heading(),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [
          m.mail_requested_body({
            plan: investment.plan.title,
            units: units(investment.units),
            amount: money(investment, investment.amount),
            profit: money(investment, investment.expectedProfit),
          }),
          ...(investment.paymentDueOn ? [m.mail_requested_pay_by({ date: date(investment.paymentDueOn) })] : []),
          m.mail_requested_contact(),
          payInFacts(mailer, investment),
          m.mail_pay_in_note(),
        ],
        button: { label: m.mail_follow_investment_button(), url: pageUrl(mailer, investor, `/portfolio/investments/${investment.id}`) },
        riskWarning: true,
      },
    }));
    for (const to of await staffAddresses(mailer)) {
      await send(mailer, 'investment-requested-staff', to, `New investment request ${investment.reference}`, {
        heading: 'New investment request',
        body: [
          `${investor.name} requested ${unitsText(investment.units)} of ${investment.plan.title}.`,
          {
            facts: [
              ['Reference', investment.reference],
              ['Amount', money(investment, investment.amount)],
            ],
          },
        ],
        button: { label: 'Open it in the back office', url: `${mailer.config.publicUrl}${staffInvestmentPath(investment.id)}` },
      });
    }
  },
  /** PAYMENT_REMINDER_DAYS before a reservation's payment day, once: what to pay, and that the units go after the day. */
  paymentReminder: (mailer: Mailer, investor: InvestorAddressee, investment: Investment, outstanding: number) =>
    sendToInvestor(mailer, investor, () => {
      const held = { plan: investment.plan.title, units: units(investment.units), date: date(investment.paymentDueOn) };
      return {
        kind: 'investment-payment-reminder',
        subject: m.mail_reminder_subject({ reference: investment.reference, date: held.date }),
        content: {
          heading: m.mail_reminder_heading({ date: held.date }),
          greeting: m.mail_greeting({ name: investor.name }),
          body: [
            outstanding < investment.amount ? m.mail_reminder_body_rest({ ...held, amount: money(investment, outstanding) }) : m.mail_reminder_body_all(held),
            m.mail_reminder_release(),
            payInFacts(mailer, investment, outstanding),
            m.mail_pay_in_note(),
          ],
          button: { label: m.mail_follow_investment_button(), url: pageUrl(mailer, investor, `/portfolio/investments/${investment.id}`) },
        },
      };
    }),
  /** A released reservation freed units of a round the investor waits for (investments/release-units.ts). */
  unitsFree: (
    mailer: Mailer,
    investor: InvestorAddressee,
    round: { name: string; planTitle: string; planId: string | null; fundingClosesOn: string },
    wanted: number,
    free: number,
  ) =>
    sendToInvestor(mailer, investor, () => ({
      kind: 'round-units-free',
      subject: m.mail_units_free_subject({ round: round.name }),
      content: {
        heading: m.mail_units_free_subject({ round: round.name }),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [
          `${m.mail_units_free_body({ round: round.name, plan: round.planTitle, units: units(wanted) })} ${m.mail_units_free_released({ count: free, units: groupDigits(free, speaking()) })}`,
          m.mail_units_free_order({ date: date(round.fundingClosesOn) }),
        ],
        button: {
          label: m.mail_units_free_button(),
          url: pageUrl(mailer, investor, round.planId ? `/portfolio/invest/${round.planId}?units=${wanted}` : '/investment-plans'),
        },
      },
    })),
  cancelledByInvestor: async (mailer: Mailer, investor: { name: string }, investment: Investment) => {
    for (const to of await staffAddresses(mailer)) {
      await send(mailer, 'investment-cancelled-staff', to, `Investment request ${investment.reference} cancelled by the investor`, {
        heading: 'Request cancelled by the investor',
        body: [
          `${investor.name} cancelled their request for ${unitsText(investment.units)} of ${investment.plan.title} (${money(investment, investment.amount)}). No transfer is expected for it.`,
        ],
        button: { label: 'Open it in the back office', url: `${mailer.config.publicUrl}${staffInvestmentPath(investment.id)}` },
      });
    }
  },
  /** The promise of CYCLE_NOT_ASSIGNED: staff put the investment into its farm cycle, which sets its expected maturity. */
  putInCycle: (
    mailer: Mailer,
    investor: InvestorAddressee,
    investment: Investment,
    cycle: { name: string; location: string; startDate: string; expectedEndDate: string },
  ) =>
    sendToInvestor(mailer, investor, () => ({
      kind: 'investment-in-cycle',
      subject: m.mail_in_cycle_subject({ reference: investment.reference }),
      content: {
        heading: m.mail_in_cycle_heading(),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [
          m.mail_in_cycle_body({ reference: investment.reference, plan: investment.plan.title, cycle: cycle.name, location: cycle.location }),
          {
            facts: [
              [m.mail_fact_reference(), investment.reference],
              [m.mail_fact_cycle(), cycle.name],
              [m.mail_fact_where(), cycle.location],
              [m.mail_fact_cycle_start(), date(cycle.startDate)],
              [m.mail_fact_expected_maturity(), date(cycle.expectedEndDate)],
            ],
          },
          m.mail_in_cycle_news(),
        ],
        button: { label: m.mail_see_investment_button(), url: pageUrl(mailer, investor, `/portfolio/investments/${investment.id}`) },
      },
    })),
  /**
   * `account`: the masked account a payout went to (the payout advice), or the one a matured
   * investment will be paid to (null when the investor has not given one yet).
   * `extra`: blocks the move adds after the status's own (a matured investment's cycle account).
   */
  statusChanged: (
    mailer: Mailer,
    investor: InvestorAddressee,
    investment: Investment,
    note?: string | null,
    account?: string | null,
    extra: WrittenBlocks = () => [],
    rollover?: RolloverOutcome,
  ) =>
    sendToInvestor(mailer, investor, () => {
      const content = statusContent(mailer, investment, account, rollover);
      const { next: _next, ...mail } = content;
      return {
        kind: 'investment-status',
        subject: m.mail_status_subject({ reference: investment.reference, status: statusOf(investment) }),
        content: {
          ...mail,
          greeting: m.mail_greeting({ name: investor.name }),
          body: [
            m.mail_status_now({ reference: investment.reference, plan: investment.plan.title, status: statusOf(investment) }),
            ...content.body,
            ...extra(),
            ...(content.next ? [content.next] : []),
            ...(note ? [m.mail_status_note_from_team(), { quote: note }] : []),
          ],
          button: { label: m.mail_see_details_button(), url: pageUrl(mailer, investor, `/portfolio/investments/${investment.id}`) },
        },
      };
    }),
};
