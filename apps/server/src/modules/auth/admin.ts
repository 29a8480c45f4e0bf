import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/results.ts';
import {
  INVESTMENT_MESSAGES,
  AUTH_MESSAGES as M,
  canSetNidVerified,
  createRefusal,
  deleteRefusal,
  editRefusal,
  RESET_TOKEN_TTL_S,
  ROLE_LABELS,
  SETUP_TOKEN_TTL_S,
  USER_STATUS_LABELS,
  type adminEditUserSchema,
  type createUserSchema,
  roleChangeRefusal,
  statusChangeRefusal,
  type Role,
  type userListQuerySchema,
  type UserStatus,
} from '@app/contract';
import type { z } from 'zod';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';
import { diffFields, type ActivityEntry, type SignedInActor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/http.ts';
import { deleteDocument, deleteStoredImage } from '../../platform/uploads.ts';
import { hasOpenInvestments } from '../investments/privacy.ts';
import { findProfile } from '../investors/service.ts';
import { accountMails } from './mails.ts';
import { emailInUse, findUserById } from './service.ts';
import { revokeAllSessions } from './sessions.ts';
import { issueLinkToken } from './tokens.ts';
import type { UserRef } from './view.ts';
import { matchesSearch } from '../../platform/search.ts';
import { pageOfTable, paginationOf } from '../../platform/pagination.ts';

/**
 * User administration (accounts.md §6): ADMIN_ROLES reach these calls; the finer rules (who may
 * edit, block or delete whom) are the contract's user-administration.ts, which the screens use too.
 */

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  name: users.name,
  email: users.email,
  userRole: users.userRole,
  userStatus: users.userStatus,
  lastLogin: users.lastLogin,
  employeeId: users.employeeId,
  department: users.department,
} as const;

export async function listUsers(db: Db, query: z.output<typeof userListQuerySchema>) {
  const filters: (SQL | undefined)[] = [];
  if (query.role) filters.push(eq(users.userRole, query.role));
  if (query.status) filters.push(eq(users.userStatus, query.status));
  if (query.search) filters.push(matchesSearch(query.search, [users.name, users.email, users.phone, users.employeeId, users.department]));
  const where = and(...filters);
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const { rows, total } = await pageOfTable(db, users, query, where, [
    query.order === 'asc' ? sql`${column} ASC NULLS FIRST` : sql`${column} DESC NULLS LAST`,
    direction(users.id),
  ]);
  return {
    rows,
    pagination: paginationOf(query, total),
  };
}

/** createdBy/updatedBy as { id, name } for the detail screen's System Information links. */
export async function userRefs(db: Db, row: UserRow): Promise<{ createdBy: UserRef | null; updatedBy: UserRef | null }> {
  const ids = [row.createdBy, row.updatedBy].filter(Boolean) as string[];
  const found = ids.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)) : [];
  const ref = (id: string | null) => (id ? (found.find((r) => r.id === id) ?? null) : null);
  return { createdBy: ref(row.createdBy), updatedBy: ref(row.updatedBy) };
}

export async function requireUser(db: Db, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw notFound(M.userNotFound);
  return user;
}

/** The rules of user-administration.ts (contract) read an account as `{ id, userRole }`. */
const account = (actor: SignedInActor) => ({ id: actor.id, userRole: actor.role });
const refuse = (refusal: string | null) => {
  if (refusal) throw forbidden(refusal);
};

/** POST /auth/create-user: pending until the emailed setup link is used. */
export async function createUser(deps: Deps, actor: SignedInActor, input: z.output<typeof createUserSchema>) {
  refuse(createRefusal(account(actor), input.userRole));
  if (await emailInUse(deps.db, input.email)) throw conflict(M.emailTaken, { email: M.emailTaken });
  try {
    // The account, its setup link, the mail and the log entry exist together or not at all.
    return await work(deps, actor, async (uow) => {
      const { tx } = uow;
      const [user] = (await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          userRole: input.userRole,
          department: input.department ?? null,
          designation: input.designation ?? null,
          employeeId: input.employeeId ?? null,
          userStatus: 'pending',
          isVerified: false,
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning()) as [UserRow];
      const token = await issueLinkToken(tx, user.id, 'setup-password', user.email, SETUP_TOKEN_TTL_S);
      await accountMails.setupPassword(uow, user.email, user, token);
      await uow.activity({
        action: 'create',
        entity: 'user',
        entityId: user.id,
        summary: `Created ${ROLE_LABELS[user.userRole]} account for ${user.name} (${user.email}) and sent the setup email`,
        changes: {
          after: {
            name: user.name,
            email: user.email,
            userRole: user.userRole,
            department: user.department,
            designation: user.designation,
            employeeId: user.employeeId,
          },
        },
      });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.emailTaken, { email: M.emailTaken });
    throw error;
  }
}

type AccessField = 'userRole' | 'userStatus';
type AccessRule<V extends string> = {
  action: string;
  noun: string;
  labels: Record<V, string>;
  refusal: (actor: ReturnType<typeof account>, target: UserRow, value: V) => string | null;
};
/** How a role or a status change is checked, logged and worded: the two differ only here. */
const ACCESS_CHANGES: { [F in AccessField]: AccessRule<UserRow[F]> } = {
  userRole: { action: 'role', noun: 'role', labels: ROLE_LABELS, refusal: roleChangeRefusal },
  userStatus: { action: 'status', noun: 'status', labels: USER_STATUS_LABELS, refusal: statusChangeRefusal },
};

/** A role or status change: refused by the shared rule, nothing when unchanged, else the change and its log entry together. */
async function changeAccess<F extends AccessField>(deps: Deps, actor: SignedInActor, id: string, field: F, value: UserRow[F]) {
  const target = await requireUser(deps.db, id);
  const rule = ACCESS_CHANGES[field];
  refuse(rule.refusal(account(actor), target, value));
  if (value === target[field]) return target;
  return work(deps, actor, async (uow) => {
    const { tx } = uow;
    const [updated] = await tx
      .update(users)
      .set({ [field]: value, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(users.id, id))
      .returning();
    // A blocked account's open sessions end now, not at their next refresh.
    if (field === 'userStatus' && value !== 'active') await revokeAllSessions(tx, id, `status-${value}`);
    await uow.activity({
      action: rule.action,
      entity: 'user',
      entityId: id,
      summary: `Changed ${target.name}'s ${rule.noun} from ${rule.labels[target[field]]} to ${rule.labels[value]}`,
      changes: { before: { [field]: target[field] }, after: { [field]: value } },
    });
    return updated!;
  });
}

export const updateRole = (deps: Deps, actor: SignedInActor, id: string, role: Role) => changeAccess(deps, actor, id, 'userRole', role);

export const updateStatus = (deps: Deps, actor: SignedInActor, id: string, status: UserStatus) => changeAccess(deps, actor, id, 'userStatus', status);

/** PUT /auth/update-employee/{id}: the admin edit form. */
export async function updateEmployee(deps: Deps, actor: SignedInActor, id: string, input: z.output<typeof adminEditUserSchema>) {
  const target = await requireUser(deps.db, id);
  refuse(editRefusal(account(actor), target));
  if (input.userRole) refuse(roleChangeRefusal(account(actor), target, input.userRole));
  if (input.userStatus) refuse(statusChangeRefusal(account(actor), target, input.userStatus));
  if (input.nidVerified != null && input.nidVerified !== target.nidVerified && !canSetNidVerified(account(actor))) throw forbidden(M.nidVerifySuperAdminOnly);
  if (input.email !== target.email && (await emailInUse(deps.db, input.email, id))) throw conflict(M.emailTaken, { email: M.emailTaken });
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if ((key === 'nidVerified' || key === 'isVerified' || key === 'customerType') && value === null) continue;
    (changes as Record<string, unknown>)[key] = value;
  }
  if (changes.email && changes.email !== target.email) changes.newEmail = null;
  const before = Object.fromEntries(Object.keys(changes).map((key) => [key, (target as Record<string, unknown>)[key]]));
  try {
    return await work(deps, actor, async (uow) => {
      const { tx } = uow;
      const [updated] = (await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date(), updatedBy: actor.id })
        .where(eq(users.id, id))
        .returning()) as [UserRow];
      if (changes.userStatus && changes.userStatus !== 'active' && target.userStatus === 'active')
        await revokeAllSessions(tx, id, `status-${changes.userStatus}`);
      await uow.activity({
        action: 'update',
        entity: 'user',
        entityId: id,
        summary: `Updated ${updated.name}'s account details`,
        changes: diffFields(before, changes as Record<string, unknown>),
      });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.emailTaken, { email: M.emailTaken });
    throw error;
  }
}

export async function adminVerifyEmail(deps: Deps, actor: SignedInActor, id: string) {
  const target = await requireUser(deps.db, id);
  refuse(editRefusal(account(actor), target));
  if (target.isVerified) throw badRequest(M.userAlreadyVerified);
  return work(deps, actor, async (uow) => {
    const { tx } = uow;
    const [updated] = await tx.update(users).set({ isVerified: true, updatedAt: new Date(), updatedBy: actor.id }).where(eq(users.id, id)).returning();
    await uow.activity({
      action: 'verify',
      entity: 'user',
      entityId: id,
      summary: `Verified ${target.name}'s email address (${target.email})`,
      changes: { before: { isVerified: false }, after: { isVerified: true } },
    });
    return updated!;
  });
}

/** POST /auth/force-password-reset/{id}: the user is signed out everywhere and mailed a reset link. */
export async function forcePasswordReset(deps: Deps, actor: SignedInActor, id: string) {
  const target = await requireUser(deps.db, id);
  refuse(editRefusal(account(actor), target));
  await work(deps, actor, async (uow) => {
    const { tx } = uow;
    const token = await issueLinkToken(tx, target.id, 'reset-password', target.email, RESET_TOKEN_TTL_S);
    await revokeAllSessions(tx, target.id, 'forced-password-reset');
    await accountMails.forcedReset(uow, target.email, target, token);
    await uow.activity({
      action: 'password-reset',
      entity: 'user',
      entityId: id,
      summary: `Sent ${target.name} a password reset email and signed them out everywhere`,
    });
  });
}

/** DELETE /auth/users/{id}: superAdmin only (route access), never themselves, never another superAdmin. */
export async function deleteUser(deps: Deps, actor: SignedInActor, id: string) {
  const target = await requireUser(deps.db, id);
  refuse(deleteRefusal(account(actor), target));
  await removeUser(deps, actor, target, {
    action: 'delete',
    entity: 'user',
    entityId: id,
    summary: `Deleted ${ROLE_LABELS[target.userRole]} account ${target.name} (${target.email})`,
    changes: { before: { name: target.name, email: target.email, userRole: target.userRole, userStatus: target.userStatus } },
  });
}

/**
 * Deletes the row (sessions, tokens and two-factor go with it) together with its activity entry,
 * then, once that is committed, the profile image and ID document.
 */
export async function removeUser(deps: Deps, actor: SignedInActor, target: UserRow, entry: ActivityEntry) {
  if (await hasOpenInvestments(deps.db, target.id)) throw new HttpError(409, INVESTMENT_MESSAGES.userHasOpenInvestments);
  const idDocumentKey = (await findProfile(deps.db, target.id))?.idDocumentKey;
  try {
    await work(deps, actor, async (uow) => {
      const { tx } = uow;
      // Entry first: when people delete their own account, the delete then clears its actor link.
      await uow.activity(entry);
      await tx.delete(users).where(eq(users.id, target.id));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(409, M.userInUse);
    throw error;
  }
  await deleteStoredImage(deps.storage, target.profileImage);
  await deleteDocument(deps.storage, idDocumentKey);
}

/** POST /auth/unlock/{id}: clears the failed-sign-in lock. */
export async function unlockUser(deps: Deps, actor: SignedInActor, id: string) {
  const target = await requireUser(deps.db, id);
  refuse(editRefusal(account(actor), target));
  if (!(target.accountLockUntil && target.accountLockUntil.getTime() > Date.now()) && target.failedLoginAttempts === 0) throw badRequest(M.notLocked);
  return work(deps, actor, async (uow) => {
    const { tx } = uow;
    const [updated] = await tx
      .update(users)
      .set({ failedLoginAttempts: 0, accountLockUntil: null, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(users.id, id))
      .returning();
    await uow.activity({
      action: 'unlock',
      entity: 'user',
      entityId: id,
      summary: `Unlocked ${target.name}'s account after failed sign-ins`,
      changes: {
        before: { failedLoginAttempts: target.failedLoginAttempts, accountLockUntil: target.accountLockUntil?.toISOString() ?? null },
        after: { failedLoginAttempts: 0, accountLockUntil: null },
      },
    });
    return updated!;
  });
}
