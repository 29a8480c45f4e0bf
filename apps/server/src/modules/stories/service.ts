import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_MESSAGES,
  storiesQuerySchema,
  storySchema,
  storyUpdateSchema,
  type Story,
  type StorySort,
} from '@app/contract';
import { stories, type StoryRow } from '../../db/schema/content.ts';
import { diffFields, recordActivity } from '../../platform/activity.ts';
import { notFound, parse } from '../../platform/http.ts';
import { deleteStoredImage } from '../../platform/uploads.ts';
import { imageRule, iso, nextOrder, parseWithImage, readContentBody, searchFilter, withIds, withStoredImage } from '../content-common/helpers.ts';

const FOLDER = 'stories';
const STORY_IMAGE_RULE = imageRule(CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES.contentImageTooLarge);

export const toStory = (row: StoryRow): Story => ({
  ...withIds(row.id),
  order: row.order,
  role: row.role,
  name: row.name,
  url: row.url,
  short_story: row.shortStory,
  shortStory: row.shortStory,
  full_story: row.fullStory,
  fullStory: row.fullStory,
  tags: row.tags,
  image: row.imageUrl,
  publishedDate: iso(row.createdAt)!,
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
});

const snapshot = (row: StoryRow) => ({
  order: row.order,
  role: row.role,
  name: row.name,
  url: row.url,
  short_story: row.shortStory,
  full_story: row.fullStory,
  tags: row.tags,
  image: row.imageUrl,
});

const SORTS: Record<StorySort, ReturnType<typeof asc>[]> = {
  order: [asc(stories.order), asc(stories.createdAt)],
  createdAt: [asc(stories.createdAt), asc(stories.order)],
  '-createdAt': [desc(stories.createdAt), asc(stories.order)],
  name: [asc(sql`lower(${stories.name})`), asc(stories.order)],
  '-name': [desc(sql`lower(${stories.name})`), asc(stories.order)],
};

/** One page of stories: { data, pagination: { page, pages, total, limit } }. */
export async function listStories(app: FastifyInstance, query: unknown) {
  const { page, limit, sort, search } = parse(storiesQuerySchema, query);
  const where = searchFilter(search, [stories.name, stories.role, stories.shortStory]);
  const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(stories).where(where);
  const rows = await app.db
    .select()
    .from(stories)
    .where(where)
    .orderBy(...SORTS[sort], asc(stories.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    data: rows.map(toStory),
    pagination: { page, pages: Math.max(1, Math.ceil(Number(total) / limit)), total: Number(total), limit },
  };
}

async function findStory(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(stories).where(eq(stories.id, id));
  if (!row) throw notFound(CONTENT_MESSAGES.storyNotFound);
  return row;
}

export async function getStory(app: FastifyInstance, id: string) {
  return toStory(await findStory(app, id));
}

/** Multipart sends a list as repeated `tags` or `tags[]` fields. */
const normaliseFields = (fields: Record<string, unknown>) => {
  const out = { ...fields };
  if (out.tags === undefined && out['tags[]'] !== undefined) out.tags = out['tags[]'];
  delete out['tags[]'];
  return out;
};

export async function createStory(app: FastifyInstance, request: FastifyRequest) {
  const { fields, image } = await readContentBody(request, STORY_IMAGE_RULE);
  const input = parseWithImage(storySchema, normaliseFields(fields), image);
  const row = await withStoredImage(app.config.dataDir, FOLDER, image, async (url) => {
    const [created] = await app.db
      .insert(stories)
      .values({
        order: input.order ?? (await nextOrder(app.db, stories)),
        role: input.role,
        name: input.name,
        url: input.url,
        shortStory: input.short_story,
        fullStory: input.full_story || null,
        tags: input.tags ?? [],
        imageUrl: url!,
      })
      .returning();
    return created!;
  });
  await recordActivity(app.db, request, {
    action: 'create',
    entity: 'story',
    entityId: row.id,
    summary: `Added story of ${row.name}`,
    changes: { after: snapshot(row) },
  });
  return toStory(row);
}

export async function updateStory(app: FastifyInstance, request: FastifyRequest, id: string) {
  const before = await findStory(app, id);
  const { fields, image } = await readContentBody(request, STORY_IMAGE_RULE);
  const input = parse(storyUpdateSchema, normaliseFields(fields));
  const row = await withStoredImage(app.config.dataDir, FOLDER, image, async (url) => {
    const [updated] = await app.db
      .update(stories)
      .set({
        ...(input.order !== undefined ? { order: input.order } : {}),
        ...(input.role ? { role: input.role } : {}),
        ...(input.name ? { name: input.name } : {}),
        ...(input.url ? { url: input.url } : {}),
        ...(input.short_story ? { shortStory: input.short_story } : {}),
        ...(input.full_story !== undefined ? { fullStory: input.full_story || null } : {}),
        ...(input.tags !== undefined ? { tags: input.tags } : {}),
        ...(url ? { imageUrl: url } : {}),
        updatedAt: new Date(),
      })
      .where(eq(stories.id, id))
      .returning();
    return updated!;
  });
  if (row.imageUrl !== before.imageUrl) await deleteStoredImage(app.config.dataDir, before.imageUrl);
  await recordActivity(app.db, request, {
    action: 'update',
    entity: 'story',
    entityId: id,
    summary: `Updated story of ${row.name}`,
    changes: diffFields(snapshot(before), snapshot(row)),
  });
  return toStory(row);
}

export async function deleteStory(app: FastifyInstance, request: FastifyRequest, id: string) {
  const before = await findStory(app, id);
  await app.db.delete(stories).where(eq(stories.id, id));
  await deleteStoredImage(app.config.dataDir, before.imageUrl);
  await recordActivity(app.db, request, {
    action: 'delete',
    entity: 'story',
    entityId: id,
    summary: `Deleted story of ${before.name}`,
    changes: { before: snapshot(before) },
  });
}
