import { and, asc, count, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  bengaliField,
  CONTENT_MESSAGES,
  contentLanguageQuery,
  contentInLanguage,
  firstMessage,
  hasRole,
  reorderSchema,
  searchQuerySchema,
  toFieldErrors,
  type AnyCollection,
  type FieldErrors,
  type ImageRule,
  type Pagination,
  type ReorderItem,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { diffFields, type Actor } from '../../platform/activity.ts';
import { work, type Deps, type UnitOfWork } from '../../platform/unit-of-work.ts';
import { badRequest, notFound, parse } from '../../platform/http.ts';
import { reorderRows, type OrderedTable } from '../../platform/reorder.ts';
import { likePattern } from '../../platform/search.ts';
import { iso, withIds } from './helpers.ts';
import { deleteStoredImage, storeImage, type FileRule, type ReceivedFile } from '../../platform/uploads.ts';
import type { FileStorage } from '../../platform/storage.ts';

/**
 * The server side of a content collection (packages/contract/src/collections.ts): its service,
 * reorder, upload and activity logging, derived from the declaration plus what only the server
 * knows — the table, where images go, what the public may see and how the log words a change.
 * Its routes are in collection-routes.ts.
 * No routes.ts here, so the app does not load this folder as a module.
 */

export type CollectionTable = OrderedTable & { createdAt: AnyPgColumn; $inferSelect: { id: string; createdAt: Date; updatedAt: Date } };
type Row<T extends CollectionTable> = T['$inferSelect'];
type RowKey<T extends CollectionTable> = Extract<keyof Row<T>, string>;
type ApiObject = Record<string, unknown>;
type ListContext<T extends CollectionTable> = {
  db: Db;
  /** The list query as sent, parsed by the read itself. */
  query: unknown;
  present(row: Row<T>): ApiObject;
  search(text: string | undefined): SQL | undefined;
};

export type ServerCollection<T extends CollectionTable> = {
  collection: AnyCollection;
  table: T;
  /** Uploads go to DATA_DIR/uploads/<folder>; `column` keeps the URL, sent as `image`. */
  image?: { folder: string; column: RowKey<T> };
  /** API field -> row key where their names differ. */
  columns?: Readonly<Record<string, RowKey<T>>>;
  /** The API object from the default one (the row's fields, both ids, ISO dates, `image`). */
  present?(row: Row<T>, base: ApiObject): ApiObject;
  /** The rows the public sees; the collection's roles see every row. */
  publicFilter?: SQL;
  /** List query beyond `search`, and the rows it keeps. */
  query?: { schema: z.ZodType<{ search?: string }>; where(query: Record<string, unknown>): SQL | undefined };
  /** A list read of its own (stories come in pages) and the query it parses, given the generic search and API object. */
  list?: { query: z.ZodType; read(context: ListContext<T>): Promise<{ items: ApiObject[]; pagination: Pagination }> };
  /** The log's wording: "Added FAQ “…”", "Reordered 3 FAQs". */
  activity: { one: string; many: string; name(row: Row<T>): string };
  /** Checks an update against the stored row and returns the values to write. */
  merge?(values: ApiObject, before: Row<T>): ApiObject;
};

/** `?lang=` of a read whose other query fields the list parses itself. */
const pickLanguage = (query: unknown) =>
  query && typeof query === 'object' && !Array.isArray(query) && 'lang' in query ? { lang: (query as { lang: unknown }).lang } : {};

/** A field's row key; a Bengali copy's is its English field's row key + Bn (`short_storyBn` -> shortStoryBn). */
function rowKeyOf<T extends CollectionTable>(server: ServerCollection<T>, field: string): string {
  const english = server.collection.translated.find((name) => bengaliField(name) === field);
  return english ? bengaliField(rowKeyOf(server, english)) : (server.columns?.[field] ?? field);
}

/**
 * The rows still missing a Bengali text, as SQL over the collection's table (names from the
 * declaration and schema, never input): a field counts when its English is there and its Bengali empty.
 */
export function bengaliGap<T extends CollectionTable>(server: ServerCollection<T>): { table: string; where: string; label: string } {
  const column = (field: string) => (server.table as unknown as Record<string, AnyPgColumn>)[rowKeyOf(server, field)]!.name;
  const where = server.collection.translated
    .map((field) => `(coalesce(${column(field)}, '') <> '' AND coalesce(trim(${column(bengaliField(field))}), '') = '')`)
    .join(' OR ');
  return { table: getTableName(server.table), where, label: column(server.collection.admin.itemTitle) };
}

/** A title as the log quotes it, cut at 60 characters. */
export const quote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}...` : text}”`;

export const imageFileRule = (rule: ImageRule): FileRule => ({
  kind: 'image',
  maxBytes: rule.maxBytes,
  tooLargeMessage: rule.tooLargeMessage,
  wrongTypeMessage: CONTENT_MESSAGES.imageWrongType,
});

/** Field errors and a missing required image are reported together, so the form marks every field at once. */
function parseWithImage<S extends z.ZodType>(schema: S, fields: unknown, image: ReceivedFile | undefined): z.output<S> {
  const result = schema.safeParse(fields);
  const errors: FieldErrors = result.success ? {} : toFieldErrors(result.error);
  if (!image) errors.image = CONTENT_MESSAGES.imageRequired;
  if (!result.success || !image) throw badRequest(result.success ? CONTENT_MESSAGES.imageRequired : firstMessage(result.error), errors);
  return result.data;
}

/** Stores an uploaded image; if `write` then fails, the new file is removed again. */
async function withStoredImage<R>(
  storage: FileStorage,
  folder: string | undefined,
  image: ReceivedFile | undefined,
  write: (url: string | undefined) => Promise<R>,
): Promise<R> {
  const stored = image && folder ? await storeImage(storage, folder, image) : undefined;
  try {
    return await write(stored?.url);
  } catch (error) {
    if (stored) await deleteStoredImage(storage, stored.url);
    throw error;
  }
}

/** CRUD, reorder and single-field changes of one collection; each write and its log entry commit together. */
export function collectionService<T extends CollectionTable>(deps: Deps, server: ServerCollection<T>) {
  const { collection, table, activity } = server;
  // Queries run on the table's untyped view; rows come back typed as the module's table says.
  const rowsTable: OrderedTable = table;
  const columnsOf = table as unknown as Record<string, AnyPgColumn>;
  const typed = (rows: unknown) => rows as Row<T>[];
  const { translated } = collection;
  const rowKey = (field: string) => rowKeyOf(server, field);
  const { db, storage } = deps;
  const imageOf = (row: Row<T>) => (server.image ? (row[server.image.column] as string | null) : null);
  const visibleTo = (viewer: Actor) => (hasRole(viewer.role ?? undefined, collection.roles) ? undefined : server.publicFilter);

  const present = (row: Row<T>): ApiObject => {
    const { id, createdAt, updatedAt, ...fields } = row;
    const base: ApiObject = { ...withIds(id), ...fields, createdAt: iso(createdAt), updatedAt: iso(updatedAt) };
    if (server.image) {
      base.image = base[server.image.column];
      delete base[server.image.column];
    }
    // Bengali copies under the API's field names.
    for (const field of translated) {
      const key = rowKey(bengaliField(field));
      const value = base[key];
      delete base[key];
      base[bengaliField(field)] = value ?? null;
    }
    return server.present ? server.present(row, base) : base;
  };
  /**
   * An item as `viewer` reads it in `language`: translatable text in that language or English, the
   * fields that fell back named; the Bengali copies only for those who edit them.
   */
  const localise = (viewer: Actor, query: unknown) => {
    if (!translated.length) return (item: ApiObject) => item;
    const { lang = 'en' } = parse(contentLanguageQuery, pickLanguage(query));
    const editor = hasRole(viewer.role ?? undefined, collection.roles);
    return (item: ApiObject) => contentInLanguage(item, translated, lang, editor);
  };
  /** What the log keeps of a row: its fields without ids and stamps. */
  const snapshot = (row: Row<T>): ApiObject => {
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = row;
    return fields;
  };
  /** Schema output -> row values: API names to row keys; blank optional text is stored as null. */
  const toValues = (input: ApiObject): ApiObject =>
    Object.fromEntries(
      Object.entries(input)
        .filter(([, value]) => value !== undefined)
        .map(([field, value]) => [rowKey(field), value === '' ? null : value]),
    );
  const searchFilter = (search: string | undefined): SQL | undefined => {
    const text = search?.trim();
    if (!text) return undefined;
    const pattern = likePattern(text);
    return sql`(${sql.join(
      collection.search
        .flatMap((field: string) => (translated.includes(field) ? [field, bengaliField(field)] : [field]))
        .map((field: string) => sql`${columnsOf[rowKey(field)]} ILIKE ${pattern}`),
      sql` OR `,
    )})`;
  };
  /** The declaration's old field names (aliases) read as the fields they stand for. */
  const withAliases = ({ fields, image }: ContentBody): ContentBody => {
    const named = { ...fields };
    for (const [alias, field] of Object.entries<string>(collection.aliases ?? {})) {
      if (named[field] === undefined && named[alias] !== undefined) named[field] = named[alias];
      delete named[alias];
    }
    return { fields: named, image };
  };
  const find = async (db: Db, viewer: Actor | null, id: string): Promise<Row<T>> => {
    const [row] = typed(
      await db
        .select()
        .from(rowsTable)
        .where(and(eq(table.id, id), viewer ? visibleTo(viewer) : undefined)),
    );
    if (!row) throw notFound(collection.messages.notFound);
    return row;
  };
  const log = (uow: UnitOfWork, action: string, row: Row<T> | null, summary: string, changes: { before?: ApiObject; after?: ApiObject }) =>
    uow.activity({ action, entity: collection.entity, entityId: row?.id ?? null, summary, changes });

  const service = {
    present,

    async list(viewer: Actor, query: unknown): Promise<{ items: ApiObject[]; pagination?: Pagination }> {
      const inLanguageOf = localise(viewer, query);
      if (server.list) {
        const { items, pagination } = await server.list.read({ db, query, present, search: searchFilter });
        return { items: items.map(inLanguageOf), pagination };
      }
      const parsed = parse(server.query?.schema ?? searchQuerySchema, query) as { search?: string } & Record<string, unknown>;
      const rows = await db
        .select()
        .from(rowsTable)
        .where(and(searchFilter(parsed.search), server.query?.where(parsed), visibleTo(viewer)))
        .orderBy(asc(table.order), asc(table.id));
      return { items: typed(rows).map(present).map(inLanguageOf) };
    },

    async get(viewer: Actor, id: string, query: unknown = {}) {
      return localise(viewer, query)(present(await find(db, viewer, id)));
    },

    async create(actor: Actor, body: ContentBody) {
      const { fields, image } = withAliases(body);
      const input = (collection.image?.required ? parseWithImage(collection.schema, fields, image) : parse(collection.schema, fields)) as ApiObject;
      const row = await withStoredImage(storage, server.image?.folder, image, (url) =>
        work(deps, actor, async (uow) => {
          const { tx } = uow;
          const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(rowsTable);
          const values = { ...toValues(input), order: input.order ?? Number(n) + 1, ...(url && server.image ? { [server.image.column]: url } : {}) };
          const [created] = typed(await tx.insert(rowsTable).values(values).returning());
          await log(uow, 'create', created!, `Added ${activity.one} ${activity.name(created!)}`, { after: snapshot(created!) });
          return created!;
        }),
      );
      return present(row);
    },

    /** Non-empty fields change (the update schema drops blanks); a new image replaces the old file. */
    async update(actor: Actor, id: string, body: ContentBody) {
      const before = await find(db, null, id);
      const { fields, image } = withAliases(body);
      const input = toValues(parse(collection.updateSchema, fields) as ApiObject);
      const row = await withStoredImage(storage, server.image?.folder, image, (url) =>
        work(deps, actor, async (uow) => {
          const { tx } = uow;
          const values = server.merge ? server.merge(input, before) : input;
          const [updated] = typed(
            await tx
              .update(rowsTable)
              .set({ ...values, ...(url && server.image ? { [server.image.column]: url } : {}), updatedAt: new Date() })
              .where(eq(table.id, id))
              .returning(),
          );
          if (!updated) throw notFound(collection.messages.notFound);
          await log(uow, 'update', updated, `Updated ${activity.one} ${activity.name(updated)}`, diffFields(snapshot(before), snapshot(updated)));
          return updated;
        }),
      );
      if (imageOf(row) !== imageOf(before)) await deleteStoredImage(storage, imageOf(before));
      return present(row);
    },

    async remove(actor: Actor, id: string) {
      const before = await find(db, null, id);
      await work(deps, actor, async (uow) => {
        const { tx } = uow;
        await tx.delete(rowsTable).where(eq(table.id, id));
        await log(uow, 'delete', before, `Deleted ${activity.one} ${activity.name(before)}`, { before: snapshot(before) });
      });
      await deleteStoredImage(storage, imageOf(before));
    },

    /** The reorder rule of platform/reorder.ts, and its log entry, in one transaction. */
    async reorder(actor: Actor, body: unknown) {
      const key = collection.reorder!.key;
      const input = parse(reorderSchema(key), body) as Record<string, ReorderItem[]>;
      await work(deps, actor, async (uow) => {
        const { tx } = uow;
        const ids = await reorderRows(tx, table, input[key]!);
        await log(uow, 'reorder', null, `Reordered ${ids.length} ${activity.many}`, { after: { order: ids } });
      });
      return (await service.list(actor, {})).items;
    },

    /** A one-field write of a collection's own route (enable/disable, move): `change` gives the values and the log entry. */
    async change(actor: Actor, id: string, change: (before: Row<T>) => { values: ApiObject; action: string; summary: (row: Row<T>) => string }) {
      const before = await find(db, null, id);
      const { values, action, summary } = change(before);
      const row = await work(deps, actor, async (uow) => {
        const { tx } = uow;
        const [updated] = typed(
          await tx
            .update(rowsTable)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(table.id, id))
            .returning(),
        );
        if (!updated) throw notFound(collection.messages.notFound);
        await log(uow, action, updated, summary(updated), diffFields(snapshot(before), values));
        return updated;
      });
      return present(row);
    },
  };
  return service;
}

export type CollectionService<T extends CollectionTable> = ReturnType<typeof collectionService<T>>;

/** A create/update body as the handler reads it: text fields and the checked image, if one was sent. */
export type ContentBody = { fields: Record<string, unknown>; image?: ReceivedFile };
