import { expect, test } from './support/test';
import { signInAs } from './support/auth.ts';
import { keyboardReorder } from './support/dnd.ts';

/** A real 8x8 PNG: the server checks image files by their bytes and re-encodes them. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOwqXXFihiGlgQAzfA/gfr44eEAAAAASUVORK5CYII=', 'base64');

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

test('contact details: one form at a time, email check, add button hidden at five phones, Save Changes saves the order', async ({ page, request }) => {
  await page.goto('/admin/contact/info');
  const phones = page.getByTestId('contact-section-phones');
  await expect(phones.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  const save = page.getByRole('button', { name: 'Save Changes' });
  // Items save themselves; Save Changes has something to do only once the order is changed.
  await expect(save).toBeDisabled();
  await expect(page.getByTestId('contact-save-hint')).toContainText('Each item is saved with its own Save button');

  const emails = page.getByTestId('contact-section-emails');
  await emails.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(save).toBeDisabled();
  await expect(phones.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  // The field stops at the contract's maximum, the length the server accepts.
  await emails.getByLabel(/^Title/).fill('y'.repeat(260));
  await expect(emails.getByLabel(/^Title/)).toHaveValue('y'.repeat(200));
  await emails.getByLabel(/^Title/).fill('Press');
  await emails.getByLabel(/^Email address/).fill('not-an-email');
  await emails.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
  await emails.getByRole('button', { name: 'Cancel' }).click();
  await expect(save).toBeDisabled();

  let count = await phones.getByRole('listitem').count();
  while (count < 5) {
    await phones.getByRole('button', { name: 'Add', exact: true }).click();
    await phones.getByLabel(/^Title/).fill(`Line ${count + 1}`);
    await phones.getByLabel(/^Link number/).fill(`+4470000000${count}`);
    await phones.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Phone number added successfully!' })).toBeVisible();
    count++;
    await expect(phones.getByRole('listitem')).toHaveCount(count);
  }
  await expect(phones.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  await expect(phones.getByText('5 / 5')).toBeVisible();

  // Move the first phone down one place: nothing is saved until Save Changes, which the open form blocks.
  const savedPhones = async () => ((await (await request.get('/api/v1/contactInfo')).json()).data.phones as { _id: string }[]).map((p) => p._id);
  const before = await savedPhones();
  const first = phones.getByRole('listitem').first();
  const firstName = (await first.locator('p').first().textContent())!;
  await keyboardReorder(page, phones.getByRole('button', { name: `Reorder phone number: ${firstName}` }), ['ArrowDown']);
  await expect(phones.getByRole('listitem').nth(1)).toContainText(firstName);
  await expect(page.getByTestId('contact-save-hint')).toContainText('The new order is not saved yet');
  expect(await savedPhones()).toEqual(before);
  await page.getByTestId('contact-section-offices').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(save).toBeDisabled();
  await page.getByTestId('contact-section-offices').getByRole('button', { name: 'Cancel' }).click();

  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Contact information saved successfully!' })).toBeVisible();
  expect(await savedPhones()).toEqual([before[1], before[0], ...before.slice(2)]);
  await expect(save).toBeDisabled();
});

test('stories: image required on add, a new story is listed, search has a Clear Search empty state', async ({ page }) => {
  await page.goto('/admin/stories');
  await expect(page.getByTestId('story-item').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add New Story' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Story' });
  const name = `Shahana ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Role', exact: true }).fill('Goat farmer, Rajshahi');
  await dialog.getByLabel('Link').fill('not a url');
  await dialog.getByRole('textbox', { name: 'Short story', exact: true }).fill('Two goats became eleven in three cycles.');
  await dialog.getByRole('button', { name: 'Add Story' }).click();
  await expect(dialog.getByText('Enter a valid URL (starting with http:// or https://)')).toBeVisible();
  await expect(dialog.getByText('Image is required')).toBeVisible();
  await dialog.getByLabel('Link').fill('https://example.org/stories/shahana');
  await dialog.getByLabel('Image').setInputFiles({ name: 'shahana.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Add Story' }).click();
  await expect(page.getByText('Story added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Sort stories').selectOption('-createdAt');
  await expect(page.getByTestId('story-item').first()).toContainText(name);

  await page.getByLabel('Search stories').fill('no story has this text');
  await expect(page.getByText('No stories found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
  await expect(page.getByTestId('story-item').first()).toBeVisible();
});

test('investment plans: revolving amount only while revolving, new plan listed with £ amounts', async ({ page }) => {
  await page.goto('/admin/investments');
  await expect(page.getByTestId('plan-item').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add Plan' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Investment Plan' });
  const title = `Duck Rearing ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Package', exact: true }).fill('Starter');
  await dialog.getByRole('textbox', { name: 'Product', exact: true }).fill('Ducks');
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Rear ducks with a partner farmer for one season.');
  await expect(dialog.getByLabel(/Revolving amount/)).toHaveCount(0);
  await dialog.getByLabel('Revolving', { exact: true }).check();
  await expect(dialog.getByLabel(/Revolving amount/)).toBeVisible();
  await dialog.getByLabel(/Investment amount/).fill('750');
  await dialog.getByLabel(/Investment profit/).fill('90');
  await dialog.getByRole('button', { name: 'Add Plan' }).click();
  await expect(dialog.getByText('Revolving amount must be greater than 0')).toBeVisible();
  await dialog.getByLabel('Revolving', { exact: true }).uncheck();
  await expect(dialog.getByLabel(/Revolving amount/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Plan' }).click();
  await expect(page.getByText('Investment plan added successfully')).toBeVisible();
  const row = page.getByTestId('plan-item').filter({ hasText: title });
  await expect(row).toContainText('£750.00');

  await page.getByLabel('Filter plans').selectOption('revolving');
  await expect(page.getByTestId('plan-item').filter({ hasText: title })).toHaveCount(0);
  await page.getByLabel('Filter plans').selectOption('fixed');
  await expect(page.getByTestId('plan-item').filter({ hasText: title })).toHaveCount(1);
});
