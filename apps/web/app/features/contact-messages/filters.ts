import type { ContactDateRange, ContactStatusFilter } from '@app/contract';

/** The inbox filters live in the URL query, so browser back from a message returns to the same list. */
export type InboxFilters = { status: ContactStatusFilter; range: ContactDateRange; search: string; page: number };
