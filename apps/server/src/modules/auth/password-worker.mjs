// Plain JavaScript on purpose: worker threads on Node 20 do not inherit tsx's loader, so this
// entry must load without it (in the server, in Vitest and in the benchmarks alike).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { hashSync, verifySync } from '@node-rs/argon2';

/**
 * Runs in a worker thread of the password pool (passwords.ts), at the lowest CPU priority, so page
 * serving on the main thread always comes first; sign-ins take whatever CPU is left, which on a
 * server that is not saturated is all of it.
 *
 * On Linux the thread joins the SCHED_IDLE class (via util-linux's chrt: Node has no call for it).
 * A niced thread is not enough: measured on a 2-core machine, a nice-19 busy thread still halved
 * the pages served, as the scheduler let it keep the CPU when the server woke; a SCHED_IDLE one
 * is preempted at once. Elsewhere, or without chrt, the thread is niced instead.
 */
function lowerPriority() {
  try {
    const threadId = fs.readlinkSync('/proc/thread-self').split('/').pop();
    const result = spawnSync('chrt', ['--idle', '--pid', '0', threadId], { stdio: 'ignore', timeout: 5000 });
    if (result.status === 0) return;
  } catch {
    // Not Linux, or no /proc: fall through to nice.
  }
  try {
    os.setPriority(19);
  } catch {
    // Some platforms refuse priority changes; hashing still works at normal priority.
  }
}

lowerPriority();

/** @param {{ password: string, options: import('@node-rs/argon2').Options }} task */
export function hash({ password, options }) {
  return hashSync(password, options);
}

/** @param {{ passwordHash: string, password: string }} task */
export function verify({ passwordHash, password }) {
  return verifySync(passwordHash, password);
}
