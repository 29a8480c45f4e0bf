import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string) => unknown> };
type QueryResult = { rows: any[]; affectedRows?: number };
type Pending = { resolve: (value: any) => void; reject: (error: Error) => void };

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
export class PGliteThread {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Set once the thread has died: every request from then on fails at once instead of waiting. */
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const request = this.pending.get(message.id);
      if (!request) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) worker.unref();
      if (message.error) request.reject(Object.assign(new Error(String(message.error.message)), message.error));
      else request.resolve(message.result);
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const request of this.pending.values()) request.reject(this.failure);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code})`)));
  }

  static async start(dataDir: string): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    const [message] = (await Promise.race([once(worker, 'message'), once(worker, 'error').then(([error]) => Promise.reject(error))])) as [{ ready?: boolean }];
    if (!message?.ready) throw new Error('The database thread did not start');
    worker.unref();
    return new PGliteThread(worker);
  }

  /** Sends one request; the thread keeps the process alive only while requests are in flight. */
  private request<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
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

  async close(): Promise<void> {
    await this.request({ kind: 'close' }).catch(() => {});
    await this.worker.terminate();
  }
}
