import { ilike, or, type Column, type SQL } from 'drizzle-orm';

/** A search box's words as an ILIKE pattern that matches them anywhere: %, _ and \ match themselves. */
export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows where any of `columns` holds the search box's words: the staff lists' one search field. */
export function matchesSearch(search: string, columns: [Column | SQL, ...(Column | SQL)[]]): SQL {
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column, pattern)))!;
}
