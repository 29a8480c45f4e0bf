import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  addDays,
  API_PREFIX,
  formatDate,
  rolloverFact,
  MATURITY_FAQ_QUESTION,
  MATURITY_MESSAGES,
  MATURITY_RULE,
  ROUND_FAQ_QUESTION,
  ROUND_RULE,
  ROUNDING_FAQ_QUESTION,
  ROUNDING_RULE,
  ukDayOf,
  type MaturityChoice,
} from '@app/contract';
import { faqs } from '../../db/schema/content.ts';
import { DEFAULT_AGREEMENT_TEMPLATE } from '../agreements/default-template.ts';
import { cycles } from '../../db/schema/cycles.ts';
import { investments } from '../../db/schema/investments.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';
import { createPlan, insertInvestment } from '../../testing/investments.ts';
import { outboxMails } from '../../testing/outbox.ts';
import { m } from '@app/contract/messages';
import { findDifferences } from '../ledger/books-check.ts';
import { reconciliation } from '../ledger/reconciliation.ts';
import { ledgerOf } from '../ledger/service.ts';
import { askMaturityChoices } from '../investments/choose-maturity.ts';

/**
 * The maturity choice and the rollover at a cycle's close (issue 47), through HTTP: the choice and its
 * deadline, the close moving the money into the plan's open round as two ledger transfers, a replayed
 * close, no round, the books check, and the choice racing the close. Runs on PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL.
 */
const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;
const today = ukDayOf(new Date());
let seq = 0;

/** £500 a unit. */
const newPlan = () => createPlan(t.app, { title: `Rollover plan ${++seq}`, durationUnit: 'Month', duration: 6, investmentAmount: 500, investmentProfit: 60 });
type Plan = Awaited<ReturnType<typeof newPlan>>;

/** 10 units; investors' half £4,000: £400 a unit. */
const CLOSE = { closedOn: today, saleRevenuePence: 2_000_000, costsPence: 1_200_000, animalsSold: 990, animalsLost: 10 };
/** Investors' half £2,500: £250 a unit, so 2 units hold £1,500 = 3 units of £500 exactly. */
const CLOSE_EXACT = { ...CLOSE, saleRevenuePence: 1_700_000 };

/** A running cycle of the plan that started 60 days ago and is expected to end in `endsIn` days. */
async function runningCycle(plan: Plan, endsIn = 30) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/cycles',
    headers: admin,
    body: { planId: plan.id, name: `Cycle ${++seq}`, location: 'Sherpur', startDate: addDays(today, -60), expectedEndDate: addDays(today, endsIn), units: 10 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

/** The plan's next round, open today. */
async function openRound(plan: Plan, units = 20) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/cycles',
    headers: admin,
    body: {
      planId: plan.id,
      name: `Round ${++seq}`,
      location: 'Sherpur',
      startDate: addDays(today, 40),
      expectedEndDate: addDays(today, 220),
      units,
      minimumUnits: 1,
      fundingOpensOn: addDays(today, -5),
      fundingClosesOn: addDays(today, 30),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

/** An active investment of two units (£1,000 paid) in the running cycle. */
async function investedIn(plan: Plan, cycleId: string, choice: MaturityChoice | null = null) {
  const made = await insertInvestment(t.app, plan, 'active', { units: 2, startedAt: addDays(today, -61), maturityChoice: choice });
  const res = await call(t.app, { method: 'POST', url: `/cycles/${cycleId}/investments`, headers: admin, body: { investmentIds: [made.investment.id] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return made;
}

const choose = (id: string, headers: Record<string, string>, maturityChoice: unknown) =>
  call(t.app, { method: 'PUT', url: `/investor/investments/${id}/maturity-choice`, headers, body: { maturityChoice } });
const close = (cycleId: string, body: object = CLOSE) => call(t.app, { method: 'POST', url: `/cycles/${cycleId}/close`, headers: admin, body });
const row = async (id: string) => (await t.app.db.select().from(investments).where(eq(investments.id, id)))[0]!;
const rolledFrom = (id: string) => t.app.db.select().from(investments).where(eq(investments.rolledOverFrom, id));

/** The books check's differences about these investments or their plan. */
async function differencesAbout(ids: string[], planId: string) {
  return (await findDifferences(t.app.db)).filter((one) => (one.investmentId && ids.includes(one.investmentId)) || one.planId === planId);
}

describe('the maturity choice', () => {
  it('is the investor’s own: 401 anonymous, 403 staff, 404 another’s, 400 a bad choice', async () => {
    const plan = await newPlan();
    const { investment, investor } = await investedIn(plan, await runningCycle(plan));
    const other = await insertInvestment(t.app, plan, 'active');
    expect((await choose(investment.id, anonymousHeaders(), 'payout')).status).toBe(401);
    expect((await choose(investment.id, admin, 'payout')).status).toBe(403);
    expect((await choose(investment.id, other.investor.headers, 'payout')).status).toBe(404);
    const bad = await choose(investment.id, investor.headers, 'everything');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.maturityChoice).toBe('Choose what happens at maturity');
    expect((await row(investment.id)).maturityChoice).toBeNull();
  });

  it('saves until the deadline with an activity entry and one mail; a replay changes and mails nothing', async () => {
    const plan = await newPlan();
    const { investment, investor } = await investedIn(plan, await runningCycle(plan, 30));
    expect((await call(t.app, { url: `/investments/${investment.id}`, headers: admin })).body.data).toMatchObject({
      maturityChoice: null,
      maturityChosenAt: null,
    });
    const saved = await choose(investment.id, investor.headers, 'rollover_capital');
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MATURITY_MESSAGES.saved('rollover_capital'));
    expect(saved.body.data).toMatchObject({ maturityChoice: 'rollover_capital', maturityChoiceDeadline: addDays(today, 16), reinvest: true });
    expect((await choose(investment.id, investor.headers, 'rollover_capital')).status).toBe(200);
    expect(await outboxMails(t.app, investor.user.email, 'maturity-chosen')).toHaveLength(1);
    const logged = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, investment.id), eq(activityLog.action, 'update')));
    expect(logged).toHaveLength(1);
    const detail = await call(t.app, { url: `/investor/investments/${investment.id}`, headers: investor.headers });
    expect(detail.body.data).toMatchObject({ maturityChoice: 'rollover_capital', rolledOverFrom: null, rolledOverTo: null });
    // Staff see the choice, when it was made and the deadline on the investment's page.
    const staffView = await call(t.app, { url: `/investments/${investment.id}`, headers: admin });
    expect(staffView.body.data).toMatchObject({
      maturityChoice: 'rollover_capital',
      maturityChosenAt: expect.any(String),
      maturityChoiceDeadline: addDays(today, 16),
      rolledOverFromId: null,
      rolledOverToId: null,
    });
  });

  it('answers 409 after the deadline and once matured', async () => {
    const plan = await newPlan();
    const late = await investedIn(plan, await runningCycle(plan, 10));
    const refused = await choose(late.investment.id, late.investor.headers, 'rollover_all');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MATURITY_MESSAGES.closed(addDays(today, -4)));
    const matured = await insertInvestment(t.app, plan, 'matured');
    expect((await choose(matured.investment.id, matured.investor.headers, 'payout')).status).toBe(409);
  });

  it('asks once, by housekeeping, an investor with no choice whose deadline is near', async () => {
    const plan = await newPlan();
    const cycleId = await runningCycle(plan, 20);
    const asked = await investedIn(plan, cycleId);
    const chosen = await investedIn(plan, cycleId, 'payout');
    const farOff = await investedIn(plan, await runningCycle(plan, 60));
    await askMaturityChoices(t.app.deps, new Date());
    await askMaturityChoices(t.app.deps, new Date());
    const mails = await outboxMails(t.app, asked.investor.user.email, 'maturity-ask');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${asked.investment.reference}: choose what happens at maturity`);
    expect(await outboxMails(t.app, chosen.investor.user.email, 'maturity-ask')).toHaveLength(0);
    expect(await outboxMails(t.app, farOff.investor.user.email, 'maturity-ask')).toHaveLength(0);
  });
});

describe('the rollover at the close', () => {
  it('moves capital and profit into the plan’s open round as a transfer; the pence short of a unit wait for the payout', async () => {
    const plan = await newPlan();
    const cycleId = await runningCycle(plan);
    const roundId = await openRound(plan);
    const { investment, investor } = await investedIn(plan, cycleId, 'rollover_all');
    expect((await close(cycleId)).status).toBe(200);
    // £1,000 + £800 profit = £1,800: 3 units of £500 roll over, £300 is left to pay out.
    const [into] = await rolledFrom(investment.id);
    expect(into).toMatchObject({ status: 'active', cycleId: roundId, units: 3, amountPerUnit: 50_000, userId: investment.userId, startedAt: today });
    const old = await ledgerOf(t.app.db, investment.id);
    const fresh = await ledgerOf(t.app.db, into!.id);
    const out = old.entries.find((entry) => entry.kind === 'transfer_out')!;
    const inn = fresh.entries.find((entry) => entry.kind === 'transfer_in')!;
    expect(out).toMatchObject({ amount: -150_000, valueDate: today, source: 'rollover', sourceId: into!.id, reason: `Rolled over into ${into!.reference}` });
    expect(inn).toMatchObject({
      amount: 150_000,
      valueDate: today,
      source: 'rollover',
      sourceId: investment.id,
      reason: `Rolled over from ${investment.reference}`,
    });
    expect(old.totals.balance).toBe(30_000);
    expect((await row(investment.id)).status).toBe('matured');
    // The payout queue holds the remainder only, and shows the choice.
    const queue = await call(t.app, { url: '/ledger/payout-candidates?limit=100', headers: admin });
    const candidate = queue.body.data.find((one: { investmentId: string }) => one.investmentId === investment.id);
    expect(candidate).toMatchObject({ amount: 30_000, maturityChoice: 'rollover_all', rolledOverTo: into!.reference });
    expect(queue.body.data.some((one: { investmentId: string }) => one.investmentId === into!.id)).toBe(false);
    // The investor's portfolio shows both ends of the chain; the matured mail says what rolled where.
    const mine = await call(t.app, { url: '/investor/investments', headers: investor.headers });
    const byId = new Map(mine.body.data.map((one: { id: string }) => [one.id, one]));
    expect(byId.get(investment.id)).toMatchObject({ rolledOverTo: into!.reference });
    expect(byId.get(into!.id)).toMatchObject({ rolledOverFrom: investment.reference, status: 'active', amount: 150_000, ledger: { balance: 150_000 } });
    // Staff pages link the two investments both ways; each end tells the rollover from its ledger transfer.
    const moved = { what: 'capital_and_profit', amount: 150_000, on: today };
    const oldView = (await call(t.app, { url: `/investments/${investment.id}`, headers: admin })).body.data;
    const freshView = (await call(t.app, { url: `/investments/${into!.id}`, headers: admin })).body.data;
    expect(oldView).toMatchObject({ rolledOverTo: into!.reference, rolledOverToId: into!.id, rolledOverFromId: null });
    expect(freshView).toMatchObject({ rolledOverFrom: investment.reference, rolledOverFromId: investment.id, rolledOverToId: null });
    expect(oldView.rollover).toEqual({ ...moved, direction: 'into', reference: into!.reference, cycleName: expect.any(String) });
    expect(freshView.rollover).toEqual({ ...moved, direction: 'from', reference: investment.reference, cycleName: expect.any(String) });
    expect((await call(t.app, { url: `/investor/investments/${into!.id}`, headers: investor.headers })).body.data.rollover).toEqual(freshView.rollover);
    // Both statements print the matching facts: the same money, day and the other investment.
    const statementText = async (id: string) => {
      const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/investor/investments/${id}/statement.pdf`, headers: investor.headers });
      expect(res.statusCode).toBe(200);
      return (await new PDFParse({ data: new Uint8Array(res.rawPayload) }).getText()).text.replace(/\s+/g, ' ');
    };
    const [oldFact, freshFact] = [rolloverFact(oldView.rollover, 'GBP'), rolloverFact(freshView.rollover, 'GBP')];
    expect(oldFact[1]).toBe(
      `Capital and profit of £1,500.00 moved to investment ${into!.reference} in cycle ${oldView.rollover.cycleName}, on ${formatDate(today)}`,
    );
    expect(freshFact[1]).toBe(
      `Capital and profit of £1,500.00 moved from investment ${investment.reference} in cycle ${freshView.rollover.cycleName}, on ${formatDate(today)}`,
    );
    expect(await statementText(investment.id)).toContain(`Rolled over ${oldFact[1]}`);
    expect(await statementText(into!.id)).toContain(`Rolled over from ${freshFact[1]}`);
    const [matured] = await outboxMails(t.app, investor.user.email, 'investment-status');
    expect(matured!.textBody).toContain(`into your new investment ${into!.reference}`);
    expect(matured!.textBody).toContain('£300.00');
    expect(await differencesAbout([investment.id, into!.id], plan.id)).toEqual([]);
    // Not bank money: the plan's money in is the £1,000 paid, nothing went out, and it still holds £1,800.
    const report = await reconciliation(t.app.db, 'plan');
    expect(report.find((one) => one.key === plan.id)).toMatchObject({ moneyIn: 100_000, profit: 80_000, moneyOut: 0, held: 180_000 });
    const byCycle = await reconciliation(t.app.db, 'cycle');
    expect(byCycle.find((one) => one.key === roundId)).toMatchObject({ moneyIn: 0, moneyOut: 0, held: 150_000 });
    // Paying the £300 left: the payout advice names the rollover and pays only the rest.
    const paid = await call(t.app, {
      method: 'POST',
      url: `/investments/${investment.id}/ledger`,
      headers: admin,
      body: { kind: 'payout', amount: 30_000, valueDate: today, reason: 'Paid the rest' },
    });
    expect(paid.status).toBe(201);
    const paidOut = await call(t.app, {
      method: 'PATCH',
      url: `/investments/${investment.id}/status`,
      headers: admin,
      body: { status: 'paid_out', paidAt: today },
    });
    expect(paidOut.status, JSON.stringify(paidOut.body)).toBe(200);
    const advice = (await outboxMails(t.app, investor.user.email, 'investment-status')).find((mail) => mail.subject.endsWith('Paid out'))!;
    expect(advice.textBody).toMatch(new RegExp(`Rolled over into ${into!.reference}:\\s+£1,500.00`));
    expect(advice.textBody).toMatch(/Amount paid:\s+£300.00/);
  });

  it('pays the old investment out through its status when the whole amount rolled, and a replayed close rolls nothing twice', async () => {
    const plan = await newPlan();
    const cycleId = await runningCycle(plan);
    await openRound(plan);
    const { investment } = await investedIn(plan, cycleId, 'rollover_all');
    expect((await close(cycleId, CLOSE_EXACT)).status).toBe(200);
    expect((await close(cycleId, CLOSE_EXACT)).status).toBe(409);
    const rolled = await rolledFrom(investment.id);
    expect(rolled).toHaveLength(1);
    expect(rolled[0]).toMatchObject({ units: 3, status: 'active' });
    expect(await row(investment.id)).toMatchObject({ status: 'paid_out', paidAt: today });
    const transfers = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.investmentId, [investment.id, rolled[0]!.id]), eq(ledgerEntries.source, 'rollover')));
    expect(transfers.map((entry) => entry.amountPence).sort()).toEqual([-150_000, 150_000]);
    const queue = await call(t.app, { url: '/ledger/payout-candidates?limit=100', headers: admin });
    expect(queue.body.data.some((one: { investmentId: string }) => [investment.id, rolled[0]!.id].includes(one.investmentId))).toBe(false);
    expect(await differencesAbout([investment.id, rolled[0]!.id], plan.id)).toEqual([]);
    // The database refuses a second transfer into the same investment.
    await expect(
      t.app.db.insert(ledgerEntries).values({
        investmentId: rolled[0]!.id,
        kind: 'transfer_in',
        amountPence: 1,
        valueDate: today,
        source: 'rollover',
        sourceId: investment.id,
      }),
    ).rejects.toThrow();
  });

  it('rolls the capital only, paying the profit out', async () => {
    const plan = await newPlan();
    const cycleId = await runningCycle(plan);
    await openRound(plan);
    const { investment } = await investedIn(plan, cycleId, 'rollover_capital');
    expect((await close(cycleId)).status).toBe(200);
    const [into] = await rolledFrom(investment.id);
    expect(into).toMatchObject({ units: 2 });
    expect((await ledgerOf(t.app.db, investment.id)).totals.balance).toBe(80_000);
    // Both ends say the capital moved, not the profit.
    for (const id of [investment.id, into!.id])
      expect((await call(t.app, { url: `/investments/${id}`, headers: admin })).body.data.rollover).toMatchObject({ what: 'capital', amount: 100_000 });
  });

  it('pays out as usual when the plan has no open round, or too few units, and the mail says why', async () => {
    const plan = await newPlan();
    const cycleId = await runningCycle(plan);
    const noRound = await investedIn(plan, cycleId, 'rollover_all');
    const defaulted = await investedIn(plan, cycleId);
    expect((await close(cycleId)).status).toBe(200);
    expect(await rolledFrom(noRound.investment.id)).toHaveLength(0);
    expect((await ledgerOf(t.app.db, noRound.investment.id)).totals.balance).toBe(180_000);
    const [mail] = await outboxMails(t.app, noRound.investor.user.email, 'investment-status');
    expect(mail!.textBody).toContain(m.mail_rollover_no_open_round({}, { locale: 'en' }));
    const [plain] = await outboxMails(t.app, defaulted.investor.user.email, 'investment-status');
    expect(plain!.textBody).not.toContain('roll');

    const small = await newPlan();
    const smallCycle = await runningCycle(small);
    await openRound(small, 1);
    const tooMany = await investedIn(small, smallCycle, 'rollover_capital');
    expect((await close(smallCycle)).status).toBe(200);
    expect(await rolledFrom(tooMany.investment.id)).toHaveLength(0);
    const [told] = await outboxMails(t.app, tooMany.investor.user.email, 'investment-status');
    expect(told!.textBody).toContain(m.mail_rollover_too_few_units({}, { locale: 'en' }));
  });

  it('a choice racing the close either lands before it (and rolls) or is refused: never saved on a matured investment', async () => {
    for (let round = 0; round < 3; round++) {
      const plan = await newPlan();
      const cycleId = await runningCycle(plan);
      await openRound(plan);
      const { investment, investor } = await investedIn(plan, cycleId);
      const [chosen, closed] = await Promise.all([choose(investment.id, investor.headers, 'rollover_all'), close(cycleId)]);
      expect(closed.status).toBe(200);
      const rolled = await rolledFrom(investment.id);
      if (chosen.status === 200) expect(rolled).toHaveLength(1);
      else {
        expect(chosen.status).toBe(409);
        expect(rolled).toHaveLength(0);
        expect((await row(investment.id)).maturityChoice).toBeNull();
      }
    }
  });

  it('two closes rolling into the last units of one round: only what fits rolls, the rest is paid out', async () => {
    const plan = await newPlan();
    const first = await runningCycle(plan);
    const second = await runningCycle(plan);
    const roundId = await openRound(plan, 3);
    const a = await investedIn(plan, first, 'rollover_capital');
    const b = await investedIn(plan, second, 'rollover_capital');
    const results = await Promise.all([close(first), close(second)]);
    expect(results.map((one) => one.status)).toEqual([200, 200]);
    const held = await t.app.db.select().from(investments).where(eq(investments.cycleId, roundId));
    expect(held.reduce((total, one) => total + one.units, 0)).toBeLessThanOrEqual(3);
    expect((await rolledFrom(a.investment.id)).length + (await rolledFrom(b.investment.id)).length).toBe(1);
    const [round] = await t.app.db.select().from(cycles).where(eq(cycles.id, roundId));
    expect(round!.status).toBe('funding');
  });
});

describe('migration 0440 on a database made before it', () => {
  it('adds the maturity and rounds clauses as a new template version, both rules to /faq in the contract’s words, and turns "reinvest" into the choice (run once)', async () => {
    const migration = fs.readFileSync(new URL('../../db/migrations/0440_maturity_choice.sql', import.meta.url), 'utf8');
    const statements = migration.split(/;\n/).filter((part) => part.replace(/--.*$/gm, '').trim());
    // The data steps only: the schema steps ran when the test database was made.
    const data = statements.slice(statements.findIndex((statement) => statement.includes('UPDATE investments SET maturity_choice')));
    const migrate = async () => {
      for (const statement of data) await t.app.db.execute(sql.raw(statement));
    };
    const template = async () => (await call(t.app, { method: 'GET', url: '/agreements/template', headers: admin })).body.data;
    const before = DEFAULT_AGREEMENT_TEMPLATE.replace(/## 7A\.[\s\S]*?(?=## 8\.)/, '').replace(
      'unless you chose to roll it over (clause 7A).',
      'unless you have asked us to reinvest.',
    );
    expect(before).not.toContain('{{rules.maturity}}');
    expect((await call(t.app, { method: 'POST', url: '/agreements/template', headers: admin, body: { body: before } })).status).toBe(201);
    const old = (await template()).current.version as number;
    await t.app.db.insert(faqs).values([
      { question: 'How do returns work?', answer: 'Openly.', order: 1 },
      { question: ROUNDING_FAQ_QUESTION, answer: ROUNDING_RULE, order: 2 },
      { question: 'What are the risks?', answer: 'Real ones.', order: 3 },
    ]);
    const plan = await newPlan();
    const revolving = await insertInvestment(t.app, plan, 'active', { reinvest: true });
    await migrate();
    await migrate();
    const now = await template();
    expect(now.current.version).toBe(old + 1);
    expect(now.current.body).toBe(DEFAULT_AGREEMENT_TEMPLATE.trim());
    const list = await t.app.db.select().from(faqs).orderBy(faqs.order);
    expect(list.map((faq) => faq.question)).toEqual([
      'How do returns work?',
      ROUNDING_FAQ_QUESTION,
      MATURITY_FAQ_QUESTION,
      ROUND_FAQ_QUESTION,
      'What are the risks?',
    ]);
    expect(list[2]!.answer).toBe(MATURITY_RULE);
    expect(list[3]!.answer).toBe(ROUND_RULE);
    expect(await row(revolving.investment.id)).toMatchObject({ maturityChoice: 'rollover_all' });
  });
});
