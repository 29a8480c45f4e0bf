import { and, desc, type Column, eq, gte, inArray, isNotNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { activityScope, type ActivityFacets, type ActivityQuery, type ActivityView, type Role } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { activityFacets as activityFacetsTable, activityLog } from '../../db/schema/platform.ts';
import { pageOfTable, paginationOf } from '../../platform/pagination.ts';

type ActivityRow = typeof activityLog.$inferSelect;

function toActivityView(row: ActivityRow): ActivityView {
  return {
    id: row.id,
    _id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    summary: row.summary,
    changes: (row.changes as ActivityView['changes']) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `to` is an inclusive day: everything before the start of the next day. */
const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

/** The entries `role` may read (activityScope in the contract). */
function scopeOf(role: Role, entity: Column = activityLog.entity): SQL | undefined {
  const scope = activityScope(role);
  if (scope.kind === 'all-but') return scope.hidden.length ? notInArray(entity, scope.hidden) : undefined;
  return scope.visible.length ? inArray(entity, scope.visible) : sql`false`;
}

function conditions(query: ActivityQuery, role: Role): SQL | undefined {
  const parts: SQL[] = [];
  const scope = scopeOf(role);
  if (scope) parts.push(scope);
  if (query.actor) parts.push(eq(activityLog.actorId, query.actor));
  if (query.entity) parts.push(eq(activityLog.entity, query.entity));
  if (query.from) parts.push(gte(activityLog.createdAt, new Date(`${query.from}T00:00:00.000Z`)));
  if (query.to) parts.push(lt(activityLog.createdAt, dayAfter(query.to)));
  return parts.length ? and(...parts) : undefined;
}

/** Newest first, filtered and paged; the indexes on created_at, (entity, created_at) and (actor_id, created_at) serve these. */
export async function listActivity(db: Db, query: ActivityQuery, role: Role) {
  const where = conditions(query, role);
  const { rows, total } = await pageOfTable(db, activityLog, query, where, [desc(activityLog.createdAt), desc(activityLog.id)]);
  return {
    entries: rows.map(toActivityView),
    pagination: paginationOf(query, total),
  };
}

export async function latestActivity(db: Db, limit: number, role: Role): Promise<ActivityView[]> {
  const rows = await db.select().from(activityLog).where(scopeOf(role)).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(limit);
  return rows.map(toActivityView);
}

/** The people and entities that appear in the log, for the filter dropdowns: read from activity_facets, kept as entries are written. */
export async function activityFacets(db: Db, role: Role): Promise<ActivityFacets> {
  const scope = scopeOf(role, activityFacetsTable.entity);
  const [entities, actors] = await Promise.all([
    db.selectDistinct({ entity: activityFacetsTable.entity }).from(activityFacetsTable).where(scope).orderBy(activityFacetsTable.entity),
    db
      .selectDistinct({ id: activityFacetsTable.actorId, name: activityFacetsTable.actorName })
      .from(activityFacetsTable)
      .where(and(isNotNull(activityFacetsTable.actorId), scope))
      .orderBy(activityFacetsTable.actorName),
  ]);
  const seen = new Set<string>();
  const people: ActivityFacets['actors'] = [];
  for (const actor of actors) {
    if (!actor.id || seen.has(actor.id)) continue;
    seen.add(actor.id);
    people.push({ id: actor.id, name: actor.name ?? 'Unknown' });
  }
  return { entities: entities.map((row) => row.entity), actors: people };
}
