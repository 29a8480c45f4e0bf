import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Reorders with dnd-kit's keyboard sensor, waiting on what the sensor announces (its live region)
 * instead of on time: picked up, each move, dropped.
 */
export async function keyboardReorder(page: Page, handle: Locator, moves: ('ArrowUp' | 'ArrowDown')[]) {
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up: the handle is pressed and the sensor has said where the item is. A screen with
  // several sortable lists has a live region per list: follow the one that announced this pick-up.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // (A finished drag's region ends on 'dropped' or 'cancelled', so only the active one matches.)
  const announcing = page.locator('[id^="DndLiveRegion"]').filter({ hasText: /Picked up|moved to position/ });
  await expect(announcing).toHaveCount(1);
  const live = page.locator(`[id="${await announcing.getAttribute('id')}"]`);
  for (const key of moves) {
    const before = (await live.textContent()) ?? '';
    await page.keyboard.press(key);
    await expect(live).not.toHaveText(before);
    // The items slide to their new places (CSS transitions); the sensor measures where they are at
    // the next key, so a key pressed mid-slide can land on the same place and announce nothing.
    await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
  }
  await page.keyboard.press('Space');
  await expect(live).toContainText('dropped');
}
