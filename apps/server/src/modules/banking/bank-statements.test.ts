import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  API_PREFIX,
  BANK_LINES_PAGE_SIZE,
  BANK_STATEMENT_MESSAGES,
  formatMoney,
  MAX_PAGE_SIZE,
  PAGINATION_MESSAGES,
  PAYOUT_BATCH_MESSAGES,
  PAYOUT_BATCHES_PAGE_SIZE,
  PAYOUT_CANDIDATES_PAGE_SIZE,
  type BankLine,
  type InvestmentStatus,
} from '@app/contract';
import { bankLines } from '../../db/schema/bank-statements.ts';
import { payoutAccounts } from '../../db/schema/payouts.ts';
import { investmentEvents, investments } from '../../db/schema/investments.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { activityLog, mailOutbox } from '../../db/schema/platform.ts';
import { anonymousHeaders, signInAs, useTestApp } from '../../testing/app.ts';
import { call, multipartCall } from '../../testing/http.ts';
import { addBankAccount, addBankMapping, ledgerAsStatusImplies } from '../../testing/ledger.ts';
import { ledgerOf } from '../ledger/service.ts';

const fixture = (name: string) => fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;
/** Most steps here are an admin's POST. */
const post = (url: string, body: unknown) => call(t.app, { method: 'POST', url, headers: admin, body });
let investorId: string;
let mappingId: string;
let bankAccountId: string;
let sequence = 0;

beforeAll(async () => {
  investorId = (await signInAs(t.app, 'user', { name: 'Amina Investor' })).user.id;
  mappingId = await addBankMapping(t.app, admin);
  bankAccountId = await addBankAccount(t.app, admin);
});

/** An investment of `pounds` waiting for its transfer, with a reference of its own. */
async function investment(pounds: number, status: InvestmentStatus = 'awaiting_payment', userId = investorId) {
  sequence++;
  const [row] = await t.app.db
    .insert(investments)
    .values({
      reference: `BBV-2099-${String(sequence).padStart(5, '0')}`,
      userId,
      planTitle: 'Broiler cycle',
      amountPerUnit: pounds * 100,
      profitPerUnit: 1_000,
      duration: 6,
      durationUnit: 'Month',
      units: 1,
      status,
    })
    .returning();
  return row!;
}

const csv = (rows: [date: string, description: string, amount: string][]) =>
  Buffer.from(`Date,Description,Amount\n${rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n')}\n`);

const upload = (bytes: Buffer, filename = 'statement.csv', headers = admin, fields: Record<string, string> = { mappingId, bankAccountId }) =>
  multipartCall(t.app, 'POST', '/ledger/bank-statements', headers, { ...fields, file: { name: filename, data: bytes, type: 'text/csv' } });

/** An investor whose UK payout account was given a week ago, past its hold: a batch can pay them now. */
async function payeeWithUkAccount(name: string, sortCode: string, accountNumber: string) {
  const payee = (await signInAs(t.app, 'user', { name })).user.id;
  await t.app.db.insert(payoutAccounts).values({
    userId: payee,
    kind: 'uk',
    holderName: name,
    sortCode,
    accountNumber,
    createdAt: new Date(Date.now() - 7 * 24 * 3600_000),
  });
  return payee;
}

/** A matured investment of `pounds` paid in through the bank, waiting for its payout. */
async function matured(pounds: number, userId: string) {
  const row = await investment(pounds, 'awaiting_payment', userId);
  await upload(csv([[`15/05/2026`, row.reference, `${pounds}.00`]]));
  const line = (await openLines()).find((candidate) => candidate.investment?.id === row.id)!;
  await post('/ledger/bank-lines/confirm', { lineIds: [line.id] });
  await t.app.db.update(investments).set({ status: 'matured', actualProfit: 5_000 }).where(eq(investments.id, row.id));
  return row;
}

async function openLines(): Promise<BankLine[]> {
  const res = await call(t.app, { method: 'GET', url: '/ledger/bank-lines?limit=100', headers: admin });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('bank statement import', () => {
  it('imports a file once: the same file again, and an overlapping file, add only what is new', async () => {
    const statement = csv([
      ['01/03/2026', 'BBV-2098-00001 first', '10.00'],
      ['01/03/2026', 'BBV-2098-00001 first', '10.00'],
      ['02/03/2026', 'BANK CHARGE', '-1.00'],
    ]);
    const first = await upload(statement);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ added: 3, duplicates: 0 });

    const again = await upload(statement);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ data: { id: null, added: 0, duplicates: 3 }, message: 'Nothing new: 3 lines were already imported.' });

    const overlapping = await upload(
      csv([
        ['02/03/2026', 'BANK CHARGE', '-1.00'],
        ['03/03/2026', 'BANK CHARGE', '-1.00'],
      ]),
    );
    expect(overlapping.body.data).toMatchObject({ added: 1, duplicates: 1 });
    const stored = await t.app.db
      .select()
      .from(bankLines)
      .where(inArray(bankLines.description, ['BBV-2098-00001 first', 'BANK CHARGE']));
    expect(stored).toHaveLength(4);
  });

  it('reads OFX without a mapping', async () => {
    const res = await upload(fixture('statement.ofx'), 'statement.ofx', admin, { bankAccountId });
    expect(res.status).toBe(201);
    // OFX states its closing balance (LEDGERBAL) and no opening one.
    expect(res.body.data).toMatchObject({ added: 2, openingBalance: null, closingBalance: 1_097_450 });
  });

  it('refuses a malformed file whole, with its errors by line, and imports nothing', async () => {
    const before = (await t.app.db.select().from(bankLines)).length;
    const res = await upload(fixture('bad-dates.csv'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: 'The statement could not be read: 2 lines have errors. Nothing was imported.',
      lines: [
        { line: 3, message: '“31/02/2026” is not a date in the format DD/MM/YYYY' },
        { line: 4, message: '“2026-01-07” is not a date in the format DD/MM/YYYY' },
      ],
    });
    expect(Object.keys(res.body.errors)).toEqual(['line 3', 'line 4']);
    expect((await t.app.db.select().from(bankLines)).length).toBe(before);
  });

  it('refuses what is not a statement: no file, no mapping, a binary file, a wrong name, too large', async () => {
    expect((await multipartCall(t.app, 'POST', '/ledger/bank-statements', admin, { mappingId })).status).toBe(400);
    const noMapping = await upload(fixture('hsbc.csv'), 'x.csv', admin, { bankAccountId });
    expect(noMapping).toMatchObject({ status: 400, body: { message: 'Please choose the bank this CSV file comes from' } });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload(png, 'x.csv')).body.message).toBe('Only .csv and .ofx statement files are accepted.');
    expect((await upload(fixture('hsbc.csv'), 'x.exe')).status).toBe(400);
    const large = Buffer.alloc(2 * 1024 * 1024 + 10, 'a');
    expect((await upload(large)).body.message).toBe('The statement file is larger than 2 MB.');
    const json = await post('/ledger/bank-statements', {});
    expect(json.status).toBe(400);
  });

  it('refuses a bad mapping with its message', async () => {
    const res = await post('/ledger/bank-mappings', {
      name: 'No amounts',
      dateColumn: 'Date',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 'Memo',
      creditColumn: 'In',
    });
    expect(res).toMatchObject({ status: 400, body: { errors: { amountColumn: 'Please enter the amount column, or both the credit and debit columns' } } });
  });
});

describe('matching and confirming', () => {
  it('proposes each kind and confirms in bulk: payments recorded, fully paid investments active, mails queued', async () => {
    const exact = await investment(1_000);
    const partial = await investment(2_000);
    const over = await investment(500, 'requested');
    const paid = await investment(300, 'active');
    await upload(
      csv([
        ['05/04/2026', `FP ${exact.reference.toLowerCase().replaceAll('-', ' ')} A INVESTOR`, '1,000.00'],
        ['05/04/2026', `${partial.reference}`, '500.00'],
        ['06/04/2026', `REF ${over.reference.replaceAll('-', '')}`, '600.00'],
        ['06/04/2026', `${paid.reference}`, '300.00'],
        ['07/04/2026', 'BBV-2099-99999', '50.00'],
      ]),
    );
    const lines = await openLines();
    const kindOf = (description: (line: BankLine) => boolean) => lines.find(description)?.proposal;
    expect(kindOf((line) => line.investment?.id === exact.id)).toBe('exact');
    expect(kindOf((line) => line.investment?.id === partial.id)).toBe('partial');
    expect(kindOf((line) => line.investment?.id === over.id)).toBe('overpaid');
    expect(kindOf((line) => line.investment?.id === paid.id)).toBe('already_paid');
    expect(kindOf((line) => line.description === 'BBV-2099-99999')).toBe('unknown_reference');

    const chosen = lines.filter((line) => [exact.id, partial.id, over.id].includes(line.investment?.id ?? ''));
    const outboxBefore = (await t.app.db.select().from(mailOutbox)).length;
    const res = await post('/ledger/bank-lines/confirm', { lineIds: chosen.map((line) => line.id) });
    expect(res).toMatchObject({ status: 200, body: { message: '3 payments recorded.' } });

    const status = async (id: string) => (await t.app.db.select().from(investments).where(eq(investments.id, id)))[0]!;
    expect(await status(exact.id)).toMatchObject({ status: 'active', startedAt: '2026-04-05' });
    expect(await status(partial.id)).toMatchObject({ status: 'awaiting_payment', startedAt: null });
    expect(await status(over.id)).toMatchObject({ status: 'active', startedAt: '2026-04-06' });
    expect((await ledgerOf(t.app.db, exact.id)).totals.paidIn).toBe(100_000);
    expect((await ledgerOf(t.app.db, partial.id)).totals.paidIn).toBe(50_000);
    const entry = (await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.investmentId, exact.id)))[0]!;
    expect(entry).toMatchObject({ source: 'bank_line', sourceId: chosen.find((line) => line.investment?.id === exact.id)!.id });
    const mails = (await t.app.db.select().from(mailOutbox)).slice(outboxBefore);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([`${exact.reference}: Active`, `${over.reference}: Active`]);
    const activity = await t.app.db.select().from(activityLog).where(eq(activityLog.entityId, exact.id));
    expect(activity.map((row) => row.summary)).toEqual(expect.arrayContaining([`Moved investment ${exact.reference} to Active: started 5 April 2026`]));

    // The rest of the partial payment arrives: exact now, and confirming it activates.
    await upload(csv([['10/04/2026', partial.reference, '1500.00']]));
    const rest = (await openLines()).find((line) => line.investment?.id === partial.id && line.amount === 150_000)!;
    expect(rest).toMatchObject({ proposal: 'exact', due: 150_000 });
    await post('/ledger/bank-lines/confirm', { lineIds: [rest.id] });
    expect(await status(partial.id)).toMatchObject({ status: 'active', startedAt: '2026-04-10' });
  });

  it('confirms all or nothing: a line without an investment refuses the whole request', async () => {
    const waiting = await investment(100);
    await upload(
      csv([
        ['11/04/2026', waiting.reference, '100.00'],
        ['11/04/2026', 'NO REFERENCE AT ALL', '100.00'],
      ]),
    );
    const lines = (await openLines()).filter((line) => line.date === '2026-04-11');
    const res = await post('/ledger/bank-lines/confirm', { lineIds: lines.map((line) => line.id) });
    expect(res).toMatchObject({ status: 409, body: { message: 'Line “NO REFERENCE AT ALL” has no investment to pay: assign it or mark it ignored.' } });
    expect((await ledgerOf(t.app.db, waiting.id)).entries).toHaveLength(0);
    expect((await t.app.db.select().from(investments).where(eq(investments.id, waiting.id)))[0]!.status).toBe('awaiting_payment');

    // Staff assign the unmatched line by hand (then it is an ordinary proposal) and ignore a charge.
    const loose = lines.find((line) => line.description === 'NO REFERENCE AT ALL')!;
    const other = await investment(100);
    const assigned = await post(`/ledger/bank-lines/${loose.id}/assign`, { reference: other.reference.toLowerCase() });
    expect(assigned.status).toBe(200);
    expect((await openLines()).find((line) => line.id === loose.id)).toMatchObject({ proposal: 'exact', investment: { id: other.id } });
    expect((await post(`/ledger/bank-lines/${loose.id}/assign`, { reference: 'BBV-1999-00001' })).status).toBe(400);

    const charge = (await openLines()).find((line) => line.description === 'BANK CHARGE')!;
    expect((await post(`/ledger/bank-lines/${charge.id}/ignore`, { reason: ' ' })).status).toBe(400);
    expect((await post(`/ledger/bank-lines/${charge.id}/ignore`, { reason: 'Bank charge' })).status).toBe(200);
    expect((await post(`/ledger/bank-lines/${charge.id}/ignore`, { reason: 'Again' })).status).toBe(409);
    const ignored = await call(t.app, { method: 'GET', url: '/ledger/bank-lines?status=ignored', headers: admin });
    expect(ignored.body.data.find((line: BankLine) => line.id === charge.id)).toMatchObject({ status: 'ignored', ignoredReason: 'Bank charge' });
  });

  it('refuses confirming a line twice, a debit, and a bad body', async () => {
    const waiting = await investment(70);
    await upload(csv([['12/04/2026', waiting.reference, '70.00']]));
    const line = (await openLines()).find((row) => row.investment?.id === waiting.id)!;
    expect((await post('/ledger/bank-lines/confirm', { lineIds: [line.id] })).status).toBe(200);
    expect((await post('/ledger/bank-lines/confirm', { lineIds: [line.id] })).status).toBe(409);
    const debit = (
      await t.app.db
        .select()
        .from(bankLines)
        .where(and(eq(bankLines.description, 'BANK CHARGE'), eq(bankLines.status, 'open')))
    )[0]!;
    expect((await post('/ledger/bank-lines/confirm', { lineIds: [debit.id] })).status).toBe(409);
    expect((await post('/ledger/bank-lines/confirm', { lineIds: [] })).status).toBe(400);
    expect((await post('/ledger/bank-lines/confirm', { lineIds: ['nope'] })).status).toBe(400);
  });
});

describe('issue 45: one bank line, one payment', () => {
  const confirm = (lineIds: string[]) => post('/ledger/bank-lines/confirm', { lineIds });
  const linesOf = async (id: string) => (await openLines()).filter((line) => line.investment?.id === id);
  const status = async (id: string) => (await t.app.db.select().from(investments).where(eq(investments.id, id)))[0]!;

  it('counts a line once whatever layout carried it: a second layout, or the layout renamed, adds nothing', async () => {
    const waiting = await investment(1_000);
    const file = csv([['16/04/2026', `${waiting.reference} HALF`, '500.00']]);
    expect((await upload(file)).body.data).toMatchObject({ added: 1 });
    // The same bank's export through another saved layout (a copy with another name).
    const other = await post('/ledger/bank-mappings', {
      name: 'Simple bank (copy)',
      dateColumn: 'Date',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 'Description',
      amountColumn: 'Amount',
    });
    const second = await upload(file, 'again.csv', admin, { mappingId: other.body.data.id, bankAccountId });
    expect(second).toMatchObject({ status: 200, body: { data: { added: 0, duplicates: 1 } } });
    // The first layout renamed.
    await call(t.app, {
      method: 'PUT',
      url: `/ledger/bank-mappings/${mappingId}`,
      headers: admin,
      body: { name: 'Simple bank renamed', dateColumn: 'Date', dateFormat: 'DD/MM/YYYY', descriptionColumn: 'Description', amountColumn: 'Amount' },
    });
    expect((await upload(file)).body.data).toMatchObject({ added: 0, duplicates: 1 });
    const lines = await linesOf(waiting.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ proposal: 'partial', due: 100_000 });
  });

  it('keeps lines of two accounts apart, and asks which account a CSV file is of', async () => {
    const savingsId = await addBankAccount(t.app, admin, { name: 'Deposit account', sortCode: '040004', accountNumber: '87654321' });
    const file = csv([['17/04/2026', 'INTEREST', '3.00']]);
    expect((await upload(file)).body.data).toMatchObject({ added: 1 });
    expect((await upload(file, 'deposit.csv', admin, { mappingId, bankAccountId: savingsId })).body.data).toMatchObject({ added: 1 });
    const missing = await upload(file, 'x.csv', admin, { mappingId });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Please choose the bank account this statement is of' } });
    const bad = await post('/ledger/bank-accounts', { name: 'No numbers', currency: 'GBP' });
    expect(bad).toMatchObject({ status: 400, body: { errors: { sortCode: 'Please enter the sort code and account number, or the IBAN' } } });
    const taken = await post('/ledger/bank-accounts', { name: 'Deposit account', iban: 'GB82 WEST 1234 5698 7654 32', currency: 'GBP' });
    expect(taken.status).toBe(409);
  });

  it('never pays an investment in another currency: proposed apart, refused on confirm, refused by the database', async () => {
    const dollars = await post('/ledger/bank-accounts', { name: 'Dollar account', iban: 'GB82 WEST 1234 5698 7654 32', currency: 'USD' });
    const pounds = await investment(1_000);
    await upload(csv([['18/04/2026', pounds.reference, '1000.00']]), 'usd.csv', admin, { mappingId, bankAccountId: dollars.body.data.id });
    const [line] = await linesOf(pounds.id);
    expect(line).toMatchObject({ currency: 'USD', proposal: 'currency_mismatch' });
    const refused = await confirm([line!.id]);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: `Line “${pounds.reference}” is in USD but investment ${pounds.reference} is in GBP: a payment must be in its investment’s currency.` },
    });
    expect((await ledgerOf(t.app.db, pounds.id)).entries).toHaveLength(0);
    await expect(
      t.app.db
        .insert(ledgerEntries)
        .values({ investmentId: pounds.id, kind: 'payment', amountPence: 100, currency: 'USD', valueDate: '2026-04-18', source: 'bank_line' }),
    ).rejects.toThrow();
  });

  it('proposes a line naming two investments as ambiguous, never exact, and confirms it only once assigned', async () => {
    const first = await investment(200);
    const second = await investment(200);
    await upload(csv([['19/04/2026', `${first.reference} AND ${second.reference}`, '200.00']]));
    const line = (await openLines()).find((row) => row.description.startsWith(first.reference))!;
    expect(line.proposal).toBe('ambiguous');
    expect((await confirm([line.id])).body.message).toBe(`Line “${line.description}” names more than one investment: assign it to the one it pays first.`);
    expect((await ledgerOf(t.app.db, first.id)).entries).toHaveLength(0);
    await post(`/ledger/bank-lines/${line.id}/assign`, { reference: second.reference });
    expect((await openLines()).find((row) => row.id === line.id)).toMatchObject({ proposal: 'exact', investment: { id: second.id } });
    expect((await confirm([line.id])).status).toBe(200);
    expect(await status(second.id)).toMatchObject({ status: 'active' });
  });

  it('flags a credit whose payer is not the investor, and not when the name is theirs however the bank wrote it', async () => {
    const waiting = await investment(150);
    const other = await investment(150);
    await upload(
      csv([
        ['20/04/2026', waiting.reference, '150.00'],
        ['20/04/2026', other.reference, '150.00'],
      ]),
    );
    const [own] = await linesOf(waiting.id);
    const [stranger] = await linesOf(other.id);
    // What an OFX file's payer field gives (the parser fills it); set here as it would be stored.
    await t.app.db.update(bankLines).set({ payerName: 'MS A INVESTOR' }).where(eq(bankLines.id, own!.id));
    await t.app.db.update(bankLines).set({ payerName: 'J BLOGGS LTD' }).where(eq(bankLines.id, stranger!.id));
    const lines = await openLines();
    expect(lines.find((line) => line.id === own!.id)).toMatchObject({ proposal: 'exact', payerName: 'MS A INVESTOR' });
    expect(lines.find((line) => line.id === stranger!.id)).toMatchObject({ proposal: 'payer_mismatch', payerName: 'J BLOGGS LTD' });
  });

  it('writes what happened on a requested investment paid in full: payment received and activated, no step nobody took', async () => {
    const waiting = await investment(250, 'requested');
    await upload(csv([['21/04/2026', waiting.reference, '250.00']]));
    const [line] = await linesOf(waiting.id);
    expect((await confirm([line!.id])).status).toBe(200);
    const events = await t.app.db.select().from(investmentEvents).where(eq(investmentEvents.investmentId, waiting.id)).orderBy(investmentEvents.createdAt);
    expect(events.map((event) => [event.kind, event.fromStatus, event.toStatus, event.note])).toEqual([
      ['status', 'requested', 'active', 'Payment received: £250.00 by bank transfer on 21 April 2026. Paid in full.'],
    ]);
    expect(await status(waiting.id)).toMatchObject({ status: 'active', startedAt: '2026-04-21' });
  });
});

describe('confirming at the same moment', () => {
  const confirm = (lineIds: string[]) => post('/ledger/bank-lines/confirm', { lineIds });
  const linesOf = async (id: string) => (await openLines()).filter((line) => line.investment?.id === id);

  it('two halves of one payment confirmed in parallel make the investment active', async () => {
    const waiting = await investment(1_000, 'requested');
    await upload(
      csv([
        ['13/04/2026', `${waiting.reference} first half`, '500.00'],
        ['13/04/2026', `${waiting.reference} second half`, '500.00'],
      ]),
    );
    const [a, b] = await linesOf(waiting.id);
    const answers = await Promise.all([confirm([a!.id]), confirm([b!.id])]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    // The first half is a note on the timeline, the second the activation it completed.
    const events = await t.app.db.select().from(investmentEvents).where(eq(investmentEvents.investmentId, waiting.id));
    expect(events.map((event) => event.kind).sort()).toEqual(['note', 'status']);
    expect((await ledgerOf(t.app.db, waiting.id)).totals.paidIn).toBe(100_000);
    expect((await t.app.db.select().from(investments).where(eq(investments.id, waiting.id)))[0]).toMatchObject({ status: 'active', startedAt: '2026-04-13' });
  });

  it('of two full payments confirmed in parallel, one is refused as already paid', async () => {
    const waiting = await investment(400);
    await upload(
      csv([
        ['14/04/2026', `${waiting.reference} once`, '400.00'],
        ['14/04/2026', `${waiting.reference} twice`, '400.00'],
      ]),
    );
    const [a, b] = await linesOf(waiting.id);
    const answers = await Promise.all([confirm([a!.id]), confirm([b!.id])]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.message).toBe(
      `Investment ${waiting.reference} is already paid: this line cannot be a payment for it.`,
    );
    expect((await ledgerOf(t.app.db, waiting.id)).totals.paidIn).toBe(40_000);
  });

  it('the same line confirmed twice in parallel (a replayed request) is one payment', async () => {
    const waiting = await investment(90);
    await upload(csv([['15/04/2026', waiting.reference, '90.00']]));
    const [line] = await linesOf(waiting.id);
    const answers = await Promise.all([confirm([line!.id]), confirm([line!.id])]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await ledgerOf(t.app.db, waiting.id)).entries).toHaveLength(1);
  });
});

describe('payout batches', () => {
  it('refuses payees without an account or with one on hold, gives the bank its domestic and international files, and pays out when marked sent', async () => {
    const withAccount = (await signInAs(t.app, 'user', { name: 'Bilal Payee' })).user.id;
    const withIban = (await signInAs(t.app, 'user', { name: 'Chloé Payee' })).user.id;
    const withoutAccount = (await signInAs(t.app, 'user', { name: 'Dan Payee' })).user.id;
    const onHold = (await signInAs(t.app, 'user', { name: 'Esra Payee' })).user.id;
    // Accounts given a week ago are past their hold; one changed an hour ago is still held.
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600_000);
    await t.app.db.insert(payoutAccounts).values([
      { userId: withAccount, kind: 'uk', holderName: 'Bilal Payee', sortCode: '203206', accountNumber: '12345678', createdAt: weekAgo },
      { userId: withIban, kind: 'international', holderName: 'Chloé Payee', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', createdAt: weekAgo },
      { userId: onHold, kind: 'uk', holderName: 'Esra Payee', sortCode: '401162', accountNumber: '87654321', createdAt: new Date(Date.now() - 3600_000) },
    ]);
    const a = await matured(1_000, withAccount);
    const b = await matured(250, withIban);
    const c = await matured(300, withoutAccount);
    const d = await matured(400, onHold);

    const candidates = (await call(t.app, { method: 'GET', url: '/ledger/payout-candidates', headers: admin })).body.data;
    const candidate = (id: string) => candidates.find((row: { investmentId: string }) => row.investmentId === id);
    expect(candidate(a.id)).toMatchObject({
      amount: 100_000,
      problem: null,
      account: { holderName: 'Bilal Payee', sortCode: '203206', accountNumber: '••••5678' },
    });
    expect(candidate(b.id)).toMatchObject({ problem: null, account: { iban: 'FR••••0189' } });
    expect(candidate(c.id)).toMatchObject({ problem: 'no_account', account: null });
    expect(candidate(d.id)).toMatchObject({ problem: 'account_on_hold' });

    const refused = await post('/ledger/payout-batches', { investmentIds: [a.id, c.id, d.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({
      [c.reference]: `Investment ${c.reference}: the investor has no payout account.`,
      [d.reference]: expect.stringContaining(`Investment ${d.reference}: the payout account changed recently and is on hold until`),
    });

    // A draft is discarded, and its investment can go in the next batch.
    const draft = await post('/ledger/payout-batches', { investmentIds: [a.id] });
    expect(draft.status).toBe(201);
    expect((await call(t.app, { method: 'DELETE', url: `/ledger/payout-batches/${draft.body.data.id}`, headers: admin })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: `/ledger/payout-batches/${draft.body.data.id}`, headers: admin })).status).toBe(404);

    const created = await post('/ledger/payout-batches', { investmentIds: [a.id, b.id] });
    expect(created).toMatchObject({ status: 201, body: { data: { status: 'draft', total: 125_000, count: 2 } } });
    const batchId = created.body.data.id;
    expect((await post('/ledger/payout-batches', { investmentIds: [a.id] })).status).toBe(409);

    expect(created.body.data.files).toEqual(['domestic', 'international']);
    const domestic = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/ledger/payout-batches/${batchId}/domestic.csv`, headers: admin });
    expect(domestic.headers['content-type']).toContain('text/csv');
    expect(domestic.body).toBe(`Sort code,Account number,Account name,Amount,Reference\r\n203206,12345678,BILAL PAYEE,1000.00,${a.reference}\r\n`);
    const international = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/ledger/payout-batches/${batchId}/international.csv`, headers: admin });
    expect(international.body).toBe(
      `IBAN,BIC,Beneficiary name,Amount,Currency,Reference\r\nFR7630006000011234567890189,AGRIFRPP,Chloe Payee,250.00,GBP,${b.reference}\r\n`,
    );

    expect((await post(`/ledger/payout-batches/${batchId}/sent`, { sentOn: '2999-01-01' })).status).toBe(400);
    const outboxBefore = (await t.app.db.select().from(mailOutbox)).length;
    const sent = await post(`/ledger/payout-batches/${batchId}/sent`, { sentOn: '2026-06-01' });
    expect(sent).toMatchObject({ status: 200, body: { message: 'Batch sent: 2 investments paid out.', data: { status: 'sent', sentOn: '2026-06-01' } } });
    expect((await t.app.db.select().from(investments).where(eq(investments.id, a.id)))[0]).toMatchObject({ status: 'paid_out', paidAt: '2026-06-01' });
    expect((await ledgerOf(t.app.db, a.id)).totals).toMatchObject({ paidIn: 100_000, paidOut: 100_000, balance: 0 });
    const mails = (await t.app.db.select().from(mailOutbox)).slice(outboxBefore);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([`${a.reference}: Paid out`, `${b.reference}: Paid out`].sort());
    // The payout advice: amount, date and the account it went to, masked.
    const advice = mails.find((mail) => mail.subject === `${a.reference}: Paid out`)!.textBody;
    expect(advice).toMatch(/Paid on:\s+1 June 2026/);
    expect(advice).toMatch(/Paid to:\s+Sort code 20-32-06, account ••••5678/);
    expect(advice).not.toContain('12345678');
    expect((await post(`/ledger/payout-batches/${batchId}/sent`, { sentOn: '2026-06-01' })).status).toBe(409);
    expect((await call(t.app, { method: 'DELETE', url: `/ledger/payout-batches/${batchId}`, headers: admin })).status).toBe(409);
  });

  it('settles a batch when an imported statement shows its debits', async () => {
    const payee = await payeeWithUkAccount('Farah Payee', '112233', '11223344');
    const e = await matured(800, payee);
    const created = await post('/ledger/payout-batches', { investmentIds: [e.id] });
    const imported = await upload(csv([['20/06/2026', `BULK PAYMENT ${e.reference}`, '-800.00']]));
    expect(imported.body).toMatchObject({
      data: { added: 1, batchesSettled: 1 },
      message: '1 new line imported, 0 payments proposed, 1 payout batch settled by debits.',
    });
    expect((await call(t.app, { method: 'GET', url: `/ledger/payout-batches/${created.body.data.id}`, headers: admin })).body.data).toMatchObject({
      status: 'sent',
      sentOn: '2026-06-20',
    });
    expect((await t.app.db.select().from(investments).where(eq(investments.id, e.id)))[0]).toMatchObject({ status: 'paid_out', paidAt: '2026-06-20' });
    // The payout entry names the batch, the debit is kept as that batch's confirmed line, and the investor has the payout advice.
    const { entries, totals } = await ledgerOf(t.app.db, e.id);
    expect(entries).toContainEqual(expect.objectContaining({ kind: 'payout', amount: -80_000, source: 'payout_batch', sourceId: created.body.data.id }));
    expect(totals.balance).toBe(0);
    const [debit] = await t.app.db.select().from(bankLines).where(eq(bankLines.payoutBatchId, created.body.data.id));
    expect(debit).toMatchObject({ status: 'confirmed', amountPence: -80_000 });
    const advice = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `${e.reference}: Paid out`));
    expect(advice).toHaveLength(1);
    expect(advice[0]!.textBody).toMatch(/Paid to:\s+Sort code 11-22-33, account ••••3344/);
  });

  it('leaves a batch unsent when the statement shows only some of its debits, or a different amount', async () => {
    const payee = await payeeWithUkAccount('Gul Payee', '445566', '44556677');
    const f = await matured(300, payee);
    const g = await matured(400, payee);
    const created = await post('/ledger/payout-batches', { investmentIds: [f.id, g.id] });
    // Each payee's debit on a statement of its own: no statement shows the whole batch.
    await upload(csv([['21/06/2026', `BULK PAYMENT ${f.reference}`, '-350.00']]));
    await upload(csv([['22/06/2026', `BULK PAYMENT ${g.reference}`, '-450.00']]));
    // Both on one statement, one of them for another amount.
    await upload(
      csv([
        ['23/06/2026', `BULK PAYMENT ${f.reference}`, '-350.00'],
        ['23/06/2026', `BULK PAYMENT ${g.reference}`, '-449.00'],
      ]),
    );
    expect((await call(t.app, { method: 'GET', url: `/ledger/payout-batches/${created.body.data.id}`, headers: admin })).body.data.status).toBe('draft');
    expect(
      (
        await t.app.db
          .select()
          .from(investments)
          .where(inArray(investments.id, [f.id, g.id]))
      ).map((row) => row.status),
    ).toEqual(['matured', 'matured']);
  });

  it('lists the batches and the matured investments to pay a page at a time, and refuses a page size over the maximum', async () => {
    const all = await call(t.app, { method: 'GET', url: '/ledger/payout-batches', headers: admin });
    expect(all.body.pagination).toEqual({ page: 1, pages: 1, total: 3, limit: PAYOUT_BATCHES_PAGE_SIZE });
    const [newest, older] = all.body.data;
    expect(newest.createdAt >= older.createdAt).toBe(true);
    const first = await call(t.app, { method: 'GET', url: '/ledger/payout-batches?limit=1', headers: admin });
    expect(first.body).toMatchObject({ data: [{ id: newest.id }], pagination: { page: 1, pages: 3, total: 3, limit: 1 } });
    const second = await call(t.app, { method: 'GET', url: '/ledger/payout-batches?limit=1&page=2', headers: admin });
    expect(second.body).toMatchObject({ data: [{ id: older.id, count: older.count }], pagination: { page: 2, pages: 3 } });
    expect(second.body.data[0].items).toEqual(older.items);
    for (const list of ['payout-batches', 'payout-candidates']) {
      const tooMany = await call(t.app, { method: 'GET', url: `/ledger/${list}?limit=${MAX_PAGE_SIZE + 1}`, headers: admin });
      expect(tooMany).toMatchObject({ status: 400, body: { message: PAGINATION_MESSAGES.limit, errors: { limit: PAGINATION_MESSAGES.limit } } });
      expect((await call(t.app, { method: 'GET', url: `/ledger/${list}?page=0`, headers: admin })).status).toBe(400);
    }
    // The two matured investments the first test could not pay wait on the candidates' pages, oldest maturity first.
    const candidates = await call(t.app, { method: 'GET', url: '/ledger/payout-candidates', headers: admin });
    expect(candidates.body.pagination).toEqual({ page: 1, pages: 1, total: 2, limit: PAYOUT_CANDIDATES_PAGE_SIZE });
    const [oldest, next] = candidates.body.data;
    const firstPage = await call(t.app, { method: 'GET', url: '/ledger/payout-candidates?limit=1', headers: admin });
    expect(firstPage.body).toMatchObject({ data: [{ investmentId: oldest.investmentId }], pagination: { page: 1, pages: 2, total: 2 } });
    const secondPage = await call(t.app, { method: 'GET', url: '/ledger/payout-candidates?limit=1&page=2', headers: admin });
    expect(secondPage.body).toMatchObject({ data: [{ investmentId: next.investmentId }], pagination: { page: 2, pages: 2 } });
  });

  it('names, in the payout advice, the account the batch paid, not one the investor gave afterwards', async () => {
    const payee = await payeeWithUkAccount('Hana Payee', '778899', '77889900');
    const h = await matured(600, payee);
    const created = await post('/ledger/payout-batches', { investmentIds: [h.id] });
    expect(created.status).toBe(201);
    // The investor changes their account after the bank was given the batch.
    await t.app.db
      .insert(payoutAccounts)
      .values({ userId: payee, kind: 'international', holderName: 'Hana Payee', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' });
    const sent = await post(`/ledger/payout-batches/${created.body.data.id}/sent`, { sentOn: '2026-06-02' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.items[0].account).toMatchObject({ sortCode: '778899', accountNumber: '••••9900', iban: null });
    const [advice] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `${h.reference}: Paid out`));
    expect(advice!.textBody).toMatch(/Paid to:\s+Sort code 77-88-99, account ••••9900/);
    expect(advice!.textBody).not.toContain('IBAN');
  });
});

describe('the bank files of a payout batch', () => {
  const file = (batchId: string, kind: string, headers = admin) =>
    t.app.inject({ method: 'GET', url: `${API_PREFIX}/ledger/payout-batches/${batchId}/${kind}.csv`, headers });

  it("writes each payee once, in the file of their account, in the bank's characters, no cell a formula", async () => {
    // A crafted name: a formula, commas and quotes, longer than a Bacs name.
    const crafted = await payeeWithUkAccount('=cmd|\' /C calc\'!A0, "Smith", Ltd', '010203', '00112233');
    const iban = (await signInAs(t.app, 'user', { name: 'Zoë Payee' })).user.id;
    await t.app.db.insert(payoutAccounts).values({
      userId: iban,
      kind: 'international',
      holderName: '+Zoë O’Neil, "Trading", Société Anonyme de Dhaka',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'cobadeffxxx',
      createdAt: new Date(Date.now() - 7 * 24 * 3600_000),
    });
    const x = await matured(1_234, crafted);
    const y = await matured(99, iban);
    const created = await post('/ledger/payout-batches', { investmentIds: [x.id, y.id] });
    expect(created.body.data.files).toEqual(['domestic', 'international']);
    const batchId = created.body.data.id;

    const domestic = await file(batchId, 'domestic');
    expect(domestic.statusCode).toBe(200);
    expect(domestic.headers['content-disposition']).toBe(`attachment; filename="payout-batch-${batchId.slice(0, 8)}-domestic.csv"`);
    expect(domestic.body).toBe(`Sort code,Account number,Account name,Amount,Reference\r\n010203,00112233,CMD /C CALC A0 SMI,1234.00,${x.reference}\r\n`);
    const international = await file(batchId, 'international');
    expect(international.body).toBe(
      'IBAN,BIC,Beneficiary name,Amount,Currency,Reference\r\n' +
        `DE89370400440532013000,COBADEFFXXX,"Zoe O'Neil, Trading, Societe Anonym",99.00,GBP,${y.reference}\r\n`,
    );
    // No cell of either file starts as a spreadsheet formula.
    for (const body of [domestic.body, international.body]) for (const cell of body.split(/\r\n|,/)) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
  });

  it('offers only the files a batch has payees for, and refuses the others, unknown batches and callers other than admins', async () => {
    const payee = await payeeWithUkAccount('Imran Payee', '203206', '44556677');
    const m = await matured(120, payee);
    const created = await post('/ledger/payout-batches', { investmentIds: [m.id] });
    expect(created.body.data.files).toEqual(['domestic']);
    const batchId = created.body.data.id;
    expect((await file(batchId, 'domestic')).statusCode).toBe(200);
    const none = await file(batchId, 'international');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(PAYOUT_BATCH_MESSAGES.noPayeesForFile.international);
    expect((await file('00000000-0000-4000-8000-000000000000', 'domestic')).json().message).toBe(PAYOUT_BATCH_MESSAGES.notFound);
    expect((await file('not-an-id', 'domestic')).statusCode).toBe(404);
    // The old single export is gone: one way to get the files.
    expect((await file(batchId, 'export')).statusCode).toBe(404);

    expect((await file(batchId, 'domestic', anonymousHeaders())).statusCode).toBe(401);
    expect((await file(batchId, 'domestic', (await signInAs(t.app, 'moderator')).headers)).statusCode).toBe(403);
    expect((await file(batchId, 'international', (await signInAs(t.app, 'user')).headers)).statusCode).toBe(403);
    expect((await file(batchId, 'domestic', (await signInAs(t.app, 'superAdmin')).headers)).statusCode).toBe(200);
  });
});

describe('what an import did, and pairs of lines', () => {
  it('counts the lines imported, the duplicates skipped and the payments proposed, a pair of lines once', async () => {
    const single = await investment(300);
    const paired = await investment(1_000);
    const first = await upload(
      csv([
        ['01/07/2026', `${single.reference} A INVESTOR`, '300.00'],
        ['01/07/2026', 'FEE JULY', '-2.00'],
      ]),
    );
    expect(first.body).toMatchObject({ data: { added: 2, duplicates: 0, proposed: 1, batchesSettled: 0 } });
    const second = await upload(
      csv([
        ['01/07/2026', 'FEE JULY', '-2.00'],
        ['02/07/2026', `${paired.reference} PART ONE`, '600.00'],
        ['03/07/2026', `${paired.reference} PART TWO`, '400.00'],
      ]),
    );
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      data: { added: 2, duplicates: 1, proposed: 1, batchesSettled: 0 },
      message: '2 new lines imported, 1 duplicate skipped, 1 payment proposed.',
    });
    const lines = await openLines();
    const one = lines.find((line) => line.description.endsWith('PART ONE'))!;
    const two = lines.find((line) => line.description.endsWith('PART TWO'))!;
    expect(one).toMatchObject({ proposal: 'exact_pair', pairedWith: two.id, due: 100_000 });
    expect(two).toMatchObject({ proposal: 'exact_pair', pairedWith: one.id, due: 100_000 });
    expect(lines.find((line) => line.description.startsWith(single.reference))).toMatchObject({ proposal: 'exact', pairedWith: null });
  });

  it('records a pair as two payments in one go: of two parallel accepts one wins and the other is refused, and a line pays once', async () => {
    const paired = await investment(500);
    await upload(
      csv([
        ['04/07/2026', `${paired.reference} FIRST HALF`, '200.00'],
        ['05/07/2026', `${paired.reference} SECOND HALF`, '300.00'],
      ]),
    );
    const lineIds = (await openLines()).filter((line) => line.investment?.id === paired.id).map((line) => line.id);
    expect(lineIds).toHaveLength(2);
    const answers = await Promise.all([post('/ledger/bank-lines/confirm', { lineIds }), post('/ledger/bank-lines/confirm', { lineIds })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 200)!.body.message).toBe('2 payments recorded.');
    const { entries, totals } = await ledgerOf(t.app.db, paired.id);
    expect(
      entries
        .filter((entry) => entry.kind === 'payment')
        .map((entry) => entry.amount)
        .sort((a, b) => a - b),
    ).toEqual([20_000, 30_000]);
    expect(totals.paidIn).toBe(50_000);
    expect((await t.app.db.select().from(investments).where(eq(investments.id, paired.id)))[0]!.status).toBe('active');
    // Used once: asked again through HTTP it is refused, and the database refuses a second payment entry for it.
    expect((await post('/ledger/bank-lines/confirm', { lineIds: [lineIds[0]] })).status).toBe(409);
    await expect(
      t.app.db.insert(ledgerEntries).values({
        investmentId: paired.id,
        kind: 'payment',
        amountPence: 20_000,
        currency: 'GBP',
        valueDate: '2026-07-04',
        source: 'bank_line',
        sourceId: lineIds[0],
      }),
    ).rejects.toThrow();
  });
});

describe('statements tie to the bank', () => {
  it('checks each statement: opening plus lines against closing, from the file or from staff, and the bank against the books', async () => {
    const balanceMapping = await addBankMapping(t.app, admin, { name: 'Bank with balances', balanceColumn: 'Balance' });
    const euroAccount = await addBankAccount(t.app, admin, { name: 'Euro account', accountNumber: '87654321', currency: 'EUR' });
    const withBalances = Buffer.from(
      'Date,Description,Amount,Balance\n"01/08/2026","INTEREST AUGUST","10.00","1,010.00"\n"02/08/2026","FEE AUGUST","-5.00","1,005.00"\n',
    );
    const tied = await upload(withBalances, 'euro-august.csv', admin, { mappingId: balanceMapping, bankAccountId: euroAccount });
    expect(tied.body.data).toMatchObject({ currency: 'EUR', openingBalance: 100_000, closingBalance: 100_500 });

    // A figure the file states cannot be typed otherwise; a figure that is not an amount is refused.
    const contradicted = await upload(withBalances, 'x.csv', admin, {
      mappingId: balanceMapping,
      bankAccountId: euroAccount,
      closingBalance: '1.00',
    });
    const stated = BANK_STATEMENT_MESSAGES.balanceNotStated('closing', formatMoney(100_500, 'EUR'));
    expect(contradicted).toMatchObject({ status: 400, body: { message: stated, errors: { closingBalance: stated } } });
    const unreadable = await upload(csv([['09/08/2026', 'OTHER', '1.00']]), 'x.csv', admin, { mappingId, bankAccountId: euroAccount, openingBalance: 'lots' });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.errors.openingBalance).toBeTruthy();

    // No balance column: staff give the balances, and these do not add up by 5.00.
    const broken = await upload(csv([['03/08/2026', 'TRANSFER IN AUGUST', '90.00']]), 'euro-august-2.csv', admin, {
      mappingId,
      bankAccountId: euroAccount,
      openingBalance: '1,005.00',
      closingBalance: '1,100.00',
    });
    expect(broken.body.data).toMatchObject({ openingBalance: 100_500, closingBalance: 110_000 });

    const res = await call(t.app, { method: 'GET', url: '/ledger/bank-statements?limit=100', headers: admin });
    expect(res.status).toBe(200);
    const byName = (name: string) => res.body.data.find((statement: { filename: string }) => statement.filename === name);
    expect(byName('euro-august.csv')).toMatchObject({ linesTotal: 500, openingBalance: 100_000, closingBalance: 100_500, difference: 0, lineCount: 2 });
    expect(byName('euro-august-2.csv')).toMatchObject({ linesTotal: 9_000, difference: 500, firstDate: '2026-08-03', lastDate: '2026-08-03' });
    // Statements without balances are shown as not given, never as a break.
    expect(res.body.data.find((statement: { currency: string }) => statement.currency === 'GBP')).toMatchObject({ openingBalance: null, difference: null });
    // The euro account's lines are all outside the ledger (nothing confirmed): from 1,000.00 they make 1,095.00, the bank says 1,100.00.
    expect(res.body.ties.find((tie: { currency: string }) => tie.currency === 'EUR')).toEqual({
      currency: 'EUR',
      openingBalance: 100_000,
      moneyIn: 0,
      moneyOut: 0,
      notOnStatements: 0,
      notInLedger: 9_500,
      expectedClosing: 109_500,
      closingBalance: 110_000,
      difference: 500,
    });
    // The pound accounts' statements give no balances: not given.
    expect(res.body.ties.find((tie: { currency: string }) => tie.currency === 'GBP')).toMatchObject({
      openingBalance: null,
      closingBalance: null,
      difference: null,
    });
  });
});

describe('statements follow on', () => {
  it("checks that each statement opens where the account's previous one closed, and shows a gap when a period is missing", async () => {
    const account = await addBankAccount(t.app, admin, { name: 'Dollar account for gaps', accountNumber: '55553333', currency: 'USD' });
    const give = (rows: Parameters<typeof csv>[0], filename: string, openingBalance: string, closingBalance: string) =>
      upload(csv(rows), filename, admin, { mappingId, bankAccountId: account, openingBalance, closingBalance });
    expect((await give([['01/09/2026', 'USD ONE', '10.00']], 'usd-1.csv', '100.00', '110.00')).body.data).toMatchObject({ previousClosing: null, gap: null });
    expect((await give([['05/09/2026', 'USD TWO', '5.00']], 'usd-2.csv', '110.00', '115.00')).body.data).toMatchObject({ previousClosing: 11_000, gap: 0 });
    // A statement is missing between the 5th and the 20th: this one opens at 130.00, not 115.00, and the import says so.
    const fourth = await give([['20/09/2026', 'USD FOUR', '1.00']], 'usd-4.csv', '130.00', '131.00');
    expect(fourth.status).toBe(201);
    expect(fourth.body.data).toMatchObject({ openingBalance: 13_000, previousClosing: 11_500, gap: 1_500 });
    const res = await call(t.app, { method: 'GET', url: '/ledger/bank-statements?limit=100', headers: admin });
    const byName = (name: string) => res.body.data.find((statement: { filename: string }) => statement.filename === name);
    expect(byName('usd-1.csv')).toMatchObject({ previousClosing: null, gap: null, difference: 0 });
    expect(byName('usd-2.csv')).toMatchObject({ previousClosing: 11_000, gap: 0, difference: 0 });
    expect(byName('usd-4.csv')).toMatchObject({ previousClosing: 11_500, gap: 1_500, difference: 0 });
  });
});

describe('access', () => {
  it('answers 401 to anonymous callers and 403 to staff outside admins, and lets a super admin in', async () => {
    const moderator = (await signInAs(t.app, 'moderator')).headers;
    const investor = (await signInAs(t.app, 'user')).headers;
    const superAdmin = (await signInAs(t.app, 'superAdmin')).headers;
    for (const url of ['/ledger/bank-lines', '/ledger/bank-statements', '/ledger/bank-mappings', '/ledger/payout-batches', '/ledger/payout-candidates']) {
      expect((await call(t.app, { method: 'GET', url, headers: anonymousHeaders() })).status).toBe(401);
      expect((await call(t.app, { method: 'GET', url, headers: moderator })).status).toBe(403);
      expect((await call(t.app, { method: 'GET', url, headers: investor })).status).toBe(403);
      expect((await call(t.app, { method: 'GET', url, headers: superAdmin })).status).toBe(200);
    }
    expect((await upload(fixture('hsbc.csv'), 'x.csv', anonymousHeaders())).status).toBe(401);
    expect((await upload(fixture('hsbc.csv'), 'x.csv', moderator)).status).toBe(403);
  });
});

// Last: its 2,500 open card payments would crowd the other tests' lines.
describe('long statements', () => {
  it('imports a long statement whole (its lines go in a thousand at a time)', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i): [string, string, string] => ['09/09/2025', `CARD ${i}`, '-1.00']);
    const res = await upload(csv(rows));
    expect(res.body.data).toMatchObject({ added: 2_500, duplicates: 0 });
    expect((await upload(csv(rows))).body.data).toMatchObject({ added: 0, duplicates: 2_500 });
  });

  it('lists the lines a page at a time, credits to review first, and refuses a page size over the maximum', async () => {
    const first = await call(t.app, { method: 'GET', url: '/ledger/bank-lines', headers: admin });
    expect(first.body.data).toHaveLength(BANK_LINES_PAGE_SIZE);
    const { total, pages } = first.body.pagination;
    expect(total).toBeGreaterThan(2_500);
    expect(pages).toBe(Math.ceil(total / BANK_LINES_PAGE_SIZE));
    // The open credits come before the 2,500 card payments, whatever their dates.
    expect(first.body.data[0].amount).toBeGreaterThan(0);
    const last = await call(t.app, {
      method: 'GET',
      url: `/ledger/bank-lines?limit=${MAX_PAGE_SIZE}&page=${Math.ceil(total / MAX_PAGE_SIZE)}`,
      headers: admin,
    });
    expect(last.body.data).toHaveLength(total - (Math.ceil(total / MAX_PAGE_SIZE) - 1) * MAX_PAGE_SIZE);
    expect(last.body.data.every((line: BankLine) => line.amount < 0)).toBe(true);
    // Every line once across the pages.
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(total / MAX_PAGE_SIZE); page++) {
      const res = await call(t.app, { method: 'GET', url: `/ledger/bank-lines?limit=${MAX_PAGE_SIZE}&page=${page}`, headers: admin });
      for (const line of res.body.data as BankLine[]) seen.add(line.id);
    }
    expect(seen.size).toBe(total);
    const tooMany = await call(t.app, { method: 'GET', url: `/ledger/bank-lines?status=open&limit=${MAX_PAGE_SIZE + 1}`, headers: admin });
    expect(tooMany).toMatchObject({ status: 400, body: { message: PAGINATION_MESSAGES.limit, errors: { limit: PAGINATION_MESSAGES.limit } } });
    expect((await call(t.app, { method: 'GET', url: '/ledger/bank-lines?status=ignored&page=abc', headers: admin })).status).toBe(400);
  });
});

describe('payouts in another currency', () => {
  it('refuses a payout in another currency to a UK sort code and account number: Bacs pays pounds only', async () => {
    const payee = (await signInAs(t.app, 'user', { name: 'Farid Payee' })).user.id;
    await t.app.db.insert(payoutAccounts).values({
      userId: payee,
      kind: 'uk',
      holderName: 'Farid Payee',
      sortCode: '203206',
      accountNumber: '11223344',
      createdAt: new Date(Date.now() - 7 * 24 * 3600_000),
    });
    // Matured in dollars, its payment and profit in the ledger as that status implies.
    const [dollars] = await t.app.db
      .insert(investments)
      .values({
        reference: 'BBV-2099-90001',
        userId: payee,
        planTitle: 'Dollar cycle',
        currency: 'USD',
        amountPerUnit: 50_000,
        profitPerUnit: 1_000,
        duration: 6,
        durationUnit: 'Month',
        units: 1,
        status: 'matured',
        startedAt: '2026-01-05',
        actualProfit: 1_000,
        maturedAt: new Date('2026-06-01T10:00:00Z'),
      })
      .returning();
    await ledgerAsStatusImplies(t.app.db, [dollars!.id]);
    const candidates = (await call(t.app, { method: 'GET', url: '/ledger/payout-candidates?limit=100', headers: admin })).body.data;
    expect(candidates.find((row: { investmentId: string }) => row.investmentId === dollars!.id)).toMatchObject({ problem: 'uk_account_not_sterling' });
    const refused = await post('/ledger/payout-batches', { investmentIds: [dollars!.id] });
    expect(refused).toMatchObject({
      status: 409,
      body: { errors: { [dollars!.reference]: PAYOUT_BATCH_MESSAGES.ukAccountNotSterling(dollars!.reference, 'USD') } },
    });
  });
});
