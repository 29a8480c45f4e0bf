import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { capitalReceived, investmentAmount } from '@app/contract';
import type { Db } from '../db/client.ts';
import { investments } from '../db/schema/investments.ts';
import { recordOpeningLedger } from '../modules/ledger/opening.ts';
import { call } from './http.ts';
import { ledgerSumsOf, recordLedgerEntry, totalsOfSums } from '../modules/ledger/service.ts';

/**
 * The one way tests put money in the ledger before a move that needs it: "active" needs the
 * amount paid in, "paid out" needs everything held paid out. Entries are recorded as staff
 * would, with a reason.
 */

const tester = { id: null, name: 'Test staff' };

async function investmentOf(db: Db, investmentId: string) {
  const [row] = await db.select().from(investments).where(eq(investments.id, investmentId));
  if (!row) throw new Error(`no investment ${investmentId}`);
  return row;
}

/** Records the payment still missing for the investment's amount (nothing when paid in full). */
export async function payInFull(db: Db, investmentId: string, valueDate = '2026-01-05') {
  const row = await investmentOf(db, investmentId);
  const missing = investmentAmount(row) - capitalReceived(await ledgerSumsOf(db, investmentId));
  if (missing > 0) await recordLedgerEntry(db, { investmentId, kind: 'payment', amount: missing, valueDate, source: 'staff', reason: 'Test payment' }, tester);
}

/** Records the payout of everything the ledger holds for the investment. */
export async function payOutInFull(db: Db, investmentId: string, valueDate = '2026-02-20') {
  const held = totalsOfSums(await ledgerSumsOf(db, investmentId)).balance;
  if (held > 0) await recordLedgerEntry(db, { investmentId, kind: 'payout', amount: held, valueDate, source: 'staff', reason: 'Test payout' }, tester);
}

/** For rows a test inserts with a status directly: the entries that status implies. */
export async function ledgerAsStatusImplies(db: Db, investmentIds: readonly string[]) {
  for (const id of investmentIds) await recordOpeningLedger(db, await investmentOf(db, id), tester, 'Test opening balance');
}

/** One of our bank accounts through the API, as an admin adds it: statements are imported into one. */
export async function addBankAccount(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown> = {}): Promise<string> {
  const res = await call(app, {
    method: 'POST',
    url: '/ledger/bank-accounts',
    headers,
    body: { name: 'Current account', sortCode: '04-00-04', accountNumber: '12345678', currency: 'GBP', ...body },
  });
  if (res.status !== 201) throw new Error(`bank account not added: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/** A bank's CSV layout through the API, as an admin saves it: a date, a description and one signed amount column. */
export async function addBankMapping(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown> = {}): Promise<string> {
  const res = await call(app, {
    method: 'POST',
    url: '/ledger/bank-mappings',
    headers,
    body: { name: 'Simple bank', dateColumn: 'Date', dateFormat: 'DD/MM/YYYY', descriptionColumn: 'Description', amountColumn: 'Amount', ...body },
  });
  if (res.status !== 201) throw new Error(`bank layout not added: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}
