import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cycleAccount, exactPounds, formatExactMoney, investmentAccountShare, costLinesOr, DEFAULT_COST_LABEL } from './cycle-account.ts';
import { closeCycleSchema, CYCLE_MESSAGES, CYCLE_MONEY_MAX_PENCE, splitCycleProfit } from './cycles.ts';
import { cyclePoolDifference } from './ledger.ts';

/** Exact pounds as a rational compared with pence: exactShare ("170.0033") against credited pence. */
const tenThousandths = (pounds: string) => Math.round(Number(pounds) * 10_000);

describe('a closed cycle’s account', () => {
  it('shows the issue’s example: £56.6678 per unit exact, £56.66 credited, 3 units £169.98 against an exact £170.0033', () => {
    // 9 units; net £1,020.02: the investors' half is £510.01, £56.6677… a unit.
    const account = cycleAccount({
      currency: 'GBP',
      saleRevenuePence: 1_250_002,
      costLines: [
        { label: 'Calves', amountPence: 150_000 },
        { label: 'Feed', amountPence: 60_000 },
        { label: 'Veterinary care', amountPence: 19_998 },
      ],
      units: 9,
      investedUnits: 7,
    });
    expect(account).toMatchObject({
      costsPence: 229_998,
      netPence: 1_020_004,
      investorsHalfPence: 510_002,
      farmersHalfPence: 510_002,
      oddPennyPence: 0,
      perUnitExact: '566.6689',
      perUnitPence: 56_666,
    });
    const small = cycleAccount({ currency: 'GBP', saleRevenuePence: 102_003, costLines: [{ label: 'Costs', amountPence: 1 }], units: 9, investedUnits: 7 });
    expect(small).toMatchObject({ netPence: 102_002, investorsHalfPence: 51_001, farmersHalfPence: 51_001, perUnitExact: '56.6678', perUnitPence: 5666 });
    const share = investmentAccountShare(small, 3);
    expect(share).toEqual({ units: 3, sharePercent: 33.33, exactShare: '170.0033', creditedPence: 16_998 });
    expect(formatExactMoney(share.exactShare)).toBe('£170.0033');
    // 9 × 5666 = 50,994: 7p left over by rounding, 2 unsold units' share £113.32.
    expect(small.roundingLeftoverPence).toBe(7);
    expect(small.unsoldSharePence).toBe(11_332);
    expect(small.creditedPence + small.roundingLeftoverPence + small.unsoldSharePence).toBe(small.investorsHalfPence);
  });

  it('gives the farmer’s half the odd penny of a profit, and puts a loss on the capital with nothing to the farmer', () => {
    const odd = cycleAccount({ currency: 'GBP', saleRevenuePence: 2001, costLines: [{ label: 'Costs', amountPence: 1000 }], units: 3, investedUnits: 3 });
    expect(odd).toMatchObject({
      netPence: 1001,
      investorsHalfPence: 500,
      farmersHalfPence: 501,
      oddPennyPence: 1,
      perUnitPence: 166,
      roundingLeftoverPence: 2,
    });
    const loss = cycleAccount({ currency: 'GBP', saleRevenuePence: 5000, costLines: [{ label: 'Costs', amountPence: 6000 }], units: 3, investedUnits: 2 });
    expect(loss).toMatchObject({ isLoss: true, netPence: -1000, investorsHalfPence: -1000, farmersHalfPence: 0, perUnitPence: -333, perUnitExact: '-3.3333' });
    expect(loss).toMatchObject({ creditedPence: -666, roundingLeftoverPence: -1, unsoldSharePence: -333 });
    expect(formatExactMoney(loss.perUnitExact)).toBe('−£3.3333');
  });

  it('agrees with splitCycleProfit on every cycle, and every penny of the investors’ half is accounted for', () => {
    const money = fc.integer({ min: 0, max: CYCLE_MONEY_MAX_PENCE });
    const line = fc.record({ label: fc.constant('Cost'), amountPence: fc.integer({ min: 0, max: CYCLE_MONEY_MAX_PENCE / 10 }) });
    fc.assert(
      fc.property(
        money,
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        (revenue, lines, units, percent) => {
          const investedUnits = Math.floor((units * percent) / 100);
          const account = cycleAccount({ currency: 'GBP', saleRevenuePence: revenue, costLines: lines, units, investedUnits });
          const split = splitCycleProfit({ saleRevenuePence: revenue, costsPence: account.costsPence, units });
          expect(account.netPence).toBe(split.netProfitPence);
          expect(account.investorsHalfPence).toBe(split.investorPoolPence);
          expect(account.perUnitPence).toBe(split.profitPerUnitPence);
          // The halves and the odd penny make the net result; the farmer's half holds the odd penny.
          expect(account.investorsHalfPence + account.farmersHalfPence).toBe(account.netPence);
          if (!account.isLoss) expect(account.farmersHalfPence - account.oddPennyPence).toBe(account.investorsHalfPence);
          // Credited + leftover + unsold share = the pool.
          expect(account.creditedPence + account.roundingLeftoverPence + account.unsoldSharePence).toBe(account.investorsHalfPence);
          // The leftover is less than a penny a unit, and has the sign of the result.
          expect(Math.abs(account.roundingLeftoverPence)).toBeLessThan(units);
          expect(account.roundingLeftoverPence * Math.sign(account.investorsHalfPence)).toBeGreaterThanOrEqual(0);
          // Nobody is credited more than their exact share (nor debited more than their exact share of a loss).
          const share = investmentAccountShare(account, Math.max(investedUnits, 1));
          const exact = (account.investorsHalfPence * share.units * 100) / units;
          expect(Math.abs(share.creditedPence * 100)).toBeLessThanOrEqual(Math.abs(exact) + 1e-6);
          expect(Math.abs(tenThousandths(share.exactShare) - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });

  it('writes exact pounds to four places, rounding half away from zero', () => {
    expect(exactPounds(1, 3)).toBe('0.0033');
    expect(exactPounds(2, 3)).toBe('0.0067');
    expect(exactPounds(-2, 3)).toBe('-0.0067');
    expect(exactPounds(12_345_678, 1)).toBe('123456.7800');
    expect(formatExactMoney('123456.7800')).toBe('£123,456.7800');
    expect(formatExactMoney('-0.0000')).toBe('£0.0000');
  });

  it('reads a cycle closed before cost lines as one line of its costs', () => {
    expect(costLinesOr([], 1200)).toEqual([{ label: DEFAULT_COST_LABEL, amountPence: 1200 }]);
    expect(costLinesOr([{ label: 'Feed', amountPence: 5 }], 5)).toEqual([{ label: 'Feed', amountPence: 5 }]);
  });
});

describe('the close’s cost lines', () => {
  const base = { closedOn: '2026-01-10', saleRevenuePence: 10_000, animalsSold: 9, animalsLost: 1 };

  it('takes lines and records their total; costsPence alone is one line "Costs"', () => {
    const lines = [
      { label: ' Feed ', amountPence: 3000 },
      { label: 'Vet', amountPence: '500' },
    ];
    expect(closeCycleSchema.parse({ ...base, costLines: lines })).toMatchObject({
      costsPence: 3500,
      costLines: [
        { label: 'Feed', amountPence: 3000 },
        { label: 'Vet', amountPence: 500 },
      ],
    });
    expect(closeCycleSchema.parse({ ...base, costsPence: 4000 })).toMatchObject({ costsPence: 4000, costLines: [{ label: 'Costs', amountPence: 4000 }] });
    // The output parses to itself: a close waiting for a second admin is carried out as it was asked.
    const parsed = closeCycleSchema.parse({ ...base, costLines: lines, costsPence: 3500 });
    expect(closeCycleSchema.parse(parsed)).toEqual(parsed);
  });

  it('refuses lines that do not add up to the costs given, no costs at all, and unlabelled lines', () => {
    const message = (body: object) => closeCycleSchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ ...base, costsPence: 3000, costLines: [{ label: 'Feed', amountPence: 2999 }] })).toBe(CYCLE_MESSAGES.costLinesDontAddUp);
    expect(message({ ...base })).toBe(CYCLE_MESSAGES.costsRequired);
    expect(message({ ...base, costLines: [] })).toBe(CYCLE_MESSAGES.costsRequired);
    expect(message({ ...base, costLines: [{ label: ' ', amountPence: 1 }] })).toBe(CYCLE_MESSAGES.costLabelRequired);
    expect(message({ ...base, costLines: [{ label: 'Feed', amountPence: -1 }] })).toBe(CYCLE_MESSAGES.moneyInvalid);
  });
});

describe('the books check’s cycle_pool rule', () => {
  const cycle = { id: 'c1', name: 'Batch 1', planId: null, currency: 'GBP' as const, saleRevenuePence: 102_003, costsPence: 1, units: 9 };

  it('finds nothing when credited + leftover + unsold share make the investors’ half, and names the gap otherwise', () => {
    // Investors' half 51,001p: 7 units × 5666p credited, 7p left over, 2 unsold units 11,332p.
    expect(cyclePoolDifference(cycle, 39_662, 7 + 11_332)).toBeNull();
    expect(cyclePoolDifference(cycle, 39_662, 0)).toMatchObject({ rule: 'cycle_pool', expected: 51_001, actual: 39_662, cycleId: 'c1' });
  });
});
