// The secured-field frames in Chromium: served only to the origins allowed for the client key (the
// examples' origins), never framed by another page, a refused frame surfaced as the fields' load
// failure; their script compressed and immutable; Enter inside a frame submits the form.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { frameInput, newCard, open } from './skin-page';

/** An origin the client key does not allow. */
const ATTACKER = 'http://attacker.test';

/** The card number frame's URL, as the skin's form made it (the sandbox's port included). */
async function cardNumberFrameUrl(page: Page): Promise<URL> {
  await open(page);
  const src = await newCard(page).locator('iframe[title="Card number"]').getAttribute('src');
  return new URL(src!);
}

/** The examples' origins (the page's, as 127.0.0.1 and as localhost). */
const examplesOrigins = (page: Page) => {
  const { port } = new URL(page.url());
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
};

test('the frame page refuses a `d` the client key does not allow: 403, no script, framed only by the allowed origins', async ({
  page,
}) => {
  const url = await cardNumberFrameUrl(page);
  expect(url.searchParams.get('d')).toBe(new URL(page.url()).origin);
  const allowed = await page.request.get(url.href);
  expect(allowed.status()).toBe(200);
  expect(allowed.headers()['content-security-policy']).toContain(
    `frame-ancestors ${url.searchParams.get('d')}`,
  );

  url.searchParams.set('d', ATTACKER);
  const refused = await page.request.get(url.href);
  expect(refused.status()).toBe(403);
  expect(refused.headers()['content-security-policy']).toContain(
    `frame-ancestors ${examplesOrigins(page).join(' ')}`,
  );
  expect(await refused.text()).not.toMatch(/<script/i);
  // Opened directly, it says why, and has no card input.
  await page.goto(url.href);
  await expect(page.getByText(`the origin ${ATTACKER} is not allowed for this client key`)).toBeVisible();
  await expect(page.locator('input')).toHaveCount(0);
});

test.describe('a page on another origin', () => {
  // Its own server on a loopback port the client key does not allow (a page the test made up on a
  // public name could not reach the local sandbox at all: Chromium blocks public pages from
  // loopback addresses, which would prove nothing about the sandbox).
  let attacker: Server;
  let attackerOrigin = '';
  let body = '';
  test.beforeAll(async () => {
    attacker = createServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

  test('gets no working frame, whether it names itself or the merchant in `d`', async ({ page }) => {
    const url = await cardNumberFrameUrl(page);
    expect(examplesOrigins(page)).not.toContain(attackerOrigin);
    const namingItself = new URL(url);
    namingItself.searchParams.set('d', attackerOrigin);
    // The attacker's page frames both, listens for what they post, and tries to talk to them.
    body = `<!doctype html><title>Attacker</title>
<iframe id="self" src="${namingItself.href}"></iframe>
<iframe id="merchant" src="${url.href}"></iframe>
<script>
  window.heard = [];
  addEventListener('message', (event) => window.heard.push(event.data));
  setInterval(() => {
    for (const frame of document.querySelectorAll('iframe'))
      frame.contentWindow.postMessage({ channel: 'hc-secured-fields', fieldType: 'cardNumber', type: 'configure', ariaLabel: 'x' }, '*');
  }, 100);
</script>`;
    const served: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/securedFields.html')) served.push(response.status());
    });
    await page.goto(`${attackerOrigin}/checkout`);
    // The service refuses the one naming itself, and serves the other for the merchant's origin only.
    await expect.poll(() => served.sort()).toEqual([200, 403]);
    // Chromium shows neither (frame-ancestors): no document of the service, no input, no script.
    await expect
      .poll(() =>
        page
          .frames()
          .filter((frame) => frame !== page.mainFrame())
          .map((frame) => frame.url()),
      )
      .toEqual(['chrome-error://chromewebdata/', 'chrome-error://chromewebdata/']);
    for (const id of ['self', 'merchant'])
      await expect(page.frameLocator(`#${id}`).locator('input')).toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([]);
  });
});

test("a refused frame on the merchant's page: the fields fail to load (csfLoadFailure), no hang", async ({
  page,
}) => {
  // As if the page's origin were not allowed: every frame names a foreign origin in `d`.
  await page.route(/\/securedFields\.html\?/, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('d', ATTACKER);
    return route.continue({ url: url.href });
  });
  await page.clock.install();
  await page.goto('/checkout-hooks/');
  const number = page.locator('[data-secured-field="cardNumber"]');
  await expect(number).toHaveAttribute('data-state', 'loading');
  // The frames show the service's refusal, and never load.
  const frame = page.frameLocator('.card-form iframe[title="Card number"]');
  await expect(frame.getByText(/is not allowed for this client key/)).toBeVisible();
  await expect(frame.locator('input')).toHaveCount(0);
  // The controller's load timeout (30 s from when the frames were made) ends the wait.
  await page.clock.fastForward('00:31');
  await expect(number).toHaveAttribute('data-state', 'csfLoadFailure');
  await expect(page.getByTestId('checkout-error')).toHaveText('ERROR: Secured fields: frames failed to load');
  await expect(page.locator('.card-status')).toContainText('The card fields took too long to load.');
});

test('the frame script arrives compressed, under a versioned name cached for a year', async ({ page }) => {
  const scripts: Array<{ url: string; headers: Record<string, string> }> = [];
  page.on('response', async (response) => {
    if (/\/securedFields\.[0-9a-f]{16}\.js$/.test(response.url()))
      scripts.push({ url: response.url(), headers: await response.allHeaders() });
  });
  await open(page);
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  const [first] = scripts;
  // What the browser got is compressed, cached for a year and varies by encoding. (Which encoding
  // Chromium asked for is not always in the request Playwright records: the negotiation itself is
  // checked below with explicit headers.)
  expect(['br', 'gzip']).toContain(first!.headers['content-encoding']);
  expect(first!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(first!.headers.vary).toMatch(/Accept-Encoding/);
  for (const [accepted, served] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
  ] as const) {
    const answer = await page.request.get(first!.url, { headers: { 'accept-encoding': accepted } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-encoding']).toBe(served);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  console.log(`frame script: served ${first!.headers['content-encoding']} to Chromium`);
});

test('Enter in the security-code frame submits the card form: paid', async ({ page }) => {
  await open(page);
  await frameInput(page, 'Card number').pressSequentially('4111111111111111', { delay: 10 });
  await frameInput(page, 'Expiry date').pressSequentially('0330', { delay: 10 });
  await newCard(page).getByLabel('Name on card').fill('J. Smith');
  await newCard(page)
    .getByLabel(/Postal code/)
    .fill('1012 AB');
  const code = frameInput(page, 'Security code');
  await code.pressSequentially('737', { delay: 10 });
  // Enter at once after the last digit: the frame posts `submit` after that digit's encrypted value.
  await code.press('Enter');
  await expect(page.getByTestId('result-code'))
    .toHaveText('Authorised')
    .catch(async (error: unknown) => {
      // This test failed once in CI (no result after 30 s) and never again here: what the form and
      // its frames held then, for the next time.
      const frames = [];
      for (const title of ['Card number', 'Expiry date', 'Security code'])
        frames.push(
          `${title}: '${await frameInput(page, title)
            .inputValue({ timeout: 1_000 })
            .catch(() => '?')}'`,
        );
      console.log(`form: ${await newCard(page).innerText()}\nframes: ${frames.join(', ')}`);
      throw error;
    });
  await expect(newCard(page).locator('.hc-pay-button')).toHaveText('Paid');
  await expect(newCard(page).locator('.hc-pay-button')).toHaveAttribute('data-state', 'success');
});
