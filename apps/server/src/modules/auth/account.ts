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
  type Language,
  type registerSchema,
  type setPasswordSchema,
  type updateProfileSchema,
  type verifyEmailSchema,
} from '@app/contract';
import type { z } from 'zod';
import { users, type UserRow } from '../../db/schema/users.ts';
import { badRequest, badRequestIn, conflict, HttpError } from '../../platform/http.ts';
import { deleteStoredImage, storeImage, type ReceivedFile } from '../../platform/uploads.ts';
import type { AfterAnswer } from './after-response.ts';
import { accountMails } from './mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { ANONYMOUS, emailInUse, findUserByEmail, findUserById, ownAccount } from './service.ts';
import { diffFields, type SignedInActor } from '../../platform/activity.ts';
import { work, type Deps, type UnitOfWork } from '../../platform/unit-of-work.ts';
import { revokeAllSessions } from './sessions.ts';
import {
  checkCode,
  checkDecoyCode,
  consumeLinkToken,
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
export async function register(deps: Deps, input: z.output<typeof registerSchema> & { language: Language }) {
  const passwordHash = await hashPassword(input.password);
  if (await emailInUse(deps.db, input.email)) return registrationAttempted(deps, input.email);
  try {
    // The account, its code and the mail carrying the code exist together or not at all.
    await work(deps, ANONYMOUS, async (uow) => {
      const [user] = (await uow.tx
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
          language: input.language,
        })
        .returning()) as [UserRow];
      await takeCooldown(uow, `resend:${user.email}`, RESEND_VERIFICATION_COOLDOWN_S);
      const code = await issueCode(uow, user.id, 'verify-email', user.email);
      await accountMails.verificationCode(uow, user.email, user, code, input.returnPath);
    });
  } catch (error) {
    // A registration of the same address won the race: answered like any other taken address.
    if (isUniqueViolation(error)) return registrationAttempted(deps, input.email);
    throw error;
  }
}

/**
 * Someone registered with an address in use: its owner hears of it (with where to sign in or reset
 * the password), at most once per cooldown so the form cannot be used to flood their inbox.
 */
async function registrationAttempted(deps: Deps, email: string) {
  const [owner] = await deps.db.select({ name: users.name, language: users.language }).from(users).where(eq(users.email, email));
  await work(deps, ANONYMOUS, async (uow) => {
    if ((await takeCooldown(uow, `register-taken:${email}`, RESEND_VERIFICATION_COOLDOWN_S)) > 0) return;
    await accountMails.registrationAttempted(uow, email, owner ?? {});
  });
}

/**
 * POST /auth/verify-email: the registration address, or a pending new address from the profile.
 * Returns the account whose registration address it verified (the caller signs it in), or null.
 */
export async function verifyEmail(deps: Deps, input: z.output<typeof verifyEmailSchema>): Promise<UserRow | null> {
  const owner = await findUserByEmail(deps.db, input.email);
  if (owner && !owner.isVerified) {
    const check = await checkCode(deps, owner.id, 'verify-email', owner.email, input.code, VERIFICATION_CODE_MAX_ATTEMPTS);
    if (!check.ok) throw await refusal(deps, input.email, check);
    const [verified] = await deps.db.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, owner.id)).returning();
    return verified ?? null;
  }
  const [changer] = await deps.db.select().from(users).where(eq(users.newEmail, input.email)).limit(1);
  if (changer) {
    const check = await checkCode(deps, changer.id, 'new-email', input.email, input.code, VERIFICATION_CODE_MAX_ATTEMPTS);
    if (!check.ok) throw await refusal(deps, input.email, check);
    if (await findUserByEmail(deps.db, input.email)) throw conflict(M.emailTaken, { email: M.emailTaken });
    await completeEmailChange(deps, changer, input.email);
    return null;
  }
  throw await refusal(deps, input.email, { ok: false, reason: 'none' });
}

/** The account's owner as the actor of their own writes: an email change proven by a code or a mailed link. */
const ownerOf = (user: UserRow) => ({ id: user.id, name: user.name, role: user.userRole });

/** The activity entry of the owner's own email moving from `user.email` to `to`. */
const recordEmailMove = (uow: UnitOfWork, user: UserRow, to: string, what: string) =>
  uow.activity({
    action: 'update',
    entity: 'user',
    entityId: user.id,
    summary: `${user.name} ${what}`,
    changes: { before: { email: user.email }, after: { email: to } },
  });

/**
 * The new address is proven: it becomes the account's email, payouts wait their hold from now, and
 * the old address is told with a single-use link that undoes the change, all in one transaction.
 */
async function completeEmailChange(deps: Deps, user: UserRow, newEmail: string) {
  const now = new Date();
  await work(deps, ownerOf(user), async (uow) => {
    const [changed] = await uow.tx
      .update(users)
      .set({ email: newEmail, newEmail: null, isVerified: true, emailChangedAt: now, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.newEmail, newEmail)))
      .returning({ id: users.id });
    if (!changed) return;
    const undoToken = await issueLinkToken(uow.tx, user.id, 'undo-email-change', user.email, EMAIL_CHANGE_UNDO_TTL_S);
    await recordEmailMove(uow, user, newEmail, 'changed their email address');
    await accountMails.emailChanged(uow, user.email, user, newEmail, undoToken);
  });
}

/**
 * POST /auth/undo-email-change/{token}, from the mail to the old address: the old address comes
 * back, every session ends, links a taker could have asked for stop working, and a reset link goes
 * to the restored address, since whoever changed the email may know the password.
 */
export async function undoEmailChange(deps: Deps, token: string) {
  await work(deps, ANONYMOUS, async (link) => {
    const undo = await consumeLinkToken(link.tx, token, 'undo-email-change');
    if (!undo) throw badRequestIn(M.undoLinkInvalid);
    const [user] = await link.tx.select().from(users).where(eq(users.id, undo.userId));
    if (!user) throw badRequestIn(M.undoLinkInvalid);
    // The mailed link proves the owner: the rest of the write is theirs, in the same transaction.
    await work(link, ownerOf(user), async (uow) => {
      const { tx } = uow;
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, undo.email));
      if (taken && taken.id !== user.id) throw conflict(M.undoEmailTaken);
      await tx.update(users).set({ email: undo.email, newEmail: null, isVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
      await revokeAllSessions(tx, user.id, 'email-change-undone');
      await retireLinkTokens(tx, user.id, 'reset-password');
      await retireLinkTokens(tx, user.id, 'undo-email-change');
      const resetToken = await issueLinkToken(tx, user.id, 'reset-password', undo.email, RESET_TOKEN_TTL_S);
      await recordEmailMove(uow, user, undo.email, 'undid the change of their email address');
      await accountMails.passwordReset(uow, undo.email, user, resetToken);
    });
  });
}

/**
 * Why a code was refused, in words that help: a wrong code says so with the tries left, an expired
 * one says it expired. An address with no live code (unknown, verified, or its code long pruned) has
 * its tries counted the same way (`checkDecoyCode`), so the answers never tell whether an account
 * is waiting for a code.
 */
async function refusal(deps: Deps, email: string, check: Exclude<CodeCheck, { ok: true }>) {
  const counted = check.reason === 'none' ? await checkDecoyCode(deps, email, VERIFICATION_CODE_MAX_ATTEMPTS) : check;
  const message = counted.reason === 'expired' ? M.codeExpired : wrongCodeMessage(counted.attemptsLeft ?? 0);
  return new HttpError(400, message, { code: message }, counted.reason === 'wrong' ? { attemptsLeft: counted.attemptsLeft } : undefined);
}

/**
 * POST /auth/resend-verification. One code per address per 300 s, whoever asks; the answer is the
 * same for every address, waiting or not: only an address with a code pending has a cooldown
 * running, so telling the wait would tell which addresses have an account waiting for a code.
 */
export async function resendVerification(deps: Deps, afterAnswer: AfterAnswer, email: string, returnPath?: string) {
  if ((await takeCooldown(deps, `resend:${email}`, RESEND_VERIFICATION_COOLDOWN_S)) > 0) return;
  // After the answer, as for forgot-password: the time taken says nothing about the address.
  afterAnswer(async () => {
    await forgetDecoyCode(deps, email);
    const owner = await findUserByEmail(deps.db, email);
    if (owner && !owner.isVerified) {
      await work(deps, ANONYMOUS, async (uow) => {
        const code = await issueCode(uow, owner.id, 'verify-email', owner.email);
        await accountMails.verificationCode(uow, owner.email, owner, code, returnPath);
      });
      return;
    }
    const [changer] = await deps.db.select().from(users).where(eq(users.newEmail, email)).limit(1);
    if (changer) {
      await work(deps, ANONYMOUS, async (uow) => {
        const code = await issueCode(uow, changer.id, 'new-email', email);
        await accountMails.newEmailCode(uow, email, changer, code);
      });
    }
  });
}

/**
 * POST /auth/forgot-password. The cooldown is per address whether or not it has an account, the
 * answer is the same, and the lookup and mail happen after the answer, so neither the message nor
 * the time taken says whether the email is registered.
 */
export async function forgotPassword(deps: Deps, afterAnswer: AfterAnswer, email: string) {
  const wait = await takeCooldown(deps, `forgot:${email}`, FORGOT_PASSWORD_COOLDOWN_S);
  if (wait > 0) throw new HttpError(429, M.forgotCooldown, undefined, { retryAfter: wait });
  afterAnswer(async () => {
    const user = await findUserByEmail(deps.db, email);
    if (!user || user.userStatus === 'suspended' || user.userStatus === 'inactive') return;
    await work(deps, ANONYMOUS, async (uow) => {
      const token = await issueLinkToken(uow.tx, user.id, 'reset-password', user.email, RESET_TOKEN_TTL_S);
      await accountMails.passwordReset(uow, user.email, user, token);
    });
  });
}

/** A new password: the lock and failed tries cleared, and every session ended with it. */
async function setPassword(deps: Deps, user: UserRow, password: string, extra: Partial<typeof users.$inferInsert>) {
  const passwordHash = await hashPassword(password);
  await work(deps, ownerOf(user), async (uow) => {
    await uow.tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), failedLoginAttempts: 0, accountLockUntil: null, updatedAt: new Date(), ...extra })
      .where(eq(users.id, user.id));
    await revokeAllSessions(uow.tx, user.id, 'password-set');
  });
}

/** The account a mailed link of `purpose` was made for, while it may still use one. */
async function linkOwner(deps: Deps, token: string, purpose: 'reset-password' | 'setup-password') {
  const link = await consumeLinkToken(deps.db, token, purpose);
  const user = link ? await findUserById(deps.db, link.userId) : undefined;
  return user && user.userStatus !== 'suspended' && user.userStatus !== 'inactive' ? user : null;
}

/**
 * POST /auth/reset-password/{token}: the emailed link proves the address, so an unverified or
 * never-activated account becomes verified and active; every session ends.
 */
export async function resetPassword(deps: Deps, token: string, input: z.output<typeof setPasswordSchema>) {
  const user = await linkOwner(deps, token, 'reset-password');
  if (!user) throw badRequest(M.resetLinkInvalid);
  await setPassword(deps, user, input.password, { isVerified: true, ...(user.userStatus === 'pending' ? { userStatus: 'active' as const } : {}) });
}

/** POST /auth/setup-password/{token}: the first password of an admin-created account activates it. */
export async function setupPassword(deps: Deps, token: string, input: z.output<typeof setPasswordSchema>) {
  const user = await linkOwner(deps, token, 'setup-password');
  if (!user) throw badRequest(M.setupLinkInvalid);
  await setPassword(deps, user, input.password, { isVerified: true, userStatus: 'active' });
  return { email: user.email };
}

/** POST /auth/change-password: every session ends, this one too; the handler clears its cookies and the user signs in again. */
export async function changePassword(deps: Deps, actor: SignedInActor, input: z.output<typeof changePasswordSchema>) {
  const user = await ownAccount(deps.db, actor);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong });
  }
  await setPassword(deps, user, input.newPassword, {});
}

/**
 * PUT /auth/update-profile. A different email is parked in newEmail and confirmed by a code sent
 * there. Asking for it can take the account (the reset mails follow the address), so it needs the
 * password, or a second-factor code when two-factor is on, and ends the account's other sessions.
 * The proof is checked first; the row, its activity entry, the ended sessions and the code's mail
 * then commit together, so a failed mail leaves no half-made change.
 */
export async function updateProfile(deps: Deps, actor: SignedInActor, sessionId: string | null, input: z.output<typeof updateProfileSchema>) {
  const user = await ownAccount(deps.db, actor);
  const { email, password, totpCode, ...fields } = input;
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  const newEmail = email && email !== user.email && (email !== user.newEmail || !user.newEmail) ? email : null;
  if (newEmail) {
    await confirmIdentity(deps, user.id, { password, totpCode }, { passwordRequired: M.emailChangePasswordRequired, codeRequired: M.emailChangeCodeRequired });
    if (await emailInUse(deps.db, newEmail, user.id)) throw conflict(M.emailTaken, { email: M.emailTaken });
    changes.newEmail = newEmail;
  } else if (email === user.email && user.newEmail) {
    // Typing the current address back cancels a pending change.
    changes.newEmail = null;
  }
  const updated = await work(deps, actor, async (uow) => {
    if (newEmail) {
      await revokeAllSessions(uow.tx, user.id, 'email-change', sessionId);
      const code = await issueCode(uow, user.id, 'new-email', newEmail);
      await takeCooldown(uow, `resend:${newEmail}`, RESEND_VERIFICATION_COOLDOWN_S);
      await accountMails.newEmailCode(uow, newEmail, { name: user.name, language: changes.language ?? user.language }, code);
    }
    const [row] = await uow.tx
      .update(users)
      .set({ ...changes, updatedAt: new Date(), updatedBy: user.id })
      .where(eq(users.id, user.id))
      .returning();
    const changed = diffFields(user as Record<string, unknown>, changes as Record<string, unknown>);
    if (Object.keys(changed.after).length > 0) {
      await uow.activity({ action: 'update', entity: 'user', entityId: user.id, summary: `${user.name} updated their profile`, changes: changed });
    }
    return row!;
  });
  return { user: updated, emailChangePending: Boolean(email && email !== user.email) };
}

/** POST /auth/upload-profile-image: re-encoded to WebP variants under uploads/profiles; the old one is removed. */
export async function replaceProfileImage(deps: Deps, actor: SignedInActor, file: ReceivedFile) {
  const user = await ownAccount(deps.db, actor);
  const { url } = await storeImage(deps.storage, 'profiles', file);
  const [updated] = await deps.db
    .update(users)
    .set({ profileImage: url, updatedAt: sql`now()`, updatedBy: user.id })
    .where(eq(users.id, user.id))
    .returning();
  await deleteStoredImage(deps.storage, user.profileImage);
  return updated!;
}
