import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';

// Gift cards, meal vouchers and partial payments in the skin example (`?checkout=giftcard`, 120.00
// EUR): spec section 4's balance flow, one order for several payments, the order summary, and the
// errors of section 8. Test cards: docs/testing.md.

const giftCard = (page: Page) => page.getByRole('region', { name: 'Pay with a gift card' });
const mealVoucher = (page: Page) => page.getByRole('region', { name: 'Pay with a meal voucher' });
const rest = (page: Page) => page.getByRole('region', { name: 'Pay the rest by card' });
const order = (page: Page) => page.getByRole('region', { name: 'Your order' });
const frameIn = (region: Locator, title: string) =>
  region.frameLocator(`iframe[title^="${title}"]`).locator('input');

/** Opens the partial-payment page and waits for the gift card's frames. */
async function openGiftCards(page: Page, market = 'NL') {
  await page.goto(`/checkout-skin/?market=${market}&checkout=giftcard`);
  await expect(giftCard(page).locator('[data-secured-field="giftcardPin"]')).toHaveAttribute(
    'data-state',
    'ready',
  );
}

/** Types a gift card's number and PIN and presses the form's button. */
async function redeem(page: Page, number: string, pin: string) {
  const region = giftCard(page);
  await frameIn(region, 'Gift card number').pressSequentially(number, { delay: 5 });
  await frameIn(region, 'PIN').pressSequentially(pin, { delay: 5 });
  await region.getByRole('button', { name: 'Check balance' }).click();
}

/** The POST requests of the page to a path ending. */
function posts(page: Page, ending: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && ending.test(new URL(request.url()).pathname))
      seen.push(request.postData() ?? '');
  });
  return seen;
}

test('two gift cards with too little balance, then a card for the rest: three payments, one order, the summary', async ({
  page,
}) => {
  await openGiftCards(page);
  const payments = posts(page, /\/payments$/);
  const orders = posts(page, /\/orders$/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // 50.00 EUR of 120.00: the balance is checked, an order created, the card's part paid at once.
  await redeem(page, '6036280000000000010', '7373');
  const summary = order(page);
  await expect(summary.getByText('Paid with card ending in 0010: €50.00')).toBeVisible();
  await expect(summary.getByText('Remaining amount: €70.00')).toBeVisible();
  // After the partial payment focus is on the summary (the form that paid emptied for the next card).
  await expect(summary.locator('.hc-order-summary')).toBeFocused();
  await expect(summary.getByText('Select another payment method to pay the remaining amount')).toBeVisible();
  // The form is empty again for the next card; the card below shows the remaining amount.
  await expect(giftCard(page).getByRole('button', { name: 'Check balance' })).toBeVisible();
  await expect(rest(page).getByRole('button', { name: 'Pay €70.00' })).toBeVisible();

  // A second card (25.00 EUR) goes in the same order.
  await expect(giftCard(page).locator('[data-secured-field="giftcardPin"]')).toHaveAttribute(
    'data-state',
    'ready',
  );
  await redeem(page, '6036280000000000044', '7373');
  await expect(summary.getByText('Paid with card ending in 0044: €25.00')).toBeVisible();
  await expect(summary.getByText('Remaining amount: €45.00')).toBeVisible();
  await expect(summary.locator('.hc-order-summary')).toBeFocused();
  expect(orders).toHaveLength(1);

  // A card pays the rest (45.00 EUR) within the order: Authorised, the summary complete.
  const card = rest(page);
  await frameIn(card, 'Card number').pressSequentially('4111111111111111', { delay: 5 });
  await frameIn(card, 'Expiry date').pressSequentially('0330', { delay: 5 });
  await frameIn(card, 'Security code').pressSequentially('737', { delay: 5 });
  await card.getByRole('button', { name: 'Pay €45.00' }).click();
  const success = card.getByRole('status').filter({ hasText: 'Payment successful' });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(summary.getByText('Paid with card ending in 1111: €45.00')).toBeVisible();
  await expect(summary.getByText('Remaining amount: €0.00')).toBeVisible();
  await expect(summary.getByText('Select another payment method to pay the remaining amount')).toHaveCount(0);

  // Three payments, one order: the first made it, the next two named it.
  expect(payments).toHaveLength(3);
  const sent = payments.map(
    (body) => JSON.parse(body) as { paymentMethod: Record<string, unknown>; order?: unknown },
  );
  expect(Object.keys(sent[0]!.paymentMethod).sort()).toEqual([
    'brand',
    'checkoutAttemptId',
    'encryptedCardNumber',
    'encryptedSecurityCode',
    'type',
  ]);
  expect(sent[0]!.paymentMethod).toMatchObject({ type: 'giftcard', brand: 'givex' });
  const orderRef = sent[0]!.order;
  expect(orderRef).toEqual({ orderData: expect.any(String), pspReference: expect.any(String) });
  expect(sent[1]!.order).toEqual(orderRef);
  expect(sent[2]!.order).toEqual(orderRef);
  expect(sent[2]!.paymentMethod.type).toBe('scheme');
  expect(await page.content()).not.toContain('6036280000000000010');
});

test('a gift card that covers the amount asks for confirmation, then pays it all', async ({ page }) => {
  await openGiftCards(page);
  const payments = posts(page, /\/payments$/);
  await giftCard(page).getByRole('combobox', { name: 'Gift card brand' }).selectOption('svs');
  await expect(giftCard(page).locator('[data-secured-field="giftcardPin"]')).toHaveAttribute(
    'data-state',
    'ready',
  );
  const region = giftCard(page);
  // SVS's PIN is optional on this page (pinRequired false): this card has none.
  await expect(region.getByText('PIN (optional)')).toBeVisible();
  await frameIn(region, 'Gift card number').pressSequentially('6006491286999921382', { delay: 5 });
  await region.getByRole('button', { name: 'Check balance' }).click();
  await expect(region.getByText('€1,000.00')).toBeVisible();
  await expect(region.getByText('Remaining balance: €880.00')).toBeVisible();
  expect(payments).toEqual([]);
  await region.getByRole('button', { name: 'Pay €120.00' }).click();
  const success = region.getByRole('status').filter({ hasText: 'Payment successful' });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  expect(payments).toHaveLength(1);
  expect((JSON.parse(payments[0]!) as { order?: unknown }).order).toBeUndefined();
});

test('a zero balance, another currency, an unknown card and a wrong PIN show their errors, and pay nothing', async ({
  page,
}) => {
  await openGiftCards(page);
  const payments = posts(page, /\/payments$/);
  const region = giftCard(page);
  await redeem(page, '6036280000000000028', '7373');
  const zero = region.getByRole('alert').filter({ hasText: 'This gift card has zero balance' });
  await expect(zero).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await frameIn(region, 'Gift card number').fill('');
  await frameIn(region, 'Gift card number').pressSequentially('6036280000000000036', { delay: 5 });
  await expect(zero).toHaveCount(0);
  await region.getByRole('button', { name: 'Check balance' }).click();
  await expect(
    region
      .getByRole('alert')
      .filter({ hasText: 'Gift cards are only valid in the currency they were issued in' }),
  ).toBeVisible();

  await frameIn(region, 'Gift card number').fill('');
  await frameIn(region, 'Gift card number').pressSequentially('6036280000000000099', { delay: 5 });
  await region.getByRole('button', { name: 'Check balance' }).click();
  await expect(
    region.getByRole('alert').filter({ hasText: 'We have no gift card with this number' }),
  ).toBeVisible();

  // A card the service knows, a wrong PIN: the PIN is named, not the number.
  await frameIn(region, 'Gift card number').fill('');
  await frameIn(region, 'Gift card number').pressSequentially('6036280000000000010', { delay: 5 });
  await frameIn(region, 'PIN').fill('');
  await frameIn(region, 'PIN').pressSequentially('0000', { delay: 5 });
  await region.getByRole('button', { name: 'Check balance' }).click();
  await expect(region.getByRole('alert').filter({ hasText: 'The PIN is not correct' })).toBeVisible();
  await expect(region.getByText('We have no gift card with this number')).toHaveCount(0);
  expect(payments).toEqual([]);
  await expect(order(page).getByText(/Paid with/)).toHaveCount(0);
});

test('a balance call that fails shows the unknown error, then a retry works', async ({ page }) => {
  await openGiftCards(page);
  await page.route('**/paymentMethodBalance**', (route) => route.abort('failed'));
  const region = giftCard(page);
  await redeem(page, '6036280000000000010', '7373');
  const failed = region.getByRole('alert').filter({ hasText: 'An unknown error occurred' });
  await expect(failed).toBeVisible();
  await expect(region.getByRole('button', { name: 'Check balance' })).toBeEnabled();
  await page.unroute('**/paymentMethodBalance**');
  // Another card (the first test spent …0010): 500.00 EUR with a limit of 100.00 per payment.
  await page.getByRole('combobox', { name: 'Gift card brand' }).selectOption('svs');
  await expect(region.locator('[data-secured-field="giftcardPin"]')).toHaveAttribute('data-state', 'ready');
  await redeem(page, '6006491286999921374', '1111');
  await expect(order(page).getByText('Paid with card ending in 1374: €100.00')).toBeVisible();
  await expect(order(page).getByText('Remaining amount: €20.00')).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('a meal voucher (France): number, expiry date and security code; its part paid within an order', async ({
  page,
}) => {
  await page.goto('/checkout-skin/?market=FR&checkout=giftcard');
  const region = mealVoucher(page);
  await expect(region.locator('[data-secured-field="securityCode"]')).toHaveAttribute('data-state', 'ready');
  const payments = posts(page, /\/payments$/);
  // Nothing typed: the press shows the required errors and checks nothing.
  await region.getByRole('button', { name: 'Check balance' }).click();
  await expect(region.getByText('Enter the card number')).toBeVisible();
  await expect(region.getByText('Enter the expiry date')).toBeVisible();
  await expect(region.getByText('Enter the security code')).toBeVisible();
  await frameIn(region, 'Card number').pressSequentially('5023640000000000014', { delay: 5 });
  await frameIn(region, 'Expiry date').pressSequentially('0330', { delay: 5 });
  await frameIn(region, 'Security code').pressSequentially('737', { delay: 5 });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await region.getByRole('button', { name: 'Check balance' }).click();
  await expect(order(page).getByText('Paid with card ending in 0014: €30.00')).toBeVisible();
  await expect(order(page).getByText('Remaining amount: €90.00')).toBeVisible();
  expect(payments).toHaveLength(1);
  const sent = JSON.parse(payments[0]!) as { paymentMethod: Record<string, unknown> };
  expect(Object.keys(sent.paymentMethod).sort()).toEqual([
    'brand',
    'checkoutAttemptId',
    'encryptedCardNumber',
    'encryptedExpiryMonth',
    'encryptedExpiryYear',
    'encryptedSecurityCode',
    'type',
  ]);
  expect(sent.paymentMethod).toMatchObject({
    type: 'mealVoucher_FR_natixis',
    brand: 'mealVoucher_FR_natixis',
  });
});

test('the hooks example offers gift cards: the shop draws the secured fields, the balance, then pays', async ({
  page,
}) => {
  await page.goto('/checkout-hooks/');
  const chooser = page.getByRole('region', { name: 'Gift cards and meal vouchers' });
  await chooser.getByRole('radio', { name: 'SVS' }).check();
  const form = page.getByRole('form', { name: 'SVS' });
  await expect(form.locator('[data-secured-field="giftcardPin"]')).toHaveAttribute('data-state', 'ready');
  const payments = posts(page, /\/payments$/);
  // 500.00 EUR with a limit of 100.00 per payment: it covers the 24.50 EUR, the shopper confirms.
  await frameIn(form, 'Gift card number').pressSequentially('6006491286999921374', { delay: 5 });
  await frameIn(form, 'PIN').pressSequentially('1111', { delay: 5 });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await form.getByRole('button', { name: 'Check balance' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Gift card balance' })).toBeVisible();
  expect(payments).toEqual([]);
  await form.getByRole('button', { name: 'Pay €24.50' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  expect(payments).toHaveLength(1);
  expect(JSON.parse(payments[0]!)).toMatchObject({ paymentMethod: { type: 'giftcard', brand: 'svs' } });
});
