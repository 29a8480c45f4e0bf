import { Secret, TOTP } from 'otpauth';
import { axeViolations } from './support/axe';
import { workerServer } from '../tools/servers.ts';
import { expect, test, waitingForHydration, type Browser, type Page } from './support/test';
import { signIn, signInAs } from './support/auth.ts';
import { newInvestor } from './support/investor.ts';
import { waitForMail } from './support/mail.ts';
import { submitRefusedUntilCorrected } from './support/forms.ts';

/**
 * An investor gives a payout account on their profile (checked as they type it wrong, confirmed by
 * their password), is mailed about it, sees it masked and on hold; staff confirm it early from the
 * investor's page. Then the investor turns on two-factor sign-in and a change asks for the code.
 */

const PASSWORD = 'Payout-Safe-42';

async function expectAccessible(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** A new investor signed in on their profile, and the profile's payout account panel. */
async function investorOnProfile(page: Page, name?: string) {
  const { email, userId } = await newInvestor(page, PASSWORD, name);
  await signIn(page, email, PASSWORD);
  await page.goto('/profile');
  return { email, userId, panel: page.getByRole('region', { name: 'Payout account' }) };
}

/** An admin, in a browser of their own, on the investor's page, and its payout accounts. */
async function staffOnInvestor(browser: Browser, userId: string) {
  const staffContext = await browser.newContext({ baseURL: workerServer.baseURL });
  const staff = waitingForHydration(await staffContext.newPage());
  await signInAs(staff, 'admin');
  await staff.goto(`/admin/investors/${userId}`);
  return { staffContext, staff, accounts: staff.getByRole('region', { name: 'Payout accounts' }) };
}

test('an investor adds a payout account on the profile, staff confirm it early, and two-factor guards the next change', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { email, userId, panel } = await investorOnProfile(page);
  await expect(panel.getByText('You have not given a payout account yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Add payout account' }).click();

  // Mistakes are named at the field, before anything is sent.
  await panel.getByLabel('Account holder name').fill('Rahima Khatun');
  await panel.getByLabel('Sort code').fill('12-34-5');
  await panel.getByLabel('Account number').fill('1234567');
  await panel.getByRole('button', { name: 'Save payout account' }).click();
  await expect(panel.getByText('Please enter the 6-digit sort code')).toBeVisible();
  await expect(panel.getByText('Please enter the 8-digit account number')).toBeVisible();
  await expect(panel.getByText('Please enter your current password to change your payout account')).toBeVisible();
  await expectAccessible(page, 'payout-form-errors');

  // A wrong password is refused by the server; the right one saves the account.
  await panel.getByLabel('Sort code').fill('12-34-56');
  await panel.getByLabel('Account number').fill('12345678');
  await panel.getByLabel('Your current password').fill('Not-My-Pass-1');
  await submitRefusedUntilCorrected(panel, { submit: 'Save payout account', error: 'Password is incorrect', field: 'Your current password', value: PASSWORD });
  await expect(page.getByText(/^Payout account saved\./)).toBeVisible();
  await expect(panel.getByText('Sort code 12-34-56, account ••••5678')).toBeVisible();
  await expect(panel.getByText(/^New account: payouts wait until/)).toBeVisible();
  await expect(panel.getByText('12345678')).toHaveCount(0);
  const mail = await waitForMail(email, /payout account was changed/i);
  expect(mail.text).toContain('Sort code 12-34-56, account ••••5678');
  await expectAccessible(page, 'payout-on-hold');

  // An admin confirms it early from the investor's page, with a reason.
  const { staffContext, staff, accounts } = await staffOnInvestor(browser, userId);
  await expect(accounts.getByText('Sort code 12-34-56, account ••••5678')).toBeVisible();
  await accounts.getByRole('button', { name: 'Confirm now' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Confirm this payout account now' });
  await submitRefusedUntilCorrected(dialog, {
    submit: 'Confirm account',
    error: 'Please give a reason for confirming this account early',
    field: 'Reason',
    value: 'Called the investor on the number we hold',
  });
  await expect(staff.getByText('Payout account confirmed: payouts can go to it now')).toBeVisible();
  await expect(accounts.getByText(/Called the investor on the number we hold/)).toBeVisible();
  await expect(accounts.getByRole('button', { name: 'Confirm now' })).toHaveCount(0);
  await expectAccessible(staff, 'payout-staff');
  await staffContext.close();

  await page.reload();
  await expect(panel.getByText(/^Confirmed by our team on/)).toBeVisible();

  // With two-factor sign-in on, the next change asks for the authenticator code, not the password.
  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  const secret = (await twoFactor.locator('p.font-mono').first().textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await twoFactor.getByLabel('2. Enter the 6-digit code it shows').fill(totp.generate());
  await twoFactor.getByRole('button', { name: 'Confirm and turn on' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoFactor.getByText(/^On: signing in asks for a code/)).toBeVisible();

  await panel.getByRole('button', { name: 'Change account' }).click();
  await panel.getByRole('radio', { name: 'International (IBAN)' }).check();
  await panel.getByLabel('Account holder name').fill('Rahima Khatun');
  await panel.getByRole('textbox', { name: 'IBAN' }).fill('AE08 0331 2345 6789 0123 456');
  await panel.getByLabel('BIC/SWIFT').fill('EBILAEAD');
  await expect(panel.getByLabel('Your current password')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Save payout account' }).click();
  await expect(panel.getByText('Please enter a valid IBAN (the checksum does not match)')).toBeVisible();
  await panel.getByRole('textbox', { name: 'IBAN' }).fill('AE07 0331 2345 6789 0123 456');
  // The step after the one used to turn two-factor on: a used code cannot be replayed.
  await panel.getByLabel('Code from your authenticator app').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await panel.getByRole('button', { name: 'Save payout account' }).click();
  await expect(panel.getByText('IBAN AE•• •••• 3456')).toBeVisible();
  await expect(panel.getByText('BIC EBILAEAD')).toBeVisible();
  await panel.getByText('Previous accounts (1)').click();
  await expect(panel.getByText('Sort code 12-34-56, account ••••5678')).toBeVisible();
  await expectAccessible(page, 'payout-history');
});

test('a holder name that is not the legal name is flagged at once, shown to staff, and held until they confirm it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { email, userId, panel } = await investorOnProfile(page, 'Amina Rahman');
  await panel.getByRole('button', { name: 'Add payout account' }).click();
  await panel.getByLabel('Account holder name').fill('A. Rahman');
  await panel.getByLabel('Sort code').fill('20-32-06');
  await panel.getByLabel('Account number').fill('55779911');
  await panel.getByLabel('Your current password').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Save payout account' }).click();
  // The save answers with the check, and the account says it until staff confirm it.
  await expect(panel.getByText(/^Close match: did you mean Amina Rahman\?/)).toBeVisible();
  // The 72-hour hold of any new account still shows beside it; confirming lifts both.
  await expect(panel.getByText(/^New account: payouts wait until/)).toBeVisible();
  const mail = await waitForMail(email, /payout account was changed/i);
  expect(mail.text).toContain('Close match: did you mean Amina Rahman?');
  await expectAccessible(page, 'payout-name-close-match');

  const { staffContext, staff, accounts } = await staffOnInvestor(browser, userId);
  await expect(accounts.getByText('Close match', { exact: true })).toBeVisible();
  await expect(accounts.getByText(/Legal name: Amina Rahman/)).toBeVisible();
  await expectAccessible(staff, 'payout-name-staff');
  await accounts.getByRole('button', { name: 'Confirm now' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Confirm this payout account now' });
  await expect(dialog.getByText(/The holder name is not the investor’s legal name/)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Her bank statement shows A. Rahman with this sort code');
  await dialog.getByRole('button', { name: 'Confirm account' }).click();
  await expect(staff.getByText('Payout account confirmed: payouts can go to it now')).toBeVisible();
  await expect(accounts.getByRole('button', { name: 'Confirm now' })).toHaveCount(0);
  await staffContext.close();
  const confirmed = await waitForMail(email, /payout account was confirmed/i);
  expect(confirmed.text).toContain('Sort code 20-32-06, account ••••9911');
  await page.reload();
  await expect(panel.getByText(/^Confirmed by our team on/)).toBeVisible();
});
