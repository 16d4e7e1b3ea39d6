// Click to Pay in both example checkouts, against the sandbox's stand-ins of the Visa and
// Mastercard SDKs (docs/testing.md, "Click to Pay"): a recognised shopper pays; the one-time code
// (wrong, resent, right); too many wrong codes (RETRIES_EXCEEDED: no more attempts until a new
// code); 'Not you?' then login (NOT_FOUND, then an enrolled email); expired cards cannot be chosen;
// a declined card and a cancelled checkout; a locked account; manual entry shows the card form;
// axe finds no violation on each screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';
import { CLICK_TO_PAY_MAX_WRONG_CODES, CLICK_TO_PAY_OTP } from '../../examples/sandbox/click-to-pay-otp';
import { clickToPayIdToken, createClient } from '../sandbox/helpers';
import { test, type Servers } from './fixtures';

/** Records the payment requests the page sends. */
function recordPayments(page: Page): Request[] {
  const payments: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/payments'))
      payments.push(request);
  });
  return payments;
}

/** This browser is remembered by the Visa stand-in as the test shopper's: a validation with the documented code. */
async function recognise(page: Page, servers: Servers) {
  const idToken = await clickToPayIdToken(createClient(servers.sandboxUrl));
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    ['sandbox-ctp:recognized:visa', idToken],
  );
}

const ctp = (page: Page) => page.getByRole('region', { name: 'Click to Pay' });
const dcf = (page: Page, name = 'Visa') => page.getByRole('dialog', { name: `${name} Click to Pay` });

async function expectNoAxeViolation(page: Page, selector = '.hc-ctp') {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(axe.violations).toEqual([]);
}

test.describe('default skin', () => {
  test('a recognised shopper pays with the tokenised Visa card: one payment, the result shown and focused', async ({
    page,
    servers,
  }) => {
    await recognise(page, servers);
    const payments = recordPayments(page);
    await page.goto('/checkout-skin/');
    const pay = ctp(page).getByRole('button', { name: 'Pay €120.00 with •••• 1111' });
    await expect(pay).toBeVisible();
    await expect(
      ctp(page).getByRole('heading', { name: 'Complete payment with Click to Pay' }),
    ).toBeVisible();
    // The card form waits behind the manual-entry button.
    await expect(page.getByRole('button', { name: 'Enter card details manually' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.locator('.hc-ctp__manual')).toBeHidden();
    await expectNoAxeViolation(page);
    await page.screenshot({ path: 'test-results/ctp-skin-cards.png', fullPage: true });
    await pay.click();
    await expect(dcf(page)).toBeVisible();
    await dcf(page).getByRole('button', { name: 'Continue' }).click();
    const success = ctp(page).getByRole('status').filter({ hasText: 'Payment successful' });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    expect(payments).toHaveLength(1);
    const body = payments[0]!.postDataJSON() as {
      paymentMethod: Record<string, unknown>;
      browserInfo: object;
    };
    expect(body.paymentMethod).toEqual({
      type: 'scheme',
      srcScheme: 'visa',
      srcCorrelationId: 'sandbox-ctp-visa-shopper',
      srcTokenReference: '987654321',
      checkoutAttemptId: expect.any(String),
    });
    expect(body.browserInfo).toMatchObject({ language: expect.any(String) });
    // Nothing is left to pay with: no pay button, no manual entry, no other method.
    await expect(ctp(page).getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enter card details manually' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Pay with / })).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(payments).toHaveLength(1);
    await expectNoAxeViolation(page);
    await page.screenshot({ path: 'test-results/ctp-skin-paid.png', fullPage: true });
  });

  test('the one-time code: a wrong code, a resend with its countdown, then the right code', async ({
    page,
  }) => {
    await page.goto('/checkout-skin/?shopperEmail=shopper@example.com');
    const code = ctp(page).getByLabel('One-time code');
    await expect(code).toBeVisible();
    await expect(
      ctp(page).getByText('Enter the code Visa sent to s•••@example.com to verify it’s you.'),
    ).toBeVisible();
    await expectNoAxeViolation(page);
    // Empty on blur.
    await code.focus();
    await code.blur();
    await expect(ctp(page).getByText('Enter the one-time code')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await code.fill('111111');
    await ctp(page).getByRole('button', { name: 'Continue' }).click();
    await expect(ctp(page).getByText('Incorrect verification code')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    // Focus is back in the code field (it was disabled while the code was checked).
    await expect(code).toBeFocused();
    await expectNoAxeViolation(page);
    await page.screenshot({ path: 'test-results/ctp-skin-otp-wrong.png', fullPage: true });
    await ctp(page).getByRole('button', { name: 'Resend code' }).click();
    await expect(ctp(page).getByRole('button', { name: 'Code resent' })).toBeDisabled();
    // Then a countdown from 60 s (read, however long the machine took to get here, then seen to fall).
    const countdown = ctp(page).getByRole('button', { name: /^Resend code in \d+ s$/ });
    await expect(countdown).toBeDisabled();
    const secondsLeft = async () => Number(/in (\d+) s/.exec((await countdown.textContent()) ?? '')?.[1]);
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(60);
    await expect.poll(secondsLeft).toBeLessThan(first);
    await expect(code).toHaveValue('');
    await code.fill(CLICK_TO_PAY_OTP);
    await code.press('Enter');
    await expect(ctp(page).getByRole('button', { name: 'Pay €120.00 with •••• 1111' })).toBeVisible();
    // The cards screen takes focus on its title.
    await expect(
      ctp(page).getByRole('heading', { name: 'Complete payment with Click to Pay' }),
    ).toBeFocused();
    await expectNoAxeViolation(page);
  });

  test('too many wrong codes: RETRIES_EXCEEDED, no more attempts until a new code, then the right code', async ({
    page,
  }) => {
    await page.goto('/checkout-skin/?shopperEmail=shopper@example.com');
    const code = ctp(page).getByLabel('One-time code');
    const proceed = ctp(page).getByRole('button', { name: 'Continue' });
    // Typing clears the last answer, so each wait is for the answer to this code.
    for (let attempt = 1; attempt < CLICK_TO_PAY_MAX_WRONG_CODES; attempt += 1) {
      await code.fill(`99999${attempt}`);
      await proceed.click();
      await expect(ctp(page).getByText('Incorrect verification code')).toBeVisible();
    }
    await code.fill('999999');
    await proceed.click();
    const exceeded = ctp(page).getByText('The number of retries for OTP generation was exceeded');
    await expect(exceeded).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toBeDisabled();
    await expect(proceed).toBeDisabled();
    // The way on: a new code, or the card form behind the manual-entry button.
    const resend = ctp(page).getByRole('button', { name: 'Resend code' });
    await expect(resend).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Enter card details manually' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expectNoAxeViolation(page);
    await page.screenshot({ path: 'test-results/ctp-skin-otp-retries-exceeded.png', fullPage: true });
    await resend.click();
    await expect(ctp(page).getByRole('button', { name: 'Code resent' })).toBeDisabled();
    await expect(exceeded).toHaveCount(0);
    await expect(code).toBeEnabled();
    await code.fill(CLICK_TO_PAY_OTP);
    await code.press('Enter');
    await expect(ctp(page).getByRole('button', { name: 'Pay €120.00 with •••• 1111' })).toBeVisible();
  });

  test("'Not you?' then login: an unknown email shows NOT_FOUND, an enrolled one gets a code", async ({
    page,
    servers,
  }) => {
    await recognise(page, servers);
    await page.goto('/checkout-skin/');
    await ctp(page).getByRole('button', { name: 'Not you?' }).click();
    await expect(ctp(page).getByRole('heading', { name: 'Welcome to Click to Pay' })).toBeVisible();
    const email = ctp(page).getByLabel('Email');
    // The login screen the shopper asked for takes focus in its field.
    await expect(email).toBeFocused();
    await expectNoAxeViolation(page);
    await email.fill('nobody@example.com');
    await ctp(page).getByRole('button', { name: 'Continue' }).click();
    await expect(
      ctp(page).getByText('No account found. Enter a valid email or continue with manual card entry.'),
    ).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expectNoAxeViolation(page);
    await page.screenshot({ path: 'test-results/ctp-skin-not-found.png', fullPage: true });
    // The forgotten browser is not recognised any more.
    expect(await page.evaluate(() => window.localStorage.getItem('sandbox-ctp:recognized:visa'))).toBeNull();
    await ctp(page).getByRole('button', { name: 'Use a mobile number instead' }).click();
    await ctp(page).getByLabel('Mobile number').fill('+31 6 1234 5678');
    await ctp(page).getByRole('button', { name: 'Continue' }).click();
    await expect(
      ctp(page).getByText('Enter the code Visa sent to •••• 5678 to verify it’s you.'),
    ).toBeVisible();
    // The code screen takes focus in the code field.
    await expect(ctp(page).getByLabel('One-time code')).toBeFocused();
  });

  test('expired and suspended cards are marked and cannot be chosen; a declined card is refused once', async ({
    page,
    servers,
  }) => {
    await recognise(page, servers);
    const payments = recordPayments(page);
    await page.goto('/checkout-skin/');
    const select = ctp(page).getByRole('combobox', { name: 'Select a card' });
    await expect(select).toHaveText('Visa Classic •••• 1111');
    await select.click();
    const options = page.getByRole('option');
    await expect(options).toHaveText([
      'Visa Classic •••• 1111',
      'Visa Debit (declines) •••• 0002',
      'Visa Signature (3DS2) •••• 0006',
      'Visa Gold •••• 0008 (Expired)',
      'Visa Business •••• 0007 (Expired)',
    ]);
    await expect(page.getByRole('option', { name: 'Visa Gold •••• 0008 (Expired)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.screenshot({ path: 'test-results/ctp-skin-card-list.png' });
    await expect(page.getByRole('option', { name: 'Visa Business •••• 0007 (Expired)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The open list has focus, on the chosen card (also when the press came before the select's
    // code was there); the keyboard skips the expired cards: End lands on the last card that may be used.
    await expect(page.getByRole('option', { name: 'Visa Classic •••• 1111' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('option', { name: 'Visa Signature (3DS2) •••• 0006' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(select).toHaveText('Visa Classic •••• 1111');
    await select.click();
    await page.getByRole('option', { name: 'Visa Debit (declines) •••• 0002' }).click();
    await expect(select).toHaveText('Visa Debit (declines) •••• 0002');
    await ctp(page).getByRole('button', { name: 'Pay €120.00 with •••• 0002' }).click();
    await dcf(page).getByRole('button', { name: 'Continue' }).click();
    const refusal = ctp(page)
      .getByRole('alert')
      .filter({ hasText: /refused/i });
    await expect(refusal).toBeVisible();
    await expect(refusal).toBeFocused();
    expect(payments).toHaveLength(1);
    expect(
      (payments[0]!.postDataJSON() as { paymentMethod: { srcCheckoutPayload?: string } }).paymentMethod
        .srcCheckoutPayload,
    ).toMatch(/^sandbox-ctp\./);
    // The shopper may pay again, with another card.
    await expect(ctp(page).getByRole('button', { name: 'Pay €120.00 with •••• 0002' })).toBeEnabled();
    await expectNoAxeViolation(page);
  });

  test('a cancelled checkout pays nothing and keeps the cards', async ({ page, servers }) => {
    await recognise(page, servers);
    const payments = recordPayments(page);
    await page.goto('/checkout-skin/');
    const pay = ctp(page).getByRole('button', { name: 'Pay €120.00 with •••• 1111' });
    await pay.click();
    await dcf(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(pay).toBeEnabled();
    await expect(dcf(page)).toHaveCount(0);
    expect(payments).toHaveLength(0);
  });

  test('a locked account: the resend link goes, continue is disabled and the card form shows', async ({
    page,
  }) => {
    await page.goto('/checkout-skin/?shopperEmail=locked@example.com');
    const code = ctp(page).getByLabel('One-time code');
    await code.fill(CLICK_TO_PAY_OTP);
    await ctp(page).getByRole('button', { name: 'Continue' }).click();
    await expect(
      ctp(page).getByText('This account is currently not available, for example because it is locked'),
    ).toBeVisible();
    await expect(ctp(page).getByRole('button', { name: /Resend code/ })).toHaveCount(0);
    await expect(ctp(page).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(page.locator('.hc-ctp__manual iframe[title="Card number"]')).toBeVisible();
    await expectNoAxeViolation(page);
  });

  test('manual entry shows the card form; the info dialog opens and closes', async ({ page, servers }) => {
    await recognise(page, servers);
    await page.goto('/checkout-skin/');
    const manual = page.getByRole('button', { name: 'Enter card details manually' });
    await expect(manual).toBeVisible();
    await ctp(page).getByRole('button', { name: 'What is Click to Pay?' }).click();
    const info = page.getByRole('dialog', { name: 'Click to Pay' });
    await expect(info).toBeVisible();
    await expectNoAxeViolation(page, '.hc-dialog');
    await page.screenshot({ path: 'test-results/ctp-skin-info.png', fullPage: true });
    await page.keyboard.press('Escape');
    await expect(info).toHaveCount(0);
    await expect(ctp(page).getByRole('button', { name: 'What is Click to Pay?' })).toBeFocused();
    await manual.click();
    await expect(manual).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.hc-ctp__manual iframe[title="Card number"]')).toBeVisible();
    await expect(page.locator('.hc-ctp__manual [data-secured-field="cardNumber"]')).toHaveAttribute(
      'data-state',
      'ready',
    );
    await page.screenshot({ path: 'test-results/ctp-skin-manual.png', fullPage: true });
  });

  test('an unknown shopper gets no Click to Pay: only the card form', async ({ page }) => {
    await page.goto('/checkout-skin/?shopperEmail=nobody@example.com');
    await expect(page.locator('.hc-ctp__manual [data-secured-field="cardNumber"]')).toHaveAttribute(
      'data-state',
      'ready',
    );
    await expect(page.locator('.hc-ctp__manual')).toBeVisible();
    await expect(ctp(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enter card details manually' })).toHaveCount(0);
  });
});

test.describe('bare hooks', () => {
  test('a Mastercard shopper validates the code and pays with the digital card id', async ({ page }) => {
    const payments = recordPayments(page);
    await page.goto('/checkout-hooks/?shopperEmail=mc-shopper@example.com');
    const code = ctp(page).getByLabel('One-time code');
    await code.fill('999999');
    await code.press('Enter');
    await expect(ctp(page).getByText('Incorrect verification code')).toBeVisible();
    await expect(code).toBeFocused();
    await code.fill(CLICK_TO_PAY_OTP);
    await code.press('Enter');
    await expect(ctp(page).getByRole('radio', { name: 'Mastercard World •••• 4444' })).toBeChecked();
    await expect(
      ctp(page).getByRole('heading', { name: 'Complete payment with Click to Pay' }),
    ).toBeFocused();
    await expectNoAxeViolation(page, '.ctp');
    await ctp(page).getByRole('button', { name: 'Pay €24.50 with •••• 4444' }).click();
    await dcf(page, 'Mastercard').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    const success = ctp(page).getByRole('status').filter({ hasText: 'Payment successful' });
    await expect(success).toBeFocused();
    expect(payments).toHaveLength(1);
    expect((payments[0]!.postDataJSON() as { paymentMethod: object }).paymentMethod).toEqual({
      type: 'scheme',
      srcScheme: 'mc',
      srcCorrelationId: 'sandbox-ctp-mc-mc-shopper',
      srcDigitalCardId: 'ctp-mc-4444',
      checkoutAttemptId: expect.any(String),
    });
    await page.screenshot({ path: 'test-results/ctp-hooks-paid.png', fullPage: true });
  });
});
