import { XSRF_COOKIE, XSRF_HEADER } from '@app/contract';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { signIn } from './support/auth.ts';
import { newInvestor } from './support/investor.ts';
import { waitForMail } from './support/mail.ts';

/**
 * Changing the account email from the profile: it asks for the password, the new address confirms
 * with its code, and the old address gets a link that undoes the change and signs every session out.
 */

const PASSWORD = 'Moved-Farm-42';

test('the email changes only with the password, and the old address can undo it', async ({ page }) => {
  test.setTimeout(180_000);
  const { email } = await newInvestor(page, PASSWORD, 'Salma Begum');
  const moved = `moved.${Date.now()}@e2e.test`;
  await signIn(page, email, PASSWORD);
  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByLabel('Your current password')).toHaveCount(0);
  await page.locator('input[name="email"]').fill(moved);
  const proof = page.getByLabel('Your current password');
  await expect(proof).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter your current password to change your email address')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await proof.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`email-change-${width}.png`) });
  }
  await proof.fill('Wrong-Pass-99');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Password is incorrect').first()).toBeVisible();
  await proof.fill(PASSWORD);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  const code = /\b(\d{6})\b/.exec((await waitForMail(moved, /Confirm your new/)).text ?? '')![1]!;
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)!.value;
  const verified = await page.request.post('/api/v1/auth/verify-email', { data: { email: moved, code }, headers: { [XSRF_HEADER]: xsrf } });
  expect(verified.status()).toBe(200);

  const notice = await waitForMail(email, /email address of your .* account was changed/);
  const undo = /https?:\/\/\S+(\/undo-email-change\/[A-Za-z0-9_-]+)/.exec(notice.text ?? '')![1]!;
  await page.goto(undo);
  await expect(page.getByRole('heading', { name: 'Undo the email change' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`undo-email-change-${width}.png`) });
  }
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByRole('heading', { name: 'Your email address is back' })).toBeVisible();
  expect((await waitForMail(email, /Reset your/)).text).toContain('/reset-password/');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
});
