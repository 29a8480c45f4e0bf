import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PGliteThread } from './pglite-thread.ts';

/**
 * One typed query layer over either database. Both drivers speak the PostgreSQL dialect,
 * so domain code uses `db` the same way on the embedded PGlite and on a real server.
 */
export type Db = NodePgDatabase<Record<string, never>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text that may hold several statements, on one session. */
  exec(sqlText: string): Promise<void>;
  /** Runs `fn` on a single session holding an exclusive advisory lock (migrations, seed). */
  withLock<T>(fn: (exec: (sqlText: string, params?: unknown[]) => Promise<{ rows: any[] }>) => Promise<T>): Promise<T>;
  /** Calls `onMessage` for every NOTIFY on `channel` (PostgreSQL only; PGlite has one process). */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
};

const LOCK_KEY = 712_304_991;

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, an administrator, a dropped database) is
    // reported here; without a listener node-postgres throws it and stops the process. The pool
    // has already discarded that connection and opens a fresh one for the next query.
    pool.on('error', () => {});
    const db = drizzlePg(pool) as Db;
    const listeners: pg.Client[] = [];
    return {
      db,
      kind: 'postgres',
      async exec(sqlText) {
        await pool.query(sqlText);
      },
      async withLock(fn) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
          return await fn((text, params) => client.query(text, params as any[]));
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      async listen(channel, onMessage) {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        client.on('notification', (message) => message.channel === channel && onMessage(message.payload ?? ''));
        client.on('error', () => {});
        await client.query(`LISTEN ${channel}`);
        listeners.push(client);
      },
      async close() {
        await Promise.all(listeners.map((client) => client.end().catch(() => {})));
        await pool.end();
      },
    };
  }
  const dir = path.join(options.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  // Embedded PostgreSQL on a thread of its own, so queries never hold up the event loop.
  const client = await PGliteThread.start(dir);
  const db = drizzlePglite(client as never) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async exec(sqlText) {
      await client.exec(sqlText);
    },
    // PGlite is one session in one process: nothing else can race us.
    withLock: (fn) => fn((text, params) => client.query(text, params as any[])),
    listen: async () => {},
    close: () => client.close(),
  };
}
