import os from 'node:os';
import path from 'node:path';

/**
 * The browser suite runs `E2E_WORKERS` flows at a time, each worker against a server of its own
 * (serve.ts: the app on its own embedded database and an SMTP sink of its own), so flows that share
 * the demo data or the server's clock never meet. A flow keeps about two cores busy (Chromium's
 * renderer and the server), so the default is one worker per two cores: on the 2-core machine CI
 * runs on, two workers ran the suite no faster than one (2026-12-07).
 * Worker n's server listens on E2E_PORT + 10n; its SMTP sink 1000 above, its clock control 2000 above.
 * Setting E2E_PORT lets two whole runs on one machine coexist.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(os.availableParallelism() / 2)));
const BASE_PORT = Number(process.env.E2E_PORT ?? 4173);

export type E2eServer = { port: number; smtpPort: number; clockPort: number; dir: string; mailDir: string; baseURL: string };

export function e2eServer(parallelIndex: number): E2eServer {
  const port = BASE_PORT + 10 * parallelIndex;
  const dir = path.join(os.tmpdir(), `e2e-${port}`);
  return { port, smtpPort: port + 1000, clockPort: port + 2000, dir, mailDir: path.join(dir, 'mail'), baseURL: `http://127.0.0.1:${port}` };
}

/** The server of the Playwright worker this code runs in (Playwright sets TEST_PARALLEL_INDEX in each worker). */
export const workerServer = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
