import { expect, type Page } from '@playwright/test';
import { XSRF_COOKIE, XSRF_HEADER } from '@app/contract';
import { E2E_ADMIN, E2E_PASSWORD, E2E_STAFF } from './accounts.ts';

/**
 * Signs the page's browser context in through the real login API (the same cookies a person gets
 * from the login form): asks /api/v1/auth/me for the XSRF-TOKEN cookie (the context's request
 * shares its cookies with the pages), POSTs /api/v1/auth/login with it. No page is loaded: the flow
 * opens the page it is about itself.
 */
let signIns = 0;
/**
 * Each API sign-in comes from its own address (the server believes X-Forwarded-For from loopback),
 * so the per-address sign-in rate limit, which a person never meets, cannot fail a busy suite.
 */
const nextAddress = () => `10.201.${Math.floor(++signIns / 250) % 250}.${(signIns % 250) + 1}`;

export async function signIn(page: Page, email: string, password: string, rememberMe = false) {
  await page.request.get('/api/v1/auth/me');
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  if (!xsrf) throw new Error('No XSRF-TOKEN cookie after asking /api/v1/auth/me');
  const res = await page.request.post('/api/v1/auth/login', {
    data: { email, password, rememberMe },
    headers: { [XSRF_HEADER]: xsrf, 'X-Forwarded-For': nextAddress() },
  });
  expect(res.status(), `sign in as ${email}: ${await res.text()}`).toBe(200);
  return (await res.json()).user as { id: string; email: string; userRole: string };
}

/** Signs in as the e2e superAdmin ('superAdmin') or one of the per-role staff accounts. */
export function signInAs(page: Page, role: 'superAdmin' | keyof typeof E2E_STAFF) {
  if (role === 'superAdmin') return signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  return signIn(page, E2E_STAFF[role].email, E2E_PASSWORD);
}

/** Signs the page's browser out through the API (cookies cleared by the server). */
export async function signOut(page: Page) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  await page.request.post('/api/v1/auth/logout', { data: {}, headers: { [XSRF_HEADER]: xsrf } });
}

/** The new-password form (set, reset or change password): the password and its confirmation, then the form's button. */
export async function submitNewPassword(page: Page, password: string, button: 'Set Password' | 'Reset Password' | 'Change Password') {
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: button }).click();
}
