import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { API_PREFIX, XSRF_COOKIE } from '@app/contract';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { encodeForCache } from './compression.ts';
import { storedAnswer, type PublicCache } from './public-cache.ts';
import { ACCESS_COOKIE, hasCookie, REFRESH_COOKIE } from './session.ts';

describe('finding a cookie in a raw Cookie header', () => {
  it('finds a name at the start or after a separator, never inside another name or a value', () => {
    expect(hasCookie('access_token=a', ACCESS_COOKIE)).toBe(true);
    expect(hasCookie('theme=dark; access_token=a', ACCESS_COOKIE)).toBe(true);
    expect(hasCookie('theme=dark;access_token=a', ACCESS_COOKIE)).toBe(true);
    expect(hasCookie('xaccess_token=a', ACCESS_COOKIE)).toBe(false);
    expect(hasCookie('note=access_token=a', ACCESS_COOKIE)).toBe(false);
    expect(hasCookie('note=access_token=a; access_token=b', ACCESS_COOKIE)).toBe(true);
    expect(hasCookie(undefined, ACCESS_COOKIE)).toBe(false);
    expect(hasCookie('', ACCESS_COOKIE)).toBe(false);
  });
});

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request over a real socket, its body as sent (no decompression): the front door sits in the HTTP server, which app.inject skips. */
function send(base: string, path: string, { method = 'GET', headers = {} as Record<string, string> } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(base + path, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The headers that differ between two answers of the same stored content. */
const withoutPerResponse = (headers: http.IncomingHttpHeaders) => {
  const rest: Record<string, unknown> = { ...headers };
  for (const name of ['x-request-id', 'date', 'connection', 'keep-alive']) delete rest[name];
  return rest;
};

describe('the public cache front door', () => {
  let t: TestApp;
  let base: string;
  let served: MockInstance<PublicCache['serveStored']>;
  const read = `${API_PREFIX}/contactInfo`;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    served = vi.spyOn(t.app.publicCache, 'serveStored');
    return () => served.mockRestore();
  });
  /** Whether each request so far was answered by the front door. */
  const frontDoorAnswers = () => served.mock.results.map((result) => result.value);

  it('answers a repeated anonymous read before routing, with the bytes and headers Fastify first sent', async () => {
    await t.app.publicCache.contentVersion.bump();
    const first = await send(base, read, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const again = await send(base, read, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const plain = await send(base, read);
    expect(frontDoorAnswers()).toEqual([false, true, true]);
    expect(again.status).toBe(200);
    expect(withoutPerResponse(again.headers)).toEqual(withoutPerResponse(first.headers));
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(again.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(JSON.parse(zlib.brotliDecompressSync(again.body).toString()));
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  });

  it('answers 304 to a visitor holding the ETag, and stops serving an answer once the content changes', async () => {
    const cached = await send(base, read);
    const revalidated = await send(base, read, { headers: { 'if-none-match': String(cached.headers.etag) } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(cached.headers.etag);

    await t.app.publicCache.contentVersion.bump();
    const fresh = await send(base, read);
    expect(frontDoorAnswers().slice(-1)).toEqual([false]);
    expect(fresh.headers.etag).not.toBe(cached.headers.etag);
  });

  it('leaves a request with an access cookie to Fastify, which judges the session', async () => {
    await send(base, read);
    const withCookie = await send(base, read, { headers: { cookie: `${ACCESS_COOKIE}=not-a-token` } });
    expect(frontDoorAnswers().slice(-1)).toEqual([false]);
    expect(withCookie.status).toBe(200);
  });

  it('counts its answers in the request and cache metrics, by route pattern', async () => {
    await send(base, read);
    const metric = async (name: string) => (await t.app.metrics.registry.getSingleMetric(name)!.get()).values;
    const before = (await metric('http_requests_total')).find((v) => v.labels.route === read && v.labels.status === '200')?.value ?? 0;
    const hitsBefore = (await metric('public_cache_lookups_total')).find((v) => v.labels.cache === 'api' && v.labels.result === 'hit')?.value ?? 0;
    await send(base, read);
    expect(frontDoorAnswers().slice(-1)).toEqual([true]);
    expect((await metric('http_requests_total')).find((v) => v.labels.route === read && v.labels.status === '200')?.value).toBe(before + 1);
    expect((await metric('public_cache_lookups_total')).find((v) => v.labels.cache === 'api' && v.labels.result === 'hit')?.value).toBe(hitsBefore + 1);
  });

  describe('a stored page', () => {
    const page = '/stored-page';
    const html = '<!doctype html><title>Stored</title>' + '<p>A page kept whole.</p>'.repeat(50);
    beforeEach(async () => {
      const body = await encodeForCache(html);
      const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, no-cache', 'set-cookie': 'stale=1' };
      t.app.publicCache.pages.set(page, storedAnswer({ version: t.app.publicCache.contentVersion.current(), route: '/*', etag: null, headers, body }));
    });

    it('gives a browser without one the XSRF cookie, as the session hook does, and never a stored cookie', async () => {
      const first = await send(base, page);
      expect(frontDoorAnswers()).toEqual([true]);
      expect(first.body.toString()).toBe(html);
      expect(first.headers['set-cookie']).toEqual([expect.stringMatching(new RegExp(`^${XSRF_COOKIE}=[\\w-]{32}; Path=/; SameSite=Lax$`))]);
      const returning = await send(base, page, { headers: { cookie: `${XSRF_COOKIE}=abc` } });
      expect(returning.headers['set-cookie']).toBeUndefined();
    });

    it('answers HEAD with the headers alone', async () => {
      const head = await send(base, page, { method: 'HEAD', headers: { cookie: `${XSRF_COOKIE}=abc` } });
      expect(frontDoorAnswers()).toEqual([true]);
      expect(head.body.length).toBe(0);
      expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(html));
    });

    it('leaves a visitor with either session cookie to Fastify', async () => {
      for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
        // This app serves no web build, so Fastify's answer for the page path is a 404.
        expect((await send(base, page, { headers: { cookie: `${name}=x` } })).status).toBe(404);
      }
      expect(frontDoorAnswers()).toEqual([false, false]);
    });
  });
});
