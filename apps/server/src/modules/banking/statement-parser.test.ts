import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bankMappingSchema, type BankMappingInput } from '@app/contract';
import { balancesOfLines, looksLikeOfx, parseCsvStatement, parseOfxStatement, parseStatementAmount, parseStatementDate } from './statement-parser.ts';

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
    // A CSV export names neither the account nor the currency.
    const unstated = { balance: null, currency: null, payerName: null };
    expect(parsed).toEqual({
      ok: true,
      account: null,
      currency: null,
      lines: [
        { line: 2, account: 'Barclays', date: '2026-01-05', description: 'J SMITH BBV-2026-00001', amount: 100_000, ...unstated },
        { line: 3, account: 'Barclays', date: '2026-01-06', description: 'OFFICE SUPPLIES LTD', amount: -2_550, ...unstated },
        { line: 4, account: 'Barclays', date: '2026-01-07', description: 'A KHAN bbv 2026 00002 thanks', amount: 250_000, ...unstated },
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
    expect(looksLikeOfx(fixture('statement-v2.ofx'))).toBe(true);
    expect(looksLikeOfx('\uFEFF  <ofx>')).toBe(true);
    expect(looksLikeOfx(fixture('hsbc.csv'))).toBe(false);
    expect(looksLikeOfx('<?xml version="1.0"?><html>')).toBe(false);
    const parsed = parseOfxStatement(fixture('statement.ofx'));
    const account = 'ofx:203206:12345678';
    expect(parsed).toEqual({
      ok: true,
      account: { bankId: '203206', accountId: '12345678' },
      currency: 'GBP',
      ledgerBalance: { amount: 1_097_450, date: '2026-01-10' },
      availableBalance: null,
      lines: [
        {
          ...{ line: 1, account, date: '2026-01-05', description: 'J SMITH BBV-2026-00001', amount: 100_000, balance: null },
          ...{ currency: 'GBP', payerName: 'J SMITH', fitId: 'A1', transactionType: 'CREDIT' },
        },
        {
          ...{ line: 2, account, date: '2026-01-06', description: 'STATIONERS LTD', amount: -2_550, balance: null },
          ...{ currency: 'GBP', payerName: 'STATIONERS LTD', fitId: 'A2', transactionType: 'DEBIT' },
        },
      ],
    });
    expect(parseOfxStatement('not an ofx file')).toEqual({ ok: false, errors: [{ line: 0, message: 'The file is not an OFX bank statement.' }] });
  });

  it('reads OFX 2 (XML): closed leaves, a payee aggregate, entities, comments, a line in its own currency', () => {
    const parsed = parseOfxStatement(fixture('statement-v2.ofx'));
    expect(parsed).toMatchObject({
      ok: true,
      account: { bankId: '400515', accountId: '87654321' },
      currency: 'GBP',
      ledgerBalance: { amount: 1_267_450, date: '2026-01-10' },
      availableBalance: { amount: 1_250_000, date: '2026-01-10' },
      lines: [
        {
          line: 1,
          account: 'ofx:400515:87654321',
          date: '2026-01-05',
          description: 'Khan & Sons BBV-2026-00003',
          amount: 150_000,
          currency: 'GBP',
          payerName: 'Khan & Sons',
        },
        { line: 2, date: '2026-01-07', description: 'M. Dupont', amount: 20_000, currency: 'EUR', payerName: 'M. Dupont', transactionType: 'XFER' },
      ],
    });
  });

  it('reads a credit card statement, and an SGML leaf left empty', () => {
    expect(parseOfxStatement(fixture('card.ofx'))).toMatchObject({
      ok: true,
      account: { bankId: null, accountId: '4929000000006' },
      lines: [{ account: 'ofx::4929000000006', date: '2026-01-04', description: 'FARM SUPPLIES', amount: -1_200, payerName: 'FARM SUPPLIES' }],
    });
    const emptyMemo = fixture('statement.ofx').replace('<FITID>A2<NAME>STATIONERS LTD', '<FITID>A2<MEMO><NAME>STATIONERS LTD');
    expect(parseOfxStatement(emptyMemo)).toMatchObject({ ok: true, lines: [{}, { description: 'STATIONERS LTD', payerName: 'STATIONERS LTD' }] });
  });

  it('refuses an OFX file whose lines or currency cannot be read, naming them', () => {
    const broken = fixture('statement.ofx').replace('<DTPOSTED>20260106', '<DTPOSTED>20260231').replace('<TRNAMT>1000.00', '<TRNAMT>1.000,00');
    expect(parseOfxStatement(broken)).toEqual({
      ok: false,
      errors: [
        { line: 1, message: '“1.000,00” is not an amount' },
        { line: 2, message: '“20260231” is not a date in the format YYYYMMDD' },
      ],
    });
    expect(parseOfxStatement(fixture('statement.ofx').replace('<CURDEF>GBP', '<CURDEF>POUNDS'))).toEqual({
      ok: false,
      errors: [{ line: 0, message: '“POUNDS” is not a currency code' }],
    });
    // Cut short inside an aggregate: not a statement, rather than the lines read so far.
    const cut = fixture('statement.ofx');
    expect(parseOfxStatement(cut.slice(0, cut.indexOf('</BANKTRANLIST>'))).ok).toBe(false);
    expect(parseOfxStatement(fixture('statement.ofx').replace(/<STMTTRN>[^\n]*\n/g, ''))).toEqual({
      ok: false,
      errors: [{ line: 0, message: 'The statement has no transactions.' }],
    });
  });

  it('refuses the OFX file built to make the old SGML-to-XML rewrite backtrack for seconds, at once', () => {
    // 282 bytes: ofx-js took 8.5 s of the event loop over its 27-letter tag name (issue 45).
    expect(parseOfxStatement(fixture('hostile.ofx'))).toEqual({ ok: false, errors: [{ line: 0, message: 'The file is not an OFX bank statement.' }] });
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

describe('balancesOfLines', () => {
  const line = (date: string, amount: number, balance: number | null) => ({ date, amount, balance });

  it('reads the opening and closing balance from a running balance, oldest or newest first', () => {
    const oldestFirst = [line('2026-01-01', 1_000, 11_000), line('2026-01-02', -500, 10_500), line('2026-01-02', 200, 10_700)];
    expect(balancesOfLines(oldestFirst)).toEqual({ opening: 10_000, closing: 10_700 });
    expect(balancesOfLines([...oldestFirst].reverse())).toEqual({ opening: 10_000, closing: 10_700 });
    // One line: either order says the same.
    expect(balancesOfLines([line('2026-01-01', -300, 700)])).toEqual({ opening: 1_000, closing: 700 });
  });

  it('goes by the dates when the running balance does not follow from the amounts, and states nothing without a balance on every line', () => {
    expect(balancesOfLines([line('2026-01-03', 100, 5_000), line('2026-01-01', 100, 9_000)])).toEqual({ opening: 8_900, closing: 5_000 });
    expect(balancesOfLines([line('2026-01-01', 100, 5_000), line('2026-01-02', 100, null)])).toEqual({ opening: null, closing: null });
    expect(balancesOfLines([])).toEqual({ opening: null, closing: null });
  });
});
