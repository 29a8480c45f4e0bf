import { addDays, ukDayOf } from '@app/contract';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { signInAs } from './support/auth.ts';
import { serverClockNow } from './support/clock.ts';

/**
 * Staff open a cycle for funding through the cycle form (issue 48), find its round on the rounds
 * screen with nothing reserved yet and all its units left, open the round's page, and see on the
 * dashboard that it closes within the week.
 */
test('staff open a round through the cycle form, follow it on the rounds screen and the dashboard', async ({ page: staff }) => {
  test.setTimeout(180_000);
  await signInAs(staff, 'superAdmin');
  const today = ukDayOf(await serverClockNow());
  const name = `Round e2e ${Date.now()}`;

  await staff.goto('/admin/cycles');
  await staff.getByRole('button', { name: 'New cycle' }).click();
  const form = staff.getByRole('dialog', { name: 'New cycle' });
  await form.getByLabel('Plan').selectOption({ label: 'Broiler Chicken Cycle' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Cluster or location').fill('Sherpur cluster');
  await form.getByRole('checkbox', { name: /Take investments through a round/ }).check();
  await form.getByLabel('Expected start date').fill(addDays(today, 10));
  await form.getByLabel('Expected end date').fill(addDays(today, 50));
  await form.getByLabel('Number of units').fill('1200');
  // All three round fields or none: a missing one is said on its field.
  await form.getByLabel('Minimum to go ahead (units)').fill('800');
  await form.getByRole('button', { name: 'Create cycle' }).click();
  await expect(form.getByText('Enter the day the round opens')).toBeVisible();
  await form.getByRole('textbox', { name: 'Round opens', exact: true }).fill(today);
  await form.getByRole('textbox', { name: 'Round closes', exact: true }).fill(addDays(today, 3));
  expect(await axeViolations(staff)).toEqual([]);
  await form.getByRole('button', { name: 'Create cycle' }).click();

  // The cycle's page: open for funding, its investments join through the round.
  await expect(staff.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Open for funding' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Assign investments' })).toHaveCount(0);

  // The rounds screen: nothing reserved, every unit left, thousands separated.
  await staff.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Rounds' }).click();
  await staff.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Open for funding' }).click();
  const row = staff.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('0 / 0 / 1,200');
  await expect(row).toContainText('800');
  await expect(row).toContainText('Open for funding');
  expect(await axeViolations(staff)).toEqual([]);

  // Its page: the figures and the decisions, the start not yet possible.
  await row.getByRole('link', { name: new RegExp(name) }).click();
  await expect(staff.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(staff.getByText('0 of 1,200 (0%)').first()).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Start the cycle' })).toBeDisabled();
  await expect(staff.getByRole('button', { name: 'Extend once' })).toBeEnabled();
  await expect(staff.getByText('No investor has reserved units yet.')).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);

  // The dashboard: closing within the week, linking to the round page.
  await staff.goto('/admin');
  const closing = staff.getByTestId('needs-attention-item').filter({ hasText: 'Rounds closing within 7 days' });
  const entry = closing.getByRole('link', { name: new RegExp(name) });
  await expect(entry).toBeVisible();
  // The dashboard counts days from the server's clock, as all its items do, even when flows have moved it ahead.
  await expect(closing).toContainText('closes in 3 days');
  await entry.click();
  await expect(staff.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(staff).toHaveURL(/\/admin\/rounds\/[0-9a-f-]{36}$/);
});
