import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { FIELD_MESSAGES, FIELD_RECORD_KIND_LABELS, fieldRecordFigures, fieldRecordInput, type FieldRecord, type FieldRecordInput } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { fieldPhotos, fieldRecords, type FieldRecordRow } from '../../db/schema/field.ts';
import type { SignedInActor } from '../../platform/activity.ts';
import { conflict, forbidden, parse } from '../../platform/http.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { assignedCycle, recordView } from './views.ts';

/**
 * Stores one version of a record as the device sent it. The device makes `versionId` once per save,
 * so a version sent again (a retry after a lost answer, a second tab) finds the row it made and is
 * answered with it, storing nothing; the same id with other content is refused (409). An edit is
 * the next version of the same `recordId`: numbered here, never written over the last.
 */
export async function storeRecordVersion(deps: Deps, officer: SignedInActor, body: unknown): Promise<{ record: FieldRecord; created: boolean }> {
  const input = parse(fieldRecordInput, body);
  const hash = contentHash(input);
  return work(deps, officer, async (uow) => {
    const { tx } = uow;
    const sent = await versionOf(tx, input.versionId);
    if (sent) return { record: replayOf(sent, officer, hash), created: false };
    const cycle = await assignedCycle(tx, officer.id, input.cycleId);
    if (cycle.status !== 'running') throw conflict(FIELD_MESSAGES.cycleNotRunning);
    // One writer per record at a time: its versions are numbered in order, and a copy of this
    // request racing it waits here and then finds the row this one stored.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`field-record:${input.recordId}`}))`);
    const raced = await versionOf(tx, input.versionId);
    if (raced) return { record: replayOf(raced, officer, hash), created: false };
    const version = await nextVersion(tx, input, officer);
    await checkPhotos(tx, input, officer);
    const figures = fieldRecordFigures(input.details);
    const [row] = await tx
      .insert(fieldRecords)
      .values({
        versionId: input.versionId,
        recordId: input.recordId,
        version,
        cycleId: cycle.id,
        officerId: officer.id,
        officerName: officer.name,
        kind: input.details.kind,
        recordedAt: new Date(input.recordedAt),
        latitude: input.position?.latitude ?? null,
        longitude: input.position?.longitude ?? null,
        accuracyMetres: input.position?.accuracyMetres ?? null,
        photoIds: input.photoIds,
        details: input.details,
        ...figures,
        contentHash: hash,
      })
      .returning();
    await uow.activity({
      action: version === 1 ? 'create' : 'update',
      entity: 'field-record',
      entityId: row!.id,
      summary: `Sent a ${FIELD_RECORD_KIND_LABELS[input.details.kind].toLowerCase()} record${version === 1 ? '' : ` (version ${version})`} from cycle “${cycle.name}”`,
    });
    return { record: recordView(row!), created: true };
  });
}

/** The content a version is judged the same by: everything the device sent, the time as the instant it names. */
function contentHash(input: FieldRecordInput): string {
  const { versionId: _key, ...content } = input;
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ ...content, recordedAt: new Date(input.recordedAt).toISOString() }))
    .digest('hex');
}

const versionOf = async (tx: Tx, versionId: string) => (await tx.select().from(fieldRecords).where(eq(fieldRecords.versionId, versionId)))[0];

/** A version sent again: the stored row when it is the same officer's same content, else a conflict. */
function replayOf(row: FieldRecordRow, officer: SignedInActor, hash: string): FieldRecord {
  if (row.officerId !== officer.id || row.contentHash !== hash) throw conflict(FIELD_MESSAGES.versionConflict);
  return recordView(row);
}

/** The number of the version being stored: 1 for a new record, else one past the last; the record must be this officer's in this cycle. */
async function nextVersion(tx: Tx, input: FieldRecordInput, officer: SignedInActor): Promise<number> {
  const [last] = rowsOf<{ version: number; officer_id: string | null; cycle_id: string }>(
    await tx.execute(sql`SELECT version, officer_id, cycle_id FROM field_records WHERE record_id = ${input.recordId} ORDER BY version DESC LIMIT 1`),
  );
  if (!last) return 1;
  if (last.officer_id !== officer.id || last.cycle_id !== input.cycleId) throw forbidden(FIELD_MESSAGES.recordNotYours);
  return Number(last.version) + 1;
}

/** Every photo the version names must be stored already, by this officer, in this cycle. */
async function checkPhotos(tx: Tx, input: FieldRecordInput, officer: SignedInActor) {
  if (!input.photoIds.length) return;
  const found = await tx
    .select({ id: fieldPhotos.id, officerId: fieldPhotos.officerId, cycleId: fieldPhotos.cycleId })
    .from(fieldPhotos)
    .where(inArray(fieldPhotos.id, input.photoIds));
  if (found.some((photo) => photo.officerId !== officer.id || photo.cycleId !== input.cycleId)) throw forbidden(FIELD_MESSAGES.photoNotYours);
  if (found.length !== input.photoIds.length) throw conflict(FIELD_MESSAGES.photoNotUploaded, { photoIds: FIELD_MESSAGES.photoNotUploaded });
}

