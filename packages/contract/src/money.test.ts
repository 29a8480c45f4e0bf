import { describe, expect, it } from 'vitest';
import { decimalOfMinor } from './money.ts';

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
