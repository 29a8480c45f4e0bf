import { and, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { INVESTMENT_STATUSES, addDuration, type Currency, type InvestmentList, type InvestmentStatus, type InvestmentTotals } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { investmentAmountSql, investmentPlanStatusTotals, investments, investmentStatusTotals, type InvestmentRow } from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import { matchesSearch } from '../../platform/search.ts';
import { keysetBatches, pageOffset, paginationOf } from '../../platform/pagination.ts';
import { takeRows } from '../../db/results.ts';
import { cycleEnd, investorColumns, toInvestment } from './views.ts';

/** The staff's list of investments: search and filters, the totals per status, and the CSV export. */

export type InvestmentFilter = { status?: InvestmentStatus; planId?: string; search?: string };

function whereOf(filter: InvestmentFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(investments.status, filter.status));
  if (filter.planId) where.push(eq(investments.planId, filter.planId));
  // The investor's name and email are read from the investment's own copies (0460), so the whole
  // search is on one table: its page comes from the sort index or the trigram indexes, as the
  // planner finds cheaper for how many rows match.
  if (filter.search)
    where.push(matchesSearch(filter.search, [investments.reference, investments.planTitle, investments.investorName, investments.investorEmail]));
  return where.length ? and(...where) : undefined;
}

export async function listInvestments(db: Db, filter: InvestmentFilter & { page: number; limit: number }): Promise<InvestmentList> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({ investment: investments, investor: investorColumns, end: cycleEnd })
      .from(investments)
      .innerJoin(users, eq(users.id, investments.userId))
      .where(where)
      .orderBy(desc(investments.requestedAt), desc(investments.id))
      .limit(filter.limit)
      .offset(pageOffset(filter)),
    totalsByStatus(db, { planId: filter.planId, search: filter.search }),
  ]);
  // The per-status totals cover the same plan and text filters as the list, so the list's total is
  // one of them (or their sum): exact, and with no count over the rows.
  const total = filter.status ? totals[filter.status].count : Object.values(totals).reduce((sum, { count }) => sum + count, 0);
  return {
    data: rows.map(({ investment, investor, end }) => toInvestment(investment, investor, end)),
    pagination: paginationOf(filter, total),
    totals,
  };
}

/**
 * Count and money per status, under the same plan/text filters as the list. Without a text filter
 * they are the running totals kept with every write (investment_status_totals, or per plan
 * investment_plan_status_totals), not a sum of the table.
 */
async function totalsByStatus(db: Db, filter: InvestmentFilter = {}): Promise<InvestmentTotals> {
  const rows = filter.search
    ? await db
        .select({ status: investments.status, count: count(), amount: sum(investmentAmountSql) })
        .from(investments)
        .where(whereOf(filter))
        .groupBy(investments.status)
    : filter.planId
      ? await db.select().from(investmentPlanStatusTotals).where(eq(investmentPlanStatusTotals.planId, filter.planId))
      : await db.select().from(investmentStatusTotals);
  const totals = Object.fromEntries(INVESTMENT_STATUSES.map((status) => [status, { count: 0, amount: 0 }])) as InvestmentTotals;
  for (const row of rows) if (row.status in totals) totals[row.status] = { count: Number(row.count), amount: Number(row.amount ?? 0) };
  return totals;
}

/** How many investments the CSV export reads at a time. */
const EXPORT_BATCH = 1000;

/**
 * One investment as the CSV export reads it: only the columns the file shows, flat, as the driver
 * gives them (an export of a million rows must not build an `Investment` and its Dates per row).
 * `requestedAt` is ISO text to the microsecond: the keyset cursor, which a JS Date would cut to
 * the millisecond and so skip rows.
 */
export type InvestmentExportRow = {
  id: string;
  reference: string;
  investorName: string;
  investorEmail: string;
  planTitle: string;
  units: number;
  currency: Currency;
  amountPerUnit: number;
  profitPerUnit: number;
  duration: number;
  durationUnit: InvestmentRow['durationUnit'];
  /** bigint: text from node-postgres. */
  actualProfit: string | number | null;
  status: InvestmentStatus;
  /** Derived from the maturity choice (one truth with the view's `reinvest`). */
  reinvest: boolean;
  requestedAt: string;
  startedAt: string | null;
  cycleEnd: string | null;
  paidAt: string | null;
};

/** When an exported investment is expected to mature: as `toInvestment` says it. */
export const exportedMaturity = (row: InvestmentExportRow) =>
  row.cycleEnd ?? (row.startedAt ? addDuration(row.startedAt, row.duration, row.durationUnit) : null);

/**
 * Every investment under the filters, newest first, a batch at a time for the CSV export: keyset
 * pages on (requested_at, id), which the sort's index serves at any depth.
 */
export function investmentBatches(db: Db, filter: InvestmentFilter, batchSize = EXPORT_BATCH): AsyncGenerator<InvestmentExportRow[]> {
  return keysetBatches(batchSize, async (after) => takeRows<InvestmentExportRow>(await db.execute(exportPage(filter, after, batchSize))));
}

function exportPage(filter: InvestmentFilter, after: InvestmentExportRow | undefined, batchSize: number) {
  const keyset = after ? sql`(${investments.requestedAt}, ${investments.id}) < (${after.requestedAt}::timestamptz, ${after.id}::uuid)` : undefined;
  const where = and(whereOf(filter), keyset);
  return sql`SELECT ${investments.id}, ${investments.reference}, ${users.name} AS "investorName", ${users.email} AS "investorEmail",
      ${investments.planTitle} AS "planTitle", ${investments.units}, ${investments.currency}, ${investments.amountPerUnit} AS "amountPerUnit",
      ${investments.profitPerUnit} AS "profitPerUnit", ${investments.duration}, ${investments.durationUnit} AS "durationUnit",
      ${investments.actualProfit} AS "actualProfit", ${investments.status}, coalesce(${investments.maturityChoice} IN ('rollover_all', 'rollover_capital'), false) AS reinvest,
      to_char(${investments.requestedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "requestedAt",
      ${investments.startedAt}::text AS "startedAt", ${cycleEnd} AS "cycleEnd", ${investments.paidAt}::text AS "paidAt"
    FROM ${investments} JOIN ${users} ON ${users.id} = ${investments.userId}
    ${where ? sql`WHERE ${where}` : sql``}
    ORDER BY ${investments.requestedAt} DESC, ${investments.id} DESC
    LIMIT ${batchSize}`;
}
