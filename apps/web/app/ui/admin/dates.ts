import { calendarDay, MONTH_NAMES } from '@app/contract';

/*
 * The back office's dates (back-office.md §9): US English, long form, with hour and minute where a time
 * is shown. A timestamp is shown in the reader's time zone; a YYYY-MM-DD value, where no time is shown,
 * is that calendar day. The long form of such a day is written without Intl, so the public career pages
 * that show deadlines load no ICU data while they hydrate (contract format.ts says why).
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
export const formatDate: DateForm<{ weekday?: 'long' | 'short' }> = (value, options = {}) =>
  writeDate(value, options.weekday ? { weekday: options.weekday, ...LONG_DATE } : LONG_DATE, options);

/** "March 4, 2026 at 2:05 PM". */
export const formatDateTime: DateForm = (value, options = {}) => writeDate(value, { ...LONG_DATE, ...HOUR_MINUTE }, options);

/** "Mar 4, 2026", for dense tables. */
export const formatShortDate: DateForm = (value, options = {}) => writeDate(value, { ...LONG_DATE, month: 'short' }, options);

/** "Mar 4, 2026, 2:05 PM", for dense tables. */
export const formatShortDateTime: DateForm = (value, options = {}) => writeDate(value, { ...LONG_DATE, month: 'short', ...HOUR_MINUTE }, options);

/** "Mar 4": a day of a month already named around it. */
export const formatShortDay: DateForm = (value, options = {}) => writeDate(value, { month: 'short', day: 'numeric' }, options);

/** "2:05 PM". */
export const formatTime: DateForm = (value, options = {}) => writeDate(value, HOUR_MINUTE, options);
