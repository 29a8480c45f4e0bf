import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { VERIFICATION_CODE_TTL_S } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/unit-of-work.ts';
import { authCodeDecoys, authCooldowns, authTokens, type AuthTokenPurpose } from '../../db/schema/auth.ts';

/**
 * One-time codes (6 digits, mailed) and link tokens (reset, setup), stored hashed, expiring,
 * single-use. Codes are hashed with the server's secret key (a 6-digit space is too small for a
 * plain hash); link tokens carry 256 random bits, so SHA-256 is enough.
 */
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const codeHash = (store: TokenStore, userId: string, code: string) => store.keys.digest(`code:${userId}:${code}`);

async function retirePrevious(db: Db, userId: string, purpose: AuthTokenPurpose) {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/** The service's deps, or a unit of work to write inside the transaction of the write it belongs to. */
type TokenStore = Pick<Deps, 'db' | 'keys'>;

/** A fresh 6-digit code for `email`; earlier codes of the same purpose stop working. */
export async function issueCode(store: TokenStore, userId: string, purpose: 'verify-email' | 'new-email', email: string) {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  await retirePrevious(store.db, userId, purpose);
  // Both times from one clock: the database's now() is the transaction's start, which may be earlier.
  const createdAt = new Date();
  await store.db.insert(authTokens).values({
    userId,
    purpose,
    email,
    tokenHash: codeHash(store, userId, code),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + VERIFICATION_CODE_TTL_S * 1000),
  });
  return code;
}

export type CodeCheck = { ok: true; tokenId: string } | { ok: false; reason: 'none' | 'expired' | 'attempts' | 'wrong'; attemptsLeft?: number };

/** Checks a code against the user's live code of `purpose`; a wrong code uses up one of the tries. */
export async function checkCode(
  store: TokenStore,
  userId: string,
  purpose: 'verify-email' | 'new-email',
  email: string,
  code: string,
  maxAttempts: number,
): Promise<CodeCheck> {
  const [token] = await store.db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), eq(authTokens.email, email), isNull(authTokens.usedAt)))
    .orderBy(sql`${authTokens.createdAt} DESC`)
    .limit(1);
  if (!token) return { ok: false, reason: 'none' };
  if (token.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  if (token.attempts >= maxAttempts) return { ok: false, reason: 'attempts' };
  const expected = Buffer.from(token.tokenHash);
  const given = Buffer.from(codeHash(store, userId, code));
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
    // Conditional update: two concurrent correct submissions cannot both consume it.
    const used = await store.db
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(authTokens.id, token.id), isNull(authTokens.usedAt)))
      .returning({ id: authTokens.id });
    return used.length ? { ok: true, tokenId: token.id } : { ok: false, reason: 'none' };
  }
  const [after] = await store.db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(eq(authTokens.id, token.id))
    .returning({ attempts: authTokens.attempts });
  const left = Math.max(0, maxAttempts - (after?.attempts ?? maxAttempts));
  return left === 0 ? { ok: false, reason: 'attempts' } : { ok: false, reason: 'wrong', attemptsLeft: left };
}

/**
 * A code tried for an address with no code waiting is counted as a real one would be: wrong with the
 * tries left, then tries used up, then expired once a code's lifetime has passed since the first try,
 * until a resend ({@link forgetDecoyCode}) starts it over. The answers then match a pending account's.
 */
export async function checkDecoyCode(store: TokenStore, email: string, maxAttempts: number): Promise<Exclude<CodeCheck, { ok: true }>> {
  const key = store.keys.digest(`code-decoy:${email}`);
  const now = new Date();
  const [row] = await store.db
    .insert(authCodeDecoys)
    .values({ key, attempts: 1, expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_S * 1000) })
    .onConflictDoUpdate({
      target: authCodeDecoys.key,
      set: { attempts: sql`least(${authCodeDecoys.attempts} + 1, ${maxAttempts})` },
      setWhere: gt(authCodeDecoys.expiresAt, now),
    })
    .returning({ attempts: authCodeDecoys.attempts });
  if (!row) return { ok: false, reason: 'expired' };
  const left = Math.max(0, maxAttempts - row.attempts);
  return left === 0 ? { ok: false, reason: 'attempts' } : { ok: false, reason: 'wrong', attemptsLeft: left };
}

/** A resend starts the counted tries of an address with no code waiting over, as a new code would. */
export async function forgetDecoyCode(store: TokenStore, email: string) {
  await store.db.delete(authCodeDecoys).where(eq(authCodeDecoys.key, store.keys.digest(`code-decoy:${email}`)));
}

/** A link token (reset or setup); earlier links of the same purpose stop working. */
export type LinkTokenPurpose = 'reset-password' | 'setup-password' | 'undo-email-change';

export async function issueLinkToken(db: Db, userId: string, purpose: LinkTokenPurpose, email: string, ttlS: number) {
  const token = crypto.randomBytes(32).toString('base64url');
  await retirePrevious(db, userId, purpose);
  await db.insert(authTokens).values({ userId, purpose, email, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlS * 1000) });
  return token;
}

/**
 * Consumes a link token atomically: valid once, before its expiry. Inside a transaction a refusal after
 * it rolls the use back. Returns the user the link was made for and its address, or null.
 */
export async function consumeLinkToken(db: Db, token: string, purpose: LinkTokenPurpose): Promise<{ userId: string; email: string } | null> {
  if (!token || token.length > 200 || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const rows = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())))
    .returning({ userId: authTokens.userId, email: authTokens.email });
  return rows[0] ?? null;
}

/** Link tokens of `purpose` not yet used stop working (a reset link an account taker asked for, say). */
export async function retireLinkTokens(db: Db, userId: string, purpose: LinkTokenPurpose) {
  await retirePrevious(db, userId, purpose);
}

/**
 * Starts a cooldown for `key` unless one is running. Returns 0 when started, else the seconds
 * left. Keys are hashed addresses, so the table never lists who asked.
 */
export async function takeCooldown(store: TokenStore, key: string, seconds: number): Promise<number> {
  const hashed = store.keys.digest(`cooldown:${key}`);
  const until = new Date(Date.now() + seconds * 1000);
  const started = await store.db
    .insert(authCooldowns)
    .values({ key: hashed, until })
    .onConflictDoUpdate({ target: authCooldowns.key, set: { until }, setWhere: sql`${authCooldowns.until} <= now()` })
    .returning({ key: authCooldowns.key });
  if (started.length) return 0;
  const [row] = await store.db.select().from(authCooldowns).where(eq(authCooldowns.key, hashed));
  return row ? Math.max(1, Math.ceil((row.until.getTime() - Date.now()) / 1000)) : 0;
}
