import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import * as tar from 'tar';
import { loadConfig, type Config } from '../config.ts';
import { PGliteThread } from '../db/pglite-thread.ts';
import { BACKUP_FORMAT, FILE_FOLDERS, type BackupManifest } from '../platform/backup.ts';

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * The dump comes from PGlite's PostgreSQL (a recent major version). Settings an older server does
 * not know are left out; everything else in a plain pg_dump loads as it is.
 */
function forServer(sqlText: string, versionNum: number): string {
  return versionNum < 170000 ? sqlText.replace(/^SET transaction_timeout = 0;$/m, '') : sqlText;
}

/**
 * `npm run restore FILE`: the backup into an empty DATA_DIR (a new embedded database plus uploads),
 * ready for `npm start`. With `to` (`-- --to postgres://...`), the database goes into that empty
 * PostgreSQL database instead, and the files into DATA_DIR/uploads and DATA_DIR/private, which must be empty.
 */
export async function restore(config: Config, file: string, to?: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  const occupied = to
    ? FILE_FOLDERS.map((folder) => path.join(config.dataDir, folder)).find((dir) => !isEmptyDir(dir))
    : isEmptyDir(config.dataDir)
      ? undefined
      : config.dataDir;
  if (occupied) throw new Error(`${occupied} is not empty: restore into an empty one (nothing was changed)`);
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'breadbasket-restore-'));
  try {
    await tar.extract({ file, cwd: unpacked, strict: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`Backup format ${manifest.format} is not one this version reads (${BACKUP_FORMAT})`);
    const sqlText = fs.readFileSync(path.join(unpacked, 'database.sql'), 'utf8');

    if (to) {
      const client = new pg.Client({ connectionString: to });
      await client.connect();
      try {
        const { rows } = await client.query<{ relations: number; version: number }>(
          `SELECT (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public') AS relations,
                  current_setting('server_version_num')::int AS version`,
        );
        if (rows[0]!.relations > 0) throw new Error('The PostgreSQL database is not empty: restore into a new, empty database (nothing was changed)');
        // One simple query: PostgreSQL runs it as one transaction, so a failure leaves the database empty.
        await client.query(forServer(sqlText, rows[0]!.version));
      } finally {
        await client.end();
      }
    } else {
      fs.mkdirSync(config.dataDir, { recursive: true });
      const thread = await PGliteThread.start(path.join(config.dataDir, 'db'));
      try {
        await thread.exec(sqlText);
      } finally {
        await thread.close();
      }
    }
    for (const folder of FILE_FOLDERS) fs.cpSync(path.join(unpacked, folder), path.join(config.dataDir, folder), { recursive: true });
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const toAt = args.indexOf('--to');
  const to = toAt >= 0 ? args[toAt + 1] : undefined;
  const file = args.find((arg, i) => !arg.startsWith('--') && (toAt < 0 || i !== toAt + 1));
  if (!file || (toAt >= 0 && !to)) {
    console.error('Usage: npm run restore FILE [-- --to postgres://user@host:5432/empty_database]');
    process.exit(2);
  }
  const config = loadConfig();
  restore(config, path.resolve(file), to).then(
    () =>
      console.log(to ? `Restored into ${new URL(to).pathname.slice(1)}; files in ${config.dataDir}` : `Restored into ${config.dataDir}: npm start serves it`),
    (error: Error) => {
      console.error(`Restore failed: ${error.message}`);
      process.exit(1);
    },
  );
}
