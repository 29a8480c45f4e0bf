import crypto from 'node:crypto';
import { ukDayOf } from '@app/contract';
import { axeViolations } from './support/axe';
import { expect, test, waitingForHydration } from './support/test';
import { E2E_PASSWORD } from './support/accounts.ts';
import { signIn, signInAs } from './support/auth.ts';
import { serverClockNow } from './support/clock.ts';
import { apiCall, openBroilerRound, paidInFull, requestBroilerUnits } from './support/investments.ts';
import { picture } from './support/pictures.ts';

/**
 * Issue 51: records from the field reach investors only through staff. An officer's two records
 * wait in the cycle's review queue; staff publish them as an update; the investor's farm page,
 * read with JavaScript switched off, holds the charts as SVG with their tables.
 */
test('staff publish two field records; the investor’s investment page shows the charts, their tables and the update without JavaScript', async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(180_000);
  const investorContext = await browser.newContext();
  const investor = waitingForHydration(await investorContext.newPage());
  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await signInAs(staff, 'superAdmin');
  // Its own investor: the shared one's requests are limited per account (10 in 15 minutes), and the ledger flows need them.
  await signIn(investor, 'monir.hossain@e2e.test', E2E_PASSWORD);
  const officerUser = await signInAs(officer, 'fieldOfficer');

  // A running broiler cycle with the investor's 3 units in it, its farm plan, and the officer assigned.
  const today = ukDayOf(await serverClockNow());
  const name = `Field review broilers ${Date.now()}`;
  const round = await openBroilerRound(staff, name, '2026-11-01', {
    startDate: '2026-11-02',
    expectedEndDate: '2027-01-01',
    fundingClosesOn: new Date(Date.parse(`${today}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10),
  });
  const investment = await requestBroilerUnits(staff, investor, 3, round.id);
  await paidInFull(staff, investment, '2026-11-02');
  await apiCall(staff, 'post', `/rounds/${round.id}/close`, { decision: 'start' });
  await apiCall(staff, 'put', `/field/cycles/${round.id}/plan`, {
    startingHeadcount: 4800,
    expectedMortalityBasisPoints: 500,
    expectedWeights: [
      { week: 0, grams: 40 },
      { week: 4, grams: 1500 },
    ],
    feedBudgetPoisha: 900_000_00,
  });
  await apiCall(staff, 'post', `/field/cycles/${round.id}/officers`, { userId: officerUser.id });
  const record = (details: unknown, recordedAt: string) =>
    apiCall(officer, 'post', '/field/records', {
      versionId: crypto.randomUUID(),
      recordId: crypto.randomUUID(),
      cycleId: round.id,
      recordedAt,
      position: null,
      photoIds: [],
      details,
    });
  await record({ kind: 'headcount', count: 4790 }, '2026-11-16T08:00:00+06:00');
  await record({ kind: 'weighing', weightsGrams: [640, 700, 660, 720] }, '2026-11-16T09:00:00+06:00');

  // Staff see both waiting, the light weighing flagged in words, and publish them with the text in both languages.
  await staff.goto(`/admin/cycles/${round.id}`);
  const queue = staff.getByRole('region', { name: 'Records from the field' });
  await expect(queue.getByText('Counted 4,790 animals')).toBeVisible();
  await expect(queue.getByText('Weight below plan: 680 g average, the plan expects 770 g on day 14')).toBeVisible();
  for (const box of await queue.getByRole('checkbox', { name: 'Include in the update' }).all()) await box.check();
  await queue.getByLabel('Update for investors (English)').fill('Two weeks in: the flock is counted and weighed.');
  await queue.getByLabel('The same in Bengali').fill('দুই সপ্তাহ: মুরগি গোনা ও ওজন করা হয়েছে।');
  await queue.getByRole('button', { name: 'Publish as an update' }).click();
  await expect(staff.getByText('Records published as an update and investors notified')).toBeVisible();
  await expect(queue.getByText('No records here.')).toBeVisible();
  await queue.getByRole('button', { name: /^Published/ }).click();
  await expect(queue.getByText('Counted 4,790 animals')).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);

  // The investment page itself with no JavaScript at all: the server's HTML holds the charts, their tables and the update.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await investorContext.storageState() });
  const page = await noScript.newPage();
  await page.goto(`/portfolio/investments/${investment.id}`);
  await expect(page.getByRole('heading', { name: 'Your money' })).toBeVisible();
  await expect(page.getByText('Your 3 units ≈ 1,437 animals')).toBeVisible();
  const headcount = page.getByRole('img', { name: 'Headcount and deaths against the plan' });
  await expect(headcount).toBeVisible();
  expect(await headcount.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
  await expect(page.getByRole('img', { name: 'Average weight over time' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Costs to date against the budget' })).toBeVisible();
  const headcountFigure = page.locator('[data-chart-figure="headcount"]');
  await headcountFigure.getByText('The figures as a table').click();
  await expect(headcountFigure.getByRole('table')).toBeVisible();
  await expect(headcountFigure.getByRole('cell', { name: '4,790' })).toBeVisible();
  const weightFigure = page.locator('[data-chart-figure="weight"]');
  await weightFigure.getByText('The figures as a table').click();
  await expect(weightFigure.getByRole('row', { name: /680 g.*770 g/ })).toBeVisible();
  await expect(page.getByText('Two weeks in: the flock is counted and weighed.')).toBeVisible();
  // The Bengali page gives the update's Bengali text; the old farm page leads to the investment page's farm section.
  await page.goto(`/bn/portfolio/investments/${investment.id}`);
  await expect(page.getByText('দুই সপ্তাহ: মুরগি গোনা ও ওজন করা হয়েছে।')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Headcount and deaths against the plan' })).toBeVisible();
  await page.goto(`/portfolio/investments/${investment.id}/farm`);
  await expect(page).toHaveURL(new RegExp(`/portfolio/investments/${investment.id}#farm$`));
  await noScript.close();

  // With JavaScript, the same page, in both languages, passes axe.
  for (const path of [`/portfolio/investments/${investment.id}`, `/bn/portfolio/investments/${investment.id}`]) {
    await investor.goto(path);
    await expect(investor.getByRole('region', { name: 'On the farm' }).getByText('Your 3 units ≈ 1,437 animals')).toBeVisible();
    expect(await axeViolations(investor)).toEqual([]);
    await picture(investor, `investment-farm${path.startsWith('/bn') ? '-bn' : ''}`, [360, 1280]);
  }
  await investorContext.close();
  await officerContext.close();
});
