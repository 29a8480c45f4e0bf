import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PREFIX, CYCLE_MESSAGES, ROUND_MESSAGES } from '@app/contract';
import { investmentPlans } from '../../db/schema/content.ts';
import { cycles, cycleUpdates } from '../../db/schema/cycles.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { expectRolledBackWithoutActivity } from '../../testing/activity.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { call, multipartCall } from '../../testing/http.ts';
import { pngBytes } from '../content-common/testing.ts';

const t = useTestApp({ roles: ['admin', 'moderator'] });
const { admin, moderator } = t.as;
let planId: string;

beforeAll(async () => {
  const [plan] = await t.app.db
    .insert(investmentPlans)
    .values({
      title: 'Broiler Chicken Cycle',
      package: 'Starter',
      product: 'Chicken',
      description: 'Broilers',
      investmentAmount: 500,
      investmentProfit: 55,
      duration: 5,
      order: 1,
    })
    .returning();
  planId = plan!.id;
});

const cycle = () => ({
  planId,
  name: 'Sherpur broilers, batch 9',
  location: 'Sherpur cluster',
  startDate: '2026-01-05',
  expectedEndDate: '2026-06-05',
  units: 10,
});

/** Closes cycle `id` with its results (closing date, revenue, costs, animals sold and lost). */
const closeCycle = (id: string, results: Record<string, unknown>) => call(t.app, { method: 'POST', url: `/cycles/${id}/close`, headers: admin, body: results });

async function create() {
  const res = await call(t.app, { method: 'POST', url: '/cycles', headers: admin, body: cycle() });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

describe('cycles', () => {
  it('opens a cycle for funding with a round, or starts it running with a round closed the day it started', async () => {
    const round = { minimumUnits: 6, fundingOpensOn: '2026-01-01', fundingClosesOn: '2026-01-04' };
    const opened = await call(t.app, { method: 'POST', url: '/cycles', headers: admin, body: { ...cycle(), ...round } });
    expect(opened.status).toBe(201);
    expect(opened.body.data).toMatchObject({ status: 'funding', ...round, fundingExtendedFrom: null, fundingClosedOn: null });
    const running = await call(t.app, { method: 'POST', url: '/cycles', headers: admin, body: cycle() });
    expect(running.body.data).toMatchObject({
      status: 'running',
      minimumUnits: 10,
      fundingOpensOn: '2026-01-05',
      fundingClosesOn: '2026-01-05',
      fundingClosedOn: '2026-01-05',
    });
    // A round is given whole, within the cycle's units, closing after it opens and opening by the start.
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await call(t.app, { method: 'POST', url: '/cycles', headers: admin, body: { ...cycle(), ...body } });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    };
    await refused({ minimumUnits: 6 }, 'fundingOpensOn', ROUND_MESSAGES.opensOnInvalid);
    await refused({ ...round, minimumUnits: 11 }, 'minimumUnits', ROUND_MESSAGES.minimumInvalid);
    await refused({ ...round, fundingClosesOn: '2025-12-31' }, 'fundingClosesOn', ROUND_MESSAGES.closesBeforeOpens);
    await refused({ ...round, fundingOpensOn: '2026-01-06', fundingClosesOn: '2026-01-10' }, 'startDate', ROUND_MESSAGES.startBeforeOpens);
  });

  it('creates a cycle with the plan’s figures as a snapshot, logged', async () => {
    const res = await call(t.app, { method: 'POST', url: '/cycles', headers: admin, body: cycle() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Cycle created successfully',
      data: {
        planTitle: 'Broiler Chicken Cycle',
        amountPerUnitPence: 50000,
        projectedProfitPerUnitPence: 5500,
        status: 'running',
        units: 10,
        investmentCount: 0,
      },
    });
    const list = await call(t.app, { method: 'GET', url: '/cycles?status=running', headers: admin });
    expect(list.body.data.map((c: { id: string }) => c.id)).toContain(res.body.data.id);
    const logged = await t.app.db.select().from(activityLog).where(eq(activityLog.entityId, res.body.data.id));
    expect(logged[0]?.summary).toBe('Created cycle “Sherpur broilers, batch 9” of Broiler Chicken Cycle');
  });

  it('refuses bad input with field errors', async () => {
    const res = await call(t.app, { method: 'POST', url: '/cycles', headers: admin, body: { ...cycle(), name: '', units: 0, expectedEndDate: '2025-01-01' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      name: 'Name is required',
      units: 'Number of animals or units must be a whole number of at least 1',
      expectedEndDate: 'The expected end date must be on or after the start date',
    });
    const noPlan = await call(t.app, { method: 'POST', url: '/cycles', headers: admin, body: { ...cycle(), planId: '00000000-0000-4000-8000-000000000000' } });
    expect(noPlan.status).toBe(400);
    expect(noPlan.body.errors).toEqual({ planId: 'Plan not found' });
    expect((await call(t.app, { method: 'POST', url: '/cycles', headers: admin, body: 'x' })).status).toBe(400);
  });

  it('edits and deletes a running cycle', async () => {
    const id = await create();
    const edited = await call(t.app, { method: 'PUT', url: `/cycles/${id}`, headers: admin, body: { ...cycle(), units: 12 } });
    expect(edited.body.data.units).toBe(12);
    const [logged] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, 'update')));
    expect(logged?.summary).toBe('Updated cycle “Sherpur broilers, batch 9”; changed: units');
    expect((await call(t.app, { method: 'DELETE', url: `/cycles/${id}`, headers: admin })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: `/cycles/${id}`, headers: admin })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/cycles/not-a-uuid', headers: admin })).status).toBe(404);
  });

  it('publishes an update with photos as WebP variants and figures', async () => {
    const id = await create();
    const res = await multipartCall(t.app, 'POST', `/cycles/${id}/updates`, admin, {
      body: 'Chicks placed and vaccinated.',
      averageWeightKg: '1.25',
      mortalityCount: '3',
      feedCostPence: '41250',
      photo1: { name: 'a.png', data: await pngBytes(), type: 'image/png' },
      photo2: { name: 'b.png', data: await pngBytes(80, 60, '#aa7733'), type: 'image/png' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ body: 'Chicks placed and vaccinated.', averageWeightKg: 1.25, mortalityCount: 3, feedCostPence: 41250 });
    expect(res.body.data.photos).toHaveLength(2);
    expect(res.body.data.photos[0].url).toMatch(/^\/api\/v1\/uploads\/cycles\/.+\.webp$/);
    expect(res.body.data.photos[0].alt).toMatch(/Sherpur broilers, batch 9/);
    const detail = await call(t.app, { method: 'GET', url: `/cycles/${id}`, headers: admin });
    expect(detail.body.data.updates).toHaveLength(1);
  });

  it('refuses an update without text, with a non-image or a bad figure, storing nothing', async () => {
    const id = await create();
    const empty = await multipartCall(t.app, 'POST', `/cycles/${id}/updates`, admin, { body: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ body: 'Write the update' });
    const notImage = await multipartCall(t.app, 'POST', `/cycles/${id}/updates`, admin, {
      body: 'x',
      photo1: { name: 'a.png', data: Buffer.from('nope'), type: 'image/png' },
    });
    expect(notImage.status).toBe(400);
    const seventh = await multipartCall(t.app, 'POST', `/cycles/${id}/updates`, admin, {
      body: 'x',
      photo7: { name: 'a.png', data: await pngBytes(), type: 'image/png' },
    });
    expect(seventh.status).toBe(400);
    const figure = await call(t.app, { method: 'POST', url: `/cycles/${id}/updates`, headers: admin, body: { body: 'x', mortalityCount: -1 } });
    expect(figure.body.errors).toMatchObject({ mortalityCount: 'Mortality must be a whole number, 0 or more' });
    expect((await call(t.app, { method: 'GET', url: `/cycles/${id}`, headers: admin })).body.data.updates).toHaveLength(0);
  });

  it('closes a cycle by the 50/50 rule, shows it on the track record, and refuses a second close', async () => {
    const id = await create();
    const bad = await closeCycle(id, { closedOn: '2025-01-01', saleRevenuePence: 1, costsPence: 0, animalsSold: 1, animalsLost: 0 });
    expect(bad.body.errors).toEqual({ closedOn: 'The cycle cannot end before it started' });
    const res = await closeCycle(id, { closedOn: '2026-06-04', saleRevenuePence: 6_110_000, costsPence: 5_000_000, animalsSold: 980, animalsLost: 20 });
    expect(res.status).toBe(200);
    // £11,100 net, £5,550 to investors, 10 units: £555 per unit.
    expect(res.body).toMatchObject({ netProfitPence: 1_110_000, investorPoolPence: 555_000, data: { status: 'closed', profitPerUnitPence: 55_500 } });
    const [closing] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, 'close')));
    // Money through the money formatter, fields by their labels: no pence, no column names.
    expect(closing?.summary).toBe(
      'Closed cycle “Sherpur broilers, batch 9”: £555.00 per unit to investors, 0 investments matured; changed: closing date, sale revenue, costs, animals sold, animals lost, cost lines',
    );
    expect((await closeCycle(id, { closedOn: '2026-06-04', saleRevenuePence: 1, costsPence: 0, animalsSold: 1, animalsLost: 0 })).status).toBe(409);
    expect((await call(t.app, { method: 'PUT', url: `/cycles/${id}`, headers: admin, body: cycle() })).status).toBe(409);
    expect((await call(t.app, { method: 'POST', url: `/cycles/${id}/updates`, headers: admin, body: { body: 'late' } })).status).toBe(409);
    const record = await call(t.app, { method: 'GET', url: '/track-record', headers: anonymousHeaders() });
    expect(record.status).toBe(200);
    expect(record.headers.etag).toBeTruthy();
    const row = record.body.data.cycles.find((c: { id: string }) => c.id === id);
    expect(row).toMatchObject({ profitPerUnitPence: 55_500, projectedProfitPerUnitPence: 5500, mortalityPercent: 2, animalsLost: 20 });
    // Its round: the target, and the units paid for (none here: no investment ran in it).
    expect(row).toMatchObject({ targetUnits: 10, raisedUnits: 0 });
    // 150 days at 111%: 111 × 365 ÷ 150.
    expect(row).toMatchObject({ days: 150, returnPercent: 111, annualisedPercent: 270.1 });
    expect(record.body.data.summary).toMatchObject({ cyclesRun: 1, averageProjectedPercent: 11, averageActualPercent: 111, losses: 0, belowProjection: 0 });
  });

  it('refuses a closing date after today (the UK day), changing nothing', async () => {
    const id = await create();
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    const res = await closeCycle(id, { closedOn: tomorrow, saleRevenuePence: 100, costsPence: 0, animalsSold: 1, animalsLost: 0 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ closedOn: CYCLE_MESSAGES.closedInFuture });
    const [row] = await t.app.db.select().from(cycles).where(eq(cycles.id, id));
    expect(row!.status).toBe('running');
  });

  it('lists running cycles first (newest start first), then closed ones newest first', async () => {
    const make = async (name: string, startDate: string, closedOn?: string) => {
      const res = await call(t.app, { method: 'POST', url: '/cycles', headers: admin, body: { ...cycle(), name, startDate } });
      const id = res.body.data.id as string;
      if (closedOn) {
        const closed = await closeCycle(id, { closedOn, saleRevenuePence: 100, costsPence: 0, animalsSold: 1, animalsLost: 0 });
        expect(closed.status).toBe(200);
      }
      return id;
    };
    // Created in an order that neither the name, the start nor the status (alphabetically 'closed' < 'running') would give.
    const closedEarly = await make('Order: closed in March', '2026-01-01', '2026-03-01');
    const runningOld = await make('Order: running since January', '2026-01-10');
    const closedLate = await make('Order: closed in May', '2025-12-01', '2026-05-01');
    const runningNew = await make('Order: running since February', '2026-02-10');
    const list = (await call(t.app, { method: 'GET', url: '/cycles', headers: admin })).body.data as { id: string; status: string }[];
    const ours = [runningNew, runningOld, closedLate, closedEarly];
    expect(list.map((c) => c.id).filter((id) => ours.includes(id))).toEqual(ours);
    const statuses = list.map((c) => c.status);
    expect(statuses.indexOf('closed')).toBeGreaterThan(statuses.lastIndexOf('running'));
  });

  it('closing a cycle changes the hero: the public summary is derived again at once, not served from the cache', async () => {
    const close = async (name: string, closedOn: string, saleRevenuePence: number) => {
      const res = await call(t.app, { method: 'POST', url: '/cycles', headers: admin, body: { ...cycle(), name } });
      const closed = await closeCycle(res.body.data.id, { closedOn, saleRevenuePence, costsPence: 1_000_000, animalsSold: 10, animalsLost: 0 });
      expect(closed.status).toBe(200);
    };
    const summary = async () => {
      const res = await call(t.app, { method: 'GET', url: '/track-record/summary', headers: anonymousHeaders() });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    // £10,000 of costs, £12,200 of sales: £1,100 to investors, £110 a unit of £500: 22% over the 196 days from 5 January.
    await close('Hero: closed at 22%', '2026-07-20', 1_220_000);
    const before = await summary();
    expect(before.latest).toEqual({ name: 'Hero: closed at 22%', closedOn: '2026-07-20', days: 196, returnPercent: 22, annualisedPercent: 41 });
    expect(await summary()).toEqual(before);

    // A £1,000 loss (borne by the capital, £100 a unit: -20%) closes later: the next read names it, and counts one more loss and one more cycle below projection.
    await close('Hero: closed at a loss', '2026-08-03', 900_000);
    const after = await summary();
    expect(after.latest).toEqual({ name: 'Hero: closed at a loss', closedOn: '2026-08-03', days: 210, returnPercent: -20, annualisedPercent: -34.8 });
    expect(after).toMatchObject({ cyclesRun: before.cyclesRun + 1, losses: before.losses + 1, belowProjection: before.belowProjection + 1 });
  });

  it('lets only admins manage cycles', async () => {
    expect((await call(t.app, { method: 'GET', url: '/cycles', headers: moderator })).status).toBe(403);
    expect((await call(t.app, { method: 'POST', url: '/cycles', headers: moderator, body: cycle() })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/cycles', headers: anonymousHeaders() })).status).toBe(401);
  });
});

describe('activity entries', () => {
  const inject = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: `${API_PREFIX}${path}`, headers: admin, ...(payload ? { payload } : {}) });
  it.each([
    ['create a cycle', () => inject('POST', '/cycles', cycle())],
    ['edit a cycle', (id: string) => inject('PUT', `/cycles/${id}`, { ...cycle(), units: 12 })],
    ['delete a cycle', (id: string) => inject('DELETE', `/cycles/${id}`)],
    ['publish an update', (id: string) => inject('POST', `/cycles/${id}/updates`, { body: 'Chicks placed.' })],
  ])('commit with the write or not at all: %s', async (_, write) => {
    const id = await create();
    await expectRolledBackWithoutActivity(t.app, [cycles, cycleUpdates, activityLog], () => write(id));
  });
});
