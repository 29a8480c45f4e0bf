import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../testing/app.ts';
import { rowsOf } from './results.ts';

/**
 * The back office lists read their first page from an index in the list's own order. The planner
 * picks a plain scan for a demo-sized table, so scans and sorts are priced out here: a plan that
 * still sorts means no index can serve that order (the sort orders are the services' own).
 */
const LIST_ORDERS: [list: string, table: string, orderBy: string, where?: string][] = [
  ['investments', 'investments', 'requested_at DESC, id DESC'],
  ['investments of a plan', 'investments', 'requested_at DESC, id DESC', "plan_id = '00000000-0000-0000-0000-000000000000'"],
  ['investments in one status', 'investments', 'requested_at DESC, id DESC', "status = 'active'"],
  ['investors', 'investor_profiles', 'submitted_at DESC, user_id DESC'],
  ['users, newest first', 'users', 'created_at DESC NULLS LAST, id DESC'],
  ['users, oldest first', 'users', 'created_at ASC NULLS FIRST, id ASC'],
  ['activity log', 'activity_log', 'created_at DESC, id DESC'],
  ['contact messages', 'contact_messages', 'received_at DESC, id DESC'],
  ['bank lines to review', 'bank_lines', '(amount_pence > 0) DESC, value_date, line_number, id', "status = 'open'"],
  ['bank lines decided', 'bank_lines', 'decided_at DESC, id DESC', "status = 'confirmed'"],
  ['payout batches', 'payout_batches', 'created_at DESC, id DESC'],
  ['rounds', 'cycles', 'funding_closes_on DESC, id DESC'],
  ['rounds in one status', 'cycles', 'funding_closes_on DESC, id DESC', "status = 'funding'"],
  ['rounds of a plan', 'cycles', 'funding_closes_on DESC, id DESC', "plan_id = '00000000-0000-0000-0000-000000000000'"],
  ['waiting list of a round', 'round_waitlist', 'created_at, id', "cycle_id = '00000000-0000-0000-0000-000000000000'"],
];

const t = useTestApp({ roles: [] });

describe('list sort orders', () => {
  it.each(LIST_ORDERS)('%s: a page is read from an index in order', async (_list, table, orderBy, where) => {
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      const explained = await tx.execute(sql.raw(`EXPLAIN SELECT * FROM ${table} ${where ? `WHERE ${where} ` : ''}ORDER BY ${orderBy} LIMIT 20`));
      return rowsOf<{ 'QUERY PLAN': string }>(explained)
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/Index Scan/);
    expect(plan).not.toMatch(/Sort/);
  });
});
