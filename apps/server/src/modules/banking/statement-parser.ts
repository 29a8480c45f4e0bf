import { parse as parseCsv, CsvError } from 'csv-parse/sync';
import { BANK_STATEMENT_MESSAGES, STATEMENT_MAX_LINES, isRealDate, type StatementDateFormat, type StatementLine, type StatementLineError } from '@app/contract';
import { childAt, readOfx, textAt, type OfxElement } from './ofx.ts';

export { looksLikeOfx } from './ofx.ts';

/**
 * Reads a bank's export into statement lines, all or nothing: any line that cannot be read makes
 * the whole file come back as errors (one per line), so an import never holds half a statement.
 */

/** An OFX line also keeps the bank's own transaction id (FITID) and type (TRNTYPE: CREDIT, DEBIT, XFER...). */
export type ParsedLine = StatementLine & { fitId?: string | null; transactionType?: string | null };

/** A balance the bank states (OFX LEDGERBAL or AVAILBAL): pence, and the day it stood if given. */
export type StatementBalance = { amount: number; date: string | null };

/**
 * A file read whole. `account` is the OFX BANKACCTFROM (CCACCTFROM for a card), `currency` its
 * CURDEF; both null for CSV, which says neither.
 */
export type ParsedStatement =
  | {
      ok: true;
      lines: ParsedLine[];
      account: { bankId: string | null; accountId: string | null } | null;
      currency: string | null;
      ledgerBalance?: StatementBalance | null;
      availableBalance?: StatementBalance | null;
    }
  | { ok: false; errors: StatementLineError[] };

/** The column headings of a bank's CSV layout (a saved mapping); empty ones are not used. */
export type CsvLayout = {
  dateColumn: string;
  dateFormat: StatementDateFormat;
  descriptionColumn: string;
  amountColumn?: string | null;
  creditColumn?: string | null;
  debitColumn?: string | null;
  balanceColumn?: string | null;
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A bank's date in `format` as YYYY-MM-DD, or null when it is not a real date in that format. */
export function parseStatementDate(raw: string, format: StatementDateFormat): string | null {
  const value = raw.trim();
  let parts: RegExpExecArray | null;
  let day: string, month: string, year: string;
  switch (format) {
    case 'DD/MM/YYYY':
    case 'DD-MM-YYYY':
    case 'MM/DD/YYYY': {
      const separator = format === 'DD-MM-YYYY' ? '-' : '/';
      parts = new RegExp(`^(\\d{1,2})${separator}(\\d{1,2})${separator}(\\d{4})$`).exec(value);
      if (!parts) return null;
      [day, month] = format === 'MM/DD/YYYY' ? [parts[2]!, parts[1]!] : [parts[1]!, parts[2]!];
      year = parts[3]!;
      break;
    }
    case 'YYYY-MM-DD':
      parts = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
      if (!parts) return null;
      [year, month, day] = [parts[1]!, parts[2]!, parts[3]!];
      break;
    case 'DD MMM YYYY': {
      parts = /^(\d{1,2})[ -]([A-Za-z]{3})[a-z]*[ -](\d{4})$/.exec(value);
      const index = parts ? MONTHS.indexOf(parts[2]!.toLowerCase()) : -1;
      if (!parts || index < 0) return null;
      [day, month, year] = [parts[1]!, String(index + 1), parts[3]!];
      break;
    }
  }
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isRealDate(date) ? date : null;
}

/**
 * An amount as banks write it ("1,234.56", "-12.00", "£12", "(12.00)" for a debit) in signed pence;
 * null for an empty cell, undefined when it is not an amount.
 */
export function parseStatementAmount(raw: string): number | null | undefined {
  let text = raw.trim();
  if (!text) return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  text = text.replace(/^([+-]?)\s*(£|GBP)\s*/i, '$1');
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, fraction = ''] = text.replace(/,/g, '').split('.');
  const pence = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(pence)) return undefined;
  return negative ? -pence : pence;
}

/** A statement's opening and closing balances in pence, each null when the file does not state it. */
export type StatedBalances = { opening: number | null; closing: number | null };

/**
 * The balances a CSV file's running balance column states: the balance before its first
 * transaction and after its last. Banks list newest first or oldest first; the order is the one
 * whose running balances follow from the amounts, else the one its dates run in. Without a
 * balance on every line, neither is stated.
 */
export function balancesOfLines(lines: readonly Pick<StatementLine, 'date' | 'amount' | 'balance'>[]): StatedBalances {
  if (lines.length === 0 || lines.some((line) => line.balance === null)) return { opening: null, closing: null };
  const balance = (index: number) => lines[index]!.balance!;
  let forward = true;
  let backward = true;
  for (let index = 1; index < lines.length; index++) {
    if (balance(index) !== balance(index - 1) + lines[index]!.amount) forward = false;
    if (balance(index - 1) !== balance(index) + lines[index - 1]!.amount) backward = false;
  }
  const newestFirst = backward && !forward ? true : forward ? false : lines[0]!.date > lines[lines.length - 1]!.date;
  const first = newestFirst ? lines.length - 1 : 0;
  const last = newestFirst ? 0 : lines.length - 1;
  return { opening: balance(first) - lines[first]!.amount, closing: balance(last) };
}

/** What a parsed file states of its balances: a CSV's running balance, an OFX file's closing LEDGERBAL (OFX gives no opening). */
export function statedBalances(parsed: ParsedStatement & { ok: true }): StatedBalances {
  if (parsed.ledgerBalance === undefined) return balancesOfLines(parsed.lines);
  return { opening: null, closing: parsed.ledgerBalance?.amount ?? null };
}

const cellOf = (record: Record<string, string>, heading: string | null | undefined) => (heading ? (record[heading] ?? '') : '');

/** A CSV export read through the bank's saved column mapping. Lines of zero are skipped. */
export function parseCsvStatement(text: string, mapping: CsvLayout, account: string): ParsedStatement {
  let rows: { record: Record<string, string>; info: { lines: number } }[];
  try {
    rows = parseCsv(text, { columns: true, info: true, bom: true, trim: true, skip_empty_lines: true, relax_quotes: false });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      return { ok: false, errors: [{ line, message: error.message.replace(/^[^:]*:\s*/, '') }] };
    }
    throw error;
  }
  if (rows.length === 0) return { ok: false, errors: [{ line: 1, message: BANK_STATEMENT_MESSAGES.empty }] };
  if (rows.length > STATEMENT_MAX_LINES) return { ok: false, errors: [{ line: 0, message: BANK_STATEMENT_MESSAGES.tooManyLines }] };
  const headings = Object.keys(rows[0]!.record);
  const wanted = [mapping.dateColumn, mapping.descriptionColumn, mapping.amountColumn, mapping.creditColumn, mapping.debitColumn, mapping.balanceColumn];
  const missing = wanted.filter((heading): heading is string => !!heading && !headings.includes(heading));
  if (missing.length) return { ok: false, errors: missing.map((heading) => ({ line: 1, message: BANK_STATEMENT_MESSAGES.missingColumn(heading) })) };

  const lines: StatementLine[] = [];
  const errors: StatementLineError[] = [];
  for (const { record, info } of rows) {
    const line = info.lines;
    const before = errors.length;
    const rawDate = cellOf(record, mapping.dateColumn);
    const date = parseStatementDate(rawDate, mapping.dateFormat);
    if (!date) errors.push({ line, message: BANK_STATEMENT_MESSAGES.badDate(rawDate, mapping.dateFormat) });
    const amount = amountOf(record, mapping, line, errors);
    const rawBalance = cellOf(record, mapping.balanceColumn);
    const balance = parseStatementAmount(rawBalance);
    if (balance === undefined) errors.push({ line, message: BANK_STATEMENT_MESSAGES.badAmount(rawBalance) });
    if (errors.length > before || !date || !amount) continue;
    const description = cellOf(record, mapping.descriptionColumn).replace(/\s+/g, ' ');
    lines.push({ line, account, date, description, amount, balance: balance ?? null, currency: null, payerName: null });
  }
  return errors.length ? { ok: false, errors } : { ok: true, lines, account: null, currency: null };
}

/** The signed amount of a row: one signed column, or credit and debit columns (a debit in either sign). */
function amountOf(record: Record<string, string>, mapping: CsvLayout, line: number, errors: StatementLineError[]): number | null {
  if (mapping.amountColumn) {
    const raw = cellOf(record, mapping.amountColumn);
    const amount = parseStatementAmount(raw);
    if (amount === undefined || amount === null) {
      errors.push({ line, message: BANK_STATEMENT_MESSAGES.badAmount(raw) });
      return null;
    }
    return amount;
  }
  const rawCredit = cellOf(record, mapping.creditColumn);
  const rawDebit = cellOf(record, mapping.debitColumn);
  const credit = parseStatementAmount(rawCredit);
  const debit = parseStatementAmount(rawDebit);
  if (credit === undefined) errors.push({ line, message: BANK_STATEMENT_MESSAGES.badAmount(rawCredit) });
  if (debit === undefined) errors.push({ line, message: BANK_STATEMENT_MESSAGES.badAmount(rawDebit) });
  if (credit === undefined || debit === undefined) return null;
  if (credit && debit) {
    errors.push({ line, message: BANK_STATEMENT_MESSAGES.bothAmounts });
    return null;
  }
  if (!credit && !debit) {
    errors.push({ line, message: BANK_STATEMENT_MESSAGES.noAmount });
    return null;
  }
  return credit ? Math.abs(credit) : -Math.abs(debit!);
}

/** An OFX currency (CURDEF, CURSYM) as an upper-case ISO 4217 code; null when absent, undefined when not a code. */
function currencyCode(raw: string | null): string | null | undefined {
  if (raw === null) return null;
  const code = raw.trim().toUpperCase();
  if (code.length !== 3) return undefined;
  for (let index = 0; index < 3; index++) {
    const char = code.charCodeAt(index);
    if (char < 65 || char > 90) return undefined;
  }
  return code;
}

/** An OFX date (YYYYMMDD, then optionally the time and zone) as YYYY-MM-DD, or null. */
function ofxDate(raw: string): string | null {
  const compact = /^(\d{4})(\d{2})(\d{2})/.exec(raw);
  const date = compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : null;
  return date && isRealDate(date) ? date : null;
}

/** A LEDGERBAL or AVAILBAL: its amount in pence and the day it stood, or null when absent or unreadable. */
function balanceOf(element: OfxElement | undefined): StatementBalance | null {
  const amount = parseStatementAmount(textAt(element, 'BALAMT') ?? '');
  if (typeof amount !== 'number') return null;
  return { amount, date: ofxDate(textAt(element, 'DTASOF') ?? '') };
}

/** An OFX (SGML or XML) bank or credit card statement: its transactions, numbered in file order. */
export function parseOfxStatement(text: string): ParsedStatement {
  const ofx = readOfx(text);
  const statement = childAt(ofx, 'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS') ?? childAt(ofx, 'CREDITCARDMSGSRSV1', 'CCSTMTTRNRS', 'CCSTMTRS');
  if (!statement) return { ok: false, errors: [{ line: 0, message: BANK_STATEMENT_MESSAGES.notOfx }] };
  const from = childAt(statement, 'BANKACCTFROM') ?? childAt(statement, 'CCACCTFROM');
  const bankId = textAt(from, 'BANKID');
  const accountId = textAt(from, 'ACCTID');
  const account = `ofx:${bankId ?? ''}:${accountId ?? ''}`;
  const rawCurrency = textAt(statement, 'CURDEF');
  const currency = currencyCode(rawCurrency);
  if (currency === undefined) return { ok: false, errors: [{ line: 0, message: BANK_STATEMENT_MESSAGES.badCurrency(rawCurrency!) }] };
  const transactions = childAt(statement, 'BANKTRANLIST')?.children.filter((child) => child.name === 'STMTTRN') ?? [];
  if (transactions.length === 0) return { ok: false, errors: [{ line: 0, message: BANK_STATEMENT_MESSAGES.empty }] };
  if (transactions.length > STATEMENT_MAX_LINES) return { ok: false, errors: [{ line: 0, message: BANK_STATEMENT_MESSAGES.tooManyLines }] };
  const lines: ParsedLine[] = [];
  const errors: StatementLineError[] = [];
  transactions.forEach((transaction, index) => {
    const line = index + 1;
    const before = errors.length;
    const rawDate = textAt(transaction, 'DTPOSTED') ?? '';
    const date = ofxDate(rawDate);
    if (!date) errors.push({ line, message: BANK_STATEMENT_MESSAGES.badDate(rawDate, 'YYYYMMDD') });
    const rawAmount = textAt(transaction, 'TRNAMT') ?? '';
    const amount = parseStatementAmount(rawAmount);
    if (amount === undefined || amount === null) errors.push({ line, message: BANK_STATEMENT_MESSAGES.badAmount(rawAmount) });
    // A line in another currency than the statement's says so in its own CURRENCY aggregate.
    const rawLineCurrency = textAt(transaction, 'CURRENCY', 'CURSYM');
    const lineCurrency = rawLineCurrency === null ? currency : currencyCode(rawLineCurrency);
    if (lineCurrency === undefined) errors.push({ line, message: BANK_STATEMENT_MESSAGES.badCurrency(rawLineCurrency!) });
    if (errors.length > before || !date || !amount || lineCurrency === undefined) return;
    const payerName = textAt(transaction, 'NAME') ?? textAt(transaction, 'PAYEE', 'NAME');
    const description = [payerName, textAt(transaction, 'MEMO')].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
    lines.push({
      line,
      account,
      date,
      description,
      amount,
      balance: null,
      currency: lineCurrency,
      payerName,
      fitId: textAt(transaction, 'FITID'),
      transactionType: textAt(transaction, 'TRNTYPE')?.toUpperCase() ?? null,
    });
  });
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    lines,
    account: { bankId, accountId },
    currency,
    ledgerBalance: balanceOf(childAt(statement, 'LEDGERBAL')),
    availableBalance: balanceOf(childAt(statement, 'AVAILBAL')),
  };
}
