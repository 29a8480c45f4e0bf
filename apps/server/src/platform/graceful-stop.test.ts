import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@app/contract';
import { buildServer } from '../../scripts/build.ts';

/**
 * The production build as `npm run serve` runs it: dist/main.js under plain node (no tsx), on an
 * embedded database of its own, stopped by signals. Built once for the file, beside the real dist/
 * (the same depth, so it finds the web build as dist/ does), and removed afterwards.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, `../../dist-test-${process.pid}`);
const ADMIN = { email: 'stop-admin@example.test', password: 'Stop-Pass-123!' };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'built-server-'));

beforeAll(async () => {
  await buildServer(dist);
}, 120_000);
afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

type Server = { child: ChildProcess; base: string; port: number; logs: () => string[]; exited: Promise<{ code: number | null; signal: string | null }> };

/** Starts dist/main.js on a fresh data directory (a copy of the migrated template when there is one) and waits until /readyz is 200. */
async function startBuilt(drainSeconds: number): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
  if (process.env.PGLITE_TEMPLATE) fs.cpSync(process.env.PGLITE_TEMPLATE, path.join(dataDir, 'db'), { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dist, 'main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the built server exited with ${child.exitCode}:\n${output}`);
    const status = await fetch(`${base}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const logs = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { child, base, port, logs, exited };
}

async function readyzBody(base: string) {
  const response = await fetch(`${base}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string } };
}

async function until(condition: () => Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** Whether the server still accepts a new connection. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('the built server', () => {
  it('runs its statement parser thread without tsx', async () => {
    const worker = new Worker(path.join(dist, 'statement-parse-worker.mjs'));
    try {
      type Reply = { ready?: true; result?: { lines: unknown[] } };
      const next = () => new Promise<Reply>((resolve) => worker.once('message', resolve));
      expect(await next()).toEqual({ ready: true });
      const text = fs.readFileSync(path.join(here, '../modules/banking/fixtures/statement.ofx'), 'utf8');
      worker.postMessage({ kind: 'ofx', text });
      const reply = await next();
      expect(reply.result?.lines.length).toBeGreaterThan(0);
    } finally {
      await worker.terminate();
    }
  });

  it('on SIGTERM fails /readyz first, serves through the drain, finishes the request in flight and exits 0', async () => {
    const server = await startBuilt(2);
    // A sign-in whose body is not sent yet: in flight from the moment the server says 100 Continue
    // (its headers parsed and handed to the app) until the body arrives, which the test decides.
    const body = JSON.stringify({ email: ADMIN.email, password: ADMIN.password, rememberMe: false });
    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.write(
      `POST ${API_PREFIX}/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: XSRF-TOKEN=t\r\nX-XSRF-TOKEN: t\r\nExpect: 100-continue\r\n\r\n`,
    );
    await until(async () => received.includes('100 Continue'));

    server.child.kill('SIGTERM');
    await until(async () => (await readyzBody(server.base)).status === 503);
    expect(await readyzBody(server.base)).toEqual({ status: 503, body: { status: 'draining' } });
    // Everything else is still served while balancers take the instance out.
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.base}${API_PREFIX}/faq/faqs`)).status).toBe(200);

    // After the drain no new connection is taken, and the sign-in is still waited for.
    await until(async () => !(await accepts(server.port)));
    expect(server.child.exitCode).toBeNull();
    socket.write(body);
    await new Promise((resolve) => socket.once('end', resolve));
    const [head, answer] = received.slice(received.indexOf('\r\n\r\n') + 4).split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head!.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"success":true');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    const phases = server.logs().filter((msg) => /draining|accepting|requests finished|^stopped$/.test(msg));
    expect(phases).toEqual([
      'SIGTERM: draining for 2 s (/readyz answers 503, requests are still served)',
      'no longer accepting connections; finishing 1 request(s) in flight',
      'requests finished; stopping background work and closing the database',
      'stopped',
    ]);
  }, 120_000);

  it('exits at once with 143 on a second SIGTERM during the drain', async () => {
    const server = await startBuilt(300);
    server.child.kill('SIGTERM');
    await until(async () => (await readyzBody(server.base)).status === 503);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 143, signal: null });
  }, 120_000);
});
