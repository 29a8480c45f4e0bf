import { CAPITAL_AT_RISK, LOSS_RULE } from '@app/contract';
import { expect, test, waitingForHydration } from './support/test';
import { signInAs } from './support/auth.ts';
import { createBroilerCycle, verifiedInvestor } from './support/investments.ts';

// Issue 25: every plan page and its calculator, the FAQ, the trust pages, the risk summary, the terms,
// the agreement on the invest form and the close dialog all state the one loss rule the cycle close applies.
test('every page that speaks of a loss states the same loss rule', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const plans = (await (await request.get('/api/v1/investment/plans')).json()).data as { _id: string; title: string }[];
  expect(plans.length).toBeGreaterThan(1);
  for (const plan of plans) {
    await page.goto(`/investment-plans/${plan._id}`);
    await expect(page.getByRole('heading', { level: 1, name: plan.title })).toBeVisible();
    // Once where the page explains how profit is shared, once in the calculator.
    await expect(page.getByRole('region', { name: 'Return calculator' }).getByText(LOSS_RULE)).toBeVisible();
    await expect(page.getByText(LOSS_RULE)).toHaveCount(2);
    // The calculator's return is a projection, per cycle and annualised, with the capital at risk beside it.
    const calculator = page.getByRole('region', { name: 'Return calculator' });
    await expect(calculator).toContainText(/Projected return\d+(\.\d)?% per cycle, \d+(\.\d)?% a year annualised/);
    await expect(calculator).toContainText(`${CAPITAL_AT_RISK}.`);
  }

  await page.goto('/faq');
  await page.getByRole('button', { name: /What are the risks\?/ }).click();
  await expect(page.getByText(LOSS_RULE)).toBeVisible();

  for (const path of ['/shariah', '/risk', '/track-record', '/risk-summary', '/terms-and-conditions']) {
    await page.goto(path);
    await expect(page.getByText(LOSS_RULE), path).toBeVisible();
  }

  await signInAs(page, 'superAdmin');
  // The agreement the investor reads and signs on the invest form.
  const investorContext = await browser.newContext();
  const investor = waitingForHydration(await investorContext.newPage());
  await signInAs(investor, 'user');
  await verifiedInvestor(page, investor);
  await investor.goto(`/portfolio/invest/${plans[0]!._id}?units=1`);
  await expect(investor.getByRole('region', { name: 'The agreement (binding, in English)' }).getByText(LOSS_RULE)).toBeVisible();
  await investorContext.close();

  const name = `Loss rule cycle ${Date.now()}`;
  await createBroilerCycle(page, name);
  await page.getByRole('button', { name: 'Close with results' }).click();
  await expect(page.getByRole('dialog', { name: 'Close the cycle' })).toContainText(LOSS_RULE);
});
