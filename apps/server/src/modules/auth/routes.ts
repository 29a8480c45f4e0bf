import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AUTH_MESSAGES as M, loginSchema } from '@app/contract';
import { HttpError, ok, parse, unauthorized } from '../../platform/http.ts';
import { clearSessionCookies } from '../../platform/session.ts';
import { ensureBootstrapAdmin, findUserById, login } from './service.ts';
import { pruneSessions, revokeSession, rotateRefreshToken, sessionOfRefreshCookie } from './sessions.ts';
import { isTwoFactorEnabled } from './two-factor.ts';
import { toUserView } from './view.ts';

/** Per-address limits on the endpoints that guess-proof secrets (passwords, codes, tokens). */
const LOGIN_LIMIT = { max: 30, timeWindow: '1 minute' };

const authRoutes: FastifyPluginAsync = async (app) => {
  app.post('/auth/login', { config: { access: 'public', rateLimit: LOGIN_LIMIT } }, async (request, reply) => {
    const input = parse(loginSchema, request.body);
    const { user, twoFactorSetupRequired } = await login(app, request, reply, input);
    return ok(undefined, M.loginSuccess, {
      user: toUserView(user, { twoFactorEnabled: await isTwoFactorEnabled(app, user.id) }),
      ...(twoFactorSetupRequired ? { twoFactorSetupRequired: true } : {}),
    });
  });

  app.post('/auth/refresh-token', { config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
    const outcome = await rotateRefreshToken(app, request, reply);
    if (outcome.kind === 'invalid' || outcome.kind === 'reused') {
      clearSessionCookies(app, reply);
      throw unauthorized(M.sessionExpired);
    }
    const user = await findUserById(app, outcome.userId);
    if (!user || user.userStatus !== 'active') {
      await revokeSession(app.db, outcome.sessionId, 'account-not-active');
      clearSessionCookies(app, reply);
      throw unauthorized(M.sessionExpired);
    }
    return ok(undefined, M.tokenRefreshed, { user: toUserView(user, { twoFactorEnabled: await isTwoFactorEnabled(app, user.id) }) });
  });

  // Works signed in or not: whatever session the cookies name ends, and the cookies go.
  app.post('/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    const fromRefresh = await sessionOfRefreshCookie(app, request);
    for (const sessionId of new Set([fromRefresh, request.user?.sessionId])) {
      if (sessionId) await revokeSession(app.db, sessionId, 'logout');
    }
    clearSessionCookies(app, reply);
    return ok(undefined, M.loggedOut);
  });

  app.get('/auth/me', { config: { access: 'authenticated', allowUnverified: true } }, async (request) => {
    const user = await findUserById(app, request.user!.id);
    if (!user) throw new HttpError(401, M.sessionExpired);
    return ok(undefined, undefined, { user: toUserView(user, { twoFactorEnabled: await isTwoFactorEnabled(app, user.id) }) });
  });
};

export default authRoutes;

/** At every start: the ADMIN_EMAIL superAdmin, and housekeeping of long-ended sessions. */
export async function onReady(app: FastifyInstance) {
  await ensureBootstrapAdmin(app);
  await pruneSessions(app.db);
}
