import {
  INVESTMENT_STATUS_LABELS,
  ROUND_MESSAGES,
  formatDate,
  groupDigits,
  formatMoney,
  formatSortCode,
  staffInvestmentPath,
  unitsText,
  type Investment,
  MATURITY_CHOICE_LABELS,
  MATURITY_MESSAGES,
  MATURITY_RULE,
  effectiveMaturityChoice,
  rolloverFacts,
  type RolloverOutcome,
} from '@app/contract';
import type { Mailer } from '../../platform/mail.ts';
import type { MailBlock, MailContent } from '../../platform/mail-layout.ts';
import { sendWithStaffReply, staffAddresses } from '../investors/mails.ts';

/**
 * The investment mails, all through the outbox in the site's mail layout, queued by the mailer
 * given: pass the write's unit of work so a request or a move and its mails commit
 * together. Links use PUBLIC_URL; answers reach the staff mailbox.
 */
const send = sendWithStaffReply;

const money = (investment: Investment, minor: number) => formatMoney(minor, investment.plan.currency);

/** Everything a transfer needs, repeated in every mail that asks for payment. */
function payInFacts(mailer: Mailer, investment: Investment, amount: number = investment.amount): MailBlock {
  const bank = mailer.config.bank;
  return {
    title: 'Pay by bank transfer',
    facts: [
      ['Payment reference', investment.reference],
      ['Amount', money(investment, amount)],
      ['Bank', bank.bankName],
      ['Account name', bank.accountName],
      ['Sort code', formatSortCode(bank.sortCode)],
      ['Account number', bank.accountNumber],
      ['IBAN', bank.iban],
      ...(bank.bic ? ([['BIC/SWIFT', bank.bic]] as const) : []),
    ],
  };
}

/** The cycle's result for this investment: a profit share, or the loss its capital bore (shown with a minus). */
const resultFact = (investment: Investment, result: number): readonly [string, string] =>
  result < 0 ? ['Your share of the loss', money(investment, result)] : ['Your share of the profit', money(investment, result)];

/** After maturity the money waits for a payout batch, to the account on file or to one the investor has yet to give. */
function maturedNext(investment: Investment, due: number, account: string | null | undefined): string {
  if (due <= 0) return 'The loss took the whole of your capital, so no payment is due. Your statement for the tax year shows it.';
  if (account)
    return `We will pay ${money(investment, due)} to your payout account (${account}) in our next payout batch, and email you when the money is sent.`;
  return `Add a payout account on your profile so we can pay you: we will then pay ${money(investment, due)} in our next payout batch, and email you when the money is sent.`;
}

const PAY_IN_NOTE = 'Please always quote the reference so we can match your payment. We never ask for card details.';

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
        heading: 'We have been in touch',
        body: ['A member of our team has been in touch about your request. If you missed us, just reply to this email.'],
      };
    case 'awaiting_payment':
      return {
        heading: 'Ready for your transfer',
        body: [
          `We are ready to receive your transfer of ${money(investment, investment.amount)} for ${investment.plan.title}.`,
          payInFacts(mailer, investment),
          PAY_IN_NOTE,
        ],
        riskWarning: true,
      };
    case 'active':
      return {
        heading: 'Payment received',
        body: [
          'Thank you: we have received your payment and your investment is now working.',
          {
            facts: [
              ['Reference', investment.reference],
              ['Amount received', money(investment, investment.amount)],
              ['Received on', formatDate(investment.startedAt)],
              ['Expected maturity', formatDate(investment.expectedMaturityAt)],
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
              `As you chose (${MATURITY_CHOICE_LABELS[rollover.choice].toLowerCase()}), ${money(investment, rollover.amount)} has moved inside our books into your new investment ${rollover.intoReference} in ${rollover.roundName}: no money left the bank, and the new investment is working from today.`,
              { title: 'Your rollover', facts: rolloverFacts(rollover, investment.plan.currency) },
            ]
          : rollover?.kind === 'not_rolled'
            ? [`You chose to ${MATURITY_CHOICE_LABELS[rollover.choice].toLowerCase()}. ${rollover.why}`]
            : [];
      return {
        heading: 'Your investment cycle has ended',
        body: [
          result < 0
            ? 'Your investment cycle has ended with a loss, which your capital bears.'
            : 'Your investment cycle has ended. Here is what is due to you.',
          {
            facts: [
              ['Reference', investment.reference],
              ['Your capital', money(investment, investment.amount)],
              resultFact(investment, result),
              ['Due to you', money(investment, Math.max(held, 0))],
              ['Projected profit', money(investment, investment.expectedProfit)],
              ['Matured on', formatDate(investment.maturedAt)],
            ],
          },
          ...rolled,
        ],
        next:
          rollover?.kind === 'rolled' && due <= 0
            ? 'Nothing is left to pay out: all of it is working in the next round.'
            : maturedNext(investment, due, account),
      };
    }
    case 'paid_out': {
      const result = investment.actualProfit ?? 0;
      // Part of the money rolled into the next round (issue 47): only the rest was paid, and the mail says so.
      const rolled = rollover?.kind === 'rolled' ? rollover : null;
      return {
        heading: 'Your investment has been paid out',
        body: [
          rolled
            ? `We have paid out what was left after your rollover into ${rolled.intoReference}. Thank you for investing with us.`
            : result < 0
              ? 'We have paid out what remains of your capital after the loss. Thank you for investing with us.'
              : 'We have paid out your capital and your share of the profit. Thank you for investing with us.',
          {
            facts: [
              ['Reference', investment.reference],
              rolled
                ? [`Rolled over into ${rolled.intoReference}`, money(investment, rolled.amount)]
                : ['Capital returned', money(investment, Math.max(investment.amount + Math.min(result, 0), 0))],
              resultFact(investment, result),
              ['Amount paid', money(investment, Math.max(investment.amount + result - (rolled?.amount ?? 0), 0))],
              ['Paid on', formatDate(investment.paidAt)],
              ...(account ? ([['Paid to', account]] as const) : []),
            ],
          },
        ],
        next: 'If the money has not reached your account within five working days, reply to this email. The payment is on your statement for the tax year, which you can download from your portfolio.',
      };
    }
    case 'cancelled':
      // Cancelled by a refund (a round that did not go ahead): `account` is where the money was sent.
      if (account)
        return {
          heading: 'Your money has been refunded',
          body: ['Your investment did not go ahead, so we have sent back the money you paid. Nothing more is due either way.'],
        };
      return {
        heading: 'Your request has been cancelled',
        body: ['Your investment request has been cancelled. No money is due. If this is unexpected, please contact us.'],
      };
    default:
      return { heading: `Your investment is now: ${INVESTMENT_STATUS_LABELS[investment.status]}`, body: [] };
  }
}

/** The choice as the investor's mails state it, with the deadline. */
const choiceFacts = (investment: Investment): MailBlock => ({
  facts: [
    ['Reference', investment.reference],
    ['At maturity', MATURITY_CHOICE_LABELS[effectiveMaturityChoice(investment.maturityChoice)]],
    ['Expected maturity', formatDate(investment.expectedMaturityAt)],
    ...(investment.maturityChoiceDeadline ? ([['You can change this until', formatDate(investment.maturityChoiceDeadline)]] as const) : []),
  ],
});

export const investmentMails = {
  /** The investor saved a maturity choice: what will happen, and until when it can change. */
  maturityChosen: (mailer: Mailer, investor: { name: string; email: string }, investment: Investment) =>
    send(mailer, 'maturity-chosen', investor.email, `${investment.reference}: your choice at maturity`, {
      heading: 'Your choice at maturity is saved',
      greeting: `Hello ${investor.name},`,
      body: [
        `You chose what happens to your investment ${investment.reference} in ${investment.plan.title} when its cycle ends.`,
        choiceFacts(investment),
        MATURITY_RULE,
      ],
      button: { label: 'See or change your choice', url: `${mailer.config.publicUrl}/portfolio/investments/${investment.id}` },
    }),
  /** Asked once before the deadline, when no choice has been made. */
  maturityAsk: (mailer: Mailer, investor: { name: string; email: string }, investment: Investment) =>
    send(mailer, 'maturity-ask', investor.email, `${investment.reference}: choose what happens at maturity`, {
      heading: MATURITY_MESSAGES.chooseBy(investment.maturityChoiceDeadline!),
      greeting: `Hello ${investor.name},`,
      body: [
        `The cycle of your investment ${investment.reference} in ${investment.plan.title} is expected to end on ${formatDate(investment.expectedMaturityAt)}. You can be paid out, or roll your money into the plan's next round.`,
        choiceFacts(investment),
        MATURITY_MESSAGES.defaultApplies,
      ],
      button: { label: 'Choose now', url: `${mailer.config.publicUrl}/portfolio/investments/${investment.id}` },
    }),

  requested: async (mailer: Mailer, investor: { name: string; email: string }, investment: Investment) => {
    await send(mailer, 'investment-requested', investor.email, `Your investment request ${investment.reference}`, {
      heading: 'Thank you for your investment request',
      greeting: `Hello ${investor.name},`,
      body: [
        `You asked to invest in ${investment.plan.title}: ${unitsText(investment.units)}, ${money(investment, investment.amount)} in total, with a projected profit of ${money(investment, investment.expectedProfit)} after the 50/50 split.`,
        ...(investment.paymentDueOn ? [`${ROUND_MESSAGES.paymentDue(investment.paymentDueOn)}.`] : []),
        'A member of our team will contact you shortly. To pay, make a bank transfer to:',
        payInFacts(mailer, investment),
        PAY_IN_NOTE,
      ],
      button: { label: 'Follow your investment', url: `${mailer.config.publicUrl}/portfolio/investments/${investment.id}` },
      riskWarning: true,
    });
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
  paymentReminder: (mailer: Mailer, investor: { name: string; email: string }, investment: Investment, outstanding: number) =>
    send(mailer, 'investment-payment-reminder', investor.email, `${investment.reference}: please pay by ${formatDate(investment.paymentDueOn)}`, {
      heading: `Please pay by ${formatDate(investment.paymentDueOn)}`,
      greeting: `Hello ${investor.name},`,
      body: [
        `Your units of ${investment.plan.title} (${unitsText(investment.units)}) are held for you until ${formatDate(investment.paymentDueOn)}. We have not yet received ${outstanding < investment.amount ? `the rest of your payment, ${money(investment, outstanding)}` : 'your payment'}.`,
        'If the money has not arrived by then, the units are released to other investors and your request is cancelled.',
        payInFacts(mailer, investment, outstanding),
        PAY_IN_NOTE,
      ],
      button: { label: 'Follow your investment', url: `${mailer.config.publicUrl}/portfolio/investments/${investment.id}` },
    }),
  /** A released reservation freed units of a round the investor waits for (investments/release-units.ts). */
  unitsFree: (
    mailer: Mailer,
    investor: { name: string; email: string },
    round: { name: string; planTitle: string; planId: string | null; fundingClosesOn: string },
    units: number,
    free: number,
  ) =>
    send(mailer, 'round-units-free', investor.email, ROUND_MESSAGES.unitsFree(round.name), {
      heading: ROUND_MESSAGES.unitsFree(round.name),
      greeting: `Hello ${investor.name},`,
      body: [
        `You are on the waiting list of “${round.name}” (${round.planTitle}) for ${unitsText(units)}. A reservation was released, so ${free === 1 ? 'one unit is' : `${groupDigits(free)} units are`} free now.`,
        `Requests are served in the order they arrive: request your units before the round closes on ${formatDate(round.fundingClosesOn)}.`,
      ],
      button: {
        label: 'Request your units',
        url: round.planId ? `${mailer.config.publicUrl}/portfolio/invest/${round.planId}?units=${units}` : `${mailer.config.publicUrl}/investment-plans`,
      },
    }),
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
    investor: { name: string; email: string },
    investment: Investment,
    cycle: { name: string; location: string; startDate: string; expectedEndDate: string },
  ) =>
    send(mailer, 'investment-in-cycle', investor.email, `${investment.reference}: your farm cycle`, {
      heading: 'Your investment is in a farm cycle',
      greeting: `Hello ${investor.name},`,
      body: [
        `Your investment ${investment.reference} in ${investment.plan.title} is now part of the farm cycle “${cycle.name}” in ${cycle.location}. Its result is shared when the cycle closes.`,
        {
          facts: [
            ['Reference', investment.reference],
            ['Cycle', cycle.name],
            ['Where', cycle.location],
            ['Cycle start', formatDate(cycle.startDate)],
            ['Expected maturity', formatDate(cycle.expectedEndDate)],
          ],
        },
        'We will send you news from the farm as the cycle runs.',
      ],
      button: { label: 'See your investment', url: `${mailer.config.publicUrl}/portfolio/investments/${investment.id}` },
    }),
  /**
   * `account`: the masked account a payout went to (the payout advice), or the one a matured
   * investment will be paid to (null when the investor has not given one yet).
   * `extra`: blocks the move adds after the status's own (a matured investment's cycle account).
   */
  statusChanged: (
    mailer: Mailer,
    investor: { name: string; email: string },
    investment: Investment,
    note?: string | null,
    account?: string | null,
    extra: readonly MailBlock[] = [],
    rollover?: RolloverOutcome,
  ) => {
    const content = statusContent(mailer, investment, account, rollover);
    const { next: _next, ...mail } = content;
    return send(mailer, 'investment-status', investor.email, `${investment.reference}: ${INVESTMENT_STATUS_LABELS[investment.status]}`, {
      ...mail,
      greeting: `Hello ${investor.name},`,
      body: [
        `Your investment ${investment.reference} in ${investment.plan.title} is now: ${INVESTMENT_STATUS_LABELS[investment.status]}.`,
        ...content.body,
        ...extra,
        ...(content.next ? [content.next] : []),
        ...(note ? ['Note from our team:', { quote: note }] : []),
      ],
      button: { label: 'See the details', url: `${mailer.config.publicUrl}/portfolio/investments/${investment.id}` },
    });
  },
};
