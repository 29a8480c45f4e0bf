import { and, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { FIELD_LIMITS, FIELD_MESSAGES, fieldPhotoMetadata, type FieldPhotoMetadata } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { fieldPhotos, fieldPhotoUploads } from '../../db/schema/field.ts';
import type { SignedInActor } from '../../platform/activity.ts';
import { badRequest, conflict, HttpError, notFound, parse } from '../../platform/http.ts';
import { encodeImage, putImageFiles } from '../../platform/uploads.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { assignedCycle } from './views.ts';

/**
 * Resumable photo uploads (the tus protocol's core and creation extension, served by routes.ts).
 * The bytes received so far live in the database, so any instance takes the next chunk and a link
 * that drops mid-photo resumes from the last chunk stored. A chunk is appended only at the offset
 * the server has (a conditional update), so two copies of one chunk cannot both land. Once all
 * bytes are in, the photo is checked by content, re-encoded without its metadata and stored.
 */

/** Where an upload stands: bytes received of its length. */
export type UploadState = { offset: number; length: number };

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Reads tus's Upload-Metadata: comma-separated "key base64value" pairs, split by hand (no pattern). */
export function readUploadMetadata(header: string | undefined): Record<string, string> {
  if (!header || header.length > 2000) return {};
  const pairs: [string, string][] = [];
  for (const pair of header.split(',')) {
    const [key, value = '', ...rest] = pair.trim().split(' ');
    if (key && !rest.length) pairs.push([key, Buffer.from(value, 'base64').toString('utf8')]);
  }
  // Own data properties only (a key named __proto__ stays a plain key), and only the keys the schema reads are kept.
  return Object.fromEntries(pairs);
}

/** POST /field/photos: opens an upload named by the device's photo id, or finds the one already open or finished. */
export async function createUpload(deps: Deps, officer: SignedInActor, length: number, metadataHeader: string | undefined): Promise<{ id: string } & UploadState> {
  const metadata = parse(fieldPhotoMetadata, readUploadMetadata(metadataHeader));
  if (!Number.isInteger(length) || length < 1) throw badRequest(FIELD_MESSAGES.uploadLengthInvalid);
  if (length > FIELD_LIMITS.photoMaxBytes) throw new HttpError(413, FIELD_MESSAGES.photoTooLarge);
  return work(deps, officer, async (uow) => {
    await assignedCycle(uow.tx, officer.id, metadata.cycleId);
    const [stored] = await uow.tx.select().from(fieldPhotos).where(eq(fieldPhotos.id, metadata.photoId));
    if (stored) {
      // Sent again after it was stored (the answer was lost): the same photo is finished; another's id is refused.
      if (stored.officerId !== officer.id) throw conflict(FIELD_MESSAGES.photoExists);
      return { id: stored.id, offset: stored.bytes, length: stored.bytes };
    }
    const [made] = await uow.tx
      .insert(fieldPhotoUploads)
      .values({ id: metadata.photoId, cycleId: metadata.cycleId, officerId: officer.id, uploadLength: length, metadata: readUploadMetadata(metadataHeader), data: Buffer.alloc(0) })
      .onConflictDoNothing({ target: fieldPhotoUploads.id })
      .returning();
    if (made) return { id: made.id, offset: 0, length };
    const [open] = await uow.tx.select().from(fieldPhotoUploads).where(eq(fieldPhotoUploads.id, metadata.photoId));
    if (!open || open.officerId !== officer.id || open.uploadLength !== length) throw conflict(FIELD_MESSAGES.photoExists);
    return { id: open.id, offset: open.uploadOffset, length };
  });
}

/** HEAD /field/photos/:id: how far the officer's upload is (an upload complete but not yet stored is stored now). */
export async function uploadState(deps: Deps, officer: SignedInActor, id: string): Promise<UploadState> {
  const [stored] = await deps.db.select().from(fieldPhotos).where(and(eq(fieldPhotos.id, id), eq(fieldPhotos.officerId, officer.id)));
  if (stored) return { offset: stored.bytes, length: stored.bytes };
  const [open] = await deps.db
    .select({ offset: fieldPhotoUploads.uploadOffset, length: fieldPhotoUploads.uploadLength })
    .from(fieldPhotoUploads)
    .where(and(eq(fieldPhotoUploads.id, id), eq(fieldPhotoUploads.officerId, officer.id)));
  if (!open) throw notFound(FIELD_MESSAGES.photoNotFound);
  if (open.offset === open.length) await finishUpload(deps, officer, id);
  return open;
}

/** PATCH /field/photos/:id: appends a chunk at `offset`; the last chunk stores the photo. */
export async function appendChunk(deps: Deps, officer: SignedInActor, id: string, offset: number, chunk: Buffer): Promise<UploadState> {
  const [stored] = await deps.db.select().from(fieldPhotos).where(and(eq(fieldPhotos.id, id), eq(fieldPhotos.officerId, officer.id)));
  if (stored) {
    if (offset !== stored.bytes || chunk.length) throw conflict(FIELD_MESSAGES.uploadOffsetMismatch);
    return { offset: stored.bytes, length: stored.bytes };
  }
  const moved = rowsOf<{ upload_offset: number; upload_length: number }>(
    await deps.db.execute(sql`
      UPDATE ${fieldPhotoUploads}
      SET data = data || ${chunk}::bytea, upload_offset = upload_offset + ${chunk.length}, updated_at = now()
      WHERE id = ${id} AND officer_id = ${officer.id} AND upload_offset = ${offset} AND upload_offset + ${chunk.length} <= upload_length
      RETURNING upload_offset, upload_length`),
  )[0];
  if (!moved) {
    const [open] = await deps.db.select({ offset: fieldPhotoUploads.uploadOffset, length: fieldPhotoUploads.uploadLength }).from(fieldPhotoUploads)
      .where(and(eq(fieldPhotoUploads.id, id), eq(fieldPhotoUploads.officerId, officer.id)));
    if (!open) throw notFound(FIELD_MESSAGES.photoNotFound);
    if (open.offset !== offset) throw conflict(FIELD_MESSAGES.uploadOffsetMismatch);
    throw new HttpError(413, FIELD_MESSAGES.photoTooLarge);
  }
  const state = { offset: Number(moved.upload_offset), length: Number(moved.upload_length) };
  if (state.offset === state.length) await finishUpload(deps, officer, id);
  return state;
}

/**
 * Checks the received bytes are a photo by their content and stores it (storePhoto), removing the
 * upload; bytes that are no photo are refused and dropped.
 */
async function finishUpload(deps: Deps, officer: SignedInActor, id: string) {
  const [upload] = await deps.db.select().from(fieldPhotoUploads).where(and(eq(fieldPhotoUploads.id, id), eq(fieldPhotoUploads.officerId, officer.id)));
  if (!upload) return;
  try {
    await storePhoto(deps, officer, { id, cycleId: upload.cycleId, bytes: upload.data, metadata: parse(fieldPhotoMetadata, upload.metadata) });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) await deps.db.delete(fieldPhotoUploads).where(eq(fieldPhotoUploads.id, id));
    throw error;
  }
}

/**
 * Stores a whole photo: re-encoded without its metadata into the private area, then its field_photos
 * row, and the upload of the same id removed, in one unit of work. Image work and file writes happen
 * outside any transaction; two instances finishing the same upload write the same keys and store one
 * row (the photo id is its key).
 */
export async function storePhoto(deps: Deps, officer: SignedInActor, photo: { id: string; cycleId: string; bytes: Buffer; metadata: FieldPhotoMetadata }) {
  const detected = await fileTypeFromBuffer(photo.bytes);
  if (!detected || !PHOTO_TYPES.has(detected.mime)) throw badRequest(FIELD_MESSAGES.photoNotImage);
  const image = await encodeImage(photo.bytes);
  const base = `private/field/${photo.id}`;
  await putImageFiles(deps.storage, [[`${base}.webp`, image.full], ...image.variants.map(({ width, bytes }): [string, Buffer] => [`${base}-${width}.webp`, bytes])]);
  const { metadata } = photo;
  const position = metadata.latitude !== undefined && metadata.longitude !== undefined && metadata.accuracyMetres !== undefined;
  await work(deps, officer, async (uow) => {
    const [row] = await uow.tx
      .insert(fieldPhotos)
      .values({
        id: photo.id,
        cycleId: photo.cycleId,
        officerId: officer.id,
        imageKey: `${base}.webp`,
        variantKeys: Object.fromEntries(image.variants.map(({ width }) => [String(width), `${base}-${width}.webp`])),
        width: image.width,
        height: image.height,
        bytes: photo.bytes.length,
        takenAt: metadata.takenAt ? new Date(metadata.takenAt) : null,
        latitude: position ? metadata.latitude! : null,
        longitude: position ? metadata.longitude! : null,
        accuracyMetres: position ? metadata.accuracyMetres! : null,
      })
      .onConflictDoNothing({ target: fieldPhotos.id })
      .returning({ id: fieldPhotos.id });
    await uow.tx.delete(fieldPhotoUploads).where(eq(fieldPhotoUploads.id, photo.id));
    if (row) await uow.activity({ action: 'create', entity: 'field-photo', entityId: photo.id, summary: 'Uploaded a photo from the farm' });
  });
}

/** Uploads left unfinished for a week are dropped (housekeeping): the device starts them again if it still has the photo. */
export async function dropStaleUploads(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(fieldPhotoUploads).where(sql`${fieldPhotoUploads.updatedAt} < ${new Date(now.getTime() - 7 * 86_400_000)}`).returning({ id: fieldPhotoUploads.id });
  return gone.length;
}
