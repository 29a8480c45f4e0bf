import { addDays, LATE_MONEY_TEXT, ROUND_CLOSING_MESSAGES, formatDate, formatMoney, ukDayOf } from '@app/contract';
import { axeViolations } from './support/axe';
import { E2E_INVESTORS, E2E_PASSWORD } from './support/accounts.ts';
import { signIn, signInAs } from './support/auth.ts';
import { serverClockNow } from './support/clock.ts';
import { apiCall, openBroilerRound, requestBroilerUnits } from './support/investments.ts';
import { expect, test, waitingForHydration } from './support/test';
import { picture } from './support/pictures.ts';

/**
 * Issue 48's late money, the investor's side: money that reached a request after its round closed
 * shows on the portfolio as something to do and on the investment page with its two choices; the
 * investor moves it into the plan's next round. The scene is made through the API.
 */

test('money after the round closed: the portfolio lists it, the page offers the next round or a refund, and the investor moves it to the next round', async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const investor = waitingForHydration(await context.newPage());
  await signInAs(staff, 'superAdmin');
  await signIn(investor, E2E_INVESTORS[3].email, E2E_PASSWORD);
  const today = ukDayOf(await serverClockNow());
  const stamp = Date.now();
  // A round the investor reserved a unit in, cancelled by staff before the money came; the money then arrives.
  const closed = await openBroilerRound(staff, `Closed round ${stamp}`, addDays(today, -3), { minimumUnits: 1 });
  const investment = await requestBroilerUnits(staff, investor, 1, closed.id);
  await apiCall(staff, 'post', `/rounds/${closed.id}/close`, { decision: 'cancel' });
  await apiCall(staff, 'post', `/investments/${investment.id}/ledger`, {
    kind: 'payment',
    amount: investment.amount,
    // Today on the calendar: the ledger takes no day after the server's.
    valueDate: ukDayOf(new Date()),
    reason: 'Transfer seen on the bank statement after the round closed',
  });
  await openBroilerRound(staff, `Next round ${stamp}`, addDays(today, -1), { units: 40 });
  const late = await apiCall(investor, 'get', `/investor/investments/${investment.id}/late-money`);
  expect(late).toMatchObject({ lateMoney: true, held: investment.amount, nextRoundRefused: null });
  const next = late.nextRound as { id: string; name: string; unitsLeft: number; fundingClosesOn: string };

  // The portfolio lists it as something to do, on top and on the investment's card.
  await investor.goto('/portfolio');
  const todo = investor.getByRole('region', { name: 'To do' });
  await expect(todo.getByRole('link', { name: new RegExp(investment.reference) })).toBeVisible();
  const card = investor.getByRole('listitem').filter({ hasText: `${investment.reference} · requested` });
  await expect(card.getByRole('link', { name: LATE_MONEY_TEXT.todo })).toBeVisible();
  expect(await axeViolations(investor)).toEqual([]);
  await picture(investor, 'late-money-portfolio');

  // The investment page: what happened in plain words, the next round with its units left and dates, or a refund.
  await card.getByRole('link', { name: LATE_MONEY_TEXT.todo }).click();
  const panel = investor.getByRole('region', { name: LATE_MONEY_TEXT.heading });
  await expect(panel.getByText(/after the round “Closed round \d+” had closed/)).toBeVisible();
  const group = panel.getByRole('group', { name: 'Choose one of the two' });
  await expect(group.getByRole('radio', { name: new RegExp(`The next round: ${next.name}`) })).toBeChecked();
  await expect(group.getByText(`units left · takes money until ${formatDate(next.fundingClosesOn)}`, { exact: false })).toBeVisible();
  await expect(group.getByRole('radio', { name: `A refund of ${formatMoney(investment.amount)}.`, exact: false })).toBeVisible();
  await expect(group.getByText(/to your payout account/)).toBeVisible();
  // No bank details to pay: the money is already here.
  await expect(investor.getByRole('region', { name: /Pay by bank transfer/ })).toHaveCount(0);
  expect(await axeViolations(investor)).toEqual([]);
  await picture(investor, 'late-money-choice');

  await panel.getByRole('button', { name: 'Confirm my choice' }).click();
  await expect(investor.getByRole('status').filter({ hasText: ROUND_CLOSING_MESSAGES.lateMoneyChoiceMade })).toBeVisible();
  await expect(panel).toHaveCount(0);
  const moved = await apiCall(investor, 'get', `/investor/investments/${investment.id}`);
  expect(moved).toMatchObject({ status: 'active', cycleId: next.id, lateMoney: false });
  await expect(investor.getByText(ROUND_CLOSING_MESSAGES.lateMoneyNextRound(next.name)).first()).toBeVisible();
  expect(await axeViolations(investor)).toEqual([]);
  await picture(investor, 'late-money-chosen');

  // Nothing left to do on the portfolio.
  await investor.goto('/portfolio');
  await expect(investor.getByRole('region', { name: 'To do' })).toHaveCount(0);
  await context.close();
});
