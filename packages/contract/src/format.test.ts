import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countOf, groupDigits, pluralize, unitsText } from './format.ts';

describe('groupDigits', () => {
  it('groups whole numbers as toLocaleString(en-GB) does, and leaves fractions to it', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, -1, -1234, -1_234_567, Number.MAX_SAFE_INTEGER, 1.5, 1234.5678, Number.NaN])
      expect(groupDigits(value), String(value)).toBe(value.toLocaleString('en-GB'));
  });

  it('writes any whole number in Bengali as toLocaleString(bn-BD) does: Bengali digits in lakh and crore groups', () => {
    expect(groupDigits(1_234_567, 'bn')).toBe('১২,৩৪,৫৬৭');
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(groupDigits(value, 'bn')).toBe(value.toLocaleString('bn-BD'));
      }),
    );
  });
});

describe('pluralize', () => {
  it('picks one or other by the English plural rules', () => {
    expect(pluralize(1, { one: 'unit', other: 'units' })).toBe('unit');
    expect(pluralize(0, { one: 'unit', other: 'units' })).toBe('units');
    for (const count of [0, 1, 1.5, 2, 21, -1]) expect(pluralize(count, { one: 'one', other: 'other' })).toBe(new Intl.PluralRules('en-GB').select(count));
    expect(unitsText(1)).toBe('1 unit');
    expect(unitsText(2)).toBe('2 units');
    expect(countOf(1200, { one: 'photo', other: 'photos' })).toBe('1,200 photos');
  });
});
