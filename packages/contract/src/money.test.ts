import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_UNITS, DURATION_UNITS } from './content.ts';
import {
  CURRENCIES,
  CURRENCY_OF_AMOUNT_UNIT,
  MAX_UNITS_PER_REQUEST,
  decimalOfMinor,
  expectedProfit,
  formatMoney,
  investmentAmount,
  planTerms,
} from './money.ts';

describe('decimalOfMinor', () => {
  it('writes pence as an exact two-place decimal, signs and database strings included', () => {
    expect(decimalOfMinor(123450)).toBe('1234.50');
    expect(decimalOfMinor(5)).toBe('0.05');
    expect(decimalOfMinor(0)).toBe('0.00');
    expect(decimalOfMinor(-5)).toBe('-0.05');
    expect(decimalOfMinor(-123456)).toBe('-1234.56');
    expect(decimalOfMinor('900719925474099101')).toBe('9007199254740991.01');
    expect(decimalOfMinor(null)).toBe('');
  });
});

describe('formatMoney', () => {
  it('writes what Intl’s en-GB currency format writes, for every currency', () => {
    const amounts = [0, 1, 5, 99, 100, 150, 12_345, 99_999, 100_000, 123_456, 150_000, 100_000_001, -5, -150_000, -123_456, 987_654_321_00];
    for (const currency of CURRENCIES)
      for (const minor of amounts) {
        const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: minor % 100 === 0 ? 0 : 2 }).format(minor / 100);
        expect(formatMoney(minor, currency), `${minor} ${currency}`).toBe(intl);
      }
  });
});

/** A plan's figures as staff may write them: up to two decimals, below the database's numeric(14, 2). */
const pence = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const planOf = fc.record({
  amountPence: pence,
  profitPence: pence,
  amountUnit: fc.constantFrom(...AMOUNT_UNITS),
  duration: fc.integer({ min: 1, max: 120 }),
  durationUnit: fc.constantFrom(...DURATION_UNITS),
});
const units = fc.integer({ min: 1, max: MAX_UNITS_PER_REQUEST });

describe('planTerms and investmentAmount', () => {
  it('reads every two-decimal figure as exactly its pence, in the currency of its sign', () => {
    fc.assert(
      fc.property(planOf, ({ amountPence, profitPence, ...rest }) => {
        const terms = planTerms({ investmentAmount: amountPence / 100, investmentProfit: profitPence / 100, ...rest });
        expect(terms).toEqual({
          amountPerUnit: amountPence,
          profitPerUnit: profitPence,
          currency: CURRENCY_OF_AMOUNT_UNIT[rest.amountUnit],
          duration: rest.duration,
          durationUnit: rest.durationUnit,
        });
      }),
    );
  });

  it('comes to units x price exactly, in whole pence, however the units are split', () => {
    fc.assert(
      fc.property(planOf, units, units, ({ amountPence, profitPence, ...rest }, a, b) => {
        const terms = planTerms({ investmentAmount: amountPence / 100, investmentProfit: profitPence / 100, ...rest });
        const amount = investmentAmount({ units: a, ...terms });
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(BigInt(amount)).toBe(BigInt(a) * BigInt(amountPence));
        expect(BigInt(expectedProfit({ units: a, ...terms }))).toBe(BigInt(a) * BigInt(profitPence));
        expect(investmentAmount({ units: a, ...terms }) + investmentAmount({ units: b, ...terms })).toBe(investmentAmount({ units: a + b, ...terms }));
      }),
    );
  });
});
