import { z } from 'zod';
import { ROLES, USER_STATUSES } from './roles.ts';
import { isRealDate, EMAIL_PATTERN } from './validation.ts';
import { groupDigits } from './format.ts';
import { getLocale } from './paraglide/runtime.js';
import { atLeastCharsMessage, atMostChars, atMostCharsMessage, notFoundMessage, requiredMessage, succeeded } from './messages.ts';
import { m } from './paraglide/messages.js';
import type { Message } from './validation.ts';
import { pageQuery } from './pagination.ts';
import { LANGUAGES } from './languages.ts';

/**
 * Accounts (accounts.md §3, §5, §8, §9): every rule and message the server checks and the
 * screens show, written once.
 */

// ---------------------------------------------------------------- constants

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MIN_LENGTH = 2;
export const PHONE_MIN_LENGTH = 8;
export const EMPLOYEE_ID_MIN_LENGTH = 3;
/** Seconds between two password reset requests for one address. */
export const FORGOT_PASSWORD_COOLDOWN_S = 3600;
/** Seconds between two verification codes for one address. */
export const RESEND_VERIFICATION_COOLDOWN_S = 300;
/** A verification code lives 10 minutes and allows 5 tries. */
export const VERIFICATION_CODE_TTL_S = 10 * 60;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** Five failed sign-ins lock the account for 15 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const ACCOUNT_LOCK_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 7 * 24 * 3600;
export const REMEMBER_ME_REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;
export const RESET_TOKEN_TTL_S = 3600;
export const SETUP_TOKEN_TTL_S = 7 * 24 * 3600;
export const USER_LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export const USER_LIST_DEFAULTS = { page: 1, limit: 10, sort: 'createdAt', order: 'desc' } as const;
export const USER_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'email', 'userRole', 'userStatus', 'lastLogin', 'employeeId', 'department'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const CUSTOMER_TYPES = ['individual', 'business'] as const;
/** Staff roles that must use two-factor sign-in when a superAdmin requires it. */
export const STAFF_TWO_FACTOR_ROLES = ['superAdmin', 'admin', 'moderator'] as const;
/** How long the mailed link that undoes an email change works. */
export const EMAIL_CHANGE_UNDO_TTL_S = 7 * 24 * 3600;

// ---------------------------------------------------------------- messages

export const AUTH_MESSAGES = {
  // validation: catalogue messages, said in the language of the page or request that checks (language-scope.ts)
  nameRequired: requiredMessage(m.validation_field_name),
  nameMin: atLeastCharsMessage(m.validation_field_name, NAME_MIN_LENGTH),
  emailRequired: requiredMessage(m.validation_field_email),
  emailInvalid: () => m.validation_is_invalid({ field: m.validation_field_email() }),
  phoneRequired: requiredMessage(m.validation_field_phone_number),
  phoneMin: atLeastCharsMessage(m.validation_field_phone_number, PHONE_MIN_LENGTH),
  passwordRequired: requiredMessage(m.validation_field_password),
  passwordMin: atLeastCharsMessage(m.validation_field_password, PASSWORD_MIN_LENGTH),
  passwordMax: atMostCharsMessage(m.validation_field_password, PASSWORD_MAX_LENGTH),
  passwordComplexity: () => m.validation_password_complexity(),
  confirmPasswordRequired: () => m.validation_confirm_password(),
  passwordsDoNotMatch: () => m.validation_passwords_do_not_match(),
  mustAgree: () => m.validation_must_agree(),
  currentPasswordRequired: requiredMessage(m.validation_field_current_password),
  newPasswordRequired: requiredMessage(m.validation_field_new_password),
  newPasswordSame: () => m.validation_new_password_same(),
  codeRequired: requiredMessage(m.validation_field_verification_code),
  codeFormat: () => m.validation_code_format(),
  resendEmailInvalid: () => m.validation_email_invalid(),
  employeeIdMin: atLeastCharsMessage(m.validation_field_employee_id, EMPLOYEE_ID_MIN_LENGTH),
  dateOfBirthFuture: () => m.validation_date_of_birth_future(),
  dateInvalid: () => m.validation_date_invalid(),
  emergencyPhoneMin: atLeastCharsMessage(m.validation_field_emergency_phone, PHONE_MIN_LENGTH),
  emergencyEmailInvalid: () => m.validation_is_invalid({ field: m.validation_field_emergency_email() }),
  roleInvalid: () => m.validation_choose_role(),
  statusInvalid: () => m.validation_choose_status(),
  languageInvalid: () => m.validation_choose_language(),
  genderInvalid: () => m.validation_choose_gender(),
  bloodGroupInvalid: () => m.validation_choose_blood_group(),
  customerTypeInvalid: () => m.validation_choose_customer_type(),
  imageType: () => m.validation_image_type(),
  imageSize: () => m.validation_image_size(),
  userIdRequired: requiredMessage(m.validation_field_user_id),
  returnPathInvalid: () => m.validation_return_path(),
  // success (§8)
  registered: 'Registration successful! Please verify your email.',
  emailVerified: 'Email verified successfully!',
  verificationResent: 'Verification code resent! Please check your email.',
  loginSuccess: 'Login successful!',
  loggedOut: 'Logged out successfully!',
  forgotPasswordSent: 'If an account exists, a password reset email will be sent.',
  passwordReset: 'Password reset successfully!',
  passwordSet: 'Password set successfully!',
  passwordChanged: 'Password changed successfully! Please login again.',
  profileUpdated: succeeded('Profile', 'updated'),
  profileImageUpdated: succeeded('Profile image', 'updated'),
  userCreated: 'User created successfully! Setup email has been sent.',
  userDeleted: 'User deleted successfully!',
  roleUpdated: 'User role updated successfully!',
  statusUpdated: 'User status updated successfully!',
  employeeUpdated: 'Employee information updated successfully!',
  userEmailVerified: 'User email verified successfully!',
  forcedResetSent: 'Password reset email sent to user.',
  tokenRefreshed: 'Session refreshed',
  accountUnlocked: 'Account unlocked successfully.',
  sessionRevoked: 'Session signed out.',
  otherSessionsRevoked: 'Signed out of all other sessions.',
  accountDeleted: 'Your account has been deleted.',
  // failures
  invalidCredentials: 'Invalid email or password',
  accountSuspended: 'Your account has been suspended. Please contact support.',
  accountInactive: 'Your account is inactive. Please contact an administrator.',
  accountPending: 'Your account is not active yet. Please set your password using the link emailed to you.',
  emailTaken: 'An account with this email already exists.',
  codeWrong: 'That code is not right. You have {tries} left.',
  codeTriesUsedUp: 'That code is not right, and no tries are left. Please request a new code.',
  codeExpired: 'This code has expired. Please request a new one.',
  resendCooldown: 'Please wait {seconds} seconds before requesting another verification code.',
  forgotCooldown: 'A reset email was sent recently. Please wait 1 hour before requesting another one.',
  resetLinkInvalid: 'Invalid or expired reset link. Please request a new password reset.',
  setupLinkInvalid: 'Invalid or expired setup link. Please contact your administrator.',
  currentPasswordWrong: 'Current password is incorrect',
  sessionExpired: 'Your session has expired. Please sign in again.',
  userNotFound: notFoundMessage('User'),
  sessionNotFound: notFoundMessage('Session'),
  superAdminOnlyCreate: 'Only a super admin can create super admin accounts.',
  superAdminOnlyRole: 'Only a super admin can grant the super admin role.',
  cannotEditSuperAdmin: "You don't have permission to edit this user.",
  cannotChangeOwnRole: 'You cannot change your own role.',
  cannotChangeOwnStatus: 'You cannot change your own status.',
  cannotDeleteSelf: 'You cannot delete your own account here.',
  cannotDeleteSuperAdmin: 'A super admin cannot be deleted. Change their role first.',
  nidVerifySuperAdminOnly: 'Only a super admin can mark a national ID as verified.',
  userAlreadyVerified: "This user's email is already verified.",
  userInUse: 'This user is still referenced by other records and cannot be deleted. Set the account to inactive instead.',
  notLocked: 'This account is not locked.',
  lastSuperAdmin: 'The last super admin account cannot be deleted.',
  passwordWrong: 'Password is incorrect',
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app.',
  twoFactorInvalid: 'Invalid authentication code',
  twoFactorEnabled: 'Two-factor sign-in is on.',
  twoFactorDisabled: 'Two-factor sign-in is off.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotStarted: 'Start two-factor setup first.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  twoFactorDisableCodeRequired: 'Enter a code from your authenticator app, or one of your recovery codes, to turn off two-factor sign-in.',
  twoFactorStillRequired: 'Two-factor sign-in is required for staff accounts and cannot be turned off.',
  securitySettingsSaved: 'Security settings saved.',
  // changes that could take the account: confirmed with the password, or a code when two-factor is on
  emailChangePasswordRequired: 'Please enter your current password to change your email address',
  emailChangeCodeRequired: 'Please enter the 6-digit code from your authenticator app to change your email address',
  emailChangeUndone: 'Your email address is restored and every session is signed out. We have emailed you a link to choose a new password: please do so now.',
  undoLinkInvalid: () => m.auth_undo_link_invalid(),
  undoEmailTaken: 'Your old email address is now used by another account. Please contact us.',
} as const;

/** Fills `{name}` placeholders of a message. */
export function fillMessage(message: string, values: Record<string, string | number>) {
  return message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

/** A wrong verification code, with the tries the code has left ("You have 1 try left."). */
export const wrongCodeMessage = (triesLeft: number) =>
  triesLeft > 0 ? fillMessage(AUTH_MESSAGES.codeWrong, { tries: triesLeft === 1 ? '1 try' : `${triesLeft} tries` }) : AUTH_MESSAGES.codeTriesUsedUp;

// ---------------------------------------------------------------- return path

export const RETURN_PATH_MAX_LENGTH = 500;

/**
 * A page of this site to continue to after sign-up, verification or sign-in (?redirect=): a
 * relative path starting with one '/'. Never another origin: no '//' or '/\' start (browsers read
 * both as another host), no backslash, space or control character anywhere (browsers drop tabs and
 * newlines, so '/\t/evil' would become '//evil'), and no scheme.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** The optional return path of a request body: absent, or a safe in-site path (else 400). */
export const returnPathSchema = z
  .string({ error: AUTH_MESSAGES.returnPathInvalid })
  .refine((value) => safeReturnPath(value) !== null, { error: AUTH_MESSAGES.returnPathInvalid })
  .optional();

// ---------------------------------------------------------------- field rules

const email = () =>
  z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .max(254, { error: AUTH_MESSAGES.emailInvalid, abort: true })
    .min(1, { error: AUTH_MESSAGES.emailRequired })
    .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid })
    .transform((value) => value.toLowerCase());

/** The spec's password rule: 8+ characters with an uppercase letter, a lowercase letter and a number. */
export const strongPassword = (missing: Message = AUTH_MESSAGES.passwordRequired) =>
  z
    .string({ error: missing })
    // The length first, and nothing after it on failure: a huge password costs one comparison.
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordMax, abort: true })
    .min(1, { error: missing })
    .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordMin })
    // Three linear scans; a look-ahead regex without an anchor is quadratic on a failing input.
    .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), { error: AUTH_MESSAGES.passwordComplexity });

/** A password to compare with a stored hash: bounded, never checked against patterns. */
const givenPassword = (message: Message) =>
  z.string({ error: message }).max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordMax, abort: true }).min(1, { error: message });

/** A trimmed text that must be present, with a minimum and a maximum length, each with its own message. */
const boundedText = (required: Message, min: number, tooShort: Message, max: number, tooLong: Message) =>
  z.string({ error: required }).trim().min(1, { error: required }).min(min, { error: tooShort }).max(max, { error: tooLong });

const name = () => boundedText(AUTH_MESSAGES.nameRequired, NAME_MIN_LENGTH, AUTH_MESSAGES.nameMin, 100, atMostCharsMessage(m.validation_field_name, 100));

const phone = () =>
  boundedText(AUTH_MESSAGES.phoneRequired, PHONE_MIN_LENGTH, AUTH_MESSAGES.phoneMin, 30, atMostCharsMessage(m.validation_field_phone_number, 30));

/**
 * An optional text field of an edit form: missing leaves the value alone, blank or null clears it
 * ("empty values are sent as null").
 */
/** An account's language, as a sign-up or a profile change sends it. */
const accountLanguage = z.enum(LANGUAGES, { error: AUTH_MESSAGES.languageInvalid });

const nullableText = (max = 200, min?: { length: number; message: Message }) =>
  z
    .string()
    .trim()
    .max(max, { error: () => m.validation_max_chars({ max: groupDigits(max, getLocale()) }) })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null))
    .refine((value) => !min || value == null || value.length >= min.length, { error: min?.message });

const nullableEmail = (message: Message = AUTH_MESSAGES.emailInvalid) =>
  nullableText(254)
    .refine((value) => value == null || EMAIL_PATTERN.test(value), { error: message })
    .transform((value) => (value == null ? value : value.toLowerCase()));

const nullableDate = () =>
  nullableText(40)
    .transform((value) => (value == null ? value : value.slice(0, 10)))
    .refine((value) => value == null || isRealDate(value), { error: AUTH_MESSAGES.dateInvalid });

const nullableEnum = <T extends readonly [string, ...string[]]>(values: T, message: Message) =>
  z
    .union([z.enum(values, { error: message }), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '' || value === null ? null : value));

const addressSchema = z
  .object({
    street: nullableText(200),
    city: nullableText(100),
    state: nullableText(100),
    zipCode: nullableText(20),
    country: nullableText(100),
  })
  .nullable()
  .optional();

const emergencyContactSchema = z
  .object({
    name: nullableText(100),
    relationship: nullableText(100),
    phone: nullableText(30, { length: PHONE_MIN_LENGTH, message: AUTH_MESSAGES.emergencyPhoneMin }),
    email: nullableEmail(AUTH_MESSAGES.emergencyEmailInvalid),
  })
  .nullable()
  .optional();

const notInFuture = (value: string | null | undefined) => value == null || value <= new Date().toISOString().slice(0, 10);

// ---------------------------------------------------------------- payloads

export const loginSchema = z.object({
  email: email(),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordMax, abort: true })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordMin }),
  rememberMe: z.boolean().optional().default(false),
  /** Staff with two-factor sign-in: the authenticator code, or a recovery code. */
  totpCode: z.string().trim().max(32).optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: name(),
    email: email(),
    phone: phone(),
    password: strongPassword(),
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmPasswordRequired }).min(1, { error: AUTH_MESSAGES.confirmPasswordRequired }),
    isAgreeToPolicy: z.literal(true, { error: AUTH_MESSAGES.mustAgree }),
    /** Where the person was going (a plan's invest form, say): the mailed verification link keeps it. */
    returnPath: returnPathSchema,
    /** The language of the page the person signed up on (else the request's): the account's mails and documents are written in it. */
    language: accountLanguage.optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    // Check the pair as soon as both are typed, even while other fields are still wrong.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === 'string' && typeof value?.confirmPassword === 'string';
    },
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const verifyEmailSchema = z.object({
  email: email(),
  code: z
    .string({ error: AUTH_MESSAGES.codeRequired })
    .max(32, { error: AUTH_MESSAGES.codeFormat, abort: true })
    .trim()
    .min(1, { error: AUTH_MESSAGES.codeRequired })
    .regex(/^\d{6}$/, { error: AUTH_MESSAGES.codeFormat }),
});
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

export const resendVerificationSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.resendEmailInvalid })
    .max(254, { error: AUTH_MESSAGES.resendEmailInvalid, abort: true })
    .trim()
    .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.resendEmailInvalid })
    .transform((value) => value.toLowerCase()),
  returnPath: returnPathSchema,
});

export const forgotPasswordSchema = z.object({ email: email() });

/** Reset (from the emailed link) and first setup of a password. */
export const setPasswordSchema = z
  .object({
    password: strongPassword(),
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmPasswordRequired }).min(1, { error: AUTH_MESSAGES.confirmPasswordRequired }),
  })
  .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], error: AUTH_MESSAGES.passwordsDoNotMatch });
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: givenPassword(AUTH_MESSAGES.currentPasswordRequired),
    newPassword: strongPassword(AUTH_MESSAGES.newPasswordRequired),
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmPasswordRequired }).min(1, { error: AUTH_MESSAGES.confirmPasswordRequired }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ['confirmPassword'], error: AUTH_MESSAGES.passwordsDoNotMatch })
  .refine((value) => value.newPassword !== value.currentPassword, { path: ['newPassword'], error: AUTH_MESSAGES.newPasswordSame });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** What confirms a change that could take the account: the current password, or the authenticator (or recovery) code when two-factor is on. */
export const identityProofFields = {
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  totpCode: z.string().trim().max(32).optional(),
};
export const identityProofSchema = z.object(identityProofFields);
export type IdentityProofInput = z.input<typeof identityProofSchema>;

/** PUT /auth/update-profile: what a user may change about themselves. A changed email waits for verification. */
export const updateProfileSchema = z.object({
  name: name(),
  email: nullableEmail(),
  phone: nullableText(30, { length: PHONE_MIN_LENGTH, message: AUTH_MESSAGES.phoneMin }),
  dateOfBirth: nullableDate().refine(notInFuture, { error: AUTH_MESSAGES.dateOfBirthFuture }),
  gender: nullableEnum(GENDERS, AUTH_MESSAGES.genderInvalid),
  bloodGroup: nullableEnum(BLOOD_GROUPS, AUTH_MESSAGES.bloodGroupInvalid),
  address: addressSchema,
  emergencyContact: emergencyContactSchema,
  customerType: z.enum(CUSTOMER_TYPES, { error: AUTH_MESSAGES.customerTypeInvalid }).optional(),
  company: nullableText(200),
  vatNumber: nullableText(50),
  nidNumber: nullableText(50),
  language: accountLanguage.optional(),
  /** Needed only when the email changes. */
  ...identityProofFields,
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const createUserSchema = z.object({
  name: name(),
  email: email(),
  phone: phone(),
  userRole: z.enum(ROLES, { error: AUTH_MESSAGES.roleInvalid }).default('user'),
  department: nullableText(100),
  designation: nullableText(100),
  employeeId: nullableText(50, { length: EMPLOYEE_ID_MIN_LENGTH, message: AUTH_MESSAGES.employeeIdMin }),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

export const updateRoleSchema = z.object({ userRole: z.enum(ROLES, { error: AUTH_MESSAGES.roleInvalid }) });
export const updateStatusSchema = z.object({ userStatus: z.enum(USER_STATUSES, { error: AUTH_MESSAGES.statusInvalid }) });

/** PUT /auth/update-employee/{id}: the admin edit form. Name, email and phone required. */
export const adminEditUserSchema = z.object({
  name: name(),
  email: email(),
  phone: phone(),
  userRole: z.enum(ROLES, { error: AUTH_MESSAGES.roleInvalid }).optional(),
  userStatus: z.enum(USER_STATUSES, { error: AUTH_MESSAGES.statusInvalid }).optional(),
  department: nullableText(100),
  designation: nullableText(100),
  employeeId: nullableText(50, { length: EMPLOYEE_ID_MIN_LENGTH, message: AUTH_MESSAGES.employeeIdMin }),
  joiningDate: nullableDate(),
  dateOfBirth: nullableDate().refine(notInFuture, { error: AUTH_MESSAGES.dateOfBirthFuture }),
  gender: nullableEnum(GENDERS, AUTH_MESSAGES.genderInvalid),
  bloodGroup: nullableEnum(BLOOD_GROUPS, AUTH_MESSAGES.bloodGroupInvalid),
  address: addressSchema,
  emergencyContact: emergencyContactSchema,
  customerType: z.enum(CUSTOMER_TYPES, { error: AUTH_MESSAGES.customerTypeInvalid }).nullable().optional(),
  company: nullableText(200),
  vatNumber: nullableText(50),
  nidNumber: nullableText(50),
  nidVerified: z.boolean().nullable().optional(),
  isVerified: z.boolean().nullable().optional(),
});
export type AdminEditUserInput = z.input<typeof adminEditUserSchema>;

export const adminVerifyEmailSchema = z.object({
  userId: z.string({ error: AUTH_MESSAGES.userIdRequired }).trim().min(1, { error: AUTH_MESSAGES.userIdRequired }),
});

/** GET /auth/users query: page, limit, sort, order, search, role, status. */
export const userListQuerySchema = z.object({
  ...pageQuery(USER_LIST_DEFAULTS.limit),
  sort: z.enum(USER_SORT_FIELDS, { error: `sort must be one of ${USER_SORT_FIELDS.join(', ')}` }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  search: z
    .string()
    .trim()
    .max(100, { error: atMostChars('search', 100) })
    .optional(),
  role: z.union([z.enum(ROLES, { error: AUTH_MESSAGES.roleInvalid }), z.literal('')]).optional(),
  status: z.union([z.enum(USER_STATUSES, { error: AUTH_MESSAGES.statusInvalid }), z.literal('')]).optional(),
});

export const deleteAccountSchema = z.object({
  password: givenPassword(AUTH_MESSAGES.passwordRequired),
});

export const twoFactorCodeSchema = z.object({
  code: z.string({ error: AUTH_MESSAGES.twoFactorRequired }).trim().min(6, { error: AUTH_MESSAGES.twoFactorRequired }).max(32),
});
/** Turning two-factor off: a current authenticator code or an unused recovery code, never the password alone. */
export const twoFactorDisableSchema = z.object({
  code: z
    .string({ error: AUTH_MESSAGES.twoFactorDisableCodeRequired })
    .trim()
    .min(6, { error: AUTH_MESSAGES.twoFactorDisableCodeRequired })
    .max(32, { error: AUTH_MESSAGES.twoFactorInvalid }),
});

export const securitySettingsSchema = z.object({ requireStaffTwoFactor: z.boolean({ error: 'requireStaffTwoFactor must be true or false' }) });

// ---------------------------------------------------------------- responses

/** GET /auth/sessions item. */
export const sessionView = z.object({
  id: z.string(),
  device: z.string(),
  browser: z.string(),
  os: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  rememberMe: z.boolean(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;

/** POST /auth/2fa/setup: the secret to type in, the otpauth link and its QR code as SVG. */
export const twoFactorSetupResponse = { secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() };
