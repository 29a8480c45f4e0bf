import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { E2E_STAFF } from './support/accounts.ts';
import { signInAs } from './support/auth.ts';
import { apiCall, createBroilerCycle } from './support/investments.ts';

/**
 * Field officers (issue 51): an admin assigns one to a running cycle on the cycle's page and sets its
 * farm plan; the officer then finds the cycle in the field API and never reaches the back office.
 */

test('an admin assigns a field officer to a cycle and sets its farm plan; the officer reaches no back-office page', async ({ page, browser }) => {
  await signInAs(page, 'superAdmin');
  const name = `Field cycle ${Date.now()}`;
  await createBroilerCycle(page, name);
  const cycleId = page.url().split('/').pop()!;
  const officers = page.getByRole('region', { name: 'Field officers' });
  await expect(officers.getByText('No field officer records for this cycle yet.')).toBeVisible();
  await officers.getByLabel('Assign a field officer').selectOption({ label: `${E2E_STAFF.fieldOfficer.name} (${E2E_STAFF.fieldOfficer.email})` });
  await officers.getByRole('button', { name: 'Assign' }).click();
  await expect(officers.getByRole('button', { name: `Remove ${E2E_STAFF.fieldOfficer.name} from the cycle` })).toBeVisible();

  const plan = page.getByRole('form', { name: 'Farm plan' });
  await plan.getByLabel('Starting headcount (animals)').fill('480');
  await plan.getByLabel('Expected mortality (%)').fill('4.5');
  await plan.getByLabel('Feed budget (BDT)').fill('1,20,000');
  await plan.getByRole('button', { name: 'Add a week' }).click();
  await plan.getByLabel('Week of expected weight 1').fill('3');
  await plan.getByLabel('Grams of expected weight 1').fill('900');
  await plan.getByRole('button', { name: 'Save the farm plan' }).click();
  await expect(page.getByText('Cycle updated successfully')).toBeVisible();
  expect(await apiCall(page, 'get', `/field/cycles/${cycleId}/plan`)).toEqual({
    startingHeadcount: 480,
    expectedMortalityBasisPoints: 450,
    expectedWeights: [{ week: 3, grams: 900 }],
    feedBudgetPoisha: 12_000_000,
  });
  expect(await axeViolations(page)).toEqual([]);

  const field = await browser.newPage();
  await signInAs(field, 'fieldOfficer');
  const cycles = (await apiCall(field, 'get', '/field/cycles')) as { id: string; currentHeadcount: number }[];
  expect(cycles.find((cycle) => cycle.id === cycleId)).toMatchObject({ currentHeadcount: 480 });
  await field.goto('/admin/cycles');
  await expect(field).not.toHaveURL(/\/admin/);

  await officers.getByRole('button', { name: `Remove ${E2E_STAFF.fieldOfficer.name} from the cycle` }).click();
  await expect(officers.getByText('No field officer records for this cycle yet.')).toBeVisible();
  await field.close();
});
