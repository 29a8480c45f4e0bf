import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_DEFAULT_ROLES, ACTIVITY_ENTITY_LABELS, ACTIVITY_ENTITY_ROLES, API_PREFIX, ROLES, type Role } from '@app/contract';
import { activityLog } from '../../db/schema/platform.ts';
import { anonymousHeaders, signInAs, useTestApp } from '../../testing/app.ts';

/**
 * The access matrix of the whole product: every module is auto-loaded, so this walks every /api
 * route any domain registers. Each must declare access; each protected route answers 401 to an
 * anonymous caller and 403 to every signed-in role outside its list.
 */
const t = useTestApp();
const roleHeaders = t.as;

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

/**
 * Who may call each route, from the permission tables of accounts.md and back-office.md section 6
 * (plus the investor routes of the investing issue). Written out once here, so a route that turns
 * public, or a tool that gains a role, fails this test; the per-module suites no longer repeat it.
 */
const PUBLIC = 'public';
const SIGNED_IN = 'authenticated';
const SUPER_ADMIN = ['superAdmin'];
const ADMINS = ['superAdmin', 'admin'];
const CONTENT_EDITORS = ['superAdmin', 'admin', 'moderator'];
const ADMIN_AREA = ['superAdmin', 'admin', 'moderator', 'employee'];
const INVESTORS = ['user'];
const FIELD_OFFICERS = ['fieldOfficer'];
const EXPECTED_ACCESS: [string, string | string[]][] = [
  ['GET /uploads/*', PUBLIC],
  ['GET /about/images', PUBLIC],
  ['POST /about/images', CONTENT_EDITORS],
  ['PUT /about/images/order', CONTENT_EDITORS],
  ['PUT /about/images/:id', CONTENT_EDITORS],
  ['PATCH /about/images/:id/toggle-status', CONTENT_EDITORS],
  ['DELETE /about/images/:id', CONTENT_EDITORS],
  ['GET /activity', CONTENT_EDITORS],
  ['GET /activity/facets', CONTENT_EDITORS],
  ['POST /auth/login', PUBLIC],
  ['POST /auth/refresh-token', PUBLIC],
  ['POST /auth/logout', PUBLIC],
  ['POST /auth/register', PUBLIC],
  ['POST /auth/verify-email', PUBLIC],
  ['POST /auth/resend-verification', PUBLIC],
  ['POST /auth/forgot-password', PUBLIC],
  ['POST /auth/reset-password/:token', PUBLIC],
  ['POST /auth/setup-password/:token', PUBLIC],
  ['POST /auth/undo-email-change/:token', PUBLIC],
  ['POST /auth/change-password', SIGNED_IN],
  ['PUT /auth/update-profile', SIGNED_IN],
  ['POST /auth/upload-profile-image', SIGNED_IN],
  ['GET /auth/me', SIGNED_IN],
  ['GET /auth/users', ADMINS],
  ['GET /auth/users/:id', ADMINS],
  ['POST /auth/create-user', ADMINS],
  ['PUT /auth/update-role/:id', ADMINS],
  ['PUT /auth/update-status/:id', ADMINS],
  ['PUT /auth/update-employee/:id', ADMINS],
  ['POST /auth/admin-verify-email', ADMINS],
  ['POST /auth/force-password-reset/:id', ADMINS],
  ['DELETE /auth/users/:id', SUPER_ADMIN],
  ['POST /auth/unlock/:id', ADMINS],
  ['GET /auth/sessions', SIGNED_IN],
  ['DELETE /auth/sessions/:id', SIGNED_IN],
  ['POST /auth/sessions/revoke-others', SIGNED_IN],
  ['GET /auth/export-data', SIGNED_IN],
  ['POST /auth/delete-account', SIGNED_IN],
  ['GET /auth/passkeys', SIGNED_IN],
  ['POST /auth/passkeys/options', SIGNED_IN],
  ['POST /auth/passkeys', SIGNED_IN],
  ['DELETE /auth/passkeys/:id', SIGNED_IN],
  ['POST /auth/passkeys/sign-in/options', PUBLIC],
  ['POST /auth/passkeys/sign-in', PUBLIC],
  ['POST /auth/2fa/setup', SIGNED_IN],
  ['POST /auth/2fa/enable', SIGNED_IN],
  ['POST /auth/2fa/disable', SIGNED_IN],
  ['GET /auth/security-settings', SUPER_ADMIN],
  ['PUT /auth/security-settings', SUPER_ADMIN],
  ['GET /career/posts', PUBLIC],
  ['GET /career/posts/stats', ADMINS],
  ['GET /career/posts/:id', PUBLIC],
  ['POST /career/posts', ADMINS],
  ['PUT /career/posts/:id', ADMINS],
  ['DELETE /career/posts/:id', ADMINS],
  ['PUT /career/posts-order', ADMINS],
  ['GET /career/posts/:id/applications', ADMINS],
  ['POST /career/apply', PUBLIC],
  ['GET /career/applications', ADMINS],
  ['PATCH /career/applications/bulk-status', ADMINS],
  ['GET /career/applications/:id', ADMINS],
  ['PATCH /career/applications/:id/status', ADMINS],
  ['POST /career/applications/:id/notes', ADMINS],
  ['DELETE /career/applications/:id/notes/:noteId', ADMINS],
  ['GET /career/applications/:id/resume', ADMINS],
  ['GET /career/applications/:id/cover-letter', ADMINS],
  ['POST /career/applications/:id/email', ADMINS],
  ['GET /contactInfo', PUBLIC],
  ['PUT /contactInfo', CONTENT_EDITORS],
  ['POST /contactInfo/:section', CONTENT_EDITORS],
  ['PUT /contactInfo/:section/:id', CONTENT_EDITORS],
  ['DELETE /contactInfo/:section/:id', CONTENT_EDITORS],
  ['POST /admin/send-contact-emails', PUBLIC],
  ['GET /contact-messages', CONTENT_EDITORS],
  ['GET /contact-messages/:id', CONTENT_EDITORS],
  ['PATCH /contact-messages/:id/status', CONTENT_EDITORS],
  ['DELETE /contact-messages/:id', CONTENT_EDITORS],
  ['POST /contact-messages/bulk', CONTENT_EDITORS],
  ['POST /contact-messages/:id/replies', CONTENT_EDITORS],
  ['GET /track-record', PUBLIC],
  ['GET /track-record/summary', PUBLIC],
  ['GET /track-record/cycles/:id', PUBLIC],
  ['GET /rounds', PUBLIC],
  ['GET /cycles', ADMINS],
  ['POST /cycles', ADMINS],
  ['GET /cycles/:id', ADMINS],
  ['PUT /cycles/:id', ADMINS],
  ['GET /rounds/admin', ADMINS],
  ['GET /rounds/:id/admin', ADMINS],
  ['DELETE /cycles/:id', ADMINS],
  ['POST /cycles/:id/updates', ADMINS],
  ['GET /cycles/:id/assignable', ADMINS],
  ['POST /cycles/:id/investments', ADMINS],
  ['DELETE /cycles/:id/investments/:investmentId', ADMINS],
  ['POST /cycles/:id/close', ADMINS],
  ['GET /cycles/:id/close/preview', ADMINS],
  // The field app (issue 51): officers only, never a back-office route; admins assign them and set the farm plan.
  ['GET /field/cycles', FIELD_OFFICERS],
  ['GET /field/records', FIELD_OFFICERS],
  ['POST /field/records', FIELD_OFFICERS],
  ['POST /field/photos', FIELD_OFFICERS],
  ['PATCH /field/photos/:id', FIELD_OFFICERS],
  ['GET /field/photos/:id/image', ['fieldOfficer', ...ADMINS, ...INVESTORS]],
  ['GET /field/officers', ADMINS],
  ['GET /field/cycles/:id/officers', ADMINS],
  ['POST /field/cycles/:id/officers', ADMINS],
  ['DELETE /field/cycles/:id/officers/:userId', ADMINS],
  ['GET /field/cycles/:id/plan', ADMINS],
  ['PUT /field/cycles/:id/plan', ADMINS],
  // Closing a round (issue 48) and the investor's choice for money that arrived after it closed.
  ['POST /rounds/:id/close', ADMINS],
  ['GET /investor/investments/:id/late-money', INVESTORS],
  ['POST /investor/investments/:id/late-money', INVESTORS],
  // The maturity choice (issue 47): the investor's own.
  ['PUT /investor/investments/:id/maturity-choice', INVESTORS],
  ['GET /approvals', ADMINS],
  ['POST /approvals/:id/approve', ADMINS],
  ['POST /approvals/:id/reject', ADMINS],
  ['POST /approvals/:id/withdraw', ADMINS],
  ['GET /investor/cycles/:id', SIGNED_IN],
  ['GET /investor/investments/:id/account', INVESTORS],
  ['GET /dashboard/summary', ADMIN_AREA],
  ['GET /dashboard/needs-attention', ADMIN_AREA],
  ['GET /faq/faqs', PUBLIC],
  ['GET /faq/faqs/:id', PUBLIC],
  ['POST /faq/faqs', CONTENT_EDITORS],
  ['PUT /faq/faqs/:id', CONTENT_EDITORS],
  ['DELETE /faq/faqs/:id', CONTENT_EDITORS],
  ['PUT /faq/faqs-order', CONTENT_EDITORS],
  ['GET /investment/plans', PUBLIC],
  ['GET /investment/plans/:id', PUBLIC],
  ['POST /investment/plans', ADMINS],
  ['PUT /investment/plans/:id', ADMINS],
  ['DELETE /investment/plans/:id', ADMINS],
  ['PUT /investment/plans-order', ADMINS],
  ['GET /agreements/template', ADMINS],
  ['GET /agreements/template/versions/:version', ADMINS],
  ['POST /agreements/template', ADMINS],
  ['POST /investor/agreements/preview', INVESTORS],
  ['GET /investor/investments/:id/agreement', INVESTORS],
  ['GET /investments/:id/agreement', ADMINS],
  ['POST /investor/investments', INVESTORS],
  ['GET /investor/investments', INVESTORS],
  ['GET /investor/investments/:id', INVESTORS],
  ['POST /investor/investments/:id/cancel', INVESTORS],
  // Funding rounds (issue 48): the waiting list of a fully reserved round, and "tell me when a round opens".
  ['POST /investor/rounds/:id/waitlist', INVESTORS],
  ['DELETE /investor/rounds/:id/waitlist', INVESTORS],
  ['GET /investor/waitlist', INVESTORS],
  ['POST /round-alerts', PUBLIC],
  ['POST /round-alerts/stop', PUBLIC],
  ['GET /investments', ADMINS],
  ['GET /ledger/bank-accounts', ADMINS],
  ['POST /ledger/bank-accounts', ADMINS],
  ['PUT /ledger/bank-accounts/:id', ADMINS],
  ['GET /ledger/bank-mappings', ADMINS],
  ['POST /ledger/bank-mappings', ADMINS],
  ['PUT /ledger/bank-mappings/:id', ADMINS],
  ['DELETE /ledger/bank-mappings/:id', ADMINS],
  ['POST /ledger/bank-statements', ADMINS],
  ['GET /ledger/bank-statements', ADMINS],
  ['GET /ledger/bank-lines', ADMINS],
  ['POST /ledger/bank-lines/confirm', ADMINS],
  ['POST /ledger/bank-lines/:id/ignore', ADMINS],
  ['POST /ledger/bank-lines/:id/assign', ADMINS],
  ['GET /ledger/payout-candidates', ADMINS],
  ['GET /ledger/payout-batches', ADMINS],
  ['POST /ledger/payout-batches', ADMINS],
  ['GET /ledger/payout-batches/:id', ADMINS],
  ['DELETE /ledger/payout-batches/:id', ADMINS],
  ['GET /ledger/payout-batches/:id/domestic.csv', ADMINS],
  ['GET /ledger/payout-batches/:id/international.csv', ADMINS],
  ['GET /ledger/payout-batches/:id/send/preview', ADMINS],
  ['POST /ledger/payout-batches/:id/sent', ADMINS],
  ['GET /investments/export.csv', ADMINS],
  ['GET /investments/:id', ADMINS],
  ['PATCH /investments/:id/status', ADMINS],
  ['POST /investments/:id/notes', ADMINS],
  ['GET /investments/:id/ledger', ADMINS],
  ['POST /investments/:id/ledger', ADMINS],
  ['POST /investments/:id/ledger/:entryId/reversal', ADMINS],
  ['GET /ledger/books-check', ADMINS],
  ['POST /ledger/books-check', ADMINS],
  ['GET /ledger/reconciliation', ADMINS],
  ['GET /ledger/reconciliation.csv', ADMINS],
  ['GET /investor/profile', INVESTORS],
  ['PUT /investor/profile', INVESTORS],
  ['POST /investor/profile/id-document', INVESTORS],
  ['POST /investor/profile/submit', INVESTORS],
  ['GET /investor/payout-account', INVESTORS],
  ['POST /investor/payout-account', INVESTORS],
  ['GET /investors/:userId/payout-accounts', ADMINS],
  ['POST /investors/:userId/payout-accounts/:id/confirm', ADMINS],
  ['GET /investors', ADMINS],
  ['GET /investors/:userId', ADMINS],
  ['GET /investors/:userId/id-document', ADMINS],
  ['PATCH /investors/:userId/verification', ADMINS],
  ['POST /investors/:userId/suspension', ADMINS],
  ['DELETE /investors/:userId/suspension', ADMINS],
  ['GET /investor/safeguards', INVESTORS],
  ['POST /investor/safeguards/category', INVESTORS],
  ['POST /investor/safeguards/check', INVESTORS],
  ['POST /investor/safeguards/check/:id', INVESTORS],
  ['GET /investors/safeguards/export.csv', ADMINS],
  ['GET /investors/safeguards/history.csv', ADMINS],
  ['GET /investors/:userId/safeguards', ADMINS],
  ['GET /check-questions', ADMINS],
  ['POST /check-questions', ADMINS],
  ['PUT /check-questions/:id', ADMINS],
  ['GET /metrics/metrics', PUBLIC],
  ['GET /metrics/metrics/:key', PUBLIC],
  ['GET /openapi.json', PUBLIC],
  ['POST /metrics/metrics/initialize', ADMINS],
  ['PUT /metrics/metrics/:key', ADMINS],
  ['GET /investor/investments/:id/statement.pdf', INVESTORS],
  ['GET /investor/statements/tax-year/:startYear', INVESTORS],
  ['GET /investor/statements/tax-year/:startYear/pack.zip', INVESTORS],
  ['GET /investor/zakat', INVESTORS],
  ['GET /investments/:id/statement.pdf', ADMINS],
  ['GET /investors/:userId/statements/tax-year/:startYear', ADMINS],
  ['GET /ourStories/stories', PUBLIC],
  ['GET /ourStories/stories/:id', PUBLIC],
  ['POST /ourStories/stories', CONTENT_EDITORS],
  ['PUT /ourStories/stories/:id', CONTENT_EDITORS],
  ['DELETE /ourStories/stories/:id', CONTENT_EDITORS],
  ['GET /team/members', PUBLIC],
  ['GET /team/members/:id', PUBLIC],
  ['POST /team/members', ADMINS],
  ['PUT /team/members/:id', ADMINS],
  ['PATCH /team/members/:id/grid-column', ADMINS],
  ['DELETE /team/members/:id', ADMINS],
  ['PUT /team/members-order', ADMINS],
  ['GET /trust-pages/:slug', PUBLIC],
  ['PUT /trust-pages/:slug', CONTENT_EDITORS],
  ['PUT /shariah-adviser', ADMINS],
  ['DELETE /shariah-adviser', ADMINS],
  ['GET /shariah-adviser/certificate', PUBLIC],
  ['GET /work-plans/me', ADMIN_AREA],
  ['POST /work-plans/me/tasks', ADMIN_AREA],
  ['PATCH /work-plans/me/tasks/:id', ADMIN_AREA],
  ['DELETE /work-plans/me/tasks/:id', ADMIN_AREA],
  ['POST /work-plans/me/submit', ADMIN_AREA],
  ['GET /work-plans/me/check-ins', ADMIN_AREA],
  ['POST /work-plans/me/check-ins', ADMIN_AREA],
  ['GET /work-plans', ADMINS],
  ['GET /work-plans/dashboard', ADMINS],
  ['GET /work-plans/daily', ADMINS],
  ['GET /work-plans/analytics', ADMINS],
  ['GET /work-plans/settings', ADMINS],
  ['PUT /work-plans/settings', ADMINS],
  ['GET /work-plans/:id', ADMINS],
  ['POST /work-plans/:id/approve', ADMINS],
  ['POST /work-plans/:id/request-changes', ADMINS],
  ['POST /work-plans/:id/feedback', ADMINS],
  ['GET /*', PUBLIC],
  ['TRACE /*', PUBLIC],
  ['DELETE /*', PUBLIC],
  ['PATCH /*', PUBLIC],
  ['PUT /*', PUBLIC],
  ['POST /*', PUBLIC],
  ['QUERY /*', PUBLIC],
];

describe('access matrix', () => {
  it('every /api route declares its access', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !route.access).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it("every /api route's access is the one the permission tables give it", () => {
    const declared = apiRoutes()
      .map((route): [string, unknown] => [`${route.method} ${route.url.slice(API_PREFIX.length)}`, route.access])
      .sort(([a], [b]) => a.localeCompare(b));
    expect(declared).toEqual([...EXPECTED_ACCESS].sort(([a], [b]) => a.localeCompare(b)));
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
      entities.map((entity, i) => ({
        actorName: 'Matrix',
        action: 'update',
        entity,
        summary: `matrix ${entity}`,
        createdAt: new Date(Date.UTC(2099, 0, 1, 0, i)),
      })),
    );
    const readers = (url: string) =>
      t.app.routeRegistry.find((route) => route.method === 'GET' && route.url === `${API_PREFIX}${url}`)?.access as readonly Role[];
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
        const seen = list
          .json()
          .data.map((entry: { entity: string }) => entry.entity)
          .sort();
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
