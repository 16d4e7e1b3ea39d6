import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectOnlyThePaidPart, fillCard, frameInput, newCard, open } from './skin-page';

test('pays in installments chosen with the select', async ({ page }) => {
  const payments: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/sessions\/[^/]+\/payments$/.test(new URL(request.url()).pathname))
      payments.push(request.postDataJSON() as Record<string, unknown>);
  });
  await open(page);
  // The installments are a part of the form (their own chunk): their field stands from the start.
  await expect(newCard(page).getByRole('combobox', { name: /installments/i })).toHaveCount(1);
  await fillCard(page, '5555555555554444');
  await newCard(page)
    .getByRole('combobox', { name: /installments/i })
    .click();
  await page.getByRole('option', { name: /^3x/ }).click();
  await expect(newCard(page).getByRole('combobox', { name: /installments/i })).toContainText('3x');
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ installments: { value: 3 } });
});

test('asks a Korean card for the tax number and the card password, then pays', async ({ page }) => {
  await open(page);
  await expect(newCard(page).getByLabel('Cardholder birthdate or corporate registration number')).toHaveCount(
    0,
  );
  await fillCard(page, '4000620000000007');
  const taxNumber = newCard(page).getByLabel('Cardholder birthdate or corporate registration number');
  await expect(taxNumber).toBeVisible();
  await taxNumber.fill('900101');
  await expect(newCard(page).locator('[data-secured-field="password"]')).toHaveAttribute(
    'data-state',
    'ready',
  );
  await frameInput(page, 'First 2 digits of card password').pressSequentially('12', { delay: 10 });
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
});

test('asks a Brazilian card for the CPF, then pays', async ({ page }) => {
  await open(page);
  await fillCard(page, '5066991111111118');
  const cpf = newCard(page).getByLabel('CPF/CNPJ');
  await expect(cpf).toBeVisible();
  await cpf.fill('52998224725');
  await expect(cpf).toHaveValue('529.982.247-25');
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
});

test('tabbing past the holder name raises nothing; typed, cleared and left, its error is announced', async ({
  page,
}) => {
  await open(page);
  const holder = newCard(page).getByLabel('Name on card');
  await holder.focus();
  await holder.press('Tab');
  await expect(holder).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter name as shown on card')).toHaveCount(0);
  await holder.pressSequentially('J');
  await holder.press('Backspace');
  await holder.press('Tab');
  await expect(holder).toHaveAttribute('aria-invalid', 'true');
  const described = await holder.getAttribute('aria-describedby');
  const errorId = described!.split(' ')[0]!;
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Enter name as shown on card');
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: 'Enter name as shown on card' }).first(),
  ).toBeAttached();
});

test('pays with the saved card: security code only', async ({ page }) => {
  await open(page);
  const saved = page.getByRole('region', { name: 'Your saved card' });
  await expect(saved.getByText(/1111/)).toBeVisible();
  await expect(saved.locator('[data-secured-field="securityCode"]')).toHaveAttribute('data-state', 'ready');
  await expect(saved.locator('[data-secured-field="cardNumber"]')).toHaveCount(0);
  await expect(saved.getByLabel(/Postal code/)).toHaveCount(0);
  await saved
    .frameLocator('iframe[title="Security code"]')
    .locator('input')
    .pressSequentially('737', { delay: 10 });
  await saved.getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(saved.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible();
  await expectOnlyThePaidPart(page, 'Your saved card', ['Paid'], { donation: true });
  await page.screenshot({ path: 'test-results/checkout-skin-saved-card-paid.png', fullPage: true });
});

test('can be completed with the keyboard only', async ({ page }) => {
  await open(page);
  await page.getByRole('heading', { name: 'Pay by card' }).click();
  await page.keyboard.press('Tab');
  await page.keyboard.type('4111111111111111');
  // A visa number may have up to 19 digits: the shopper moves on with Tab. The expiry date and the
  // security code are complete when typed: focus moves on by itself.
  await page.keyboard.press('Tab');
  await page.keyboard.type('0330');
  await expect(newCard(page).locator('iframe[title="Security code"]')).toBeFocused();
  await page.keyboard.type('737');
  await expect(newCard(page).getByLabel('Name on card')).toBeFocused();
  await page.keyboard.type('J. Smith');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1012 AB');
  await newCard(page)
    .getByLabel(/Postal code/)
    .press('Enter');
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
});

test('has no accessibility violations, empty and with errors', async ({ page }) => {
  await open(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(newCard(page).getByText('Enter the card number').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/checkout-skin-errors.png', fullPage: true });
});

test("carries a re-themed page's text colour and font into the secured fields", async ({ page }) => {
  // The merchant re-themes the skin with its tokens, before the form mounts.
  await page.addInitScript(() => {
    if (window.top !== window) return; // not inside the frames
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent =
        '.hc-root { --hc-color-text: rgb(10, 20, 30); --hc-font-family: Georgia, serif; --hc-color-text-muted: rgb(90, 0, 0); }';
      document.head.append(style);
    });
  });
  await open(page);
  const input = frameInput(page, 'Card number');
  await expect(input).toHaveCSS('color', 'rgb(10, 20, 30)');
  await expect(input).toHaveCSS('font-family', 'Georgia, serif');
  // The frame's stylesheet colours the placeholder with this property.
  const placeholder = await input.evaluate((element) =>
    element.style.getPropertyValue('--placeholder-color'),
  );
  expect(placeholder).toBe('rgb(90, 0, 0)');
});

test('figures: time from mount to all frames ready', async ({ page }) => {
  // Timestamps taken in the page: when the new-card form's first frame container appears, when its
  // first frame is in the page, and when all of its frames are ready.
  await page.addInitScript(() => {
    const marks: { mount?: number; frames?: number; ready?: number } = {};
    (window as unknown as { __sf: typeof marks }).__sf = marks;
    new MutationObserver(() => {
      const form = document.querySelector('[aria-labelledby="new-card-heading"]');
      const containers = form ? [...form.querySelectorAll('[data-secured-field]')] : [];
      if (containers.length > 0 && marks.mount === undefined) marks.mount = performance.now();
      if (form?.querySelector('iframe') && marks.frames === undefined) marks.frames = performance.now();
      if (
        containers.length > 0 &&
        marks.ready === undefined &&
        containers.every((c) => c.getAttribute('data-state') === 'ready')
      ) {
        marks.ready = performance.now();
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
  await page.goto('/checkout-skin/');
  await page.waitForFunction(
    () => (window as unknown as { __sf: { ready?: number } }).__sf.ready !== undefined,
    null,
  );
  const marks = await page.evaluate(
    () => (window as unknown as { __sf: { mount: number; frames: number; ready: number } }).__sf,
  );
  console.log(
    `secured fields: mount to all frames ready = ${Math.round(marks.ready - marks.mount)} ms, to the frames in the page = ${Math.round(marks.frames - marks.mount)} ms (Chromium, localhost)`,
  );
  expect(marks.ready).toBeGreaterThan(marks.mount);
});

test('separate expiry month and year frames: formatting, focus order, the date checked across them, payment', async ({
  page,
}) => {
  await open(page, '?expiry=separate');
  for (const field of ['expiryMonth', 'expiryYear'])
    await expect(newCard(page).locator(`[data-secured-field="${field}"]`)).toHaveAttribute(
      'data-state',
      'ready',
    );
  await frameInput(page, 'Card number').pressSequentially('5555555555554444', { delay: 10 });
  // A Mastercard number is complete at 16 digits: focus moves on to the month.
  await expect(newCard(page).locator('iframe[title="Expiry month"]')).toBeFocused();
  // One digit above 1 is a whole month: 4 becomes 04, and focus moves to the year.
  await page.keyboard.type('4');
  await expect(frameInput(page, 'Expiry month')).toHaveValue('04');
  await expect(newCard(page).locator('iframe[title="Expiry year"]')).toBeFocused();

  // A month already past: the year frame reports the whole date, without the page seeing either value.
  const past = new Date();
  past.setDate(1);
  past.setMonth(past.getMonth() - 1);
  await frameInput(page, 'Expiry month').fill('');
  await frameInput(page, 'Expiry month').pressSequentially(String(past.getMonth() + 1).padStart(2, '0'));
  await frameInput(page, 'Expiry year').pressSequentially(String(past.getFullYear() % 100).padStart(2, '0'));
  await frameInput(page, 'Security code').pressSequentially('737', { delay: 10 });
  await expect(newCard(page).getByText('Card too old').first()).toBeVisible();

  await frameInput(page, 'Expiry month').fill('');
  await frameInput(page, 'Expiry month').pressSequentially('03');
  await frameInput(page, 'Expiry year').fill('');
  await frameInput(page, 'Expiry year').pressSequentially('30');
  await expect(newCard(page).getByText('Card too old')).toHaveCount(0);
  await newCard(page).getByLabel('Name on card').fill('J. Smith');
  await newCard(page)
    .getByLabel(/Postal code/)
    .fill('1012 AB');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  // Digits of the number, typed with or without spaces (a port number of the page may hold '5555').
  expect(await page.content()).not.toMatch(/5555 ?5555 ?5555/);
});
