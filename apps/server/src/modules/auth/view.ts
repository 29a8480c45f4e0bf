import type { SelfUserView, UserView } from '@app/contract';
import type { UserRow } from '../../db/schema/users.ts';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export type UserRef = { id: string; name: string };

/** The API's user: never the password hash; both `id`/`_id` and `userRole`/`role`. */
export function toUserView(row: UserRow, extras: { createdBy?: UserRef | null; updatedBy?: UserRef | null; twoFactorEnabled?: boolean } = {}): UserView {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    newEmail: row.newEmail,
    phone: row.phone,
    userRole: row.userRole,
    role: row.userRole,
    userStatus: row.userStatus,
    isVerified: row.isVerified,
    lastLogin: iso(row.lastLogin),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: extras.createdBy !== undefined ? extras.createdBy : row.createdBy,
    updatedBy: extras.updatedBy !== undefined ? extras.updatedBy : row.updatedBy,
    profileImage: row.profileImage,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    bloodGroup: row.bloodGroup,
    address: row.address ?? null,
    emergencyContact: row.emergencyContact ?? null,
    department: row.department,
    designation: row.designation,
    employeeId: row.employeeId,
    joiningDate: row.joiningDate,
    nidNumber: row.nidNumber,
    nidVerified: row.nidVerified,
    customerType: row.customerType,
    company: row.company,
    vatNumber: row.vatNumber,
    passwordChangedAt: iso(row.passwordChangedAt),
    failedLoginAttempts: row.failedLoginAttempts,
    accountLockUntil: iso(row.accountLockUntil),
    twoFactorEnabled: extras.twoFactorEnabled ?? false,
    language: row.language,
  };
}

/** The signed-in person's own account: no lockout counters, no staff references (see selfUserView). */
export function toSelfView(row: UserRow, twoFactor: { twoFactorEnabled: boolean; recoveryCodesLeft?: number }): SelfUserView {
  const {
    failedLoginAttempts: _failed,
    accountLockUntil: _lock,
    createdBy: _createdBy,
    updatedBy: _updatedBy,
    passwordChangedAt: _passwordChangedAt,
    ...own
  } = toUserView(row, { twoFactorEnabled: twoFactor.twoFactorEnabled });
  return twoFactor.recoveryCodesLeft === undefined ? own : { ...own, recoveryCodesLeft: twoFactor.recoveryCodesLeft };
}
