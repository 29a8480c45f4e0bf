// Plain JavaScript on purpose: worker threads on Node 20 do not inherit tsx's loader, so this
// entry registers it itself (in the server, in Vitest and in the benchmarks alike) before loading
// the TypeScript parser.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

/**
 * The thread bank statement files are read on (statement-parsing.ts): one file at a time, its
 * lines or errors posted back. The main thread stops it when a file takes longer than its budget.
 */
register();
const { parseCsvStatement, parseOfxStatement } = await import('./statement-parser.ts');

/** @param {import('./statement-parsing.ts').StatementParseTask} task */
function parse(task) {
  return task.kind === 'ofx' ? parseOfxStatement(task.text) : parseCsvStatement(task.text, task.layout, task.account);
}

parentPort.on('message', (task) => {
  try {
    parentPort.postMessage({ result: parse(task) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
