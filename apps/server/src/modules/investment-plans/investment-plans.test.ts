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
  admin = (await signInAs(t.app, 'admin')).headers;
  moderator = (await signInAs(t.app, 'moderator')).headers;
});
afterAll(() => t.close());

const plan = (title: string, extra: Record<string, string> = {}) => ({
  title,
  package: 'Starter',
  product: 'Broiler chicken',
  description: 'A 45-day broiler cycle with a partner farmer.',
  investmentAmount: '500',
  investmentProfit: '60',
  duration: '2',
  ...extra,
});
const banner = async (bytes?: Buffer) => [{ name: 'image', filename: 'banner.png', bytes: bytes ?? (await pngBytes(160, 90)), type: 'image/png' }];
const publicList = async (query = '') => (await call(t.app, { method: 'GET', url: `/investment/plans${query}` })).body.data as any[];
const adminList = async (query = '') => (await call(t.app, { method: 'GET', url: `/investment/plans${query}`, headers: admin })).body.data as any[];

describe('investment plans', () => {
  const ids: string[] = [];

  it('adds plans with defaults, banner and revolving rules', async () => {
    const first = await multipartCall(t.app, 'POST', '/investment/plans', admin, plan('Chicken cycle'), await banner());
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      message: 'Investment plan added successfully',
      data: { investmentAmount: 500, investmentProfit: 60, duration: 2, durationUnit: 'Month', amountUnit: '£', isActive: true, isRevolving: false, revolvingAmount: null, order: 1, message: null },
    });
    expect(first.body.data.bannerUrl).toMatch(/^\/api\/v1\/uploads\/plans\/.+\.webp$/);
    expect(first.body.data.image).toBe(first.body.data.bannerUrl);
    ids.push(first.body.data.id);
    const revolving = await call(t.app, {
      method: 'POST',
      url: '/investment/plans',
      headers: admin,
      body: { ...plan('Qurbani cattle'), product: 'Cattle', isRevolving: true, revolvingAmount: 250, amountUnit: '£ (Pound)', durationUnit: 'Year', duration: 1, message: 'Eid delivery' },
    });
    expect(revolving.status).toBe(201);
    expect(revolving.body.data).toMatchObject({ isRevolving: true, revolvingAmount: 250, amountUnit: '£', durationUnit: 'Year', order: 2, bannerUrl: null, message: 'Eid delivery' });
    ids.push(revolving.body.data.id);
    const ignored = await call(t.app, { method: 'POST', url: '/investment/plans', headers: admin, body: { ...plan('Goat'), revolvingAmount: 99, isActive: 'false' } });
    expect(ignored.body.data).toMatchObject({ revolvingAmount: null, isActive: false, order: 3 });
    ids.push(ignored.body.data.id);
  });

  it('filters by isRevolving and search; the public sees active plans only', async () => {
    expect((await publicList()).map((p) => p.title)).toEqual(['Chicken cycle', 'Qurbani cattle']);
    expect((await adminList()).map((p) => p.title)).toEqual(['Chicken cycle', 'Qurbani cattle', 'Goat']);
    expect((await publicList('?isRevolving=true')).map((p) => p.title)).toEqual(['Qurbani cattle']);
    expect((await adminList('?isRevolving=false')).map((p) => p.title)).toEqual(['Chicken cycle', 'Goat']);
    expect((await publicList('?search=CATTLE')).map((p) => p.title)).toEqual(['Qurbani cattle']);
    expect((await call(t.app, { method: 'GET', url: `/investment/plans/${ids[2]}` })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/investment/plans/${ids[2]}`, headers: admin })).status).toBe(200);
    const bad = await call(t.app, { method: 'GET', url: '/investment/plans?isRevolving=maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('isRevolving must be true or false');
  });

  it('gives each validation message and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...plan('x'), title: '' }, 'title', 'Title is required'],
      [{ ...plan('x'), package: '' }, 'package', 'Package name is required'],
      [{ ...plan('x'), product: '' }, 'product', 'Product type is required'],
      [{ ...plan('x'), description: '' }, 'description', 'Description is required'],
      [{ ...plan('x'), investmentAmount: '0' }, 'investmentAmount', 'Investment amount must be greater than 0'],
      [{ ...plan('x'), investmentAmount: 'abc' }, 'investmentAmount', 'Investment amount must be greater than 0'],
      [{ ...plan('x'), investmentProfit: '-5' }, 'investmentProfit', 'Investment profit must be greater than 0'],
      [{ ...plan('x'), duration: '0' }, 'duration', 'Duration must be greater than 0'],
      [{ ...plan('x'), isRevolving: 'true' }, 'revolvingAmount', 'Revolving amount must be greater than 0'],
      [{ ...plan('x'), isRevolving: 'true', revolvingAmount: '0' }, 'revolvingAmount', 'Revolving amount must be greater than 0'],
      [{ ...plan('x'), durationUnit: 'Decade' }, 'durationUnit', 'Duration unit must be Day, Week, Month or Year'],
      [{ ...plan('x'), amountUnit: '¥' }, 'amountUnit', 'Amount unit must be £ (Pound), $ (Dollar) or € (Euro)'],
    ];
    for (const [body, field, message] of cases) {
      const res = await multipartCall(t.app, 'POST', '/investment/plans', admin, body as Record<string, string>);
      expect(res.status, message).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    const big = await multipartCall(t.app, 'POST', '/investment/plans', admin, plan('Big'), await banner(await largePng(1.1 * 1024 * 1024)));
    expect(big.status).toBe(400);
    expect(big.body.errors.image).toBe('Banner image banner.png is too large. Maximum allowed size is 1MB.');
    const fake = await multipartCall(t.app, 'POST', '/investment/plans', admin, plan('Fake'), [textFile('banner.png')]);
    expect(fake.status).toBe(400);
    expect(await adminList()).toHaveLength(3);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'plans'))).toHaveLength(4);
  });

  it('refuses moderators (403) and anonymous callers (401)', async () => {
    expect((await multipartCall(t.app, 'POST', '/investment/plans', moderator, plan('M'))).status).toBe(403);
    expect((await multipartCall(t.app, 'POST', '/investment/plans', anonymousHeaders(), plan('A'))).status).toBe(401);
    expect((await call(t.app, { method: 'DELETE', url: `/investment/plans/${ids[0]}`, headers: moderator })).status).toBe(403);
    expect((await call(t.app, { method: 'PUT', url: '/investment/plans-order', headers: moderator, body: { plans: [] } })).status).toBe(403);
    expect(await adminList()).toHaveLength(3);
  });

  it('updates non-empty fields; revolving off clears the amount, on requires one', async () => {
    const off = await call(t.app, { method: 'PUT', url: `/investment/plans/${ids[1]}`, headers: admin, body: { title: '', isRevolving: false, message: '' } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: 'Investment plan updated successfully', data: { title: 'Qurbani cattle', isRevolving: false, revolvingAmount: null, message: null } });
    const onWithout = await call(t.app, { method: 'PUT', url: `/investment/plans/${ids[1]}`, headers: admin, body: { isRevolving: true } });
    expect(onWithout.status).toBe(400);
    expect(onWithout.body.errors.revolvingAmount).toBe('Revolving amount must be greater than 0');
    const on = await call(t.app, { method: 'PUT', url: `/investment/plans/${ids[1]}`, headers: admin, body: { isRevolving: 'true', revolvingAmount: '300', investmentAmount: '1200' } });
    expect(on.body.data).toMatchObject({ isRevolving: true, revolvingAmount: 300, investmentAmount: 1200 });
    const bad = await call(t.app, { method: 'PUT', url: `/investment/plans/${ids[1]}`, headers: admin, body: { duration: 0 } });
    expect(bad.status).toBe(400);
    const old = (await adminList())[0].bannerUrl;
    const replaced = await multipartCall(t.app, 'PUT', `/investment/plans/${ids[0]}`, admin, { package: 'Growth' }, await banner());
    expect(replaced.body.data).toMatchObject({ package: 'Growth', title: 'Chicken cycle' });
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', old.replace('/api/v1/uploads/', '')))).toBe(false);
  });

  it('reorders with exactly every id', async () => {
    const partial = await call(t.app, { method: 'PUT', url: '/investment/plans-order', headers: admin, body: { plans: [{ _id: ids[0], order: 1 }, { _id: ids[1], order: 2 }] } });
    expect(partial.status).toBe(400);
    expect((await adminList()).map((p) => p.id)).toEqual(ids);
    const res = await call(t.app, {
      method: 'PUT',
      url: '/investment/plans-order',
      headers: admin,
      body: { plans: [{ _id: ids[1], order: 1 }, { _id: ids[2], order: 2 }, { _id: ids[0], order: 3 }] },
    });
    expect(res.body.message).toBe('Investment plan order updated');
    expect((await adminList()).map((p) => [p.id, p.order])).toEqual([
      [ids[1], 1],
      [ids[2], 2],
      [ids[0], 3],
    ]);
  });

  it('deletes with the banner file; 404 after; ETag changes', async () => {
    const etag = (await t.app.inject({ method: 'GET', url: '/api/v1/investment/plans' })).headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/investment/plans', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const res = await call(t.app, { method: 'DELETE', url: `/investment/plans/${ids[0]}`, headers: admin });
    expect(res.body).toEqual({ success: true, message: 'Investment plan deleted successfully' });
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'plans'))).toHaveLength(0);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/investment/plans', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    const missing = await call(t.app, { method: 'DELETE', url: `/investment/plans/${ids[0]}`, headers: admin });
    expect(missing.body).toEqual({ success: false, message: 'Investment plan not found' });
  });
});
