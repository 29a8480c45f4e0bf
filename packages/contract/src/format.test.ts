import { describe, expect, it } from 'vitest';
import { countOf, formatDate, formatDateTime, groupDigits, pluralize, unitsText } from './format.ts';

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

  it('gives the empty text for a missing or unreadable value', () => {
    expect(formatDate('2026-02-30')).toBe('—');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('', 'Never')).toBe('Never');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour London time', () => {
    expect(formatDateTime('2026-11-25T14:05:00Z')).toBe('25 November 2026, 14:05');
    expect(formatDateTime('2026-07-01T08:00:00Z')).toBe('1 July 2026, 09:00');
  });
});

describe('groupDigits', () => {
  it('groups whole numbers as toLocaleString(en-GB) does, and leaves fractions to it', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, -1, -1234, -1_234_567, Number.MAX_SAFE_INTEGER, 1.5, 1234.5678, Number.NaN])
      expect(groupDigits(value), String(value)).toBe(value.toLocaleString('en-GB'));
  });
});

describe('pluralize', () => {
  it('picks one or other by the English plural rules', () => {
    expect(pluralize(1, { one: 'unit', other: 'units' })).toBe('unit');
    expect(pluralize(0, { one: 'unit', other: 'units' })).toBe('units');
    for (const count of [0, 1, 1.5, 2, 21, -1]) expect(pluralize(count, { one: 'one', other: 'other' })).toBe(new Intl.PluralRules('en-GB').select(count));
    expect(unitsText(1)).toBe('1 unit');
    expect(unitsText(2)).toBe('2 units');
    expect(countOf(1200, { one: 'photo', other: 'photos' })).toBe('1,200 photos');
  });
});
