import { and, eq } from 'drizzle-orm';
import { FIELD_MESSAGES, type FieldRecord } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { cycles, type CycleRow } from '../../db/schema/cycles.ts';
import { fieldAssignments, type FieldRecordRow } from '../../db/schema/field.ts';
import { forbidden } from '../../platform/http.ts';

/** A stored version as the officer and staff read it. */
export function recordView(row: FieldRecordRow): FieldRecord {
  return {
    id: row.id,
    versionId: row.versionId,
    recordId: row.recordId,
    version: row.version,
    cycleId: row.cycleId,
    officerId: row.officerId ?? '',
    officerName: row.officerName,
    kind: row.kind,
    recordedAt: row.recordedAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    position:
      row.latitude !== null && row.longitude !== null && row.accuracyMetres !== null
        ? { latitude: row.latitude, longitude: row.longitude, accuracyMetres: row.accuracyMetres }
        : null,
    photoIds: row.photoIds,
    details: row.details,
    averageWeightGrams: row.averageWeightGrams,
    animalCount: row.animalCount,
    amountPoisha: row.amountPoisha,
    currency: row.currency,
    reviewStatus: row.reviewStatus,
    staffComment: row.staffComment,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * The cycle `cycleId` when `officerId` is assigned to it; 403 otherwise, also for a cycle that does
 * not exist (an officer learns nothing of cycles that are not theirs).
 */
export async function assignedCycle(db: Db | Tx, officerId: string, cycleId: string): Promise<CycleRow> {
  const [row] = await db
    .select({ cycle: cycles })
    .from(fieldAssignments)
    .innerJoin(cycles, eq(cycles.id, fieldAssignments.cycleId))
    .where(and(eq(fieldAssignments.userId, officerId), eq(fieldAssignments.cycleId, cycleId)));
  if (!row) throw forbidden(FIELD_MESSAGES.notAssigned);
  return row.cycle;
}
