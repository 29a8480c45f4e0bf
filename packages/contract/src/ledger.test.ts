import { describe, expect, it } from 'vitest';
import { cycleProfitDifference, ledgerSums, moneyHeldTally, statusDifferences, type LedgerInvestmentFacts, type LedgerSums } from './ledger.ts';

const moneyHeldOf = (investments: { facts: LedgerInvestmentFacts; sums: LedgerSums }[]) => {
  const tally = moneyHeldTally();
  for (const { facts, sums } of investments) tally.add(facts, sums);
  return tally.differences();
};

const facts = (status: LedgerInvestmentFacts['status'], extra: Partial<LedgerInvestmentFacts> = {}): LedgerInvestmentFacts => ({
  id: 'i1',
  reference: 'BBV-2026-00001',
  status,
  amount: 100_000,
  actualProfit: status === 'matured' || status === 'paid_out' ? 12_000 : null,
  currency: 'GBP',
  planId: 'p1',
  planTitle: 'Broilers',
  cycleId: 'c1',
  cycleName: 'Batch 7',
  units: 2,
  ...extra,
});
const sums = (values: Partial<LedgerSums>): LedgerSums => ({
  payment: 0,
  profit: 0,
  loss: 0,
  payout: 0,
  refund: 0,
  transfer_in: 0,
  transfer_out: 0,
  ...values,
});

describe('ledgerSums', () => {
  it('folds a reversal into the kind it cancels', () => {
    expect(
      ledgerSums([
        { id: 'a', kind: 'payment', amount: 100_000, reversesId: null },
        { id: 'b', kind: 'payment', amount: 5_000, reversesId: null },
        { id: 'c', kind: 'reversal', amount: -5_000, reversesId: 'b' },
        { id: 'd', kind: 'refund', amount: -1_000, reversesId: null },
      ]),
    ).toEqual(sums({ payment: 100_000, refund: -1_000 }));
  });
});

describe('books check rule (a): the ledger agrees with the status', () => {
  it('passes ledgers that match each status', () => {
    expect(statusDifferences(facts('awaiting_payment'), sums({ payment: 40_000 }))).toEqual([]);
    expect(statusDifferences(facts('cancelled'), sums({ payment: 40_000, refund: -40_000 }))).toEqual([]);
    expect(statusDifferences(facts('active'), sums({ payment: 102_500, refund: -2_500 }))).toEqual([]);
    expect(statusDifferences(facts('matured'), sums({ payment: 100_000, profit: 12_000 }))).toEqual([]);
    expect(statusDifferences(facts('paid_out'), sums({ payment: 100_000, profit: 12_000, payout: -112_000 }))).toEqual([]);
    expect(statusDifferences(facts('paid_out', { actualProfit: -3_000 }), sums({ payment: 100_000, loss: -3_000, payout: -97_000 }))).toEqual([]);
  });

  it('finds each broken ledger', () => {
    const messages = (f: LedgerInvestmentFacts, s: LedgerSums) => statusDifferences(f, s).map((d) => d.message);
    expect(messages(facts('active'), sums({ payment: 50_000 }))).toEqual(['£500.00 of £1,000.00 received while active']);
    expect(messages(facts('matured'), sums({ payment: 100_000 }))).toEqual(['Profit credited £0.00, expected £120.00 while matured']);
    expect(messages(facts('paid_out'), sums({ payment: 100_000, profit: 12_000, payout: -100_000 }))).toEqual(['Paid out, but the ledger still holds £120.00']);
    expect(messages(facts('cancelled'), sums({ payment: 40_000 }))).toEqual(['Refund pending: £400.00 held for a cancelled investment']);
    expect(messages(facts('awaiting_payment'), sums({ payment: 100_000, profit: 500 }))).toEqual(['Profit or loss of £5.00 credited while awaiting payment']);
    expect(messages(facts('active'), sums({ payment: 100_000, payout: -100_000 }))).toEqual(['Payout of £1,000.00 sent while active']);
    expect(statusDifferences(facts('requested'), sums({ payout: -100 }))[0]).toMatchObject({
      rule: 'status',
      subject: 'BBV-2026-00001',
      expected: 0,
      actual: -100,
    });
  });
});

describe('books check rule (b): a closed cycle credits its investors their share', () => {
  const cycle = { id: 'c1', name: 'Batch 7', planId: 'p1', currency: 'GBP' as const, profitPerUnitPence: 6_000 };
  it('passes when profit entries equal profit per unit × units assigned', () => {
    expect(
      cycleProfitDifference(cycle, [
        { units: 2, sums: sums({ profit: 12_000 }) },
        { units: 1, sums: sums({ profit: 6_000 }) },
      ]),
    ).toBeNull();
  });
  it('finds a share credited twice or not at all', () => {
    expect(cycleProfitDifference(cycle, [{ units: 2, sums: sums({ profit: 24_000 }) }])).toMatchObject({
      rule: 'cycle_profit',
      subject: 'Batch 7',
      expected: 12_000,
      actual: 24_000,
    });
    expect(cycleProfitDifference({ ...cycle, profitPerUnitPence: -1_000 }, [{ units: 3, sums: sums({}) }])).toMatchObject({ expected: -3_000, actual: 0 });
  });
});

describe('books check rule (c): money in minus money out equals money held, per plan and per cycle', () => {
  it('passes when the statuses hold what the ledger says', () => {
    expect(
      moneyHeldOf([
        { facts: facts('active'), sums: sums({ payment: 100_000 }) },
        { facts: facts('paid_out', { id: 'i2' }), sums: sums({ payment: 100_000, profit: 12_000, payout: -112_000 }) },
        { facts: facts('awaiting_payment', { id: 'i3', cycleId: null }), sums: sums({ payment: 30_000 }) },
      ]),
    ).toEqual([]);
  });
  it('finds the plan and the cycle whose money does not add up', () => {
    // An investment marked matured whose profit never reached the ledger.
    const found = moneyHeldOf([{ facts: facts('matured'), sums: sums({ payment: 100_000 }) }]);
    expect(found.map(({ rule, subject, expected, actual }) => ({ rule, subject, expected, actual }))).toEqual([
      { rule: 'money_held', subject: 'Plan Broilers', expected: 112_000, actual: 100_000 },
      { rule: 'money_held', subject: 'Cycle Batch 7', expected: 112_000, actual: 100_000 },
    ]);
  });
});

describe('a rollover in the books', () => {
  const facts = (status: LedgerInvestmentFacts['status'], amount: number, actualProfit: number | null, id: string): LedgerInvestmentFacts => ({
    id,
    reference: id,
    status,
    amount,
    actualProfit,
    currency: 'GBP',
    planId: 'plan',
    planTitle: 'Plan',
    cycleId: null,
    cycleName: null,
    units: 2,
  });
  it('counts a transfer in as capital received and a transfer out against a matured investment, netting to zero in the plan', () => {
    const old = { facts: facts('matured', 100_000, 80_000, 'old'), sums: sums({ payment: 100_000, profit: 80_000, transfer_out: -150_000 }) };
    const fresh = { facts: facts('active', 150_000, null, 'new'), sums: sums({ transfer_in: 150_000 }) };
    expect(statusDifferences(old.facts, old.sums)).toEqual([]);
    expect(statusDifferences(fresh.facts, fresh.sums)).toEqual([]);
    expect(moneyHeldOf([old, fresh])).toEqual([]);
    const whole = { facts: facts('paid_out', 100_000, 50_000, 'whole'), sums: sums({ payment: 100_000, profit: 50_000, transfer_out: -150_000 }) };
    expect(statusDifferences(whole.facts, whole.sums)).toEqual([]);
    expect(statusDifferences(facts('active', 100_000, null, 'early'), sums({ payment: 100_000, transfer_out: -50_000 }))[0]!.message).toBe(
      'Rolled over £500.00 while active',
    );
  });
});
