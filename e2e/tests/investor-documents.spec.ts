import { formatMoney, londonDay } from '@app/contract';
import { axeViolations } from './support/axe';
import { expect, test, waitingForHydration, type Page } from './support/test';
import { signInAs } from './support/auth.ts';
import { apiCall, requestBroilerUnits } from './support/investments.ts';

/**
 * The investor's documents beyond the statements: the zakat statement for a day they pick, and the
 * tax-year pack for their accountant. The money is put in the ledger through the API; the browser
 * drives only the screens tested here.
 */

async function expectAxeCleanAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
}

test('an investor values their holdings on a day for zakat, and downloads the tax-year pack', async ({ page, browser }) => {
  const staff = waitingForHydration(await (await browser.newContext()).newPage());
  await signInAs(staff, 'admin');
  await signInAs(page, 'user');
  const { id, reference, amount } = await requestBroilerUnits(staff, page, 1);
  const today = londonDay(new Date());
  await apiCall(staff, 'post', `/investments/${id}/ledger`, { kind: 'payment', amount, valueDate: today, reason: 'Zakat flow: paid by transfer' });

  await page.goto('/portfolio');
  await page.getByRole('link', { name: 'Open your zakat statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zakat statement' })).toBeVisible();
  await expect(page.getByLabel('Value on')).toHaveValue(today);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(formatMoney(amount));
  await expect(page.getByText('We do not give religious or tax advice', { exact: false })).toBeVisible();
  await expectAxeCleanAtBothWidths(page);

  // The day before the payment: this investment held nothing yet.
  const yesterday = londonDay(new Date(Date.now() - 86_400_000));
  await page.getByLabel('Value on').fill(yesterday);
  await expect(page).toHaveURL(new RegExp(`date=${yesterday}`));
  await expect(page.getByRole('heading', { name: /^Your holdings on / })).toBeVisible();
  await expect(row).toHaveCount(0);
  // A day to come is refused in the contract's words.
  await page.getByLabel('Value on').fill('2099-01-01');
  await expect(page.getByRole('alert')).toContainText('Please choose today or a day before');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // The tax-year pack: a zip from the portfolio.
  await page.goto('/portfolio');
  const pack = page.getByRole('link', { name: 'Pack for your accountant (zip)' });
  const zip = await page.request.get((await pack.getAttribute('href'))!);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
  await staff.close();
});
