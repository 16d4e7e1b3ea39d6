// Amazon Pay and PayPal in the example checkouts, driven through the sandbox's stand-ins of
// Amazon's checkout.js (and its checkout page) and PayPal's SDK (docs/sandbox.md): Amazon Pay's
// review and sign-out, its payment (end state: the result shown and focused, one payment), the
// decline flow after a refusal; PayPal's approve pays, cancel returns to the buttons; axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';
import { test } from './fixtures';
import { openHooksAmazonReview } from './hooks-page';

/** Records the payment calls the page sends: /payments and /paymentDetails with their bodies. */
function recordCalls(page: Page) {
  const payments: Request[] = [];
  const details: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/payments')) payments.push(request);
    if (pathname.endsWith('/paymentDetails')) details.push(request);
  });
  return { payments, details };
}

const wallets = (page: Page) => page.getByRole('region', { name: 'Pay with a wallet' });
const amazonButton = (page: Page) => wallets(page).getByRole('button', { name: 'Amazon Pay' });
const paypalButton = (page: Page, name: string) => wallets(page).getByRole('button', { name, exact: true });

/** Opens the skin example and waits for both wallets' buttons. */
async function openSkin(page: Page) {
  await page.goto('/checkout-skin/');
  await expect(amazonButton(page)).toBeVisible();
  await expect(paypalButton(page, 'PayPal')).toBeVisible();
}

/** From the Amazon Pay button to the review, with the instrument chosen at the stand-in's checkout page. */
async function toReview(
  page: Page,
  instrument: 'Visa ••••1111' | 'Mastercard ••••0002 (declined at payment)',
) {
  await amazonButton(page).click();
  await expect(page.getByRole('heading', { name: 'Pay with Amazon' })).toBeVisible();
  await page.getByLabel('Payment method').selectOption({ label: instrument });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/amazonCheckoutSessionId=AMZN-SANDBOX-/);
  const review = page.getByRole('region', { name: 'Review your order' });
  await expect(review.getByRole('button', { name: 'Confirm purchase' })).toBeEnabled();
  return review;
}

test.describe('Amazon Pay (skin)', () => {
  test('review: the address and payment chosen at Amazon; sign-out returns to the button', async ({
    page,
  }) => {
    await openSkin(page);
    const review = await toReview(page, 'Visa ••••1111');
    // Back from Amazon, the review is a new screen: focus on its title.
    await expect(review.getByRole('heading', { name: 'Review your order' })).toBeFocused();
    await expect(review).toContainText('Jan Jansen, Simon Carmiggeltstraat 6-50, 1011 DJ Amsterdam, NL');
    await expect(review).toContainText('Visa ••••1111');
    // Back from Amazon, only Amazon Pay shows.
    await expect(paypalButton(page, 'PayPal')).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).include('.shop-wallets').analyze();
    expect(axe.violations).toEqual([]);
    await page.screenshot({ path: 'test-results/amazonpay-review.png', fullPage: true });

    await review.getByRole('button', { name: 'Sign out from Amazon' }).click();
    await expect(amazonButton(page)).toBeVisible();
    await expect(page).not.toHaveURL(/amazonCheckoutSessionId/);
    await expect(page.getByRole('region', { name: 'Review your order' })).toHaveCount(0);
  });

  test('pays: change payment details, confirm purchase, the result shown and focused, one payment', async ({
    page,
  }) => {
    await openSkin(page);
    let review = await toReview(page, 'Visa ••••1111');
    // Change payment details: Amazon's page again for this session, then back to the review.
    await review.getByRole('button', { name: 'Change payment details' }).click();
    await expect(page.getByRole('heading', { name: 'Change your payment details' })).toBeVisible();
    await page.getByLabel('Shipping address').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Continue' }).click();
    review = page.getByRole('region', { name: 'Review your order' });
    await expect(review).toContainText('Keizersgracht 313');

    const calls = recordCalls(page);
    await review.getByRole('button', { name: 'Confirm purchase' }).click();
    // Amazon confirms, then returns to the page, which pays once.
    await expect(page).toHaveURL(/amazonCheckoutResult=1/);
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    const success = wallets(page).getByRole('status').filter({ hasText: 'Payment successful' });
    await expect(success).toBeFocused();
    expect(calls.payments).toHaveLength(1);
    const body = calls.payments[0]!.postDataJSON() as {
      paymentMethod: Record<string, unknown>;
      browserInfo: Record<string, unknown>;
    };
    expect(body.paymentMethod).toEqual({
      type: 'amazonpay',
      checkoutSessionId: expect.stringMatching(/^AMZN-SANDBOX-/) as unknown as string,
      checkoutAttemptId: expect.any(String) as unknown as string,
    });
    expect(Object.keys(body.browserInfo).sort()).toEqual([
      'acceptHeader',
      'colorDepth',
      'javaEnabled',
      'language',
      'screenHeight',
      'screenWidth',
      'timeZoneOffset',
      'userAgent',
    ]);
    // Nothing left to pay with: no second payment.
    await expect(wallets(page).getByRole('button')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(calls.payments).toHaveLength(1);
    await page.screenshot({ path: 'test-results/amazonpay-paid.png', fullPage: true });
  });

  test('declined: the refusal shown and focused; the decline flow chooses another instrument, which pays', async ({
    page,
  }) => {
    await openSkin(page);
    const review = await toReview(page, 'Mastercard ••••0002 (declined at payment)');
    await expect(review).toContainText('Mastercard ••••0002');
    await review.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Refused');
    const refusal = wallets(page).getByRole('alert').filter({ hasText: 'Payment refused' });
    await expect(refusal).toBeFocused();
    await expect(wallets(page).getByRole('alert')).toHaveCount(1);
    await page.screenshot({ path: 'test-results/amazonpay-refused.png', fullPage: true });

    await wallets(page).getByRole('button', { name: 'Change payment details' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your payment was declined. Choose another payment method.',
    );
    await page.getByLabel('Payment method').selectOption({ label: 'Visa ••••1111' });
    await page.getByRole('button', { name: 'Continue' }).click();
    const again = page.getByRole('region', { name: 'Review your order' });
    await expect(again).toContainText('Visa ••••1111');
    await again.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    await expect(wallets(page).getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  });
});

test.describe('PayPal (skin)', () => {
  test('the buttons PayPal offers; axe finds no violation', async ({ page }) => {
    await openSkin(page);
    // EUR: PayPal and Pay Later; Credit is for USD.
    await expect(paypalButton(page, 'Pay Later')).toBeVisible();
    await expect(paypalButton(page, 'PayPal Credit')).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).include('.shop-wallets').analyze();
    expect(axe.violations).toEqual([]);
    await page.screenshot({ path: 'test-results/wallets-ready.png', fullPage: true });
  });

  test('approve pays: the sdk action opens PayPal, the approval goes to paymentDetails', async ({ page }) => {
    await openSkin(page);
    const calls = recordCalls(page);
    await paypalButton(page, 'PayPal').click();
    const dialog = page.getByRole('dialog', { name: 'PayPal (sandbox)' });
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(wallets(page).getByRole('status').filter({ hasText: 'Processing payment…' })).toBeAttached();
    await page.screenshot({ path: 'test-results/paypal-dialog.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    await expect(wallets(page).getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
    expect(calls.payments).toHaveLength(1);
    expect((calls.payments[0]!.postDataJSON() as { paymentMethod: unknown }).paymentMethod).toEqual({
      type: 'paypal',
      subtype: 'sdk',
      checkoutAttemptId: expect.any(String) as unknown as string,
    });
    expect(calls.details).toHaveLength(1);
    const details = (calls.details[0]!.postDataJSON() as { details: Record<string, unknown> }).details;
    expect(details['orderID']).toEqual(expect.any(String));
    expect(details['payerID']).toEqual(expect.any(String));
    // The session is paid: neither wallet offers another payment.
    await expect(wallets(page).getByRole('button')).toHaveCount(0);
  });

  test('cancel returns to the buttons with nothing paid; Pay Later then pays', async ({ page }) => {
    await openSkin(page);
    const calls = recordCalls(page);
    await paypalButton(page, 'PayPal').click();
    const dialog = page.getByRole('dialog', { name: 'PayPal (sandbox)' });
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(wallets(page).locator('.hc-paypal')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('result-code')).toHaveCount(0);
    await expect(wallets(page).getByRole('alert')).toHaveCount(0);
    expect(calls.details).toHaveLength(0);

    await paypalButton(page, 'Pay Later').click();
    await page
      .getByRole('dialog', { name: 'Pay Later (sandbox)' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    expect(calls.payments).toHaveLength(2);
    expect(calls.details).toHaveLength(1);
  });
});

test.describe('bare hooks', () => {
  test('PayPal approve pays; Amazon Pay reaches its review', async ({ page }) => {
    await page.goto('/checkout-hooks/');
    const section = page.getByRole('region', { name: 'Pay with a wallet' });
    await section.getByRole('button', { name: 'PayPal', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'PayPal (sandbox)' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    await expect(section.getByText('Payment successful')).toBeFocused();
    await expect(section.getByRole('button', { name: 'Amazon Pay' })).toHaveCount(0);
    await expect(page.getByTestId('checkout-error')).toHaveCount(0);

    await openHooksAmazonReview(page);
    await expect(page.getByText('Payment method: Visa ••••1111')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeFocused();
  });
});
