import { ADMIN_TOOLS } from '@app/contract';
import { expect, test } from './support/test';
import { signInAs } from './support/auth.ts';

test('a moderator sees exactly the six content tiles and is refused the metrics screen', async ({ page }) => {
  await signInAs(page, 'moderator');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Moderator Management System' })).toBeVisible();
  const tiles = page.getByTestId('tool-grid').getByRole('link');
  await expect(tiles).toHaveCount(6);
  const titles = (await tiles.locator('h3').allInnerTexts()).map((t) => t.trim());
  expect(titles).toEqual(['About Image Management', 'Our Stories', 'FAQ Management', 'Contact Inquiries', 'Contact Details', 'Trust Pages']);

  // Search over actions and the empty state.
  await page.getByLabel('Search tools').fill('zzz-nothing');
  await expect(page.getByText('No items found')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(tiles).toHaveCount(6);

  // In-app navigation meets the same guard as a page load: the admin layout checks every path.
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate('/admin/users'),
  );
  await expect(page).toHaveURL(/\/unauthorized$/);

  await page.goto('/admin/metrics');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('an employee sees no content tiles but a link to the work plan', async ({ page }) => {
  await signInAs(page, 'employee');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Employee Management System' })).toBeVisible();
  await expect(page.getByTestId('tool-grid')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open my work plan' })).toHaveAttribute('href', '/admin/manage-work-plan');
});

test('the admin shell: menus by keyboard, footer, drawer below 992 px, redirects', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin-panel');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/no-such-tool');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('button', { name: /Profile menu/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
  await expect(page.getByRole('menuitem', { name: 'Activity Log' })).toHaveAttribute('href', '/admin/activity');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menuitem', { name: 'Preferences' })).toHaveAttribute('href', '/admin/preferences');
  await expect(page.getByRole('menuitem', { name: 'Security' })).toHaveAttribute('href', '/admin/security');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Version 2.0.0')).toBeVisible();
  await expect(page.getByText(/Last login: (Today|Yesterday)/)).toBeVisible();

  await page.setViewportSize({ width: 900, height: 800 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  // Every tool a superAdmin has, and the shell's own four: Dashboard, Activity Log, My Work Plan, Team Work Plans.
  await expect(drawer.getByRole('link')).toHaveCount(ADMIN_TOOLS.filter((tool) => tool.roles.includes('superAdmin')).length + 4);
  await drawer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/admin\/faq$/);

  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
});
