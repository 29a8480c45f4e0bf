import { calendarDay, MONTH_NAMES } from '@app/contract';

/**
 * Dates in US English long form (back-office.md §9), with hour and minute where a time is shown. A
 * deadline (a YYYY-MM-DD day) is written without Intl, so the public career pages load no ICU data
 * while they hydrate (contract format.ts says why).
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = value.length === 10 ? calendarDay(value) : null;
  if (day) return `${MONTH_NAMES[day.month - 1]} ${day.day}, ${day.year}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
