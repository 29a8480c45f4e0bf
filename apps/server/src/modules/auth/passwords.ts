import os from 'node:os';
import { Piscina } from 'piscina';

/** argon2id with OWASP's recommended cost (19 MiB, 2 passes). */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum, unreadable under verbatimModuleSyntax) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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

export const hashPassword = (password: string): Promise<string> => pool.run({ password, options: OPTIONS }, { name: 'hash' });
const verifyHash = (passwordHash: string, password: string): Promise<boolean> => pool.run({ passwordHash, password }, { name: 'verify' });

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
