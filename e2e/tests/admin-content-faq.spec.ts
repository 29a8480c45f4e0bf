import { expect, test, type Locator, type Page } from './support/test';
import { signInAs } from './support/auth.ts';
import { keyboardReorder } from './support/dnd.ts';

/** The questions of the public home page's FAQ section, in order. */
async function publicQuestions(page: Page) {
  await page.goto('/');
  const section = page.locator('section#faq');
  const questions = section.locator('h3');
  // Read as a visitor does, scrolled to: a band far below the fold is drawn only once it nears the window.
  await section.scrollIntoViewIfNeeded();
  await expect(questions.first()).toBeVisible();
  await expect.poll(async () => (await questions.allInnerTexts()).every((text) => text.trim() !== '')).toBe(true);
  return (await questions.allInnerTexts()).map((text) => text.replace(/^\[\s*\d+\s*\]\s*/, '').trim());
}

/** The back office's questions in order, read from their reorder handles (the item itself also shows a "Needs Bengali" marker). */
async function adminQuestions(page: Page) {
  const handles = page.getByTestId('faq-item').getByRole('button', { name: /^Reorder FAQ: / });
  return (await handles.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))).map((label) =>
    label.slice('Reorder FAQ: '.length),
  );
}

const handleOf = (page: Page, question: string): Locator => page.getByRole('button', { name: `Reorder FAQ: ${question}` });

test.describe('FAQ management', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin');
  });

  test('an admin adds a FAQ and it shows on the public home page', async ({ page }) => {
    await page.goto('/admin/faq');
    await expect(page.getByRole('heading', { name: 'FAQ Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Add FAQ' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add FAQ' });
    await dialog.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(dialog.getByText('Question is required')).toBeVisible();
    await expect(dialog.getByText('Answer is required')).toBeVisible();

    const question = `Can I visit the farm I invest in? ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill(question);
    // Typing beyond the limit is blocked.
    await dialog.getByRole('textbox', { name: 'Answer', exact: true }).fill('x'.repeat(1600));
    await expect(dialog.getByRole('textbox', { name: 'Answer', exact: true })).toHaveValue('x'.repeat(1500));
    await dialog.getByRole('textbox', { name: 'Answer', exact: true }).fill('Yes. Investors are welcome at any cluster by appointment.');
    await dialog.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(page.getByText('FAQ added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('faq-item').last()).toContainText(question);

    expect(await publicQuestions(page)).toContain(question);
  });

  test('an admin reorders FAQs by keyboard and by mouse, and the public page follows', async ({ page }) => {
    await page.goto('/admin/faq');
    await expect(page.getByTestId('faq-item').first()).toBeVisible({ timeout: 30_000 });
    const before = await adminQuestions(page);
    expect(before.length).toBeGreaterThanOrEqual(3);

    // Keyboard: lift the second question with Space, move it up, drop it.
    await keyboardReorder(page, handleOf(page, before[1]!), ['ArrowUp']);
    await expect(page.getByText('FAQ order updated').first()).toBeVisible();
    const afterKeyboard = [before[1]!, before[0]!, ...before.slice(2)];
    await expect.poll(() => adminQuestions(page)).toEqual(afterKeyboard);
    expect((await publicQuestions(page)).slice(0, afterKeyboard.length)).toEqual(afterKeyboard);

    // Mouse: drag the third question by its handle above the first.
    await page.goto('/admin/faq');
    await expect(page.getByTestId('faq-item').first()).toBeVisible({ timeout: 30_000 });
    const from = await handleOf(page, afterKeyboard[2]!).boundingBox();
    const to = await handleOf(page, afterKeyboard[0]!).boundingBox();
    if (!from || !to) throw new Error('handles not visible');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 12 });
    // The drag has reached its target when the sensor announces the new position.
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('moved to position 1');
    await page.mouse.up();
    const afterMouse = [afterKeyboard[2]!, afterKeyboard[0]!, afterKeyboard[1]!, ...afterKeyboard.slice(3)];
    await expect.poll(() => adminQuestions(page)).toEqual(afterMouse);
    await expect(page.getByText('FAQ order updated').first()).toBeVisible();

    await page.reload();
    await expect.poll(() => adminQuestions(page)).toEqual(afterMouse);
    expect((await publicQuestions(page)).slice(0, afterMouse.length)).toEqual(afterMouse);
  });

  test('a refused reorder rolls back with the failure message', async ({ page }) => {
    await page.goto('/admin/faq');
    await expect(page.getByTestId('faq-item').first()).toBeVisible({ timeout: 30_000 });
    const before = await adminQuestions(page);
    await page.route('**/api/v1/faq/faqs-order', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) }),
    );
    await keyboardReorder(page, handleOf(page, before[1]!), ['ArrowUp']);
    await expect(page.getByText('Failed to update FAQ order')).toBeVisible();
    await expect.poll(() => adminQuestions(page)).toEqual(before);
  });
});
