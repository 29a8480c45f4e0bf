import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the React build lives. `build` (or WEB_BUILD_DIR, which lets several builds coexist on one
 * machine) is a symbolic link to one complete build folder beside it, `build-<stamp>`. A build
 * writes a new folder and moves the link only once the folder is complete; a running server keeps
 * the folder it resolved at start and marks it as in use (markServed), and pruning leaves marked
 * folders alone. So rebuilding never changes or removes the files under a running server.
 */
export const webBuildPointer = (webRoot: string) =>
  process.env.WEB_BUILD_DIR ? path.resolve(webRoot, process.env.WEB_BUILD_DIR) : path.join(webRoot, 'build');

/** The build folder the pointer names now (resolved once: later switches do not move the caller), or null before any build. */
export function resolveWebBuild(pointer: string): string | null {
  try {
    return fs.realpathSync(pointer);
  } catch {
    return null;
  }
}

/** A fresh folder name for the next build, beside the pointer; the build writes to `<folder>.partial` first. */
export function newBuildFolder(pointer: string, now = new Date()) {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${pointer}-${stamp}-${process.pid}`;
}

/**
 * Makes `folder` the current build: a new link, renamed over the pointer (one atomic step, so a
 * reader sees the old build or the new one, never none). A pointer that is still a plain folder
 * (a build from before folders were switched) is first moved aside as a build folder of its own.
 * Returns the folder the pointer named before, if any.
 */
export function switchBuild(pointer: string, folder: string): string | null {
  let previous = resolveWebBuild(pointer);
  if (previous && fs.lstatSync(pointer).isDirectory()) {
    previous = `${pointer}-legacy-${process.pid}`;
    fs.renameSync(pointer, previous);
  }
  const link = `${pointer}.next-${process.pid}`;
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.relative(path.dirname(pointer), folder), link, 'dir');
  fs.renameSync(link, pointer);
  return previous;
}

/** A server's mark in the build folder it serves: `.served-by-<pid>-<random>.lock`, holding the pid. */
const SERVED_LOCK = /^\.served-by-\d+-[0-9a-f-]+\.lock$/;

/**
 * Marks `folder` as served by this process until the returned release is called (on close). One
 * lock per server, so several servers of one process (tests) release independently.
 */
export function markServed(folder: string): () => void {
  const lock = path.join(folder, `.served-by-${process.pid}-${crypto.randomUUID()}.lock`);
  fs.writeFileSync(lock, String(process.pid));
  return () => fs.rmSync(lock, { force: true });
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a live process serves `folder`. A lock whose pid is gone (a server that crashed) does not count. */
export function servedByRunningServer(folder: string): boolean {
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return false;
  }
  return names.some((name) => {
    if (!SERVED_LOCK.test(name)) return false;
    let pid: number;
    try {
      pid = Number(fs.readFileSync(path.join(folder, name), 'utf8').trim());
    } catch {
      return false;
    }
    return Number.isSafeInteger(pid) && pid > 0 && isRunning(pid);
  });
}

/**
 * Removes the build folders beside the pointer other than `keep` (the current and the previous
 * build, which also covers a server that resolved the pointer but has not marked its folder yet)
 * and those a running server marked as its own. Folders still being written (`.partial`) belong
 * to a build in progress and are left alone.
 */
export function pruneBuilds(pointer: string, keep: (string | null)[]) {
  const dir = path.dirname(pointer);
  const base = path.basename(pointer).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Only this pointer's folders (see newBuildFolder and switchBuild): `build-e2e` is another pointer, not a build of `build`.
  const ownFolder = new RegExp(`^${base}-(?:\\d{8}T\\d{9}Z|legacy)-\\d+$`);
  const kept = new Set(keep.map((folder) => folder && resolveWebBuild(folder)));
  const removed: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !ownFolder.test(entry.name)) continue;
    const folder = path.join(dir, entry.name);
    if (kept.has(resolveWebBuild(folder)) || servedByRunningServer(folder)) continue;
    fs.rmSync(folder, { recursive: true, force: true });
    removed.push(folder);
  }
  return removed;
}

/** What `npm run build` does with a complete folder: switch the pointer to it, then prune. */
export function publishBuild(pointer: string, folder: string) {
  const previous = switchBuild(pointer, folder);
  return { previous, removed: pruneBuilds(pointer, [folder, previous]) };
}
