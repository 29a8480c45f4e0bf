import { toCsv, type CsvColumn, type UserView } from '@app/contract';
import { roleLabel, roleOf, statusLabel } from './format';

export { csvCell } from '@app/contract';

const COLUMNS: CsvColumn<UserView>[] = [
  ['Name', (u) => u.name],
  ['Email', (u) => u.email],
  ['Phone', (u) => u.phone],
  ['Role', (u) => roleLabel(roleOf(u))],
  ['Status', (u) => statusLabel(u.userStatus)],
  ['Verified', (u) => (u.isVerified ? 'Yes' : 'No')],
  ['Customer Type', (u) => u.customerType],
  ['Department', (u) => u.department],
  ['Designation', (u) => u.designation],
  ['Employee ID', (u) => u.employeeId],
  ['Last Login', (u) => u.lastLogin],
  ['Created', (u) => u.createdAt],
];

/** The users list as CSV (RFC 4180, CRLF line ends). */
export const usersToCsv = (users: UserView[]) => toCsv(COLUMNS, users);

/** Starts a browser download of `text`; CSV gets a BOM so spreadsheet programs read it as UTF-8. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const parts = type.startsWith('text/csv') ? ['\ufeff', text] : [text];
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
