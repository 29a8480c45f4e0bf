import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PREFIX, CONTACT_MESSAGES, CONTACT_RATE_LIMIT, SITE_NAME, type ContactMessage } from '@app/contract';
import { anonymousHeaders, createTestApp, signInAs, type TestApp, useTestApp } from '../../testing/app.ts';
import { contactMessageReplies, contactMessages } from '../../db/schema/contact-messages.ts';
import { activityLog, mailOutbox } from '../../db/schema/platform.ts';
import { seed } from '../../seed/40-contact-messages.ts';
import { expectRolledBackWithoutActivity } from '../../testing/activity.ts';
import { bareAddress } from '../../platform/mail.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.ts';

const t = useTestApp({ roles: ['moderator'] });
const { moderator: staff } = t.as;
let ipCounter = 0;
/** Each post comes from its own address unless a test says otherwise, so the rate limit stays out of the way. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const valid = {
  firstName: '  Amina ',
  lastName: 'Rahman',
  email: ' amina.rahman@example.co.uk ',
  contactNumber: '+44 7700 900123',
  address: 'Leeds, UK',
  message: 'How are the profits from a cattle cycle shared, and when are they paid?',
};

function send(body: Record<string, unknown>, ip = nextIp(), headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/admin/send-contact-emails`,
    headers: { ...anonymousHeaders(), ...headers },
    remoteAddress: ip,
    payload: body,
  });
}

async function createMessage(overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await t.app.db
    .insert(contactMessages)
    .values({
      firstName: 'Karim',
      lastName: 'Uddin',
      email: `karim${++ipCounter}@example.test`,
      contactNumber: '+880 1711 000000',
      message: 'I farm in Rangpur and would like to join a cluster.',
      ...overrides,
    })
    .returning();
  return row!;
}

describe('POST /admin/send-contact-emails (public contact form)', () => {
  beforeEach(async () => {
    await t.app.db.delete(contactMessages);
    await t.app.db.delete(mailOutbox);
  });

  it('stores the trimmed message as unread, mails the site contact address and acknowledges it to the visitor', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent });
    const rows = await t.app.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Amina', email: 'amina.rahman@example.co.uk', status: 'unread', address: 'Leeds, UK' });
    expect(rows[0]!.receivedAt).toBeInstanceOf(Date);
    const mails = await t.app.db.select().from(mailOutbox).orderBy(mailOutbox.kind);
    expect(mails.map((mail) => mail.kind)).toEqual(['contact-acknowledgement', 'contact-message']);
    const [acknowledgement, alert] = mails;
    expect(alert).toMatchObject({ subject: 'New contact message from Amina Rahman', replyTo: 'amina.rahman@example.co.uk' });
    // No contact info email in this database: MAIL_FROM's address receives it.
    expect(alert!.toAddress).toMatch(/^no-reply@/);
    expect(alert!.textBody).toContain(valid.message);
    // Nowhere for an answer to go but no-reply: the acknowledgement goes without Reply-To.
    expect(acknowledgement).toMatchObject({ toAddress: 'amina.rahman@example.co.uk', subject: `We received your message to ${SITE_NAME}`, replyTo: null });
    expect(acknowledgement!.textBody).toContain('Dear Amina,');
    expect(acknowledgement!.textBody).toContain(`> ${valid.message}`);
  });

  it('mails the first email of the contact info when there is one', async () => {
    const { headers } = await signInAs(t.app, 'admin');
    const added = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/contactInfo/emails`,
      headers,
      payload: { title: 'General', address: 'hello@breadbasket.example', displayAddress: 'hello@breadbasket.example' },
    });
    expect(added.statusCode).toBe(201);
    expect((await send(valid)).statusCode).toBe(201);
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact-message'));
    expect(mail!.toAddress).toBe('hello@breadbasket.example');
    const [acknowledgement] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact-acknowledgement'));
    expect(acknowledgement!.replyTo).toBe('hello@breadbasket.example');
    const id = added.json().item._id;
    await t.app.inject({ method: 'DELETE', url: `${API_PREFIX}/contactInfo/emails/${id}`, headers });
  });

  it('accepts a message without the optional last name and address', async () => {
    const res = await send({ firstName: 'Jo', email: 'jo@example.com', contactNumber: '0123', message: 'Hello' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(contactMessages);
    expect(row).toMatchObject({ lastName: null, address: null });
  });

  it.each([
    ['firstName', { firstName: '   ' }, CONTACT_MESSAGES.firstNameRequired()],
    ['email', { email: '' }, CONTACT_MESSAGES.emailRequired()],
    ['email', { email: 'not-an-email' }, CONTACT_MESSAGES.emailInvalid()],
    ['contactNumber', { contactNumber: ' ' }, CONTACT_MESSAGES.contactNumberRequired()],
    ['message', { message: undefined }, CONTACT_MESSAGES.messageRequired()],
  ])('refuses a missing or bad %s with its message and stores nothing', async (field, change, message) => {
    const res = await send({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await t.app.db.select().from(contactMessages)).toHaveLength(0);
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('gives every required-field message at once for an empty form', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      firstName: CONTACT_MESSAGES.firstNameRequired(),
      email: CONTACT_MESSAGES.emailRequired(),
      contactNumber: CONTACT_MESSAGES.contactNumberRequired(),
      message: CONTACT_MESSAGES.messageRequired(),
    });
  });

  it('says its 400 in the language the request asks for: Bengali to a Bengali page, English otherwise', async () => {
    const bengali = await send({ ...valid, firstName: ' ', lastName: 'x'.repeat(101) }, nextIp(), { 'accept-language': 'bn' });
    expect(bengali.statusCode).toBe(400);
    expect(bengali.json()).toEqual({
      success: false,
      message: 'নামের প্রথম অংশ লিখুন',
      errors: { firstName: 'নামের প্রথম অংশ লিখুন', lastName: 'নামের শেষ অংশ সর্বোচ্চ ১০০ অক্ষরের হতে পারে' },
    });
    const english = await send({ ...valid, firstName: ' ', lastName: 'x'.repeat(101) }, nextIp(), { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.json()).toEqual({
      success: false,
      message: 'First name is required',
      errors: { firstName: 'First name is required', lastName: 'Last name must be at most 100 characters' },
    });
    expect(await t.app.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('answers a filled honeypot like success but stores and mails nothing, and counts it', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/contact-messages`, headers: staff })).json().stats.rejected;
    const res = await send({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent });
    expect(await t.app.db.select().from(contactMessages)).toHaveLength(0);
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(0);
    const after = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/contact-messages`, headers: staff })).json().stats.rejected;
    expect(after.honeypot).toBe(before.honeypot + 1);
  });

  it('rate-limits a burst from one address with 429, keeping the messages already accepted', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    let lastBody: any;
    for (let i = 0; i < 20; i++) {
      const res = await send({ ...valid, message: `Burst message ${i}` }, ip);
      statuses.push(res.statusCode);
      lastBody = res.json();
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect(statuses.slice(CONTACT_RATE_LIMIT.max).every((s) => s === 429)).toBe(true);
    expect(lastBody).toEqual({ success: false, message: CONTACT_MESSAGES.rateLimited });
    const rows = await t.app.db.select().from(contactMessages);
    expect(rows.map((row) => row.message).sort()).toEqual(Array.from({ length: CONTACT_RATE_LIMIT.max }, (_, i) => `Burst message ${i}`).sort());
    // Another address is not affected.
    expect((await send(valid)).statusCode).toBe(201);
    const list = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/contact-messages`, headers: staff })).json();
    expect(list.stats.rejected.rateLimited).toBe(20 - CONTACT_RATE_LIMIT.max);
  });
});

describe('staff inbox access', () => {
  const routes = [
    ['GET', '/contact-messages'],
    ['GET', '/contact-messages/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/contact-messages/00000000-0000-4000-8000-000000000000/status'],
    ['DELETE', '/contact-messages/00000000-0000-4000-8000-000000000000'],
    ['POST', '/contact-messages/bulk'],
    ['POST', '/contact-messages/00000000-0000-4000-8000-000000000000/replies'],
  ] as const;

  it.each(routes)('%s %s: anonymous 401, employee and user 403', async (method, url) => {
    const anon = await t.app.inject({
      method,
      url: API_PREFIX + url,
      headers: anonymousHeaders(),
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(anon.statusCode).toBe(401);
    for (const role of ['employee', 'user'] as const) {
      const { headers } = await signInAs(t.app, role);
      const res = await t.app.inject({ method, url: API_PREFIX + url, headers, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode).toBe(403);
      expect(res.json().success).toBe(false);
    }
  });

  it('lets superAdmin, admin and moderator list', async () => {
    for (const role of ['superAdmin', 'admin', 'moderator'] as const) {
      const { headers } = await signInAs(t.app, role);
      const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/contact-messages`, headers });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('GET /contact-messages (list)', () => {
  beforeAll(async () => {
    await t.app.db.delete(contactMessages);
    const now = new Date();
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    await createMessage({
      firstName: 'Sarah',
      lastName: 'Ahmed',
      email: 'sarah@example.co.uk',
      message: 'Question about the goat plan',
      status: 'unread',
      receivedAt: now,
    });
    await createMessage({
      firstName: 'Tom',
      lastName: 'Hughes',
      email: 'tom.hughes@press.example',
      message: 'Journalist asking for an interview',
      status: 'read',
      receivedAt: daysAgo(90),
    });
    await createMessage({
      firstName: 'Rafiq',
      lastName: null,
      email: 'rafiq@example.bd',
      message: 'Cattle fattening cycle',
      status: 'replied',
      receivedAt: daysAgo(400),
    });
    for (let i = 0; i < 12; i++) await createMessage({ message: `Filler ${i}`, status: 'read', receivedAt: daysAgo(100 + i) });
  });

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/contact-messages${query}`, headers: staff });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: ContactMessage[]; pagination: any; stats: any };
  };

  it('pages newest first and carries the stat counts', async () => {
    const body = await list();
    expect(body.data).toHaveLength(10);
    expect(body.data[0]!.firstName).toBe('Sarah');
    expect(body.data[0]).toMatchObject({ _id: body.data[0]!.id, phone: '+880 1711 000000', replies: [] });
    expect(body.pagination).toEqual({ page: 1, pages: 2, total: 15, limit: 10 });
    expect(body.stats).toMatchObject({ unread: 1, replied: 1, read: 13, total: 15 });
    const second = await list('?page=2');
    expect(second.data).toHaveLength(5);
  });

  it('filters by status', async () => {
    expect((await list('?status=unread')).data.map((m) => m.firstName)).toEqual(['Sarah']);
    expect((await list('?status=replied')).data.map((m) => m.firstName)).toEqual(['Rafiq']);
    expect((await list('?status=read')).pagination.total).toBe(13);
  });

  it('filters by date range', async () => {
    expect((await list('?range=today')).data.map((m) => m.firstName)).toEqual(['Sarah']);
    expect((await list('?range=week')).pagination.total).toBe(1);
    expect((await list('?range=month')).pagination.total).toBe(1);
    expect((await list('?range=older')).pagination.total).toBe(14);
    expect((await list('?range=all')).pagination.total).toBe(15);
  });

  it('searches name, full name, email and message, case-insensitively', async () => {
    expect((await list('?search=sarah')).data.map((m) => m.firstName)).toEqual(['Sarah']);
    expect((await list('?search=Tom%20Hughes')).data.map((m) => m.firstName)).toEqual(['Tom']);
    expect((await list('?search=press.example')).data.map((m) => m.firstName)).toEqual(['Tom']);
    expect((await list('?search=FATTENING')).data.map((m) => m.firstName)).toEqual(['Rafiq']);
    expect((await list('?search=100%25')).pagination.total).toBe(0);
    expect((await list('?search=goat&status=read')).pagination.total).toBe(0);
  });

  it('refuses unknown filters with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/contact-messages?status=archived`, headers: staff });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Unknown status filter' });
  });
});

describe('reading, marking, deleting', () => {
  it('opening an unread message marks it read; unknown ids are 404', async () => {
    const row = await createMessage();
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/contact-messages/${row.id}`, headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: row.id, status: 'read', message: row.message });
    const missing = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/contact-messages/00000000-0000-4000-8000-000000000000`, headers: staff });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: CONTACT_MESSAGES.notFound });
    const bad = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/contact-messages/not-a-uuid`, headers: staff });
    expect(bad.statusCode).toBe(404);
  });

  it('marks read and unread by hand, refuses other statuses and keeps replied', async () => {
    const row = await createMessage({ status: 'read' });
    const url = `${API_PREFIX}/contact-messages/${row.id}/status`;
    const unread = await t.app.inject({ method: 'PATCH', url, headers: staff, payload: { status: 'unread' } });
    expect(unread.statusCode).toBe(200);
    expect(unread.json().data.status).toBe('unread');
    const bad = await t.app.inject({ method: 'PATCH', url, headers: staff, payload: { status: 'replied' } });
    expect(bad.statusCode).toBe(400);
    const replied = await createMessage({ status: 'replied' });
    const keep = await t.app.inject({
      method: 'PATCH',
      url: `${API_PREFIX}/contact-messages/${replied.id}/status`,
      headers: staff,
      payload: { status: 'unread' },
    });
    expect(keep.statusCode).toBe(409);
  });

  it('deletes a message and records it in the activity log', async () => {
    const row = await createMessage();
    const res = await t.app.inject({ method: 'DELETE', url: `${API_PREFIX}/contact-messages/${row.id}`, headers: staff });
    expect(res.statusCode).toBe(200);
    expect(await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, row.id))).toHaveLength(0);
    const [entry] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'contact-message'), eq(activityLog.entityId, row.id)));
    expect(entry).toMatchObject({ action: 'delete' });
    const again = await t.app.inject({ method: 'DELETE', url: `${API_PREFIX}/contact-messages/${row.id}`, headers: staff });
    expect(again.statusCode).toBe(404);
  });

  it('bulk marks read, unread and deletes; an empty selection is refused', async () => {
    const a = await createMessage({ status: 'unread' });
    const b = await createMessage({ status: 'unread' });
    const c = await createMessage({ status: 'replied' });
    const bulk = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `${API_PREFIX}/contact-messages/bulk`, headers: staff, payload });
    const read = await bulk({ action: 'read', ids: [a.id, b.id, c.id] });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.count).toBe(2);
    const statusOf = async (id: string) => (await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]?.status;
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual(['read', 'read', 'replied']);
    await bulk({ action: 'unread', ids: [a.id] });
    expect(await statusOf(a.id)).toBe('unread');
    const empty = await bulk({ action: 'read', ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(CONTACT_MESSAGES.noneSelected);
    const del = await bulk({ action: 'delete', ids: [a.id, b.id] });
    expect(del.json().data.count).toBe(2);
    expect(await statusOf(a.id)).toBeUndefined();
    const entries = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'contact-message'), eq(activityLog.action, 'delete')));
    expect(entries.map((e) => e.entityId)).toEqual(expect.arrayContaining([a.id, b.id]));
  });
});

describe('POST /contact-messages/:id/replies', () => {
  it('mails the reply to the visitor, stores it, marks the message replied and logs it', async () => {
    await t.app.db.delete(mailOutbox);
    const row = await createMessage({ email: 'investor@example.co.uk', status: 'read' });
    const url = `${API_PREFIX}/contact-messages/${row.id}/replies`;
    const res = await t.app.inject({ method: 'POST', url, headers: staff, payload: { content: '  Dear Karim,\n\nThank you.  ' } });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as ContactMessage;
    expect(data.status).toBe('replied');
    expect(data.replies).toHaveLength(1);
    expect(data.replies[0]).toMatchObject({ to: 'investor@example.co.uk', content: 'Dear Karim,\n\nThank you.' });
    expect(data.replies[0]!.from).toMatch(new RegExp(`^${SITE_NAME} <no-reply@`));
    expect(Date.parse(data.replies[0]!.sentAt)).not.toBeNaN();
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact-reply'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'investor@example.co.uk', subject: `Re: Your message to ${SITE_NAME}` });
    expect(mails[0]!.textBody).toContain('Dear Karim,\n\nThank you.\n\nOn ');
    expect(mails[0]!.textBody).toContain(`> ${row.message}`);
    const [entry] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, row.id), eq(activityLog.action, 'reply')));
    expect(entry).toBeDefined();

    const second = await t.app.inject({ method: 'POST', url, headers: staff, payload: { content: 'Another' } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: CONTACT_MESSAGES.alreadyReplied });
    expect(await t.app.db.select().from(contactMessageReplies).where(eq(contactMessageReplies.messageId, row.id))).toHaveLength(1);
  });

  it('refuses an empty reply with "Reply cannot be empty" and changes nothing', async () => {
    const row = await createMessage({ status: 'read' });
    const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/contact-messages/${row.id}/replies`, headers: staff, payload: { content: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: CONTACT_MESSAGES.replyEmpty, errors: { content: CONTACT_MESSAGES.replyEmpty } });
    const [after] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, row.id));
    expect(after!.status).toBe('read');
  });

  it('lets only one of two simultaneous replies through', async () => {
    const row = await createMessage();
    const url = `${API_PREFIX}/contact-messages/${row.id}/replies`;
    const results = await Promise.all([
      t.app.inject({ method: 'POST', url, headers: staff, payload: { content: 'One' } }),
      t.app.inject({ method: 'POST', url, headers: staff, payload: { content: 'Two' } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers 404 for an unknown message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/contact-messages/00000000-0000-4000-8000-000000000000/replies`,
      headers: staff,
      payload: { content: 'Hi' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('activity entries', () => {
  const tables = [contactMessages, contactMessageReplies, mailOutbox, activityLog];
  const inject = (method: 'PATCH' | 'POST' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: `${API_PREFIX}${path}`, headers: staff, ...(payload ? { payload } : {}) });
  it.each([
    ['mark a message', (id: string) => inject('PATCH', `/contact-messages/${id}/status`, { status: 'read' })],
    ['delete a message', (id: string) => inject('DELETE', `/contact-messages/${id}`)],
    ['mark messages in bulk', (id: string) => inject('POST', '/contact-messages/bulk', { action: 'read', ids: [id] })],
    ['delete messages in bulk', (id: string) => inject('POST', '/contact-messages/bulk', { action: 'delete', ids: [id] })],
    ['reply', (id: string) => inject('POST', `/contact-messages/${id}/replies`, { content: 'Thank you, we will call you this week.' })],
  ])('commit with the write or not at all: %s', async (_, write) => {
    const row = await createMessage({ status: 'unread' });
    await expectRolledBackWithoutActivity(t.app, tables, () => write(row.id));
  });
});

describe('seed', () => {
  it('loads eight demo messages, one replied with its reply', async () => {
    await t.app.db.delete(contactMessages);
    await seed(t.app);
    const rows = await t.app.db.select().from(contactMessages);
    expect(rows).toHaveLength(8);
    const replied = rows.filter((row) => row.status === 'replied');
    expect(replied).toHaveLength(1);
    const replies = await t.app.db.select().from(contactMessageReplies);
    expect(replies.map((r) => r.messageId)).toEqual([replied[0]!.id]);
  });
});

describe('mail people can answer (through a real SMTP server)', () => {
  let replyApp: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    replyApp = await createTestApp({ env: { MAIL_REPLY_TO: 'team@breadbasket.example' } });
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await replyApp.close();
  });

  it('alerts staff with Reply-To the visitor; acknowledges and replies to the visitor with Reply-To the staff mailbox', async () => {
    const visitor = 'nadia.begum@example.co.uk';
    const sent = await replyApp.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/admin/send-contact-emails`,
      headers: anonymousHeaders(),
      payload: { firstName: 'Nadia', lastName: 'Begum', email: visitor, contactNumber: '+44 7700 900555', message: 'Can I invest for my mother?' },
    });
    expect(sent.statusCode).toBe(201);
    await sink.deliver(replyApp.app);
    const siteAddress = bareAddress(replyApp.app.config.mailFrom);
    const alert = sink.mailTo(siteAddress, /^New contact message from Nadia Begum$/);
    expect(alert.headers.get('reply-to')).toBe(visitor);
    const acknowledgement = sink.mailTo(visitor, new RegExp(`^We received your message to ${SITE_NAME}$`));
    expect(acknowledgement.headers.get('reply-to')).toBe('team@breadbasket.example');
    expect(acknowledgement.headers.get('from')).toContain(`<${siteAddress}>`);
    expect(acknowledgement.raw).toContain('> Can I invest for my mother?');

    const [message] = await replyApp.app.db.select().from(contactMessages).where(eq(contactMessages.email, visitor));
    const { headers } = await signInAs(replyApp.app, 'moderator');
    const replied = await replyApp.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/contact-messages/${message!.id}/replies`,
      headers,
      payload: { content: 'Dear Nadia,\n\nYes, you can.' },
    });
    expect(replied.statusCode).toBe(201);
    await sink.deliver(replyApp.app);
    const reply = sink.mailTo(visitor, new RegExp(`^Re: Your message to ${SITE_NAME}$`));
    expect(reply.headers.get('reply-to')).toBe('team@breadbasket.example');
  });
});
