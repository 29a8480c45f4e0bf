import { INVESTMENT_MESSAGES } from '@app/contract';
import { axeViolations } from './support/axe';
import { expect, test, waitingForHydration } from './support/test';
import { E2E_PASSWORD, E2E_STAFF } from './support/accounts.ts';
import { signIn, signInAs } from './support/auth.ts';
import { requestBroilerUnits } from './support/investments.ts';

/**
 * The investor cancels their own request: the dialog's buttons say what each keeps or does, "Keep
 * request" changes nothing, "Cancel request" cancels, and the page then reads as a cancelled request
 * (no start date promised, no bank details to pay into).
 */
test('an investor keeps, then cancels, their request, and the page shows it cancelled', async ({ page: staff, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(staff, 'superAdmin');
  const investor = waitingForHydration(await (await browser.newContext()).newPage());
  await signIn(investor, E2E_STAFF.user.email, E2E_PASSWORD);
  const investment = await requestBroilerUnits(staff, investor, 1);

  await investor.goto(`/portfolio/investments/${investment.id}`);
  await expect(investor.getByText('When your payment arrives')).toBeVisible();
  for (const width of [375, 1280]) {
    await investor.setViewportSize({ width, height: 900 });
    await investor.getByRole('button', { name: 'Cancel this request' }).click();
    const dialog = investor.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Cancel this investment request?' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: INVESTMENT_MESSAGES.cancelConfirm })).toBeVisible();
    expect(await axeViolations(investor)).toEqual([]);
    await investor.screenshot({ path: testInfo.outputPath(`cancel-dialog-${width}.png`) });
    await dialog.getByRole('button', { name: INVESTMENT_MESSAGES.cancelKeep }).click();
    await expect(dialog).toBeHidden();
    // Closing the dialog hands focus back to the button that opened it.
    await expect(investor.getByRole('button', { name: 'Cancel this request' })).toBeFocused();
  }

  await investor.getByRole('button', { name: 'Cancel this request' }).click();
  await investor.getByRole('dialog').getByRole('button', { name: INVESTMENT_MESSAGES.cancelConfirm }).click();
  const summary = investor.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(investor.getByText('When your payment arrives')).toHaveCount(0);
  await expect(investor.getByText('Expected maturity')).toHaveCount(0);
  await expect(investor.getByRole('button', { name: 'Cancel this request' })).toHaveCount(0);
  for (const width of [375, 1280]) {
    await investor.setViewportSize({ width, height: 900 });
    expect(await axeViolations(investor)).toEqual([]);
    await investor.evaluate(() => window.scrollTo(0, 0));
    await investor.screenshot({ path: testInfo.outputPath(`cancelled-${width}.png`), fullPage: true });
  }
});
