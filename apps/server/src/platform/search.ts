import { ilike, or, sql, type Column, type SQL } from 'drizzle-orm';

/** A search box's words as an ILIKE pattern that matches them anywhere: %, _ and \ match themselves. */
export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows where any of `columns` holds the search box's words: the staff lists' one search field. */
export function matchesSearch(search: string, columns: [Column | SQL, ...(Column | SQL)[]]): SQL {
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column, pattern)))!;
}

/**
 * The rows whose `key` is among the ids each of `sides` finds for the search box's words, when the
 * searched columns lie in two tables. One side per table, joined by UNION, so each is read from its
 * own trigram indexes (0097_trigram_search.sql): an OR across the join would read every row.
 */
export function matchesSearchAcrossTables(search: string, key: Column, sides: (pattern: string) => [SQL, SQL, ...SQL[]]): SQL {
  return sql`${key} IN (${sql.join(sides(likePattern(search)), sql` UNION `)})`;
}
