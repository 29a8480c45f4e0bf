import { expect, test, type Page } from './support/test';
import { WORK_PLAN_MESSAGES, XSRF_COOKIE, XSRF_HEADER, monthWeeks, shiftPlanDate, workPlanToday } from '@app/contract';
import { E2E_STAFF } from './support/accounts.ts';
import { signInAs, signOut } from './support/auth.ts';

/**
 * The work-plan round trip of issue 7: an employee plans every week and submits, a manager sends it
 * back with feedback, the employee sees it, fixes and resubmits, the manager approves; then the
 * employee checks in for today and cannot for tomorrow.
 */
const today = workPlanToday();
const weeks = monthWeeks(Number(today.slice(0, 4)), Number(today.slice(5, 7)));
const FEEDBACK = 'Please add a vaccination follow-up task to week 1.';

/** The manager takes the browser over and opens the employee's plan. */
async function managerOpensEmployeePlan(page: Page) {
  await signOut(page);
  await signInAs(page, 'admin');
  const plans = page.getByRole('main');
  await page.goto('/admin/work-plan/employees?search=' + encodeURIComponent(E2E_STAFF.employee.name));
  await plans.getByRole('link', { name: `View Plan of ${E2E_STAFF.employee.name}` }).click();
  await expect(plans.getByRole('heading', { name: E2E_STAFF.employee.name })).toBeVisible();
}

test('employee plans and submits, manager requests changes, employee resubmits, manager approves; daily check-in', async ({ page }) => {
  test.setTimeout(240_000);

  // The employee builds a plan with a task in every week.
  await signInAs(page, 'employee');
  await page.goto('/admin/manage-work-plan/weekly-plan');
  await expect(page.getByRole('heading', { name: E2E_STAFF.employee.name })).toBeVisible();
  // Submitting an empty plan is refused with the spec's message, which stays while a week is empty
  // and goes once every week has a task.
  const everyWeekError = page.getByRole('alert').filter({ hasText: WORK_PLAN_MESSAGES.everyWeek });
  await page.getByRole('button', { name: 'Submit Workplan' }).click();
  await expect(everyWeekError).toBeVisible();

  for (const [i, week] of weeks.entries()) {
    await page.getByRole('tab', { name: new RegExp(`^${week.weekLabel}`) }).click();
    await page.getByRole('button', { name: 'Add Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Task' });
    await dialog.getByLabel('Task title').fill(`Herd health checks, ${week.weekLabel}`);
    await dialog.getByLabel('Estimated hours').fill('6');
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tabpanel').getByText(`Herd health checks, ${week.weekLabel}`, { exact: true })).toBeVisible();
    if (i < weeks.length - 1) await expect(everyWeekError).toBeVisible();
  }
  await expect(everyWeekError).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit Workplan' }).click();
  await expect(page.getByText(/The plan is read-only while your manager reviews it/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Task' })).toHaveCount(0);

  // The manager asks for changes with feedback.
  await managerOpensEmployeePlan(page);
  await page.getByRole('button', { name: 'Request Changes' }).click();
  const review = page.getByRole('dialog', { name: 'Request changes' });
  await review.getByRole('button', { name: 'Request Changes' }).click();
  await expect(review.getByText(WORK_PLAN_MESSAGES.changesFeedbackRequired)).toBeVisible();
  await review.getByLabel('Feedback').fill(FEEDBACK);
  await review.getByRole('button', { name: 'Request Changes' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByRole('main').getByText('Changes Requested').first()).toBeVisible();

  // The employee sees the feedback, fixes the plan and resubmits.
  await signOut(page);
  await signInAs(page, 'employee');
  await page.goto('/admin/manage-work-plan/feedback');
  await expect(page.getByText(FEEDBACK)).toBeVisible();
  await page.getByRole('link', { name: 'Weekly Plan' }).click();
  await expect(page.getByText('Your manager requested changes.')).toBeVisible();
  await page.getByRole('tab', { name: /^Week 1/ }).click();
  await page.getByRole('button', { name: 'Add Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Task' });
  await dialog.getByLabel('Task title').fill('Vaccination follow-up visits');
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Resubmit Workplan' }).click();
  await expect(page.getByText(/The plan is read-only while your manager reviews it/)).toBeVisible();

  // The manager approves.
  await managerOpensEmployeePlan(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve workplan' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByRole('main').getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The employee's plan is approved; they check in for today.
  await signOut(page);
  await signInAs(page, 'employee');
  await page.goto('/admin/manage-work-plan/daily-checkin');
  await expect(page.getByText(/Approved/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Submit Check-in' }).click();
  await expect(page.getByText(WORK_PLAN_MESSAGES.checkInRequired).first()).toBeVisible();
  await page.getByLabel('Morning plan').fill('Visit two partner farms');
  await page.getByLabel('Accomplishments').fill('Checked 40 cattle and logged weights');
  await page.getByLabel('Planned tasks completed').selectOption('2');
  await page.getByRole('button', { name: 'Submit Check-in' }).click();
  await expect(page.getByText(WORK_PLAN_MESSAGES.checkInSaved)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Check-in' })).toBeVisible();

  // No check-in for tomorrow: the navigator stops at today and the server refuses the date.
  await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();
  const xsrf = (await page.context().cookies()).find((c) => c.name === XSRF_COOKIE)!.value;
  const tomorrow = await page.request.post('/api/v1/work-plans/me/check-ins', {
    headers: { [XSRF_HEADER]: xsrf },
    data: { date: shiftPlanDate(today, 1), morningPlan: 'x', accomplishments: 'y' },
  });
  expect(tomorrow.status()).toBe(400);
  expect((await tomorrow.json()).message).toBe(WORK_PLAN_MESSAGES.futureDate);

  // A past day is read-only with the spec's note.
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByText(WORK_PLAN_MESSAGES.pastDate)).toBeVisible();
  await expect(page.getByRole('button', { name: /Check-in$/ })).toHaveCount(0);
});

test('the managers’ work-planning screens are closed to employees', async ({ page }) => {
  await signInAs(page, 'employee');
  await page.goto('/admin/work-plan');
  await expect(page).toHaveURL(/\/unauthorized/);
  const xsrf = (await page.context().cookies()).find((c) => c.name === XSRF_COOKIE)!.value;
  expect((await page.request.get('/api/v1/work-plans/dashboard')).status()).toBe(403);
  expect((await page.request.put('/api/v1/work-plans/settings', { headers: { [XSRF_HEADER]: xsrf }, data: {} })).status()).toBe(403);
  // Their own plan opens on the overview tab by default.
  await page.goto('/admin/manage-work-plan');
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('class', /border-forest-600/);
  await expect(page.getByText('Total Tasks')).toBeVisible();
});
