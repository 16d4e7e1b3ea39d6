// Issuer-list methods in the browser, with the skin's IssuerList: iDEAL by keyboard, a refusal, Pay
// by Bank in the GB market, the remembered choice; each to the sandbox's bank page and back to the
// shop. The hooks page's iDEAL (useIssuerList) is in checkout-hooks.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { open } from './skin-page';

const region = (page: Page, name: string) => page.getByRole('region', { name: `Pay with ${name}` });

test('skin: picks a bank by keyboard, authorises on its page and is back with "Payment successful"', async ({
  page,
}) => {
  await open(page);
  const ideal = region(page, 'iDEAL');
  await expect(ideal.getByRole('group', { name: 'Popular banks' }).getByRole('button')).toHaveText([
    'ING',
    'Rabobank',
    'ABN AMRO',
  ]);
  const bank = ideal.getByRole('combobox', { name: 'Bank' });
  await expect(bank).toContainText('Select your bank');
  await bank.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  // The offline bank is listed but not selectable.
  await expect(list.getByRole('option', { name: 'Yoursafe' })).toHaveAttribute('aria-disabled', 'true');
  // Not a full-page shot: resizing the page for one would move the open list under the keyboard.
  await page.screenshot({ path: 'test-results/issuer-list-open.png' });
  // Typeahead moves the highlight to the bank typed; Enter picks the highlighted option (waiting
  // for the highlight first: on a busy machine Enter could otherwise pick the first bank).
  await page.keyboard.type('Rabo');
  await expect(list.getByRole('option', { name: 'Rabobank' })).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(bank).toContainText('Rabobank');
  await expect(bank).toBeFocused();
  // The popular buttons do not hold a choice made in the list.
  await expect(ideal.getByRole('button', { name: 'Rabobank', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // On to the terms' link, then to the pay button.
  await page.keyboard.press('Tab');
  await expect(ideal.getByRole('link', { name: 'terms and conditions' })).toBeFocused();
  await page.keyboard.press('Tab');
  const pay = ideal.getByRole('button', { name: 'Continue to Rabobank' });
  await expect(pay).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/issuer-list-chosen.png', fullPage: true });
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/issuer\/bank\/pay\/RABONL2U\?ref=/);
  await expect(page.getByRole('heading', { name: 'Rabobank' })).toBeVisible();
  await page.screenshot({ path: 'test-results/issuer-list-bank-page.png', fullPage: true });
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await page.waitForURL(/checkout-skin\/\?sessionId=.*redirectResult=/);
  await expect(page.getByText('Payment successful')).toBeVisible();
  // Back from the bank, the result takes focus.
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  // Authorised by the bank: the shop offers its donation, as after a card, and it is made.
  const donation = page.getByRole('region', { name: 'Make a donation' });
  await donation.getByRole('radio', { name: '€2.50' }).check();
  await donation.getByRole('button', { name: 'Donate' }).click();
  await expect(donation.getByRole('status')).toHaveText(/Thanks for your support!/);
  await page.screenshot({ path: 'test-results/issuer-list-paid.png', fullPage: true });
});

test('skin: the bank is required (shown on submit, announced, no payment); refused on the bank page', async ({
  page,
}) => {
  await open(page);
  const ideal = region(page, 'iDEAL');
  await ideal.getByRole('button', { name: 'Continue to iDEAL' }).click();
  const bank = ideal.getByRole('combobox', { name: 'Bank' });
  await expect(bank).toHaveAttribute('aria-invalid', 'true');
  await expect(bank).toBeFocused();
  const errorId = await bank.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Select an issuer');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/issuer-list-error.png', fullPage: true });

  const ing = ideal.getByRole('button', { name: 'ING', exact: true });
  await ing.click();
  await expect(ing).toHaveAttribute('aria-pressed', 'true');
  await expect(bank).not.toHaveAttribute('aria-invalid', 'true');
  await ideal.getByRole('button', { name: 'Continue to ING' }).click();
  await page.waitForURL(/\/issuer\/bank\/pay\/INGBNL2A\?ref=/);
  await page.getByRole('button', { name: 'Refuse' }).click();
  await page.waitForURL(/checkout-skin\/\?sessionId=.*redirectResult=/);
  await expect(page.getByText('Payment refused')).toBeVisible();
  await expect(page.getByTestId('result-code')).toHaveText('Refused');
  await page.screenshot({ path: 'test-results/issuer-list-refused.png', fullPage: true });
});

test('skin: a later visit in the tab opens with the last choice, in the control that made it', async ({
  page,
}) => {
  await open(page);
  const bank = region(page, 'iDEAL').getByRole('combobox', { name: 'Bank' });
  await bank.click();
  await page.getByRole('option', { name: 'Triodos Bank' }).click();
  await expect(bank).toContainText('Triodos Bank');
  await open(page);
  await expect(region(page, 'iDEAL').getByRole('combobox', { name: 'Bank' })).toContainText('Triodos Bank');
  await expect(region(page, 'iDEAL').getByRole('button', { name: 'Continue to Triodos Bank' })).toBeVisible();
});

test('skin, GB market: Pay by Bank has no bank list, one "Continue to Pay by Bank" button', async ({
  page,
}) => {
  await open(page, '?market=GB');
  await expect(region(page, 'iDEAL')).toHaveCount(0);
  const payByBank = region(page, 'Pay by Bank');
  await expect(payByBank.getByRole('combobox')).toHaveCount(0);
  await payByBank.getByRole('button', { name: 'Continue to Pay by Bank' }).click();
  await page.waitForURL(/\/issuer\/bank\/pay\?ref=/);
  await expect(page.getByRole('heading', { name: 'Pay by Bank' })).toBeVisible();
  await expect(page.getByText('£120.00', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await page.waitForURL(/checkout-skin\/\?market=GB&sessionId=.*redirectResult=/);
  await expect(page.getByText('Payment successful')).toBeVisible();
});
