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

/** The examples' pages, by path on the examples' server. */
const EXAMPLE_PAGES = ['/', '/checkout-skin/', '/checkout-hooks/', '/checkout-dropin/', '/backoffice-app/'];

test('the example pages have an icon: no request for a favicon fails or logs an error', async ({ page }) => {
  const favicon = /favicon/i;
  const problems: string[] = [];
  const asked: string[] = [];
  page.on('request', (request) => {
    if (favicon.test(request.url())) asked.push(request.url());
  });
  page.on('requestfailed', (request) => {
    if (favicon.test(request.url())) problems.push(`failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (favicon.test(response.url()) && response.status() >= 400)
      problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && (favicon.test(message.text()) || favicon.test(message.location().url)))
      problems.push(`console: ${message.text()}`);
  });
  for (const path of EXAMPLE_PAGES) {
    await page.goto(path, { waitUntil: 'load' });
    // A browser with a tab strip asks for an icon once the page has loaded: let it.
    await page.waitForLoadState('networkidle');
    // The headless shell asks for none: fetch the icon a browser would show, the page's own
    // (`<link rel="icon">`) or else /favicon.ico, as it would.
    const declared = await page
      .locator('link[rel~="icon"]')
      .getAttribute('href', { timeout: 1_000 })
      .catch(() => null);
    const icon = new URL(declared ?? '/favicon.ico', page.url());
    if (icon.protocol === 'data:') {
      expect(icon.href, path).toMatch(/^data:image\/svg\+xml,/);
      continue;
    }
    const answer = await page.request.get(icon.href, {
      headers: { Accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
    });
    expect(`${answer.status()} ${answer.headers()['content-type']}`, `${path}: ${icon.href}`).toMatch(
      /^200 image\//,
    );
  }
  expect(problems).toEqual([]);
  expect(asked).toEqual([]);
});

test('the sandbox root says what it is and links the examples, with no accessibility violations', async ({
  page,
  servers,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto(servers.sandboxUrl);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
  await expect(page).toHaveTitle('Sandbox payment service – headless-checkout');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox payment service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
  await expect(page.getByText('A local stand-in for the payment service')).toBeVisible();

  const examples = page.getByRole('list').filter({ has: page.getByRole('link', { name: 'Landing page' }) });
  const links = examples.getByRole('link');
  await expect(links).toHaveText([
    'Landing page',
    'Checkout with the default skin',
    'Checkout on bare hooks',
    'Drop-in checkout',
    'Creator back office',
  ]);
  for (const [name, path] of [
    ['Landing page', ''],
    ['Checkout with the default skin', 'checkout-skin/'],
    ['Checkout on bare hooks', 'checkout-hooks/'],
    ['Drop-in checkout', 'checkout-dropin/'],
    ['Creator back office', 'backoffice-app/'],
  ] as const) {
    await expect(examples.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `${servers.examplesUrl}${path}`,
    );
  }
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  expect(errors).toEqual([]);

  await examples.getByRole('link', { name: 'Checkout with the default skin' }).click();
  await expect(page).toHaveURL(`${servers.examplesUrl}checkout-skin/`);
  await expect(page).toHaveTitle('Checkout with the default skin — headless-checkout');
});
