import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';

/**
 * Proves that a write and its activity entry commit together: while the database refuses every
 * activity-log insert (as a full disk or a broken log table would), `write` must fail and leave
 * `tables` exactly as they were.
 */
export const expectRolledBackWithoutActivity = (app: FastifyInstance, tables: PgTable[], write: () => Promise<{ statusCode: number }>) =>
  expectRolledBackWhenRefused(app, 'activity_log', tables, write);

/** The same for a write and its mails: while the outbox refuses every mail, nothing of the write is kept. */
export const expectRolledBackWithoutMail = (app: FastifyInstance, tables: PgTable[], write: () => Promise<{ statusCode: number }>) =>
  expectRolledBackWhenRefused(app, 'mail_outbox', tables, write);

/**
 * The same for a failure after everything was written: a check on the activity log deferred to
 * the commit fails it, so the write, its activity entry and its mails, all already inserted, must
 * roll back together.
 */
export const expectRolledBackWhenCommitFails = (app: FastifyInstance, tables: PgTable[], write: () => Promise<{ statusCode: number }>) =>
  expectRolledBackWhenRefused(app, 'activity_log', tables, write, 'AFTER INSERT', 'DEFERRABLE INITIALLY DEFERRED');

async function expectRolledBackWhenRefused(
  app: FastifyInstance,
  refused: 'activity_log' | 'mail_outbox',
  tables: PgTable[],
  write: () => Promise<{ statusCode: number }>,
  when: 'BEFORE INSERT' | 'AFTER INSERT' = 'BEFORE INSERT',
  deferred: 'DEFERRABLE INITIALLY DEFERRED' | '' = '',
) {
  const snapshot = () => Promise.all(tables.map(async (table) => (await app.db.select().from(table)).map((row) => JSON.stringify(row)).sort()));
  const before = await snapshot();
  await app.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '% refused', TG_TABLE_NAME; END $$`),
  );
  await app.db.execute(
    sql.raw(`CREATE ${deferred ? 'CONSTRAINT ' : ''}TRIGGER refuse_insert ${when} ON ${refused} ${deferred} FOR EACH ROW EXECUTE FUNCTION refuse_insert()`),
  );
  let status: number;
  try {
    status = (await write()).statusCode;
  } finally {
    await app.db.execute(sql.raw(`DROP TRIGGER refuse_insert ON ${refused}`));
  }
  expect(status).toBe(500);
  expect(await snapshot()).toEqual(before);
}
