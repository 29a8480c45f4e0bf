import { z } from 'zod';
import { CUSTOMER_TYPES, GENDERS, sessionView } from './auth.ts';
import { paginationSchema } from './envelope.ts';
import { passkeyView } from './passkeys.ts';
import { ids } from './content-fields.ts';
import { ROLES, USER_STATUSES } from './roles.ts';
import { LANGUAGES } from './languages.ts';

/** A part of an address or emergency contact: absent or null when not given. */
const storedText = z.string().nullable().optional();

/** Who created or last changed a user: named on one user's page, only the id in lists. */
const userRefView = z.union([z.object({ id: z.string(), name: z.string() }), z.string()]).nullable();

/**
 * The user as the API returns it (GET /auth/me `user`, GET /auth/users `users`). Never carries the
 * password hash or tokens. Dates are ISO strings.
 */
export const userView = z.object({
  ...ids,
  name: z.string(),
  email: z.string(),
  newEmail: z.string().nullable(),
  phone: z.string().nullable(),
  userRole: z.enum(ROLES),
  role: z.enum(ROLES),
  userStatus: z.enum(USER_STATUSES),
  isVerified: z.boolean(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: userRefView,
  updatedBy: userRefView,
  profileImage: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  bloodGroup: z.string().nullable(),
  /** As the person entered it: a part left blank is null. */
  address: z.object({ street: storedText, city: storedText, state: storedText, zipCode: storedText, country: storedText }).nullable(),
  emergencyContact: z.object({ name: storedText, relationship: storedText, phone: storedText, email: storedText }).nullable(),
  department: z.string().nullable(),
  designation: z.string().nullable(),
  employeeId: z.string().nullable(),
  joiningDate: z.string().nullable(),
  nidNumber: z.string().nullable(),
  nidVerified: z.boolean(),
  customerType: z.enum(CUSTOMER_TYPES),
  company: z.string().nullable(),
  vatNumber: z.string().nullable(),
  passwordChangedAt: z.string().nullable(),
  failedLoginAttempts: z.number().int(),
  accountLockUntil: z.string().nullable(),
  /** Two-factor sign-in is on for this account (staff only). */
  twoFactorEnabled: z.boolean().optional(),
  /** The account's language: its mails and documents are written in it. */
  language: z.enum(LANGUAGES),
});
export type UserView = z.infer<typeof userView>;

/**
 * The signed-in person's own account (GET /auth/me, sign-in, profile updates): what their account
 * pages show and nothing else. Lockout counters and who created or changed the account are staff
 * matters; the count of recovery codes left is theirs alone.
 */
export const selfUserView = userView
  .omit({ failedLoginAttempts: true, accountLockUntil: true, createdBy: true, updatedBy: true, passwordChangedAt: true })
  .extend({
    /** With two-factor sign-in on: how many single-use recovery codes are left. */
    recoveryCodesLeft: z.number().int().optional(),
  });
export type SelfUserView = z.infer<typeof selfUserView>;

/** GET /auth/users `pagination`. */
export type UserListPagination = { page: number; limit: number; pages: number; total: number; totalIsEstimate?: true };

// ---------------------------------------------------------------- what the /auth routes answer

/** Sign-in (password or passkey): the user, and for staff who must still turn on two-factor sign-in, a flag. */
export const signInResponse = { user: selfUserView, twoFactorSetupRequired: z.literal(true).optional() };
/** The routes that answer the signed-in or changed user beside the message. */
export const userResponse = { user: userView };
/** GET /auth/me and a refreshed session: the person's own account. */
export const selfUserResponse = { user: selfUserView };
/** GET /auth/users: one page of users. */
export const userListResponse = { users: z.array(userView), pagination: paginationSchema };
/** PUT /auth/update-profile: a changed email waits for its confirmation. */
export const profileUpdateResponse = { user: selfUserView, emailChangePending: z.literal(true).optional() };
export const profileImageResponse = { profileImage: z.string().nullable(), user: selfUserView };
/** POST /auth/verify-email: verifying a registration signs the person in; other verifications do not. */
export const emailVerifiedResponse = { user: selfUserView.optional() };
export const sessionListResponse = { sessions: z.array(sessionView) };
export const passkeyListResponse = { data: z.array(passkeyView) };

/** The WebAuthn options the browser passes to navigator.credentials (SimpleWebAuthn's JSON form). */
const webAuthnOptionsView = z.record(z.string(), z.unknown());
export const passkeyOptionsResponse = { options: webAuthnOptionsView };
export const passkeySignInOptionsResponse = { options: webAuthnOptionsView, challengeId: z.string() };

/** GET and PUT /auth/security-settings: the setting, also at the top level for older screens. */
export const securitySettingsResponse = { settings: z.object({ requireStaffTwoFactor: z.boolean() }), requireStaffTwoFactor: z.boolean() };

/** Records as kept, one object per row (the personal-data export). */
const exportedRecords = z.array(z.record(z.string(), z.unknown()));

/** GET /auth/export-data: everything the product keeps about the signed-in person, as one JSON download. */
export const personalDataExportView = z.object({
  exportedAt: z.string(),
  account: userView,
  sessions: exportedRecords,
  activity: exportedRecords,
  emailsSentToYou: exportedRecords,
  jobApplications: exportedRecords,
  contactMessages: exportedRecords,
  workPlans: exportedRecords,
  workPlanCheckIns: exportedRecords,
  investorProfile: z.record(z.string(), z.unknown()).nullable(),
  investorSafeguards: z.record(z.string(), z.unknown()),
  investments: exportedRecords,
  payoutAccounts: exportedRecords,
});
