import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, investmentAmount, ROUND_ADMIN_MESSAGES, ukDayOf, type RoundAdmin, type RoundAdminDetail } from '@app/contract';
import { cycles } from '../../db/schema/cycles.ts';
import { roundWaitlist } from '../../db/schema/rounds.ts';
import { anonymousHeaders, signInAs, useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';
import { createPlan, insertInvestment } from '../../testing/investments.ts';

const t = useTestApp({ roles: ['admin', 'superAdmin', 'moderator', 'employee', 'user'] });
const today = ukDayOf(new Date());

type Plan = Awaited<ReturnType<typeof createPlan>>;
let plan: Plan;
let other: Plan;

/** Staff open a round through the cycle form's call: `closesIn` days from today, starting five days after. */
async function openRound(planId: string, name: string, closesIn: number, units = 10, minimumUnits = 6) {
  const fundingClosesOn = addDays(today, closesIn);
  const startDate = addDays(fundingClosesOn, 5);
  const res = await call(t.app, {
    method: 'POST',
    url: '/cycles',
    headers: t.as.admin,
    body: {
      planId,
      name,
      location: 'Sherpur',
      startDate,
      expectedEndDate: addDays(startDate, 35),
      units,
      minimumUnits,
      fundingOpensOn: addDays(today, -3),
      fundingClosesOn,
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

const list = (query = '', headers = t.as.admin) => call(t.app, { url: `/rounds/admin${query}`, headers });
const page = (query = '') => list(query).then((res) => res.body.data as RoundAdmin[]);

let open: string;
let cancelled: string;
let running: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  plan = await createPlan(t.app, { title: 'Broiler Cycle' });
  other = await createPlan(t.app, { title: 'Dairy Cows', order: 2 });
  open = await openRound(plan.id, 'Batch 9', 5);
  // Two units paid, three reserved and not yet paid (two requests), one cancelled (holds nothing).
  ids.paid = (await insertInvestment(t.app, plan, 'active', { cycleId: open, units: 2 })).investment.id;
  ids.awaiting = (await insertInvestment(t.app, plan, 'awaiting_payment', { cycleId: open, units: 2, paymentDueOn: addDays(today, 2) })).investment.id;
  ids.requested = (await insertInvestment(t.app, plan, 'requested', { cycleId: open, units: 1, paymentDueOn: addDays(today, 6) })).investment.id;
  await insertInvestment(t.app, plan, 'cancelled', { cycleId: open, units: 1 });
  const first = await signInAs(t.app, 'user', { name: 'Rahima Waiting' });
  const second = await signInAs(t.app, 'user', { name: 'Jamal Waiting' });
  await t.app.db.insert(roundWaitlist).values([
    { cycleId: open, userId: second.user.id, units: 1, createdAt: new Date(Date.now() - 60_000) },
    { cycleId: open, userId: first.user.id, units: 4, createdAt: new Date(Date.now() - 120_000) },
  ]);

  // A round cancelled below its minimum: the money paid into it is due back.
  cancelled = await openRound(plan.id, 'Batch 8', 2);
  await t.app.db.update(cycles).set({ status: 'cancelled', fundingClosedOn: today }).where(eq(cycles.id, cancelled));
  ids.refund = (await insertInvestment(t.app, plan, 'active', { cycleId: cancelled, units: 3 })).investment.id;

  // Another plan's cycle created running: its round closed the day it started.
  const res = await call(t.app, {
    method: 'POST',
    url: '/cycles',
    headers: t.as.admin,
    body: { planId: other.id, name: 'Herd 2', location: 'Bogura', startDate: addDays(today, -40), expectedEndDate: addDays(today, 100), units: 20 },
  });
  running = res.body.data.id;
});

describe('GET /rounds/admin', () => {
  it('lists every round by closing day, latest first, with its figures and what waits on it', async () => {
    const rounds = await page();
    expect(rounds.map((round) => round.id)).toEqual([open, cancelled, running]);
    expect(rounds[0]).toMatchObject({
      planTitle: 'Broiler Cycle',
      name: 'Batch 9',
      status: 'funding',
      units: 10,
      minimumUnits: 6,
      reservedUnits: 5,
      paidUnits: 2,
      fundingClosesOn: addDays(today, 5),
      waitlistUnits: 5,
      waitlistCount: 2,
      unpaidReservations: 2,
      refundsDuePence: 0,
      progress: { unitsLeft: 5, daysLeft: 5, open: true, reachedMinimum: false },
    });
    expect(rounds[1]).toMatchObject({
      status: 'cancelled',
      paidUnits: 3,
      refundsDuePence: investmentAmount({ units: 3, amountPerUnit: 50_000 }),
      progress: { open: false },
    });
    expect(rounds[2]).toMatchObject({ status: 'running', planTitle: 'Dairy Cows', waitlistCount: 0, unpaidReservations: 0, refundsDuePence: 0 });
  });

  it('filters by plan and status, and pages', async () => {
    expect((await page(`?planId=${other.id}`)).map((round) => round.id)).toEqual([running]);
    expect((await page(`?planId=${plan.id}&status=funding`)).map((round) => round.id)).toEqual([open]);
    expect((await page('?status=cancelled')).map((round) => round.id)).toEqual([cancelled]);
    const second = await list('?limit=1&page=2');
    expect(second.body.data.map((round: RoundAdmin) => round.id)).toEqual([cancelled]);
    expect(second.body.pagination).toMatchObject({ page: 2, pages: 3, total: 3, limit: 1 });
  });

  it('refuses a query it cannot read with 400 and the envelope', async () => {
    const bad = await list('?planId=not-a-plan');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errors: { planId: 'Choose a plan' } });
    expect((await list('?limit=1000')).status).toBe(400);
  });

  it('is for admins only: 401 anonymous, 403 other roles', async () => {
    expect((await list('', anonymousHeaders())).status).toBe(401);
    for (const role of ['moderator', 'employee', 'user'] as const) expect((await list('', t.as[role])).status).toBe(403);
    expect((await list('', t.as.superAdmin)).status).toBe(200);
  });
});

describe('GET /rounds/:id/admin', () => {
  const detail = (id: string, headers = t.as.admin) => call(t.app, { url: `/rounds/${id}/admin`, headers });

  it('shows the round, its investments with the money received, and its waiting list in join order', async () => {
    const res = await detail(open);
    expect(res.status).toBe(200);
    const body = res.body.data as RoundAdminDetail;
    expect(body.round).toMatchObject({ id: open, reservedUnits: 5, waitlistUnits: 5 });
    expect(body.investments).toHaveLength(4);
    const byId = Object.fromEntries(body.investments.map((investment) => [investment.id, investment]));
    expect(byId[ids.paid!]).toMatchObject({ status: 'active', units: 2, receivedPence: 100_000 });
    expect(byId[ids.awaiting!]).toMatchObject({ status: 'awaiting_payment', paymentDueOn: addDays(today, 2), receivedPence: 0 });
    expect(body.investments[0]!.investorName).toBeTruthy();
    expect(body.waitlist.map((entry) => [entry.investorName, entry.units])).toEqual([
      ['Rahima Waiting', 4],
      ['Jamal Waiting', 1],
    ]);
    expect(body.waitlist[0]!.notifiedAt).toBeNull();
  });

  it('answers 404 for a round that does not exist, 401 anonymous and 403 other roles', async () => {
    const missing = await detail('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(ROUND_ADMIN_MESSAGES.notFound);
    expect((await detail('nope')).status).toBe(404);
    expect((await detail(open, anonymousHeaders())).status).toBe(401);
    expect((await detail(open, t.as.moderator)).status).toBe(403);
  });
});
