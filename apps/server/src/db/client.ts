import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PGliteThread } from './pglite-thread.ts';
import { DATABASE_TIMEOUTS, type DatabaseTimeouts } from './timeouts.ts';

/**
 * One typed query layer over either database. Both drivers speak the PostgreSQL dialect,
 * so domain code uses `db` the same way on the embedded PGlite and on a real server.
 */
export type Db = NodePgDatabase<Record<string, never>>;

/** The handle `db.transaction` passes to its callback; it can stand wherever a `Db` is taken. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text that may hold several statements, on one session. */
  exec(sqlText: string): Promise<void>;
  /** Runs `fn` on a single session holding an exclusive advisory lock (migrations, seed). */
  withLock<T>(fn: (exec: (sqlText: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` for every NOTIFY on `channel` (PostgreSQL only; PGlite has one process). A
   * dropped listening connection is re-opened with backoff, and `onReconnect` runs after each re-open
   * (notifications sent meanwhile were missed).
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the database as SQL text (backups; a PostgreSQL site uses pg_dump). */
  dump?(): Promise<string>;
  /** PostgreSQL only: the pool's connections (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The embedded database's thread (PGlite only): fault tests stop it as a crash would. */
  thread?: PGliteThread;
};

const LOCK_KEY = 712_304_991;
/** How often an instance waiting for another's migrations asks for the lock again. */
const LOCK_RETRY_MS = 200;

/** Where the database layer says what happens to its background connections (the app's logger). */
export type DatabaseLog = { error(message: string): void; warn(message: string): void; info(message: string): void };

export async function openDatabase(options: { databaseUrl?: string; dataDir: string; log?: DatabaseLog; timeouts?: DatabaseTimeouts }): Promise<Database> {
  const timeouts = options.timeouts ?? DATABASE_TIMEOUTS;
  if (options.databaseUrl) {
    // A database that accepts connections but hangs must not hang requests: each wait is bounded,
    // and a request that hits a bound answers 503 (platform/http.ts).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      query_timeout: timeouts.queryMs,
      application_name: 'breadbasket',
    });
    // An idle connection the server ends (a restart, an administrator, a dropped database) is
    // reported here; without a listener node-postgres throws it and stops the process. The pool
    // has already discarded that connection and opens a fresh one for the next query.
    pool.on('error', () => {});
    const db = drizzlePg(pool) as Db;
    const listeners = new Set<pg.Client>();
    let closing = false;
    return {
      db,
      kind: 'postgres',
      async exec(sqlText) {
        await pool.query(sqlText);
      },
      async withLock(fn) {
        // A session of its own, outside the pool's bounds: start-up work may wait for another
        // instance's migrations and run long migration statements.
        const client = new pg.Client({
          connectionString: options.databaseUrl,
          connectionTimeoutMillis: timeouts.connectMs,
          application_name: 'breadbasket-startup',
        });
        client.on('error', () => {});
        await client.connect();
        try {
          // Asked for again and again rather than waited for: a session waiting on the lock holds a
          // snapshot, and `CREATE INDEX CONCURRENTLY` in the holder's migration waits for every
          // older snapshot to end, so two instances starting together would deadlock.
          while (!(await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [LOCK_KEY])).rows[0]!.locked) {
            await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
          }
          return await fn((text, params) => client.query(text, params));
        } finally {
          await client.end().catch(() => {});
        }
      },
      async listen(channel, onMessage, onReconnect) {
        let attempt = 0;
        const open = async (initial: boolean): Promise<void> => {
          if (closing) return;
          const client = new pg.Client({
            connectionString: options.databaseUrl,
            connectionTimeoutMillis: timeouts.connectMs,
            application_name: 'breadbasket-listener',
          });
          let dropped = false;
          const reopen = () => {
            if (dropped || closing) return;
            dropped = true;
            listeners.delete(client);
            client.end().catch(() => {});
            // Once per drop, not per retry: the retries of one outage say nothing new.
            if (attempt === 0) options.log?.warn(`database listener (${channel}): connection lost; reconnecting`);
            const delay = Math.min(250 * 2 ** attempt++, 10_000);
            setTimeout(() => void open(false), delay).unref();
          };
          client.on('error', reopen);
          client.on('end', reopen);
          client.on('notification', (message) => message.channel === channel && onMessage(message.payload ?? ''));
          try {
            await client.connect();
            await client.query(`LISTEN ${channel}`);
          } catch (error) {
            // At start-up the database must answer; later, keep trying with backoff.
            if (initial) {
              dropped = true;
              client.end().catch(() => {});
              throw error;
            }
            reopen();
            return;
          }
          attempt = 0;
          listeners.add(client);
          if (!initial) {
            options.log?.info(`database listener (${channel}): re-established`);
            onReconnect?.();
          }
        };
        await open(true);
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        closing = true;
        await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
        await pool.end();
      },
    };
  }
  const dir = path.join(options.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  // Embedded PostgreSQL on a thread of its own, so queries never hold up the event loop.
  const client = await PGliteThread.start(dir, {
    onStop: (error) => options.log?.error(`database thread stopped (${error.message}); restarting it`),
    onRestart: () => options.log?.info('database thread restarted'),
  });
  const db = drizzlePglite(client as never) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async exec(sqlText) {
      await client.exec(sqlText);
    },
    // PGlite is one session in one process: nothing else can race us.
    withLock: (fn) => fn((text, params) => client.query(text, params)),
    listen: async () => {},
    close: () => client.close(),
    dump: () => client.dump(),
    thread: client,
  };
}
