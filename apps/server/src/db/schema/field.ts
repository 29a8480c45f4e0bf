import { sql } from 'drizzle-orm';
import { customType, doublePrecision, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { FieldRecordDetails, FieldRecordKind, FieldReviewStatus } from '@app/contract';
import { mustReference, ownedBy, pence, rowId, ts } from './columns.ts';
import { cycles, cycleUpdates } from './cycles.ts';
import { users } from './users.ts';

/** The field domain (migration 0500_field.sql): officers' assignments, records (one row per version) and photos. */

export const fieldAssignments = pgTable(
  'field_assignments',
  {
    id: rowId(),
    cycleId: ownedBy('cycle_id', () => cycles.id),
    userId: ownedBy('user_id', () => users.id),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.cycleId, table.userId), index('field_assignments_user_idx').on(table.userId, table.cycleId)],
);
export type FieldAssignmentRow = typeof fieldAssignments.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const fieldPhotos = pgTable('field_photos', {
  /** Made on the device: the upload names it. */
  id: uuid('id').primaryKey(),
  cycleId: mustReference('cycle_id', () => cycles.id),
  officerId: uuid('officer_id').references(() => users.id, { onDelete: 'set null' }),
  imageKey: text('image_key').notNull(),
  variantKeys: jsonb('variant_keys').$type<Record<string, string>>().notNull().default({}),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  takenAt: ts('taken_at'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  accuracyMetres: doublePrecision('accuracy_metres'),
  status: text('status').$type<'ready' | 'published'>().notNull().default('ready'),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
export type FieldPhotoRow = typeof fieldPhotos.$inferSelect;

/** A tus upload in progress: its bytes so far, shared by every instance. */
export const fieldPhotoUploads = pgTable('field_photo_uploads', {
  id: uuid('id').primaryKey(),
  cycleId: ownedBy('cycle_id', () => cycles.id),
  officerId: ownedBy('officer_id', () => users.id),
  uploadLength: integer('upload_length').notNull(),
  uploadOffset: integer('upload_offset').notNull().default(0),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  data: bytea('data').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type FieldPhotoUploadRow = typeof fieldPhotoUploads.$inferSelect;

export const fieldRecords = pgTable(
  'field_records',
  {
    id: rowId(),
    versionId: uuid('version_id').notNull().unique(),
    recordId: uuid('record_id').notNull(),
    version: integer('version').notNull(),
    cycleId: mustReference('cycle_id', () => cycles.id),
    officerId: uuid('officer_id').references(() => users.id, { onDelete: 'set null' }),
    officerName: text('officer_name').notNull(),
    kind: text('kind').$type<FieldRecordKind>().notNull(),
    recordedAt: ts('recorded_at').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMetres: doublePrecision('accuracy_metres'),
    photoIds: uuid('photo_ids').array().notNull().default([]),
    details: jsonb('details').$type<FieldRecordDetails>().notNull(),
    averageWeightGrams: integer('average_weight_grams'),
    animalCount: integer('animal_count'),
    amountPoisha: pence('amount_poisha'),
    currency: text('currency').$type<'BDT'>().notNull().default('BDT'),
    contentHash: text('content_hash').notNull(),
    reviewStatus: text('review_status').$type<FieldReviewStatus>().notNull().default('submitted'),
    staffComment: text('staff_comment'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    /** The investor update this version was published in (migration 0530_field_review.sql). */
    updateId: uuid('update_id').references(() => cycleUpdates.id),
  },
  (table) => [unique().on(table.recordId, table.version)],
);
export type FieldRecordRow = typeof fieldRecords.$inferSelect;

/**
 * The latest version of every record of a cycle: no newer version of the same record exists. Beside the
 * table, since the review (field) and the close (cycles) both read it.
 */
export const isLatest = sql`not exists (select 1 from field_records newer where newer.record_id = field_records.record_id and newer.version > field_records.version)`;
