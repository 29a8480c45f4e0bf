import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_MESSAGES, type ReorderItem } from '@app/contract';
import type { Db } from '../db/client.ts';
import { badRequest } from './http.ts';

export type OrderedTable = PgTable & { id: AnyPgColumn; order: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * The one reorder rule: the list must name every row of the table exactly once (a partial list is
 * refused, 400, nothing changes); the rows are then numbered 1..n in the order the client gave (by
 * its `order`, then list position). Runs in the caller's transaction; returns the ids in order.
 */
export async function reorderRows(tx: Db, table: OrderedTable, items: ReorderItem[]): Promise<string[]> {
  const rows = await tx.select({ id: table.id }).from(table);
  const existing = new Set(rows.map((row) => row.id as string));
  const given = items.map((item) => item._id);
  const unique = new Set(given);
  if (unique.size !== given.length || unique.size !== existing.size || given.some((id) => !existing.has(id))) {
    throw badRequest(CONTENT_MESSAGES.reorderMismatch, { _: CONTENT_MESSAGES.reorderMismatch });
  }
  const sorted = items.map((item, index) => ({ ...item, index })).sort((a, b) => Number(a.order) - Number(b.order) || a.index - b.index);
  for (const [position, item] of sorted.entries()) {
    await tx.execute(
      sql`UPDATE ${table} SET ${sql.identifier(table.order.name)} = ${position + 1}, ${sql.identifier(table.updatedAt.name)} = now() WHERE ${table.id} = ${item._id}`,
    );
  }
  return sorted.map((item) => item._id);
}
