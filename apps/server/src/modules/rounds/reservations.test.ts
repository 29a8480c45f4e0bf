import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { INVESTMENT_MESSAGES, ROUND_MESSAGES, addDays, paymentDueOn, ukDayOf } from '@app/contract';
import { cycles } from '../../db/schema/cycles.ts';
import { investmentEvents, investments } from '../../db/schema/investments.ts';
import { roundWaitlist } from '../../db/schema/rounds.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { createPlan, insertInvestment, SIGNED, verifiedInvestor } from '../../testing/investments.ts';
import { outboxMails } from '../../testing/outbox.ts';
import { openRound } from '../../testing/rounds.ts';
import { recordLedgerEntry } from '../ledger/service.ts';
import { unitsOfRound } from '../investments/round-units.ts';
import { releaseUnpaid } from './release-unpaid.ts';
import { remindPayments } from './remind-payments.ts';

/**
 * A request is for a round (issue 48): it holds the round's units from the moment it is made, the
 * last units are never sold twice, it states its payment day, is reminded once before it and is
 * released after it when no money came; the waiting list hears of released units in join order.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (the race with real parallel connections).
 */

const t = useTestApp({ roles: ['admin'] });
const { inject } = t;
const today = () => ukDayOf(new Date());
const DAY = 86_400_000;

const request = (headers: Record<string, string>, body: Record<string, unknown>) =>
  inject('POST', '/investor/investments', headers, { units: 1, acceptTerms: true, ...SIGNED, ...body });
const rowsOfRound = (cycleId: string) => t.app.db.select().from(investments).where(eq(investments.cycleId, cycleId));

let planId: string;
let otherPlanId: string;

beforeAll(async () => {
  planId = (await createPlan(t.app, { title: 'Round Plan' })).id;
  otherPlanId = (await createPlan(t.app, { title: 'Other Plan' })).id;
});

describe('a request is for a round', () => {
  it('without a round named, takes the open round closing first with enough units, and states the pay-by day', async () => {
    const plan = await createPlan(t.app, { title: 'Two Rounds' });
    const later = await openRound(t.app, plan.id, { units: 50, closesIn: 40, name: 'Later' });
    const soon = await openRound(t.app, plan.id, { units: 4, closesIn: 3, name: 'Soon' });
    await openRound(t.app, plan.id, { units: 500, opensIn: 2, closesIn: 20, name: 'Not open yet' });
    const { headers, user } = await verifiedInvestor(t.app);
    const first = await request(headers, { planId: plan.id, units: 3 });
    expect(first.statusCode, first.body).toBe(201);
    // Closing in 3 days: the payment day is the closing day, not a week away.
    const due = addDays(today(), 3);
    expect(first.json().data).toMatchObject({ cycleId: soon.id, paymentDueOn: due, units: 3 });
    expect(first.json().message).toBe(`${INVESTMENT_MESSAGES.requested} ${ROUND_MESSAGES.paymentDue(due)}`);
    const [mail] = await outboxMails(t.app, user.email, 'investment-requested');
    expect(mail!.textBody).toContain(`${ROUND_MESSAGES.paymentDue(due)}.`);
    // One unit left in the first: two units go to the next one, whose day is a week away.
    const second = await request(headers, { planId: plan.id, units: 2 });
    expect(second.json().data).toMatchObject({ cycleId: later.id, paymentDueOn: paymentDueOn(today(), later.fundingClosesOn) });
    expect(second.json().data.paymentDueOn).toBe(addDays(today(), 7));
    // Too many for any open round: the most any has left is said.
    const tooMany = await request(headers, { planId: plan.id, units: 49 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(ROUND_MESSAGES.tooFewLeft(48));
    // The investor's own list shows the pay-by day.
    const own = (await inject('GET', `/investor/investments/${first.json().data.id}`, headers)).json().data;
    expect(own.paymentDueOn).toBe(due);
  });

  it('refuses a plan with no open round, a round not open yet, closed, cancelled, running or of another plan: 409/400 and no row', async () => {
    const { headers, user } = await verifiedInvestor(t.app);
    const bare = await createPlan(t.app, { title: 'No Round' });
    const none = await request(headers, { planId: bare.id });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(ROUND_MESSAGES.noOpenRound);

    const future = await openRound(t.app, planId, { opensIn: 3, closesIn: 10 });
    const notYet = await request(headers, { planId, cycleId: future.id });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(ROUND_MESSAGES.notOpenYet(future.fundingOpensOn));

    const past = await openRound(t.app, planId, { opensIn: -20, closesIn: -1, startsIn: 5 });
    const closed = await request(headers, { planId, cycleId: past.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(ROUND_MESSAGES.closed);

    const cancelled = await openRound(t.app, planId);
    await t.app.db.update(cycles).set({ status: 'cancelled', fundingClosedOn: today() }).where(eq(cycles.id, cancelled.id));
    expect((await request(headers, { planId, cycleId: cancelled.id })).json().message).toBe(ROUND_MESSAGES.roundNotFound);
    const running = await openRound(t.app, planId);
    await t.app.db.update(cycles).set({ status: 'running', fundingClosedOn: today() }).where(eq(cycles.id, running.id));
    expect((await request(headers, { planId, cycleId: running.id })).statusCode).toBe(409);

    const others = await openRound(t.app, otherPlanId);
    const wrongPlan = await request(headers, { planId, cycleId: others.id });
    expect(wrongPlan.statusCode).toBe(400);
    expect(wrongPlan.json()).toMatchObject({ success: false, message: ROUND_MESSAGES.otherPlan, errors: { cycleId: INVESTMENT_MESSAGES.roundInvalid() } });
    expect((await request(headers, { planId, cycleId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await request(headers, { planId, cycleId: crypto.randomUUID() })).statusCode).toBe(409);

    expect(await t.app.db.select().from(investments).where(eq(investments.userId, user.id))).toEqual([]);
  });

  it('never sells the last units twice: two investors asking for the last 3 at once, one gets them, the other 409', async () => {
    const round = await openRound(t.app, planId, { units: 10 });
    const early = await verifiedInvestor(t.app);
    expect((await request(early.headers, { planId, cycleId: round.id, units: 7 })).statusCode).toBe(201);
    const [a, b] = await Promise.all([verifiedInvestor(t.app), verifiedInvestor(t.app)]);
    const answers = await Promise.all([a, b].map((investor) => request(investor.headers, { planId, cycleId: round.id, units: 3 })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().message).toBe(ROUND_MESSAGES.tooFewLeft(0));
    expect(await unitsOfRound(t.app.db, round.id)).toEqual({ reservedUnits: 10, paidUnits: 0 });
    expect((await rowsOfRound(round.id)).map((row) => row.units).sort()).toEqual([3, 7]);
  });

  it('many investors at once never hold more than the round has', async () => {
    const round = await openRound(t.app, planId, { units: 5 });
    const investors = await Promise.all(Array.from({ length: 8 }, () => verifiedInvestor(t.app)));
    const answers = await Promise.all(investors.map((investor) => request(investor.headers, { planId, cycleId: round.id, units: 1 })));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(3);
    expect((await unitsOfRound(t.app.db, round.id)).reservedUnits).toBe(5);
  });

  it('still previews the agreement of the plan and units', async () => {
    const { headers } = await verifiedInvestor(t.app);
    expect((await inject('POST', '/investor/agreements/preview', headers, { planId, units: 2 })).statusCode).toBe(200);
  });
});

/** An unpaid reservation in a new round, due `dueIn` days from today. */
async function reservation(dueIn: number, fields: { units?: number; status?: 'requested' | 'contacted' | 'awaiting_payment'; round?: { id: string } } = {}) {
  const plan = await createPlan(t.app, { title: 'Reserved Plan' });
  const round = fields.round ?? (await openRound(t.app, plan.id, { units: 10 }));
  return insertInvestment(t.app, plan, fields.status ?? 'requested', {
    cycleId: round.id,
    units: fields.units ?? 2,
    paymentDueOn: addDays(today(), dueIn),
    requestedAt: new Date(Date.now() - 5 * DAY),
  });
}

describe('the payment day', () => {
  it('reminds an unpaid reservation PAYMENT_REMINDER_DAYS before it, once however often the task runs', async () => {
    const soon = await reservation(2, { status: 'awaiting_payment' });
    const notYet = await reservation(5);
    const now = new Date();
    await remindPayments(t.app.deps, now);
    await remindPayments(t.app.deps, now);
    await t.app.housekeeping.run(now);
    const mails = await outboxMails(t.app, soon.investor.user.email, 'investment-payment-reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(soon.investment.reference);
    expect(mails[0]!.textBody).toContain('released to other investors');
    expect(await outboxMails(t.app, notYet.investor.user.email, 'investment-payment-reminder')).toEqual([]);
    const [row] = await t.app.db.select().from(investments).where(eq(investments.id, soon.investment.id));
    expect(row!.paymentRemindedAt).not.toBeNull();
  });

  it('after the day, releases an unpaid reservation with no money (its note says why, the investor is told) and leaves a part-paid one for staff', async () => {
    const unpaid = await reservation(-1, { status: 'contacted' });
    const partPaid = await reservation(-1);
    await recordLedgerEntry(
      t.app.db,
      { investmentId: partPaid.investment.id, kind: 'payment', amount: 100, valueDate: today(), source: 'staff', reason: 'Part payment' },
      { id: null, name: 'Tester' },
    );
    const dueToday = await reservation(0);
    const later = new Date();
    expect(await releaseUnpaid(t.app.deps, later)).toBeGreaterThanOrEqual(1);
    expect(await releaseUnpaid(t.app.deps, later)).toBe(0);
    const status = async (id: string) => (await t.app.db.select().from(investments).where(eq(investments.id, id)))[0]!.status;
    expect(await status(unpaid.investment.id)).toBe('cancelled');
    expect(await status(partPaid.investment.id)).toBe('requested');
    expect(await status(dueToday.investment.id)).toBe('requested');
    const note = ROUND_MESSAGES.notPaidBy(addDays(today(), -1));
    const [event] = await t.app.db
      .select()
      .from(investmentEvents)
      .where(and(eq(investmentEvents.investmentId, unpaid.investment.id), eq(investmentEvents.toStatus, 'cancelled')));
    expect(event!.note).toBe(note);
    const mails = await outboxMails(t.app, unpaid.investor.user.email, 'investment-status');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(note);
    // The held units went back to the round.
    expect((await unitsOfRound(t.app.db, unpaid.investment.cycleId!)).reservedUnits).toBe(0);
  });
});

describe('the waiting list', () => {
  it('takes a place only when the round is fully reserved; a repeat changes the units; the investor lists and leaves it', async () => {
    const round = await openRound(t.app, planId, { units: 3, name: 'Small round' });
    const { headers, user } = await verifiedInvestor(t.app);
    const early = await verifiedInvestor(t.app);
    const open = await inject('POST', `/investor/rounds/${round.id}/waitlist`, headers, { units: 2 });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(ROUND_MESSAGES.waitlistUnitsAvailable);
    expect((await request(early.headers, { planId, cycleId: round.id, units: 3 })).statusCode).toBe(201);
    const joined = await inject('POST', `/investor/rounds/${round.id}/waitlist`, headers, { units: 2 });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ message: ROUND_MESSAGES.waitlistJoined, data: { roundId: round.id, roundName: 'Small round', units: 2 } });
    expect((await inject('POST', `/investor/rounds/${round.id}/waitlist`, headers, { units: 1 })).statusCode).toBe(201);
    const places = await t.app.db.select().from(roundWaitlist).where(eq(roundWaitlist.userId, user.id));
    expect(places.map((place) => place.units)).toEqual([1]);
    const mine = (await inject('GET', '/investor/waitlist', headers)).json().data;
    expect(mine).toEqual([{ roundId: round.id, planTitle: 'Round Plan', roundName: 'Small round', units: 1, createdAt: expect.any(String) }]);
    expect((await inject('DELETE', `/investor/rounds/${round.id}/waitlist`, headers)).statusCode).toBe(200);
    expect((await inject('DELETE', `/investor/rounds/${round.id}/waitlist`, headers)).statusCode).toBe(404);
    expect((await inject('GET', '/investor/waitlist', headers)).json().data).toEqual([]);
  });

  it('answers 400 to bad units, 404 to an unknown round, 401 anonymous and 403 to staff', async () => {
    const round = await openRound(t.app, planId, { units: 1 });
    const { headers } = await verifiedInvestor(t.app);
    for (const units of [0, -1, 1.5, '2', null]) {
      const res = await inject('POST', `/investor/rounds/${round.id}/waitlist`, headers, { units });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.units).toBe(ROUND_MESSAGES.waitlistUnits);
    }
    expect((await inject('POST', `/investor/rounds/${crypto.randomUUID()}/waitlist`, headers, { units: 1 })).statusCode).toBe(404);
    for (const [method, url] of [
      ['POST', `/investor/rounds/${round.id}/waitlist`],
      ['DELETE', `/investor/rounds/${round.id}/waitlist`],
      ['GET', '/investor/waitlist'],
    ] as const) {
      expect((await inject(method, url, anonymousHeaders(), { units: 1 })).statusCode).toBe(401);
      expect((await inject(method, url, t.as.admin, { units: 1 })).statusCode).toBe(403);
    }
  });

  it('tells waiting investors in join order, as far as the released units go, each once', async () => {
    const plan = await createPlan(t.app, { title: 'Waited Plan' });
    const round = await openRound(t.app, plan.id, { units: 4, name: 'Busy round' });
    const holder = await reservation(-1, { units: 3, round });
    const other = await reservation(5, { units: 1, round });
    const [first, second, third] = [await verifiedInvestor(t.app), await verifiedInvestor(t.app), await verifiedInvestor(t.app)];
    for (const [investor, units] of [
      [first, 2],
      [second, 2],
      [third, 1],
    ] as const) {
      expect((await inject('POST', `/investor/rounds/${round.id}/waitlist`, investor.headers, { units })).statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await releaseUnpaid(t.app.deps, new Date());
    const told = async (email: string) => (await outboxMails(t.app, email, 'round-units-free')).length;
    // Three units came free: the first (2) and the third (1) fit, the second (2) waits.
    expect([await told(first.user.email), await told(second.user.email), await told(third.user.email)]).toEqual([1, 0, 1]);
    expect((await outboxMails(t.app, first.user.email, 'round-units-free'))[0]!.subject).toBe(ROUND_MESSAGES.unitsFree('Busy round'));
    // The investor's own cancel of another reservation releases one more: nobody already told hears again.
    expect((await inject('POST', `/investor/investments/${other.investment.id}/cancel`, other.investor.headers)).statusCode).toBe(200);
    expect([await told(first.user.email), await told(second.user.email), await told(third.user.email)]).toEqual([1, 1, 1]);
    await releaseUnpaid(t.app.deps, new Date());
    expect([await told(first.user.email), await told(second.user.email), await told(third.user.email)]).toEqual([1, 1, 1]);
    expect(holder.investment.cycleId).toBe(round.id);
  });
});

describe('the database keeps a place per investor and round', () => {
  it('refuses a second row for the same investor and round', async () => {
    const round = await openRound(t.app, planId, { units: 1 });
    const { user } = await verifiedInvestor(t.app);
    await t.app.db.insert(roundWaitlist).values({ cycleId: round.id, userId: user.id, units: 1 });
    await expect(t.app.db.execute(sql`insert into round_waitlist (cycle_id, user_id, units) values (${round.id}, ${user.id}, 2)`)).rejects.toThrow();
  });
});
