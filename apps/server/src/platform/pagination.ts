import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Pagination } from '@app/contract';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/results.ts';

/** A page request as every list query schema parses it. */
export type PageRequest = { page: number; limit: number };

/** Rows to skip before the requested page (pages count from 1). */
export function pageOffset({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

/** A list's total: exact, or the planner's estimate when counting would read too many rows. */
export type Total = { total: number; estimate: boolean };

/** The `pagination` extra of a list answer; an empty list still has one page. */
export function paginationOf({ page, limit }: PageRequest, total: number | string | Total): Pagination {
  const counted = typeof total === 'object' ? total : { total: Number(total), estimate: false };
  return {
    page,
    limit,
    pages: Math.max(1, Math.ceil(counted.total / limit)),
    total: counted.total,
    ...(counted.estimate ? { totalIsEstimate: true } : {}),
  };
}

/**
 * Up to this many rows a total is counted exactly; past it, it is the planner's estimate. An exact
 * count of 300,000 investments reads all of them on every page; the bounded count below never reads
 * more than this many.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * How many rows `rows` (a select of the list's rows, unpaged) yields: counted exactly up to
 * EXACT_COUNT_LIMIT, else estimated from the table statistics (EXPLAIN), never below the limit.
 */
export async function countRows(db: Db, rows: SQLWrapper): Promise<Total> {
  const [bounded] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM (${rows} LIMIT ${EXACT_COUNT_LIMIT + 1}) AS counted`));
  const exact = Number(bounded?.n ?? 0);
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimate: false };
  const [plan] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`EXPLAIN (FORMAT JSON) ${rows}`));
  const estimated = Math.round(Number(planRows(plan?.['QUERY PLAN'])));
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, Number.isFinite(estimated) ? estimated : 0), estimate: true };
}

/**
 * The total of a list whose page came back with `onPage` rows: a page short of the limit is the last
 * one, so the total is known without counting (a search that matches a few rows costs one query);
 * otherwise countRows counts it.
 */
export async function totalOf(db: Db, request: PageRequest, onPage: number, rows: SQLWrapper): Promise<Total> {
  if (onPage < request.limit && (onPage > 0 || request.page === 1)) return { total: pageOffset(request) + onPage, estimate: false };
  return countRows(db, rows);
}

/**
 * One page of a table's rows under `where`, in `order`, with the list's total (as totalOf counts it):
 * the list queries that read one table whole.
 */
export async function pageOfTable<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  request: PageRequest,
  where: SQL | undefined,
  order: SQL[],
): Promise<{ rows: T['$inferSelect'][]; total: Total }> {
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(request.limit)
    .offset(pageOffset(request))) as T['$inferSelect'][];
  const total = await totalOf(
    db,
    request,
    rows.length,
    db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(where),
  );
  return { rows, total };
}

/**
 * A whole list read a batch at a time for an export, keyset-paged: `read(after)` gives up to
 * `batchSize` rows following the row `after` (undefined: from the start). Empty batches are not
 * yielded; a short batch is the last.
 */
export async function* keysetBatches<Row>(batchSize: number, read: (after: Row | undefined) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    after = rows.at(-1);
  }
}

/** The top node's row estimate of an EXPLAIN (FORMAT JSON) answer (pg gives it parsed, PGlite as text). */
function planRows(plan: unknown): number {
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}

/** Several counts at once (per-status totals): each as countRows counts it, and which of them are estimates. */
export async function countEach<K extends string>(db: Db, queries: Record<K, SQLWrapper>): Promise<{ counts: Record<K, number>; estimated: K[] }> {
  const keys = Object.keys(queries) as K[];
  const totals = await Promise.all(keys.map((key) => countRows(db, queries[key])));
  return {
    counts: Object.fromEntries(keys.map((key, i) => [key, totals[i]!.total])) as Record<K, number>,
    estimated: keys.filter((_, i) => totals[i]!.estimate),
  };
}
