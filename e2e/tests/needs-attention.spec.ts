import { expect, test } from './support/test';
import { signInAs } from './support/auth.ts';
import { axeViolations } from './support/axe.ts';
import { waitForMail } from './support/mail.ts';
import { apiCall } from './support/investments.ts';

/**
 * Issue 27, staff see what needs doing: the dashboard's "Needs attention" block leads to the
 * screen that deals with each item, and staff suspend (and reinstate) a verified investor. Uses
 * the demo data's investors (Tariq Rahman waits for review; Nusrat Chowdhury is verified), which
 * no other flow changes, and leaves Nusrat verified again.
 */

test('an admin sees profiles waiting for review on the dashboard and follows the item to the filtered list and the profile', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  const block = page.getByRole('region', { name: 'Needs attention' });
  const item = block.getByTestId('needs-attention-item').filter({ has: page.getByRole('heading', { name: 'Profiles waiting for review' }) });
  await expect(item.getByRole('link', { name: 'Tariq Rahman' })).toBeVisible();
  await expect(item.getByText(/^\d+ days$/).first()).toBeVisible();
  // The block sits above the tools.
  const blockTop = (await block.boundingBox())!.y;
  const toolsTop = (await page.getByRole('heading', { name: 'Management tools' }).boundingBox())!.y;
  expect(blockTop).toBeLessThan(toolsTop);
  expect(await axeViolations(page)).toEqual([]);

  await item.getByRole('link', { name: /View all \d+ profiles waiting for review/ }).click();
  await expect(page).toHaveURL(/\/admin\/investors\?status=pending$/);
  await expect(page.getByRole('button', { name: /Awaiting review/, pressed: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Investor profiles' }).getByText('Tariq Rahman')).toBeVisible();

  await page.goBack();
  await page.getByRole('region', { name: 'Needs attention' }).getByRole('link', { name: 'Tariq Rahman' }).click();
  await expect(page.getByRole('heading', { name: 'Tariq Rahman' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  // His legal name is longer than his account name, and he resubmitted after moving: both are shown.
  await expect(page.getByText('The legal name differs from the account name.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Verification history' });
  await expect(history.getByRole('row', { name: /Town or city\s+Leeds\s+Manchester/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an admin follows a new request to contact to its detail: the phone to call, the country and the verification profile', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  const item = page.getByTestId('needs-attention-item').filter({ has: page.getByRole('heading', { name: 'New investment requests to contact' }) });
  await item.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/investment-requests\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Mark contacted' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\+?[\d ()-]+$/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await page.getByRole('link', { name: /open profile/ }).click();
  await expect(page).toHaveURL(/\/admin\/investors\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Verification history' })).toBeVisible();
});

test('a moderator\'s "Needs attention" holds only content still waiting for Bengali, never the admin-only items', async ({ page }) => {
  await signInAs(page, 'moderator');
  // A question in English only: the FAQ screen is a moderator's, so its missing Bengali is counted for them.
  await apiCall(page, 'post', '/faq/faqs', { question: `Can I visit the farm? ${Date.now()}`, answer: 'Yes, by appointment.' });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Management tools' })).toBeVisible();
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(attention.getByRole('link', { name: /View all \d+ faq management: bengali missing/ })).toHaveAttribute('href', '/admin/faq?needs=bengali');
  const hrefs = await attention.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.filter((href) => !href?.endsWith('?needs=bengali'))).toEqual([]);
});

test('an admin suspends a verified investor with a mailed reason, then reinstates them', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/investors?status=verified');
  await page
    .getByRole('table', { name: 'Investor profiles' })
    .getByRole('link', { name: /Nusrat Chowdhury/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Nusrat Chowdhury' })).toBeVisible();

  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend this investor' });
  await dialog.getByRole('button', { name: 'Suspend and email the investor' }).click();
  await expect(dialog.getByText('Please give the investor a reason for the suspension')).toBeVisible();
  await dialog.getByLabel('Reason').fill('A payout to your account was returned by your bank.');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Suspend and email the investor' }).click();
  await expect(page.getByText('Investor suspended and emailed')).toBeVisible();
  await expect(page.getByText('Suspended', { exact: true }).first()).toBeVisible();
  const history = page.getByRole('region', { name: 'Verification history' });
  await expect(history.getByText('Reason: A payout to your account was returned by your bank.')).toBeVisible();
  const mail = await waitForMail('nusrat.chowdhury@example.co.uk', /suspended/);
  expect(mail.text).toContain('A payout to your account was returned by your bank.');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Reinstate' }).click();
  await page.getByRole('dialog', { name: 'Reinstate this investor' }).getByRole('button', { name: 'Reinstate and email the investor' }).click();
  await expect(page.getByText('Investor reinstated and emailed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible();
  await waitForMail('nusrat.chowdhury@example.co.uk', /active again/);
});
