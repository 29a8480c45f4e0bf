import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type Role, type RouteAccess } from '@app/contract';
import { forbidden, unauthorized } from './http.ts';

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
  }
}

export type RouteRecord = { method: string; url: string; access?: RouteAccess };

/**
 * Every /api route must declare its access; a route without one fails at start-up.
 * Enforcement: anonymous -> 401, signed in without a listed role -> 403.
 */
export function registerAccessControl(app: FastifyInstance, registry: RouteRecord[]) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    for (const method of methods) registry.push({ method, url: route.url, access });
    if (route.url.startsWith(API_PREFIX) && !access) {
      throw new Error(`Route ${methods.join(',')} ${route.url} has no access declaration (config.access)`);
    }
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const user = request.user;
    if (!user) throw unauthorized();
    if (!user.isVerified && !request.routeOptions.config.allowUnverified) {
      throw forbidden('Please verify your email address to continue.');
    }
    if (access === 'authenticated') return;
    if (!access.includes(user.role as Role)) throw forbidden();
  });
}
