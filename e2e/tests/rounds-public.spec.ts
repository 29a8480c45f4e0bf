import { addDays, ROUND_PAGE_MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@app/contract';
import { axeViolations } from './support/axe';
import { signInAs } from './support/auth.ts';
import { serverClockNow } from './support/clock.ts';
import { apiCall } from './support/investments.ts';
import { expect, test, type Page } from './support/test';

/**
 * Funding rounds on the public plan page (issue 48): a round staff open shows its units left, its
 * bar and its days left in the server's HTML (no script needed); a plan with no round open says so
 * and takes an email for an alert.
 */

async function planNamed(page: Page, title: string): Promise<{ _id: string; title: string }> {
  const plans = (await (await page.request.get('/api/v1/investment/plans')).json()).data as { _id: string; title: string }[];
  return plans.find((plan) => plan.title === title)!;
}

test('a plan page shows its open round without JavaScript: units left, a labelled bar and the days left', async ({ page, browser }) => {
  await signInAs(page, 'superAdmin');
  const plan = await planNamed(page, 'Black Bengal Goats');
  const today = (await serverClockNow()).toISOString().slice(0, 10);
  const name = `Goats round ${Date.now()}`;
  const round = await apiCall(page, 'post', '/cycles', {
    planId: plan._id,
    name,
    location: 'Jamalpur villages',
    startDate: addDays(today, 16),
    expectedEndDate: addDays(today, 200),
    units: 50,
    minimumUnits: 30,
    fundingOpensOn: addDays(today, -2),
    fundingClosesOn: addDays(today, 12),
  });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto(`/investment-plans/${plan._id}`);
    const card = visitor.getByRole('article', { name });
    await expect(card.getByText('50 of 50 units left')).toBeVisible();
    // A native <progress>, named by its visible label: it reads the same without a script.
    const bar = card.getByRole('progressbar', { name: '0% funded' });
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((el: HTMLProgressElement) => [el.max, el.value])).toEqual([50, 0]);
    await expect(card.getByText(/^Closes in \d+ days, on \d+ \w+ \d{4}$/)).toBeVisible();
    await expect(card.getByText('30 units paid for the round to go ahead')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Tell me when it opens' })).toHaveCount(0);
    await context.close();

    await page.goto(`/investment-plans/${plan._id}`);
    expect(await axeViolations(page, '#rounds-heading + *')).toEqual([]);
  } finally {
    // The round goes again, so other flows find the plan as they expect.
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
    await page.request.delete(`/api/v1/cycles/${round.id}`, { headers: { [XSRF_HEADER]: xsrf } });
  }
});

test('a plan with no round open says so and takes an email by keyboard for an alert', async ({ page }) => {
  const plan = await planNamed(page, 'Dairy Cow Partnership');
  await page.goto(`/investment-plans/${plan._id}`);
  // The demo's dairy plan is between rounds: its next one opens twelve days after the seed day.
  await expect(page.getByText(/^The next round is expected to open on .+$/)).toBeVisible();
  const email = page.getByLabel(ROUND_PAGE_MESSAGES.alertLabel);
  const send = page.getByRole('button', { name: 'Tell me when it opens' });
  await send.click();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  await email.focus();
  await page.keyboard.type(`alerts-${Date.now()}@example.com`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: ROUND_PAGE_MESSAGES.alertSent })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
