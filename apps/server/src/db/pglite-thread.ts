import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string) => unknown> };
type QueryResult = { rows: Record<string, unknown>[]; affectedRows?: number };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * PGlite on a worker thread of its own, with the part of PGlite's interface that drizzle's PGlite
 * driver and db/client.ts use (query, exec, transaction, close). PGlite executes SQL synchronously
 * in WebAssembly, so on the main thread a burst of sign-ins or a large admin search held up every
 * page meanwhile; here the main thread only passes messages.
 *
 * Semantics are PGlite's own: the worker calls the same methods on one instance. The one
 * assumption is about `parsers`: drizzle only passes ones that keep a type as text, so the worker
 * is told which types, not handed the functions (functions cannot cross threads).
 */
/** What the owner hears about the thread: it stopped (once per outage), it is back. */
export type PGliteThreadOptions = { onStop?: (error: Error) => void; onRestart?: () => void };

export class PGliteThread {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private worker!: Worker;
  /** Set while the thread is down: every request fails at once (a 503 upstream) instead of waiting. */
  private failure: Error | null = null;
  private closing = false;
  private restarting = false;
  private restartAttempt = 0;
  /** Held by a fault test so the outage lasts until it says so. */
  private restartHold: Promise<void> | undefined;

  private constructor(
    worker: Worker,
    private readonly dataDir: string,
    private readonly options: PGliteThreadOptions,
  ) {
    this.attach(worker);
  }

  private attach(worker: Worker) {
    this.worker = worker;
    worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const request = this.pending.get(message.id);
      if (!request) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) worker.unref();
      if (message.error) request.reject(Object.assign(new Error(String(message.error.message)), message.error));
      else request.resolve(message.result);
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.failure ??= error;
      for (const request of this.pending.values()) request.reject(this.failure);
      this.pending.clear();
      if (!this.closing) void this.restart();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code})`)));
  }

  /**
   * A thread that died (a crash inside PostgreSQL, out of memory) is started again on the same data
   * directory: after 250 ms, doubling to 30 s while it keeps failing. Open transactions of the dead
   * thread are lost, as after a crash; committed data is on disk.
   */
  private async restart() {
    if (this.restarting) return;
    this.restarting = true;
    if (this.restartAttempt === 0) this.options.onStop?.(this.failure!);
    for (;;) {
      await sleep(Math.min(250 * 2 ** this.restartAttempt++, 30_000), undefined, { ref: false });
      await this.restartHold;
      this.restartHold = undefined;
      if (this.closing) return;
      try {
        const worker = await PGliteThread.spawn(this.dataDir);
        if (this.closing) {
          await worker.terminate();
          return;
        }
        this.attach(worker);
        this.failure = null;
        this.restartAttempt = 0;
        this.restarting = false;
        this.options.onRestart?.();
        return;
      } catch {
        // Still failing: wait longer and try again.
      }
    }
  }

  private static async spawn(dataDir: string): Promise<Worker> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    try {
      const [message] = (await Promise.race([once(worker, 'message'), once(worker, 'error').then(([error]) => Promise.reject(error))])) as [
        { ready?: boolean },
      ];
      if (!message?.ready) throw new Error('The database thread did not start');
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    worker.unref();
    return worker;
  }

  static async start(dataDir: string, options: PGliteThreadOptions = {}): Promise<PGliteThread> {
    return new PGliteThread(await PGliteThread.spawn(dataDir), dataDir, options);
  }

  /** Stops the thread as a crash would (fault tests). It restarts by itself, once `holdRestart` settles if given. */
  async crash(holdRestart?: Promise<void>): Promise<void> {
    this.restartHold = holdRestart;
    await this.worker.terminate();
  }

  /** Sends one request; the thread keeps the process alive only while requests are in flight. */
  private request<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: (value) => resolve(value as T), reject });
      this.worker.ref();
      this.worker.postMessage({ ...message, id });
    });
  }

  private queryIn(transactionId: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.request<QueryResult>({
      kind: 'query',
      transactionId,
      sql,
      params,
      rowMode: options.rowMode,
      textTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.queryIn(undefined, sql, params, options);
  }

  async exec(sql: string): Promise<void> {
    await this.request({ kind: 'exec', sql });
  }

  async transaction<T>(fn: (tx: { query: PGliteThread['query'] }) => Promise<T>): Promise<T> {
    const transactionId = this.nextId++;
    await this.request({ kind: 'begin', transactionId });
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.queryIn(transactionId, sql, params, options) });
    } catch (error) {
      await this.request({ kind: 'end', transactionId, commit: false }).catch(() => {});
      throw error;
    }
    await this.request({ kind: 'end', transactionId, commit: true });
    return result;
  }

  /** The whole database as SQL text (pg_dump, plain INSERTs), taken while other requests wait their turn. */
  dump(): Promise<string> {
    return this.request<string>({ kind: 'dump' });
  }

  /**
   * Bytes of the database engine's WebAssembly memory: its buffers and caches, which grow with use
   * and are never given back (metrics; the scale bench tells them apart from the server's own).
   */
  memoryBytes(): Promise<number> {
    return this.request<number>({ kind: 'memory' });
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.request({ kind: 'close' }).catch(() => {});
    await this.worker.terminate();
  }
}
