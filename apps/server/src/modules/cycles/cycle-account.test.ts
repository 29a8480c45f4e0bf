import { beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { faqs } from '../../db/schema/content.ts';
import { DEFAULT_AGREEMENT_TEMPLATE } from '../agreements/default-template.ts';
import { PDFParse } from 'pdf-parse';
import { API_PREFIX, CYCLE_ACCOUNT_MESSAGES, CYCLE_MESSAGES, ROUNDING_FAQ_QUESTION, ROUNDING_RULE, cycleAccountRows, type CycleAccount } from '@app/contract';
import { cycleCostLines, cycleLedgerEntries, cycles } from '../../db/schema/cycles.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';
import { outboxMails } from '../../testing/outbox.ts';
import { createPlan, insertInvestment } from '../../testing/investments.ts';
import { findDifferences } from '../ledger/books-check.ts';
import { recordCycleAccount } from '../ledger/cycle-account.ts';

const t = useTestApp({ roles: ['admin', 'user'] });
const { admin } = t.as;
let plan: Awaited<ReturnType<typeof createPlan>>;
let seq = 0;

beforeAll(async () => {
  plan = await createPlan(t.app, { product: 'Goats', description: 'Goats', durationUnit: 'Month', title: 'Goat fattening', investmentProfit: 55 });
});

/** A cycle of `units` units with active investments of the given units assigned to it. */
async function cycleWith(units: number, holdings: number[]) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/cycles',
    headers: admin,
    body: { planId: plan.id, name: `Account batch ${++seq}`, location: 'Sherpur cluster', startDate: '2026-01-05', expectedEndDate: '2026-06-05', units },
  });
  const cycleId = res.body.data.id as string;
  const made = [];
  for (const held of holdings) made.push(await insertInvestment(t.app, plan, 'active', { units: held, startedAt: '2026-01-05' }));
  if (made.length) {
    const assigned = await call(t.app, {
      method: 'POST',
      url: `/cycles/${cycleId}/investments`,
      headers: admin,
      body: { investmentIds: made.map((m) => m.investment.id) },
    });
    expect(assigned.status).toBe(200);
  }
  return { cycleId, made };
}

const close = (cycleId: string, body: Record<string, unknown>) => call(t.app, { method: 'POST', url: `/cycles/${cycleId}/close`, headers: admin, body });
const RESULTS = { closedOn: '2026-06-04', animalsSold: 9, animalsLost: 0 };

describe('the cycle’s account', () => {
  it('closes with cost lines, records the leftover and the unsold share once, and shows the investor their own account', async () => {
    // 9 units, 7 held (3 + 4): net £1,020.02, investors' half £510.01, £56.6678 a unit exact, £56.66 credited.
    const { cycleId, made } = await cycleWith(9, [3, 4]);
    const costLines = [
      { label: 'Goats', amountPence: 150_000 },
      { label: 'Feed and vet', amountPence: 47_998 },
    ];
    const res = await close(cycleId, { ...RESULTS, saleRevenuePence: 300_000, costLines, costsPence: 197_998 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ netProfitPence: 102_002, investorPoolPence: 51_001, data: { costsPence: 197_998, profitPerUnitPence: 5666 } });
    const lines = await t.app.db.select().from(cycleCostLines).where(eq(cycleCostLines.cycleId, cycleId)).orderBy(cycleCostLines.position);
    expect(lines.map(({ label, amountPence }) => ({ label, amountPence }))).toEqual(costLines);
    const entries = await t.app.db.select().from(cycleLedgerEntries).where(eq(cycleLedgerEntries.cycleId, cycleId)).orderBy(cycleLedgerEntries.kind);
    // 9 × 5666p = 50,994p: 7p left over to the farmer; 2 unsold units × 5666p = £113.32 to the venture.
    expect(entries.map(({ kind, amountPence, valueDate }) => ({ kind, amountPence, valueDate }))).toEqual([
      { kind: 'rounding_leftover', amountPence: 7, valueDate: '2026-06-04' },
      { kind: 'unsold_share', amountPence: 11_332, valueDate: '2026-06-04' },
    ]);
    // A replayed close cannot write the entries twice: the close is refused and the rows are unique per kind.
    expect((await close(cycleId, { ...RESULTS, saleRevenuePence: 300_000, costLines })).status).toBe(409);
    const [row] = await t.app.db.select().from(cycles).where(eq(cycles.id, cycleId));
    await expect(t.app.db.transaction((tx) => recordCycleAccount(tx, row!, costLines, 7, null))).rejects.toThrow();
    expect(await t.app.db.select().from(cycleLedgerEntries).where(eq(cycleLedgerEntries.cycleId, cycleId))).toHaveLength(2);
    // The books agree: every penny of the investors' half is credited, left over or the venture's.
    expect((await findDifferences(t.app.db)).filter((d) => d.cycleId === cycleId)).toEqual([]);

    // The investor of 3 units sees their account; nobody else's.
    const [three, four] = made;
    const mine = await call(t.app, { method: 'GET', url: `/investor/investments/${three!.investment.id}/account`, headers: three!.investor.headers });
    expect(mine.status).toBe(200);
    expect(mine.body.data.share).toEqual({ units: 3, sharePercent: 33.33, exactShare: '170.0033', creditedPence: 16_998 });
    expect(mine.body.data.account as CycleAccount).toMatchObject({
      revenuePence: 300_000,
      costLines,
      costsPence: 197_998,
      netPence: 102_002,
      investorsHalfPence: 51_001,
      farmersHalfPence: 51_001,
      perUnitExact: '56.6678',
      perUnitPence: 5666,
      roundingLeftoverPence: 7,
      unsoldSharePence: 11_332,
    });
    const others = await call(t.app, { method: 'GET', url: `/investor/investments/${four!.investment.id}/account`, headers: three!.investor.headers });
    expect(others.status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/investor/investments/${three!.investment.id}/account`, headers: anonymousHeaders() })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: `/investor/investments/${three!.investment.id}/account`, headers: admin })).status).toBe(403);

    // The statement prints the same account and the rounding rule (PDF text, lines as pdf-parse reads them).
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/investor/investments/${three!.investment.id}/statement.pdf`,
      headers: three!.investor.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text.replace(/\s+/g, ' ');
    for (const words of [
      'Less Feed and vet',
      'Per unit, exact (÷ 9 units) £56.6678',
      'Your exact share £170.0033',
      'Your share, credited £169.98',
      'The pence left over by that rounding go to the partner farmer',
    ]) {
      expect(text).toContain(words);
    }

    // The public page: the same account, without investors' data.
    const open = await call(t.app, { method: 'GET', url: `/track-record/cycles/${cycleId}`, headers: anonymousHeaders() });
    expect(open.status).toBe(200);
    expect(open.body.data.account).toEqual(mine.body.data.account);
    expect(open.body.data.cycle).toMatchObject({ id: cycleId, profitPerUnitPence: 5666 });
    expect(JSON.stringify(open.body)).not.toContain(three!.investment.reference);
    expect(JSON.stringify(open.body)).not.toContain(three!.investor.user.name);

    // Staff's cycle page carries the whole account.
    const staff = await call(t.app, { method: 'GET', url: `/cycles/${cycleId}`, headers: admin });
    expect(staff.body.data.account).toEqual(mine.body.data.account);
  });

  it('records the taka rate at the close when given, and shows taka beside pounds on the account, the statement and the matured mail', async () => {
    const { cycleId, made } = await cycleWith(4, [2]);
    for (const rate of [0, -5, 'ten', 1_000_001]) {
      const refused = await close(cycleId, { ...RESULTS, saleRevenuePence: 300_000, costsPence: 100_000, poishaPerPound: rate });
      expect(refused.status, String(rate)).toBe(400);
      expect(refused.body.errors.poishaPerPound).toBe(CYCLE_MESSAGES.rateInvalid);
    }
    // £1 = BDT 150.25: revenue £3,000.00 is BDT 450,750.00; the investors' half £1,000.00 is BDT 150,250.00.
    expect((await close(cycleId, { ...RESULTS, saleRevenuePence: 300_000, costsPence: 100_000, poishaPerPound: 15_025 })).status).toBe(200);
    const [held] = made;
    const mine = await call(t.app, { method: 'GET', url: `/investor/investments/${held!.investment.id}/account`, headers: held!.investor.headers });
    expect(mine.body.data.account).toMatchObject({ poishaPerPound: 15_025, revenuePence: 300_000 });
    const rows = cycleAccountRows(mine.body.data.account, { share: mine.body.data.share });
    expect(rows[0]).toEqual({ label: 'Exchange rate at the close', value: '£1.00 = BDT\u00a0150.25' });
    expect(rows.find((row) => row.label === 'Sale revenue')!.value).toBe('£3,000.00 (BDT\u00a0450,750.00)');
    expect(rows.find((row) => row.label === 'Investors’ half')!.value).toBe('£1,000.00 (BDT\u00a0150,250.00)');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/investor/investments/${held!.investment.id}/statement.pdf`,
      headers: held!.investor.headers,
    });
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text.replace(/\s+/g, ' ');
    expect(text).toContain('£3,000.00 (BDT 450,750.00)');
    const [matured] = await outboxMails(t.app, held!.investor.user.email, 'investment-status');
    expect(matured!.textBody.replace(/\s+/g, ' ')).toContain('£3,000.00 (BDT 450,750.00)');
    // Staff's cycle record keeps the rate.
    expect((await call(t.app, { method: 'GET', url: `/cycles/${cycleId}`, headers: admin })).body.data.cycle).toMatchObject({ poishaPerPound: 15_025 });
  });

  it('takes costsPence alone as one line "Costs", and refuses lines that do not add up, with no lines or with an unlabelled one', async () => {
    const { cycleId } = await cycleWith(4, [2]);
    for (const [body, field, message] of [
      [{ costLines: [{ label: 'Feed', amountPence: 100 }], costsPence: 101 }, 'costLines', CYCLE_MESSAGES.costLinesDontAddUp],
      [{}, 'costLines', CYCLE_MESSAGES.costsRequired],
      [{ costLines: [{ label: '', amountPence: 100 }] }, 'costLines.0.label', CYCLE_MESSAGES.costLabelRequired],
      [{ costLines: [{ label: 'Feed', amountPence: 'ten' }] }, 'costLines.0.amountPence', CYCLE_MESSAGES.moneyInvalid],
    ] as const) {
      const refused = await close(cycleId, { ...RESULTS, saleRevenuePence: 1000, ...body });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[field]).toBe(message);
    }
    expect((await t.app.db.select().from(cycles).where(eq(cycles.id, cycleId)))[0]!.status).toBe('running');
    expect(await t.app.db.select().from(cycleLedgerEntries).where(eq(cycleLedgerEntries.cycleId, cycleId))).toEqual([]);
    // A loss: £5 revenue, £15.01 costs; the whole loss is the investors' pool, rounded toward zero (−250p a unit).
    const res = await close(cycleId, { ...RESULTS, saleRevenuePence: 500, costsPence: 1501 });
    expect(res.status).toBe(200);
    const lines = await t.app.db.select().from(cycleCostLines).where(eq(cycleCostLines.cycleId, cycleId));
    expect(lines.map(({ label, amountPence }) => ({ label, amountPence }))).toEqual([{ label: 'Costs', amountPence: 1501 }]);
    const entries = await t.app.db.select().from(cycleLedgerEntries).where(eq(cycleLedgerEntries.cycleId, cycleId)).orderBy(cycleLedgerEntries.kind);
    // −1001p over 4 units: −250p each, −1p left over (borne by the venture), 2 unsold units −500p.
    expect(entries.map(({ kind, amountPence }) => ({ kind, amountPence }))).toEqual([
      { kind: 'rounding_leftover', amountPence: -1 },
      { kind: 'unsold_share', amountPence: -500 },
    ]);
    expect((await findDifferences(t.app.db)).filter((d) => d.cycleId === cycleId)).toEqual([]);
  });

  it('answers 404 for a running cycle’s public account and for an investment whose cycle has not closed', async () => {
    const { cycleId, made } = await cycleWith(4, [1]);
    const publicRes = await call(t.app, { method: 'GET', url: `/track-record/cycles/${cycleId}`, headers: anonymousHeaders() });
    expect(publicRes.status).toBe(404);
    expect(publicRes.body.message).toBe(CYCLE_ACCOUNT_MESSAGES.notClosed);
    const mine = await call(t.app, { method: 'GET', url: `/investor/investments/${made[0]!.investment.id}/account`, headers: made[0]!.investor.headers });
    expect(mine.status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/track-record/cycles/not-an-id', headers: anonymousHeaders() })).status).toBe(404);
  });

  it('states the rounding rule in the agreement and on /faq of a database made before it (migration 0391, run once)', async () => {
    const migration = fs.readFileSync(new URL('../../db/migrations/0391_rounding_rule_words.sql', import.meta.url), 'utf8');
    // One statement at a time, as the driver takes them here (the migrator runs the file whole).
    const migrate = async () => {
      for (const statement of migration.split(/;\n/).filter((part) => part.replace(/--.*$/gm, '').trim())) await t.app.db.execute(sql.raw(statement));
    };
    const template = async () => (await call(t.app, { method: 'GET', url: '/agreements/template', headers: admin })).body.data;
    // The template and the FAQ as they stood before: no rounding clause, no rounding question.
    const before = DEFAULT_AGREEMENT_TEMPLATE.replace('\n\n{{rules.rounding}}', '');
    expect(before).not.toContain('{{rules.rounding}}');
    expect((await call(t.app, { method: 'POST', url: '/agreements/template', headers: admin, body: { body: before } })).status).toBe(201);
    const old = (await template()).current.version as number;
    await t.app.db.insert(faqs).values([
      { question: 'How is profit shared?', answer: 'Half and half.', order: 1 },
      { question: 'How do returns work?', answer: 'Openly.', order: 2 },
      { question: 'What are the risks?', answer: 'Real ones.', order: 3 },
    ]);
    await migrate();
    await migrate();
    const now = await template();
    expect(now.current.version).toBe(old + 1);
    expect(now.current.body).toBe(DEFAULT_AGREEMENT_TEMPLATE.trim());
    expect(now.placeholders['rules.rounding']).toBeTruthy();
    const list = await t.app.db.select().from(faqs).orderBy(faqs.order);
    expect(list.map((faq) => faq.question)).toEqual(['How is profit shared?', 'How do returns work?', ROUNDING_FAQ_QUESTION, 'What are the risks?']);
    expect(list[2]!.answer).toBe(ROUNDING_RULE);
  });
});
