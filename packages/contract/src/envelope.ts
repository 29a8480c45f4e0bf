/** Field errors keyed by field name, carried by validation failures (400) of the response envelope. */
export type FieldErrors = Record<string, string>;

export type Pagination = { page: number; pages: number; total: number; limit?: number };
