import { asc, eq } from 'drizzle-orm';
import {
  contentInLanguage,
  DEFAULT_METRICS,
  METRIC_MESSAGES,
  METRIC_TRANSLATED,
  countOf,
  metricSchema,
  metricStatusLabel,
  type Language,
  type Metric,
} from '@app/contract';
import { metrics, type MetricRow } from '../../db/schema/content.ts';
import { diffFields, type Actor } from '../../platform/activity.ts';
import { notFound, parse } from '../../platform/http.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import type { Db } from '../../db/client.ts';
import { iso, withIds } from '../content-common/helpers.ts';

const toMetric = (row: MetricRow): Metric => ({
  ...withIds(row.id),
  key: row.key,
  title: row.title,
  titleBn: row.titleBn,
  count: row.count,
  displayOrder: row.displayOrder,
  status: row.status,
  achievedOn: row.achievedOn,
  updatedAt: iso(row.updatedAt)!,
});

/** A metric as a reader in `language` sees it: its label in that language or English; editors also get the Bengali to edit. */
export const metricIn = (language: Language, editor: boolean) => (metric: Metric) => contentInLanguage(metric, METRIC_TRANSLATED, language, editor);

export async function listMetrics(db: Db) {
  const rows = await db.select().from(metrics).orderBy(asc(metrics.displayOrder), asc(metrics.key));
  return rows.map(toMetric);
}

async function findMetric(db: Db, key: string) {
  const [row] = await db.select().from(metrics).where(eq(metrics.key, key));
  if (!row) throw notFound(METRIC_MESSAGES.metricNotFound);
  return row;
}

export async function getMetric(db: Db, key: string) {
  return toMetric(await findMetric(db, key));
}

/** Title, count and status (achieved on a date, or target) change; the key never does. The edit and its entry commit together. */
export async function updateMetric(deps: Deps, actor: Actor, key: string, body: unknown) {
  const input = parse(metricSchema, body);
  return work(deps, actor, async ({ tx, activity }) => {
    const [before] = await tx.select().from(metrics).where(eq(metrics.key, key));
    if (!before) throw notFound(METRIC_MESSAGES.metricNotFound);
    const values = {
      title: input.title,
      // Left out, the Bengali stays; blank, it is cleared.
      ...(input.titleBn === undefined ? {} : { titleBn: input.titleBn || null }),
      count: input.count,
      status: input.status ?? before.status,
      achievedOn: input.status ? input.achievedOn : before.achievedOn,
      updatedAt: new Date(),
    };
    const [row] = await tx.update(metrics).set(values).where(eq(metrics.key, key)).returning();
    const label = metricStatusLabel(row!);
    const describe = (metric: MetricRow) => ({ title: metric.title, titleBn: metric.titleBn, count: metric.count, status: metricStatusLabel(metric) });
    await activity({
      action: 'update',
      entity: 'metric',
      entityId: before.id,
      summary: `Updated metric “${row!.title}” (${key}) to ${row!.count}, ${label[0]!.toLowerCase()}${label.slice(1)}`,
      changes: diffFields(describe(before), describe(row!)),
    });
    return toMetric(row!);
  });
}

/**
 * Creates every default metric that is missing; existing ones keep their values. Staff's run and its
 * entry commit together; the seed's (no actor) is no staff write and is not logged.
 */
export async function initializeMetrics(deps: Deps, actor?: Actor) {
  return work(deps, actor ?? { id: null, name: null }, async ({ tx, activity }) => {
    const created = await tx.insert(metrics).values(DEFAULT_METRICS).onConflictDoNothing({ target: metrics.key }).returning();
    if (actor && created.length) {
      await activity({
        action: 'create',
        entity: 'metric',
        summary: `Initialized ${countOf(created.length, { one: 'metric', other: 'metrics' })}`,
        changes: { after: Object.fromEntries(created.map((row) => [row.key, row.count])) },
      });
    }
    return listMetrics(tx);
  });
}
