import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { waitForMail } from './support/mail.ts';

const PASSWORD = 'Harvest-Moon-42';

/**
 * Issue 50: a new investor signs up on the Bengali site, verifies with the code from a Bengali mail,
 * and reaches the invest form, still on the Bengali pages; the account is Bengali.
 */
test('a new investor signs up in Bengali, verifies from a Bengali mail and reaches the invest form', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `bengali.investor.${Date.now()}@e2e.test`;
  const plans = await page.request.get('/api/v1/investment/plans?limit=1');
  const planId: string = (await plans.json()).data[0].id;
  const investPath = `/bn/portfolio/invest/${planId}?units=2`;

  await page.goto(`/bn/register?redirect=${encodeURIComponent(investPath)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'আপনার অ্যাকাউন্ট খুলুন' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.getByLabel('পূর্ণ নাম').fill('সালমা বেগম');
  await page.getByLabel('ইমেইল').fill(email);
  await page.getByLabel('ফোন').fill('+447700900778');
  await page.getByRole('textbox', { name: 'পাসওয়ার্ড', exact: true }).fill(PASSWORD);
  await page.getByLabel('পাসওয়ার্ড আবার লিখুন').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /আমি সম্মত/ }).check();
  await page.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();

  await expect(page).toHaveURL(/\/bn\/verify-email\?email=.*&redirect=%2Fbn%2Fportfolio%2Finvest%2F/);
  await expect(page.getByRole('heading', { level: 1, name: 'আপনার ইমেইল যাচাই করুন' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const mail = await waitForMail(email, /যাচাইকরণ কোড/);
  expect(mail.subject).toBe('আপনার Breadbasket Ventures যাচাইকরণ কোড');
  const text = mail.text ?? '';
  expect(text).toContain('প্রিয় সালমা বেগম,');
  expect(text).toMatch(/\/bn\/verify-email\?email=\S+&redirect=%2Fbn%2Fportfolio%2Finvest%2F/);
  const code = /\b(\d{6})\b/.exec(text)![1]!;

  await page.getByLabel('যাচাইকরণ কোড').fill(code);
  await page.getByRole('button', { name: 'ইমেইল যাচাই করুন' }).click();
  await expect(page).toHaveURL(new RegExp(`/bn/portfolio/invest/${planId}\\?units=2$`));
  const me = await page.request.get('/api/v1/auth/me');
  expect((await me.json()).user.language).toBe('bn');
});
