import { axeViolations } from './support/axe';
import { expect, test } from './support/test';

/** The public careers pages: server-rendered with meta tags, accessible (axe), and their not-found state. */
test('careers list and detail are server-rendered, cacheable and have no axe violations', async ({ page, request }) => {
  const list = await request.get('/career');
  expect(list.status()).toBe(200);
  expect(list.headers()['cache-control']).toContain('public');
  const html = await list.text();
  expect(html).toContain('Veterinary Doctor');
  expect(html).toMatch(/<meta property="og:title" content="Careers \|/);

  await page.goto('/career');
  await expect(page.getByRole('heading', { name: 'Farm Manager' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /See More about Farm Manager/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Farm Manager' })).toBeVisible();
  await expect(page).toHaveTitle(/Farm Manager/);
  await expect(page.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  const form = page.getByRole('dialog', { name: 'Apply for Farm Manager' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Full name is required')).toBeVisible();
  await expect(form.getByText('Resume is required')).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});

test('a closed or unknown post shows Job Not Found with a link back to the list', async ({ page }) => {
  const response = await page.goto('/careers/6f1c1f7e-9a43-4d4b-9d8e-2c3a4b5c6d7e');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
  await page.getByRole('link', { name: /View all open positions/ }).click();
  await expect(page).toHaveURL(/\/career$/);
  expect(await axeViolations(page)).toEqual([]);
});
