import { expect, type Page } from '@playwright/test';

/**
 * Staff put money in an investment's ledger from its back-office page, as a person does when the
 * money did not come through a bank statement: the payment still missing for the amount, or the
 * payout of everything held. The page must show the investment (/admin/investment-requests/:id).
 */

const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));

export async function recordInLedger(page: Page, kind: 'payment' | 'payout', reason: string) {
  const card = page.getByRole('region', { name: 'Ledger', exact: true });
  let amount: number;
  if (kind === 'payment') {
    const [, received, due] = /(£[\d,.]+) of (£[\d,.]+) received/.exec(
      (await card
        .getByText(/ received$/)
        .first()
        .textContent()) ?? '',
    )!;
    amount = pounds(due!) - pounds(received!);
  } else {
    amount = pounds((await card.locator('dt:text-is("Held") + dd').textContent()) ?? '');
  }
  await card.getByRole('button', { name: kind === 'payment' ? 'Record payment received' : 'Record payout sent' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Amount/).fill(amount.toFixed(2));
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText(kind === 'payment' ? 'Payment received recorded' : 'Payout sent recorded').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  return amount;
}
