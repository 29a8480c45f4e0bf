import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A submit the form refuses until one field is corrected: clicks `submit`, sees `error` in the form,
 * fills `field` with `value` and clicks `submit` again. What the accepted submit shows is the caller's to check.
 */
export async function submitRefusedUntilCorrected(
  form: Page | Locator,
  { submit, error, field, value }: { submit: string; error: string; field: string; value: string },
) {
  const button = form.getByRole('button', { name: submit });
  await button.click();
  await expect(form.getByText(error)).toBeVisible();
  await form.getByLabel(field).fill(value);
  await button.click();
}
