import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { API_PREFIX, LEDGER_MESSAGES, type Role } from '@app/contract';
import { booksCheckRuns, ledgerEntries } from '../../db/schema/ledger.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { expectRolledBackWithoutActivity } from '../../testing/activity.ts';
import { anonymousHeaders, createTestApp, signInAs, useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';
import { createPlan, insertInvestment } from '../../testing/investments.ts';
import { findDifferences, runDailyBooksCheck } from './books-check.ts';
import { recordLedgerEntry, reverseLedgerEntry } from './service.ts';
import { clock } from '../../platform/clock.ts';

const t = useTestApp({ roles: ['admin', 'superAdmin'] });
const { admin, superAdmin } = t.as;
let plan: Awaited<ReturnType<typeof createPlan>>;

beforeAll(async () => {
  plan = await createPlan(t.app, { investmentProfit: 55 });
});

/** An investment of £500 a unit in the given status, made directly (the pipeline is tested in investments). */
async function investmentIn(status: 'awaiting_payment' | 'active' | 'matured', units = 2) {
  const { investor, investment } = await insertInvestment(t.app, plan, status, { units });
  return { investor, id: investment.id, reference: investment.reference };
}

const payment = (amount: number, extra: Record<string, unknown> = {}) => ({
  kind: 'payment',
  amount,
  valueDate: '2026-01-04',
  reason: 'Transfer seen on the statement',
  ...extra,
});

describe('access', () => {
  it('answers 401 to anonymous callers and 403 to every role but admin and superAdmin, on every ledger route', async () => {
    const { id } = await investmentIn('awaiting_payment');
    const entry = await recordLedgerEntry(
      t.app.db,
      { investmentId: id, kind: 'payment', amount: 100, valueDate: '2026-01-04', source: 'staff', reason: 'x' },
      { id: null, name: 'Test' },
    );
    const routes: { method: 'GET' | 'POST'; url: string; body?: unknown }[] = [
      { method: 'GET', url: `/investments/${id}/ledger` },
      { method: 'POST', url: `/investments/${id}/ledger`, body: payment(100) },
      { method: 'POST', url: `/investments/${id}/ledger/${entry.id}/reversal`, body: { reason: 'Wrong investment' } },
      { method: 'GET', url: '/ledger/books-check' },
      { method: 'POST', url: '/ledger/books-check', body: {} },
      { method: 'GET', url: '/ledger/reconciliation?by=plan' },
      { method: 'GET', url: '/ledger/reconciliation.csv?by=month' },
    ];
    const others: Role[] = ['moderator', 'employee', 'editor', 'user'];
    const headersOf = await Promise.all(others.map(async (role) => [role, (await signInAs(t.app, role)).headers] as const));
    const before = await t.app.db.select().from(ledgerEntries);
    for (const route of routes) {
      expect((await call(t.app, { ...route, headers: anonymousHeaders() })).status, `${route.method} ${route.url}`).toBe(401);
      for (const [role, headers] of headersOf) expect((await call(t.app, { ...route, headers })).status, `${role} ${route.method} ${route.url}`).toBe(403);
    }
    expect(await t.app.db.select().from(ledgerEntries)).toHaveLength(before.length);
    expect((await call(t.app, { method: 'GET', url: `/investments/${id}/ledger`, headers: superAdmin })).status).toBe(200);
  });
});

describe('staff record money by hand', () => {
  it('refuses a bad entry with 400 and a message by field, and changes nothing', async () => {
    const { id } = await investmentIn('awaiting_payment');
    const bad: [Record<string, unknown>, string, string][] = [
      [payment(100, { kind: 'profit' }), 'kind', LEDGER_MESSAGES.kind],
      [payment(0), 'amount', LEDGER_MESSAGES.amount],
      [payment(12.5), 'amount', LEDGER_MESSAGES.amount],
      [payment(100, { valueDate: '2999-01-01' }), 'valueDate', 'This date cannot be in the future'],
      [payment(100, { valueDate: '2026-02-30' }), 'valueDate', 'Please enter a real date (YYYY-MM-DD)'],
      [payment(100, { reason: '  ' }), 'reason', LEDGER_MESSAGES.reason],
      [{ kind: 'payment', amount: 100, valueDate: '2026-01-04' }, 'reason', LEDGER_MESSAGES.reason],
    ];
    for (const [body, field, message] of bad) {
      const res = await call(t.app, { method: 'POST', url: `/investments/${id}/ledger`, headers: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    expect(await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.investmentId, id))).toEqual([]);
    expect(
      (await call(t.app, { method: 'POST', url: `/investments/00000000-0000-4000-8000-000000000000/ledger`, headers: admin, body: payment(100) })).status,
    ).toBe(404);
    expect((await call(t.app, { method: 'POST', url: `/investments/${id}/ledger/not-an-id/reversal`, headers: admin, body: { reason: 'Wrong' } })).status).toBe(
      404,
    );
    expect((await call(t.app, { method: 'GET', url: '/ledger/reconciliation?by=week', headers: admin })).status).toBe(400);
  });

  it('shows a partial payment as such and does not activate on it; the rest activates', async () => {
    const { id, investor, reference } = await investmentIn('awaiting_payment');
    // The same activation is asked for after each payment.
    const activate = () =>
      call(t.app, { method: 'PATCH', url: `/investments/${id}/status`, headers: admin, body: { status: 'active', startedAt: '2026-01-05' } });
    const first = await call(t.app, { method: 'POST', url: `/investments/${id}/ledger`, headers: admin, body: payment(50_000) });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Payment received recorded');
    expect(first.body.data.totals).toEqual({ paidIn: 50_000, profit: 0, paidOut: 0, balance: 50_000 });
    expect(first.body.data.entries[0]).toMatchObject({
      kind: 'payment',
      amount: 50_000,
      source: 'staff',
      reason: 'Transfer seen on the statement',
      actorName: expect.stringMatching(/^admin tester/),
    });

    const refused = await activate();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LEDGER_MESSAGES.notPaidInFull(50_000, 100_000, 'GBP'));
    expect(refused.body.message).toMatch(/^£500.00 of £1,000.00 received/);
    const own = await call(t.app, { method: 'GET', url: `/investor/investments/${id}`, headers: investor.headers });
    expect(own.body.data).toMatchObject({ status: 'awaiting_payment', ledger: { paidIn: 50_000, balance: 50_000 } });

    expect((await call(t.app, { method: 'POST', url: `/investments/${id}/ledger`, headers: superAdmin, body: payment(50_000) })).status).toBe(201);
    const active = await activate();
    expect(active.status).toBe(200);
    expect(active.body.data.ledger).toEqual({ paidIn: 100_000, profit: 0, paidOut: 0, balance: 100_000 });
    const logged = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'investment'), eq(activityLog.entityId, id), eq(activityLog.action, 'ledger')));
    expect(logged.map((row) => row.summary)).toEqual([
      `Payment received on ${reference}: £500.00 on 4 January 2026`,
      `Payment received on ${reference}: £500.00 on 4 January 2026`,
    ]);
  });

  it('pays out only when payouts leave nothing held: capital plus profit', async () => {
    const { id, investor } = await investmentIn('matured');
    const move = () => call(t.app, { method: 'PATCH', url: `/investments/${id}/status`, headers: admin, body: { status: 'paid_out', paidAt: '2026-02-20' } });
    const payout = (amount: number) =>
      call(t.app, {
        method: 'POST',
        url: `/investments/${id}/ledger`,
        headers: admin,
        body: { kind: 'payout', amount, valueDate: '2026-02-19', reason: 'Paid by hand from the bank app' },
      });
    expect((await move()).body.message).toBe(LEDGER_MESSAGES.notPaidOut(111_000, 'GBP'));
    expect((await payout(100_000)).status).toBe(201);
    const short = await move();
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(LEDGER_MESSAGES.notPaidOut(11_000, 'GBP'));
    expect((await payout(11_000)).status).toBe(201);
    expect((await move()).status).toBe(200);
    const mine = await call(t.app, { method: 'GET', url: '/investor/investments', headers: investor.headers });
    expect(mine.body.summary).toMatchObject({ capitalReturned: 100_000, profitReceived: 11_000 });
    expect(mine.body.data[0].ledger).toEqual({ paidIn: 100_000, profit: 11_000, paidOut: 111_000, balance: 0 });
  });

  it('debits a loss at maturity, and pays out capital minus the loss', async () => {
    const { id, investor } = await investmentIn('active', 2);
    const matured = await call(t.app, {
      method: 'PATCH',
      url: `/investments/${id}/status`,
      headers: admin,
      body: { status: 'matured', actualProfit: -20_000, reason: 'The herd was sold early after a flood' },
    });
    expect(matured.status).toBe(200);
    const ledger = await call(t.app, { method: 'GET', url: `/investments/${id}/ledger`, headers: admin });
    expect(ledger.body.data.entries).toContainEqual(expect.objectContaining({ kind: 'loss', amount: -20_000, source: 'cycle_close' }));
    expect(ledger.body.data.totals).toMatchObject({ paidIn: 100_000, profit: -20_000, balance: 80_000 });
    const move = () => call(t.app, { method: 'PATCH', url: `/investments/${id}/status`, headers: admin, body: { status: 'paid_out', paidAt: '2026-02-20' } });
    expect((await move()).body.message).toBe(LEDGER_MESSAGES.notPaidOut(80_000, 'GBP'));
    const paid = await call(t.app, {
      method: 'POST',
      url: `/investments/${id}/ledger`,
      headers: admin,
      body: { kind: 'payout', amount: 80_000, valueDate: '2026-02-19', reason: 'Paid by hand from the bank app' },
    });
    expect(paid.status).toBe(201);
    expect((await move()).status).toBe(200);
    const mine = await call(t.app, { method: 'GET', url: '/investor/investments', headers: investor.headers });
    expect(mine.body.data.find((one: { id: string }) => one.id === id).ledger).toEqual({ paidIn: 100_000, profit: -20_000, paidOut: 80_000, balance: 0 });
  });

  it('reverses an entry once with a reason, never a correction, and only within its investment', async () => {
    const { id } = await investmentIn('awaiting_payment');
    const other = await investmentIn('awaiting_payment');
    const recorded = await call(t.app, { method: 'POST', url: `/investments/${id}/ledger`, headers: admin, body: payment(70_000) });
    const entryId = recorded.body.data.entries[0].id as string;
    const reverse = (investmentId: string, entry: string, body: unknown = { reason: 'Belongs to another investor' }) =>
      call(t.app, { method: 'POST', url: `/investments/${investmentId}/ledger/${entry}/reversal`, headers: admin, body });
    expect((await reverse(id, entryId, { reason: '' })).body.errors.reason).toBe(LEDGER_MESSAGES.reason);
    expect((await reverse(other.id, entryId)).status).toBe(404);
    const reversed = await reverse(id, entryId);
    expect(reversed.status).toBe(201);
    expect(reversed.body.message).toBe(LEDGER_MESSAGES.reversed);
    const [original, correction] = reversed.body.data.entries;
    expect(original.reversedById).toBe(correction.id);
    expect(correction).toMatchObject({
      kind: 'reversal',
      amount: -70_000,
      reversesId: entryId,
      valueDate: '2026-01-04',
      reason: 'Belongs to another investor',
    });
    expect(reversed.body.data.totals).toEqual({ paidIn: 0, profit: 0, paidOut: 0, balance: 0 });
    const again = await reverse(id, entryId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(LEDGER_MESSAGES.alreadyReversed);
    expect((await reverse(id, correction.id)).body.message).toBe(LEDGER_MESSAGES.cannotReverseCorrection);
  });

  it('keeps nothing of an entry whose activity entry cannot be written', async () => {
    const { id } = await investmentIn('awaiting_payment');
    await expectRolledBackWithoutActivity(t.app, [ledgerEntries], () =>
      t.app.inject({ method: 'POST', url: `${API_PREFIX}/investments/${id}/ledger`, headers: admin, payload: payment(100) }),
    );
  });
});

describe('books check and reconciliation', () => {
  it('runs on demand, stores the run, and finds a deliberately broken ledger', async () => {
    const clean = await call(t.app, { method: 'POST', url: '/ledger/books-check', headers: admin, body: {} });
    expect(clean.status).toBe(201);
    expect(clean.body.data).toMatchObject({ trigger: 'staff', differenceCount: 0, differences: [] });
    const { id, reference } = await investmentIn('active', 1);
    // A second payment nobody refunded: the active investment holds more than its amount.
    await recordLedgerEntry(
      t.app.db,
      { investmentId: id, kind: 'payment', amount: 2_500, valueDate: '2026-01-06', source: 'staff', reason: 'Duplicate' },
      { id: null, name: 'Test' },
    );
    const broken = await call(t.app, { method: 'POST', url: '/ledger/books-check', headers: admin, body: {} });
    expect(broken.body.message).toBe('Books check ran: 2 differences found');
    expect(broken.body.data.differences).toEqual([
      expect.objectContaining({ rule: 'status', subject: reference, investmentId: id, expected: 50_000, actual: 52_500 }),
      expect.objectContaining({ rule: 'money_held', subject: 'Plan Broiler Cycle', planId: plan.id, expected: expect.any(Number), actual: expect.any(Number) }),
    ]);
    const latest = await call(t.app, { method: 'GET', url: '/ledger/books-check', headers: admin });
    expect(latest.body.data).toEqual(broken.body.data);
    // Refunding the duplicate puts the books right again.
    await recordLedgerEntry(
      t.app.db,
      { investmentId: id, kind: 'refund', amount: 2_500, valueDate: '2026-01-07', source: 'staff', reason: 'Duplicate returned' },
      { id: null, name: 'Test' },
    );
    expect((await call(t.app, { method: 'POST', url: '/ledger/books-check', headers: admin, body: {} })).body.data.differenceCount).toBe(0);
  });

  it('finds an entry dated after today, and forgets it once it is reversed', async () => {
    const { id, reference } = await investmentIn('awaiting_payment', 1);
    const entry = await recordLedgerEntry(
      t.app.db,
      { investmentId: id, kind: 'payment', amount: 2_500, valueDate: '2099-03-07', source: 'staff', reason: 'Year typed wrongly' },
      { id: null, name: 'Test' },
    );
    // The day before the value date the entry is in the future; on the day itself it is not.
    expect(await findDifferences(t.app.db, 1000, '2099-03-06')).toEqual([
      {
        rule: 'future_dated',
        subject: reference,
        investmentId: id,
        cycleId: null,
        planId: plan.id,
        expected: 0,
        actual: 2_500,
        message: 'Entry of £25.00 dated 7 March 2099, after today',
      },
    ]);
    expect(await findDifferences(t.app.db, 1000, '2099-03-07')).toEqual([]);
    // A run today stores it like any difference.
    const run = await call(t.app, { method: 'POST', url: '/ledger/books-check', headers: admin, body: {} });
    expect(run.body.data.differences).toEqual([expect.objectContaining({ rule: 'future_dated', subject: reference, actual: 2_500 })]);
    expect((await call(t.app, { method: 'GET', url: '/ledger/books-check', headers: admin })).body.data).toEqual(run.body.data);
    await reverseLedgerEntry(t.app.db, entry.id, 'Dated in the future by mistake', null, { id: null, name: 'Test' });
    expect(await findDifferences(t.app.db, 1000, '2099-03-06')).toEqual([]);
    expect((await call(t.app, { method: 'POST', url: '/ledger/books-check', headers: admin, body: {} })).body.data.differenceCount).toBe(0);
  });

  it('reads today from the server clock: an entry dated on the clock’s day is taken and is not in the future, whatever the machine’s day', async () => {
    const { id, reference } = await investmentIn('awaiting_payment', 1);
    const realNow = clock.now;
    try {
      clock.now = () => new Date('2099-05-10T12:00:00Z');
      const taken = await call(t.app, { method: 'POST', url: `/investments/${id}/ledger`, headers: admin, body: payment(2_500, { valueDate: '2099-05-10' }) });
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      expect(
        (await call(t.app, { method: 'POST', url: `/investments/${id}/ledger`, headers: admin, body: payment(2_500, { valueDate: '2099-05-12' }) })).body,
      ).toMatchObject({
        errors: { valueDate: 'This date cannot be in the future' },
      });
      expect((await findDifferences(t.app.db)).filter((one) => one.subject === reference)).toEqual([]);
      // The clock a day earlier: the same entry is after today.
      clock.now = () => new Date('2099-05-09T12:00:00Z');
      expect((await findDifferences(t.app.db)).filter((one) => one.subject === reference)).toEqual([expect.objectContaining({ rule: 'future_dated' })]);
    } finally {
      clock.now = realNow;
    }
    await reverseLedgerEntry(t.app.db, (await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.investmentId, id)))[0]!.id, 'Test over', null, {
      id: null,
      name: 'Test',
    });
  });

  it('reads the investments a batch at a time and finds what one read of them all finds', async () => {
    const broken: { id: string; reference: string }[] = [];
    const entry = (id: string, kind: 'payment' | 'refund') =>
      recordLedgerEntry(
        t.app.db,
        { investmentId: id, kind, amount: 2_500, valueDate: '2026-01-06', source: 'staff', reason: 'Duplicate' },
        { id: null, name: 'Test' },
      );
    for (let i = 0; i < 5; i++) {
      const investment = await investmentIn('active', 1);
      await entry(investment.id, 'payment');
      broken.push(investment);
    }
    const whole = await findDifferences(t.app.db, 10_000);
    expect(whole.filter((difference) => difference.rule === 'status').map((difference) => difference.subject)).toEqual(
      expect.arrayContaining(broken.map((investment) => investment.reference)),
    );
    expect(await findDifferences(t.app.db, 2)).toEqual(whole);
    // The books put right again for the tests after this one.
    for (const investment of broken) await entry(investment.id, 'refund');
    expect(await findDifferences(t.app.db, 2)).toEqual([]);
  });

  it('runs daily once a day, whoever asks first', async () => {
    const now = new Date('2031-03-04T05:00:00Z');
    const first = await runDailyBooksCheck(t.app.db, now);
    expect(first).toMatchObject({ trigger: 'daily', differenceCount: 0 });
    expect(await runDailyBooksCheck(t.app.db, new Date('2031-03-04T23:00:00Z'))).toBeNull();
    expect(await t.app.db.select().from(booksCheckRuns).where(eq(booksCheckRuns.dailyOn, '2031-03-04'))).toHaveLength(1);
  });

  it('logs what the daily check finds by rule, reference and figures, and the dashboard lists it', async () => {
    const { id, reference, investor } = await investmentIn('awaiting_payment', 1);
    // A payout from an investment nobody paid for yet: its ledger disagrees with its status.
    await recordLedgerEntry(
      t.app.db,
      { investmentId: id, kind: 'payout', amount: 1_000, valueDate: '2026-01-06', source: 'staff', reason: 'Sent by mistake' },
      { id: null, name: 'Test' },
    );
    const warnings: [Record<string, unknown>, string][] = [];
    const log = { warn: (fields: Record<string, unknown>, message: string) => warnings.push([fields, message]) } as unknown as FastifyBaseLogger;
    const run = await runDailyBooksCheck(t.app.db, new Date('2031-03-05T05:00:00Z'), log);
    expect(run?.differenceCount).toBeGreaterThan(0);
    expect(warnings).toHaveLength(1);
    const [fields, message] = warnings[0]!;
    expect(message).toBe(`books check found ${run!.differenceCount} difference(s)`);
    expect(fields.differences).toContainEqual(expect.objectContaining({ rule: 'status', subject: reference, investmentId: id }));
    // No names, emails or reasons in the log.
    const written = JSON.stringify(fields);
    for (const secret of [investor.user.name, investor.user.email, 'Sent by mistake']) expect(written).not.toContain(secret);
    const dashboard = await call(t.app, { method: 'GET', url: '/dashboard/needs-attention', headers: admin });
    const item = dashboard.body.data.find((one: { key: string }) => one.key === 'books-check-differences');
    expect(item).toMatchObject({ count: run!.differenceCount, href: '/admin/books' });
  });

  it('reports money in, profit, money out and held per plan, per cycle and per month, as JSON and CSV', async () => {
    const plain = await createTestApp();
    try {
      const headers = (await signInAs(plain.app, 'admin')).headers;
      const plan = await createPlan(plain.app, {
        product: 'Goats',
        description: 'A year',
        duration: 12,
        durationUnit: 'Month',
        title: 'Goat Rearing',
        investmentAmount: 350,
        investmentProfit: 75,
      });
      await insertInvestment(plain.app, plan, 'paid_out', { reference: 'BBV-2026-77777', maturedAt: new Date('2026-03-01T00:00:00Z'), paidAt: '2026-03-10' });
      const byPlan = await call(plain.app, { method: 'GET', url: '/ledger/reconciliation?by=plan', headers });
      expect(byPlan.body.data).toEqual([{ key: plan.id, label: 'Goat Rearing', currency: 'GBP', moneyIn: 70_000, profit: 15_000, moneyOut: 85_000, held: 0 }]);
      const byCycle = await call(plain.app, { method: 'GET', url: '/ledger/reconciliation?by=cycle', headers });
      expect(byCycle.body.data[0]).toMatchObject({ label: 'Not in a cycle', moneyIn: 70_000 });
      const byMonth = await call(plain.app, { method: 'GET', url: '/ledger/reconciliation?by=month', headers });
      expect(byMonth.body.data).toEqual([
        { key: '2026-03', label: '2026-03', currency: 'GBP', moneyIn: 0, profit: 15_000, moneyOut: 85_000, held: 0 },
        { key: '2026-01', label: '2026-01', currency: 'GBP', moneyIn: 70_000, profit: 0, moneyOut: 0, held: 70_000 },
      ]);
      const csv = await plain.app.inject({ method: 'GET', url: `${API_PREFIX}/ledger/reconciliation.csv?by=month`, headers });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="reconciliation-by-month-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(csv.body).toBe(
        '\ufeffGroup,Currency,Money in,Profit,Money out,Held\r\n2026-03,GBP,0.00,150.00,850.00,0.00\r\n2026-01,GBP,700.00,0.00,0.00,700.00\r\n',
      );
    } finally {
      await plain.close();
    }
  });
});
