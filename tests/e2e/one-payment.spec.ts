// One order, one payment (issue 31, point 7): after a payment on the hooks page, nothing else on it
// can pay (the bank-transfer form that once sent a second payment is gone, its chooser too); in a
// market whose session has no Amazon Pay (Brazil), neither checkout shows it, nor an error about it.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { test } from './fixtures';

/** Counts the payment requests (`/payments`, not `/paymentDetails`) the page sends. */
function countPayments(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/payments')) count += 1;
  });
  return { count: () => count };
}

test('hooks page: once SEPA paid, no other method is offered and nothing more is sent', async ({ page }) => {
  const payments = countPayments(page);
  await page.goto('/checkout-hooks/?market=NL');
  const cardNumber = page.locator('[data-secured-field="cardNumber"]');
  await expect(cardNumber).toHaveAttribute('data-state', 'ready');
  const chooser = page.getByRole('region', { name: 'Bank debit and pay later' });
  await chooser.getByRole('radio', { name: 'SEPA Direct Debit', exact: true }).check();
  const sepa = chooser.getByRole('form', { name: 'SEPA Direct Debit' });
  await sepa.getByLabel('Holder name').fill('A. Klaassen');
  await sepa.getByLabel('Account number (IBAN)').fill('NL13TEST0123456789');
  await sepa.getByRole('button', { name: /^Pay / }).click();
  const success = chooser.getByText('Payment successful');
  await expect(success).toBeVisible();
  // The shopper cannot choose Bank Transfer (or anything else) any more: the chooser went, the
  // success stays; the other parts of the page went with the checkout.
  await expect(chooser.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Pay|Continue)/ })).toHaveCount(0);
  await expect(cardNumber).toHaveCount(0);
  await expect(page.getByTestId('result-code')).toHaveText(/Authorised|Received/);
  await expect(page.getByTestId('checkout-error')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/one-payment-hooks-sepa.png', fullPage: true });
  expect(payments.count()).toBe(1);
});

for (const example of ['checkout-skin', 'checkout-hooks'] as const) {
  test(`${example} in Brazil: no Amazon Pay (the session does not offer it) and no error about it; Pix is there`, async ({
    page,
  }) => {
    await page.goto(`/${example}/?market=BR`);
    await expect(page.locator('[data-secured-field="cardNumber"]').first()).toHaveAttribute(
      'data-state',
      'ready',
    );
    await expect(page.getByText('Pix', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Amazon Pay')).toHaveCount(0);
    await expect(page.getByText(/IMPLEMENTATION_ERROR|An unknown error occurred/)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}
