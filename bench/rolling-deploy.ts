/**
 * A rolling deploy under load behind a real proxy (issue 49): `npm run bench:deploy` alone, and a
 * section of `npm run bench`.
 *
 * Two instances of the app, each started with the command `npm run serve` runs (read from
 * package.json at run time, so whatever that script starts is what is measured), share what
 * several instances must share: one PostgreSQL database (made fresh here, migrated and seeded by
 * the first instance), the session secret, the upload folder and an SMTP server (a sink). HAProxy
 * runs docs/deploy/haproxy.cfg as it is, health-checking /readyz. wrk sends a visitor's mix
 * (rolling-deploy.lua) while each instance in turn is stopped with SIGTERM, waited for until it
 * exits, started again and waited for until HAProxy has it UP, twice over. The goal: no failed
 * request and none over a second. Every process it starts and its database go at the end, even
 * after a failure or Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { ensureDebianPackage } from '../e2e/tools/debian-package.ts';
import { createScratchDatabase } from '../apps/server/src/testing/scratch-database.ts';
import { startSmtpSink } from '../apps/server/src/testing/smtp-sink.ts';
import { freePort } from './free-port.ts';
import { ensureWrk, WRK } from './wrk.ts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const HAPROXY_CONFIG = path.join(ROOT, 'docs/deploy/haproxy.cfg');
const TRAFFIC_SCRIPT = path.join(ROOT, 'bench/rolling-deploy.lua');
/** The PostgreSQL server the fresh database is made on (BENCH_DATABASE_URL's server when set). */
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Each instance is replaced this many times, one at a time. */
const ROUNDS = 2;
/** Traffic between a start and the next stop, and after the last start. */
const SETTLE_MS = 4_000;
/**
 * Traffic before the first stop: the yardstick. What is slow then is the machine (other work on
 * its 2 cores), not the deploy.
 */
const BEFORE_MS = 10_000;
/**
 * wrk: one thread (the sign-in timer in the script is per thread), CONNECTIONS keep-alive
 * connections each pausing PAUSE_MS between requests: a steady few hundred requests a second, the
 * traffic of a busy day rather than a flood (a flood measures this 2-core machine's queue, not the
 * deploy).
 */
const CONNECTIONS = 10;
const PAUSE_MS = 20;
/**
 * One sign-in every 3 s, 20 a minute: all the bench's traffic reaches the app from HAProxy's one
 * address (127.0.0.1 in X-Forwarded-For), and an address may sign in 30 times a minute
 * (LOGIN_LIMIT in modules/auth/routes.ts), so a 429 here is a failure like any other.
 */
const SIGN_IN_EVERY_S = 3;
/** Investors made for the bench, signing in in turn. */
const ACCOUNTS = Array.from({ length: 5 }, (_, i) => `deploy-bench-${i + 1}@example.test`);
const PASSWORD = 'Deploy-Bench-Pass-1';
/** A slower answer misses the goal. */
const SLOW_MS = 1_000;
/** Starting and stopping an instance on a busy 2-core machine: beyond this, something is wrong. */
const PROCESS_DEADLINE_MS = 120_000;

export type Goal = { name: string; value: string; goal: string; ok: boolean };

type Exit = { code: number | null; signal: NodeJS.Signals | null };
type Instance = { name: string; port: number; child?: ChildProcess; exited?: Promise<Exit> };

const ensureHaproxy = () => ensureDebianPackage({ path: HAPROXY, pkg: 'haproxy', name: 'HAProxy', pathVariable: 'HAPROXY_PATH' });

/**
 * The serve script of package.json, run by `sh -c`: it execs node itself, so the process signalled
 * and waited for is the server, not a shell in front of it that would exit on its own schedule.
 */
function serveCommand(): string {
  const script = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.serve!;
  if (/[;&|`$()<>]/.test(script) || !script.includes(' exec '))
    throw new Error(`The serve script must be one command that execs the server (VAR=value exec program args) to be run here: ${script}`);
  return script;
}

const waitFor = async (what: string, check: () => Promise<boolean>, deadlineMs = PROCESS_DEADLINE_MS) => {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await sleep(100);
  }
};

const answersOk = (url: string) =>
  fetch(url).then(
    async (response) => {
      await response.arrayBuffer();
      return response.ok;
    },
    () => false,
  );

/** Each server's status in HAProxy's backend `app` (UP, DOWN, "UP 1/2" while going down...), from the admin socket. */
async function proxyStatus(socket: string): Promise<Map<string, string>> {
  const text = await new Promise<string>((resolve, reject) => {
    let answer = '';
    const connection = net.createConnection(socket);
    connection.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
    connection.end('show stat\n');
  });
  const [header, ...lines] = text.trim().split('\n');
  const columns = header!.replace('# ', '').split(',');
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
  return new Map(
    lines
      .map((line) => line.split(','))
      .filter((fields) => fields[proxy!] === 'app')
      .map((fields) => [fields[server!]!, fields[status!]!]),
  );
}

type Logged = { at: number; status: number; totalMs: number; retries: string; end: string; line: string };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** HAProxy's request date (%tr, local time: 07/Dec/2026:18:34:00.809) in ms since the epoch. */
function dateOfLog(text: string) {
  const [day, month, rest] = text.split('/');
  const [year, hours, minutes, seconds] = rest!.split(':');
  return new Date(Number(year), MONTHS.indexOf(month!), Number(day), Number(hours), Number(minutes), 0, Number(seconds) * 1000).getTime();
}

/** HAProxy's request lines (the template's log-format: key=value fields between the server and the method). */
function requestsOfLog(text: string): Logged[] {
  const requests: Logged[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes(' status=')) continue;
    const fields = new Map(
      line
        .split(' ')
        .filter((token) => token.includes('='))
        .map((token) => [token.slice(0, token.indexOf('=')), token.slice(token.indexOf('=') + 1)]),
    );
    requests.push({
      at: dateOfLog(line.slice(0, line.indexOf(' '))),
      status: Number(fields.get('status')),
      totalMs: Number(fields.get('total_ms')),
      retries: fields.get('retries') ?? '0',
      end: fields.get('end') ?? '',
      line,
    });
  }
  return requests;
}

type WrkSummary = {
  requests: number;
  durationUs: number;
  status: number;
  connect: number;
  read: number;
  write: number;
  timeout: number;
  maxUs: number;
  p99Us: number;
  p999Us: number;
};

export async function rollingDeploy(log: (line: string) => void = console.log): Promise<Goal[]> {
  ensureWrk();
  ensureHaproxy();
  log(
    `Rolling deploy: 2 instances on PostgreSQL behind HAProxy (docs/deploy/haproxy.cfg), each replaced ${ROUNDS} times under wrk's load ` +
      `(${CONNECTIONS} connections, ${PAUSE_MS} ms between a connection's requests; cached pages, API reads, a sign-in every ${SIGN_IN_EVERY_S} s)`,
  );
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-deploy-'));
  const processes = new Set<ChildProcess>();
  const undo: (() => Promise<unknown>)[] = [];
  let cleaned: Promise<void> | undefined;
  // Once, from the end of the run or from a signal, whichever comes first.
  const cleanUp = () =>
    (cleaned ??= (async () => {
      await Promise.all(
        [...processes].map(async (child) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          if ((await Promise.race([exited, sleep(30_000, 'late')])) === 'late') child.kill('SIGKILL');
        }),
      );
      // BENCH_DEPLOY_LOGS names a folder for the logs of HAProxy, wrk and each instance, kept after the run.
      const keep = process.env.BENCH_DEPLOY_LOGS;
      if (keep) {
        fs.mkdirSync(keep, { recursive: true });
        for (const file of fs.readdirSync(work).filter((name) => name.endsWith('.log'))) fs.copyFileSync(path.join(work, file), path.join(keep, file));
      }
      for (const step of undo.reverse()) await step().catch((error: unknown) => console.warn(`  note: clean-up step failed: ${String(error)}`));
      fs.rmSync(work, { recursive: true, force: true });
    })());
  const onSignal = (signal: NodeJS.Signals) => void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  /** Starts a program with its output in a file of the work folder. */
  const start = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const output = fs.openSync(path.join(work, `${name}.log`), 'a');
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', output, output] });
    fs.closeSync(output);
    processes.add(child);
    const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    return { child, exited };
  };
  const logOf = (name: string) => fs.readFileSync(path.join(work, `${name}.log`), 'utf8');

  try {
    const database = await createScratchDatabase(SERVER_URL, 'deploy');
    undo.push(database.drop);
    const smtp = await startSmtpSink();
    undo.push(smtp.close);
    // BENCH_DEPLOY_PORT: the first of three consecutive ports (proxy, app1, app2); else free ones.
    const firstPort = Number(process.env.BENCH_DEPLOY_PORT ?? 0);
    const [proxyPort, ...appPorts] = firstPort ? [firstPort, firstPort + 1, firstPort + 2] : [await freePort(), await freePort(), await freePort()];
    const front = `http://127.0.0.1:${proxyPort}`;
    const shared = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
      DATA_DIR: path.join(work, 'data'),
      STORAGE: 'local',
      SMTP_URL: smtp.url,
      PUBLIC_URL: front,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    const serve = serveCommand();
    const instances: Instance[] = appPorts.map((port, i) => ({ name: `app${i + 1}`, port: port! }));
    const launch = async (instance: Instance, extra: Record<string, string> = {}) => {
      const started = Date.now();
      Object.assign(instance, start(instance.name, 'sh', ['-c', serve], { ...shared, ...extra, PORT: String(instance.port) }));
      await waitFor(`${instance.name} ready`, async () => {
        if (instance.child!.exitCode !== null)
          throw new Error(`${instance.name} exited with code ${instance.child!.exitCode}:\n${logOf(instance.name).slice(-2000)}`);
        return answersOk(`http://127.0.0.1:${instance.port}/readyz`);
      });
      return Date.now() - started;
    };

    // The first instance migrates and seeds; the second finds the database ready.
    await launch(instances[0]!, { SEED: 'true' });
    const passwordHash = await hash(PASSWORD);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (const email of ACCOUNTS) {
        await client.query(`INSERT INTO users (name, email, user_role, user_status, is_verified, password_hash) VALUES ($1, $2, 'user', 'active', true, $3)`, [
          'Deploy Bench',
          email,
          passwordHash,
        ]);
      }
    } finally {
      await client.end();
    }
    await launch(instances[1]!);

    const plans = (await (await fetch(`http://127.0.0.1:${instances[0]!.port}/api/v1/investment/plans`)).json()) as { data: { _id: string }[] };
    const paths = [
      '/',
      '/investment-plans',
      `/investment-plans/${plans.data[0]!._id}`,
      '/contact',
      '/api/v1/investment/plans',
      '/api/v1/faq/faqs',
      '/api/v1/rounds',
      '/api/v1/contactInfo',
    ];

    const socket = path.join(work, 'haproxy.sock');
    const proxy = start('haproxy', HAPROXY, ['-db', '-f', HAPROXY_CONFIG], {
      ...process.env,
      BIND: `127.0.0.1:${proxyPort}`,
      APP1_ADDR: `127.0.0.1:${instances[0]!.port}`,
      APP2_ADDR: `127.0.0.1:${instances[1]!.port}`,
      STATS_SOCKET: socket,
    });
    const status = async (name: string) => {
      if (proxy.child.exitCode !== null) throw new Error(`HAProxy exited with code ${proxy.child.exitCode}:\n${logOf('haproxy').slice(-2000)}`);
      return (await proxyStatus(socket).catch(() => new Map<string, string>())).get(name) ?? 'unknown';
    };
    await waitFor('both instances UP in HAProxy', async () => (await status('app1')) === 'UP' && (await status('app2')) === 'UP');
    // Every page and read once through the proxy: the run starts on a site already serving, not on empty caches.
    for (const target of paths) await answersOk(front + target);

    const traffic = start('wrk', WRK, [
      '-t1',
      `-c${CONNECTIONS}`,
      '-d3600s',
      '--timeout',
      '10s',
      '-s',
      TRAFFIC_SCRIPT,
      front,
      '--',
      `paths=${paths.join(',')}`,
      `pause=${PAUSE_MS}`,
      `signInEvery=${SIGN_IN_EVERY_S}`,
      `accounts=${ACCOUNTS.join(',')}`,
      `password=${PASSWORD}`,
    ]);
    const began = Date.now();
    const at = () => `${((Date.now() - began) / 1000).toFixed(1).padStart(5)} s`;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const restarts: string[] = [];
    /** From each start to its instance's first ready answer: the other instance then shares the CPU with a process starting. */
    const starting: { from: number; to: number }[] = [];
    await sleep(BEFORE_MS);
    const firstStop = Date.now();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const instance of instances) {
        log(`  ${at()} ${instance.name}: SIGTERM`);
        const stopped = Date.now();
        instance.child!.kill('SIGTERM');
        let outMs: number | null = null;
        let exit: Exit | undefined;
        // Until it exits: when did HAProxy stop sending it requests?
        while (!exit) {
          exit = await Promise.race([instance.exited!, sleep(100).then(() => undefined)]);
          if (outMs === null && !(await status(instance.name)).startsWith('UP')) outMs = Date.now() - stopped;
          if (!exit && Date.now() - stopped > PROCESS_DEADLINE_MS)
            throw new Error(`${instance.name} did not exit within ${seconds(PROCESS_DEADLINE_MS)} of SIGTERM`);
        }
        const exitMs = Date.now() - stopped;
        const how = exit.signal ? `killed by ${exit.signal}` : `code ${exit.code}`;
        log(`  ${at()} ${instance.name}: exited (${how}) ${seconds(exitMs)} after SIGTERM; out of HAProxy after ${outMs === null ? 'never' : seconds(outMs)}`);
        const readyMs = await launch(instance);
        starting.push({ from: Date.now() - readyMs, to: Date.now() });
        const upStarted = Date.now();
        await waitFor(`${instance.name} UP in HAProxy`, async () => (await status(instance.name)) === 'UP');
        const upMs = readyMs + Date.now() - upStarted;
        log(`  ${at()} ${instance.name}: started again, ready after ${seconds(readyMs)}, UP in HAProxy after ${seconds(upMs)}`);
        restarts.push(
          `${instance.name} round ${round}: exit ${how} ${seconds(exitMs)} after SIGTERM (out of HAProxy ${outMs === null ? 'never' : `at ${seconds(outMs)}`}), UP ${seconds(upMs)} after start`,
        );
        if (exit.code !== 0) restarts[restarts.length - 1] += ' (not a clean exit)';
        await sleep(SETTLE_MS);
      }
    }
    traffic.child.kill('SIGINT');
    await traffic.exited;
    const line = logOf('wrk')
      .split('\n')
      .find((text) => text.startsWith('DEPLOY-RESULT '));
    if (!line) throw new Error(`wrk printed no result:\n${logOf('wrk').slice(-2000)}`);
    const summary = JSON.parse(line.slice('DEPLOY-RESULT '.length)) as WrkSummary;
    // The proxy writes a request's line when it ends; the last ones are written by now.
    await sleep(500);
    const logged = requestsOfLog(logOf('haproxy'));
    const failedLines = logged.filter((request) => !(request.status >= 200 && request.status < 400));
    const slowLines = logged.filter((request) => request.totalMs > SLOW_MS);
    const slowWhileStarting = slowLines.filter((request) => starting.some(({ from, to }) => request.at >= from && request.at <= to)).length;
    const before = logged.filter((request) => request.at >= began && request.at < firstStop);
    const slowestBefore = before.reduce((slowest, request) => Math.max(slowest, request.totalMs), 0);
    const retried = logged.filter((request) => request.retries !== '0').length;
    const signIns = logged.filter((request) => request.line.includes(' POST /api/v1/auth/login')).length;
    const socketErrors = summary.connect + summary.read + summary.write + summary.timeout;
    const failed = summary.status + socketErrors;
    const exitsClean = restarts.every((text) => !text.endsWith('(not a clean exit)'));

    for (const text of restarts) log(`  ${text}`);
    for (const request of [...failedLines, ...slowLines].slice(0, 10)) log(`  HAProxy: ${request.line}`);
    const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
    return [
      {
        name: 'rolling deploy: failed requests',
        value:
          `${failed} of ${summary.requests} (${summary.status} answered 4xx/5xx, ${socketErrors} socket errors) over ${seconds(summary.durationUs / 1000)}, ` +
          `${ROUNDS} rounds of 2 instances replaced behind HAProxy; ${signIns} sign-ins; ${retried} requests sent again by HAProxy`,
        goal: '0',
        ok: failed === 0,
      },
      {
        name: 'rolling deploy: slowest request',
        value:
          `${ms(summary.maxUs)} (p99 ${ms(summary.p99Us)}, p99.9 ${ms(summary.p999Us)}); ${slowLines.length} over ${SLOW_MS / 1000} s in HAProxy's log (${slowWhileStarting} while an instance was starting); ` +
          `yardstick, the ${seconds(BEFORE_MS)} before the first stop: slowest ${slowestBefore} ms, ${before.filter((request) => request.totalMs > SLOW_MS).length} of ${before.length} over ${SLOW_MS / 1000} s`,
        goal: `0 over ${SLOW_MS / 1000} s`,
        ok: summary.maxUs <= SLOW_MS * 1000 && slowLines.length === 0,
      },
      { name: 'rolling deploy: instances exit 0 on SIGTERM', value: exitsClean ? 'all' : 'not all (see above)', goal: 'all', ok: exitsClean },
    ];
  } finally {
    await cleanUp();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  console.log(`${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.loadavg()[0]!.toFixed(1)} load average at start`);
  const goals = await rollingDeploy();
  for (const goal of goals) console.log(`${goal.ok ? 'ok' : '!!'} ${goal.name}: ${goal.value} (goal ${goal.goal})`);
  process.exitCode = goals.every((goal) => goal.ok) ? 0 : 1;
}
