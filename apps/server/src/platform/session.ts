import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { API_PREFIX, SESSION_HINT_COOKIE, XSRF_COOKIE, XSRF_HEADER, type Language, type Role, type UserStatus } from '@app/contract';
import type { Db } from '../db/client.ts';
import { authSessions, authTwoFactor } from '../db/schema/auth.ts';
import { appSettings } from '../db/schema/platform.ts';
import { users } from '../db/schema/users.ts';
import { forbidden } from './http.ts';
import { randomToken } from './random.ts';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** Short-lived: a stolen access cookie is worth minutes. The refresh cookie renews it. */
const ACCESS_TOKEN_TTL_S = 15 * 60;
/** How stale a session's `last_used_at` may get before a request bumps it. */
const LAST_USED_RESOLUTION_MS = 5 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  isVerified: boolean;
  /** The account's language: what its mails and documents are written in. */
  language: Language;
  /** The refresh-token family (session) this access token belongs to. */
  sessionId: string | null;
  /** Two-factor sign-in is on for this account. */
  twoFactorEnabled?: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessionKeys: SessionKeys;
  }
}

/** What the server secret signs, hashes and seals with; services receive it in their dependencies. */
export type SessionKeys = {
  sign(payload: object): string;
  verify(token: string): Record<string, unknown> | null;
  /** Keyed hash (HMAC-SHA256, hex) for stored codes and lookup keys: useless without the server secret. */
  digest(value: string): string;
  /** AES-256-GCM with a key derived from the server secret, for secrets kept at rest (TOTP keys). */
  seal(plain: string): string;
  unseal(sealed: string): string | null;
};

/** The signing secret: configured, or generated once and kept in the database so every instance shares it. */
export async function loadSessionSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const fresh = crypto.randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: 'session_secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'session_secret'));
  return row!.value as string;
}

function makeKeys(secret: string): SessionKeys {
  const mac = (body: string) => crypto.createHmac('sha256', secret).update(body).digest('base64url');
  const digestKey = crypto.createHmac('sha256', secret).update('digest-key').digest();
  const sealKey = crypto.createHmac('sha256', secret).update('seal-key').digest();
  return {
    seal(plain: string) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    unseal(sealed: string) {
      try {
        const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
        const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey, iv!);
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    digest(value: string) {
      return crypto.createHmac('sha256', digestKey).update(value).digest('hex');
    },
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

function setAccessCookie(app: FastifyInstance, reply: FastifyReply, userId: string, sessionId: string | null) {
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

/** The refresh cookie only travels to the auth endpoints that need it (refresh-token, logout). */
const REFRESH_COOKIE_PATH = `${API_PREFIX}/auth`;

function setRefreshCookie(app: FastifyInstance, reply: FastifyReply, token: string, maxAgeS: number) {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    maxAge: maxAgeS,
  });
  // A readable hint with no secret in it: cached public pages show "My portfolio" instead of
  // "Sign in" without asking the server, so anonymous visitors make no failing session calls.
  reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure: app.config.secureCookies, maxAge: maxAgeS });
}

/** What a handler sets on its reply once a session opens or renews: services hand this back rather than touch the reply. */
export type SessionCookies = { userId: string; sessionId: string; refreshToken: string; ttlS: number };

export function setSessionCookies(app: FastifyInstance, reply: FastifyReply, cookies: SessionCookies) {
  setAccessCookie(app, reply, cookies.userId, cookies.sessionId);
  setRefreshCookie(app, reply, cookies.refreshToken, cookies.ttlS);
}

/** Where a sign-in comes from, as its session records it. */
export type Client = { ip: string | null; userAgent: string | null };

/** The one place a handler reads the caller's address and browser for a service. */
export const clientOf = (request: FastifyRequest): Client => ({ ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null });

/** Ends the browser's session: both cookies are cleared (with the attributes they were set with). */
export function clearSessionCookies(app: FastifyInstance, reply: FastifyReply) {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: app.config.secureCookies };
  reply.clearCookie(ACCESS_COOKIE, { ...base, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SESSION_HINT_COOKIE, { sameSite: 'lax', secure: app.config.secureCookies, path: '/' });
}

/** The double-submit XSRF cookie: the page's script reads it and echoes it in a header. */
export const xsrfCookieOptions = (secure: boolean) => ({ path: '/', httpOnly: false, sameSite: 'lax', secure }) as const;

/**
 * Whether a raw Cookie header holds a cookie of this name, for code that runs before the cookie
 * plugin parses the header (the public cache's front door).
 */
export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  for (let at = header.indexOf(name + '='); at !== -1; at = header.indexOf(name + '=', at + 1)) {
    // A name starts the header or follows "; " (or ";" from clients that skip the space).
    if (at === 0 || header[at - 1] === ';' || (header[at - 1] === ' ' && header[at - 2] === ';')) return true;
  }
  return false;
}

/** Extra vetoes a module may add on top of the session row check (see app.ts `sessionCheck`). */
export type SessionCheck = (sessionId: string | null, userId: string) => Promise<boolean>;

const NO_BROWSER_PATHS = /^\/(assets\/|ops\/|(healthz|readyz|metrics)(\?|$))/;

export async function registerSessions(app: FastifyInstance, secret: string, isSessionAlive: SessionCheck = async () => true) {
  app.decorate('sessionKeys', makeKeys(secret));
  app.decorateRequest('user', null);

  // Callback-style: a request without an access cookie (every anonymous visitor) waits for nothing,
  // and costs no promise; only a signed-in one reads its session from the database.
  app.addHook('onRequest', (request, reply, done) => {
    // Double-submit XSRF token: a cookie the page's script can read, echoed back in a header.
    const xsrfCookie = request.cookies[XSRF_COOKIE];
    // Browsers get the token with the first page; API reads other than auth's don't need to mint one,
    // and built files never do (a Set-Cookie would also keep shared caches from storing them).
    // Nor do probes, scrapers and the backup command (no browser reads their cookies).
    const needsToken = request.url.startsWith(API_PREFIX) ? request.url.startsWith(`${API_PREFIX}/auth/`) : !NO_BROWSER_PATHS.test(request.url);
    if (!xsrfCookie && needsToken) reply.setCookie(XSRF_COOKIE, randomToken(24), xsrfCookieOptions(app.config.secureCookies));
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && request.url.startsWith(API_PREFIX)) {
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      if (
        !xsrfCookie ||
        typeof header !== 'string' ||
        header.length !== xsrfCookie.length ||
        !crypto.timingSafeEqual(Buffer.from(header), Buffer.from(xsrfCookie))
      ) {
        return done(forbidden('Invalid or missing security token. Please reload the page and try again.'));
      }
    }

    const token = request.cookies[ACCESS_COOKIE];
    if (!token) return done();
    const payload = app.sessionKeys.verify(token);
    if (!payload || typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !UUID.test(payload.sid) || !UUID.test(payload.sub)) return done();
    signedInUser(payload.sub, payload.sid).then((user) => {
      request.user = user;
      done();
    }, done);
  });

  /** The user of a valid access token whose session is still alive, or null. */
  async function signedInUser(userId: string, sessionId: string): Promise<SessionUser | null> {
    // One query: the user and their session. A revoked or expired session (logout, password
    // change, refresh-token reuse) stops its access cookie at once, on every instance.
    const [row] = await app.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.userRole,
        status: users.userStatus,
        isVerified: users.isVerified,
        language: users.language,
        revokedAt: authSessions.revokedAt,
        expiresAt: authSessions.expiresAt,
        lastUsedAt: authSessions.lastUsedAt,
        twoFactorEnabledAt: authTwoFactor.enabledAt,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .leftJoin(authTwoFactor, eq(authTwoFactor.userId, authSessions.userId))
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)));
    if (!row || row.status !== 'active' || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
    if (!(await isSessionAlive(sessionId, row.id))) return null;
    if (Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await app.db.update(authSessions).set({ lastUsedAt: new Date() }).where(eq(authSessions.id, sessionId));
    }
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      status: row.status,
      isVerified: row.isVerified,
      language: row.language,
      sessionId,
      twoFactorEnabled: row.twoFactorEnabledAt != null,
    };
  }
}
