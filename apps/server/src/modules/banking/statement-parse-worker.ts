import { parentPort } from 'node:worker_threads';
import { parseCsvStatement, parseOfxStatement } from './statement-parser.ts';
import type { StatementParseTask } from './statement-parsing.ts';

/**
 * The thread bank statement files are read on (statement-parsing.ts): one file at a time, its
 * lines or errors posted back. The main thread stops it when a file takes longer than its budget.
 * Started as statement-parse-worker.mjs: from source that file loads this one through tsx; the
 * production build compiles this one into dist/statement-parse-worker.mjs (apps/server/scripts/build.ts).
 */
function parse(task: StatementParseTask) {
  return task.kind === 'ofx' ? parseOfxStatement(task.text) : parseCsvStatement(task.text, task.layout, task.account);
}

parentPort!.on('message', (task: StatementParseTask) => {
  try {
    parentPort!.postMessage({ result: parse(task) });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort!.postMessage({ ready: true });
