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
