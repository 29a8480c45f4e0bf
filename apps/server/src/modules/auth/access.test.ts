import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_DEFAULT_ROLES, ACTIVITY_ENTITY_LABELS, ACTIVITY_ENTITY_ROLES, API_PREFIX, ROLES, type Role } from '@app/contract';
import { activityLog } from '../../db/schema/platform.ts';
import { anonymousHeaders, createTestApp, signInAs, type TestApp } from '../../testing/app.ts';

/**
 * The access matrix of the whole product: every module is auto-loaded, so this walks every /api
 * route any domain registers. Each must declare access; each protected route answers 401 to an
 * anonymous caller and 403 to every signed-in role outside its list.
 */
let t: TestApp;
const roleHeaders = {} as Record<Role, Record<string, string>>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) roleHeaders[role] = (await signInAs(t.app, role)).headers;
});
afterAll(() => t.close());

const uuid = () => crypto.randomUUID();
const fillPath = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, () => uuid()).replace(/\*$/, 'x');
let address = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}` });

function apiRoutes() {
  const seen = new Set<string>();
  return t.app.routeRegistry.filter((route) => {
    if (!route.url.startsWith(API_PREFIX) || route.method === 'HEAD' || route.method === 'OPTIONS') return false;
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

describe('access matrix', () => {
  it('every /api route declares its access', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !route.access).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('protected routes answer 401 to anonymous callers and 403 to roles outside their list', async () => {
    const failures: string[] = [];
    const checked: string[] = [];
    for (const route of apiRoutes()) {
      if (route.access === 'public') continue;
      const url = fillPath(route.url);
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const call = (headers: Record<string, string>) =>
        t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...headers, ...fromNewAddress(), ...(withBody ? { 'content-type': 'application/json' } : {}) },
          payload: withBody ? '{}' : undefined,
        });
      const anonymous = await call(anonymousHeaders());
      if (anonymous.statusCode !== 401) failures.push(`${route.method} ${route.url} anonymous -> ${anonymous.statusCode}`);
      if (route.access === 'authenticated') continue;
      const allowed = route.access as readonly Role[];
      const outside = ROLES.filter((r) => !allowed.includes(r));
      const answers = await Promise.all(outside.map((role) => call(roleHeaders[role])));
      answers.forEach((res, i) => {
        if (res.statusCode !== 403) failures.push(`${route.method} ${route.url} as ${outside[i]} -> ${res.statusCode}`);
      });
      checked.push(`${route.method} ${route.url}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toContain(`DELETE ${API_PREFIX}/auth/users/:id`);
    expect(checked).toContain(`GET ${API_PREFIX}/auth/users`);
  });

  it('the activity log shows each role only entries about tools that role may use; unknown entities are admin-only', async () => {
    // One entry per known entity plus one no table knows yet, dated apart from everything else.
    const future = `future-tool-${uuid().slice(0, 8)}`;
    const entities = [...Object.keys(ACTIVITY_ENTITY_LABELS), future];
    await t.app.db.insert(activityLog).values(
      entities.map((entity, i) => ({ actorName: 'Matrix', action: 'update', entity, summary: `matrix ${entity}`, createdAt: new Date(Date.UTC(2099, 0, 1, 0, i)) })),
    );
    const readers = (url: string) => t.app.routeRegistry.find((route) => route.method === 'GET' && route.url === `${API_PREFIX}${url}`)?.access as readonly Role[];
    const logReaders = readers('/activity');
    const dashboardReaders = readers('/dashboard/summary');
    expect(logReaders).toBeDefined();
    const failures: string[] = [];
    for (const role of ROLES) {
      const expected = entities.filter((entity) => (ACTIVITY_ENTITY_ROLES[entity] ?? ACTIVITY_DEFAULT_ROLES).includes(role)).sort();
      const get = (url: string) => t.app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: { ...roleHeaders[role], ...fromNewAddress() } });
      const list = await get('/activity?from=2099-01-01&limit=100');
      const facets = await get('/activity/facets');
      if (!logReaders.includes(role)) {
        if (list.statusCode !== 403 || facets.statusCode !== 403) failures.push(`${role} reads the log: ${list.statusCode}/${facets.statusCode}`);
      } else {
        const seen = list.json().data.map((entry: { entity: string }) => entry.entity).sort();
        if (JSON.stringify(seen) !== JSON.stringify(expected)) failures.push(`${role} sees ${seen.join(',')} instead of ${expected.join(',')}`);
        const hidden = (facets.json().data.entities as string[]).filter((entity) => !(ACTIVITY_ENTITY_ROLES[entity] ?? ACTIVITY_DEFAULT_ROLES).includes(role));
        if (hidden.length) failures.push(`${role} facets show ${hidden.join(',')}`);
      }
      if (dashboardReaders.includes(role)) {
        const recent = (await get('/dashboard/summary')).json().data.recentActivity.map((entry: { entity: string }) => entry.entity) as string[];
        const leaked = recent.filter((entity) => !logReaders.includes(role) || !expected.includes(entity));
        if (leaked.length) failures.push(`${role} dashboard shows ${leaked.join(',')}`);
        if (logReaders.includes(role) && recent.length === 0) failures.push(`${role} dashboard shows no activity`);
      }
    }
    expect(failures).toEqual([]);
    // The sample covers both sides: a role that sees only some entries, and the unknown one hidden from it.
    expect(entities.filter((entity) => (ACTIVITY_ENTITY_ROLES[entity] ?? ACTIVITY_DEFAULT_ROLES).includes('moderator'))).not.toContain(future);
  });

  it('state-changing calls need the XSRF pair even when signed in', async () => {
    const { headers } = await signInAs(t.app, 'superAdmin');
    const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/create-user`, headers: { cookie: headers.cookie! }, payload: {} });
    expect(res.statusCode).toBe(403);
  });
});
