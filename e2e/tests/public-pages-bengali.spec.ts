import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';

/** The public site's pages in Bengali (issue 50): /bn before each English path. */
const PAGES = [
  '/bn',
  '/bn/investment-plans',
  '/bn/team',
  '/bn/mission',
  '/bn/apps',
  '/bn/faq',
  '/bn/contact',
  '/bn/cp',
  '/bn/gdpr-policy',
  '/bn/terms-and-conditions',
  '/bn/privacy-policy',
  '/bn/shariah',
  '/bn/risk',
  '/bn/risk-summary',
  '/bn/track-record',
  '/bn/unauthorized',
  '/bn/no-such-page-here',
];

const messages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/contract/messages');
const catalogue = (language: string) => JSON.parse(fs.readFileSync(path.join(messages, `${language}.json`), 'utf8')) as Record<string, unknown>;

/**
 * The catalogue's English sentences (three words or more) of the areas these pages use, less those
 * Bengali says the same way: none may be on a Bengali page.
 */
function englishSentences(): string[] {
  const en = catalogue('en');
  const bn = catalogue('bn');
  return Object.entries(en)
    .filter(([key, value]) => /^(common|layout|public|validation)_/.test(key) && typeof value === 'string' && value !== bn[key])
    .map(([, value]) => (value as string).replace(/\{[^}]*\}/g, ' ').trim())
    .flatMap((value) => value.split(/\s{2,}/))
    .filter((value) => value.split(' ').length >= 3);
}

/**
 * A page's text as the server sent it: the markup's text and its attributes' words (titles, labels,
 * descriptions), less what is marked as English (lang="en…"): a policy published in English only, or
 * staff content without its Bengali yet, says so to readers and their screen readers.
 */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<(?!html\b)(\w+)\b[^>]*\slang="en(?:-GB)?"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*?(?:content|aria-label|alt|title)="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test('no Bengali page says an English sentence of the catalogue', async ({ request }) => {
  const sentences = englishSentences();
  expect(sentences.length).toBeGreaterThan(10);
  const found: Record<string, string[]> = {};
  for (const path of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path.endsWith('no-such-page-here') ? 404 : 200);
    const html = await response.text();
    const text = textOf(html);
    const english = sentences.filter((sentence) => text.includes(sentence));
    if (english.length > 0) found[path] = english;
  }
  expect(found).toEqual({});
});

test('the English-sentence check finds one on an English page (it can fail)', async ({ request }) => {
  const text = textOf(await (await request.get('/faq')).text());
  expect(englishSentences().filter((sentence) => text.includes(sentence)).length).toBeGreaterThan(0);
});

test('a Bengali page says its language, its canonical URL and both alternates', async ({ page }) => {
  await page.goto('/bn/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/bn\/faq$/);
  await expect(page.locator('link[rel="alternate"][hreflang="bn"]')).toHaveAttribute('href', /\/bn\/faq$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute('href', /[^n]\/faq$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /[^n]\/faq$/);
});

test('the language switch keeps the page, links inside stay in /bn, and the choice is remembered', async ({ page, context }) => {
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'বাংলা' }).click();
  await expect(page).toHaveURL(/\/bn\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('bn');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'সাধারণ প্রশ্ন' })).toHaveAttribute('href', '/bn/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/[^n]\/faq$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('en');
});

test('a Bengali-first browser is offered Bengali, not sent there', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'bn-BD' });
  const page = await context.newPage();
  const response = await page.goto('/investment-plans');
  expect(response?.url()).toMatch(/[^n]\/investment-plans$/);
  const offer = page.getByRole('region', { name: 'ভাষা' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'না, ধন্যবাদ' }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'ভাষা' })).toHaveCount(0);
  await context.close();
});

test('the sitemap lists each page in both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/faq', '/investment-plans', '/track-record']) {
    expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).toContain(`/bn${path}</loc>`);
  }
  expect(sitemap).toMatch(/\/bn<\/loc>/);
});

for (const width of [375, 1280]) {
  test.describe(`Bengali public pages at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });
    for (const path of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
