import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Reorders with dnd-kit's keyboard sensor, waiting on what the sensor announces (its live region)
 * instead of on time: picked up, each move, dropped.
 */
export async function keyboardReorder(page: Page, handle: Locator, moves: ('ArrowUp' | 'ArrowDown')[]) {
  const live = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up: the handle is pressed and the sensor has said where the item is.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(live).toContainText(/Picked up|moved to position/);
  for (const key of moves) {
    const before = (await live.textContent()) ?? '';
    await page.keyboard.press(key);
    await expect(live).not.toHaveText(before);
  }
  await page.keyboard.press('Space');
  await expect(live).toContainText('dropped');
}
