import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray, like } from 'drizzle-orm';
import { PAYABLE_STATUSES, capitalReceived, expectedHeld, type LedgerSums } from '@app/contract';
import { bankLines, payoutBatches } from '../../db/schema/bank-statements.ts';
import { investments, type InvestmentRow } from '../../db/schema/investments.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { payoutAccounts } from '../../db/schema/payouts.ts';
import { useTestApp } from '../../testing/app.ts';
import { call, multipartCall } from '../../testing/http.ts';
import { createPlan, insertInvestment } from '../../testing/investments.ts';
import { addBankAccount } from '../../testing/ledger.ts';
import { findDifferences } from './books-check.ts';
import { ledgerSumsByInvestment } from './service.ts';

/**
 * A model-based property test of the money path (issue 45): random sequences of statement imports
 * (CSV in two layouts or OFX, GBP or USD, exact payments, halves, overpayments, lines naming two
 * references, the same transactions again), confirms (some in parallel), reversals, cycle
 * assignment and close, staff maturing, payout batches and their sending (by staff or by the
 * statement's debits), all through the HTTP API. After every step, read from the database:
 *  1. each investment's ledger agrees with its status (a fully paid request is active, an active
 *     or matured one is paid in full, a paid-out one holds nothing, no profit or payout too early);
 *  2. money in minus money out equals the money its status says is held;
 *  3. no bank line and no real bank transaction (imported again, in another layout) is confirmed twice;
 *  4. no payment whose currency is not its investment's;
 *  5. a line naming two references pays neither until staff assign it;
 *  6. the books check finds no difference in this run's plans.
 * Every run has its own plans and investors on the one app, so a run reads only what it made.
 * The seed is fixed (MONEY_MODEL_SEED to change it, MONEY_MODEL_RUNS for more runs); fast-check prints
 * seed and path on failure.
 *
 * Before issue 45's fixes it failed on each of these, kept as fixed sequences at the end: a
 * movement imported again via another layout confirmed twice (item 1, invariant 3), a USD line
 * paying a GBP investment (item 5, invariant 4), a line naming two references paid to the first
 * (item 10, invariant 5). Two halves confirmed in parallel (item 8, invariant 1) showed on
 * PostgreSQL only, when the two requests really overlapped; PGlite takes transactions one at a
 * time. MONEY_MODEL_SKIP=4,5 leaves invariants out while looking past a failure.
 */

const t = useTestApp({ roles: ['admin'], env: process.env.MONEY_MODEL_LOG ? { LOG_LEVEL: 'error' } : {} });
const { admin } = t.as;
const SEED = Number(process.env.MONEY_MODEL_SEED ?? 4545);
const NUM_RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 16);
/** Invariants to leave out while looking past a known failure, e.g. MONEY_MODEL_SKIP=4,5. */
const SKIPPED = new Set((process.env.MONEY_MODEL_SKIP ?? '').split(','));

type Currency = 'GBP' | 'USD';
type Layout = 'A' | 'B' | 'OFX';
/** One movement at the bank, as the model knows it: its tag makes it recognisable in any file. */
type BankTx = { tag: string; date: string; amount: number; description: string; currency: Currency; references: string[] };
type Investment = { id: string; reference: string; amount: number; currency: Currency; planId: string };
type World = {
  run: number;
  plans: Record<Currency, string>;
  investments: Investment[];
  imports: { layout: Layout; txs: BankTx[] }[];
  txs: Map<string, BankTx>;
  cycles: Record<Currency, { id: string; closed: boolean } | null>;
  batches: string[];
  /** Lines staff assigned to an investment by hand. */
  assigned: Set<string>;
  counter: number;
  log: string[];
};

let mappings: Record<'A' | 'B', string>;
/** Our two bank accounts: pounds (sort code and number) and dollars (an IBAN), each with its statements. */
let accounts: Record<Currency, string>;
const USD_IBAN = 'GB33BUKB20201555555555';
/** The first investments of a run are requests waiting for money. */
const PAYABLE = 4;
let runs = 0;

beforeAll(async () => {
  const save = async (body: Record<string, unknown>) => {
    const res = await call(t.app, { method: 'POST', url: '/ledger/bank-mappings', headers: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as string;
  };
  accounts = {
    GBP: await addBankAccount(t.app, admin, { name: 'Model pounds', sortCode: '203206', accountNumber: '12345678', currency: 'GBP' }),
    USD: await addBankAccount(t.app, admin, { name: 'Model dollars', sortCode: undefined, accountNumber: undefined, iban: USD_IBAN, currency: 'USD' }),
  };
  mappings = {
    A: await save({ name: 'Model bank A', dateColumn: 'Date', dateFormat: 'DD/MM/YYYY', descriptionColumn: 'Description', amountColumn: 'Amount' }),
    B: await save({
      name: 'Model bank B',
      dateColumn: 'Date',
      dateFormat: 'YYYY-MM-DD',
      descriptionColumn: 'Details',
      creditColumn: 'Paid in',
      debitColumn: 'Paid out',
    }),
  };
});

// ------------------------------------------------------------------ the world of one run

async function newWorld(): Promise<World> {
  const run = ++runs;
  const gbp = await createPlan(t.app, { title: `Model GBP plan ${run}` });
  const usd = await createPlan(t.app, { title: `Model USD plan ${run}`, amountUnit: '$', investmentAmount: 400 });
  const list: Investment[] = [];
  // Requests waiting for money, and (so later steps have something to work on from the start) an
  // active and a matured one, inserted with the ledger entries their status implies.
  for (const [plan, units, status] of [
    [gbp, 1, 'awaiting_payment'],
    [gbp, 2, 'awaiting_payment'],
    [gbp, 1, 'requested'],
    [usd, 1, 'awaiting_payment'],
    [gbp, 1, 'active'],
    [usd, 2, 'active'],
    [gbp, 1, 'matured'],
  ] as const) {
    const { investor, investment } = await insertInvestment(t.app, plan, status, {
      units,
      currency: plan === usd ? 'USD' : 'GBP',
    });
    // A UK account given a week ago, past its hold: a batch can pay them.
    await t.app.db.insert(payoutAccounts).values({
      userId: investor.user.id,
      kind: 'uk',
      holderName: investor.user.name,
      sortCode: '200000',
      accountNumber: '12345678',
      createdAt: new Date(Date.now() - 7 * 24 * 3600_000),
    });
    list.push({
      id: investment.id,
      reference: investment.reference,
      amount: investment.units * investment.amountPerUnit,
      currency: investment.currency as Currency,
      planId: plan.id,
    });
  }
  return {
    run,
    plans: { GBP: gbp.id, USD: usd.id },
    investments: list,
    imports: [],
    txs: new Map(),
    cycles: { GBP: null, USD: null },
    batches: [],
    assigned: new Set(),
    counter: 0,
    log: [],
  };
}

const pounds = (pence: number) => (Math.abs(pence) / 100).toFixed(2);
const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** A statement file of `txs` in a layout: two CSV layouts of two banks' exports, or OFX (which says its currency). */
function statementFile(layout: Layout, txs: BankTx[], currency: Currency): { name: string; data: Buffer; type: string } {
  if (layout === 'A') {
    const rows = txs.map((tx) => `${ddmmyyyy(tx.date)},"${tx.description}",${tx.amount < 0 ? '-' : ''}${pounds(tx.amount)}`);
    return { name: 'a.csv', data: Buffer.from(`Date,Description,Amount\n${rows.join('\n')}\n`), type: 'text/csv' };
  }
  if (layout === 'B') {
    const rows = txs.map((tx) => `${tx.date},"${tx.description}",${tx.amount > 0 ? pounds(tx.amount) : ''},${tx.amount < 0 ? pounds(tx.amount) : ''}`);
    return { name: 'b.csv', data: Buffer.from(`Date,Details,Paid in,Paid out\n${rows.join('\n')}\n`), type: 'text/csv' };
  }
  const items = txs.map(
    (tx) =>
      `<STMTTRN><TRNTYPE>${tx.amount > 0 ? 'CREDIT' : 'DEBIT'}<DTPOSTED>${tx.date.replaceAll('-', '')}<TRNAMT>${tx.amount < 0 ? '-' : ''}${pounds(tx.amount)}<FITID>${tx.tag}<NAME>${tx.description}</STMTTRN>`,
  );
  const account = currency === 'USD' ? `<BANKID>BUKB<ACCTID>${USD_IBAN}` : '<BANKID>203206<ACCTID>12345678';
  const ofx = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS>',
    `<CURDEF>${currency}`,
    `<BANKACCTFROM>${account}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    '<BANKTRANLIST><DTSTART>20260101<DTEND>20261231',
    ...items,
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ];
  return { name: 'statement.ofx', data: Buffer.from(ofx.join('\n')), type: 'application/x-ofx' };
}

async function upload(world: World, layout: Layout, txs: BankTx[], currency: Currency) {
  const file = statementFile(layout, txs, currency);
  const res = await multipartCall(
    t.app,
    'POST',
    '/ledger/bank-statements',
    admin,
    layout === 'OFX' ? { file } : { mappingId: mappings[layout], bankAccountId: accounts[currency], file },
  );
  world.log.push(`  import ${layout} ${currency}: ${txs.map((tx) => `${tx.tag} ${tx.amount}`).join(', ')} -> ${res.status}`);
  expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
  world.imports.push({ layout, txs });
}

/** A new movement at the bank, tagged so the model knows it in any layout. */
function newTx(world: World, amount: number, references: string[], currency: Currency): BankTx {
  const n = ++world.counter;
  const tag = `MR${world.run}T${n}`;
  const date = `2026-03-${String(1 + (n % 27)).padStart(2, '0')}`;
  const tx = { tag, date, amount, description: `FP ${tag} ${references.join(' ')}`.trim(), currency, references };
  world.txs.set(tag, tx);
  return tx;
}

/** A status that fails the step: the server may refuse (4xx) but never fail. */
const expectNo500 = (res: { status: number; body: unknown }, what: string) => expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(500);

// ------------------------------------------------------------------ reading the database

async function investmentRows(world: World): Promise<InvestmentRow[]> {
  return t.app.db
    .select()
    .from(investments)
    .where(
      inArray(
        investments.id,
        world.investments.map((one) => one.id),
      ),
    );
}

/** This run's bank lines (the tags in their descriptions). */
const linesOfRun = (world: World) =>
  t.app.db
    .select()
    .from(bankLines)
    .where(like(bankLines.description, `FP MR${world.run}T%`));

const tagOf = (description: string) => description.split(' ')[1]!;

async function checkInvariants(world: World) {
  const rows = await investmentRows(world);
  const sums = await ledgerSumsByInvestment(
    t.app.db,
    rows.map((row) => row.id),
  );
  let problems: string[] = [];
  const none: LedgerSums = { payment: 0, profit: 0, loss: 0, payout: 0, refund: 0, transfer_in: 0, transfer_out: 0 };
  for (const row of rows) {
    const one = sums.get(row.id) ?? none;
    const amount = row.units * row.amountPerUnit;
    const capital = capitalReceived(one);
    const profit = one.profit + one.loss;
    const balance = one.payment + one.profit + one.loss + one.payout + one.refund;
    const say = (what: string) => problems.push(`1. ${row.reference} ${row.status}: ${what} (sums ${JSON.stringify(one)}, amount ${amount})`);
    if (PAYABLE_STATUSES.includes(row.status)) {
      if (capital >= amount) say('paid in full but not active');
      if (profit !== 0 || one.payout !== 0) say('profit or payout before it started');
    }
    if (row.status === 'active' || row.status === 'matured') {
      if (capital < amount) say('not paid in full');
      if (one.payout !== 0) say('paid out while not paid out');
    }
    if (row.status === 'active' && profit !== 0) say('profit while active');
    if (row.status === 'matured' && profit !== (row.actualProfit ?? 0)) say(`profit ${profit} is not its result ${row.actualProfit}`);
    if (row.status === 'paid_out' && balance !== 0) say('paid out but still holds money');
    const held = expectedHeld({ ...row, amount, planTitle: row.planTitle, cycleName: null }, one);
    if (balance !== held) problems.push(`2. ${row.reference} ${row.status}: money in minus out ${balance}, held ${held}`);
  }

  const lines = await linesOfRun(world);
  const entries = await t.app.db
    .select()
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.investmentId,
        rows.map((row) => row.id),
      ),
    );
  const byLine = new Map<string, number>();
  for (const entry of entries.filter((one) => one.kind === 'payment' && one.source === 'bank_line'))
    byLine.set(entry.sourceId!, (byLine.get(entry.sourceId!) ?? 0) + 1);
  const confirmedByTag = new Map<string, number>();
  for (const line of lines) {
    const count = byLine.get(line.id) ?? 0;
    if (count > 1) problems.push(`3. bank line ${line.description} recorded ${count} times`);
    if (line.status === 'confirmed' && line.amountPence > 0)
      confirmedByTag.set(tagOf(line.description), (confirmedByTag.get(tagOf(line.description)) ?? 0) + 1);
  }
  for (const [tag, count] of confirmedByTag) if (count > 1) problems.push(`3. bank transaction ${tag} confirmed ${count} times (imported again)`);

  const investmentById = new Map(rows.map((row) => [row.id, row]));
  const lineById = new Map(lines.map((line) => [line.id, line]));
  for (const entry of entries) {
    const investment = investmentById.get(entry.investmentId)!;
    if (entry.currency !== investment.currency) problems.push(`4. ${investment.reference}: a ${entry.currency} entry on a ${investment.currency} investment`);
    const line = entry.source === 'bank_line' ? lineById.get(entry.sourceId!) : undefined;
    const tx = line && world.txs.get(tagOf(line.description));
    if (tx && tx.currency !== investment.currency) problems.push(`4. ${investment.reference} (${investment.currency}) paid by ${tx.currency} line ${tx.tag}`);
    if (tx && tx.references.length > 1 && !world.assigned.has(line.id))
      problems.push(`5. line ${line.description} names ${tx.references.length} references and paid ${investment.reference} unassigned`);
  }

  const planIds = new Set(Object.values(world.plans));
  const differences = (await findDifferences(t.app.db)).filter((one) => (one.planId && planIds.has(one.planId)) || investmentById.has(one.investmentId ?? ''));
  for (const one of differences) problems.push(`6. books check: ${one.subject}: ${one.message}`);

  problems = problems.filter((problem) => !SKIPPED.has(problem.slice(0, problem.indexOf('.'))));
  if (problems.length) throw new Error(`Run ${world.run} broke the money rules after:\n${world.log.join('\n')}\n\n${problems.join('\n')}`);
}

/** Staff return what an active investment received beyond its amount (the books check asks for it). */
async function refundOverpayments(world: World) {
  const rows = await investmentRows(world);
  const sums = await ledgerSumsByInvestment(
    t.app.db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    const excess =
      capitalReceived(sums.get(row.id) ?? { payment: 0, profit: 0, loss: 0, payout: 0, refund: 0, transfer_in: 0, transfer_out: 0 }) -
      row.units * row.amountPerUnit;
    if (row.status !== 'active' || excess <= 0) continue;
    const res = await call(t.app, {
      method: 'POST',
      url: `/investments/${row.id}/ledger`,
      headers: admin,
      body: { kind: 'refund', amount: excess, valueDate: '2026-03-31', reason: 'Overpayment returned' },
    });
    world.log.push(`  refund ${row.reference} ${excess} -> ${res.status}`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

// ------------------------------------------------------------------ commands

type Cmd = fc.AsyncCommand<World, World>;
type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

/** What one credit pays: the investment's amount, half of it (two lines), more, or it names two references. */
const creditKind = fc.constantFrom('exact', 'halves', 'over', 'two-references', 'other-currency');
const importSpec = fc.record({
  layout: fc.constantFrom<Layout>('A', 'B', 'OFX'),
  credits: fc.array(fc.record({ investment: fc.nat(), kind: creditKind }), { minLength: 1, maxLength: 3 }),
  again: fc.option(fc.record({ pick: fc.nat(), layout: fc.constantFrom<Layout>('A', 'B', 'OFX') }), { freq: 2 }),
});

class ImportCommand implements Cmd {
  constructor(readonly spec: ValueOf<typeof importSpec>) {}
  check = () => true;
  async run(_m: World, world: World) {
    const { again } = this.spec;
    if (again && world.imports.length) {
      // The same movements again, as another export of the account (or the same file twice).
      const earlier = world.imports[again.pick % world.imports.length]!;
      const currency = earlier.txs[0]!.currency;
      await upload(world, currency === 'USD' ? 'OFX' : again.layout, earlier.txs, currency);
      return;
    }
    const byCurrency: Record<Currency, BankTx[]> = { GBP: [], USD: [] };
    for (const credit of this.spec.credits) {
      // Mostly the four requests still waiting for money; now and then one already paid.
      const investment = world.investments[credit.investment % (credit.investment % 5 === 0 ? world.investments.length : PAYABLE)]!;
      const other = world.investments[(credit.investment + 1) % PAYABLE]!;
      const refs = [investment.reference];
      let currency = investment.currency;
      if (credit.kind === 'exact') byCurrency[currency].push(newTx(world, investment.amount, refs, currency));
      if (credit.kind === 'halves')
        byCurrency[currency].push(newTx(world, investment.amount / 2, refs, currency), newTx(world, investment.amount / 2, refs, currency));
      if (credit.kind === 'over') byCurrency[currency].push(newTx(world, investment.amount + 1_000, refs, currency));
      if (credit.kind === 'two-references') byCurrency[currency].push(newTx(world, investment.amount, [investment.reference, other.reference], currency));
      if (credit.kind === 'other-currency') {
        currency = currency === 'GBP' ? 'USD' : 'GBP';
        byCurrency[currency].push(newTx(world, investment.amount, refs, currency));
      }
    }
    // A CSV export says no currency: USD movements come from the dollar account's OFX.
    if (byCurrency.GBP.length) await upload(world, this.spec.layout, byCurrency.GBP, 'GBP');
    if (byCurrency.USD.length) await upload(world, 'OFX', byCurrency.USD, 'USD');
  }
  toString = () => `import(${JSON.stringify(this.spec)})`;
}

const confirmSpec = fc.record({
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
  parallel: fc.boolean(),
  /** Two lines at once: two for one investment (two halves, say), or one bank movement imported twice. */
  pair: fc.constantFrom('none', 'same-investment', 'same-transaction'),
});

class ConfirmCommand implements Cmd {
  constructor(readonly spec: ValueOf<typeof confirmSpec>) {}
  check = () => true;
  async run(_m: World, world: World) {
    const open = (await linesOfRun(world)).filter((line) => line.status === 'open' && line.amountPence > 0);
    if (!open.length) return;
    let chosen = [...new Set(this.spec.picks.map((pick) => open[pick % open.length]!))];
    const parallel = this.spec.parallel;
    if (this.spec.pair !== 'none') {
      const key = (line: (typeof open)[number]) => (this.spec.pair === 'same-investment' ? line.reference : tagOf(line.description));
      // Among lines for requests still waiting for money: what staff would see proposed.
      const waiting = new Set((await investmentRows(world)).filter((row) => PAYABLE_STATUSES.includes(row.status)).map((row) => row.reference));
      const candidates = open.filter((line) => line.reference && waiting.has(line.reference));
      const paired = candidates.filter((line) => candidates.some((other) => other.id !== line.id && key(other) && key(other) === key(line)));
      if (paired.length >= 2) {
        const first = paired[this.spec.picks[0]! % paired.length]!;
        chosen = [first, paired.find((line) => line.id !== first.id && key(line) === key(first))!];
      }
    }
    const confirm = (ids: string[]) => call(t.app, { method: 'POST', url: '/ledger/bank-lines/confirm', headers: admin, body: { lineIds: ids } });
    // In parallel, the same line may be asked twice as well.
    const calls = parallel ? (chosen.length === 1 ? [[chosen[0]!.id], [chosen[0]!.id]] : chosen.map((line) => [line.id])) : [chosen.map((line) => line.id)];
    const results = await Promise.all(calls.map(confirm));
    world.log.push(
      `  confirm ${calls.map((ids) => ids.map((id) => tagOf(chosen.find((line) => line.id === id)!.description)).join('+')).join(parallel ? ' || ' : ', ')} -> ${results.map((res) => res.status).join(', ')}`,
    );
    for (const res of results) expectNo500(res, 'confirm');
    await refundOverpayments(world);
  }
  toString = () => `confirm(${JSON.stringify(this.spec)})`;
}

class AssignLineCommand implements Cmd {
  constructor(readonly pick: number) {}
  check = () => true;
  async run(_m: World, world: World) {
    // Staff settle a line naming two references: it pays the first one named.
    const open = (await linesOfRun(world)).filter((line) => line.status === 'open' && (world.txs.get(tagOf(line.description))?.references.length ?? 0) > 1);
    if (!open.length) return;
    const line = open[this.pick % open.length]!;
    const reference = world.txs.get(tagOf(line.description))!.references[0]!;
    const res = await call(t.app, { method: 'POST', url: `/ledger/bank-lines/${line.id}/assign`, headers: admin, body: { reference } });
    world.log.push(`  assign line ${tagOf(line.description)} to ${reference} -> ${res.status}`);
    expectNo500(res, 'assign line');
    if (res.status === 200) world.assigned.add(line.id);
  }
  toString = () => `assignLine(${this.pick})`;
}

class ReverseCommand implements Cmd {
  constructor(readonly pick: number) {}
  check = () => true;
  async run(_m: World, world: World) {
    const rows = await investmentRows(world);
    const payable = new Set(rows.filter((row) => PAYABLE_STATUSES.includes(row.status)).map((row) => row.id));
    const entries = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          inArray(ledgerEntries.investmentId, [...payable].length ? [...payable] : ['00000000-0000-0000-0000-000000000000']),
          eq(ledgerEntries.kind, 'payment'),
        ),
      );
    const reversed = new Set(
      (
        await t.app.db
          .select({ id: ledgerEntries.reversesId })
          .from(ledgerEntries)
          .where(
            inArray(
              ledgerEntries.investmentId,
              rows.map((row) => row.id),
            ),
          )
      ).map((row) => row.id),
    );
    // A payment recorded against the wrong request is taken back (before the investment started).
    const candidates = entries.filter((entry) => !reversed.has(entry.id));
    if (!candidates.length) return;
    const entry = candidates[this.pick % candidates.length]!;
    const res = await call(t.app, {
      method: 'POST',
      url: `/investments/${entry.investmentId}/ledger/${entry.id}/reversal`,
      headers: admin,
      body: { reason: 'Paid against the wrong request' },
    });
    world.log.push(`  reverse a payment of ${entry.amountPence} on ${rows.find((row) => row.id === entry.investmentId)!.reference} -> ${res.status}`);
    expectNo500(res, 'reverse');
  }
  toString = () => `reverse(${this.pick})`;
}

class AssignCycleCommand implements Cmd {
  constructor(
    readonly currency: Currency,
    readonly picks: number[],
  ) {}
  check = () => true;
  async run(_m: World, world: World) {
    let cycle = world.cycles[this.currency];
    if (!cycle || cycle.closed) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/cycles',
        headers: admin,
        body: {
          planId: world.plans[this.currency],
          name: `Model ${this.currency} ${world.run}.${++world.counter}`,
          location: 'Farm',
          startDate: '2026-01-01',
          expectedEndDate: '2026-06-30',
          units: 100,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      cycle = world.cycles[this.currency] = { id: res.body.data.id, closed: false };
    }
    const free = (await investmentRows(world)).filter((row) => row.status === 'active' && row.cycleId === null && row.planId === world.plans[this.currency]);
    if (!free.length) return;
    const ids = [...new Set(this.picks.map((pick) => free[pick % free.length]!.id))];
    const res = await call(t.app, { method: 'POST', url: `/cycles/${cycle.id}/investments`, headers: admin, body: { investmentIds: ids } });
    world.log.push(`  assign ${ids.length} to the ${this.currency} cycle -> ${res.status}`);
    expectNo500(res, 'assign to cycle');
  }
  toString = () => `assignCycle(${this.currency}, ${JSON.stringify(this.picks)})`;
}

class CloseCycleCommand implements Cmd {
  constructor(
    readonly currency: Currency,
    readonly revenue: number,
    readonly costs: number,
  ) {}
  check = (world: Readonly<World>) => !!world.cycles[this.currency] && !world.cycles[this.currency]!.closed;
  async run(_m: World, world: World) {
    const cycle = world.cycles[this.currency]!;
    const res = await call(t.app, {
      method: 'POST',
      url: `/cycles/${cycle.id}/close`,
      headers: admin,
      body: { closedOn: '2026-06-30', saleRevenuePence: this.revenue, costsPence: this.costs, animalsSold: 90, animalsLost: 10 },
    });
    world.log.push(`  close the ${this.currency} cycle (${this.revenue} - ${this.costs}) -> ${res.status}`);
    expectNo500(res, 'close');
    if (res.status === 200) cycle.closed = true;
  }
  toString = () => `closeCycle(${this.currency}, ${this.revenue}, ${this.costs})`;
}

class MatureCommand implements Cmd {
  constructor(
    readonly pick: number,
    readonly profit: number,
  ) {}
  check = () => true;
  async run(_m: World, world: World) {
    const active = (await investmentRows(world)).filter((row) => row.status === 'active' && row.cycleId === null);
    if (!active.length) return;
    const row = active[this.pick % active.length]!;
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/investments/${row.id}/status`,
      headers: admin,
      body: { status: 'matured', actualProfit: this.profit, reason: 'Sold with the flock of another cycle' },
    });
    world.log.push(`  mature ${row.reference} with ${this.profit} -> ${res.status}`);
    expectNo500(res, 'mature');
  }
  toString = () => `mature(${this.pick}, ${this.profit})`;
}

class BatchCommand implements Cmd {
  constructor(readonly picks: number[]) {}
  check = () => true;
  async run(_m: World, world: World) {
    const matured = (await investmentRows(world)).filter((row) => row.status === 'matured');
    if (!matured.length) return;
    const ids = [...new Set(this.picks.map((pick) => matured[pick % matured.length]!.id))];
    const res = await call(t.app, { method: 'POST', url: '/ledger/payout-batches', headers: admin, body: { investmentIds: ids } });
    world.log.push(`  batch ${ids.length} -> ${res.status}`);
    expectNo500(res, 'batch');
    if (res.status === 201) world.batches.push(res.body.data.id);
  }
  toString = () => `batch(${JSON.stringify(this.picks)})`;
}

class SendCommand implements Cmd {
  constructor(
    readonly pick: number,
    readonly how: 'staff' | 'staff-twice' | 'statement',
  ) {}
  check = (world: Readonly<World>) => world.batches.length > 0;
  async run(_m: World, world: World) {
    const drafts = await t.app.db
      .select()
      .from(payoutBatches)
      .where(and(inArray(payoutBatches.id, world.batches), eq(payoutBatches.status, 'draft')));
    if (!drafts.length) return;
    const batch = drafts[this.pick % drafts.length]!;
    if (this.how === 'statement') {
      // The bank's statement shows the batch's debits: importing it settles the batch.
      const detail = await call(t.app, { method: 'GET', url: `/ledger/payout-batches/${batch.id}`, headers: admin });
      const items = detail.body.data.items as { reference: string; amount: number }[];
      const currency = world.investments.find((one) => one.reference === items[0]!.reference)!.currency;
      await upload(
        world,
        currency === 'USD' ? 'OFX' : 'A',
        items.map((item) => newTx(world, -item.amount, [item.reference], currency)),
        currency,
      );
      return;
    }
    const send = () => call(t.app, { method: 'POST', url: `/ledger/payout-batches/${batch.id}/sent`, headers: admin, body: { sentOn: '2026-07-15' } });
    const results = await Promise.all(this.how === 'staff-twice' ? [send(), send()] : [send()]);
    world.log.push(`  send a batch (${this.how}) -> ${results.map((res) => res.status).join(', ')}`);
    for (const res of results) expectNo500(res, 'send');
  }
  toString = () => `send(${this.pick}, ${this.how})`;
}

const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 3 });
const commands = fc.commands(
  [
    importSpec.map((spec) => new ImportCommand(spec)),
    importSpec.map((spec) => new ImportCommand(spec)),
    confirmSpec.map((spec) => new ConfirmCommand(spec)),
    confirmSpec.map((spec) => new ConfirmCommand(spec)),
    fc.nat().map((pick) => new AssignLineCommand(pick)),
    fc.nat().map((pick) => new ReverseCommand(pick)),
    fc.tuple(fc.constantFrom<Currency>('GBP', 'USD'), picks).map(([currency, chosen]) => new AssignCycleCommand(currency, chosen)),
    fc
      .tuple(fc.constantFrom<Currency>('GBP', 'USD'), fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 1_500_000 }))
      .map(([currency, revenue, costs]) => new CloseCycleCommand(currency, revenue, costs)),
    fc.tuple(fc.nat(), fc.integer({ min: -20_000, max: 20_000 })).map(([pick, profit]) => new MatureCommand(pick, profit)),
    picks.map((chosen) => new BatchCommand(chosen)),
    fc
      .tuple(fc.nat(), fc.constantFrom('staff', 'staff-twice', 'statement') as fc.Arbitrary<'staff' | 'staff-twice' | 'statement'>)
      .map(([pick, how]) => new SendCommand(pick, how)),
    confirmSpec.map((spec) => new ConfirmCommand(spec)),
  ],
  { maxCommands: 25, size: 'large' },
);

/** Every command is followed by the invariants: a wrapper so fast-check's report names the step. */
async function runChecked(cmds: Iterable<Cmd>) {
  const world = await newWorld();
  const checked = [...cmds].map((cmd): Cmd => ({
    check: (model) => cmd.check(model),
    run: async (model, real) => {
      world.log.push(String(cmd));
      await cmd.run(model, real);
      await checkInvariants(real);
    },
    toString: () => String(cmd),
  }));
  await fc.asyncModelRun(() => ({ model: world, real: world }), checked);
  if (process.env.MONEY_MODEL_VERBOSE) console.log(`run ${world.run}\n${world.log.join('\n')}`);
}

describe('the money path as a model', () => {
  it('random imports, confirms, reversals, cycles, maturing and payouts keep the books right after every step', async () => {
    await fc.assert(fc.asyncProperty(commands, runChecked), { numRuns: NUM_RUNS, seed: SEED, interruptAfterTimeLimit: 45_000, markInterruptAsFailure: false });
  }, 300_000);
});

/** The sequences of the known items of issue 45, as fixed runs of the same commands and invariants. */
describe('the known cases, as fixed sequences', () => {
  const credits = (kind: 'exact' | 'halves' | 'two-references' | 'other-currency') => [{ investment: 0, kind }];
  it.each([
    [
      'item 1: a movement imported again in another layout is confirmed twice',
      [
        new ImportCommand({ layout: 'A', credits: credits('halves'), again: null }),
        new ImportCommand({ layout: 'A', credits: credits('halves'), again: { pick: 0, layout: 'B' } }),
        new ConfirmCommand({ picks: [0], parallel: false, pair: 'same-transaction' }),
      ],
    ],
    [
      'item 5: a USD line pays a GBP investment',
      [new ImportCommand({ layout: 'A', credits: credits('other-currency'), again: null }), new ConfirmCommand({ picks: [0], parallel: false, pair: 'none' })],
    ],
    [
      'item 8: two halves confirmed at once',
      [
        new ImportCommand({ layout: 'A', credits: credits('halves'), again: null }),
        new ConfirmCommand({ picks: [0], parallel: true, pair: 'same-investment' }),
      ],
    ],
    [
      'two overpayments for one request confirmed at once (a random run on PostgreSQL once answered 500 here)',
      [
        new ImportCommand({
          layout: 'A',
          credits: [
            { investment: 0, kind: 'over' },
            { investment: 0, kind: 'over' },
          ],
          again: null,
        }),
        new ConfirmCommand({ picks: [0], parallel: true, pair: 'same-investment' }),
      ],
    ],
    [
      'item 10: a line naming two references',
      [new ImportCommand({ layout: 'A', credits: credits('two-references'), again: null }), new ConfirmCommand({ picks: [0], parallel: false, pair: 'none' })],
    ],
  ] as const)('%s', async (_name, sequence) => runChecked(sequence), 60_000);
});
