import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ledgerTotals } from '@app/contract';
import { investments } from '../../db/schema/investments.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { ledgerOf, ledgerTotalsOf, recordLedgerEntry, reverseLedgerEntry } from './service.ts';

const staff = { id: null, name: 'Test staff' };

describe('ledger', () => {
  let t: TestApp;
  let investmentId: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const [investment] = await t.app.db.select({ id: investments.id }).from(investments).limit(1);
    investmentId = investment!.id;
  });
  afterAll(() => t.close());

  it('records signed entries and folds a reversal into the kind it cancels', async () => {
    const before = (await ledgerOf(t.app.db, investmentId)).totals;
    const payment = await recordLedgerEntry(
      t.app.db,
      { investmentId, kind: 'payment', amount: 50_000, valueDate: '2026-01-05', source: 'staff', reason: 'Transfer seen on the statement' },
      staff,
    );
    expect(payment.amount).toBe(50_000);
    const payout = await recordLedgerEntry(
      t.app.db,
      { investmentId, kind: 'payout', amount: 1_000, valueDate: '2026-01-06', source: 'staff', reason: 'Test payout' },
      staff,
    );
    expect(payout.amount).toBe(-1_000);
    const reversal = await reverseLedgerEntry(t.app.db, payout.id, 'Sent twice by mistake', '2026-01-07', staff);
    expect(reversal).toMatchObject({ kind: 'reversal', amount: 1_000, reversesId: payout.id });

    const { entries, totals } = await ledgerOf(t.app.db, investmentId);
    expect(entries.find((entry) => entry.id === payout.id)?.reversedById).toBe(reversal.id);
    expect(totals).toEqual({ paidIn: before.paidIn + 50_000, profit: before.profit, paidOut: before.paidOut, balance: before.balance + 50_000 });
    expect((await ledgerTotalsOf(t.app.db, [investmentId])).get(investmentId)).toEqual(totals);
  });

  it('reverses an entry once, and never a correction', async () => {
    const refund = await recordLedgerEntry(
      t.app.db,
      { investmentId, kind: 'refund', amount: 200, valueDate: '2026-02-01', source: 'staff', reason: 'Overpaid' },
      staff,
    );
    const reversal = await reverseLedgerEntry(t.app.db, refund.id, 'Wrong investment', '2026-02-02', staff);
    await expect(reverseLedgerEntry(t.app.db, refund.id, 'Again', '2026-02-02', staff)).rejects.toMatchObject({ statusCode: 409 });
    await expect(reverseLedgerEntry(t.app.db, reversal.id, 'Undo', '2026-02-02', staff)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('keeps entries permanent: the database refuses updates and deletes', async () => {
    const entry = await recordLedgerEntry(
      t.app.db,
      { investmentId, kind: 'payment', amount: 300, valueDate: '2026-03-01', source: 'staff', reason: 'Test' },
      staff,
    );
    await expect(t.app.db.update(ledgerEntries).set({ amountPence: 1 }).where(eq(ledgerEntries.id, entry.id))).rejects.toThrow();
    await expect(t.app.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry.id))).rejects.toThrow();
    const [row] = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entry.id));
    expect(row?.amountPence).toBe(300);
  });

  it('refuses what the rules forbid: staff entries without a reason, a payout with a positive sign', async () => {
    await expect(
      recordLedgerEntry(t.app.db, { investmentId, kind: 'payment', amount: 100, valueDate: '2026-03-01', source: 'staff' }, staff),
    ).rejects.toThrow();
    await expect(
      recordLedgerEntry(t.app.db, { investmentId, kind: 'payment', amount: -100, valueDate: '2026-03-01', source: 'staff', reason: 'x' }, staff),
    ).rejects.toThrow(RangeError);
    await expect(
      t.app.db.execute(
        sql`INSERT INTO ledger_entries (investment_id, kind, amount_pence, value_date, source) VALUES (${investmentId}, 'payout', 100, '2026-03-01', 'cycle_close')`,
      ),
    ).rejects.toThrow();
  });
});

describe('ledgerTotals', () => {
  it('counts profit net of losses and payouts and refunds as paid out', () => {
    const totals = ledgerTotals([
      { id: 'a', kind: 'payment', amount: 100_000, reversesId: null },
      { id: 'b', kind: 'profit', amount: 12_000, reversesId: null },
      { id: 'c', kind: 'loss', amount: -2_000, reversesId: null },
      { id: 'd', kind: 'payout', amount: -110_000, reversesId: null },
      { id: 'e', kind: 'reversal', amount: 2_000, reversesId: 'c' },
    ]);
    expect(totals).toEqual({ paidIn: 100_000, profit: 12_000, paidOut: 110_000, balance: 2_000 });
  });
});
