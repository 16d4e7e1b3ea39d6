// A merchant's fresh Next.js App Router app, written from docs/nextjs.md and the README only
// (tests/fresh-apps/next: a Server Component page with a gift card in an order, the card and iDEAL;
// the bank's return page), installed from the packed tarball and built (`next build` type-checks
// it) by global-setup.ts (fresh-apps.ts); served here by `next start` beside a sandbox of its own.
// It pays by card, with a 3DS2 challenge, by iDEAL and back, and by a gift card plus a card.
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { freePort, type SandboxServer } from '../../examples/sandbox/server';
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
let server: ChildProcess | undefined;
let appUrl = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const app = process.env.FRESH_NEXT_APP;
  if (!app) throw new Error('The fresh Next.js app was not prepared (global-setup.ts)');
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}/`;
  sandbox = await startSandboxFor(port);
  server = await startServer(
    `${root}node_modules/.bin/next`,
    ['start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: app, env: { NEXT_TELEMETRY_DISABLED: '1', PAYMENT_SERVICE_URL: sandbox.url }, ready: /Ready in/ },
  );
});

test.afterAll(async () => {
  await stopServer(server);
  await sandbox?.close();
});

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Opens the checkout page and waits for the card's secured fields. */
async function openCheckout(page: Page): Promise<Locator> {
  await page.goto(appUrl);
  const card = region(page, 'Pay by card');
  await expect(card.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  return card;
}

const paid = (scope: Locator) => scope.getByRole('status').filter({ hasText: 'Payment successful' });

test('the server renders the form, which hydrates and pays by card', async ({ page, request }) => {
  const html = await (await request.get(appUrl)).text();
  expect(html).toMatch(/<label[^>]*>Card number</);
  expect(html).toContain('Pay €60.00');
  const card = await openCheckout(page);
  await typeCard(card, '4111111111111111');
  await card.getByRole('button', { name: 'Pay €60.00' }).click();
  await expect(paid(card)).toBeFocused();
});

test('it pays with a 3DS2 challenge in place', async ({ page }) => {
  const card = await openCheckout(page);
  await typeCard(card, '4212345678910006');
  await card.getByRole('button', { name: 'Pay €60.00' }).click();
  await answerChallenge(card);
  await expect(paid(card)).toBeVisible();
});

test("it pays by iDEAL: the bank's page, then the return page with the result", async ({ page }) => {
  await openCheckout(page);
  const ideal = region(page, 'Pay with iDEAL');
  await ideal.getByRole('button', { name: 'Rabobank', exact: true }).click();
  await ideal.getByRole('button', { name: 'Continue to Rabobank' }).click();
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await expect(page).toHaveURL(/\/return\?.*sessionId=/);
  await expect(paid(page.getByRole('main'))).toBeVisible();
});

test('it pays €50.00 by gift card and the rest by card, in one order', async ({ page }) => {
  const card = await openCheckout(page);
  const gift = region(page, 'Pay with a gift card');
  await redeemGiftCard(gift);
  await expect(gift.getByText('Remaining amount: €10.00')).toBeVisible();
  await typeCard(card, '4111111111111111');
  await card.getByRole('button', { name: 'Pay €10.00' }).click();
  await expect(paid(card)).toBeVisible();
  // One order, one payment: the gift card's form ended with the checkout.
  await expect(gift.getByRole('button', { name: 'Check balance' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/fresh-next-app-gift-card-then-card.png', fullPage: true });
});
