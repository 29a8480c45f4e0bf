import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { signInAs } from './support/auth.ts';

/** The back office's footer Help leads to the staff help page, written for the reader's role. */
test('a moderator reaches staff help from the footer and sees what each tool is for and who may use it', async ({ page }) => {
  await signInAs(page, 'moderator');
  await page.goto('/admin');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/admin\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Help' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Signed in as Moderator' })).toBeVisible();

  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Contact Details/ })).toHaveText(/Contact Details\s*YesYesYesNo/);
  await expect(table.getByRole('row', { name: /Admin Users/ })).toHaveText(/Admin Users\s*YesYesNoNo/);

  const contactDetails = page.getByRole('article', { name: 'Contact Details' });
  await expect(contactDetails).toContainText('Save Changes to save the new order');
  await expect(contactDetails.getByRole('link', { name: 'Open Contact Details' })).toHaveAttribute('href', '/admin/contact/info');
  // A tool the moderator may not use is explained, without a link into it.
  const users = page.getByRole('article', { name: 'Admin Users' });
  await expect(users).toContainText('For: Super Admin, Admin');
  await expect(users.getByRole('link')).toHaveCount(0);

  // The page's own content (the shell around it is checked with the admin shell).
  expect(await axeViolations(page, '#admin-main')).toEqual([]);
});

test('an employee reads help about their own work plan, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, 'employee');
  await page.goto('/admin/help');
  await expect(page.getByRole('heading', { name: 'Signed in as Employee' })).toBeVisible();
  await expect(page.getByText('You plan your month, check in every working day')).toBeVisible();
  await expect(page.getByRole('article', { name: 'My Work Plan' }).getByRole('link', { name: 'Open My Work Plan' })).toBeVisible();
  // No role table on a phone (it would not fit): each card says who may use it.
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByRole('article', { name: 'Team Work Plans' })).toContainText('For: Super Admin, Admin');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page, '#admin-main')).toEqual([]);
});

test('an admin opens the API reference from help, finds the sign-in route and reads what it takes', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/help');
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/admin\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
  await page.getByLabel('Search routes').fill('auth/login');
  const login = page.getByRole('listitem').filter({ hasText: '/api/v1/auth/login' });
  await expect(login).toHaveCount(1);
  await login.getByText('/api/v1/auth/login').click();
  const body = login.getByRole('table', { name: 'JSON body' });
  await expect(body.getByRole('row', { name: /^password/ })).toContainText('yes');
  await expect(login).toContainText('429 Too many requests');
  await expect(page.getByRole('heading', { name: /^investments/ })).toHaveCount(0);
  expect(await axeViolations(page, '#admin-main')).toEqual([]);
});
