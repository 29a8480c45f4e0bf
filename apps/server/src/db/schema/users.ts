import { boolean, date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts, rowId, stamps } from './columns.ts';
import type { Language, Role, UserStatus } from '@app/contract';

export type UserAddress = { street?: string; city?: string; state?: string; zipCode?: string; country?: string };
export type EmergencyContact = { name?: string; relationship?: string; phone?: string; email?: string };

export const users = pgTable('users', {
  id: rowId(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  newEmail: text('new_email'),
  /** When the email last changed (migration 0270): payouts wait PAYOUT_HOLD_HOURS after it, as after a payout account change. */
  emailChangedAt: ts('email_changed_at'),
  phone: text('phone'),
  passwordHash: text('password_hash'),
  userRole: text('user_role').$type<Role>().notNull().default('user'),
  userStatus: text('user_status').$type<UserStatus>().notNull().default('active'),
  isVerified: boolean('is_verified').notNull().default(false),
  lastLogin: ts('last_login'),
  ...stamps(),
  createdBy: uuid('created_by'),
  updatedBy: uuid('updated_by'),
  profileImage: text('profile_image'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  gender: text('gender').$type<'male' | 'female' | 'other'>(),
  bloodGroup: text('blood_group'),
  address: jsonb('address').$type<UserAddress>(),
  emergencyContact: jsonb('emergency_contact').$type<EmergencyContact>(),
  department: text('department'),
  designation: text('designation'),
  employeeId: text('employee_id'),
  joiningDate: date('joining_date', { mode: 'string' }),
  nidNumber: text('nid_number'),
  nidVerified: boolean('nid_verified').notNull().default(false),
  customerType: text('customer_type').$type<'individual' | 'business'>().notNull().default('individual'),
  company: text('company'),
  vatNumber: text('vat_number'),
  passwordChangedAt: ts('password_changed_at'),
  failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
  accountLockUntil: ts('account_lock_until'),
  /** The account's language (migration 0490): its mails and documents are written in it. */
  language: text('language').$type<Language>().notNull().default('en'),
});
export type UserRow = typeof users.$inferSelect;
