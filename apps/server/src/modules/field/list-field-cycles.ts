import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { currentHeadcount, type CountingRecord, type FieldCycle, type FieldRecordKind } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { cycles, type CycleRow } from '../../db/schema/cycles.ts';
import { fieldAssignments, fieldRecords } from '../../db/schema/field.ts';

/** The plan's expectations a cycle carries, as the field app and the review screens read them. */
export const fieldPlanOf = (cycle: CycleRow) => ({
  startingHeadcount: cycle.startingHeadcount,
  expectedMortalityBasisPoints: cycle.expectedMortalityBp,
  expectedWeights: cycle.expectedWeights,
  feedBudgetPoisha: cycle.feedBudgetPoisha,
});

/**
 * GET /field/cycles: the running cycles the officer is assigned to, with their headcount now
 * (currentHeadcount over every officer's latest versions) and the plan's expectations.
 */
export async function listFieldCycles(db: Db, officerId: string): Promise<FieldCycle[]> {
  const rows = await db
    .select({ cycle: cycles })
    .from(fieldAssignments)
    .innerJoin(cycles, eq(cycles.id, fieldAssignments.cycleId))
    .where(and(eq(fieldAssignments.userId, officerId), eq(cycles.status, 'running')))
    .orderBy(asc(cycles.startDate), asc(cycles.name));
  const counts = await countingRecords(
    db,
    rows.map((row) => row.cycle.id),
  );
  return rows.map(({ cycle }) => ({
    id: cycle.id,
    name: cycle.name,
    planTitle: cycle.planTitle,
    location: cycle.location,
    startDate: cycle.startDate,
    expectedEndDate: cycle.expectedEndDate,
    status: cycle.status,
    units: cycle.units,
    currentHeadcount: currentHeadcount(cycle.startingHeadcount ?? cycle.units, counts.get(cycle.id) ?? []),
    countingRecords: counts.get(cycle.id) ?? [],
    plan: fieldPlanOf(cycle),
  }));
}

/** The latest version of each headcount, death and sale record of the cycles, by cycle. */
export async function countingRecords(db: Db, cycleIds: string[]): Promise<Map<string, CountingRecord[]>> {
  const byCycle = new Map<string, CountingRecord[]>();
  if (!cycleIds.length) return byCycle;
  const latest = await db.execute(sql`
    SELECT DISTINCT ON (record_id) record_id, version_id, cycle_id, kind, animal_count, recorded_at
    FROM ${fieldRecords}
    WHERE ${inArray(fieldRecords.cycleId, cycleIds)}
    ORDER BY record_id, version DESC`);
  for (const row of rowsOf<{
    record_id: string;
    version_id: string;
    cycle_id: string;
    kind: FieldRecordKind;
    animal_count: number | null;
    recorded_at: string | Date;
  }>(latest)) {
    if (row.kind !== 'headcount' && row.kind !== 'death' && row.kind !== 'sale') continue;
    const list = byCycle.get(row.cycle_id) ?? [];
    list.push({
      recordId: row.record_id,
      versionId: row.version_id,
      kind: row.kind,
      animalCount: row.animal_count === null ? null : Number(row.animal_count),
      recordedAt: new Date(row.recorded_at).toISOString(),
    });
    byCycle.set(row.cycle_id, list);
  }
  return byCycle;
}
