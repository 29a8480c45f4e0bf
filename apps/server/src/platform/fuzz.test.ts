import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { API_PREFIX } from '@app/contract';
import { rowsOf } from '../db/results.ts';
import { anonymousHeaders, signInAs, useTestApp } from '../testing/app.ts';

/**
 * Hostile input against every registered API route, as an anonymous visitor and as a super admin:
 * generated bodies (JSON of every shape, garbage, deep nesting, prototype keys, NUL, lone
 * surrogates, huge strings, impossible dates and numbers), queries, ids and multipart parts.
 * Whatever arrives: never a 500, always the JSON envelope on a refusal, nothing written on a 4xx
 * (no row of any table inserted, updated or deleted),
 * at most a second of CPU per request, and the server still answers a normal request afterwards.
 * A fixed seed keeps every run the same.
 */

const t = useTestApp({ roles: [] });

/** Tables a refused request may legitimately touch: rate-limit counters and cooldowns. */
const BOOKKEEPING = new Set(['rate_limits', 'auth_cooldowns', 'contact_message_rejections', 'schema_migrations']);

/**
 * The number of rows written (inserted, updated, deleted) and tables truncated since the file began,
 * counted by a trigger on every table but the bookkeeping ones. The counter is a row, so a write that
 * rolled back is not counted, and reading it is one tiny query: a refusal is checked against it
 * thousands of times.
 */
let counting = false;
async function fingerprint(): Promise<string> {
  if (!counting) {
    const countWrites = [
      'CREATE TABLE fuzz_writes (n bigint NOT NULL)',
      'INSERT INTO fuzz_writes VALUES (0)',
      'CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE fuzz_writes SET n = n + 1; RETURN NULL; END $$',
      `DO $$ DECLARE name text; BEGIN
        FOR name IN SELECT table_name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> ALL (ARRAY[${[...BOOKKEEPING, 'fuzz_writes'].map((table) => `'${table}'`).join(', ')}])
        LOOP
          EXECUTE format('CREATE TRIGGER fuzz_count_rows AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()', name);
          EXECUTE format('CREATE TRIGGER fuzz_count_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION fuzz_count_write()', name);
        END LOOP;
      END $$`,
    ];
    for (const statement of countWrites) await t.app.db.execute(sql.raw(statement));
    counting = true;
  }
  return String(rowsOf<{ n: string }>(await t.app.db.execute(sql`SELECT n::text FROM fuzz_writes`))[0]!.n);
}

const HUGE = 'x'.repeat(200_000);
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '__proto__',
    'constructor',
    'toString',
    '2020-02-30',
    '9999-99-99',
    '%00',
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    'null',
    '<script>alert(1)</script>',
    HUGE,
    '-1',
    '2147483648',
  ),
);
const hostileNumber = fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -0, 0.5));
const FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'name',
  'title',
  'status',
  'units',
  'planId',
  'decision',
  'reason',
  'note',
  'ids',
  'order',
  'items',
  'question',
  'answer',
  'role',
  'phone',
  'code',
  'userId',
  'startedAt',
  'actualProfit',
  'paidAt',
  'dateOfBirth',
  'legalName',
  'acceptTerms',
  'agreementName',
  'agreementVersion',
  'phones',
  'emails',
  'message',
  'subject',
  'firstName',
  'count',
  'displayOrder',
  'weeks',
  'tasks',
  'month',
  'year',
  'isActive',
  'skills',
];
const value: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), hostileString, { maxKeys: 3 }),
);
const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map((body) => JSON.stringify(body)),
  fc.array(value, { maxLength: 4 }).map((body) => JSON.stringify(body)),
  value.map((body) => JSON.stringify(body) ?? 'null'),
  fc.constantFrom(
    '',
    '{',
    '[[[',
    'null',
    '"text"',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
  ),
);
const multipartBody = fc.oneof(
  fc.constant({ type: 'multipart/form-data; boundary=xyz', body: 'this is not multipart at all' }),
  fc.constant({ type: 'multipart/form-data', body: '--x\r\n' }),
  fc.tuple(fc.constantFrom(...FIELDS, 'image', 'document', 'resume'), hostileString).map(([field, text]) => ({
    type: 'multipart/form-data; boundary=fuzz',
    body: `--fuzz\r\nContent-Disposition: form-data; name="${field}"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n${text}\r\n--fuzz--\r\n`,
  })),
);
const idSegment = fc.oneof(
  fc.uuid(),
  fc.constantFrom('__proto__', 'toString', 'constructor', '%00', '..%2F..', 'x'.repeat(300), '-1', '2147483648', 'phones', 'company-info'),
);
const query = fc.dictionary(
  fc.constantFrom(
    'search',
    'page',
    'limit',
    'status',
    'from',
    'to',
    'planId',
    'jobPost',
    'actor',
    'entity',
    'month',
    'year',
    'isActive',
    'range',
    'sort',
    'order',
    'role',
  ),
  hostileString,
  { maxKeys: 4 },
);
const request = fc.record({
  ids: fc.array(idSegment, { minLength: 4, maxLength: 4 }),
  query,
  body: fc.oneof(
    jsonBody.map((text) => ({ type: 'application/json', body: text })),
    multipartBody,
  ),
});

function apiRoutes() {
  const seen = new Set<string>();
  return t.app.routeRegistry.filter((route) => {
    if (!route.url.startsWith(API_PREFIX) || !['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) return false;
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function fillPath(url: string, ids: string[]) {
  let i = 0;
  return url.replace(/:[A-Za-z0-9_]+/g, () => encodeURIComponent(ids[i++ % ids.length]!).replace(/%25/g, '%')).replace(/\*$/, ids[0]!);
}

let address = 0;
const fromNewAddress = () => `10.99.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

describe('fuzzing every API route', () => {
  it('refuses hostile input cleanly on every route, anonymous and as staff', async () => {
    const failures: string[] = [];
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      // A fresh staff session per route: a route such as logout may end the previous one.
      const identities = { anonymous: anonymousHeaders(), staff: (await signInAs(t.app, 'superAdmin')).headers };
      for (const [who, headers] of Object.entries(identities)) {
        await fc.assert(
          fc.asyncProperty(request, async ({ ids, query: params, body }) => {
            const url = `${fillPath(route.url, ids)}?${new URLSearchParams(params as Record<string, string>).toString()}`;
            const withBody = route.method !== 'GET' && route.method !== 'DELETE';
            const before = withBody ? await fingerprint() : '';
            const cpu = process.cpuUsage();
            const res = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: { ...headers, 'x-forwarded-for': fromNewAddress(), ...(withBody ? { 'content-type': body.type } : {}) },
              ...(withBody ? { payload: body.body } : {}),
            });
            const spent = process.cpuUsage(cpu);
            const where = `${who} ${route.method} ${route.url} -> ${res.statusCode}`;
            if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400) {
              let envelope: { success?: unknown; message?: unknown } | null;
              try {
                envelope = res.json();
              } catch {
                envelope = null;
              }
              if (envelope?.success !== false || typeof envelope.message !== 'string') failures.push(`${where}: not an envelope: ${res.body.slice(0, 120)}`);
              if (withBody) {
                const after = await fingerprint();
                if (after !== before) failures.push(`${where}: a refused request changed the data`);
              }
            }
            if ((spent.user + spent.system) / 1000 > 1000) failures.push(`${where}: ${Math.round((spent.user + spent.system) / 1000)} ms of CPU`);
          }),
          { numRuns: 20, seed: 20261123, endOnFailure: true },
        );
      }
      const normal = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/faq/faqs` });
      if (normal.statusCode !== 200) failures.push(`after ${route.method} ${route.url}: a normal read answered ${normal.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses every body that is not a JSON object (or a well-formed form where uploads go) before any route reads it', async () => {
    // Top-level non-objects, text and garbage multipart: routes whose fields are all optional used
    // to read them as "no changes" and answer 200, and a route never reached its 404 for a bad id.
    const bodies = [
      ['application/json', '[]'],
      ['application/json', '[{"title":"x"}]'],
      ['application/json', '"text"'],
      ['application/json', '7'],
      ['application/json', 'false'],
      ['application/json', 'null'],
      ['text/plain', '{"title":"x"}'],
      ['multipart/form-data; boundary=zz', 'garbage'],
      ['multipart/form-data', '--x\r\n'],
    ] as const;
    const failures: string[] = [];
    const staff = (await signInAs(t.app, 'superAdmin')).headers;
    const ids = ['0b6f6a4e-8d9a-4c1b-9b7e-1f2a3b4c5d6e', 'phones'];
    for (const route of apiRoutes().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))) {
      for (const [type, payload] of bodies) {
        const before = await fingerprint();
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: fillPath(route.url, ids),
          headers: { ...staff, 'x-forwarded-for': fromNewAddress(), 'content-type': type },
          payload,
        });
        // 401/403: refused before the body is read (a route for other roles, a signed-out session).
        // An upload route reads its form after finding what it belongs to: 404 for the made-up id.
        const expected = type === 'text/plain' ? [415] : route.multipart && type.startsWith('multipart/') ? [400, 401, 403, 404] : [400, 401, 403];
        if (!expected.includes(res.statusCode)) failures.push(`${route.method} ${route.url} ${type} ${JSON.stringify(payload)} -> ${res.statusCode}`);
        if ((await fingerprint()) !== before) failures.push(`${route.method} ${route.url} ${type}: changed the data`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('survives a 1 MB password, a 20,000-deep body and garbage multipart, and answers the next request', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/auth/register`,
      headers: anonymousHeaders(),
      payload: { name: 'A', email: 'a@b.co', password: 'aA1'.repeat(340_000), confirmPassword: 'x' },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.password).toBe('Password must be at most 200 characters');
    const deep = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/admin/send-contact-emails`,
      headers: { ...anonymousHeaders(), 'content-type': 'application/json' },
      payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ success: false, message: 'The request is nested too deeply.' });
    const garbage = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/career/apply`,
      headers: { ...anonymousHeaders(), 'content-type': 'multipart/form-data; boundary=nope' },
      payload: 'garbage',
    });
    expect(garbage.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${API_PREFIX}/faq/faqs` })).statusCode).toBe(200);
  });
});
