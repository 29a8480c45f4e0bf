import { expect, test, type Page } from './support/test';
import { XSRF_COOKIE, XSRF_HEADER } from '@app/contract';
import { E2E_STAFF } from './support/accounts.ts';
import { signIn, signInAs, signOut } from './support/auth.ts';
import { waitForMail } from './support/mail.ts';

/** Server-driven account flows over the real HTTP stack, cookies and SMTP sink (the screens have their own specs). */
async function xsrf(page: Page) {
  const value = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  if (!value) throw new Error('no XSRF cookie');
  return { [XSRF_HEADER]: value };
}
async function post(page: Page, path: string, data: unknown = {}) {
  return page.request.post(`/api/v1${path}`, { data, headers: await xsrf(page) });
}

test('every staff role signs in through the helper and /auth/me reports its role', async ({ page }) => {
  for (const role of ['superAdmin', 'admin', 'moderator', 'employee', 'user'] as const) {
    await signInAs(page, role);
    const me = await page.request.get('/api/v1/auth/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).user.userRole).toBe(role);
    await signOut(page);
    expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
  }
});

test('register, read the code from the SMTP sink, verify, sign in', async ({ page }) => {
  const email = `reg.${Date.now()}@e2e.test`;
  await page.goto('/');
  const password = 'Reg-Pass-123';
  const res = await post(page, '/auth/register', {
    name: 'Registered Person',
    email,
    phone: '+447700900999',
    password,
    confirmPassword: password,
    isAgreeToPolicy: true,
  });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(email, /verification code/i);
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
  const verified = await post(page, '/auth/verify-email', { email, code });
  // Verifying signs the person in: the answer carries the user and the session cookies are set.
  expect(await verified.json()).toMatchObject({ success: true, message: 'Email verified successfully!', user: { email, isVerified: true } });
  expect((await page.request.get('/api/v1/auth/me')).status()).toBe(200);
  const user = await signIn(page, email, password);
  expect(user.email).toBe(email);
});

test('an expired access cookie is renewed by the refresh cookie', async ({ page }) => {
  await signInAs(page, 'user');
  const oldRefresh = (await page.context().cookies()).find((cookie) => cookie.name === 'refresh_token')!;
  expect(oldRefresh.httpOnly).toBe(true);
  expect(oldRefresh.sameSite).toBe('Lax');
  // Drop the access cookie as the browser does after 15 minutes.
  await page.context().clearCookies({ name: 'access_token' });
  expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
  expect((await post(page, '/auth/refresh-token')).status()).toBe(200);
  expect((await page.request.get('/api/v1/auth/me')).status()).toBe(200);
});

test('an admin creates a user who sets a password from the mailed link and signs in', async ({ page, baseURL }) => {
  await signInAs(page, 'admin');
  const email = `created.${Date.now()}@e2e.test`;
  const created = await post(page, '/auth/create-user', { name: 'Created Staff', email, phone: '+447700900321', userRole: 'employee' });
  expect(await created.json()).toMatchObject({ success: true, message: 'User created successfully! Setup email has been sent.' });
  const mail = await waitForMail(email, /set your password/i);
  const link = /(http:\/\/\S+\/set-password\/[A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
  expect(link.startsWith(`${baseURL}/`)).toBe(true);
  const token = link.split('/').pop()!;
  await signOut(page);
  const set = await post(page, `/auth/setup-password/${token}`, { password: 'Setup-Pass-123', confirmPassword: 'Setup-Pass-123' });
  // The address comes back so the sign-in page that follows can be filled in.
  expect(await set.json()).toEqual({ success: true, message: 'Password set successfully!', email });
  expect((await signIn(page, email, 'Setup-Pass-123')).userRole).toBe('employee');
});

test('a moderator is kept out of user administration', async ({ page }) => {
  await signInAs(page, 'moderator');
  expect((await page.request.get('/api/v1/auth/users')).status()).toBe(403);
  expect(E2E_STAFF.moderator.role).toBe('moderator');
});
