import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import qrcode from 'qrcode-generator';
import { AUTH_MESSAGES as M, SITE_NAME, STAFF_TWO_FACTOR_ROLES, type Role } from '@app/contract';
import { authTwoFactor, type TwoFactorRow } from '../../db/schema/auth.ts';
import { appSettings } from '../../db/schema/platform.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';
import type { SignedInActor } from '../../platform/activity.ts';
import { STAFF_TWO_FACTOR_SETTING, staffTwoFactorRequired } from '../../platform/access.ts';
import { badRequest, notFound } from '../../platform/http.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionKeys } from '../../platform/session.ts';
import { work, type Deps, type UnitOfWork } from '../../platform/unit-of-work.ts';
import { accountMails } from './mails.ts';
import { ownAccount } from './service.ts';
import { verifyPassword } from './passwords.ts';

/**
 * TOTP two-factor sign-in for every signed-in role (RFC 6238, 30 s steps, one step of clock drift either way).
 * The shared secret is kept sealed (AES-GCM under the server secret); the ten recovery codes are
 * kept as keyed hashes and each works once; a code's time step is remembered so it cannot be
 * replayed. Both are spent by one conditional UPDATE that only one of several parallel requests
 * can win (a read of the row followed by a write let four sign-ins share one code).
 */
const RECOVERY_CODES = 10;
const isStaff = (role: Role) => (STAFF_TWO_FACTOR_ROLES as readonly Role[]).includes(role);

function totpFor(keys: SessionKeys, sealedSecret: string, label: string) {
  const base32 = keys.unseal(sealedSecret);
  if (!base32) return null;
  return new TOTP({ issuer: SITE_NAME, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(base32) });
}

async function row(db: Db, userId: string) {
  const [found] = await db.select().from(authTwoFactor).where(eq(authTwoFactor.userId, userId));
  return found;
}

export async function isTwoFactorEnabled(db: Db, userId: string) {
  return (await row(db, userId))?.enabledAt != null;
}

/** What the account's own pages show about two-factor sign-in: on or off, and the recovery codes left. */
export async function twoFactorStatus(db: Db, userId: string) {
  const record = await row(db, userId);
  return record?.enabledAt ? { twoFactorEnabled: true, recoveryCodesLeft: record.recoveryCodes.length } : { twoFactorEnabled: false };
}

const recoveryHash = (keys: SessionKeys, userId: string, code: string) => keys.digest(`recovery:${userId}:${code.replace(/[^a-z0-9]/gi, '').toLowerCase()}`);

/** Checks a TOTP code against the secret (no replay of a step already seen). Returns its step or null; spend it with {@link spendStep}. */
function acceptTotp(keys: SessionKeys, record: TwoFactorRow, label: string, code: string): number | null {
  const totp = totpFor(keys, record.secret, label);
  if (!totp || !/^\d{6}$/.test(code)) return null;
  const delta = totp.validate({ token: code, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(Date.now() / 1000 / 30) + delta;
  if (record.lastUsedStep != null && step <= record.lastUsedStep) return null;
  return step;
}

/** Spends a time step: true for the one request whose UPDATE moved the last used step forward. */
async function spendStep(db: Db, userId: string, step: number) {
  const spent = await db
    .update(authTwoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(authTwoFactor.userId, userId), or(isNull(authTwoFactor.lastUsedStep), lt(authTwoFactor.lastUsedStep, step))))
    .returning({ userId: authTwoFactor.userId });
  return spent.length > 0;
}

/**
 * Spends a recovery code: removed from the list by the one request whose UPDATE still found it there;
 * the owner is told in the same unit of work (the caller's, when it runs in one). Returns whether this request spent it.
 */
async function spendRecoveryCode(store: Deps | UnitOfWork, user: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>, code: string) {
  const hashed = recoveryHash(store.keys, user.id, code);
  return work(store, { id: user.id, name: user.name }, async (uow) => {
    const [spent] = await uow.tx
      .update(authTwoFactor)
      .set({ recoveryCodes: sql`${authTwoFactor.recoveryCodes} - ${hashed}::text` })
      .where(
        and(eq(authTwoFactor.userId, user.id), isNotNull(authTwoFactor.enabledAt), sql`${authTwoFactor.recoveryCodes} @> jsonb_build_array(${hashed}::text)`),
      )
      .returning({ left: authTwoFactor.recoveryCodes });
    if (!spent) return false;
    await accountMails.recoveryCodeUsed(uow, user.email, user, spent.left.length);
    return true;
  });
}

/**
 * A current authenticator code or an unused recovery code, spent once: whether this request spent
 * it. `store` is the unit of work of the write the code confirms, when there is one, so a failed write keeps the code.
 */
async function spendCode(store: Deps | UnitOfWork, user: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>, record: TwoFactorRow, code: string) {
  const step = acceptTotp(store.keys, record, user.email, code.trim());
  if (step !== null) return spendStep(store.db, user.id, step);
  return spendRecoveryCode(store, user, code);
}

/**
 * Two-factor gate at sign-in: 'ok' (not enrolled, or a good code), 'missing' (enrolled, no code),
 * 'invalid' (wrong code), 'setup-required' (staff must enrol; signed in only to do so). `enabled`
 * tells the sign-in answer whether the account uses TOTP without a second lookup.
 */
export async function twoFactorGate(
  deps: Deps,
  user: UserRow,
  signIn: { twoFactor: TwoFactorRow | null; staffTwoFactorRequired: boolean },
  code: string | undefined,
): Promise<{ outcome: 'ok' | 'missing' | 'invalid' | 'setup-required'; enabled: boolean }> {
  const record = signIn.twoFactor;
  if (!record?.enabledAt) {
    return { outcome: isStaff(user.userRole) && signIn.staffTwoFactorRequired ? 'setup-required' : 'ok', enabled: false };
  }
  if (!code) return { outcome: 'missing', enabled: true };
  return { outcome: (await spendCode(deps, user, record, code)) ? 'ok' : 'invalid', enabled: true };
}

export type IdentityProof = { password?: string | undefined; totpCode?: string | undefined };

/**
 * Confirms a change that could take the account or redirect money: with a second-factor code
 * (spent) when two-factor is on, the stronger proof, otherwise with the current password. Checked
 * before the write's transaction; a refusal changes nothing. `messages` name what is confirmed.
 */
export async function confirmIdentity(deps: Deps, userId: string, proof: IdentityProof, messages: { passwordRequired: string; codeRequired: string }) {
  const [found] = await deps.db
    .select({ user: users, twoFactor: authTwoFactor })
    .from(users)
    .leftJoin(authTwoFactor, eq(authTwoFactor.userId, users.id))
    .where(eq(users.id, userId));
  if (!found) throw notFound(M.userNotFound);
  if (found.twoFactor?.enabledAt) {
    if (!proof.totpCode) throw badRequest(messages.codeRequired, { totpCode: messages.codeRequired });
    if (!(await spendCode(deps, found.user, found.twoFactor, proof.totpCode))) throw badRequest(M.twoFactorInvalid, { totpCode: M.twoFactorInvalid });
    return;
  }
  if (!proof.password) throw badRequest(messages.passwordRequired, { password: messages.passwordRequired });
  if (!(await verifyPassword(found.user.passwordHash, proof.password))) throw badRequest(M.passwordWrong, { password: M.passwordWrong });
}

/** POST /auth/2fa/setup: a new secret (not active until confirmed with a code). */
export async function startSetup(deps: Deps, actor: SignedInActor) {
  const user = await ownAccount(deps.db, actor);
  const existing = await row(deps.db, user.id);
  if (existing?.enabledAt) throw badRequest(M.twoFactorAlreadyOn);
  const secret = new Secret({ size: 20 });
  const sealed = deps.keys.seal(secret.base32);
  await deps.db
    .insert(authTwoFactor)
    .values({ userId: user.id, secret: sealed, recoveryCodes: [] })
    .onConflictDoUpdate({ target: authTwoFactor.userId, set: { secret: sealed, enabledAt: null, recoveryCodes: [], lastUsedStep: null } });
  const otpauthUrl = new TOTP({ issuer: SITE_NAME, label: user.email, algorithm: 'SHA1', digits: 6, period: 30, secret }).toString();
  const qr = qrcode(0, 'M');
  qr.addData(otpauthUrl);
  qr.make();
  return { secret: secret.base32, otpauthUrl, qrSvg: qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true }) };
}

/** POST /auth/2fa/enable: confirm with a code from the app; answer the recovery codes once. */
export async function confirmSetup(deps: Deps, actor: SignedInActor, code: string) {
  const user = await ownAccount(deps.db, actor);
  const record = await row(deps.db, user.id);
  if (!record) throw badRequest(M.twoFactorNotStarted);
  if (record.enabledAt) throw badRequest(M.twoFactorAlreadyOn);
  const step = acceptTotp(deps.keys, record, user.email, code.trim());
  if (step === null) throw badRequest(M.twoFactorInvalid, { code: M.twoFactorInvalid });
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = crypto.randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await work(deps, actor, async (uow) => {
    // Only while still off, and only with a step not yet seen: two parallel confirmations cannot both hand out codes.
    const [turnedOn] = await uow.tx
      .update(authTwoFactor)
      .set({ enabledAt: new Date(), lastUsedStep: step, recoveryCodes: recoveryCodes.map((c) => recoveryHash(deps.keys, user.id, c)) })
      .where(
        and(eq(authTwoFactor.userId, user.id), isNull(authTwoFactor.enabledAt), or(isNull(authTwoFactor.lastUsedStep), lt(authTwoFactor.lastUsedStep, step))),
      )
      .returning({ userId: authTwoFactor.userId });
    if (!turnedOn) throw badRequest(M.twoFactorAlreadyOn);
    await uow.activity({ action: 'two-factor-on', entity: 'user', entityId: user.id, summary: `${user.name} turned on two-factor sign-in` });
    await accountMails.twoFactorChanged(uow, user.email, user, true);
  });
  return recoveryCodes;
}

/**
 * POST /auth/2fa/disable: with a current code or a recovery code, never the password alone (a stolen
 * session that knows it must not strip the second factor guarding payouts); not while the
 * superAdmin requires it for staff. The owner is told.
 */
export async function disableTwoFactor(deps: Deps, actor: SignedInActor, code: string) {
  if (isStaff(actor.role) && (await staffTwoFactorRequired(deps.db))) throw badRequest(M.twoFactorStillRequired);
  const user = await ownAccount(deps.db, actor);
  const record = await row(deps.db, user.id);
  if (!record?.enabledAt) throw badRequest(M.twoFactorNotOn);
  await work(deps, actor, async (uow) => {
    if (!(await spendCode(uow, user, record, code))) throw badRequest(M.twoFactorInvalid, { code: M.twoFactorInvalid });
    await uow.tx.delete(authTwoFactor).where(eq(authTwoFactor.userId, user.id));
    await uow.activity({ action: 'two-factor-off', entity: 'user', entityId: user.id, summary: `${user.name} turned off two-factor sign-in` });
    await accountMails.twoFactorChanged(uow, user.email, user, false);
  });
}

export async function setStaffTwoFactorRequired(deps: Deps, actor: SignedInActor, required: boolean) {
  const before = await staffTwoFactorRequired(deps.db);
  // Whoever switches it on must already use it, or they would lock themselves out of the admin.
  if (required && !(await isTwoFactorEnabled(deps.db, actor.id))) throw badRequest('Turn on two-factor sign-in for your own account first.');
  await work(deps, actor, async (uow) => {
    await uow.tx
      .insert(appSettings)
      .values({ key: STAFF_TWO_FACTOR_SETTING, value: required })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: required, updatedAt: new Date() } });
    if (before !== required) {
      await uow.activity({
        action: 'update',
        entity: 'security-settings',
        summary: required ? 'Required two-factor sign-in for staff accounts' : 'Stopped requiring two-factor sign-in for staff accounts',
        changes: { before: { requireStaffTwoFactor: before }, after: { requireStaffTwoFactor: required } },
      });
    }
  });
}
