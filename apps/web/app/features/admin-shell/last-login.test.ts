import { describe, expect, it } from 'vitest';
import { formatLastLogin } from './last-login';

const now = new Date(2026, 2, 15, 12, 0);

describe('formatLastLogin', () => {
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
