import { and, eq, ne, or, sql } from 'drizzle-orm';
import {
  ACCOUNT_LOCK_S,
  AUTH_MESSAGES as M,
  DEMO_FIELD_OFFICER_EMAIL,
  DEMO_INVESTOR_EMAIL,
  MAX_FAILED_LOGINS,
  type loginSchema,
  type Role,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authTwoFactor } from '../../db/schema/auth.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { staffTwoFactorRequiredSql } from '../../platform/access.ts';
import { HttpError, unauthorized } from '../../platform/http.ts';
import type { Actor, SignedInActor } from '../../platform/activity.ts';
import type { AppMetrics } from '../../platform/prometheus.ts';
import type { Client, SessionCookies } from '../../platform/session.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import type { AfterAnswer } from './after-response.ts';
import { accountMails } from './mails.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { revokeAllSessions, startSession } from './sessions.ts';
import { twoFactorGate } from './two-factor.ts';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/**
 * Everything sign-in needs before the password check, in one query: the account, its two-factor
 * record and whether staff must use two-factor. A burst of sign-ins is mostly these queries.
 */
async function findSignInCandidate(db: Db, email: string) {
  const [row] = await db
    .select({
      user: users,
      twoFactor: authTwoFactor,
      staffTwoFactorRequired: staffTwoFactorRequiredSql,
    })
    .from(users)
    .leftJoin(authTwoFactor, eq(authTwoFactor.userId, users.id))
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

/** An address is taken while it is any other account's email or the new email it is changing to. */
export async function emailInUse(db: Db, email: string, exceptUserId?: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(or(eq(users.email, email), eq(users.newEmail, email)), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The signed-in caller's own account; 401 when it is gone (deleted since the session began). */
export async function ownAccount(db: Db, actor: Pick<SignedInActor, 'id'>): Promise<UserRow> {
  const user = await findUserById(db, actor.id);
  if (!user) throw unauthorized();
  return user;
}

/** Whoever calls a public route (a sign-in, a registration, a mailed link or code): the writes it makes are nobody's. */
export const ANONYMOUS: Actor = { id: null, name: null };

const STATUS_REFUSALS = {
  suspended: M.accountSuspended,
  inactive: M.accountInactive,
  pending: M.accountPending,
} as const;

/** Why an account in this status may not sign in, or null when it may. */
export const statusRefusal = (status: UserRow['userStatus']) => (status === 'active' ? null : STATUS_REFUSALS[status]);

/**
 * A failed sign-in: counted; the fifth in a row locks the account for 15 minutes. The caller is
 * not told (that would reveal the account exists); the owner is mailed when the lock starts.
 */
async function recordFailure(deps: Deps, watch: SignInWatch, user: UserRow) {
  // One statement reads and writes the count: failures counted after their answers, or sent in
  // parallel by a guesser, must each add one (a count read at sign-in would let them overwrite
  // each other and never reach the lock). The right-hand sides all see the row as it was.
  const lockExpired = sql`(${users.accountLockUntil} IS NOT NULL AND ${users.accountLockUntil} <= now())`;
  const attempts = sql`(CASE WHEN ${lockExpired} THEN 1 ELSE ${users.failedLoginAttempts} + 1 END)`;
  const lockedNow = await work(deps, ANONYMOUS, async (uow) => {
    const [row] = await uow.tx
      .update(users)
      .set({
        failedLoginAttempts: sql`${attempts}`,
        accountLockUntil: sql`CASE WHEN ${attempts} >= ${MAX_FAILED_LOGINS} THEN now() + make_interval(secs => ${ACCOUNT_LOCK_S}) WHEN ${lockExpired} THEN NULL ELSE ${users.accountLockUntil} END`,
      })
      .where(eq(users.id, user.id))
      .returning({ attempts: users.failedLoginAttempts });
    if (row?.attempts !== MAX_FAILED_LOGINS) return false;
    await accountMails.accountLocked(uow, user.email, user, Math.round(ACCOUNT_LOCK_S / 60));
    return true;
  });
  if (lockedNow) watch.metrics.lockouts.inc();
}

/** What a sign-in reports besides its answer: refusals and lockouts for the metrics, and work to run once the answer has gone. */
export type SignInWatch = { metrics: Pick<AppMetrics, 'signInFailures' | 'lockouts'>; afterAnswer: AfterAnswer };

/**
 * POST /auth/login. Unknown email, wrong password, a locked account and one still waiting for its
 * password all answer alike, 401 'Invalid email or password', after the same work: one lookup and
 * one argon2 verification (OWASP ASVS 2.2). A wrong password is counted only after the answer, as
 * forgot-password mails only after it, since that write made a known address measurably slower.
 * While locked, even the right password is refused, so guessing stops. `watch` counts the refusals
 * and takes the after-answer work; the handler sets the returned cookies.
 */
export async function login(deps: Deps, watch: SignInWatch, client: Client, input: z.output<typeof loginSchema>) {
  const candidate = await findSignInCandidate(deps.db, input.email);
  if (!candidate) {
    await verifyAgainstDummy(input.password);
    watch.metrics.signInFailures.inc();
    throw unauthorized(M.invalidCredentials);
  }
  const { user } = candidate;
  const locked = user.accountLockUntil !== null && user.accountLockUntil.getTime() > Date.now();
  if (locked || !user.passwordHash) {
    await verifyAgainstDummy(input.password);
    watch.metrics.signInFailures.inc();
    throw unauthorized(M.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    watch.afterAnswer(() => recordFailure(deps, watch, user));
    watch.metrics.signInFailures.inc();
    throw unauthorized(M.invalidCredentials);
  }
  const refusal = statusRefusal(user.userStatus);
  if (refusal) throw new HttpError(403, refusal, undefined, { userStatus: user.userStatus });

  const gate = await twoFactorGate(deps, user, candidate, input.totpCode);
  if (gate.outcome === 'missing') throw new HttpError(401, M.twoFactorRequired, undefined, { twoFactorRequired: true });
  if (gate.outcome === 'invalid') {
    await recordFailure(deps, watch, user);
    watch.metrics.signInFailures.inc();
    throw new HttpError(401, M.twoFactorInvalid, { totpCode: M.twoFactorInvalid }, { twoFactorRequired: true });
  }

  const { signedInAt, cookies } = await startSession(deps.db, client, user.id, input.rememberMe);
  const signedIn: UserRow = { ...user, failedLoginAttempts: 0, accountLockUntil: null, lastLogin: signedInAt };
  return { user: signedIn, cookies, twoFactorEnabled: gate.enabled, twoFactorSetupRequired: gate.outcome === 'setup-required' };
}

/**
 * After POST /auth/verify-email proved the registration address: the session login would open,
 * for an account login would let in without more. An account that is not active, is locked, or
 * needs a second factor (or its setup) opens none: the person signs in with the form as usual.
 */
export async function signInVerified(deps: Deps, client: Client, user: UserRow): Promise<{ user: UserRow; cookies: SessionCookies } | null> {
  const candidate = await findSignInCandidate(deps.db, user.email);
  if (!candidate || statusRefusal(candidate.user.userStatus) || !candidate.user.passwordHash) return null;
  if (candidate.user.accountLockUntil && candidate.user.accountLockUntil.getTime() > Date.now()) return null;
  const gate = await twoFactorGate(deps, candidate.user, candidate, undefined);
  if (gate.outcome !== 'ok' || gate.enabled) return null;
  const { signedInAt, cookies } = await startSession(deps.db, client, user.id, false);
  return { user: { ...candidate.user, failedLoginAttempts: 0, accountLockUntil: null, lastLogin: signedInAt }, cookies };
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: at every start, make sure this superAdmin exists, is active and
 * verified, unlocked, and signs in with the configured password.
 */
export async function ensureBootstrapAdmin(deps: Deps) {
  const { adminEmail, adminPassword } = deps.config;
  if (!adminEmail || !adminPassword) return;
  const existing = await findUserByEmail(deps.db, adminEmail);
  if (!existing) {
    await deps.db
      .insert(users)
      .values({
        name: 'Administrator',
        email: adminEmail,
        passwordHash: await hashPassword(adminPassword),
        passwordChangedAt: new Date(),
        userRole: 'superAdmin',
        userStatus: 'active',
        isVerified: true,
      })
      .onConflictDoNothing();
    deps.log.info(`bootstrap superAdmin ${adminEmail} created`);
    return;
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, adminPassword);
  await deps.db
    .update(users)
    .set({
      userRole: 'superAdmin',
      userStatus: 'active',
      isVerified: true,
      failedLoginAttempts: 0,
      accountLockUntil: null,
      ...(passwordMatches ? {} : { passwordHash: await hashPassword(adminPassword), passwordChangedAt: new Date() }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, existing.id));
}

/**
 * A seeded demo account's sign-in, set at every start as for the first admin: with its variable set
 * the account signs in with that password; unset, it has no password and its sessions end, so it can
 * be signed in to only while the variable is set. Nothing happens when the demo data was not seeded.
 */
async function ensureDemoAccount(deps: Deps, account: { email: string; role: Role; password: string | undefined; variable: string; label: string }) {
  const demo = await findUserByEmail(deps.db, account.email);
  if (!demo || demo.userRole !== account.role) return;
  const { password } = account;
  if (!password) {
    if (demo.passwordHash === null) return;
    await deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: null, passwordChangedAt: new Date(), updatedAt: sql`now()` })
        .where(eq(users.id, demo.id));
      await revokeAllSessions(tx, demo.id, 'demo-password-unset');
    });
    deps.log.info(`${account.label}: ${account.variable} unset, sign-in turned off`);
    return;
  }
  const passwordMatches = demo.passwordHash !== null && (await verifyPassword(demo.passwordHash, password));
  await deps.db
    .update(users)
    .set({
      userStatus: 'active',
      isVerified: true,
      failedLoginAttempts: 0,
      accountLockUntil: null,
      ...(passwordMatches ? {} : { passwordHash: await hashPassword(password), passwordChangedAt: new Date() }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, demo.id));
  if (!passwordMatches) deps.log.info(`${account.label} ${account.email} signs in with ${account.variable}`);
}

/** DEMO_INVESTOR_PASSWORD: the seeded demo investor (DEMO_INVESTOR_EMAIL). */
export const ensureDemoInvestor = (deps: Deps) =>
  ensureDemoAccount(deps, {
    email: DEMO_INVESTOR_EMAIL,
    role: 'user',
    password: deps.config.demoInvestorPassword,
    variable: 'DEMO_INVESTOR_PASSWORD',
    label: 'demo investor',
  });

/** DEMO_FIELD_OFFICER_PASSWORD: the seeded demo field officer (DEMO_FIELD_OFFICER_EMAIL), who signs in to the field app. */
export const ensureDemoFieldOfficer = (deps: Deps) =>
  ensureDemoAccount(deps, {
    email: DEMO_FIELD_OFFICER_EMAIL,
    role: 'fieldOfficer',
    password: deps.config.demoFieldOfficerPassword,
    variable: 'DEMO_FIELD_OFFICER_PASSWORD',
    label: 'demo field officer',
  });
