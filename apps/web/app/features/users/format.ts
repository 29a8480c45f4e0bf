import { ROLE_LABELS, USER_STATUS_LABELS, type Role, type UserStatus, type UserView } from '@app/contract';
import type { BadgeTone } from '../../ui/Badge';

/** Initials from the first two name parts, at most two letters. */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  const letters = parts.map((part) => part[0]!.toUpperCase()).join('');
  return letters || '?';
}

/** A stable colour derived from the name, dark enough for white initials (contrast >= 4.5). */
export function avatarColour(name: string | null | undefined): string {
  let hash = 0;
  for (const char of name ?? '') hash = (hash * 31 + char.charCodeAt(0)) | 0;
  const hue = Math.abs(hash) % 360;
  return `hsl(${hue} 45% 32%)`;
}

export const STATUS_TONES: Record<UserStatus, BadgeTone> = {
  active: 'green',
  inactive: 'red',
  suspended: 'red',
  pending: 'orange',
};

export const ROLE_TONES: Record<Role, BadgeTone> = {
  superAdmin: 'purple',
  admin: 'purple',
  moderator: 'blue',
  editor: 'teal',
  employee: 'indigo',
  user: 'gray',
  fieldOfficer: 'green',
};

export const roleOf = (user: Pick<UserView, 'userRole' | 'role'>): Role => user.userRole ?? user.role ?? 'user';
export const roleLabel = (role: Role) => ROLE_LABELS[role] ?? role;
export const statusLabel = (status: UserStatus) => USER_STATUS_LABELS[status] ?? status;

/** True while a lock time lies in the future; the detail screen shows it only then. */
export function isLockActive(accountLockUntil: string | null | undefined, now = Date.now()) {
  if (!accountLockUntil) return false;
  const time = new Date(accountLockUntil).getTime();
  return !Number.isNaN(time) && time > now;
}

/** Five or more failed sign-ins are highlighted as an alert. */
export const FAILED_LOGIN_ALERT_THRESHOLD = 5;
