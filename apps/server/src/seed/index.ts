import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { appSettings } from '../db/schema/platform.ts';

/**
 * Demo content. Each file in this folder (other than index.ts) exports `seed(app)` and is run once
 * per database when SEED is on: a marker in app_settings keeps a seed from running twice, so
 * content staff delete stays deleted. Files run in name order.
 */
export type Seeder = (app: FastifyInstance) => Promise<void>;

const here = path.dirname(fileURLToPath(import.meta.url));

export async function runSeeds(app: FastifyInstance) {
  // Bootstrap admin is not demo content: it runs whenever ADMIN_EMAIL is set (see the auth module's onReady).
  if (!app.config.seed) return;
  const files = fs
    .readdirSync(here)
    .filter((name) => /\.ts$/.test(name) && name !== 'index.ts' && !name.endsWith('.test.ts'))
    .sort();
  await app.database.withLock(async () => {
    for (const file of files) {
      const marker = `seed:${file.replace(/\.ts$/, '')}`;
      const [done] = await app.db.select().from(appSettings).where(eq(appSettings.key, marker));
      if (done) continue;
      const mod = (await import(pathToFileURL(path.join(here, file)).href)) as { seed: Seeder };
      await mod.seed(app);
      await app.db.insert(appSettings).values({ key: marker, value: new Date().toISOString() });
      app.log.info(`seeded ${file}`);
    }
  });
}
