/**
 * The product's one date module: every date a person reads is written here.
 *
 * Investors, applicants and the public read en-GB words ("25 November 2026", "6 December 2026,
 * 18:36"), always in London time so the server's text (mails, PDFs, the activity log) and the
 * browser's agree whatever zone either runs in. The back office keeps the forms its spec sets:
 * US English long form (back-office.md §9, the `formatStaff*` forms) and the header's last login
 * (accounts.md §2); nothing else is written in those forms.
 *
 * Calendar days are written without Intl: a browser's first Intl formatter loads ICU's data, 15 to
 * 35 ms of the main thread on a fast machine (four to six times that on a phone), and public pages
 * write only days, counts and money while they hydrate. Only a timestamp, which needs a zone's
 * rules, goes through Intl.
 */

import { bengaliDigits } from './format.ts';
import { INTL_LOCALES, type Language } from './languages.ts';

export const DISPLAY_TIME_ZONE = 'Europe/London';

/**
 * The one clock: where every rule that needs "now" or "today" reads it (the safeguards' waits, the
 * dashboard's days, dates that may not be in the future). On the server it is platform/clock.ts;
 * tests move it with fake timers or by replacing `now`, and the browser flows' server (e2e/serve.ts)
 * moves it forward to skip a real day.
 */
export const clock = { now: (): Date => new Date() };

/**
 * Made on first use, not when the module loads: a browser's first DateTimeFormat with a time zone
 * loads ICU's zone data (about 35 ms of a phone's main thread), which pages that show no date never need.
 */
const formats: Partial<Record<Language, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>> = {};
const displayFormats = (language: Language) =>
  (formats[language] ??= {
    date: new Intl.DateTimeFormat(INTL_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: DISPLAY_TIME_ZONE }),
    time: new Intl.DateTimeFormat(INTL_LOCALES[language], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: DISPLAY_TIME_ZONE }),
  });

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** The months as bn-BD's Intl names them. */
export const BENGALI_MONTH_NAMES = ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'] as const;

/** A real YYYY-MM-DD calendar day as numbers, else null. */
export function calendarDay(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

/**
 * "25 November 2026" (in Bengali "২৫ নভেম্বর, ২০২৬", as bn-BD's Intl writes it); a missing or
 * unreadable value gives `empty` ("—"). A YYYY-MM-DD day is that calendar day.
 */
export function formatDate(value: string | Date | null | undefined, empty = '—', language: Language = 'en'): string {
  if (value == null || value === '') return empty;
  if (typeof value === 'string' && value.length === 10) {
    const day = calendarDay(value);
    if (!day) return empty;
    return language === 'bn'
      ? bengaliDigits(`${day.day} `) + BENGALI_MONTH_NAMES[day.month - 1] + bengaliDigits(`, ${day.year}`)
      : `${day.day} ${MONTH_NAMES[day.month - 1]} ${day.year}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? empty : displayFormats(language).date.format(date);
}

/** The calendar day `at` falls on in the UK, as YYYY-MM-DD: what "today" means for dates staff enter. */
export const ukDayOf = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** "25 November 2026, 14:05" in London time ("২৫ নভেম্বর, ২০২৬, ১৪:০৫" in Bengali). */
export function formatDateTime(value: string | Date | null | undefined, empty = '—', language: Language = 'en'): string {
  if (value == null || value === '') return empty;
  // A bare day has no time to show: noon UTC keeps it on that calendar day in London.
  const date = value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return empty;
  const { date: day, time } = displayFormats(language);
  return `${day.format(date)}, ${time.format(date)}`;
}

/** "Mar 2026": a month on a chart's axis (the public track record), as Intl writes it in the language ("নভে ২০২৬"). */
export const formatMonthYear = (day: string, language: Language = 'en'): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(INTL_LOCALES[language], { month: 'short', year: 'numeric', timeZone: 'UTC' });

/*
 * The back office's dates (back-office.md §9): US English, long form, with hour and minute where a time
 * is shown. A timestamp is shown in the reader's time zone; a YYYY-MM-DD value, where no time is shown,
 * is that calendar day, its long form written without Intl like the en-GB days above.
 */

/**
 * What a missing or unreadable value shows (`null` lets the caller choose its own words). Without it, a
 * missing value shows nothing and an unreadable one shows as it came, so bad data is seen, not hidden.
 */
type DateFallback<E extends string | null> = { empty?: E };

type DateValue = string | null | undefined;

const LONG_DATE = { year: 'numeric', month: 'long', day: 'numeric' } as const;
const HOUR_MINUTE = { hour: 'numeric', minute: '2-digit' } as const;

function writeDate<E extends string | null>(value: DateValue, format: Intl.DateTimeFormatOptions, options: DateFallback<E>): string | E {
  const fallback = (written: string) => ('empty' in options ? (options.empty as E) : written);
  if (!value) return fallback('');
  const day = format.hour === undefined && value.length === 10 ? calendarDay(value) : null;
  if (day && format === LONG_DATE) return `${MONTH_NAMES[day.month - 1]} ${day.day}, ${day.year}`;
  const date = day ? new Date(Date.UTC(day.year, day.month - 1, day.day, 12)) : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback(value);
  return date.toLocaleString('en-US', day ? { ...format, timeZone: 'UTC' } : format);
}

/** One form of date; the caller's fallback, when given, is what a missing or unreadable value returns. */
type DateForm<Extra = object> = <E extends string | null = string>(value: DateValue, options?: DateFallback<E> & Extra) => string | NoInfer<E>;

/** "March 4, 2026"; with a weekday, "Wednesday, March 4, 2026" or "Wed, March 4, 2026". */
export const formatStaffDate: DateForm<{ weekday?: 'long' | 'short' }> = (value, options = {}) =>
  writeDate(value, options.weekday ? { weekday: options.weekday, ...LONG_DATE } : LONG_DATE, options);

/** "March 4, 2026 at 2:05 PM". */
export const formatStaffDateTime: DateForm = (value, options = {}) => writeDate(value, { ...LONG_DATE, ...HOUR_MINUTE }, options);

/** "Mar 4, 2026", for dense tables. */
export const formatStaffShortDate: DateForm = (value, options = {}) => writeDate(value, { ...LONG_DATE, month: 'short' }, options);

/** "Mar 4, 2026, 2:05 PM", for dense tables. */
export const formatStaffShortDateTime: DateForm = (value, options = {}) => writeDate(value, { ...LONG_DATE, month: 'short', ...HOUR_MINUTE }, options);

/** "Mar 4": a day of a month already named around it. */
export const formatStaffShortDay: DateForm = (value, options = {}) => writeDate(value, { month: 'short', day: 'numeric' }, options);

/** "2:05 PM". */
export const formatStaffTime: DateForm = (value, options = {}) => writeDate(value, HOUR_MINUTE, options);

/*
 * The back-office header's last login (accounts.md §2).
 */

/** Whole calendar days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The calendar day `days` after `day` (YYYY-MM-DD); before it when negative. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const time = (date: Date) => date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * The header's last login (accounts.md §2): Today, Yesterday or Tomorrow plus a 12-hour time,
 * otherwise day and month plus the time; an unparsable value shows Invalid date.
 */
export function formatLastLogin(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return 'Invalid date';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  const days = Math.round((dayStart(date) - dayStart(now)) / 86_400_000);
  const label =
    days === 0 ? 'Today' : days === -1 ? 'Yesterday' : days === 1 ? 'Tomorrow' : date.toLocaleDateString('en-US', { day: 'numeric', month: 'short' });
  return `${label}, ${time(date)}`;
}
