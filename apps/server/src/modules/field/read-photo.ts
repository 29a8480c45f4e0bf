import { eq } from 'drizzle-orm';
import { ADMIN_ROLES, FIELD_MESSAGES, hasRole, IMAGE_WIDTHS } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { fieldPhotos } from '../../db/schema/field.ts';
import type { SignedInActor } from '../../platform/activity.ts';
import { notFound } from '../../platform/http.ts';
import { investorHasCycle } from '../cycles/investments.ts';

/** The roles that may ask for a field photo; readablePhotoKey decides which photo each may see. */
export const PHOTO_READER_ROLES = ['fieldOfficer', ...ADMIN_ROLES, 'user'] as const;

/**
 * The storage key of a field photo at `width` (one of IMAGE_WIDTHS, or the full size) for `reader`:
 * the officer who took it and staff always; an investor of the cycle once it is published. Anyone
 * else is told it does not exist (404), as for a photo that does not.
 */
export async function readablePhotoKey(db: Db, reader: SignedInActor, id: string, width: string | undefined): Promise<string> {
  const [photo] = await db.select().from(fieldPhotos).where(eq(fieldPhotos.id, id));
  if (!photo) throw notFound(FIELD_MESSAGES.photoNotFound);
  const allowed =
    (reader.role === 'fieldOfficer' && photo.officerId === reader.id) ||
    hasRole(reader.role, ADMIN_ROLES) ||
    (reader.role === 'user' && photo.status === 'published' && (await investorHasCycle(db, reader.id, photo.cycleId)));
  if (!allowed) throw notFound(FIELD_MESSAGES.photoNotFound);
  if (width === undefined) return photo.imageKey;
  const key = (IMAGE_WIDTHS as readonly number[]).includes(Number(width)) ? photo.variantKeys[width] : undefined;
  if (!key) throw notFound(FIELD_MESSAGES.photoNotFound);
  return key;
}
