// Issue 13: on a slow network a Pay click within about 300 ms of the last digit was lost (no
// payment, no error). Under Slow 4G (Chrome's preset: 150 ms latency, 1.6 Mbps down, 750 kbps
// up, emulated with CDP once the page has loaded) a Pay click right after the last digit, or Enter
// in the security-code frame, pays once; and the click costs one request to the payment service,
// the /payments: the public key and the checkout attempt id were fetched ahead, at mount.
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { test } from './fixtures';
import { newCard, open as openSkin } from './skin-page';

/** Chrome DevTools' Slow 4G: 150 ms latency, 1.6 Mbps down (200,000 bytes/s), 750 kbps up. */
async function emulateSlow4g(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 93_750,
  });
}

/** Every request the page (its frames included) makes to the payment service from now on. */
function serviceRequests(page: Page, sandboxUrl: string): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(sandboxUrl)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Types the card into the frames of `scope`: the security code's last digit is the last key. */
async function typeCard(scope: Page | Locator) {
  const input = (title: string) => scope.frameLocator(`iframe[title="${title}"]`).locator('input');
  await input('Card number').pressSequentially('4111111111111111', { delay: 10 });
  await input('Expiry date').pressSequentially('0330', { delay: 10 });
  await input('Security code').pressSequentially('737', { delay: 10 });
  return input('Security code');
}

/**
 * The requests to the service, once the end state has shown: while the card was typed, only bin
 * lookups (the key was fetched when the frames loaded); from the click (or Enter) on, one request,
 * the /payments (the checkout attempt id was fetched at mount).
 */
async function expectOneRequestPerClick(page: Page, requests: string[], from: number) {
  // A second /payments would go out at once; give it time to show.
  await page.waitForTimeout(1_000);
  // The analytics logs (spec section 7) go out beside the payment and never hold it up: they are
  // not the payment service's payment calls, and risk-and-analytics.spec.ts checks them.
  const calls = requests
    .map((path, index) => ({ path, index }))
    .filter(({ path }) => !path.startsWith('/v2/analytics/'));
  expect(calls.filter(({ index, path }) => index < from && !path.endsWith('/binLookup'))).toEqual([]);
  expect(calls.filter(({ index }) => index >= from).map(({ path }) => path)).toEqual([
    expect.stringMatching(/\/payments$/),
  ]);
}

test.describe('under Slow 4G', () => {
  test('a Pay click right after the last digit pays, with one request (bare hooks)', async ({
    page,
    servers,
  }) => {
    await page.goto('/checkout-hooks/');
    await expect(page.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
    // Click to Pay above the card keeps the form hidden until it knows it has nothing to offer.
    await expect(page.locator('[data-secured-field="cardNumber"]')).toBeVisible();
    await page.getByLabel('Name on card').fill('J. Smith');
    await emulateSlow4g(page);
    const requests = serviceRequests(page, servers.sandboxUrl);
    await typeCard(page);
    const clicked = requests.length;
    await page.getByRole('button', { name: 'Pay €24.50' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    await expect(page.locator('.card-status')).toHaveText('Payment successful');
    await expectOneRequestPerClick(page, requests, clicked);
    await page.screenshot({ path: 'test-results/slow-network-hooks-paid.png', fullPage: true });
  });

  test('Enter in the security-code frame right after the last digit pays once (bare hooks)', async ({
    page,
    servers,
  }) => {
    await page.goto('/checkout-hooks/');
    await expect(page.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
    // Click to Pay above the card keeps the form hidden until it knows it has nothing to offer.
    await expect(page.locator('[data-secured-field="cardNumber"]')).toBeVisible();
    await page.getByLabel('Name on card').fill('J. Smith');
    await emulateSlow4g(page);
    const requests = serviceRequests(page, servers.sandboxUrl);
    const securityCode = await typeCard(page);
    const pressed = requests.length;
    await securityCode.press('Enter');
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    await expect(page.locator('.card-status')).toHaveText('Payment successful');
    await expectOneRequestPerClick(page, requests, pressed);
    await page.screenshot({ path: 'test-results/slow-network-hooks-enter-paid.png', fullPage: true });
  });

  test('a Pay click right after the last digit pays, with one request (skin)', async ({ page, servers }) => {
    await openSkin(page);
    await newCard(page).getByLabel('Name on card').fill('J. Smith');
    await newCard(page)
      .getByLabel(/Postal code/)
      .fill('1012 AB');
    await emulateSlow4g(page);
    const requests = serviceRequests(page, servers.sandboxUrl);
    await typeCard(newCard(page));
    const clicked = requests.length;
    await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    await expect(newCard(page).locator('.hc-pay-button')).toHaveAttribute('data-state', 'success');
    await expect(newCard(page).locator('.hc-pay-button')).toHaveText(/Paid/);
    await expectOneRequestPerClick(page, requests, clicked);
    await page.screenshot({ path: 'test-results/slow-network-skin-paid.png', fullPage: true });
  });
});
