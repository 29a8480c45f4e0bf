import { investmentAmount } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { InvestmentRow } from '../../db/schema/investments.ts';
import type { Actor } from '../../platform/activity.ts';
import { ledgerSumsOf, recordLedgerEntry, totalsOfSums } from './service.ts';

/**
 * The entries an investment's status implies, for investments recorded before the ledger was kept
 * (the demo data, older databases): the payment of its amount once active, its profit or loss
 * once matured, the payout of what is held once paid out. Only what is missing is recorded, so
 * running it twice adds nothing.
 */
export async function recordOpeningLedger(db: Db, row: InvestmentRow, actor: Actor, reason: string): Promise<void> {
  if (row.status !== 'active' && row.status !== 'matured' && row.status !== 'paid_out') return;
  const sums = await ledgerSumsOf(db, row.id);
  const amount = investmentAmount(row);
  const paid = sums.payment + sums.refund;
  const today = new Date().toISOString().slice(0, 10);
  if (paid < amount) {
    await recordLedgerEntry(
      db,
      { investmentId: row.id, kind: 'payment', amount: amount - paid, valueDate: row.startedAt ?? today, source: 'staff', reason },
      actor,
    );
  }
  const profit = row.status === 'active' ? 0 : (row.actualProfit ?? 0);
  const credited = sums.profit + sums.loss;
  if (profit !== credited) {
    const missing = profit - credited;
    await recordLedgerEntry(
      db,
      {
        investmentId: row.id,
        kind: missing > 0 ? 'profit' : 'loss',
        amount: Math.abs(missing),
        valueDate: row.maturedAt?.toISOString().slice(0, 10) ?? today,
        source: 'cycle_close',
        sourceId: row.cycleId,
      },
      actor,
    );
  }
  if (row.status === 'paid_out') {
    const held = totalsOfSums(await ledgerSumsOf(db, row.id)).balance;
    if (held > 0)
      await recordLedgerEntry(db, { investmentId: row.id, kind: 'payout', amount: held, valueDate: row.paidAt ?? today, source: 'staff', reason }, actor);
  }
}
