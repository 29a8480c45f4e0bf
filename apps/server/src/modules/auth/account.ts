import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/results.ts';
import {
  AUTH_MESSAGES as M,
  EMAIL_CHANGE_UNDO_TTL_S,
  FORGOT_PASSWORD_COOLDOWN_S,
  RESEND_VERIFICATION_COOLDOWN_S,
  RESET_TOKEN_TTL_S,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  wrongCodeMessage,
  type changePasswordSchema,
  type registerSchema,
  type setPasswordSchema,
  type updateProfileSchema,
  type verifyEmailSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { badRequest, conflict, HttpError, unauthorized } from '../../platform/http.ts';
import { clearSessionCookies } from '../../platform/session.ts';
import { deleteStoredImage, storeImage, type ReceivedFile } from '../../platform/uploads.ts';
import { runAfterResponse } from './after-response.ts';
import { accountMails } from './mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { emailInUse, findUserByEmail, findUserById } from './service.ts';
import { recordActivity } from '../../platform/activity.ts';
import { revokeAllSessions } from './sessions.ts';
import {
  checkCode,
  checkDecoyCode,
  consumeLinkToken,
  consumeLinkTokenIn,
  forgetDecoyCode,
  issueCode,
  issueLinkToken,
  retireLinkTokens,
  takeCooldown,
  type CodeCheck,
} from './tokens.ts';
import { confirmIdentity } from './two-factor.ts';

/**
 * POST /auth/register: an active, unverified user and a mailed 6-digit code. An address already in
 * use gets the same answer after the same work (the password is hashed either way), and its owner
 * is mailed instead: a caller must not learn from the register form who has an account.
 */
export async function register(app: FastifyInstance, input: z.output<typeof registerSchema>) {
  const passwordHash = await hashPassword(input.password);
  if (await emailInUse(app, input.email)) return registrationAttempted(app, input.email);
  try {
    // The account, its code and the mail carrying the code exist together or not at all.
    await app.db.transaction(async (tx) => {
      const store = { db: tx, sessionKeys: app.sessionKeys };
      const [user] = (await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          passwordChangedAt: new Date(),
          userRole: 'user',
          userStatus: 'active',
          isVerified: false,
        })
        .returning()) as [UserRow];
      await takeCooldown(store, `resend:${user.email}`, RESEND_VERIFICATION_COOLDOWN_S);
      const code = await issueCode(store, user.id, 'verify-email', user.email);
      await accountMails.verificationCode({ db: tx, config: app.config }, user.email, user.name, code, input.returnPath);
    });
  } catch (error) {
    // A registration of the same address won the race: answered like any other taken address.
    if (isUniqueViolation(error)) return registrationAttempted(app, input.email);
    throw error;
  }
}

/**
 * Someone registered with an address in use: its owner hears of it (with where to sign in or reset
 * the password), at most once per cooldown so the form cannot be used to flood their inbox.
 */
async function registrationAttempted(app: FastifyInstance, email: string) {
  const [owner] = await app.db.select({ name: users.name }).from(users).where(eq(users.email, email));
  await app.db.transaction(async (tx) => {
    if ((await takeCooldown({ db: tx, sessionKeys: app.sessionKeys }, `register-taken:${email}`, RESEND_VERIFICATION_COOLDOWN_S)) > 0) return;
    await accountMails.registrationAttempted({ db: tx, config: app.config }, email, owner?.name);
  });
}

/**
 * POST /auth/verify-email: the registration address, or a pending new address from the profile.
 * Returns the account whose registration address it verified (the caller signs it in), or null.
 */
export async function verifyEmail(app: FastifyInstance, input: z.output<typeof verifyEmailSchema>): Promise<UserRow | null> {
  const owner = await findUserByEmail(app, input.email);
  if (owner && !owner.isVerified) {
    const check = await checkCode(app, owner.id, 'verify-email', owner.email, input.code, VERIFICATION_CODE_MAX_ATTEMPTS);
    if (!check.ok) throw await refusal(app, input.email, check);
    const [verified] = await app.db.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, owner.id)).returning();
    return verified ?? null;
  }
  const [changer] = await app.db.select().from(users).where(eq(users.newEmail, input.email)).limit(1);
  if (changer) {
    const check = await checkCode(app, changer.id, 'new-email', input.email, input.code, VERIFICATION_CODE_MAX_ATTEMPTS);
    if (!check.ok) throw await refusal(app, input.email, check);
    if (await findUserByEmail(app, input.email)) throw conflict(M.emailTaken, { email: M.emailTaken });
    await completeEmailChange(app, changer, input.email);
    return null;
  }
  throw await refusal(app, input.email, { ok: false, reason: 'none' });
}

/** The activity entry of the owner's own email moving from `user.email` to `to`. */
const recordEmailMove = (tx: Db, user: UserRow, to: string, what: string) =>
  recordActivity(
    tx,
    { id: user.id, name: user.name, role: user.userRole },
    { action: 'update', entity: 'user', entityId: user.id, summary: `${user.name} ${what}`, changes: { before: { email: user.email }, after: { email: to } } },
  );

/**
 * The new address is proven: it becomes the account's email, payouts wait their hold from now, and
 * the old address is told with a single-use link that undoes the change, all in one transaction.
 */
async function completeEmailChange(app: FastifyInstance, user: UserRow, newEmail: string) {
  const now = new Date();
  await app.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ email: newEmail, newEmail: null, isVerified: true, emailChangedAt: now, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.newEmail, newEmail)))
      .returning({ id: users.id });
    if (!changed) return;
    const undoToken = await issueLinkToken(tx, user.id, 'undo-email-change', user.email, EMAIL_CHANGE_UNDO_TTL_S);
    await recordEmailMove(tx, user, newEmail, 'changed their email address');
    await accountMails.emailChanged({ db: tx, config: app.config }, user.email, user.name, newEmail, undoToken);
  });
}

/**
 * POST /auth/undo-email-change/{token}, from the mail to the old address: the old address comes
 * back, every session ends, links a taker could have asked for stop working, and a reset link goes
 * to the restored address, since whoever changed the email may know the password.
 */
export async function undoEmailChange(app: FastifyInstance, token: string) {
  await app.db.transaction(async (tx) => {
    const undo = await consumeLinkTokenIn(tx, token, 'undo-email-change');
    if (!undo) throw badRequest(M.undoLinkInvalid);
    const [user] = await tx.select().from(users).where(eq(users.id, undo.userId));
    if (!user) throw badRequest(M.undoLinkInvalid);
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, undo.email));
    if (taken && taken.id !== user.id) throw conflict(M.undoEmailTaken);
    await tx.update(users).set({ email: undo.email, newEmail: null, isVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id, 'email-change-undone');
    await retireLinkTokens(tx, user.id, 'reset-password');
    await retireLinkTokens(tx, user.id, 'undo-email-change');
    const resetToken = await issueLinkToken(tx, user.id, 'reset-password', undo.email, RESET_TOKEN_TTL_S);
    await recordEmailMove(tx, user, undo.email, 'undid the change of their email address');
    await accountMails.passwordReset({ db: tx, config: app.config }, undo.email, user.name, resetToken);
  });
}

/**
 * Why a code was refused, in words that help: a wrong code says so with the tries left, an expired
 * one says it expired. An address with no live code (unknown, verified, or its code long pruned) has
 * its tries counted the same way (`checkDecoyCode`), so the answers never tell whether an account
 * is waiting for a code.
 */
async function refusal(app: FastifyInstance, email: string, check: Exclude<CodeCheck, { ok: true }>) {
  const counted = check.reason === 'none' ? await checkDecoyCode(app, email, VERIFICATION_CODE_MAX_ATTEMPTS) : check;
  const message = counted.reason === 'expired' ? M.codeExpired : wrongCodeMessage(counted.attemptsLeft ?? 0);
  return new HttpError(400, message, { code: message }, counted.reason === 'wrong' ? { attemptsLeft: counted.attemptsLeft } : undefined);
}

/**
 * POST /auth/resend-verification. One code per address per 300 s, whoever asks; the answer is the
 * same for every address, waiting or not: only an address with a code pending has a cooldown
 * running, so telling the wait would tell which addresses have an account waiting for a code.
 */
export async function resendVerification(app: FastifyInstance, reply: FastifyReply, email: string, returnPath?: string) {
  if ((await takeCooldown(app, `resend:${email}`, RESEND_VERIFICATION_COOLDOWN_S)) > 0) return;
  // After the answer, as for forgot-password: the time taken says nothing about the address.
  runAfterResponse(reply, async () => {
    await forgetDecoyCode(app, email);
    const owner = await findUserByEmail(app, email);
    if (owner && !owner.isVerified) {
      const code = await issueCode(app, owner.id, 'verify-email', owner.email);
      await accountMails.verificationCode(app, owner.email, owner.name, code, returnPath);
      return;
    }
    const [changer] = await app.db.select().from(users).where(eq(users.newEmail, email)).limit(1);
    if (changer) {
      const code = await issueCode(app, changer.id, 'new-email', email);
      await accountMails.newEmailCode(app, email, changer.name, code);
    }
  });
}

/**
 * POST /auth/forgot-password. The cooldown is per address whether or not it has an account, the
 * answer is the same, and the lookup and mail happen after the answer, so neither the message nor
 * the time taken says whether the email is registered.
 */
export async function forgotPassword(app: FastifyInstance, reply: FastifyReply, email: string) {
  const wait = await takeCooldown(app, `forgot:${email}`, FORGOT_PASSWORD_COOLDOWN_S);
  if (wait > 0) throw new HttpError(429, M.forgotCooldown, undefined, { retryAfter: wait });
  runAfterResponse(reply, async () => {
    const user = await findUserByEmail(app, email);
    if (!user || user.userStatus === 'suspended' || user.userStatus === 'inactive') return;
    const token = await issueLinkToken(app.db, user.id, 'reset-password', user.email, RESET_TOKEN_TTL_S);
    await accountMails.passwordReset(app, user.email, user.name, token);
  });
}

async function setPassword(app: FastifyInstance, userId: string, password: string, extra: Partial<typeof users.$inferInsert>) {
  await app.db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: new Date(),
      failedLoginAttempts: 0,
      accountLockUntil: null,
      updatedAt: new Date(),
      ...extra,
    })
    .where(eq(users.id, userId));
  await revokeAllSessions(app.db, userId, 'password-set');
}

/**
 * POST /auth/reset-password/{token}: the emailed link proves the address, so an unverified or
 * never-activated account becomes verified and active; every session ends.
 */
export async function resetPassword(app: FastifyInstance, token: string, input: z.output<typeof setPasswordSchema>) {
  const userId = await consumeLinkToken(app, token, 'reset-password');
  const user = userId ? await findUserById(app, userId) : undefined;
  if (!user || user.userStatus === 'suspended' || user.userStatus === 'inactive') throw badRequest(M.resetLinkInvalid);
  await setPassword(app, user.id, input.password, { isVerified: true, ...(user.userStatus === 'pending' ? { userStatus: 'active' as const } : {}) });
}

/** POST /auth/setup-password/{token}: the first password of an admin-created account activates it. */
export async function setupPassword(app: FastifyInstance, token: string, input: z.output<typeof setPasswordSchema>) {
  const userId = await consumeLinkToken(app, token, 'setup-password');
  const user = userId ? await findUserById(app, userId) : undefined;
  if (!user || user.userStatus === 'suspended' || user.userStatus === 'inactive') throw badRequest(M.setupLinkInvalid);
  await setPassword(app, user.id, input.password, { isVerified: true, userStatus: 'active' });
  return { email: user.email };
}

/** POST /auth/change-password: every session ends, this one too; the user signs in again. */
export async function changePassword(app: FastifyInstance, reply: FastifyReply, userId: string, input: z.output<typeof changePasswordSchema>) {
  const user = await findUserById(app, userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong });
  }
  await setPassword(app, user.id, input.newPassword, {});
  clearSessionCookies(app, reply);
}

/**
 * PUT /auth/update-profile. A different email is parked in newEmail and confirmed by a code sent
 * there. Asking for it can take the account (the reset mails follow the address), so it needs the
 * password, or a second-factor code when two-factor is on, and ends the account's other sessions.
 */
export async function updateProfile(app: FastifyInstance, signedIn: { id: string; sessionId?: string | null }, input: z.output<typeof updateProfileSchema>) {
  const user = await findUserById(app, signedIn.id);
  if (!user) throw unauthorized();
  const { email, password, totpCode, ...fields } = input;
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  let emailChangePending = false;
  if (email && email !== user.email) {
    if (email !== user.newEmail || !user.newEmail) {
      await confirmIdentity(app, user.id, { password, totpCode }, { passwordRequired: M.emailChangePasswordRequired, codeRequired: M.emailChangeCodeRequired });
      if (await emailInUse(app, email, user.id)) throw conflict(M.emailTaken, { email: M.emailTaken });
      await revokeAllSessions(app.db, user.id, 'email-change', signedIn.sessionId);
      changes.newEmail = email;
      const code = await issueCode(app, user.id, 'new-email', email);
      await takeCooldown(app, `resend:${email}`, RESEND_VERIFICATION_COOLDOWN_S);
      await accountMails.newEmailCode(app, email, user.name, code);
    }
    emailChangePending = true;
  } else if (email === user.email && user.newEmail) {
    // Typing the current address back cancels a pending change.
    changes.newEmail = null;
  }
  const [updated] = await app.db
    .update(users)
    .set({ ...changes, updatedAt: new Date(), updatedBy: user.id })
    .where(eq(users.id, user.id))
    .returning();
  return { user: updated!, emailChangePending };
}

/** POST /auth/upload-profile-image: re-encoded to WebP variants under uploads/profiles; the old one is removed. */
export async function replaceProfileImage(app: FastifyInstance, userId: string, file: ReceivedFile) {
  const user = await findUserById(app, userId);
  if (!user) throw unauthorized();
  const { url } = await storeImage(app.storage, 'profiles', file);
  const [updated] = await app.db
    .update(users)
    .set({ profileImage: url, updatedAt: sql`now()`, updatedBy: user.id })
    .where(eq(users.id, user.id))
    .returning();
  await deleteStoredImage(app.storage, user.profileImage);
  return updated!;
}
