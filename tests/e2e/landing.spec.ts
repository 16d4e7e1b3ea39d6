import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './fixtures';

test('the landing page shows the running sandbox and the skin, in any locale', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'headless-checkout' })).toBeVisible();
  await expect(
    page.getByText(/Sandbox running at http:\/\/127\.0\.0\.1:\d+\/ \(\d{3} countries/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay €24.99' }).first()).toBeVisible();

  await page.getByLabel('Locale').selectOption('de-DE');
  await expect(page.getByRole('button', { name: '24,99 € bezahlen' })).toBeVisible();

  await page.getByLabel('Locale').selectOption('ar');
  await expect(page.locator('.hc-root')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.hc-root')).toHaveAttribute('lang', 'ar');

  await page.getByLabel('Currency').selectOption('JPY');
  await page.getByLabel('Locale').selectOption('ja-JP');
  await expect(page.locator('.hc-pay-button[data-state="ready"]')).toContainText('2,500');

  await page.screenshot({ path: 'test-results/landing.png', fullPage: true });
});

test('the landing page has no accessibility violations and works by keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/Sandbox running/)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Checkout with the default skin' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Drop-in checkout' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'on bare hooks', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'advanced flow', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Checkout on bare hooks' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Partial payment with gift cards' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Creator back office' })).toBeFocused();
  // The methods' table: each method's two checkouts, in order, then the skin preview's controls.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'SEPA Direct Debit with the default skin' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'SEPA Direct Debit on bare hooks' })).toBeFocused();
  for (let press = 0; press < 32; press += 1) await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Oney 12x on bare hooks' })).toBeFocused();
  // Then the vouchers and the bank transfer (issue 15): 11 methods, two links each.
  for (let press = 0; press < 22; press += 1) await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Bank Transfer on bare hooks' })).toBeFocused();
  // The phone, code and QR methods (issue 15): two links each.
  for (let press = 0; press < 24; press += 1) await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'DuitNow on bare hooks' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Locale')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Currency')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('.hc-pay-button[data-state="ready"]')).toBeFocused();
});

test('the validation toolkit formats as you type and shows translated errors after blur', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.getByLabel('Card number');
  await card.fill('4111111111111111');
  await expect(card).toHaveValue('4111 1111 1111 1111');
  await expect(page.getByText('Visa · CVV')).toBeVisible();

  const iban = page.getByLabel('Account number (IBAN)');
  await iban.fill('nl91abna0417164301');
  await expect(iban).toHaveValue('NL91 ABNA 0417 1643 01');
  await expect(iban).not.toHaveAttribute('aria-invalid', 'true');
  await iban.press('Tab');
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid account number' })).toBeVisible();
  await iban.fill('NL91ABNA0417164300');
  await expect(iban).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Country/Region').selectOption('DE');
  const postalCode = page.getByLabel('Postal code');
  await postalCode.fill('123456');
  await postalCode.press('Tab');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter a valid postal code. Expected format: 99999' }),
  ).toBeVisible();

  await page.getByLabel('Locale').selectOption('nl-NL');
  await expect(page.getByRole('alert').filter({ hasText: /99999/ })).toHaveText(
    'Voer een geldige postcode in. Verwachte notatie: 99999',
  );
  await page.screenshot({ path: 'test-results/landing-toolkit.png', fullPage: true });
});
