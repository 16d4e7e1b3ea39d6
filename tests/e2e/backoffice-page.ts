// The back-office app's creator page, as the browser tests drive it.
import { expect, type Page } from '@playwright/test';

/**
 * Adds a label the open creator lacks (chosen in the native Label select), and returns it with its
 * chip's remove button, once that is enabled.
 */
async function addMissingLabel(page: Page) {
  const chips = page.getByRole('list', { name: 'Labels of this creator' });
  const present = await chips
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')!.replace('Remove label ', '')),
    );
  const labelChoice = page.getByLabel('Label', { exact: true });
  const labels = await labelChoice.locator('option:not([disabled])').allTextContents();
  const label = labels.find((candidate) => !present.includes(candidate))!;
  await labelChoice.selectOption({ label });
  await page.getByRole('button', { name: 'Add label' }).click();
  const remove = chips.getByRole('button', { name: `Remove label ${label}` });
  await expect(remove).toBeEnabled();
  return { label, remove };
}

export { addMissingLabel };
