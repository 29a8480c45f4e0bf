import { ROLES, type Role, type UserView } from '@app/contract';

type Actor = Pick<UserView, 'id' | 'userRole'>;
type Target = Pick<UserView, 'id' | 'userRole'>;

/** The role list a staff member may assign: superAdmin only when the actor is one (accounts.md §6). */
export const assignableRoles = (actor: Actor): Role[] => ROLES.filter((role) => role !== 'superAdmin' || actor.userRole === 'superAdmin');

/** A superAdmin edits anyone; an admin edits anyone but a superAdmin. */
export const canEditUser = (actor: Actor, target: Target) =>
  actor.userRole === 'superAdmin' || (actor.userRole === 'admin' && target.userRole !== 'superAdmin');

/** Change Role and Block/Activate: a superAdmin, or an admin when the target is not a superAdmin. */
export const canChangeRoleOrStatus = canEditUser;

/** Delete: only a superAdmin, never of a superAdmin and never of oneself. */
export const canDeleteUser = (actor: Actor, target: Target) => actor.userRole === 'superAdmin' && target.userRole !== 'superAdmin' && actor.id !== target.id;

/** Verify Account: unverified users, by a superAdmin or an admin. */
export const canVerifyUser = (actor: Actor, target: Pick<UserView, 'isVerified'>) =>
  !target.isVerified && (actor.userRole === 'superAdmin' || actor.userRole === 'admin');

/** Only a superAdmin ticks the national ID verified box. */
export const canSetNidVerified = (actor: Actor) => actor.userRole === 'superAdmin';
