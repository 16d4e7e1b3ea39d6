// The secured fields' page side (the core's controller and message check, the React layer's frame
// host) loads on demand when the card form first renders: its chunk is a request of its own, which
// these tests hold back or fail (the examples run on Vite's dev server: one request per module).
// The frames are made as the form mounts and load meanwhile; the host connects them when it comes.
import { expect, test, type Route } from '@playwright/test';

/** The core's part of the host, as the page requests it. */
const HOST_CHUNK = /\/headless\/core\/card\/secured-fields\.ts(\?|$)/;

test('the frames load while the host does, and connect once it has', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const arrived = new Promise<void>((resolve) => (requested = resolve));
  await page.route(HOST_CHUNK, async (route: Route) => {
    requested();
    await held;
    await route.continue();
  });
  // The page's load event may wait for the held module: go on once the page is on its way.
  await page.goto('/checkout-hooks/', { waitUntil: 'commit' });
  await arrived;
  const number = page.locator('[data-secured-field="cardNumber"]');
  await expect(number).toHaveAttribute('data-state', 'loading');
  // The form is there with its frames, which load (and say so) while the host is on its way.
  await expect(page.getByLabel('Name on card')).toBeVisible();
  const frames = page.locator('.card-form iframe');
  await expect(frames).toHaveCount(3);
  // Titled with the fields' labels (the texts load on demand too) while the host is still held.
  for (const title of ['Card number', 'Expiry date', 'Security code'])
    await expect(page.locator(`.card-form iframe[title="${title}"]`)).toHaveCount(1);
  await expect(page.frameLocator('.card-form iframe[title="Card number"]').locator('input')).toBeAttached();
  await page.waitForTimeout(300);
  await expect(number).toHaveAttribute('data-state', 'loading');
  await frames.evaluateAll((made) => made.forEach((frame) => frame.setAttribute('data-made-early', '')));
  release();
  // Their early `loaded` reaches the host, which configures them (the same frames): ready.
  await expect(number).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(frames).toHaveCount(3);
  await expect(page.locator('.card-form iframe[data-made-early]')).toHaveCount(3);
  await expect(page.getByTestId('checkout-error')).toHaveCount(0);
});

test('a host that cannot load: the fields fail with a NETWORK_ERROR to onError, their frames go, no hang', async ({
  page,
}) => {
  await page.route(HOST_CHUNK, (route) => route.abort('failed'));
  await page.goto('/checkout-hooks/');
  await expect(page.locator('[data-secured-field="cardNumber"]')).toHaveAttribute(
    'data-state',
    'csfLoadFailure',
    { timeout: 10_000 },
  );
  await expect(page.getByTestId('checkout-error')).toHaveText(
    'NETWORK_ERROR: Could not load the secured fields',
  );
  await expect(page.locator('.card-status')).toContainText('The card fields took too long to load.');
  await expect(page.locator('iframe')).toHaveCount(0);
});
