import fs from 'node:fs';
import { AMOUNT_INPUT_MESSAGES, SAFEGUARD_MESSAGES } from '@app/contract';
import { PDFParse } from 'pdf-parse';
import { axeViolations } from './support/axe';
import { moveServerClock, serverClockNow } from './support/clock.ts';
import { expect, test, waitingForHydration, type Page, type Response } from './support/test';
import { makePdf } from '../../apps/server/src/modules/careers/sample-documents.ts';
import { signInAs } from './support/auth.ts';
import { recordInLedger } from './support/ledger.ts';
import { waitForMail } from './support/mail.ts';

/**
 * The investor's journey end to end: choose 2 units on a plan page, "Invest online" to the hand-off
 * page, create an account, verify the email with the mailed code (which signs in), land on the invest
 * form with plan and units kept, complete the investor profile with an ID document in one submit,
 * get verified by an admin (mail), invest the 2 units, and follow the investment as staff move it
 * from requested to paid out.
 */

const PASSWORD = 'Harvest-Moon-42';

/** One step of "What happens next", by its title. */
const step = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByText(new RegExp(`^\\d\\. ${title}$`)) });

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function expectAxeCleanAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

/** The right answer of each starter question: its first option in the migration that seeds the bank. */
const RIGHT_ANSWERS = new Map(
  [
    ...fs
      .readFileSync(new URL('../../apps/server/src/db/migrations/0100_safeguards.sql', import.meta.url), 'utf8')
      .matchAll(/\('\w+', '([^']+)',\s*'\["([^"]+)"/g),
  ].map((match) => [match[1]!, match[2]!] as const),
);

/** Answers every question of the check on the page rightly (or the first one wrongly). */
async function answerCheck(page: Page, options: { wrongFirst?: boolean } = {}) {
  const questions = page.getByRole('group');
  await expect(questions).toHaveCount(6);
  for (let i = 0; i < 6; i++) {
    const question = questions.nth(i);
    const prompt = (await question.locator('legend').textContent())!.replace(/^\d+\.\s*/, '').trim();
    const right = RIGHT_ANSWERS.get(prompt);
    expect(right, prompt).toBeTruthy();
    const labels = (await question.locator('label').allTextContents()).map((text) => text.trim());
    const chosen = options.wrongFirst && i === 0 ? labels.find((text) => text !== right)! : right!;
    await question.getByRole('radio', { name: chosen, exact: true }).check();
  }
}

test('from a plan page through sign-up to the invest form with the units kept, then follow the investment to payout', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const email = `investor.${Date.now()}@e2e.test`;

  // An anonymous visitor reads a plan page (no failing session probes) and chooses to invest online.
  const failed: string[] = [];
  const recordFailure = (response: Response) => {
    if (response.url().includes('/api/v1/') && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  };
  page.on('response', recordFailure);
  await page.goto('/investment-plans');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', '/register');
  await page
    .getByRole('link', { name: /^Details and return calculator/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/investment-plans\/[0-9a-f-]{36}$/);
  const planPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Return calculator' })).toBeVisible();
  await page.getByLabel('Units').fill('2');
  await expect(page.getByText('Projected profit (your 50%)')).toBeVisible();
  await expectNoAxeViolations(page);
  const planTitle = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: 'Make Investment' }).click();
  await page.getByRole('link', { name: /Invest online/ }).click();

  // The hand-off names the plan and the units, and offers an account first, sign-in second.
  await expect(page).toHaveURL(/\/investment-plans\/[0-9a-f-]{36}\/invest\?units=2$/);
  await expect(page.getByRole('heading', { level: 1, name: `Invest in ${planTitle}` })).toBeVisible();
  const chosen = page.getByRole('main').getByRole('definition');
  await expect(chosen.first()).toHaveText('2');
  const accountLinks = page.getByRole('main').getByRole('link', { name: /^(Create an account|Sign in)$/ });
  await expect(accountLinks).toHaveText(['Create an account', 'Sign in']);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  page.off('response', recordFailure);
  expect(failed).toEqual([]);

  // Register from there; the mailed link keeps the way back to the invest form.
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fportfolio%2Finvest%2F[0-9a-f-]{36}%3Funits%3D2$/);
  await page.getByLabel('Full name').fill('Salma Begum');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+447700900777');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=.*&redirect=%2Fportfolio%2Finvest%2F/);
  const codeMail = (await waitForMail(email, /verification code/i)).text ?? '';
  expect(codeMail).toMatch(/\/verify-email\?email=\S+&redirect=%2Fportfolio%2Finvest%2F[0-9a-f-]{36}%3Funits%3D2/);
  const code = /\b(\d{6})\b/.exec(codeMail)![1]!;

  // A mistyped code says so, with the tries left; the right one signs the person in (no password again).
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('That code is not right. You have 4 tries left.')).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();

  // Back where the journey started, signed in: the invest page keeps plan and units and asks for verification first.
  await expect(page).toHaveURL(/\/portfolio\/invest\/[0-9a-f-]{36}\?units=2$/);
  const investPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.getByText(`Plan: ${planTitle}`)).toBeVisible();
  // Every step to a first investment, each with its state: nothing done yet.
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(step(page, 'Your profile and ID')).toContainText('To do');
  await expect(step(page, 'Your payment')).toContainText('To do');
  await expect(page.getByText(`2 units of ${planTitle}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Complete your investor profile' }).click();

  // The investor profile starts from the account; the contract's rules show in the form before anything is sent.
  await expect(page.getByRole('heading', { name: 'Investor profile' })).toBeVisible();
  await expect(page.getByLabel('Full legal name')).toHaveValue('Salma Begum');
  await expect(page.getByLabel('Phone')).toHaveValue('+447700900777');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Please enter your date of birth')).toBeVisible();
  await expect(page.getByText('Please choose your country of residence')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1988-06-21');
  await page.getByLabel('National ID or passport number').fill('533829101');
  await page
    .getByLabel(/^Address/)
    .first()
    .fill('7 Green Street');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('E7 8LB');
  await page.getByLabel('Country of residence').selectOption('United Kingdom');
  await page.getByLabel('Source of funds').selectOption('salary');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Please upload a copy of your ID document')).toBeVisible();
  await page.locator('#id-document').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: makePdf('Passport') });
  await expect(page.getByText('passport.pdf')).toBeVisible();
  await expectNoAxeViolations(page);
  // One click saves the details and sends them for review.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Your profile is waiting for review.')).toBeVisible();
  await expect(page.getByLabel('Country of residence')).toHaveValue('United Kingdom');

  // The account page tells the email check from the investor check.
  await page.goto('/profile');
  await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Investor: Awaiting review')).toBeVisible();
  await expectNoAxeViolations(page);

  // The portfolio says the profile is with us, and the category is open meanwhile: the waits overlap.
  await page.goto('/portfolio');
  await expect(step(page, 'Your profile and ID')).toContainText('Waiting');
  await expect(step(page, 'Your investor category')).toContainText('To do');
  await expectNoAxeViolations(page);
  await step(page, 'Your investor category').getByRole('link', { name: 'Declare your category' }).click();

  // The investor category: a restricted investor states their net assets and confirms the statement.
  await expect(page.getByRole('heading', { name: 'Your investor category' })).toBeVisible();
  await page.getByRole('radio', { name: /Restricted investor/ }).check();
  await page.getByRole('button', { name: 'Declare my category' }).click();
  await expect(page.getByText(SAFEGUARD_MESSAGES.netAssetsRequired())).toBeVisible();
  await expect(page.getByText(SAFEGUARD_MESSAGES.confirmRequired())).toBeVisible();
  await page.getByRole('checkbox', { name: /I confirm/ }).check();
  // Amounts as people type them: a typo is refused in the contract's words, "£50,000" is read.
  await page.getByLabel(/Your net assets/).fill('50,000.001');
  await page.getByRole('button', { name: 'Declare my category' }).click();
  await expect(page.getByText(AMOUNT_INPUT_MESSAGES.tooManyDecimals())).toBeVisible();
  await page.getByLabel(/Your net assets/).fill('£50,000');
  await expectAxeCleanAtBothWidths(page);
  await page.getByRole('button', { name: 'Declare my category' }).click();
  await expect(page.getByText(SAFEGUARD_MESSAGES.categoryDeclared)).toBeVisible();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(step(page, 'Your investor category')).toContainText('Done');
  await expect(step(page, 'Your profile and ID')).toContainText('Waiting');

  // An admin verifies the profile; the investor is mailed.
  const staff = await browser.newContext();
  const admin = waitingForHydration(await staff.newPage());
  await signInAs(admin, 'admin');
  await admin.goto('/admin/investors?status=pending');
  await admin.getByRole('link', { name: 'Salma Begum' }).click();
  // The document is shown on the page (a PDF in a frame) beside its download; Verify waits for it to
  // be opened and for every check.
  const document = admin.getByRole('region', { name: 'ID document' });
  await expect(document.getByRole('link', { name: /passport\.pdf/ })).toBeVisible();
  await expect(document.locator('iframe[title^="ID document of Salma Begum"]')).toBeVisible();
  const verify = document.getByRole('button', { name: 'Verify' });
  await expect(document.getByText('Tick every check on the ID document before verifying.')).toBeVisible();
  await expect(verify).toBeDisabled();
  for (const check of ['The name matches the legal name', 'The date of birth matches', 'A photo is present and clear'])
    await document.getByLabel(check).check();
  await expect(verify).toBeDisabled();
  await document.getByLabel('The document has not expired').check();
  await document.getByLabel(/^Note/).fill('Passport checked against the profile.');
  expect(await axeViolations(admin)).toEqual([]);
  await verify.click();
  await expect(admin.getByText('Investor verified')).toBeVisible();
  // The checks and the note are kept with the decision in the history.
  const history = admin.getByRole('region', { name: 'Verification history' });
  await expect(history.getByRole('list', { name: 'Checks on the ID document' })).toContainText('The document has not expired');
  await expect(history.getByText('Note: Passport checked against the profile.')).toBeVisible();
  await waitForMail(email, /verified to invest/i);

  // Now verified, the investor goes back to the investment: the steps say what is left before a first investment.
  // The browser's clock is ours from here, so the safeguards' 24 hours can be moved past.
  await page.clock.install({ time: await serverClockNow() });
  await page.goto(investPath);
  await expect(page.getByRole('region', { name: 'Risk warning' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(step(page, 'Your profile and ID')).toContainText('Done');
  await expectNoAxeViolations(page);

  // The appropriateness check: one answer wrong shows what and why, and the retake opens a day later.
  await step(page, 'The appropriateness check').getByRole('link', { name: 'Take the check' }).click();
  await page.getByRole('button', { name: 'Start the check' }).click();
  await answerCheck(page, { wrongFirst: true });
  await expectAxeCleanAtBothWidths(page);
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByRole('heading', { name: 'Not passed this time' })).toBeFocused();
  await expect(page.getByText(/5 of 6 answers right/)).toBeVisible();
  await expect(page.getByText('The right answer:')).toBeVisible();
  await expectAxeCleanAtBothWidths(page);
  await page.reload();
  await expect(page.getByText(/^You can take the check again from \d{1,2} \w+ \d{4}, \d{2}:\d{2}/)).toBeVisible();
  await moveServerClock(24);
  await page.clock.fastForward('24:00:00');
  await page.reload();
  await page.getByRole('button', { name: 'Start the check' }).click();
  await answerCheck(page);
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByRole('heading', { name: 'You passed the check' })).toBeFocused();

  // The cooling-off: the first request opens 24 hours after the last step, said with its date and time, and mailed.
  await page.goto('/portfolio');
  const coolingOff = step(page, 'The 24-hour wait');
  await expect(coolingOff).toContainText('Waiting');
  await expect(coolingOff).toContainText(/Your first investment request can be placed from \d{1,2} \w+ \d{4}, \d{2}:\d{2}\./);
  await expectAxeCleanAtBothWidths(page);
  await waitForMail(email, /You can place your first investment request from/);
  await page.goto(investPath);
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByLabel('Units')).toBeHidden();
  await moveServerClock(25);
  // When the cooling-off ends the form opens on its own, under the steps still to do.
  await page.clock.fastForward('25:00:00');
  await expect(page.getByLabel('Units')).toBeVisible();
  await expect(step(page, 'The 24-hour wait')).toContainText('Done');
  await expect(step(page, 'The Mudarabah agreement')).toContainText('To do');

  // Staff see the category and the two checks on the investor's page.
  await admin.goto(admin.url());
  const safeguards = admin.getByRole('region', { name: 'Safeguards' });
  await expect(safeguards.getByText('Restricted investor').first()).toBeVisible();
  await expect(safeguards.getByText(/not passed, 5 of 6/)).toBeVisible();
  await expect(safeguards.getByText(/passed, 6 of 6/)).toBeVisible();
  await expectNoAxeViolations(admin);

  // The form opens at the plan and the 2 units chosen. Past 10% of the £50,000 declared (11 units of £500,
  // well within the round's units left), the units field warns at once.
  await expect(page.getByLabel('Units')).toHaveValue('2');
  await page.getByLabel('Units').fill('11');
  await expect(page.getByText(/As a restricted investor you declared you will not invest more than 10% of your net assets \(£5,000\.00\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Units').fill('2');
  await expect(page.getByText(/As a restricted investor you declared/)).toBeHidden();
  await page.getByRole('button', { name: 'Request investment' }).click();
  await expect(page.getByText('Please accept the terms and the risk statement to continue')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  // The Mudarabah agreement is read on the form and signed with the legal name.
  await expect(page.getByRole('region', { name: 'The agreement (binding, in English)' })).toContainText('Salma Begum');
  await page.getByLabel('Type your full legal name to sign').fill('Salma Begum');
  await page.getByRole('checkbox', { name: /I have read the Mudarabah agreement/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Request investment' }).click();
  await expect(page.getByRole('heading', { name: 'Investment requested' })).toBeVisible();
  await expect(page.getByText(`2 units of ${planTitle}`)).toBeVisible();
  const reference = (await page.locator('.font-mono').first().textContent())!.trim();
  expect(reference).toMatch(/^BBV-\d{4}-\d{5}$/);
  // Payers abroad need the BIC beside the IBAN; the amount and reference sit with the bank details.
  const transfer = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(transfer.getByText('BIC/SWIFT')).toBeVisible();
  await expect(transfer.getByText('DEMOGB2L')).toBeVisible();
  await expect(transfer.getByText('Amount', { exact: true })).toBeVisible();
  await expect(transfer.getByText(reference)).toBeVisible();
  const requestMail = await waitForMail(email, new RegExp(reference));
  expect(requestMail.text).toContain('Sort code');
  expect(requestMail.text).toMatch(/BIC\/SWIFT:\s+DEMOGB2L/);

  // Signed in, "Invest online" on a plan page goes straight to the form (the header knows the sign-in).
  await page.goto(planPath);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My portfolio' })).toBeVisible();
  await page.getByRole('button', { name: 'Make Investment' }).click();
  await page.getByRole('link', { name: /Invest online/ }).click();
  await expect(page).toHaveURL(/\/portfolio\/invest\/[0-9a-f-]{36}\?units=1$/);
  await expect(page.getByLabel('Units')).toHaveValue('1');

  // Staff move it through the pipeline; the investor sees each step on the portfolio.
  await admin.goto(`/admin/investment-requests?search=${reference}`);
  await admin.getByRole('link', { name: reference }).click();
  const steps: [string, string][] = [
    ['Mark contacted', 'Contacted'],
    ['Mark awaiting payment', 'Awaiting payment'],
    ['Mark active', 'Active'],
    ['Mark matured', 'Matured'],
    ['Mark paid out', 'Paid out'],
  ];
  for (const [action, label] of steps) {
    // Money follows the ledger: the payment before it becomes active, the payout before it is paid out.
    if (label === 'Active') await recordInLedger(admin, 'payment', 'Transfer seen on the bank statement');
    if (label === 'Paid out') await recordInLedger(admin, 'payout', 'Paid by hand from the bank app');
    await admin.getByRole('button', { name: action }).click();
    if (label === 'Matured') {
      // Each move's required field is checked with the contract's rule before anything is sent.
      await admin.getByLabel(/^Actual profit/).fill('');
      await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(admin.getByText('Please enter the actual profit')).toBeVisible();
      await admin.getByLabel(/^Actual profit/).fill('110');
      // It runs in no farm cycle: maturing it by hand asks for the reason, kept on the staff timeline.
      await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(admin.getByText('Please give the reason for maturing this investment outside a cycle or before its expected maturity date')).toBeVisible();
      await admin.getByLabel(/^Reason for maturing now/).fill('Sold with the Eid batch, outside any cycle');
    }
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(admin.getByText(`Investment moved to ${label}`)).toBeVisible();
    await expect(admin.getByRole('dialog')).toHaveCount(0);
    await page.goto('/portfolio');
    await expect(page.getByRole('listitem').filter({ hasText: reference }).getByText(label, { exact: true })).toBeVisible();
    if (label === 'Awaiting payment') {
      // The mail asking for payment repeats the bank details, amount and reference in full.
      const awaitingMail = (await waitForMail(email, new RegExp(`${reference}: Awaiting payment`))).text ?? '';
      expect(awaitingMail).toMatch(/BIC\/SWIFT:\s+DEMOGB2L/);
      expect(awaitingMail).toMatch(new RegExp(`Payment reference:\\s+${reference}`));
      expect(awaitingMail).not.toContain('first email');
    }
  }
  await waitForMail(email, new RegExp(`${reference}: Paid out`));
  // The portfolio offers the tax-year statement (6 April to 5 April) as a PDF addressed to the investor.
  const statement = page.getByRole('link', { name: /^\d{4}\/\d{2} statement \(PDF\)$/ });
  await expect(statement).toBeVisible();
  const statementPdf = await page.request.get((await statement.getAttribute('href'))!);
  expect(statementPdf.headers()['content-type']).toBe('application/pdf');
  const statementText = (await new PDFParse({ data: new Uint8Array(await statementPdf.body()) }).getText()).text;
  expect(statementText).toContain('Salma Begum');
  // The current tax year has not ended: its statement says it is provisional.
  expect(statementText).toMatch(/(Provisional tax-year|Tax-year) statement \d{4}\/\d{2}/);
  expect(statementText).toContain('Page 1 of');
  await page
    .getByRole('link', { name: /./ })
    .filter({ hasText: /Cycle|Cattle|Goat|Dairy|Broiler/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  for (const [, label] of steps) await expect(page.getByRole('listitem').filter({ hasText: label }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The account area leads back to the portfolio.
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('link', { name: 'My portfolio' })).toHaveAttribute('href', '/portfolio');
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'My portfolio' })).toHaveAttribute('href', '/portfolio');
  await staff.close();
});

test('moderators cannot open the investing back office', async ({ page }) => {
  await signInAs(page, 'moderator');
  await page.goto('/admin/investment-requests');
  await expect(page).toHaveURL(/\/unauthorized/);
  await page.goto('/admin/investors');
  await expect(page).toHaveURL(/\/unauthorized/);
});
