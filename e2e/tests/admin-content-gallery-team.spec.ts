import { expect, test } from './support/test';
import { signInAs } from './support/auth.ts';

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

test('disabling an about image takes it out of the public slider', async ({ page }) => {
  await page.goto('/admin/about-images');
  const card = page.getByTestId('about-image').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const title = (await card.locator('p[title]').getAttribute('title'))!;

  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Photos from our farms' });
  await expect(slider.getByRole('img', { name: title, exact: true }).first()).toBeAttached();

  await page.goto('/admin/about-images');
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await expect(page.getByText('Image disabled successfully')).toBeVisible();
  await expect(page.getByTestId('about-image').first()).toContainText('Disabled');

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Photos from our farms' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Photos from our farms' }).getByRole('img', { name: title, exact: true })).toHaveCount(0);

  // Enable it again: back in the slider.
  await page.goto('/admin/about-images');
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Enable' }).click();
  await expect(page.getByText('Image enabled successfully')).toBeVisible();
});

test('a team member moves column by column to column 5 and stops there', async ({ page }) => {
  await page.goto('/admin/team');
  const rows = page.getByTestId('team-member');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const count = await rows.count();
  let index = -1;
  for (let i = 0; i < count; i++) {
    if (!(await rows.nth(i).getByTestId('team-member-column').innerText()).includes('5')) {
      index = i;
      break;
    }
  }
  expect(index).toBeGreaterThanOrEqual(0);
  const row = rows.nth(index);
  const name = (await row.locator('button[aria-expanded] span span').first().innerText()).trim();
  const right = page.getByRole('button', { name: `Move ${name} right` });
  for (let column = Number((await row.getByTestId('team-member-column').innerText()).replace(/\D/g, '')) + 1; column <= 5; column++) {
    await right.click();
    await expect(page.getByText(`Moved ${name} to Column ${column}`)).toBeVisible();
    await expect(row.getByTestId('team-member-column')).toHaveText(`Column ${column}`);
  }
  await expect(right).toBeDisabled();
  await expect(page.getByTestId('team-column-5')).toContainText(name);

  await page.reload();
  await expect(page.getByTestId('team-member').filter({ hasText: name }).getByTestId('team-member-column')).toHaveText('Column 5');
});
