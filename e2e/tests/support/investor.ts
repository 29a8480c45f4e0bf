import { expect, type Page } from '@playwright/test';
import { XSRF_COOKIE, XSRF_HEADER } from '@app/contract';
import { signInAs, signOut } from './auth.ts';
import { waitForMail } from './mail.ts';

/** A fresh investor account of the test's own, created by the superAdmin and given `password` from the setup mail. */
export async function newInvestor(page: Page, password: string, name = 'Rahima Khatun') {
  const email = `investor.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.test`;
  await signInAs(page, 'superAdmin');
  const headers = { [XSRF_HEADER]: (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)!.value };
  const created = await page.request.post('/api/v1/auth/create-user', { data: { name, email, phone: '+447700900321', userRole: 'user' }, headers });
  expect(created.status()).toBe(201);
  const userId = (await created.json()).user.id as string;
  const token = /\/set-password\/(\S+)/.exec((await waitForMail(email, /set your password/i)).text ?? '')![1]!;
  const setup = await page.request.post(`/api/v1/auth/setup-password/${token}`, { data: { password, confirmPassword: password }, headers });
  expect(setup.status()).toBe(200);
  await signOut(page);
  return { email, userId };
}
