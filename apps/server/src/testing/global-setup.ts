import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

/**
 * Creating a PGlite data directory costs seconds; copying one costs milliseconds. So the
 * migrated template is made once per run and every test file starts from a copy of it.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const database = await openDatabase({ dataDir: root });
  await migrate(database);
  await database.close();
  process.env.PGLITE_TEMPLATE = path.join(root, 'db');
  return () => fs.rmSync(root, { recursive: true, force: true });
}
