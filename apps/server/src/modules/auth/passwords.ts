import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * Password hashing: argon2id with OWASP's recommended cost (19 MiB, 2 passes). @node-rs/argon2
 * runs hash and verify on libuv's thread pool, so a burst of sign-ins never blocks the event loop.
 */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum, unreadable under verbatimModuleSyntax) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Off the event loop is not enough: each hash takes a core for tens of milliseconds, so a burst
 * of sign-ins could still take every core from page rendering. Hashing gets all cores but one;
 * further sign-ins queue (which also slows password guessing).
 */
const hashing = pLimit(Math.max(1, os.availableParallelism() - 1));

export const hashPassword = (password: string) => hashing(() => hash(password, OPTIONS));
const verifyHash = (passwordHash: string, password: string) => hashing(() => verify(passwordHash, password));

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
