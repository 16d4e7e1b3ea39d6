import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectOnlyThePaidPart } from './skin-page';

// The open-invoice and pay-later methods in the skin example, each in a market whose session offers
// it (examples/shared/markets.ts), drawn by PaymentMethodForm from the method's layout.

const payLater = (page: Page) => page.getByRole('region', { name: 'Pay later' });

/** Opens the skin example in a market and picks a pay-later method. */
async function choose(page: Page, market: string, method: string) {
  await page.goto(`/checkout-skin/?market=${market}`);
  const section = payLater(page);
  await section.getByRole('radio', { name: method, exact: true }).check();
  await expect(section.getByRole('group', { name: 'Personal details' })).toBeVisible();
  return section;
}

/** Moves focus with Tab only until `target` has it (at most 60 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the field');
}

async function fillPerson(section: Locator, person: Record<string, string>) {
  const personal = section.getByRole('group', { name: 'Personal details' });
  for (const [label, value] of Object.entries(person)) {
    if (label === 'Gender') await personal.getByRole('radio', { name: value, exact: true }).check();
    else await personal.getByLabel(label).fill(value);
  }
}

async function fillAddress(group: Locator, address: Record<string, string>) {
  for (const [label, value] of Object.entries(address))
    // Anchored: an optional field's label reads 'House number (optional)'.
    await group.getByLabel(new RegExp(`^${label}`)).fill(value);
}

const JAN = {
  'First name': 'Jan',
  'Last name': 'Jansen',
  Gender: 'Male',
  'Date of birth': '14031980',
  'Telephone number': '+31 20 123 4567',
  'Email address': 'jan@example.nl',
};

test('AfterPay (NL): a required-field error announced, then paid with a separate delivery address', async ({
  page,
}) => {
  const section = await choose(page, 'NL', 'AfterPay');
  expect(
    (await new AxeBuilder({ page }).include('.hc-method--afterpay_default').analyze()).violations,
  ).toEqual([]);
  // Nothing typed: every error shows, the first field has focus, its error is announced.
  await section.getByRole('button', { name: 'Confirm purchase' }).click();
  const firstName = section.getByLabel('First name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  const firstError = page.locator(`[id="${await firstName.getAttribute('aria-describedby')}"]`);
  await expect(firstError).toHaveText('Enter your first name');
  await expect(firstError).toHaveAttribute('aria-live', 'polite');
  await expect(section.getByText('You must agree with the terms & conditions')).toBeVisible();

  await fillPerson(section, JAN);
  await expect(section.getByLabel('Date of birth')).toHaveValue('14/03/1980');
  await fillAddress(section.getByRole('group', { name: 'Billing address' }), {
    Street: 'Simon Carmiggeltstraat',
    'House number': '6-50',
    'Postal code': '1011 DJ',
    City: 'Amsterdam',
  });
  await section.getByRole('checkbox', { name: 'Specify a separate delivery address' }).check();
  const delivery = section.getByRole('group', { name: 'Delivery address' });
  await expect(delivery).toBeVisible();
  await fillAddress(delivery, {
    Street: 'Damrak',
    'House number': '1',
    'Postal code': '1012 LG',
    City: 'Amsterdam',
  });
  // The delivery country: the Radix Select, by keyboard.
  await delivery.getByRole('combobox', { name: 'Country/Region' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Netherlands', exact: true }).click();
  const terms = section.getByRole('link', { name: 'terms and conditions' });
  await expect(terms).toHaveAttribute(
    'href',
    'https://documents.riverty.com/terms_conditions/payment_methods/invoice/nl_en/',
  );
  await section.getByRole('checkbox', { name: /I agree with the/ }).check();
  expect(
    (await new AxeBuilder({ page }).include('.hc-method--afterpay_default').analyze()).violations,
  ).toEqual([]);
  await section.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(section.getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  await expect(section.locator('.hc-field__error:not(:empty)')).toHaveCount(0);
  await expectOnlyThePaidPart(page, 'Pay later', ['Paid'], { donation: true });
  await page.screenshot({ path: 'test-results/afterpay-paid.png', fullPage: true });
});

test('Ratepay (DE) by keyboard only: Tab, type, Space, Enter', async ({ page }) => {
  const section = await choose(page, 'DE', 'Ratepay Open Invoice');
  expect((await new AxeBuilder({ page }).include('.hc-method--ratepay').analyze()).violations).toEqual([]);
  const personal = section.getByRole('group', { name: 'Personal details' });
  const type = async (field: Locator, text: string) => {
    await tabTo(page, field);
    await page.keyboard.type(text, { delay: 5 });
  };
  await type(personal.getByLabel('First name'), 'Anna');
  await type(personal.getByLabel('Last name'), 'Schneider');
  await tabTo(page, personal.getByRole('radio', { name: 'Male', exact: true }));
  // Arrow keys move within the radio group and choose.
  await page.keyboard.press('ArrowRight');
  await expect(personal.getByRole('radio', { name: 'Female' })).toBeChecked();
  await type(personal.getByLabel('Date of birth'), '02071985');
  await expect(personal.getByLabel('Date of birth')).toHaveValue('02/07/1985');
  await type(personal.getByLabel('Telephone number'), '+49 30 1234567');
  await type(personal.getByLabel('Email address'), 'anna@example.de');
  const billing = section.getByRole('group', { name: 'Billing address' });
  await type(billing.getByLabel('Street'), 'Friedrichstraße');
  await type(billing.getByLabel('House number'), '68');
  await type(billing.getByLabel('Postal code'), '10117');
  await type(billing.getByLabel('City'), 'Berlin');
  await expect(billing.getByRole('combobox', { name: 'Country/Region' })).toHaveText(/Germany/);
  await tabTo(page, section.getByRole('button', { name: 'Confirm purchase' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(section.getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  await page.screenshot({ path: 'test-results/ratepay-keyboard-paid.png', fullPage: true });
});

test('AfterPay (NL): the refused test shopper is shown and announced, the data kept, no second payment', async ({
  page,
}) => {
  const section = await choose(page, 'NL', 'AfterPay');
  await fillPerson(section, { ...JAN, 'Last name': 'Refused' });
  await fillAddress(section.getByRole('group', { name: 'Billing address' }), {
    Street: 'Keizersgracht',
    'House number': '12',
    'Postal code': '1015 CJ',
    City: 'Amsterdam',
  });
  await section.getByRole('checkbox', { name: /I agree with the/ }).check();
  await section.getByRole('button', { name: 'Confirm purchase' }).click();
  const refused = section.getByRole('alert').filter({ hasText: 'Payment refused' });
  await expect(refused).toBeVisible();
  await expect(refused).toBeFocused();
  await expect(section.getByLabel('Last name')).toHaveValue('Refused');
  await expect(section.getByRole('button', { name: 'Confirm purchase' })).toBeEnabled();
  await expect(page.getByTestId('result-code')).toHaveText('Refused');
  await page.screenshot({ path: 'test-results/afterpay-refused.png', fullPage: true });
});

/** Pays on the provider's hosted page (the sandbox's) and comes back to the shop's return page. */
async function authoriseOnHostedPage(page: Page, market: string) {
  await page.waitForURL(/\/issuer\/bank\/pay/);
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await page.waitForURL(new RegExp(`checkout-skin/\\?market=${market}&sessionId=.*redirectResult=`));
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
}

test('Affirm (US): names, telephone, email and a US address with its state; continued to Affirm and paid', async ({
  page,
}) => {
  const section = await choose(page, 'US', 'Affirm');
  const personal = section.getByRole('group', { name: 'Personal details' });
  await expect(personal.getByRole('radio')).toHaveCount(0);
  await expect(personal.getByLabel('Date of birth')).toHaveCount(0);
  await fillPerson(section, {
    'First name': 'Ann',
    'Last name': 'Smith',
    'Telephone number': '+1 212 555 0100',
    'Email address': 'ann@example.com',
  });
  const billing = section.getByRole('group', { name: 'Billing address' });
  await fillAddress(billing, {
    Street: 'Main St',
    'House number': '1',
    'Zip code': '10001',
    City: 'New York',
  });
  await billing.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'New York' }).click();
  expect((await new AxeBuilder({ page }).include('.hc-method--affirm').analyze()).violations).toEqual([]);
  await section.getByRole('button', { name: 'Continue to Affirm' }).click();
  await authoriseOnHostedPage(page, 'US');
  await page.screenshot({ path: 'test-results/affirm-paid.png', fullPage: true });
});

test('Atome (SG): names, telephone, and the billing street and postal code; continued to Atome and paid', async ({
  page,
}) => {
  const section = await choose(page, 'SG', 'Atome');
  await expect(section.getByRole('checkbox', { name: 'Specify a separate delivery address' })).toHaveCount(0);
  await fillPerson(section, { 'First name': 'Mei', 'Last name': 'Tan', 'Telephone number': '+65 6123 4567' });
  const billing = section.getByRole('group', { name: 'Billing address' });
  await expect(billing.getByLabel('City')).toHaveCount(0);
  await fillAddress(billing, { Street: '1 Raffles Place', 'Postal code': '048616' });
  expect((await new AxeBuilder({ page }).include('.hc-method--atome').analyze()).violations).toEqual([]);
  await section.getByRole('button', { name: 'Continue to Atome' }).click();
  await authoriseOnHostedPage(page, 'SG');
  await page.screenshot({ path: 'test-results/atome-paid.png', fullPage: true });
});

test('Oney 3x (FR): the French form, continued to Oney and paid', async ({ page }) => {
  const section = await choose(page, 'FR', 'Oney 3x');
  await fillPerson(section, {
    'First name': 'Camille',
    'Last name': 'Martin',
    Gender: 'Female',
    'Date of birth': '21/06/1990',
    'Telephone number': '+33 1 23 45 67 89',
    'Email address': 'camille@example.fr',
  });
  await fillAddress(section.getByRole('group', { name: 'Billing address' }), {
    Street: 'Rue de Rivoli',
    'House number': '10',
    'Postal code': '75001',
    City: 'Paris',
  });
  expect((await new AxeBuilder({ page }).include('.hc-method--facilypay_3x').analyze()).violations).toEqual(
    [],
  );
  await section.getByRole('button', { name: 'Continue to Oney' }).click();
  await authoriseOnHostedPage(page, 'FR');
  await page.screenshot({ path: 'test-results/oney-paid.png', fullPage: true });
});

test("the hooks example: Ratepay (DE) drawn in the shop's own markup from the layout, paid", async ({
  page,
}) => {
  await page.goto('/checkout-hooks/?market=DE');
  const section = page.getByRole('region', { name: 'Bank debit and pay later' });
  await section.getByRole('radio', { name: 'Ratepay Open Invoice' }).check();
  const form = section.getByRole('form', { name: 'Ratepay Open Invoice' });
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(form.getByText('Enter your first name')).toBeVisible();
  await form.getByLabel('First name').fill('Anna');
  await form.getByLabel('Last name').fill('Schneider');
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByLabel('Date of birth').fill('02071985');
  await form.getByLabel('Telephone number').fill('+49 30 1234567');
  await form.getByLabel('Email address').fill('anna@example.de');
  await form.getByLabel('Street').fill('Friedrichstraße');
  await form.getByLabel(/^House number/).fill('68');
  await form.getByLabel('Postal code').fill('10117');
  await form.getByLabel('City').fill('Berlin');
  await expect(form.getByLabel('Country/Region')).toHaveValue('DE');
  await form.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(form.getByText('Payment successful')).toBeVisible();
  // Only the part that paid stays: no card form, no other method to pay a second time.
  await expect(page.getByRole('button', { name: 'Pay €24.50' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to WeChat Pay' })).toHaveCount(0);
  // Below it, the shop's donation offer (after an authorised payment).
  await expect(page.getByRole('button')).toHaveText(['Paid', 'Donate', 'Not now']);
  await page.screenshot({ path: 'test-results/ratepay-hooks-paid.png', fullPage: true });
});
