import { expect, test } from './support/test';
import { signInAs } from './support/auth.ts';
import { axeViolations } from './support/axe.ts';
import { apiCall } from './support/investments.ts';

/**
 * Issue 47: the back office fits a 375 px phone. The dashboard was 436 px wide (the "Needs
 * attention" cards cut their badges off) and an investment's page 650 px (its ledger table): the
 * page never scrolls sideways; a wide table scrolls inside its own box.
 */
const fits = async (page: import('@playwright/test').Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
};

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, 'admin');
});

test('the admin dashboard fits 375 px, its "Needs attention" badges in view, and passes axe', async ({ page }) => {
  await page.goto('/admin');
  const block = page.getByRole('region', { name: 'Needs attention' });
  const item = block.getByTestId('needs-attention-item').first();
  await expect(item).toBeVisible();
  await fits(page);
  // Each card's count badge is inside the screen.
  for (const card of await block.getByTestId('needs-attention-item').all()) {
    const badge = (await card
      .getByText(/waiting$/)
      .locator('..')
      .boundingBox())!;
    expect(badge.x + badge.width).toBeLessThanOrEqual(375);
  }
  expect(await axeViolations(page)).toEqual([]);
});

test("an investment's admin page with its ledger fits 375 px and passes axe", async ({ page }) => {
  const [active] = (await apiCall(page, 'get', '/investments?status=active&limit=1')) as { id: string; reference: string }[];
  await page.goto(`/admin/investment-requests/${active!.id}`);
  await expect(page.getByRole('heading', { name: active!.reference })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ledger entries' })).toBeVisible();
  await fits(page);
  expect(await axeViolations(page)).toEqual([]);
});
