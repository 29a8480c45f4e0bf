import { CONTACT_DATE_RANGES, CONTACT_STATUS_FILTERS, type ContactDateRange, type ContactStatusFilter } from '@app/contract';

/** The inbox filters live in the URL query, so browser back from a message returns to the same list. */
export type InboxFilters = { status: ContactStatusFilter; range: ContactDateRange; search: string; page: number };

export function readFilters(params: URLSearchParams): InboxFilters {
  const status = params.get('status');
  const range = params.get('range');
  const page = Number(params.get('page'));
  return {
    status: (CONTACT_STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as ContactStatusFilter) : 'all',
    range: (CONTACT_DATE_RANGES as readonly string[]).includes(range ?? '') ? (range as ContactDateRange) : 'all',
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Only the values that differ from the defaults, so the plain list keeps a plain URL. */
export function writeFilters(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.range !== 'all') params.set('range', filters.range);
  if (filters.search) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const hasActiveFilters = (filters: InboxFilters) => filters.status !== 'all' || filters.range !== 'all' || filters.search !== '';

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
