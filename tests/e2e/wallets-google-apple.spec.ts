// Google Pay and Apple Pay in both example checkouts, driven through the sandbox's stand-ins of
// Google's script and of ApplePaySession (docs/testing.md#wallets): each pays (end state, focus on
// the result, no second payment), the declined card's refusal is announced, Cancel returns to the
// button with nothing shown, a double press opens one sheet, Google's 3-D Secure card runs 3DS2, a
// Google Pay script that cannot load gives 'Google Pay is not available' while the card still pays,
// and axe finds nothing on the wallets.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';
import { test } from './fixtures';
import { expectOnlyThePaidPart, open } from './skin-page';

/** Records the page's payment calls and Apple Pay's merchant-session calls. */
function recordCalls(page: Page) {
  const payments: Request[] = [];
  const sessions: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/payments')) payments.push(request);
    if (pathname.endsWith('/applePay/sessions')) sessions.push(request);
  });
  return { payments, sessions };
}

const wallets = (page: Page) => page.getByRole('region', { name: 'Express checkout' });
const googleSheet = (page: Page) => page.getByRole('dialog', { name: 'Google Pay (sandbox)' });
const appleSheet = (page: Page) => page.getByRole('dialog', { name: 'Apple Pay (sandbox)' });
const googleButton = (page: Page) => wallets(page).getByRole('button', { name: 'Google Pay' });
const appleButton = (page: Page) => wallets(page).getByRole('button', { name: 'Apple Pay' });

test.describe('default skin', () => {
  test.beforeEach(async ({ page }) => {
    await open(page);
    await expect(googleButton(page)).toBeVisible();
    await expect(appleButton(page)).toBeEnabled();
  });

  test('Google Pay pays: the token and browserInfo sent once, success focused, only the wallet left', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    const axe = await new AxeBuilder({ page }).include('.shop-wallets').analyze();
    expect(axe.violations).toEqual([]);
    await page.screenshot({ path: 'test-results/wallets-skin-buttons.png', fullPage: true });
    await googleButton(page).click();
    await expect(googleSheet(page)).toBeVisible();
    await expect(googleSheet(page)).toContainText('EUR 120.00');
    await expect(googleSheet(page).getByRole('button', { name: 'Pay with Visa •••• 1111' })).toBeFocused();
    await page.screenshot({ path: 'test-results/wallets-google-sheet.png', fullPage: true });
    await googleSheet(page).getByRole('button', { name: 'Pay with Visa •••• 1111' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    const success = wallets(page).getByRole('status').filter({ hasText: 'Payment successful' });
    await expect(success).toBeFocused();
    expect(calls.payments).toHaveLength(1);
    const body = calls.payments[0]!.postDataJSON() as {
      paymentMethod: Record<string, unknown>;
      browserInfo: Record<string, unknown>;
    };
    expect(Object.keys(body.paymentMethod).sort()).toEqual([
      'checkoutAttemptId',
      'googlePayCardNetwork',
      'googlePayToken',
      'type',
    ]);
    expect(body.paymentMethod).toMatchObject({ type: 'googlepay', googlePayCardNetwork: 'VISA' });
    expect(JSON.parse(String(body.paymentMethod['googlePayToken']))).toMatchObject({
      protocolVersion: 'ECv2',
    });
    expect(body.browserInfo).toMatchObject({ colorDepth: expect.any(Number), userAgent: expect.any(String) });
    // Only the wallet that paid is left, with no button to pay again.
    await expectOnlyThePaidPart(page, 'Express checkout', [], { donation: true });
    await expect(googleButton(page)).toBeHidden();
    await page.waitForTimeout(300);
    expect(calls.payments).toHaveLength(1);
    await page.screenshot({ path: 'test-results/wallets-google-paid.png', fullPage: true });
  });

  test('Google Pay declined: the refusal announced and focused; pressing again pays once more', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    await googleButton(page).click();
    await googleSheet(page).getByRole('button', { name: 'Pay with Visa •••• 0002 (declined)' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Refused');
    const refusal = wallets(page).getByRole('alert').filter({ hasText: 'Payment refused' });
    await expect(refusal).toBeFocused();
    await expect(refusal).toHaveCount(1);
    expect(calls.payments).toHaveLength(1);
    await page.screenshot({ path: 'test-results/wallets-google-declined.png', fullPage: true });
    // Back to ready: the other methods are back, and Google Pay may be pressed again.
    await expect(page.getByRole('region', { name: 'Pay by card' })).toBeVisible();
    await googleButton(page).click();
    await googleSheet(page).getByRole('button', { name: 'Pay with Mastercard •••• 4444' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    expect(calls.payments).toHaveLength(2);
    expect((calls.payments[1]!.postDataJSON() as { paymentMethod: object }).paymentMethod).toMatchObject({
      googlePayCardNetwork: 'MASTERCARD',
    });
  });

  test('Google Pay cancelled (button, then Escape): back to the button, nothing shown or sent', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    await googleButton(page).click();
    await googleSheet(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(googleSheet(page)).toHaveCount(0);
    await expect(googleButton(page)).toBeVisible();
    await expect(wallets(page).getByRole('alert')).toHaveCount(0);
    await page.waitForTimeout(350);
    await googleButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(googleSheet(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(googleSheet(page)).toHaveCount(0);
    await expect(wallets(page).getByRole('alert')).toHaveCount(0);
    expect(calls.payments).toHaveLength(0);
    await expect(page.getByTestId('result-code')).toHaveCount(0);
  });

  test('Google Pay: a double press opens one sheet', async ({ page }) => {
    await googleButton(page).dblclick();
    await expect(googleSheet(page)).toHaveCount(1);
    await googleSheet(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(googleSheet(page)).toHaveCount(0);
  });

  test("Google Pay's 3-D Secure card: the challenge in the wallet's place, then Authorised", async ({
    page,
  }) => {
    await googleButton(page).click();
    await googleSheet(page).getByRole('button', { name: 'Pay with Visa •••• 1091 (3-D Secure)' }).click();
    const code = wallets(page)
      .frameLocator('iframe[title="Verify your payment"]')
      .getByLabel('One-time code');
    await expect(code).toBeVisible();
    await page.screenshot({ path: 'test-results/wallets-google-3ds2.png', fullPage: true });
    await code.fill('1234');
    await code.press('Enter');
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  });

  test('Apple Pay pays: merchant validated, applePayToken sent once, the sheet completed', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    await appleButton(page).click();
    await expect(appleSheet(page)).toBeVisible();
    const pay = appleSheet(page).getByRole('button', { name: 'Pay with Visa •••• 1111' });
    await expect(pay).toBeEnabled();
    expect(calls.sessions).toHaveLength(1);
    expect(calls.sessions[0]!.postDataJSON()).toEqual({
      displayName: 'Sandbox Merchant',
      domainName: '127.0.0.1',
      initiative: 'web',
      merchantIdentifier: 'merchant.test.sandbox',
    });
    await page.screenshot({ path: 'test-results/wallets-apple-sheet.png', fullPage: true });
    await pay.click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    await expect(appleSheet(page)).toHaveCount(0);
    await expect(wallets(page).getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
    expect(calls.payments).toHaveLength(1);
    const method = (calls.payments[0]!.postDataJSON() as { paymentMethod: Record<string, string> })
      .paymentMethod;
    expect(method['type']).toBe('applepay');
    const token = JSON.parse(Buffer.from(method['applePayToken']!, 'base64').toString('utf8'));
    expect(token).toMatchObject({ paymentData: { version: 'EC_v1' }, paymentMethod: { network: 'Visa' } });
    await expectOnlyThePaidPart(page, 'Express checkout', [], { donation: true });
    await page.screenshot({ path: 'test-results/wallets-apple-paid.png', fullPage: true });
  });

  test('Apple Pay declined: the sheet completes with failure, the refusal announced', async ({ page }) => {
    await appleButton(page).click();
    await appleSheet(page).getByRole('button', { name: 'Pay with Visa •••• 0002 (declined)' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Refused');
    await expect(appleSheet(page)).toHaveCount(0);
    await expect(wallets(page).getByRole('alert').filter({ hasText: 'Payment refused' })).toBeFocused();
    await expect(appleButton(page)).toBeEnabled();
  });

  test('Apple Pay cancelled: back to the button, nothing shown or sent', async ({ page }) => {
    const calls = recordCalls(page);
    await appleButton(page).click();
    await expect(appleSheet(page).getByRole('button', { name: 'Pay with Visa •••• 1111' })).toBeEnabled();
    await appleSheet(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(appleSheet(page)).toHaveCount(0);
    await expect(appleButton(page)).toBeEnabled();
    await expect(wallets(page).getByRole('alert')).toHaveCount(0);
    expect(calls.payments).toHaveLength(0);
  });
});

test.describe('bare hooks', () => {
  test('Google Pay and Apple Pay pay; axe finds nothing; a cancel shows no error', async ({ page }) => {
    await page.goto('/checkout-hooks/');
    await expect(googleButton(page)).toBeVisible();
    await expect(appleButton(page)).toBeEnabled();
    const axe = await new AxeBuilder({ page }).include('.wallets').analyze();
    expect(axe.violations).toEqual([]);
    await appleButton(page).click();
    await appleSheet(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(appleSheet(page)).toHaveCount(0);
    await expect(page.getByTestId('checkout-error')).toHaveCount(0);
    await googleButton(page).click();
    await googleSheet(page).getByRole('button', { name: 'Pay with Visa •••• 1111' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    await expect(wallets(page).getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
    await page.screenshot({ path: 'test-results/wallets-hooks-paid.png', fullPage: true });
  });

  test("a Google Pay script that cannot load: 'Google Pay is not available', Apple Pay and the card still pay", async ({
    page,
  }) => {
    await page.route('**/googlepay/gp/p/js/pay.js', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto('/checkout-hooks/');
    await expect(page.getByTestId('checkout-error')).toHaveText('ERROR: Google Pay is not available');
    await expect(appleButton(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Google Pay' })).toHaveCount(0);
    await expect(page.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
    // Click to Pay above the card keeps the form hidden until it knows it has nothing to offer.
    await expect(page.locator('[data-secured-field="cardNumber"]')).toBeVisible();
    const frameInput = (title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('input');
    await frameInput('Card number').pressSequentially('4111111111111111', { delay: 10 });
    await frameInput('Expiry date').pressSequentially('0330', { delay: 10 });
    await frameInput('Security code').pressSequentially('737', { delay: 10 });
    await page.getByLabel('Name on card').fill('J. Smith');
    await page.getByRole('button', { name: 'Pay €24.50' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    await page.screenshot({ path: 'test-results/wallets-google-script-failed.png', fullPage: true });
  });
});
