import { and, eq, inArray } from 'drizzle-orm';
import { FIELD_REVIEW_MESSAGES, publishRecordsSchema } from '@app/contract';
import { fieldPhotos, fieldRecords, isLatest, type FieldRecordRow } from '../../db/schema/field.ts';
import type { Actor } from '../../platform/activity.ts';
import { conflict, parse } from '../../platform/http.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { insertUpdate, runningCycle } from '../cycles/service.ts';
import { recordView } from './views.ts';

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
