import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';

/**
 * Proves that a write and its activity entry commit together: while the database refuses every
 * activity-log insert (as a full disk or a broken log table would), `write` must fail and leave
 * `tables` exactly as they were.
 */
export async function expectRolledBackWithoutActivity(app: FastifyInstance, tables: PgTable[], write: () => Promise<{ statusCode: number }>) {
  const snapshot = () => Promise.all(tables.map(async (table) => (await app.db.select().from(table)).map((row) => JSON.stringify(row)).sort()));
  const before = await snapshot();
  await app.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION refuse_activity() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'activity log refused'; END $$`),
  );
  await app.db.execute(sql.raw('CREATE TRIGGER refuse_activity BEFORE INSERT ON activity_log FOR EACH ROW EXECUTE FUNCTION refuse_activity()'));
  let status: number;
  try {
    status = (await write()).statusCode;
  } finally {
    await app.db.execute(sql.raw('DROP TRIGGER refuse_activity ON activity_log'));
  }
  expect(status).toBe(500);
  expect(await snapshot()).toEqual(before);
}
