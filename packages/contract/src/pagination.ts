import { z } from 'zod';
import { groupDigits } from './format.ts';

/**
 * Page and page size of every paginated list, declared once. A page size over the maximum is
 * refused (400) rather than clamped, so a caller never silently gets fewer rows than it asked for.
 */
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;

export const PAGINATION_MESSAGES = {
  page: `Page must be a whole number from 1 to ${MAX_PAGE}`,
  limit: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
} as const;

/** A blank or absent value takes the default; anything else must be a whole number in range. */
const wholeNumberParam = (fallback: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : value),
    z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message }).default(fallback),
  );

/** `page` and `limit` of a list query; `defaultLimit` is the list's own page size. */
export const pageQuery = (defaultLimit: number) => ({
  page: wholeNumberParam(1, MAX_PAGE, PAGINATION_MESSAGES.page),
  limit: wholeNumberParam(defaultLimit, MAX_PAGE_SIZE, PAGINATION_MESSAGES.limit),
});

/** A list's total (or page count) as a screen says it: "about 300,000" when the database estimated it. */
export const countLabel = (count: number, estimate?: boolean) => (estimate ? `about ${groupDigits(count)}` : String(count));
