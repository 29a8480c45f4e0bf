import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousHeaders, createTestApp, signInAs, type TestApp } from '../../testing/app.ts';
import { call, largePng, multipartCall, pngBytes, textFile } from '../content-common/testing.ts';

let t: TestApp;
let admin: Record<string, string>;
let moderator: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t.app, 'superAdmin')).headers;
  moderator = (await signInAs(t.app, 'moderator')).headers;
});
afterAll(() => t.close());

const photo = async (bytes?: Buffer) => [{ name: 'image', filename: 'photo.png', bytes: bytes ?? (await pngBytes(60, 60)), type: 'image/png' }];
const add = async (fields: Record<string, string>, headers = admin) => multipartCall(t.app, 'POST', '/team/members', headers, fields, await photo());
const list = async (query = '') => (await call(t.app, { method: 'GET', url: `/team/members${query}` })).body.data as any[];

describe('team', () => {
  const ids: string[] = [];

  it('adds members; column defaults to 3, order to count plus one', async () => {
    for (const fields of <Record<string, string>[]>[
      { name: 'Imran Hossain', position: 'Founder & CEO' },
      { name: 'Nusrat Jahan', position: 'Head of Farming Operations', gridColumn: '1' },
      { name: 'Tom Whitfield', position: 'Investor Relations (UK)', gridColumn: '5' },
    ]) {
      const res = await add(fields);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Team member added successfully');
      ids.push(res.body.data.id);
    }
    expect((await list()).map((m) => [m.name, m.gridColumn, m.order])).toEqual([
      ['Imran Hossain', 3, 1],
      ['Nusrat Jahan', 1, 2],
      ['Tom Whitfield', 5, 3],
    ]);
    expect((await list('?search=farming')).map((m) => m.name)).toEqual(['Nusrat Jahan']);
    expect((await list('?search=TOM')).map((m) => m.name)).toEqual(['Tom Whitfield']);
  });

  it('gives each validation message and stores nothing', async () => {
    const cases: [Record<string, string>, boolean, string, string][] = [
      [{ position: 'P' }, true, 'name', 'Name is required'],
      [{ name: 'N' }, true, 'position', 'Position is required'],
      [{ name: 'N', position: 'P' }, false, 'image', 'Image is required'],
      [{ name: 'N', position: 'P', gridColumn: '6' }, true, 'gridColumn', 'Column must be a whole number from 1 to 5'],
      [{ name: 'N', position: 'P', order: '0' }, true, 'order', 'Display order must be at least 1'],
    ];
    for (const [fields, withPhoto, field, message] of cases) {
      const res = await multipartCall(t.app, 'POST', '/team/members', admin, fields, withPhoto ? await photo() : []);
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    const big = await multipartCall(t.app, 'POST', '/team/members', admin, { name: 'N', position: 'P' }, await photo(await largePng(2.1 * 1024 * 1024)));
    expect(big.body.message).toBe('Photo photo.png is too large. Maximum allowed size is 2MB.');
    const fake = await multipartCall(t.app, 'POST', '/team/members', admin, { name: 'N', position: 'P' }, [textFile('face.png')]);
    expect(fake.status).toBe(400);
    expect(await list()).toHaveLength(3);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'team'))).toHaveLength(12);
  });

  it('refuses moderators and anonymous callers', async () => {
    expect((await add({ name: 'N', position: 'P' }, moderator)).status).toBe(403);
    expect((await add({ name: 'N', position: 'P' }, anonymousHeaders())).status).toBe(401);
    expect((await call(t.app, { method: 'PATCH', url: `/team/members/${ids[0]}/grid-column`, headers: moderator, body: { gridColumn: 2 } })).status).toBe(403);
    expect(await list()).toHaveLength(3);
  });

  it('moves between columns within 1..5', async () => {
    const res = await call(t.app, { method: 'PATCH', url: `/team/members/${ids[0]}/grid-column`, headers: admin, body: { gridColumn: 4 } });
    expect(res.body).toMatchObject({ message: 'Moved Imran Hossain to Column 4', data: { gridColumn: 4 } });
    for (const gridColumn of [0, 6, 2.5, 'left']) {
      const bad = await call(t.app, { method: 'PATCH', url: `/team/members/${ids[0]}/grid-column`, headers: admin, body: { gridColumn } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.gridColumn).toBe('Column must be a whole number from 1 to 5');
    }
    expect((await list())[0].gridColumn).toBe(4);
  });

  it('updates non-empty fields and replaces the photo', async () => {
    const before = (await list())[1];
    const res = await multipartCall(t.app, 'PUT', `/team/members/${ids[1]}`, admin, { name: '', position: 'COO' }, await photo());
    expect(res.body.data).toMatchObject({ name: 'Nusrat Jahan', position: 'COO' });
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', before.image.replace('/api/v1/uploads/', '')))).toBe(false);
    const json = await call(t.app, { method: 'PUT', url: `/team/members/${ids[1]}`, headers: admin, body: { gridColumn: 2 } });
    expect(json.body.data.gridColumn).toBe(2);
  });

  it('reorders with exactly every id', async () => {
    const bad = await call(t.app, { method: 'PUT', url: '/team/members-order', headers: admin, body: { members: [{ _id: ids[0], order: 1 }] } });
    expect(bad.status).toBe(400);
    const res = await call(t.app, {
      method: 'PUT',
      url: '/team/members-order',
      headers: admin,
      body: { members: [{ _id: ids[2], order: 1 }, { _id: ids[0], order: 2 }, { _id: ids[1], order: 3 }] },
    });
    expect(res.body.message).toBe('Team member order updated');
    expect((await list()).map((m) => m.id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it('deletes with the photo; 404 after; ETag changes', async () => {
    const etag = (await t.app.inject({ method: 'GET', url: '/api/v1/team/members' })).headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/team/members', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await call(t.app, { method: 'DELETE', url: `/team/members/${ids[2]}`, headers: admin })).body.message).toBe('Team member deleted successfully');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/team/members', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    const missing = await call(t.app, { method: 'PATCH', url: `/team/members/${ids[2]}/grid-column`, headers: admin, body: { gridColumn: 1 } });
    expect(missing.body).toEqual({ success: false, message: 'Team member not found' });
  });
});
