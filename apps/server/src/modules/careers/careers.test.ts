import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { API_PREFIX, APPLICATION_MESSAGES, CAREER_TEXTS, CONTENT_MESSAGES } from '@app/contract';
import { anonymousHeaders, signInAs, useTestApp } from '../../testing/app.ts';
import { applicationEmails, applicationNotes, careerPosts, jobApplications } from '../../db/schema/careers.ts';
import { activityLog, mailOutbox } from '../../db/schema/platform.ts';
import { expectRolledBackWithoutActivity, expectRolledBackWithoutMail } from '../../testing/activity.ts';
import { startSmtpSink } from '../../testing/smtp-sink.ts';
import { makeExe, makePdf } from './sample-documents.ts';
import { apply, samplePost } from '../../testing/careers.ts';

const t = useTestApp({ roles: ['admin', 'moderator'] });
const { admin, moderator } = t.as;
const { inject } = t;
const anon = anonymousHeaders();

async function createPost(fields: Record<string, unknown> = {}) {
  const res = await inject('POST', '/career/posts', admin, { ...samplePost, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; role: string; order: number };
}

let addressCounter = 0;
const nextAddress = () => `10.1.${Math.floor(++addressCounter / 200)}.${addressCounter % 200}`;
const applicant = (jobPostId: string, extra: Record<string, any> = {}) => ({
  fullName: 'Rahima Khatun',
  email: 'rahima@example.test',
  phone: '+8801711000000',
  currentCompany: 'Agro Ltd',
  linkedin: 'https://www.linkedin.com/in/rahima',
  message: 'I grew up on a dairy farm.',
  jobPostId,
  resume: { name: 'Rahima CV.pdf', data: makePdf('Rahima'), type: 'application/pdf' },
  ...extra,
});

describe('career posts', () => {
  it('creates a post with the spec rules: trimmed, lists forced to arrays, ordered last', async () => {
    const first = await createPost({ role: '  Veterinary Doctor ', benefits: 'Motorbike allowance' });
    expect(first.role).toBe('Veterinary Doctor');
    expect((first as any).benefits).toEqual(['Motorbike allowance']);
    expect((first as any).isActive).toBe(true);
    const second = await createPost({ role: 'Farm Manager' });
    expect(second.order).toBe(first.order + 1);
    const log = await t.app.db.select().from(activityLog).where(eq(activityLog.entityId, first._id));
    expect(log[0]!.summary).toContain('Veterinary Doctor');
  });

  it("refuses missing fields with 'Missing required fields: ...' and the field messages", async () => {
    const res = await inject('POST', '/career/posts', admin, { role: 'X', skills: [] });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Missing required fields: department, location, jobType, deadline');
    expect(body.errors.department).toBe('Department is required');
    expect(body.errors.skills).toBe('At least one skill is required');
    const noSkills = await inject('POST', '/career/posts', admin, { ...samplePost, skills: ['  '] });
    expect(noSkills.json()).toMatchObject({ success: false, message: 'At least one skill is required' });
    const noProcedure = await inject('POST', '/career/posts', admin, { ...samplePost, applyProcedure: ' ' });
    expect(noProcedure.json().message).toBe('Application procedure is required');
  });

  it('shows the public only active posts, whatever the query; staff see all and can filter and search', async () => {
    const hidden = await createPost({ role: 'Accounts Officer', department: 'Finance', location: 'Dhaka' });
    const toggle = await inject('PUT', `/career/posts/${hidden._id}`, admin, { isActive: false });
    expect(toggle.json()).toMatchObject({ success: true, message: 'Career post deactivated successfully', data: { isActive: false } });

    for (const query of ['', '?isActive=false', '?isActive=true', '?search=Accounts']) {
      const res = await inject('GET', `/career/posts${query}`, {});
      expect(res.statusCode).toBe(200);
      const roles = res.json().data.map((post: any) => post.role);
      expect(roles).not.toContain('Accounts Officer');
      expect(res.json().data.every((post: any) => post.isActive && post.applications === undefined)).toBe(true);
    }
    expect((await inject('GET', `/career/posts/${hidden._id}`, {})).statusCode).toBe(404);
    expect((await inject('GET', `/career/posts/${hidden._id}`, moderator)).statusCode).toBe(404);
    expect((await inject('GET', `/career/posts/${hidden._id}`, admin)).json().data.role).toBe('Accounts Officer');

    const all = (await inject('GET', '/career/posts', admin)).json().data;
    expect(all.map((p: any) => p.role)).toContain('Accounts Officer');
    expect(all.map((p: any) => p.order)).toEqual([...all.map((p: any) => p.order)].sort((a: number, b: number) => a - b));
    const inactive = (await inject('GET', '/career/posts?isActive=false', admin)).json().data;
    expect(inactive.map((p: any) => p.role)).toEqual(['Accounts Officer']);
    for (const term of ['accounts', 'finance', 'dhaka']) {
      const found = (await inject('GET', `/career/posts?search=${term}`, admin)).json().data;
      expect(
        found.map((p: any) => p.role),
        term,
      ).toEqual(['Accounts Officer']);
    }
  });

  it('updates only the sent fields and refuses a blank required one', async () => {
    const post = await createPost({ role: 'Marketing Executive' });
    const res = await inject('PUT', `/career/posts/${post._id}`, admin, { salary: '  BDT 40,000 ', skills: 'Branding' });
    expect(res.json()).toMatchObject({
      message: 'Career post updated successfully',
      data: { salary: 'BDT 40,000', skills: ['Branding'], role: 'Marketing Executive' },
    });
    const bad = await inject('PUT', `/career/posts/${post._id}`, admin, { role: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Job title is required');
    expect((await inject('PUT', '/career/posts/6f1c1f7e-9a43-4d4b-9d8e-2c3a4b5c6d7e', admin, { salary: 'x' })).statusCode).toBe(404);
  });

  it('reorders posts to positions 1..n', async () => {
    const list = (await inject('GET', '/career/posts', admin)).json().data as { _id: string }[];
    const reversed = [...list].reverse().map((post, index) => ({ _id: post._id, order: index + 1 }));
    const res = await inject('PUT', '/career/posts-order', admin, { posts: reversed });
    expect(res.statusCode).toBe(200);
    const after = (await inject('GET', '/career/posts', admin)).json().data as { _id: string; order: number }[];
    expect(after.map((post) => post._id)).toEqual(reversed.map((post) => post._id));
    expect(after.map((post) => post.order)).toEqual(after.map((_, index) => index + 1));
    expect((await inject('PUT', '/career/posts-order', admin, { posts: 'x' })).statusCode).toBe(400);
  });

  it('refuses a list that leaves a post out or names one twice, and changes nothing', async () => {
    const list = (await inject('GET', '/career/posts', admin)).json().data as { _id: string; order: number }[];
    expect(list.length).toBeGreaterThan(1);
    const partial = list.slice(1).map((post, index) => ({ _id: post._id, order: index + 1 }));
    const twice = [...list, list[0]!].map((post, index) => ({ _id: post._id, order: index + 1 }));
    for (const posts of [partial, twice]) {
      const res = await inject('PUT', '/career/posts-order', admin, { posts });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CONTENT_MESSAGES.reorderMismatch);
    }
    expect((await inject('GET', '/career/posts', admin)).json().data).toEqual(list);
  });
});

describe('applying', () => {
  let postId: string;
  beforeAll(async () => {
    postId = (await createPost({ role: 'Dairy Field Officer' }))._id;
  });

  it('accepts a PDF resume, answers the spec text and mails a confirmation', async () => {
    const res = await apply(t.app, anon, applicant(postId), nextAddress());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { message: CAREER_TEXTS.applicationSuccess } });
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'job-application-received'));
    expect(mails.at(-1)).toMatchObject({ toAddress: 'rahima@example.test' });
    expect(mails.at(-1)!.subject).toContain('Dairy Field Officer');
  });

  it('acknowledges an application from a Bengali page in Bengali, and keeps its language for later mails', async () => {
    const res = await apply(t.app, { ...anon, 'accept-language': 'bn' }, applicant(postId, { email: 'bengali.applicant@example.test' }), nextAddress());
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.db.select().from(jobApplications).where(eq(jobApplications.email, 'bengali.applicant@example.test'));
    expect(row!.language).toBe('bn');
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'bengali.applicant@example.test'));
    expect(mail!.subject).toMatch(/^আপনার আবেদন আমরা পেয়েছি: /);
    expect(mail!.textBody).toContain('প্রিয় Rahima Khatun,');
    expect(mail!.htmlBody).toContain('lang="bn"');
    // An English page's application stays English (the test above): the language is the page's, not a guess.
  });

  it('keeps neither the application nor its files when the confirmation cannot be queued', async () => {
    const privateFiles = () => fs.readdirSync(path.join(t.dataDir, 'private')).length;
    const stored = privateFiles();
    const cover = { name: 'Cover.pdf', data: makePdf('Cover'), type: 'application/pdf' };
    await expectRolledBackWithoutMail(t.app, [jobApplications, mailOutbox, activityLog], () =>
      apply(t.app, anon, applicant(postId, { email: 'lost@example.test', coverLetter: cover }), nextAddress()),
    );
    expect(privateFiles()).toBe(stored);
  });

  it("refuses a missing resume with 'Resume is required'", async () => {
    const res = await apply(t.app, anon, applicant(postId, { resume: undefined }), nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Resume is required', errors: { resume: 'Resume is required' } });
  });

  it('refuses an .exe renamed .pdf, by content', async () => {
    const res = await apply(t.app, anon, applicant(postId, { resume: { name: 'cv.pdf', data: makeExe(), type: 'application/pdf' } }), nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File cv.pdf must be a .pdf, .doc or .docx file.');
  });

  it('refuses a 6 MB file with the exact message', async () => {
    const big = Buffer.concat([makePdf(), Buffer.alloc(6 * 1024 * 1024, 32)]);
    const res = await apply(t.app, anon, applicant(postId, { coverLetter: { name: 'letter.pdf', data: big } }), nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'File letter.pdf is too large. Maximum allowed size is 5MB.',
      errors: { coverLetter: 'File letter.pdf is too large. Maximum allowed size is 5MB.' },
    });
  });

  it('checks the text fields: required ones and LinkedIn as a URL', async () => {
    const res = await apply(t.app, anon, applicant(postId, { fullName: ' ', linkedin: 'not a url' }), nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ fullName: 'Full name is required', linkedin: 'Please enter a valid URL' });
  });

  it('refuses applications to an inactive post', async () => {
    const closed = await createPost({ role: 'Closed Role' });
    await inject('PUT', `/career/posts/${closed._id}`, admin, { isActive: false });
    const res = await apply(t.app, anon, applicant(closed._id), nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This job is no longer accepting applications.');
  });

  it('limits submissions per address', async () => {
    const address = '10.9.9.9';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await apply(t.app, anon, applicant(postId, { resume: undefined }), address)).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('job applications (staff)', () => {
  let postId: string;
  let appId: string;
  const pdf = makePdf('Karim resume');

  beforeAll(async () => {
    postId = (await createPost({ role: 'Veterinary Surgeon' }))._id;
    for (const name of ['Karim Uddin', 'Nasrin Akter', 'Shapla Begum']) {
      const res = await apply(
        t.app,
        anon,
        applicant(postId, {
          fullName: name,
          email: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
          resume: { name: `${name} résumé.pdf`, data: pdf },
          coverLetter: name === 'Karim Uddin' ? { name: 'cover.pdf', data: makePdf('Cover') } : undefined,
        }),
        nextAddress(),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = (await inject('GET', '/career/applications?search=karim', admin)).json();
    appId = list.data[0]._id;
  });

  it('lists with pagination and filters by status, post and search', async () => {
    const res = await inject('GET', '/career/applications?limit=2', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(2);
    expect(body.pagination.total).toBeGreaterThanOrEqual(4);
    expect(body.pagination.pages).toBe(Math.ceil(body.pagination.total / 2));
    const byPost = (await inject('GET', `/career/applications?jobPost=${postId}`, admin)).json();
    expect(byPost.data.map((a: any) => a.fullName).sort()).toEqual(['Karim Uddin', 'Nasrin Akter', 'Shapla Begum']);
    expect(byPost.data[0]).toMatchObject({ jobTitle: 'Veterinary Surgeon', status: 'new', jobPost: { _id: postId } });
    const search = (await inject('GET', '/career/applications?search=nasr', admin)).json();
    expect(search.data.map((a: any) => a.fullName)).toEqual(['Nasrin Akter']);
    const byTitle = (await inject('GET', '/career/applications?search=surgeon', admin)).json();
    expect(byTitle.data).toHaveLength(3);
    const none = (await inject('GET', `/career/applications?status=offered&jobPost=${postId}`, admin)).json();
    expect(none.data).toEqual([]);
    const odd = await inject('GET', `/career/applications?search=${encodeURIComponent("'):* | !(")}`, admin);
    expect(odd.statusCode).toBe(200);
    const ofPost = (await inject('GET', `/career/posts/${postId}/applications`, admin)).json();
    expect(ofPost.data).toHaveLength(3);
    // One post can draw thousands: its list is paged like the others.
    const paged = (await inject('GET', `/career/posts/${postId}/applications?limit=2&page=2`, admin)).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 2, total: 3, pages: 2 });
  });

  it('shows a detail and changes the status', async () => {
    const detail = (await inject('GET', `/career/applications/${appId}`, admin)).json().data;
    expect(detail).toMatchObject({ fullName: 'Karim Uddin', resumeName: 'Karim Uddin résumé.pdf', coverLetterName: 'cover.pdf', notes: [] });
    expect(detail.resumeUrl).toBe(`${API_PREFIX}/career/applications/${appId}/resume`);
    const res = await inject('PATCH', `/career/applications/${appId}/status`, admin, { status: 'interviewed' });
    expect(res.json()).toMatchObject({ message: 'Application status updated to Interviewed', data: { status: 'interviewed' } });
    expect((await inject('PATCH', `/career/applications/${appId}/status`, admin, { status: 'hired' })).statusCode).toBe(400);
    expect((await inject('GET', '/career/applications/6f1c1f7e-9a43-4d4b-9d8e-2c3a4b5c6d7e', admin)).statusCode).toBe(404);
    expect((await inject('GET', `/career/applications/${appId}`, moderator)).statusCode).toBe(403);
  });

  it('updates statuses in bulk with the count message', async () => {
    const ids = (await inject('GET', `/career/applications?jobPost=${postId}`, admin)).json().data.map((a: any) => a._id);
    const res = await inject('PATCH', '/career/applications/bulk-status', admin, { ids: ids.slice(0, 2), status: 'rejected' });
    expect(res.json()).toMatchObject({ success: true, message: '2 application(s) updated to rejected', data: { updated: 2 } });
    const rejected = (await inject('GET', `/career/applications?jobPost=${postId}&status=rejected`, admin)).json();
    expect(rejected.data).toHaveLength(2);
    const empty = await inject('PATCH', '/career/applications/bulk-status', admin, { ids: [], status: 'rejected' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No applications selected');
  });

  it('adds and deletes notes, written by the signed-in user', async () => {
    const blank = await inject('POST', `/career/applications/${appId}/notes`, admin, { text: '   ' });
    expect(blank.json()).toMatchObject({ success: false, message: 'Note cannot be empty' });
    const res = await inject('POST', `/career/applications/${appId}/notes`, admin, { text: 'Strong candidate', createdBy: 'spoofed' });
    expect(res.statusCode).toBe(201);
    const note = res.json().data;
    expect(note).toMatchObject({ text: 'Strong candidate', createdBy: t.users.admin.name });
    expect((await inject('GET', `/career/applications/${appId}`, admin)).json().data.notes).toHaveLength(1);
    const del = await inject('DELETE', `/career/applications/${appId}/notes/${note._id}`, admin);
    expect(del.json()).toMatchObject({ success: true, message: 'Note deleted successfully' });
    expect((await inject('DELETE', `/career/applications/${appId}/notes/${note._id}`, admin)).statusCode).toBe(404);
  });

  it('downloads the resume and cover letter with the original name, for admins only', async () => {
    const res = await inject('GET', `/career/applications/${appId}/resume`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Karim Uddin résumé.pdf')}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(res.rawPayload, pdf)).toBe(0);
    const cover = await inject('GET', `/career/applications/${appId}/cover-letter`, admin);
    expect(cover.headers['content-disposition']).toContain('filename="cover.pdf"');
    for (const path of [`/career/applications/${appId}/resume`, `/career/applications/${appId}/cover-letter`]) {
      expect((await inject('GET', path, {})).statusCode).toBe(401);
      expect((await inject('GET', path, moderator)).statusCode).toBe(403);
      expect((await inject('GET', path, (await signInAs(t.app, 'employee')).headers)).statusCode).toBe(403);
    }
    const other = (await inject('GET', '/career/applications?search=nasrin', admin)).json().data[0];
    expect(other.coverLetterUrl).toBeNull();
    expect((await inject('GET', `/career/applications/${other._id}/cover-letter`, admin)).statusCode).toBe(404);
  });

  it('mails the applicant through the outbox and keeps the message', async () => {
    const bad = await inject('POST', `/career/applications/${appId}/email`, admin, { subject: '', message: 'x' });
    expect(bad.statusCode).toBe(400);
    const res = await inject('POST', `/career/applications/${appId}/email`, admin, { subject: 'Interview on Sunday', message: 'Please come at 10am.' });
    expect(res.statusCode).toBe(201);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'applicant-email'));
    expect(mails[0]).toMatchObject({ toAddress: 'karim@example.test', subject: 'Interview on Sunday' });
    const detail = (await inject('GET', `/career/applications/${appId}`, admin)).json().data;
    expect(detail.emails[0]).toMatchObject({ subject: 'Interview on Sunday', message: 'Please come at 10am.', sentBy: t.users.admin.name });
  });

  it('mails the applicant with Reply-To the first contact email, read when the mail is queued', async () => {
    const sink = await startSmtpSink();
    const added = await inject('POST', '/contactInfo/emails', admin, {
      title: 'Careers',
      address: 'careers@breadbasket.example',
      displayAddress: 'careers@breadbasket.example',
    });
    expect(added.statusCode).toBe(201);
    try {
      await t.app.db.delete(mailOutbox);
      const res = await inject('POST', `/career/applications/${appId}/email`, admin, { subject: 'Your interview time', message: 'Sunday at 10am suits us.' });
      expect(res.statusCode).toBe(201);
      await sink.deliver(t.app);
      const mail = sink.mailTo('karim@example.test', /^Your interview time$/);
      expect(mail.headers.get('reply-to')).toBe('careers@breadbasket.example');
      expect(mail.headers.get('from')).toMatch(/no-reply@/);
    } finally {
      await inject('DELETE', `/contactInfo/emails/${added.json().item._id}`, admin);
      await sink.close();
    }
  });

  it('computes the stat cards on the server', async () => {
    const stats = (await inject('GET', '/career/posts/stats', admin)).json().data;
    const all = (await inject('GET', '/career/posts', admin)).json().data;
    expect(stats.totalPosts).toBe(all.length);
    expect(stats.activePosts).toBe(all.filter((p: any) => p.isActive).length);
    // One more than before the Bengali application in 'applying'.
    expect(stats.totalApplications).toBe(5);
    expect(stats.recentApplications).toBe(5);
    expect(all.find((p: any) => p._id === postId).applications).toBe(3);
  });

  it('renames the job title on applications and keeps them readable after the post is deleted', async () => {
    await inject('PUT', `/career/posts/${postId}`, admin, { role: 'Veterinary Doctor (Large Animals)' });
    const renamed = (await inject('GET', `/career/applications/${appId}`, admin)).json().data;
    expect(renamed.jobTitle).toBe('Veterinary Doctor (Large Animals)');
    const del = await inject('DELETE', `/career/posts/${postId}`, admin);
    expect(del.json()).toMatchObject({ success: true, message: 'Career post deleted successfully' });
    const after = (await inject('GET', `/career/applications/${appId}`, admin)).json().data;
    expect(after).toMatchObject({ jobTitle: 'Veterinary Doctor (Large Animals)', jobId: null, jobPost: null });
    expect((await inject('GET', `/career/applications/${appId}/resume`, admin)).statusCode).toBe(200);
    expect((await inject('GET', `/career/posts/${postId}`, admin)).statusCode).toBe(404);
  });
});

// After the stat-card counts above: these applications would change them.
describe('the same applicant applying twice', () => {
  it('warns before a second application from the same address (any case) to the same post, and sends it when confirmed', async () => {
    const post = (await createPost({ role: 'Poultry Supervisor' }))._id;
    const other = (await createPost({ role: 'Hatchery Assistant' }))._id;
    const first = await apply(t.app, anon, applicant(post, { email: 'salma.akter@example.test' }), nextAddress());
    expect(first.statusCode, first.body).toBe(201);
    const privateDir = path.join(t.dataDir, 'private');
    const filesBefore = fs.readdirSync(privateDir).length;
    const mailsBefore = (await t.app.db.select().from(mailOutbox)).length;

    const again = await apply(t.app, anon, applicant(post, { email: ' Salma.Akter@Example.TEST ' }), nextAddress());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: APPLICATION_MESSAGES.alreadyApplied, duplicate: true });
    // Nothing kept of the refused attempt: no row, no stored file, no mail.
    expect(await t.app.db.select().from(jobApplications).where(eq(jobApplications.jobPostId, post))).toHaveLength(1);
    expect(fs.readdirSync(privateDir)).toHaveLength(filesBefore);
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(mailsBefore);

    const bad = await apply(t.app, anon, applicant(post, { email: 'salma.akter@example.test', confirmDuplicate: 'yes' }), nextAddress());
    expect(bad.statusCode).toBe(400);
    const confirmed = await apply(t.app, anon, applicant(post, { email: 'Salma.Akter@example.test', confirmDuplicate: 'true' }), nextAddress());
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(await t.app.db.select().from(jobApplications).where(eq(jobApplications.jobPostId, post))).toHaveLength(2);
    // Another role is another application, not a duplicate.
    expect((await apply(t.app, anon, applicant(other, { email: 'salma.akter@example.test' }), nextAddress())).statusCode).toBe(201);

    const list = (await inject('GET', `/career/applications?search=salma`, admin)).json().data as { jobTitle: string; duplicates: number; _id: string }[];
    expect(list.map((a) => [a.jobTitle, a.duplicates]).sort()).toEqual([
      ['Hatchery Assistant', 0],
      ['Poultry Supervisor', 1],
      ['Poultry Supervisor', 1],
    ]);
    const onlyDuplicates = (await inject('GET', '/career/applications?duplicates=true', admin)).json().data as { email: string; jobTitle: string }[];
    expect(onlyDuplicates.map((a) => [a.email.toLowerCase(), a.jobTitle])).toEqual([
      ['salma.akter@example.test', 'Poultry Supervisor'],
      ['salma.akter@example.test', 'Poultry Supervisor'],
    ]);
    // The badge's link: that address's applications for that post.
    const sameApplicant = (await inject('GET', `/career/applications?search=${encodeURIComponent('Salma.Akter@example.test')}&jobPost=${post}`, admin)).json()
      .data;
    expect(sameApplicant).toHaveLength(2);
    const detail = (await inject('GET', `/career/applications/${list.find((a) => a.jobTitle === 'Poultry Supervisor')!._id}`, admin)).json().data;
    expect(detail.duplicates).toBe(1);
    const ofPost = (await inject('GET', `/career/posts/${post}/applications`, admin)).json().data as { duplicates: number }[];
    expect(ofPost.map((a) => a.duplicates)).toEqual([1, 1]);
  });
});

describe('activity entries', () => {
  let postId: string;
  let applicationId: string;
  let noteId: string;
  beforeAll(async () => {
    postId = (await createPost({ role: 'Poultry Supervisor' }))._id;
    const res = await apply(t.app, anon, applicant(postId, { fullName: 'Jamal Hossain', email: 'jamal@example.test' }), nextAddress());
    expect(res.statusCode, res.body).toBe(201);
    applicationId = (await inject('GET', '/career/applications?search=jamal', admin)).json().data[0]._id;
    noteId = (await inject('POST', `/career/applications/${applicationId}/notes`, admin, { text: 'Call back on Monday' })).json().data._id;
  });

  const tables = [careerPosts, jobApplications, applicationNotes, applicationEmails, mailOutbox, activityLog];
  it.each([
    ['create a post', () => inject('POST', '/career/posts', admin, samplePost)],
    ['rename a post', () => inject('PUT', `/career/posts/${postId}`, admin, { role: 'Poultry Lead' })],
    ['delete a post', () => inject('DELETE', `/career/posts/${postId}`, admin)],
    [
      'reorder posts',
      async () => {
        const list = (await inject('GET', '/career/posts', admin)).json().data as { _id: string }[];
        return inject('PUT', '/career/posts-order', admin, { posts: [...list].reverse().map((post, index) => ({ _id: post._id, order: index + 1 })) });
      },
    ],
    ['move applications in bulk', () => inject('PATCH', '/career/applications/bulk-status', admin, { ids: [applicationId], status: 'rejected' })],
    ['move an application', () => inject('PATCH', `/career/applications/${applicationId}/status`, admin, { status: 'interviewed' })],
    ['add a note', () => inject('POST', `/career/applications/${applicationId}/notes`, admin, { text: 'Strong on biosecurity' })],
    ['delete a note', () => inject('DELETE', `/career/applications/${applicationId}/notes/${noteId}`, admin)],
    ['email the applicant', () => inject('POST', `/career/applications/${applicationId}/email`, admin, { subject: 'Interview', message: 'Sunday at 10am.' })],
  ])('commit with the write or not at all: %s', async (_, write) => {
    await expectRolledBackWithoutActivity(t.app, tables, write);
  });

  it('keeps neither the mail copy nor the activity entry when the applicant’s mail cannot be queued', async () => {
    await expectRolledBackWithoutMail(t.app, tables, () =>
      inject('POST', `/career/applications/${applicationId}/email`, admin, { subject: 'Interview', message: 'Sunday at 10am.' }),
    );
  });
});
