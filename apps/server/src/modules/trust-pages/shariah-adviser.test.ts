import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PREFIX, NO_SHARIAH_CERTIFICATE, SHARIAH_ADVISER_MESSAGES } from '@app/contract';
import { shariahAdvisers } from '../../db/schema/cycles.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { expectRolledBackWithoutActivity } from '../../testing/activity.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { injectMultipart, type FilePart, type MultipartFields } from '../../testing/http.ts';
import { makeExe, makePdf } from '../careers/sample-documents.ts';

const t = useTestApp({ roles: ['admin', 'superAdmin', 'moderator'] });
const { admin, superAdmin, moderator } = t.as;

const adviser = {
  name: 'Mufti Abdur Rahman',
  qualifications: 'Takhassus fi al-Fiqh, Darul Uloom Karachi; AAOIFI Certified Shariah Adviser and Auditor',
  certificateReference: 'SSB-2026-014',
  certifiedOn: '2026-10-01',
};
const pdf: FilePart = { name: 'certificate.pdf', data: makePdf('Shariah certificate SSB-2026-014'), type: 'application/pdf' };

async function putAdviser(headers: Record<string, string>, fields: MultipartFields) {
  const res = await injectMultipart(t.app, 'PUT', '/shariah-adviser', headers, fields);
  return { statusCode: res.statusCode, body: res.json() };
}
const shariahPage = async () => (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/trust-pages/shariah` })).json().data;
const certificate = () => t.app.inject({ method: 'GET', url: `${API_PREFIX}/shariah-adviser/certificate` });
const stored = () => t.app.db.select().from(shariahAdvisers);

describe('the Shariah adviser', () => {
  it('is absent at first: /shariah claims no independent review and there is no certificate', async () => {
    const page = await shariahPage();
    expect(page.adviser).toBeNull();
    expect(JSON.stringify(page)).not.toMatch(/reviewed by an independent/i);
    expect(JSON.stringify(page)).toMatch(/says plainly that no certificate has been issued yet/);
    expect(NO_SHARIAH_CERTIFICATE).toMatch(/^No independent Shariah certificate has been issued/);
    expect((await certificate()).statusCode).toBe(404);
  });

  it('may be entered by administrators only', async () => {
    expect((await putAdviser(anonymousHeaders(), { ...adviser, certificate: pdf })).statusCode).toBe(401);
    expect((await putAdviser(moderator, { ...adviser, certificate: pdf })).statusCode).toBe(403);
    const remove = await t.app.inject({ method: 'DELETE', url: `${API_PREFIX}/shariah-adviser`, headers: moderator });
    expect(remove.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('refuses missing fields, a future date, a missing certificate and anything but a PDF, and keeps nothing', async () => {
    const blank = await putAdviser(admin, { name: ' ', qualifications: '', certificateReference: '', certifiedOn: '1 Oct 2026', certificate: pdf });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.errors).toMatchObject({
      name: SHARIAH_ADVISER_MESSAGES.nameRequired,
      qualifications: SHARIAH_ADVISER_MESSAGES.qualificationsRequired,
      certificateReference: SHARIAH_ADVISER_MESSAGES.referenceRequired,
      certifiedOn: SHARIAH_ADVISER_MESSAGES.dateInvalid,
    });
    const future = await putAdviser(admin, { ...adviser, certifiedOn: '2999-01-01', certificate: pdf });
    expect(future.body).toMatchObject({ success: false, errors: { certifiedOn: SHARIAH_ADVISER_MESSAGES.dateInFuture } });
    const noFile = await putAdviser(admin, adviser);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.body).toMatchObject({
      message: SHARIAH_ADVISER_MESSAGES.certificateRequired,
      errors: { certificate: SHARIAH_ADVISER_MESSAGES.certificateRequired },
    });
    // By content, not by name: an executable called .pdf, a PDF called .docx, and a Word file are all refused.
    for (const file of [
      { name: 'certificate.pdf', data: makeExe(), type: 'application/pdf' },
      { name: 'certificate.docx', data: makePdf(), type: 'application/pdf' },
      { name: 'certificate.pdf', data: Buffer.from('%PDX not really a pdf'), type: 'application/pdf' },
    ]) {
      const res = await putAdviser(admin, { ...adviser, certificate: file });
      expect(res.statusCode, file.name).toBe(400);
      expect(res.body.errors).toEqual({ certificate: SHARIAH_ADVISER_MESSAGES.certificateType });
    }
    expect(await stored()).toEqual([]);
    expect((await shariahPage()).adviser).toBeNull();
  });

  it('commits with its activity entry or not at all', async () => {
    await expectRolledBackWithoutActivity(t.app, [shariahAdvisers, activityLog], () => putAdviser(admin, { ...adviser, certificate: pdf }));
  });

  it('once entered, shows on /shariah with a public link to the certificate PDF, logged in the activity log', async () => {
    const res = await putAdviser(admin, { ...adviser, certificate: pdf });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: SHARIAH_ADVISER_MESSAGES.saved,
      data: { ...adviser, certificateUrl: `${API_PREFIX}/shariah-adviser/certificate` },
    });
    expect((await shariahPage()).adviser).toMatchObject(adviser);
    const file = await certificate();
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const logged = await t.app.db.select().from(activityLog).where(eq(activityLog.entity, 'shariah-adviser'));
    expect(logged.map((row) => row.summary)).toEqual(['Entered the Shariah adviser Mufti Abdur Rahman']);
  });

  it('can be corrected without a new upload, and the certificate replaced with one', async () => {
    const corrected = await putAdviser(superAdmin, { ...adviser, certificateReference: 'SSB-2026-015' });
    expect(corrected.statusCode).toBe(200);
    expect((await shariahPage()).adviser.certificateReference).toBe('SSB-2026-015');
    expect((await certificate()).statusCode).toBe(200);
    const replaced = await putAdviser(admin, { ...adviser, certificate: { ...pdf, data: makePdf('Renewed certificate') } });
    expect(replaced.statusCode).toBe(200);
    expect((await certificate()).rawPayload.toString()).toContain('Renewed certificate');
    const logged = await t.app.db.select().from(activityLog).where(eq(activityLog.entity, 'shariah-adviser'));
    expect(logged.map((row) => row.summary)).toContainEqual(
      expect.stringMatching(/^Updated the Shariah adviser Mufti Abdur Rahman; changed: certificate reference/),
    );
  });

  it('can be withdrawn: /shariah goes back to saying no certificate is held', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `${API_PREFIX}/shariah-adviser`, headers: admin });
    expect(res.json()).toMatchObject({ success: true, message: SHARIAH_ADVISER_MESSAGES.removed });
    expect((await shariahPage()).adviser).toBeNull();
    expect((await certificate()).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `${API_PREFIX}/shariah-adviser`, headers: admin });
    expect(again.statusCode).toBe(404);
  });
});
