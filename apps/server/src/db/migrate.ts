import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';
import { rowsOf } from './results.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const migrationFiles = () =>
  fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();

/** The committed migrations this database has not applied (readiness: a deploy whose start-up did not finish migrating). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const result = await db.execute(sql`SELECT name FROM schema_migrations`);
  const applied = new Set(rowsOf<{ name: string }>(result).map((row) => row.name));
  return migrationFiles().filter((name) => !applied.has(name));
}

/**
 * Applies every committed SQL file in migrations/ not applied yet, in name order, each in its
 * own transaction, under an advisory lock so several instances starting together migrate once.
 */
export async function migrate(database: Database, log: (msg: string) => void = () => {}) {
  const files = migrationFiles();
  await database.withLock(async (exec) => {
    await exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const applied = new Set((await exec('SELECT name FROM schema_migrations')).rows.map((row) => row.name));
    for (const name of files) {
      if (applied.has(name)) continue;
      const sqlText = fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
      await exec('BEGIN');
      try {
        if (database.kind === 'pglite') await database.exec(sqlText);
        else await exec(sqlText);
        await exec('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
        await exec('COMMIT');
      } catch (error) {
        await exec('ROLLBACK');
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      log(`applied migration ${name}`);
    }
  });
}
