import type { ContactDateRange, ContactStatusFilter } from '@app/contract';

/** The inbox filters live in the URL query, so browser back from a message returns to the same list. */
export type InboxFilters = { status: ContactStatusFilter; range: ContactDateRange; search: string; page: number };

/** Dates in US English long form with hour and minute (back-office.md §9). */
export const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Invalid date'
    : date.toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
};

export const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
};

export const formatTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
};
