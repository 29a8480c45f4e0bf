import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as dates from './dates.ts';

const { formatDate, formatDateTime, formatLastLogin, formatMonthYear } = dates;
const { formatStaffDate, formatStaffDateTime, formatStaffShortDate, formatStaffShortDateTime, formatStaffShortDay, formatStaffTime } = dates;

describe('formatDate', () => {
  it('writes a day in en-GB words', () => {
    expect(formatDate('2026-11-25')).toBe('25 November 2026');
    expect(formatDate('2026-01-01')).toBe('1 January 2026');
  });

  it('reads a timestamp in London time, not the machine’s', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('31 December 2026');
  });

  it('writes every calendar day as Intl writes it in London', () => {
    const london = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
    for (let day = new Date(Date.UTC(2024, 0, 1)); day.getUTCFullYear() < 2026; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(london.format(new Date(`${iso}T12:00:00Z`)));
    }
  });

  it('writes every calendar day and timestamp in Bengali as bn-BD’s Intl writes it in London', () => {
    expect(formatDate('2026-11-25', '—', 'bn')).toBe('২৫ নভেম্বর, ২০২৬');
    const london = new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (at) => {
        const iso = at.toISOString().slice(0, 10);
        expect(formatDate(iso, '—', 'bn'), iso).toBe(london.format(new Date(`${iso}T12:00:00Z`)));
        expect(formatDate(at, '—', 'bn')).toBe(london.format(at));
      }),
    );
  });

  it('gives the empty text for a missing or unreadable value', () => {
    expect(formatDate('2026-02-30')).toBe('—');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('', 'Never')).toBe('Never');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('writes the Bengali date and 24-hour London time in Bengali digits', () => {
    expect(formatDateTime('2026-11-25T14:05:00Z', '—', 'bn')).toBe('২৫ নভেম্বর, ২০২৬, ১৪:০৫');
    expect(formatDateTime(null, 'কখনও না', 'bn')).toBe('কখনও না');
  });

  it('adds the 24-hour London time', () => {
    const written = {
      '2026-11-25T14:05:00Z': '25 November 2026, 14:05',
      '2026-07-01T08:00:00Z': '1 July 2026, 09:00',
      // The issue's own example: an evening in December (GMT), as the active-sessions list shows it.
      '2026-12-06T18:36:00.000Z': '6 December 2026, 18:36',
    };
    for (const [at, words] of Object.entries(written)) expect(formatDateTime(at), at).toBe(words);
  });

  it('shows a bare day at no time of its own, and the caller’s words for a missing value', () => {
    expect(formatDateTime('2026-01-15')).toBe('15 January 2026, 12:00');
    expect(formatDateTime(null, 'unknown')).toBe('unknown');
    expect(formatDateTime('nonsense')).toBe('—');
  });
});

describe('formatMonthYear', () => {
  it('writes a month for a chart axis', () => {
    expect(formatMonthYear('2026-03-01')).toBe('Mar 2026');
    expect(formatMonthYear('2026-11-01', 'bn')).toBe('নভে ২০২৬');
  });
});

describe('back-office dates', () => {
  it('writes a calendar day as en-US long form, as Intl does, without Intl', () => {
    const us = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const day of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-11-30', '2026-12-31'])
      expect(formatStaffDate(day), day).toBe(us.format(new Date(`${day}T12:00:00Z`)));
  });

  it('writes a calendar day with its weekday, or as a short day of the month', () => {
    expect(formatStaffDate('2026-03-04', { weekday: 'long' })).toBe('Wednesday, March 4, 2026');
    expect(formatStaffDate('2026-03-04', { weekday: 'short' })).toBe('Wed, March 4, 2026');
    expect(formatStaffShortDay('2026-03-04')).toBe('Mar 4');
  });

  it('writes a timestamp with hour and minute, long or short', () => {
    expect(formatStaffDateTime('2026-03-04T14:05:00')).toBe('March 4, 2026 at 2:05 PM');
    expect(formatStaffShortDateTime('2026-03-04T14:05:00')).toBe('Mar 4, 2026, 2:05 PM');
    expect(formatStaffShortDate('2026-03-04T14:05:00')).toBe('Mar 4, 2026');
    expect(formatStaffDate('2026-03-04T14:05:00')).toBe('March 4, 2026');
    expect(formatStaffTime('2026-03-04T14:05:00')).toBe('2:05 PM');
  });

  it('leaves an empty value empty and an unreadable one as it came', () => {
    expect(formatStaffDate(null)).toBe('');
    expect(formatStaffDate('not a date')).toBe('not a date');
  });

  it('shows the chosen fallback for a missing or unreadable value', () => {
    expect(formatStaffDateTime(null, { empty: null })).toBeNull();
    expect(formatStaffDateTime('nonsense', { empty: null })).toBeNull();
    expect(formatStaffDateTime('nonsense', { empty: 'Invalid date' })).toBe('Invalid date');
    expect(formatStaffTime('', { empty: '' })).toBe('');
    expect(formatStaffShortDate(undefined, { empty: 'Never' })).toBe('Never');
  });
});

const now = new Date(2026, 2, 15, 12, 0);

describe('formatLastLogin (accounts.md §2)', () => {
  it('says Today, Yesterday and Tomorrow with a 12-hour time', () => {
    expect(formatLastLogin(new Date(2026, 2, 15, 15, 5), now)).toBe('Today, 3:05 PM');
    expect(formatLastLogin(new Date(2026, 2, 14, 9, 30), now)).toBe('Yesterday, 9:30 AM');
    expect(formatLastLogin(new Date(2026, 2, 16, 0, 10), now)).toBe('Tomorrow, 12:10 AM');
  });

  it('shows day and month otherwise', () => {
    expect(formatLastLogin(new Date(2026, 0, 3, 18, 45).toISOString(), now)).toBe('Jan 3, 6:45 PM');
  });

  it('says Invalid date for unparsable values', () => {
    expect(formatLastLogin('not a date', now)).toBe('Invalid date');
    expect(formatLastLogin(null, now)).toBe('Invalid date');
  });
});
