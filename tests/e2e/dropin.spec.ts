// The drop-in example (examples/checkout-dropin): the skin's Dropin and the bare useDropin page
// paying sandbox sessions — a card, iDEAL to the bank and back, a QR method, SEPA, Google Pay above
// the divider, a stored card after removing another, a gift card then a card in one order — and the
// advanced flow (the page's own server calls) with a 3DS2 challenge; keyboard only; axe on the list,
// a dropdown and the end screens.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';

const dropin = (page: Page) => page.locator('.hc-dropin');
const item = (page: Page, name: string | RegExp) => page.getByRole('radio', { name });
const frameInput = (scope: Locator, title: string) =>
  scope.frameLocator(`iframe[title^="${title}"]`).locator('input');

/** Counts the payment requests the page sends (a session's, or the merchant server's). */
function countPayments(page: Page): { count: () => number; bodies: Array<Record<string, unknown>> } {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname;
    if (/\/sessions\/[^/]+\/payments$/.test(path) || path === '/api/payments')
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return { count: () => bodies.length, bodies };
}

/** Opens the drop-in page and waits for its list. */
async function open(page: Page, query = '') {
  await page.goto(`/checkout-dropin/${query}`);
  await expect(page.getByRole('radiogroup')).toBeVisible();
}

/** The open item's panel (its form). */
const panel = (page: Page) => page.locator('.hc-dropin__item[data-state="open"] .hc-dropin__panel');

/** Opens 'Cards' and types a card (expiry 03/30, code 737). */
async function fillNewCard(page: Page, number: string) {
  await item(page, /^Cards/).click();
  const form = panel(page);
  await expect(form.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  await frameInput(form, 'Card number').pressSequentially(number, { delay: 10 });
  await frameInput(form, 'Expiry date').pressSequentially('0330', { delay: 10 });
  await frameInput(form, 'Security code').pressSequentially('737', { delay: 10 });
  return form;
}

/** The end screen: 'Payment successful', focused, the list gone. */
async function expectSuccessScreen(page: Page, name: string) {
  const success = dropin(page).getByRole('status').filter({ hasText: 'Payment successful' });
  await expect(success).toBeVisible();
  await expect(page.locator('.hc-dropin__screen')).toBeFocused();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: `test-results/dropin-${name}.png`, fullPage: true });
}

test('skin: the list with the stored card open, Google Pay above the divider; a new card pays once', async ({
  page,
}) => {
  const payments = countPayments(page);
  await open(page);
  await expect(dropin(page).getByRole('button', { name: 'Google Pay' })).toBeVisible();
  await expect(dropin(page).getByText('or pay with')).toBeVisible();
  const radios = page.getByRole('radio');
  await expect(radios.first()).toHaveAttribute('aria-checked', 'true');
  await expect(radios.first()).toHaveText(/VISA •••• 1111/);
  // Cards: its brands, at most 4 shown (3 and '+N').
  await expect(item(page, /^Cards/)).toContainText('+');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/dropin-list.png', fullPage: true });

  const form = await fillNewCard(page, '4111111111111111');
  await expect(item(page, /^Cards/)).toHaveAttribute('aria-checked', 'true');
  await form.getByRole('button', { name: 'Pay €120.00' }).click();
  await expectSuccessScreen(page, 'card-paid');
  expect(payments.count()).toBe(1);
  expect(payments.bodies[0]!['paymentMethod']).toMatchObject({ type: 'scheme' });
});

test('skin: a refused card is shown, announced and focused in its item; the list is free again and SEPA pays', async ({
  page,
}) => {
  const payments = countPayments(page);
  await open(page);
  const form = await fillNewCard(page, '4000000000000002');
  await form.getByRole('button', { name: 'Pay €120.00' }).click();
  const alert = form.getByRole('alert').filter({ hasText: 'Payment refused' });
  await expect(alert).toBeFocused();
  await expect(form.getByRole('alert')).toHaveCount(1);
  await expect(item(page, 'SEPA Direct Debit')).not.toHaveAttribute('aria-disabled', 'true');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/dropin-refused.png', fullPage: true });
  await item(page, 'SEPA Direct Debit').click();
  // The card's refusal does not follow the shopper to another method.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await panel(page).getByLabel('Holder name').fill('A. Schneider');
  await panel(page).getByLabel('Account number (IBAN)').fill('NL13TEST0123456789');
  await panel(page)
    .getByRole('button', { name: /Pay|Confirm/ })
    .click();
  await expectSuccessScreen(page, 'after-refusal-paid');
  expect(payments.count()).toBe(2);
});

test('a payment service that cannot list the methods: the failure shown and focused, nothing to pay with', async ({
  page,
}) => {
  await page.route(/\/sessions\/[^/]+\/setup/, (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.goto('/checkout-dropin/');
  const failure = dropin(page).getByRole('alert');
  await expect(failure).toContainText('An unknown error occurred');
  await expect(page.locator('.hc-dropin__screen')).toBeFocused();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/dropin-load-failure.png', fullPage: true });
});

test('skin: iDEAL to the bank chosen from the dropdown, authorised there, back with "Payment successful"', async ({
  page,
}) => {
  const payments = countPayments(page);
  await open(page);
  await item(page, 'iDEAL').click();
  const bank = panel(page).getByRole('combobox', { name: 'Bank' });
  // The select's code is there (the placeholder swapped for Radix's trigger).
  await expect(bank).toHaveAttribute('data-state', 'closed');
  await bank.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  // The open dropdown: the whole page, the rest hidden and inert behind it (see axe.ts).
  await expectNoAxeViolations(page, [], { popupOpen: true });
  // Not a full-page shot: its resize of the window closes the dropdown.
  await page.screenshot({ path: 'test-results/dropin-ideal-dropdown.png' });
  await page.getByRole('option', { name: 'Rabobank' }).click();
  await expect(bank).toContainText('Rabobank');
  // The list with iDEAL's dropdown chosen.
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await panel(page).getByRole('button', { name: 'Continue to Rabobank' }).click();
  await page.waitForURL(/\/issuer\/bank\/pay\/RABONL2U\?ref=/);
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await page.waitForURL(/checkout-dropin\/\?sessionId=.*redirectResult=/);
  await expect(page.getByText('Payment successful')).toBeVisible();
  expect(payments.count()).toBe(1);
  expect(payments.bodies[0]!['paymentMethod']).toMatchObject({ type: 'ideal', issuer: 'RABONL2U' });
});

test("skin: Swish (SE) shows its QR code in the form's place, then the success screen", async ({ page }) => {
  await open(page, '?market=SE');
  await item(page, 'Swish').click();
  await panel(page).getByRole('button', { name: 'Continue to Swish' }).click();
  const qr = page.getByRole('region', { name: 'Scan the QR code' });
  await expect(qr).toBeFocused();
  // While it pays, no other item can open.
  await expect(item(page, /^Cards/)).toHaveAttribute('aria-disabled', 'true');
  await item(page, /^Cards/).click({ force: true });
  await expect(qr).toBeVisible();
  await expectSuccessScreen(page, 'swish-paid');
});

test('skin: SEPA Direct Debit: the fields required, then paid', async ({ page }) => {
  const payments = countPayments(page);
  await open(page);
  await item(page, 'SEPA Direct Debit').click();
  const form = panel(page);
  await form.getByRole('button', { name: /Pay|Confirm/ }).click();
  await expect(form.locator('.hc-field__error:not(:empty)').first()).toBeVisible();
  expect(payments.count()).toBe(0);
  await form.getByLabel('Holder name').fill('A. Schneider');
  await form.getByLabel('Account number (IBAN)').fill('NL13TEST0123456789');
  await form.getByRole('button', { name: /Pay|Confirm/ }).click();
  await expectSuccessScreen(page, 'sepa-paid');
  expect(payments.bodies[0]!['paymentMethod']).toMatchObject({ type: 'sepadirectdebit' });
});

test('skin: Google Pay above the divider pays without opening an item', async ({ page }) => {
  const payments = countPayments(page);
  await open(page);
  await dropin(page).getByRole('button', { name: 'Google Pay' }).click();
  const sheet = page.getByRole('dialog', { name: 'Google Pay (sandbox)' });
  await expect(sheet).toContainText('EUR 120.00');
  await sheet.getByRole('button', { name: 'Pay with Visa •••• 1111' }).click();
  await expectSuccessScreen(page, 'googlepay-paid');
  expect(payments.count()).toBe(1);
  expect(payments.bodies[0]!['paymentMethod']).toMatchObject({ type: 'googlepay' });
});

test("skin: PayPal's own buttons in its item; approved in PayPal's window, paid once", async ({ page }) => {
  const payments = countPayments(page);
  await open(page);
  await item(page, 'PayPal').click();
  const button = panel(page).getByRole('button', { name: 'PayPal', exact: true });
  await expect(button).toBeVisible();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'PayPal (sandbox)' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expectSuccessScreen(page, 'paypal-paid');
  expect(payments.count()).toBe(1);
  expect(payments.bodies[0]!['paymentMethod']).toMatchObject({ type: 'paypal', subtype: 'sdk' });
});

test("skin: Amazon Pay's button in its item; Amazon's page, back to the review, confirmed and paid", async ({
  page,
}) => {
  const payments = countPayments(page);
  await open(page);
  await item(page, 'Amazon Pay').click();
  await panel(page).getByRole('button', { name: 'Amazon Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with Amazon' })).toBeVisible();
  await page.getByLabel('Payment method').selectOption({ label: 'Visa ••••1111' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/checkout-dropin\/.*amazonCheckoutSessionId=AMZN-SANDBOX-/);
  const review = page.getByRole('region', { name: 'Review your order' });
  await review.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page).toHaveURL(/amazonCheckoutResult=1/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  expect(payments.count()).toBe(1);
  expect(payments.bodies[0]!['paymentMethod']).toMatchObject({ type: 'amazonpay' });
});

test('skin: a stored card removed (after its confirmation) leaves the list; another stored card pays', async ({
  page,
}) => {
  const payments = countPayments(page);
  // A returning shopper of this test's own: removing a card leaves the other tests' cards alone.
  await open(page, `?shopper=sandbox-shopper-dropin-${Date.now()}`);
  const mastercard = item(page, /MasterCard •••• 1115/);
  await mastercard.click();
  await panel(page).getByRole('button', { name: 'Remove' }).click();
  await expect(panel(page).getByRole('button', { name: 'Yes, remove' })).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await panel(page).getByRole('button', { name: 'Yes, remove' }).click();
  await expect(mastercard).toHaveCount(0);
  await item(page, /VISA •••• 1111/).click();
  const form = panel(page);
  await expect(form.locator('[data-secured-field="securityCode"]')).toHaveAttribute('data-state', 'ready');
  await frameInput(form, 'Security code').pressSequentially('737', { delay: 10 });
  await form.getByRole('button', { name: 'Pay €120.00' }).click();
  await expectSuccessScreen(page, 'stored-paid');
  expect(payments.bodies[0]!['paymentMethod']).toMatchObject({
    type: 'scheme',
    storedPaymentMethodId: expect.any(String),
  });
});

test('skin: a gift card pays €50.00 of €120.00 in an order; the summary; a card pays the remaining €70.00', async ({
  page,
}) => {
  const payments = countPayments(page);
  await open(page);
  await item(page, 'Givex').click();
  const form = panel(page);
  await expect(form.locator('[data-secured-field="giftcardPin"]')).toHaveAttribute('data-state', 'ready');
  // A card of its own: the sandbox spends a card's balance (…0010 is the gift card tests').
  await frameInput(form, 'Gift card number').pressSequentially('6036280000000000051', { delay: 10 });
  await frameInput(form, 'PIN').pressSequentially('7373', { delay: 10 });
  // 50.00 of 120.00: the balance checked, an order made, the gift card's part paid at once.
  await form.getByRole('button', { name: 'Check balance' }).click();
  const summary = page.locator('.hc-order-summary');
  await expect(summary).toContainText('Paid with card ending in 0051: €50.00');
  await expect(summary).toContainText('Remaining amount: €70.00');
  // Focus moves to the drop-in's screen: the summary first, then the list for the rest.
  await expect(dropin(page)).toBeFocused();
  // The gift card's form is empty again for a next card, its button for the remaining amount's check.
  await expect(panel(page).getByRole('button', { name: 'Check balance' })).toBeVisible();
  await expect(panel(page).locator('[data-secured-field="giftcardPin"]')).toHaveAttribute(
    'data-state',
    'ready',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/dropin-partial.png', fullPage: true });
  const card = await fillNewCard(page, '4111111111111111');
  await card.getByRole('button', { name: 'Pay €70.00' }).click();
  await expectSuccessScreen(page, 'partial-paid');
  expect(payments.count()).toBe(2);
  expect(payments.bodies[1]!['order']).toMatchObject({ pspReference: expect.any(String) });
});

test('keyboard only: one Tab stop into the list, arrows open iDEAL, Tab into its form, Enter pays', async ({
  page,
}) => {
  await open(page);
  // From the Google Pay button: Tab reaches the open item (the one Tab stop of the list).
  await dropin(page).getByRole('button', { name: 'Google Pay' }).focus();
  await page.keyboard.press('Tab');
  const first = page.getByRole('radio').first();
  await expect(first).toBeFocused();
  let steps = 0;
  while ((await page.getByRole('radio', { name: 'iDEAL' }).getAttribute('aria-checked')) !== 'true') {
    await page.keyboard.press('ArrowDown');
    steps += 1;
    expect(steps).toBeLessThan(30);
  }
  await expect(item(page, 'iDEAL')).toBeFocused();
  const bank = panel(page).getByRole('combobox', { name: 'Bank' });
  // The select's code is there (the placeholder swapped for Radix's trigger).
  await expect(bank).toHaveAttribute('data-state', 'closed');
  await page.keyboard.press('Tab');
  await expect(bank).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Rabo');
  await expect(page.getByRole('option', { name: 'Rabobank' })).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(bank).toContainText('Rabobank');
  await expect(bank).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('button', { name: 'Continue to Rabobank' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/issuer\/bank\/pay\/RABONL2U\?ref=/);
});

/** The bare hooks page's item (its radio and, when open, its form). */
const bareItem = (page: Page, name: string | RegExp) =>
  page.locator('.shop-method-item').filter({ has: page.getByRole('radio', { name }) });

/** The bare page's end: 'Payment successful', focused, no violation. */
async function expectBareSuccess(page: Page, name: string) {
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: `test-results/dropin-bare-${name}.png`, fullPage: true });
}

test("bare hooks page: the shop's own list and form pay a card", async ({ page }) => {
  const payments = countPayments(page);
  await page.goto('/checkout-dropin/?page=hooks');
  await page.getByRole('radio', { name: 'Cards' }).click();
  const form = page.locator('.shop-method-item').filter({ has: page.getByRole('radio', { name: 'Cards' }) });
  await expect(form.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  await frameInput(form, 'Card number').pressSequentially('4111111111111111', { delay: 10 });
  await frameInput(form, 'Expiry date').pressSequentially('0330', { delay: 10 });
  await frameInput(form, 'Security code').pressSequentially('737', { delay: 10 });
  await form.getByRole('button', { name: 'Pay €120.00' }).click();
  await expectBareSuccess(page, 'card');
  expect(payments.count()).toBe(1);
});

test('bare hooks page: Swish (SE) shows its QR code in the form’s place, focused, then the end', async ({
  page,
}) => {
  await page.goto('/checkout-dropin/?page=hooks&market=SE');
  await page.getByRole('radio', { name: 'Swish' }).click();
  await bareItem(page, 'Swish').getByRole('button', { name: 'Continue to Swish' }).click();
  const qr = page.getByRole('region', { name: 'Scan the QR code' });
  await expect(qr).toBeFocused();
  // While it pays, no other item opens.
  await page.getByRole('radio', { name: 'Cards' }).click();
  await expect(page.getByRole('radio', { name: 'Swish' })).toHaveAttribute('aria-checked', 'true');
  await expectBareSuccess(page, 'swish');
});

test('bare hooks page: Google Pay above the divider pays without opening an item', async ({ page }) => {
  const payments = countPayments(page);
  await page.goto('/checkout-dropin/?page=hooks');
  await expect(page.getByText('or pay with')).toBeVisible();
  await page.getByRole('group', { name: 'Google Pay' }).getByRole('button', { name: 'Google Pay' }).click();
  const sheet = page.getByRole('dialog', { name: 'Google Pay (sandbox)' });
  await sheet.getByRole('button', { name: 'Pay with Visa •••• 1111' }).click();
  await expectBareSuccess(page, 'googlepay');
  expect(payments.bodies[0]!['paymentMethod']).toMatchObject({ type: 'googlepay' });
});

test('bare hooks page: a stored card removed after its confirmation; another stored card pays', async ({
  page,
}) => {
  const payments = countPayments(page);
  await page.goto(`/checkout-dropin/?page=hooks&shopper=sandbox-shopper-bare-${Date.now()}`);
  await page.getByRole('radio', { name: /MasterCard •••• 1115/ }).click();
  const mastercard = bareItem(page, /MasterCard •••• 1115/);
  await mastercard.getByRole('button', { name: 'Remove' }).click();
  await expect(mastercard.getByRole('button', { name: 'Yes, remove' })).toBeFocused();
  await mastercard.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByRole('radio', { name: /MasterCard •••• 1115/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /VISA •••• 1111/ }).click();
  const visa = bareItem(page, /VISA •••• 1111/);
  await expect(visa.locator('[data-secured-field="securityCode"]')).toHaveAttribute('data-state', 'ready');
  await frameInput(visa, 'Security code').pressSequentially('737', { delay: 10 });
  // Enter in the frame submits (after the frame's own reports, in order).
  await frameInput(visa, 'Security code').press('Enter');
  await expectBareSuccess(page, 'stored');
  expect(payments.count()).toBe(1);
  expect(payments.bodies[0]!['paymentMethod']).toMatchObject({ storedPaymentMethodId: expect.any(String) });
});

test('bare hooks page: a gift card pays €50.00 in an order, then a card the remaining €70.00', async ({
  page,
}) => {
  const payments = countPayments(page);
  await page.goto('/checkout-dropin/?page=hooks');
  await page.getByRole('radio', { name: 'Givex' }).click();
  const giftCard = bareItem(page, 'Givex');
  await expect(giftCard.locator('[data-secured-field="giftcardPin"]')).toHaveAttribute('data-state', 'ready');
  await frameInput(giftCard, 'Gift card number').pressSequentially('6036280000000000069', { delay: 10 });
  await frameInput(giftCard, 'PIN').pressSequentially('7373', { delay: 10 });
  await frameInput(giftCard, 'PIN').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Remaining amount: €70.00' })).toBeVisible();
  // Focus moves to the drop-in's screen after the partial payment.
  await expect(page.locator('.shop-dropin')).toBeFocused();
  await page.getByRole('radio', { name: 'Cards' }).click();
  const card = bareItem(page, 'Cards');
  await expect(card.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  await frameInput(card, 'Card number').pressSequentially('4111111111111111', { delay: 10 });
  await frameInput(card, 'Expiry date').pressSequentially('0330', { delay: 10 });
  await frameInput(card, 'Security code').pressSequentially('737', { delay: 10 });
  await expect(card.getByRole('button', { name: 'Pay €70.00' })).toBeVisible();
  await frameInput(card, 'Security code').press('Enter');
  await expectBareSuccess(page, 'partial');
  expect(payments.count()).toBe(2);
  expect(payments.bodies[1]!['order']).toMatchObject({ pspReference: expect.any(String) });
});

test('bare hooks page: SEPA Direct Debit drawn by the shop from its layout, paid', async ({ page }) => {
  const payments = countPayments(page);
  await page.goto('/checkout-dropin/?page=hooks');
  await page.getByRole('radio', { name: 'SEPA Direct Debit' }).click();
  const sepa = page
    .locator('.shop-method-item')
    .filter({ has: page.getByRole('radio', { name: 'SEPA Direct Debit' }) });
  await sepa.getByLabel('Holder name').fill('A. Schneider');
  await sepa.getByLabel('Account number (IBAN)').fill('NL13TEST0123456789');
  await sepa.getByRole('button', { name: 'Pay €120.00' }).click();
  await expectBareSuccess(page, 'sepa');
  expect(payments.count()).toBe(1);
  expect(payments.bodies[0]!['paymentMethod']).toMatchObject({ type: 'sepadirectdebit' });
});

test("bare hooks page: iDEAL with the bank chosen in the shop's own select, to the bank's page", async ({
  page,
}) => {
  await page.goto('/checkout-dropin/?page=hooks');
  await page.getByRole('radio', { name: 'iDEAL' }).click();
  const ideal = page.locator('.shop-method-item').filter({ has: page.getByRole('radio', { name: 'iDEAL' }) });
  await ideal.getByLabel('Bank').selectOption({ label: 'Rabobank' });
  await ideal.getByRole('button', { name: 'Continue to Rabobank' }).click();
  await page.waitForURL(/\/issuer\/bank\/pay\/RABONL2U\?ref=/);
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await page.waitForURL(/checkout-dropin\/\?.*sessionId=.*redirectResult=/);
  await expect(page.getByText('Payment successful')).toBeVisible();
});

test("advanced flow: the page's server lists and pays; a 3DS2 challenge goes through payments/details", async ({
  page,
}) => {
  const payments = countPayments(page);
  const details: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/payments/details'))
      details.push(request.url());
  });
  await open(page, '?flow=advanced');
  const form = await fillNewCard(page, '4212345678910006');
  await form.getByRole('button', { name: 'Pay €120.00' }).click();
  const code = form.frameLocator('iframe[title="Verify your payment"]').getByLabel('One-time code');
  await expect(code).toBeVisible();
  await code.fill('1234');
  await code.press('Enter');
  await expectSuccessScreen(page, 'advanced-3ds2-paid');
  expect(payments.count()).toBe(1);
  expect(details).toHaveLength(1);
});

test("advanced flow: iDEAL to the bank and back; the page's server completes it with payments/details", async ({
  page,
}) => {
  const details: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/payments/details'))
      details.push(request.url());
  });
  await open(page, '?flow=advanced&page=hooks');
  await page.getByRole('radio', { name: 'iDEAL' }).click();
  const ideal = bareItem(page, 'iDEAL');
  await ideal.getByLabel('Bank').selectOption({ label: 'Rabobank' });
  await ideal.getByRole('button', { name: 'Continue to Rabobank' }).click();
  await page.waitForURL(/\/issuer\/bank\/pay\/RABONL2U\?ref=/);
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  // Back on the page it left (its settings kept), without a session.
  await page.waitForURL(/checkout-dropin\/\?flow=advanced&page=hooks&redirectResult=/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible();
  expect(details).toHaveLength(1);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
