import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectOnlyThePaidPart, open } from './skin-page';

const ach = (page: Page) => page.getByRole('region', { name: 'Pay by ACH Direct Debit' });
const frameInput = (page: Page, title: string) =>
  ach(page).frameLocator(`iframe[title="${title}"]`).locator('input');

/** The US market's skin page, with ACH's two frames ready. */
async function openUs(page: Page) {
  await open(page, '?market=US');
  await expect(ach(page).locator('[data-secured-field="encryptedBankLocationId"]')).toHaveAttribute(
    'data-state',
    'ready',
  );
}

/** Fills the holder name and the US billing address (the state from the dataset's select). */
async function fillPageFields(page: Page) {
  const form = ach(page);
  await form.getByLabel('Account holder name').fill('J. Smith');
  await form.getByLabel('Street').fill('Main Street');
  await form.getByLabel(/^Zip code/).fill('10001');
  await form.getByLabel('City').fill('New York');
  await form.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'New York' }).click();
}

test('ACH Direct Debit in the skin: required errors announced, a refusal shown once, then paid', async ({
  page,
}) => {
  await openUs(page);
  const form = ach(page);
  const payments: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/payments$/.test(new URL(request.url()).pathname))
      payments.push(request.postData() ?? '');
  });
  const pay = form.getByRole('button', { name: 'Pay $120.00' });
  // Nothing typed: Pay shows every required error, announced (live regions), and sends nothing.
  await pay.click();
  const announced = (text: string) => form.locator('[aria-live="polite"]', { hasText: text });
  await expect(announced('Invalid account holder name')).toBeVisible();
  await expect(announced('Bank account number field is empty')).toBeVisible();
  await expect(announced('Bank routing number field is empty')).toBeVisible();
  await expect(form.getByLabel('Account holder name')).toHaveAttribute(
    'aria-describedby',
    (await announced('Invalid account holder name').getAttribute('id'))!,
  );
  await expect(form.getByLabel('Account holder name')).toBeFocused();
  expect(payments).toEqual([]);
  // The country is US or Puerto Rico only.
  await expect(form.getByRole('combobox', { name: 'Country/Region' })).toHaveText('United States');
  await form.getByRole('combobox', { name: 'Country/Region' }).click();
  await expect(page.getByRole('option')).toHaveText(['United States', 'Puerto Rico']);
  await page.keyboard.press('Escape');

  // A wrong routing number: the frame's own key, shown by the page and described in the frame.
  const routing = frameInput(page, 'ABA routing number');
  await routing.pressSequentially('011000016', { delay: 10 });
  await routing.blur();
  await form.getByLabel('Account holder name').focus();
  await expect(form.getByText('Invalid ABA routing number')).toBeVisible();
  await expect(routing).toHaveAttribute('aria-invalid', 'true');
  await routing.fill('');
  await routing.pressSequentially('011000015', { delay: 10 });
  await expect(form.getByText('Invalid ABA routing number')).toHaveCount(0);

  await fillPageFields(page);
  // The whole page (its frames judged in it, as the card's are).
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await form.screenshot({ path: 'test-results/ach-form.png' });
  // The refused test account: the refusal is shown and announced, one payment only.
  const account = frameInput(page, 'Account number');
  await account.pressSequentially('9999999999', { delay: 10 });
  await pay.click();
  const refused = form.getByRole('alert').filter({ hasText: 'Payment refused' });
  await expect(refused).toBeVisible();
  await expect(refused).toBeFocused();
  expect(payments).toHaveLength(1);
  const sent = JSON.parse(payments[0]!) as {
    paymentMethod: Record<string, unknown>;
    billingAddress: Record<string, unknown>;
  };
  // Spec section 3 (the checkout adds its attempt id): ownerName, never holderName.
  expect(Object.keys(sent.paymentMethod).sort()).toEqual([
    'checkoutAttemptId',
    'encryptedBankAccountNumber',
    'encryptedBankLocationId',
    'ownerName',
    'type',
  ]);
  expect(sent.paymentMethod).toMatchObject({ type: 'ach', ownerName: 'J. Smith' });
  expect(String(sent.paymentMethod.encryptedBankAccountNumber)).not.toContain('9999999999');
  expect(sent.billingAddress).toMatchObject({ country: 'US', stateOrProvince: 'NY', postalCode: '10001' });

  // Another account pays; only the part that paid stays, with its result.
  await account.fill('');
  await account.pressSequentially('123456789', { delay: 10 });
  await pay.click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(form.getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  expect(payments).toHaveLength(2);
  await expectOnlyThePaidPart(page, 'Pay by ACH Direct Debit', ['Paid'], { donation: true });
  await page.screenshot({ path: 'test-results/ach-paid.png', fullPage: true });
});

test("ACH in the hooks example: the shop's own markup from the layout, the frames from useAch, paid", async ({
  page,
}) => {
  await page.goto('/checkout-hooks/?market=US');
  // The page is ready when the card's frames are (Click to Pay above the card decided it has
  // nothing to offer): the shopper chooses then, as in end-states-a11y.spec.ts.
  await expect(page.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  const chooser = page.getByRole('region', { name: 'Bank debit and pay later' });
  await chooser.getByRole('radio', { name: 'ACH Direct Debit' }).check();
  const form = page.getByRole('form', { name: 'ACH Direct Debit' });
  await expect(form.locator('[data-secured-field="encryptedBankLocationId"]')).toHaveAttribute(
    'data-state',
    'ready',
  );
  const input = (title: string) => form.frameLocator(`iframe[title="${title}"]`).locator('input');
  await form.getByLabel('Account holder name').fill('J. Smith');
  await input('Account number').pressSequentially('123456789', { delay: 10 });
  await input('ABA routing number').pressSequentially('021000021', { delay: 10 });
  await form.getByLabel('Street').fill('Main Street');
  await form.getByLabel(/^Zip code/).fill('10001');
  await form.getByLabel('City').fill('New York');
  await form.getByLabel('State').selectOption('NY');
  // The countries ACH is offered in, only (in the dataset's order).
  await expect(form.getByLabel('Country/Region').locator('option:not([value=""])')).toHaveText([
    'Puerto Rico',
    'United States',
  ]);
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(form.getByText('Payment successful')).toBeVisible();
});
