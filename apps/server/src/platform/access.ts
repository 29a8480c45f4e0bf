import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_PREFIX, STAFF_TWO_FACTOR_ROLES, type Role, type RouteAccess } from '@app/contract';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/platform.ts';
import { forbidden, HttpError, unauthorized } from './http.ts';
import type { DocumentedRoute } from './openapi.ts';
import { rowsOf } from '../db/results.ts';

/** app_settings key of the superAdmin's "staff must use two-factor sign-in" switch. */
export const STAFF_TWO_FACTOR_SETTING = 'auth:requireStaffTwoFactor';
const TWO_FACTOR_SETUP_NEEDED = 'Two-factor sign-in is required for staff accounts. Turn it on in your profile to continue.';

/** Whether staff must use two-factor, as an SQL expression: sign-in reads it in its own query. */
export const staffTwoFactorRequiredSql = sql<boolean>`coalesce((select ${appSettings.value} = 'true'::jsonb from ${appSettings} where ${appSettings.key} = ${STAFF_TWO_FACTOR_SETTING}), false)`;

/** Read per request (one primary-key lookup, staff only) so every instance sees a change at once. */
export async function staffTwoFactorRequired(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select ${staffTwoFactorRequiredSql} as required`);
  return rowsOf<{ required: boolean }>(result)[0]?.required === true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route: 'public', 'authenticated' (any signed-in, verified user) or a role list. */
    access?: RouteAccess;
    /** Allow a signed-in user whose email is not verified yet (me, logout, verify flows). */
    allowUnverified?: boolean;
    /** Anonymous GET answers may be cached and carry ETags keyed on the public content version. */
    publicRead?: boolean;
    /** A successful call changes what public pages show: bump the content version. */
    publicContent?: boolean;
    /** Reachable by staff who must turn on two-factor sign-in but have not yet (me, two-factor setup). */
    allowWithoutTwoFactor?: boolean;
    /** The route reads a multipart/form-data body (uploads); every other route refuses one (platform/input.ts). */
    multipart?: boolean;
  }
}

export type RouteRecord = DocumentedRoute & {
  /** Whether the handler reads `request.body` (the API document must then describe it). */
  readsBody?: boolean;
};

/**
 * Every /api route must declare its access; a route without one fails at start-up.
 * Enforcement: anonymous -> 401, signed in without a listed role -> 403.
 */
export function registerAccessControl(app: FastifyInstance, registry: RouteRecord[]) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    const { multipart, rateLimit, openapi } = route.config ?? {};
    const readsBody = /\brequest\.body\b/.test(String(route.handler));
    for (const method of methods) registry.push({ method, url: route.url, access, multipart, rateLimited: Boolean(rateLimit), openapi, readsBody });
    if (route.url.startsWith(API_PREFIX) && !access) {
      throw new Error(`Route ${methods.join(',')} ${route.url} has no access declaration (config.access)`);
    }
  });

  // Public routes (most requests) are let through without a promise; every other route is checked.
  app.addHook('preHandler', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return done();
    checkAccess(request, access).then(() => done(), done);
  });
}

/** Whether the signed-in user may call a route declared for `access` (anything but public); throws 401 or 403. */
async function checkAccess(request: FastifyRequest, access: Exclude<RouteAccess, 'public'>) {
  const user = request.user;
  if (!user) throw unauthorized();
  if (!user.isVerified && !request.routeOptions.config.allowUnverified) {
    throw forbidden('Please verify your email address to continue.');
  }
  if (
    !user.twoFactorEnabled &&
    (STAFF_TWO_FACTOR_ROLES as readonly Role[]).includes(user.role) &&
    !request.routeOptions.config.allowWithoutTwoFactor &&
    (await staffTwoFactorRequired(request.server.db))
  ) {
    throw new HttpError(403, TWO_FACTOR_SETUP_NEEDED, undefined, { twoFactorSetupRequired: true });
  }
  if (access === 'authenticated') return;
  if (!access.includes(user.role as Role)) throw forbidden();
}
