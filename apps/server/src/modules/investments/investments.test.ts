import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  API_PREFIX,
  INVESTMENT_MESSAGES,
  INVESTOR_MESSAGES,
  INVESTMENT_REFERENCE_PATTERN,
  INVESTMENT_STATUSES,
  formatDate,
  formatSortCode,
  type InvestmentStatus,
} from '@app/contract';
import { investmentPlans } from '../../db/schema/content.ts';
import { investmentEvents, investments, investorProfileEvents, investorProfiles } from '../../db/schema/investments.ts';
import { activityLog, mailOutbox } from '../../db/schema/platform.ts';
import { expectRolledBackWhenCommitFails, expectRolledBackWithoutActivity, expectRolledBackWithoutMail } from '../../testing/activity.ts';
import { signInAs, useTestApp } from '../../testing/app.ts';
import {
  createPlan,
  openIdDocumentAsStaff,
  PAID_OUT_TIMELINE,
  PROFILE,
  SIGNED,
  submittedInvestor,
  uploadIdDocument,
  VERIFY,
  verifyAsStaff,
} from '../../testing/investments.ts';
import { ledgerAsStatusImplies, payInFull, payOutInFull } from '../../testing/ledger.ts';
import { completeSafeguards } from '../../testing/safeguards.ts';
import { PASSWORD, signedIn } from '../../testing/auth.ts';
import { makeExe, makePdf } from '../careers/sample-documents.ts';
import { investmentBatches } from './listing.ts';
import { outboxMails } from '../../testing/outbox.ts';
import { openRound } from '../../testing/rounds.ts';

const t = useTestApp({ roles: ['admin', 'moderator'] });
const { admin, moderator } = t.as;
const { inject } = t;
let planId: string;
let inactivePlanId: string;
/** The plan's open round: requests hold its units and mature at its expected end. */
let roundEnd: string;

beforeAll(async () => {
  planId = (await createPlan(t.app, { isRevolving: true, revolvingAmount: 500 })).id;
  roundEnd = (await openRound(t.app, planId, { units: 10_000 })).expectedEndDate;
  inactivePlanId = (await createPlan(t.app, { title: 'Closed Plan', investmentAmount: 100, investmentProfit: 10, isActive: false })).id;
});

describe('investor profile', () => {
  it('takes the country from the ISO list, stored by name; a profile saved as "UK" before the list still reads and submits', async () => {
    const signed = await signInAs(t.app, 'user');
    const wrong = await inject('PUT', '/investor/profile', signed.headers, { ...PROFILE, country: 'Atlantis' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ country: INVESTOR_MESSAGES.country() });
    const typed = await inject('PUT', '/investor/profile', signed.headers, { ...PROFILE, country: 'gb' });
    expect(typed.json().data.country).toBe('United Kingdom');
    await t.app.db.update(investorProfiles).set({ country: 'UK' }).where(eq(investorProfiles.userId, signed.user.id));
    expect((await inject('GET', '/investor/profile', signed.headers)).json().data.country).toBe('United Kingdom');
    expect((await uploadIdDocument(t, signed.headers, { name: 'passport.pdf', data: makePdf('Passport') })).statusCode).toBe(200);
    expect((await inject('POST', '/investor/profile/submit', signed.headers, {})).statusCode).toBe(200);
  });

  it('limits the calls that mail to ten per quarter hour per account, whatever its address', async () => {
    const { headers } = await signInAs(t.app, 'user');
    const from = (n: number) => ({ ...headers, 'x-forwarded-for': `10.77.0.${n}` });
    for (let n = 1; n <= 10; n++) expect((await inject('PUT', '/investor/profile', from(n), PROFILE)).statusCode).toBe(200);
    const refused = await inject('PUT', '/investor/profile', from(11), { ...PROFILE, legalName: 'Someone Else' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Too many requests/) });
    expect((await inject('GET', '/investor/profile', headers)).json().data.legalName).toBe('Amina Rahman');
    // Another account from the same address is counted on its own.
    const other = await signInAs(t.app, 'user');
    expect((await inject('PUT', '/investor/profile', { ...other.headers, 'x-forwarded-for': '10.77.0.11' }, PROFILE)).statusCode).toBe(200);
  });

  it('starts as not submitted and saves valid fields', async () => {
    const { headers, user } = await signInAs(t.app, 'user');
    const empty = await inject('GET', '/investor/profile', headers);
    expect(empty.json().data).toMatchObject({ userId: user.id, status: 'not_submitted', rejectionReason: null, idDocument: null });
    const saved = await inject('PUT', '/investor/profile', headers, PROFILE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: INVESTOR_MESSAGES.saved, data: { legalName: 'Amina Rahman', status: 'not_submitted' } });
    // A UK postcode is stored as Royal Mail writes it, however it was typed.
    const typed = await inject('PUT', '/investor/profile', headers, { ...PROFILE, postcode: ' e16rf ' });
    expect(typed.json().data.postcode).toBe('E1 6RF');
    const [row] = await t.app.db.select().from(investorProfiles).where(eq(investorProfiles.userId, user.id));
    expect(row!.postcode).toBe('E1 6RF');
  });

  it('refuses under-18s, impossible dates, business without company or VAT, and changes nothing', async () => {
    const { headers, user } = await signInAs(t.app, 'user');
    const thisYear = new Date().getUTCFullYear();
    const young = await inject('PUT', '/investor/profile', headers, { ...PROFILE, dateOfBirth: `${thisYear - 10}-01-01` });
    expect(young.statusCode).toBe(400);
    expect(young.json().errors.dateOfBirth).toBe(INVESTOR_MESSAGES.underAge());
    const impossible = await inject('PUT', '/investor/profile', headers, { ...PROFILE, dateOfBirth: '1990-02-30' });
    expect(impossible.json().errors.dateOfBirth).toBe(INVESTOR_MESSAGES.dateInvalid());
    const business = await inject('PUT', '/investor/profile', headers, { ...PROFILE, customerType: 'business' });
    expect(business.statusCode).toBe(400);
    expect(business.json().errors).toMatchObject({ companyName: INVESTOR_MESSAGES.companyName(), vatNumber: INVESTOR_MESSAGES.vatNumber() });
    const long = await inject('PUT', '/investor/profile', headers, { ...PROFILE, legalName: 'x'.repeat(100_000) });
    expect(long.statusCode).toBe(400);
    expect(await t.app.db.select().from(investorProfiles).where(eq(investorProfiles.userId, user.id))).toEqual([]);
  });

  it('accepts a PDF, JPEG or PNG ID document by content and refuses others', async () => {
    const { headers } = await signInAs(t.app, 'user');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    expect((await uploadIdDocument(t, headers, { name: 'id.png', data: png })).statusCode).toBe(200);
    const exe = await uploadIdDocument(t, headers, { name: 'id.pdf', data: makeExe() });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe(INVESTOR_MESSAGES.documentType);
    const big = await uploadIdDocument(t, headers, { name: 'big.pdf', data: Buffer.concat([makePdf(), Buffer.alloc(5 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(INVESTOR_MESSAGES.documentTooLarge);
    const none = await uploadIdDocument(t, headers, { name: 'empty.pdf', data: Buffer.alloc(0) });
    expect(none.json().message).toBe(INVESTOR_MESSAGES.documentRequired);
  });

  it('cannot be submitted incomplete; submitted profiles go to staff, who verify or reject with a mailed reason', async () => {
    const { headers, user } = await signInAs(t.app, 'user');
    const early = await inject('POST', '/investor/profile/submit', headers, {});
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(INVESTOR_MESSAGES.incomplete);
    await inject('PUT', '/investor/profile', headers, PROFILE);
    expect((await inject('POST', '/investor/profile/submit', headers, {})).statusCode).toBe(400);
    await uploadIdDocument(t, headers, { name: 'passport.pdf', data: makePdf() });
    const submitted = await inject('POST', '/investor/profile/submit', headers, {});
    expect(submitted.json().data.status).toBe('pending');
    expect((await inject('POST', '/investor/profile/submit', headers, {})).statusCode).toBe(409);

    const list = await inject('GET', '/investors?status=pending&search=Amina', admin);
    expect(list.json().data.map((p: { userId: string }) => p.userId)).toContain(user.id);
    expect(list.json().pagination).toMatchObject({ page: 1 });
    const detail = await inject('GET', `/investors/${user.id}`, admin);
    expect(detail.json().data.idDocumentUrl).toBe(`${API_PREFIX}/investors/${user.id}/id-document`);
    const download = await inject('GET', `/investors/${user.id}/id-document`, admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const noReason = await inject('PATCH', `/investors/${user.id}/verification`, admin, { decision: 'rejected' });
    expect(noReason.json().errors.reason).toBe(INVESTOR_MESSAGES.reasonRequired);
    const rejected = await inject('PATCH', `/investors/${user.id}/verification`, admin, { decision: 'rejected', reason: 'The passport photo is unreadable.' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectionReason: 'The passport photo is unreadable.' });
    const mails = await outboxMails(t.app, user.email, 'investor-rejected');
    expect(mails[0]!.textBody).toContain('The passport photo is unreadable.');
    expect((await inject('GET', '/investor/profile', headers)).json().data.rejectionReason).toBe('The passport photo is unreadable.');
    // Corrected and resubmitted, then verified.
    expect((await inject('POST', '/investor/profile/submit', headers, {})).statusCode).toBe(200);
    const verified = await verifyAsStaff(t, user.id);
    expect(verified.json().data.status).toBe('verified');
    expect(await outboxMails(t.app, user.email, 'investor-verified')).toHaveLength(1);
    const logged = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'investor'), eq(activityLog.entityId, user.id)));
    expect(logged.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Verified investor/), expect.stringMatching(/^Rejected investor/)]),
    );
  });

  it('sends a verified profile back to review when identity fields change, not for a new phone number', async () => {
    const { headers } = await submittedInvestor(t);
    const phone = await inject('PUT', '/investor/profile', headers, { ...PROFILE, phone: '+44 7700 900222', companyName: 'Ignored Ltd' });
    expect(phone.json().data).toMatchObject({ status: 'verified', companyName: null });
    const staffMails = async () => (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'investor-submitted-staff'))).length;
    const before = await staffMails();
    const moved = await inject('PUT', '/investor/profile', headers, { ...PROFILE, country: 'United Arab Emirates' });
    expect(moved.json().data.status).toBe('pending');
    expect(moved.json().message).toBe(INVESTOR_MESSAGES.backToReview);
    expect(await staffMails()).toBeGreaterThan(before);
    const refused = await inject('POST', '/investor/investments', headers, { planId, units: 1, acceptTerms: true, ...SIGNED });
    expect(refused.statusCode).toBe(403);
  });

  it('asks for a new ID document before resubmitting when the name, date of birth or ID number change after verification', async () => {
    const { headers } = await submittedInvestor(t);
    const renamed = await inject('PUT', '/investor/profile', headers, { ...PROFILE, legalName: 'Amina R. Khan' });
    expect(renamed.json()).toMatchObject({ message: INVESTOR_MESSAGES.newDocumentNeeded, data: { status: 'not_submitted', newDocumentRequired: true } });
    const early = await inject('POST', '/investor/profile/submit', headers, {});
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(INVESTOR_MESSAGES.newDocumentRequired);
    expect((await inject('POST', '/investor/investments', headers, { planId, units: 1, acceptTerms: true, ...SIGNED })).statusCode).toBe(403);
    expect((await uploadIdDocument(t, headers, { name: 'new-passport.pdf', data: makePdf('New passport') })).json().data.newDocumentRequired).toBe(false);
    const resubmitted = await inject('POST', '/investor/profile/submit', headers, {});
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().data.status).toBe('pending');
  });

  it('sends a verified profile back to review when a new ID document is uploaded', async () => {
    const { headers } = await submittedInvestor(t);
    const res = await uploadIdDocument(t, headers, {
      name: 'new-passport.png',
      data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'pending', idDocument: { name: 'new-passport.png' } });
    expect(res.json().message).toBe(INVESTOR_MESSAGES.backToReview);
  });

  it('only a pending profile can be reviewed; unknown ids are 404', async () => {
    const { user } = await signInAs(t.app, 'user');
    expect((await inject('PATCH', `/investors/${user.id}/verification`, admin, VERIFY)).statusCode).toBe(404);
    expect((await inject('GET', '/investors/not-a-uuid', admin)).statusCode).toBe(404);
    expect((await inject('GET', `/investors/${user.id}/id-document`, admin)).statusCode).toBe(404);
  });

  it('keeps the ID document out of public uploads', async () => {
    const { headers, user } = await signInAs(t.app, 'user');
    await uploadIdDocument(t, headers, { name: 'passport.pdf', data: makePdf() });
    const [row] = await t.app.db.select().from(investorProfiles).where(eq(investorProfiles.userId, user.id));
    expect(fs.existsSync(path.join(t.dataDir, 'private', row!.idDocumentKey!))).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', row!.idDocumentKey!))).toBe(false);
  });
});

describe('investments', () => {
  it('refuses unverified investors with a clear 403', async () => {
    const fresh = await signInAs(t.app, 'user');
    const refused = await inject('POST', '/investor/investments', fresh.headers, { planId, units: 1, acceptTerms: true, ...SIGNED });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(INVESTMENT_MESSAGES.notVerified);
    const { headers } = await submittedInvestor(t, { verify: false });
    const res = await inject('POST', '/investor/investments', headers, { planId, units: 1, acceptTerms: true, ...SIGNED });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(INVESTMENT_MESSAGES.awaitingVerification);
  });

  it('validates units, terms and the plan', async () => {
    const { headers } = await submittedInvestor(t);
    const cases: [unknown, string][] = [
      [{ planId, units: 0, acceptTerms: true, ...SIGNED }, INVESTMENT_MESSAGES.units()],
      [{ planId, units: 1.5, acceptTerms: true, ...SIGNED }, INVESTMENT_MESSAGES.units()],
      [{ planId, units: 2, ...SIGNED }, INVESTMENT_MESSAGES.acceptTerms()],
      [{ planId: inactivePlanId, units: 1, acceptTerms: true, ...SIGNED }, INVESTMENT_MESSAGES.planInactive],
      [{ planId: '00000000-0000-4000-8000-000000000000', units: 1, acceptTerms: true, ...SIGNED }, INVESTMENT_MESSAGES.planNotFound],
    ];
    for (const [body, message] of cases) {
      const res = await inject('POST', '/investor/investments', headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await inject('GET', '/investor/investments', headers)).json().data).toEqual([]);
  });

  it('requests with a plan snapshot and reference, mails the investor and staff, and hides it from other investors', async () => {
    const { headers, user } = await submittedInvestor(t);
    const res = await inject('POST', '/investor/investments', headers, { planId, units: 2, reinvest: true, acceptTerms: true, ...SIGNED });
    expect(res.statusCode, res.body).toBe(201);
    const investment = res.json().data;
    expect(investment.reference).toMatch(INVESTMENT_REFERENCE_PATTERN);
    expect(investment).toMatchObject({ status: 'requested', units: 2, reinvest: true, amount: 100_000, expectedProfit: 11_100 });
    expect(investment.plan).toMatchObject({
      title: 'Broiler Cycle',
      amountPerUnit: 50_000,
      profitPerUnit: 5_550,
      currency: 'GBP',
      duration: 5,
      durationUnit: 'Week',
    });
    expect(res.json().bankTransfer.accountNumber).toBe(t.app.config.bank.accountNumber);

    // A later plan edit changes nothing already requested.
    await t.app.db.update(investmentPlans).set({ investmentAmount: 999 }).where(eq(investmentPlans.id, planId));
    const detail = await inject('GET', `/investor/investments/${investment.id}`, headers);
    expect(detail.json().data.plan.amountPerUnit).toBe(50_000);
    expect(detail.json().data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['status', 'agreement']);
    await t.app.db.update(investmentPlans).set({ investmentAmount: 500 }).where(eq(investmentPlans.id, planId));

    const [mail] = await outboxMails(t.app, user.email, 'investment-requested');
    expect(mail!.textBody).toContain(investment.reference);
    expect(mail!.textBody).toContain(formatSortCode(t.app.config.bank.sortCode));
    // The layout lines the facts up: "Label:" then spaces, then the value.
    expect(mail!.textBody).toMatch(new RegExp(`BIC/SWIFT:\\s+${t.app.config.bank.bic}`));
    expect(mail!.textBody).toMatch(/Amount:\s+£1,000.00/);
    expect(res.json().bankTransfer.bic).toBe(t.app.config.bank.bic);
    expect(mail!.textBody).toContain(`${investment.plan.title}: 2 units, `);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'investment-requested-staff'))).not.toHaveLength(0);

    const other = await submittedInvestor(t);
    expect((await inject('GET', `/investor/investments/${investment.id}`, other.headers)).statusCode).toBe(404);
    expect((await inject('POST', `/investor/investments/${investment.id}/cancel`, other.headers, {})).statusCode).toBe(404);
    expect((await inject('GET', '/investor/investments', other.headers)).json().data).toEqual([]);
  });

  it('moves through the pipeline with the fields each move needs, 409 for any other move, mailing each step', async () => {
    const { headers, user } = await submittedInvestor(t);
    const { id } = (await inject('POST', '/investor/investments', headers, { planId, units: 2, acceptTerms: true, ...SIGNED })).json().data;
    const move = (body: Record<string, unknown>) => inject('PATCH', `/investments/${id}/status`, admin, body);

    expect((await move({ status: 'active', startedAt: '2026-01-05' })).statusCode).toBe(409);
    expect((await move({ status: 'contacted', note: 'Called, will transfer Friday' })).statusCode).toBe(200);
    expect((await move({ status: 'awaiting_payment' })).statusCode).toBe(200);
    const noDate = await move({ status: 'active' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().errors.startedAt).toBe(INVESTMENT_MESSAGES.startedAtRequired);
    await payInFull(t.app.db, id);
    const active = await move({ status: 'active', startedAt: '2026-01-05' });
    // A request is for a round: it matures when the round's cycle is expected to end.
    expect(active.json().data).toMatchObject({ status: 'active', startedAt: '2026-01-05', expectedMaturityAt: roundEnd });
    expect((await move({ status: 'cancelled' })).statusCode).toBe(409);
    expect((await move({ status: 'matured' })).statusCode).toBe(400);
    // Its cycle has not ended: maturing it by hand needs a reason, kept on the staff timeline only.
    const noReason = await move({ status: 'matured', actualProfit: 10_250 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      message: INVESTMENT_MESSAGES.maturityReasonRequired,
      errors: { reason: INVESTMENT_MESSAGES.maturityReasonRequired },
    });
    const matured = await move({ status: 'matured', actualProfit: 10_250, reason: 'Sold with the Eid batch outside any cycle' });
    expect(matured.json().data.actualProfit).toBe(10_250);
    expect(matured.json().data.timeline.at(-1)).toMatchObject({ toStatus: 'matured', reason: 'Sold with the Eid batch outside any cycle' });
    const beforeStart = await move({ status: 'paid_out', paidAt: '2026-01-04' });
    expect(beforeStart.statusCode).toBe(400);
    expect(beforeStart.json().errors.paidAt).toBe(INVESTMENT_MESSAGES.paidBeforeStart);
    expect((await move({ status: 'paid_out', paidAt: '2999-01-01' })).json().errors.paidAt).toBe(INVESTMENT_MESSAGES.dateInFuture);
    await payOutInFull(t.app.db, id);
    expect((await move({ status: 'paid_out', paidAt: '2026-02-20' })).json().data).toMatchObject({ status: 'paid_out', paidAt: '2026-02-20' });
    expect((await move({ status: 'requested' })).statusCode).toBe(409);

    const mine = await inject('GET', `/investor/investments/${id}`, headers);
    expect(mine.json().data.timeline.map((e: { toStatus: string | null }) => e.toStatus)).toEqual(PAID_OUT_TIMELINE);
    expect(mine.json().data.timeline[0]).toMatchObject({ toStatus: 'requested', actorName: 'You' });
    expect(mine.json().data.timeline[1]).toMatchObject({ kind: 'agreement', actorName: 'You' });
    expect(mine.json().data.timeline[2]).toMatchObject({ note: 'Called, will transfer Friday', actorName: 'Breadbasket team' });
    expect(mine.json().data.timeline.some((e: object) => 'reason' in e)).toBe(false);
    const staffView = await inject('GET', `/investments/${id}`, admin);
    expect(staffView.json().data.timeline[0].actorName).toBe(user.name);
    // Staff reach the investor from the request: phone, country and their verification profile.
    expect(staffView.json().data.investorContact).toEqual({ phone: '+44 7700 900111', country: 'United Kingdom', profileStatus: 'verified' });
    expect(mine.json().data.investorContact).toBeUndefined();
    const summary = (await inject('GET', '/investor/investments', headers)).json().summary;
    expect(summary).toEqual({ capitalInvested: 0, capitalReturned: 100_000, profitReceived: 10_250, profitDue: 0, projectedProfit: 0 });
    const moves = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'investment'), eq(activityLog.entityId, id)));
    const reference = mine.json().data.reference;
    // Dates and money as investors read them, never ISO dates or pence.
    expect(moves.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        `Moved investment ${reference} to Active: started 5 January 2026`,
        `Moved investment ${reference} to Matured: profit £102.50`,
        `Moved investment ${reference} to Paid out: paid 20 February 2026`,
      ]),
    );
    const statusMails = await outboxMails(t.app, user.email, 'investment-status');
    expect(statusMails).toHaveLength(5);
    // Dates in mails as words, never ISO.
    const mailText = statusMails.map((m) => m.textBody).join('\n');
    expect(mailText).toMatch(new RegExp(`Received on:\\s+5 January 2026\\nExpected maturity:\\s+${formatDate(roundEnd)}`));
    expect(mailText).toMatch(/Paid on:\s+20 February 2026/);
    expect(mailText).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The mail asking for payment repeats the whole pay-in instructions, not "see your first email".
    const awaiting = statusMails.find((m) => m.subject.endsWith('Awaiting payment'))!.textBody;
    for (const [label, value] of [
      ['IBAN', t.app.config.bank.iban],
      ['BIC/SWIFT', t.app.config.bank.bic],
      ['Sort code', formatSortCode(t.app.config.bank.sortCode)],
      ['Amount', '£1,000.00'],
      ['Payment reference', reference],
    ]) {
      expect(awaiting).toMatch(new RegExp(`${label}:\\s+${value}`));
    }
    expect(awaiting).not.toContain('first email');
    const logged = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'investment'), eq(activityLog.entityId, id)));
    expect(logged).toHaveLength(5);
  });

  it('lets the investor cancel only while requested or awaiting payment', async () => {
    const { headers } = await submittedInvestor(t);
    const request = async () =>
      (await inject('POST', '/investor/investments', headers, { planId, units: 1, acceptTerms: true, ...SIGNED })).json().data.id as string;
    const first = await request();
    expect((await inject('POST', `/investor/investments/${first}/cancel`, headers, {})).json().data.status).toBe('cancelled');
    const cancelled = (await inject('GET', `/investor/investments/${first}`, headers)).json().data.timeline.at(-1);
    expect(cancelled).toMatchObject({ toStatus: 'cancelled', actorName: 'You' });
    const told = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'investment-cancelled-staff'));
    expect(told.some((mail) => mail.subject.includes('cancelled by the investor'))).toBe(true);
    expect((await inject('POST', `/investor/investments/${first}/cancel`, headers, {})).statusCode).toBe(409);
    const second = await request();
    await inject('PATCH', `/investments/${second}/status`, admin, { status: 'contacted' });
    const refused = await inject('POST', `/investor/investments/${second}/cancel`, headers, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(INVESTMENT_MESSAGES.cannotCancel);
  });

  it('keeps the unfiltered per-status totals with every write, as the table sums them', async () => {
    const summed = async () => {
      const rows = await t.app.db
        .select({
          status: investments.status,
          count: count(),
          amount: sql<number>`sum(${investments.units}::bigint * ${investments.amountPerUnit})`.mapWith(Number),
        })
        .from(investments)
        .groupBy(investments.status);
      const totals = Object.fromEntries(INVESTMENT_STATUSES.map((status) => [status, { count: 0, amount: 0 }]));
      for (const row of rows) totals[row.status] = { count: row.count, amount: row.amount };
      return totals;
    };
    const listed = async () => (await inject('GET', '/investments?limit=1', admin)).json().totals;
    const before = await listed();
    expect(before).toEqual(await summed());
    const { headers } = await submittedInvestor(t);
    const { id } = (await inject('POST', '/investor/investments', headers, { planId, units: 2, acceptTerms: true, ...SIGNED })).json().data;
    const added = await listed();
    expect(added.requested).toEqual({ count: before.requested.count + 1, amount: before.requested.amount + 100_000 });
    await inject('PATCH', `/investments/${id}/status`, admin, { status: 'contacted' });
    await inject('POST', `/investments/${id}/notes`, admin, { note: 'Called back' });
    const moved = await listed();
    expect(moved.requested).toEqual(before.requested);
    expect(moved.contacted).toEqual({ count: before.contacted.count + 1, amount: before.contacted.amount + 100_000 });
    expect(moved).toEqual(await summed());
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.update(investments).set({ status: 'cancelled' }).where(eq(investments.id, id));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await listed()).toEqual(moved);
  });

  it('lists for staff with filters, totals and pagination; notes; CSV export', async () => {
    const { headers, user } = await submittedInvestor(t);
    const { id, reference } = (await inject('POST', '/investor/investments', headers, { planId, units: 3, acceptTerms: true, ...SIGNED })).json().data;
    const list = await inject('GET', `/investments?status=requested&planId=${planId}&search=${reference}&limit=5`, admin);
    expect(list.json().data.map((i: { id: string }) => i.id)).toEqual([id]);
    expect(list.json().data[0].investor).toMatchObject({ id: user.id, email: user.email });
    expect(list.json().totals.requested).toEqual({ count: 1, amount: 150_000 });
    expect(list.json().pagination).toEqual({ page: 1, pages: 1, total: 1, limit: 5 });
    // Past one page the total is still exact: it is the running per-status count, or their sum.
    for (let n = 0; n < 2; n++)
      expect((await inject('POST', '/investor/investments', headers, { planId, units: 1, acceptTerms: true, ...SIGNED })).statusCode).toBe(201);
    const counted = async (status?: InvestmentStatus) =>
      Number(
        (
          await t.app.db
            .select({ n: count() })
            .from(investments)
            .where(status ? eq(investments.status, status) : undefined)
        )[0]!.n,
      );
    const requestedPage = (await inject('GET', '/investments?status=requested&limit=1&page=2', admin)).json();
    expect(requestedPage.pagination).toMatchObject({ page: 2, total: await counted('requested') });
    expect(requestedPage.pagination.total).toBeGreaterThanOrEqual(3);
    const everyPage = (await inject('GET', '/investments?limit=1', admin)).json();
    expect(everyPage.pagination.total).toBe(await counted());
    expect((await inject('GET', '/investments?search=%25', admin)).statusCode).toBe(200);
    // Words anywhere in the reference, the plan, the investor's name or email, in any case.
    const found = async (search: string) =>
      ((await inject('GET', `/investments?search=${encodeURIComponent(search)}&limit=50`, admin)).json().data as { id: string }[]).map((i) => i.id);
    expect(await found(reference.slice(-5).toLowerCase())).toContain(id);
    expect(await found(user.name.slice(2, 12).toUpperCase())).toContain(id);
    expect(await found(user.email.split('@')[0]!.slice(1))).toContain(id);
    expect(await found('no investor is called this')).toEqual([]);

    const empty = await inject('POST', `/investments/${id}/notes`, admin, { note: '  ' });
    expect(empty.json().errors.note).toBe(INVESTMENT_MESSAGES.noteRequired);
    const noted = await inject('POST', `/investments/${id}/notes`, admin, { note: 'Prefers WhatsApp' });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().data.timeline.at(-1)).toMatchObject({ kind: 'note', note: 'Prefers WhatsApp' });

    const csv = await inject('GET', `/investments/export.csv?search=${reference}`, admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Investor,Email,Plan/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${reference},`);
    expect(lines[1]).toContain('1500.00');
  });

  it('exports a batch at a time: every investment once, newest first, ties on the microsecond broken by id, reading only as the stream is taken', async () => {
    const { headers } = await submittedInvestor(t);
    for (let n = 0; n < 5; n++)
      expect((await inject('POST', '/investor/investments', headers, { planId, units: 1, acceptTerms: true, ...SIGNED })).statusCode).toBe(201);
    // Three share one instant down to the microsecond, which a JS Date cursor would cut to the millisecond.
    const [tied] = await t.app.db.select({ id: investments.id }).from(investments).limit(1);
    await t.app.db.execute(
      sql`UPDATE investments SET requested_at = '2026-03-01 10:00:00.123456+00' WHERE id IN (SELECT id FROM investments ORDER BY id LIMIT 3) OR id = ${tied!.id}`,
    );
    const expected = (await t.app.db.select({ id: investments.id }).from(investments).orderBy(desc(investments.requestedAt), desc(investments.id))).map(
      (row) => row.id,
    );

    let queries = 0;
    const counting = new Proxy(t.app.db, {
      get: (target, key) =>
        key === 'execute' ? (...args: unknown[]) => (queries++, (target.execute as (...a: unknown[]) => unknown)(...args)) : Reflect.get(target, key),
    });
    const batches = investmentBatches(counting, {}, 2);
    const first = await batches.next();
    expect(first.value).toHaveLength(2);
    expect(queries).toBe(1);
    const ids = (first.value as { id: string }[]).map((investment) => investment.id);
    for await (const batch of batches) ids.push(...batch.map((investment) => investment.id));
    expect(ids).toEqual(expected);
    expect(queries).toBe(Math.floor(expected.length / 2) + 1);
  });

  it('is admin-only in the back office: moderators are refused', async () => {
    expect((await inject('GET', '/investments', moderator)).statusCode).toBe(403);
    expect((await inject('GET', '/investors', moderator)).statusCode).toBe(403);
    // The log and the dashboard show investor and investment entries to admins only.
    await submittedInvestor(t);
    const entities = (res: { json: () => { data: { entity: string }[] } }) => res.json().data.map((entry) => entry.entity);
    expect(entities(await inject('GET', '/activity?limit=100', admin))).toContain('investor');
    const moderatorLog = entities(await inject('GET', '/activity?limit=100', moderator));
    expect(moderatorLog.filter((entity: string) => entity === 'investor' || entity === 'investment')).toEqual([]);
    const recent = (await inject('GET', '/dashboard/summary', moderator)).json().data.recentActivity as { entity: string }[];
    expect(recent.filter((entry) => entry.entity === 'investor' || entry.entity === 'investment')).toEqual([]);
    const { headers } = await signInAs(t.app, 'admin');
    expect((await inject('POST', '/investor/investments', headers, { planId, units: 1, acceptTerms: true, ...SIGNED })).statusCode).toBe(403);
  });

  it('blocks account deletion while investments are open', async () => {
    const { user, browser } = await signedIn(t.app);
    await browser.put('/investor/profile', PROFILE);
    await browser.upload('/investor/profile/id-document', { document: { name: 'passport.pdf', data: makePdf() } });
    await browser.post('/investor/profile/submit');
    await verifyAsStaff(t, user.id);
    await completeSafeguards(t.app, user.id);
    const { id } = (await browser.post('/investor/investments', { planId, units: 1, acceptTerms: true, ...SIGNED })).json().data;
    const refused = await browser.post('/auth/delete-account', { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(INVESTMENT_MESSAGES.openInvestments);
    expect((await inject('GET', `/investments/${id}`, admin)).statusCode).toBe(200);
    await browser.post(`/investor/investments/${id}/cancel`);
    expect((await browser.post('/auth/delete-account', { password: PASSWORD })).statusCode).toBe(200);
    expect((await inject('GET', `/investments/${id}`, admin)).statusCode).toBe(404);
  });

  it('exports the investor profile, safeguards and investments with the GDPR data', async () => {
    const { headers } = await submittedInvestor(t);
    await inject('POST', '/investor/investments', headers, { planId, units: 1, acceptTerms: true, ...SIGNED });
    const exported = await inject('GET', '/auth/export-data', headers);
    expect(exported.statusCode).toBe(200);
    const data = exported.json().data ?? exported.json();
    expect(data.investorProfile.status).toBe('verified');
    expect(data.investments).toHaveLength(1);
    expect(data.investorSafeguards.declarations).toHaveLength(1);
    expect(data.investorSafeguards.attempts[0]).toMatchObject({ passed: true, questions: expect.any(Array) });
  });
});

describe('portfolio totals', () => {
  it('names each total for what it is and derives it from the ledgers, in pence', async () => {
    const { headers, user } = await signInAs(t.app, 'user');
    // £500 a unit with a projected £55.50 profit a unit, as the plan above.
    const row = (reference: string, status: InvestmentStatus, units: number, actualProfit: number | null = null) => ({
      reference,
      userId: user.id,
      planId,
      planTitle: 'Broiler Cycle',
      amountPerUnit: 50_000,
      profitPerUnit: 5_550,
      duration: 5,
      durationUnit: 'Week' as const,
      units,
      status,
      actualProfit,
      startedAt: status === 'active' || status === 'matured' || status === 'paid_out' ? '2026-01-05' : null,
      paidAt: status === 'paid_out' ? '2026-02-20' : null,
    });
    const inserted = await t.app.db
      .insert(investments)
      .values([
        row('BB-TOT-1', 'requested', 2),
        row('BB-TOT-2', 'awaiting_payment', 4),
        row('BB-TOT-3', 'cancelled', 1),
        row('BB-TOT-4', 'active', 3),
        row('BB-TOT-5', 'active', 1),
        row('BB-TOT-6', 'matured', 2, 12_000),
        row('BB-TOT-7', 'matured', 1, -2_000),
        row('BB-TOT-8', 'paid_out', 2, 10_250),
        row('BB-TOT-9', 'paid_out', 1, -5_000),
      ])
      .returning({ id: investments.id });
    await ledgerAsStatusImplies(
      t.app.db,
      inserted.map((one) => one.id),
    );
    const res = await inject('GET', '/investor/investments', headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toEqual({
      // Active 3 + 1 units and matured 2 + 1 units: money not yet back with the investor.
      capitalInvested: 350_000,
      // Paid out 2 units in full, and 1 unit less its £50 loss.
      capitalReturned: 145_000,
      profitReceived: 10_250,
      // Only the matured profit; the matured loss is borne by the capital, not shown as profit.
      profitDue: 12_000,
      // The plan's projection for the 4 running units; requests not paid for count for nothing.
      projectedProfit: 22_200,
    });
  });
});

describe('activity entries', () => {
  const tables = [investorProfiles, investorProfileEvents, investments, investmentEvents, mailOutbox, activityLog];

  it('commit with the write or not at all: review a profile, move an investment, add a note', async () => {
    const pending = await submittedInvestor(t, { verify: false });
    await openIdDocumentAsStaff(t, pending.user.id);
    await expectRolledBackWithoutActivity(t.app, tables, () => inject('PATCH', `/investors/${pending.user.id}/verification`, admin, VERIFY));
    const { headers } = await submittedInvestor(t);
    const { id } = (await inject('POST', '/investor/investments', headers, { planId, units: 1, acceptTerms: true, ...SIGNED })).json().data;
    await expectRolledBackWithoutActivity(t.app, tables, () => inject('PATCH', `/investments/${id}/status`, admin, { status: 'contacted' }));
    await expectRolledBackWithoutActivity(t.app, tables, () => inject('POST', `/investments/${id}/notes`, admin, { note: 'Called, no answer' }));
    const other = await submittedInvestor(t);
    await expectRolledBackWithoutActivity(t.app, tables, () => inject('POST', `/investors/${other.user.id}/suspension`, admin, { reason: 'Returned payment' }));
  });

  it('a failure at commit, after the move, its activity entry and its mail were all written, keeps none of them', async () => {
    const { headers, user } = await submittedInvestor(t);
    const { id } = (await inject('POST', '/investor/investments', headers, { planId, units: 1, acceptTerms: true, ...SIGNED })).json().data;
    const written = async () => ({
      activity: (await t.app.db.select().from(activityLog).where(eq(activityLog.entityId, id))).length,
      mails: (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email))).length,
    });
    const before = await written();
    await expectRolledBackWhenCommitFails(t.app, tables, () => inject('PATCH', `/investments/${id}/status`, admin, { status: 'contacted' }));
    // The same move, once the commit may succeed, writes an activity entry and a mail: the failure above had them to roll back.
    expect((await inject('PATCH', `/investments/${id}/status`, admin, { status: 'contacted' })).statusCode).toBe(200);
    expect(await written()).toEqual({ activity: before.activity + 1, mails: before.mails + 1 });
  });

  it('a write whose mails cannot be queued keeps nothing: a review, a submission, a request, a move, a cancellation', async () => {
    const pending = await submittedInvestor(t, { verify: false });
    await openIdDocumentAsStaff(t, pending.user.id);
    await expectRolledBackWithoutMail(t.app, tables, () => inject('PATCH', `/investors/${pending.user.id}/verification`, admin, VERIFY));
    const unsubmitted = await signInAs(t.app, 'user');
    expect((await inject('PUT', '/investor/profile', unsubmitted.headers, PROFILE)).statusCode).toBe(200);
    expect((await uploadIdDocument(t, unsubmitted.headers, { name: 'passport.pdf', data: makePdf('Passport') })).statusCode).toBe(200);
    await expectRolledBackWithoutMail(t.app, tables, () => inject('POST', '/investor/profile/submit', unsubmitted.headers, {}));
    const { headers } = await submittedInvestor(t);
    await expectRolledBackWithoutMail(t.app, tables, () =>
      inject('POST', '/investor/investments', headers, { planId, units: 1, acceptTerms: true, ...SIGNED }),
    );
    const { id } = (await inject('POST', '/investor/investments', headers, { planId, units: 1, acceptTerms: true, ...SIGNED })).json().data;
    await expectRolledBackWithoutMail(t.app, tables, () => inject('PATCH', `/investments/${id}/status`, admin, { status: 'contacted' }));
    await expectRolledBackWithoutMail(t.app, tables, () => inject('POST', `/investor/investments/${id}/cancel`, headers, {}));
    const other = await submittedInvestor(t);
    await expectRolledBackWithoutMail(t.app, tables, () => inject('POST', `/investors/${other.user.id}/suspension`, admin, { reason: 'Returned payment' }));
  });
});
