// The skin example's page, as the browser tests drive it.
import { expect, type Page } from '@playwright/test';

/** The new-card form (the page also shows the saved card's form above it). */
const newCard = (page: Page) => page.getByRole('region', { name: 'Pay by card' });
const frameInput = (page: Page, title: string) =>
  newCard(page).frameLocator(`iframe[title="${title}"]`).locator('input');

/** Opens the skin example (`?expiry=separate`: month and year fields) and waits for its secured fields. */
async function open(page: Page, query = '') {
  await page.goto(`/checkout-skin/${query}`);
  await expect(newCard(page).locator('[data-secured-field="cardNumber"]')).toHaveAttribute(
    'data-state',
    'ready',
  );
  // Click to Pay above it (issue 16) keeps the form hidden until it knows it has nothing to offer.
  await expect(newCard(page).locator('[data-secured-field="cardNumber"]')).toBeVisible();
}

/** Types a card (expiry 03/30, code 737), the holder name and the postal code. */
async function fillCard(page: Page, number: string) {
  await frameInput(page, 'Card number').pressSequentially(number, { delay: 10 });
  await frameInput(page, 'Expiry date').pressSequentially('0330', { delay: 10 });
  await frameInput(page, 'Security code').pressSequentially('737', { delay: 10 });
  await newCard(page).getByLabel('Name on card').fill('J. Smith');
  await newCard(page)
    .getByLabel(/Postal code/)
    .fill('1012 AB');
}

/**
 * After a success the page shows only the part that paid, with its result: no other method (the
 * session takes one payment and would refuse another), and no button but `buttons` — and, after
 * an authorised payment (`donation`), the donation the shop offers (Donate, Not now) below it.
 */
async function expectOnlyThePaidPart(
  page: Page,
  paidWith: string,
  buttons: string[],
  { donation }: { donation: boolean },
) {
  await expect(page.locator('.shop-checkout > section:not(.hc-donation) > h2')).toHaveText([paidWith]);
  await expect(page.getByRole('region', { name: /^Pay with / })).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveText(donation ? [...buttons, 'Donate', 'Not now'] : buttons);
  await expect(page.getByRole('region', { name: 'Make a donation' })).toHaveCount(donation ? 1 : 0);
  await expect(page.locator('iframe[title="Card number"]')).toHaveCount(paidWith === 'Pay by card' ? 1 : 0);
}

/** No field error and no error panel in the skin's new-card form. */
async function expectNoFieldErrors(page: Page) {
  const form = newCard(page);
  await expect(form.getByRole('group', { name: 'Existing errors' })).toHaveCount(0);
  await expect(form.getByText(/^Enter the (card number|expiry date|security code)$/)).toHaveCount(0);
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
}

/** The skin example's voucher and bank-transfer part. */
const vouchers = (page: Page) => page.getByRole('region', { name: 'Pay later at a shop or bank' });

/** Opens the skin example in a market and picks a voucher method; returns its form. */
async function chooseVoucherMethod(page: Page, market: string, method: string, type: string) {
  await page.goto(`/checkout-skin/?market=${market}`);
  // The page is ready when the card's frames are: the shopper chooses then.
  await expect(
    page.getByRole('region', { name: 'Pay by card' }).locator('[data-secured-field="cardNumber"]'),
  ).toHaveAttribute('data-state', 'ready');
  const section = vouchers(page);
  const radio = section.getByRole('radio', { name: method, exact: true });
  // Once in CI a click while the page still settled was lost (the radio focused, not checked; see
  // the session note of 2026-11-29): the choice is made again until it holds.
  await expect(async () => {
    await radio.check({ timeout: 2_000 });
  }).toPass();
  const form = section.locator(`form.hc-method--${type}`);
  await expect(form).toBeVisible();
  return { section, form };
}

export {
  chooseVoucherMethod,
  vouchers,
  expectNoFieldErrors,
  expectOnlyThePaidPart,
  fillCard,
  frameInput,
  newCard,
  open,
};
