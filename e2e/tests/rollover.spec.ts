import fs from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { addDays, formatMoney, ukDayOf } from '@app/contract';
import { axeViolations } from './support/axe';
import { expect, test, waitingForHydration, type Page } from './support/test';
import { picture } from './support/pictures.ts';
import { E2E_INVESTORS, E2E_PASSWORD } from './support/accounts.ts';
import { signIn, signInAs } from './support/auth.ts';
import { serverClockNow } from './support/clock.ts';
import { apiCall, broilerPlan, openBroilerRound, paidInFull, requestBroilerUnits } from './support/investments.ts';

/**
 * Issue 47's done-means for the maturity choice: an investor chooses rollover on the investment page,
 * staff close the cycle, a new investment in the plan's next round appears with the money, no payout
 * is made, and both statements show the transfer with the other reference.
 */

/**
 * The scene, made through the API in one place: a paid, active request of two broiler units in a
 * round that staff started (its cycle ends in 30 days), and an open round of the same plan for the
 * money to roll into.
 */
async function rolloverScene(staff: Page, investor: Page) {
  const today = ukDayOf(await serverClockNow());
  const plan = await broilerPlan(staff);
  const stamp = Date.now();
  // The cycle's own round: it took money from 40 days ago, the cycle started 30 days ago and ends in 30.
  const cycle = await openBroilerRound(staff, `Rollover cycle ${stamp}`, addDays(today, -40), {
    minimumUnits: 1,
    location: 'Sherpur',
    startDate: addDays(today, -30),
    expectedEndDate: addDays(today, 30),
    fundingClosesOn: addDays(today, 5),
  });
  const investment = await requestBroilerUnits(staff, investor, 2, cycle.id);
  await paidInFull(staff, investment, addDays(ukDayOf(await serverClockNow()), -31));
  await apiCall(staff, 'post', `/rounds/${cycle.id}/close`, { decision: 'start' });
  const round = await apiCall(staff, 'post', '/cycles', {
    planId: plan._id,
    name: `Rollover round ${stamp}`,
    location: 'Sherpur',
    startDate: addDays(today, 20),
    expectedEndDate: addDays(today, 200),
    units: 50,
    minimumUnits: 1,
    fundingOpensOn: addDays(today, -1),
    fundingClosesOn: addDays(today, 10),
  });
  return { today, investment, cycleId: cycle.id, roundId: round.id as string };
}

/** The text of a statement PDF the investor downloads. */
async function statementText(investor: Page, id: string) {
  const res = await investor.request.get(`/api/v1/investor/investments/${id}/statement.pdf`);
  expect(res.ok()).toBe(true);
  return (await new PDFParse({ data: new Uint8Array(await res.body()) }).getText()).text;
}

test('an investor chooses rollover; the close moves the money into the next round, pays nothing out, and both statements agree', async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(240_000);
  const investorContext = await browser.newContext();
  const investor = waitingForHydration(await investorContext.newPage());
  await signInAs(staff, 'superAdmin');
  // An investor of its own: the shared one's requests in earlier flows count against its rate limit.
  await signIn(investor, E2E_INVESTORS[2].email, E2E_PASSWORD);
  const { today, investment, cycleId } = await rolloverScene(staff, investor);

  // The portfolio reminds the investor, with the default stated.
  await investor.goto('/portfolio');
  const card = investor.getByRole('listitem').filter({ hasText: investment.reference });
  await expect(card.getByText(/Choose what happens at maturity by/)).toBeVisible();
  await expect(card.getByText('If you do not choose, we will pay out capital and profit at maturity.')).toBeVisible();

  // The investment page: the choice as a radio group, chosen with the keyboard, saved with a message.
  await investor.goto(`/portfolio/investments/${investment.id}`);
  const group = investor.getByRole('group', { name: /Choose what happens at maturity by/ });
  await expect(group.getByRole('radio', { name: 'Pay out capital and profit' })).toBeChecked();
  await group.getByRole('radio', { name: 'Pay out capital and profit' }).focus();
  await investor.keyboard.press('ArrowDown');
  await investor.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: 'Roll capital and profit into the next round' })).toBeChecked();
  await investor.getByRole('button', { name: 'Save my choice' }).click();
  await expect(investor.getByRole('status').filter({ hasText: 'Saved: roll capital and profit into the next round' })).toBeFocused();
  expect(await axeViolations(investor)).toEqual([]);
  await picture(investor, 'investment-choice');

  // Staff close the cycle (two admins: asked by one, approved by the other). £250 a unit: 2 units hold £1,500, 3 units of £500.
  const asked = await apiCall(staff, 'post', `/cycles/${cycleId}/close`, {
    closedOn: today,
    saleRevenuePence: 1_700_000,
    costsPence: 1_200_000,
    animalsSold: 990,
    animalsLost: 10,
  });
  if (asked?.kind === 'cycle-close') {
    const approverContext = await browser.newContext();
    const approver = await approverContext.newPage();
    await signInAs(approver, 'admin');
    await apiCall(approver, 'post', `/approvals/${asked.id}/approve`);
    await approverContext.close();
  }

  // The portfolio: the old investment paid out into the new one, which holds the money in the round.
  const mine = (await apiCall(investor, 'get', '/investor/investments')) as {
    id: string;
    reference: string;
    status: string;
    amount: number;
    units: number;
    cycleId: string | null;
    rolledOverFrom: string | null;
    rolledOverTo: string | null;
  }[];
  const old = mine.find((one) => one.id === investment.id)!;
  const fresh = mine.find((one) => one.rolledOverFrom === investment.reference)!;
  expect(old).toMatchObject({ status: 'paid_out', rolledOverTo: fresh.reference });
  expect(fresh).toMatchObject({ status: 'active', units: 3, amount: 150_000 });
  await investor.goto('/portfolio');
  const freshCard = investor.getByRole('listitem').filter({ hasText: fresh.reference });
  await expect(freshCard.getByText(`Rolled over from ${investment.reference}`)).toBeVisible();
  await expect(freshCard.getByText('£1,500.00').first()).toBeVisible();
  const oldCard = investor.getByRole('listitem').filter({ hasText: `${investment.reference} · requested` });
  await expect(oldCard.getByText(`Rolled over into ${fresh.reference}`)).toBeVisible();
  expect(await axeViolations(investor)).toEqual([]);
  await picture(investor, 'portfolio-rolled');
  await investor.goto(`/portfolio/investments/${fresh.id}`);
  await expect(investor.getByText(`Rolled over from ${investment.reference}`).first()).toBeVisible();
  await picture(investor, 'investment-rolled-in');
  await investor.goto(`/portfolio/investments/${investment.id}`);
  await expect(investor.getByText(`Rolled over into ${fresh.reference}`).first()).toBeVisible();
  await picture(investor, 'investment-rolled-out');
  // Staff see the choice on the investment's page, and the rollover's link both ways.
  await staff.goto(`/admin/investment-requests/${investment.id}`);
  const choice = staff.getByRole('region', { name: 'Maturity choice' });
  await expect(choice.getByText('Roll capital and profit into the next round (the investor’s choice)')).toBeVisible();
  await expect(choice.getByText('Pay out capital and profit', { exact: true })).toBeVisible();
  await picture(staff, 'staff-investment-rolled-out');
  await choice.getByRole('link', { name: fresh.reference }).click();
  await expect(staff.getByRole('heading', { name: fresh.reference })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Maturity choice' }).getByRole('link', { name: investment.reference })).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);
  await picture(staff, 'staff-investment-rolled-in');
  await staff.goto('/admin/ledger/payout-batches');
  await expect(staff.getByRole('columnheader', { name: 'Investor’s choice' })).toBeVisible();
  await picture(staff, 'payout-queue');

  // No payout: neither investment waits in the payout queue.
  const queue = (await apiCall(staff, 'get', '/ledger/payout-candidates?limit=100')) as { investmentId: string }[];
  expect(queue.map((one) => one.investmentId)).not.toContain(investment.id);
  expect(queue.map((one) => one.investmentId)).not.toContain(fresh.id);

  // Both statements show the transfer with the other reference and the same amount.
  const oldText = await statementText(investor, investment.id);
  const freshText = await statementText(investor, fresh.id);
  expect(oldText).toContain(`Rolled over into ${fresh.reference}`);
  expect(freshText).toContain(`Rolled over from ${investment.reference}`);
  expect(oldText).toContain(formatMoney(150_000));
  expect(freshText).toContain(formatMoney(150_000));
  if (process.env.SHOTS_DIR) {
    for (const [name, id] of [
      ['statement-old', investment.id],
      ['statement-new', fresh.id],
    ]) {
      const res = await investor.request.get(`/api/v1/investor/investments/${id}/statement.pdf`);
      fs.writeFileSync(`${process.env.SHOTS_DIR}/${name}.pdf`, await res.body());
    }
  }
  await investorContext.close();
});
