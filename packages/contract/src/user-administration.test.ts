import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from './auth.ts';
import {
  assignableRoles,
  canChangeRoleOrStatus,
  canDeleteUser,
  canEditUser,
  canSetNidVerified,
  canVerifyUser,
  createRefusal,
  deleteRefusal,
  editRefusal,
  roleChangeRefusal,
  statusChangeRefusal,
} from './user-administration.ts';

const superAdmin = { id: 's', userRole: 'superAdmin' as const };
const admin = { id: 'a', userRole: 'admin' as const };
const moderator = { id: 'm', userRole: 'moderator' as const };
const investor = { id: 'u', userRole: 'user' as const, userStatus: 'active' as const };
const otherSuperAdmin = { id: 's2', userRole: 'superAdmin' as const, userStatus: 'active' as const };

describe('user administration rules', () => {
  it('offers and grants superAdmin only to a superAdmin', () => {
    expect(assignableRoles(superAdmin)).toContain('superAdmin');
    expect(assignableRoles(admin)).not.toContain('superAdmin');
    expect(createRefusal(admin, 'superAdmin')).toBe(M.superAdminOnlyCreate);
    expect(createRefusal(admin, 'employee')).toBeNull();
    expect(createRefusal(superAdmin, 'superAdmin')).toBeNull();
  });

  it('lets an admin edit anyone but a superAdmin; the screens offer editing to administrators only', () => {
    expect(editRefusal(admin, otherSuperAdmin)).toBe(M.cannotEditSuperAdmin);
    expect(editRefusal(admin, investor)).toBeNull();
    expect(canEditUser(admin, investor)).toBe(true);
    expect(canEditUser(admin, otherSuperAdmin)).toBe(false);
    expect(canEditUser(superAdmin, otherSuperAdmin)).toBe(true);
    expect(canEditUser(moderator, investor)).toBe(false);
  });

  it('refuses role changes to superAdmin by an admin, of a superAdmin by an admin, and of one’s own role', () => {
    expect(roleChangeRefusal(admin, investor, 'superAdmin')).toBe(M.superAdminOnlyRole);
    expect(roleChangeRefusal(admin, otherSuperAdmin, 'admin')).toBe(M.cannotEditSuperAdmin);
    expect(roleChangeRefusal(admin, admin, 'editor')).toBe(M.cannotChangeOwnRole);
    expect(roleChangeRefusal(admin, investor, 'employee')).toBeNull();
    expect(roleChangeRefusal(admin, admin, 'admin')).toBeNull();
    expect(roleChangeRefusal(superAdmin, otherSuperAdmin, 'admin')).toBeNull();
  });

  it('refuses status changes of a superAdmin by an admin and of one’s own status', () => {
    expect(statusChangeRefusal(admin, otherSuperAdmin, 'suspended')).toBe(M.cannotEditSuperAdmin);
    expect(statusChangeRefusal(admin, { ...admin, userStatus: 'active' }, 'suspended')).toBe(M.cannotChangeOwnStatus);
    expect(statusChangeRefusal(admin, { ...admin, userStatus: 'active' }, 'active')).toBeNull();
    expect(statusChangeRefusal(admin, investor, 'suspended')).toBeNull();
    expect(canChangeRoleOrStatus(admin, investor)).toBe(true);
    expect(canChangeRoleOrStatus(admin, admin)).toBe(false);
    expect(canChangeRoleOrStatus(admin, otherSuperAdmin)).toBe(false);
  });

  it('lets only a superAdmin delete, never a superAdmin or themselves', () => {
    expect(deleteRefusal(superAdmin, superAdmin)).toBe(M.cannotDeleteSelf);
    expect(deleteRefusal(superAdmin, otherSuperAdmin)).toBe(M.cannotDeleteSuperAdmin);
    expect(canDeleteUser(superAdmin, { id: 'x', userRole: 'admin' })).toBe(true);
    expect(canDeleteUser(superAdmin, otherSuperAdmin)).toBe(false);
    expect(canDeleteUser(superAdmin, superAdmin)).toBe(false);
    expect(canDeleteUser(admin, investor)).toBe(false);
  });

  it('verifies only unverified accounts, by administrators; only a superAdmin verifies a national ID', () => {
    expect(canVerifyUser(admin, { isVerified: false })).toBe(true);
    expect(canVerifyUser(admin, { isVerified: true })).toBe(false);
    expect(canVerifyUser(moderator, { isVerified: false })).toBe(false);
    expect(canSetNidVerified(admin)).toBe(false);
    expect(canSetNidVerified(superAdmin)).toBe(true);
  });
});
