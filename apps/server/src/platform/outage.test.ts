import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { API_PREFIX } from '@app/contract';
import { mailOutbox } from '../db/schema/platform.ts';
import { createTestApp, signInAs, type TestApp } from '../testing/app.ts';
import { startTcpProxy, throughProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { enqueueMail } from './mail.ts';

/**
 * Faults against a running app: the database going away and coming back, the notification
 * connections being dropped, the embedded database's thread dying, and failures that must never be
 * cached. The network faults need a PostgreSQL server (TEST_DATABASE_URL); the thread is PGlite's.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

/** Polls `probe` until it returns true, failing once `ms` have passed. */
async function within(ms: number, probe: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: API_PREFIX + url, headers });
/** The write these tests make: a new FAQ. */
const addFaq = (t: TestApp, headers: Record<string, string>, question: string, answer: string) =>
  t.app.inject({ method: 'POST', url: `${API_PREFIX}/faq/faqs`, headers, payload: { question, answer } });

describe.skipIf(!serverUrl)('a PostgreSQL outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let editor: Record<string, string>;

  beforeAll(async () => {
    const server = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    t = await createTestApp({
      routeDatabaseUrl: (url) => throughProxy(url, proxy),
      // Shorter than the production bounds so the hanging database costs the test seconds, not tens of them.
      config: { databaseTimeouts: { connectMs: 1_000, statementMs: 1_500, idleInTransactionMs: 1_500, queryMs: 2_000 } },
    });
    ({ headers: editor } = await signInAs(t.app, 'admin'));
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await t?.close();
    await proxy?.close();
  });

  it('answers 503 with Retry-After while the database is gone, stays up, and serves again by itself', { timeout: 60_000 }, async () => {
    // The background loops run as in production: the mail sender at a quick pace, the version re-read, the listener.
    t.app.mail.start(100);
    expect((await get(t, '/faq/faqs')).statusCode).toBe(200);

    await proxy.cut();
    // What is cached for the current content version needs no database: it is still served (the
    // warm read is stored once compressed, off its response path, hence the bounded wait).
    await within(2_000, async () => (await get(t, '/faq/faqs')).statusCode === 200, 'the cached read served during the outage');
    const outageEnds = Date.now() + 3_000;
    do {
      // A query string the cache has not seen: the answer has to come from the database.
      const read = await get(t, `/faq/faqs?search=outage${Date.now()}`);
      expect(read.statusCode).toBe(503);
      expect(read.headers['retry-after']).toBe('5');
      expect(read.headers.etag).toBeUndefined();
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.json()).toEqual({ success: false, message: 'The service is briefly unavailable. Please try again in a few seconds.' });
      // Signed-in calls check their session in the database; writes need it too.
      expect((await get(t, '/auth/me', editor)).statusCode).toBe(503);
      const write = await addFaq(t, editor, 'During the outage?', 'No.');
      expect(write.statusCode).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 250));
    } while (Date.now() < outageEnds);

    await proxy.restore();
    await within(10_000, async () => (await get(t, '/faq/faqs?search=back')).statusCode === 200, 'reads answer again');
    const write = await addFaq(t, editor, 'After the outage?', 'Yes.');
    expect(write.statusCode).toBe(201);
    expect((await get(t, '/faq/faqs?search=After')).json().data).toHaveLength(1);
    // The mail loop backed off through the outage and resumed on its own.
    const id = await enqueueMail(t.app.db, { kind: 'test', to: 'after@example.test', subject: 'Back', text: 'Body' });
    await within(
      20_000,
      async () => (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status === 'sent',
      'mail sent after the outage',
    );
  });

  it('answers 503 when the database is there but never answers: on open connections and on new ones', { timeout: 30_000 }, async () => {
    await proxy.restore().catch(() => {});
    // An open pooled connection to stall first.
    expect((await get(t, '/faq/faqs?search=warm')).statusCode).toBe(200);
    proxy.hang();
    const stalled = await get(t, `/faq/faqs?search=stalled${Date.now()}`);
    expect(stalled.statusCode).toBe(503);
    expect(stalled.headers['retry-after']).toBe('5');
    // The stalled connection was given up; a new one is accepted and never greeted.
    const unanswered = await get(t, `/faq/faqs?search=unanswered${Date.now()}`);
    expect(unanswered.statusCode).toBe(503);
    proxy.unhang();
    await within(10_000, async () => (await get(t, `/faq/faqs?search=answered${Date.now()}`)).statusCode === 200, 'reads answer again');
  });
});

describe.skipIf(!serverUrl)('two instances when the notification connections drop', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: pg.Client;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sharedDatabaseUrl: a.databaseUrl });
    // The periodic re-read is a safety net that would hide a dead listener: only LISTEN may carry edits here.
    b.app.publicCache.contentVersion.stop();
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await b?.close();
    await a?.close();
  });

  const database = () => new URL(a.databaseUrl!).pathname.slice(1);
  const listenerPids = async () =>
    (await admin.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = 'breadbasket-listener'`, [database()])).rows.map(
      (row) => row.pid as number,
    );
  const shows = (question: string) => async () => ((await get(b, '/faq/faqs')).json().data as { question: string }[]).some((faq) => faq.question === question);

  it('re-opens LISTEN and re-reads the version: an edit on one instance shows on the other within 2 s', { timeout: 30_000 }, async () => {
    const { headers } = await signInAs(a.app, 'admin');
    const add = async (question: string) => expect((await addFaq(a, headers, question, 'Yes.')).statusCode).toBe(201);
    await add('Before the drop?');
    await within(2_000, shows('Before the drop?'), 'edit seen before the drop');

    const killed = await listenerPids();
    expect(killed).toHaveLength(2);
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [killed]);
    // Made while the listeners are away: the re-read on reconnect brings it.
    await add('While the listeners were away?');
    await within(2_000, shows('While the listeners were away?'), 'edit made during the drop');

    await within(
      5_000,
      async () => {
        const pids = await listenerPids();
        return pids.length === 2 && pids.every((pid) => !killed.includes(pid));
      },
      'both listeners re-opened',
    );
    await add('After the listeners came back?');
    await within(2_000, shows('After the listeners came back?'), 'edit made after the reconnect');
  });
});

describe.skipIf(!!serverUrl)('the embedded database thread stopping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers 503 with Retry-After while the thread is down, and serves again once it restarted by itself', async () => {
    expect((await get(t, '/faq/faqs')).statusCode).toBe(200);
    let release!: () => void;
    await t.app.database.thread!.crash(new Promise<void>((resolve) => (release = resolve)));
    t.app.mail.start(100);

    const read = await get(t, `/faq/faqs?search=down`);
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('5');
    expect(read.headers['cache-control']).toBe('no-store');
    // The mail loop meets the same failure and keeps the process up.
    await t.app.mail.tick();

    release();
    await within(10_000, async () => (await get(t, '/faq/faqs?search=down')).statusCode === 200, 'reads answer again');
  });
});

describe('failures are never cached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('an answer that failed is sent with no-store and no ETag, and the next read after the repair is fresh', async () => {
    const url = '/faq/faqs?search=repair';
    // A broken table stands in for any failure the database reports, on either database.
    await t.app.database.exec('ALTER TABLE faqs RENAME TO faqs_away');
    try {
      const failed = await get(t, url);
      expect(failed.statusCode).toBe(500);
      expect(failed.headers.etag).toBeUndefined();
      expect(failed.headers['cache-control']).toBe('no-store');
      // Asked again, it is not served from the cache either.
      expect((await get(t, url)).statusCode).toBe(500);
    } finally {
      await t.app.database.exec('ALTER TABLE faqs_away RENAME TO faqs');
    }
    const repaired = await get(t, url);
    expect(repaired.statusCode).toBe(200);
    expect(repaired.json().success).toBe(true);
    expect(repaired.headers.etag).toBeTruthy();
  });

  it('a committed edit whose cache invalidation failed still answers success, and the invalidation is retried', async () => {
    const { headers } = await signInAs(t.app, 'admin');
    const questions = async () => ((await get(t, '/faq/faqs')).json().data as { question: string }[]).map((faq) => faq.question);
    await questions();
    await t.app.database.exec('ALTER TABLE content_version RENAME TO content_version_away');
    try {
      const write = await addFaq(t, headers, 'Saved while the version could not move?', 'Yes.');
      expect(write.statusCode).toBe(201);
    } finally {
      await t.app.database.exec('ALTER TABLE content_version_away RENAME TO content_version');
    }
    await within(5_000, async () => (await questions()).includes('Saved while the version could not move?'), 'the owed invalidation landed');
  });
});
