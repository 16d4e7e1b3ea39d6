// A merchant's fresh Vite + React + TypeScript (strict) app, written from the README and the docs
// only (tests/fresh-apps/vite), installed from the packed tarball as npm would (the package in
// node_modules/headless-checkout; its dependencies, React, Vite and TypeScript are the repository's),
// type-checked and built, then paid in: by card, with a 3DS2 challenge, by iDEAL and back, and by
// a gift card plus a card within one order. Nothing of the repository but the tarball reaches it:
// global-setup.ts prepares it (fresh-apps.ts); its server and a sandbox of its own start here.
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SandboxServer } from '../../examples/sandbox/server';
import {
  answerChallenge,
  redeemGiftCard,
  startSandboxFor,
  startServer,
  stopServer,
  typeCard,
} from './fresh-app-page';

const root = fileURLToPath(new URL('../..', import.meta.url));

let sandbox: SandboxServer | undefined;
let shop: ChildProcess | undefined;
let shopUrl = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Installed, type-checked and built by global-setup.ts (fresh-apps.ts).
  const app = process.env.FRESH_VITE_APP;
  const appPort = Number(process.env.FRESH_VITE_APP_PORT);
  const sandboxPort = Number(process.env.FRESH_VITE_SANDBOX_PORT);
  if (!app || !appPort || !sandboxPort) throw new Error('The fresh app was not prepared (global-setup.ts)');
  shopUrl = `http://127.0.0.1:${appPort}/`;
  sandbox = await startSandboxFor(appPort, sandboxPort);
  shop = await startServer(`${root}node_modules/.bin/tsx`, ['server/serve.ts'], {
    cwd: app,
    env: { PORT: String(appPort), PAYMENT_SERVICE_URL: sandbox.url },
    ready: /SHOP_READY/,
  });
});

test.afterAll(async () => {
  await stopServer(shop);
  await sandbox?.close();
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Opens the shop's checkout and waits for the card's secured fields. */
async function openCheckout(page: Page): Promise<Locator> {
  await page.goto(`${shopUrl}checkout`);
  const card = region(page, 'Card');
  await expect(card.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  return card;
}

/** The card's details, and the holder's name this shop asks for. */
async function typeCardAndName(card: Locator, number: string): Promise<void> {
  await typeCard(card, number);
  await card.getByLabel('Name on card').fill('J. Smith');
}

const thankYou = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Thank you! Your order is paid' });

test('the fresh app pays by card: the thank-you page with the result', async ({ page }) => {
  const card = await openCheckout(page);
  await typeCardAndName(card, '4111111111111111');
  await card.getByRole('button', { name: 'Pay €60.00' }).click();
  await expect(thankYou(page)).toHaveText('Thank you! Your order is paid (Authorised).');
});

test("the README's form of your own (useCard): frames that follow their container, and it pays", async ({
  page,
}) => {
  await page.goto(`${shopUrl}checkout?form=own`);
  const card = region(page, 'Card');
  const frames = card.locator('iframe');
  await expect(frames).toHaveCount(3);
  await expect(card.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  // No CSS of the shop's for them: each frame is as wide as its box (inside the border the README's
  // form draws) and one field high, not the browser's 300 x 150.
  for (const frame of await frames.all()) {
    const [width, height, inside] = await frame.evaluate((element) => [
      element.getBoundingClientRect().width,
      element.getBoundingClientRect().height,
      element.parentElement!.clientWidth,
    ]);
    expect(width).toBe(inside);
    expect(inside).toBeGreaterThan(300);
    expect(height).toBe(40);
  }
  await page.screenshot({ path: 'test-results/fresh-vite-app-own-form.png', fullPage: true });
  await typeCard(card, '4111111111111111');
  await card.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(thankYou(page)).toHaveText('Thank you! Your order is paid (Authorised).');
});

test('the fresh app pays with a 3DS2 challenge in place', async ({ page }) => {
  const card = await openCheckout(page);
  await typeCardAndName(card, '4212345678910006');
  await card.getByRole('button', { name: 'Pay €60.00' }).click();
  await answerChallenge(card);
  await expect(thankYou(page)).toHaveText('Thank you! Your order is paid (Authorised).');
});

test("the fresh app pays by iDEAL: the bank's page, then back to the checkout with the result", async ({
  page,
}) => {
  await openCheckout(page);
  const ideal = region(page, 'iDEAL');
  await ideal.getByRole('button', { name: 'Rabobank', exact: true }).click();
  await ideal.getByRole('button', { name: 'Continue to Rabobank' }).click();
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await expect(page).toHaveURL(/\/checkout\?.*sessionId=/);
  // The redirect's result completes the payment: the shop's thank-you page (onPaymentCompleted).
  await expect(thankYou(page)).toHaveText('Thank you! Your order is paid (Authorised).');
});

test('the fresh app pays €50.00 by gift card and the rest by card, in one order', async ({ page }) => {
  const card = await openCheckout(page);
  const gift = region(page, 'Gift card');
  await redeemGiftCard(gift);
  await expect(gift.getByText('Remaining amount: €10.00')).toBeVisible();
  await typeCardAndName(card, '4111111111111111');
  await page.screenshot({ path: 'test-results/fresh-vite-app-gift-card-then-card.png', fullPage: true });
  await card.getByRole('button', { name: 'Pay €10.00' }).click();
  await expect(thankYou(page)).toHaveText('Thank you! Your order is paid (Authorised).');
});
