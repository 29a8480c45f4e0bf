import { axeViolations } from './support/axe';
import { expect, test, waitingForHydration, type Page, type Response } from './support/test';
import { makePdf } from '../../apps/server/src/modules/careers/sample-documents.ts';
import { signInAs } from './support/auth.ts';
import { waitForMail } from './support/mail.ts';

/**
 * The investor's journey end to end: register, verify the email with the mailed code, complete the
 * investor profile with an ID document, get verified by an admin (mail), invest 2 units online, and
 * follow the investment as staff move it from requested to paid out.
 */

const PASSWORD = 'Harvest-Moon-42';

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('register, get verified, invest online and follow the investment to payout', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const email = `investor.${Date.now()}@e2e.test`;

  // An anonymous visitor reads a plan page (no failing session probes) and chooses to invest online.
  const failed: string[] = [];
  const recordFailure = (response: Response) => {
    if (response.url().includes('/api/v1/') && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  };
  page.on('response', recordFailure);
  await page.goto('/investment-plans');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Details and return calculator/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/investment-plans\/[0-9a-f-]{36}$/);
  const planPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Return calculator' })).toBeVisible();
  await page.getByLabel('Units').fill('2');
  await expect(page.getByText('Expected profit (your 50%)')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Make Investment' }).click();
  await page.getByRole('link', { name: /Invest online/ }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fportfolio%2Finvest%2F/);
  page.off('response', recordFailure);
  expect(failed).toEqual([]);

  // Register from there and verify the email with the code from the real SMTP sink; the return path survives.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=/);
  await page.getByLabel('Full name').fill('Salma Begum');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+447700900777');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  const code = /\b(\d{6})\b/.exec((await waitForMail(email, /verification code/i)).text ?? '')?.[1];
  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // Back where the journey started: the invest page asks for verification first.
  await expect(page).toHaveURL(/\/portfolio\/invest\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'First, get verified' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The portfolio says what to do next.
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Get verified to invest' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Complete your investor profile' }).click();

  // The investor profile: the contract's rules show in the form before anything is sent.
  await expect(page.getByRole('heading', { name: 'Investor profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Please enter your full legal name')).toBeVisible();
  await page.getByLabel('Full legal name').fill('Salma Begum');
  await page.getByLabel('Date of birth').fill('1988-06-21');
  await page.getByLabel('Phone').fill('+44 7700 900777');
  await page.getByLabel('National ID or passport number').fill('533829101');
  await page
    .getByLabel(/^Address/)
    .first()
    .fill('7 Green Street');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('E7 8LB');
  await page.getByLabel('Country of residence').fill('United Kingdom');
  await page.getByLabel('Source of funds').selectOption('salary');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Investor profile saved')).toBeVisible();
  await page.locator('#id-document').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: makePdf('Passport') });
  await expect(page.getByText('passport.pdf')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Your profile is waiting for review.')).toBeVisible();

  // An admin verifies the profile; the investor is mailed.
  const staff = await browser.newContext();
  const admin = waitingForHydration(await staff.newPage());
  await signInAs(admin, 'admin');
  await admin.goto('/admin/investors?status=pending');
  await admin.getByRole('link', { name: 'Salma Begum' }).click();
  await expect(admin.getByRole('link', { name: /passport\.pdf/ })).toBeVisible();
  await admin.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByText('Investor verified')).toBeVisible();
  await waitForMail(email, /verified to invest/i);

  // Now verified, the investor goes back to the plan (the header knows the sign-in) and invests 2 units online.
  await page.goto(planPath);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My portfolio' })).toBeVisible();
  await page.getByRole('button', { name: 'Make Investment' }).click();
  await page.getByRole('link', { name: /Invest online/ }).click();
  await expect(page).toHaveURL(/\/portfolio\/invest\//);
  await page.getByLabel('Units').fill('2');
  await page.getByRole('button', { name: 'Request investment' }).click();
  await expect(page.getByText('Please accept the terms and the risk statement to continue')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Request investment' }).click();
  await expect(page.getByRole('heading', { name: 'Investment requested' })).toBeVisible();
  const reference = (await page.locator('.font-mono').first().textContent())!.trim();
  expect(reference).toMatch(/^BBV-\d{4}-\d{5}$/);
  await expect(page.getByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
  const requestMail = await waitForMail(email, new RegExp(reference));
  expect(requestMail.text).toContain('Sort code');

  // Staff move it through the pipeline; the investor sees each step on the portfolio.
  await admin.goto(`/admin/investment-requests?search=${reference}`);
  await admin.getByRole('link', { name: reference }).click();
  const steps: [string, string][] = [
    ['Mark contacted', 'Contacted'],
    ['Mark awaiting payment', 'Awaiting payment'],
    ['Mark active', 'Active'],
    ['Mark matured', 'Matured'],
    ['Mark paid out', 'Paid out'],
  ];
  for (const [action, label] of steps) {
    await admin.getByRole('button', { name: action }).click();
    if (label === 'Matured') {
      // Each move's required field is checked with the contract's rule before anything is sent.
      await admin.getByLabel(/^Actual profit/).fill('');
      await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(admin.getByText('Please enter the actual profit')).toBeVisible();
      await admin.getByLabel(/^Actual profit/).fill('110');
    }
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(admin.getByText(`Investment moved to ${label}`)).toBeVisible();
    await expect(admin.getByRole('dialog')).toHaveCount(0);
    await page.goto('/portfolio');
    await expect(page.getByRole('listitem').filter({ hasText: reference }).getByText(label, { exact: true })).toBeVisible();
  }
  await waitForMail(email, new RegExp(`${reference}: Paid out`));
  await page
    .getByRole('link', { name: /./ })
    .filter({ hasText: /Cycle|Cattle|Goat|Dairy|Broiler/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  for (const [, label] of steps) await expect(page.getByRole('listitem').filter({ hasText: label }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The account area leads back to the portfolio.
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('link', { name: 'My portfolio' })).toHaveAttribute('href', '/portfolio');
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'My portfolio' })).toHaveAttribute('href', '/portfolio');
  await staff.close();
});

test('moderators cannot open the investing back office', async ({ page }) => {
  await signInAs(page, 'moderator');
  await page.goto('/admin/investment-requests');
  await expect(page).toHaveURL(/\/unauthorized/);
  await page.goto('/admin/investors');
  await expect(page).toHaveURL(/\/unauthorized/);
});
