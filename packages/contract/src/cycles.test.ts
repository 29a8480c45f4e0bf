import { describe, expect, it } from 'vitest';
import { closeCycleSchema, CYCLE_MESSAGES, cycleCloseWarnings, cycleSchema, investorShareOf, splitCycleProfit, updateBodyIn } from './cycles.ts';
import { annualisedPercent, planDays, summariseTrackRecord, type TrackRecordCycle } from './track-record.ts';
import { daysBetween } from './dates.ts';

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

describe('annualised return (simple: per cycle × 365 ÷ days)', () => {
  it('scales a cycle to a year so a six-week and a twelve-month cycle compare', () => {
    expect(annualisedPercent(10, 42)).toBe(86.9);
    expect(annualisedPercent(20, 365)).toBe(20);
    expect(annualisedPercent(52, 182)).toBe(104.3);
    expect(annualisedPercent(-12.5, 73)).toBe(-62.5);
  });
  it('treats a same-day cycle as one day rather than dividing by zero', () => {
    expect(annualisedPercent(1, 0)).toBe(365);
  });
  it('counts the days of a cycle and of a plan', () => {
    expect(daysBetween('2024-11-04', '2024-12-16')).toBe(42);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(planDays(6, 'Week')).toBe(42);
    expect(planDays(6, 'Month')).toBe(183);
    expect(planDays(1, 'Year')).toBe(365);
    expect(planDays(10, 'Day')).toBe(10);
  });
});

describe('the track record summary, derived from closed cycles', () => {
  const cycle = (name: string, startDate: string, closedOn: string, projectedPence: number, actualPence: number): TrackRecordCycle => {
    const days = daysBetween(startDate, closedOn);
    const percent = Math.round((actualPence / 100_000) * 1000) / 10;
    return {
      id: name,
      name,
      planTitle: 'Plan',
      location: 'Sherpur',
      currency: 'GBP',
      startDate,
      closedOn,
      units: 10,
      targetUnits: 10,
      raisedUnits: 10,
      amountPerUnitPence: 100_000,
      projectedProfitPerUnitPence: projectedPence,
      profitPerUnitPence: actualPence,
      animalsLost: 0,
      mortalityPercent: 0,
      days,
      returnPercent: percent,
      annualisedPercent: annualisedPercent(percent, days),
    };
  };
  // Newest closing first, as the server lists them.
  const cycles = [
    cycle('Latest', '2026-05-01', '2026-10-28', 30_000, 22_000),
    cycle('Eid bulls', '2025-12-01', '2026-05-26', 40_000, 52_000),
    cycle('Heat wave', '2025-06-01', '2025-07-13', 10_000, -5_000),
    cycle('Old goats', '2024-10-15', '2025-06-16', 20_000, 19_000),
  ];

  it('names the latest closed cycle with its closing date, return and annualised return', () => {
    expect(summariseTrackRecord(cycles, '2026-11-25').latest).toEqual({
      name: 'Latest',
      closedOn: '2026-10-28',
      days: 180,
      returnPercent: 22,
      annualisedPercent: 44.6,
    });
  });
  it('averages only the cycles closed in the twelve months up to today', () => {
    expect(summariseTrackRecord(cycles, '2026-11-25').lastTwelveMonths).toEqual({
      since: '2025-11-25',
      cycles: 2,
      averageReturnPercent: 37,
      averageAnnualisedPercent: 76.2,
    });
    // A year later none is recent: the average is 0 of 0 cycles, not an old figure.
    expect(summariseTrackRecord(cycles, '2027-11-25').lastTwelveMonths).toMatchObject({ cycles: 0, averageReturnPercent: 0 });
  });
  it('counts the cycles below projection and the losses', () => {
    expect(summariseTrackRecord(cycles, '2026-11-25')).toMatchObject({ cyclesRun: 4, belowProjection: 3, losses: 1 });
  });
  it('has no latest cycle before any closes', () => {
    expect(summariseTrackRecord([], '2026-11-25')).toMatchObject({ cyclesRun: 0, latest: null, lastTwelveMonths: { cycles: 0 } });
  });
});

describe('cycle close warnings', () => {
  const cycle = { units: 10, expectedEndDate: '2027-04-01' };
  it('warns about units no investment holds and about closing before the expected end', () => {
    expect(cycleCloseWarnings(cycle, 2, '2026-11-20')).toEqual([CYCLE_MESSAGES.unassignedUnits(8, 10), CYCLE_MESSAGES.closingEarly('2027-04-01')]);
    expect(CYCLE_MESSAGES.closingEarly('2027-04-01')).toContain('1 April 2027');
  });
  it('says nothing for a full cycle closed on or after its expected end', () => {
    expect(cycleCloseWarnings(cycle, 10, '2027-04-01')).toEqual([]);
    expect(cycleCloseWarnings(cycle, 10, '2027-05-01')).toEqual([]);
  });
});

describe('an update’s text in the reader’s language', () => {
  it('gives a Bengali reader the Bengali text when staff wrote one, and English otherwise', () => {
    expect(updateBodyIn({ body: 'Week three.', bodyBn: 'তৃতীয় সপ্তাহ।' }, 'bn')).toEqual({ text: 'তৃতীয় সপ্তাহ।', language: 'bn' });
    expect(updateBodyIn({ body: 'Week three.', bodyBn: 'তৃতীয় সপ্তাহ।' }, 'en')).toEqual({ text: 'Week three.', language: 'en' });
    expect(updateBodyIn({ body: 'Week three.', bodyBn: null }, 'bn')).toEqual({ text: 'Week three.', language: 'en' });
    expect(updateBodyIn({ body: 'Week three.', bodyBn: '  ' }, 'bn')).toEqual({ text: 'Week three.', language: 'en' });
  });
});
