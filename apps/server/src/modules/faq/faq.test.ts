import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { anonymousHeaders, createTestApp, signInAs, type TestApp } from '../../testing/app.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { call } from '../content-common/testing.ts';

let t: TestApp;
let admin: Record<string, string>;
let moderator: Record<string, string>;
let employee: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t.app, 'admin')).headers;
  moderator = (await signInAs(t.app, 'moderator')).headers;
  employee = (await signInAs(t.app, 'employee')).headers;
});
afterAll(() => t.close());

const list = async () => (await call(t.app, { method: 'GET', url: '/faq/faqs' })).body.data as any[];

describe('faq', () => {
  const ids: string[] = [];

  it('lets a content editor add FAQs, numbered count plus one', async () => {
    for (const [question, answer] of [
      ['How is profit shared?', 'Profit is shared 50/50 after each cycle.'],
      ['Is it halal?', 'Yes, no interest is charged or paid.'],
      ['Can I withdraw early?', 'At the end of each cycle.'],
    ]) {
      const res = await call(t.app, { method: 'POST', url: '/faq/faqs', headers: moderator, body: { question, answer } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'FAQ added successfully', data: { question, answer } });
      expect(res.body.data._id).toBe(res.body.data.id);
      ids.push(res.body.data.id);
    }
    expect((await list()).map((f) => [f.question, f.order])).toEqual([
      ['How is profit shared?', 1],
      ['Is it halal?', 2],
      ['Can I withdraw early?', 3],
    ]);
    const [entry] = await t.app.db.select().from(activityLog).where(eq(activityLog.entityId, ids[0]!));
    expect(entry).toMatchObject({ action: 'create', entity: 'faq' });
  });

  it('searches question and answer case-insensitively', async () => {
    const res = await call(t.app, { method: 'GET', url: '/faq/faqs?search=HALAL' });
    expect(res.body.data.map((f: any) => f.question)).toEqual(['Is it halal?']);
    const byAnswer = await call(t.app, { method: 'GET', url: '/faq/faqs?search=50%2F50' });
    expect(byAnswer.body.data).toHaveLength(1);
    const wildcard = await call(t.app, { method: 'GET', url: '/faq/faqs?search=%25' });
    expect(wildcard.body.data).toHaveLength(0);
  });

  it('reads one FAQ, 404 for unknown or malformed ids', async () => {
    expect((await call(t.app, { method: 'GET', url: `/faq/faqs/${ids[1]}` })).body.data.question).toBe('Is it halal?');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call(t.app, { method: 'GET', url: `/faq/faqs/${id}` });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'FAQ not found' });
    }
  });

  it('gives each validation message and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ answer: 'a' }, 'question', 'Question is required'],
      [{ question: '   ', answer: 'a' }, 'question', 'Question is required'],
      [{ question: 'q' }, 'answer', 'Answer is required'],
      [{ question: 'q'.repeat(251), answer: 'a' }, 'question', 'Question must be less than 250 characters'],
      [{ question: 'q', answer: 'a'.repeat(1501) }, 'answer', 'Answer must be less than 1500 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(t.app, { method: 'POST', url: '/faq/faqs', headers: admin, body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors[field]).toBe(message);
    }
    const ok = await call(t.app, { method: 'POST', url: '/faq/faqs', headers: admin, body: { question: 'q'.repeat(250), answer: 'a'.repeat(1500) } });
    expect(ok.status).toBe(201);
    await call(t.app, { method: 'DELETE', url: `/faq/faqs/${ok.body.data.id}`, headers: admin });
    expect(await list()).toHaveLength(3);
  });

  it('updates only the non-empty fields', async () => {
    const res = await call(t.app, { method: 'PUT', url: `/faq/faqs/${ids[2]}`, headers: moderator, body: { question: '', answer: 'At the end of each farming cycle.' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'FAQ updated successfully', data: { question: 'Can I withdraw early?', answer: 'At the end of each farming cycle.' } });
    const bad = await call(t.app, { method: 'PUT', url: `/faq/faqs/${ids[2]}`, headers: moderator, body: { answer: 'x'.repeat(1501) } });
    expect(bad.status).toBe(400);
    expect((await list())[2].answer).toBe('At the end of each farming cycle.');
  });

  it('refuses anonymous callers (401) and employees (403)', async () => {
    const body = { question: 'q', answer: 'a' };
    expect((await call(t.app, { method: 'POST', url: '/faq/faqs', headers: anonymousHeaders(), body })).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/faq/faqs', headers: employee, body })).status).toBe(403);
    expect((await call(t.app, { method: 'PUT', url: `/faq/faqs/${ids[0]}`, headers: employee, body })).status).toBe(403);
    expect((await call(t.app, { method: 'DELETE', url: `/faq/faqs/${ids[0]}`, headers: anonymousHeaders() })).status).toBe(401);
    expect((await call(t.app, { method: 'PUT', url: '/faq/faqs-order', headers: employee, body: { faqs: [] } })).status).toBe(403);
    expect(await list()).toHaveLength(3);
  });

  it('reorders only with exactly every id, positions 1..n', async () => {
    const bad = [
      { faqs: [{ _id: ids[0], order: 1 }] },
      { faqs: [{ _id: ids[0], order: 1 }, { _id: ids[0], order: 2 }, { _id: ids[1], order: 3 }] },
      { faqs: [...ids.map((id, i) => ({ _id: id, order: i + 1 })), { _id: '00000000-0000-4000-8000-000000000000', order: 4 }] },
      { faqs: 'nope' },
      {},
    ];
    for (const body of bad) {
      const res = await call(t.app, { method: 'PUT', url: '/faq/faqs-order', headers: admin, body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await list()).map((f) => f.id)).toEqual(ids);
    const res = await call(t.app, {
      method: 'PUT',
      url: '/faq/faqs-order',
      headers: moderator,
      body: { faqs: [{ _id: ids[2], order: 1 }, { _id: ids[0], order: 2 }, { _id: ids[1], order: 3 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('FAQ order updated');
    expect((await list()).map((f) => [f.id, f.order])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
  });

  it('answers public reads with an ETag, 304 when unchanged, a new ETag after a write', async () => {
    const first = await call(t.app, { method: 'GET', url: '/faq/faqs' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/faq/faqs', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await call(t.app, { method: 'DELETE', url: `/faq/faqs/${ids[1]}`, headers: admin });
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/faq/faqs', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data).toHaveLength(2);
    expect((await call(t.app, { method: 'DELETE', url: `/faq/faqs/${ids[1]}`, headers: admin })).status).toBe(404);
  });
});
