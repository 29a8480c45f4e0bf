/**
 * One CSV cell: quoted when it holds a comma, quote or line break; leading =+-@ neutralised for
 * spreadsheets, except a plain negative number (a loss), which no spreadsheet runs as a formula.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvColumn<T> = readonly [header: string, read: (row: T) => unknown];

/** The header line of a CSV (RFC 4180, CRLF line end). */
export const csvHeader = <T>(columns: readonly CsvColumn<T>[]) => `${columns.map(([header]) => csvCell(header)).join(',')}\r\n`;

/** One row's line of a CSV, for exports written a batch at a time. */
export const csvRow = <T>(columns: readonly CsvColumn<T>[], row: T) => `${columns.map(([, read]) => csvCell(read(row))).join(',')}\r\n`;

/** Rows as CSV (RFC 4180, CRLF line ends), one column per [header, read] pair. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvHeader(columns) + rows.map((row) => csvRow(columns, row)).join('');
}
