import { describe, expect, it } from 'vitest';
import { addDays, ROUND_MESSAGES, ukDayOf } from '@app/contract';
import { eq } from 'drizzle-orm';
import { investmentPlans } from '../../db/schema/content.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';
import { createPlan, insertInvestment } from '../../testing/investments.ts';

const t = useTestApp({ roles: ['admin'] });
const today = ukDayOf(new Date());

/** A round of `plan` opened by staff: 10 units, a minimum of 6, open from `opensIn` days to `closesIn` days from today. */
async function openRound(planId: string, name: string, opensIn: number, closesIn: number) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/cycles',
    headers: t.as.admin,
    body: {
      planId,
      name,
      location: 'Sherpur cluster',
      startDate: addDays(today, closesIn + 1),
      expectedEndDate: addDays(today, closesIn + 60),
      units: 10,
      minimumUnits: 6,
      fundingOpensOn: addDays(today, opensIn),
      fundingClosesOn: addDays(today, closesIn),
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

describe('GET /rounds (public)', () => {
  it('lists the rounds taking money or opening later, closing soonest first, with units left read now and the next opening day', async () => {
    const plan = await createPlan(t.app, { title: 'Broilers' });
    const other = await createPlan(t.app, { title: 'Cattle' });
    const later = await openRound(plan.id, 'Batch 3', 0, 20);
    const sooner = await openRound(plan.id, 'Batch 2', -3, 12);
    const opening = await openRound(plan.id, 'Batch 4', 9, 30);
    const cattle = await openRound(other.id, 'Herd 1', 0, 5);
    // A running cycle (created without a round) is no round taking money.
    await call(t.app, {
      method: 'POST',
      url: '/cycles',
      headers: t.as.admin,
      body: { planId: plan.id, name: 'Batch 1', location: 'Sherpur', startDate: today, expectedEndDate: addDays(today, 40), units: 10 },
    });
    await insertInvestment(t.app, plan, 'active', { cycleId: sooner, units: 4 });
    await insertInvestment(t.app, plan, 'requested', { cycleId: sooner, units: 3 });
    await insertInvestment(t.app, plan, 'cancelled', { cycleId: sooner, units: 2 });

    const res = await call(t.app, { url: `/rounds?planId=${plan.id}`, headers: anonymousHeaders() });
    expect(res.status).toBe(200);
    expect(res.body.data.map((round: { id: string }) => round.id)).toEqual([sooner, later, opening]);
    expect(res.body.nextExpected).toBe(addDays(today, 9));
    expect(res.body.data[0]).toMatchObject({
      name: 'Batch 2',
      planTitle: 'Broilers',
      units: 10,
      minimumUnits: 6,
      reservedUnits: 7,
      paidUnits: 4,
      progress: { unitsLeft: 3, percentFunded: 40, percentReserved: 70, daysLeft: 12, open: true, fullyReserved: false, reachedMinimum: false },
    });
    expect(res.body.data[2].progress.open).toBe(false);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');

    // Units held a moment later show at once: nothing keeps the old figure.
    await insertInvestment(t.app, plan, 'awaiting_payment', { cycleId: sooner, units: 3 });
    const again = await call(t.app, { url: `/rounds?planId=${plan.id}`, headers: anonymousHeaders() });
    expect(again.body.data[0].progress).toMatchObject({ unitsLeft: 0, fullyReserved: true, open: false });

    // Without planId: every plan's, closing soonest first.
    const all = await call(t.app, { url: '/rounds' });
    expect(all.body.data.map((round: { id: string }) => round.id)).toEqual([cattle, sooner, later, opening]);

    // A plan taken off the site shows no round.
    await t.app.db.update(investmentPlans).set({ isActive: false }).where(eq(investmentPlans.id, other.id));
    const none = await call(t.app, { url: `/rounds?planId=${other.id}` });
    expect(none.body).toEqual({ success: true, data: [], nextExpected: null });
  });

  it('answers 400 with the envelope for a planId that is not a plan id', async () => {
    for (const bad of ['nope', '1%27%20or%201=1', 'x'.repeat(5000)]) {
      const res = await call(t.app, { url: `/rounds?planId=${bad}` });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errors: { planId: 'planId must be a plan id' } });
    }
    expect(ROUND_MESSAGES.noOpenRound).toBeTruthy();
  });
});
