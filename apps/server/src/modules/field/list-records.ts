import { inArray, sql } from 'drizzle-orm';
import { fieldRecordsQuery, type FieldRecord, type Pagination } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { fieldRecords } from '../../db/schema/field.ts';
import type { SignedInActor } from '../../platform/activity.ts';
import { parse } from '../../platform/http.ts';
import { pageOffset, paginationOf } from '../../platform/pagination.ts';
import { assignedCycle, recordView } from './views.ts';

/**
 * GET /field/records?cycleId=: the officer's records of one of their cycles, the latest version of
 * each with its review (a record sent back shows the staff's comment), newest received first.
 */
export async function listOwnRecords(db: Db, officer: SignedInActor, query: unknown): Promise<{ data: FieldRecord[]; pagination: Pagination }> {
  const request = parse(fieldRecordsQuery, query);
  await assignedCycle(db, officer.id, request.cycleId);
  const own = sql`cycle_id = ${request.cycleId} AND officer_id = ${officer.id}`;
  const latest = sql`SELECT DISTINCT ON (record_id) id, received_at FROM ${fieldRecords} WHERE ${own} ORDER BY record_id, version DESC`;
  const [page, total] = await Promise.all([
    db.execute(sql`SELECT id FROM (${latest}) AS latest ORDER BY received_at DESC, id DESC LIMIT ${request.limit} OFFSET ${pageOffset(request)}`),
    db.execute(sql`SELECT count(DISTINCT record_id)::int AS n FROM ${fieldRecords} WHERE ${own}`),
  ]);
  const ids = rowsOf<{ id: string }>(page).map((row) => row.id);
  const rows = ids.length ? await db.select().from(fieldRecords).where(inArray(fieldRecords.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { data: ids.map((id) => recordView(byId.get(id)!)), pagination: paginationOf(request, rowsOf<{ n: number }>(total)[0]?.n ?? 0) };
}
