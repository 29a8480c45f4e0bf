import { axeViolations } from './support/axe';
import { expect, test, waitingForHydration } from './support/test';
import { Secret, TOTP } from 'otpauth';
import { XSRF_COOKIE, XSRF_HEADER } from '@app/contract';
import { waitForMail } from './support/mail.ts';
import { signInAs, signOut, submitNewPassword } from './support/auth.ts';
import { E2E_STAFF } from './support/accounts.ts';

/** The auth pages are public: accessible, and a staff member can add two-factor sign-in and use it. */

/** Issue 23: on a phone a toast is full width, so at the top it sat on the page title; it rises from the bottom there. */
test('on a phone a toast stays clear of the page title', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`toast-${Date.now()}@e2e.test`);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const toast = page.locator('[data-sonner-toast]', { hasText: 'If an account exists' });
  await expect(toast).toBeVisible();
  const [t, h] = [(await toast.boundingBox())!, (await page.getByRole('heading', { level: 1 }).boundingBox())!];
  expect(t.y >= h.y + h.height || t.y + t.height <= h.y, 'the toast covers the title').toBe(true);
});

for (const path of [
  '/login',
  '/register',
  '/forgot-password',
  '/verify-email?email=someone%40e2e.test',
  '/resend-verification',
  '/reset-password/sometoken',
  '/set-password/sometoken',
]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'GDPR Policy' }).last()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the register page shows a taken address the same success as a new one, and mails the owner instead', async ({ page }) => {
  const register = async (email: string) => {
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Selim Chowdhury');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+447700900556');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Taken-Pass-123');
    await page.getByLabel('Confirm password').fill('Taken-Pass-123');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Registration successful! Please verify your email.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email\?email=/);
    await expect(page.getByText('An account with this email already exists.')).toHaveCount(0);
  };
  await register(`fresh.${Date.now()}@e2e.test`);
  const owner = E2E_STAFF.employee;
  await register(owner.email);
  const mail = await waitForMail(owner.email, /tried to register/i);
  expect(mail.text).toContain('/login');
  expect(mail.text).toContain('/forgot-password');
});

test('a staff member turns on two-factor sign-in and signs in with a code', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const email = `moderator.${Date.now()}@e2e.test`;
  const password = 'Second-Factor-9';

  // A fresh moderator (not the shared one), created by the superAdmin and activated from the setup mail.
  await signInAs(page, 'superAdmin');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)!.value;
  const created = await page.request.post('/api/v1/auth/create-user', {
    data: { name: 'Tanvir Alam', email, phone: '+447700900888', userRole: 'moderator' },
    headers: { [XSRF_HEADER]: xsrf },
  });
  expect(created.status()).toBe(201);
  await signOut(page);
  const token = /\/set-password\/(\S+)/.exec((await waitForMail(email, /set your password/i)).text ?? '')![1]!;
  const context = await browser.newContext();
  const staff = waitingForHydration(await context.newPage());
  await staff.goto(`/set-password/${token}`);
  await submitNewPassword(staff, password, 'Set Password');
  // The sign-in that follows knows who they are and speaks to staff as well as investors.
  await expect(staff).toHaveURL(/\/login\?email=/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Your password is set' })).toBeVisible();
  await expect(staff.getByLabel('Email')).toHaveValue(email);
  await expect(staff.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await expect(staff.getByText(/farm cycles/)).toHaveCount(0);
  await expect(staff.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await staff.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await staff.getByRole('button', { name: 'Sign In' }).click();
  await expect(staff).toHaveURL(/\/admin$/);

  await staff.goto('/admin/security');
  await staff.getByRole('button', { name: 'Turn on' }).click();
  const secretText = (await staff.locator('p.font-mono').first().textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secretText), digits: 6, period: 30 });
  await staff.getByLabel('2. Enter the 6-digit code it shows').fill(totp.generate());
  await staff.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(staff.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await staff.getByRole('button', { name: 'I have saved them' }).click();
  await expect(staff.getByText('On: signing in asks for a code from your authenticator app.')).toBeVisible();

  // Sign out from the account menu, then sign in again: the code step appears.
  await staff.goto('/profile');
  await staff.getByRole('button', { name: /account menu/ }).click();
  await staff.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(staff).toHaveURL(/\/login$/);
  await expect(staff.getByText('Logged out successfully!')).toBeVisible();

  await staff.getByLabel('Email').fill(email);
  await staff.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await staff.getByRole('button', { name: 'Sign In' }).click();
  await expect(staff.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await staff.getByLabel('Authentication code').fill('000000');
  await staff.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(staff.getByText('Invalid authentication code')).toBeVisible();
  // A code is accepted once, and the server accepts one step either side of its clock: the code of the
  // step after this one is new whichever window the request lands in, so no waiting for the clock.
  await staff.getByLabel('Authentication code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await staff.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await context.close();
});
