import { RISK_SUMMARY, RISK_SUMMARY_PATH, RISK_WARNING } from '@app/contract';
import { axeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { signInAs, signOut } from './support/auth.ts';

/**
 * The safeguards around the investor's journey (which investments.spec walks): the risk warning at
 * the top of the pages that show plans and returns, the risk summary it links to, and the staff's
 * question bank and export.
 */

async function expectAxeCleanAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
}

async function expectWarningAboveTheFold(page: Page, path: string) {
  await page.goto(path);
  const warning = page.getByRole('region', { name: 'Risk warning' });
  await expect(warning, path).toContainText(RISK_WARNING.headline);
  await expect(warning.getByRole('link', { name: RISK_WARNING.link })).toHaveAttribute('href', RISK_SUMMARY_PATH);
  const box = (await warning.boundingBox())!;
  expect(box.y, path).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, path).toBeLessThanOrEqual(812);
}

test('the risk warning sits at the top of every page with plans or returns, on a phone without scrolling, and leads to the risk summary', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const plans = (await (await request.get('/api/v1/investment/plans')).json()).data as { _id: string }[];
  for (const path of ['/', '/investment-plans', ...plans.map((plan) => `/investment-plans/${plan._id}`), '/track-record', '/cp'])
    await expectWarningAboveTheFold(page, path);
  // The investor's own screens that show a plan or a return.
  await signInAs(page, 'user');
  for (const path of ['/portfolio', `/portfolio/invest/${plans[0]!._id}`]) await expectWarningAboveTheFold(page, path);
  await signOut(page);
  await page.goto('/investment-plans');
  await page
    .getByRole('link', { name: /^Details and return calculator/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Risk warning' })).toBeVisible();
  await page.getByRole('link', { name: RISK_WARNING.link }).click();
  await expect(page).toHaveURL(/\/risk-summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Risk summary' })).toBeVisible();
  for (const section of RISK_SUMMARY.sections) await expect(page.getByRole('heading', { level: 2, name: new RegExp(section.title) })).toBeVisible();
  await expectAxeCleanAtBothWidths(page);
});

test('an admin edits an appropriateness question (a new version) and finds the export of categories and checks', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/investors');
  const exportLink = page.getByRole('link', { name: 'Export categories and checks (CSV)' });
  await expect(exportLink).toHaveAttribute('href', '/api/v1/investors/safeguards/export.csv');
  const csv = await page.request.get('/api/v1/investors/safeguards/export.csv');
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split('\r\n')[0]).toContain('Investor,Email,Verification,Category');
  const historyLink = page.getByRole('link', { name: 'Every declaration and check, with answers (CSV)' });
  await expect(historyLink).toHaveAttribute('href', '/api/v1/investors/safeguards/history.csv');
  const history = await page.request.get('/api/v1/investors/safeguards/history.csv');
  expect(history.status()).toBe(200);
  expect((await history.text()).split('\r\n')[0]).toContain('Investor,Email,Record,At,Wording version');
  await page.getByRole('link', { name: 'Appropriateness questions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appropriateness questions' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page);
  const row = page.getByRole('row').filter({ hasText: 'What is a sensible way to invest in farm cycles?' });
  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit question' });
  await dialog.getByLabel('Why the right answer is right').fill('');
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await expect(dialog.getByText('Please explain the correct answer')).toBeVisible();
  await expectAxeCleanAtBothWidths(page);
  await dialog
    .getByLabel('Why the right answer is right')
    .fill('Spreading money across cycles and other investments means you rely less on any one of them doing well.');
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByText('Question saved')).toBeVisible();
  await expect(row).toContainText('2 · ');
});
