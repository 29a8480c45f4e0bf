import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { againstPlan, cycleDayOf, daysBetween, farmPlanOf, fieldPhotoUrl, reviewQuerySchema, type ReviewQueue, type ReviewRecord } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { fieldPhotos, fieldRecords, isLatest } from '../../db/schema/field.ts';
import { parse } from '../../platform/http.ts';
import { findCycle } from '../cycles/service.ts';
import { fieldPlanOf } from './list-field-cycles.ts';
import { recordView } from './views.ts';

/**
 * The review queue of a cycle: the latest version of each record in the chosen state (newest
 * received first), each with its earlier versions, its photos and what it shows against the plan
 * (deaths so far counted over the latest versions not sent back, up to the record's own time).
 */
export async function reviewQueue(db: Db, cycleId: string, query: unknown): Promise<ReviewQueue> {
  const { status } = parse(reviewQuerySchema, query);
  const cycle = await findCycle(db, cycleId);
  const latest = await db
    .select()
    .from(fieldRecords)
    .where(and(eq(fieldRecords.cycleId, cycleId), isLatest))
    .orderBy(desc(fieldRecords.receivedAt), desc(fieldRecords.version));
  const shown = status === 'all' ? latest : latest.filter((row) => row.reviewStatus === status);
  const earlierRows = shown.length
    ? await db
        .select()
        .from(fieldRecords)
        .where(
          and(
            inArray(
              fieldRecords.recordId,
              shown.map((row) => row.recordId),
            ),
            sql`not (${isLatest})`,
          ),
        )
        .orderBy(desc(fieldRecords.version))
    : [];
  const photoIds = [...new Set(shown.flatMap((row) => row.photoIds))];
  const photoRows = photoIds.length
    ? await db.select({ id: fieldPhotos.id, takenAt: fieldPhotos.takenAt }).from(fieldPhotos).where(inArray(fieldPhotos.id, photoIds))
    : [];
  const takenAt = new Map(photoRows.map((photo) => [photo.id, photo.takenAt?.toISOString() ?? null]));
  const plan = farmPlanOf(fieldPlanOf(cycle), cycle.units);
  const cycleDays = daysBetween(cycle.startDate, cycle.expectedEndDate);
  const counted = latest.filter((row) => row.reviewStatus !== 'returned' && row.kind === 'death');
  const records: ReviewRecord[] = shown.map((row) => ({
    ...recordView(row),
    // A photo not uploaded yet has no row: it is left out until it arrives.
    photos: row.photoIds.filter((id) => takenAt.has(id)).map((id) => ({ id, url: fieldPhotoUrl(id), takenAt: takenAt.get(id) ?? null })),
    againstPlan: againstPlan(plan, {
      day: cycleDayOf(cycle.startDate, row.recordedAt.toISOString()),
      cycleDays,
      deathsToDate:
        row.kind === 'death' || row.kind === 'headcount'
          ? counted.filter((death) => death.recordedAt <= row.recordedAt).reduce((sum, death) => sum + (death.animalCount ?? 0), 0)
          : 0,
      averageWeightGrams: row.averageWeightGrams,
    }).filter((note) => row.kind !== 'headcount' || note.startsWith('Mortality')),
    updateId: row.updateId,
    earlier: earlierRows.filter((earlier) => earlier.recordId === row.recordId).map(recordView),
  }));
  const counts = { submitted: 0, returned: 0, published: 0 };
  for (const row of latest) counts[row.reviewStatus] += 1;
  return { records, counts, plan: fieldPlanOf(cycle), location: cycle.location };
}
