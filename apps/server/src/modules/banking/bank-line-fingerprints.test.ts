import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bankAccounts, bankLines, bankStatements } from '../../db/schema/bank-statements.ts';
import { useTestApp } from '../../testing/app.ts';
import { lineFingerprints } from './bank-statements.ts';

const t = useTestApp({ roles: [] });

/** The statement of migration 0261 that gave the lines imported before accounts existed their fingerprints. */
const recompute = (() => {
  const file = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/0261_bank_accounts.sql'), 'utf8');
  return file.slice(file.indexOf('WITH keyed'), file.indexOf('FROM keyed k WHERE k.id = l.id;') + 'FROM keyed k WHERE k.id = l.id;'.length);
})();

it('fingerprints lines in SQL (migration 0261) exactly as an import does, so a migrated line is recognised when imported again', async () => {
  const [account] = await t.app.db.insert(bankAccounts).values({ name: 'Main account', currency: 'GBP' }).returning();
  // Two real identical payments on one day: the same line but for its place in the file.
  const payment = {
    account: 'x',
    date: '2026-03-01',
    description: 'FP bbv 2026 00042  Ms A. Investor',
    amount: 50_000,
    balance: null,
    currency: null,
    payerName: null,
  };
  const lines = [
    { ...payment, line: 2 },
    { ...payment, line: 3 },
    { line: 4, account: 'x', date: '2026-03-02', description: ' Café "quoted" \\ charge ', amount: -120, balance: null, currency: null, payerName: null },
  ];
  const printed = lineFingerprints(account!.id, lines);
  const [statement] = await t.app.db
    .insert(bankStatements)
    .values({ filename: 'old.csv', format: 'csv', bankAccountId: account!.id, lineCount: 3, duplicateCount: 0 })
    .returning();
  await t.app.db.insert(bankLines).values(
    printed.map((line, index) => ({
      statementId: statement!.id,
      fingerprint: `before-${index}`,
      account: line.account,
      lineNumber: line.line,
      valueDate: line.date,
      description: line.description,
      amountPence: line.amount,
    })),
  );
  await t.app.db.execute(sql.raw(recompute));
  const stored = await t.app.db.select().from(bankLines).where(eq(bankLines.statementId, statement!.id)).orderBy(bankLines.lineNumber);
  expect(stored.map((row) => row.fingerprint)).toEqual(printed.map((line) => line.fingerprint));
  expect(new Set(printed.map((line) => line.fingerprint)).size).toBe(3);
});
