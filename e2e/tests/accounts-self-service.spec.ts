import { expect, test, type Page } from './support/test';
import { waitForMail } from './support/mail.ts';
import { submitNewPassword } from './support/auth.ts';
import { submitRefusedUntilCorrected } from './support/forms.ts';

/**
 * A person's own account: register, read the 6-digit code from the real SMTP sink, verify (which signs in);
 * survive an expired access cookie mid-session; change the password and be signed out.
 */

const PASSWORD = 'Harvest-Moon-42';
const NEW_PASSWORD = 'Golden-Wheat-77';

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto(`/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe.serial('self-service account', () => {
  const email = `farmer.${Date.now()}@e2e.test`;

  test('register, verify with the mailed code, sign in', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Rafiq Ahmed');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+447700900555');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
    await expect(page.getByText('Password strength: Weak')).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await expect(page.getByText('Password strength: Strong')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Something-Else-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('You must agree to the policies')).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Registration successful! Please verify your email.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email\?email=/);
    await expect(page.getByLabel('Email')).toHaveValue(email);

    const mail = await waitForMail(email, /verification code/i);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    expect(code, 'a 6-digit code in the mail').toBeTruthy();

    const codeInput = page.getByLabel('Verification code');
    await codeInput.fill(`ab${code}99`);
    await expect(codeInput).toHaveValue(code!.slice(0, 6));
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByText('Email verified successfully!')).toBeVisible();
    // The code signed the person in: no second password entry.
    await expect(page).toHaveURL(/\/portfolio$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Rafiq Ahmed' })).toBeVisible();

    // Signed in: the auth pages send the visitor on (register goes to /profile, investors land on /portfolio).
    await page.goto('/register');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('an expired access cookie is refreshed without losing the page', async ({ page, context }) => {
    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/portfolio$/);
    // Being taken to the portfolio says the sign-in worked: no "Login successful!" toast follows onto it.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.getByText('Login successful!').count()).toBe(0);
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    await page.getByLabel('City').fill('Sylhet');

    await context.clearCookies({ name: 'access_token' });
    expect((await context.cookies()).some((cookie) => cookie.name === 'access_token')).toBe(false);

    const refreshed = page.waitForResponse((response) => response.url().includes('/api/v1/auth/refresh-token'));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Sylhet')).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === 'access_token')).toBe(true);
  });

  test('changing the password signs the person out', async ({ page }) => {
    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/portfolio$/);
    await page.goto('/profile/change-password');
    await page.getByLabel('Current password').fill(PASSWORD);
    await submitNewPassword(page, PASSWORD, 'Change Password');
    await expect(page.getByText('New password must be different from current password')).toBeVisible();

    await submitNewPassword(page, NEW_PASSWORD, 'Change Password');
    await expect(page.getByText(/Password changed successfully! Please log(in| in) again\./)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);

    await signInWithForm(page, email, PASSWORD);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await signInWithForm(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test('forgot password: the mailed link sets a new one, and the form then waits an hour', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('If an account exists, a password reset email will be sent.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Try again in 59:5\d/ })).toBeDisabled();

    const link = /https?:\/\/\S+\/reset-password\/\S+/.exec((await waitForMail(email, /reset your/i)).text ?? '')?.[0];
    expect(link, 'a reset link in the mail').toBeTruthy();
    await page.goto(new URL(link!).pathname);
    await submitNewPassword(page, 'Third-Harvest-88', 'Reset Password');
    await expect(page.getByText('Password reset successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await signInWithForm(page, email, 'Third-Harvest-88');
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test('profile photo, data download and account deletion', async ({ page }) => {
    await signInWithForm(page, email, 'Third-Harvest-88');
    await expect(page).toHaveURL(/\/portfolio$/);
    await page.goto('/profile/edit');
    const chooser = page.locator('input[type=file]');
    await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Please select an image file')).toBeVisible();
    // A 1x1 PNG: the server re-encodes it to WebP and the avatar shows the uploaded image.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Profile image updated successfully')).toBeVisible();
    // The account menu's avatar shows the stored image.
    await expect(page.getByRole('button', { name: /account menu/ }).locator('img')).toHaveAttribute('src', /\/api\/v1\/uploads\/profiles\//);

    await page.goto('/profile');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data (JSON)' }).click();
    const file = await download;
    const json = JSON.parse(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
    expect(JSON.stringify(json)).toContain(email);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await submitRefusedUntilCorrected(dialog, {
      submit: 'Delete my account',
      error: 'Password is required',
      field: 'Confirm with your password',
      value: 'Third-Harvest-88',
    });
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await signInWithForm(page, email, 'Third-Harvest-88');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
  });
});
