// Issue 30 ("Also seen"): the accessibility of payment end states in both example checkouts. A stored
// card's failed submit moves focus to its security code; a pending voucher or bank transfer leaves no
// success alert behind it; a refused redirect offers the way back to the checkout.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route } from '@playwright/test';
import { test } from './fixtures';
import { chooseVoucherMethod, open } from './skin-page';

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

/** The frames' page, as each frame requests it: `securedfields/{clientKey}/{version}/securedFields.html`. */
const FRAME_PAGE = /\/securedfields\/[^/]+\/[^/]+\/securedFields\.html(\?|$)/;

/** Holds back every secured-field frame's page until the returned function is called. */
async function holdFrames(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAME_PAGE, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('skin: Pay on the saved card before its security code frame has loaded: the error, then focus in the code once it is there', async ({
  page,
}) => {
  const payments = countPayments(page);
  const release = await holdFrames(page);
  await page.goto('/checkout-skin/');
  const code = saved(page).locator('[data-secured-field="securityCode"]');
  await expect(code).toHaveAttribute('data-state', 'loading');
  const pay = saved(page).getByRole('button', { name: 'Pay €120.00' });
  await pay.focus();
  await page.keyboard.press('Enter');
  await expect(saved(page).getByText('Enter the security code').first()).toBeVisible();
  release();
  await expect(code).toHaveAttribute('data-state', 'ready');
  const input = saved(page).frameLocator('iframe[title="Security code"]').locator('input');
  await expect(input).toBeFocused();
  await page.screenshot({ path: 'test-results/stored-card-empty-code-slow-frame.png', fullPage: true });
  // The shopper types where focus landed, and pays.
  await page.keyboard.type('737');
  await expect(saved(page).getByText('Enter the security code')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  expect(payments.count()).toBe(1);
});

test('skin: a shopper who moved on while the frame loaded keeps their focus once it is there', async ({
  page,
}) => {
  const release = await holdFrames(page);
  await page.goto('/checkout-skin/');
  const code = saved(page).locator('[data-secured-field="securityCode"]');
  await expect(code).toHaveAttribute('data-state', 'loading');
  await saved(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(saved(page).getByText('Enter the security code').first()).toBeVisible();
  // Elsewhere before the frames are there: focus stays where the shopper put it.
  // (The card form shows once Click to Pay has looked the shopper up: only a shown field takes focus.)
  const holder = page.getByRole('region', { name: 'Pay by card' }).getByLabel('Name on card');
  await expect(holder).toBeVisible();
  await holder.focus();
  await expect(holder).toBeFocused();
  release();
  await expect(code).toHaveAttribute('data-state', 'ready');
  await expect(
    page.getByRole('region', { name: 'Pay by card' }).locator('[data-secured-field="cardNumber"]'),
  ).toHaveAttribute('data-state', 'ready');
  await page.waitForTimeout(500);
  await expect(holder).toBeFocused();
});

test('drop-in, skin and bare hooks page: Pay on a stored card with its security code empty focuses the code', async ({
  page,
}) => {
  const payments = countPayments(page);
  for (const query of ['', '?page=hooks']) {
    await page.goto(`/checkout-dropin/${query}`);
    await page.getByRole('radio', { name: /VISA •••• 1111/ }).click();
    // The skin's open item's panel; the bare page's form, named by the card's brand.
    const form = query
      ? page.getByRole('form', { name: 'VISA' })
      : page.locator('.hc-dropin__item[data-state="open"] .hc-dropin__panel');
    await expect(form.locator('[data-secured-field="securityCode"]')).toHaveAttribute('data-state', 'ready');
    const pay = form.getByRole('button', { name: 'Pay €120.00' });
    await pay.focus();
    await page.keyboard.press('Enter');
    await expect(form.getByText('Enter the security code').first()).toBeVisible();
    await expect(form.locator('iframe[title^="Security code"]')).toBeFocused();
    await expect(pay).not.toBeFocused();
    await page.screenshot({
      path: `test-results/end-stored-empty-code-dropin${query ? '-hooks' : ''}.png`,
      fullPage: true,
    });
  }
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

/** Opens the hooks example in a market and picks a method of its 'Bank debit and pay later' part. */
async function chooseInHooks(page: Page, market: string, method: string) {
  await page.goto(`/checkout-hooks/?market=${market}`);
  // The page is ready when the card's frames are (Click to Pay above the card decided it has
  // nothing to offer): the shopper chooses then, as in voucher-methods.spec.ts.
  const cardNumber = page.locator('[data-secured-field="cardNumber"]');
  await expect(cardNumber).toHaveAttribute('data-state', 'ready');
  await expect(cardNumber).toBeVisible();
  const section = page.getByRole('region', { name: 'Bank debit and pay later' });
  await section.getByRole('radio', { name: method, exact: true }).check();
  return section.getByRole('form', { name: method });
}

test('skin: the Multibanco voucher shows alone, focused, with no "Payment successful" behind it', async ({
  page,
}) => {
  const payments = countPayments(page);
  const form = (await chooseVoucherMethod(page, 'PT', 'Multibanco', 'multibanco')).form;
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  await expectVoucherAlone(page, 'Payment reference');
  await page.screenshot({ path: 'test-results/end-voucher-skin-multibanco.png', fullPage: true });
  expect(payments.count()).toBe(1);
});

test('skin: the bank transfer details show alone, focused, with no "Payment successful" behind them', async ({
  page,
}) => {
  const form = (await chooseVoucherMethod(page, 'NL', 'Bank Transfer', 'bankTransfer_IBAN')).form;
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

/**
 * The end state of a refused redirect: the refusal, announced (role alert) and focused, and the way
 * back to the checkout right after it. Back, the URL has no redirect result left, the page's heading
 * has focus and the checkout offers its methods again (the session is still open).
 */
async function expectRefusedWithWayBack(page: Page, shot: string) {
  const refusal = page.getByRole('alert').filter({ hasText: 'Payment refused' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeFocused();
  await expect(page.getByTestId('result-code')).toHaveText('Refused');
  const back = page.getByRole('button', { name: 'Try another payment method' });
  await expect(back).toBeVisible();
  // The next stop of the keyboard after the refusal.
  await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: `test-results/${shot}-refused.png`, fullPage: true });
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/redirectResult|sessionId/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('result-code')).toHaveCount(0);
}

/** Back on the bank's page, the shopper authorises this time: the same session takes the payment. */
async function authoriseOnBankPage(page: Page, example: string) {
  await page.waitForURL(/\/issuer\/bank\/pay\/INGBNL2A\?ref=/);
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await page.waitForURL(new RegExp(`${example}/\\?sessionId=.*redirectResult=`));
  const paid = page.getByRole('status').filter({ hasText: 'Payment successful' });
  await expect(paid).toBeFocused();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(page.getByRole('button', { name: 'Try another payment method' })).toHaveCount(0);
}

test('skin: iDEAL refused on the bank page: the refusal, focused, then "Try another payment method" back to the checkout, which pays', async ({
  page,
}) => {
  await open(page);
  const ideal = page.getByRole('region', { name: 'Pay with iDEAL' });
  await ideal.getByRole('button', { name: 'ING', exact: true }).click();
  await ideal.getByRole('button', { name: 'Continue to ING' }).click();
  await page.waitForURL(/\/issuer\/bank\/pay\/INGBNL2A\?ref=/);
  await page.getByRole('button', { name: 'Refuse' }).click();
  await page.waitForURL(/checkout-skin\/\?sessionId=.*redirectResult=/);
  const sessionId = new URL(page.url()).searchParams.get('sessionId');
  await expectRefusedWithWayBack(page, 'end-skin-ideal');
  // The checkout again, its methods offered: the new card's frames load, iDEAL is there.
  await expect(
    page.getByRole('region', { name: 'Pay by card' }).locator('[data-secured-field="cardNumber"]'),
  ).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('region', { name: 'Your saved card' })).toBeVisible();
  await page.screenshot({ path: 'test-results/end-skin-ideal-back.png', fullPage: true });
  const again = page.getByRole('region', { name: 'Pay with iDEAL' });
  await again.getByRole('button', { name: 'ING', exact: true }).click();
  await again.getByRole('button', { name: 'Continue to ING' }).click();
  await authoriseOnBankPage(page, 'checkout-skin');
  // In the session the shopper came back with (not a new one).
  expect(new URL(page.url()).searchParams.get('sessionId')).toBe(sessionId);
  await page.screenshot({ path: 'test-results/end-skin-ideal-paid.png', fullPage: true });
});

test('hooks: iDEAL refused on the bank page: the refusal, focused, then "Try another payment method" back to the checkout, which pays', async ({
  page,
}) => {
  await page.goto('/checkout-hooks/');
  const ideal = page.getByRole('form', { name: 'iDEAL' });
  await ideal.getByRole('button', { name: 'ING', exact: true }).click();
  await ideal.getByRole('button', { name: 'Continue to ING' }).click();
  await page.waitForURL(/\/issuer\/bank\/pay\/INGBNL2A\?ref=/);
  await page.getByRole('button', { name: 'Refuse' }).click();
  await page.waitForURL(/checkout-hooks\/\?sessionId=.*redirectResult=/);
  const sessionId = new URL(page.url()).searchParams.get('sessionId');
  await expectRefusedWithWayBack(page, 'end-hooks-ideal');
  await expect(page.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  await page.screenshot({ path: 'test-results/end-hooks-ideal-back.png', fullPage: true });
  const again = page.getByRole('form', { name: 'iDEAL' });
  await again.getByRole('button', { name: 'ING', exact: true }).click();
  await again.getByRole('button', { name: 'Continue to ING' }).click();
  await authoriseOnBankPage(page, 'checkout-hooks');
  expect(new URL(page.url()).searchParams.get('sessionId')).toBe(sessionId);
  await page.screenshot({ path: 'test-results/end-hooks-ideal-paid.png', fullPage: true });
});

test('drop-in (skin): iDEAL refused on the bank page, then "Try another payment method" back to the list, in the same session', async ({
  page,
}) => {
  await page.goto('/checkout-dropin/');
  await page.getByRole('radio', { name: 'iDEAL' }).click();
  const form = page.locator('.hc-dropin__item[data-state="open"] .hc-dropin__panel');
  const bank = form.getByRole('combobox', { name: 'Bank' });
  await expect(bank).toHaveAttribute('data-state', 'closed');
  await bank.click();
  await page.getByRole('option', { name: 'ING' }).click();
  await form.getByRole('button', { name: 'Continue to ING' }).click();
  await page.waitForURL(/\/issuer\/bank\/pay\/INGBNL2A\?ref=/);
  await page.getByRole('button', { name: 'Refuse' }).click();
  await page.waitForURL(/checkout-dropin\/\?sessionId=.*redirectResult=/);
  const refusal = page.getByRole('alert').filter({ hasText: 'Payment refused' });
  await expect(refusal).toBeFocused();
  const back = page.getByRole('button', { name: 'Try another payment method' });
  await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/end-dropin-ideal-refused.png', fullPage: true });
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/redirectResult|sessionId/);
  await expect(page.getByRole('heading', { name: 'Payment', level: 2 })).toBeFocused();
  await expect(page.getByRole('radiogroup')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/end-dropin-ideal-back.png', fullPage: true });
  // The list pays in the session the shopper came back with.
  await page.getByRole('radio', { name: 'iDEAL' }).click();
  // The bank chosen last in the tab is chosen again.
  await expect(bank).toContainText('ING');
  await form.getByRole('button', { name: 'Continue to ING' }).click();
  await page.waitForURL(/\/issuer\/bank\/pay\/INGBNL2A\?ref=/);
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await page.waitForURL(/checkout-dropin\/\?sessionId=.*redirectResult=/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
});
