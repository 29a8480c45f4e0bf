import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Piscina } from 'piscina';

/** argon2id with OWASP's recommended cost (19 MiB, 2 passes). */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum, unreadable under verbatimModuleSyntax) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashing runs on its own worker threads at the lowest CPU priority (password-worker.mjs), not on the
 * event loop and not on libuv's shared pool. Each hash takes a core for tens of milliseconds, so a
 * burst of sign-ins at normal priority would take the CPU from page rendering; at lower priority
 * the pages go first. All cores but one at most; further sign-ins queue (which also slows guessing).
 */
const pool = new Piscina({
  filename: new URL('./password-worker.mjs', import.meta.url).href,
  minThreads: 0,
  maxThreads: Math.max(1, os.availableParallelism() - 1),
  // Threads linger a while after a burst instead of starting again for every sign-in.
  idleTimeout: 30_000,
});

/**
 * Priority alone cannot keep a hash from slowing the pages: argon2 is memory-hard, and its 19 MiB
 * crowd the cache the page-serving thread shares. So while the event loop is nearly saturated (over
 * 70% busy in the last quarter second), a sign-in first waits, 50 ms at a time and one second at
 * most: under overload sign-ins get slower and pages stay up, and on a normal day nothing waits.
 * At 90% the hashes still came through often enough to cut the pages served during a sign-in burst
 * by 40-45% (npm run bench, 2 cores); at 70% by 0-20%, with about 30 sign-ins a second still served.
 */
const BUSY_UTILIZATION = 0.7;
const PAUSE_MS = 50;
const MAX_WAIT_MS = 1000;
let eventLoopBusy = false;
let lastSample = performance.eventLoopUtilization();
setInterval(() => {
  const sample = performance.eventLoopUtilization();
  eventLoopBusy = performance.eventLoopUtilization(sample, lastSample).utilization > BUSY_UTILIZATION;
  lastSample = sample;
}, 250).unref();

async function whenPagesCanSpareIt() {
  for (let waited = 0; eventLoopBusy && waited < MAX_WAIT_MS; waited += PAUSE_MS) await sleep(PAUSE_MS);
}

export async function hashPassword(password: string): Promise<string> {
  await whenPagesCanSpareIt();
  return pool.run({ password, options: OPTIONS }, { name: 'hash' });
}

async function verifyHash(passwordHash: string, password: string): Promise<boolean> {
  await whenPagesCanSpareIt();
  return pool.run({ passwordHash, password }, { name: 'verify' });
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verifyAgainstDummy(password);
    return false;
  }
  try {
    return await verifyHash(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Unknown accounts (and accounts without a password yet) still cost one argon2 verification, so
 * the response time does not tell whether an email is registered.
 */
export async function verifyAgainstDummy(password: string) {
  dummy ??= hashPassword('not-a-real-password-' + Math.random());
  await verifyHash(await dummy, password).catch(() => false);
}
