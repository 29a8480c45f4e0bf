import { bigint, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { ApprovalKind, ApprovalStatus } from '@app/contract';
import { ts, rowId } from './columns.ts';

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: rowId(),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
});

export const activityLog = pgTable('activity_log', {
  id: rowId(),
  actorId: uuid('actor_id'),
  actorName: text('actor_name'),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  summary: text('summary').notNull(),
  changes: jsonb('changes'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Each entity and person seen in the log, kept by triggers on activity_log (migration 0201_activity_facets.sql). */
export const activityFacets = pgTable(
  'activity_facets',
  {
    entity: text('entity').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
  },
  (table) => [unique('activity_facets_key').on(table.entity, table.actorId, table.actorName).nullsNotDistinct()],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: ts('reset_at').notNull(),
});

export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Four eyes on closing a cycle and sending a payout batch (migration 0290_approvals.sql). */
export const approvals = pgTable('approvals', {
  id: rowId(),
  kind: text('kind').$type<ApprovalKind>().notNull(),
  subjectId: uuid('subject_id').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  summary: text('summary').notNull(),
  status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
  requestedBy: uuid('requested_by').notNull(),
  requestedByName: text('requested_by_name').notNull(),
  requestedAt: ts('requested_at').notNull().defaultNow(),
  decidedBy: uuid('decided_by'),
  decidedByName: text('decided_by_name'),
  decidedAt: ts('decided_at'),
});
export type ApprovalRow = typeof approvals.$inferSelect;
