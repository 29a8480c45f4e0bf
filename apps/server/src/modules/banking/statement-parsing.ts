import { Worker } from 'node:worker_threads';
import { BANK_STATEMENT_MESSAGES } from '@app/contract';
import { badRequest } from '../../platform/http.ts';
import type { CsvLayout, ParsedStatement } from './statement-parser.ts';

/**
 * Statement files are read on a thread of their own (statement-parse-worker.mjs), never on the
 * event loop, and within a time budget: a file that takes longer is refused and its thread
 * stopped, so no upload can hold up the pages meanwhile (issue 45: a 0.3 KB OFX file once froze
 * the site for seconds). The thread starts on the first upload and is kept for the next.
 */

export type StatementParseTask = { kind: 'ofx'; text: string } | { kind: 'csv'; text: string; layout: CsvLayout; account: string };

type Reply = { ready?: true; result?: ParsedStatement; error?: string };

/** Loading the parser (TypeScript, the contract) takes seconds on a busy machine: not part of a file's budget. */
const STARTUP_LIMIT_MS = 60_000;
/** Statements come in a few times a week: an idle thread (some tens of MB) is stopped after a minute. */
const IDLE_MS = 60_000;

class ParseTimeout extends Error {}

class StatementParserThread {
  private worker: Promise<Worker> | undefined;
  /** Files wait their turn, so a budget measures one file's reading and not the wait behind another. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Files being read on the thread right now (0 or 1). */
  reading = 0;
  private idle: NodeJS.Timeout | undefined;

  parse(task: StatementParseTask, budgetMs: number): Promise<ParsedStatement> {
    const turn = this.queue.then(() => this.run(task, budgetMs));
    this.queue = turn.catch(() => {});
    return turn;
  }

  private start(): Promise<Worker> {
    if (this.worker) return this.worker;
    const starting = new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(new URL('./statement-parse-worker.mjs', import.meta.url));
      const fail = (error: Error) => {
        clearTimeout(timer);
        worker.off('message', onReady);
        if (this.worker === starting) this.worker = undefined;
        void worker.terminate();
        reject(error);
      };
      const onReady = (reply: Reply) => {
        clearTimeout(timer);
        worker.off('exit', onStartExit);
        if (!reply.ready) return fail(new Error('The statement parser thread did not start'));
        // An idle thread does not keep the process alive; one that dies is started again for the next file.
        worker.unref();
        worker.once('exit', () => {
          if (this.worker === starting) this.worker = undefined;
        });
        resolve(worker);
      };
      const onStartExit = (code: number) => fail(new Error(`The statement parser thread stopped (exit code ${code})`));
      const timer = setTimeout(() => fail(new Error('The statement parser thread did not start')), STARTUP_LIMIT_MS);
      // Always heard (an unheard 'error' event would take the process down); each file's reading also listens.
      worker.on('error', (error) => fail(error));
      worker.once('exit', onStartExit);
      worker.once('message', onReady);
    });
    this.worker = starting;
    return starting;
  }

  private async run(task: StatementParseTask, budgetMs: number): Promise<ParsedStatement> {
    clearTimeout(this.idle);
    const started = this.start();
    const worker = await started;
    this.reading++;
    worker.ref();
    try {
      return await new Promise<ParsedStatement>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('error', onError);
          worker.off('exit', onExit);
        };
        const onMessage = (reply: Reply) => {
          done();
          if (reply.result) resolve(reply.result);
          else reject(new Error(reply.error ?? 'The statement parser gave no answer'));
        };
        const onError = (error: Error) => {
          done();
          reject(error);
        };
        const onExit = (code: number) => onError(new Error(`The statement parser thread stopped (exit code ${code})`));
        const timer = setTimeout(() => {
          done();
          if (this.worker === started) this.worker = undefined;
          void worker.terminate();
          reject(new ParseTimeout());
        }, budgetMs);
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.on('exit', onExit);
        worker.postMessage(task);
      });
    } finally {
      this.reading--;
      worker.unref();
      this.idle = setTimeout(() => {
        if (this.worker !== started || this.reading > 0) return;
        this.worker = undefined;
        void worker.terminate();
      }, IDLE_MS).unref();
    }
  }
}

const thread = new StatementParserThread();

/** Files being read right now (tests watch it to ask for another page meanwhile). */
export const statementsBeingRead = () => thread.reading;

/** Reads a statement file on the parser thread; over `budgetMs` it is refused with a 400. */
export async function parseStatementOffThread(task: StatementParseTask, budgetMs: number): Promise<ParsedStatement> {
  try {
    return await thread.parse(task, budgetMs);
  } catch (error) {
    if (error instanceof ParseTimeout) throw badRequest(BANK_STATEMENT_MESSAGES.tooSlow, { file: BANK_STATEMENT_MESSAGES.tooSlow });
    throw error;
  }
}
