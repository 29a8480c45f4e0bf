import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '@app/contract';
import { useTestApp } from '../testing/app.ts';
import { loggerOptions } from './logging.ts';
import { registerRequestIds, requestIdOptions } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const t = useTestApp({ roles: [] });

describe('request ids', () => {
  it('answers with the caller X-Request-Id when it is short and plain, on API answers and errors alike', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/contactInfo`, headers: { 'x-request-id': 'lb-7f3a.42:trace_1' } });
    expect(ok.headers['x-request-id']).toBe('lb-7f3a.42:trace_1');
    const missing = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/no-such-thing`, headers: { 'x-request-id': 'abc-123' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('abc-123');
  });

  it('makes a fresh id for a missing, too long or unsafe one', async () => {
    const ids = [];
    for (const given of [undefined, 'a'.repeat(65), 'two words', 'forged"}\\n{"level":60', '']) {
      const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: given === undefined ? {} : { 'x-request-id': given } });
      ids.push(response.headers['x-request-id']);
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts the id on every log line of the request', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream }, ...requestIdOptions });
    registerRequestIds(app);
    app.get('/work', async (request) => {
      request.log.info('doing the work');
      return { done: true };
    });
    const response = await app.inject({ method: 'GET', url: '/work', headers: { 'x-request-id': 'trace-99' } });
    await app.close();
    expect(response.headers['x-request-id']).toBe('trace-99');
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string }).filter((line) => line.msg !== 'Server listening');
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'doing the work', 'request completed']);
    for (const line of logged) expect(line.reqId).toBe('trace-99');
  });
});
