import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './http.ts';
import { loggerOptions, safeError } from './logging.ts';

/** A drizzle-style failed query: the parameters sit in the message, the cause has the SQLSTATE. */
function failedQuery() {
  const cause = Object.assign(new Error('value too long for type character varying(10)'), { code: 'XX000', detail: 'Key (email)=(amina@example.test)' });
  return Object.assign(new Error('Failed query: insert into users (email, password_hash) values ($1, $2)\nparams: amina@example.test,$argon2id$v=19$secret'), {
    query: 'insert into users (email, password_hash) values ($1, $2)',
    params: ['amina@example.test', '$argon2id$v=19$secret'],
    cause,
  });
}

describe('logging', () => {
  it('writes a failed query with its SQL and code, never its parameters or details', () => {
    const logged = JSON.stringify(safeError(failedQuery()));
    expect(logged).toContain('insert into users');
    expect(logged).toContain('XX000');
    expect(logged).not.toContain('amina@example.test');
    expect(logged).not.toContain('argon2id');
  });

  it('keeps secrets and personal data out of a real 500 log line and its request headers', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const options = loggerOptions('info') as { serializers: Record<string, unknown> };
    // The product's logger options, with request headers logged too so their redaction is proven.
    const app = Fastify({
      logger: {
        ...options,
        stream,
        serializers: {
          ...options.serializers,
          req: (req: { method: string; url: string; headers: unknown }) => ({ method: req.method, url: req.url, headers: req.headers }),
        },
      },
    });
    registerErrorHandling(app);
    app.post('/boom', async () => {
      throw failedQuery();
    });
    const res = await app.inject({
      method: 'POST',
      url: '/boom',
      headers: { cookie: 'access_token=abc.def', authorization: 'Bearer xyz' },
      payload: { password: 'Hunter-22' },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('"errorCode":"XX000"');
    for (const secret of ['amina@example.test', 'argon2id', 'access_token=abc', 'Bearer xyz', 'Hunter-22']) expect(log).not.toContain(secret);
  });

  it('redacts secret and personal fields wherever a log line carries them', () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    app.log.info(
      {
        user: {
          name: 'Amina Begum',
          email: 'amina@example.test',
          phone: '+447700900123',
          newPassword: 'Hunter-22',
          totpCode: '123456',
          refreshToken: 'rt-secret',
        },
      },
      'user event',
    );
    const log = lines.join('\n');
    expect(log).toContain('user event');
    for (const secret of ['Amina Begum', 'amina@example.test', '+447700900123', 'Hunter-22', '123456', 'rt-secret']) expect(log).not.toContain(secret);
    return app.close();
  });

  it('logs request paths without query strings or link tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    app.all('/*', async () => ({ ok: true }));
    const urls = [
      '/login?email=amina%40example.test&password=Hunter-22',
      '/api/v1/auth/login?password=Hunter-22',
      '/register?password=Hunter-22',
      '/verify-email?email=amina%40example.test',
      '/reset-password/tok-secret-1?x=1',
      '/api/v1/auth/setup-password/tok-secret-2',
      '/set-password/tok-secret-3',
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } }).filter((line) => line.msg === 'incoming request');
    expect(logged.map((line) => line.req!.url)).toEqual([
      '/login',
      '/api/v1/auth/login',
      '/register',
      '/verify-email',
      '/reset-password/[redacted]',
      '/api/v1/auth/setup-password/[redacted]',
      '/set-password/[redacted]',
    ]);
    for (const secret of ['Hunter-22', 'amina', 'tok-secret']) expect(lines.join('\n')).not.toContain(secret);
    return app.close();
  });
});
