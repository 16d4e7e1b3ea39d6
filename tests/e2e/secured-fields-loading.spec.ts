// The secured fields as the card form mounts: the form makes its frames in the commit that renders
// their containers and listens to them from then on, so a frame that loads at once is configured.
// These tests hold back or fail the frames' own page (served by the sandbox) to watch them load.
import { expect, type Route } from '@playwright/test';
import { test } from './fixtures';

/** The frames' page, as each frame requests it: `securedfields/{clientKey}/{version}/securedFields.html`. */
const FRAME_PAGE = /\/securedfields\/[^/]+\/[^/]+\/securedFields\.html(\?|$)/;

test('the frames are made as the form mounts, load, and are configured: ready, the same frames', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAME_PAGE, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/checkout-hooks/');
  const number = page.locator('[data-secured-field="cardNumber"]');
  // The form is there with its frames, titled with the fields' labels, while their pages are held.
  await expect(page.getByLabel('Name on card')).toBeVisible();
  const frames = page.locator('.card-form iframe');
  await expect(frames).toHaveCount(3);
  for (const title of ['Card number', 'Expiry date', 'Security code'])
    await expect(page.locator(`.card-form iframe[title="${title}"]`)).toHaveCount(1);
  await expect(number).toHaveAttribute('data-state', 'loading');
  await frames.evaluateAll((made) => made.forEach((frame) => frame.setAttribute('data-made-at-mount', '')));
  release();
  // Each frame's first message (`loaded`) gets its configuration: ready, with the frames made at mount.
  await expect(number).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(page.frameLocator('.card-form iframe[title="Card number"]').locator('input')).toBeAttached();
  await expect(frames).toHaveCount(3);
  await expect(page.locator('.card-form iframe[data-made-at-mount]')).toHaveCount(3);
  await expect(page.getByTestId('checkout-error')).toHaveCount(0);
});

test('frames that cannot load: the fields fail 30 s after the mount, told to onError and the shopper', async ({
  page,
}) => {
  // The page's clock stands still from the start: only fastForward moves it, however slow the machine.
  await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-01T10:00:01Z'));
  await page.route(FRAME_PAGE, (route) => route.abort('failed'));
  await page.goto('/checkout-hooks/');
  const number = page.locator('[data-secured-field="cardNumber"]');
  await expect(page.locator('.card-form iframe')).toHaveCount(3);
  await expect(number).toHaveAttribute('data-state', 'loading');
  await page.clock.fastForward(29_000);
  await expect(number).toHaveAttribute('data-state', 'loading');
  await page.clock.fastForward(1_000);
  await expect(number).toHaveAttribute('data-state', 'csfLoadFailure');
  await expect(page.getByTestId('checkout-error')).toHaveText('ERROR: Secured fields: frames failed to load');
  await expect(page.locator('.card-status')).toContainText('The card fields took too long to load.');
});
