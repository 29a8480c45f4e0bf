import { and, eq, getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bengaliField, COLLECTIONS, faqCollection, NEEDS_BENGALI_PARAM, type AnyCollection } from '@app/contract';
import { rowsOf } from '../../db/results.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { careerPosts } from '../../db/schema/careers.ts';
import { faqs } from '../../db/schema/content.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { call, multipartCall } from '../../testing/http.ts';
import { pngBytes } from './testing.ts';

/**
 * Staff-written content in Bengali beside English (issue 50): public reads in Bengali with English as
 * fallback (and the fields that fell back named), staff editing the Bengali copy, its rules, who may
 * edit it, the public cache keeping one answer per language, and the dashboard's count of what is missing.
 */

const t = useTestApp();
const editorOf = (collection: AnyCollection) => t.as[collection.roles.includes('moderator') ? 'moderator' : 'admin'];

/** A valid new item in English only, from the form's required fields (the Bengali inputs are never required). */
function english(collection: AnyCollection, n: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of collection.admin.fields.flat()) {
    if (field.lang || field.name === 'order' || field.when) continue;
    const kind = field.kind ?? 'text';
    if (kind === 'text' || kind === 'textarea') values[field.name] = `${field.label} ${n}`;
    else if (kind === 'url') values[field.name] = `https://example.org/${n}`;
    else if (kind === 'amount' || kind === 'number') values[field.name] = '100';
    else if (kind === 'select' || kind === 'choice') values[field.name] = String(field.initial ?? field.options?.[0]?.value);
  }
  return values;
}

async function create(collection: AnyCollection, fields: Record<string, string>) {
  const headers = editorOf(collection);
  const res = collection.image
    ? await multipartCall(t.app, 'POST', collection.path, headers, { ...fields, image: { name: 'p.png', data: await pngBytes(), type: 'image/png' } })
    : await call(t.app, { method: 'POST', url: collection.path, headers, body: fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Record<string, unknown> & { _id: string };
}

/** The public list in a language, as an anonymous reader gets it. */
async function publicList(collection: AnyCollection, lang?: string) {
  const res = await call(t.app, { url: `${collection.path}${lang ? `?lang=${lang}` : ''}` });
  expect(res.status).toBe(200);
  return res.body.data as Record<string, unknown>[];
}

const translated = COLLECTIONS.filter((collection) => collection.translated.length > 0);

describe.each(translated.map((collection) => [collection.name, collection] as const))('collection %s in Bengali', (_name, collection) => {
  it('falls back to English field by field, names what fell back, and hides the Bengali copies from the public', async () => {
    const n = `fb-${collection.name}`;
    const item = await create(collection, english(collection, n));
    for (const field of collection.translated) expect(item[bengaliField(field)]).toBeNull();

    const untouched = (await publicList(collection, 'bn')).find((row) => row._id === item._id)!;
    const filled = collection.translated.filter((field) => typeof item[field] === 'string' && item[field] !== '');
    expect(untouched.fallback).toEqual(filled);
    for (const field of filled) expect(untouched[field]).toBe(item[field]);

    // Bengali for the first field only: it reads in Bengali, the rest still fall back.
    const [first, ...rest] = collection.translated;
    const bengali = `বাংলা লেখা ${n}`;
    const headers = editorOf(collection);
    const put = collection.image
      ? await multipartCall(t.app, 'PUT', `${collection.path}/${item._id}`, headers, { [bengaliField(first!)]: bengali })
      : await call(t.app, { method: 'PUT', url: `${collection.path}/${item._id}`, headers, body: { [bengaliField(first!)]: bengali } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data[bengaliField(first!)]).toBe(bengali);
    expect(put.body.data[first!]).toBe(item[first!]);

    const inBengali = (await publicList(collection, 'bn')).find((row) => row._id === item._id)!;
    expect(inBengali[first!]).toBe(bengali);
    expect(inBengali.fallback).toEqual(rest.filter((field) => filled.includes(field)));
    expect(Object.keys(inBengali).filter((key) => key.endsWith('Bn'))).toEqual([]);

    for (const read of [await publicList(collection, 'en'), await publicList(collection)]) {
      const row = read.find((candidate) => candidate._id === item._id)!;
      expect(row[first!]).toBe(item[first!]);
      expect(row.fallback).toEqual([]);
      expect(Object.keys(row).filter((key) => key.endsWith('Bn'))).toEqual([]);
    }

    // Staff see both languages to edit them.
    const staff = await call(t.app, { url: collection.path, headers });
    const mine = (staff.body.data as Record<string, unknown>[]).find((row) => row._id === item._id)!;
    expect(mine[first!]).toBe(item[first!]);
    expect(mine[bengaliField(first!)]).toBe(bengali);
  });
});

describe('editing the Bengali of an FAQ', () => {
  const { moderator } = t.as;
  const path = faqCollection.path;

  it('is logged with its before and after, is cleared by a blank, and is searched', async () => {
    const faq = await create(faqCollection, { question: 'Is my money safe here?', answer: 'Farming carries risk.' });
    const put = await call(t.app, {
      method: 'PUT',
      url: `${path}/${faq._id}`,
      headers: moderator,
      body: { questionBn: 'আমার টাকা কি এখানে নিরাপদ?', answerBn: 'কৃষিতে ঝুঁকি আছে।' },
    });
    expect(put.status).toBe(200);
    const [entry] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, faq._id), eq(activityLog.action, 'update')));
    expect(entry!.changes).toMatchObject({ before: { questionBn: null }, after: { questionBn: 'আমার টাকা কি এখানে নিরাপদ?' } });

    const found = await call(t.app, { url: `${path}?search=${encodeURIComponent('নিরাপদ')}`, headers: moderator });
    expect((found.body.data as { _id: string }[]).map((row) => row._id)).toEqual([faq._id]);

    // A blank English field means "unchanged"; a blank Bengali one clears the translation.
    const cleared = await call(t.app, { method: 'PUT', url: `${path}/${faq._id}`, headers: moderator, body: { question: '', questionBn: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ question: 'Is my money safe here?', questionBn: null, answerBn: 'কৃষিতে ঝুঁকি আছে।' });
  });

  it('refuses a Bengali text over the English field’s limit and a language it does not know; nothing changes', async () => {
    const faq = await create(faqCollection, { question: 'How long is a cycle?', answer: 'From six weeks to a year.' });
    const res = await call(t.app, { method: 'PUT', url: `${path}/${faq._id}`, headers: moderator, body: { questionBn: 'প'.repeat(251), answerBn: 'ঠিক আছে' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: { questionBn: 'Question (বাংলা) must be less than 250 characters' } });
    const wrongType = await call(t.app, { method: 'PUT', url: `${path}/${faq._id}`, headers: moderator, body: { answerBn: 42 } });
    expect(wrongType.status).toBe(400);
    const [row] = await t.app.db.select().from(faqs).where(eq(faqs.id, faq._id));
    expect(row).toMatchObject({ questionBn: null, answerBn: null });

    for (const lang of ['fr', 'BN', '']) {
      const read = await call(t.app, { url: `${path}?lang=${lang}` });
      expect(read.status, lang).toBe(400);
      expect(read.body.success).toBe(false);
    }
    const one = await call(t.app, { url: `${path}/${faq._id}?lang=xx` });
    expect(one.status).toBe(400);
  });

  it('may be changed only by the collection’s editors: anonymous 401, other roles 403', async () => {
    const faq = await create(faqCollection, { question: 'Who checks the farms?', answer: 'Our field officers.' });
    const body = { questionBn: 'খামার কে দেখেন?' };
    const anonymous = await call(t.app, { method: 'PUT', url: `${path}/${faq._id}`, headers: anonymousHeaders(), body });
    expect(anonymous.status).toBe(401);
    for (const role of ['user', 'employee'] as const) {
      const res = await call(t.app, { method: 'PUT', url: `${path}/${faq._id}`, headers: t.as[role], body });
      expect(res.status, role).toBe(403);
    }
    const [row] = await t.app.db.select().from(faqs).where(eq(faqs.id, faq._id));
    expect(row!.questionBn).toBeNull();
  });

  it('reads one item in Bengali, and the public cache keeps one answer per language', async () => {
    const faq = await create(faqCollection, { question: 'Can I visit a farm?', answer: 'Yes, by appointment.' });
    await call(t.app, { method: 'PUT', url: `${path}/${faq._id}`, headers: moderator, body: { questionBn: 'আমি কি খামারে যেতে পারি?' } });
    for (let round = 0; round < 2; round++) {
      const bn = await call(t.app, { url: `${path}/${faq._id}?lang=bn` });
      const en = await call(t.app, { url: `${path}/${faq._id}` });
      expect(bn.body.data).toMatchObject({ question: 'আমি কি খামারে যেতে পারি?', answer: 'Yes, by appointment.', fallback: ['answer'] });
      expect(en.body.data).toMatchObject({ question: 'Can I visit a farm?', fallback: [] });
      expect(bn.headers.etag).not.toBe(en.headers.etag);
    }
  });
});

describe('the dashboard’s count of missing Bengali', () => {
  const attention = async (headers: Record<string, string>) =>
    (await call(t.app, { url: '/dashboard/needs-attention', headers })).body.data as {
      key: string;
      count: number;
      href: string;
      oldest: { label: string }[];
    }[];

  it('counts the items with an English text and no Bengali, links to them, and drops an item once translated', async () => {
    const before = (await attention(t.as.moderator)).find((item) => item.key === 'bengali-missing-faq')!;
    expect(before.href).toBe(`${faqCollection.admin.path}?${NEEDS_BENGALI_PARAM}`);
    const faq = await create(faqCollection, { question: 'Dashboard count question', answer: 'An answer.' });
    const added = (await attention(t.as.moderator)).find((item) => item.key === 'bengali-missing-faq')!;
    expect(added.count).toBe(before.count + 1);

    // Half translated still counts; both fields translated does not.
    await call(t.app, { method: 'PUT', url: `${faqCollection.path}/${faq._id}`, headers: t.as.moderator, body: { questionBn: 'প্রশ্ন' } });
    expect((await attention(t.as.moderator)).find((item) => item.key === 'bengali-missing-faq')!.count).toBe(before.count + 1);
    await call(t.app, { method: 'PUT', url: `${faqCollection.path}/${faq._id}`, headers: t.as.moderator, body: { answerBn: 'উত্তর' } });
    expect((await attention(t.as.moderator)).find((item) => item.key === 'bengali-missing-faq')!.count).toBe(before.count);
  });

  it('shows each collection’s item only to its editors', async () => {
    const moderatorKeys = (await attention(t.as.moderator)).map((item) => item.key);
    expect(moderatorKeys).toContain('bengali-missing-faq');
    expect(moderatorKeys).not.toContain('bengali-missing-investment-plans');
    const adminKeys = (await attention(t.as.admin)).map((item) => item.key);
    for (const collection of translated) expect(adminKeys).toContain(`bengali-missing-${collection.name}`);
    expect((await attention(t.as.employee)).map((item) => item.key).filter((key) => key.startsWith('bengali-'))).toEqual([]);
  });
});

describe('every translatable field', () => {
  it('has its Bengali column in its table', async () => {
    const { bengaliGap } = await import('./collection.ts');
    const servers = await Promise.all(
      ['about-images', 'faq', 'investment-plans', 'stories', 'team'].map(async (name) =>
        Object.values(await import(`../${name}/routes.ts`)).find((value) => value && typeof value === 'object' && 'collection' in value),
      ),
    );
    expect(servers.map((server) => (server as { collection: AnyCollection }).collection.name).sort()).toEqual(
      translated.map((collection) => collection.name).sort(),
    );
    for (const server of servers as Parameters<typeof bengaliGap>[0][]) {
      const { where } = bengaliGap(server);
      const columns = (await t.app.db.execute(
        sql.raw(`SELECT column_name FROM information_schema.columns WHERE table_name = '${getTableName(server.table)}'`),
      )) as unknown;
      const names = rowsOf<{ column_name: string }>(columns).map((row) => row.column_name);
      for (const column of where.match(/[a-z_]+_bn\b/g)!) expect(names, column).toContain(column);
      expect(where.match(/[a-z_]+_bn\b/g)).toHaveLength(server.collection.translated.length);
    }
  });
});

describe('a career post in Bengali', () => {
  it('gives its texts and lists in Bengali, English where missing, and the Bengali copies to staff only', async () => {
    const [post] = await t.app.db
      .insert(careerPosts)
      .values({
        role: 'Field Officer',
        department: 'Field Operations',
        location: 'Bogura',
        jobType: 'Full-time',
        deadline: '2099-01-31',
        shortDetails: 'Visit partner farms.',
        skills: ['Livestock husbandry'],
        applyProcedure: 'Apply online.',
        roleBn: 'মাঠকর্মী',
        skillsBn: ['গবাদিপশু পালন'],
      })
      .returning();
    const read = async (lang: string, headers: Record<string, string> = {}) =>
      (await call(t.app, { url: `/career/posts/${post!.id}${lang}`, headers })).body.data as Record<string, unknown>;
    const bn = await read('?lang=bn');
    expect(bn).toMatchObject({ role: 'মাঠকর্মী', skills: ['গবাদিপশু পালন'], location: 'Bogura' });
    expect(bn.fallback).toEqual(expect.arrayContaining(['department', 'location', 'short_details', 'applyProcedure']));
    expect(bn.fallback).not.toContain('role');
    expect(bn.fallback).not.toContain('responsibilities');
    expect(bn.roleBn).toBeUndefined();
    expect(await read('')).toMatchObject({ role: 'Field Officer', skills: ['Livestock husbandry'], fallback: [] });
    expect(await read('', t.as.admin)).toMatchObject({ role: 'Field Officer', roleBn: 'মাঠকর্মী', skillsBn: ['গবাদিপশু পালন'] });
    const list = (await call(t.app, { url: '/career/posts?lang=bn' })).body.data as { _id: string; role: string }[];
    expect(list.find((item) => item._id === post!.id)!.role).toBe('মাঠকর্মী');
    expect((await call(t.app, { url: '/career/posts?lang=de' })).status).toBe(400);
  });
});

describe('a trust page in Bengali', () => {
  it('reads its default Bengali until staff save the page, then falls back to the saved English', async () => {
    const bn = (await call(t.app, { url: '/trust-pages/risk?lang=bn' })).body.data;
    expect(bn).toMatchObject({ title: 'ঝুঁকিগুলো, সহজ ভাষায়', fallback: [] });
    expect(bn.sections[0].title).toBe('আপনি অর্থ হারাতে পারেন');
    expect((await call(t.app, { url: '/trust-pages/risk' })).body.data.title).toBe('The risks, in plain words');
    const saved = { title: 'Risks', intro: 'Your capital is at risk.', sections: [{ title: 'Loss', body: 'You can lose money.' }] };
    expect((await call(t.app, { method: 'PUT', url: '/trust-pages/risk', headers: t.as.moderator, body: saved })).status).toBe(200);
    const after = (await call(t.app, { url: '/trust-pages/risk?lang=bn' })).body.data;
    expect(after).toMatchObject({ title: 'Risks', fallback: ['title', 'intro', 'sections'] });
    expect((await call(t.app, { url: '/trust-pages/risk?lang=xx' })).status).toBe(400);
  });
});
