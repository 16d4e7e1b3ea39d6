import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the landing page shows the running sandbox and the skin, in any locale', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'headless-checkout' })).toBeVisible();
  await expect(page.getByText(/Sandbox running at http:\/\/127\.0\.0\.1:\d+\/ \(\d{3} countries/)).toBeVisible();
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
  await expect(page.getByLabel('Locale')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Currency')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('.hc-pay-button[data-state="ready"]')).toBeFocused();
});
