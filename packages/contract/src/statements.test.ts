import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isProvisionalTaxYear, provisionalNote, statementTaxYears, taxYearDays, taxYearLabel, taxYearOf, zakatHolding } from './statements.ts';

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

describe('provisional tax-year statements', () => {
  it('is provisional up to and including 5 April after the year, London time', () => {
    expect(isProvisionalTaxYear(2025, new Date('2026-04-05T22:30:00Z'))).toBe(true);
    expect(isProvisionalTaxYear(2025, new Date('2026-04-05T23:30:00Z'))).toBe(false);
    expect(isProvisionalTaxYear(2026, new Date('2026-12-07T12:00:00Z'))).toBe(true);
    expect(provisionalNote(2026)).toContain('ends on 5 April 2027');
  });
});

const KINDS = ['payment', 'profit', 'loss', 'payout', 'refund'] as const;
const entryArb = fc.record({
  kind: fc.constantFrom(...KINDS),
  pence: fc.integer({ min: 1, max: 5_000_000 }),
  day: fc.integer({ min: 1, max: 28 }),
});
const SIGN = { payment: 1, profit: 1, loss: -1, payout: -1, refund: -1 } as const;

describe('zakat holding', () => {
  it('capital + profit is the balance of the entries to the day; profit is never negative; pence stay integers', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 30 }), fc.integer({ min: 1, max: 28 }), (raw, upTo) => {
        const entries = raw.map((item, index) => ({
          id: String(index),
          kind: item.kind,
          amount: SIGN[item.kind] * item.pence,
          reversesId: null,
          valueDate: `2026-05-${String(item.day).padStart(2, '0')}`,
          createdAt: `2026-05-01T00:00:${String(index).padStart(2, '0')}Z`,
        }));
        const day = `2026-05-${String(upTo).padStart(2, '0')}`;
        const held = zakatHolding(entries, day);
        const balance = entries.filter((entry) => entry.valueDate <= day).reduce((sum, entry) => sum + entry.amount, 0);
        expect(held.total).toBe(balance);
        expect(held.capital + held.profit).toBe(held.total);
        expect(held.profit).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(held.capital) && Number.isInteger(held.profit)).toBe(true);
      }),
    );
  });

  it('takes a payout from profit first, a loss beyond profit from capital, and folds a correction into its kind', () => {
    const at = (id: string, kind: (typeof KINDS)[number] | 'reversal', amount: number, valueDate: string, reversesId: string | null = null) => ({
      id,
      kind,
      amount,
      reversesId,
      valueDate,
      createdAt: `${valueDate}T10:00:00Z`,
    });
    const entries = [
      at('a', 'payment', 100_000, '2026-01-01'),
      at('b', 'profit', 17_001, '2026-02-01'),
      at('c', 'payout', -10_000, '2026-03-01'),
      at('d', 'reversal', -1, '2026-03-02', 'b'),
      at('e', 'loss', -20_000, '2026-04-01'),
    ];
    expect(zakatHolding(entries, '2025-12-31')).toEqual({ capital: 0, profit: 0, total: 0 });
    expect(zakatHolding(entries, '2026-02-01')).toEqual({ capital: 100_000, profit: 17_001, total: 117_001 });
    expect(zakatHolding(entries, '2026-03-01')).toEqual({ capital: 100_000, profit: 7_001, total: 107_001 });
    expect(zakatHolding(entries, '2026-03-02')).toEqual({ capital: 100_000, profit: 7_000, total: 107_000 });
    expect(zakatHolding(entries, '2026-04-01')).toEqual({ capital: 87_000, profit: 0, total: 87_000 });
  });
});
