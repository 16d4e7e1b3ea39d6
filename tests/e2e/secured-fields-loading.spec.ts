// The secured fields as the card form mounts: the form makes its frames in the commit that renders
// their containers and listens to them from then on, so a frame that loads at once is configured.
// These tests hold back or fail the frames' own page (served by the sandbox) to watch them load.
import { expect, type Route } from '@playwright/test';
import { test } from './fixtures';
import { fillCard } from './skin-page';

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
  await expect(number).toHaveAttribute('data-state', 'ready');
  await expect(page.frameLocator('.card-form iframe[title="Card number"]').locator('input')).toBeAttached();
  await expect(frames).toHaveCount(3);
  await expect(page.locator('.card-form iframe[data-made-at-mount]')).toHaveCount(3);
  await expect(page.getByTestId('checkout-error')).toHaveCount(0);
});

test('frames that cannot load: the fields fail 30 s after the mount, told to onError and the shopper, and Try again loads them', async ({
  page,
}) => {
  // The page's clock is the test's: the 30 s pass when the test says. (The exact second, 29.999 s
  // loading and 30 s failed, is the core's rule: tests/core/card/secured-fields.test.ts.)
  await page.clock.install();
  // Every error the example shows (the last one told to onError): the wallets' may come in the same 30 s.
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownErrors: shown });
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="checkout-error"]')?.textContent;
      if (text && shown[shown.length - 1] !== text) shown.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.route(FRAME_PAGE, (route) => route.abort('failed'));
  await page.goto('/checkout-hooks/');
  const number = page.locator('[data-secured-field="cardNumber"]');
  await expect(page.locator('.card-form iframe')).toHaveCount(3);
  await expect(number).toHaveAttribute('data-state', 'loading');
  await page.clock.fastForward(30_000);
  await expect(number).toHaveAttribute('data-state', 'csfLoadFailure');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shownErrors: string[] }).shownErrors))
    .toContain('ERROR: Secured fields: frames failed to load');
  const failure = page.getByRole('alert').filter({ hasText: 'The card fields took too long to load.' });
  await expect(failure).toBeVisible();
  // Try again makes the frames again: with their page served now, they load and are ready.
  await page.unroute(FRAME_PAGE);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(number).toHaveAttribute('data-state', 'ready');
  await expect(failure).toHaveCount(0);
  await expect(page.frameLocator('iframe[title="Card number"]').locator('input')).toBeFocused();
});

/** The frames' script, as their page loads it: `securedFields.{hash}.js`. */
const FRAME_SCRIPT = /\/securedfields\/[^/]+\/[^/]+\/securedFields\.[0-9a-f]+\.js(\?|$)/;

test('skin: a frame script that never arrives shows the failure, announced once, and Try again loads the fields, which then pay', async ({
  page,
}) => {
  await page.clock.install();
  // Every alert the page inserts, with its section's heading: the failure must be announced, once.
  await page.addInitScript(() => {
    const alerts: string[] = [];
    Object.assign(window, { alerts });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement)
            for (const alert of [node, ...node.querySelectorAll('[role="alert"]')])
              if (alert.getAttribute('role') === 'alert' && alert.textContent)
                alerts.push(
                  `${alert.closest('section')?.querySelector('h2')?.textContent}: ${alert.textContent}`,
                );
    }).observe(document, { subtree: true, childList: true });
  });
  // The script never arrives (held until the test lets it go): the frames' pages load, the fields never do.
  let serve = false;
  const held: Route[] = [];
  await page.route(FRAME_SCRIPT, (route) => (serve ? route.continue() : void held.push(route)));
  await page.goto('/checkout-skin/');
  const form = page.getByRole('region', { name: 'Pay by card' });
  const number = form.locator('[data-secured-field="cardNumber"]');
  await expect(number).toHaveAttribute('data-state', 'loading');
  await page.clock.fastForward(30_000);
  await expect(number).toHaveAttribute('data-state', 'csfLoadFailure');
  const failure = form.getByRole('alert').filter({ hasText: 'The card fields took too long to load.' });
  await expect(failure).toBeVisible();
  const retry = form.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await page.screenshot({ path: 'test-results/skin-frames-failure.png', fullPage: true });
  expect(
    (await page.evaluate(() => (window as unknown as { alerts: string[] }).alerts)).filter((text) =>
      /^Pay by card: .*The card fields took too long/.test(text),
    ),
  ).toHaveLength(1);
  // The script is served now; the late answers of the first frames change nothing.
  serve = true;
  await Promise.all(held.map((route) => route.continue()));
  await retry.click();
  await expect(number).toHaveAttribute('data-state', 'ready');
  await expect(failure).toHaveCount(0);
  // Focus is in the card number once the new frames are ready.
  await expect(form.frameLocator('iframe[title="Card number"]').locator('input')).toBeFocused();
  await page.clock.runFor(1_000);
  await fillCard(page, '4111111111111111');
  await form.getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await page.screenshot({ path: 'test-results/skin-frames-reloaded-paid.png', fullPage: true });
});
