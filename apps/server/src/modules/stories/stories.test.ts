import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { call, multipartCall } from '../../testing/http.ts';
import { pngBytes } from '../content-common/testing.ts';

/** What stories add to the shared collection suite: tags, field aliases, pages and sorts. */
const t = useTestApp({ roles: ['moderator'] });
const { moderator } = t.as;

const fields = (name: string, extra: Record<string, string | string[]> = {}) => ({
  name,
  role: 'Partner farmer',
  url: 'https://example.org/stories/' + name.toLowerCase().replace(/\s/g, '-'),
  short_story: `${name} grew a herd of cattle with the cluster.`,
  ...extra,
});
const image = async () => ({ image: { name: 'portrait.png', data: await pngBytes(), type: 'image/png' } });
const get = async (query = '') => (await call(t.app, { method: 'GET', url: `/ourStories/stories${query}` })).body;

describe('stories', () => {
  const ids: string[] = [];

  it('takes tags as a list, comma text or JSON text, and the camelCase aliases', async () => {
    for (const [name, extra] of [
      ['Rahima Begum', { tags: ['dairy', 'women'] }],
      ['Abdul Karim', { 'tags[]': ['cattle', 'qurbani'], fullStory: 'The long version.' }],
      ['Sarah Ahmed', { role: 'Investor from London', tags: '["investor"]' }],
    ] as const) {
      const res = await multipartCall(t.app, 'POST', '/ourStories/stories', moderator, {
        ...fields(name, extra as Record<string, string | string[]>),
        ...(await image()),
      });
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    const { data, pagination } = await get();
    expect(data.map((s: any) => s.tags)).toEqual([['dairy', 'women'], ['cattle', 'qurbani'], ['investor']]);
    expect(data[1]).toMatchObject({ full_story: 'The long version.', fullStory: 'The long version.' });
    expect(data[2].shortStory).toBe(data[2].short_story);
    expect(data[0].publishedDate).toBe(data[0].createdAt);
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
  });

  it('answers bad query values with a 400 envelope', async () => {
    for (const query of ['?page=0', '?page=abc', '?limit=101', '?limit=0', '?sort=age', '?sort=order&sort=name']) {
      const res = await call(t.app, { method: 'GET', url: `/ourStories/stories${query}` });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('checks the link; a blank full story clears it; shortStory updates short_story', async () => {
    for (const url of ['example.com', 'https://localhost', 'ftp://x']) {
      const bad = await call(t.app, { method: 'PUT', url: `/ourStories/stories/${ids[1]}`, headers: moderator, body: { url } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.url).toBe('Enter a valid URL (starting with http:// or https://)');
    }
    const cleared = await call(t.app, {
      method: 'PUT',
      url: `/ourStories/stories/${ids[1]}`,
      headers: moderator,
      body: { name: '', full_story: '', order: 5 },
    });
    expect(cleared.body.data).toMatchObject({ name: 'Abdul Karim', full_story: null, order: 5 });
    const alias = await multipartCall(t.app, 'PUT', `/ourStories/stories/${ids[1]}`, moderator, { shortStory: 'Now 12 head of cattle.' });
    expect(alias.body.data.short_story).toBe('Now 12 head of cattle.');
  });
});
