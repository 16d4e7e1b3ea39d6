import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { chooseVoucherMethod as choose } from './skin-page';

// The voucher methods and the bank transfer in the skin example, each in a market whose session
// offers it (examples/shared/markets.ts), drawn by PaymentMethodForm from the method's layout: bad
// input shows its rule's message and sends nothing; a valid form pays once and the voucher shows in
// the form's place, focused, with no error left over.

/** Counts the payments the page sends. */
function countPayments(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/payments(\?|$)/.test(request.url())) count += 1;
  });
  return { count: () => count };
}

/** The form passes axe. */
async function expectAccessible(page: Page, type: string) {
  expect((await new AxeBuilder({ page }).include(`.hc-method--${type}`).analyze()).violations).toEqual([]);
}

/** The error message a field shows (its aria-describedby). */
const errorOf = async (page: Page, field: Locator) =>
  page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`);

/** The end state: the voucher region has focus, the form is gone, no error shows anywhere. */
async function expectVoucher(page: Page, name: string): Promise<Locator> {
  const voucher = page.getByRole('region', { name });
  await expect(voucher).toBeVisible();
  await expect(voucher).toBeFocused();
  await expect(page.locator('form.hc-method')).toBeHidden();
  await expect(page.locator('[aria-invalid="true"]:visible')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /Invalid|Enter|Select|must/ })).toHaveCount(0);
  return voucher;
}

test('Boleto (BR): names, CPF, Brazilian address, the copy-to-email box validating its email only when ticked; the voucher with barcode, expiry and PDF', async ({
  page,
}) => {
  const payments = countPayments(page);
  const { form } = await choose(page, 'BR', 'Boleto Bancário', 'boletobancario');
  await expectAccessible(page, 'boletobancario');
  // Nothing typed: every error shows, focus on the first field, no request.
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(await errorOf(page, form.getByLabel('First name'))).toHaveText('Enter your first name');
  expect(payments.count()).toBe(0);

  await form.getByLabel('First name').fill('José');
  await form.getByLabel('Last name').fill('Silva');
  const cpf = form.getByLabel('CPF/CNPJ');
  await cpf.fill('12345678900');
  await cpf.blur();
  await expect(cpf).toHaveValue('123.456.789-00');
  await expect(await errorOf(page, cpf)).toHaveText('Enter a valid CPF/CNPJ number');
  await cpf.fill('12345678909');
  await expect(cpf).toHaveValue('123.456.789-09');
  const billing = form.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('Street').fill('Rua Funcionarios');
  await billing.getByLabel(/^House number/).fill('952');
  await billing.getByLabel('Postal code').fill('04386-040');
  await billing.getByLabel('City').fill('São Paulo');
  await billing.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'São Paulo' }).click();
  await expect(billing.getByRole('combobox', { name: 'Country/Region' })).toContainText('Brazil');

  // The box reveals the email; ticked, a bad email is an error and nothing is sent.
  await expect(form.getByLabel('Email address')).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Send a copy to my email' }).check();
  const email = form.getByLabel('Email address');
  await email.fill('jose@');
  await email.blur();
  await expect(await errorOf(page, email)).toHaveText('Invalid email address');
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(email).toBeFocused();
  expect(payments.count()).toBe(0);
  await expectAccessible(page, 'boletobancario');
  await email.fill('jose@example.com.br');
  await form.getByRole('button', { name: 'Confirm purchase' }).click();

  const voucher = await expectVoucher(page, 'Payment reference');
  await expect(voucher.getByRole('img', { name: /Barcode for reference/ })).toBeVisible();
  await expect(voucher.getByText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/)).toBeVisible();
  await expect(voucher.getByText('Expiration date')).toBeVisible();
  await expect(voucher.getByText('R$120.00')).toBeVisible();
  await expect(voucher.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    /\/vouchers\/.+\.pdf$/,
  );
  expect(payments.count()).toBe(1);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/boleto-voucher.png', fullPage: true });
});

test('econtext 7-Eleven (JP): the telephone takes at most 11 digits, 10 or 11 on blur; the voucher with reference, barcode, copy and download', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const payments = countPayments(page);
  const { form } = await choose(page, 'JP', '7-Eleven', 'econtext_seven_eleven');
  await expectAccessible(page, 'econtext_seven_eleven');
  await form.getByLabel('First name').fill('Taro');
  await form.getByLabel('Last name').fill('Yamada');
  const telephone = form.getByLabel('Telephone number');
  await telephone.pressSequentially('090-1234-5678-99');
  await expect(telephone).toHaveValue('09012345678');
  await telephone.fill('090123');
  await telephone.blur();
  await expect(await errorOf(page, telephone)).toHaveText('Telephone number must be 10 or 11 digits long');
  await form.getByLabel('Email address').fill('taro@example.jp');
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(telephone).toBeFocused();
  expect(payments.count()).toBe(0);
  await telephone.fill('0312345678');
  await form.getByRole('button', { name: 'Confirm purchase' }).click();

  const voucher = await expectVoucher(page, 'Payment reference');
  await expect(voucher.getByRole('img', { name: /Barcode for reference \d{14}/ })).toBeVisible();
  await expect(voucher.getByText('03******78')).toBeVisible();
  const reference = (await voucher.locator('dd span').first().textContent()) ?? '';
  expect(reference).toMatch(/^\d{14}$/);
  await voucher.getByRole('button', { name: 'Copy Payment reference' }).click();
  await expect(voucher.getByRole('button', { name: 'Copy Payment reference' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  await expect(voucher.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /\.pdf$/);
  expect(payments.count()).toBe(1);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("Dragonpay Online Banking (PH): email and a required issuer; the voucher with the issuer's logo, the surcharge and the alternative reference", async ({
  page,
}) => {
  const payments = countPayments(page);
  const { form } = await choose(page, 'PH', 'Online Banking', 'dragonpay_ebanking');
  await expectAccessible(page, 'dragonpay_ebanking');
  await form.getByLabel('Email address').fill('juan@example.ph');
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  const issuer = form.getByRole('combobox', { name: 'Bank' });
  await expect(issuer).toBeFocused();
  await expect(await errorOf(page, issuer)).toHaveText('Select an issuer');
  expect(payments.count()).toBe(0);
  await issuer.click();
  // The offline bank is not offered.
  await expect(page.getByRole('option', { name: 'PNB Internet Banking' })).toHaveCount(0);
  await page.getByRole('option', { name: 'BDO Internet Banking' }).click();
  await expect(await errorOf(page, issuer)).toHaveText('');
  await form.getByRole('button', { name: 'Confirm purchase' }).click();

  const voucher = await expectVoucher(page, 'Payment reference');
  const logo = voucher.getByRole('img', { name: 'BDO' });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(voucher.getByText('₱130.00')).toBeVisible();
  await expect(voucher.getByText('Includes ₱10.00 surcharge')).toBeVisible();
  await expect(voucher.getByText('Alternative reference')).toBeVisible();
  await expect(voucher.getByText(/^DP\d{8}$/)).toBeVisible();
  expect(payments.count()).toBe(1);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('Doku Alfamart (ID): names and email; the voucher with expiry, shopper and merchant names', async ({
  page,
}) => {
  const payments = countPayments(page);
  const { form } = await choose(page, 'ID', 'Alfamart', 'doku_alfamart');
  await expectAccessible(page, 'doku_alfamart');
  await form.getByLabel('Email address').fill('budi');
  // Left: its error shows (the button moves down under it before the click).
  await form.getByLabel('Email address').blur();
  await expect(await errorOf(page, form.getByLabel('Email address'))).toHaveText('Invalid email address');
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(await errorOf(page, form.getByLabel('First name'))).toHaveText('Enter your first name');
  expect(payments.count()).toBe(0);
  await form.getByLabel('First name').fill('Budi');
  await form.getByLabel('Last name').fill('Santoso');
  await form.getByLabel('Email address').fill('budi@example.co.id');
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  const voucher = await expectVoucher(page, 'Payment reference');
  await expect(voucher.getByText('Budi Santoso')).toBeVisible();
  await expect(voucher.getByText('Sandbox Merchant')).toBeVisible();
  await expect(voucher.getByText('Expiration date')).toBeVisible();
  expect(payments.count()).toBe(1);
});

test('Multibanco (PT): no field; the voucher with entity, reference, expiry and shopper reference', async ({
  page,
}) => {
  const { form } = await choose(page, 'PT', 'Multibanco', 'multibanco');
  await expectAccessible(page, 'multibanco');
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  const voucher = await expectVoucher(page, 'Payment reference');
  await expect(voucher.getByText('12101')).toBeVisible();
  await expect(voucher.getByText('Shopper reference')).toBeVisible();
  // The shop's order reference (the example's session reference), copyable.
  await expect(voucher.getByText(/^example-\d+$/)).toBeVisible();
  await expect(voucher.getByRole('button', { name: 'Copy Shopper reference' })).toBeVisible();
  await expect(voucher.getByText('Expiration date')).toBeVisible();
});

test('bank transfer (NL): the email copy box; the details under their heading, the IBAN in groups of four, each copyable', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const payments = countPayments(page);
  const { form } = await choose(page, 'NL', 'Bank Transfer', 'bankTransfer_IBAN');
  await form.getByRole('checkbox', { name: 'Send a copy to my email' }).check();
  await form.getByRole('button', { name: 'Continue to Bank Transfer' }).click();
  await expect(form.getByLabel('Email address')).toBeFocused();
  expect(payments.count()).toBe(0);
  await expectAccessible(page, 'bankTransfer_IBAN');
  await form.getByLabel('Email address').fill('ana@example.nl');
  await form.getByRole('button', { name: 'Continue to Bank Transfer' }).click();
  const details = await expectVoucher(page, 'Bank transfer details');
  await expect(details.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
  await expect(details.getByText('NL91 ABNA 0417 1643 00')).toBeVisible();
  await expect(details.getByText('ABNANL2A')).toBeVisible();
  await expect(details.getByText(/^SB\d{10}$/)).toBeVisible();
  await expect(details.getByText('€120.00')).toBeVisible();
  // The IBAN is copied as the service gave it, without the groups' spaces.
  await details.getByRole('button', { name: 'Copy IBAN' }).click();
  await expect(details.getByRole('button', { name: 'Copy IBAN' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('NL91ABNA0417164300');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/bank-transfer.png', fullPage: true });
  expect(payments.count()).toBe(1);
});

test("the hooks example: econtext (JP) in the shop's own markup from the layout; the voucher step on useVoucher", async ({
  page,
}) => {
  const payments = countPayments(page);
  await page.goto('/checkout-hooks/?market=JP');
  const section = page.getByRole('region', { name: 'Bank debit and pay later' });
  await section.getByRole('radio', { name: '7-Eleven' }).check();
  const form = section.getByRole('form', { name: '7-Eleven' });
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(form.getByText('Enter your first name')).toBeVisible();
  expect(payments.count()).toBe(0);
  await form.getByLabel('First name').fill('Hanako');
  await form.getByLabel('Last name').fill('Suzuki');
  await form.getByLabel('Telephone number').fill('09012345678');
  await form.getByLabel('Email address').fill('hanako@example.jp');
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  const voucher = page.getByRole('region', { name: 'Payment reference' });
  await expect(voucher).toBeFocused();
  await expect(voucher.getByRole('img', { name: /Barcode for reference \d{14}/ })).toBeVisible();
  await expect(voucher.getByText('09*******78')).toBeVisible();
  await expect(page.getByText('Enter your first name')).toHaveCount(0);
  expect(payments.count()).toBe(1);
});
