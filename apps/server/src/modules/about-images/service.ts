import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  aboutImageSchema,
  aboutImagesOrderSchema,
  aboutImageUpdateSchema,
  CONTENT_EDITOR_ROLES,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_MESSAGES,
  hasRole,
  type AboutImage,
} from '@app/contract';
import { aboutImages, type AboutImageRow } from '../../db/schema/content.ts';
import { diffFields, recordActivity } from '../../platform/activity.ts';
import { notFound, parse } from '../../platform/http.ts';
import { deleteStoredImage } from '../../platform/uploads.ts';
import {
  applyReorder,
  byOrder,
  imageRule,
  iso,
  nextOrder,
  parseWithImage,
  readContentBody,
  searchFilter,
  withIds,
  withStoredImage,
} from '../content-common/helpers.ts';

const FOLDER = 'about';
export const ABOUT_IMAGE_RULE = imageRule(CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES.contentImageTooLarge);

export const toAboutImage = (row: AboutImageRow): AboutImage => ({
  ...withIds(row.id),
  title: row.title,
  image: row.imageUrl,
  order: row.order,
  disabled: row.disabled,
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
});

const snapshot = (row: AboutImageRow) => ({ title: row.title, image: row.imageUrl, order: row.order, disabled: row.disabled });

/** The public sees enabled images only; content editors manage all of them. */
export async function listAboutImages(app: FastifyInstance, request: FastifyRequest, search?: string) {
  const everything = hasRole(request.user?.role, CONTENT_EDITOR_ROLES);
  const rows = await app.db
    .select()
    .from(aboutImages)
    .where(and(searchFilter(search, [aboutImages.title]), everything ? undefined : eq(aboutImages.disabled, false)))
    .orderBy(...byOrder(aboutImages));
  return rows.map(toAboutImage);
}

async function findImage(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(aboutImages).where(eq(aboutImages.id, id));
  if (!row) throw notFound(CONTENT_MESSAGES.aboutImageNotFound);
  return row;
}

export async function createAboutImage(app: FastifyInstance, request: FastifyRequest) {
  const { fields, image } = await readContentBody(request, ABOUT_IMAGE_RULE);
  const input = parseWithImage(aboutImageSchema, fields, image);
  const row = await withStoredImage(app.config.dataDir, FOLDER, image, async (url) => {
    const [created] = await app.db
      .insert(aboutImages)
      .values({ title: input.title, imageUrl: url!, order: await nextOrder(app.db, aboutImages) })
      .returning();
    return created!;
  });
  await recordActivity(app.db, request, {
    action: 'create',
    entity: 'about-image',
    entityId: row.id,
    summary: `Added about image “${row.title}”`,
    changes: { after: snapshot(row) },
  });
  return toAboutImage(row);
}

/** Title and/or a replacement image; the old file goes when a new one is stored. */
export async function updateAboutImage(app: FastifyInstance, request: FastifyRequest, id: string) {
  const before = await findImage(app, id);
  const { fields, image } = await readContentBody(request, ABOUT_IMAGE_RULE);
  const input = parse(aboutImageUpdateSchema, fields);
  const row = await withStoredImage(app.config.dataDir, FOLDER, image, async (url) => {
    const [updated] = await app.db
      .update(aboutImages)
      .set({ ...(input.title ? { title: input.title } : {}), ...(url ? { imageUrl: url } : {}), updatedAt: new Date() })
      .where(eq(aboutImages.id, id))
      .returning();
    return updated!;
  });
  if (row.imageUrl !== before.imageUrl) await deleteStoredImage(app.config.dataDir, before.imageUrl);
  await recordActivity(app.db, request, {
    action: 'update',
    entity: 'about-image',
    entityId: id,
    summary: `Updated about image “${row.title}”`,
    changes: diffFields(snapshot(before), snapshot(row)),
  });
  return toAboutImage(row);
}

export async function toggleAboutImage(app: FastifyInstance, request: FastifyRequest, id: string) {
  const before = await findImage(app, id);
  const [row] = await app.db
    .update(aboutImages)
    .set({ disabled: !before.disabled, updatedAt: new Date() })
    .where(eq(aboutImages.id, id))
    .returning();
  await recordActivity(app.db, request, {
    action: 'status',
    entity: 'about-image',
    entityId: id,
    summary: `${row!.disabled ? 'Disabled' : 'Enabled'} about image “${row!.title}”`,
    changes: { before: { disabled: before.disabled }, after: { disabled: row!.disabled } },
  });
  return toAboutImage(row!);
}

export async function deleteAboutImage(app: FastifyInstance, request: FastifyRequest, id: string) {
  const before = await findImage(app, id);
  await app.db.delete(aboutImages).where(eq(aboutImages.id, id));
  await deleteStoredImage(app.config.dataDir, before.imageUrl);
  await recordActivity(app.db, request, {
    action: 'delete',
    entity: 'about-image',
    entityId: id,
    summary: `Deleted about image “${before.title}”`,
    changes: { before: snapshot(before) },
  });
}

export async function reorderAboutImages(app: FastifyInstance, request: FastifyRequest, body: unknown) {
  const input = parse(aboutImagesOrderSchema, body);
  const ids = await applyReorder(app.db, aboutImages, input.images);
  await recordActivity(app.db, request, {
    action: 'reorder',
    entity: 'about-image',
    summary: `Reordered ${ids.length} about images`,
    changes: { after: { order: ids } },
  });
  return listAboutImages(app, request);
}
