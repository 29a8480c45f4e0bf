import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROUND_CLOSING_MESSAGES, type BankLine } from '@app/contract';
import { investments } from '../../db/schema/investments.ts';
import { anonymousHeaders, signInAs, useTestApp } from '../../testing/app.ts';
import { call, multipartCall } from '../../testing/http.ts';
import { createPlan } from '../../testing/investments.ts';
import { addBankAccount, addBankMapping } from '../../testing/ledger.ts';
import { outboxMails } from '../../testing/outbox.ts';
import { dayFrom, investInRound, openRoundAsStaff, today } from '../../testing/rounds.ts';
import { findDifferences } from '../ledger/books-check.ts';
import { ledgerOf } from '../ledger/service.ts';
import { needsAttention } from '../dashboard/attention.ts';

/**
 * Late money (issue 48): money matched to a round's request after its round closed is recorded but
 * never starts it; the investor chooses the next open round or a refund, once.
 */

const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;
let plan: Awaited<ReturnType<typeof createPlan>>;
let mappingId: string;
let bankAccountId: string;

beforeAll(async () => {
  plan = await createPlan(t.app, { title: 'Layer Rounds' });
  mappingId = await addBankMapping(t.app, admin);
  bankAccountId = await addBankAccount(t.app, admin);
});

const post = (url: string, body: unknown, headers = admin) => call(t.app, { method: 'POST', url, headers, body });
const investmentRow = async (id: string) => (await t.app.db.select().from(investments).where(eq(investments.id, id)))[0]!;
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

/** A bank statement paying `reference` `pounds` yesterday; answers its line. */
async function moneyArrives(reference: string, pounds: number, description = reference): Promise<BankLine> {
  const file = Buffer.from(`Date,Description,Amount\n"${ddmmyyyy(dayFrom(-1))}","${description}","${pounds}.00"\n`);
  const res = await multipartCall(t.app, 'POST', '/ledger/bank-statements', admin, {
    mappingId,
    bankAccountId,
    file: { name: `s-${reference}-${description.length}.csv`, data: file, type: 'text/csv' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const lines = await call(t.app, { method: 'GET', url: '/ledger/bank-lines?limit=100', headers: admin });
  return (lines.body.data as BankLine[]).find((line) => line.description === description)!;
}

/** A round started with one paid investor, its unpaid reservation (one unit) cancelled for want of money. */
async function startedRoundWithCancelledReservation() {
  const roundId = await openRoundAsStaff(t.app, admin, plan.id, { minimumUnits: 2, name: 'Round started' });
  await investInRound(t.app, plan, roundId, 'paid', { units: 2 });
  const late = await investInRound(t.app, plan, roundId, 'unpaid', { units: 1 });
  expect((await post(`/rounds/${roundId}/close`, { decision: 'start' })).status).toBe(200);
  expect((await investmentRow(late.investment.id)).status).toBe('cancelled');
  return { roundId, ...late };
}

describe('late money', () => {
  it('is recorded against a reservation the round cancelled (staff assign it), never starts it, and the investor moves it to the next round once', async () => {
    const { investment, investor } = await startedRoundWithCancelledReservation();
    const next = await openRoundAsStaff(t.app, admin, plan.id, { minimumUnits: 2, name: 'Next round' });

    // The matcher does not propose a cancelled request: staff assign the line, then confirm it.
    const line = await moneyArrives(investment.reference, 500);
    expect(line.proposal).toBe('unknown_reference');
    expect((await post('/ledger/bank-lines/confirm', { lineIds: [line.id] })).status).toBe(409);
    expect((await post(`/ledger/bank-lines/${line.id}/assign`, { reference: investment.reference })).status).toBe(200);
    expect((await post('/ledger/bank-lines/confirm', { lineIds: [line.id] })).status).toBe(200);

    expect(await investmentRow(investment.id)).toMatchObject({ status: 'cancelled', cycleId: expect.any(String) });
    expect((await ledgerOf(t.app.db, investment.id)).totals.paidIn).toBe(50_000);
    const [mail] = await outboxMails(t.app, investor.user.email, 'round-late-money');
    expect(mail!.textBody).toContain('Next round');
    const seen = await call(t.app, { method: 'GET', url: `/investor/investments/${investment.id}/late-money`, headers: investor.headers });
    expect(seen.body.data).toMatchObject({
      lateMoney: true,
      held: 50_000,
      currency: 'GBP',
      refundRequestedAt: null,
      roundName: 'Round started',
      nextRound: { id: next, name: 'Next round', unitsLeft: expect.any(Number), fundingClosesOn: expect.any(String) },
      nextRoundRefused: null,
    });
    // The mail leads to the investment page, where the portfolio also marks it as something to do.
    expect(mail!.htmlBody).toContain(`/portfolio/investments/${investment.id}`);
    const portfolio = await call(t.app, { method: 'GET', url: '/investor/investments', headers: investor.headers });
    expect(portfolio.body.data.find((one: { id: string }) => one.id === investment.id)).toMatchObject({ lateMoney: true });
    expect((await call(t.app, { method: 'GET', url: `/investor/investments/${investment.id}`, headers: investor.headers })).body.data).toMatchObject({
      lateMoney: true,
    });
    // Reading it: only the investor, and only theirs.
    expect((await call(t.app, { method: 'GET', url: `/investor/investments/${investment.id}/late-money`, headers: anonymousHeaders() })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: `/investor/investments/${investment.id}/late-money`, headers: admin })).status).toBe(403);
    const attention = (await needsAttention(t.app.db, 'admin')).find((item) => item.key === 'late-money')!;
    expect(attention.count).toBeGreaterThanOrEqual(1);

    // Only the investor, and only theirs.
    const url = `/investor/investments/${investment.id}/late-money`;
    expect((await post(url, { choice: 'next_round' }, anonymousHeaders())).status).toBe(401);
    expect((await post(url, { choice: 'next_round' }, admin)).status).toBe(403);
    const other = await signInAs(t.app, 'user');
    expect((await post(url, { choice: 'next_round' }, other.headers)).status).toBe(404);
    expect((await post(url, { choice: 'later' }, investor.headers)).status).toBe(400);

    const chosen = await post(url, { choice: 'next_round' }, investor.headers);
    expect(chosen).toMatchObject({ status: 200, body: { data: { lateMoney: false, cycleId: next, status: 'active' } } });
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'active', cycleId: next, startedAt: today(), cancelledAt: null });
    const after = await call(t.app, { method: 'GET', url: '/investor/investments', headers: investor.headers });
    expect(after.body.data.find((one: { id: string }) => one.id === investment.id)).toMatchObject({ lateMoney: false });
    // Replay: nothing is waiting any more.
    expect(await post(url, { choice: 'refund' }, investor.headers)).toMatchObject({ status: 409, body: { message: ROUND_CLOSING_MESSAGES.notLateMoney } });
  });

  it('refunds late money the investor wants back through a payout batch, once', async () => {
    const roundId = await openRoundAsStaff(t.app, admin, plan.id, { minimumUnits: 8, name: 'Round cancelled' });
    const { investment, investor } = await investInRound(t.app, plan, roundId, 'unpaid', { units: 2 });
    expect((await post(`/rounds/${roundId}/close`, { decision: 'cancel' })).status).toBe(200);
    const line = await moneyArrives(investment.reference, 400, `${investment.reference} part`);
    expect((await post(`/ledger/bank-lines/${line.id}/assign`, { reference: investment.reference })).status).toBe(200);
    expect((await post('/ledger/bank-lines/confirm', { lineIds: [line.id] })).status).toBe(200);

    const url = `/investor/investments/${investment.id}/late-money`;
    // The page says at once that only a refund is possible.
    expect((await call(t.app, { method: 'GET', url, headers: investor.headers })).body.data).toMatchObject({
      lateMoney: true,
      nextRound: null,
      nextRoundRefused: ROUND_CLOSING_MESSAGES.cancelledOnlyRefund,
    });
    // Part of its amount: a cancelled request's money pays for no round.
    expect(await post(url, { choice: 'next_round' }, investor.headers)).toMatchObject({
      status: 409,
      body: { message: ROUND_CLOSING_MESSAGES.cancelledOnlyRefund },
    });
    // Two choices at once (two tabs): the row lock and the conditional update take one.
    const [chosen, twin] = await Promise.all([post(url, { choice: 'refund' }, investor.headers), post(url, { choice: 'refund' }, investor.headers)]).then(
      (answers) => answers.sort((x, y) => x.status - y.status),
    );
    expect(twin!.status).toBe(409);
    expect(chosen).toMatchObject({
      status: 200,
      body: { message: ROUND_CLOSING_MESSAGES.lateMoneyRefund, data: { lateMoney: false, refundRequestedAt: expect.any(String) } },
    });
    expect((await call(t.app, { method: 'GET', url, headers: investor.headers })).body.data).toMatchObject({ lateMoney: false, held: 40_000, nextRound: null });
    expect(await outboxMails(t.app, investor.user.email, 'round-refund-due')).toHaveLength(1);
    expect((await post(url, { choice: 'refund' }, investor.headers)).status).toBe(409);

    const batch = await post('/ledger/payout-batches', { investmentIds: [investment.id] });
    expect(batch).toMatchObject({ status: 201, body: { data: { items: [{ kind: 'refund', amount: 40_000 }] } } });
    expect((await post(`/ledger/payout-batches/${batch.body.data.id}/sent`, { sentOn: today() })).status).toBe(200);
    expect((await investmentRow(investment.id)).status).toBe('cancelled');
    expect((await ledgerOf(t.app.db, investment.id)).totals.balance).toBe(0);
    expect((await findDifferences(t.app.db)).filter((one) => one.investmentId === investment.id)).toEqual([]);
  });

  it('money reaching a request whose round started without it is kept for its refund, never activating it into the running cycle', async () => {
    const roundId = await openRoundAsStaff(t.app, admin, plan.id, { minimumUnits: 2, name: 'Round running' });
    await investInRound(t.app, plan, roundId, 'paid', { units: 2 });
    const { investment, investor } = await investInRound(t.app, plan, roundId, 'part', { units: 1, partPence: 20_000 });
    expect((await post(`/rounds/${roundId}/close`, { decision: 'start' })).status).toBe(200);
    const line = await moneyArrives(investment.reference, 300);
    expect(line.proposal).toBe('exact');
    expect((await post('/ledger/bank-lines/confirm', { lineIds: [line.id] })).status).toBe(200);
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'awaiting_payment', refundRequestedAt: expect.any(Date) });
    expect((await ledgerOf(t.app.db, investment.id)).totals.paidIn).toBe(50_000);
    // Its refund is already due: no choice to make, so no late-money mail.
    expect(await outboxMails(t.app, investor.user.email, 'round-late-money')).toHaveLength(0);
    const candidates = await call(t.app, { method: 'GET', url: '/ledger/payout-candidates?limit=100', headers: admin });
    expect(candidates.body.data.find((one: { investmentId: string }) => one.investmentId === investment.id)).toMatchObject({ kind: 'refund', amount: 50_000 });
  });
});
