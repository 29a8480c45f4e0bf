import { and, eq, inArray } from 'drizzle-orm';
import {
  ADMIN_ROLES,
  INVESTMENT_STATUS_LABELS,
  SITE_NAME,
  formatDate,
  formatMoney,
  riskWarningMailText,
  unitsText,
  type BankTransferDetails,
  type Investment,
} from '@app/contract';
import { users } from '../../db/schema/users.ts';
import { enqueueMail, simpleHtml, staffReplyTo, type Mailer } from '../../platform/mail.ts';
import { perAccount } from '../../platform/rate-limit.ts';

/**
 * The investor calls that mail (an investment request or cancellation, a profile saved, uploaded or
 * submitted for review), counted per account: ten in a quarter of an hour is far above real use.
 */
export const INVESTOR_MAIL_LIMIT = perAccount({ max: 10, timeWindow: '15 minutes' });

/**
 * The investing mails, all through the outbox, queued by the mailer given: pass the write's
 * transaction so a request, a move or a review and its mails commit together. Links use
 * PUBLIC_URL; answers reach the staff mailbox.
 */
async function send(mailer: Mailer, kind: string, to: string, subject: string, text: string) {
  await enqueueMail(mailer.db, { kind, to, replyTo: await staffReplyTo(mailer), subject, text, html: simpleHtml(text) });
}

/** Active admins and super admins: who is told of new requests and submitted profiles. */
async function staffAddresses(mailer: Mailer): Promise<string[]> {
  const rows = await mailer.db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.userRole, [...ADMIN_ROLES]), eq(users.userStatus, 'active'), eq(users.isVerified, true)));
  return rows.map((row) => row.email);
}

const money = (investment: Investment, minor: number) => formatMoney(minor, investment.plan.currency);

/** Everything a payer needs, in every mail that asks for payment: the account, BIC, amount and reference. */
function payInInstructions(bank: BankTransferDetails, investment: Investment): string {
  return `Bank: ${bank.bankName}\nAccount name: ${bank.accountName}\nSort code: ${bank.sortCode}\nAccount number: ${bank.accountNumber}\nIBAN: ${bank.iban}\nBIC/SWIFT: ${bank.bic}\nAmount: ${money(investment, investment.amount)}\nPayment reference: ${investment.reference}`;
}

function statusLine(investment: Investment, bank: BankTransferDetails): string {
  switch (investment.status) {
    case 'contacted':
      return 'A member of our team has been in touch about your request. If you missed us, just reply to this email.';
    case 'awaiting_payment':
      return `We are ready to receive your transfer of ${money(investment, investment.amount)}. Please make a bank transfer to:\n\n${payInInstructions(bank, investment)}\n\nPlease always quote the reference ${investment.reference} so we can match your payment.`;
    case 'active':
      return `We have received your payment and your investment is now working. It started on ${formatDate(investment.startedAt)} and is expected to mature on ${formatDate(investment.expectedMaturityAt)}.`;
    case 'matured':
      return `Your investment cycle has ended. Your share of the profit is ${money(investment, investment.actualProfit ?? 0)} (projected: ${money(investment, investment.expectedProfit)}). We will arrange the payout with you.`;
    case 'paid_out':
      return `We paid out your capital and profit on ${formatDate(investment.paidAt)}. Thank you for investing with us.`;
    case 'cancelled':
      return 'Your investment request has been cancelled. No money is due. If this is unexpected, please contact us.';
    default:
      return '';
  }
}

export const investingMails = {
  requested: async (mailer: Mailer, investor: { name: string; email: string }, investment: Investment) => {
    await send(
      mailer,
      'investment-requested',
      investor.email,
      `Your investment request ${investment.reference}`,
      `Hello ${investor.name},\n\nThank you for your request to invest in ${investment.plan.title}: ${unitsText(investment.units)}, ${money(investment, investment.amount)} in total, with a projected profit of ${money(investment, investment.expectedProfit)} after the 50/50 split.\n\nYour reference is ${investment.reference}. A member of our team will contact you shortly. To pay, make a bank transfer to:\n\n${payInInstructions(mailer.config.bank, investment)}\n\nPlease always quote the reference so we can match your payment. We never ask for card details.\n\nFollow your investment here: ${mailer.config.publicUrl}/portfolio/investments/${investment.id}\n\n${riskWarningMailText(mailer.config.publicUrl)}`,
    );
    const staff = await staffAddresses(mailer);
    for (const to of staff) {
      await send(
        mailer,
        'investment-requested-staff',
        to,
        `New investment request ${investment.reference}`,
        `${investor.name} requested ${unitsText(investment.units)} of ${investment.plan.title} (${money(investment, investment.amount)}).\n\nOpen it in the back office: ${mailer.config.publicUrl}/admin/investment-requests/${investment.id}`,
      );
    }
  },
  cancelledByInvestor: async (mailer: Mailer, investor: { name: string }, investment: Investment) => {
    for (const to of await staffAddresses(mailer)) {
      await send(
        mailer,
        'investment-cancelled-staff',
        to,
        `Investment request ${investment.reference} cancelled by the investor`,
        `${investor.name} cancelled their request for ${unitsText(investment.units)} of ${investment.plan.title} (${money(investment, investment.amount)}). No transfer is expected for it.\n\nOpen it in the back office: ${mailer.config.publicUrl}/admin/investment-requests/${investment.id}`,
      );
    }
  },
  statusChanged: (mailer: Mailer, investor: { name: string; email: string }, investment: Investment, note?: string | null) =>
    send(
      mailer,
      'investment-status',
      investor.email,
      `${investment.reference}: ${INVESTMENT_STATUS_LABELS[investment.status]}`,
      `Hello ${investor.name},\n\nYour investment ${investment.reference} in ${investment.plan.title} is now: ${INVESTMENT_STATUS_LABELS[investment.status]}.\n\n${statusLine(investment, mailer.config.bank)}${note ? `\n\nNote from our team: ${note}` : ''}\n\nSee the details: ${mailer.config.publicUrl}/portfolio/investments/${investment.id}`,
    ),
  profileSubmitted: async (mailer: Mailer, investor: { name: string; userId: string }) => {
    for (const to of await staffAddresses(mailer)) {
      await send(
        mailer,
        'investor-submitted-staff',
        to,
        'An investor profile is waiting for review',
        `${investor.name} submitted an investor profile for verification.\n\nReview it: ${mailer.config.publicUrl}/admin/investors/${investor.userId}`,
      );
    }
  },
  verified: (mailer: Mailer, investor: { name: string; email: string }) =>
    send(
      mailer,
      'investor-verified',
      investor.email,
      `You are verified to invest with ${SITE_NAME}`,
      `Hello ${investor.name},\n\nGood news: we have checked your investor profile and you are now verified. Before a first investment, your portfolio shows the steps left (your investor category and a short check on the risks):\n\n${mailer.config.publicUrl}/portfolio\n\nThe plans: ${mailer.config.publicUrl}/investment-plans\n\n${riskWarningMailText(mailer.config.publicUrl)}`,
    ),
  rejected: (mailer: Mailer, investor: { name: string; email: string }, reason: string) =>
    send(
      mailer,
      'investor-rejected',
      investor.email,
      'We could not verify your investor profile',
      `Hello ${investor.name},\n\nWe could not verify your investor profile yet, for this reason:\n\n${reason}\n\nPlease correct your details and submit the profile again: ${mailer.config.publicUrl}/portfolio/verify\n\nIf you have a question, reply to this email.`,
    ),
  suspended: (mailer: Mailer, investor: { name: string; email: string }, reason: string) =>
    send(
      mailer,
      'investor-suspended',
      investor.email,
      'Your investor account is suspended',
      `Hello ${investor.name},\n\nWe have suspended your investor account, for this reason:\n\n${reason}\n\nWhile it is suspended you cannot place new investment requests; your existing investments are not affected. Please reply to this email so we can resolve it with you.`,
    ),
  reinstated: (mailer: Mailer, investor: { name: string; email: string }) =>
    send(
      mailer,
      'investor-reinstated',
      investor.email,
      'Your investor account is active again',
      `Hello ${investor.name},\n\nWe have lifted the suspension of your investor account: you can place investment requests again.\n\nYour portfolio: ${mailer.config.publicUrl}/portfolio`,
    ),
};
