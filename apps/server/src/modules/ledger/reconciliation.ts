import { sql, type SQL } from 'drizzle-orm';
import type { Currency, ReconciliationGrouping, ReconciliationRow } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';

/**
 * The reconciliation report: money in (payments), profit (less losses), money out (payouts and
 * refunds) and money held, per plan, per cycle or per month, summed in the database. Reversals
 * count against the kind they cancel. Per month, "held" is what is held at the month's end.
 */

const GROUPS: Record<ReconciliationGrouping, { key: SQL; label: SQL }> = {
  plan: { key: sql`coalesce(i.plan_id::text, i.plan_title)`, label: sql`i.plan_title` },
  cycle: { key: sql`coalesce(c.id::text, '')`, label: sql`coalesce(c.name, 'Not in a cycle')` },
  month: { key: sql`to_char(x.value_date, 'YYYY-MM')`, label: sql`to_char(x.value_date, 'YYYY-MM')` },
};

type Row = { key: string; label: string; currency: Currency; money_in: string; profit: string; money_out: string; held: string };

export async function reconciliation(db: Db, by: ReconciliationGrouping): Promise<ReconciliationRow[]> {
  const { key, label } = GROUPS[by];
  const held = by === 'month' ? sql`sum(sum(x.amount)) OVER (PARTITION BY i.currency ORDER BY ${key})` : sql`sum(x.amount)`;
  const result = await db.execute(sql`
    SELECT ${key} AS key, ${label} AS label, i.currency AS currency,
      sum(CASE WHEN x.kind = 'payment' THEN x.amount ELSE 0 END) AS money_in,
      sum(CASE WHEN x.kind IN ('profit', 'loss') THEN x.amount ELSE 0 END) AS profit,
      -sum(CASE WHEN x.kind IN ('payout', 'refund') THEN x.amount ELSE 0 END) AS money_out,
      ${held} AS held
    FROM (
      SELECT e.investment_id, e.value_date, e.amount_pence AS amount, coalesce(o.kind, e.kind) AS kind
      FROM ledger_entries e LEFT JOIN ledger_entries o ON o.id = e.reverses_id
    ) x
    JOIN investments i ON i.id = x.investment_id
    LEFT JOIN cycles c ON c.id = i.cycle_id
    GROUP BY ${key}, ${label}, i.currency
    ORDER BY ${by === 'month' ? sql`${key} DESC` : sql`${label}`}, i.currency`);
  return rowsOf<Row>(result).map((row) => ({
    key: row.key,
    label: row.label,
    currency: row.currency,
    moneyIn: Number(row.money_in),
    profit: Number(row.profit),
    moneyOut: Number(row.money_out),
    held: Number(row.held),
  }));
}
