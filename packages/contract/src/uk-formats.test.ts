import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatSortCode, normalisePostcode } from './uk-formats.ts';

describe('formatSortCode', () => {
  it('prints six stored digits in pairs, whatever separators came with them', () => {
    expect(formatSortCode('200000')).toBe('20-00-00');
    expect(formatSortCode('20-00-00')).toBe('20-00-00');
    expect(formatSortCode('20 00 00')).toBe('20-00-00');
    expect(formatSortCode(null)).toBe('');
    expect(formatSortCode('12345')).toBe('12345');
  });
});

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
/** Every shape of UK postcode: A9, A99, AA9, AA99, A9A and AA9A outward codes, then 9AA. */
const ukPostcode = fc
  .tuple(
    fc.oneof(
      fc.tuple(letter, digit).map((parts) => parts.join('')),
      fc.tuple(letter, digit, digit).map((parts) => parts.join('')),
      fc.tuple(letter, letter, digit).map((parts) => parts.join('')),
      fc.tuple(letter, letter, digit, digit).map((parts) => parts.join('')),
      fc.tuple(letter, digit, letter).map((parts) => parts.join('')),
      fc.tuple(letter, letter, digit, letter).map((parts) => parts.join('')),
    ),
    fc.tuple(digit, letter, letter).map((parts) => parts.join('')),
  )
  .map(([outward, inward]) => ({ outward, inward }));

/** The postcode as someone might type it: any case, spaces anywhere. */
const typedAs = (text: string, lower: boolean[], spaces: number[]) =>
  [...text].map((char, i) => `${' '.repeat(spaces[i] ?? 0)}${lower[i] ? char.toLowerCase() : char}`).join('') + ' '.repeat(spaces[text.length] ?? 0);

describe('normalisePostcode', () => {
  it('writes UK postcodes as Royal Mail does', () => {
    expect(normalisePostcode('e16ra')).toBe('E1 6RA');
    expect(normalisePostcode('  sw1a  1aa ')).toBe('SW1A 1AA');
    expect(normalisePostcode('M1 1AE')).toBe('M1 1AE');
    expect(normalisePostcode('b338th')).toBe('B33 8TH');
  });

  it('keeps a postcode that is not a UK one as typed, trimmed', () => {
    expect(normalisePostcode(' 75008 ')).toBe('75008');
    expect(normalisePostcode('1212')).toBe('1212');
    expect(normalisePostcode('D02 X285')).toBe('D02 X285');
  });

  it('gives the canonical form for any UK postcode however it is typed', () => {
    fc.assert(
      fc.property(
        ukPostcode,
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 9, maxLength: 9 }),
        ({ outward, inward }, lower, spaces) => {
          expect(normalisePostcode(typedAs(`${outward}${inward}`, lower, spaces))).toBe(`${outward} ${inward}`);
        },
      ),
    );
  });

  it('is stable: a normalised postcode normalises to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const once = normalisePostcode(text);
        expect(normalisePostcode(once)).toBe(once);
      }),
    );
  });
});
