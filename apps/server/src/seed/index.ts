import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { appSettings } from '../db/schema/platform.ts';

/**
 * Demo content. Each file in this folder (other than index.ts) exports `seed(app)` and is run once
 * per database when SEED is on: a marker in app_settings keeps a seed from running twice, so
 * content staff delete stays deleted. Files run in name order.
 */
export type Seeder = (app: FastifyInstance) => Promise<void>;

/**
 * The seed files in name order. Listed, each imported only when it runs: the production build
 * bundles what is imported, and a folder listing would name TypeScript files the bundle does not have
 * (index.test.ts checks the list against the folder).
 */
export const SEEDS: [string, () => Promise<{ seed: Seeder }>][] = [
  ['10-content', () => import('./10-content.ts')],
  ['30-careers', () => import('./30-careers.ts')],
  ['40-contact-messages', () => import('./40-contact-messages.ts')],
  ['60-work-plans', () => import('./60-work-plans.ts')],
  ['70-investing', () => import('./70-investing.ts')],
  ['75-agreements', () => import('./75-agreements.ts')],
  ['75-ledger', () => import('./75-ledger.ts')],
  ['80-cycles', () => import('./80-cycles.ts')],
  ['85-bank-layouts', () => import('./85-bank-layouts.ts')],
  ['86-rounds', () => import('./86-rounds.ts')],
  ['90-bengali', () => import('./90-bengali.ts')],
  ['90-field', () => import('./90-field.ts')],
];

export async function runSeeds(app: FastifyInstance) {
  // Bootstrap admin is not demo content: it runs whenever ADMIN_EMAIL is set (see the auth module's onReady).
  if (!app.config.seed) return;
  await app.database.withLock(async () => {
    for (const [name, load] of SEEDS) {
      const marker = `seed:${name}`;
      const [done] = await app.db.select().from(appSettings).where(eq(appSettings.key, marker));
      if (done) continue;
      await (await load()).seed(app);
      await app.db.insert(appSettings).values({ key: marker, value: new Date().toISOString() });
      app.log.info(`seeded ${name}.ts`);
    }
  });
}
