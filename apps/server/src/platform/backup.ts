import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { HttpError, unauthorized } from './http.ts';

/**
 * Backups of the embedded database: one dated .tar.gz holding `manifest.json`, `database.sql` (a
 * pg_dump of the whole database as plain SQL, loadable into PGlite or any PostgreSQL) and the
 * files: `uploads/` (public images) and `private/` (resumes, cover letters, ID documents). The database dump comes first: a file written after it is at worst an extra file
 * in the archive, never a row pointing at a missing one.
 */

export const BACKUP_FORMAT = 1;
export type BackupManifest = { format: number; createdAt: string; database: 'pglite' };
/** The folders of DATA_DIR that hold files the database points at. */
export const FILE_FOLDERS = ['uploads', 'private'] as const;
const BACKUP_NAME = /^breadbasket-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/;

/** breadbasket-2026-11-25T140512Z.tar.gz: sorts by time, and names one moment to the second. */
export const backupFileName = (at: Date) => `breadbasket-${at.toISOString().slice(0, 19).replace(/:/g, '')}Z.tar.gz`;

/** Readiness probes leave nothing behind, but one caught mid-write must not end up in a backup. */
const keepInBackup = (source: string) => !path.basename(source).startsWith('.ready-');

/** Writes one backup into `dir` and returns its path; the archive appears under its name only when complete. */
export async function writeBackup(options: { dump: () => Promise<string>; dataDir: string; dir: string; now?: Date }): Promise<string> {
  const sqlText = await options.dump();
  fs.mkdirSync(options.dir, { recursive: true });
  const target = path.join(options.dir, backupFileName(options.now ?? new Date()));
  const staging = fs.mkdtempSync(path.join(options.dir, '.staging-'));
  try {
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: (options.now ?? new Date()).toISOString(), database: 'pglite' };
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    fs.writeFileSync(path.join(staging, 'database.sql'), sqlText);
    for (const folder of FILE_FOLDERS) {
      const source = path.join(options.dataDir, folder);
      if (fs.existsSync(source)) fs.cpSync(source, path.join(staging, folder), { recursive: true, filter: keepInBackup });
      else fs.mkdirSync(path.join(staging, folder));
    }
    const partial = `${target}.partial`;
    await tar.create({ gzip: true, portable: true, file: partial, cwd: staging }, ['manifest.json', 'database.sql', ...FILE_FOLDERS]);
    fs.renameSync(partial, target);
    return target;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Deletes all but the `keep` newest backups in `dir`; returns the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const names = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name));
  return old;
}

/**
 * DATA_DIR/server.json: how `npm run backup` reaches the running server (which alone may open the
 * embedded database). Readable by the site's user only; holds the address and a token made at start.
 */
export const SERVER_FILE = 'server.json';
export type ServerFile = { pid: number; url: string; token: string };

const DAY_MS = 24 * 3600 * 1000;
/** The first daily backup waits a while after start: a restart loop or a short run makes none. */
const FIRST_BACKUP_AFTER_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    backups: {
      /** Writes a backup now (default BACKUP_DIR), one at a time, and prunes to BACKUP_KEEP. */
      run(dir?: string): Promise<string>;
    };
  }
}

/**
 * Embedded database only (a PostgreSQL site backs up with pg_dump): a daily backup keeping the last
 * BACKUP_KEEP, and POST /ops/backup for `npm run backup`, allowed with the token of server.json.
 */
export function registerBackups(app: FastifyInstance) {
  const { database, config } = app;
  if (!database.dump) return;
  const dump = database.dump.bind(database);
  let queue: Promise<unknown> = Promise.resolve();
  const run = (dir = config.backupDir) => {
    const next = queue.then(async () => {
      const file = await writeBackup({ dump, dataDir: config.dataDir, dir });
      const pruned = dir === config.backupDir ? pruneBackups(dir, config.backupKeep) : [];
      app.log.info({ file, pruned }, 'backup written');
      return file;
    });
    queue = next.catch(() => {});
    return next;
  };
  app.decorate('backups', { run });

  const token = crypto.randomBytes(32).toString('base64url');
  const serverFile = path.join(config.dataDir, SERVER_FILE);
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  app.post('/ops/backup', { config: { access: 'public' } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!crypto.timingSafeEqual(digest(given), digest(token))) throw unauthorized('A valid backup token is required.');
    const dir = (request.body as { dir?: unknown } | undefined)?.dir;
    if (dir !== undefined && (typeof dir !== 'string' || !path.isAbsolute(dir))) throw new HttpError(400, 'dir must be an absolute path.');
    return reply.header('Cache-Control', 'no-store').send({ success: true, file: await run(dir) });
  });
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return;
    const host =
      address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
    const file: ServerFile = { pid: process.pid, url: `http://${host}:${address.port}`, token };
    fs.writeFileSync(serverFile, JSON.stringify(file), { mode: 0o600 });
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    fs.rmSync(serverFile, { force: true });
  });

  let timer: NodeJS.Timeout | undefined;
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      run().then(
        () => schedule(DAY_MS),
        // A failed backup (disk full, say) is tried again in an hour rather than a day.
        (err) => {
          app.log.error({ err }, 'backup failed; retrying in an hour');
          schedule(3600_000);
        },
      );
    }, delay);
    timer.unref();
  };
  if (config.startBackups) {
    const newest = fs.existsSync(config.backupDir)
      ? fs
          .readdirSync(config.backupDir)
          .filter((name) => BACKUP_NAME.test(name))
          .sort()
          .at(-1)
      : undefined;
    const newestAt = newest ? fs.statSync(path.join(config.backupDir, newest)).mtimeMs : 0;
    schedule(Math.max(newestAt + DAY_MS - Date.now(), FIRST_BACKUP_AFTER_MS));
  }
}
