/**
 * How the product writes dates and counts for investors, in mails, PDFs and the activity log:
 * en-GB words ("25 November 2026"), always in London time so the server's text and the
 * browser's agree whatever zone either runs in. No zod here: public pages import it.
 *
 * Calendar days and whole numbers are written here without Intl: a browser's first Intl formatter
 * loads ICU's data, 15 to 35 ms of the main thread on a fast machine (four to six times that on a
 * phone), and public pages write only days, counts and money while they hydrate. Only a timestamp,
 * which needs London's zone rules, goes through Intl.
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

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** A real YYYY-MM-DD calendar day as numbers, else null. */
export function calendarDay(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

/** "25 November 2026"; a missing or unreadable value gives `empty` ("—"). A YYYY-MM-DD day is that calendar day. */
export function formatDate(value: string | Date | null | undefined, empty = '—'): string {
  if (value == null || value === '') return empty;
  if (typeof value === 'string' && value.length === 10) {
    const day = calendarDay(value);
    return day ? `${day.day} ${MONTH_NAMES[day.month - 1]} ${day.year}` : empty;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? empty : displayFormats().date.format(date);
}

/** The calendar day `at` falls on in the UK, as YYYY-MM-DD: what "today" means for dates staff enter. */
export const ukDayOf = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** "25 November 2026, 14:05" in London time. */
export function formatDateTime(value: string | Date | null | undefined, empty = '—'): string {
  if (value == null || value === '') return empty;
  // A bare day has no time to show: noon UTC keeps it on that calendar day in London.
  const date = value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? empty : `${displayFormats().date.format(date)}, ${displayFormats().time.format(date)}`;
}

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
