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

/** Rows as CSV (RFC 4180, CRLF line ends), one column per [header, read] pair. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map(([header]) => csvCell(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, read]) => csvCell(read(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
