import type { Pagination } from '@app/contract';

/** A page request as every list query schema parses it. */
export type PageRequest = { page: number; limit: number };

/** Rows to skip before the requested page (pages count from 1). */
export function pageOffset({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

/** The `pagination` extra of a list answer; an empty list still has one page. */
export function paginationOf({ page, limit }: PageRequest, total: number | string): Pagination {
  const count = Number(total);
  return { page, limit, pages: Math.max(1, Math.ceil(count / limit)), total: count };
}
