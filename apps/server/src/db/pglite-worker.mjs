// Plain JavaScript on purpose: worker threads on Node 20 do not inherit tsx's loader.
/**
 * The embedded database's own thread (see pglite-thread.ts). PGlite runs PostgreSQL compiled to
 * WebAssembly: on the main thread every query would stop page serving while it runs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

// pg_trgm serves the back office's search boxes from indexes (migration 0097_trigram_search.sql).
const db = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm } });
/** Open transactions by id: the PGlite transaction handle and how to end it. */
const transactions = new Map();

/** Parsers that keep the listed types as text (drizzle asks for this for date and time types). */
const textParsers = (typeIds) => (typeIds?.length ? Object.fromEntries(typeIds.map((typeId) => [typeId, (value) => value])) : undefined);

/** A database error as plain data: message plus its SQLSTATE code, detail, constraint and such. */
function plainError(error) {
  const plain = { name: error?.name ?? 'Error', message: error?.message ?? String(error) };
  for (const [key, value] of Object.entries(error ?? {})) {
    if (['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
  }
  return plain;
}

function begin(transactionId) {
  return new Promise((started, failed) => {
    const open = { tx: null, commit: null, rollback: null, done: null };
    open.done = db
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            Object.assign(open, { tx, commit, rollback });
            transactions.set(transactionId, open);
            started();
          }),
      )
      .catch((error) => {
        // Failed before it began: report it to the caller and leave nothing rejected behind (an
        // unhandled rejection would stop this thread). Once begun, `end` reports the failure.
        if (!open.tx) return failed(error);
        throw error;
      });
  });
}

async function end(transactionId, commit) {
  const transaction = transactions.get(transactionId);
  if (!transaction) throw new Error(`No open transaction ${transactionId}`);
  transactions.delete(transactionId);
  try {
    if (commit) {
      transaction.commit();
      await transaction.done;
    } else {
      transaction.rollback(new Error('rolled back'));
      await transaction.done.catch(() => {});
    }
  } finally {
    settle();
  }
}

/**
 * PGlite is one session: pg_dump's snapshot transaction would take in any statement sent meanwhile.
 * So a dump waits for open work to finish, and new work (outside transactions already open) waits
 * for the dump. Requests queue for its few seconds instead of failing.
 */
let dumping = null;
let running = 0;
let idle = null;

function settle() {
  if (running === 0 && transactions.size === 0 && idle) {
    idle.resolve();
    idle = null;
  }
}

function whenIdle() {
  if (running === 0 && transactions.size === 0) return Promise.resolve();
  if (!idle) {
    let resolve;
    const promise = new Promise((done) => (resolve = done));
    idle = { promise, resolve };
  }
  return idle.promise;
}

/** The database as plain SQL (INSERT statements, no owners or grants), loadable into PGlite or any PostgreSQL. */
async function dump() {
  while (dumping) await dumping;
  const run = (async () => {
    await whenIdle();
    try {
      const file = await pgDump({ pg: db, args: ['--no-owner', '--no-privileges'] });
      return await file.text();
    } finally {
      // pg_dump never ends its read-only snapshot transaction (it just disconnects) and changes
      // session settings; this one session must go back to how the app had it.
      await db.exec('ROLLBACK; RESET ALL;');
    }
  })();
  // Waiters only need to know it ended; a failure is the caller's, and unhandled it would stop this thread.
  dumping = run.then(
    () => (dumping = null),
    () => (dumping = null),
  );
  return run;
}

/** Work inside an open transaction goes on during a dump wait (the dump waits for it); other work waits for the dump. */
async function gated(message) {
  if (message.transactionId && transactions.has(message.transactionId)) return handle(message);
  while (dumping) await dumping;
  running++;
  try {
    return await handle(message);
  } finally {
    running--;
    settle();
  }
}

async function handle(message) {
  switch (message.kind) {
    case 'query': {
      const target = message.transactionId ? transactions.get(message.transactionId)?.tx : db;
      if (!target) throw new Error(`No open transaction ${message.transactionId}`);
      const { rows, affectedRows } = await target.query(message.sql, message.params, {
        rowMode: message.rowMode,
        parsers: textParsers(message.textTypes),
      });
      // Column descriptions stay here: nothing reads them, and copying them to the main thread costs.
      return { rows, affectedRows };
    }
    case 'exec':
      await db.exec(message.sql);
      return null;
    case 'begin':
      await begin(message.transactionId);
      return null;
    case 'end':
      await end(message.transactionId, message.commit);
      return null;
    case 'memory':
      return db.Module.HEAPU8.byteLength;
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown request ${message.kind}`);
  }
}

parentPort.on('message', (message) => {
  (message.kind === 'dump' ? dump() : gated(message)).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});
parentPort.postMessage({ ready: true });
