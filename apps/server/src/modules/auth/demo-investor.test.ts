import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_INVESTOR_EMAIL } from '@app/contract';
import { users } from '../../db/schema/users.ts';
import { useTestApp } from '../../testing/app.ts';
import { Browser } from '../../testing/auth.ts';
import { ensureDemoInvestor } from './service.ts';

/**
 * The demo investor (issue 47): on a fresh, seeded database a person can see the investor pages by
 * signing in as DEMO_INVESTOR_EMAIL, only while DEMO_INVESTOR_PASSWORD is set.
 */
const PASSWORD = 'Demo-Investor-1';
const t = useTestApp({ seed: true, env: { DEMO_INVESTOR_PASSWORD: PASSWORD }, roles: [] });

const signIn = async (password: string) => {
  const browser = new Browser(t.app);
  const res = await browser.post('/auth/login', { email: DEMO_INVESTOR_EMAIL, password });
  return { browser, status: res.statusCode };
};

it('signs in with DEMO_INVESTOR_PASSWORD to a verified investor ready to invest, with investments in several states and a maturity choice', async () => {
  const { browser, status } = await signIn(PASSWORD);
  expect(status).toBe(200);
  expect((await browser.get('/investor/profile')).json().data).toMatchObject({ status: 'verified' });
  const safeguards = (await browser.get('/investor/safeguards')).json().data;
  expect(safeguards).toMatchObject({ verification: { status: 'verified' }, category: { valid: true }, check: { valid: true }, nextStep: 'invest' });
  const mine = (await browser.get('/investor/investments')).json().data as { status: string; maturityChoice: string | null }[];
  expect(new Set(mine.map((one) => one.status))).toEqual(new Set(['paid_out', 'active', 'cancelled']));
  expect(mine.find((one) => one.status === 'active')).toMatchObject({ maturityChoice: 'rollover_capital' });
  // A restart sees the same password: nothing changes, the session goes on.
  await ensureDemoInvestor(t.app.deps);
  expect((await browser.get('/auth/me')).statusCode).toBe(200);
});

it('turns the sign-in off at a start without DEMO_INVESTOR_PASSWORD: no password, sessions ended; set again, it works again', async () => {
  const { browser } = await signIn(PASSWORD);
  await ensureDemoInvestor({ ...t.app.deps, config: { ...t.app.config, demoInvestorPassword: undefined } });
  const [row] = await t.app.db.select().from(users).where(eq(users.email, DEMO_INVESTOR_EMAIL));
  expect(row!.passwordHash).toBeNull();
  expect((await browser.get('/investor/investments')).statusCode).toBe(401);
  expect((await signIn(PASSWORD)).status).toBe(401);
  await ensureDemoInvestor(t.app.deps);
  expect((await signIn(PASSWORD)).status).toBe(200);
});
