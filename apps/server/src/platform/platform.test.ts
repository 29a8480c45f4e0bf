import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { API_PREFIX } from '@app/contract';
import { registerErrorHandling } from './http.ts';
import { anonymousHeaders, useTestApp } from '../testing/app.ts';
import { enqueueMail } from './mail.ts';
import { randomToken } from './random.ts';
import { mailOutbox } from '../db/schema/platform.ts';

const t = useTestApp({ roles: [] });

describe('platform', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/no-such-thing` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('sends the security headers on every answer: a page’s full set, and an API answer’s short one', async () => {
    const api = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/no-such-thing` });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    // X-Frame-Options says what CSP frame-ancestors 'none' says: never framed, not even by the site.
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['referrer-policy']).toBe('no-referrer');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['permissions-policy']).toBeUndefined();

    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    const features = Object.fromEntries(
      String(res.headers['permissions-policy'])
        .split(', ')
        .map((entry) => entry.split('=')),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'bluetooth', 'display-capture'])
      expect(features[feature]).toBe('()');
    expect(csp).toContain("script-src 'self';");

    const nonce = t.app.securityHeaders.newNonce();
    expect(nonce).not.toBe(t.app.securityHeaders.newNonce());
    const page = Fastify();
    page.get('/', async (_request, reply) => {
      t.app.securityHeaders.allowNonce(reply, nonce);
      return 'page';
    });
    const pageCsp = String((await page.inject({ url: '/' })).headers['content-security-policy']);
    expect(pageCsp).toBe(csp.replace("script-src 'self';", `script-src 'self' 'nonce-${nonce}';`));
  });

  it('lets the field app (/field and below, nothing else) ask for the position, and nothing more', async () => {
    const features = async (url: string) =>
      Object.fromEntries(
        String((await t.app.inject({ method: 'GET', url })).headers['permissions-policy'])
          .split(', ')
          .map((entry) => entry.split('=')),
      );
    for (const url of ['/field', '/field?x=1', '/field/manifest.webmanifest']) {
      const field = await features(url);
      expect(field.geolocation).toBe('(self)');
      expect(field.camera).toBe('()');
    }
    for (const url of ['/fieldwork', '/', '/admin/field']) expect((await features(url)).geolocation).toBe('()');
  });

  it('hands out random tokens that never repeat, across refills of the pool', () => {
    const tokens = Array.from({ length: 1000 }, () => randomToken(24));
    expect(new Set(tokens).size).toBe(1000);
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{32}$/.test(token))).toBe(true);
  });

  it('declares access on every API route', () => {
    const api = t.app.routeRegistry.filter((route) => route.url.startsWith(API_PREFIX));
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((route) => !route.access)).toEqual([]);
  });

  it('refuses a state-changing call without the XSRF header', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/anything`, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(false);
  });

  it('mints the XSRF cookie with a page, never with a built file', async () => {
    const setsToken = async (url: string) => String((await t.app.inject({ method: 'GET', url })).headers['set-cookie'] ?? '').includes('XSRF-TOKEN=');
    expect(await setsToken('/contact')).toBe(true);
    expect(await setsToken(`${API_PREFIX}/auth/me`)).toBe(true);
    expect(await setsToken('/assets/entry.client-0000.js')).toBe(false);
    expect(await setsToken(`${API_PREFIX}/faq/faqs`)).toBe(false);
  });

  it('passes the XSRF check when cookie and header match', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/anything`, payload: {}, headers: anonymousHeaders() });
    expect(res.statusCode).toBe(404);
  });

  it('never serves anything but image variants from uploads', async () => {
    for (const url of ['/uploads/../db/PG_VERSION', '/uploads/x/..%2F..%2Fsecret.webp', '/uploads/team/missing.webp']) {
      const res = await t.app.inject({ method: 'GET', url: API_PREFIX + url });
      expect(res.statusCode).toBe(404);
    }
  });

  it('keeps mail in the outbox and retries when delivery fails', async () => {
    await enqueueMail(t.app.db, { kind: 'test', to: 'someone@example.test', subject: 'Hello', text: 'Body' });
    // No SMTP_URL: the sender logs the mail and marks it sent.
    expect(await t.app.mail.sendDue()).toBe(1);
    const rows = await t.app.db.select().from(mailOutbox);
    expect(rows.map((row) => row.status)).toEqual(['sent']);
  });
});

describe('client mistakes the database notices', () => {
  it('answers database data errors (SQLSTATE class 22) with 400 and duplicates with 409, never 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/data-error', async () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    });
    app.get('/duplicate', async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    });
    expect((await app.inject('/data-error')).statusCode).toBe(400);
    expect((await app.inject('/duplicate')).statusCode).toBe(409);
    expect((await app.inject('/data-error')).json().success).toBe(false);
    await app.close();
  });
});
