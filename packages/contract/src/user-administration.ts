import { AUTH_MESSAGES as M } from './auth.ts';
import { ADMIN_ROLES, hasRole, ROLES, type Role, type UserStatus } from './roles.ts';

/**
 * Who may do what to whom in user administration (accounts.md §6), once for both sides: the server
 * refuses with the message a rule returns, the screens hide what a rule refuses. ADMIN_ROLES reach
 * user administration at all (route access); the finer rules are these.
 */
type Account = { id: string; userRole: Role };

/** The roles an actor may give: superAdmin only when the actor is one. */
export const assignableRoles = (actor: Account): Role[] => ROLES.filter((role) => role !== 'superAdmin' || actor.userRole === 'superAdmin');

/** Only a superAdmin edits a superAdmin's account. Null: allowed; otherwise the refusal's message. */
export const editRefusal = (actor: Account, target: Account): string | null =>
  target.userRole === 'superAdmin' && actor.userRole !== 'superAdmin' ? M.cannotEditSuperAdmin : null;

/** A new account's role: superAdmin only by a superAdmin. */
export const createRefusal = (actor: Account, role: Role): string | null => (assignableRoles(actor).includes(role) ? null : M.superAdminOnlyCreate);

/** A role change: not of a superAdmin by an admin, not to superAdmin by an admin, never one's own. */
export const roleChangeRefusal = (actor: Account, target: Account, role: Role): string | null => {
  if (role === target.userRole) return null;
  return editRefusal(actor, target) ?? (!assignableRoles(actor).includes(role) ? M.superAdminOnlyRole : target.id === actor.id ? M.cannotChangeOwnRole : null);
};

/** A status change (block, activate): not of a superAdmin by an admin, never one's own. */
export const statusChangeRefusal = (actor: Account, target: Account & { userStatus: UserStatus }, status: UserStatus): string | null => {
  if (status === target.userStatus) return null;
  return editRefusal(actor, target) ?? (target.id === actor.id ? M.cannotChangeOwnStatus : null);
};

/** Delete: superAdmin only (route access), never oneself, never a superAdmin. */
export const deleteRefusal = (actor: Account, target: Account): string | null =>
  target.id === actor.id ? M.cannotDeleteSelf : target.userRole === 'superAdmin' ? M.cannotDeleteSuperAdmin : null;

/** Only a superAdmin ticks the national ID verified box. */
export const canSetNidVerified = (actor: Account) => actor.userRole === 'superAdmin';

/** What the screens offer: an administrator editing an account the rules above allow. */
export const canEditUser = (actor: Account, target: Account) => hasRole(actor.userRole, ADMIN_ROLES) && editRefusal(actor, target) === null;

/** Delete is offered to a superAdmin, for accounts the delete rule allows. */
export const canDeleteUser = (actor: Account, target: Account) => actor.userRole === 'superAdmin' && deleteRefusal(actor, target) === null;

/** Verify Account: unverified accounts, by an administrator. */
export const canVerifyUser = (actor: Account, target: { isVerified: boolean }) => !target.isVerified && hasRole(actor.userRole, ADMIN_ROLES);

/** Change Role and Block/Activate are offered for accounts the actor may edit, never their own. */
export const canChangeRoleOrStatus = (actor: Account, target: Account) => canEditUser(actor, target) && actor.id !== target.id;
