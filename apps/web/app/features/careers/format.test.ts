import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('careers formatDate', () => {
  it('writes a deadline day as en-US long form, as Intl does, without Intl', () => {
    const us = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const day of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-11-30', '2026-12-31'])
      expect(formatDate(day), day).toBe(us.format(new Date(`${day}T12:00:00Z`)));
  });

  it('leaves an empty value empty and an unreadable one as it came', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
