import { and, inArray, sql } from 'drizzle-orm';
import { PAID_STATUSES, UNIT_HOLDING_STATUSES } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { investments } from '../../db/schema/investments.ts';

export type RoundUnits = { reservedUnits: number; paidUnits: number };

const NONE: RoundUnits = { reservedUnits: 0, paidUnits: 0 };

/**
 * The units each round holds (every investment in it not cancelled) and those whose money arrived,
 * read from the investments themselves (investments_cycle_status_idx): never a counter to drift.
 */
export async function roundUnits(db: Db | Tx, cycleIds: readonly string[]): Promise<Map<string, RoundUnits>> {
  if (!cycleIds.length) return new Map();
  const rows = await db
    .select({
      cycleId: investments.cycleId,
      reservedUnits: sql<number>`coalesce(sum(${investments.units}), 0)`.mapWith(Number),
      paidUnits: sql<number>`coalesce(sum(${investments.units}) filter (where ${inArray(investments.status, [...PAID_STATUSES])}), 0)`.mapWith(Number),
    })
    .from(investments)
    .where(and(inArray(investments.cycleId, [...cycleIds]), inArray(investments.status, [...UNIT_HOLDING_STATUSES])))
    .groupBy(investments.cycleId);
  return new Map(rows.map((row) => [row.cycleId!, { reservedUnits: row.reservedUnits, paidUnits: row.paidUnits }]));
}

/** One round's units (see roundUnits). */
export async function unitsOfRound(db: Db | Tx, cycleId: string): Promise<RoundUnits> {
  return (await roundUnits(db, [cycleId])).get(cycleId) ?? NONE;
}
