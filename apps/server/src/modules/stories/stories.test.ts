import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousHeaders, createTestApp, signInAs, type TestApp } from '../../testing/app.ts';
import { call, multipartCall, pngBytes, textFile } from '../content-common/testing.ts';

let t: TestApp;
let moderator: Record<string, string>;
let employee: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  moderator = (await signInAs(t.app, 'moderator')).headers;
  employee = (await signInAs(t.app, 'employee')).headers;
});
afterAll(() => t.close());

const fields = (name: string, extra: Record<string, string | string[]> = {}) => ({
  name,
  role: 'Partner farmer',
  url: 'https://example.org/stories/' + name.toLowerCase().replace(/\s/g, '-'),
  short_story: `${name} grew a herd of cattle with the cluster.`,
  ...extra,
});
const image = async () => [{ name: 'image', filename: 'portrait.png', bytes: await pngBytes(), type: 'image/png' }];
const add = async (name: string, extra: Record<string, string | string[]> = {}, headers = moderator) =>
  multipartCall(t.app, 'POST', '/ourStories/stories', headers, fields(name, extra), await image());
const get = async (query = '') => (await call(t.app, { method: 'GET', url: `/ourStories/stories${query}` })).body;

describe('stories', () => {
  const ids: string[] = [];

  it('adds stories with tags; order defaults to count plus one', async () => {
    for (const [name, extra] of [
      ['Rahima Begum', { tags: ['dairy', 'women'] }],
      ['Abdul Karim', { tags: 'cattle, qurbani', full_story: 'The long version.' }],
      ['Sarah Ahmed', { role: 'Investor from London', tags: '["investor"]' }],
    ] as const) {
      const res = await add(name, extra as any);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Story added successfully');
      ids.push(res.body.data.id);
    }
    const { data, pagination } = await get();
    expect(data.map((s: any) => [s.name, s.order])).toEqual([
      ['Rahima Begum', 1],
      ['Abdul Karim', 2],
      ['Sarah Ahmed', 3],
    ]);
    expect(data[0].tags).toEqual(['dairy', 'women']);
    expect(data[1]).toMatchObject({ tags: ['cattle', 'qurbani'], full_story: 'The long version.', fullStory: 'The long version.' });
    expect(data[2].shortStory).toBe(data[2].short_story);
    expect(data[2].tags).toEqual(['investor']);
    expect(pagination).toEqual({ page: 1, pages: 1, total: 3, limit: 10 });
  });

  it('pages, sorts and searches', async () => {
    const page = await get('?limit=2&page=2');
    expect(page.data.map((s: any) => s.name)).toEqual(['Sarah Ahmed']);
    expect(page.pagination).toEqual({ page: 2, pages: 2, total: 3, limit: 2 });
    expect((await get('?sort=name')).data.map((s: any) => s.name)).toEqual(['Abdul Karim', 'Rahima Begum', 'Sarah Ahmed']);
    expect((await get('?sort=-name')).data.map((s: any) => s.name)).toEqual(['Sarah Ahmed', 'Rahima Begum', 'Abdul Karim']);
    expect((await get('?sort=-createdAt')).data.map((s: any) => s.name)).toEqual(['Sarah Ahmed', 'Abdul Karim', 'Rahima Begum']);
    expect((await get('?sort=createdAt')).data.map((s: any) => s.name)).toEqual(['Rahima Begum', 'Abdul Karim', 'Sarah Ahmed']);
    expect((await get('?search=LONDON')).data.map((s: any) => s.name)).toEqual(['Sarah Ahmed']);
    expect((await get('?search=herd')).pagination.total).toBe(3);
    expect((await get('?search=karim')).data).toHaveLength(1);
  });

  it('answers bad query values with a 400 envelope', async () => {
    for (const query of ['?page=0', '?page=abc', '?limit=101', '?limit=0', '?sort=age', '?sort=order&sort=name']) {
      const res = await call(t.app, { method: 'GET', url: `/ourStories/stories${query}` });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('gives each validation message and stores nothing', async () => {
    const cases: [Record<string, string>, boolean, string, string][] = [
      [{ ...fields('X'), role: '' }, true, 'role', 'Role is required'],
      [{ ...fields('X'), name: ' ' }, true, 'name', 'Name is required'],
      [{ ...fields('X'), url: '' }, true, 'url', 'URL is required'],
      [{ ...fields('X'), url: 'example.com' }, true, 'url', 'Enter a valid URL (starting with http:// or https://)'],
      [{ ...fields('X'), url: 'https://localhost' }, true, 'url', 'Enter a valid URL (starting with http:// or https://)'],
      [{ ...fields('X'), short_story: '' }, true, 'short_story', 'Short story is required'],
      [{ ...fields('X'), short_story: 's'.repeat(251) }, true, 'short_story', 'Short story must be less than 250 characters'],
      [fields('X'), false, 'image', 'Image is required'],
    ];
    for (const [body, withImage, field, message] of cases) {
      const res = await multipartCall(t.app, 'POST', '/ourStories/stories', moderator, body, withImage ? await image() : []);
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    const fake = await multipartCall(t.app, 'POST', '/ourStories/stories', moderator, fields('X'), [textFile('x.png')]);
    expect(fake.status).toBe(400);
    expect((await get()).pagination.total).toBe(3);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'stories'))).toHaveLength(3 * 4);
  });

  it('refuses anonymous callers and employees', async () => {
    expect((await add('Y', {}, anonymousHeaders())).status).toBe(401);
    expect((await add('Y', {}, employee)).status).toBe(403);
    expect((await call(t.app, { method: 'DELETE', url: `/ourStories/stories/${ids[0]}`, headers: employee })).status).toBe(403);
    expect((await get()).pagination.total).toBe(3);
  });

  it('updates non-empty fields by JSON or multipart; a new image replaces the old file', async () => {
    const json = await call(t.app, {
      method: 'PUT',
      url: `/ourStories/stories/${ids[1]}`,
      headers: moderator,
      body: { name: '', role: 'Cattle farmer', short_story: '', full_story: '', order: 5 },
    });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ message: 'Story updated successfully', data: { name: 'Abdul Karim', role: 'Cattle farmer', full_story: null, order: 5 } });
    const bad = await call(t.app, { method: 'PUT', url: `/ourStories/stories/${ids[1]}`, headers: moderator, body: { url: 'ftp://x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.url).toBe('Enter a valid URL (starting with http:// or https://)');
    const old = json.body.data.image;
    const withImage = await multipartCall(t.app, 'PUT', `/ourStories/stories/${ids[1]}`, moderator, { shortStory: 'Now 12 head of cattle.' }, await image());
    expect(withImage.status).toBe(200);
    expect(withImage.body.data.short_story).toBe('Now 12 head of cattle.');
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', old.replace('/api/v1/uploads/', '')))).toBe(false);
  });

  it('deletes; unknown ids are 404; ETag changes after a write', async () => {
    const etag = (await t.app.inject({ method: 'GET', url: '/api/v1/ourStories/stories' })).headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/ourStories/stories', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const res = await call(t.app, { method: 'DELETE', url: `/ourStories/stories/${ids[0]}`, headers: moderator });
    expect(res.body).toEqual({ success: true, message: 'Story deleted successfully' });
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/ourStories/stories', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().pagination.total).toBe(2);
    const missing = await call(t.app, { method: 'PUT', url: `/ourStories/stories/${ids[0]}`, headers: moderator, body: { name: 'Z' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Story not found' });
  });
});
