import { expect, test } from './support/test';
import { signInAs } from './support/auth.ts';
import { keyboardReorder } from './support/dnd.ts';

/** An admin creates a job post (the draft survives a reload), sees it on /career, deactivates it and it disappears. */
test('create a job post with a saved draft, publish it, then deactivate it', async ({ page }) => {
  const role = `Poultry Field Supervisor ${Date.now().toString(36)}`;
  await signInAs(page, 'superAdmin');
  await page.goto('/admin/careers/create');
  await expect(page.getByRole('heading', { name: 'Create New Job Post' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Job Post' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fix the errors in the form' })).toBeVisible();
  await expect(page.getByText('Job title is required')).toBeVisible();

  await page.getByLabel('Job Title').fill(role);
  await page.getByLabel('Department').fill('Poultry');
  await page.getByLabel('Location').fill('Gazipur, Dhaka Division');
  await page.getByLabel('Add a skill').fill('Poultry health');
  await page.getByLabel('Add a skill').press('Enter');
  await page.getByLabel('Add a skill').fill('poultry health');
  await page.getByLabel('Add a skill').press('Enter');
  await expect(page.getByText('This skill has already been added.').first()).toBeVisible();

  await page.reload();
  await expect(page.getByText('We restored the draft you started earlier.')).toBeVisible();
  await expect(page.getByLabel('Job Title')).toHaveValue(role);
  await expect(page.getByRole('list', { name: 'Skills' })).toContainText('Poultry health');

  await page.getByLabel('Salary').fill('BDT 30,000 per month');
  await page.getByLabel('Application Deadline').fill('2027-03-01');
  await page.getByLabel('Short description').fill('Lead biosecurity and flock health across our broiler clusters.');
  await page.getByLabel('Responsibilities 1', { exact: true }).fill('Visit broiler farms twice a week');
  await expect(page.getByRole('button', { name: 'Remove item 1 of Responsibilities' })).toBeDisabled();
  await page.getByLabel('Application procedure').fill('Apply online with your CV.');
  await page.getByRole('button', { name: 'Create Job Post' }).click();
  await expect(page.getByText('Career post created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/careers\/posts$/);
  expect(await page.evaluate(() => window.localStorage.getItem('careers:job-post-draft'))).toBeNull();
  await expect(page.getByRole('button', { name: role, exact: true })).toBeVisible();

  await page.goto('/career');
  await expect(page.getByRole('heading', { name: role })).toBeVisible();

  await page.goto('/admin/careers/posts');
  await page.getByRole('button', { name: `Deactivate ${role}` }).click();
  await expect(page.getByText('Career post deactivated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Activate ${role}` })).toBeVisible();

  await page.goto('/career');
  await expect(page.getByRole('heading', { name: 'Veterinary Doctor' })).toBeVisible();
  await expect(page.getByRole('heading', { name: role })).toHaveCount(0);

  // Anonymous visitors cannot see it either, nor open its page.
  await page.context().clearCookies();
  await page.goto('/career');
  await expect(page.getByRole('heading', { name: role })).toHaveCount(0);
});

test('postings reorder with the keyboard and the public list follows', async ({ page }) => {
  await signInAs(page, 'superAdmin');
  await page.goto('/admin/careers/posts');
  await page.getByRole('button', { name: 'Reorder' }).click();
  // Whatever order earlier tests left, the last active posting is moved to the top.
  const handles = page.getByRole('button', { name: /^Move / });
  await expect(handles.first()).toBeVisible();
  const names = await handles.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!.replace(/^Move /, '')));
  const posts = (await (await page.request.get('/api/v1/career/posts')).json()).data as { role: string; isActive: boolean }[];
  const active = new Set(posts.filter((post) => post.isActive).map((post) => post.role));
  const from = names.findLastIndex((name) => active.has(name));
  expect(from).toBeGreaterThan(0);
  const role = names[from]!;
  await keyboardReorder(
    page,
    handles.nth(from),
    Array.from({ length: from }, () => 'ArrowUp' as const),
  );
  await expect(page.getByText('Posts order updated')).toBeVisible();
  await expect(handles.first()).toHaveAccessibleName(`Move ${role}`);

  await page.goto('/career');
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(role);
});
