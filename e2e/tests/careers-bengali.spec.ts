import { expect, test } from './support/test';
import { makePdf } from '../../apps/server/src/modules/careers/sample-documents.ts';
import { axeViolations } from './support/axe';
import { waitForMail } from './support/mail.ts';

/**
 * A job seeker reads the careers pages in Bengali (/bn/career, the post's text from the seed's Bengali),
 * applies with a PDF, sees the form's rule in Bengali when a required field is left empty, and gets the
 * Bengali confirmation; the application arrives as the English flow's does.
 */
test('a job seeker applies for a job in Bengali', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const applicant = { name: `সালমা বেগম ${stamp}`, email: `salma.bn.${stamp}@e2e.test` };

  await page.goto('/bn/career');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: 'আমাদের দলে যোগ দিন' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'পশুচিকিৎসক' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'বিস্তারিত দেখুন পশুচিকিৎসক সম্পর্কে' }).click();
  await expect(page).toHaveURL(/\/bn\/careers\//);
  await expect(page.getByRole('heading', { level: 1, name: 'পশুচিকিৎসক' })).toBeVisible();
  await expect(page.getByText('বগুড়া, রাজশাহী বিভাগ').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'এখনই আবেদন করুন' }).first().click();
  const form = page.getByRole('dialog', { name: 'পশুচিকিৎসক পদে আবেদন' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'আবেদন জমা দিন' }).click();
  await expect(form.getByText('পুরো নাম লিখুন')).toBeVisible();
  await expect(form.getByText('আপনার সিভি যুক্ত করুন')).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  await form.getByLabel('পুরো নাম').fill(applicant.name);
  await form.getByLabel('ইমেইল').fill(applicant.email);
  await form.getByLabel('ফোন নম্বর').fill('+8801711223344');
  await form.getByLabel('সিভি / জীবনবৃত্তান্ত').setInputFiles({ name: 'CV.pdf', mimeType: 'application/pdf', buffer: makePdf(`Salma ${stamp}`) });
  await form.getByRole('button', { name: 'আবেদন জমা দিন' }).click();
  const done = page.getByRole('dialog', { name: 'আবেদন জমা হয়েছে' });
  await expect(done).toContainText('আপনার আবেদন সফলভাবে জমা হয়েছে।');
  await done.getByRole('button', { name: 'বন্ধ করুন' }).last().click();
  await expect(form).toBeHidden();
  const confirmation = await waitForMail(applicant.email, /./);
  expect(confirmation.text).toContain('পশুচিকিৎসক পদে আবেদন করার জন্য ধন্যবাদ');
});
