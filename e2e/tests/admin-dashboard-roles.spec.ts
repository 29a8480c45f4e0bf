import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth.ts';

/** Issue 16: the back office shows each role what it manages, no more. */
test('an employee sees no site-wide counters and no Admin badge; a moderator sees both', async ({ page }) => {
  await signInAs(page, 'employee');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Employee Management System' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open my work plan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toHaveCount(0);

  await signInAs(page, 'moderator');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Moderator Management System' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
});
