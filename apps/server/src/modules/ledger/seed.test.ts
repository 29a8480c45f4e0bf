import { expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { capitalReceived, type BankLine } from '@app/contract';
import { investments } from '../../db/schema/investments.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
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

  // The money came through the bank: every payment from a confirmed statement line, the payout from a sent batch.
  const entries = await t.app.db.select().from(ledgerEntries);
  expect(entries.filter((entry) => entry.kind === 'payment').every((entry) => entry.source === 'bank_line')).toBe(true);
  expect(entries.filter((entry) => entry.kind === 'payout').every((entry) => entry.source === 'payout_batch')).toBe(true);
  expect(entries.some((entry) => entry.kind === 'payout')).toBe(true);
  const batches = await call(t.app, { method: 'GET', url: '/ledger/payout-batches', headers });
  expect(batches.body.data).toEqual([expect.objectContaining({ status: 'sent', count: 1 })]);
  // What waits on the latest statement: a transfer paid twice, one naming no investment, a bank fee.
  const open = await call(t.app, { method: 'GET', url: '/ledger/bank-lines', headers });
  expect(open.body.data.map((line: BankLine) => line.proposal)).toEqual(['already_paid', 'unknown_reference', null]);
  const ignored = await call(t.app, { method: 'GET', url: '/ledger/bank-lines?status=ignored', headers });
  expect(ignored.body.data).toHaveLength(1);
  // A matured investment is ready for a batch: its investor has a payout account past the hold.
  const candidates = await call(t.app, { method: 'GET', url: '/ledger/payout-candidates', headers });
  expect(candidates.body.data).toEqual([expect.objectContaining({ problem: null })]);

  const run = await call(t.app, { method: 'POST', url: '/ledger/books-check', headers, body: {} });
  expect(run.status).toBe(201);
  expect(run.body.data.differences).toEqual([]);
  expect(run.body.message).toBe('Books check ran: the books are clean');
});
