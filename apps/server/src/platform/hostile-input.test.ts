import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@app/contract';
import { anonymousHeaders, createTestApp, signInAs, type TestApp } from '../testing/app.ts';
import { call } from '../modules/content-common/testing.ts';
import { registerErrorHandling } from './http.ts';
import { cleanValue, jsonTooDeep } from './input.ts';

/**
 * One test per class of hostile input the shared mechanisms answer (the fuzz suite covers every
 * route at random; these pin each class down): a 400 envelope, never a 500, and nothing changed.
 */
let t: TestApp;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await signInAs(t.app, 'moderator')).headers;
});
afterAll(() => t.close());

const contactInfo = async () => (await call(t.app, { method: 'GET', url: '/contactInfo' })).body.data;

describe('hostile input', () => {
  it('PUT /contactInfo with no body, an unreadable or a partial body answers 400 and deletes nothing', async () => {
    const added = await call(t.app, { method: 'POST', url: '/contactInfo/phones', headers: editor, body: { title: 'UK office', number: '+442071234567' } });
    expect(added.status).toBe(201);
    const before = await contactInfo();
    const attempts = [
      t.app.inject({ method: 'PUT', url: `${API_PREFIX}/contactInfo`, headers: editor }),
      t.app.inject({ method: 'PUT', url: `${API_PREFIX}/contactInfo`, headers: { ...editor, 'content-type': 'application/json' }, payload: '' }),
      t.app.inject({
        method: 'PUT',
        url: `${API_PREFIX}/contactInfo`,
        headers: { ...editor, 'content-type': 'multipart/form-data; boundary=zz' },
        payload: 'not a form',
      }),
      t.app.inject({ method: 'PUT', url: `${API_PREFIX}/contactInfo`, headers: { ...editor, 'content-type': 'application/json' }, payload: '{"emails":[]}' }),
      t.app.inject({ method: 'PUT', url: `${API_PREFIX}/contactInfo`, headers: { ...editor, 'content-type': 'application/json' }, payload: '[]' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await contactInfo()).toEqual(before);
  });

  it('client-named contact sections go through an allow-list: __proto__, toString and constructor are not sections', async () => {
    for (const section of ['__proto__', 'toString', 'constructor', 'hasOwnProperty']) {
      const res = await call(t.app, { method: 'POST', url: `/contactInfo/${section}`, headers: editor, body: { title: 'x', number: '+442071234567' } });
      expect([400, 404]).toContain(res.status);
      expect(res.body.success).toBe(false);
    }
  });

  it('PUT /faq/faqs/:id with an array body answers 400 and keeps the FAQ', async () => {
    const created = await call(t.app, { method: 'POST', url: '/faq/faqs', headers: editor, body: { question: 'Is it halal?', answer: 'Yes.' } });
    const id = created.body.data.id as string;
    for (const body of [[], [{ question: 'x' }], 'text', null]) {
      const res = await call(t.app, { method: 'PUT', url: `/faq/faqs/${id}`, headers: editor, body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await call(t.app, { method: 'GET', url: `/faq/faqs/${id}` })).body.data).toMatchObject({ question: 'Is it halal?', answer: 'Yes.' });
  });

  it('NUL characters and lone surrogates in the public contact form and in a search never reach the database', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/admin/send-contact-emails',
      headers: anonymousHeaders(),
      body: { firstName: 'Ami\u0000na', email: 'amina@example.test', contactNumber: '+447700900123', message: 'Hello \ud800 there\u0000' },
    });
    expect(res.status).toBe(201);
    const inbox = await call(t.app, { method: 'GET', url: '/contact-messages?search=%00', headers: editor });
    expect(inbox.status).toBe(200);
    const search = await call(t.app, { method: 'GET', url: '/faq/faqs?search=%00%ED%A0%80%FF' });
    expect(search.status).toBe(200);
  });

  it('impossible dates and numbers past the integer columns are field errors', async () => {
    const staff = (await signInAs(t.app, 'superAdmin')).headers;
    const date = await call(t.app, { method: 'GET', url: '/activity?from=2020-02-30', headers: staff });
    expect(date.status).toBe(400);
    expect(date.body.errors.from).toBe('Enter a valid start date');
    const page = await call(t.app, { method: 'GET', url: `/activity?page=${2 ** 31}`, headers: staff });
    expect(page.status).toBe(400);
    expect(page.body.errors.page).toBeDefined();
  });

  it('a garbage multipart body to the public job application answers 400', async () => {
    for (const [type, payload] of [
      ['multipart/form-data; boundary=nope', 'garbage'],
      ['multipart/form-data', '--x\r\n'],
      ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b--\r\n'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/career/apply`, headers: { ...anonymousHeaders(), 'content-type': type }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('the shared mechanisms', () => {
  it('scans nesting depth without recursion and cleans 20,000-deep values iteratively', () => {
    const deep = `${'['.repeat(20_000)}"a\u0000"${']'.repeat(20_000)}`;
    expect(jsonTooDeep(deep)).toBe(true);
    expect(jsonTooDeep('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}')).toBe(false);
    let value: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i++) value = [value];
    let inner = cleanValue(value);
    for (let i = 0; i < 20_000; i++) inner = (inner as unknown[])[0];
    expect(inner).toBe('x');
  });

  it('maps a database data error wrapped by the driver or drizzle to 400, wherever it sits in the cause chain', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const wrapped = (code: string) => {
      const driver = Object.assign(new Error('invalid byte sequence'), { code });
      return new Error('Failed query: select 1', { cause: new Error('wrapper', { cause: driver }) });
    };
    app.get('/data', async () => {
      throw wrapped('22021');
    });
    app.get('/range', async () => {
      throw wrapped('22003');
    });
    for (const url of ['/data', '/range']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'A value in the request is not valid. Please check it and try again.' });
    }
    await app.close();
  });
});
