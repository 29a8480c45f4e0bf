import type { Page } from '@playwright/test';

/** With SHOTS_DIR set, the page as a picture at 1280 and 375 px wide, or the widths given (for looking at, not asserting). */
export async function picture(page: Page, name: string, widths: readonly number[] = [1280, 375]) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
