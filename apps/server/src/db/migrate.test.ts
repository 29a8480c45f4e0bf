import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { createScratchDatabase } from '../testing/scratch-database.ts';

/**
 * Migrations run from a folder of this test's own, on a database no test shares: a new one on the
 * server named by TEST_DATABASE_URL, or a copy of the embedded template (its committed migrations
 * are applied already; this test's files are all named `*_things*`).
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshDatabase(): Promise<{ open: () => Promise<Database> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-test-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (process.env.PGLITE_TEMPLATE) fs.cpSync(process.env.PGLITE_TEMPLATE, path.join(dataDir, 'db'), { recursive: true });
    const database = await openDatabase({ dataDir });
    cleanups.push(() => database.close());
    return { open: async () => database };
  }
  const scratch = await createScratchDatabase(serverUrl);
  cleanups.push(scratch.drop);
  return {
    open: async () => {
      const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
      cleanups.push(() => database.close());
      return database;
    },
  };
}

function migrationsFolder(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const TABLE = `CREATE TABLE things (a int NOT NULL, b text NOT NULL);
INSERT INTO things SELECT i, 'thing ' || (i % 50) FROM generate_series(1, 100) AS i;
`;

async function indexes(database: Database) {
  const { rows } = await database.withLock((exec) =>
    exec(`SELECT indexrelid::regclass::text AS name, indisvalid AS valid FROM pg_index WHERE indrelid = 'things'::regclass ORDER BY 1`),
  );
  return rows;
}

async function appliedMigrations(database: Database) {
  const { rows } = await database.withLock((exec) => exec(`SELECT name FROM schema_migrations WHERE name LIKE '%\\_things%' ORDER BY name`));
  return rows.map((row) => row.name);
}

describe('migrations outside a transaction', () => {
  it('builds indexes concurrently (which PostgreSQL refuses inside a transaction) when the first line asks for it', async () => {
    const database = await (await freshDatabase()).open();
    const dir = migrationsFolder({
      '0001_things.sql': TABLE,
      '0002_things_indexes.sql': `-- migrate: no-transaction
-- Two builds, one statement each.
CREATE INDEX CONCURRENTLY IF NOT EXISTS things_a_idx ON things (a);

CREATE INDEX CONCURRENTLY IF NOT EXISTS things_b_idx
  ON things (b, a DESC);
`,
    });
    await migrate(database, () => {}, dir);
    expect(await indexes(database)).toEqual([
      { name: 'things_a_idx', valid: true },
      { name: 'things_b_idx', valid: true },
    ]);
    expect(await appliedMigrations(database)).toEqual(['0001_things.sql', '0002_things_indexes.sql']);
  });

  it('runs a file without the marker in one transaction, so a concurrent build there fails and nothing of the file stays', async () => {
    const database = await (await freshDatabase()).open();
    const dir = migrationsFolder({
      '0001_things.sql': TABLE,
      '0002_things_indexes.sql': `CREATE INDEX things_a_idx ON things (a);
CREATE INDEX CONCURRENTLY IF NOT EXISTS things_b_idx ON things (b);
`,
    });
    await expect(migrate(database, () => {}, dir)).rejects.toThrow(/Migration 0002_things_indexes.sql failed: .*transaction block/);
    expect(await indexes(database)).toEqual([]);
    expect(await appliedMigrations(database)).toEqual(['0001_things.sql']);
  });

  it('after a build that failed halfway, keeps what finished, rebuilds the index left invalid and records the file once it all runs', async () => {
    const database = await (await freshDatabase()).open();
    const marked = `-- migrate: no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS things_a_idx ON things (a);
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS things_b_key ON things (b);
`;
    const dir = migrationsFolder({ '0001_things.sql': TABLE, '0002_things_indexes.sql': marked });
    await expect(migrate(database, () => {}, dir)).rejects.toThrow(/Migration 0002_things_indexes.sql failed: could not create unique index/);
    // Outside a transaction the first build stays; the failed one is left behind, invalid.
    expect(await indexes(database)).toEqual([
      { name: 'things_a_idx', valid: true },
      { name: 'things_b_key', valid: false },
    ]);
    expect(await appliedMigrations(database)).toEqual(['0001_things.sql']);

    await database.withLock((exec) => exec(`DELETE FROM things WHERE a > 50`));
    await migrate(database, () => {}, dir);
    expect(await indexes(database)).toEqual([
      { name: 'things_a_idx', valid: true },
      { name: 'things_b_key', valid: true },
    ]);
    expect(await appliedMigrations(database)).toEqual(['0001_things.sql', '0002_things_indexes.sql']);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'two instances starting together: one builds the index concurrently while the other waits, and neither deadlocks',
    async () => {
      const target = await freshDatabase();
      const dir = migrationsFolder({
        '0001_things.sql': TABLE,
        '0002_things_indexes.sql': `-- migrate: no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS things_a_idx ON things (a);
CREATE INDEX CONCURRENTLY IF NOT EXISTS things_b_idx ON things (b);
`,
      });
      const [first, second] = [await target.open(), await target.open()];
      const logs: string[][] = [[], []];
      await Promise.all([migrate(first, (msg) => logs[0]!.push(msg), dir), migrate(second, (msg) => logs[1]!.push(msg), dir)]);
      expect([...logs[0]!, ...logs[1]!].sort()).toEqual(['applied migration 0001_things.sql', 'applied migration 0002_things_indexes.sql']);
      expect(await indexes(first)).toEqual([
        { name: 'things_a_idx', valid: true },
        { name: 'things_b_idx', valid: true },
      ]);
    },
  );
});
