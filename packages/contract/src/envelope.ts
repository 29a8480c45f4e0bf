/** Field errors keyed by field name, carried by validation failures (400) of the response envelope. */
export type FieldErrors = Record<string, string>;

/** `totalIsEstimate`: the total (and so `pages`) is the database's estimate, shown as "about N". */
export type Pagination = { page: number; pages: number; total: number; limit?: number; totalIsEstimate?: true };
