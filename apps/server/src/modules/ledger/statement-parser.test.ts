import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bankMappingSchema, type BankMappingInput } from '@app/contract';
import { looksLikeOfx, parseCsvStatement, parseOfxStatement, parseStatementAmount, parseStatementDate } from './statement-parser.ts';

const fixture = (name: string) => fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');
const mapping = (input: BankMappingInput) => bankMappingSchema.parse(input);

const BARCLAYS = mapping({ name: 'Barclays', dateColumn: 'Date', dateFormat: 'DD/MM/YYYY', descriptionColumn: 'Memo', amountColumn: 'Amount' });
const HSBC = mapping({
  name: 'HSBC',
  dateColumn: 'Date',
  dateFormat: 'YYYY-MM-DD',
  descriptionColumn: 'Description',
  creditColumn: 'Paid in',
  debitColumn: 'Paid out',
  balanceColumn: 'Balance',
});
const MONZO = mapping({ name: 'Monzo', dateColumn: 'Date', dateFormat: 'DD MMM YYYY', descriptionColumn: 'Description', amountColumn: 'Amount' });
const SIMPLE = mapping({ name: 'Simple', dateColumn: 'Date', dateFormat: 'DD/MM/YYYY', descriptionColumn: 'Description', amountColumn: 'Amount' });

describe('statement parser', () => {
  it('reads a Barclays-like export: one signed amount column, thousands separators', () => {
    const parsed = parseCsvStatement(fixture('barclays.csv'), BARCLAYS, 'Barclays');
    expect(parsed).toEqual({
      ok: true,
      lines: [
        { line: 2, account: 'Barclays', date: '2026-01-05', description: 'J SMITH BBV-2026-00001', amount: 100_000, balance: null },
        { line: 3, account: 'Barclays', date: '2026-01-06', description: 'OFFICE SUPPLIES LTD', amount: -2_550, balance: null },
        { line: 4, account: 'Barclays', date: '2026-01-07', description: 'A KHAN bbv 2026 00002 thanks', amount: 250_000, balance: null },
      ],
    });
  });

  it('reads an HSBC-like export: separate paid in / paid out columns and a balance', () => {
    const parsed = parseCsvStatement(fixture('hsbc.csv'), HSBC, 'HSBC');
    if (!parsed.ok) throw new Error('expected lines');
    expect(parsed.lines.map((line) => [line.date, line.amount, line.balance])).toEqual([
      ['2026-01-05', 100_000, 1_100_000],
      ['2026-01-06', -2_550, 1_097_450],
      ['2026-01-07', 75_000, 1_172_450],
    ]);
  });

  it('reads a Monzo-like export: month names, pound signs, a debit in brackets', () => {
    const parsed = parseCsvStatement(fixture('monzo.csv'), MONZO, 'Monzo');
    if (!parsed.ok) throw new Error('expected lines');
    expect(parsed.lines.map((line) => [line.date, line.amount, line.description])).toEqual([
      ['2026-01-05', 100_000, 'BBV-2026-00001'],
      ['2026-01-06', -2_550, 'Stationers Ltd'],
      ['2026-01-08', 50_000, 'ref bbv-2026-00004'],
    ]);
  });

  it('reads an OFX statement with its account', () => {
    expect(looksLikeOfx(fixture('statement.ofx'))).toBe(true);
    expect(looksLikeOfx(fixture('hsbc.csv'))).toBe(false);
    const parsed = parseOfxStatement(fixture('statement.ofx'));
    expect(parsed).toEqual({
      ok: true,
      lines: [
        { line: 1, account: 'ofx:203206:12345678', date: '2026-01-05', description: 'J SMITH BBV-2026-00001', amount: 100_000, balance: null },
        { line: 2, account: 'ofx:203206:12345678', date: '2026-01-06', description: 'STATIONERS LTD', amount: -2_550, balance: null },
      ],
    });
    expect(parseOfxStatement('not an ofx file').ok).toBe(false);
  });

  it.each([
    ['date', 'bad-dates.csv', ['“31/02/2026” is not a date in the format DD/MM/YYYY', '“2026-01-07” is not a date in the format DD/MM/YYYY']],
    ['amount', 'bad-amounts.csv', ['“ten pounds” is not an amount', '“12.345” is not an amount']],
  ])('refuses the whole file with one error per bad %s', (_value, file, [third, fourth]) => {
    expect(parseCsvStatement(fixture(file), SIMPLE, 'x')).toEqual({
      ok: false,
      errors: [
        { line: 3, message: third },
        { line: 4, message: fourth },
      ],
    });
  });

  it('names a missing column, and broken CSV, instead of guessing', () => {
    const parsed = parseCsvStatement(fixture('hsbc.csv'), BARCLAYS, 'x');
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { line: 1, message: 'The file has no column “Memo”' },
        { line: 1, message: 'The file has no column “Amount”' },
      ],
    });
    const broken = parseCsvStatement('Date,Description,Amount\n05/01/2026,"unclosed,1.00\n', SIMPLE, 'x');
    expect(broken.ok).toBe(false);
  });

  it('reads amounts and dates the way banks write them', () => {
    expect(parseStatementAmount('1,234.56')).toBe(123_456);
    expect(parseStatementAmount('-£12')).toBe(-1_200);
    expect(parseStatementAmount('£-12.5')).toBe(-1_250);
    expect(parseStatementAmount('(3.00)')).toBe(-300);
    expect(parseStatementAmount('')).toBeNull();
    expect(parseStatementAmount('1,23.00')).toBeUndefined();
    expect(parseStatementDate('5/1/2026', 'DD/MM/YYYY')).toBe('2026-01-05');
    expect(parseStatementDate('01/05/2026', 'MM/DD/YYYY')).toBe('2026-01-05');
    expect(parseStatementDate('05-01-2026', 'DD-MM-YYYY')).toBe('2026-01-05');
    expect(parseStatementDate('05 Foo 2026', 'DD MMM YYYY')).toBeNull();
  });
});
