import { NO_SHARIAH_CERTIFICATE, SHARIAH_ADVISER_MESSAGES } from '@app/contract';
import { axeViolations } from './support/axe';
import { signInAs } from './support/auth.ts';
import { expect, test, type Page } from './support/test';

// Issue 25: Shariah governance is named or not claimed, and every figure says whether it is achieved or a target.

/** A one-page PDF: the server checks the certificate by its magic bytes, not its name. */
const CERTIFICATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function removeAdviserIfAny(page: Page) {
  await page.goto('/admin/trust-pages');
  const form = page.getByRole('form', { name: 'Shariah adviser and certificate' });
  await expect(form).toBeVisible();
  const remove = form.getByRole('button', { name: 'Remove adviser' });
  if (await remove.isVisible()) {
    await remove.click();
    await page.getByRole('dialog', { name: 'Remove the Shariah adviser?' }).getByRole('button', { name: 'Remove adviser' }).click();
    await expect(page.getByText(SHARIAH_ADVISER_MESSAGES.removed)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Enter adviser' })).toBeVisible();
  }
}

test('/shariah says plainly that no certificate is held until an administrator enters the adviser, then names them', async ({ page, request }) => {
  await signInAs(page, 'admin');
  await removeAdviserIfAny(page);

  await page.goto('/shariah');
  const box = page.getByRole('complementary', { name: 'Shariah adviser and certificate' });
  await expect(box).toContainText(NO_SHARIAH_CERTIFICATE);
  await expect(page.getByRole('main')).not.toContainText(/reviewed by an independent/i);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/admin/trust-pages');
  const form = page.getByRole('form', { name: 'Shariah adviser and certificate' });
  await form.getByRole('button', { name: 'Enter adviser' }).click();
  await expect(form.getByText(SHARIAH_ADVISER_MESSAGES.nameRequired)).toBeVisible();
  await form.getByLabel('Adviser name').fill('Mufti Abdur Rahman');
  await form.getByLabel('Certificate reference').fill('SSB-2026-014');
  await form.getByLabel('Qualifications').fill('Takhassus fi al-Fiqh; AAOIFI Certified Shariah Adviser and Auditor');
  await form.getByLabel('Certificate date').fill('2026-10-01');
  await form.getByRole('button', { name: 'Enter adviser' }).click();
  await expect(form.getByText(SHARIAH_ADVISER_MESSAGES.certificateRequired)).toBeVisible();
  await form.getByLabel('Certificate (PDF)').setInputFiles({ name: 'certificate.txt', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
  await form.getByRole('button', { name: 'Enter adviser' }).click();
  await expect(form.getByText(SHARIAH_ADVISER_MESSAGES.certificateType)).toBeVisible();
  await form.getByLabel('Certificate (PDF)').setInputFiles({ name: 'SSB-2026-014.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF });
  await form.getByRole('button', { name: 'Enter adviser' }).click();
  await expect(page.getByText(SHARIAH_ADVISER_MESSAGES.saved)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save adviser' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  await page.goto('/shariah');
  await expect(box).toContainText('Mufti Abdur Rahman');
  await expect(box).toContainText('AAOIFI Certified Shariah Adviser and Auditor');
  await expect(box).toContainText('SSB-2026-014');
  await expect(box).toContainText('1 October 2026');
  await expect(box).not.toContainText(NO_SHARIAH_CERTIFICATE);
  const link = box.getByRole('link', { name: 'Read the certificate (PDF)' });
  const certificate = await request.get((await link.getAttribute('href'))!);
  expect(certificate.status()).toBe(200);
  expect(certificate.headers()['content-type']).toBe('application/pdf');
  expect((await certificate.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await axeViolations(page)).toEqual([]);

  await removeAdviserIfAny(page);
  await page.goto('/shariah');
  await expect(box).toContainText(NO_SHARIAH_CERTIFICATE);
});

test('every figure says Target or Achieved with its date, from the data, on the site and in the sales pack', async ({ page }) => {
  await page.goto('/cp');
  const figures = page.getByRole('region', { name: 'Our figures today' });
  const card = (title: string) => figures.locator('div', { has: page.getByText(title, { exact: true }) }).last();
  await expect(card('Trees Planted')).toContainText('Target');
  await expect(card('Operating Divisions')).toContainText(/Achieved \d{1,2} \w+ \d{4}/);
  await expect(page.getByTestId('return-figures')).toContainText('Capital at risk');
  expect(await axeViolations(page)).toEqual([]);

  // Staff mark the skills centres reached; the mission and the sales pack follow the data.
  await signInAs(page, 'admin');
  await page.goto('/admin/metrics');
  await page.getByRole('button', { name: 'Edit Skills Centres' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Metric' });
  await dialog.getByLabel('Status').selectOption('achieved');
  await dialog.getByLabel('Date achieved').fill('2026-11-02');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Metric updated successfully')).toBeVisible();
  await expect(page.getByText('Achieved 2 November 2026')).toBeVisible();

  await page.goto('/mission');
  const goal = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '350 skills centres' }) });
  await expect(goal).toContainText('Achieved 2 November 2026');
  await page.goto('/cp');
  await expect(card('Skills Centres')).toContainText('Achieved 2 November 2026');

  await page.goto('/admin/metrics');
  await page.getByRole('button', { name: 'Edit Skills Centres' }).click();
  await dialog.getByLabel('Status').selectOption('target');
  await expect(dialog.getByLabel('Date achieved')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Metric updated successfully')).toBeVisible();
  await page.goto('/mission');
  await expect(goal).toContainText('Target');
});
