import fs from 'node:fs';

const SHM = '/dev/shm';
/** Room the suites need there at once: the template and two workers' copies of the database (about 45 MB each), with a wide margin. */
const ENOUGH_BYTES = 1024 ** 3;

/**
 * Points TMPDIR (so `os.tmpdir()`, here and in every process started from here) at Linux's memory
 * file system when the machine has one with room, unless TMPDIR is already set. Each test file copies
 * the migrated database (about 45 MB in 1,400 files) into a scratch folder and removes it after; on
 * this machine's disk (ext4 mounted with `discard`) that took about 2 s of CPU and 3 s of waiting
 * per copy, in memory 0.4 s (2026-12-08). Where /dev/shm is small (a container's 64 MB), the disk is used.
 */
export function useMemoryTmpDir() {
  if (process.env.TMPDIR) return;
  try {
    fs.accessSync(SHM, fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync(SHM);
    if (bavail * bsize >= ENOUGH_BYTES) process.env.TMPDIR = SHM;
  } catch {
    // No /dev/shm (macOS, Windows): the usual temporary folder.
  }
}
