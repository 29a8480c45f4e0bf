import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe check of the page as a visitor sees it once it is still: running transitions (a toast
 * sliding behind a newer one fades its text out over 0.4 s) are waited out first, or axe would judge
 * text mid-fade depending on how fast the machine reached the check. Endless animations (spinners)
 * never settle and are not waited for.
 */
async function settledAxe(page: Page): Promise<AxeBuilder> {
  await page.waitForFunction(
    () =>
      // A toast just added is drawn transparent until it is mounted and starts to fade in.
      document.querySelectorAll('[data-sonner-toast]:not([data-mounted="true"])').length === 0 &&
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  return new AxeBuilder({ page });
}

/** The page's axe violations once it is still, each as `rule: the elements it found`; `within` narrows the check to one region. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const axe = await settledAxe(page);
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
