import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';

/** What plans add to the shared collection suite: defaults, the revolving rule, filters and what the public sees. */
const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;

const plan = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  package: 'Starter',
  product: 'Broiler chicken',
  description: 'A 45-day broiler cycle with a partner farmer.',
  investmentAmount: '500',
  investmentProfit: '60',
  duration: '2',
  ...extra,
});
const add = (body: Record<string, unknown>) => call(t.app, { method: 'POST', url: '/investment/plans', headers: admin, body });
const titles = async (query = '', headers: Record<string, string> = {}) =>
  ((await call(t.app, { method: 'GET', url: `/investment/plans${query}`, headers })).body.data as any[]).map((p) => p.title);

describe('investment plans', () => {
  const ids: string[] = [];

  it('fills the defaults; a revolving amount counts only on a revolving plan; the unit may come as its label', async () => {
    const first = await add(plan('Chicken cycle'));
    expect(first.body.data).toMatchObject({
      investmentAmount: 500,
      durationUnit: 'Month',
      amountUnit: '£',
      isActive: true,
      isRevolving: false,
      revolvingAmount: null,
      bannerUrl: null,
      image: null,
      message: null,
    });
    expect(first.body.data.updatedTime).toBe(first.body.data.updatedAt);
    const revolving = await add(
      plan('Qurbani cattle', {
        product: 'Cattle',
        isRevolving: true,
        revolvingAmount: 250,
        amountUnit: '£ (Pound)',
        durationUnit: 'Year',
        message: 'Eid delivery',
      }),
    );
    expect(revolving.body.data).toMatchObject({ isRevolving: true, revolvingAmount: 250, amountUnit: '£', durationUnit: 'Year', message: 'Eid delivery' });
    const inactive = await add(plan('Goat', { revolvingAmount: 99, isActive: 'false' }));
    expect(inactive.body.data).toMatchObject({ revolvingAmount: null, isActive: false });
    ids.push(first.body.data.id, revolving.body.data.id, inactive.body.data.id);
  });

  it('gives the spec message of each number and unit rule', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ investmentAmount: '0' }, 'investmentAmount', 'Investment amount must be greater than 0'],
      [{ investmentAmount: 'abc' }, 'investmentAmount', 'Investment amount must be greater than 0'],
      [{ investmentProfit: '-5' }, 'investmentProfit', 'Investment profit must be greater than 0'],
      [{ duration: '0' }, 'duration', 'Duration must be greater than 0'],
      [{ isRevolving: 'true' }, 'revolvingAmount', 'Revolving amount must be greater than 0'],
      [{ isRevolving: 'true', revolvingAmount: '0' }, 'revolvingAmount', 'Revolving amount must be greater than 0'],
      [{ durationUnit: 'Decade' }, 'durationUnit', 'Duration unit must be Day, Week, Month or Year'],
      [{ amountUnit: '¥' }, 'amountUnit', 'Amount unit must be £ (Pound), $ (Dollar) or € (Euro)'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await add(plan('x', extra));
      expect(res.status, message).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    expect(await titles('', admin)).toHaveLength(3);
  });

  it('shows the public the active plans only, filters by isRevolving', async () => {
    expect(await titles()).toEqual(['Chicken cycle', 'Qurbani cattle']);
    expect(await titles('', admin)).toEqual(['Chicken cycle', 'Qurbani cattle', 'Goat']);
    expect(await titles('?isRevolving=true')).toEqual(['Qurbani cattle']);
    expect(await titles('?isRevolving=false', admin)).toEqual(['Chicken cycle', 'Goat']);
    expect((await call(t.app, { method: 'GET', url: `/investment/plans/${ids[2]}` })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/investment/plans/${ids[2]}`, headers: admin })).status).toBe(200);
    const bad = await call(t.app, { method: 'GET', url: '/investment/plans?isRevolving=maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('isRevolving must be true or false');
  });

  it('on update, turning revolving off clears the amount and turning it on needs one', async () => {
    const update = (body: Record<string, unknown>) => call(t.app, { method: 'PUT', url: `/investment/plans/${ids[1]}`, headers: admin, body });
    const off = await update({ isRevolving: false, message: '' });
    expect(off.body.data).toMatchObject({ title: 'Qurbani cattle', isRevolving: false, revolvingAmount: null, message: null });
    const onWithout = await update({ isRevolving: true });
    expect(onWithout.status).toBe(400);
    expect(onWithout.body.errors.revolvingAmount).toBe('Revolving amount must be greater than 0');
    const on = await update({ isRevolving: 'true', revolvingAmount: '300', investmentAmount: '1200' });
    expect(on.body.data).toMatchObject({ isRevolving: true, revolvingAmount: 300, investmentAmount: 1200 });
    expect((await update({ duration: 0 })).status).toBe(400);
  });
});
