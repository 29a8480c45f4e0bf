import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, COLLECTIONS, CONTENT_MESSAGES, ROLES, type AnyCollection, type FormField } from '@app/contract';
import { activityLog } from '../../db/schema/platform.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { call, multipartCall } from '../../testing/http.ts';
import { largePng, pngBytes, textFile } from './testing.ts';

/**
 * One suite over every collection declaration: create, read, search, update, delete, reorder,
 * upload, access, public cache and the activity log (written in the same transaction as the change).
 * Valid items come from the declaration's form fields; what the spec words exactly is listed below.
 */

/** back-office.md §5: the message of each required field left out, and of each too-long field. */
const SPEC_MESSAGES: Record<string, { required: Record<string, string>; tooLong?: Record<string, string> }> = {
  'about-images': { required: { title: 'Title is required' }, tooLong: { title: 'Title must be less than 50 characters' } },
  stories: {
    required: { role: 'Role is required', name: 'Name is required', url: 'URL is required', short_story: 'Short story is required' },
    tooLong: { short_story: 'Short story must be less than 250 characters' },
  },
  faq: {
    required: { question: 'Question is required', answer: 'Answer is required' },
    tooLong: { question: 'Question must be less than 250 characters', answer: 'Answer must be less than 1500 characters' },
  },
  'investment-plans': {
    required: {
      title: 'Title is required',
      package: 'Package name is required',
      product: 'Product type is required',
      description: 'Description is required',
      investmentAmount: 'Investment amount must be greater than 0',
      investmentProfit: 'Investment profit must be greater than 0',
    },
  },
  team: { required: { name: 'Name is required', position: 'Position is required' } },
};

const t = useTestApp();
const headersOf = t.as;

const fieldsOf = (collection: AnyCollection): FormField<Record<string, unknown>>[] => collection.admin.fields.flat();
const textFields = (collection: AnyCollection) =>
  fieldsOf(collection).filter((field) => field.required && (!field.kind || field.kind === 'text' || field.kind === 'textarea'));

/** A valid new item built from the form: `n` makes its texts unique. */
function sample(collection: AnyCollection, n: number): Record<string, string> {
  const values: Record<string, string> = {};
  const fields = fieldsOf(collection);
  for (const field of fields) {
    const gate = fields.find((other) => other.name === field.when);
    if (field.name === 'order' || (gate && !gate.initial)) continue;
    const kind = field.kind ?? 'text';
    if (kind === 'text' || kind === 'textarea') values[field.name] = `${field.label} ${n} sample`;
    else if (kind === 'url') values[field.name] = `https://example.org/${field.name}/${n}`;
    else if (kind === 'tags') values[field.name] = 'alpha, beta';
    else if (kind === 'number') values[field.name] = String(n + 1);
    else if (kind === 'amount') values[field.name] = String(100 * (n + 1));
    else values[field.name] = String(field.initial ?? field.options?.[0]?.value ?? '');
  }
  return values;
}

const png = async () => ({ image: { name: 'photo.png', data: await pngBytes(), type: 'image/png' } });
const uploadsIn = (folder: string) =>
  fs.existsSync(path.join(t.dataDir, 'uploads', folder)) ? fs.readdirSync(path.join(t.dataDir, 'uploads', folder)).length : 0;
const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.replace(`${API_PREFIX}/uploads/`, ''));
const editorOf = (collection: AnyCollection) => headersOf[collection.roles.includes('moderator') ? 'moderator' : 'admin'];

/** Creates through the API as the admin form does: multipart when the collection takes an image. */
async function create(collection: AnyCollection, fields: Record<string, string>, headers = editorOf(collection), withImage = true) {
  if (!collection.image) return call(t.app, { method: 'POST', url: collection.path, headers, body: fields });
  return multipartCall(t.app, 'POST', collection.path, headers, { ...fields, ...(withImage ? await png() : {}) });
}
const staffList = async (collection: AnyCollection) =>
  (await call(t.app, { method: 'GET', url: collection.path, headers: editorOf(collection) })).body.data as any[];
const logOf = (collection: AnyCollection, action: string) =>
  t.app.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entity, collection.entity), eq(activityLog.action, action)));

describe.each(COLLECTIONS.map((collection) => [collection.name, collection] as const))('collection %s', (_name, collection) => {
  const { messages, path: url } = collection;
  const ids: string[] = [];
  const title = (item: any) => String(item[collection.admin.itemTitle]);
  const spec = SPEC_MESSAGES[collection.name] ?? { required: {} };
  const required = fieldsOf(collection).filter((field) => field.required && !field.when);

  it('adds items numbered count plus one, each logged', async () => {
    for (const n of [1, 2, 3]) {
      const res = await create(collection, sample(collection, n));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: messages.added });
      expect(res.body.data._id).toBe(res.body.data.id);
      ids.push(res.body.data.id);
    }
    expect((await staffList(collection)).map((item) => [item.id, item.order])).toEqual(ids.map((id, i) => [id, i + 1]));
    expect((await logOf(collection, 'create')).map((entry) => entry.entityId)).toEqual(ids);
  });

  it('searches the declared fields case-insensitively; LIKE wildcards match themselves', async () => {
    const field = collection.search[0]!;
    const item = (await staffList(collection))[1];
    const res = await call(t.app, {
      method: 'GET',
      url: `${url}?search=${encodeURIComponent(String(item[field]).toUpperCase())}`,
      headers: editorOf(collection),
    });
    expect(res.body.data.map((found: any) => found.id)).toEqual([item.id]);
    expect((await call(t.app, { method: 'GET', url: `${url}?search=%25`, headers: editorOf(collection) })).body.data).toEqual([]);
  });

  it('reads one item; unknown and malformed ids are 404 with the message', async () => {
    if (collection.readOne)
      expect(title((await call(t.app, { method: 'GET', url: `${url}/${ids[1]}` })).body.data)).toBe(title((await staffList(collection))[1]));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const requests = [
        ...(collection.readOne ? [call(t.app, { method: 'GET', url: `${url}/${id}` })] : []),
        call(t.app, { method: 'PUT', url: `${url}/${id}`, headers: editorOf(collection), body: {} }),
        call(t.app, { method: 'DELETE', url: `${url}/${id}`, headers: editorOf(collection) }),
      ];
      for (const res of await Promise.all(requests)) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, message: messages.notFound });
      }
    }
  });

  it('gives the spec message of each missing and too-long field, and stores nothing', async () => {
    const empty = await create(collection, {}, editorOf(collection), false);
    expect(empty.status).toBe(400);
    expect(empty.body.success).toBe(false);
    for (const field of required) expect(empty.body.errors[field.name], field.name).toBeTruthy();
    for (const [field, message] of Object.entries(spec.required)) expect(empty.body.errors[field], field).toBe(message);
    if (collection.image?.required) expect(empty.body.errors.image).toBe(CONTENT_MESSAGES.imageRequired);
    for (const field of fieldsOf(collection).filter((f) => f.maxLength)) {
      const tooLong = await create(collection, { ...sample(collection, 9), [field.name]: 'x'.repeat(field.maxLength! + 1) });
      expect(tooLong.status).toBe(400);
      const message = tooLong.body.errors[field.name];
      expect(message, field.name).toBeTruthy();
      if (spec.tooLong?.[field.name]) expect(message).toBe(spec.tooLong[field.name]);
    }
    expect(await staffList(collection)).toHaveLength(3);
  });

  it('updates only the non-empty fields; a refused update changes nothing', async () => {
    const field = textFields(collection)[0]!.name;
    const before = (await staffList(collection))[2];
    const blank = await call(t.app, { method: 'PUT', url: `${url}/${ids[2]}`, headers: editorOf(collection), body: { [field]: '' } });
    expect(blank.status).toBe(200);
    expect(blank.body).toMatchObject({ message: messages.updated, data: { [field]: before[field] } });
    const changed = await call(t.app, { method: 'PUT', url: `${url}/${ids[2]}`, headers: editorOf(collection), body: { [field]: 'Changed text' } });
    expect(changed.body.data[field]).toBe('Changed text');
    const refused = await call(t.app, { method: 'PUT', url: `${url}/${ids[2]}`, headers: editorOf(collection), body: { [field]: 'x'.repeat(25_000) } });
    expect(refused.status).toBe(400);
    expect((await staffList(collection))[2][field]).toBe('Changed text');
    expect((await logOf(collection, 'update')).filter((entry) => entry.entityId === ids[2])).toHaveLength(2);
  });

  it('refuses anonymous callers (401) and every role outside its own (403); nothing changes', async () => {
    const writes = (headers: Record<string, string>) => [
      create(collection, sample(collection, 7), headers),
      call(t.app, { method: 'PUT', url: `${url}/${ids[0]}`, headers, body: sample(collection, 7) }),
      call(t.app, { method: 'DELETE', url: `${url}/${ids[0]}`, headers }),
      ...(collection.reorder ? [call(t.app, { method: 'PUT', url: collection.reorder.path, headers, body: { [collection.reorder.key]: [] } })] : []),
    ];
    for (const res of await Promise.all(writes(anonymousHeaders()))) expect(res.status).toBe(401);
    for (const role of ROLES.filter((r) => !collection.roles.includes(r))) {
      for (const res of await Promise.all(writes(headersOf[role]))) expect(res.status, role).toBe(403);
    }
    expect((await staffList(collection)).map((item) => item.id)).toEqual(ids);
  });

  it.runIf(Boolean(collection.reorder))('reorders only with exactly every id, to positions 1..n, logged', async () => {
    const { path: orderUrl, key } = collection.reorder!;
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const body of [
      { [key]: [{ _id: ids[0], order: 1 }] },
      { [key]: [ids[0], ids[0], ids[1]].map((id, i) => ({ _id: id, order: i + 1 })) },
      { [key]: [...ids, unknown].map((id, i) => ({ _id: id, order: i + 1 })) },
      { [key]: 'nope' },
      {},
    ]) {
      const res = await call(t.app, { method: 'PUT', url: orderUrl, headers: editorOf(collection), body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await staffList(collection)).map((item) => item.id)).toEqual(ids);
    const reversed = [...ids].reverse();
    const res = await call(t.app, {
      method: 'PUT',
      url: orderUrl,
      headers: editorOf(collection),
      body: { [key]: reversed.map((id, i) => ({ _id: id, order: i + 1 })) },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.reordered);
    expect((await staffList(collection)).map((item) => [item.id, item.order])).toEqual(reversed.map((id, i) => [id, i + 1]));
    expect((await logOf(collection, 'reorder'))[0]?.changes).toEqual({ after: { order: reversed } });
  });

  it.runIf(Boolean(collection.image))('stores images as WebP with variants, refuses fakes and oversize files, replaces and removes them', async () => {
    const folder = path
      .dirname((await staffList(collection)).find((item) => item.image)!.image)
      .split('/')
      .pop()!;
    const stored = uploadsIn(folder);
    const item = (await staffList(collection)).find((candidate) => candidate.id === ids[0]);
    expect(item.image).toMatch(new RegExp(`^${API_PREFIX}/uploads/${folder}/[0-9a-f-]{36}\\.webp$`));
    expect(fs.existsSync(fileOf(item.image.replace('.webp', '-480.webp')))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: item.image })).statusCode).toBe(200);

    const fake = await multipartCall(t.app, 'POST', url, editorOf(collection), { ...sample(collection, 8), image: textFile('fake.png') });
    expect(fake.status).toBe(400);
    expect(fake.body.errors.image).toBe(CONTENT_MESSAGES.imageWrongType);
    const big = await multipartCall(t.app, 'POST', url, editorOf(collection), {
      ...sample(collection, 8),
      image: { name: 'huge.png', data: await largePng(collection.image!.maxBytes + 64 * 1024) },
    });
    expect(big.status).toBe(400);
    expect(big.body.errors.image).toBe(collection.image!.tooLargeMessage.replace('{filename}', 'huge.png'));
    expect(uploadsIn(folder)).toBe(stored);

    const replaced = await multipartCall(t.app, 'PUT', `${url}/${ids[0]}`, editorOf(collection), await png());
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.image).not.toBe(item.image);
    expect(fs.existsSync(fileOf(item.image))).toBe(false);
    expect(fs.existsSync(fileOf(replaced.body.data.image))).toBe(true);
    expect(uploadsIn(folder)).toBe(stored);
  });

  it('keeps no write whose log entry fails: change and entry commit together', async () => {
    const trigger = `fail_${collection.entity.replace(/-/g, '_')}`;
    await t.app.db.execute(sql.raw(`CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'log refused'; END $$`));
    await t.app.db.execute(
      sql.raw(`CREATE TRIGGER ${trigger} BEFORE INSERT ON activity_log FOR EACH ROW WHEN (NEW.entity = '${collection.entity}') EXECUTE FUNCTION ${trigger}()`),
    );
    const before = await staffList(collection);
    const folder = collection.image
      ? before
          .find((item) => item.image)!
          .image.split('/')
          .at(-2)
      : null;
    const stored = folder ? uploadsIn(folder) : 0;
    try {
      const field = textFields(collection)[0]!.name;
      const attempts = [
        () => create(collection, sample(collection, 5)),
        () => call(t.app, { method: 'PUT', url: `${url}/${ids[1]}`, headers: editorOf(collection), body: { [field]: 'Not kept' } }),
        () => call(t.app, { method: 'DELETE', url: `${url}/${ids[1]}`, headers: editorOf(collection) }),
        ...(collection.reorder
          ? [
              () =>
                call(t.app, {
                  method: 'PUT',
                  url: collection.reorder!.path,
                  headers: editorOf(collection),
                  body: { [collection.reorder!.key]: ids.map((id, i) => ({ _id: id, order: i + 1 })) },
                }),
            ]
          : []),
      ];
      for (const attempt of attempts) expect((await attempt()).status).toBe(500);
      expect(await staffList(collection)).toEqual(before);
      if (folder) expect(uploadsIn(folder)).toBe(stored);
    } finally {
      await t.app.db.execute(sql.raw(`DROP TRIGGER ${trigger} ON activity_log`));
      await t.app.db.execute(sql.raw(`DROP FUNCTION ${trigger}()`));
    }
  });

  it('serves public reads with an ETag: 304 while unchanged, a new one after a write', async () => {
    const first = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${url}` });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const field = textFields(collection)[0]!.name;
    await call(t.app, { method: 'PUT', url: `${url}/${ids[1]}`, headers: editorOf(collection), body: { [field]: 'Fresh text' } });
    const after = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('deletes with its image; the id is 404 afterwards; logged', async () => {
    const item = (await staffList(collection)).find((candidate) => candidate.id === ids[0]);
    const res = await call(t.app, { method: 'DELETE', url: `${url}/${ids[0]}`, headers: editorOf(collection) });
    expect(res.body).toEqual({ success: true, message: messages.deleted });
    if (item.image) expect(fs.existsSync(fileOf(item.image))).toBe(false);
    expect((await call(t.app, { method: 'DELETE', url: `${url}/${ids[0]}`, headers: editorOf(collection) })).status).toBe(404);
    expect((await logOf(collection, 'delete')).map((entry) => entry.entityId)).toEqual([ids[0]]);
  });
});
