import { and, asc, eq, inArray } from 'drizzle-orm';
import { roundProgress, ukDayOf, type CycleStatus, type RoundView } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { cycles, type CycleRow } from '../../db/schema/cycles.ts';
import { clock } from '../../platform/clock.ts';
import { roundUnits, type RoundUnits } from '../investments/round-units.ts';

/** A cycle as its round: its figures from the investments that hold its units, today the UK day. */
export function toRound(row: CycleRow, units: RoundUnits, today: string): RoundView {
  const figures = {
    units: row.units,
    minimumUnits: row.minimumUnits,
    reservedUnits: units.reservedUnits,
    paidUnits: units.paidUnits,
    fundingOpensOn: row.fundingOpensOn,
    fundingClosesOn: row.fundingClosesOn,
  };
  const progress = roundProgress(figures, today);
  return {
    id: row.id,
    planId: row.planId,
    planTitle: row.planTitle,
    name: row.name,
    location: row.location,
    status: row.status,
    ...figures,
    amountPerUnitPence: row.amountPerUnitPence,
    currency: row.currency,
    fundingExtendedFrom: row.fundingExtendedFrom,
    fundingClosedOn: row.fundingClosedOn,
    startDate: row.startDate,
    expectedEndDate: row.expectedEndDate,
    // A round that has closed takes nothing, whatever its dates say.
    progress: row.status === 'funding' ? progress : { ...progress, daysLeft: null, open: false },
  };
}

/** Rounds of these cycles, in the order given. */
export async function roundsOf(db: Db | Tx, rows: readonly CycleRow[], today = ukDayOf(clock.now())): Promise<RoundView[]> {
  const units = await roundUnits(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRound(row, units.get(row.id) ?? { reservedUnits: 0, paidUnits: 0 }, today));
}

/** A plan's rounds in these statuses, the one closing first first (cycles_plan_status_idx). */
export async function planRounds(db: Db | Tx, planId: string, statuses: readonly CycleStatus[] = ['funding']): Promise<RoundView[]> {
  const rows = await db
    .select()
    .from(cycles)
    .where(and(eq(cycles.planId, planId), inArray(cycles.status, [...statuses])))
    .orderBy(asc(cycles.fundingClosesOn), asc(cycles.createdAt));
  return roundsOf(db, rows);
}
