import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ALL_ID_CHECKS, INVESTMENT_MESSAGES, INVESTOR_MESSAGES, INVESTOR_STATUSES, legalNameDiffers } from '@app/contract';
import { investorDocumentViews, investorProfiles } from '../../db/schema/investments.ts';
import { makePdf } from '../careers/sample-documents.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { users } from '../../db/schema/users.ts';
import { anonymousHeaders, signInAs, useTestApp } from '../../testing/app.ts';
import { createPlan, openIdDocumentAsStaff, PROFILE, SIGNED, submittedInvestor, uploadIdDocument, VERIFY, verifyAsStaff } from '../../testing/investments.ts';
import { openRound } from '../../testing/rounds.ts';
import { outboxMails } from '../../testing/outbox.ts';

const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;
const { inject } = t;
let planId: string;

beforeAll(async () => {
  planId = (await createPlan(t.app)).id;
  await openRound(t.app, planId, { units: 10_000 });
});

describe('verification history', () => {
  it('records each submission and review with what changed since the last review, before and after', async () => {
    const { headers, user } = await submittedInvestor(t, { verify: false });
    await inject('PATCH', `/investors/${user.id}/verification`, admin, { decision: 'rejected', reason: 'The scan is cut off' });
    await inject('PUT', '/investor/profile', headers, { ...PROFILE, city: 'Leeds', postcode: 'LS1 4AP' });
    expect((await inject('POST', '/investor/profile/submit', headers, {})).statusCode).toBe(200);
    await verifyAsStaff(t, user.id);

    const history = (await inject('GET', `/investors/${user.id}`, admin)).json().data.history;
    expect(history.map((event: { kind: string }) => event.kind)).toEqual(['verified', 'submitted', 'rejected', 'submitted']);
    const [verified, resubmitted, rejected, first] = history;
    // The first submission has no earlier review to compare with.
    expect(first.changes).toEqual({});
    expect(rejected).toMatchObject({ reason: 'The scan is cut off', changes: {} });
    expect(resubmitted.changes).toEqual({ city: { before: 'London', after: 'Leeds' }, postcode: { before: 'E1 6RF', after: 'LS1 4AP' } });
    expect(verified.changes).toEqual(resubmitted.changes);
    expect(verified.actorName).toMatch(/^admin tester/);
  });

  it('records the automatic return to review when identity fields change after verification', async () => {
    const { headers, user } = await submittedInvestor(t);
    await inject('PUT', '/investor/profile', headers, { ...PROFILE, country: 'United Arab Emirates' });
    const [latest] = (await inject('GET', `/investors/${user.id}`, admin)).json().data.history;
    expect(latest).toMatchObject({ kind: 'submitted', changes: { country: { before: 'United Kingdom', after: 'United Arab Emirates' } } });
  });

  it('is for staff only: the investor reads no history, anonymous 401, moderator 403', async () => {
    const { headers, user } = await submittedInvestor(t);
    expect((await inject('GET', '/investor/profile', headers)).json().data.history).toBeUndefined();
    expect((await inject('GET', `/investors/${user.id}`, anonymousHeaders())).statusCode).toBe(401);
    expect((await inject('GET', `/investors/${user.id}`, (await signInAs(t.app, 'moderator')).headers)).statusCode).toBe(403);
  });
});

describe('verifying an ID: the document opened, the checklist and a note', () => {
  const verification = (userId: string, body: object, headers = admin) => inject('PATCH', `/investors/${userId}/verification`, headers, body);

  it('refuses a verify until the admin verifying has opened the current document and ticked every check', async () => {
    const { headers, user } = await submittedInvestor(t, { verify: false });
    expect((await inject('GET', `/investors/${user.id}`, admin)).json().data).toMatchObject({ idDocumentOpened: false, idDocumentType: 'pdf' });

    // A crafted request that skips the document is refused, whatever it says of the checks.
    const unopened = await verification(user.id, VERIFY);
    expect(unopened.statusCode).toBe(409);
    expect(unopened.json().message).toBe(INVESTOR_MESSAGES.documentNotOpened);
    // Another admin opening it does not count for this one.
    const other = (await signInAs(t.app, 'admin')).headers;
    await openIdDocumentAsStaff(t, user.id, other);
    expect((await verification(user.id, VERIFY)).json().message).toBe(INVESTOR_MESSAGES.documentNotOpened);

    const opened = await openIdDocumentAsStaff(t, user.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toMatch(/^inline; filename="passport.pdf"/);
    expect(opened.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(opened.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(opened.body.startsWith('%PDF')).toBe(true);
    // Without ?inline=1 it is still the download.
    expect((await inject('GET', `/investors/${user.id}/id-document`, admin)).headers['content-disposition']).toMatch(/^attachment;/);
    expect((await inject('GET', `/investors/${user.id}`, admin)).json().data.idDocumentOpened).toBe(true);

    for (const checks of [undefined, {}, { ...ALL_ID_CHECKS, notExpired: false }, { nameMatches: true, dateOfBirthMatches: true, photoClear: true }]) {
      const unticked = await verification(user.id, { decision: 'verified', checks });
      expect(unticked.statusCode).toBe(400);
      expect(unticked.json().errors.checks).toBe(INVESTOR_MESSAGES.checksRequired);
    }
    expect((await verification(user.id, { ...VERIFY, checks: { ...ALL_ID_CHECKS, photoClear: 'yes' } })).statusCode).toBe(400);
    expect((await verification(user.id, { ...VERIFY, note: 'x'.repeat(1001) })).statusCode).toBe(400);

    // A new document uploaded since is to be opened again.
    expect((await uploadIdDocument(t, headers, { name: 'driving-licence.pdf', data: makePdf('Licence') })).statusCode).toBe(200);
    expect((await verification(user.id, VERIFY)).json().message).toBe(INVESTOR_MESSAGES.documentNotOpened);
    await openIdDocumentAsStaff(t, user.id);

    const verified = await verification(user.id, { ...VERIFY, note: 'Passport, expires 2031. Photo clear.' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.history[0]).toMatchObject({ kind: 'verified', checks: ALL_ID_CHECKS, note: 'Passport, expires 2031. Photo clear.' });
    const [logged] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'investor'), eq(activityLog.entityId, user.id), eq(activityLog.summary, `Verified investor ${user.name}`)));
    expect(logged!.changes).toMatchObject({
      after: {
        status: 'verified',
        checks: 'The name matches the legal name: yes; The date of birth matches: yes; A photo is present and clear: yes; The document has not expired: yes',
        note: 'Passport, expires 2031. Photo clear.',
      },
    });
  });

  it('rejects as before, with its reason, without opening the document; the checks and note given are kept', async () => {
    const { user } = await submittedInvestor(t, { verify: false });
    const rejected = await verification(user.id, {
      decision: 'rejected',
      reason: 'The passport has expired',
      checks: { ...ALL_ID_CHECKS, notExpired: false },
      note: 'Expired March 2024',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.history[0]).toMatchObject({
      kind: 'rejected',
      reason: 'The passport has expired',
      checks: { notExpired: false },
      note: 'Expired March 2024',
    });
    const [mail] = await outboxMails(t.app, user.email, 'investor-rejected');
    expect(mail?.textBody).toContain('The passport has expired');
    expect(mail?.textBody).not.toContain('Expired March 2024');
  });

  it('shows the document to admins only: anonymous 401, moderator and the investor 403, nothing recorded for them', async () => {
    const { headers, user } = await submittedInvestor(t, { verify: false });
    for (const url of [`/investors/${user.id}/id-document`, `/investors/${user.id}/id-document?inline=1`]) {
      expect((await inject('GET', url, anonymousHeaders())).statusCode).toBe(401);
      expect((await inject('GET', url, (await signInAs(t.app, 'moderator')).headers)).statusCode).toBe(403);
      expect((await inject('GET', url, headers)).statusCode).toBe(403);
    }
    expect(await t.app.db.select().from(investorDocumentViews).where(eq(investorDocumentViews.userId, user.id))).toEqual([]);
    expect((await inject('PATCH', `/investors/${user.id}/verification`, (await signInAs(t.app, 'moderator')).headers, VERIFY)).statusCode).toBe(403);
    const superAdmin = (await signInAs(t.app, 'superAdmin')).headers;
    expect((await verifyAsStaff(t, user.id, superAdmin)).statusCode).toBe(200);
  });
});

describe('legal name and account name', () => {
  it('tells when they differ, case, accents and punctuation aside', () => {
    expect(legalNameDiffers('Amina Rahman', 'AMINA  RAHMAN')).toBe(false);
    expect(legalNameDiffers('Zoë O’Neil', 'Zoe O Neil')).toBe(false);
    expect(legalNameDiffers('Amina Rahman', 'Amina Khan')).toBe(true);
    expect(legalNameDiffers('Amina Rahman', null)).toBe(false);
  });

  it('shows staff both names, so the screen warns on a difference', async () => {
    const { user } = await submittedInvestor(t, { name: 'Mina R', verify: false });
    const data = (await inject('GET', `/investors/${user.id}`, admin)).json().data;
    expect(data).toMatchObject({ name: 'Mina R', legalName: 'Amina Rahman' });
    expect(legalNameDiffers(data.name, data.legalName)).toBe(true);
  });
});

describe('suspension', () => {
  // Signed as the agreement asks: the legal name of the profile and the current template version.
  const request = (headers: Record<string, string>) => inject('POST', '/investor/investments', headers, { planId, units: 1, acceptTerms: true, ...SIGNED });

  it('suspends a verified investor with a mailed reason and an activity entry; requests are refused until staff reinstate them', async () => {
    const { headers, user } = await submittedInvestor(t);
    expect((await request(headers)).statusCode).toBe(201);

    const missing = await inject('POST', `/investors/${user.id}/suspension`, admin, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.reason).toBe(INVESTOR_MESSAGES.suspendReasonRequired);

    const suspended = await inject('POST', `/investors/${user.id}/suspension`, admin, { reason: 'A payment was returned by the bank' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      message: INVESTOR_MESSAGES.suspended,
      data: { status: 'suspended', suspensionReason: 'A payment was returned by the bank' },
    });
    expect(suspended.json().data.history[0]).toMatchObject({ kind: 'suspended', reason: 'A payment was returned by the bank' });
    const [mail] = await outboxMails(t.app, user.email, 'investor-suspended');
    expect(mail?.textBody).toContain('A payment was returned by the bank');
    const [logged] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'investor'), eq(activityLog.entityId, user.id), eq(activityLog.summary, `Suspended investor ${user.name}`)));
    expect(logged).toBeDefined();

    const refused = await request(headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(INVESTMENT_MESSAGES.suspended);
    expect((await inject('GET', '/investor/profile', headers)).json().data.status).toBe('suspended');
    // A suspended investor cannot route around it by resubmitting.
    expect((await inject('POST', '/investor/profile/submit', headers, {})).statusCode).toBe(409);
    expect((await inject('POST', `/investors/${user.id}/suspension`, admin, { reason: 'Again' })).statusCode).toBe(409);

    const reinstated = await inject('DELETE', `/investors/${user.id}/suspension`, admin);
    expect(reinstated.json()).toMatchObject({ message: INVESTOR_MESSAGES.reinstated, data: { status: 'verified', suspensionReason: null } });
    expect(await outboxMails(t.app, user.email, 'investor-reinstated')).toHaveLength(1);
    expect((await request(headers)).statusCode).toBe(201);
    expect((await inject('DELETE', `/investors/${user.id}/suspension`, admin)).json().message).toBe(INVESTOR_MESSAGES.notSuspended);
  });

  it('only suspends verified investors; unknown ids 404; anonymous 401; moderators and investors 403', async () => {
    const pending = await submittedInvestor(t, { verify: false });
    const notVerified = await inject('POST', `/investors/${pending.user.id}/suspension`, admin, { reason: 'Checks' });
    expect(notVerified.statusCode).toBe(409);
    expect(notVerified.json().message).toBe(INVESTOR_MESSAGES.notVerifiedToSuspend);
    expect((await inject('POST', `/investors/00000000-0000-4000-8000-000000000000/suspension`, admin, { reason: 'x' })).statusCode).toBe(404);
    const verified = await submittedInvestor(t);
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await inject(method, `/investors/${verified.user.id}/suspension`, anonymousHeaders(), { reason: 'x' })).statusCode).toBe(401);
      expect(
        (await inject(method, `/investors/${verified.user.id}/suspension`, (await signInAs(t.app, 'moderator')).headers, { reason: 'x' })).statusCode,
      ).toBe(403);
      expect((await inject(method, `/investors/${verified.user.id}/suspension`, verified.headers, { reason: 'x' })).statusCode).toBe(403);
    }
    expect((await inject('GET', '/investor/profile', verified.headers)).json().data.status).toBe('verified');
  });
});

describe('status counts', () => {
  const counted = async () => {
    const rows = await t.app.db.select({ status: investorProfiles.status, n: count() }).from(investorProfiles).groupBy(investorProfiles.status);
    return Object.fromEntries(INVESTOR_STATUSES.map((status) => [status, rows.find((row) => row.status === status)?.n ?? 0]));
  };
  const listed = async (query = '') => (await inject('GET', `/investors?limit=1${query}`, admin)).json();

  it('keeps the per-status counts and the unsearched totals with every write, as the table counts them', async () => {
    const before = await listed();
    expect(before.counts).toEqual(await counted());
    const { user } = await submittedInvestor(t, { verify: false });
    const pending = await listed('&status=pending');
    expect(pending.counts.pending).toBe(before.counts.pending + 1);
    expect(pending.pagination.total).toBe(pending.counts.pending);

    await verifyAsStaff(t, user.id);
    const verified = await listed();
    expect(verified.counts).toEqual({ ...pending.counts, pending: before.counts.pending, verified: pending.counts.verified + 1 });
    expect(verified.counts).toEqual(await counted());
    // Every profile but the unsubmitted ones is listed.
    expect(verified.pagination.total).toBe(
      INVESTOR_STATUSES.filter((status) => status !== 'not_submitted').reduce((sum, status) => sum + verified.counts[status], 0),
    );

    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.update(investorProfiles).set({ status: 'suspended' }).where(eq(investorProfiles.userId, user.id));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await listed()).counts).toEqual(verified.counts);

    // Deleting the account deletes its profile (ON DELETE CASCADE), and the count follows.
    await t.app.db.delete(users).where(eq(users.id, user.id));
    expect((await listed()).counts).toEqual({ ...verified.counts, verified: verified.counts.verified - 1 });
    expect((await listed()).counts).toEqual(await counted());
  });
});
