import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../config.ts';
import { PGliteThread } from '../db/pglite-thread.ts';
import { pruneBackups, SERVER_FILE, writeBackup, type ServerFile } from '../platform/backup.ts';

/** Whether a process with this id exists (a server that crashed leaves its server.json behind). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * `npm run backup [DIR]`: one backup of the embedded database and uploads into DIR (default
 * BACKUP_DIR). PGlite allows one process per data directory, so while the server runs it makes
 * the backup (asked through DATA_DIR/server.json); when no server runs, this process opens the
 * database itself. Returns the backup's path.
 */
export async function backup(config: Config, dirArgument?: string): Promise<string> {
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump and copy DATA_DIR/uploads (docs/operations.md, "Moving to PostgreSQL").');
  }
  const dir = path.resolve(dirArgument ?? config.backupDir);
  const serverFile = path.join(config.dataDir, SERVER_FILE);
  if (fs.existsSync(serverFile)) {
    const server = JSON.parse(fs.readFileSync(serverFile, 'utf8')) as ServerFile;
    if (alive(server.pid)) {
      let response: Response;
      try {
        response = await fetch(`${server.url}/ops/backup`, {
          method: 'POST',
          headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ dir }),
        });
      } catch (error) {
        throw new Error(`The server (pid ${server.pid}) holds the database but does not answer at ${server.url}: ${(error as Error).message}`, {
          cause: error,
        });
      }
      const body = (await response.json()) as { file?: string; message?: string };
      if (!response.ok || !body.file) throw new Error(`The server refused the backup (${response.status}): ${body.message ?? ''}`);
      return body.file;
    }
  }
  const dbDir = path.join(config.dataDir, 'db');
  if (!fs.existsSync(dbDir)) throw new Error(`No embedded database at ${dbDir}`);
  const thread = await PGliteThread.start(dbDir);
  try {
    const file = await writeBackup({ dump: () => thread.dump(), dataDir: config.dataDir, dir });
    if (dir === config.backupDir) pruneBackups(dir, config.backupKeep);
    return file;
  } finally {
    await thread.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  backup(loadConfig(), process.argv[2]).then(
    (file) => console.log(`Backup written: ${file}`),
    (error: Error) => {
      console.error(`Backup failed: ${error.message}`);
      process.exit(1);
    },
  );
}
