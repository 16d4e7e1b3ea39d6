// The action-type seam (issue 32): an action type's code (the skin's view, its hook and the core's
// flow behind it) loads when the payment service answers with that action. On the skin example,
// built for production: a card authorised at once downloads none of the action views and none of
// the 3DS2 flow or the status polls; a 3DS2 challenge card loads the 3DS2 view's chunk as the
// action arrives, shows the fingerprint's busy panel, and completes.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { fillCard, frameInput, newCard, open } from './skin-page';

/** The chunks of the default skin's action views (one per action type), as the build names them. */
const ACTION_VIEW_CHUNK =
  /\/(ThreeDS2View|RedirectView|QrCodeView|AwaitView|VoucherView|KlarnaWidgetView)-[\w-]+\.js$/;

/**
 * Code only an action runs, by what it is: the 3DS2 flow's states, the status polls' rhythm, the
 * QR code's countdown (property names and strings the minifier keeps).
 */
const ACTION_CODE = {
  '3DS2 flow': 'retrievingChallengeToken',
  'status polls': 'slowAfterMs',
  'QR countdown': 'countdown.ticked',
} as const;

/** Every script the page loads from now on: its path and its text. */
function recordScripts(page: Page) {
  const scripts: { path: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ path: new URL(response.url()).pathname, text: response.text().catch(() => '') });
  });
  return {
    paths: () => scripts.map((script) => script.path),
    /** The kinds of action code found in the scripts loaded so far. */
    actionCode: async () => {
      const texts = await Promise.all(scripts.map((script) => script.text));
      return Object.entries(ACTION_CODE)
        .filter(([, marker]) => texts.some((text) => text.includes(marker)))
        .map(([kind]) => kind);
    },
  };
}

test('a card authorised at once: no action code is downloaded, up to the end', async ({ page }) => {
  const scripts = recordScripts(page);
  await open(page);
  await fillCard(page, '4111 1111 1111 1111');
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(newCard(page).getByRole('button', { name: 'Paid' })).toBeVisible();
  expect(scripts.paths().length).toBeGreaterThan(0);
  expect(scripts.paths().filter((path) => ACTION_VIEW_CHUNK.test(path))).toEqual([]);
  expect(await scripts.actionCode()).toEqual([]);
});

test("a 3DS2 challenge card: the 3DS2 view's chunk loads with the action, busy meanwhile, and the payment completes", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  // The 3DS2 view's chunk arrives late (a slow network): the action's panel shows busy meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/ThreeDS2View-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await open(page);
  await fillCard(page, '4212 3456 7891 0006');
  expect(scripts.paths().filter((path) => ACTION_VIEW_CHUNK.test(path))).toEqual([]);
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  // The fingerprint's panel while the code loads: its title and "Processing payment…", busy.
  const loading = newCard(page).locator('.hc-action[data-state="loading"]');
  await expect(loading).toBeVisible();
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  await expect(loading.getByRole('heading', { name: 'Checking your card' })).toBeVisible();
  await expect(loading).toContainText('Processing payment…');
  // The form (and its pay button) stays hidden while the action runs.
  await expect(newCard(page).getByRole('button', { name: 'Pay €120.00' })).toBeHidden();
  const box = await loading.boundingBox();
  release();
  // Then the fingerprint and the challenge: the one-time code authorises.
  const code = newCard(page).frameLocator('iframe[title="Verify your payment"]').getByLabel('One-time code');
  await expect(code).toBeVisible();
  expect(scripts.paths().filter((path) => ACTION_VIEW_CHUNK.test(path))).toEqual([
    expect.stringMatching(/\/ThreeDS2View-[\w-]+\.js$/),
  ]);
  expect(await scripts.actionCode()).toContain('3DS2 flow');
  expect(box?.height).toBeGreaterThan(0);
  await code.fill('1234');
  await code.press('Enter');
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(newCard(page).getByRole('button', { name: 'Paid' })).toBeVisible();
});

test('an action view whose chunk fails to load: "Payment failed", and paying again loads it', async ({
  page,
}) => {
  await page.route(/\/ThreeDS2View-[\w-]+\.js$/, (route) => route.abort('failed'), { times: 1 });
  await open(page);
  await fillCard(page, '4212 3456 7891 0006');
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  // The payment's error state: the form back with the generic message, the pay button enabled.
  await expect(newCard(page).getByRole('alert').filter({ hasText: 'Payment failed' })).toBeVisible();
  const pay = newCard(page).getByRole('button', { name: 'Pay €120.00' });
  await expect(pay).toBeEnabled();
  // Paying again (the card typed again: the service takes encrypted card data once) loads the
  // view's code again, now that the network lets it through.
  for (const [field, value] of [
    ['Card number', '4212 3456 7891 0006'],
    ['Expiry date', '0330'],
    ['Security code', '737'],
  ] as const) {
    await frameInput(page, field).fill('');
    await frameInput(page, field).pressSequentially(value, { delay: 10 });
  }
  await pay.click();
  await expect(
    newCard(page).frameLocator('iframe[title="Verify your payment"]').getByLabel('One-time code'),
  ).toBeVisible();
});
