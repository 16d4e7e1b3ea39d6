// What a shopper sees after a card payment ends in the skin: the result shown, announced and
// focused, the typed card kept after a refusal, and a second press after success that sends nothing.
// The same ends on bare hooks: checkout-hooks.spec.ts; after 3DS2 and a QR code: payment-flows.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectNoFieldErrors, expectOnlyThePaidPart, fillCard, frameInput, newCard, open } from './skin-page';

/** Counts the payment requests (`/payments`, not `/paymentDetails`) the page sends. */
function countPayments(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/payments')) count += 1;
  });
  return { count: () => count };
}

test('skin: pays with the authorised card, no card data reaches the page; the result is focused and a second press sends no payment', async ({
  page,
}) => {
  const payments = countPayments(page);
  await open(page);
  await fillCard(page, '4111111111111111');
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(newCard(page).locator('.hc-pay-button')).toHaveAttribute('data-state', 'success');
  // Digits of the number, typed with or without spaces (a port number of the page may hold '4111').
  expect(await page.content()).not.toMatch(/4111 ?1111 ?1111/);
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
  await page.screenshot({ path: 'test-results/checkout-skin-paid.png', fullPage: true });
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
