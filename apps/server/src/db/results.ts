/**
 * Reading what the drivers give back. PGlite and node-postgres agree on `{ rows }` for raw SQL, and
 * both (wrapped by drizzle) carry the SQLSTATE somewhere down an error's `cause` chain.
 */

/** The rows of a raw `db.execute(sql...)` result. */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/**
 * The rows of a raw `db.execute(sql...)` result, taken out of it, for reads of many rows in turn
 * (exports). With `query_timeout` set, node-postgres keeps each finished query, and so the result
 * it built, reachable until the next full collection: rows left in it outlive the young generation
 * and pile up in the old one (a 300,000-row export grew the heap 100-250 MB; taken out, they die young).
 */
export function takeRows<T = Record<string, unknown>>(result: unknown): T[] {
  const rows = rowsOf<T>(result);
  (result as { rows?: T[] }).rows = [];
  return rows;
}

/** The errors of a failure: the error and its causes, at most a few levels (never a cycle). */
export function* causes(error: unknown) {
  let current = error as { cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = current.cause as typeof current;
  }
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE (or socket error code) of a database failure, wherever the driver or drizzle put it. */
export function databaseErrorCode(error: unknown): string | null {
  for (const item of causes(error)) {
    if (typeof item.code === 'string' && (SQLSTATE.test(item.code) || item.code.startsWith('E'))) return item.code;
  }
  return null;
}

export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => databaseErrorCode(error) === '23503';
