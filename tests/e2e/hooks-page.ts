// The hooks example's page, as the browser tests drive it.
import { expect, type Page } from '@playwright/test';

/** Opens the hooks example and goes through Amazon Pay's stand-in page to the review. */
async function openHooksAmazonReview(page: Page) {
  await page.goto('/checkout-hooks/');
  await page
    .getByRole('region', { name: 'Pay with a wallet' })
    .getByRole('button', { name: 'Amazon Pay' })
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Confirm purchase' })).toBeEnabled();
}

export { openHooksAmazonReview };
