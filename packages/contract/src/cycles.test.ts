import { describe, expect, it } from 'vitest';
import { closeCycleSchema, cycleSchema, investorShareOf, splitCycleProfit } from './cycles.ts';

describe('the 50/50 profit split, in pence', () => {
  it('halves a profit and divides the investors’ half by the cycle’s units', () => {
    // £10,000 revenue, £6,000 costs: £4,000 net, £2,000 to investors, 10 units -> £200 each.
    expect(splitCycleProfit({ saleRevenuePence: 1_000_000, costsPence: 600_000, units: 10 })).toEqual({
      netProfitPence: 400_000,
      investorPoolPence: 200_000,
      profitPerUnitPence: 20_000,
    });
    expect(investorShareOf(20_000, 3)).toBe(60_000);
  });

  it('rounds down: the odd penny of the halving and the remainder of the division are not paid out', () => {
    // 1001p net -> 500p pool (the odd penny stays undistributed); 500p / 3 units -> 166p each (2p undistributed).
    const split = splitCycleProfit({ saleRevenuePence: 2001, costsPence: 1000, units: 3 });
    expect(split).toEqual({ netProfitPence: 1001, investorPoolPence: 500, profitPerUnitPence: 166 });
    expect(investorShareOf(split.profitPerUnitPence, 3)).toBeLessThanOrEqual(split.investorPoolPence);
  });

  it('puts the whole of a loss on the capital, rounded toward zero so nobody is charged more than their share', () => {
    // 1000p loss over 3 units: -333.33p -> -333p per unit (1p of the loss absorbed by the venture).
    expect(splitCycleProfit({ saleRevenuePence: 5000, costsPence: 6000, units: 3 })).toEqual({
      netProfitPence: -1000,
      investorPoolPence: -1000,
      profitPerUnitPence: -333,
    });
  });

  it('gives zero, never -0, for break-even and tiny losses', () => {
    expect(Object.is(splitCycleProfit({ saleRevenuePence: 100, costsPence: 101, units: 3 }).profitPerUnitPence, 0)).toBe(true);
    expect(splitCycleProfit({ saleRevenuePence: 100, costsPence: 100, units: 1 }).profitPerUnitPence).toBe(0);
  });
});

describe('cycle schemas', () => {
  const valid = {
    planId: '6f1c2f1e-8a0b-4c7e-9f55-0d2b6a1e4c11',
    name: 'Batch 5',
    location: 'Sherpur',
    startDate: '2026-01-01',
    expectedEndDate: '2026-06-01',
    units: 10,
  };
  it('accepts a cycle and rejects an end before the start with its message', () => {
    expect(cycleSchema.safeParse(valid).success).toBe(true);
    const bad = cycleSchema.safeParse({ ...valid, expectedEndDate: '2025-12-31' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['expectedEndDate'], message: 'The expected end date must be on or after the start date' });
  });
  it('rejects impossible dates and fractional units', () => {
    expect(cycleSchema.safeParse({ ...valid, startDate: '2026-02-30' }).success).toBe(false);
    expect(cycleSchema.safeParse({ ...valid, units: 1.5 }).success).toBe(false);
    expect(cycleSchema.safeParse({ ...valid, units: '12' }).data?.units).toBe(12);
  });
  it('needs whole pence for the results', () => {
    expect(closeCycleSchema.safeParse({ closedOn: '2026-06-01', saleRevenuePence: 10.5, costsPence: 1, animalsSold: 1, animalsLost: 0 }).success).toBe(false);
  });
});
