// Around a payment, in both example checkouts: removing a saved card (confirm, cancel, the service
// forgets it) and the donation offered after an authorised payment (amount rule, thanks, Not now).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { open } from './skin-page';

/** A returning shopper of this test only: removing their card leaves every other test's alone. */
const shopperFor = (name: string) => `sandbox-shopper-e2e-${name}-${Date.now().toString(36)}`;
const saved = (page: Page) => page.getByRole('region', { name: 'Your saved card' });

async function payWithSavedCard(page: Page) {
  await expect(saved(page).locator('[data-secured-field="securityCode"]')).toHaveAttribute(
    'data-state',
    'ready',
  );
  await saved(page)
    .frameLocator('iframe[title="Security code"]')
    .locator('input')
    .pressSequentially('737', { delay: 10 });
  await saved(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
}

test('removing the saved card: asked first, Cancel keeps it, Yes removes it for good', async ({ page }) => {
  const shopper = shopperFor('remove');
  await open(page, `?shopper=${shopper}`);
  await expect(saved(page).getByText('Stored card ending in 1111')).toBeVisible();
  const remove = saved(page).getByRole('button', { name: 'Remove' });
  await remove.click();
  const question = saved(page).getByRole('group', { name: 'Remove stored payment method?' });
  await expect(question.getByRole('button', { name: 'Yes, remove' })).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/stored-card-remove-confirm.png', fullPage: true });
  // Cancel: the card stays, focus back on Remove.
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(saved(page).getByRole('button', { name: 'Remove' })).toBeFocused();
  // Yes, remove (keyboard only): the page says so, with focus; the next saved card shows.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const removed = saved(page).getByRole('status');
  await expect(removed).toHaveText('Your saved card ending in 1111 was removed.');
  await expect(removed).toBeFocused();
  await expect(saved(page).getByText('Stored card ending in 1115')).toBeVisible();
  await expect(saved(page).getByText('Stored card ending in 1111')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/stored-card-removed.png', fullPage: true });
  // The service forgot it: a new visit of the same shopper does not list it.
  await open(page, `?shopper=${shopper}`);
  await expect(saved(page).getByText('Stored card ending in 1115')).toBeVisible();
  await expect(saved(page).getByText('Stored card ending in 1111')).toHaveCount(0);
});

test('the donation after a payment: the amount asked for, then thanks (skin)', async ({ page }) => {
  await open(page, `?shopper=${shopperFor('donate')}`);
  await payWithSavedCard(page);
  const donation = page.getByRole('region', { name: 'Make a donation' });
  await expect(donation.getByRole('group', { name: 'Donation amount' }).getByRole('radio')).toHaveCount(3);
  // The Remove button went with the payment: nothing to change on a card that paid.
  await expect(saved(page).getByRole('button', { name: 'Remove' })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await donation.getByRole('button', { name: 'Donate' }).click();
  await expect(donation.getByText('Choose an amount to donate')).toBeVisible();
  await donation.getByRole('radio', { name: '€2.50' }).check();
  await expect(donation.getByText('Choose an amount to donate')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/donation-ready.png', fullPage: true });
  await donation.getByRole('button', { name: 'Donate' }).click();
  const thanks = donation.getByRole('status');
  await expect(thanks).toHaveText(/Thanks for your support!/);
  await expect(thanks).toBeFocused();
  await expect(donation.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/donation-thanks.png', fullPage: true });
});

test('the donation declined with Not now leaves the paid result alone (hooks)', async ({ page }) => {
  await payHooksCard(page);
  const offer = page.getByRole('region', { name: 'Plant a tree with us' });
  await expect(offer.getByRole('radio')).toHaveCount(3);
  expect((await new AxeBuilder({ page }).include('.donation').analyze()).violations).toEqual([]);
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(page.getByTestId('result-code')).toBeFocused();
  await page.screenshot({ path: 'test-results/donation-declined-hooks.png', fullPage: true });
});

test('the donation in the hooks example: thanks after a chosen amount', async ({ page }) => {
  await payHooksCard(page);
  const offer = page.getByRole('region', { name: 'Plant a tree with us' });
  await offer.getByRole('radio', { name: '€1.00' }).check();
  await offer.getByRole('button', { name: 'Donate' }).click();
  await expect(offer.getByRole('status')).toHaveText('Thanks for your support!');
  await expect(offer.getByRole('status')).toBeFocused();
});

/** Pays €24.50 with the authorised test card in the hooks example. */
async function payHooksCard(page: Page) {
  await page.goto('/checkout-hooks/');
  await expect(page.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  // Click to Pay above the card keeps the form hidden until it knows it has nothing to offer.
  await expect(page.locator('[data-secured-field="cardNumber"]')).toBeVisible();
  const frameInput = (title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('input');
  await frameInput('Card number').pressSequentially('4111111111111111', { delay: 10 });
  await frameInput('Expiry date').pressSequentially('03/30', { delay: 10 });
  await frameInput('Security code').pressSequentially('737', { delay: 10 });
  await page.getByLabel('Name on card').fill('J. Smith');
  await page.getByRole('button', { name: 'Pay €24.50' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
}
