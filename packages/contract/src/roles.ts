/**
 * Roles and the permission tables of accounts.md §6 and back-office.md §6.
 * The server enforces these per route; the web uses the same lists for guards and tiles.
 */
export const ROLES = ['superAdmin', 'admin', 'moderator', 'editor', 'employee', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  superAdmin: 'Super Admin',
  admin: 'Admin',
  moderator: 'Moderator',
  editor: 'Editor',
  employee: 'Employee',
  user: 'User',
};

/** Every /admin route: superAdmin, admin, moderator or employee. */
export const ADMIN_AREA_ROLES = ['superAdmin', 'admin', 'moderator', 'employee'] as const satisfies readonly Role[];
/** About images, stories, FAQ, contact inquiries, contact details. */
export const CONTENT_EDITOR_ROLES = ['superAdmin', 'admin', 'moderator'] as const satisfies readonly Role[];
/** Metrics, investment plans, team, career listings, job applications, admin users, work-plan. */
export const ADMIN_ROLES = ['superAdmin', 'admin'] as const satisfies readonly Role[];

export const hasRole = (role: Role | null | undefined, allowed: readonly Role[]) => role != null && allowed.includes(role);

export const USER_STATUSES = ['active', 'inactive', 'suspended', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  pending: 'Pending',
};

/** Access declaration carried by every server route. */
export type RouteAccess = 'public' | 'authenticated' | readonly Role[];
