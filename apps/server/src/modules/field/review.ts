import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  againstPlan,
  cycleDayOf,
  daysBetween,
  farmPlanOf,
  fieldPhotoUrl,
  FIELD_REVIEW_MESSAGES,
  publishRecordsSchema,
  reviewQuerySchema,
  sendBackSchema,
  type FieldRecord,
  type FieldTotals,
  type ReviewQueue,
  type ReviewRecord,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { fieldPhotos, fieldRecords, type FieldRecordRow } from '../../db/schema/field.ts';
import type { Actor } from '../../platform/activity.ts';
import { conflict, notFound, parse } from '../../platform/http.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { findCycle, insertUpdate, runningCycle } from '../cycles/service.ts';
import { fieldPlanOf } from './list-field-cycles.ts';
import { recordView } from './views.ts';

/** The latest version of every record of a cycle: no newer version of the same record exists. */
const isLatest = sql`not exists (select 1 from field_records newer where newer.record_id = field_records.record_id and newer.version > field_records.version)`;

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

/** The version staff act on: of this cycle, or not found. */
async function versionOf(db: Db | Tx, cycleId: string, id: string): Promise<FieldRecordRow> {
  const [row] = await db
    .select()
    .from(fieldRecords)
    .where(and(eq(fieldRecords.id, id), eq(fieldRecords.cycleId, cycleId)));
  if (!row) throw notFound(FIELD_REVIEW_MESSAGES.recordNotFound);
  return row;
}

/**
 * Sends the latest version of a record back to its officer with a comment they read in the field
 * app; their next version answers it. Only a version waiting for review moves (a conditional update),
 * so a published record, a stale version or a second click changes nothing.
 */
export async function sendBack(deps: Deps, actor: Actor, cycleId: string, id: string, body: unknown): Promise<FieldRecord> {
  const { comment } = parse(sendBackSchema, body);
  const before = await versionOf(deps.db, cycleId, id);
  return work(deps, actor, async (uow) => {
    const [row] = await uow.tx
      .update(fieldRecords)
      .set({ reviewStatus: 'returned', staffComment: comment, reviewedBy: actor.id, reviewedAt: new Date() })
      .where(and(eq(fieldRecords.id, id), eq(fieldRecords.reviewStatus, 'submitted'), isLatest))
      .returning();
    if (!row) throw conflict(before.reviewStatus === 'published' ? FIELD_REVIEW_MESSAGES.alreadyPublished : FIELD_REVIEW_MESSAGES.notLatest);
    await uow.activity({
      action: 'send-back',
      entity: 'field-record',
      entityId: row.id,
      summary: `Sent back ${row.officerName}’s ${row.kind} record (version ${row.version}): ${comment}`,
    });
    return recordView(row);
  });
}

/** What published records add to an update's figures: the newest weighing's average and the deaths among them. */
function updateFigures(rows: FieldRecordRow[]) {
  const weighing = rows.filter((row) => row.averageWeightGrams !== null).sort((a, b) => b.recordedAt.getTime() - a.recordedAt.getTime())[0];
  const deaths = rows.filter((row) => row.kind === 'death');
  return {
    averageWeightKg: weighing ? weighing.averageWeightGrams! / 1000 : null,
    mortalityCount: deaths.length ? deaths.reduce((sum, row) => sum + (row.animalCount ?? 0), 0) : null,
  };
}

/**
 * Publishes a set of records as an investor update, in one unit of work: the versions move from
 * waiting to published first (a conditional update: all of them, or the whole publish is refused,
 * so a replay or a second member of staff publishing the same records at once publishes nothing
 * more), then the update is written by the cycles' one path (its log and its mail to the investors),
 * the versions point at it and their photos become readable by the cycle's investors.
 */
export async function publishRecords(deps: Deps, actor: Actor, cycleId: string, body: unknown) {
  const input = parse(publishRecordsSchema, body);
  const cycle = await runningCycle(deps.db, cycleId, FIELD_REVIEW_MESSAGES.cycleNotRunning);
  return work(deps, actor, async (uow) => {
    const claimed = await uow.tx
      .update(fieldRecords)
      .set({ reviewStatus: 'published', reviewedBy: actor.id, reviewedAt: new Date(), staffComment: null })
      .where(and(inArray(fieldRecords.id, input.versionIds), eq(fieldRecords.cycleId, cycleId), eq(fieldRecords.reviewStatus, 'submitted'), isLatest))
      .returning();
    if (claimed.length !== input.versionIds.length) throw conflict(FIELD_REVIEW_MESSAGES.notPublishable);
    const update = await insertUpdate(uow, cycle, {
      body: input.body,
      bodyBn: input.bodyBn ?? null,
      photos: [],
      feedCostPence: null,
      ...updateFigures(claimed),
    });
    await uow.tx.update(fieldRecords).set({ updateId: update.id }).where(inArray(fieldRecords.id, input.versionIds));
    const photoIds = [...new Set(claimed.flatMap((row) => row.photoIds))];
    if (photoIds.length)
      await uow.tx
        .update(fieldPhotos)
        .set({ status: 'published' })
        .where(and(inArray(fieldPhotos.id, photoIds), eq(fieldPhotos.cycleId, cycleId)));
    await uow.activity({
      action: 'publish',
      entity: 'field-record',
      entityId: update.id,
      summary: `Published ${claimed.length === 1 ? '1 field record' : `${claimed.length} field records`} of cycle “${cycle.name}” as an update`,
      changes: { after: { versionIds: input.versionIds.join(', ') } },
    });
    return { update, records: claimed.map((row) => ({ ...recordView(row), updateId: update.id })) };
  });
}

/**
 * The records' totals a close is checked against: the latest version of each record, except those
 * sent back (counted apart: their figures wait for the officer's answer).
 */
export async function fieldTotals(db: Db, cycleId: string): Promise<FieldTotals> {
  await findCycle(db, cycleId);
  const rows = await db
    .select({ kind: fieldRecords.kind, status: fieldRecords.reviewStatus, animals: fieldRecords.animalCount, poisha: fieldRecords.amountPoisha })
    .from(fieldRecords)
    .where(and(eq(fieldRecords.cycleId, cycleId), isLatest))
    .orderBy(asc(fieldRecords.receivedAt));
  const totals: FieldTotals = { deaths: 0, animalsSold: 0, salesPoisha: 0, feedPoisha: 0, vetPoisha: 0, returned: 0 };
  for (const row of rows) {
    if (row.status === 'returned') totals.returned += 1;
    else if (row.kind === 'death') totals.deaths += row.animals ?? 0;
    else if (row.kind === 'sale') {
      totals.animalsSold += row.animals ?? 0;
      totals.salesPoisha += row.poisha ?? 0;
    } else if (row.kind === 'feed') totals.feedPoisha += row.poisha ?? 0;
    else if (row.kind === 'vet') totals.vetPoisha += row.poisha ?? 0;
  }
  return totals;
}
