import { test as base, type Page } from '@playwright/test';
import { workerServer } from '../../tools/servers.ts';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page, Response } from '@playwright/test';

/** Waits until React has hydrated an HTML page (root.tsx sets <html data-hydrated>), so a click is never lost on server HTML. */
async function untilHydrated(page: Page, response: Awaited<ReturnType<Page['goto']>>) {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Makes a page's full loads (goto, reload) resolve only once the page is interactive. Client-side
 * navigations need no wait: they happen in an already hydrated app. Pages a test opens itself
 * (browser.newContext) call this too; pages without JavaScript must not.
 */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilHydrated(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilHydrated(page, response);
    return response;
  };
  return page;
}

/** Playwright's test whose page waits for hydration after every full load, against its worker's own server. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
  baseURL: async ({}, use) => {
    await use(workerServer.baseURL);
  },
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
});
