import { USER_LIST_PAGE_SIZES } from '@app/contract';

export const LIST_PAGE_SIZE_KEY = 'pref:userListPageSize';

/** The staff member's preferred page size for the users list on this device (10 by default). */
export function readListPageSize(): number {
  if (typeof window === 'undefined') return 10;
  const stored = Number(window.localStorage.getItem(LIST_PAGE_SIZE_KEY));
  return (USER_LIST_PAGE_SIZES as readonly number[]).includes(stored) ? stored : 10;
}
