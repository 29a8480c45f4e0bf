import type { Investment, InvestmentStatus } from '@app/contract';
import { SITE_NAME, cycleAccount, inLanguage, investmentAccountShare } from '@app/contract';
import { m as msg } from '@app/contract/messages';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../platform/mail.ts';
import { accountMails } from '../modules/auth/mails.ts';
import { investmentMails } from '../modules/investments/mails.ts';
import { refundSentBlocks, roundMails } from '../modules/rounds/mails.ts';
import { investorMails } from '../modules/investors/mails.ts';
import { coolingOffMail } from '../modules/investors/safeguards.ts';
import { payoutMails } from '../modules/payouts/mails.ts';
import { accountMailBlocks, mailUpdateToInvestors } from '../modules/cycles/investments.ts';
import type { CycleRow } from '../db/schema/cycles.ts';
import { sendMail } from '../platform/mail.ts';
import { mailApprovalWaiting } from '../platform/approvals.ts';
import type { MailContent } from '../platform/mail-layout.ts';
import { contactMailContent } from '../modules/contact-messages/mails.ts';
import { careersMailContent } from '../modules/careers/mails.ts';
import { workPlanMailContent } from '../modules/work-plans/mails.ts';
import { alertMailContent } from '../modules/rounds/alert-mails.ts';

/**
 * One sample of every transactional mail, drawn by the real mail functions with fixed inputs and
 * caught before the outbox: the mail snapshot test and e2e/tools/render-mails.ts read them.
 */

/** The payout-account samples, written once for the English and the Bengali mail. */
const PAYOUT_ACCOUNT_CHANGED = {
  holderName: 'Amina Rahman',
  masked: 'Sort code 20-32-06, account ••••5678',
  onHoldUntil: new Date('2026-03-05T14:30:00Z'),
};
const PAYOUT_ACCOUNT_CLOSE_MATCH = {
  ...PAYOUT_ACCOUNT_CHANGED,
  holderName: 'A Rahman',
  nameNotice: { kind: 'closeMatch' as const, suggestion: 'Amina Rahman' },
};
const PAYOUT_ACCOUNT_CONFIRMED = { holderName: 'A Rahman', masked: PAYOUT_ACCOUNT_CHANGED.masked };

export type MailSample = { name: string; kind: string; subject: string; html: string; text: string };

/** Answers every query with `rows` and records every insert: enough for the mail functions. */
function capturingDb(rows: Record<string, unknown>[], inserted: Record<string, unknown>[]): Db {
  const query: object = new Proxy(() => {}, {
    get: (_target, prop) => (prop === 'then' ? (resolve: (value: unknown) => void) => resolve(rows) : () => query),
    apply: () => query,
  });
  return {
    select: () => query,
    insert: () => ({
      values: (values: Record<string, unknown>) => {
        inserted.push(values);
        return { returning: async () => [{ id: String(inserted.length) }] };
      },
    }),
  } as unknown as Db;
}

const config = loadConfig(
  { PUBLIC_URL: 'https://breadbasket.example', MAIL_REPLY_TO: 'team@breadbasket.example', BANK_BIC: 'DEMOGB2L' },
  { startMailSender: false, startBackups: false },
);

const investment = (status: InvestmentStatus): Investment => ({
  id: '7f0c2b9e-3a41-4d8e-9b0a-5c1e2f3a4b5c',
  reference: 'BBV-2026-00042',
  status,
  plan: {
    planId: null,
    title: 'Qurbani Cattle',
    amountPerUnit: 120_000,
    profitPerUnit: 21_000,
    duration: 6,
    durationUnit: 'Month',
    currency: 'GBP',
    isRevolving: false,
  },
  units: 2,
  reinvest: false,
  amount: 240_000,
  expectedProfit: 42_000,
  actualProfit: status === 'matured' || status === 'paid_out' ? 43_500 : null,
  requestedAt: '2026-01-05T10:00:00.000Z',
  startedAt: status === 'requested' || status === 'contacted' || status === 'awaiting_payment' || status === 'cancelled' ? null : '2026-01-10',
  expectedMaturityAt: '2026-07-10',
  maturedAt: status === 'matured' || status === 'paid_out' ? '2026-07-10T00:00:00.000Z' : null,
  paidAt: status === 'paid_out' ? '2026-07-24' : null,
  cancelledAt: null,
  updatedAt: '2026-07-24T09:00:00.000Z',
  cycleId: null,
  paymentDueOn: status === 'requested' || status === 'contacted' || status === 'awaiting_payment' ? '2026-01-12' : null,
  maturityChoice: status === 'active' ? 'rollover_capital' : null,
  maturityChosenAt: status === 'active' ? '2026-12-01T10:00:00.000Z' : null,
  maturityChoiceDeadline: '2026-06-26',
  rolledOverFrom: null,
  rolledOverTo: null,
});

/** The matured sample's cycle: 9 units, 7 held; £217.50 a unit credited (2 units: £435.00), 5p left over, the odd penny to the farmer. */
const SAMPLE_ACCOUNT = cycleAccount({
  currency: 'GBP',
  saleRevenuePence: 1_500_000,
  costLines: [
    { label: 'Cattle', amountPence: 900_000 },
    { label: 'Feed', amountPence: 160_000 },
    { label: 'Veterinary care', amountPence: 48_489 },
  ],
  units: 9,
  investedUnits: 7,
  // The farm kept its figures in taka, converted at £1 = BDT 150.25: the mail shows both.
  poishaPerPound: 15_025,
});

const investor = { name: 'Amina Rahman', email: 'amina@example.test', userId: 'b2c3d4e5-0000-4000-8000-000000000001', language: 'en' as const };
/** The same investor with a Bengali account: the Bengali samples. */
const bengaliInvestor = { ...investor, name: 'আমিনা রহমান', language: 'bn' as const };

export async function mailSamples(): Promise<MailSample[]> {
  const samples: MailSample[] = [];
  /** The first mail `send` queues, or the first of `kind` when one call queues several (the investor's and the staff's). */
  const take = async (name: string, send: (mailer: Mailer) => Promise<unknown>, kind?: string) => {
    const inserted: Record<string, unknown>[] = [];
    // The investors a mail function reads (a cycle update's): the Bengali samples' is the Bengali account.
    const rows = [{ investmentId: investment('active').id, reference: 'BBV-2026-00042', ...(name.endsWith('-bn') ? bengaliInvestor : investor) }];
    await send({ db: capturingDb(rows, inserted), config });
    const mail = kind ? inserted.find((row) => row.kind === kind) : inserted[0];
    samples.push({ name, kind: String(mail!.kind), subject: String(mail!.subject), html: String(mail!.htmlBody), text: String(mail!.textBody) });
  };
  await take('verification-code', (m) => accountMails.verificationCode(m, investor.email, investor, '482913', '/portfolio'));
  await take('registration-attempted', (m) => accountMails.registrationAttempted(m, investor.email, investor));
  await take('new-email-verification', (m) => accountMails.newEmailCode(m, investor.email, investor, '305716'));
  await take('password-reset', (m) => accountMails.passwordReset(m, investor.email, investor, 'reset-token-sample'));
  await take('forced-password-reset', (m) => accountMails.forcedReset(m, investor.email, investor, 'reset-token-sample'));
  await take('account-locked', (m) => accountMails.accountLocked(m, investor.email, investor, 15));
  await take('setup-password', (m) => accountMails.setupPassword(m, investor.email, investor, 'setup-token-sample'));
  await take('investment-requested', (m) => investmentMails.requested(m, investor, investment('requested')));
  await take('investment-requested-staff', (m) => investmentMails.requested(m, investor, investment('requested')), 'investment-requested-staff');
  await take('investment-payment-reminder', (m) => investmentMails.paymentReminder(m, investor, investment('awaiting_payment'), 240_000));
  await take('investment-payment-reminder-part-paid', (m) => investmentMails.paymentReminder(m, investor, investment('awaiting_payment'), 90_000));
  await take('round-units-free', (m) =>
    investmentMails.unitsFree(
      m,
      investor,
      { name: 'Qurbani 2027, Sirajganj', planTitle: 'Qurbani Cattle', planId: '5d1e2f3a-0000-4000-8000-000000000007', fundingClosesOn: '2026-02-20' },
      3,
      4,
    ),
  );
  await take('investment-cancelled-staff', (m) => investmentMails.cancelledByInvestor(m, investor, investment('cancelled')));
  for (const status of ['contacted', 'awaiting_payment', 'active', 'matured', 'paid_out', 'cancelled'] as const) {
    await take(`investment-status-${status.replace('_', '-')}`, (m) =>
      investmentMails.statusChanged(
        m,
        investor,
        investment(status),
        status === 'matured' ? 'Cycle “Winter cattle” closed on 10 July 2026.' : null,
        status === 'paid_out' || status === 'matured' ? 'Sort code 20-32-06, account ••••5678' : undefined,
        status === 'matured' ? accountMailBlocks(SAMPLE_ACCOUNT, investmentAccountShare(SAMPLE_ACCOUNT, 2)) : () => [],
      ),
    );
  }
  // Issue 47: the matured mail when the money rolled (here: capital rolled, profit and the odd pence paid), and when it could not.
  await take('investment-status-matured-rolled', (m) =>
    investmentMails.statusChanged(
      m,
      investor,
      investment('matured'),
      'Cycle “Winter cattle” closed on 10 July 2026.',
      'Sort code 20-32-06, account ••••5678',
      accountMailBlocks(SAMPLE_ACCOUNT, investmentAccountShare(SAMPLE_ACCOUNT, 2)),
      {
        kind: 'rolled',
        choice: 'rollover_capital',
        intoReference: 'BBV-2026-00077',
        roundName: 'Qurbani Cattle, round 2',
        units: 2,
        amount: 240_000,
        remainder: 43_500,
      },
    ),
  );
  await take('investment-status-matured-not-rolled', (m) =>
    investmentMails.statusChanged(m, investor, investment('matured'), null, 'Sort code 20-32-06, account ••••5678', () => [], {
      kind: 'not_rolled',
      choice: 'rollover_all',
      why: { kind: 'noOpenRound' },
    }),
  );
  await take('maturity-chosen', (m) => investmentMails.maturityChosen(m, investor, investment('active')));
  await take('maturity-ask', (m) => investmentMails.maturityAsk(m, investor, { ...investment('active'), maturityChoice: null }));
  await take('investor-submitted-staff', (m) => investorMails.profileSubmitted(m, investor));
  await take('investor-verified', (m) => investorMails.verified(m, investor));
  await take('investor-rejected', (m) => investorMails.rejected(m, investor, 'The photo of your passport is too blurred to read.'));
  await take('investor-suspended', (m) => investorMails.suspended(m, investor, 'A payment was returned by the bank.'));
  await take('investor-reinstated', (m) => investorMails.reinstated(m, investor));
  await take('investor-cooling-off', (m) => coolingOffMail(m, investor, '2026-03-06T14:30:00.000Z'));
  await take('passkey-added', (m) => accountMails.passkeyAdded(m, investor.email, investor, 'Work laptop'));
  await take('passkey-removed', (m) => accountMails.passkeyRemoved(m, investor.email, investor, 'Work laptop'));
  await take('two-factor-on', (m) => accountMails.twoFactorChanged(m, investor.email, investor, true));
  await take('two-factor-off', (m) => accountMails.twoFactorChanged(m, investor.email, investor, false));
  await take('recovery-code-used', (m) => accountMails.recoveryCodeUsed(m, investor.email, investor, 3));
  await take('email-changed', (m) => accountMails.emailChanged(m, investor.email, investor, 'amina.new@example.test', 'undo-token-sample'));
  await take('payout-account-changed', (m) => payoutMails.accountChanged(m, investor, PAYOUT_ACCOUNT_CHANGED));
  await take('payout-account-changed-close-match', (m) => payoutMails.accountChanged(m, investor, PAYOUT_ACCOUNT_CLOSE_MATCH));
  await take('payout-account-confirmed', (m) => payoutMails.accountConfirmed(m, investor, PAYOUT_ACCOUNT_CONFIRMED));
  const cycle = { id: 'c1', name: 'Winter cattle 2026', location: 'Rangpur', currency: 'GBP' } as CycleRow;
  await take('cycle-update', (m) =>
    mailUpdateToInvestors(m, cycle, {
      id: 'u1',
      cycleId: 'c1',
      body: 'The herd is healthy and gaining weight well after the first month on the new feed.',
      bodyBn: null,
      averageWeightKg: 212.045,
      mortalityCount: 0,
      feedCostPence: 185_000,
      photos: [
        {
          url: '/api/v1/uploads/cycles/3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b.webp',
          alt: 'Photo 1 of the 10 February 2026 update from Winter cattle 2026, Rangpur',
        },
      ],
      publishedAt: '2026-02-10T09:00:00.000Z',
    }),
  );
  await take('investment-in-cycle', (m) =>
    investmentMails.putInCycle(
      m,
      investor,
      { ...investment('active'), expectedMaturityAt: '2026-07-10' },
      {
        name: 'Winter cattle 2026',
        location: 'Rangpur',
        startDate: '2026-01-12',
        expectedEndDate: '2026-07-10',
      },
    ),
  );
  // Closing a round (issue 48): started, extended, a refund due (cancelled, started without the money, late money chosen back), late money, the refund sent.
  const roundInvestment = { id: investment('active').id, reference: 'BBV-2026-00042', planTitle: 'Qurbani Cattle', units: 2, currency: 'GBP' as const };
  const round = { name: 'Winter cattle 2026', location: 'Rangpur', startDate: '2027-01-12', expectedEndDate: '2027-07-10', fundingClosesOn: '2027-01-05' };
  await take('round-started', (m) => roundMails.started(m, investor, roundInvestment, round));
  await take('round-extended', (m) =>
    roundMails.extended(m, investor, roundInvestment, { ...round, fundingClosesOn: '2027-01-26', extendedFrom: '2027-01-05' }),
  );
  for (const why of ['cancelled', 'started', 'late'] as const)
    await take(`round-refund-due-${why}`, (m) =>
      roundMails.refundDue(m, investor, roundInvestment, {
        held: why === 'started' ? 60_000 : 240_000,
        why,
        roundName: round.name,
        account: why === 'late' ? null : 'Sort code 20-32-06, account ••••5678',
      }),
    );
  await take('round-late-money', (m) =>
    roundMails.lateMoney(m, investor, roundInvestment, {
      held: 240_000,
      roundName: round.name,
      receivedOn: '2027-01-08',
      account: 'Sort code 20-32-06, account ••••5678',
    }),
  );
  await take('investment-status-cancelled-refunded', (m) =>
    investmentMails.statusChanged(
      m,
      investor,
      investment('cancelled'),
      null,
      'Sort code 20-32-06, account ••••5678',
      refundSentBlocks({ reference: 'BBV-2026-00042', amount: 240_000, currency: 'GBP', sentOn: '2027-01-20', sentTo: 'Sort code 20-32-06, account ••••5678' }),
    ),
  );
  await take('approval-waiting', (m) =>
    mailApprovalWaiting(m, {
      id: 'a1',
      kind: 'cycle-close',
      subjectId: 'c1',
      payload: {},
      summary: 'Close cycle “Winter cattle 2026” on 10 July 2026: sale revenue £20,000, costs £12,000, £400 per unit to investors',
      status: 'pending',
      requestedBy: 'b2c3d4e5-0000-4000-8000-000000000002',
      requestedByName: 'Rafiq Hasan',
      requestedAt: new Date('2026-07-11T09:30:00Z'),
      decidedBy: null,
      decidedByName: null,
      decidedAt: null,
    }),
  );
  // The mails whose services queue them inside their own writes: drawn from the same content builders.
  const plain = (name: string, subject: string, content: MailContent) => take(name, (m) => sendMail(m, { kind: name, to: investor.email, subject, content }));
  const visitor = {
    firstName: 'Karim',
    lastName: 'Uddin',
    email: 'karim@example.test',
    contactNumber: '+44 7700 900123',
    address: '3 Mill Road, Bradford',
    message: 'Can I invest from Dubai?\nI bank in the UAE.',
  };
  await plain('contact-message', 'New contact message from Karim Uddin', contactMailContent.alert(visitor, 'Karim Uddin', config.publicUrl));
  await plain('contact-acknowledgement', 'We received your message to Breadbasket Ventures', contactMailContent.acknowledgement(visitor));
  await plain(
    'contact-reply',
    'Re: Your message to Breadbasket Ventures',
    contactMailContent.reply('Yes: we accept transfers from abroad with the IBAN and BIC in your request email.', {
      receivedAt: new Date('2026-03-02T10:15:00Z'),
      message: visitor.message,
    }),
  );
  await plain('job-application-received', 'We received your application: Farm Officer', careersMailContent.received('Rafiq Hasan', 'Farm Officer'));
  await plain(
    'applicant-email',
    'Interview on Monday',
    careersMailContent.fromStaff('Interview on Monday', 'Could you join us for a call on Monday at 10:00?', 'Nusrat Jahan'),
  );
  const planUrl = `${config.publicUrl}/admin/manage-work-plan/weekly-plan?month=3&year=2026`;
  await plain(
    'work-plan-approved',
    'Your March 2026 workplan is approved',
    workPlanMailContent.review({ employeeName: 'Rafiq Hasan', reviewerName: 'Nusrat Jahan', month: 'March 2026', approved: true, planUrl }),
  );
  await plain(
    'work-plan-changes-requested',
    'Changes requested on your March 2026 workplan',
    workPlanMailContent.review({
      employeeName: 'Rafiq Hasan',
      reviewerName: 'Nusrat Jahan',
      month: 'March 2026',
      approved: false,
      feedback: 'Split the field visits by village.',
      planUrl,
    }),
  );
  await plain(
    'work-plan-reminder',
    'Reminder: submit your March 2026 workplan',
    workPlanMailContent.reminder({ name: 'Rafiq Hasan', month: 'March 2026', deadlineDay: 25, deadline: '2026-02-25', minimumTasks: 3, planUrl }),
  );
  const openedRound = {
    name: 'Qurbani 2027, Sirajganj',
    planTitle: 'Qurbani Cattle',
    units: 300,
    amountPerUnitPence: 120_000,
    currency: 'GBP',
    fundingClosesOn: '2026-02-20',
    startDate: '2026-03-01',
  } as const;
  const stopUrl = `${config.publicUrl}/round-alerts/stop?token=stop-token-sample`;
  await plain('round-alert-confirmed', 'We will tell you when a round of Qurbani Cattle opens', alertMailContent.confirmed('Qurbani Cattle', stopUrl));
  await plain(
    'round-opened',
    'A new round of Qurbani Cattle is open',
    alertMailContent.opened(openedRound, `${config.publicUrl}/investment-plans/5d1e2f3a-0000-4000-8000-000000000007`, stopUrl),
  );
  // Issue 50: the same mails to an investor whose account is in Bengali.
  await take('verification-code-bn', (m) => accountMails.verificationCode(m, bengaliInvestor.email, bengaliInvestor, '482913', '/portfolio'));
  await take('password-reset-bn', (m) => accountMails.passwordReset(m, bengaliInvestor.email, bengaliInvestor, 'reset-token-sample'));
  await take('investor-verified-bn', (m) => investorMails.verified(m, bengaliInvestor));
  await take('investment-requested-bn', (m) => investmentMails.requested(m, bengaliInvestor, investment('requested')));
  for (const status of ['awaiting_payment', 'active', 'paid_out'] as const) {
    await take(`investment-status-${status.replace('_', '-')}-bn`, (m) =>
      investmentMails.statusChanged(m, bengaliInvestor, investment(status), null, status === 'paid_out' ? 'Sort code 20-32-06, account ••••5678' : undefined),
    );
  }
  // Issue 50: every other mail to an investor or applicant, in Bengali.
  const bengaliRound = { ...roundInvestment, planTitle: 'কোরবানির গরু' };
  await take('maturity-chosen-bn', (m) => investmentMails.maturityChosen(m, bengaliInvestor, investment('active')));
  await take('maturity-ask-bn', (m) => investmentMails.maturityAsk(m, bengaliInvestor, { ...investment('active'), maturityChoice: null }));
  await take('investment-status-matured-rolled-bn', (m) =>
    investmentMails.statusChanged(
      m,
      bengaliInvestor,
      investment('matured'),
      null,
      'Sort code 20-32-06, account ••••5678',
      // Without the cycle's account: its rows are still the contract's English (see accountMailBlocks).
      () => [],
      {
        kind: 'rolled',
        choice: 'rollover_capital',
        intoReference: 'BBV-2026-00077',
        roundName: 'Qurbani Cattle, round 2',
        units: 2,
        amount: 240_000,
        remainder: 43_500,
      },
    ),
  );
  await take('investment-status-matured-not-rolled-bn', (m) =>
    investmentMails.statusChanged(m, bengaliInvestor, investment('matured'), null, 'Sort code 20-32-06, account ••••5678', () => [], {
      kind: 'not_rolled',
      choice: 'rollover_all',
      why: { kind: 'lessThanAUnit', pricePerUnit: 125_000, currency: 'GBP' },
    }),
  );
  await take('round-units-free-bn', (m) =>
    investmentMails.unitsFree(
      m,
      bengaliInvestor,
      { name: 'Qurbani 2027, Sirajganj', planTitle: 'Qurbani Cattle', planId: '5d1e2f3a-0000-4000-8000-000000000007', fundingClosesOn: '2026-02-20' },
      3,
      1,
    ),
  );
  await take('round-started-bn', (m) => roundMails.started(m, bengaliInvestor, bengaliRound, round));
  await take('round-extended-bn', (m) =>
    roundMails.extended(m, bengaliInvestor, bengaliRound, { ...round, fundingClosesOn: '2027-01-26', extendedFrom: '2027-01-05' }),
  );
  for (const why of ['cancelled', 'started', 'late'] as const)
    await take(`round-refund-due-${why}-bn`, (m) =>
      roundMails.refundDue(m, bengaliInvestor, bengaliRound, {
        held: why === 'started' ? 60_000 : 240_000,
        why,
        roundName: round.name,
        account: why === 'late' ? null : 'Sort code 20-32-06, account ••••5678',
      }),
    );
  await take('round-late-money-bn', (m) =>
    roundMails.lateMoney(m, bengaliInvestor, bengaliRound, { held: 240_000, roundName: round.name, receivedOn: '2027-01-08', account: null }),
  );
  await take('investment-status-cancelled-refunded-bn', (m) =>
    investmentMails.statusChanged(
      m,
      bengaliInvestor,
      investment('cancelled'),
      null,
      'Sort code 20-32-06, account ••••5678',
      refundSentBlocks({ reference: 'BBV-2026-00042', amount: 240_000, currency: 'GBP', sentOn: '2027-01-20', sentTo: 'Sort code 20-32-06, account ••••5678' }),
    ),
  );
  await take('investor-cooling-off-bn', (m) => coolingOffMail(m, bengaliInvestor, '2026-03-06T14:30:00.000Z'));
  await take('payout-account-changed-bn', (m) => payoutMails.accountChanged(m, bengaliInvestor, PAYOUT_ACCOUNT_CHANGED));
  await take('payout-account-changed-close-match-bn', (m) => payoutMails.accountChanged(m, bengaliInvestor, PAYOUT_ACCOUNT_CLOSE_MATCH));
  await take('payout-account-confirmed-bn', (m) => payoutMails.accountConfirmed(m, bengaliInvestor, PAYOUT_ACCOUNT_CONFIRMED));
  await take('cycle-update-bn', (m) =>
    mailUpdateToInvestors(m, cycle, {
      id: 'u1',
      cycleId: 'c1',
      body: 'The herd is healthy and gaining weight well after the first month on the new feed.',
      bodyBn: 'নতুন খাবারে প্রথম মাস পার করে গরুগুলো সুস্থ আছে এবং ভালোভাবে ওজন বাড়ছে।',
      averageWeightKg: 212.045,
      mortalityCount: 0,
      feedCostPence: 185_000,
      photos: [
        {
          url: '/api/v1/uploads/cycles/3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b.webp',
          alt: 'Photo 1 of the 10 February 2026 update from Winter cattle 2026, Rangpur',
        },
      ],
      publishedAt: '2026-02-10T09:00:00.000Z',
    }),
  );
  /** A mail whose service queues it in its own write, written as that service writes it: in the person's language. */
  const plainIn = (name: string, write: () => { subject: string; content: MailContent }) =>
    take(name, (m) => sendMail(m, { kind: name.replace(/-bn$/, ''), to: investor.email, language: 'bn', ...inLanguage('bn', write) }));
  await plainIn('contact-acknowledgement-bn', () => ({
    subject: msg.mail_contact_ack_subject({ site: SITE_NAME }),
    content: contactMailContent.acknowledgement({ firstName: 'করিম', message: 'আমি কি দুবাই থেকে বিনিয়োগ করতে পারি?\nআমার ব্যাংক অ্যাকাউন্ট সংযুক্ত আরব আমিরাতে।' }),
  }));
  await plainIn('contact-reply-bn', () => ({
    subject: msg.mail_contact_reply_subject({ site: SITE_NAME }),
    content: contactMailContent.reply('হ্যাঁ: আপনার অনুরোধের ইমেইলে দেওয়া IBAN ও BIC দিয়ে আমরা বিদেশ থেকে ট্রান্সফার গ্রহণ করি।', {
      receivedAt: new Date('2026-03-02T10:15:00Z'),
      message: 'আমি কি দুবাই থেকে বিনিয়োগ করতে পারি?',
    }),
  }));
  await plainIn('job-application-received-bn', () => ({
    subject: msg.mail_application_received_subject({ role: 'মাঠকর্মী' }),
    content: careersMailContent.received('রফিক হাসান', 'মাঠকর্মী'),
  }));
  await plainIn('work-plan-approved-bn', () => ({
    subject: msg.mail_work_plan_approved_subject({ month: 'মার্চ ২০২৬' }),
    content: workPlanMailContent.review({ employeeName: 'রফিক হাসান', reviewerName: 'Nusrat Jahan', month: 'মার্চ ২০২৬', approved: true, planUrl }),
  }));
  await plainIn('work-plan-reminder-bn', () => ({
    subject: msg.mail_work_plan_reminder_subject({ month: 'মার্চ ২০২৬' }),
    content: workPlanMailContent.reminder({ name: 'রফিক হাসান', month: 'মার্চ ২০২৬', deadlineDay: 25, deadline: '2026-02-25', minimumTasks: 3, planUrl }),
  }));
  await plainIn('round-alert-confirmed-bn', () => ({
    subject: msg.mail_alert_confirmed_subject({ plan: 'কোরবানির গরু' }),
    content: alertMailContent.confirmed('কোরবানির গরু', `${config.publicUrl}/bn/round-alerts/stop?token=stop-token-sample`),
  }));
  await plainIn('round-opened-bn', () => ({
    subject: msg.mail_alert_opened_subject({ plan: openedRound.planTitle }),
    content: alertMailContent.opened(
      openedRound,
      `${config.publicUrl}/bn/investment-plans/5d1e2f3a-0000-4000-8000-000000000007`,
      `${config.publicUrl}/bn/round-alerts/stop?token=stop-token-sample`,
    ),
  }));
  return samples;
}
