import { expect, test } from '@playwright/test';

test('the home page renders and the 404 page exists', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Breadbasket Ventures/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
