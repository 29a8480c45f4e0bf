import { expect, type Page } from '@playwright/test';
import { ALL_ID_CHECKS, XSRF_COOKIE, XSRF_HEADER } from '@app/contract';
import { makePdf } from '../../../apps/server/src/modules/careers/sample-documents.ts';
import { moveServerClock } from './clock.ts';

/**
 * The investing steps that flows set up through the API rather than the screens (the screens
 * themselves are tested in investments.spec): one verification of the shared e2e investor and a
 * signed request, so each flow starts from the same, correct state.
 */

/** A JSON call as the page's signed-in user, with the XSRF pair; fails the test unless 2xx. Answers `data`. */
export async function apiCall(page: Page, method: 'get' | 'post' | 'put' | 'patch', url: string, data?: unknown) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  const res = await page.request[method](`/api/v1${url}`, { headers: { [XSRF_HEADER]: xsrf }, ...(data !== undefined ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()).data;
}

/**
 * The investor of `investor` verified by `staff`, once: whichever flow runs first does it. Verifying
 * is their last safeguard step, so the server's clock is moved past the 24-hour cooling-off.
 * Answers the legal name the agreement is signed with.
 */
export async function verifiedInvestor(staff: Page, investor: Page): Promise<string> {
  const profile = await apiCall(investor, 'get', '/investor/profile');
  if (profile.status === 'verified') return profile.legalName;
  // The legal name is the account's own, so each e2e investor signs as themselves.
  const me = (await (await investor.request.get('/api/v1/auth/me')).json()) as { user: { name: string } };
  const legalName = me.user.name;
  await apiCall(investor, 'put', '/investor/profile', {
    legalName,
    dateOfBirth: '1980-02-02',
    country: 'United Kingdom',
    addressLine1: '3 Mill Road',
    city: 'Leeds',
    postcode: 'LS1 4AB',
    phone: '+44 7700 900222',
    customerType: 'individual',
    idNumber: '998877665',
    sourceOfFunds: 'salary',
  });
  const xsrf = (await investor.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  const upload = await investor.request.post('/api/v1/investor/profile/id-document', {
    headers: { [XSRF_HEADER]: xsrf },
    multipart: { document: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: makePdf('Passport') } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  await apiCall(investor, 'post', '/investor/profile/submit', {});
  // As the review screen does: the document opened (the server records it), every check ticked.
  expect((await staff.request.get(`/api/v1/investors/${profile.userId}/id-document?inline=1`)).ok()).toBe(true);
  await apiCall(staff, 'patch', `/investors/${profile.userId}/verification`, { decision: 'verified', checks: ALL_ID_CHECKS });
  await moveServerClock(25);
  return legalName;
}

export async function broilerPlan(page: Page): Promise<{ _id: string; title: string }> {
  const plans = (await (await page.request.get('/api/v1/investment/plans')).json()).data as { _id: string; title: string }[];
  return plans.find((plan) => plan.title === 'Broiler Chicken Cycle')!;
}

/**
 * A request for `units` of the broiler plan by the (verified) investor, with the agreement read and
 * signed: in the round `cycleId` when given, else in the plan's open round closing first (the seed's).
 */
export async function requestBroilerUnits(
  staff: Page,
  investor: Page,
  units: number,
  cycleId?: string,
): Promise<{ id: string; reference: string; amount: number; cycleId: string; paymentDueOn: string }> {
  const legalName = await verifiedInvestor(staff, investor);
  const plan = await broilerPlan(staff);
  const { templateVersion } = await apiCall(investor, 'post', '/investor/agreements/preview', { planId: plan._id, units });
  return apiCall(investor, 'post', '/investor/investments', {
    planId: plan._id,
    units,
    reinvest: false,
    acceptTerms: true,
    agreementName: legalName,
    agreementAccepted: true,
    agreementVersion: templateVersion,
    ...(cycleId ? { cycleId } : {}),
  });
}

/**
 * A broiler round staff open through the API (ten units unless told), taking requests from `opensOn` (a UK day)
 * for twenty days, its cycle expected to start five days after it closes: a request made in it runs
 * in this cycle (issue 48), with no assignment step.
 */
export async function openBroilerRound(
  staff: Page,
  name: string,
  opensOn: string,
  fields: { units?: number; minimumUnits?: number; location?: string; startDate?: string; expectedEndDate?: string; fundingClosesOn?: string } = {},
) {
  const plan = await broilerPlan(staff);
  const day = (offset: number) => new Date(Date.parse(`${opensOn}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  return apiCall(staff, 'post', '/cycles', {
    planId: plan._id,
    name,
    location: fields.location ?? 'Sherpur cluster',
    startDate: fields.startDate ?? day(25),
    expectedEndDate: fields.expectedEndDate ?? day(160),
    units: fields.units ?? 10,
    minimumUnits: fields.minimumUnits ?? 2,
    fundingOpensOn: opensOn,
    fundingClosesOn: fields.fundingClosesOn ?? day(20),
  }) as Promise<{ id: string; name: string; startDate: string; expectedEndDate: string }>;
}

/** Staff create a ten-unit broiler cycle through the back office's form and land on its page. */
export async function createBroilerCycle(staff: Page, name: string) {
  await staff.goto('/admin/cycles');
  await staff.getByRole('button', { name: 'New cycle' }).click();
  await staff.getByLabel('Plan').selectOption({ label: 'Broiler Chicken Cycle' });
  await staff.getByLabel('Name').fill(name);
  await staff.getByLabel('Cluster or location').fill('Sherpur cluster');
  await staff.getByLabel('Start date').fill('2026-11-02');
  await staff.getByLabel('Expected end date').fill('2027-04-01');
  await staff.getByLabel('Number of units').fill('10');
  await staff.getByRole('button', { name: 'Create cycle' }).click();
  await expect(staff.getByRole('heading', { name })).toBeVisible();
}

/** Staff take a request through the pipeline as its money arrives: contacted, awaiting payment, the payment in the ledger on `day`, active from `day`. */
export async function paidInFull(staff: Page, investment: { id: string; amount: number }, day: string) {
  await apiCall(staff, 'patch', `/investments/${investment.id}/status`, { status: 'contacted' });
  await apiCall(staff, 'patch', `/investments/${investment.id}/status`, { status: 'awaiting_payment' });
  await apiCall(staff, 'post', `/investments/${investment.id}/ledger`, {
    kind: 'payment',
    amount: investment.amount,
    valueDate: day,
    reason: 'Transfer seen on the bank statement',
  });
  await apiCall(staff, 'patch', `/investments/${investment.id}/status`, { status: 'active', startedAt: day });
}
