import { bigint, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column builders every table uses, written once (drizzle's "column helpers"). */

/** A point in time: timestamptz, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A row's own id: a random uuid the database makes. */
export const rowId = () => uuid('id').primaryKey().defaultRandom();

/** When a row was made and last changed, both set by the database on insert. */
export const stamps = () => ({
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Money in integer minor units (pence), read as a number: sums stay far below 2^53. */
export const pence = (name: string) => bigint(name, { mode: 'number' });

/** A row that belongs to a parent and is deleted with it (ON DELETE CASCADE). */
export const ownedBy = (name: string, parentId: () => AnyPgColumn) => uuid(name).notNull().references(parentId, { onDelete: 'cascade' });

/** A parent a row must name; the parent cannot be deleted while the row exists (no ON DELETE action). */
export const mustReference = (name: string, parentId: () => AnyPgColumn) => uuid(name).notNull().references(parentId);
