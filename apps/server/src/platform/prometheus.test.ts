import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@app/contract';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { mailOutbox } from '../db/schema/platform.ts';
import { enqueueMail } from './mail.ts';
import { Browser, makeUser } from '../testing/auth.ts';
import { settleBackgroundWork } from '../modules/auth/after-response.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
let withoutToken: TestApp;

/** A port nothing listens on: delivery to it fails at once (connection refused). */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
  withoutToken = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await withoutToken.close();
});

async function scrape(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
}

/** The value of one series, e.g. value(text, 'http_requests_total{method="GET",...}'); 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics', () => {
  it('answers 404 without METRICS_TOKEN, and 401 without the token or with a wrong one', async () => {
    expect((await withoutToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_requests_total');
  });

  it('counts requests by route pattern and status, with durations, and reports event-loop lag', async () => {
    await t.app.inject({ method: 'GET', url: `${API_PREFIX}/no-such-thing/123` });
    await t.app.inject({ method: 'POST', url: `${API_PREFIX}/contactInfo/general-contact-123`, payload: {} });
    const text = await scrape();
    expect(text).toMatch(new RegExp(`http_requests_total\\{method="POST",route="${API_PREFIX}/contactInfo/:section",status="4\\d\\d"\\} 1`));
    expect(value(text, `http_requests_total{method="GET",route="${API_PREFIX}/*",status="404"}`)).toBe(1);
    expect(text).not.toContain('general-contact-123');
    expect(text).toMatch(new RegExp(`http_request_duration_seconds_count\\{method="GET",route="${API_PREFIX}/\\*",status="404"\\} 1`));
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports public cache hits and misses', async () => {
    const before = await scrape();
    await t.app.inject({ method: 'GET', url: `${API_PREFIX}/contactInfo` });
    await t.app.inject({ method: 'GET', url: `${API_PREFIX}/contactInfo` });
    const after = await scrape();
    const series = (result: string) => `public_cache_lookups_total{cache="api",result="${result}"}`;
    expect(value(after, series('miss')) - value(before, series('miss'))).toBe(1);
    expect(value(after, series('hit')) - value(before, series('hit'))).toBe(1);
  });

  it('reports the outbox depth and the age of the oldest unsent mail at each scrape, and failed deliveries', async () => {
    await t.app.db
      .insert(mailOutbox)
      .values({ kind: 'test', toAddress: 'old@example.test', subject: 'Old', textBody: 'Old', createdAt: new Date(Date.now() - 3600_000) });
    await enqueueMail(t.app.db, { kind: 'test', to: 'new@example.test', subject: 'New', text: 'New' });
    const text = await scrape();
    expect(value(text, 'mail_outbox_pending')).toBe(2);
    expect(value(text, 'mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(3600);
    // The SMTP server refuses: the attempt fails, is counted, and the mail stays queued for a retry.
    await t.app.mail.sendDue();
    expect(value(await scrape(), 'mail_delivery_failures_total')).toBe(1);
  });

  it("reports the embedded database's memory on PGlite, and nothing for it on PostgreSQL", async () => {
    const text = await scrape();
    if (t.app.database.kind === 'pglite') expect(value(text, 'embedded_database_memory_bytes')).toBeGreaterThan(16 * 2 ** 20);
    else expect(text).not.toMatch(/^embedded_database_memory_bytes /m);
  });

  it('counts failed sign-ins and the lockout they cause', async () => {
    const user = await makeUser(t.app);
    const browser = new Browser(t.app);
    await browser.post('/auth/login', { email: 'nobody@example.test', password: 'Wrong-Pass-1' });
    for (let i = 0; i < 5; i++) await browser.post('/auth/login', { email: user.email, password: 'Wrong-Pass-1' });
    // A wrong password is counted just after its answer (so both paths take the same time).
    await settleBackgroundWork();
    const text = await scrape();
    expect(value(text, 'sign_in_failures_total')).toBe(6);
    expect(value(text, 'account_lockouts_total')).toBe(1);
  });
});
