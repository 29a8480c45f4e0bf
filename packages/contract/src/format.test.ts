import { describe, expect, it } from 'vitest';
import { countOf, formatDate, formatDateTime, pluralize, unitsText } from './format.ts';

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

  it('gives the empty text for a missing or unreadable value', () => {
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

describe('pluralize', () => {
  it('picks one or other by the English plural rules', () => {
    expect(pluralize(1, { one: 'unit', other: 'units' })).toBe('unit');
    expect(pluralize(0, { one: 'unit', other: 'units' })).toBe('units');
    expect(unitsText(1)).toBe('1 unit');
    expect(unitsText(2)).toBe('2 units');
    expect(countOf(1200, { one: 'photo', other: 'photos' })).toBe('1,200 photos');
  });
});
