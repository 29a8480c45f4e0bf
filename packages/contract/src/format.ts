/**
 * How the product writes counts: digit groups and the words for one and many. Dates are in
 * dates.ts. No zod here: public pages import it.
 *
 * Whole numbers are written here without Intl: a browser's first Intl formatter loads ICU's data,
 * 15 to 35 ms of the main thread on a fast machine (four to six times that on a phone), and public
 * pages write only days, counts and money while they hydrate.
 */
import { INTL_LOCALES, type Language } from './languages.ts';

/**
 * A whole number as Intl writes it in the language: en-GB groups thousands (1234567 -> "1,234,567"),
 * bn-BD writes Bengali digits in lakh and crore groups (1234567 -> "১২,৩৪,৫৬৭"). Whole numbers are
 * grouped here; anything else (fractions, NaN) is left to Intl.
 */
export function groupDigits(value: number, language: Language = 'en'): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString(INTL_LOCALES[language]);
  const digits = String(Math.abs(value));
  const groups: string[] = [];
  // English: threes; Bengali: the last three, then twos.
  for (let end = digits.length, size = 3; end > 0; end -= size, size = language === 'bn' ? 2 : 3) groups.unshift(digits.slice(Math.max(0, end - size), end));
  const written = `${value < 0 ? '-' : ''}${groups.join(',')}`;
  return language === 'bn' ? bengaliDigits(written) : written;
}

/** Text with its digits in the language's script (a year, a reference): "2026" -> "২০২৬" in Bengali. */
export const digitsIn = (text: string, language: Language): string => (language === 'bn' ? bengaliDigits(text) : text);

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
/** Western digits written as Bengali ones ("£1,000.00" -> "£১,০০০.০০"); every other character kept. */
export function bengaliDigits(text: string): string {
  let out = '';
  for (const char of text) out += char >= '0' && char <= '9' ? BENGALI_DIGITS[char.charCodeAt(0) - 48] : char;
  return out;
}

/** The word for a count by the English plural rule (only 1 and -1 are "one"): pluralize(1, {one: 'unit', other: 'units'}) -> "unit". */
export const pluralize = (count: number, forms: { one: string; other: string }) => (Math.abs(count) === 1 ? forms.one : forms.other);

/** The count and its word: countOf(2, UNIT_WORDS) -> "2 units", 1 -> "1 unit". */
export const countOf = (count: number, forms: { one: string; other: string }) => `${groupDigits(count)} ${pluralize(count, forms)}`;

export const UNIT_WORDS = { one: 'unit', other: 'units' } as const;
/** "2 units", "1 unit". */
export const unitsText = (count: number) => countOf(count, UNIT_WORDS);
