import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { AGREEMENT_MESSAGES } from '@app/contract';
import { axeViolations } from './support/axe';
import { signInAs } from './support/auth.ts';
import { apiCall, verifiedInvestor } from './support/investments.ts';
import type { Download } from '@playwright/test';
import { expect, test, waitingForHydration } from './support/test';

/**
 * The Mudarabah agreement as an investor signs it: read on the invest form, signed by typing the
 * legal name and ticking the box, then downloaded as the PDF; staff download the same bytes from
 * the investment in the back office and find the template editor.
 */

const bytesOf = async (download: Download) => fs.readFileSync((await download.path())!);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('a verified investor reads the agreement, signs it with their legal name, places the request and downloads the PDF staff also hold', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext();
  const staff = waitingForHydration(await staffContext.newPage());
  await signInAs(staff, 'admin');
  const investorContext = await browser.newContext({ acceptDownloads: true });
  const investor = waitingForHydration(await investorContext.newPage());
  await signInAs(investor, 'user');
  const legalName = await verifiedInvestor(staff, investor);

  const plans = (await apiCall(investor, 'get', '/investment/plans')) as { _id: string; title: string }[];
  const plan = plans.find((p) => p.title === 'Broiler Chicken Cycle')!;
  await investor.goto(`/portfolio/invest/${plan._id}?units=2`);
  const agreement = investor.getByRole('region', { name: 'The agreement (binding, in English)' });
  await expect(agreement.getByRole('heading', { name: 'Mudarabah Investment Agreement' })).toBeVisible();
  await expect(agreement).toContainText(`and ${legalName}, of 3 Mill Road`);
  await expect(agreement).toContainText('Units: 2 units');
  await expect(agreement).toContainText('governed by the law of England and Wales');
  // Changing the units fills the agreement again.
  await investor.getByLabel('Units').fill('3');
  await expect(agreement).toContainText('Units: 3 units');
  for (const width of [375, 1280]) {
    await investor.setViewportSize({ width, height: 900 });
    expect(await axeViolations(investor)).toEqual([]);
    await investor.screenshot({ path: testInfo.outputPath(`invest-${width}.png`), fullPage: true });
  }

  // Without the signature nothing is sent; a name other than the profile's is refused.
  await investor.getByRole('button', { name: 'Request investment' }).click();
  await expect(investor.getByText(AGREEMENT_MESSAGES.nameRequired())).toBeVisible();
  await expect(investor.getByText(AGREEMENT_MESSAGES.acceptRequired())).toBeVisible();
  await investor.getByLabel('Type your full legal name to sign').fill('Someone Else');
  await investor.getByRole('checkbox', { name: /I have read the Mudarabah agreement/ }).check();
  await investor.getByRole('checkbox', { name: /I accept the/ }).check();
  await investor.getByRole('button', { name: 'Request investment' }).click();
  await expect(investor.getByText(AGREEMENT_MESSAGES.nameMismatch())).toBeVisible();
  await expect(investor.getByLabel('Type your full legal name to sign')).toBeFocused();

  // Case and spacing do not matter.
  await investor.getByLabel('Type your full legal name to sign').fill(`  ${legalName.toUpperCase()} `);
  await investor.getByRole('button', { name: 'Request investment' }).click();
  await expect(investor.getByRole('heading', { name: 'Investment requested' })).toBeVisible();
  const reference = (await investor.locator('.font-mono').first().textContent())!.trim();
  // The pay-in instructions: the BIC/SWIFT beside the IBAN, with the amount and the reference.
  const transfer = investor.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(transfer.getByText('IBAN', { exact: true })).toBeVisible();
  await expect(transfer.getByText('BIC/SWIFT')).toBeVisible();
  await expect(transfer.getByText('£1,500.00')).toBeVisible();
  await expect(transfer.getByText(reference)).toBeVisible();
  for (const width of [375, 1280]) {
    await investor.setViewportSize({ width, height: 900 });
    expect(await axeViolations(investor)).toEqual([]);
    await investor.screenshot({ path: testInfo.outputPath(`requested-${width}.png`), fullPage: true });
  }
  const downloading = investor.waitForEvent('download');
  await investor.getByRole('link', { name: 'Download your agreement (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`agreement-${reference}-A.pdf`);
  const mine = await bytesOf(download);
  const text = (await new PDFParse({ data: new Uint8Array(mine) }).getText()).text;
  expect(text).toContain(`Agreement reference: ${reference}-A`);
  expect(text).toContain(legalName);
  expect(text).toContain('Electronic acceptance');

  // The investment page shows the acceptance on the timeline and the agreement's fingerprint.
  await investor.getByRole('link', { name: 'Follow this investment' }).click();
  await expect(investor.getByText('Agreement accepted')).toBeVisible();
  await expect(investor.getByRole('heading', { name: 'Mudarabah agreement' })).toBeVisible();
  await expect(investor.getByText(sha256(mine))).toBeVisible();
  for (const width of [375, 1280]) {
    await investor.setViewportSize({ width, height: 900 });
    expect(await axeViolations(investor)).toEqual([]);
    await investor.screenshot({ path: testInfo.outputPath(`investment-${width}.png`), fullPage: true });
  }

  // Staff download the same bytes from the investment in the back office.
  await staff.goto('/admin/investment-requests');
  await staff.getByRole('link', { name: reference }).click();
  await expect(staff.getByRole('heading', { name: 'Mudarabah agreement' })).toBeVisible();
  await expect(staff.getByText(sha256(mine))).toBeVisible();
  const staffDownloading = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Download agreement (PDF)' }).click();
  expect(sha256(await bytesOf(await staffDownloading))).toBe(sha256(mine));
  for (const width of [375, 1280]) {
    await staff.setViewportSize({ width, height: 900 });
    await staff.screenshot({ path: testInfo.outputPath(`staff-investment-${width}.png`), fullPage: true });
  }

  // The template editor lists the versions.
  await staff.goto('/admin/agreement-template');
  await expect(staff.getByRole('heading', { name: 'Mudarabah Agreement', level: 1 })).toBeVisible();
  await expect(staff.getByLabel('Agreement text')).toHaveValue(/# Mudarabah Investment Agreement/);
  expect(await axeViolations(staff)).toEqual([]);
  for (const width of [375, 1280]) {
    await staff.setViewportSize({ width, height: 900 });
    await staff.screenshot({ path: testInfo.outputPath(`template-${width}.png`), fullPage: true });
  }
  await investorContext.close();
  await staffContext.close();
});
