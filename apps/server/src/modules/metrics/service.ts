import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_METRICS, METRIC_MESSAGES, countOf, metricSchema, metricStatusLabel, type Metric } from '@app/contract';
import { metrics, type MetricRow } from '../../db/schema/content.ts';
import { diffFields, recordActivity, type Actor } from '../../platform/activity.ts';
import { notFound, parse } from '../../platform/http.ts';
import { iso, withIds } from '../content-common/helpers.ts';

const toMetric = (row: MetricRow): Metric => ({
  ...withIds(row.id),
  key: row.key,
  title: row.title,
  count: row.count,
  displayOrder: row.displayOrder,
  status: row.status,
  achievedOn: row.achievedOn,
  updatedAt: iso(row.updatedAt)!,
});

export async function listMetrics(app: FastifyInstance) {
  const rows = await app.db.select().from(metrics).orderBy(asc(metrics.displayOrder), asc(metrics.key));
  return rows.map(toMetric);
}

async function findMetric(app: FastifyInstance, key: string) {
  const [row] = await app.db.select().from(metrics).where(eq(metrics.key, key));
  if (!row) throw notFound(METRIC_MESSAGES.metricNotFound);
  return row;
}

export async function getMetric(app: FastifyInstance, key: string) {
  return toMetric(await findMetric(app, key));
}

/** Title, count and status (achieved on a date, or target) change; the key never does. The edit and its entry commit together. */
export async function updateMetric(app: FastifyInstance, actor: Actor, key: string, body: unknown) {
  const input = parse(metricSchema, body);
  return app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(metrics).where(eq(metrics.key, key));
    if (!before) throw notFound(METRIC_MESSAGES.metricNotFound);
    const values = {
      title: input.title,
      count: input.count,
      status: input.status ?? before.status,
      achievedOn: input.status ? input.achievedOn : before.achievedOn,
      updatedAt: new Date(),
    };
    const [row] = await tx.update(metrics).set(values).where(eq(metrics.key, key)).returning();
    const label = metricStatusLabel(row!);
    const describe = (metric: MetricRow) => ({ title: metric.title, count: metric.count, status: metricStatusLabel(metric) });
    await recordActivity(tx, actor, {
      action: 'update',
      entity: 'metric',
      entityId: before.id,
      summary: `Updated metric “${row!.title}” (${key}) to ${row!.count}, ${label[0]!.toLowerCase()}${label.slice(1)}`,
      changes: diffFields(describe(before), describe(row!)),
    });
    return toMetric(row!);
  });
}

/** Creates every default metric that is missing; existing ones keep their values. */
export async function initializeMetrics(app: FastifyInstance, actor?: Actor) {
  const created = await app.db.insert(metrics).values(DEFAULT_METRICS).onConflictDoNothing({ target: metrics.key }).returning();
  if (actor && created.length) {
    await recordActivity(app.db, actor, {
      action: 'create',
      entity: 'metric',
      summary: `Initialized ${countOf(created.length, { one: 'metric', other: 'metrics' })}`,
      changes: { after: Object.fromEntries(created.map((row) => [row.key, row.count])) },
    });
  }
  return listMetrics(app);
}
