import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatShortDate, formatShortDateTime, formatShortDay, formatTime } from './dates';

describe('back-office dates', () => {
  it('writes a calendar day as en-US long form, as Intl does, without Intl', () => {
    const us = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const day of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-11-30', '2026-12-31'])
      expect(formatDate(day), day).toBe(us.format(new Date(`${day}T12:00:00Z`)));
  });

  it('writes a calendar day with its weekday, or as a short day of the month', () => {
    expect(formatDate('2026-03-04', { weekday: 'long' })).toBe('Wednesday, March 4, 2026');
    expect(formatDate('2026-03-04', { weekday: 'short' })).toBe('Wed, March 4, 2026');
    expect(formatShortDay('2026-03-04')).toBe('Mar 4');
  });

  it('writes a timestamp with hour and minute, long or short', () => {
    expect(formatDateTime('2026-03-04T14:05:00')).toBe('March 4, 2026 at 2:05 PM');
    expect(formatShortDateTime('2026-03-04T14:05:00')).toBe('Mar 4, 2026, 2:05 PM');
    expect(formatShortDate('2026-03-04T14:05:00')).toBe('Mar 4, 2026');
    expect(formatDate('2026-03-04T14:05:00')).toBe('March 4, 2026');
    expect(formatTime('2026-03-04T14:05:00')).toBe('2:05 PM');
  });

  it('leaves an empty value empty and an unreadable one as it came', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('shows the chosen fallback for a missing or unreadable value', () => {
    expect(formatDateTime(null, { empty: null })).toBeNull();
    expect(formatDateTime('nonsense', { empty: null })).toBeNull();
    expect(formatDateTime('nonsense', { empty: 'Invalid date' })).toBe('Invalid date');
    expect(formatTime('', { empty: '' })).toBe('');
    expect(formatShortDate(undefined, { empty: 'Never' })).toBe('Never');
  });
});
