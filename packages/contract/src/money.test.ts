import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_UNITS, DURATION_UNITS } from './content.ts';
import { AMOUNT_INPUT_MESSAGES } from './money-input.ts';
import {
  CURRENCIES,
  CURRENCY_OF_AMOUNT_UNIT,
  MAX_TYPED_PENCE,
  MINUS_SIGN,
  MAX_UNITS_PER_REQUEST,
  decimalOfMinor,
  expectedProfit,
  formatMoney,
  investmentAmount,
  parseAmount,
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
  it('writes pence always and a true minus before the sign, as a bank prints amounts', () => {
    expect(formatMoney(50_000)).toBe('£500.00');
    expect(formatMoney(-1_200)).toBe('−£12.00');
    expect(formatMoney(-5)).toBe('−£0.05');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(123_456_789)).toBe('£1,234,567.89');
    expect(formatMoney(-0)).toBe('£0.00');
  });

  it('groups digits as Intl’s en-GB currency format does, for every currency', () => {
    const amounts = [0, 1, 5, 99, 100, 150, 12_345, 99_999, 100_000, 123_456, 150_000, 100_000_001, -5, -150_000, -123_456, 987_654_321_00];
    for (const currency of CURRENCIES)
      for (const minor of amounts) {
        const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100).replace('-', MINUS_SIGN);
        expect(formatMoney(minor, currency), `${minor} ${currency}`).toBe(intl);
      }
  });

  it('writes Bengali digits in bn-BD’s lakh groups, the amount still in its currency', () => {
    expect(formatMoney(100_000, 'GBP', 'bn')).toBe('£১,০০০.০০');
    expect(formatMoney(123_456_789, 'GBP', 'bn')).toBe('£১২,৩৪,৫৬৭.৮৯');
    expect(formatMoney(-1_205, 'GBP', 'bn')).toBe('−£১২.০৫');
    expect(formatMoney(150_000, 'BDT', 'bn')).toBe('৳১,৫০০.০০');
  });

  it('writes any amount in Bengali as bn-BD’s Intl writes its number, and reads back to the same pence', () => {
    const number = new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), fc.constantFrom(...CURRENCIES), (minor, currency) => {
        const written = formatMoney(minor, currency, 'bn');
        const sign = minor < 0 ? MINUS_SIGN : '';
        expect(written).toBe(`${sign}${formatMoney(0, currency).slice(0, -4)}${number.format(Math.abs(minor) / 100)}`);
        const western = [...written].map((char) => ('০১২৩৪৫৬৭৮৯'.includes(char) ? String('০১২৩৪৫৬৭৮৯'.indexOf(char)) : char)).join('');
        expect(parseAmount(western)).toEqual({ pence: minor });
      }),
    );
  });
});

describe('parseAmount', () => {
  it('reads amounts the way people type them', () => {
    for (const typed of ['80,000', '£80,000', '80000.00', ' 80 000 ', '80000', '£ 80,000.0', '80\u00a0000'])
      expect(parseAmount(typed), typed).toEqual({ pence: 8_000_000 });
    expect(parseAmount('12.5')).toEqual({ pence: 1_250 });
    expect(parseAmount('.5')).toEqual({ pence: 50 });
    expect(parseAmount('-12')).toEqual({ pence: -1_200 });
    expect(parseAmount('−£12.00')).toEqual({ pence: -1_200 });
    expect(parseAmount('€1,000.01')).toEqual({ pence: 100_001 });
    expect(parseAmount('US$3')).toEqual({ pence: 300 });
  });

  it('says why it refuses what it cannot read', () => {
    for (const typed of ['', ' ', '£', 'abc', '80k', '1.2.3', '12.', '1e5', '0x10', '£-5', '+5', '--5', 'NaN', 'Infinity'])
      expect(parseAmount(typed), typed).toEqual({ problem: 'invalid' });
    expect(parseAmount('12.345')).toEqual({ problem: 'tooManyDecimals' });
    expect(parseAmount('9'.repeat(40))).toEqual({ problem: 'tooLarge' });
    expect(parseAmount(String(MAX_TYPED_PENCE / 100 + 1))).toEqual({ problem: 'tooLarge' });
    expect(parseAmount(String(MAX_TYPED_PENCE / 100))).toEqual({ pence: MAX_TYPED_PENCE });
    for (const problem of ['invalid', 'tooManyDecimals', 'tooLarge'] as const) expect(AMOUNT_INPUT_MESSAGES[problem]()).toMatch(/^Please /);
  });

  const typedPence = fc.integer({ min: -MAX_TYPED_PENCE, max: MAX_TYPED_PENCE });
  it('gives back the pence of any amount formatMoney or decimalOfMinor wrote', () => {
    fc.assert(
      fc.property(typedPence, fc.constantFrom(...CURRENCIES), (pence, currency) => {
        expect(parseAmount(formatMoney(pence, currency))).toEqual({ pence });
        expect(parseAmount(decimalOfMinor(pence))).toEqual({ pence });
      }),
    );
  });

  it('ignores spaces and commas wherever they are typed', () => {
    const noise = fc.array(fc.constantFrom(' ', ','), { maxLength: 3 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TYPED_PENCE }), fc.array(noise, { minLength: 20, maxLength: 20 }), (pence, noises) => {
        const text = [...decimalOfMinor(pence)].map((char, i) => `${noises[i]?.join('') ?? ''}${char}`).join('');
        expect(parseAmount(text)).toEqual({ pence });
      }),
    );
  });

  it('never throws and reads only whole pence within the limit, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const read = parseAmount(text);
        if ('pence' in read) {
          expect(Number.isSafeInteger(read.pence)).toBe(true);
          expect(Math.abs(read.pence)).toBeLessThanOrEqual(MAX_TYPED_PENCE);
        } else expect(Object.keys(AMOUNT_INPUT_MESSAGES)).toContain(read.problem);
      }),
    );
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
