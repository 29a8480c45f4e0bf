import { ANNUALISED_FORMULA, CAPITAL_AT_RISK, formatDate, type TrackRecordSummary } from '@app/contract';
import { axeViolations } from './support/axe';
import { expect, test, type APIRequestContext } from './support/test';

/** Every public page of the marketing site, with its main heading (public-site.md §2). */
const PAGES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Invest in the farms/ },
  { path: '/investment-plans', heading: /Grow your wealth/ },
  { path: '/team', heading: /The people who make every cycle work/ },
  { path: '/mission', heading: /Make Bangladesh the Bread Basket of the World/ },
  { path: '/apps', heading: /Your investment and your farm/ },
  { path: '/faq', heading: /Frequently Asked Questions/ },
  { path: '/cp', heading: /Our investment sales pack/ },
  { path: '/gdpr-policy', heading: /GDPR Policy/ },
  { path: '/terms-and-conditions', heading: /Terms and Conditions/ },
  { path: '/privacy-policy', heading: /Privacy Policy/ },
  { path: '/unauthorized', heading: /Unauthorized Access/ },
];

for (const width of [375, 1280]) {
  test.describe(`public pages at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });

    for (const { path, heading } of PAGES) {
      test(`${path} renders with its heading, meta and no axe violations`, async ({ page }) => {
        test.setTimeout(240_000);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toContain('public');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Breadbasket Ventures/);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the 404 page has its actions and no axe violations', async ({ page }) => {
      const response = await page.goto('/no-such-page-here');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
      await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test('the server-rendered mission page marks each of its fifteen goals as a target', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/mission');
  const goals = page.getByRole('region', { name: 'What we are working towards' }).getByRole('listitem');
  await expect(goals).toHaveCount(15);
  for (const goal of await goals.all()) await expect(goal.getByText('Target', { exact: true })).toBeVisible();
  await expect(page.getByText('Plant 1 million trees')).toBeVisible();
  await context.close();
});

test('the server-rendered home page already holds the FAQ questions, plan titles and story names', async ({ browser, request }) => {
  const [faqs, plans, stories] = await Promise.all(
    ['/api/v1/faq/faqs', '/api/v1/investment/plans', '/api/v1/ourStories/stories'].map(async (url) => (await (await request.get(url)).json()).data),
  );
  expect(faqs.length).toBeGreaterThan(0);
  expect(plans.length).toBeGreaterThan(0);
  expect(stories.length).toBeGreaterThan(0);

  // No JavaScript: what a crawler sees is the server's HTML.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  for (const faq of faqs) await expect(page.getByText(faq.question, { exact: true })).toBeAttached();
  for (const plan of plans.filter((p: { isActive: boolean }) => p.isActive).slice(0, 3)) {
    await expect(page.getByRole('heading', { name: plan.title })).toBeAttached();
  }
  for (const story of stories) await expect(page.getByRole('heading', { name: story.name, exact: true })).toBeAttached();
  await context.close();
});

test('sitemap.xml lists public pages and active career posts with absolute URLs; robots.txt guards admin', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const path of ['/investment-plans', '/team', '/mission', '/career', '/faq', '/privacy-policy']) {
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
  }
  const posts = (await (await request.get('/api/v1/career/posts?isActive=true')).json()).data ?? [];
  for (const post of posts) expect(xml).toContain(`/careers/${post._id ?? post.id}</loc>`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /profile');
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

/** Figures that would contradict each other alone are shown with what reconciles them (issue 16). */
test('the public figures agree: planned beside active clusters, partner farmers beside the network, six-week broilers', async ({ page }) => {
  await page.goto('/');
  const counters = page.locator('#social-capital dl');
  await expect(counters).toContainText('Planned Clusters');
  await expect(counters).toContainText('10 active today');
  await expect(counters).toContainText('337+');
  await expect(counters).toContainText('450+ in our wider network');
  await expect(page.locator('#about')).toContainText('10 active clusters and 4 more in development, of the 45 we have planned so far');

  await page.goto('/investment-plans');
  const hero = page.locator('dl', { hasText: 'Active Clusters' });
  await expect(hero).toContainText('Operating Divisions');
  await expect(hero).toContainText('of 45 planned');
  await expect(hero).toContainText('337+ of them partner farmers');
  // No typed-in return figure: the return shown comes from the track record.
  await expect(page.getByText('Return on Investment')).toHaveCount(0);
  const broiler = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Broiler Chicken Cycle' }) });
  await expect(broiler).toContainText('6 weeks');
  await expect(broiler).toContainText('£500.00');
  await expect(broiler).not.toContainText('35-day');
  const cattle = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Qurbani Cattle' }) });
  await expect(cattle).toContainText('6 months');
  await expect(cattle).toContainText('£1,000.00');
});

/** Returns are derived from the closed cycles, never typed in (issue 25). */
test('the home and plans heroes show the latest closed cycle’s return, with its date and “Capital at risk”', async ({ page, request }) => {
  const summary = (await (await request.get('/api/v1/track-record/summary')).json()).data as TrackRecordSummary;
  expect(summary.latest).not.toBeNull();
  const percent = (value: number) => `${value.toLocaleString('en-GB')}%`;
  for (const path of ['/', '/investment-plans']) {
    await page.goto(path);
    const returns = page.getByRole('region', { name: 'Returns of our closed cycles' });
    await expect(returns).toContainText(percent(summary.latest!.returnPercent));
    await expect(returns).toContainText(`Return in our latest closed cycle, closed ${formatDate(summary.latest!.closedOn)}`);
    await expect(returns).toContainText(`${percent(summary.latest!.annualisedPercent)} a year annualised`);
    await expect(returns).toContainText(`${summary.belowProjection} / ${summary.losses}`);
    await expect(returns).toContainText(`${CAPITAL_AT_RISK}.`);
    await expect(returns).toContainText(ANNUALISED_FORMULA);
  }
});

test('forms post before JavaScript runs: no field of /login, /register or /contact can end up in a URL', async ({ request }) => {
  for (const path of ['/login', '/register', '/contact']) {
    const html = await (await request.get(path)).text();
    const forms = html.match(/<form\b[^>]*>/g) ?? [];
    expect(forms.length, path).toBeGreaterThan(0);
    for (const form of forms) expect(form, path).toContain('method="post"');
  }
});

test('pages forbid framing and powerful features, and /.well-known/security.txt says where to report', async ({ request }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(headers['permissions-policy']).toContain(`${feature}=()`);

  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  const contactInfo = (await (await request.get('/api/v1/contactInfo')).json()).data;
  const email = contactInfo.emails.find((item: { address?: string }) => item.address)?.address;
  expect(text).toContain(email ? `Contact: mailto:${email}` : 'Contact: http');
  expect(text).toMatch(/^Preferred-Languages: en$/m);
  expect(text).toMatch(/^Canonical: https?:\/\/\S+\/\.well-known\/security\.txt$/m);
  const expires = new Date(/^Expires: (\S+)$/m.exec(text)![1]!);
  const days = (expires.getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(300);
  expect(days).toBeLessThan(366);
});

/** Every page the sitemap lists, read from it, with the HTML the server renders. */
async function sitemapPages(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return Promise.all(urls.map(async (path) => ({ path, html: await (await request.get(path)).text() })));
}

test('every public page, a career post and a plan included, has a <title> of at most 70 characters', async ({ request }) => {
  const pages = await sitemapPages(request);
  expect(pages.some((page) => page.path.startsWith('/careers/'))).toBe(true);
  expect(pages.some((page) => page.path.startsWith('/investment-plans/'))).toBe(true);
  for (const path of ['/unauthorized', '/login', '/register']) pages.push({ path, html: await (await request.get(path)).text() });
  const titles = pages.map(({ path, html }) => ({ path, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '' }));
  for (const { path, title } of titles) expect({ path, title, short: title.length > 0 && title.length <= 70 }).toEqual({ path, title, short: true });
});

test('every page in the sitemap is linked from some page of the site', async ({ request }) => {
  const pages = await sitemapPages(request);
  const linked = new Set(pages.flatMap(({ html }) => [...html.matchAll(/<a\b[^>]*\bhref="([^"#?]*)/g)].map((match) => match[1])));
  expect(pages.map((page) => page.path).filter((path) => !linked.has(path))).toEqual([]);
});
