// What a shopper sees after a payment ends, in both example checkouts: the result shown, announced
// and focused, no stale field errors after 3DS2, the typed card kept after a refusal, and a second
// press after success that sends nothing.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectOnlyThePaidPart, fillCard, frameInput, newCard, open } from './skin-page';

/** Counts the payment requests (`/payments`, not `/paymentDetails`) the page sends. */
function countPayments(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/payments')) count += 1;
  });
  return { count: () => count };
}

/** No field error and no error panel in the skin's new-card form. */
async function expectNoFieldErrors(page: Page) {
  const form = newCard(page);
  await expect(form.getByRole('group', { name: 'Existing errors' })).toHaveCount(0);
  await expect(form.getByText(/^Enter the (card number|expiry date|security code)$/)).toHaveCount(0);
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
}

test('skin: after success the result is focused and a second press sends no payment', async ({ page }) => {
  const payments = countPayments(page);
  await open(page);
  await fillCard(page, '4111111111111111');
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  const result = newCard(page).getByRole('status').filter({ hasText: 'Payment successful' });
  await expect(result).toBeVisible();
  await expect(result).toBeFocused();
  const paid = newCard(page).getByRole('button', { name: 'Paid' });
  await expect(paid).toBeDisabled();
  // The saved card, the banks and the other methods are gone: 'Paid' is the only button left.
  await expectOnlyThePaidPart(page, 'Pay by card', ['Paid'], { donation: true });
  // Enter in a field submits the form: nothing goes out, nothing changes.
  await newCard(page).getByLabel('Name on card').press('Enter');
  await newCard(page).getByLabel('Name on card').press('Enter');
  await page.waitForTimeout(1_500);
  expect(payments.count()).toBe(1);
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(paid).toBeVisible();
  await expectNoFieldErrors(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/end-skin-paid.png', fullPage: true });
});

test('skin: a refused card is shown, announced and focused; the typed card stays for another try', async ({
  page,
}) => {
  const payments = countPayments(page);
  await open(page);
  await fillCard(page, '4000000000000002');
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Refused');
  const alert = newCard(page).getByRole('alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toHaveText(/Payment refused/);
  await expect(alert).toBeFocused();
  await expect(frameInput(page, 'Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(newCard(page).getByLabel('Name on card')).toHaveValue('J. Smith');
  await expect(newCard(page).getByRole('button', { name: 'Pay €120.00' })).toBeEnabled();
  await expectNoFieldErrors(page);
  // The other parts, set aside while the card's payment ran, are back.
  for (const heading of ['Your saved card', 'Pay with iDEAL', 'Other ways to pay'])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/end-skin-refused.png', fullPage: true });
  // Another card in the same form pays.
  await frameInput(page, 'Card number').fill('');
  await frameInput(page, 'Card number').pressSequentially('4111111111111111', { delay: 10 });
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(newCard(page).getByRole('alert')).toHaveCount(0);
  expect(payments.count()).toBe(2);
});

test('skin: 3DS2 frictionless ends with "Paid" and no field errors', async ({ page }) => {
  await open(page);
  await fillCard(page, '5454545454545454');
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised', { timeout: 20_000 });
  await expect(newCard(page).getByRole('button', { name: 'Paid' })).toBeVisible();
  await expect(newCard(page).getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  await expectNoFieldErrors(page);
  await page.screenshot({ path: 'test-results/end-skin-3ds2-frictionless.png', fullPage: true });
});

test('skin: the 3DS2 challenge takes focus, and ends with "Paid" and no field errors', async ({ page }) => {
  await open(page);
  await fillCard(page, '4212345678910006');
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  const challenge = newCard(page)
    .frameLocator('iframe[title="Verify your payment"]')
    .getByLabel('One-time code');
  await expect(challenge).toBeVisible({ timeout: 20_000 });
  await expect(newCard(page).getByRole('region', { name: 'Verify your payment' })).toBeFocused();
  await challenge.fill('1234');
  await challenge.press('Enter');
  await expect(page.getByTestId('result-code')).toHaveText('Authorised', { timeout: 20_000 });
  await expect(newCard(page).getByRole('button', { name: 'Paid' })).toBeVisible();
  await expectNoFieldErrors(page);
  // The form was kept (hidden) during the challenge: the frames still hold the card.
  await expect(frameInput(page, 'Card number')).toHaveValue('4212 3456 7891 0006');
  await page.screenshot({ path: 'test-results/end-skin-3ds2-challenge.png', fullPage: true });
});

test('skin: the QR code takes focus when it shows', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Continue to WeChat Pay' }).click();
  await expect(page.getByRole('region', { name: 'Scan the QR code' })).toBeFocused({ timeout: 20_000 });
});

test.describe('bare hooks', () => {
  const hooksFrame = (page: Page, title: string) =>
    page.frameLocator(`iframe[title="${title}"]`).locator('input');

  test.beforeEach(async ({ page }) => {
    await page.goto('/checkout-hooks/');
    await expect(page.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready', {
      timeout: 30_000,
    });
    // Click to Pay above the card keeps the form hidden until it knows it has nothing to offer.
    await expect(page.locator('[data-secured-field="cardNumber"]')).toBeVisible({ timeout: 30_000 });
  });

  async function payHooks(page: Page, number: string) {
    await hooksFrame(page, 'Card number').pressSequentially(number, { delay: 10 });
    await hooksFrame(page, 'Expiry date').pressSequentially('0330', { delay: 10 });
    await hooksFrame(page, 'Security code').pressSequentially('737', { delay: 10 });
    await page.getByLabel('Name on card').fill('J. Smith');
    await page.getByRole('button', { name: 'Pay €24.50' }).click();
  }

  test('a refusal is announced and focused, and the card stays', async ({ page }) => {
    await payHooks(page, '4000000000000002');
    await expect(page.getByTestId('result-code')).toHaveText('Refused');
    const alert = page.getByRole('alert').filter({ hasText: 'Payment refused' });
    await expect(alert).toBeFocused();
    await expect(hooksFrame(page, 'Card number')).toHaveValue('4000 0000 0000 0002');
    await expect(page.getByRole('button', { name: 'Pay €24.50' })).toBeEnabled();
    await page.screenshot({ path: 'test-results/end-hooks-refused.png', fullPage: true });
  });

  test('after success a second press sends nothing and the success stays', async ({ page }) => {
    const payments = countPayments(page);
    await payHooks(page, '4111111111111111');
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
    await page.getByLabel('Name on card').press('Enter');
    await page.waitForTimeout(1_500);
    expect(payments.count()).toBe(1);
    await expect(page.locator('.card-status')).toHaveText('Payment successful');
  });

  test('3DS2 frictionless ends with the success and no field errors', async ({ page }) => {
    await payHooks(page, '5454545454545454');
    await expect(page.getByTestId('result-code')).toHaveText('Authorised', { timeout: 20_000 });
    await expect(page.locator('.card-status')).toHaveText('Payment successful');
    await expect(page.locator('.card-error').filter({ hasText: /\S/ })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/end-hooks-3ds2.png', fullPage: true });
  });
});
