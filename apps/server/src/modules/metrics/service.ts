import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, DEFAULT_METRICS, countOf, metricSchema, type Metric } from '@app/contract';
import { metrics, type MetricRow } from '../../db/schema/content.ts';
import { diffFields, recordActivity } from '../../platform/activity.ts';
import { notFound, parse } from '../../platform/http.ts';
import { iso, withIds } from '../content-common/helpers.ts';

const toMetric = (row: MetricRow): Metric => ({
  ...withIds(row.id),
  key: row.key,
  title: row.title,
  count: row.count,
  displayOrder: row.displayOrder,
  updatedAt: iso(row.updatedAt)!,
});

export async function listMetrics(app: FastifyInstance) {
  const rows = await app.db.select().from(metrics).orderBy(asc(metrics.displayOrder), asc(metrics.key));
  return rows.map(toMetric);
}

async function findMetric(app: FastifyInstance, key: string) {
  const [row] = await app.db.select().from(metrics).where(eq(metrics.key, key));
  if (!row) throw notFound(CONTENT_MESSAGES.metricNotFound);
  return row;
}

export async function getMetric(app: FastifyInstance, key: string) {
  return toMetric(await findMetric(app, key));
}

/** Title and count change; the key never does. */
export async function updateMetric(app: FastifyInstance, request: FastifyRequest, key: string, body: unknown) {
  const before = await findMetric(app, key);
  const input = parse(metricSchema, body);
  const [row] = await app.db.update(metrics).set({ title: input.title, count: input.count, updatedAt: new Date() }).where(eq(metrics.key, key)).returning();
  await recordActivity(app.db, request, {
    action: 'update',
    entity: 'metric',
    entityId: before.id,
    summary: `Updated metric “${row!.title}” (${key}) to ${row!.count}`,
    changes: diffFields({ title: before.title, count: before.count }, { title: row!.title, count: row!.count }),
  });
  return toMetric(row!);
}

/** Creates every default metric that is missing; existing ones keep their values. */
export async function initializeMetrics(app: FastifyInstance, request?: FastifyRequest) {
  const created = await app.db.insert(metrics).values(DEFAULT_METRICS).onConflictDoNothing({ target: metrics.key }).returning();
  if (request && created.length) {
    await recordActivity(app.db, request, {
      action: 'create',
      entity: 'metric',
      summary: `Initialized ${countOf(created.length, { one: 'metric', other: 'metrics' })}`,
      changes: { after: Object.fromEntries(created.map((row) => [row.key, row.count])) },
    });
  }
  return listMetrics(app);
}
