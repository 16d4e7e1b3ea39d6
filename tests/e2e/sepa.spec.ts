import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectOnlyThePaidPart, open } from './skin-page';

const sepa = (page: Page) => page.getByRole('region', { name: 'Pay by SEPA Direct Debit' });

test('SEPA Direct Debit in the skin: errors after blur, a refusal announced with the data kept, then paid', async ({
  page,
}) => {
  await open(page);
  const form = sepa(page);
  const holder = form.getByLabel('Holder name');
  const iban = form.getByLabel('Account number (IBAN)');
  // Nothing typed: Pay shows both errors and moves focus to the first.
  await form.getByRole('button', { name: 'Pay €120.00' }).click();
  // The account holder's own message, not the card holder's (issue 30).
  await expect(form.getByText('Enter the account holder name')).toBeVisible();
  await expect(form.getByText('Enter name as shown on card')).toHaveCount(0);
  await expect(form.getByText('Invalid account number')).toBeVisible();
  await expect(holder).toBeFocused();
  await holder.fill('A. Schneider');
  // The IBAN groups by four as it is typed; a wrong check digit shows after leaving the field.
  await iban.pressSequentially('nl14test0123456789', { delay: 5 });
  await expect(iban).toHaveValue('NL14 TEST 0123 4567 89');
  await iban.blur();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  expect(
    (await new AxeBuilder({ page }).include('.hc-method--sepadirectdebit').analyze()).violations,
  ).toEqual([]);
  // The refused test account: the refusal is shown and announced, the IBAN kept.
  await iban.fill('NL42 TEST 0000 0000 02');
  await form.getByRole('button', { name: 'Pay €120.00' }).click();
  const refused = form.getByRole('alert').filter({ hasText: 'Payment refused' });
  await expect(refused).toBeVisible();
  await expect(refused).toBeFocused();
  await expect(iban).toHaveValue('NL42 TEST 0000 0000 02');
  // A valid account pays; only the part that paid stays, with its result.
  await iban.fill('NL13TEST0123456789');
  await expect(iban).toHaveValue('NL13 TEST 0123 4567 89');
  await form.getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(form.getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  await expect(form.getByText('Invalid account number')).toHaveCount(0);
  await expectOnlyThePaidPart(page, 'Pay by SEPA Direct Debit', ['Paid'], { donation: true });
  await page.screenshot({ path: 'test-results/sepa-paid.png', fullPage: true });
});
