import fs from 'node:fs';
import { expect, test } from './support/test';
import { APPLICATION_MESSAGES } from '@app/contract';
import { makeExe, makePdf } from '../../apps/server/src/modules/careers/sample-documents.ts';
import { signInAs } from './support/auth.ts';
import { waitForMail } from './support/mail.ts';

/**
 * A visitor applies for a job with a PDF (refused first for a 6 MB file and for an .exe renamed .pdf),
 * then applies again with the same address: warned, sends anyway. An admin finds both marked
 * Duplicate, downloads the resume (same bytes), moves it to Interviewed, adds and deletes a note,
 * and bulk-moves two applications to Rejected.
 */
test('apply on the public site, then review the application in the back office', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const applicant = { name: `Salma Begum ${stamp}`, email: `salma.${stamp}@e2e.test` };
  const resume = makePdf(`Salma Begum ${stamp}`);

  await page.goto('/career');
  await expect(page.getByRole('heading', { name: 'Veterinary Doctor' })).toBeVisible();
  await page.getByRole('link', { name: /See More about Veterinary Doctor/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Veterinary Doctor' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply Now' }).first().click();

  const form = page.getByRole('dialog', { name: 'Apply for Veterinary Doctor' });
  await expect(form).toBeVisible();
  const resumeInput = form.getByLabel('Resume / CV');

  // 6 MB: refused in the browser with the spec's message, and the file is cleared.
  await resumeInput.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([resume, Buffer.alloc(6 * 1024 * 1024, 32)]) });
  await expect(form.getByText('File big.pdf is too large. Maximum allowed size is 5MB.')).toBeVisible();
  expect(await resumeInput.inputValue()).toBe('');

  await form.getByLabel('Full Name').fill(applicant.name);
  await form.getByLabel('Email').fill(applicant.email);
  await form.getByLabel('Phone').fill('+8801711223344');
  await form.getByLabel('LinkedIn Profile').fill('https://www.linkedin.com/in/salma-begum');
  await form.getByLabel('Message').fill('Six years with dairy cattle in Bogura.');

  // An executable renamed .pdf passes the name check but the server reads its content.
  await resumeInput.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: makeExe() });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  const failed = page.getByRole('dialog', { name: 'Submission Failed' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('File cv.pdf must be a .pdf, .doc or .docx file.');
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await expect(form.getByLabel('Full Name')).toHaveValue(applicant.name);

  await resumeInput.setInputFiles({ name: 'Salma CV.pdf', mimeType: 'application/pdf', buffer: resume });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  const done = page.getByRole('dialog', { name: 'Application Submitted' });
  await expect(done).toBeVisible();
  await expect(done).toContainText("Your application has been submitted successfully. We'll review it");
  await done.getByRole('button', { name: 'Close' }).last().click();
  await expect(form).toBeHidden();
  const confirmation = await waitForMail(applicant.email, /We received your application/);
  expect(confirmation.text).toContain('Veterinary Doctor');
  // An answer reaches the staff mailbox: the first email of the seeded contact details.
  expect(confirmation.replyTo?.text).toBe('hello@breadbasketventures.com');

  // The same address again (other case), with an updated CV: warned first, sent when confirmed.
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await form.getByLabel('Full Name').fill(applicant.name);
  await form.getByLabel('Email').fill(applicant.email.toUpperCase());
  await form.getByLabel('Phone').fill('+8801711223344');
  await resumeInput.setInputFiles({ name: 'Salma CV 2.pdf', mimeType: 'application/pdf', buffer: makePdf(`Salma Begum ${stamp} updated`) });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  const warned = page.getByRole('dialog', { name: 'Already Applied' });
  await expect(warned).toContainText(APPLICATION_MESSAGES.alreadyApplied);
  await warned.getByRole('button', { name: 'Send Anyway' }).click();
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Close' }).last().click();
  await expect(form).toBeHidden();

  // The back office.
  await signInAs(page, 'superAdmin');
  await page.goto('/admin/careers/applications');
  await page.getByLabel('Search').fill(stamp);
  await expect(page.getByRole('link', { name: applicant.name, exact: true })).toHaveCount(2);
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('row', { name: /Duplicate/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  // The filter lives in the URL: the box shows checked once the navigation has landed.
  const onlyDuplicates = page.getByLabel('Only applicants who applied more than once for the same job');
  await onlyDuplicates.click();
  await expect(onlyDuplicates).toBeChecked();
  await expect(page).toHaveURL(/duplicates=true/);
  await expect(page.getByRole('link', { name: applicant.name, exact: true })).toHaveCount(2);
  await page.getByRole('link', { name: '2 for this job from this email' }).first().click();
  // Either application's address: the search finds both whatever the case.
  await expect(page.getByLabel('Search')).toHaveValue(new RegExp(`^${applicant.email.replaceAll('.', '\\.')}$`, 'i'));
  await expect(page.getByRole('link', { name: applicant.name, exact: true })).toHaveCount(2);
  // The first application (the older one, last in the list) is the one reviewed below.
  await page.getByRole('link', { name: applicant.name, exact: true }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: applicant.name })).toBeVisible();
  await expect(page.getByRole('link', { name: '2 for this job from this email' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Resume\/CV/ }).click()]);
  expect(download.suggestedFilename()).toBe('Salma CV.pdf');
  expect(Buffer.compare(fs.readFileSync((await download.path())!), resume)).toBe(0);

  await page.getByRole('button', { name: 'Interviewed' }).click();
  await expect(page.getByText('Application status updated to Interviewed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Interviewed' })).toHaveAttribute('aria-pressed', 'true');

  await expect(page.getByRole('button', { name: 'Add Note' })).toBeDisabled();
  await page.getByLabel('Add a note').fill('Strong large-animal experience; invite for a field day.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Note added successfully')).toBeVisible();
  await expect(page.getByText('Strong large-animal experience; invite for a field day.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete note' }).click();
  await expect(page.getByText('Note deleted successfully')).toBeVisible();
  await expect(page.getByText('No notes yet.')).toBeVisible();

  // Bulk: two seeded applications to Rejected.
  await page.getByRole('link', { name: 'Back to List' }).first().click();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await page.getByLabel('Select Rahima Khatun').check();
  await page.getByLabel('Select Mizanur Rahman').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByLabel('Bulk Update').selectOption('rejected');
  await expect(page.getByText('2 application(s) updated to rejected')).toBeVisible();
  await expect(page.getByText('0 selected')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('rejected');
  await expect(page.getByRole('link', { name: 'Rahima Khatun', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mizanur Rahman', exact: true })).toBeVisible();
});
