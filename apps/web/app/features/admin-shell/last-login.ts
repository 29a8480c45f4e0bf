const time = (date: Date) => date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * The header's last login (accounts.md §2): Today, Yesterday or Tomorrow plus a 12-hour time,
 * otherwise day and month plus the time; an unparsable value shows Invalid date.
 */
export function formatLastLogin(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return 'Invalid date';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  const days = Math.round((dayStart(date) - dayStart(now)) / 86_400_000);
  const label =
    days === 0 ? 'Today' : days === -1 ? 'Yesterday' : days === 1 ? 'Tomorrow' : date.toLocaleDateString('en-US', { day: 'numeric', month: 'short' });
  return `${label}, ${time(date)}`;
}
