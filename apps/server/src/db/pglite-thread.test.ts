import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from './pglite-thread.ts';

let dataDir: string;
let client: PGliteThread;

/** A copy of the migrated template made by the global setup: creating a data directory takes seconds. */
function copyOfTemplate(name: string) {
  const dir = path.join(dataDir, name);
  fs.cpSync(process.env.PGLITE_TEMPLATE!, dir, { recursive: true });
  return dir;
}

// Embedded-database only: with TEST_DATABASE_URL the suites run on PostgreSQL and there is no template.
describe.skipIf(!process.env.PGLITE_TEMPLATE)('the embedded database on its own thread', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    client = await PGliteThread.start(copyOfTemplate('db'));
    await client.exec('CREATE TABLE thread_probe (id int PRIMARY KEY, label text NOT NULL, at timestamptz NOT NULL DEFAULT now())');
  });

  afterAll(async () => {
    await client?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs parameterised queries in object or array rows, keeping asked-for types as text', async () => {
    await client.query('INSERT INTO thread_probe (id, label) VALUES ($1, $2)', [1, 'first']);
    const objects = await client.query('SELECT id, label, at FROM thread_probe WHERE id = $1', [1]);
    expect(objects.rows[0]).toMatchObject({ id: 1, label: 'first' });
    expect(objects.rows[0].at).toBeInstanceOf(Date);
    const arrays = await client.query('SELECT id, at FROM thread_probe', [], { rowMode: 'array', parsers: { 1184: (value) => value } });
    expect(arrays.rows[0][0]).toBe(1);
    expect(typeof arrays.rows[0][1]).toBe('string');
  });

  it('dumps after an open transaction commits, holds new work until the dump is done, and leaves the session writable', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = client.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_probe (id, label) VALUES (40, $1)', ['in the open transaction']);
      await held;
      await tx.query('INSERT INTO thread_probe (id, label) VALUES (41, $1)', ['after the dump was asked for']);
    });
    const dump = client.dump();
    const during = client.query('INSERT INTO thread_probe (id, label) VALUES (42, $1)', ['sent during the dump']);
    release();
    await open;
    const sqlText = await dump;
    await during;
    expect(sqlText).toContain('in the open transaction');
    expect(sqlText).toContain('after the dump was asked for');
    expect(sqlText).not.toContain('sent during the dump');
    // pg_dump leaves a read-only snapshot open on its session: the thread ends it.
    await client.query('INSERT INTO thread_probe (id, label) VALUES (43, $1)', ['after the dump']);
    expect((await client.query('SELECT count(*)::int AS n FROM thread_probe WHERE id BETWEEN 40 AND 43')).rows[0]).toEqual({ n: 4 });
    await client.query('DELETE FROM thread_probe WHERE id BETWEEN 40 AND 43');
  });

  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_probe (id, label) VALUES (2, $1)', ['committed']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO thread_probe (id, label) VALUES (3, $1)', ['rolled back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await client.query('SELECT id FROM thread_probe ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('reports a transaction that fails at COMMIT instead of calling it committed', async () => {
    await client.exec(`CREATE TABLE thread_parent (id int PRIMARY KEY);
      CREATE TABLE thread_child (parent_id int REFERENCES thread_parent(id) DEFERRABLE INITIALLY DEFERRED)`);
    const error = await client
      .transaction(async (tx) => {
        await tx.query('INSERT INTO thread_child (parent_id) VALUES (42)');
      })
      .catch((e) => e);
    expect(error.code).toBe('23503');
    expect((await client.query('SELECT count(*)::int AS n FROM thread_child')).rows[0].n).toBe(0);
    // The thread is still serving.
    expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1);
  });

  it('passes database errors back with their SQLSTATE code', async () => {
    const error = await client.query('INSERT INTO thread_probe (id, label) VALUES (1, $1)', ['duplicate']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('23505');
    expect(error.constraint).toBe('thread_probe_pkey');
  });

  it('fails at once, not never, after the thread has stopped', async () => {
    const stopped = await PGliteThread.start(copyOfTemplate('db-2'));
    await stopped.close();
    await expect(stopped.query('SELECT 1')).rejects.toThrow(/stopped/);
  });

  it('comes back by itself after a crash, with what was committed, and says so once each way', async () => {
    const events: string[] = [];
    const thread = await PGliteThread.start(copyOfTemplate('db-3'), {
      onStop: (error) => events.push(`stopped: ${error.message}`),
      onRestart: () => events.push('restarted'),
    });
    await thread.exec('CREATE TABLE crash_probe (id int PRIMARY KEY)');
    await thread.query('INSERT INTO crash_probe VALUES (1)');
    let release!: () => void;
    await thread.crash(new Promise<void>((resolve) => (release = resolve)));

    // Down: every request fails at once, and fails the same way until the restart.
    await expect(thread.query('SELECT 1')).rejects.toThrow(/database thread stopped/);
    await expect(thread.query('SELECT 1')).rejects.toThrow(/database thread stopped/);
    expect(events).toEqual([expect.stringMatching(/^stopped: The database thread stopped/)]);

    release();
    for (let tries = 0; events.length < 2 && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events[1]).toBe('restarted');
    expect((await thread.query('SELECT id FROM crash_probe')).rows).toEqual([{ id: 1 }]);
    await thread.close();
  });
});
