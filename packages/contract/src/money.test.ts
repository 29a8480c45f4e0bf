import { describe, expect, it } from 'vitest';
import { CURRENCIES, decimalOfMinor, formatMoney } from './money.ts';

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
