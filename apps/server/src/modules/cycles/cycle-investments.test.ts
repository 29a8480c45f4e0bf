import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PREFIX, CYCLE_MESSAGES, IMAGE_WIDTHS, INVESTMENT_MESSAGES, imageSrcSet } from '@app/contract';
import { cycles } from '../../db/schema/cycles.ts';
import { investmentEvents, investments } from '../../db/schema/investments.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { activityLog, mailOutbox } from '../../db/schema/platform.ts';
import { expectRolledBackWithoutActivity, expectRolledBackWithoutMail } from '../../testing/activity.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { call, multipartCall } from '../../testing/http.ts';
import { createPlan, insertInvestment } from '../../testing/investments.ts';
import { pngBytes } from '../content-common/testing.ts';
import { ledgerOf } from '../ledger/service.ts';

const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;
let plan: Awaited<ReturnType<typeof createPlan>>;
let goatPlan: Awaited<ReturnType<typeof createPlan>>;
let planId: string;
let seq = 0;

beforeAll(async () => {
  const base = { product: 'Chicken', description: 'Broilers', durationUnit: 'Month' as const };
  plan = await createPlan(t.app, { ...base, title: 'Broiler Chicken Cycle', investmentProfit: 55 });
  goatPlan = await createPlan(t.app, { ...base, title: 'Goats', investmentAmount: 350, investmentProfit: 75 });
  planId = plan.id;
});

/** An investor with an investment in the given status (made directly: the pipeline is tested in investments). */
const investmentOf = (units: number, options: { status?: 'active' | 'awaiting_payment'; plan?: typeof plan } = {}) =>
  insertInvestment(t.app, options.plan ?? plan, options.status ?? 'active', { units, startedAt: '2026-01-05' });

/** A profitable close: £20,000 revenue, £12,000 costs; the investors' share matures their investments and mails them. */
const CLOSE = { closedOn: '2026-06-04', saleRevenuePence: 2_000_000, costsPence: 1_200_000, animalsSold: 990, animalsLost: 10 };

async function newCycle(units = 10) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/cycles',
    headers: admin,
    body: { planId, name: `Batch ${++seq}`, location: 'Sherpur cluster', startDate: '2026-01-05', expectedEndDate: '2026-06-05', units },
  });
  return res.body.data.id as string;
}

describe('cycles and investments', () => {
  it('assigns active investments of the plan, lists assignable ones, and refuses the rest', async () => {
    const cycleId = await newCycle(5);
    const a = await investmentOf(2);
    const b = await investmentOf(3);
    const pending = await investmentOf(1, { status: 'awaiting_payment' });
    const otherPlan = await investmentOf(1, { plan: goatPlan });
    const assignable = await call(t.app, { method: 'GET', url: `/cycles/${cycleId}/assignable`, headers: admin });
    const ids = assignable.body.data.map((i: { id: string }) => i.id);
    expect(ids).toEqual(expect.arrayContaining([a.investment.id, b.investment.id]));
    expect(ids).not.toContain(pending.investment.id);
    for (const bad of [pending, otherPlan]) {
      const res = await call(t.app, { method: 'POST', url: `/cycles/${cycleId}/investments`, headers: admin, body: { investmentIds: [bad.investment.id] } });
      expect(res.status).toBe(400);
      expect(res.body.errors.investmentIds).toBe('Only active investments in this plan that are not in another cycle can be assigned');
    }
    const res = await call(t.app, {
      method: 'POST',
      url: `/cycles/${cycleId}/investments`,
      headers: admin,
      body: { investmentIds: [a.investment.id, b.investment.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.investments.map((i: { reference: string }) => i.reference)).toEqual([a.investment.reference, b.investment.reference]);
    expect(res.body.data.cycle.investmentCount).toBe(2);
    // The cycle's five units are now taken.
    const full = await investmentOf(1);
    const over = await call(t.app, { method: 'POST', url: `/cycles/${cycleId}/investments`, headers: admin, body: { investmentIds: [full.investment.id] } });
    expect(over.body.errors.investmentIds).toBe("The assigned investments would hold more than the cycle's 5 units");
    // A second cycle cannot take an investment already in one.
    const second = await newCycle();
    expect(
      (await call(t.app, { method: 'POST', url: `/cycles/${second}/investments`, headers: admin, body: { investmentIds: [a.investment.id] } })).status,
    ).toBe(400);
    const removed = await call(t.app, { method: 'DELETE', url: `/cycles/${cycleId}/investments/${b.investment.id}`, headers: admin });
    expect(removed.body.data.cycle.investmentCount).toBe(1);
    expect((await call(t.app, { method: 'DELETE', url: `/cycles/${cycleId}/investments/${b.investment.id}`, headers: admin })).status).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: `/cycles/${cycleId}`, headers: admin })).status).toBe(409);
  });

  it('keeps money paid after the cycle started out of it unless staff give a reason, naming each late investment and its payment date', async () => {
    const cycleId = await newCycle(10);
    const onTime = await investmentOf(1);
    const late = await insertInvestment(t.app, plan, 'active', { units: 2, startedAt: '2026-02-01' });
    const ids = [onTime.investment.id, late.investment.id];
    const refused = await call(t.app, { method: 'POST', url: `/cycles/${cycleId}/investments`, headers: admin, body: { investmentIds: ids } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.lateReason).toBe(
      `Paid after the cycle started on 5 January 2026: ${late.investment.reference} (paid 1 February 2026). These belong in the plan's next cycle; give a reason to put them in this one.`,
    );
    expect((await call(t.app, { method: 'GET', url: `/cycles/${cycleId}`, headers: admin })).body.data.cycle.investmentCount).toBe(0);
    const reason = 'Paid on 3 January; the bank released it late';
    const res = await call(t.app, { method: 'POST', url: `/cycles/${cycleId}/investments`, headers: admin, body: { investmentIds: ids, lateReason: reason } });
    expect(res.status).toBe(200);
    expect(res.body.data.cycle.investmentCount).toBe(2);
    // The close dialog's pre-flight summary names the late money, and the close's log keeps the warning.
    const preview = await call(t.app, { method: 'GET', url: `/cycles/${cycleId}/close/preview`, headers: admin });
    expect(preview.body.data).toMatchObject({
      startDate: '2026-01-05',
      units: 10,
      assignedUnits: 3,
      late: [{ reference: late.investment.reference, investorName: late.investor.user.name, startedAt: '2026-02-01', units: 2 }],
      secondAdminNeeded: false,
      pending: null,
    });
    expect((await call(t.app, { method: 'POST', url: `/cycles/${cycleId}/close`, headers: admin, body: CLOSE })).status).toBe(200);
    const [closing] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, cycleId), eq(activityLog.action, 'close')));
    expect((closing!.changes as { after: { warnings: string } }).after.warnings).toContain(
      `Money paid after the cycle started: ${late.investment.reference} (paid 1 February 2026).`,
    );
    const [logged] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, cycleId), eq(activityLog.action, 'assign')));
    expect(logged!.summary).toBe(
      `Assigned ${[onTime.investment.reference, late.investment.reference].sort().join(', ')} to cycle “Batch ${seq}”; paid after the cycle started: ${late.investment.reference} (paid 1 February 2026), because: ${reason}`,
    );
  });

  it('mails every investor once per update, shows the cycle to its investors only, matures their investments at close', async () => {
    const cycleId = await newCycle(10);
    const a = await investmentOf(2);
    const b = await investmentOf(3);
    const outsider = await investmentOf(1);
    await call(t.app, { method: 'POST', url: `/cycles/${cycleId}/investments`, headers: admin, body: { investmentIds: [a.investment.id, b.investment.id] } });

    const update = await multipartCall(t.app, 'POST', `/cycles/${cycleId}/updates`, admin, {
      body: 'Birds on target weight.',
      averageWeightKg: '0.045',
      photo1: { name: 'shed.png', data: await pngBytes(), type: 'image/png' },
    });
    expect(update.status).toBe(201);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'cycle-update'));
    expect(mails.map((m) => m.toAddress).sort()).toEqual([a.investor.user.email, b.investor.user.email].sort());
    expect(mails[0]!.textBody).toMatch(/Birds on target weight\.[\s\S]*Average weight: 0\.045 kg[\s\S]*\/portfolio\/investments\//);
    // The mail shows the photo as a picture (an absolute URL of one of its variants, which answers with the image), not a link.
    const photoUrl = update.body.data.photos[0].url as string;
    const pictured = [...(mails[0]!.htmlBody ?? '').matchAll(/<img[^>]*src="(https?:\/\/[^"]+)"/g)].map((m) => new URL(m[1]!).pathname);
    expect(pictured).toEqual([photoUrl.replace(/\.webp$/, '-960.webp')]);
    expect(mails[0]!.textBody).not.toMatch(/\.webp/);
    expect(update.body.data.photos[0].alt).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(mails[0]!.htmlBody).toContain(`alt="${update.body.data.photos[0].alt}"`);
    const variants = imageSrcSet(photoUrl)!
      .split(', ')
      .map((candidate) => candidate.split(' ')[0]!);
    expect(variants).toHaveLength(IMAGE_WIDTHS.length);
    for (const url of [photoUrl, ...pictured, ...variants]) {
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cross-origin-resource-policy'], 'a webmail page on another origin may draw it').toBe('cross-origin');
    }

    const seen = await call(t.app, { method: 'GET', url: `/investor/cycles/${cycleId}`, headers: a.investor.headers });
    expect(seen.status).toBe(200);
    expect(seen.body.data.updates[0]).toMatchObject({ body: 'Birds on target weight.', averageWeightKg: 0.045 });
    expect(seen.body.data.updates[0].photos).toHaveLength(1);
    expect((await call(t.app, { method: 'GET', url: `/investor/cycles/${cycleId}`, headers: outsider.investor.headers })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/investor/cycles/${cycleId}`, headers: anonymousHeaders() })).status).toBe(401);
    const own = await call(t.app, { method: 'GET', url: `/investor/investments/${a.investment.id}`, headers: a.investor.headers });
    expect(own.body.data.cycleId).toBe(cycleId);

    // £20,000 revenue, £12,000 costs: £8,000 net, £4,000 to investors over 10 units = £400 a unit.
    const closed = await call(t.app, { method: 'POST', url: `/cycles/${cycleId}/close`, headers: admin, body: CLOSE });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'closed', profitPerUnitPence: 40_000, investmentCount: 2 });
    const [rowA] = await t.app.db.select().from(investments).where(eq(investments.id, a.investment.id));
    const [rowB] = await t.app.db.select().from(investments).where(eq(investments.id, b.investment.id));
    expect([rowA!.status, rowA!.actualProfit, rowB!.status, rowB!.actualProfit]).toEqual(['matured', 80_000, 'matured', 120_000]);
    // Each share is credited in the ledger, in the closing transaction, on the day the cycle closed.
    const ledgerA = await ledgerOf(t.app.db, a.investment.id);
    expect(ledgerA.entries.at(-1)).toMatchObject({ kind: 'profit', amount: 80_000, source: 'cycle_close', sourceId: cycleId, valueDate: '2026-06-04' });
    expect(ledgerA.totals).toMatchObject({ paidIn: 100_000, profit: 80_000, balance: 180_000 });
    expect((await ledgerOf(t.app.db, outsider.investment.id)).totals.profit).toBe(0);
    const events = await t.app.db.select().from(investmentEvents).where(eq(investmentEvents.investmentId, a.investment.id));
    expect(events.at(-1)).toMatchObject({ fromStatus: 'active', toStatus: 'matured' });
    const matured = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'investment-status'));
    const maturedMail = matured.filter((m) => m.toAddress === a.investor.user.email)[0]?.textBody;
    expect(maturedMail).toMatch(/Your capital:\s+£1,000.00\nYour share of the profit:\s+£800.00\nDue to you:\s+£1,800.00\n/);
    // No payout account on file: the mail says what the investor must do before the money can leave.
    expect(maturedMail).toContain('Add a payout account on your profile so we can pay you: we will then pay £1,800.00 in our next payout batch');
    const [outsiderRow] = await t.app.db.select().from(investments).where(eq(investments.id, outsider.investment.id));
    expect(outsiderRow!.status).toBe('active');
  });
});

describe('expected maturity and maturing by hand', () => {
  const move = (id: string, body: object) => call(t.app, { method: 'PATCH', url: `/investments/${id}/status`, headers: admin, body });

  it("takes an assigned investment's expected maturity from its cycle, not the plan's duration", async () => {
    const cycleId = await newCycle(10);
    const { investment, investor } = await investmentOf(2);
    const unassigned = await call(t.app, { method: 'GET', url: `/investments/${investment.id}`, headers: admin });
    expect(unassigned.body.data.expectedMaturityAt).toBe('2026-06-05');
    await call(t.app, {
      method: 'PUT',
      url: `/cycles/${cycleId}`,
      headers: admin,
      body: { planId, name: 'Late batch', location: 'Sherpur', startDate: '2026-01-05', expectedEndDate: '2026-08-20', units: 10 },
    });
    await call(t.app, { method: 'POST', url: `/cycles/${cycleId}/investments`, headers: admin, body: { investmentIds: [investment.id] } });
    expect((await call(t.app, { method: 'GET', url: `/investments/${investment.id}`, headers: admin })).body.data.expectedMaturityAt).toBe('2026-08-20');
    const listed = await call(t.app, { method: 'GET', url: `/investments?search=${investment.reference}`, headers: admin });
    expect(listed.body.data[0].expectedMaturityAt).toBe('2026-08-20');
    const own = await call(t.app, { method: 'GET', url: '/investor/investments', headers: investor.headers });
    expect(own.body.data[0].expectedMaturityAt).toBe('2026-08-20');
    const detail = await call(t.app, { method: 'GET', url: `/cycles/${cycleId}`, headers: admin });
    expect(detail.body.data.investments[0].expectedMaturityAt).toBe('2026-08-20');
  });

  it('asks for a reason to mature an investment before its cycle is expected to end, and not after', async () => {
    const early = await newCycle(10);
    await call(t.app, {
      method: 'PUT',
      url: `/cycles/${early}`,
      headers: admin,
      body: { planId, name: 'Future batch', location: 'Sherpur', startDate: '2026-01-05', expectedEndDate: '2999-01-01', units: 10 },
    });
    const a = await investmentOf(1);
    await call(t.app, { method: 'POST', url: `/cycles/${early}/investments`, headers: admin, body: { investmentIds: [a.investment.id] } });
    const refused = await move(a.investment.id, { status: 'matured', actualProfit: 5_000 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.reason).toBe(INVESTMENT_MESSAGES.maturityReasonRequired);
    const [unchanged] = await t.app.db.select().from(investments).where(eq(investments.id, a.investment.id));
    expect(unchanged!.status).toBe('active');
    const withReason = await move(a.investment.id, { status: 'matured', actualProfit: 5_000, reason: 'Flock sold early after a heat wave' });
    expect(withReason.status).toBe(200);
    const [event] = await t.app.db
      .select()
      .from(investmentEvents)
      .where(and(eq(investmentEvents.investmentId, a.investment.id), eq(investmentEvents.kind, 'status')));
    expect(event!.reason).toBe('Flock sold early after a heat wave');

    const due = await newCycle(10); // expected end 2026-06-05, already past
    const b = await investmentOf(1);
    await call(t.app, { method: 'POST', url: `/cycles/${due}/investments`, headers: admin, body: { investmentIds: [b.investment.id] } });
    expect((await move(b.investment.id, { status: 'matured', actualProfit: 5_000 })).status).toBe(200);
  });
});

describe('update figures', () => {
  it('keeps the weight as typed to the gram and refuses finer figures rather than rounding them', async () => {
    const cycleId = await newCycle(10);
    const refused = await multipartCall(t.app, 'POST', `/cycles/${cycleId}/updates`, admin, { body: 'Weighed.', averageWeightKg: '0.0455' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.averageWeightKg).toBe(CYCLE_MESSAGES.weightTooPrecise);
    const kept = await multipartCall(t.app, 'POST', `/cycles/${cycleId}/updates`, admin, { body: 'Weighed.', averageWeightKg: '1234.567' });
    expect(kept.status).toBe(201);
    expect(kept.body.data.averageWeightKg).toBe(1234.567);
  });
});

describe("the investor's mail when an investment is put into a cycle", () => {
  const assign = (cycleId: string, investmentIds: string[]) =>
    call(t.app, { method: 'POST', url: `/cycles/${cycleId}/investments`, headers: admin, body: { investmentIds } });
  const mailsTo = async (email: string) =>
    (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'investment-in-cycle'))).filter((mail) => mail.toAddress === email);

  it('mails each investor once per investment assigned, and the timeline records the cycle with the new expected maturity', async () => {
    const cycleId = await newCycle(10); // expected end 5 June 2026
    const a = await investmentOf(2);
    const b = await investmentOf(3);
    expect((await assign(cycleId, [a.investment.id, b.investment.id])).status).toBe(200);
    // Sent again with one already in the cycle and a new one: only the new one is mailed.
    const c = await investmentOf(1);
    expect((await assign(cycleId, [a.investment.id, c.investment.id])).status).toBe(200);

    for (const { investor, investment } of [a, b, c]) {
      const mails = await mailsTo(investor.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`${investment.reference}: your farm cycle`);
      expect(mails[0]!.textBody).toContain(`is now part of the farm cycle “Batch ${seq}” in Sherpur cluster`);
      expect(mails[0]!.textBody).toMatch(/Expected maturity:\s+5 June 2026\n/);
      expect(mails[0]!.textBody).toContain(`/portfolio/investments/${investment.id}`);
    }
    const own = await call(t.app, { method: 'GET', url: `/investor/investments/${a.investment.id}`, headers: a.investor.headers });
    const events = own.body.data.timeline.filter((event: { kind: string }) => event.kind === 'cycle');
    expect(events).toEqual([expect.objectContaining({ note: `Cycle “Batch ${seq}” (Sherpur cluster); expected maturity 5 June 2026.` })]);
    expect(own.body.data.expectedMaturityAt).toBe('2026-06-05');
  });

  it('sends nothing when the assignment is refused or its transaction fails', async () => {
    const cycleId = await newCycle(2);
    const big = await investmentOf(3);
    expect((await assign(cycleId, [big.investment.id])).status).toBe(400);
    expect(await mailsTo(big.investor.user.email)).toEqual([]);
    const fits = await investmentOf(2);
    await expectRolledBackWithoutActivity(t.app, [investments, investmentEvents, mailOutbox], () =>
      t.app.inject({ method: 'POST', url: `${API_PREFIX}/cycles/${cycleId}/investments`, headers: admin, payload: { investmentIds: [fits.investment.id] } }),
    );
    await expectRolledBackWithoutMail(t.app, [investments, investmentEvents, activityLog], () =>
      t.app.inject({ method: 'POST', url: `${API_PREFIX}/cycles/${cycleId}/investments`, headers: admin, payload: { investmentIds: [fits.investment.id] } }),
    );
    expect(await mailsTo(fits.investor.user.email)).toEqual([]);
  });
});

describe('activity entries', () => {
  const tables = [cycles, investments, investmentEvents, ledgerEntries, mailOutbox, activityLog];
  const inject = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: `${API_PREFIX}${path}`, headers: admin, ...(payload ? { payload } : {}) });

  it('commit with the write or not at all: assign, unassign and close with the maturing', async () => {
    const cycleId = await newCycle(10);
    const assigned = await investmentOf(2);
    const free = await investmentOf(3);
    expect((await inject('POST', `/cycles/${cycleId}/investments`, { investmentIds: [assigned.investment.id] })).statusCode).toBe(200);
    await expectRolledBackWithoutActivity(t.app, tables, () => inject('POST', `/cycles/${cycleId}/investments`, { investmentIds: [free.investment.id] }));
    await expectRolledBackWithoutActivity(t.app, tables, () => inject('DELETE', `/cycles/${cycleId}/investments/${assigned.investment.id}`));
    await expectRolledBackWithoutActivity(t.app, tables, () => inject('POST', `/cycles/${cycleId}/close`, CLOSE));
  });

  it('a close whose investor mails cannot be queued keeps nothing: not the close, the maturing or the log', async () => {
    const cycleId = await newCycle(10);
    const assigned = await investmentOf(2);
    expect((await inject('POST', `/cycles/${cycleId}/investments`, { investmentIds: [assigned.investment.id] })).statusCode).toBe(200);
    await expectRolledBackWithoutMail(t.app, tables, () => inject('POST', `/cycles/${cycleId}/close`, CLOSE));
  });
});
