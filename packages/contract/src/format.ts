/**
 * How the product writes dates and counts for investors, in mails, PDFs and the activity log:
 * en-GB words ("25 November 2026"), always in London time so the server's text and the
 * browser's agree whatever zone either runs in. No zod here: public pages import it.
 */

export const DISPLAY_TIME_ZONE = 'Europe/London';

/**
 * Made on first use, not when the module loads: a browser's first DateTimeFormat with a time zone
 * loads ICU's zone data (about 35 ms of a phone's main thread), which pages that show no date never need.
 */
let formats: { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | null = null;
const displayFormats = () =>
  (formats ??= {
    date: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: DISPLAY_TIME_ZONE }),
    time: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: DISPLAY_TIME_ZONE }),
  });

/** A YYYY-MM-DD day is that calendar day; noon UTC keeps it there in any nearby zone. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
}

/** "25 November 2026"; a missing or unreadable value gives `empty` ("—"). */
export function formatDate(value: string | Date | null | undefined, empty = '—'): string {
  if (value == null || value === '') return empty;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? empty : displayFormats().date.format(date);
}

/** "25 November 2026, 14:05" in London time. */
export function formatDateTime(value: string | Date | null | undefined, empty = '—'): string {
  if (value == null || value === '') return empty;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? empty : `${displayFormats().date.format(date)}, ${displayFormats().time.format(date)}`;
}

const pluralRules = new Intl.PluralRules('en-GB');

/** The word for a count: pluralize(1, {one: 'unit', other: 'units'}) -> "unit". */
export const pluralize = (count: number, forms: { one: string; other: string }) => (pluralRules.select(count) === 'one' ? forms.one : forms.other);

/** The count and its word: countOf(2, UNIT_WORDS) -> "2 units", 1 -> "1 unit". */
export const countOf = (count: number, forms: { one: string; other: string }) => `${count.toLocaleString('en-GB')} ${pluralize(count, forms)}`;

export const UNIT_WORDS = { one: 'unit', other: 'units' } as const;
/** "2 units", "1 unit". */
export const unitsText = (count: number) => countOf(count, UNIT_WORDS);
