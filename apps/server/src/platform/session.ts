import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { API_PREFIX, XSRF_COOKIE, XSRF_HEADER, type Role, type UserStatus } from '@app/contract';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/platform.ts';
import { users } from '../db/schema/users.ts';
import { forbidden } from './http.ts';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** Short-lived: a stolen access cookie is worth minutes. The refresh cookie renews it. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  isVerified: boolean;
  /** The refresh-token family (session) this access token belongs to. */
  sessionId: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessionKeys: { sign(payload: object): string; verify(token: string): Record<string, any> | null };
  }
}

/** The signing secret: configured, or generated once and kept in the database so every instance shares it. */
export async function loadSessionSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const fresh = crypto.randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: 'session_secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'session_secret'));
  return row!.value as string;
}

function makeKeys(secret: string) {
  const mac = (body: string) => crypto.createHmac('sha256', secret).update(body).digest('base64url');
  return {
    sign(payload: object) {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    verify(token: string) {
      const [body, signature] = token.split('.');
      if (!body || !signature) return null;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
      try {
        const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
        if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) return null;
        return payload;
      } catch {
        return null;
      }
    },
  };
}

/** Sets the access cookie for a user and session. Used by login, refresh and the test helpers. */
export function setAccessCookie(app: FastifyInstance, reply: FastifyReply, userId: string, sessionId: string | null) {
  const token = app.sessionKeys.sign({ sub: userId, sid: sessionId, exp: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_S });
  reply.setCookie(ACCESS_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    maxAge: ACCESS_TOKEN_TTL_S,
  });
  return token;
}

/** Resolves a verified access token to a user. Session revocation checks can be layered in `isSessionAlive`. */
export type SessionCheck = (sessionId: string | null, userId: string) => Promise<boolean>;

export async function registerSessions(app: FastifyInstance, secret: string, isSessionAlive: SessionCheck = async () => true) {
  app.decorate('sessionKeys', makeKeys(secret));
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request, reply) => {
    // Double-submit XSRF token: a cookie the page's script can read, echoed back in a header.
    const xsrfCookie = request.cookies[XSRF_COOKIE];
    if (!xsrfCookie) {
      reply.setCookie(XSRF_COOKIE, crypto.randomBytes(24).toString('base64url'), {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: app.config.secureCookies,
      });
    }
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && request.url.startsWith(API_PREFIX)) {
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      if (!xsrfCookie || typeof header !== 'string' || header.length !== xsrfCookie.length ||
        !crypto.timingSafeEqual(Buffer.from(header), Buffer.from(xsrfCookie))) {
        throw forbidden('Invalid or missing security token. Please reload the page and try again.');
      }
    }

    const token = request.cookies[ACCESS_COOKIE];
    if (!token) return;
    const payload = app.sessionKeys.verify(token);
    if (!payload || typeof payload.sub !== 'string') return;
    const [row] = await app.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.userRole,
        status: users.userStatus,
        isVerified: users.isVerified,
      })
      .from(users)
      .where(eq(users.id, payload.sub));
    if (!row || row.status !== 'active') return;
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
    if (!(await isSessionAlive(sessionId, row.id))) return;
    request.user = { ...row, sessionId };
  });
}
