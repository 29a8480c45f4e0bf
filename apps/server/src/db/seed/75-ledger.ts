import type { FastifyInstance } from 'fastify';
import { asc, inArray } from 'drizzle-orm';
import { investments } from '../schema/investing.ts';
import { recordOpeningLedger } from '../../modules/ledger/opening.ts';
import { recordLedgerEntry } from '../../modules/ledger/service.ts';

/**
 * The demo investments' money: every active, matured or paid-out investment gets the payment,
 * profit or loss and payout its status implies, through the ledger's own service, so the books
 * check on the demo data is clean. One request awaiting payment has half its transfer in, so
 * staff see a partial payment. Runs after the investments and before the cycles.
 */
export async function seed(app: FastifyInstance) {
  const rows = await app.db
    .select()
    .from(investments)
    .where(inArray(investments.status, ['awaiting_payment', 'active', 'matured', 'paid_out']))
    .orderBy(asc(investments.requestedAt));
  const team = { id: null, name: 'Operations team' };
  const partly = rows.find((row) => row.status === 'awaiting_payment');
  if (partly) {
    const half = Math.floor((partly.units * partly.amountPerUnit) / 200) * 100;
    const valueDate = partly.updatedAt.toISOString().slice(0, 10);
    const reason = 'First of two transfers, as the investor told us on the phone';
    if (half > 0) await recordLedgerEntry(app.db, { investmentId: partly.id, kind: 'payment', amount: half, valueDate, source: 'staff', reason }, team);
  }
  for (const row of rows) await recordOpeningLedger(app.db, row, team, 'Bank transfer seen on the statement');
}
