import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  againstPlan,
  animalsOfUnits,
  animalsOfUnitsText,
  expectedWeightOn,
  plannedHeadcountOn,
  reconcileClose,
  reconciliationWarnings,
  type FarmPlan,
} from './field-review.ts';

describe('an investor’s share of the animals', () => {
  it('is the headcount times their units over the cycle’s units, to the nearest animal', () => {
    expect(animalsOfUnits(3, 100, 4800)).toBe(144);
    expect(animalsOfUnits(1, 3, 10)).toBe(3); // 3.33
    expect(animalsOfUnits(1, 4, 10)).toBe(3); // 2.5 rounds up
    expect(animalsOfUnits(0, 4, 10)).toBe(0);
    expect(animalsOfUnitsText(3, 100, 4800).headline).toBe('Your 3 units ≈ 144 animals');
  });

  it('is never more than half an animal from the exact share, never above the headcount, and grows with the units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.nat(), (cycleUnits, headcount, seed) => {
        const units = (seed % cycleUnits) + 1;
        const animals = animalsOfUnits(units, cycleUnits, headcount);
        expect(Math.abs(animals - (headcount * units) / cycleUnits)).toBeLessThanOrEqual(0.5);
        expect(animals).toBeLessThanOrEqual(headcount);
        if (units < cycleUnits) expect(animalsOfUnits(units + 1, cycleUnits, headcount)).toBeGreaterThanOrEqual(animals);
        expect(animalsOfUnits(cycleUnits, cycleUnits, headcount)).toBe(headcount);
      }),
    );
  });
});

const plan: FarmPlan = {
  startingHeadcount: 1000,
  expectedMortalityPercent: 5,
  expectedWeights: [
    { day: 0, grams: 40 },
    { day: 14, grams: 400 },
    { day: 35, grams: 2000 },
  ],
  budgetPoisha: 50_000_00,
};

describe('a record against the plan', () => {
  it('reads the expected weight between the plan’s points and the headcount from its spread deaths', () => {
    expect(expectedWeightOn(plan, 0)).toBe(40);
    expect(expectedWeightOn(plan, 7)).toBe(220);
    expect(expectedWeightOn(plan, 35)).toBe(2000);
    expect(expectedWeightOn(plan, 36)).toBeNull();
    expect(plannedHeadcountOn(plan, 0, 40)).toBe(1000);
    expect(plannedHeadcountOn(plan, 20, 40)).toBe(975);
    expect(plannedHeadcountOn(plan, 80, 40)).toBe(950);
    expect(plannedHeadcountOn({ ...plan, startingHeadcount: null }, 20, 40)).toBeNull();
  });

  it('names mortality above plan and weight below plan in words', () => {
    expect(againstPlan(plan, { day: 20, cycleDays: 40, deathsToDate: 30, averageWeightGrams: 700 })).toEqual([
      'Mortality above plan: 30 deaths so far, the plan expects 25 by day 20',
      'Weight below plan: 700 g average, the plan expects 857 g on day 20',
    ]);
    expect(againstPlan(plan, { day: 20, cycleDays: 40, deathsToDate: 25, averageWeightGrams: 900 })).toEqual([]);
  });
});

describe('the close against the records', () => {
  const totals = { deaths: 40, animalsSold: 960, salesPoisha: 3_000_000_00, feedPoisha: 1_200_000_00, vetPoisha: 100_000_00, returned: 1 };
  it('matches counts exactly and money at the close’s rate, costs only when below the records', () => {
    const lines = reconcileClose(
      totals,
      { saleRevenuePence: 20_000_00, costsPence: 9_000_00, animalsSold: 960, animalsLost: 38, poishaPerPound: 150_00 },
      'GBP',
    );
    expect(lines.map((line) => [line.label, line.matches])).toEqual([
      ['Animals lost', false],
      ['Animals sold', true],
      ['Sale revenue', true],
      ['Costs (feed and vet in the records)', true],
    ]);
    expect(lines[0]!.note).toBe('The close says 38 deaths, the records 40 deaths (−2)');
    expect(reconciliationWarnings(totals, lines)).toEqual([
      'Animals lost: The close says 38 deaths, the records 40 deaths (−2).',
      '1 record was sent back and not answered: left out of the records’ figures.',
    ]);
    const low = reconcileClose(totals, { saleRevenuePence: 19_000_00, costsPence: 8_000_00, animalsSold: 960, animalsLost: 40, poishaPerPound: 150_00 }, 'GBP');
    expect(low.map((line) => line.matches)).toEqual([true, true, false, false]);
    expect(low[3]!.note).toBe('The close says £8,000.00, the records £8,666.67 at the close’s rate (−£666.67)');
  });
  it('compares no money without a rate, and nothing not typed yet', () => {
    const lines = reconcileClose(totals, { saleRevenuePence: 20_000_00, costsPence: null, animalsSold: null, animalsLost: null, poishaPerPound: null }, 'GBP');
    expect(lines.map((line) => line.matches)).toEqual([null, null, null, null]);
    expect(lines[2]!.note).toBe('Give the taka rate to compare with the records');
    expect(reconciliationWarnings({ ...totals, returned: 0 }, lines)).toEqual([]);
  });
});
