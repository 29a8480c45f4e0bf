import { axeViolations } from './support/axe';
import { expect, test, waitingForHydration, type Page } from './support/test';
import { BANK_STATEMENT_MESSAGES, addDays, bacsText, formatMoney, ukDayOf } from '@app/contract';
import { E2E_PASSWORD, E2E_STAFF } from './support/accounts.ts';
import { signIn, signInAs } from './support/auth.ts';
import { waitForMail } from './support/mail.ts';
import { apiCall, openBroilerRound, requestBroilerUnits } from './support/investments.ts';
import { serverClockNow } from './support/clock.ts';

/**
 * Money in and out as staff handle it: a bank statement with three transfers is imported, its
 * proposals confirmed in bulk (three investments active, three receipts mailed), their cycle closes
 * (profit credited in the ledger), one payout batch pays them out (UK Bacs CSV, marked sent, payout
 * advice mailed), and the books check is clean.
 */

/** An investment of one unit of the broiler plan waiting for its transfer. */
async function awaitingPayment(staff: Page, investor: Page, roundId?: string): Promise<{ id: string; reference: string; amount: number }> {
  const investment = await requestBroilerUnits(staff, investor, 1, roundId);
  for (const status of ['contacted', 'awaiting_payment']) await apiCall(staff, 'patch', `/investments/${investment.id}/status`, { status });
  return investment;
}

/** Staff import a CSV file on the bank statements page, as the statement of `account`, read with the bank layout `layout`. */
async function importStatement(staff: Page, account: string, layout: string, file: { name: string; csv: string }) {
  await staff.goto('/admin/ledger/bank-statements');
  await staff.getByLabel('Bank account').selectOption({ label: account });
  await staff.getByLabel('Bank layout (for CSV files)').selectOption({ label: layout });
  await staff.getByLabel(/Statement file/).setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.csv) });
  await staff.getByRole('button', { name: 'Import statement' }).click();
}

const pounds = (pence: number) => (pence / 100).toFixed(2);

test('a statement with three transfers activates three investments, and one payout batch pays them out', async ({ page: staff, browser }) => {
  test.setTimeout(240_000);
  const investorContext = await browser.newContext();
  const investor = waitingForHydration(await investorContext.newPage());
  const email = E2E_STAFF.user.email;
  await signInAs(staff, 'superAdmin');
  await signIn(investor, email, E2E_PASSWORD);
  // Their round: three units, its cycle starting on 20 November (the requests are made in it today).
  const round = await openBroilerRound(staff, `Ledger cycle e2e ${Date.now()}`, '2026-11-01', {
    units: 3,
    minimumUnits: 3,
    location: 'Mymensingh cluster',
    startDate: '2026-11-20',
    expectedEndDate: '2026-11-24',
    fundingClosesOn: addDays(ukDayOf(await serverClockNow()), 20),
  });
  const bought = [
    await awaitingPayment(staff, investor, round.id),
    await awaitingPayment(staff, investor, round.id),
    await awaitingPayment(staff, investor, round.id),
  ];

  // The bank's HSBC export: the references as investors typed them, and a charge that is no payment.
  const [a, b, c] = bought as [(typeof bought)[number], (typeof bought)[number], (typeof bought)[number]];
  const csv = [
    'Date,Description,Paid in,Paid out,Balance',
    `2026-11-20,FASTER PAYMENT ${a.reference} O FARUQ,${pounds(a.amount)},,"10,000.00"`,
    `2026-11-20,${b.reference.toLowerCase().replaceAll('-', ' ')},${pounds(b.amount)},,"11,000.00"`,
    `2026-11-21,CARD PAYMENT FEED SUPPLIES LTD,,125.40,"10,874.60"`,
    `2026-11-21,REF ${c.reference.replaceAll('-', '')},${pounds(c.amount)},,"12,000.00"`,
  ].join('\n');
  await importStatement(staff, 'Demo Bank plc (GBP)', 'HSBC', { name: 'hsbc-november.csv', csv });
  // What the import did, said in one summary that takes the focus.
  const summary = staff.getByRole('status').filter({ hasText: '4 new lines imported, 3 payments proposed.' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(/Lines imported\s*4/);
  await expect(summary).toContainText(/Duplicates skipped\s*0/);
  await expect(summary).toContainText(/Payments proposed\s*3/);
  await expect(summary).toContainText(/Payout batches settled by debits\s*0/);
  const lines = staff.getByRole('table', { name: 'Bank lines' });
  for (const { reference } of bought) await expect(lines.getByRole('row', { name: new RegExp(reference) })).toContainText('Exact');
  expect(await axeViolations(staff, '#admin-main')).toEqual([]);

  // The same file again changes nothing.
  await staff.getByLabel(/Statement file/).setInputFiles({ name: 'hsbc-november.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await staff.getByRole('button', { name: 'Import statement' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Nothing new: 4 lines were already imported.' })).toContainText(/Duplicates skipped\s*4/);

  await staff.getByRole('button', { name: 'Select all exact' }).click();
  await staff.getByRole('button', { name: 'Confirm selected (3)' }).click();
  await expect(staff.getByText('3 payments recorded.')).toBeVisible();
  await expect(lines.getByRole('row', { name: /CARD PAYMENT FEED SUPPLIES/ })).toBeVisible();
  for (const { id, reference } of bought) {
    await waitForMail(email, new RegExp(`${reference}: Active`));
    expect(await apiCall(staff, 'get', `/investments/${id}`)).toMatchObject({ status: 'active', startedAt: expect.stringMatching(/^2026-11-2[01]$/) });
  }

  // Paid in full, the round starts its cycle; it runs and closes: £3,000 of sales less £2,400 of costs
  // leaves £300 for the investors, £100 on each of the 3 units, credited in the ledger as each investment matures.
  await apiCall(staff, 'post', `/rounds/${round.id}/close`, { decision: 'start' });
  // The site has two admins: the close is asked for, and the other admin approves it (four eyes).
  const asked = await apiCall(staff, 'post', `/cycles/${round.id}/close`, {
    closedOn: '2026-11-24',
    saleRevenuePence: 300_000,
    costsPence: 240_000,
    animalsSold: 300,
    animalsLost: 0,
  });
  const secondContext = await browser.newContext();
  const second = waitingForHydration(await secondContext.newPage());
  await signIn(second, E2E_STAFF.admin.email, E2E_PASSWORD);
  await apiCall(second, 'post', `/approvals/${asked.id}/approve`);
  const PROFIT = 10_000;
  for (const { id, reference } of bought) {
    await waitForMail(email, new RegExp(`${reference}: Matured`));
    expect(await apiCall(staff, 'get', `/investments/${id}`)).toMatchObject({ status: 'matured', actualProfit: PROFIT });
  }

  await staff.goto('/admin/ledger/payout-batches');
  const candidates = staff.getByRole('table', { name: 'Matured investments' });
  for (const { reference } of bought) {
    await expect(candidates.getByRole('row', { name: new RegExp(reference) })).toContainText('Ready');
    await candidates.getByRole('checkbox', { name: new RegExp(`Select ${reference}`) }).check();
  }
  expect(await axeViolations(staff, '#admin-main')).toEqual([]);
  await staff.getByRole('button', { name: 'Create batch (3)' }).click();
  await expect(staff.getByText('Payout batch created')).toBeVisible();
  const batch = staff.getByRole('region', { name: /^Batch of/ }).first();
  await expect(batch).toContainText('Ready to send');
  for (const { reference } of bought) await expect(batch).toContainText(reference);
  await expect(batch).toContainText('••••4567');

  // All three payees have a UK account: the Bacs file only, names in the bank's characters.
  await expect(batch.getByRole('link', { name: 'International CSV' })).toHaveCount(0);
  const exported = await staff.request.get((await batch.getByRole('link', { name: 'UK Bacs CSV' }).getAttribute('href'))!);
  const rows = (await exported.text()).trim().split('\r\n');
  expect(rows[0]).toBe('Sort code,Account number,Account name,Amount,Reference');
  for (const { reference, amount } of bought)
    expect(rows).toContain(`203206,41234567,${bacsText(E2E_STAFF.user.name)},${pounds(amount + PROFIT)},${reference}`);

  await batch.getByRole('button', { name: 'Mark sent' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Mark the batch sent' });
  await expect(dialog.getByLabel('Date the bank sent the payments')).toBeVisible();
  // The pre-flight summary says a second admin must approve, and the button says so too.
  const ask = dialog.getByRole('button', { name: 'Ask for approval' });
  await expect(ask).toBeEnabled();
  expect(await axeViolations(staff)).toEqual([]);
  await ask.click();
  await expect(staff.getByText('Sent to another admin for approval: nothing changes until they approve')).toBeVisible();
  await expect(batch.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  // The second admin approves on the batch page; the batch is sent as it was asked for.
  await second.goto('/admin/ledger/payout-batches');
  const toApprove = second.getByRole('region', { name: /^Batch of/ }).first();
  await expect(toApprove.getByRole('region', { name: /Send a payout batch: waiting for a second admin/ })).toBeVisible();
  await toApprove.getByRole('button', { name: 'Approve' }).click();
  await expect(second.getByText('Approved and carried out')).toBeVisible();
  await expect(toApprove).toContainText('Sent');
  await secondContext.close();
  for (const { id, reference, amount } of bought) {
    const advice = await waitForMail(email, new RegExp(`${reference}: Paid out`));
    expect(advice.text).toMatch(new RegExp(`Amount paid:\\s+${formatMoney(amount + PROFIT)}`));
    expect(advice.text).toMatch(/Paid to:\s+Sort code 20-32-06, account ••••4567/);
    expect(await apiCall(staff, 'get', `/investments/${id}`)).toMatchObject({ status: 'paid_out' });
  }

  // Every pound in, credited and out agrees with the investments' states.
  await staff.goto('/admin/books');
  await staff.getByRole('button', { name: 'Run the books check' }).click();
  await expect(staff.getByText('Books check ran: the books are clean').first()).toBeVisible();
  await investorContext.close();
});

test('a malformed statement is refused whole, with its errors by line', async ({ page: staff }) => {
  await signInAs(staff, 'admin');
  const bad = 'Number,Date,Account,Amount,Subcategory,Memo\n1,31/02/2026,x,10.00,Credit,BBV-2026-00001\n2,01/03/2026,x,ten,Credit,BBV-2026-00002\n';
  await importStatement(staff, 'Demo Bank plc (GBP)', 'Barclays', { name: 'barclays.csv', csv: bad });
  const alert = staff.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(alert).toContainText('Line 2: “31/02/2026” is not a date in the format DD/MM/YYYY');
  await expect(alert).toContainText('Line 3: “ten” is not an amount');
  expect(await axeViolations(staff, '#admin-main')).toEqual([]);
});

test('admins add a bank account from the keyboard, and a statement is imported as that account’s', async ({ page: staff }) => {
  await signInAs(staff, 'admin');
  await staff.goto('/admin/ledger/bank-accounts');
  await expect(staff.getByRole('table', { name: 'Bank accounts' })).toContainText('Demo Bank plc');
  await staff.getByRole('button', { name: 'Add account' }).focus();
  await staff.keyboard.press('Enter');
  const dialog = staff.getByRole('dialog', { name: 'Add a bank account' });
  await dialog.getByLabel('Account name').fill('Dollar client account');
  await dialog.getByRole('button', { name: 'Save account' }).click();
  await expect(dialog.getByText('Please enter the sort code and account number, or the IBAN')).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);
  await dialog.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 32');
  await dialog.getByLabel('Currency').selectOption('USD');
  await dialog.getByLabel('IBAN').press('Enter');
  await expect(staff.getByText('Bank account saved')).toBeVisible();
  await expect(staff.getByRole('row', { name: /Dollar client account/ })).toContainText('USD');
  expect(await axeViolations(staff, '#admin-main')).toEqual([]);

  const csv = 'Number,Date,Account,Amount,Subcategory,Memo\n1,01/12/2026,x,25.00,Credit,INTEREST USD\n';
  await importStatement(staff, 'Dollar client account (USD)', 'Barclays', { name: 'usd.csv', csv });
  await expect(staff.getByRole('status').filter({ hasText: '1 new line imported, 0 payments proposed.' })).toBeVisible();
  await expect(staff.getByRole('row', { name: /INTEREST USD/ })).toContainText('US$25');

  // Two statements with running balances: the second opens at 2,000.00 where the first closed at 1,010.00,
  // so a statement is missing between them, and the import says so.
  const header = 'Date,Description,Paid in,Paid out,Balance';
  await importStatement(staff, 'Dollar client account (USD)', 'HSBC', { name: 'usd-2.csv', csv: `${header}\n2026-12-02,INTEREST USD 2,10.00,,"1,010.00"\n` });
  await expect(staff.getByRole('status').filter({ hasText: '1 new line imported' })).toBeFocused();
  await expect(staff.getByRole('status')).not.toContainText('may be missing');
  await importStatement(staff, 'Dollar client account (USD)', 'HSBC', { name: 'usd-3.csv', csv: `${header}\n2026-12-09,INTEREST USD 3,5.00,,"2,005.00"\n` });
  const gap = staff.getByRole('status').filter({ hasText: '1 new line imported' });
  await expect(gap).toContainText(BANK_STATEMENT_MESSAGES.doesNotFollow(formatMoney(200_000, 'USD'), formatMoney(101_000, 'USD')));
  expect(await axeViolations(staff, '#admin-main')).toEqual([]);
});

test('two transfers that together pay an investment are proposed as a pair, and Select all exact takes both', async ({ page: staff, browser }) => {
  test.setTimeout(120_000);
  const investorContext = await browser.newContext();
  const investor = waitingForHydration(await investorContext.newPage());
  await signInAs(staff, 'superAdmin');
  await signIn(investor, E2E_STAFF.user.email, E2E_PASSWORD);
  const { id, reference, amount } = await awaitingPayment(staff, investor);
  const first = Math.floor(amount / 3);
  // Paid in two goes, the running balance as the bank states it: opening £5,000.00.
  const csv = [
    'Date,Description,Paid in,Paid out,Balance',
    `2026-12-01,FASTER PAYMENT ${reference} PART 1,${pounds(first)},,${pounds(500_000 + first)}`,
    `2026-12-02,FASTER PAYMENT ${reference} PART 2,${pounds(amount - first)},,${pounds(500_000 + amount)}`,
  ].join('\n');
  await importStatement(staff, 'Demo Bank plc (GBP)', 'HSBC', { name: 'hsbc-december.csv', csv });
  const summary = staff.getByRole('status').filter({ hasText: '2 new lines imported, 1 payment proposed.' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(`Opening balance${formatMoney(500_000, 'GBP')}`);
  await expect(summary).toContainText(`Closing balance${formatMoney(500_000 + amount, 'GBP')}`);
  const lines = staff.getByRole('table', { name: 'Bank lines' });
  for (const part of ['PART 1', 'PART 2'])
    await expect(lines.getByRole('row', { name: new RegExp(`${reference} ${part}`) })).toContainText('Exact with another line');
  expect(await axeViolations(staff, '#admin-main')).toEqual([]);

  await staff.getByRole('button', { name: 'Select all exact' }).click();
  for (const part of ['PART 1', 'PART 2']) await expect(lines.getByRole('checkbox', { name: new RegExp(`${reference} ${part}`) })).toBeChecked();
  await staff.getByRole('button', { name: /^Confirm selected/ }).click();
  await expect(staff.getByText(/payments recorded\./)).toBeVisible();
  await expect(lines.getByRole('row', { name: new RegExp(reference) })).toHaveCount(0);
  expect(await apiCall(staff, 'get', `/investments/${id}`)).toMatchObject({ status: 'active', startedAt: '2026-12-02' });

  // The books: this statement ties, opening plus its lines making its closing balance.
  await staff.goto('/admin/books');
  const statements = staff.getByRole('table', { name: 'Bank statements and their balances' });
  await expect(statements.getByRole('row', { name: /hsbc-december\.csv/ })).toContainText('Ties');
  expect(await axeViolations(staff, '#admin-main')).toEqual([]);
});
