import { and, asc, eq } from 'drizzle-orm';
import { type FieldTotals } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { fieldRecords, isLatest } from '../../db/schema/field.ts';

/**
 * The records' totals a close is checked against: the latest version of each record, except those
 * sent back (counted apart: their figures wait for the officer's answer). Here, below the field
 * domain, because the close reads them inside its own transaction.
 */
export async function fieldTotals(db: Db | Tx, cycleId: string): Promise<FieldTotals> {
  const rows = await db
    .select({ kind: fieldRecords.kind, status: fieldRecords.reviewStatus, animals: fieldRecords.animalCount, poisha: fieldRecords.amountPoisha })
    .from(fieldRecords)
    .where(and(eq(fieldRecords.cycleId, cycleId), isLatest))
    .orderBy(asc(fieldRecords.receivedAt));
  const totals: FieldTotals = { deaths: 0, animalsSold: 0, salesPoisha: 0, feedPoisha: 0, vetPoisha: 0, returned: 0 };
  for (const row of rows) {
    if (row.status === 'returned') totals.returned += 1;
    else if (row.kind === 'death') totals.deaths += row.animals ?? 0;
    else if (row.kind === 'sale') {
      totals.animalsSold += row.animals ?? 0;
      totals.salesPoisha += row.poisha ?? 0;
    } else if (row.kind === 'feed') totals.feedPoisha += row.poisha ?? 0;
    else if (row.kind === 'vet') totals.vetPoisha += row.poisha ?? 0;
  }
  return totals;
}
