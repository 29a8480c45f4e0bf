import { labelled } from './labelled.ts';

/**
 * Roles and the permission tables of accounts.md §6 and back-office.md §6.
 * The server enforces these per route; the web uses the same lists for guards and tiles.
 */
export const { values: ROLES, labels: ROLE_LABELS } = labelled({
  superAdmin: 'Super Admin',
  admin: 'Admin',
  moderator: 'Moderator',
  editor: 'Editor',
  employee: 'Employee',
  user: 'User',
  /** Records from the farm in the field app (/field) for the cycles an admin assigns; no back office. */
  fieldOfficer: 'Field officer',
});
export type Role = (typeof ROLES)[number];

/** Every /admin route: superAdmin, admin, moderator or employee. */
export const ADMIN_AREA_ROLES = ['superAdmin', 'admin', 'moderator', 'employee'] as const satisfies readonly Role[];
/** About images, stories, FAQ, contact inquiries, contact details. */
export const CONTENT_EDITOR_ROLES = ['superAdmin', 'admin', 'moderator'] as const satisfies readonly Role[];
/** Metrics, investment plans, team, career listings, job applications, admin users, work-plan. */
export const ADMIN_ROLES = ['superAdmin', 'admin'] as const satisfies readonly Role[];
/** The field app's API (issue 51): officers only; staff read the records through the review screens. */
export const FIELD_OFFICER_ROLES = ['fieldOfficer'] as const satisfies readonly Role[];

export const hasRole = (role: Role | null | undefined, allowed: readonly Role[]) => role != null && allowed.includes(role);

export const { values: USER_STATUSES, labels: USER_STATUS_LABELS } = labelled({
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  pending: 'Pending',
});
export type UserStatus = (typeof USER_STATUSES)[number];

/** Access declaration carried by every server route. */
export type RouteAccess = 'public' | 'authenticated' | readonly Role[];
