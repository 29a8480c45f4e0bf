import { LOSS_RULE } from '@app/contract';
import { expect, test } from './support/test';
import { signInAs } from './support/auth.ts';

// Issue 25: plans, FAQ, trust pages, terms and the close dialog all state the one loss rule the cycle close applies.
test('every page that speaks of a loss states the same loss rule', async ({ page, request }) => {
  const plans = (await (await request.get('/api/v1/investment/plans')).json()).data;
  await page.goto(`/investment-plans/${plans[0]._id}`);
  // Once where the page explains how profit is shared, once in the calculator.
  await expect(page.getByRole('region', { name: 'Return calculator' }).getByText(LOSS_RULE)).toBeVisible();
  await expect(page.getByText(LOSS_RULE)).toHaveCount(2);

  await page.goto('/faq');
  await page.getByRole('button', { name: /What are the risks\?/ }).click();
  await expect(page.getByText(LOSS_RULE)).toBeVisible();

  for (const path of ['/shariah', '/risk', '/terms-and-conditions']) {
    await page.goto(path);
    await expect(page.getByText(LOSS_RULE)).toBeVisible();
  }

  await signInAs(page, 'superAdmin');
  const name = `Loss rule cycle ${Date.now()}`;
  await page.goto('/admin/cycles');
  await page.getByRole('button', { name: 'New cycle' }).click();
  await page.getByLabel('Plan').selectOption({ label: 'Broiler Chicken Cycle' });
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Cluster or location').fill('Sherpur cluster');
  await page.getByLabel('Start date').fill('2026-11-02');
  await page.getByLabel('Expected end date').fill('2027-04-01');
  await page.getByLabel('Number of units').fill('10');
  await page.getByRole('button', { name: 'Create cycle' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Close with results' }).click();
  await expect(page.getByRole('dialog', { name: 'Close the cycle' })).toContainText(LOSS_RULE);
});
