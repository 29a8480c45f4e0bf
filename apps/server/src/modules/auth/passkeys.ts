import { and, asc, eq, gt, lt } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { AUTH_MESSAGES, MAX_PASSKEYS, PASSKEY_CHALLENGE_TTL_S, PASSKEY_MESSAGES as M, SITE_NAME, type Passkey } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { authPasskeyChallenges, authPasskeys, authTwoFactor } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import type { SignedInActor } from '../../platform/activity.ts';
import { staffTwoFactorRequiredSql } from '../../platform/access.ts';
import { badRequest, HttpError, notFound, unauthorized } from '../../platform/http.ts';
import type { Client } from '../../platform/session.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { accountMails } from './mails.ts';
import { startSession } from './sessions.ts';
import { ownAccount, statusRefusal } from './service.ts';
import { confirmIdentity, twoFactorGate, type IdentityProof } from './two-factor.ts';

/**
 * Passkeys with @simplewebauthn/server. The relying party is the site the browser is on: its host
 * name is the RP ID and its origin the expected origin, so a credential made on one host name
 * (say localhost) is only offered there, and an answer made for another origin is refused.
 * User verification is required, so a passkey sign-in counts as both factors.
 */
export type RelyingParty = { rpID: string; origin: string };

/** What every passkey answer must show: our challenge, made on this site, with the user verified (PIN or biometrics). */
const expectedBy = (site: RelyingParty, expectedChallenge: string) => ({
  expectedChallenge,
  expectedOrigin: site.origin,
  expectedRPID: site.rpID,
  requireUserVerification: true,
});

const toPasskey = (row: typeof authPasskeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db.select().from(authPasskeys).where(eq(authPasskeys.userId, userId)).orderBy(asc(authPasskeys.createdAt));
  return rows.map(toPasskey);
}

async function storeChallenge(db: Db, purpose: 'register' | 'sign-in', challenge: string, userId: string | null) {
  const [row] = await db
    .insert(authPasskeyChallenges)
    .values({ userId, purpose, challenge, expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_S * 1000) })
    .returning({ id: authPasskeyChallenges.id });
  return row!.id;
}

/** Takes a challenge once: it is deleted whether or not the answer then verifies. */
async function takeChallenge(db: Db, where: ReturnType<typeof and>) {
  const [row] = await db
    .delete(authPasskeyChallenges)
    .where(and(where, gt(authPasskeyChallenges.expiresAt, new Date())))
    .returning();
  if (!row) throw badRequest(M.challengeExpired);
  return row.challenge;
}

/**
 * POST /auth/passkeys/options: what the browser needs to create a passkey for this account. A passkey
 * signs in without the password, so asking for one needs the password (or a second-factor code),
 * as a payout account change does: no challenge exists to answer without it.
 */
export async function registrationOptions(deps: Deps, actor: SignedInActor, site: RelyingParty, proof: IdentityProof) {
  const user = await ownAccount(deps.db, actor);
  const existing = await deps.db.select().from(authPasskeys).where(eq(authPasskeys.userId, user.id));
  if (existing.length >= MAX_PASSKEYS) throw badRequest(M.tooMany);
  await confirmIdentity(deps, user.id, proof, { passwordRequired: M.passwordRequired, codeRequired: M.codeRequired });
  const options = await generateRegistrationOptions({
    rpName: SITE_NAME,
    rpID: site.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  // One registration at a time per account: a new request replaces an unfinished one.
  await work(deps, actor, async ({ tx }) => {
    await tx.delete(authPasskeyChallenges).where(and(eq(authPasskeyChallenges.userId, user.id), eq(authPasskeyChallenges.purpose, 'register')));
    await storeChallenge(tx, 'register', options.challenge, user.id);
  });
  return options;
}

/** POST /auth/passkeys: checks the browser's new credential and keeps its public key. */
export async function addPasskey(deps: Deps, actor: SignedInActor, site: RelyingParty, name: string, response: RegistrationResponseJSON) {
  const user = await ownAccount(deps.db, actor);
  const expectedChallenge = await takeChallenge(deps.db, and(eq(authPasskeyChallenges.userId, user.id), eq(authPasskeyChallenges.purpose, 'register')));
  const verification = await verifyRegistrationResponse({ response, ...expectedBy(site, expectedChallenge) }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) throw badRequest(M.notVerified);
  const { credential } = verification.registrationInfo;
  return work(deps, actor, async (uow) => {
    const [row] = await uow.tx
      .insert(authPasskeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      })
      .onConflictDoNothing({ target: authPasskeys.credentialId })
      .returning();
    if (!row) throw badRequest(M.notVerified);
    await uow.activity({ action: 'create', entity: 'user', entityId: user.id, summary: `${user.name} added a passkey “${name}”` });
    await accountMails.passkeyAdded(uow, user.email, user, name);
    return toPasskey(row);
  });
}

export async function removePasskey(deps: Deps, actor: SignedInActor, id: string) {
  const user = await ownAccount(deps.db, actor);
  await work(deps, actor, async (uow) => {
    const [row] = await uow.tx
      .delete(authPasskeys)
      .where(and(eq(authPasskeys.id, id), eq(authPasskeys.userId, user.id)))
      .returning();
    if (!row) throw notFound(M.notFound);
    await uow.activity({ action: 'delete', entity: 'user', entityId: user.id, summary: `${user.name} removed the passkey “${row.name}”` });
    await accountMails.passkeyRemoved(uow, user.email, user, row.name);
  });
}

/** POST /auth/passkeys/sign-in/options: a challenge for any passkey of this site (the browser offers its own). */
export async function signInOptions(db: Db, site: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: site.rpID, userVerification: 'required' });
  const challengeId = await storeChallenge(db, 'sign-in', options.challenge, null);
  return { options, challengeId };
}

/**
 * POST /auth/passkeys/sign-in: verifies the signature with the stored public key and opens a session.
 * Every refusal answers the same 401, so nothing tells whether a credential or account exists.
 */
export async function signInWithPasskey(deps: Deps, site: RelyingParty, client: Client, challengeId: string, response: AuthenticationResponseJSON) {
  const expectedChallenge = await takeChallenge(deps.db, and(eq(authPasskeyChallenges.id, challengeId), eq(authPasskeyChallenges.purpose, 'sign-in')));
  const [found] = await deps.db
    .select({ passkey: authPasskeys, user: users, twoFactor: authTwoFactor, staffTwoFactorRequired: staffTwoFactorRequiredSql })
    .from(authPasskeys)
    .innerJoin(users, eq(users.id, authPasskeys.userId))
    .leftJoin(authTwoFactor, eq(authTwoFactor.userId, users.id))
    .where(eq(authPasskeys.credentialId, response.id));
  if (!found) throw unauthorized(M.unknown);
  const { passkey, user } = found;
  const verification = await verifyAuthenticationResponse({
    response,
    ...expectedBy(site, expectedChallenge),
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransport[],
    },
  }).catch(() => null);
  if (!verification?.verified) throw unauthorized(M.notVerified);
  const locked = user.accountLockUntil !== null && user.accountLockUntil.getTime() > Date.now();
  if (locked) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  const refusal = statusRefusal(user.userStatus);
  if (refusal) throw new HttpError(403, refusal, undefined, { userStatus: user.userStatus });

  await deps.db
    .update(authPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(authPasskeys.id, passkey.id));
  // The passkey (with user verification) stands for both factors; staff who must enrol in TOTP still must.
  const gate = await twoFactorGate(deps, user, found, undefined);
  const { signedInAt, cookies } = await startSession(deps.db, client, user.id, false);
  return {
    user: { ...user, failedLoginAttempts: 0, accountLockUntil: null, lastLogin: signedInAt },
    cookies,
    twoFactorEnabled: gate.enabled,
    twoFactorSetupRequired: gate.outcome === 'setup-required',
  };
}

/** Daily housekeeping: challenges of ceremonies never finished. */
export async function prunePasskeyChallenges(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(authPasskeyChallenges).where(lt(authPasskeyChallenges.expiresAt, now)).returning({ id: authPasskeyChallenges.id });
  return removed.length;
}
