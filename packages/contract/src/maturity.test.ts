import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maturityChoiceDeadline, maturityChoiceOpen, rolloverAmount, splitIntoUnits } from './maturity.ts';
import { transferDifferences } from './ledger.ts';
import { portfolioTotals } from './investments.ts';

describe('a rollover in whole units', () => {
  it('splits any amount into units × price and a remainder below one unit, never more than the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (amount, price) => {
        const { units, transferred, remainder } = splitIntoUnits(amount, price);
        expect(transferred).toBe(units * price);
        expect(transferred + remainder).toBe(amount);
        expect(remainder).toBeGreaterThanOrEqual(0);
        expect(remainder).toBeLessThan(price);
      }),
    );
  });

  it('rolls at most what the ledger holds: the capital (less a loss) or everything held', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: -100_000_000, max: 100_000_000 }), (capital, result) => {
        const held = Math.max(0, capital + result);
        const all = rolloverAmount('rollover_all', { capital: capital + Math.min(result, 0), held });
        const only = rolloverAmount('rollover_capital', { capital: capital + Math.min(result, 0), held });
        expect(all).toBe(held);
        expect(only).toBeLessThanOrEqual(held);
        expect(only).toBeLessThanOrEqual(capital);
        expect(only).toBeGreaterThanOrEqual(0);
        expect(rolloverAmount('payout', { capital, held })).toBe(0);
      }),
    );
    expect(rolloverAmount('rollover_capital', { capital: 100_000, held: 180_000 })).toBe(100_000);
  });
});

describe('the choice’s deadline', () => {
  it('closes 14 days before the expected maturity, and is open while none is expected', () => {
    expect(maturityChoiceDeadline('2026-06-05')).toBe('2026-05-22');
    expect(maturityChoiceDeadline(null)).toBeNull();
    const active = { status: 'active' as const, maturityChoiceDeadline: '2026-05-22' };
    expect(maturityChoiceOpen(active, '2026-05-22')).toBe(true);
    expect(maturityChoiceOpen(active, '2026-05-23')).toBe(false);
    expect(maturityChoiceOpen({ status: 'requested', maturityChoiceDeadline: null }, '2030-01-01')).toBe(true);
    expect(maturityChoiceOpen({ status: 'matured', maturityChoiceDeadline: null }, '2026-01-01')).toBe(false);
  });
});

describe('the books check’s transfers rule', () => {
  const side = (kind: 'transfer_in' | 'transfer_out', investmentId: string, otherId: string, amount: number) => ({
    investmentId,
    reference: investmentId.toUpperCase(),
    planId: 'p',
    cycleId: null,
    currency: 'GBP' as const,
    kind,
    amount,
    otherId,
  });
  it('is clean when each rollover moves the same money out and in, and names a half-recorded one', () => {
    expect(transferDifferences([side('transfer_out', 'a', 'b', -150_000), side('transfer_in', 'b', 'a', 150_000)])).toEqual([]);
    expect(transferDifferences([side('transfer_out', 'a', 'b', -150_000)]).map((one) => one.message)).toEqual([
      'Rolled over £1,500.00, the next investment received £0.00',
    ]);
    expect(transferDifferences([side('transfer_in', 'b', 'a', 100)])).toHaveLength(1);
    // A reversed pair (each side folded to zero) is clean.
    expect(transferDifferences([side('transfer_out', 'a', 'b', 0), side('transfer_in', 'b', 'a', 0)])).toEqual([]);
  });
});

describe('the portfolio after a rollover', () => {
  it('counts rolled money neither as returned capital nor as profit received', () => {
    const totals = portfolioTotals([
      // £1,000 + £500 profit rolled whole into the next round: paid out by the rollover, nothing paid to the bank account.
      { status: 'paid_out', expectedProfit: 55_000, ledger: { paidIn: 100_000, profit: 50_000, paidOut: 0, balance: 0 } },
      { status: 'active', expectedProfit: 82_500, ledger: { paidIn: 0, profit: 0, paidOut: 0, balance: 150_000 } },
    ]);
    expect(totals).toEqual({ capitalInvested: 150_000, capitalReturned: 0, profitReceived: 0, profitDue: 0, projectedProfit: 82_500 });
    // Capital rolled, profit paid: the profit is received.
    expect(
      portfolioTotals([{ status: 'paid_out', expectedProfit: 0, ledger: { paidIn: 100_000, profit: 50_000, paidOut: 50_000, balance: 0 } }]),
    ).toMatchObject({
      capitalReturned: 0,
      profitReceived: 50_000,
    });
  });
});
