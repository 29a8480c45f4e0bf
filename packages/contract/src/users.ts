import type { Role, UserStatus } from './roles.ts';

/**
 * The user as the API returns it (GET /auth/me `user`, GET /auth/users `users`). Never carries the
 * password hash or tokens. Dates are ISO strings.
 */
export type UserView = {
  id: string;
  _id: string;
  name: string;
  email: string;
  newEmail: string | null;
  phone: string | null;
  userRole: Role;
  role: Role;
  userStatus: UserStatus;
  isVerified: boolean;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: { id: string; name: string } | string | null;
  updatedBy: { id: string; name: string } | string | null;
  profileImage: string | null;
  dateOfBirth: string | null;
  gender: 'male' | 'female' | 'other' | null;
  bloodGroup: string | null;
  address: { street?: string; city?: string; state?: string; zipCode?: string; country?: string } | null;
  emergencyContact: { name?: string; relationship?: string; phone?: string; email?: string } | null;
  department: string | null;
  designation: string | null;
  employeeId: string | null;
  joiningDate: string | null;
  nidNumber: string | null;
  nidVerified: boolean;
  customerType: 'individual' | 'business';
  company: string | null;
  vatNumber: string | null;
  passwordChangedAt: string | null;
  failedLoginAttempts: number;
  accountLockUntil: string | null;
  /** Two-factor sign-in is on for this account (staff only). */
  twoFactorEnabled?: boolean;
};

/** GET /auth/users `pagination`. */
export type UserListPagination = { page: number; limit: number; pages: number; total: number; totalIsEstimate?: true };
