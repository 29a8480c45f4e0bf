import { expect, test, waitingForHydration } from './support/test';
import { waitForMail } from './support/mail.ts';
import { signInAs, submitNewPassword } from './support/auth.ts';
import { submitRefusedUntilCorrected } from './support/forms.ts';

/** User administration: an admin creates a user who sets a password from the mailed link; the guard keeps a moderator out. */

test('an admin creates a user who sets a password from the mailed link and signs in', async ({ page, browser }) => {
  const email = `new.investor.${Date.now()}@e2e.test`;
  await signInAs(page, 'superAdmin');
  await page.goto('/admin/users/create');
  await page.getByLabel('Full name').fill('Farzana Haque');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+447700900777');
  await page.getByLabel('Employee ID').fill('E1');
  await submitRefusedUntilCorrected(page, { submit: 'Create User', error: 'Employee ID must be at least 3 characters', field: 'Employee ID', value: '' });
  await expect(page.getByText('User created successfully! Setup email has been sent.').first()).toBeVisible();
  // The screen returns to the list after 2 seconds, where the new user is pending.
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByLabel('Search users').fill(email);
  const row = page.getByRole('row', { name: /Farzana Haque/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();

  const mail = await waitForMail(email, /set your password/i);
  const link = /https?:\/\/\S+\/set-password\/\S+/.exec(mail.text ?? '')?.[0];
  expect(link, 'a set-password link in the mail').toBeTruthy();

  const context = await browser.newContext();
  const invitee = waitingForHydration(await context.newPage());
  await invitee.goto(new URL(link!).pathname);
  await submitNewPassword(invitee, 'Fresh-Start-2026', 'Set Password');
  await expect(invitee.getByText('Password set successfully!')).toBeVisible();
  await expect(invitee).toHaveURL(/\/login/);
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('Fresh-Start-2026');
  await invitee.getByRole('button', { name: 'Sign In' }).click();
  await expect(invitee).toHaveURL(/\/portfolio$/);
  await invitee.goto('/profile');
  await expect(invitee.getByRole('heading', { name: 'Farzana Haque' })).toBeVisible();
  await context.close();
});

test('a missing setup or reset token sends the visitor on with the message', async ({ page }) => {
  await page.goto('/set-password');
  await expect(page.getByText('Invalid setup link. Please contact your administrator.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a moderator is kept out of /admin/users', async ({ page }) => {
  await signInAs(page, 'moderator');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
});

test('the users list filters, exports CSV and reports bulk results', async ({ page }) => {
  await signInAs(page, 'superAdmin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Block', exact: true }).first().click();
  await expect(page.getByText('No users selected')).toBeVisible();

  await page.getByLabel('Role').selectOption('employee');
  await expect(page).toHaveURL(/role=employee/);
  await expect(page.getByRole('row', { name: /Nadia Islam/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(csv).toContain('Name,Email,Phone,Role,Status');
  expect(csv).toContain('employee@e2e.test');
  expect(csv).not.toContain('moderator@e2e.test');

  await page.getByRole('checkbox', { name: 'Select Nadia Islam' }).check();
  await page.getByRole('button', { name: 'Block', exact: true }).first().click();
  await expect(page.getByText('1 user blocked successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Nadia Islam/ }).getByText('Suspended')).toBeVisible();
  await page
    .getByRole('row', { name: /Nadia Islam/ })
    .getByRole('button', { name: /Activate/ })
    .click();
  await expect(page.getByRole('row', { name: /Nadia Islam/ }).getByText('Active')).toBeVisible();
});

test('user detail: five failed sign-ins lock silently and mail the owner, show the alert and lock, an admin unlocks and changes the role', async ({ page }) => {
  const email = `locked.${Date.now()}@e2e.test`;
  await signInAs(page, 'superAdmin');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const headers = { 'X-XSRF-TOKEN': xsrf };
  const created = await page.request.post('/api/v1/auth/create-user', {
    data: { name: 'Jamal Uddin', email, phone: '+447700900999', userRole: 'user' },
    headers,
  });
  const userId = (await created.json()).user.id as string;
  const token = /\/set-password\/(\S+)/.exec((await waitForMail(email, /set your password/i)).text ?? '')![1]!;
  expect(
    (
      await page.request.post(`/api/v1/auth/setup-password/${token}`, { data: { password: 'Right-Pass-123', confirmPassword: 'Right-Pass-123' }, headers })
    ).status(),
  ).toBe(200);
  // The caller is never told about the lock (unknown, wrong and locked answer alike); the owner is mailed.
  const unknown = await page.request.post('/api/v1/auth/login', { data: { email: `nobody.${Date.now()}@e2e.test`, password: 'Wrong-Pass-123' }, headers });
  expect(unknown.status()).toBe(401);
  const refusal = await unknown.json();
  for (let attempt = 0; attempt < 5; attempt++) {
    const wrong = await page.request.post('/api/v1/auth/login', { data: { email, password: 'Wrong-Pass-123' }, headers });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toEqual(refusal);
  }
  const whileLocked = await page.request.post('/api/v1/auth/login', { data: { email, password: 'Right-Pass-123' }, headers });
  expect(whileLocked.status()).toBe(401);
  expect(await whileLocked.json()).toEqual(refusal);
  expect((await waitForMail(email, /was locked/i)).text).toContain('locked it for 15 minutes');

  await page.goto(`/admin/users/${userId}`);
  await expect(page.getByRole('heading', { name: 'Jamal Uddin' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'failed sign-in attempts' })).toBeVisible();
  await expect(page.getByText('Account Locked Until')).toBeVisible();
  await page.getByRole('button', { name: 'Unlock Account' }).click();
  await expect(page.getByText('Account unlocked successfully.')).toBeVisible();
  await expect(page.getByText('Account Locked Until')).toBeHidden();

  await page.getByRole('button', { name: 'Change Role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Role' });
  await dialog.getByLabel('Role', { exact: true }).selectOption('editor');
  await dialog.getByRole('button', { name: 'Update Role' }).click();
  await expect(page.getByText('User role updated to Editor')).toBeVisible();
  await expect(page.locator('section').first().getByText('Editor', { exact: true })).toBeVisible();
});

test('an admin cannot change or delete a super admin', async ({ page }) => {
  const admin = await signInAs(page, 'admin');
  expect(admin.userRole).toBe('admin');
  await page.goto('/admin/users?role=superAdmin');
  const row = page.getByRole('row').filter({ hasText: 'Super Admin' }).first();
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: /Block|Activate/ })).toBeDisabled();
  await expect(row.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await row.getByRole('link', { name: /^View / }).click();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Role' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('link', { name: /^Edit$/ }).waitFor({ state: 'detached' });
});
