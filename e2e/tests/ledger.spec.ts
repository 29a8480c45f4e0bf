import { formatMoney } from '@app/contract';
import { axeViolations } from './support/axe';
import { expect, test, waitingForHydration, type Page } from './support/test';
import { E2E_PASSWORD, E2E_STAFF } from './support/accounts.ts';
import { signIn, signInAs } from './support/auth.ts';
import { apiCall, requestBroilerUnits } from './support/investments.ts';
import { recordInLedger } from './support/ledger.ts';
import { submitRefusedUntilCorrected } from './support/forms.ts';

/**
 * Money follows the ledger: staff record a payment on an investment awaiting payment (a partial
 * one does not activate), activate it once paid in full, see its ledger, and run the books check.
 */

/** An investment of 2 broiler units awaiting payment, for the e2e investor. */
async function awaitingPayment(staff: Page, investor: Page): Promise<{ id: string; reference: string; amount: number }> {
  const investment = await requestBroilerUnits(staff, investor, 2);
  for (const status of ['contacted', 'awaiting_payment']) await apiCall(staff, 'patch', `/investments/${investment.id}/status`, { status });
  return investment;
}

async function expectNoAxeViolations(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
}

/**
 * The status panel's Mark active sits under the corner where toasts stack. A pointer resting on a toast
 * holds it (the toast library pauses while hovered), so the pointer moves off and the toasts leave
 * before the click, as a person would wait for them.
 */
async function markActiveOnceToastsLeft(staff: Page) {
  await staff.mouse.move(0, 0);
  await expect(staff.locator('[data-sonner-toast]')).toHaveCount(0);
  await staff.getByRole('button', { name: 'Mark active' }).click();
}

test('staff record a payment, activate the investment once paid in full, see its ledger, and find the books clean', async ({ page: staff, browser }) => {
  test.setTimeout(180_000);
  await signInAs(staff, 'superAdmin');
  const investorContext = await browser.newContext();
  const investor = waitingForHydration(await investorContext.newPage());
  await signIn(investor, E2E_STAFF.user.email, E2E_PASSWORD);
  const investment = await awaitingPayment(staff, investor);
  const half = investment.amount / 2;

  await staff.goto(`/admin/investment-requests/${investment.id}`);
  const ledger = staff.getByRole('region', { name: 'Ledger', exact: true });
  await expect(ledger.getByText('No money recorded yet')).toBeVisible();

  // The first half of the transfer: recorded with a reason, shown as partial, and not enough to activate.
  await ledger.getByRole('button', { name: 'Record payment received' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel(/^Amount/).fill((half / 100).toFixed(2));
  await submitRefusedUntilCorrected(dialog, {
    submit: 'Record',
    error: 'Please give a reason (at least 3 characters)',
    field: 'Reason',
    value: 'First of two transfers',
  });
  await expect(staff.getByText('Payment received recorded').first()).toBeVisible();
  const partial = new RegExp(`^£[\\d,]+\\.\\d\\d of £[\\d,]+\\.\\d\\d received$`);
  await expect(ledger.getByText(partial)).toBeVisible();
  await markActiveOnceToastsLeft(staff);
  await staff.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(staff.getByText(/received: the investment becomes active once the payments recorded in its ledger cover the amount/).first()).toBeVisible();
  await staff.keyboard.press('Escape');
  await expect(staff.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(staff);

  // The rest arrives: the investment activates, and the ledger lists both payments by whom and why.
  await staff.setViewportSize({ width: 1280, height: 900 });
  expect(await recordInLedger(staff, 'payment', 'Second transfer seen on the statement')).toBe(half / 100);
  await markActiveOnceToastsLeft(staff);
  await staff.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(staff.getByText('Investment moved to Active')).toBeVisible();
  const rows = ledger.getByRole('row');
  await expect(rows.filter({ hasText: 'First of two transfers' })).toContainText('Payment received');
  await expect(rows.filter({ hasText: 'Second transfer seen on the statement' })).toContainText('Staff');
  await expect(ledger.locator('dt:text-is("Held") + dd')).toHaveText(formatMoney(investment.amount));

  // The investor's page reads the same figures from the ledger.
  await investor.goto(`/portfolio/investments/${investment.id}`);
  await expect(investor.getByRole('region', { name: 'Your money' }).getByText(formatMoney(investment.amount)).first()).toBeVisible();

  // The books check on demand: clean.
  await staff.goto('/admin/books');
  await staff.getByRole('button', { name: 'Run the books check' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Clean.' })).toBeVisible();
  await expect(staff.getByText('Books check ran: the books are clean').first()).toBeVisible();
  await staff.getByRole('button', { name: 'Per month' }).click();
  await expect(staff.getByRole('columnheader', { name: 'Held at month end' })).toBeVisible();
  await expectNoAxeViolations(staff);
  await investorContext.close();
});
