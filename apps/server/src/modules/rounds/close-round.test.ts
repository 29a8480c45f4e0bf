import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROUND_CLOSING_MESSAGES, ROUND_EXTENSION_MAX_DAYS, addDays, formatDate } from '@app/contract';
import { cycles } from '../../db/schema/cycles.ts';
import { investmentEvents, investments } from '../../db/schema/investments.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { anonymousHeaders, signInAs, useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';
import { createPlan } from '../../testing/investments.ts';
import { outboxMails } from '../../testing/outbox.ts';
import { dayFrom, investInRound, openRoundAsStaff, today } from '../../testing/rounds.ts';
import { findDifferences } from '../ledger/books-check.ts';
import { ledgerOf } from '../ledger/service.ts';

/**
 * Closing a round (issue 48): start with its minimum paid, extend once below it, cancel with every
 * payment refunded through a payout batch; the daily round starts what reached its minimum.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (the parallel closes meet at the row lock there too).
 */

const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;
let plan: Awaited<ReturnType<typeof createPlan>>;

beforeAll(async () => {
  plan = await createPlan(t.app, { title: 'Broiler Rounds' });
});

const close = (id: string, body: unknown, headers = admin) => call(t.app, { method: 'POST', url: `/rounds/${id}/close`, headers, body });
const roundRow = async (id: string) => (await t.app.db.select().from(cycles).where(eq(cycles.id, id)))[0]!;
const investmentRow = async (id: string) => (await t.app.db.select().from(investments).where(eq(investments.id, id)))[0]!;

describe('closing a round', () => {
  it('is for staff only: 401 anonymous, 403 for an investor, 400 for a bad decision, 404 for no round', async () => {
    const id = await openRoundAsStaff(t.app, admin, plan.id);
    expect((await close(id, { decision: 'start' }, anonymousHeaders())).status).toBe(401);
    const investor = await signInAs(t.app, 'user');
    expect((await close(id, { decision: 'start' }, investor.headers)).status).toBe(403);
    const bad = await close(id, { decision: 'finish' });
    expect(bad).toMatchObject({ status: 400, body: { errors: { decision: ROUND_CLOSING_MESSAGES.decisionRequired } } });
    expect((await close(id, { decision: 'extend' })).body.errors).toEqual({ fundingClosesOn: ROUND_CLOSING_MESSAGES.closesOnRequired });
    expect((await close('7f0c2b9e-3a41-4d8e-9b0a-5c1e2f3a4b5c', { decision: 'start' })).status).toBe(404);
    expect((await roundRow(id)).status).toBe('funding');
  });

  it('starts a round once its minimum is paid: unpaid reservations cancelled, part payments due back, investors mailed', async () => {
    const id = await openRoundAsStaff(t.app, admin, plan.id, { minimumUnits: 4 });
    const first = await investInRound(t.app, plan, id, 'paid', { units: 2 });
    const unpaid = await investInRound(t.app, plan, id, 'unpaid', { units: 1 });
    const part = await investInRound(t.app, plan, id, 'part', { units: 1, partPence: 20_000 });
    // Two units paid of the four needed: staff are told to extend or cancel.
    const below = await close(id, { decision: 'start' });
    expect(below).toMatchObject({ status: 409, body: { message: ROUND_CLOSING_MESSAGES.belowMinimum(2, 4) } });
    const second = await investInRound(t.app, plan, id, 'paid', { units: 2 });

    const res = await close(id, { decision: 'start' });
    expect(res).toMatchObject({
      status: 200,
      body: { message: ROUND_CLOSING_MESSAGES.started, data: { status: 'running', fundingClosedOn: today(), cancelledReservations: 1, refundsDue: 1 } },
    });
    expect(await roundRow(id)).toMatchObject({ status: 'running', fundingClosedOn: today() });
    expect((await investmentRow(unpaid.investment.id)).status).toBe('cancelled');
    const [event] = await t.app.db
      .select()
      .from(investmentEvents)
      .where(and(eq(investmentEvents.investmentId, unpaid.investment.id), eq(investmentEvents.toStatus, 'cancelled')));
    expect(event!.note).toBe(ROUND_CLOSING_MESSAGES.closedBeforePayment);
    expect(await investmentRow(part.investment.id)).toMatchObject({ status: 'awaiting_payment', refundRequestedAt: expect.any(Date) });

    for (const paid of [first, second]) expect(await outboxMails(t.app, paid.investor.user.email, 'round-started')).toHaveLength(1);
    expect(await outboxMails(t.app, unpaid.investor.user.email, 'investment-status')).toHaveLength(1);
    const [refundMail] = await outboxMails(t.app, part.investor.user.email, 'round-refund-due');
    expect(refundMail!.subject).toBe(`${part.investment.reference}: your refund of £200.00`);
    const activity = await t.app.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(activity.map((row) => row.summary)).toEqual(expect.arrayContaining([expect.stringMatching(/^Started the round “Sherpur broilers, round 1”/)]));

    // A second close of the same round: it has closed.
    expect(await close(id, { decision: 'cancel' })).toMatchObject({ status: 409, body: { message: ROUND_CLOSING_MESSAGES.notFunding } });
  });

  it('extends a round below its minimum once, by at most the days allowed, mailing the investors holding units', async () => {
    const id = await openRoundAsStaff(t.app, admin, plan.id, { minimumUnits: 6, closesIn: 2 });
    const holder = await investInRound(t.app, plan, id, 'unpaid', { units: 2 });
    const closesOn = dayFrom(2);
    const latest = addDays(closesOn, ROUND_EXTENSION_MAX_DAYS);
    expect((await close(id, { decision: 'extend', fundingClosesOn: closesOn })).body.errors).toEqual({
      fundingClosesOn: ROUND_CLOSING_MESSAGES.extendNotLater(closesOn),
    });
    expect((await close(id, { decision: 'extend', fundingClosesOn: addDays(latest, 1) })).body.errors).toEqual({
      fundingClosesOn: ROUND_CLOSING_MESSAGES.extendTooLong(latest),
    });
    const res = await close(id, { decision: 'extend', fundingClosesOn: latest });
    expect(res).toMatchObject({
      status: 200,
      body: { message: ROUND_CLOSING_MESSAGES.extended(latest), data: { status: 'funding', fundingClosesOn: latest, fundingExtendedFrom: closesOn } },
    });
    const [mail] = await outboxMails(t.app, holder.investor.user.email, 'round-extended');
    expect(mail!.subject).toBe(`${holder.investment.reference}: the round now closes on ${formatDate(latest)}`);
    // Once only.
    expect(await close(id, { decision: 'extend', fundingClosesOn: addDays(latest, 1) })).toMatchObject({
      status: 409,
      body: { message: ROUND_CLOSING_MESSAGES.alreadyExtended },
    });
    // A round that reached its minimum is started, not extended.
    const full = await openRoundAsStaff(t.app, admin, plan.id, { minimumUnits: 2 });
    await investInRound(t.app, plan, full, 'paid', { units: 2 });
    expect(await close(full, { decision: 'extend', fundingClosesOn: dayFrom(12) })).toMatchObject({
      status: 409,
      body: { message: ROUND_CLOSING_MESSAGES.reachedMinimum },
    });
  });

  it('cancels a round: its two paid investments are refunded through a payout batch, cancelled, the ledger at zero and the books clean', async () => {
    const id = await openRoundAsStaff(t.app, admin, plan.id, { minimumUnits: 8 });
    const paid = [await investInRound(t.app, plan, id, 'paid', { units: 2 }), await investInRound(t.app, plan, id, 'paid', { units: 3 })];
    const unpaid = await investInRound(t.app, plan, id, 'unpaid', { units: 1 });
    const res = await close(id, { decision: 'cancel' });
    expect(res).toMatchObject({
      status: 200,
      body: { message: ROUND_CLOSING_MESSAGES.cancelled, data: { status: 'cancelled', cancelledReservations: 1, refundsDue: 2 } },
    });
    expect((await investmentRow(unpaid.investment.id)).status).toBe('cancelled');
    for (const { investor } of paid) expect(await outboxMails(t.app, investor.user.email, 'round-refund-due')).toHaveLength(1);

    // Both are refund candidates of the payout batch screen.
    const candidates = await call(t.app, { method: 'GET', url: '/ledger/payout-candidates?limit=100', headers: admin });
    const ids = paid.map(({ investment }) => investment.id);
    const mine = candidates.body.data.filter((candidate: { investmentId: string }) => ids.includes(candidate.investmentId));
    expect(mine).toHaveLength(2);
    expect(mine).toEqual(
      expect.arrayContaining(
        paid.map(({ investment }) =>
          expect.objectContaining({ investmentId: investment.id, kind: 'refund', amount: investment.units * 50_000, problem: null }),
        ),
      ),
    );
    const batch = await call(t.app, { method: 'POST', url: '/ledger/payout-batches', headers: admin, body: { investmentIds: ids } });
    expect(batch.status).toBe(201);
    expect(batch.body.data.items.map((item: { kind: string }) => item.kind)).toEqual(['refund', 'refund']);
    const file = await t.app.inject({ method: 'GET', url: `/api/v1/ledger/payout-batches/${batch.body.data.id}/domestic.csv`, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\n').filter(Boolean)).toHaveLength(3);

    const sent = await call(t.app, { method: 'POST', url: `/ledger/payout-batches/${batch.body.data.id}/sent`, headers: admin, body: { sentOn: today() } });
    expect(sent.status).toBe(200);
    for (const { investment, investor } of paid) {
      expect((await investmentRow(investment.id)).status).toBe('cancelled');
      const ledger = await ledgerOf(t.app.db, investment.id);
      expect(ledger.entries.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['payment', 'refund']));
      expect(ledger.totals.balance).toBe(0);
      const mails = await outboxMails(t.app, investor.user.email, 'investment-status');
      expect(mails.find((mail) => mail.subject === `${investment.reference}: Cancelled`)!.textBody).toContain('Refund sent');
    }
    const differences = (await findDifferences(t.app.db)).filter((one) => ids.includes(one.investmentId ?? '') || one.cycleId === id);
    expect(differences).toEqual([]);
  });

  it('resolves two closes at once to one: the second answers 409', async () => {
    const id = await openRoundAsStaff(t.app, admin, plan.id, { minimumUnits: 2 });
    await investInRound(t.app, plan, id, 'paid', { units: 2 });
    const answers = await Promise.all([close(id, { decision: 'start' }), close(id, { decision: 'cancel' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const activity = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, 'status')));
    expect(activity).toHaveLength(1);
  });

  it('housekeeping starts a round the day after its closing day when it reached its minimum, leaves one below it, and never twice', async () => {
    const reached = await openRoundAsStaff(t.app, admin, plan.id, { minimumUnits: 2, closesIn: -1 });
    const paid = await investInRound(t.app, plan, reached, 'paid', { units: 2 });
    const below = await openRoundAsStaff(t.app, admin, plan.id, { minimumUnits: 6, closesIn: -1 });
    await investInRound(t.app, plan, below, 'paid', { units: 2 });
    const stillOpen = await openRoundAsStaff(t.app, admin, plan.id, { minimumUnits: 2, closesIn: 0 });
    await investInRound(t.app, plan, stillOpen, 'paid', { units: 2 });

    const first = await t.app.housekeeping.run(new Date());
    expect(first['round-closing']).toBeGreaterThanOrEqual(1);
    expect(await roundRow(reached)).toMatchObject({ status: 'running', fundingClosedOn: today() });
    expect((await roundRow(below)).status).toBe('funding');
    expect((await roundRow(stillOpen)).status).toBe('funding');
    const second = await t.app.housekeeping.run(new Date());
    expect(second['round-closing']).toBe(0);
    expect(await outboxMails(t.app, paid.investor.user.email, 'round-started')).toHaveLength(1);
    const [entry] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, reached), eq(activityLog.action, 'status')));
    expect(entry!.actorName).toBe('Round closing');
  });
});
