/** Field errors keyed by field name, carried by validation failures (400) of the response envelope. */
export type FieldErrors = Record<string, string>;

import { z } from 'zod';

/**
 * Where a list page stands, as every paginated answer carries it beside `data`.
 * `totalIsEstimate`: the total (and so `pages`) is the database's estimate, shown as "about N".
 */
export const paginationSchema = z.object({
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  limit: z.number().int().optional(),
  totalIsEstimate: z.literal(true).optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The fields of a paginated answer (its OpenAPI `response`): one page of `view` and where it stands. */
export const pagedResponse = <View extends z.ZodType>(view: View) => ({ data: z.array(view), pagination: paginationSchema });
