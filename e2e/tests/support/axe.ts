import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Holds the toasts still while axe reads the page: the toast library pauses its dismiss timers while
 * the pointer is over them, so a toast cannot start fading out halfway through the analysis (its text
 * mid-fade fails contrast, depending on how fast the machine reached the check). Returns whether the
 * pointer was moved, so it can be moved back off afterwards and the timers run on.
 */
async function holdToasts(page: Page): Promise<boolean> {
  const toastBox = await page.evaluate(() => {
    const toasts = document.querySelectorAll('[data-sonner-toast]');
    const box = toasts[toasts.length - 1]?.getBoundingClientRect();
    return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  });
  if (!toastBox) return false;
  await page.mouse.move(toastBox.x, toastBox.y);
  return true;
}

/**
 * An axe check of the page as a visitor sees it once it is still: running transitions (a toast
 * sliding behind a newer one fades its text out over 0.4 s) are waited out first. Endless
 * animations (spinners) never settle and are not waited for.
 */
async function settledAxe(page: Page): Promise<AxeBuilder> {
  await page.waitForFunction(
    () =>
      // A toast just added is drawn transparent until it is mounted and starts to fade in.
      document.querySelectorAll('[data-sonner-toast]:not([data-mounted="true"])').length === 0 &&
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  // The frame showing an investor's uploaded document is left out: its content is their file, not a
  // page of ours (no landmarks, no heading), and a file has nothing axe can fix.
  return new AxeBuilder({ page }).exclude('[data-uploaded-document]');
}

/** The page's axe violations once it is still, each as `rule: the elements it found`; `within` narrows the check to one region. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const heldToasts = await holdToasts(page);
  try {
    const axe = await settledAxe(page);
    const { violations } = await (within ? axe.include(within) : axe).analyze();
    return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  } finally {
    if (heldToasts) await page.mouse.move(0, 0);
  }
}
