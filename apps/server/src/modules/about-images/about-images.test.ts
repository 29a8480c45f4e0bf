import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousHeaders, createTestApp, signInAs, type TestApp } from '../../testing/app.ts';
import { call, largePng, multipartCall, pngBytes, textFile } from '../content-common/testing.ts';

let t: TestApp;
let admin: Record<string, string>;
let moderator: Record<string, string>;
let employee: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t.app, 'admin')).headers;
  moderator = (await signInAs(t.app, 'moderator')).headers;
  employee = (await signInAs(t.app, 'employee')).headers;
});
afterAll(() => t.close());

const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.replace('/api/v1/uploads/', ''));
const add = async (title: string, headers = moderator) =>
  multipartCall(t.app, 'POST', '/about/images', headers, { title }, [{ name: 'image', filename: 'field.png', bytes: await pngBytes(), type: 'image/png' }]);
const publicList = async () => (await call(t.app, { method: 'GET', url: '/about/images' })).body.data as any[];
const staffList = async () => (await call(t.app, { method: 'GET', url: '/about/images', headers: moderator })).body.data as any[];

describe('about images', () => {
  const ids: string[] = [];

  it('adds images as WebP with variants, in order', async () => {
    for (const title of ['Paddy fields at dawn', 'Cattle at the cluster', 'Farmers meeting']) {
      const res = await add(title);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Image added successfully', data: { title, disabled: false } });
      expect(res.body.data.image).toMatch(/^\/api\/v1\/uploads\/about\/[0-9a-f-]{36}\.webp$/);
      expect(fs.existsSync(fileOf(res.body.data.image))).toBe(true);
      expect(fs.existsSync(fileOf(res.body.data.image).replace('.webp', '-480.webp'))).toBe(true);
      ids.push(res.body.data.id);
    }
    expect((await publicList()).map((i) => i.order)).toEqual([1, 2, 3]);
    const served = await t.app.inject({ method: 'GET', url: (await publicList())[0].image });
    expect(served.statusCode).toBe(200);
  });

  it('requires a title under the limit and an image that really is one', async () => {
    const png = { name: 'image', filename: 'a.png', bytes: await pngBytes(), type: 'image/png' };
    const cases: [Record<string, string>, any[], string, string][] = [
      [{ title: '' }, [png], 'title', 'Title is required'],
      [{ title: 'x'.repeat(51) }, [png], 'title', 'Title must be less than 50 characters'],
      [{ title: 'No picture' }, [], 'image', 'Image is required'],
      [{ title: 'Fake' }, [textFile('photo.png')], 'image', 'Please select an image file (JPEG, PNG, WebP, GIF or AVIF)'],
    ];
    for (const [fields, files, field, message] of cases) {
      const res = await multipartCall(t.app, 'POST', '/about/images', moderator, fields, files);
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    const big = await multipartCall(t.app, 'POST', '/about/images', moderator, { title: 'Huge' }, [
      { name: 'image', filename: 'huge.png', bytes: await largePng(5.2 * 1024 * 1024) },
    ]);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('Image huge.png is too large. Maximum allowed size is 5MB.');
    expect(await staffList()).toHaveLength(3);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'about'))).toHaveLength(3 * 4);
  });

  it('refuses anonymous callers and employees', async () => {
    expect((await add('x', anonymousHeaders())).status).toBe(401);
    expect((await add('x', employee)).status).toBe(403);
    expect((await call(t.app, { method: 'PATCH', url: `/about/images/${ids[0]}/toggle-status`, headers: employee })).status).toBe(403);
    expect((await call(t.app, { method: 'DELETE', url: `/about/images/${ids[0]}`, headers: anonymousHeaders() })).status).toBe(401);
    expect(await staffList()).toHaveLength(3);
  });

  it('hides disabled images from the public but not from content editors', async () => {
    const res = await call(t.app, { method: 'PATCH', url: `/about/images/${ids[1]}/toggle-status`, headers: moderator });
    expect(res.body).toMatchObject({ message: 'Image disabled successfully', data: { disabled: true } });
    expect((await publicList()).map((i) => i.id)).toEqual([ids[0], ids[2]]);
    expect((await staffList()).map((i) => i.id)).toEqual(ids);
    const back = await call(t.app, { method: 'PATCH', url: `/about/images/${ids[1]}/toggle-status`, headers: admin });
    expect(back.body.message).toBe('Image enabled successfully');
    expect(await publicList()).toHaveLength(3);
  });

  it('searches titles case-insensitively', async () => {
    const res = await call(t.app, { method: 'GET', url: '/about/images?search=CATTLE' });
    expect(res.body.data.map((i: any) => i.title)).toEqual(['Cattle at the cluster']);
  });

  it('reorders with exactly all ids', async () => {
    const partial = await call(t.app, { method: 'PUT', url: '/about/images/order', headers: moderator, body: { images: [{ _id: ids[0], order: 1 }] } });
    expect(partial.status).toBe(400);
    expect((await staffList()).map((i) => i.id)).toEqual(ids);
    const res = await call(t.app, {
      method: 'PUT',
      url: '/about/images/order',
      headers: moderator,
      body: { images: [{ _id: ids[2], order: 1 }, { _id: ids[1], order: 2 }, { _id: ids[0], order: 3 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Gallery order updated');
    expect((await staffList()).map((i) => [i.id, i.order])).toEqual([
      [ids[2], 1],
      [ids[1], 2],
      [ids[0], 3],
    ]);
  });

  it('replaces the image on update and removes the old file', async () => {
    const before = (await staffList()).find((i) => i.id === ids[0]);
    const res = await multipartCall(t.app, 'PUT', `/about/images/${ids[0]}`, moderator, { title: '' }, [
      { name: 'image', filename: 'new.png', bytes: await pngBytes(80, 60, '#c9a227') },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe(before.title);
    expect(res.body.data.image).not.toBe(before.image);
    expect(fs.existsSync(fileOf(before.image))).toBe(false);
    expect(fs.existsSync(fileOf(res.body.data.image))).toBe(true);
  });

  it('deletes an image with its files; unknown ids are 404', async () => {
    const image = (await staffList()).find((i) => i.id === ids[0]);
    const res = await call(t.app, { method: 'DELETE', url: `/about/images/${ids[0]}`, headers: moderator });
    expect(res.body).toEqual({ success: true, message: 'Image deleted successfully' });
    expect(fs.existsSync(fileOf(image.image))).toBe(false);
    for (const method of ['DELETE', 'PATCH'] as const) {
      const url = method === 'DELETE' ? `/about/images/${ids[0]}` : `/about/images/${ids[0]}/toggle-status`;
      const missing = await call(t.app, { method, url, headers: moderator });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, message: 'Image not found' });
    }
  });

  it('serves ETags and changes them after a write', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/about/images' });
    const etag = first.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/about/images', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await call(t.app, { method: 'PATCH', url: `/about/images/${ids[1]}/toggle-status`, headers: moderator });
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/about/images', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.map((i: any) => i.id)).toEqual([ids[2]]);
  });
});
