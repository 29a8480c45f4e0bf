import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';
import { rowsOf } from './results.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The first line of a migration that must run outside a transaction: `CREATE INDEX CONCURRENTLY`
 * builds an index while the site keeps writing to the table, and PostgreSQL refuses it inside a
 * transaction block. Such a file runs one statement at a time, so each statement must be safe to
 * run again (`IF NOT EXISTS`) should the file stop halfway.
 */
const NO_TRANSACTION_MARKER = '-- migrate: no-transaction';

const migrationFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();

/** The committed migrations this database has not applied (readiness: a deploy whose start-up did not finish migrating). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const result = await db.execute(sql`SELECT name FROM schema_migrations`);
  const applied = new Set(rowsOf<{ name: string }>(result).map((row) => row.name));
  return migrationFiles(MIGRATIONS_DIR).filter((name) => !applied.has(name));
}

/**
 * A no-transaction file's statements, one per entry: each ends with `;` at the end of a line
 * (the only statements such a file holds are index builds, with no `;` inside them).
 */
const statementsOf = (sqlText: string) =>
  sqlText
    .split(/;[ \t]*$/m)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk.split('\n').some((line) => line.trim() !== '' && !line.trim().startsWith('--')));

/**
 * A concurrent index build that fails (a duplicate under UNIQUE, a cancelled statement, a crash)
 * leaves its index behind marked invalid, and `IF NOT EXISTS` would then skip it for good. So
 * before a no-transaction file runs (again), the invalid indexes it builds are dropped.
 */
const CONCURRENT_INDEX = /CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS\s+("?)([\w$]+)\1/gi;

type Exec = (sqlText: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function dropInvalidIndexes(exec: Exec, sqlText: string) {
  for (const [, , name] of sqlText.matchAll(CONCURRENT_INDEX)) {
    const { rows } = await exec('SELECT 1 FROM pg_index WHERE indexrelid = to_regclass(quote_ident($1)) AND NOT indisvalid', [name]);
    if (rows.length) await exec(`DROP INDEX CONCURRENTLY IF EXISTS "${name}"`);
  }
}

/**
 * Applies every committed SQL file in migrations/ not applied yet, in name order, under an
 * advisory lock so several instances starting together migrate once. Each file runs in its own
 * transaction, except one whose first line is the no-transaction marker: its statements run one
 * by one, and the file is recorded as applied once the last has finished.
 */
export async function migrate(database: Database, log: (msg: string) => void = () => {}, dir = MIGRATIONS_DIR) {
  const files = migrationFiles(dir);
  await database.withLock(async (exec) => {
    await exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const applied = new Set((await exec('SELECT name FROM schema_migrations')).rows.map((row) => row.name));
    for (const name of files) {
      if (applied.has(name)) continue;
      const sqlText = fs.readFileSync(path.join(dir, name), 'utf8');
      if (sqlText.split('\n', 1)[0]!.trim() === NO_TRANSACTION_MARKER) {
        try {
          await dropInvalidIndexes(exec, sqlText);
          for (const statement of statementsOf(sqlText)) await exec(statement);
          await exec('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
        } catch (error) {
          throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
        }
      } else {
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
      }
      log(`applied migration ${name}`);
    }
  });
}
