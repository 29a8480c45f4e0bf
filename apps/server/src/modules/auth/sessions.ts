import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_S, REMEMBER_ME_REFRESH_TOKEN_TTL_S } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { authCodeDecoys, authCooldowns, authRefreshTokens, authSessions, authTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import type { Client, SessionCookies } from '../../platform/session.ts';
import type { Log } from '../../platform/unit-of-work.ts';
import { sha256 } from './tokens.ts';

/**
 * Sessions: a short-lived signed access cookie plus a rotating refresh cookie. Each sign-in is a
 * session row (the refresh-token family); refresh tokens are stored as SHA-256 hashes (they are 256
 * random bits, so a fast hash is enough). Presenting a refresh token that was already rotated means
 * it was copied: the whole family is revoked. A few seconds of grace let two tabs refresh at once.
 */
const REUSE_GRACE_MS = 10_000;

const newRefreshToken = () => crypto.randomBytes(32).toString('base64url');

/**
 * A sign-in that passed every check: the account records it (last login, failed attempts cleared)
 * and a session opens with its first refresh token. The three writes are one statement, as a burst
 * of sign-ins is mostly these writes. Returns the time of the sign-in and the cookies to set.
 */
export async function startSession(db: Db, client: Client, userId: string, rememberMe: boolean): Promise<{ signedInAt: Date; cookies: SessionCookies }> {
  const ttl = rememberMe ? REMEMBER_ME_REFRESH_TOKEN_TTL_S : REFRESH_TOKEN_TTL_S;
  const signedInAt = new Date();
  const sessionId = crypto.randomUUID();
  const token = newRefreshToken();
  await db.execute(sql`
    WITH signed_in AS (
      UPDATE ${users} SET last_login = ${signedInAt.toISOString()}, failed_login_attempts = 0, account_lock_until = NULL
      WHERE id = ${userId}
    ), new_session AS (
      INSERT INTO ${authSessions} (id, user_id, remember_me, user_agent, ip_address, expires_at)
      VALUES (${sessionId}, ${userId}, ${rememberMe}, ${(client.userAgent ?? '').slice(0, 500) || null},
              ${client.ip}, ${new Date(signedInAt.getTime() + ttl * 1000).toISOString()})
    )
    INSERT INTO ${authRefreshTokens} (session_id, token_hash) VALUES (${sessionId}, ${sha256(token)})`);
  return { signedInAt, cookies: { userId, sessionId, refreshToken: token, ttlS: ttl } };
}

export type RefreshOutcome =
  | { kind: 'rotated'; userId: string; sessionId: string; cookies: SessionCookies }
  /** A concurrent refresh already rotated this token a moment ago: the browser has the new cookies. */
  | { kind: 'grace'; userId: string; sessionId: string }
  | { kind: 'invalid' }
  | { kind: 'reused' };

/** `log` is the request's logger, so a reuse warning carries the id of the request that showed it. */
export async function rotateRefreshToken(db: Db, log: Log, raw: string | undefined, client: Client): Promise<RefreshOutcome> {
  if (!raw || raw.length > 200) return { kind: 'invalid' };
  const tokenHash = sha256(raw);
  const [token] = await db.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, tokenHash));
  if (!token) return { kind: 'invalid' };
  const [session] = await db.select().from(authSessions).where(eq(authSessions.id, token.sessionId));
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };

  const rotated = await db
    .update(authRefreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(authRefreshTokens.id, token.id), isNull(authRefreshTokens.rotatedAt)))
    .returning({ id: authRefreshTokens.id });
  if (rotated.length === 0) {
    const [current] = await db.select({ rotatedAt: authRefreshTokens.rotatedAt }).from(authRefreshTokens).where(eq(authRefreshTokens.id, token.id));
    if (current?.rotatedAt && Date.now() - current.rotatedAt.getTime() < REUSE_GRACE_MS) {
      return { kind: 'grace', userId: session.userId, sessionId: session.id };
    }
    await revokeSession(db, session.id, 'refresh-token-reuse');
    log.warn({ sessionId: session.id, userId: session.userId }, 'refresh token reused: session family revoked');
    return { kind: 'reused' };
  }

  const ttl = session.rememberMe ? REMEMBER_ME_REFRESH_TOKEN_TTL_S : REFRESH_TOKEN_TTL_S;
  const next = newRefreshToken();
  await db.insert(authRefreshTokens).values({ sessionId: session.id, tokenHash: sha256(next) });
  await db
    .update(authSessions)
    .set({ lastUsedAt: new Date(), expiresAt: new Date(Date.now() + ttl * 1000), ipAddress: client.ip ?? session.ipAddress })
    .where(eq(authSessions.id, session.id));
  return {
    kind: 'rotated',
    userId: session.userId,
    sessionId: session.id,
    cookies: { userId: session.userId, sessionId: session.id, refreshToken: next, ttlS: ttl },
  };
}

/** The session a refresh cookie belongs to, without rotating it (logout). */
export async function sessionOfRefreshCookie(db: Db, raw: string | undefined): Promise<string | null> {
  if (!raw || raw.length > 200) return null;
  const [token] = await db
    .select({ sessionId: authRefreshTokens.sessionId })
    .from(authRefreshTokens)
    .where(eq(authRefreshTokens.tokenHash, sha256(raw)));
  return token?.sessionId ?? null;
}

export async function revokeSession(db: Db, sessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every session of a user (password change or reset, suspension, forced reset), optionally keeping one. */
export async function revokeAllSessions(db: Db, userId: string, reason: string, exceptSessionId?: string | null) {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined))
    .returning({ id: authSessions.id });
  return rows.length;
}

export async function activeSessions(db: Db, userId: string) {
  return db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, new Date())))
    .orderBy(sql`${authSessions.lastUsedAt} DESC`);
}

/**
 * Daily housekeeping: sessions that ended more than 30 days ago go, with their tokens (cascade)
 * and the address and browser they recorded; so do one-time tokens and cooldowns long past their time.
 */
export async function pruneSessions(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  const sessions = await db
    .delete(authSessions)
    .where(or(lt(authSessions.expiresAt, cutoff), lt(authSessions.revokedAt, cutoff)))
    .returning({ id: authSessions.id });
  const tokens = await db.delete(authTokens).where(lt(authTokens.expiresAt, cutoff)).returning({ id: authTokens.id });
  await db.delete(authCooldowns).where(lt(authCooldowns.until, now));
  await db.delete(authCodeDecoys).where(lt(authCodeDecoys.expiresAt, cutoff));
  return sessions.length + tokens.length;
}
