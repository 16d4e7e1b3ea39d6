// The amount shown is the amount charged (issue 29): a session made for another amount than the
// page's `amount` option shows the session's on every pay button, charges it, and tells onError once.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { fillCard, newCard, open } from './skin-page';

const SESSION_AMOUNT = { value: 99999, currency: 'EUR' };

/**
 * Makes the merchant's session for €999.99 whatever the page asks (as a server that prices the
 * basket itself would), and resolves with the session's id once it is made.
 */
function sessionFor999(page: Page): Promise<string> {
  return new Promise((resolveId) => {
    void page.route('**/api/sessions', async (route) => {
      const body = { ...(route.request().postDataJSON() as object), amount: SESSION_AMOUNT };
      const response = await route.fetch({ postData: JSON.stringify(body) });
      resolveId(((await response.json()) as { id: string }).id);
      await route.fulfill({ response });
    });
  });
}

/** What the sandbox charged in a session: its payments' amounts, through the merchant's own call. */
async function chargedIn(page: Page, sandboxUrl: string, sessionId: string): Promise<unknown[]> {
  const answer = await page.request.get(`${sandboxUrl}merchant/v1/sessions/${sessionId}`, {
    headers: { 'x-api-key': 'sandbox-api-key' },
  });
  expect(answer.status()).toBe(200);
  const { payments } = (await answer.json()) as { payments: Array<{ amount: unknown }> };
  return payments.map((payment) => payment.amount);
}

test('bare hooks: a session for €999.99 under a page priced €24.50 shows and charges €999.99, told once', async ({
  page,
  servers,
}) => {
  const sessionId = sessionFor999(page);
  await page.goto('/checkout-hooks/');
  const number = page.locator('[data-secured-field="cardNumber"]');
  await expect(number).toHaveAttribute('data-state', 'ready');
  await expect(number).toBeVisible();
  const frame = (title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('input');
  await frame('Card number').pressSequentially('4111111111111111', { delay: 10 });
  await frame('Expiry date').pressSequentially('0330', { delay: 10 });
  await frame('Security code').pressSequentially('737', { delay: 10 });
  await page.getByLabel('Name on card').fill('J. Smith');
  await expect(page.getByRole('button', { name: 'Pay €24.50' })).toHaveCount(0);
  await expect(page.getByTestId('checkout-error')).toHaveText(
    "IMPLEMENTATION_ERROR: The amount option (€24.50) is not the session's amount (€999.99): the session's amount is shown and charged. Create the session with the amount to charge, or pass the session's amount",
  );
  await page.getByRole('button', { name: 'Pay €999.99' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  expect(await chargedIn(page, servers.sandboxUrl, await sessionId)).toEqual([SESSION_AMOUNT]);
  await page.screenshot({ path: 'test-results/session-amount-hooks.png', fullPage: true });
});

test('skin: every pay button shows the session’s €999.99 under a page priced €120.00, and it is charged', async ({
  page,
  servers,
}) => {
  const sessionId = sessionFor999(page);
  await open(page);
  await expect(page.getByRole('button', { name: /€120\.00/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay €999\.99$/ }).first()).toBeVisible();
  await fillCard(page, '4111111111111111');
  await newCard(page).getByRole('button', { name: 'Pay €999.99' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  expect(await chargedIn(page, servers.sandboxUrl, await sessionId)).toEqual([SESSION_AMOUNT]);
  await page.screenshot({ path: 'test-results/session-amount-skin.png', fullPage: true });
});
