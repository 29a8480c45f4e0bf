import { expect, test } from './support/test';
import { signInAs } from './support/auth.ts';
import { axeViolations } from './support/axe.ts';

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

/** Issue 23: tool cards say what staff can do in words; the spec's labels (GET, UPDATE…) stay as the list's tooltip. */
test('tool cards name their actions in words, with the API labels as a tooltip, and pass axe', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  const card = page.getByTestId('tool-grid').getByRole('link', { name: /Contact Details/ });
  const actions = card.getByRole('list', { name: 'Actions' });
  await expect(actions.getByRole('listitem')).toHaveText(['View', 'Add', 'Edit', 'Delete']);
  await expect(actions).toHaveAttribute('title', 'GET, ADD, UPDATE, DELETE');
  await expect(page.getByTestId('tool-grid')).not.toContainText(/\b(GET|UPDATE|DELETE)\b/);
  expect(await axeViolations(page)).toEqual([]);
});
