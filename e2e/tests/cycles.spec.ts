import { axeViolations } from './support/axe';
import { expect, test, waitingForHydration, type Browser, type Page } from './support/test';
import { PDFParse } from 'pdf-parse';
import { pngBytes } from '../../apps/server/src/modules/content-common/testing.ts';
import { E2E_STAFF } from './support/accounts.ts';
import { signIn, signInAs } from './support/auth.ts';
import { waitForMail } from './support/mail.ts';
import { ukDayOf } from '@app/contract';
import { apiCall, openBroilerRound, requestBroilerUnits } from './support/investments.ts';
import { serverClockNow } from './support/clock.ts';
import { picture } from './support/pictures.ts';
import { E2E_PASSWORD } from './support/accounts.ts';

/**
 * A farm cycle as staff run it and an investor follows it: create, assign an active investment,
 * post an update with a photo (mailed, on the investor's page), close with results (actual profit
 * for the investor and on /track-record), and the investor's PDF statement.
 */

/** A 1×1 PNG: the photo of the update. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * An active investment of 2 units in the broiler round `cycleId` for the signed-in investor (the
 * pipeline itself is tested in investments.spec): a request is for a round and runs in its cycle.
 */
async function activeInvestment(staff: Page, investor: Page, cycleId: string): Promise<{ id: string; reference: string }> {
  const investment = await requestBroilerUnits(staff, investor, 2, cycleId);
  for (const status of ['contacted', 'awaiting_payment', 'active']) {
    // Activating needs the payment in the ledger first.
    if (status === 'active') {
      await apiCall(staff, 'post', `/investments/${investment.id}/ledger`, {
        kind: 'payment',
        amount: investment.amount,
        valueDate: '2026-11-02',
        reason: 'Transfer seen on the bank statement',
      });
    }
    await apiCall(staff, 'patch', `/investments/${investment.id}/status`, { status, ...(status === 'active' ? { startedAt: '2026-11-02' } : {}) });
  }
  return investment;
}

/**
 * Every image on the page has loaded (a broken one is complete with no width). Lazy images load
 * once scrolled to, so each is brought into view first.
 */
async function expectEveryImageLoaded(page: Page) {
  const images = page.locator('img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: `image ${src} loaded` }).toBe(true);
  }
}

/** The superAdmin signed in on `staff`, and the shared investor signed in on a page of their own. */
async function staffAndInvestor(staff: Page, browser: Browser) {
  const investorContext = await browser.newContext();
  const investor = waitingForHydration(await investorContext.newPage());
  const email = E2E_STAFF.user.email;
  await signInAs(staff, 'superAdmin');
  await signIn(investor, email, E2E_PASSWORD);
  return { investorContext, investor, email };
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('staff run a cycle; the investor follows it, sees the profit and downloads the statement', async ({ page: staff, browser }) => {
  test.setTimeout(240_000);
  const { investorContext, investor, email } = await staffAndInvestor(staff, browser);

  // Staff open the cycle as a round (issue 48); the investor's request is made in it, paid and active.
  const name = `Sherpur broilers e2e ${Date.now()}`;
  // Open since 1 November, starting on the 2nd (its round runs on past the start), expected to end on 1 April 2027.
  const today = ukDayOf(await serverClockNow());
  const round = await openBroilerRound(staff, name, '2026-11-01', {
    startDate: '2026-11-02',
    expectedEndDate: '2027-04-01',
    // Past the day the flow's request is made (verifying the investor moves the server's clock a day).
    fundingClosesOn: new Date(Date.parse(`${today}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10),
  });
  const investment = await activeInvestment(staff, investor, round.id);
  // The paid units reach the minimum: staff start the cycle (the round's close, decision "start").
  await apiCall(staff, 'post', `/rounds/${round.id}/close`, { decision: 'start' });
  await staff.goto(`/admin/cycles/${round.id}`);
  await expect(staff.getByRole('heading', { name })).toBeVisible();
  await expect(staff.getByRole('link', { name: investment.reference })).toBeVisible();

  // Post an update with a photo: the investor is mailed and sees it on the investment page.
  await staff.getByRole('textbox', { name: 'Update', exact: true }).fill('Chicks placed in the renovated sheds and vaccinated on arrival.');
  await staff.getByLabel('Average weight (kg)').fill('0.05');
  await staff.getByLabel('Add photos').setInputFiles({ name: 'shed.png', mimeType: 'image/png', buffer: PHOTO });
  await staff.getByRole('button', { name: 'Publish update' }).click();
  await expect(staff.getByText('Update published and investors notified')).toBeVisible();
  const mail = await waitForMail(email, new RegExp(`Update from ${name}`));
  expect(mail.text).toContain('Chicks placed in the renovated sheds');
  expect(mail.text).toContain(`/portfolio/investments/${investment.id}`);

  await investor.goto(`/portfolio/investments/${investment.id}`);
  const farm = investor.getByRole('region', { name: 'From the farm' });
  await expect(farm.getByText('Chicks placed in the renovated sheds and vaccinated on arrival.')).toBeVisible();
  await expect(farm.getByRole('img')).toHaveAttribute('src', /\/api\/v1\/uploads\/cycles\/.+\.webp$/);
  await expectNoAxeViolations(investor);

  // Close with results: £12,000 revenue, £7,000 costs -> £2,500 to investors over 10 units = £250 a unit, £500 for 2.
  await staff.getByRole('button', { name: 'Close with results' }).click();
  await staff.getByLabel('Date the cycle ended').fill('2026-11-20');
  await staff.getByLabel('Sale revenue (£)').fill('12000');
  // The costs line by line: the first row typed, a second added from the keyboard (the new row takes the focus).
  await staff.getByLabel('Cost line 1: what it was').fill('Day-old chicks');
  await staff.getByLabel('Cost line 1: amount in pounds').fill('4,000');
  await staff.getByRole('button', { name: 'Add a cost line' }).press('Enter');
  await expect(staff.getByLabel('Cost line 2: what it was')).toBeFocused();
  await staff.keyboard.type('Feed');
  await staff.keyboard.press('Tab');
  await staff.keyboard.type('3000');
  await staff.getByRole('button', { name: 'Add a cost line' }).click();
  await staff.getByRole('button', { name: 'Remove cost line 3' }).click();
  // The focus goes to the line before the removed one (on the next frame): wait for it, or the next
  // field's typing could land in that line.
  await expect(staff.getByLabel('Cost line 2: what it was')).toBeFocused();
  await expect(staff.getByText('Total costs: £7,000.00')).toBeVisible();
  await staff.getByLabel('Animals sold').fill('990');
  await staff.getByLabel('Animals lost').fill('10');
  // The farm kept its figures in taka: the rate they were converted at, so the account shows both.
  await staff.getByLabel('Exchange rate (taka per £1)').fill('150');
  await expect(staff.getByText('£250.00 per unit')).toBeVisible();
  await picture(staff, 'cycle-close-dialog');
  // Two of ten units are assigned and the cycle ends before its expected end: warnings staff confirm.
  const closing = staff.getByRole('dialog', { name: 'Close the cycle' });
  await expect(closing.getByText("8 of the cycle's 10 units are not assigned to an investment")).toBeVisible();
  await expect(closing.getByText('The cycle is expected to end on 1 April 2027: you are closing it before then.')).toBeVisible();
  // The site has two admins: the close is asked for here and carried out when the other approves (four eyes).
  await expect(closing.getByText('Another admin must approve this close before it happens')).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(closing.getByText('Please confirm you have checked the warnings above')).toBeVisible();
  await closing.getByRole('checkbox', { name: 'I have checked these and want to close the cycle' }).check();
  await staff.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(staff.getByText('Sent to another admin for approval: nothing changes until they approve')).toBeVisible();
  const waiting = staff.getByRole('region', { name: /Close a cycle: waiting for a second admin/ });
  await expect(waiting.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Close with results' })).toHaveCount(0);
  const cycleUrl = staff.url();

  // The second admin is mailed, opens the cycle, and approves: the cycle closes as it was asked for.
  const approval = await waitForMail(E2E_STAFF.admin.email, /Waiting for your approval: close a cycle/);
  expect(approval.text).toContain(`Close cycle “${name}” on 20 November 2026`);
  const secondContext = await browser.newContext();
  const second = waitingForHydration(await secondContext.newPage());
  await signIn(second, E2E_STAFF.admin.email, E2E_PASSWORD);
  await second.goto(cycleUrl);
  const toApprove = second.getByRole('region', { name: /Close a cycle: waiting for a second admin/ });
  await expect(toApprove.getByText(/Asked by/)).toBeVisible();
  await expectNoAxeViolations(second);
  await toApprove.getByRole('button', { name: 'Approve' }).click();
  await expect(second.getByText('Approved and carried out')).toBeVisible();
  await expect(second.getByText('Closed', { exact: true }).first()).toBeVisible();
  await secondContext.close();
  await waitForMail(email, new RegExp(`${investment.reference}: Matured`));

  await investor.reload();
  await expect(investor.getByText('Matured', { exact: true }).first()).toBeVisible();
  await expect(investor.getByRole('region', { name: 'Summary' }).getByText('£500.00', { exact: true })).toBeVisible();
  // The close credited the share in the ledger, which the investor's page reads.
  const money = investor.getByRole('region', { name: 'Your money' });
  await expect(money.getByRole('term').filter({ hasText: 'Profit credited' })).toBeVisible();
  await expect(money.getByText('£500.00', { exact: true })).toBeVisible();
  // The cycle's account: each cost typed at the close, the halves, per unit exact and credited, the investor's share.
  const account = investor.getByRole('table', { name: new RegExp(`The account of ${name}`) });
  await expect(account.getByRole('row', { name: /Less Day-old chicks/ })).toContainText('−£4,000.00');
  await expect(account.getByRole('row', { name: /Less Feed/ })).toContainText('−£3,000.00');
  await expect(account.getByRole('row', { name: /Per unit, exact/ })).toContainText('£250.0000');
  await expect(account.getByRole('row', { name: 'Your share, credited' })).toContainText('£500.00');
  await expect(account.getByRole('row', { name: /Sale revenue/ })).toContainText(/£12,000\.00 \(BDT\s1,800,000\.00\)/);
  await expect(account.getByRole('row', { name: /Exchange rate at the close/ })).toContainText(/£1\.00 = BDT\s150\.00/);
  await picture(investor, 'investment-account-taka');
  await expect(investor.getByText(/The pence left over by that rounding go to the partner farmer/)).toBeVisible();
  await expectNoAxeViolations(investor);

  // The public track record lists it, readable without JavaScript.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const reader = await plain.newPage();
  await reader.goto('/track-record');
  const row = reader.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('£250.00');
  // Each closed cycle links to its public account: the whole cycle, no investor's data.
  await row.getByRole('link', { name: new RegExp(name) }).click();
  const open = reader.getByRole('table', { name: 'The cycle’s account' });
  await expect(open.getByRole('row', { name: /Share of units nobody bought/ })).toContainText('£2,000.00');
  await expect(reader.getByText(investment.reference)).toHaveCount(0);
  await plain.close();

  // The statement opens as a PDF and holds the reference.
  const pdf = await investor.request.get(`/api/v1/investor/investments/${investment.id}/statement.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const parsed = await new PDFParse({ data: new Uint8Array(bytes) }).getText();
  expect(parsed.text).toContain(investment.reference);
  expect(parsed.text).toContain('£500.00');
  expect(parsed.text).toContain('Less Day-old chicks');
  await investorContext.close();
});

test('farm photos load for staff and the investor, chosen photos preview and can be removed, and the mail shows a photo that exists', async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(240_000);
  const { investorContext, investor, email } = await staffAndInvestor(staff, browser);
  const name = `Photo cycle e2e ${Date.now()}`;
  // A round taking money: its investors follow the farm from the first update (issue 48).
  const cycle = await openBroilerRound(staff, name, ukDayOf(await serverClockNow()), { location: 'Jamalpur cluster' });
  const investment = await activeInvestment(staff, investor, cycle.id);
  // Paid to its minimum, the round starts (H2's close, decision "start"): updates are posted to a running cycle.
  await apiCall(staff, 'post', `/rounds/${cycle.id}/close`, { decision: 'start' });

  // Two photos chosen show as previews; one is removed before publishing, with the keyboard back on the picker.
  // The preview object URLs still alive are tracked, to see each one revoked once no longer shown.
  await staff.addInitScript(() => {
    const live = new Set<string>();
    (window as unknown as { previews: Set<string> }).previews = live;
    const create = URL.createObjectURL.bind(URL);
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.createObjectURL = (object) => {
      const url = create(object);
      live.add(url);
      return url;
    };
    URL.revokeObjectURL = (url) => {
      live.delete(url);
      revoke(url);
    };
  });
  const livePreviews = () => staff.evaluate(() => [...(window as unknown as { previews: Set<string> }).previews]);
  await staff.goto(`/admin/cycles/${cycle.id}`);
  await expect(staff.getByRole('heading', { name })).toBeVisible();
  await staff.getByRole('textbox', { name: 'Update', exact: true }).fill('New feeders installed in both sheds.');
  const picker = staff.getByLabel('Add photos');
  // Photo-sized: a 1-pixel image chosen from a srcset of 480w and up has a natural width that rounds to 0.
  await picker.setInputFiles([
    { name: 'feeders.png', mimeType: 'image/png', buffer: await pngBytes(1200, 900, '#6b8e4e') },
    { name: 'blurry.png', mimeType: 'image/png', buffer: await pngBytes(1200, 900, '#a0a0a0') },
  ]);
  const chosen = staff.getByRole('list', { name: 'Chosen photos' });
  await expect(chosen.getByRole('img', { name: 'Preview of photo 1: feeders.png' })).toBeVisible();
  await expect(chosen.getByRole('img', { name: 'Preview of photo 2: blurry.png' })).toBeVisible();
  await expectEveryImageLoaded(staff);
  expect(await axeViolations(staff, '#admin-main')).toEqual([]);
  const removed = await chosen.getByRole('img', { name: 'Preview of photo 2: blurry.png' }).getAttribute('src');
  expect(await livePreviews()).toHaveLength(2);
  await chosen.getByRole('button', { name: 'Remove photo 2: blurry.png' }).press('Enter');
  await expect(chosen.getByRole('img')).toHaveCount(1);
  await expect(picker).toBeFocused();
  expect(await livePreviews()).toEqual([await chosen.getByRole('img').getAttribute('src')]);
  expect(await livePreviews()).not.toContain(removed);
  await staff.getByRole('button', { name: 'Publish update' }).click();
  await expect(staff.getByText('Update published and investors notified')).toBeVisible();
  await expect(staff.getByRole('list', { name: 'Chosen photos' })).toHaveCount(0);
  expect(await livePreviews()).toEqual([]);

  // The published photo, as staff and as the investor see it: every image on both pages loads.
  const published = staff.locator('img[src^="/api/v1/uploads/cycles/"]');
  await expect(published).toHaveCount(1);
  const publishedSrc = await published.getAttribute('src');
  await expectEveryImageLoaded(staff);
  // Leaving the page with a photo chosen but not published revokes its preview too.
  await picker.setInputFiles({ name: 'later.png', mimeType: 'image/png', buffer: await pngBytes(800, 600) });
  await expect(staff.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(1);
  await staff.getByRole('link', { name: 'Farm cycles' }).click();
  await expect(staff.getByRole('heading', { name: 'Farm Cycles' })).toBeVisible();
  await expect.poll(livePreviews).toEqual([]);
  await investor.goto(`/portfolio/investments/${investment.id}`);
  const farm = investor.getByRole('region', { name: 'From the farm' });
  await expect(farm.getByText('New feeders installed in both sheds.')).toBeVisible();
  await expect(farm.getByRole('img')).toHaveCount(1);
  await expectEveryImageLoaded(investor);

  // The mail shows the photo itself (its copy at the mail's width), and its address loads it.
  const mail = await waitForMail(email, new RegExp(`Update from ${name}`));
  const pictures = [...(mail.html || '').matchAll(/<img[^>]* src="(https?:\/\/[^"]+\/api\/v1\/uploads\/cycles\/[^"]+)"/g)].map((m) => new URL(m[1]!).pathname);
  expect(pictures).toEqual([publishedSrc!.replace(/\.webp$/, '-960.webp')]);
  const photo = await staff.request.get(pictures[0]!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/webp');

  // Staff download the investor's yearly statement from the investor detail.
  await staff.goto(`/admin/investors/${(await apiCall(investor, 'get', '/investor/profile')).userId}`);
  const statement = staff.getByRole('link', { name: /statement \(PDF\)$/ });
  await expect(statement).toBeVisible();
  const pdf = await staff.request.get((await statement.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await axeViolations(staff, '#admin-main')).toEqual([]);
  await investorContext.close();
});

for (const path of ['/track-record', '/shariah', '/risk']) {
  test(`${path} is server-rendered, in the sitemap and the footer, with no axe violations`, async ({ page, request }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: { '/track-record': 'Track Record', '/shariah': 'Shariah', '/risk': 'Risks' }[path] }),
    ).toHaveAttribute('href', path);
    await expectNoAxeViolations(page);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`${path}</loc>`);
  });
}

test('each closed cycle has a public account page: in the sitemap, server-rendered, the whole account without investors, fitting a phone', async ({
  browser,
  request,
}) => {
  const record = (await (await request.get('/api/v1/track-record')).json()).data as { cycles: { id: string; name: string }[] };
  const first = record.cycles[0]!;
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/track-record/${first.id}</loc>`);
  // Server-rendered: the account is in the HTML itself.
  expect(await (await request.get(`/track-record/${first.id}`)).text()).toContain('Share of units nobody bought');
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = waitingForHydration(await phone.newPage());
  await page.goto(`/track-record/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  const account = page.getByRole('table', { name: 'The cycle’s account' });
  for (const line of ['Sale revenue', 'Net', 'Per unit, exact', 'Rounding leftover', 'Share of units nobody bought']) {
    await expect(account.getByRole('row', { name: new RegExp(line) }).first()).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  // A cycle that is not closed (or does not exist) has no public account.
  expect((await request.get('/track-record/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  await phone.close();
});

test('the track record summary counts the seeded under-performing cycles', async ({ page }) => {
  await page.goto('/track-record');
  await expect(page.getByText('(loss)').first()).toBeVisible();
  await expect(page.getByText('(below projection)').first()).toBeVisible();
});

test('the track record chart is SVG in the server HTML: two labelled bars per cycle, titled, with labelled axes', async ({ browser }) => {
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const page = await plain.newPage();
  await page.goto('/track-record');
  const chart = page.getByRole('img', { name: /Projected and actual return per unit for each closed cycle/ });
  await expect(chart).toBeVisible();
  const rows = await page.locator('#closed-cycles tbody tr').count();
  expect(rows).toBeGreaterThan(0);
  await expect(chart.locator('[data-series="projected"] rect')).toHaveCount(rows);
  await expect(chart.locator('[data-series="actual"] rect')).toHaveCount(rows);
  // Every bar carries its value as text, the figure the table shows for it.
  const firstActual = (await page.locator('#closed-cycles tbody tr').first().locator('td').nth(4).locator('span').last().textContent())!.match(/-?[\d.]+%/)![0];
  await expect(chart.locator('[data-series="actual"] text', { hasText: firstActual }).first()).toBeAttached();
  await expect(chart.locator('[data-axis="x"]')).toContainText('Return per unit (% of the unit amount)');
  await expect(chart.locator('[data-axis="y"]')).toContainText('Cycle (oldest first)');
  // The legend lists the series in the order the bars stand.
  await expect(page.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText(['Projected return', 'Actual return']);
  await plain.close();
});

test('the track record fits a 375 px phone without sideways scrolling, projected and actual side by side', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = waitingForHydration(await phone.newPage());
  await page.goto('/track-record');
  await expect(page.getByRole('img', { name: /Projected and actual return/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const card = page.locator('#closed-cycles tbody tr').first();
  const projected = await card.getByText('Projected per unit').boundingBox();
  const actual = await card.getByText('Actual per unit').boundingBox();
  expect(projected!.y).toBe(actual!.y);
  expect(projected!.x + projected!.width).toBeLessThanOrEqual(actual!.x);
  expect(await axeViolations(page)).toEqual([]);
  await phone.close();
});
