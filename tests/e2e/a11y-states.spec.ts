// Issue 30: axe (WCAG 2.2 AA and best practice) on every screen and state of both example checkouts
// and the drop-in, the frames included (the secured fields and the 3DS2 issuer page, another
// origin, are examined from inside), with the dropdowns and dialogs open. Each state: 0 violations,
// and the frames on screen examined. The states' own behaviour is tested in their specs; here each
// is reached and checked.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';
import { fillCard, frameInput, newCard, open } from './skin-page';

const CARD_FRAMES = ['Card number', 'Expiry date', 'Security code'];
const CHALLENGE = 'Verify your payment';

/** Waits until every secured-field frame of the page reports ready. */
async function framesReady(page: Page) {
  const fields = page.locator('[data-secured-field]:visible');
  await expect(fields.first()).toBeVisible();
  for (const field of await fields.all()) await expect(field).toHaveAttribute('data-state', 'ready');
}

test.describe('skin example', () => {
  test('at rest, with errors, a select open, the 3DS2 challenge, a refusal and a success', async ({
    page,
  }) => {
    await open(page);
    await framesReady(page);
    await expectNoAxeViolations(page, CARD_FRAMES);

    // An empty submit: every field's error.
    await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
    await expect(newCard(page).getByText('Enter the card number').first()).toBeVisible();
    await expectNoAxeViolations(page, CARD_FRAMES);

    // The installments select open (Radix's listbox over the page).
    await fillCard(page, '5555555555554444');
    await newCard(page)
      .getByRole('combobox', { name: /installments/i })
      .click();
    await expectNoAxeViolations(page, [], { popupOpen: true });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);

    // The billing address's country select open.
    await newCard(page).getByRole('combobox', { name: 'Country' }).click();
    await expectNoAxeViolations(page, [], { popupOpen: true });
    await page.keyboard.press('Escape');

    // A refused card: the refusal shown in the form.
    await frameInput(page, 'Card number').clear();
    await frameInput(page, 'Card number').pressSequentially('4000000000000002', { delay: 10 });
    await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Refused');
    await expectNoAxeViolations(page, CARD_FRAMES);

    // The 3DS2 challenge: the issuer's page examined inside its frame.
    await frameInput(page, 'Card number').clear();
    await frameInput(page, 'Card number').pressSequentially('4212345678910006', { delay: 10 });
    await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
    const issuer = newCard(page).frameLocator(`iframe[title="${CHALLENGE}"]`);
    await expect(issuer.getByLabel('One-time code')).toBeFocused();
    await expectNoAxeViolations(page, [CHALLENGE]);
    await issuer.getByLabel('One-time code').fill('1234');
    await issuer.getByLabel('One-time code').press('Enter');
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    // The success, with the donation offered.
    await expectNoAxeViolations(page);
  });
});

test.describe('hooks example', () => {
  const input = (page: Page, title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('input');

  test('at rest, with errors, the bank select open, a refusal, the 3DS2 challenge and a success', async ({
    page,
  }) => {
    await page.goto('/checkout-hooks/');
    await framesReady(page);
    await expectNoAxeViolations(page, CARD_FRAMES);

    await page.getByRole('button', { name: 'Pay €24.50' }).click();
    await expect(page.locator('.card-error').nth(0)).toHaveText('Enter the card number');
    await expectNoAxeViolations(page, CARD_FRAMES);

    // iDEAL's bank select (the merchant's own Radix Select) open.
    await page.getByRole('form', { name: 'iDEAL' }).getByRole('combobox').click();
    await expectNoAxeViolations(page, [], { popupOpen: true });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);

    await input(page, 'Card number').pressSequentially('4000000000000002', { delay: 10 });
    await input(page, 'Expiry date').pressSequentially('03/30', { delay: 10 });
    await input(page, 'Security code').pressSequentially('737', { delay: 10 });
    await page.getByLabel('Name on card').fill('J. Smith');
    await page.getByRole('button', { name: 'Pay €24.50' }).click();
    await expect(page.getByTestId('result-code')).toHaveText('Refused');
    await expectNoAxeViolations(page, CARD_FRAMES);

    await input(page, 'Card number').clear();
    await input(page, 'Card number').pressSequentially('4212345678910006', { delay: 10 });
    await page.getByRole('button', { name: 'Pay €24.50' }).click();
    const code = page
      .getByRole('region', { name: CHALLENGE })
      .frameLocator(`iframe[title="${CHALLENGE}"]`)
      .getByLabel('One-time code');
    await expect(code).toBeFocused();
    await expectNoAxeViolations(page, [CHALLENGE]);
    await code.fill('1234');
    await code.press('Enter');
    await expect(page.getByTestId('result-code')).toHaveText('Authorised');
    await expectNoAxeViolations(page);
  });
});

test.describe('drop-in example', () => {
  const item = (page: Page, name: string | RegExp) => page.getByRole('radio', { name });
  const panel = (page: Page) => page.locator('.hc-dropin__item[data-state="open"] .hc-dropin__panel');

  test('the list, a card with errors, the bank dropdown, a stored card removal dialog, a refusal and a success', async ({
    page,
  }) => {
    await page.goto(`/checkout-dropin/?shopper=sandbox-shopper-a11y-${Date.now()}`);
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await expectNoAxeViolations(page);

    await item(page, /^Cards/).click();
    await framesReady(page);
    await panel(page).getByRole('button', { name: 'Pay €120.00' }).click();
    await expect(panel(page).getByText('Enter the card number').first()).toBeVisible();
    await expectNoAxeViolations(page, CARD_FRAMES);

    await item(page, 'iDEAL').click();
    const bank = panel(page).getByRole('combobox', { name: 'Bank' });
    // The select's code is there (the placeholder swapped for Radix's trigger).
    await expect(bank).toHaveAttribute('data-state', 'closed');
    await bank.click();
    await expectNoAxeViolations(page, [], { popupOpen: true });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);

    // A stored card: its security-code frame, then the removal's confirmation.
    await item(page, /MasterCard •••• 1115/).click();
    await framesReady(page);
    await expectNoAxeViolations(page, ['Security code']);
    await panel(page).getByRole('button', { name: 'Remove' }).click();
    await expect(panel(page).getByRole('button', { name: 'Yes, remove' })).toBeFocused();
    await expectNoAxeViolations(page);
    await panel(page).getByRole('button', { name: 'Yes, remove' }).click();
    await expect(item(page, /MasterCard •••• 1115/)).toHaveCount(0);

    // A refused card, then an authorised one.
    await item(page, /^Cards/).click();
    const form = panel(page);
    const input = (title: string) => form.frameLocator(`iframe[title^="${title}"]`).locator('input');
    await input('Card number').pressSequentially('4000000000000002', { delay: 10 });
    await input('Expiry date').pressSequentially('0330', { delay: 10 });
    await input('Security code').pressSequentially('737', { delay: 10 });
    await form.getByRole('button', { name: 'Pay €120.00' }).click();
    await expect(form.getByRole('alert')).toContainText('Payment refused');
    await expectNoAxeViolations(page, CARD_FRAMES);
    await input('Card number').clear();
    await input('Card number').pressSequentially('4111111111111111', { delay: 10 });
    await form.getByRole('button', { name: 'Pay €120.00' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
