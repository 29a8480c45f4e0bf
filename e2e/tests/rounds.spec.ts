import { addDays, ROUND_MESSAGES, ROUND_PAGE_MESSAGES, ukDayOf } from '@app/contract';
import { axeViolations } from './support/axe';
import { E2E_INVESTORS, E2E_PASSWORD } from './support/accounts.ts';
import { signIn, signInAs } from './support/auth.ts';
import { serverClockNow } from './support/clock.ts';
import { apiCall, broilerPlan, openBroilerRound, paidInFull, requestBroilerUnits } from './support/investments.ts';
import { expect, test, waitingForHydration } from './support/test';

/**
 * Issue 48's done-means: a round of 10 units; two investors take 6 and 4 (made through the API, the
 * invest form has its own flow), a third finds it fully funded on the plan page and joins the waiting
 * list; staff start the cycle from the round's page.
 */
test('a round of 10 units: 6 and 4 taken, a third investor joins the waiting list, staff start the cycle', async ({ page: staff, browser }) => {
  test.setTimeout(240_000);
  await signInAs(staff, 'superAdmin');
  const plan = await broilerPlan(staff);
  const opened = ukDayOf(await serverClockNow());
  const name = `Ten-unit round ${Date.now()}`;
  const round = await openBroilerRound(staff, name, addDays(opened, -1), { minimumUnits: 10, fundingClosesOn: addDays(opened, 14) });

  const [first, second, third] = E2E_INVESTORS;
  for (const [investor, units] of [
    [first, 6],
    [second, 4],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, investor.email, E2E_PASSWORD);
    const investment = await requestBroilerUnits(staff, page, units, round.id);
    // Paid today on the calendar (the ledger takes no future day; flows may have moved the server's clock ahead).
    await paidInFull(staff, investment, ukDayOf(new Date()));
    await context.close();
  }
  // The server holds the units: an eleventh is refused, whoever asks.
  const full = await apiCall(staff, 'get', `/rounds?planId=${plan._id}`);
  expect(full.find((r: { id: string }) => r.id === round.id)).toMatchObject({
    reservedUnits: 10,
    paidUnits: 10,
    progress: { unitsLeft: 0, fullyReserved: true },
  });

  // The third investor finds it fully funded and joins its waiting list.
  const thirdContext = await browser.newContext();
  const investor = waitingForHydration(await thirdContext.newPage());
  await signIn(investor, third.email, E2E_PASSWORD);
  await investor.goto(`/investment-plans/${plan._id}`);
  const card = investor.getByRole('article', { name });
  await expect(card.getByText(ROUND_MESSAGES.fullyFunded, { exact: true })).toBeVisible();
  await expect(card.getByRole('progressbar', { name: '100% funded' })).toBeVisible();
  const waitlist = card.getByRole('form', { name: `Waiting list of ${name}` });
  await waitlist.getByLabel('Units you want').fill('3');
  await waitlist.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(waitlist.getByText(ROUND_PAGE_MESSAGES.waitlistJoined)).toBeVisible();
  expect(await axeViolations(investor)).toEqual([]);
  await investor.goto('/portfolio');
  await expect(investor.getByText(`Broiler Chicken Cycle: ${name}`)).toBeVisible();
  await expect(investor.getByRole('button', { name: `Leave the waiting list of ${name}` })).toBeVisible();
  await thirdContext.close();

  // The round reached its minimum: staff start the cycle from the round's page.
  await staff.goto(`/admin/rounds/${round.id}`);
  await expect(staff.getByRole('heading', { name })).toBeVisible();
  await staff.getByRole('button', { name: 'Start the cycle' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Start the cycle' }).click();
  await expect(staff.getByText(/^This round closed on .+ and the cycle started\.$/)).toBeVisible();
  await expect(staff.getByText('Running', { exact: true })).toBeVisible();
  // The cycle runs with both investments in it, no assignment step.
  const { cycle, investments } = await apiCall(staff, 'get', `/cycles/${round.id}`);
  expect(cycle.status).toBe('running');
  expect(investments.map((i: { units: number; status: string }) => [i.units, i.status]).sort()).toEqual([
    [4, 'active'],
    [6, 'active'],
  ]);
  expect(await axeViolations(staff)).toEqual([]);
});
