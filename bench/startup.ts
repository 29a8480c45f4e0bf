/**
 * Start-up: from spawning the server process to its first /healthz 200 and its first /readyz 200,
 * for the built server (`npm run serve`: node apps/server/dist/main.js), RUNS starts each on an
 * existing embedded database and on a PostgreSQL database the bench makes (nothing left to migrate:
 * a first start before the runs migrates it and is not counted), then the same server under tsx
 * (compiling src/main.ts at start, as `npm run serve` did before the build) once on the embedded
 * database, as a ratio. Each start is stopped with
 * SIGTERM and no drain before the next.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createScratchDatabase } from '../apps/server/src/testing/scratch-database.ts';

const RUNS = 5;
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const BUILT = ['--enable-source-maps', 'apps/server/dist/main.js'];
const TSX = ['--import', 'tsx', 'apps/server/src/main.ts'];

export type StartTimes = { healthzMs: number; readyzMs: number };

/** One GET on a fresh connection: its status, or 0 when nothing listens yet. */
const statusOf = (url: string) =>
  new Promise<number>((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });

async function startOnce(args: string[], env: Record<string, string>, port: number): Promise<StartTimes> {
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'silent', SHUTDOWN_DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    let healthzMs = 0;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with code ${child.exitCode}`);
      if (!healthzMs && (await statusOf(`${base}/healthz`)) === 200) healthzMs = performance.now() - started;
      if (healthzMs && (await statusOf(`${base}/readyz`)) === 200) return { healthzMs, readyzMs: performance.now() - started };
      if (performance.now() - started > 180_000) throw new Error(`${args.join(' ')} was not ready within 3 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export type StartupFigures = { healthz: { median: number; worst: number }; readyz: { median: number; worst: number }; runs: StartTimes[] };

async function runsOf(args: string[], env: Record<string, string>, port: number): Promise<StartupFigures> {
  // The first start makes the database (embedded: migrations and demo content; PostgreSQL: migrations): not counted.
  await startOnce(args, env, port);
  const runs: StartTimes[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await startOnce(args, env, port));
  const figures = (key: keyof StartTimes) => ({ median: median(runs.map((r) => r[key])), worst: Math.max(...runs.map((r) => r[key])) });
  return { healthz: figures('healthzMs'), readyz: figures('readyzMs'), runs };
}

const describeFigures = (f: StartupFigures) =>
  `/healthz median ${seconds(f.healthz.median)}, worst ${seconds(f.healthz.worst)}; /readyz median ${seconds(f.readyz.median)}, worst ${seconds(f.readyz.worst)} ` +
  `(${RUNS} starts: ${f.runs.map((r) => `${seconds(r.healthzMs)}/${seconds(r.readyzMs)}`).join(', ')})`;

/**
 * The built server's start-up on both databases and the tsx start once. `postgresUrl`: a server to
 * make a database on; unreachable, the PostgreSQL figures are skipped with the reason.
 */
async function benchStartup(port: number, postgresUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
  try {
    const embeddedEnv = { DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'true' };
    const embedded = await runsOf(BUILT, embeddedEnv, port);
    const tsx = await startOnce(TSX, embeddedEnv, port);
    let postgres: StartupFigures | string;
    try {
      const scratch = await createScratchDatabase(postgresUrl, 'bench_startup');
      try {
        postgres = await runsOf(BUILT, { DATA_DIR: dataDir, DATABASE_URL: scratch.url, SEED: 'false' }, port);
      } finally {
        await scratch.drop();
      }
    } catch (error) {
      postgres = `skipped: no PostgreSQL at ${new URL(postgresUrl).host} (${(error as Error).message}); set BENCH_DATABASE_URL`;
    }
    return { embedded, postgres, tsx };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

type Report = (name: string, value: string, goal: string, ok: boolean | null) => void;

/**
 * The start-up figures as `npm run bench` reports them. PostgreSQL: a database made on
 * BENCH_DATABASE_URL's server, or on the local one (postgres@127.0.0.1:5432) when unset.
 */
export async function startupSection(report: Report, port: number) {
  const startup = await benchStartup(port, process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const goal = '/healthz worst <= 1.5 s';
  report('start-up, built server, existing embedded database', describeFigures(startup.embedded), goal, startup.embedded.healthz.worst <= 1500);
  if (typeof startup.postgres === 'string') report('start-up, built server, PostgreSQL', startup.postgres, goal, null);
  else report('start-up, built server, PostgreSQL (nothing to migrate)', describeFigures(startup.postgres), goal, startup.postgres.healthz.worst <= 1500);
  const { tsx, embedded } = startup;
  report(
    'start-up of the same server under tsx (compiling src/main.ts at start, as npm run serve did before the build), existing embedded database, once',
    `/healthz ${seconds(tsx.healthzMs)}, /readyz ${seconds(tsx.readyzMs)}: the built server answers /healthz ` +
      `${(tsx.healthzMs / embedded.healthz.median).toFixed(1)}x sooner and is ready ${(tsx.readyzMs / embedded.readyz.median).toFixed(1)}x sooner (medians)`,
    'none',
    null,
  );
}

// `node --import tsx bench/startup.ts` after `npm run build`: this section alone, on port BENCH_PORT (default 4390).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`Start-up on ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}, ${os.loadavg()[0]!.toFixed(1)} load average at start`);
  await startupSection(
    (name, value, goal, ok) => console.log(`${ok === null ? '  ' : ok ? 'ok' : '!!'} ${name}: ${value} (goal ${goal})`),
    Number(process.env.BENCH_PORT ?? 4390),
  );
}
