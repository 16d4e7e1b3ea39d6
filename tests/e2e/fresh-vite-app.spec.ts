// A merchant's fresh Vite + React + TypeScript (strict) app, written from the README and the docs
// only (tests/fresh-apps/vite), installed from the packed tarball as npm would (the package in
// node_modules/headless-checkout; its dependencies, React, Vite and TypeScript are the repository's),
// type-checked and built, then paid in: by card, with a 3DS2 challenge, by iDEAL and back, and by
// a gift card plus a card within one order. Nothing of the repository but the tarball reaches it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createSandbox } from '../../examples/sandbox/app';
import { sandboxMerchant } from '../../examples/sandbox/merchants';
import { freePort, startSandboxServer, type SandboxServer } from '../../examples/sandbox/server';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Packing, installing, type-checking and building take about half a minute on 2 cores. */
const SETUP_TIMEOUT_MS = 240_000;

let folder = '';
let sandbox: SandboxServer | undefined;
let shop: ChildProcess | undefined;
let shopUrl = '';

/** The packed tarball: check:package's (.pack/, packed from this dist/), else packed here. */
function tarball(into: string): string {
  const packed = join(root, '.pack');
  const found = existsSync(packed) ? readdirSync(packed).filter((name) => name.endsWith('.tgz')) : [];
  const fresh = found.find(
    (name) => statSync(join(packed, name)).mtimeMs >= statSync(join(root, 'dist')).mtimeMs,
  );
  if (fresh) return join(packed, fresh);
  const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', into], { cwd: root })
    .toString()
    .trim()
    .split('\n')
    .at(-1)!;
  return join(into, name);
}

/** Runs a command of the app's node_modules/.bin; throws with its output when it fails. */
function run(app: string, command: string, args: string[], env: Record<string, string> = {}): void {
  try {
    execFileSync(join(app, 'node_modules/.bin', command), args, {
      cwd: app,
      env: { ...process.env, ...env },
      stdio: 'pipe',
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout?.toString()}${stderr?.toString()}`, {
      cause: error,
    });
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(SETUP_TIMEOUT_MS);
  const started = Date.now();
  folder = mkdtempSync(join(tmpdir(), 'fresh-vite-app-'));
  const app = join(folder, 'app');
  cpSync(join(root, 'tests/fresh-apps/vite'), app, { recursive: true });
  // `npm install headless-checkout-0.1.0.tgz`: the tarball's files are the package.
  const modules = join(app, 'node_modules');
  const installed = join(modules, 'headless-checkout');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball(folder), '-C', installed, '--strip-components=1']);
  // Everything else the app and the package depend on, as installed for the repository.
  for (const entry of readdirSync(join(root, 'node_modules')))
    if (entry !== 'headless-checkout') symlinkSync(join(root, 'node_modules', entry), join(modules, entry));

  const appPort = await freePort();
  shopUrl = `http://127.0.0.1:${appPort}/`;
  // The sandbox lets only allowed origins frame its secured fields: the client key allows the shop's.
  sandbox = await startSandboxServer({
    port: 0,
    sandbox: createSandbox({ merchants: [sandboxMerchant(appPort)] }),
    logRequests: false,
  });
  run(app, 'tsc', ['-p', 'tsconfig.json']);
  run(app, 'vite', ['build', '--logLevel', 'error'], { VITE_PAYMENT_SERVICE_URL: sandbox.url });
  const server = spawn(join(root, 'node_modules/.bin/tsx'), ['server/serve.ts'], {
    cwd: app,
    env: { ...process.env, PORT: String(appPort), PAYMENT_SERVICE_URL: sandbox.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop = server;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/SHOP_READY/.test(output)) resolve();
    };
    server.stdout!.on('data', collect);
    server.stderr!.on('data', collect);
    server.once('exit', (code) => reject(new Error(`the shop's server exited with ${code}:\n${output}`)));
  });
  console.log(
    `[e2e] fresh Vite app installed, type-checked and built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});

test.afterAll(async () => {
  shop?.kill('SIGTERM');
  await sandbox?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const region = (page: Page, name: string) => page.getByRole('region', { name });
const frameIn = (scope: Locator, title: string) =>
  scope.frameLocator(`iframe[title^="${title}"]`).locator('input');

/** Opens the shop's checkout and waits for the card's secured fields. */
async function openCheckout(page: Page): Promise<Locator> {
  await page.goto(`${shopUrl}checkout`);
  const card = region(page, 'Card');
  await expect(card.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  return card;
}

async function typeCard(card: Locator, number: string): Promise<void> {
  await frameIn(card, 'Card number').pressSequentially(number, { delay: 5 });
  await frameIn(card, 'Expiry date').pressSequentially('0330', { delay: 5 });
  await frameIn(card, 'Security code').pressSequentially('737', { delay: 5 });
  await card.getByLabel('Name on card').fill('J. Smith');
}

const thankYou = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Thank you! Your order is paid' });

test('the fresh app pays by card: the thank-you page with the result', async ({ page }) => {
  const card = await openCheckout(page);
  await typeCard(card, '4111111111111111');
  await card.getByRole('button', { name: 'Pay €60.00' }).click();
  await expect(thankYou(page)).toHaveText('Thank you! Your order is paid (Authorised).');
});

test('the fresh app pays with a 3DS2 challenge in place', async ({ page }) => {
  const card = await openCheckout(page);
  await typeCard(card, '4212345678910006');
  await card.getByRole('button', { name: 'Pay €60.00' }).click();
  const code = card.frameLocator('iframe[title="Verify your payment"]').getByLabel('One-time code');
  await code.fill('1234');
  await code.press('Enter');
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
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible();
});

test('the fresh app pays €50.00 by gift card and the rest by card, in one order', async ({ page }) => {
  const card = await openCheckout(page);
  const gift = region(page, 'Gift card');
  await expect(gift.locator('[data-secured-field="giftcardPin"]')).toHaveAttribute('data-state', 'ready');
  await frameIn(gift, 'Gift card number').pressSequentially('6036280000000000010', { delay: 5 });
  await frameIn(gift, 'PIN').pressSequentially('7373', { delay: 5 });
  await gift.getByRole('button', { name: 'Check balance' }).click();
  await expect(gift.getByText('Remaining amount: €10.00')).toBeVisible();
  await typeCard(card, '4111111111111111');
  await card.getByRole('button', { name: 'Pay €10.00' }).click();
  await expect(thankYou(page)).toHaveText('Thank you! Your order is paid (Authorised).');
});
