// Klarna's widget in both example checkouts, driven through the sandbox's stand-in of Klarna's
// script: approved ends in success, declined in the refusal (announced, no second payment), closed
// back to the widget with the error, and a second confirm then pays.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';
import { test } from './fixtures';
import { open } from './skin-page';

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

const NOT_COMPLETED = 'Your Klarna purchase was not completed. Please try again.';

/** The stand-in's dialog, after the shopper confirmed. */
const klarnaDialog = (page: Page) => page.getByRole('dialog', { name: 'Klarna. Pay later' });

test.describe('bare hooks', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/checkout-hooks/');
    await page.getByRole('button', { name: 'Continue to Klarna' }).click();
    const step = page.getByRole('region', { name: 'Klarna' });
    await expect(step).toBeFocused();
    // The stand-in rendered its widget into the container.
    await expect(step.getByRole('group', { name: 'Klarna. Pay later' })).toBeVisible();
  });

  test('approved: the authorization token goes to paymentDetails and the payment succeeds', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    await page.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(klarnaDialog(page)).toBeVisible();
    await expect(klarnaDialog(page).getByRole('button', { name: 'Approve' })).toBeFocused();
    await page.screenshot({ path: 'test-results/klarna-hooks-dialog.png', fullPage: true });
    await klarnaDialog(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    const success = page.getByRole('status').filter({ hasText: 'Payment successful' });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    expect(calls.payments).toHaveLength(0);
    expect(calls.details).toHaveLength(1);
    const body = calls.details[0]!.postDataJSON() as { details: Record<string, unknown> };
    expect(Object.keys(body.details)).toEqual(['authorization_token']);
    expect(String(body.details['authorization_token']).length).toBeGreaterThan(20);
    // After success there is nothing left to pay with.
    await expect(page.getByRole('button', { name: 'Continue to Klarna' })).toBeDisabled();
    await page.screenshot({ path: 'test-results/klarna-hooks-approved.png', fullPage: true });
  });

  test('declined: empty details, the refusal announced and focused, no second payment', async ({ page }) => {
    const calls = recordCalls(page);
    await page.getByRole('button', { name: 'Confirm purchase' }).click();
    await klarnaDialog(page).getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Refused');
    const refusal = page.getByRole('alert').filter({ hasText: 'Payment refused' });
    await expect(refusal).toBeFocused();
    expect(calls.details).toHaveLength(1);
    expect((calls.details[0]!.postDataJSON() as { details: unknown }).details).toEqual({});
    expect(calls.payments).toHaveLength(0);
    await expect(klarnaDialog(page)).toHaveCount(0);
    // Back to ready: the shopper may choose again.
    await expect(page.getByRole('button', { name: 'Continue to Klarna' })).toBeEnabled();
    await page.screenshot({ path: 'test-results/klarna-hooks-declined.png', fullPage: true });
  });

  test('closed: back to the widget with the error reported, nothing sent; confirming again pays', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    await page.getByRole('button', { name: 'Confirm purchase' }).click();
    await klarnaDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(klarnaDialog(page)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: NOT_COMPLETED })).toBeVisible();
    await expect(page.getByTestId('checkout-error')).toContainText('ERROR: Klarna: the shopper closed');
    await expect(page.getByRole('button', { name: 'Confirm purchase' })).toBeEnabled();
    expect(calls.details).toHaveLength(0);
    expect(calls.payments).toHaveLength(0);
    await page.screenshot({ path: 'test-results/klarna-hooks-closed.png', fullPage: true });
    // Escape closes the dialog the same way; then approve.
    await page.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(klarnaDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(klarnaDialog(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirm purchase' }).click();
    await klarnaDialog(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    expect(calls.payments).toHaveLength(0);
    expect(calls.details).toHaveLength(1);
  });
});

test.describe('default skin', () => {
  // Klarna in the skin is the pay-later chooser's method: PaymentMethodForm with useKlarnaWidget.
  const other = (page: Page) => page.getByRole('region', { name: 'Pay later' });

  test.beforeEach(async ({ page }) => {
    await open(page);
    await other(page).getByRole('radio', { name: 'Pay later with Klarna.' }).check();
    await other(page).getByRole('button', { name: 'Continue to Klarna' }).click();
    await expect(other(page).getByRole('region', { name: 'Klarna' })).toBeFocused();
    await expect(other(page).getByRole('group', { name: 'Klarna. Pay later' })).toBeVisible();
  });

  test('approved: success end screen, and axe finds nothing on the widget', async ({ page }) => {
    const axe = await new AxeBuilder({ page }).include('.hc-method--klarna').analyze();
    expect(axe.violations).toEqual([]);
    await page.screenshot({ path: 'test-results/klarna-skin-widget.png', fullPage: true });
    await other(page).getByRole('button', { name: 'Confirm purchase' }).click();
    await klarnaDialog(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    await expect(other(page).getByText('Payment successful')).toBeVisible();
    await page.screenshot({ path: 'test-results/klarna-skin-approved.png', fullPage: true });
  });

  test('declined: the refusal is shown and announced, back to the methods', async ({ page }) => {
    const calls = recordCalls(page);
    await other(page).getByRole('button', { name: 'Confirm purchase' }).click();
    await klarnaDialog(page).getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Refused');
    await expect(other(page).getByRole('alert').filter({ hasText: 'Payment refused' })).toBeVisible();
    await expect(other(page).getByRole('button', { name: 'Continue to Klarna' })).toBeEnabled();
    expect(calls.payments).toHaveLength(0);
    await page.screenshot({ path: 'test-results/klarna-skin-declined.png', fullPage: true });
  });

  test('closed: the widget stays with the error announced', async ({ page }) => {
    const calls = recordCalls(page);
    await other(page).getByRole('button', { name: 'Confirm purchase' }).click();
    await klarnaDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(other(page).getByRole('alert').filter({ hasText: NOT_COMPLETED })).toBeVisible();
    await expect(other(page).getByRole('button', { name: 'Confirm purchase' })).toBeEnabled();
    expect(calls.details).toHaveLength(0);
    await page.screenshot({ path: 'test-results/klarna-skin-closed.png', fullPage: true });
  });
});
