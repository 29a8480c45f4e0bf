import { and, eq } from 'drizzle-orm';
import { FIELD_REVIEW_MESSAGES, sendBackSchema, type FieldRecord } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { fieldRecords, isLatest, type FieldRecordRow } from '../../db/schema/field.ts';
import type { Actor } from '../../platform/activity.ts';
import { conflict, notFound, parse } from '../../platform/http.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { recordView } from './views.ts';

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
