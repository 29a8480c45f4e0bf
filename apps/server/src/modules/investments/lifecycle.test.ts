import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, ne } from 'drizzle-orm';
import { DEFAULT_COST_LABEL, cycleAccount, formatDate, formatMoney, investmentAccountShare } from '@app/contract';
import { bankLines, payoutBatches } from '../../db/schema/bank-statements.ts';
import { cycles } from '../../db/schema/cycles.ts';
import { investmentEvents, investments, type InvestmentRow } from '../../db/schema/investments.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { payoutAccounts } from '../../db/schema/payouts.ts';
import { activityLog, mailOutbox } from '../../db/schema/platform.ts';
import { users } from '../../db/schema/users.ts';
import type { Actor } from '../../platform/activity.ts';
import { work } from '../../platform/unit-of-work.ts';
import { expectRolledBackWithoutMail } from '../../testing/activity.ts';
import { useTestApp } from '../../testing/app.ts';
import { call, multipartCall } from '../../testing/http.ts';
import { createPlan, insertInvestment } from '../../testing/investments.ts';
import { addBankAccount, addBankMapping, payInFull, payOutInFull } from '../../testing/ledger.ts';
import { transition, type StatusChange, type TransitionOptions } from './lifecycle.ts';
import { accountMailBlocks } from '../cycles/investments.ts';

/**
 * Every former side path of a status change (a staff move, the investor's cancel, a bank payment,
 * a payout batch, a cycle close) now writes exactly what `transition` writes: each is run on one
 * investment and `transition` itself on a twin in the same state, and the two leave the same
 * events, maturity entries, activity entries and mails. When the write fails, nothing is kept.
 */

const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;
let plan: Awaited<ReturnType<typeof createPlan>>;
let mappingId: string;
let bankAccountId: string;
let cycleSeq = 0;

/** Every table a move or its caller writes: none may change when the move's write fails. */
const WRITTEN = [investments, investmentEvents, ledgerEntries, activityLog, mailOutbox, bankLines, payoutBatches, cycles];

beforeAll(async () => {
  plan = await createPlan(t.app, { title: 'Broiler Chicken Cycle', durationUnit: 'Month', investmentAmount: 500, investmentProfit: 55 });
  mappingId = await addBankMapping(t.app, admin);
  bankAccountId = await addBankAccount(t.app, admin);
});

const staff = (): Actor => ({ id: t.users.admin.id, name: t.users.admin.name });

async function reread(row: InvestmentRow): Promise<InvestmentRow> {
  const [fresh] = await t.app.db.select().from(investments).where(eq(investments.id, row.id));
  return fresh!;
}

/**
 * What one investment's moves left behind: its events, its maturity entries (the only ledger
 * entries a move writes itself), its status activity entries and its investor's mails, with its
 * reference, id and investor written as placeholders so that twins compare equal. Being put into a
 * cycle before a close is a step of its own with its own event and mail (cycles' tests): left out here.
 */
async function traces(row: InvestmentRow) {
  const [investor] = await t.app.db.select().from(users).where(eq(users.id, row.userId));
  const db = t.app.db;
  const written = {
    events: await db
      .select({
        kind: investmentEvents.kind,
        from: investmentEvents.fromStatus,
        to: investmentEvents.toStatus,
        note: investmentEvents.note,
        by: investmentEvents.actorName,
      })
      .from(investmentEvents)
      .where(and(eq(investmentEvents.investmentId, row.id), ne(investmentEvents.kind, 'cycle')))
      .orderBy(asc(investmentEvents.createdAt), asc(investmentEvents.id)),
    ledger: await db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountPence, valueDate: ledgerEntries.valueDate })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.investmentId, row.id), eq(ledgerEntries.source, 'cycle_close'))),
    activity: await db
      .select({ summary: activityLog.summary, changes: activityLog.changes, by: activityLog.actorName })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, row.id), eq(activityLog.action, 'status'))),
    mails: await db
      .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, investor!.email), ne(mailOutbox.kind, 'investment-in-cycle')))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
  };
  const masked = JSON.stringify(written).replaceAll(row.reference, 'REF').replaceAll(row.id, 'ID').replaceAll(investor!.name, 'INVESTOR');
  return JSON.parse(masked) as typeof written;
}

/** `transition` itself on `twin`, by `actor`; then the side path's traces on `moved` must be the twin's. */
async function expectSameAsTransition(moved: InvestmentRow, twin: InvestmentRow, actor: Actor, change: StatusChange, options: TransitionOptions = {}) {
  await work(t.app.deps, actor, (uow) => transition(uow, twin, change, options));
  const side = await traces(moved);
  expect(side.events.filter((event) => event.kind === 'status')).toHaveLength(1);
  expect(side.activity).toHaveLength(1);
  expect(side.mails).toHaveLength(1);
  expect(side).toEqual(await traces(twin));
  return side;
}

const investorActor = async (row: InvestmentRow): Promise<Actor> => {
  const [investor] = await t.app.db.select().from(users).where(eq(users.id, row.userId));
  return { id: investor!.id, name: investor!.name };
};

describe('transition', () => {
  it('writes the event, the activity entry and the mail of a move, and a maturity its ledger entry', async () => {
    const { investment } = await insertInvestment(t.app, plan, 'active');
    await work(t.app.deps, staff(), (uow) => transition(uow, investment, { status: 'matured', actualProfit: 5_500 }, { why: 'test', valueDate: '2026-06-04' }));
    const written = await traces(investment);
    expect(written.events).toEqual([{ kind: 'status', from: 'active', to: 'matured', note: null, by: t.users.admin.name }]);
    expect(written.ledger).toEqual([{ kind: 'profit', amount: 5_500, valueDate: '2026-06-04' }]);
    expect(written.activity).toEqual([
      {
        summary: 'Moved investment REF to Matured: profit £55.00 (test)',
        changes: { before: { status: 'active' }, after: { status: 'matured', actualProfit: 5_500 } },
        by: t.users.admin.name,
      },
    ]);
    expect(written.mails.map((mail) => mail.subject)).toEqual(['REF: Matured']);
  });

  it('tells an investor whose capital bore a loss what remains due, and one whose whole capital was lost that nothing is', async () => {
    const { investment } = await insertInvestment(t.app, plan, 'active');
    const capital = investment.units * investment.amountPerUnit;
    await work(t.app.deps, staff(), (uow) => transition(uow, investment, { status: 'matured', actualProfit: -1_250 }, { valueDate: '2026-06-04' }));
    const [mail] = (await traces(investment)).mails;
    expect(mail!.text).toContain('ended with a loss, which your capital bears');
    expect(mail!.text).toMatch(new RegExp(`Your share of the loss:\\s+−£12.50\\nDue to you:\\s+${formatMoney(capital - 1_250).replace('.', '\\.')}\\n`));
    const { investment: wiped } = await insertInvestment(t.app, plan, 'active');
    await work(t.app.deps, staff(), (uow) => transition(uow, wiped, { status: 'matured', actualProfit: -capital }, { valueDate: '2026-06-04' }));
    expect((await traces(wiped)).mails[0]!.text).toContain('The loss took the whole of your capital, so no payment is due.');
  });

  it('keeps nothing when the unit of work fails after it, and writes nothing for a move it refuses', async () => {
    const { investment } = await insertInvestment(t.app, plan, 'requested');
    const before = await traces(investment);
    await expect(
      work(t.app.deps, staff(), async (uow) => {
        await transition(uow, investment, { status: 'contacted', note: 'Called' }, { noteToInvestor: true });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    await expect(work(t.app.deps, staff(), (uow) => transition(uow, investment, { status: 'matured', actualProfit: 1 }))).rejects.toMatchObject({
      statusCode: 409,
    });
    // Unpaid: the ledger refuses the activation even though the move is allowed from "awaiting payment".
    const awaiting = (await insertInvestment(t.app, plan, 'awaiting_payment')).investment;
    await expect(work(t.app.deps, staff(), (uow) => transition(uow, awaiting, { status: 'active', startedAt: '2026-01-05' }))).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await traces(investment)).toEqual(before);
    expect((await reread(investment)).status).toBe('requested');
    expect((await traces(awaiting)).events).toEqual([]);
  });
});

describe('every former side path writes what transition writes', () => {
  it('a staff move, with the team note quoted to the investor', async () => {
    const { investment } = await insertInvestment(t.app, plan, 'requested');
    const { investment: twin } = await insertInvestment(t.app, plan, 'requested');
    const change = { status: 'contacted' as const, note: 'We called about your transfer.' };
    const res = await call(t.app, { method: 'PATCH', url: `/investments/${investment.id}/status`, headers: admin, body: change });
    expect(res.status).toBe(200);
    const side = await expectSameAsTransition(investment, twin, staff(), change, { noteToInvestor: true });
    expect(side.mails[0]!.text).toContain('We called about your transfer.');
  });

  it("the investor's own cancel (the staff are mailed besides)", async () => {
    const { investment, investor } = await insertInvestment(t.app, plan, 'requested');
    const { investment: twin } = await insertInvestment(t.app, plan, 'requested');
    const res = await t.inject('POST', `/investor/investments/${investment.id}/cancel`, investor.headers, {});
    expect(res.statusCode).toBe(200);
    await expectSameAsTransition(investment, twin, await investorActor(twin), { status: 'cancelled', note: 'Cancelled by the investor' });
    const [toStaff] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, t.users.admin.email), eq(mailOutbox.kind, 'investment-cancelled-staff')));
    expect(toStaff?.subject).toBe(`Investment request ${investment.reference} cancelled by the investor`);
  });

  it('a bank payment in full on a requested investment: payment received in one move, no skipped steps', async () => {
    const { investment } = await insertInvestment(t.app, plan, 'requested');
    const { investment: twin } = await insertInvestment(t.app, plan, 'requested');
    const amount = investment.units * investment.amountPerUnit;
    const uploaded = await multipartCall(t.app, 'POST', '/ledger/bank-statements', admin, {
      mappingId,
      bankAccountId,
      file: {
        name: 'statement.csv',
        data: Buffer.from(`Date,Description,Amount\n"03/03/2026","${investment.reference}","${amount / 100}.00"\n`),
        type: 'text/csv',
      },
    });
    expect(uploaded.status).toBe(201);
    const [line] = await t.app.db.select().from(bankLines).where(eq(bankLines.reference, investment.reference));
    const confirmed = await call(t.app, { method: 'POST', url: '/ledger/bank-lines/confirm', headers: admin, body: { lineIds: [line!.id] } });
    expect(confirmed.status).toBe(200);

    await payInFull(t.app.db, twin.id);
    const note = `Payment received: ${formatMoney(amount, 'GBP')} by bank transfer on ${formatDate('2026-03-03')}. Paid in full.`;
    const side = await expectSameAsTransition(investment, twin, staff(), { status: 'active', startedAt: '2026-03-03', note }, { paidInFull: true });
    expect(side.events).toEqual([{ kind: 'status', from: 'requested', to: 'active', note, by: t.users.admin.name }]);
    expect(side.mails[0]).toMatchObject({ subject: 'REF: Active', text: expect.stringContaining('Payment received') });
    expect(side.mails[0]!.text).not.toContain('Contacted');
  });

  it('a payout batch marked sent: the advice names the account stored with the batch, not the one given since', async () => {
    const { investment } = await insertInvestment(t.app, plan, 'matured');
    const { investment: twin } = await insertInvestment(t.app, plan, 'matured');
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600_000);
    await t.app.db
      .insert(payoutAccounts)
      .values({ userId: investment.userId, kind: 'uk', holderName: 'Payee', sortCode: '203206', accountNumber: '12345678', createdAt: weekAgo });
    const batch = await call(t.app, { method: 'POST', url: '/ledger/payout-batches', headers: admin, body: { investmentIds: [investment.id] } });
    expect(batch.status).toBe(201);
    await t.app.db.update(payoutAccounts).set({ sortCode: '401162', accountNumber: '87654321' }).where(eq(payoutAccounts.userId, investment.userId));
    const sent = await call(t.app, {
      method: 'POST',
      url: `/ledger/payout-batches/${batch.body.data.id}/sent`,
      headers: admin,
      body: { sentOn: '2026-06-01' },
    });
    expect(sent.status).toBe(200);

    await payOutInFull(t.app.db, twin.id, '2026-06-01');
    const paidTo = 'Sort code 20-32-06, account ••••5678';
    const side = await expectSameAsTransition(
      investment,
      twin,
      staff(),
      { status: 'paid_out', paidAt: '2026-06-01', note: 'Paid by bank transfer' },
      { paidTo },
    );
    expect(side.mails[0]!.text).toMatch(/Paid to:\s+Sort code 20-32-06, account ••••5678/);
    expect(side.mails[0]!.text).not.toContain('5-43-21');
  });

  it('a cycle close: the share matured, credited on the closing day, and told to the investor', async () => {
    const { investment } = await insertInvestment(t.app, plan, 'active');
    const { investment: twin } = await insertInvestment(t.app, plan, 'active');
    const name = `Lifecycle batch ${++cycleSeq}`;
    const cycle = await call(t.app, {
      method: 'POST',
      url: '/cycles',
      headers: admin,
      body: { planId: plan.id, name, location: 'Sherpur cluster', startDate: '2026-01-05', expectedEndDate: '2026-06-05', units: 10 },
    });
    const cycleId = cycle.body.data.id;
    expect(
      (await call(t.app, { method: 'POST', url: `/cycles/${cycleId}/investments`, headers: admin, body: { investmentIds: [investment.id] } })).status,
    ).toBe(200);
    const closed = await call(t.app, {
      method: 'POST',
      url: `/cycles/${cycleId}/close`,
      headers: admin,
      body: { closedOn: '2026-06-04', saleRevenuePence: 2_000_000, costsPence: 1_200_000, animalsSold: 990, animalsLost: 10 },
    });
    expect(closed.status).toBe(200);

    const { actualProfit } = await reread(investment);
    const account = cycleAccount({
      currency: 'GBP',
      saleRevenuePence: 2_000_000,
      costLines: [{ label: DEFAULT_COST_LABEL, amountPence: 1_200_000 }],
      units: 10,
      investedUnits: investment.units,
    });
    const note = `Cycle “${name}” closed on ${formatDate('2026-06-04')}.`;
    const side = await expectSameAsTransition(
      investment,
      twin,
      staff(),
      { status: 'matured', actualProfit: actualProfit!, note },
      {
        why: `cycle “${name}” closed`,
        valueDate: '2026-06-04',
        noteToInvestor: true,
        // The close's mail carries the cycle's account and the investment's share (issue 47).
        mailBlocks: accountMailBlocks(account, investmentAccountShare(account, investment.units)),
      },
    );
    expect(side.ledger).toEqual([{ kind: 'profit', amount: actualProfit, valueDate: '2026-06-04' }]);
  });
});

describe('every former side path keeps nothing when its mail cannot be queued', () => {
  it('a staff move', async () => {
    const { investment } = await insertInvestment(t.app, plan, 'requested');
    await expectRolledBackWithoutMail(t.app, WRITTEN, () => t.inject('PATCH', `/investments/${investment.id}/status`, admin, { status: 'contacted' }));
  });

  it("the investor's own cancel", async () => {
    const { investment, investor } = await insertInvestment(t.app, plan, 'requested');
    await expectRolledBackWithoutMail(t.app, WRITTEN, () => t.inject('POST', `/investor/investments/${investment.id}/cancel`, investor.headers, {}));
  });

  it('a bank payment in full', async () => {
    const { investment } = await insertInvestment(t.app, plan, 'awaiting_payment');
    const amount = investment.units * investment.amountPerUnit;
    await multipartCall(t.app, 'POST', '/ledger/bank-statements', admin, {
      mappingId,
      bankAccountId,
      file: {
        name: 'statement.csv',
        data: Buffer.from(`Date,Description,Amount\n"04/03/2026","${investment.reference}","${amount / 100}.00"\n`),
        type: 'text/csv',
      },
    });
    const [line] = await t.app.db.select().from(bankLines).where(eq(bankLines.reference, investment.reference));
    await expectRolledBackWithoutMail(t.app, WRITTEN, () => t.inject('POST', '/ledger/bank-lines/confirm', admin, { lineIds: [line!.id] }));
  });

  it('a payout batch marked sent', async () => {
    const { investment } = await insertInvestment(t.app, plan, 'matured');
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600_000);
    await t.app.db
      .insert(payoutAccounts)
      .values({ userId: investment.userId, kind: 'uk', holderName: 'Payee', sortCode: '203206', accountNumber: '12345678', createdAt: weekAgo });
    const batch = await call(t.app, { method: 'POST', url: '/ledger/payout-batches', headers: admin, body: { investmentIds: [investment.id] } });
    await expectRolledBackWithoutMail(t.app, WRITTEN, () =>
      t.inject('POST', `/ledger/payout-batches/${batch.body.data.id}/sent`, admin, { sentOn: '2026-06-01' }),
    );
  });

  it('a cycle close', async () => {
    const { investment } = await insertInvestment(t.app, plan, 'active');
    const cycle = await call(t.app, {
      method: 'POST',
      url: '/cycles',
      headers: admin,
      body: {
        planId: plan.id,
        name: `Lifecycle batch ${++cycleSeq}`,
        location: 'Sherpur cluster',
        startDate: '2026-01-05',
        expectedEndDate: '2026-06-05',
        units: 10,
      },
    });
    const cycleId = cycle.body.data.id;
    await call(t.app, { method: 'POST', url: `/cycles/${cycleId}/investments`, headers: admin, body: { investmentIds: [investment.id] } });
    await expectRolledBackWithoutMail(t.app, WRITTEN, () =>
      t.inject('POST', `/cycles/${cycleId}/close`, admin, {
        closedOn: '2026-06-04',
        saleRevenuePence: 2_000_000,
        costsPence: 1_200_000,
        animalsSold: 990,
        animalsLost: 10,
      }),
    );
  });
});
