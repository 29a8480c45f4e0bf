import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import qrcode from 'qrcode-generator';
import { AUTH_MESSAGES as M, SITE_NAME, STAFF_TWO_FACTOR_ROLES, TWO_FACTOR_ROLES, type Role } from '@app/contract';
import { authTwoFactor, type TwoFactorRow } from '../../db/schema/auth.ts';
import { appSettings } from '../../db/schema/platform.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { recordActivity, type SignedInActor } from '../../platform/activity.ts';
import { STAFF_TWO_FACTOR_SETTING, staffTwoFactorRequired } from '../../platform/access.ts';
import { badRequest, forbidden } from '../../platform/http.ts';
import { verifyPassword } from './passwords.ts';

/**
 * TOTP two-factor sign-in for staff and investors (RFC 6238, 30 s steps, one step of clock drift either way).
 * The shared secret is kept sealed (AES-GCM under the server secret); the ten recovery codes are
 * kept as keyed hashes and each works once; a code's time step is remembered so it cannot be
 * replayed.
 */
const RECOVERY_CODES = 10;
const isStaff = (role: Role) => (STAFF_TWO_FACTOR_ROLES as readonly Role[]).includes(role);
const mayUseTwoFactor = (role: Role) => (TWO_FACTOR_ROLES as readonly Role[]).includes(role);

function totpFor(app: FastifyInstance, sealedSecret: string, label: string) {
  const base32 = app.sessionKeys.unseal(sealedSecret);
  if (!base32) return null;
  return new TOTP({ issuer: SITE_NAME, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(base32) });
}

async function row(app: FastifyInstance, userId: string) {
  const [found] = await app.db.select().from(authTwoFactor).where(eq(authTwoFactor.userId, userId));
  return found;
}

export async function isTwoFactorEnabled(app: FastifyInstance, userId: string) {
  return (await row(app, userId))?.enabledAt != null;
}

const recoveryHash = (app: FastifyInstance, userId: string, code: string) =>
  app.sessionKeys.digest(`recovery:${userId}:${code.replace(/[^a-z0-9]/gi, '').toLowerCase()}`);

/** Checks a TOTP code (no replay of a used step). Returns the accepted step or null. */
function acceptTotp(app: FastifyInstance, record: TwoFactorRow, label: string, code: string): number | null {
  const totp = totpFor(app, record.secret, label);
  if (!totp || !/^\d{6}$/.test(code)) return null;
  const delta = totp.validate({ token: code, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(Date.now() / 1000 / 30) + delta;
  if (record.lastUsedStep != null && step <= record.lastUsedStep) return null;
  return step;
}

/**
 * Two-factor gate at sign-in: 'ok' (not enrolled, or a good code), 'missing' (enrolled, no code),
 * 'invalid' (wrong code), 'setup-required' (staff must enrol; signed in only to do so). `enabled`
 * tells the sign-in answer whether the account uses TOTP without a second lookup.
 */
export async function twoFactorGate(
  app: FastifyInstance,
  user: UserRow,
  signIn: { twoFactor: TwoFactorRow | null; staffTwoFactorRequired: boolean },
  code: string | undefined,
): Promise<{ outcome: 'ok' | 'missing' | 'invalid' | 'setup-required'; enabled: boolean }> {
  const record = signIn.twoFactor;
  if (!record?.enabledAt) {
    return { outcome: isStaff(user.userRole) && signIn.staffTwoFactorRequired ? 'setup-required' : 'ok', enabled: false };
  }
  if (!code) return { outcome: 'missing', enabled: true };
  const step = acceptTotp(app, record, user.email, code.trim());
  if (step !== null) {
    await app.db.update(authTwoFactor).set({ lastUsedStep: step }).where(eq(authTwoFactor.userId, user.id));
    return { outcome: 'ok', enabled: true };
  }
  const hashed = recoveryHash(app, user.id, code);
  if (record.recoveryCodes.includes(hashed)) {
    await app.db
      .update(authTwoFactor)
      .set({ recoveryCodes: record.recoveryCodes.filter((c) => c !== hashed) })
      .where(eq(authTwoFactor.userId, user.id));
    return { outcome: 'ok', enabled: true };
  }
  return { outcome: 'invalid', enabled: true };
}

/** POST /auth/2fa/setup: a new secret (not active until confirmed with a code). */
export async function startSetup(app: FastifyInstance, user: { id: string; email: string; role: Role }) {
  if (!mayUseTwoFactor(user.role)) throw forbidden(M.twoFactorNotAllowed);
  const existing = await row(app, user.id);
  if (existing?.enabledAt) throw badRequest(M.twoFactorAlreadyOn);
  const secret = new Secret({ size: 20 });
  const sealed = app.sessionKeys.seal(secret.base32);
  await app.db
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
export async function confirmSetup(app: FastifyInstance, user: SignedInActor & { email: string }, code: string) {
  const record = await row(app, user.id);
  if (!record) throw badRequest(M.twoFactorNotStarted);
  if (record.enabledAt) throw badRequest(M.twoFactorAlreadyOn);
  const step = acceptTotp(app, record, user.email, code.trim());
  if (step === null) throw badRequest(M.twoFactorInvalid, { code: M.twoFactorInvalid });
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = crypto.randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await app.db.transaction(async (tx) => {
    await tx
      .update(authTwoFactor)
      .set({ enabledAt: new Date(), lastUsedStep: step, recoveryCodes: recoveryCodes.map((c) => recoveryHash(app, user.id, c)) })
      .where(eq(authTwoFactor.userId, user.id));
    await recordActivity(tx, user, { action: 'two-factor-on', entity: 'user', entityId: user.id, summary: `${user.name} turned on two-factor sign-in` });
  });
  return recoveryCodes;
}

/** POST /auth/2fa/disable: with the password; not while the superAdmin requires it for staff. */
export async function disableTwoFactor(app: FastifyInstance, user: SignedInActor, passwordHash: string | null, password: string) {
  if (!(await verifyPassword(passwordHash, password))) throw badRequest(M.passwordWrong, { password: M.passwordWrong });
  if (isStaff(user.role) && (await staffTwoFactorRequired(app.db))) throw badRequest(M.twoFactorStillRequired);
  await app.db.transaction(async (tx) => {
    await tx.delete(authTwoFactor).where(eq(authTwoFactor.userId, user.id));
    await recordActivity(tx, user, { action: 'two-factor-off', entity: 'user', entityId: user.id, summary: `${user.name} turned off two-factor sign-in` });
  });
}

export async function setStaffTwoFactorRequired(app: FastifyInstance, actor: SignedInActor, required: boolean) {
  const before = await staffTwoFactorRequired(app.db);
  // Whoever switches it on must already use it, or they would lock themselves out of the admin.
  if (required && !(await isTwoFactorEnabled(app, actor.id))) throw badRequest('Turn on two-factor sign-in for your own account first.');
  await app.db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: STAFF_TWO_FACTOR_SETTING, value: required })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: required, updatedAt: new Date() } });
    if (before !== required) {
      await recordActivity(tx, actor, {
        action: 'update',
        entity: 'security-settings',
        summary: required ? 'Required two-factor sign-in for staff accounts' : 'Stopped requiring two-factor sign-in for staff accounts',
        changes: { before: { requireStaffTwoFactor: before }, after: { requireStaffTwoFactor: required } },
      });
    }
  });
}
