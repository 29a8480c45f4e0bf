import { describe, expect, it } from 'vitest';
import { statementTaxYears, taxYearDays, taxYearLabel, taxYearOf } from './statements.ts';

describe('UK tax year', () => {
  it('runs from 6 April to 5 April, both days included', () => {
    expect(taxYearOf('2026-04-05')).toBe(2025);
    expect(taxYearOf('2026-04-06')).toBe(2026);
    expect(taxYearOf('2026-01-01')).toBe(2025);
    expect(taxYearOf('2026-12-31')).toBe(2026);
    expect(taxYearDays(2025)).toEqual({ from: '2025-04-06', to: '2026-04-05' });
  });

  it('reads a moment as its London day', () => {
    // 23:30 UTC on 5 April is 00:30 on 6 April in London (summer time).
    expect(taxYearOf(new Date('2026-04-05T23:30:00Z'))).toBe(2026);
    expect(taxYearOf(new Date('2026-04-05T22:30:00Z'))).toBe(2025);
  });

  it('names a year by its start and the next year’s last two digits', () => {
    expect(taxYearLabel(2025)).toBe('2025/26');
    expect(taxYearLabel(2099)).toBe('2099/00');
  });

  it('offers the years from the first one to the current, newest first', () => {
    const years = statementTaxYears(new Date('2026-04-06T12:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2020);
    expect(statementTaxYears(new Date('2026-04-05T12:00:00Z'))[0]).toBe(2025);
  });
});
