// Issue 30 ("Also seen"): the accessibility of payment end states in both example checkouts. A stored
// card's failed submit moves focus to its security code; a pending voucher or bank transfer leaves no
// success alert behind it; a refused redirect offers the way back to the checkout.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { open } from './skin-page';

const saved = (page: Page) => page.getByRole('region', { name: 'Your saved card' });

/** Counts the payment requests (`/payments`, not `/paymentDetails`) the page sends. */
function countPayments(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/payments')) count += 1;
  });
  return { count: () => count };
}

test('skin: Pay on the saved card with its security code empty shows the error and focuses the code', async ({
  page,
}) => {
  const payments = countPayments(page);
  await open(page);
  const code = saved(page).locator('[data-secured-field="securityCode"]');
  await expect(code).toHaveAttribute('data-state', 'ready');
  const pay = saved(page).getByRole('button', { name: 'Pay €120.00' });
  await pay.click();
  await expect(saved(page).getByText('Enter the security code').first()).toBeVisible();
  await expect(saved(page).locator('iframe[title="Security code"]')).toBeFocused();
  await expect(pay).not.toBeFocused();
  await page.screenshot({ path: 'test-results/stored-card-empty-code.png', fullPage: true });
  expect(payments.count()).toBe(0);
});

/**
 * The end state of a pending voucher or bank transfer: its screen alone, focused, and no success
 * announcement anywhere in the document (hidden ones included: a hidden role=alert is still in the
 * accessibility tree's history of announcements and in the DOM).
 */
async function expectVoucherAlone(page: Page, name: string) {
  const voucher = page.getByRole('region', { name });
  await expect(voucher).toBeVisible();
  await expect(voucher).toBeFocused();
  await expect(voucher.getByRole('heading', { name })).toBeVisible();
  // Counted over the whole DOM, hidden elements included.
  await expect(page.locator('*', { hasText: /^\W*Payment successful$/ })).toHaveCount(0);
  await expect(page.locator('[role="alert"]')).toHaveCount(0);
  await expect(page.locator('.hc-result, .bank-status, .card-status')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

/** Opens the skin example in a market and picks a voucher method; returns its form. */
async function chooseInSkin(page: Page, market: string, method: string, type: string) {
  await page.goto(`/checkout-skin/?market=${market}`);
  await expect(
    page.getByRole('region', { name: 'Pay by card' }).locator('[data-secured-field="cardNumber"]'),
  ).toHaveAttribute('data-state', 'ready');
  const section = page.getByRole('region', { name: 'Pay later at a shop or bank' });
  const radio = section.getByRole('radio', { name: method, exact: true });
  await expect(async () => {
    await radio.check({ timeout: 2_000 });
  }).toPass();
  const form = section.locator(`form.hc-method--${type}`);
  await expect(form).toBeVisible();
  return form;
}

/** Opens the hooks example in a market and picks a method of its 'Bank debit and pay later' part. */
async function chooseInHooks(page: Page, market: string, method: string) {
  await page.goto(`/checkout-hooks/?market=${market}`);
  const section = page.getByRole('region', { name: 'Bank debit and pay later' });
  await section.getByRole('radio', { name: method, exact: true }).check();
  return section.getByRole('form', { name: method });
}

test('skin: the Multibanco voucher shows alone, focused, with no "Payment successful" behind it', async ({
  page,
}) => {
  const payments = countPayments(page);
  const form = await chooseInSkin(page, 'PT', 'Multibanco', 'multibanco');
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  await expectVoucherAlone(page, 'Payment reference');
  await page.screenshot({ path: 'test-results/end-voucher-skin-multibanco.png', fullPage: true });
  expect(payments.count()).toBe(1);
});

test('skin: the bank transfer details show alone, focused, with no "Payment successful" behind them', async ({
  page,
}) => {
  const form = await chooseInSkin(page, 'NL', 'Bank Transfer', 'bankTransfer_IBAN');
  await form.getByRole('button', { name: 'Continue to Bank Transfer' }).click();
  await expectVoucherAlone(page, 'Bank transfer details');
  await page.screenshot({ path: 'test-results/end-voucher-skin-bank-transfer.png', fullPage: true });
});

test('hooks: the Multibanco voucher and the bank transfer show alone, focused, with no success message', async ({
  page,
}) => {
  const multibanco = await chooseInHooks(page, 'PT', 'Multibanco');
  await multibanco.getByRole('button', { name: 'Confirm purchase' }).click();
  await expectVoucherAlone(page, 'Payment reference');
  await page.screenshot({ path: 'test-results/end-voucher-hooks-multibanco.png', fullPage: true });
  const transfer = await chooseInHooks(page, 'NL', 'Bank Transfer');
  await transfer.getByRole('button', { name: /Bank Transfer|Confirm purchase/ }).click();
  await expectVoucherAlone(page, 'Bank transfer details');
  await page.screenshot({ path: 'test-results/end-voucher-hooks-bank-transfer.png', fullPage: true });
});
