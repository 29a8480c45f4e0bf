import sharp from 'sharp';
import type { FieldRecord } from '@app/contract';
import { fieldWords } from '../../apps/web/app/features/field/words.ts';
import { E2E_PASSWORD, E2E_STAFF } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { signIn, signInAs } from './support/auth.ts';
import { apiCall, broilerPlan } from './support/investments.ts';
import { picture } from './support/pictures.ts';
import { expect, test, waitingForHydration, type Browser, type Page } from './support/test.ts';

/**
 * The field officers' offline app at /field (issue 51): opened once with a network, it opens and
 * records with none; the records and their photos arrive once when the network returns.
 */

/** The app's words as the catalogue (packages/contract/messages, field_ keys) gives them. */
const en = fieldWords('en');
const bn = fieldWords('bn');

/** A common low-end Android width, and a desk. */
const PHONE_AND_DESK = [360, 1280];

let cycles = 0;
/** A running cycle of its own, with the e2e field officer assigned to it by an admin (through the API). */
async function assignedCycle(browser: Browser, officerId: string) {
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'admin');
  const plan = await broilerPlan(admin);
  const name = `Field flow cycle ${Date.now()}-${++cycles}`;
  const cycle = (await apiCall(admin, 'post', '/cycles', {
    planId: plan._id,
    name,
    location: 'Sherpur village',
    startDate: '2026-11-02',
    expectedEndDate: '2027-04-01',
    units: 50,
  })) as { id: string; name: string };
  await apiCall(admin, 'post', `/field/cycles/${cycle.id}/officers`, { userId: officerId });
  await admin.context().close();
  return cycle;
}

/** The officer's phone: a context of its own (service workers allowed, Playwright's default said out loud), signed in through the API. */
async function officerPhone(browser: Browser) {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 360, height: 780 } });
  const page = waitingForHydration(await context.newPage());
  const officer = await signIn(page, E2E_STAFF.fieldOfficer.email, E2E_PASSWORD);
  return { context, page, officer };
}

/** Opens /field in English and waits until its service worker is active (the app shell and its files precached). */
async function openInstalled(page: Page) {
  await page.goto('/field');
  await page.evaluate(() => window.localStorage.setItem('breadbasket-field-language', 'en'));
  await page.reload();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The officer's records in a cycle, as the server stored them. */
async function storedRecords(page: Page, cycleId: string): Promise<FieldRecord[]> {
  const res = await page.request.get(`/api/v1/field/records?cycleId=${cycleId}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

/** A 12-megapixel camera photo (4000 x 3000 JPEG, several MB), made for the test. */
async function cameraPhoto() {
  const buffer = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6b8e23', noise: { type: 'gaussian', mean: 120, sigma: 18 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer };
}

test('the /field page kept by the service worker brings its own CSP: reloaded offline twice, it runs with no CSP violation', async ({ browser }) => {
  const { context, page, officer } = await officerPhone(browser);
  const cycle = await assignedCycle(browser, officer.id);
  // Every violation the page meets, whether or not the browser also prints it.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
  );
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|csp violation/i.test(message.text())) violations.push(message.text());
  });
  await openInstalled(page);
  await context.setOffline(true);
  for (let reload = 0; reload < 2; reload++) {
    await page.reload();
    await expect(page.getByText(en.offline)).toBeVisible();
    // The app answers a tap: its inline and module scripts ran under the header the page was kept with.
    await page.getByRole('button', { name: new RegExp(cycle.name) }).click();
    await expect(page.getByRole('heading', { name: cycle.name, level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);
  await context.close();
});

test('offline: an officer records a death with a photo and a weighing, closes the app, and they arrive once when the network returns', async ({ browser }) => {
  const { context, page, officer } = await officerPhone(browser);
  const cycle = await assignedCycle(browser, officer.id);
  await openInstalled(page);
  await expect(page.getByRole('button', { name: new RegExp(cycle.name) })).toBeVisible();

  await context.setOffline(true);
  await page.close();
  const app = waitingForHydration(await context.newPage());
  await app.goto('/field');
  await expect(app.getByText(en.offline)).toBeVisible();
  await app.getByRole('button', { name: new RegExp(cycle.name) }).click();
  await expect(app.getByRole('heading', { name: cycle.name, level: 1 })).toBeVisible();
  // 50 units and no starting headcount in the plan: 50 animals until something is recorded.
  await expect(app.getByTestId('field-headcount')).toHaveText(en.animals(50));

  await app.getByRole('button', { name: en.kinds.death, exact: true }).click();
  await app.getByLabel(en.fields.deaths).fill('2');
  await app.getByRole('radio', { name: en.causes.disease }).check();
  await app.getByLabel(en.fields.addPhoto).setInputFiles(await cameraPhoto());
  await expect(app.getByRole('img', { name: en.fields.photoAlt(1) })).toBeVisible();
  await app.getByRole('button', { name: en.save }).click();
  await expect(app.getByTestId('field-queue')).toHaveText(en.waitingToSend(1));
  // The death is not sent yet, and the headcount on the phone already counts it.
  await expect(app.getByTestId('field-headcount')).toHaveText(en.animals(48));

  await app.getByRole('button', { name: en.kinds.weighing, exact: true }).click();
  for (const [index, grams] of [1850, 2010, 1930].entries()) {
    if (index > 0) await app.getByRole('button', { name: en.fields.addWeight }).click();
    await app.getByLabel(en.fields.weight(index + 1)).fill(String(grams));
  }
  // Computed on the phone by the contract's averageWeightGrams, never typed: (1850 + 2010 + 1930) / 3.
  await expect(app.locator('output')).toHaveText(en.grams(1930));
  await app.getByRole('button', { name: en.save }).click();
  await expect(app.getByTestId('field-queue')).toHaveText(en.waitingToSend(2));
  await expect(app.locator('[data-state="waiting"]')).toHaveCount(2);
  await picture(app, 'field-offline-queue', PHONE_AND_DESK);
  expect(await axeViolations(app)).toEqual([]);
  await app.close();

  await context.setOffline(false);
  const back = waitingForHydration(await context.newPage());
  await back.goto('/field');
  await expect(back.getByTestId('field-queue')).toHaveText(en.allSent);

  const stored = await storedRecords(back, cycle.id);
  expect(stored.map((record) => record.kind).sort()).toEqual(['death', 'weighing']);
  expect(stored.every((record) => record.version === 1)).toBe(true);
  const death = stored.find((record) => record.kind === 'death')!;
  expect(death.details).toEqual({ kind: 'death', count: 2, cause: 'disease' });
  expect(death.photoIds).toHaveLength(1);
  expect(stored.find((record) => record.kind === 'weighing')!.averageWeightGrams).toBe(1930);
  const image = await back.request.get(`/api/v1/field/photos/${death.photoIds[0]}/image`);
  expect(image.status()).toBe(200);
  const { width, height } = await sharp(await image.body()).metadata();
  expect(Math.max(width!, height!)).toBeLessThanOrEqual(1600);

  // Opening the app again sends nothing twice.
  await back.reload();
  await expect(back.getByTestId('field-queue')).toHaveText(en.allSent);
  expect(await storedRecords(back, cycle.id)).toHaveLength(2);
  await context.close();
});

/** POSTs a record version from the page, as the app does (its cookies and XSRF header): answers the status. */
function postFromPage(page: Page, input: Record<string, unknown>) {
  return page.evaluate(async (body) => {
    const xsrf = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((part) => part.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length) ?? '',
    );
    const res = await fetch('/api/v1/field/records', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify(body),
    });
    return res.status;
  }, input);
}

test('a record made while two tabs of the app are open is stored once', async ({ browser }) => {
  const { context, page, officer } = await officerPhone(browser);
  const cycle = await assignedCycle(browser, officer.id);
  await openInstalled(page);
  const second = waitingForHydration(await context.newPage());
  await second.goto('/field');
  await second.getByRole('button', { name: new RegExp(cycle.name) }).click();

  await context.setOffline(true);
  await page.getByRole('button', { name: new RegExp(cycle.name) }).click();
  await page.getByRole('button', { name: en.kinds.headcount, exact: true }).click();
  await page.getByLabel(en.fields.count).fill('48');
  await page.getByRole('button', { name: en.save }).click();
  // The other tab sees the same waiting version (the tabs tell each other through a BroadcastChannel).
  await expect(second.getByTestId('field-queue')).toHaveText(en.waitingToSend(1));

  // Both tabs see the network return at once and both try to send the queue.
  await context.setOffline(false);
  await expect(page.getByTestId('field-queue')).toHaveText(en.allSent);
  await expect(second.getByTestId('field-queue')).toHaveText(en.allSent);
  const [stored] = await storedRecords(page, cycle.id);
  expect(await storedRecords(page, cycle.id)).toHaveLength(1);

  // Without the tabs' lock (two phones, a browser without Web Locks) the server still stores a version once:
  // the same new version sent by both tabs at the same moment is one row, the other answer the same record.
  const input = {
    versionId: crypto.randomUUID(),
    recordId: stored!.recordId,
    cycleId: cycle.id,
    recordedAt: new Date().toISOString(),
    position: null,
    photoIds: [],
    details: { kind: 'headcount', count: 47 },
  };
  const statuses = await Promise.all([postFromPage(page, input), postFromPage(second, input)]);
  expect(statuses.sort()).toEqual([200, 201]);
  const after = await storedRecords(page, cycle.id);
  expect(after).toHaveLength(1);
  expect(after[0]).toMatchObject({ recordId: stored!.recordId, version: 2, details: { kind: 'headcount', count: 47 } });
  await context.close();
});

test('on a slow link a 12-megapixel photo goes up resized, and resumes where it stopped when the link drops', async ({ browser }) => {
  const { context, page, officer } = await officerPhone(browser);
  const cycle = await assignedCycle(browser, officer.id);
  await openInstalled(page);
  await page.getByRole('button', { name: new RegExp(cycle.name) }).click();
  await page.getByRole('button', { name: en.kinds.photo, exact: true }).click();
  await page.getByLabel(en.fields.caption).fill('The flock at four weeks');
  const photo = await cameraPhoto();
  await page.getByLabel(en.fields.addPhoto).setInputFiles(photo);
  await expect(page.getByRole('img', { name: en.fields.photoAlt(1) })).toBeVisible();

  // About 240 kbit/s each way with 400 ms of latency: a 2G (EDGE) link. The camera's file would take minutes.
  const cdp = await context.newCDPSession(page);
  const link = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', { offline, latency: 400, downloadThroughput: 30_000, uploadThroughput: 30_000 });
  await link(false);
  const requests: string[] = [];
  let bytesReceived = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/field/photos')) requests.push(request.method());
  });
  page.on('response', (response) => {
    const offset = response.headers()['upload-offset'];
    if (offset && response.url().includes('/api/v1/field/photos')) bytesReceived = Math.max(bytesReceived, Number(offset));
  });

  const firstPiece = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/field/photos/'));
  await page.getByRole('button', { name: en.save }).click();
  await firstPiece;
  // The link drops after the first piece: the next piece fails, the record waits on the phone.
  await expect(page.locator('[data-state="sending"]')).toHaveCount(1);
  const dropped = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/v1/field/photos'));
  await link(true);
  await dropped;
  await expect(page.locator('[data-state="waiting"]')).toHaveCount(1);
  await link(false);
  await expect(page.getByTestId('field-queue')).toHaveText(en.allSent, { timeout: 90_000 });

  const [stored] = await storedRecords(page, cycle.id);
  expect(stored).toMatchObject({ kind: 'photo', details: { kind: 'photo', caption: 'The flock at four weeks' } });
  const image = await page.request.get(`/api/v1/field/photos/${stored!.photoIds[0]}/image`);
  const { width, height } = await sharp(await image.body()).metadata();
  expect(Math.max(width!, height!)).toBeLessThanOrEqual(1600);
  // One upload opened (POST), asked where it stood after the drop (HEAD) and continued from there (PATCH);
  // what crossed the link is a small fraction of the camera's file.
  expect(requests.filter((method) => method === 'POST')).toHaveLength(1);
  expect(requests.indexOf('HEAD')).toBeGreaterThan(requests.indexOf('PATCH'));
  expect(requests.lastIndexOf('PATCH')).toBeGreaterThan(requests.indexOf('HEAD'));
  expect(bytesReceived).toBeGreaterThan(0);
  expect(bytesReceived).toBeLessThan(600 * 1024);
  expect(photo.buffer.length).toBeGreaterThan(5 * bytesReceived);
  await context.close();
});

test('the app in Bengali at 360 and 1280 px: cycles, a form, the queue', async ({ browser }) => {
  const { context, page, officer } = await officerPhone(browser);
  const cycle = await assignedCycle(browser, officer.id);
  await page.goto('/field');
  await expect(page.getByRole('heading', { name: bn.cyclesHeading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
  await expect(page.getByRole('button', { name: new RegExp(cycle.name) })).toContainText(bn.animals(50));
  expect(await axeViolations(page)).toEqual([]);
  await picture(page, 'field-bn-cycles', PHONE_AND_DESK);
  await page.getByRole('button', { name: new RegExp(cycle.name) }).click();
  await page.getByRole('button', { name: bn.kinds.death, exact: true }).click();
  await page.getByRole('button', { name: bn.save }).click();
  await expect(page.getByText(bn.fixErrors)).toBeVisible();
  // The contract's rule, in Bengali.
  await expect(page.getByText(bn.messages.deathCountInvalid)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await picture(page, 'field-bn-death-form', PHONE_AND_DESK);
  // The switch keeps the choice on the phone.
  await page.getByRole('button', { name: new RegExp(`^${bn.otherLanguage}`) }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await page.reload();
  await expect(page.getByRole('heading', { name: en.cyclesHeading })).toBeVisible();
  await context.close();
});

test('a sign-in that ended while offline: the queue waits, the app asks to sign in again, and nothing is lost', async ({ browser }) => {
  const { context, page, officer } = await officerPhone(browser);
  const cycle = await assignedCycle(browser, officer.id);
  await openInstalled(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: new RegExp(cycle.name) }).click();
  await page.getByRole('button', { name: en.kinds.sale, exact: true }).click();
  await page.getByLabel(en.fields.animalsSold).fill('5');
  await page.getByLabel(en.fields.price).fill('12,500.50');
  await page.getByRole('button', { name: en.save }).click();
  await expect(page.getByTestId('field-queue')).toHaveText(en.waitingToSend(1));

  await context.clearCookies();
  await context.setOffline(false);
  await expect(page.getByRole('alert')).toContainText(en.signInAgain);
  await expect(page.getByTestId('field-queue')).toHaveText(en.waitingToSend(1));

  await signIn(page, E2E_STAFF.fieldOfficer.email, E2E_PASSWORD);
  await page.reload();
  await expect(page.getByTestId('field-queue')).toHaveText(en.allSent);
  const [sale] = await storedRecords(page, cycle.id);
  expect(sale).toMatchObject({ kind: 'sale', details: { kind: 'sale', animals: 5, pricePoisha: 1_250_050 }, amountPoisha: 1_250_050, currency: 'BDT' });

  // An edit after sending is the record's next version, never an overwrite.
  await page.getByRole('button', { name: new RegExp(cycle.name) }).click();
  await page.getByRole('button', { name: en.edit }).click();
  await expect(page.getByLabel(en.fields.animalsSold)).toHaveValue('5');
  await page.getByLabel(en.fields.animalsSold).fill('6');
  await page.getByRole('button', { name: en.save }).click();
  await expect(page.getByText(en.version(2))).toBeVisible();
  await expect(page.getByTestId('field-queue')).toHaveText(en.allSent);
  const [edited] = await storedRecords(page, cycle.id);
  expect(edited).toMatchObject({ recordId: sale!.recordId, version: 2, details: { animals: 6 } });
  expect(edited!.versionId).not.toBe(sale!.versionId);
  await context.close();
});
