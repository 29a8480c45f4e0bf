import { timestamp, uuid } from 'drizzle-orm/pg-core';

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
