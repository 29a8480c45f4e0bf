import { bigint, boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts, rowId } from './columns.ts';

/** One sign-in: a refresh-token family. Revoking it ends every token of the family. */
export const authSessions = pgTable('auth_sessions', {
  id: rowId(),
  userId: uuid('user_id').notNull(),
  rememberMe: boolean('remember_me').notNull().default(false),
  userAgent: text('user_agent'),
  ipAddress: text('ip_address'),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastUsedAt: ts('last_used_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  revokedReason: text('revoked_reason'),
});

/** Refresh tokens, hashed. A rotated token presented again means the family leaked. */
export const authRefreshTokens = pgTable('auth_refresh_tokens', {
  id: rowId(),
  sessionId: uuid('session_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  rotatedAt: ts('rotated_at'),
});

export type AuthTokenPurpose = 'verify-email' | 'new-email' | 'reset-password' | 'setup-password' | 'undo-email-change';

/** One-time codes and link tokens, hashed, expiring, single-use, with counted attempts. */
export const authTokens = pgTable('auth_tokens', {
  id: rowId(),
  userId: uuid('user_id').notNull(),
  purpose: text('purpose').$type<AuthTokenPurpose>().notNull(),
  tokenHash: text('token_hash').notNull(),
  /** The address the code or link was sent to. */
  email: text('email').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Per-address cooldowns (forgot-password, resend-verification), keyed by a hash of the address. */
export const authCooldowns = pgTable('auth_cooldowns', {
  key: text('key').primaryKey(),
  until: ts('until').notNull(),
});

/**
 * Tries at a code for an address with no code waiting, counted like a real code's (same limit, same
 * lifetime), so the answers do not tell a pending account from an unknown or verified address.
 */
export const authCodeDecoys = pgTable('auth_code_decoys', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
});

/** TOTP two-factor: the shared secret, hashed recovery codes, and the last accepted time step (no replay). */
export const authTwoFactor = pgTable('auth_two_factor', {
  userId: uuid('user_id').primaryKey(),
  secret: text('secret').notNull(),
  enabledAt: ts('enabled_at'),
  recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type TwoFactorRow = typeof authTwoFactor.$inferSelect;

/** Passkeys (migration 0131_passkeys.sql): the public key and signature counter of each credential. */
export const authPasskeys = pgTable('auth_passkeys', {
  id: rowId(),
  userId: uuid('user_id').notNull(),
  credentialId: text('credential_id').notNull(),
  publicKey: text('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: jsonb('transports').$type<string[]>().notNull().default([]),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastUsedAt: ts('last_used_at'),
});

export const authPasskeyChallenges = pgTable('auth_passkey_challenges', {
  id: rowId(),
  userId: uuid('user_id'),
  purpose: text('purpose').$type<'register' | 'sign-in'>().notNull(),
  challenge: text('challenge').notNull(),
  expiresAt: ts('expires_at').notNull(),
});
