import { expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { capitalReceived } from '@app/contract';
import { investments } from '../../db/schema/investing.ts';
import { signInAs, useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';
import { ledgerOf } from './service.ts';

const t = useTestApp({ seed: true, roles: [] });

it('seeds the ledger each demo investment’s status implies, so the books check on the demo data is clean', async () => {
  const rows = await t.app.db
    .select()
    .from(investments)
    .where(inArray(investments.status, ['awaiting_payment', 'active', 'matured', 'paid_out']));
  for (const row of rows) {
    const { sums, totals } = await ledgerOf(t.app.db, row.id);
    const amount = row.units * row.amountPerUnit;
    if (row.status === 'awaiting_payment') {
      // The partial payment staff see on the demo data.
      expect(capitalReceived(sums)).toBeGreaterThan(0);
      expect(capitalReceived(sums)).toBeLessThan(amount);
      continue;
    }
    expect(capitalReceived(sums), row.reference).toBe(amount);
    if (row.status !== 'active') expect(totals.profit, row.reference).toBe(row.actualProfit);
    if (row.status === 'paid_out') expect(totals.balance, row.reference).toBe(0);
  }
  const { headers } = await signInAs(t.app, 'admin');
  const run = await call(t.app, { method: 'POST', url: '/ledger/books-check', headers, body: {} });
  expect(run.status).toBe(201);
  expect(run.body.data.differences).toEqual([]);
  expect(run.body.message).toBe('Books check ran: the books are clean');
});
