import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectOnlyThePaidPart } from './skin-page';

// The phone, code and QR methods in the skin example, each in a market whose session offers it
// (examples/shared/markets.ts), drawn by PaymentMethodForm from the method's layout: each flow to
// its end (the result shown and focused, no stale error), axe on each form, and bad input showing
// the rule's message without a request.

const phone = (page: Page) => page.getByRole('region', { name: 'Phone and app payments' });

/** Counts the payment requests the page sends. */
function countPayments(page: Page): { count: () => number } {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/sessions\/[^/]+\/payments/.test(request.url())) sent += 1;
  });
  return { count: () => sent };
}

/** Opens the skin example in a market and picks a method of the phone part. */
async function choose(page: Page, market: string, method: string, cssType: string) {
  await page.goto(`/checkout-skin/?market=${market}`);
  const section = phone(page);
  await section.getByRole('radio', { name: method, exact: true }).check();
  await expect(section.locator(`.hc-method--${cssType}`)).toBeVisible();
  expect((await new AxeBuilder({ page }).include(`.hc-method--${cssType}`).analyze()).violations).toEqual([]);
  return section;
}

/** The error text a field shows (its aria-describedby's last id). */
async function errorOf(page: Page, field: Locator) {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
  return page.locator(`[id="${ids.at(-1)}"]`);
}

/** The end in the form: 'Payment successful' shown, focused, no error left, only this part stays. */
async function expectPaid(page: Page, section: Locator) {
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(section.getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  await expect(section.locator('.hc-field__error:not(:empty)')).toHaveCount(0);
  await expectOnlyThePaidPart(page, 'Phone and app payments', ['Paid'], { donation: true });
}

/** Authorises on the wallet's page (the sandbox's) and is back with the result. */
async function authoriseOnWalletPage(page: Page, market: string) {
  await page.waitForURL(/\/issuer\/bank\/pay/);
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await page.waitForURL(new RegExp(`checkout-skin/\\?market=${market}&sessionId=.*redirectResult=`));
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
}

test('MB Way (PT): +351 preselected; a wrong number shows its message and sends nothing; confirmed in the app', async ({
  page,
}) => {
  const payments = countPayments(page);
  const section = await choose(page, 'PT', 'MB WAY', 'mbway');
  await expect(section.getByRole('combobox', { name: 'Prefix' })).toHaveText(/\+351 \(PT\)/);
  const number = section.getByLabel('Mobile number');
  await number.fill('812345678');
  // Left first: the error shown on blur moves the button (a click pressed across it would miss).
  await number.blur();
  await section.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(await errorOf(page, number)).toHaveText('Invalid mobile number');
  expect(payments.count()).toBe(0);
  await number.fill('912345678');
  await expect(await errorOf(page, number)).toHaveText('');
  await section.getByRole('button', { name: 'Confirm purchase' }).click();
  const waiting = page.getByRole('region', { name: 'Waiting for confirmation' });
  await expect(waiting).toBeFocused();
  await expect(waiting.getByText('Confirm the payment in your app')).toBeVisible();
  // The sandbox confirms an await payment 6 s after it started; polling picks it up.
  await expectPaid(page, section);
  expect(payments.count()).toBe(1);
});

test('Blik (PL): a 5-digit code shows its message and sends nothing; 6 digits confirmed in the app', async ({
  page,
}) => {
  const payments = countPayments(page);
  const section = await choose(page, 'PL', 'BLIK', 'blik');
  const code = section.getByLabel('Enter the 6-digit code');
  await expect(section.getByText('Get the code from your banking app.')).toBeVisible();
  await code.fill('12345');
  await code.blur();
  await expect(await errorOf(page, code)).toHaveText('Enter 6 numbers');
  await section.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(code).toBeFocused();
  expect(payments.count()).toBe(0);
  await code.fill('777123');
  await section.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page.getByRole('region', { name: 'Waiting for confirmation' })).toBeVisible();
  await expectPaid(page, section);
  expect(payments.count()).toBe(1);
});

test('Pix (BR): names required and the CPF masked and checked; the QR code, then paid', async ({ page }) => {
  const payments = countPayments(page);
  const section = await choose(page, 'BR', 'Pix', 'pix');
  await section.getByRole('button', { name: 'Continue to Pix' }).click();
  const first = section.getByLabel('First name');
  await expect(first).toBeFocused();
  await expect(await errorOf(page, first)).toHaveText('Enter your first name');
  await expect(await errorOf(page, section.getByLabel('Last name'))).toHaveText('Enter your last name');
  const cpf = section.getByLabel('CPF/CNPJ');
  await cpf.fill('52998224724');
  await expect(cpf).toHaveValue('529.982.247-24');
  await expect(await errorOf(page, cpf)).toHaveText('Enter a valid CPF/CNPJ number');
  expect(payments.count()).toBe(0);
  await first.fill('João');
  await section.getByLabel('Last name').fill('Silva');
  await cpf.fill('52998224725');
  await expect(section.locator('.hc-field__error:not(:empty)')).toHaveCount(0);
  await section.getByRole('button', { name: 'Continue to Pix' }).click();
  const qr = page.getByRole('region', { name: 'Scan the QR code' });
  await expect(qr).toBeFocused();
  await expect(qr.getByText(/Open the app with your registered Pix key/)).toBeVisible();
  await expectPaid(page, section);
  expect(payments.count()).toBe(1);
});

test('UPI (IN): the address is required; then the QR mode, always valid, with its 5-minute countdown', async ({
  page,
}) => {
  const payments = countPayments(page);
  const section = await choose(page, 'IN', 'UPI', 'upi');
  const modes = section.getByRole('radiogroup', { name: 'How would you like to use UPI?' });
  await expect(modes.getByRole('radio', { name: 'Virtual Payment Address' })).toBeChecked();
  await section.getByRole('button', { name: 'Continue' }).click();
  const address = section.getByRole('textbox', { name: 'Virtual Payment Address' });
  await expect(address).toBeFocused();
  await expect(await errorOf(page, address)).toHaveText('Enter your Virtual Payment Address');
  expect(payments.count()).toBe(0);
  await modes.getByRole('radio', { name: 'QR code' }).check();
  await expect(address).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include('.hc-method--upi').analyze()).violations).toEqual([]);
  await section.getByRole('button', { name: 'Generate QR code' }).click();
  const qr = page.getByRole('region', { name: 'Scan the QR code' });
  await expect(qr).toBeFocused();
  await expect(qr.getByText(/You have 0[45]:\d\d to pay/)).toBeVisible();
  await expectPaid(page, section);
  expect(payments.count()).toBe(1);
});

test('UPI (IN): the Virtual Payment Address, confirmed in the app', async ({ page }) => {
  const section = await choose(page, 'IN', 'UPI', 'upi');
  await section.getByRole('textbox', { name: 'Virtual Payment Address' }).fill('shopper@upi');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Waiting for confirmation' })).toBeFocused();
  await expectPaid(page, section);
});

test('QIWI Wallet (IN): a short number shows its message and sends nothing; paid on the wallet page', async ({
  page,
}) => {
  const payments = countPayments(page);
  const section = await choose(page, 'IN', 'QIWI Wallet', 'qiwiwallet');
  const prefix = section.getByRole('combobox', { name: 'Prefix' });
  await expect(prefix).toHaveText(/\+91 \(IN\)/);
  const number = section.getByLabel('Mobile number');
  await number.fill('12345');
  await number.blur();
  await section.getByRole('button', { name: /^Pay / }).click();
  await expect(number).toBeFocused();
  await expect(await errorOf(page, number)).toHaveText('Invalid mobile number');
  expect(payments.count()).toBe(0);
  await prefix.click();
  await expect(page.getByRole('option')).toHaveCount(25);
  await page.getByRole('option', { name: '+7 (RU)' }).click();
  await number.fill('9123456789');
  await section.getByRole('button', { name: /^Pay / }).click();
  await authoriseOnWalletPage(page, 'IN');
  expect(payments.count()).toBe(1);
});

test("TWINT (CH): a new TWINT continues to TWINT's page and is paid", async ({ page }) => {
  const section = await choose(page, 'CH', 'TWINT', 'twint');
  await section.getByRole('button', { name: 'Continue to TWINT' }).click();
  await authoriseOnWalletPage(page, 'CH');
});

test("TWINT (CH): the stored TWINT is 'TWINT saved' and pays at once", async ({ page }) => {
  const payments = countPayments(page);
  const section = await choose(page, 'CH', 'TWINT saved', 'twint');
  await section.getByRole('button', { name: /^Pay CHF/ }).click();
  await expectPaid(page, section);
  expect(payments.count()).toBe(1);
});

test("Swish (SE): the QR code with its 3-minute countdown and the 'pending up to 10 minutes' message, then paid", async ({
  page,
}) => {
  const section = await choose(page, 'SE', 'Swish', 'swish');
  await section.getByRole('button', { name: 'Continue to Swish' }).click();
  const qr = page.getByRole('region', { name: 'Scan the QR code' });
  await expect(qr).toBeFocused();
  await expect(qr.getByText(/You have (03:00|02:[0-5]\d) to pay/)).toBeVisible();
  await expect(qr.getByText(/the status can be pending for up to 10 minutes/)).toBeVisible();
  await expectPaid(page, section);
});

test('MB Way on bare hooks (PT): the shop draws the prefix and number from the layout; confirmed in the app', async ({
  page,
}) => {
  const payments = countPayments(page);
  await page.goto('/checkout-hooks/?market=PT');
  const section = page.getByRole('region', { name: 'Phone and app payments' });
  await section.getByRole('radio', { name: 'MB WAY' }).check();
  const form = section.getByRole('form', { name: 'MB WAY' });
  await expect(form.getByLabel('Prefix')).toHaveValue('+351');
  const number = form.getByLabel('Mobile number');
  await number.fill('91234');
  await number.blur();
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(number).toBeFocused();
  await expect(form.getByText('Invalid mobile number')).toBeVisible();
  expect(payments.count()).toBe(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await number.fill('912345678');
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page.getByRole('region', { name: 'Waiting for confirmation' })).toBeFocused();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(section.getByText('Payment successful')).toBeVisible();
  expect(payments.count()).toBe(1);
});
