import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

const frameInput = (page: Page, title: string) =>
  page.frameLocator(`iframe[title="${title}"]`).locator('input');

/** Counts the payment requests (`/payments`, not `/paymentDetails`) the page sends. */
function countPayments(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/payments')) count += 1;
  });
  return { count: () => count };
}

async function fillCard(page: Page, number: string, expiry = '03/30', code = '737') {
  await frameInput(page, 'Card number').pressSequentially(number, { delay: 10 });
  await frameInput(page, 'Expiry date').pressSequentially(expiry, { delay: 10 });
  await frameInput(page, 'Security code').pressSequentially(code, { delay: 10 });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/checkout-hooks/');
  await expect(page.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  // Click to Pay above the card keeps the form hidden until it knows it has nothing to offer.
  await expect(page.locator('[data-secured-field="cardNumber"]')).toBeVisible();
});

test('pays with the authorised card through the secured fields, on bare hooks; a second press sends nothing', async ({
  page,
}) => {
  const payments = countPayments(page);
  const messages: unknown[] = [];
  await page.exposeFunction('__recordMessage', (data: unknown) => messages.push(data));
  await page.evaluate(() =>
    window.addEventListener('message', (event) =>
      (window as unknown as { __recordMessage: (d: unknown) => void }).__recordMessage(event.data),
    ),
  );
  await fillCard(page, '4111111111111111');
  await page.getByLabel('Name on card').fill('J. Smith');
  await page.getByRole('button', { name: 'Pay €24.50' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(page.locator('.card-status')).toHaveText('Payment successful');
  // The card number never reaches the merchant's document, nor any message the page receives.
  // Digits of the number, typed with or without spaces (a port number of the page may hold '4111').
  expect(await page.content()).not.toMatch(/4111 ?1111 ?1111/);
  expect(JSON.stringify(messages)).not.toMatch(/4111 ?1111 ?1111 ?1111/);
  expect(messages.length).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  await page.screenshot({ path: 'test-results/checkout-hooks-paid.png', fullPage: true });
  // Enter in a field after the success: nothing goes out, the success stays.
  await page.getByLabel('Name on card').press('Enter');
  await page.waitForTimeout(1_500);
  expect(payments.count()).toBe(1);
  await expect(page.locator('.card-status')).toHaveText('Payment successful');
});

test('moves focus from frame to frame as each field completes', async ({ page }) => {
  await frameInput(page, 'Card number').pressSequentially('5555555555554444', { delay: 10 });
  await expect(page.locator('iframe[title="Expiry date"]')).toBeFocused();
  await page.keyboard.type('0330');
  await expect(page.locator('iframe[title="Security code"]')).toBeFocused();
  await page.keyboard.type('737');
  await expect(page.getByLabel('Name on card')).toBeFocused();
});

test('shows the refusal of the refused card, announced and focused, and the card stays', async ({ page }) => {
  await fillCard(page, '4000000000000002');
  await page.getByLabel('Name on card').fill('J. Smith');
  await page.getByRole('button', { name: 'Pay €24.50' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Refused');
  await expect(page.locator('.card-status')).toHaveText('Payment refused');
  const alert = page.getByRole('alert').filter({ hasText: 'Payment refused' });
  await expect(alert).toBeFocused();
  await expect(frameInput(page, 'Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(page.getByRole('button', { name: 'Pay €24.50' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/end-hooks-refused.png', fullPage: true });
});

test('3DS2 frictionless ends with the success and no field errors', async ({ page }) => {
  await fillCard(page, '5454545454545454');
  await page.getByLabel('Name on card').fill('J. Smith');
  await page.getByRole('button', { name: 'Pay €24.50' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(page.locator('.card-status')).toHaveText('Payment successful');
  await expect(page.locator('.card-error').filter({ hasText: /\S/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/end-hooks-3ds2.png', fullPage: true });
});

test('marks an unsupported card at once', async ({ page }) => {
  await frameInput(page, 'Card number').pressSequentially('6250946000000016', { delay: 10 });
  await expect(page.locator('.card-error').first()).toHaveText('Unsupported card entered');
});

test("accepts the session's brands: the example names none, the sandbox's scheme method lists seven", async ({
  page,
}) => {
  await expect(page.locator('.card-brands')).toHaveText('Visa · Mastercard · American Express +4');
  // A Bancontact/Maestro card: neither brand is among the defaults (amex, mc, visa). With the
  // session's brands both are accepted, so the shopper picks one; Bancontact has no security code.
  await frameInput(page, 'Card number').pressSequentially('6703444444444449', { delay: 10 });
  const choice = page.getByRole('group', { name: 'Select the card brand to pay with' });
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await expect(choice.getByLabel('bcmc')).toBeChecked();
  await expect(choice.getByLabel('maestro')).not.toBeChecked();
  await expect(page.locator('iframe[title="Security code"]')).toHaveCount(0);
  await expect(page.getByText('Unsupported card entered')).toHaveCount(0);
});

test('lets the shopper pick a brand of a dual-branded card', async ({ page }) => {
  await expect(page.locator('.card-brands')).toHaveText('Visa · Mastercard · American Express +4');
  await frameInput(page, 'Card number').pressSequentially('4035501000000008', { delay: 10 });
  const choice = page.getByRole('group', { name: 'Select the card brand to pay with' });
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await choice.getByLabel('cartebancaire').check();
  await expect(choice.getByLabel('cartebancaire')).toBeChecked();
});

test('shows every error on an invalid submit, and has no axe violation', async ({ page }) => {
  await page.getByRole('button', { name: 'Pay €24.50' }).click();
  await expect(page.locator('.card-error').nth(0)).toHaveText('Enter the card number');
  await expect(page.getByText('Enter name as shown on card')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  await page.screenshot({ path: 'test-results/checkout-hooks-errors.png', fullPage: true });
});

test('Enter in a frame with a field left empty: the errors show and focus moves to that field', async ({
  page,
}) => {
  await fillCard(page, '4111111111111111');
  await frameInput(page, 'Security code').press('Enter');
  await expect(page.getByText('Enter name as shown on card')).toBeVisible();
  await expect(page.getByLabel('Name on card')).toBeFocused();
  await page.getByLabel('Name on card').fill('J. Smith');
  await frameInput(page, 'Security code').fill('');
  // The frame reports its change on its own channel: once the shopper left it, the page shows its
  // error (a press in the same instant could race that report; see the session note).
  await page.getByLabel('Name on card').focus();
  await expect(page.getByText('Enter the security code')).toBeVisible();
  await page.getByLabel('Name on card').press('Enter');
  await expect(frameInput(page, 'Security code')).toBeFocused();
  await expect(page.getByText('Enter the security code')).toBeVisible();
  await expect(page.getByTestId('result-code')).toHaveCount(0);
});

test('completes a 3DS2 challenge rendered with useThreeDS2 in the merchant markup', async ({ page }) => {
  await fillCard(page, '4212345678910006');
  await page.getByLabel('Name on card').fill('J. Smith');
  await page.getByRole('button', { name: 'Pay €24.50' }).click();
  const challenge = page.getByRole('region', { name: 'Verify your payment' });
  const code = challenge.frameLocator('iframe[title="Verify your payment"]').getByLabel('One-time code');
  await expect(code).toBeVisible();
  await expect(code).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/checkout-hooks-challenge.png', fullPage: true });
  await code.fill('1234');
  await code.press('Enter');
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
});

test('pays with iDEAL built on useIssuerList: a popular bank by keyboard, its page, and back', async ({
  page,
}) => {
  const ideal = page.getByRole('form', { name: 'iDEAL' });
  const ing = ideal.getByRole('button', { name: 'ING', exact: true });
  await ing.focus();
  await page.keyboard.press('Space');
  await expect(ing).toHaveAttribute('aria-pressed', 'true');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/checkout-hooks-ideal.png', fullPage: true });
  await ideal.getByRole('button', { name: 'Continue to ING' }).click();
  await page.waitForURL(/\/issuer\/bank\/pay\/INGBNL2A\?ref=/);
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await page.waitForURL(/checkout-hooks\/\?sessionId=.*redirectResult=/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  // Authorised by the bank: the shop offers its donation, as after a card.
  await expect(
    page.getByRole('region', { name: 'Plant a tree with us' }).getByRole('button', { name: 'Donate' }),
  ).toBeVisible();
});

test('pays with a WeChat Pay QR code: 15-minute countdown, completed by polling', async ({ page }) => {
  await page.getByRole('button', { name: 'Continue to WeChat Pay' }).click();
  const qr = page.getByRole('region', { name: 'Scan the QR code' });
  await expect(qr.getByRole('img', { name: 'Scan the QR code' })).toBeVisible();
  await expect(qr.getByRole('timer')).toHaveText(/You have 1[45]:\d\d to pay/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/checkout-hooks-qr.png', fullPage: true });
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(page.locator('.other-methods').getByRole('status')).toHaveText('Payment successful');
});
