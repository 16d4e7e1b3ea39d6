import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectOnlyThePaidPart, open } from './skin-page';

const bacs = (page: Page) => page.getByRole('region', { name: 'Pay by Bacs Direct Debit' });

test('Bacs Direct Debit in the skin (GB): enter, confirm read-only, edit, confirm and pay; the mandate to download', async ({
  page,
}) => {
  await open(page, '?market=GB');
  const form = bacs(page);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('Invalid bank account holder name')).toBeVisible();
  await expect(form.getByText('You must agree with the terms & conditions')).toHaveCount(2);
  await expect(form.getByLabel('Bank account holder name')).toBeFocused();
  await form.getByLabel('Bank account holder name').fill('J. Smith');
  await form.getByLabel('Bank account number').fill('4030-8669');
  await expect(form.getByLabel('Bank account number')).toHaveValue('40308669');
  await form.getByLabel('Sort code').pressSequentially('56-00-3', { delay: 5 });
  await form.getByLabel('Sort code').blur();
  await expect(form.getByText('Invalid sort code')).toBeVisible();
  await form.getByLabel('Sort code').fill('560036');
  await form.getByLabel('Email address').fill('j.smith@example.co.uk');
  await form.getByLabel(/deducted from my bank account/).check();
  await form.getByLabel(/only signatory/).check();
  expect((await new AxeBuilder({ page }).include('.hc-bacs').analyze()).violations).toEqual([]);
  // Continue confirms: read-only data, no consents, Edit and 'Confirm £120.00'; nothing is paid yet.
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByRole('button', { name: 'Confirm £120.00' })).toBeVisible();
  await expect(form.getByLabel('Sort code')).toHaveAttribute('readonly', '');
  await expect(form.getByLabel(/only signatory/)).toHaveCount(0);
  await expect(page.getByTestId('result-code')).toHaveCount(0);
  // Edit goes back with the data kept.
  await form.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('Bank account holder name')).toBeFocused();
  await expect(form.getByLabel('Sort code')).toHaveValue('560036');
  await form.getByLabel('Bank account holder name').fill('J. A. Smith');
  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByRole('button', { name: 'Confirm £120.00' }).click();
  // The Direct Debit Instruction shows in the form's place, to download.
  // (The shop's result line waits for issue 15: a voucher-like end reports no onPaymentCompleted yet.)
  const mandate = form.getByRole('region', {
    name: 'Download your Direct Debit Instruction (DDI / Mandate)',
  });
  await expect(mandate).toBeVisible();
  await expect(mandate).toBeFocused();
  // The form is kept, hidden, behind it.
  await expect(form.getByLabel('Sort code')).toBeHidden();
  const download = mandate.getByRole('link', { name: 'Download PDF' });
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectOnlyThePaidPart(page, 'Pay by Bacs Direct Debit', ['Copy'], { donation: false });
  await page.screenshot({ path: 'test-results/bacs-mandate.png', fullPage: true });
});
