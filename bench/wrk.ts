/**
 * The load generator of `npm run bench`: wrk, a C program (Debian's package `wrk`). A Node client on
 * this 2-core machine saturated itself before the bare route did and flattered every ratio; wrk
 * sends the same load with a fraction of a core.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { ensureDebianPackage } from '../e2e/tools/debian-package.ts';

export const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';

/** wrk must be there before anything is measured (installed when this machine allows it). */
export const ensureWrk = () => ensureDebianPackage({ path: WRK, pkg: 'wrk', name: 'wrk', pathVariable: 'WRK_PATH' });

export type WrkOptions = {
  threads: number;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** The CPU wrk runs on (taskset), away from the server's. */
  cpu?: number;
};
/** Requests per second, answers that were not 2xx or 3xx, and the CPU wrk itself used, in cores (1 = one core busy throughout). */
export type WrkResult = { rps: number; non2xx: number; cores: number };

/** Reads a process's CPU time (user + system) in seconds from /proc, just before it is reaped. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // Fields 14 and 15 of stat (utime, stime), counted from after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** One wrk run: closed-loop load on keep-alive connections for `seconds`. */
export async function wrk(url: string, options: WrkOptions): Promise<WrkResult> {
  const args = [`-t${options.threads}`, `-c${options.connections}`, `-d${options.seconds}s`];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  // taskset execs wrk in its own process, so the pid read below is wrk's.
  const command = options.cpu === undefined ? [WRK] : ['taskset', '-c', String(options.cpu), WRK];
  const child = spawn(command[0]!, [...command.slice(1), ...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // wrk prints its summary after the run; its CPU time is read just before it ends (a zombie's stat still holds it).
  let cpu: number | null = null;
  const sampler = setInterval(() => (cpu = cpuSeconds(child.pid!) ?? cpu), 100);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`wrk ${args.join(' ')} ${url} exited with code ${code}:\n${output}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  if (!Number.isFinite(rps)) throw new Error(`wrk printed no rate:\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  return { rps, non2xx, cores: (cpu ?? 0) / options.seconds };
}
