import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PREFIX, MAX_PAGE_SIZE, PAGINATION_MESSAGES, type Role } from '@app/contract';
import { createTestApp, signInAs, type TestApp } from '../testing/app.ts';
import { EXACT_COUNT_LIMIT, keysetBatches } from './pagination.ts';

/**
 * Every paginated list (a GET route whose declared query has `limit`) refuses a page size over the
 * contract's maximum with a 400 and the contract's message, and answers the maximum itself.
 */

let t: TestApp;
let paths: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const { rows } = await t.app.database.withLock((exec) => exec('SELECT id FROM career_posts ORDER BY created_at LIMIT 1'));
  paths = { ':id': String(rows[0]!.id) };
});
afterAll(() => t.close());

const hasLimit = (schema: unknown) => schema instanceof z.ZodObject && 'limit' in schema.shape;

/** Lists read within something the caller must be given first: the query naming it, made ready for the caller. */
const SCOPED: Record<string, (userId: string) => Promise<string>> = {
  // An officer's records of a cycle they are assigned to.
  [`${API_PREFIX}/field/records`]: async (userId) => {
    const { rows } = await t.app.database.withLock((exec) => exec("SELECT id FROM cycles WHERE status = 'running' LIMIT 1"));
    const cycleId = String(rows[0]!.id);
    await t.app.database.withLock((exec) => exec('INSERT INTO field_assignments (cycle_id, user_id) VALUES ($1, $2)', [cycleId, userId]));
    return `cycleId=${cycleId}&`;
  },
};

const listRoutes = () => t.app.routeRegistry.filter((route) => route.method === 'GET' && route.url.startsWith(API_PREFIX) && hasLimit(route.openapi?.query));

describe('page sizes', () => {
  it('finds every paginated list among the registered routes', () => {
    const urls = listRoutes().map((route) => route.url.slice(API_PREFIX.length));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/activity',
        '/auth/users',
        '/career/applications',
        '/career/posts/:id/applications',
        '/contact-messages',
        '/investments',
        '/investors',
        '/ourStories/stories',
      ]),
    );
  });

  it('refuses a page size over the maximum on every list, and serves the maximum', async () => {
    const routes = listRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const access = route.access;
      const caller = access === 'public' || access === undefined ? null : await signInAs(t.app, (access as readonly Role[])[0]!);
      const headers = caller?.headers ?? {};
      const scope = caller && SCOPED[route.url] ? await SCOPED[route.url]!(caller.user.id) : '';
      const url = `${route.url.replace(/:id\b/, paths[':id']!)}?${scope}`;
      const over = await t.app.inject({ method: 'GET', url: `${url}limit=${MAX_PAGE_SIZE + 1}`, headers });
      expect(over.statusCode, route.url).toBe(400);
      expect(over.json(), route.url).toMatchObject({ success: false, message: PAGINATION_MESSAGES.limit, errors: { limit: PAGINATION_MESSAGES.limit } });
      const max = await t.app.inject({ method: 'GET', url: `${url}limit=${MAX_PAGE_SIZE}`, headers });
      expect(max.statusCode, route.url).toBe(200);
    }
  });

  it('counts a total exactly up to the limit, and past it says the total is the estimate', async () => {
    const staff = (await signInAs(t.app, 'admin')).headers;
    const inbox = async (query = '') => (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/contact-messages${query}`, headers: staff })).json();
    const exact = await inbox();
    expect(exact.pagination.totalIsEstimate).toBeUndefined();
    expect(exact.stats.estimated).toEqual([]);
    await t.app.database.withLock((exec) =>
      exec(
        `INSERT INTO contact_messages (first_name, last_name, email, contact_number, message)
         SELECT 'Sender', 'Number ' || i, 'sender' || i || '@example.test', '+447700900000', 'A question' FROM generate_series(1, $1::int) AS i`,
        [EXACT_COUNT_LIMIT + 500],
      ),
    );
    await t.app.database.withLock((exec) => exec('ANALYZE contact_messages'));
    const many = await inbox();
    expect(many.pagination.totalIsEstimate).toBe(true);
    expect(many.pagination.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(many.pagination.pages).toBe(Math.ceil(many.pagination.total / many.pagination.limit));
    expect(many.stats.estimated).toEqual(expect.arrayContaining(['total', 'unread']));
    const few = await inbox('?search=sender42%40example.test');
    expect(few.pagination).toEqual({ page: 1, pages: 1, total: 1, limit: 10 });
  });
});

describe('keysetBatches', () => {
  it('reads after the last row of each batch, yields no empty batch and stops on a short one', async () => {
    const keys = [1, 2, 3, 4, 5, 6];
    const asked: (number | undefined)[] = [];
    const read = async (after: number | undefined) => {
      asked.push(after);
      return keys.filter((key) => key > (after ?? 0)).slice(0, 3);
    };
    const batches: number[][] = [];
    for await (const batch of keysetBatches(3, read)) batches.push(batch);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(asked).toEqual([undefined, 3, 6]);
  });
});
