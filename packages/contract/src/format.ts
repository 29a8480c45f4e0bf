/**
 * How the product writes counts: digit groups and the words for one and many. Dates are in
 * dates.ts. No zod here: public pages import it.
 *
 * Whole numbers are written here without Intl: a browser's first Intl formatter loads ICU's data,
 * 15 to 35 ms of the main thread on a fast machine (four to six times that on a phone), and public
 * pages write only days, counts and money while they hydrate.
 */

/**
 * A number with en-GB digit grouping, as toLocaleString('en-GB') writes it: 1234567 -> "1,234,567".
 * Whole numbers are grouped here; anything else (fractions, NaN) is left to Intl.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-GB');
  const digits = String(Math.abs(value));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return `${value < 0 ? '-' : ''}${groups.join(',')}`;
}

/** The word for a count by the English plural rule (only 1 and -1 are "one"): pluralize(1, {one: 'unit', other: 'units'}) -> "unit". */
export const pluralize = (count: number, forms: { one: string; other: string }) => (Math.abs(count) === 1 ? forms.one : forms.other);

/** The count and its word: countOf(2, UNIT_WORDS) -> "2 units", 1 -> "1 unit". */
export const countOf = (count: number, forms: { one: string; other: string }) => `${groupDigits(count)} ${pluralize(count, forms)}`;

export const UNIT_WORDS = { one: 'unit', other: 'units' } as const;
/** "2 units", "1 unit". */
export const unitsText = (count: number) => countOf(count, UNIT_WORDS);
