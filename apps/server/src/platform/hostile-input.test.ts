import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '@app/contract';
import { anonymousHeaders, signInAs, useTestApp } from '../testing/app.ts';
import { call } from '../testing/http.ts';
import { samplePost } from '../testing/careers.ts';
import { registerErrorHandling } from './http.ts';
import { cleanValue, jsonTooDeep } from './input.ts';

/**
 * One test per class of hostile input the shared mechanisms answer (the fuzz suite covers every
 * route at random; these pin each class down): a 400 envelope, never a 500, and nothing changed.
 */
const t = useTestApp({ roles: ['moderator'] });
const { moderator: editor } = t.as;

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

/** Bodies that are not the JSON object a route expects: each is refused before any handler runs. */
const NOT_AN_OBJECT = [
  ['application/json', '[]'],
  ['application/json', '[{"title":"x"}]'],
  ['application/json', '"text"'],
  ['application/json', '42'],
  ['application/json', 'true'],
  ['application/json', 'null'],
  ['text/plain', 'title=x'],
  ['multipart/form-data; boundary=zz', 'garbage'],
  ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nChanged\r\n--b--\r\n'],
] as const;

async function expectRefusedBodies(method: 'PUT' | 'PATCH', url: string, headers: Record<string, string>, read: () => Promise<unknown>) {
  const before = await read();
  for (const [type, payload] of NOT_AN_OBJECT) {
    const res = await t.app.inject({ method, url: API_PREFIX + url, headers: { ...headers, 'content-type': type }, payload });
    expect({ type, payload, status: res.statusCode }).toEqual({ type, payload, status: type === 'text/plain' ? 415 : 400 });
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  }
  expect(await read()).toEqual(before);
}

describe('bodies that are not the expected object', () => {
  it('PUT /contactInfo/:section/:id refuses top-level non-objects, text/plain and multipart, and keeps the item', async () => {
    const added = await call(t.app, { method: 'POST', url: '/contactInfo/phones', headers: editor, body: { title: 'UK office', number: '+442071234567' } });
    expect(added.status).toBe(201);
    await expectRefusedBodies('PUT', `/contactInfo/phones/${added.body.item._id}`, editor, contactInfo);
  });

  it('PUT /career/posts/:id and PATCH /work-plans/me/tasks/:id refuse the same bodies and change nothing', async () => {
    const admin = (await signInAs(t.app, 'admin')).headers;
    const post = await call(t.app, { method: 'POST', url: '/career/posts', headers: admin, body: samplePost });
    expect(post.status).toBe(201);
    await expectRefusedBodies(
      'PUT',
      `/career/posts/${post.body.data._id}`,
      admin,
      async () => (await call(t.app, { method: 'GET', url: `/career/posts/${post.body.data._id}` })).body,
    );

    const today = new Date();
    const task = await call(t.app, {
      method: 'POST',
      url: '/work-plans/me/tasks',
      headers: editor,
      body: { month: today.getUTCMonth() + 1, year: today.getUTCFullYear(), week: 1, title: 'Vaccination round' },
    });
    expect(task.status).toBe(201);
    const plan = async () =>
      (await call(t.app, { method: 'GET', url: `/work-plans/me?month=${today.getUTCMonth() + 1}&year=${today.getUTCFullYear()}`, headers: editor })).body;
    await expectRefusedBodies('PATCH', `/work-plans/me/tasks/${task.body.data._id ?? task.body.data.id}`, editor, plan);
  });

  it('a body over the limit gets a 413 envelope before any access check, and the connection stays usable', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const size = 1_100_000;
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    // A client that sends its whole body before reading, then a second request on the same connection.
    // Anonymous twice: without the XSRF pair (refused by size, not by the missing token) and with it.
    const xsrf = anonymousHeaders();
    for (const extra of [
      '',
      Object.entries(xsrf)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join(''),
    ]) {
      socket.write(
        `PUT ${API_PREFIX}/investment/plans-order HTTP/1.1\r\nHost: localhost\r\n${extra}Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(size, 'x'));
    }
    socket.write(`GET ${API_PREFIX}/faq/faqs HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    await new Promise((resolve) => socket.on('close', resolve));
    const text = Buffer.concat(received).toString();
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]);
    expect(statuses).toEqual(['413', '413', '200']);
    expect(text).toContain('{"success":false,"message":"The request is too large."}');

    // Far past the limit the body is not drained: the answer comes, then the connection closes.
    const huge = net.connect(port, '127.0.0.1');
    const answer: Buffer[] = [];
    huge.on('data', (chunk) => answer.push(chunk));
    huge.write(
      `PUT ${API_PREFIX}/investment/plans-order HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
    );
    await new Promise((resolve) => huge.on('close', resolve));
    expect(Buffer.concat(answer).toString()).toMatch(/^HTTP\/1\.1 413 [\s\S]*connection: close/i);
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
