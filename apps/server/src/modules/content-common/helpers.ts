import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { CONTENT_MESSAGES, firstMessage, toFieldErrors, type FieldErrors, type ReorderItem } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../platform/http.ts';
import { deleteStoredImage, readMultipart, storeImage, type FileRule, type ReceivedFile } from '../../platform/uploads.ts';
import { likePattern } from '../../platform/search.ts';

/**
 * What the seven public-content modules (contact-info, about-images, metrics, stories, faq,
 * investment-plans, team) share: id shape, search, positions and the JSON-or-multipart body.
 * No routes.ts here, so the app does not load it as a module.
 */

export const withIds = (id: string) => ({ _id: id, id });
export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A case-insensitive "contains" over the given columns; LIKE wildcards in the input are literal. */
export function searchFilter(search: string | undefined, columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = likePattern(text);
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ILIKE ${pattern}`),
    sql` OR `,
  )})`;
}

type OrderedTable = PgTable & { id: AnyPgColumn; order: AnyPgColumn; updatedAt?: AnyPgColumn };

/** Position of a new item: count plus one. */
export async function nextOrder(db: Db, table: OrderedTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0) + 1;
}

/**
 * Applies a reorder body: the list must name every row of the table exactly once; the rows are
 * then numbered 1..n in the order the client gave (by its `order`, then list position), in one
 * transaction. Anything else is a 400 and nothing changes.
 */
export async function applyReorder(db: Db, table: OrderedTable, items: ReorderItem[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table);
    const existing = new Set(rows.map((row) => row.id as string));
    const given = items.map((item) => item._id);
    const unique = new Set(given);
    if (unique.size !== given.length || unique.size !== existing.size || given.some((id) => !existing.has(id))) {
      throw badRequest(CONTENT_MESSAGES.reorderMismatch, { _: CONTENT_MESSAGES.reorderMismatch });
    }
    const sorted = items
      .map((item, index) => ({ ...item, index }))
      .sort((a, b) => Number(a.order) - Number(b.order) || a.index - b.index);
    for (const [position, item] of sorted.entries()) {
      await tx
        .update(table)
        .set({ order: position + 1, ...(table.updatedAt ? { updatedAt: new Date() } : {}) } as never)
        .where(sql`${table.id} = ${item._id}`);
    }
    return sorted.map((item) => item._id);
  });
}

/** Rows of `table` in list order. */
export const byOrder = (table: OrderedTable) => [asc(table.order), asc(table.id)];

/**
 * Create/update bodies come as multipart (with an image) or, for updates without a new image,
 * as JSON. Returns the text fields and the checked image file, if one was sent.
 */
export async function readContentBody(
  request: FastifyRequest,
  imageRule: FileRule,
  imageField = 'image',
): Promise<{ fields: Record<string, unknown>; image?: ReceivedFile }> {
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request, { [imageField]: imageRule });
    return { fields, image: files[imageField] };
  }
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw badRequest('The request could not be read. Please check the data and try again.');
  }
  return { fields: (body ?? {}) as Record<string, unknown> };
}

/**
 * Validates a create body whose image is required: field errors and the missing image are
 * reported together, so the form can mark every field at once.
 */
export function parseWithImage<S extends z.ZodType>(schema: S, fields: unknown, image: ReceivedFile | undefined): z.output<S> {
  const result = schema.safeParse(fields ?? {});
  const errors: FieldErrors = result.success ? {} : toFieldErrors(result.error);
  if (!image) errors.image = CONTENT_MESSAGES.imageRequired;
  if (!result.success || !image) {
    const message = result.success ? CONTENT_MESSAGES.imageRequired : firstMessage(result.error);
    throw badRequest(message, errors);
  }
  return result.data;
}

/** Stores an uploaded image; if `work` then fails, the new file is removed again. */
export async function withStoredImage<T>(
  dataDir: string,
  folder: string,
  image: ReceivedFile | undefined,
  work: (url: string | undefined) => Promise<T>,
): Promise<T> {
  const stored = image ? await storeImage(dataDir, folder, image) : undefined;
  try {
    return await work(stored?.url);
  } catch (error) {
    if (stored) await deleteStoredImage(dataDir, stored.url);
    throw error;
  }
}

export const imageRule = (maxBytes: number, tooLargeMessage: string): FileRule => ({
  kind: 'image',
  maxBytes,
  tooLargeMessage,
  wrongTypeMessage: CONTENT_MESSAGES.imageWrongType,
});

