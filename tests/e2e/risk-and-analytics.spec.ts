// The risk module and analytics in Chromium, against the sandbox: the device fingerprint page in a
// hidden frame reports, and the payment's riskData carries its fingerprint; the analytics image
// and logs go out; a fingerprint page that never answers does not hold a payment up.
import { expect, type Page, type Request } from '@playwright/test';
import { test } from './fixtures';
import { fillCard, newCard, open } from './skin-page';

/** The body of the page's first payment request, once sent. */
function firstPayment(page: Page): Promise<Record<string, unknown>> {
  return page
    .waitForRequest(
      (request: Request) =>
        request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/payments'),
    )
    .then((request) => request.postDataJSON() as Record<string, unknown>);
}

const clientDataOf = (body: Record<string, unknown>) =>
  JSON.parse(atob((body.riskData as { clientData: string }).clientData)) as Record<string, unknown>;

test('the fingerprint page reports from its hidden frame, and the card payment carries it', async ({
  page,
}) => {
  const image = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith('/images/analytics.png'),
  );
  const fingerprintPage = page.waitForResponse((response) => response.url().includes('/dfp.1.0.0.html'));
  await open(page);
  // The page came from the sandbox and was allowed to the shop's origin.
  expect((await fingerprintPage).status()).toBe(200);
  const imageUrl = new URL((await image).url());
  expect(Object.fromEntries(imageUrl.searchParams)).toMatchObject({
    version: '5.31.0',
    platform: 'web',
    locale: 'en-US',
  });
  // Once it reported, its frame is gone.
  await expect(page.locator('iframe[data-hc-dfp]')).toHaveCount(0);

  const payment = firstPayment(page);
  const logs: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/v2/analytics/log')) {
      logs.push((request.postDataJSON() as { type: string }).type);
    }
  });
  await fillCard(page, '4111111111111111');
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  const clientData = clientDataOf(await payment);
  expect(clientData).toEqual({
    version: '1.0.0',
    deviceFingerprint: expect.stringMatching(/^dfp1\.[0-9a-f]{64}$/),
  });
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(newCard(page).getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  await expect.poll(() => logs).toEqual(expect.arrayContaining(['submitted', 'result']));

  // The same browser gets the same fingerprint on the next visit.
  await open(page);
  await expect(page.locator('iframe[data-hc-dfp]')).toHaveCount(0);
  const again = firstPayment(page);
  await fillCard(page, '4111111111111111');
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  expect(clientDataOf(await again).deviceFingerprint).toBe(clientData.deviceFingerprint);
});

test('a fingerprint page that never loads holds no payment up (df-timedOut after 20 s), and analytics failing breaks nothing', async ({
  page,
}) => {
  await page.route('**/dfp.1.0.0.html*', (route) => route.abort());
  await page.route('**/v2/analytics/log*', (route) => route.abort());
  // The page's clock is the test's: the fingerprint's 20 s pass when the test says, not when a slow
  // machine happens to take that long (the payment before them carries no fingerprint: tests/core/risk.test.ts).
  await page.clock.install();
  await open(page);
  await expect(page.locator('iframe[data-hc-dfp]')).toHaveCount(1);
  await page.clock.fastForward(20_000);
  await expect(page.locator('iframe[data-hc-dfp]')).toHaveCount(0);
  const payment = firstPayment(page);
  await fillCard(page, '4111111111111111');
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  // Not held up: the payment goes out with the timeout's result.
  expect(clientDataOf(await payment)).toEqual({ version: '1.0.0', deviceFingerprint: 'df-timedOut' });
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(newCard(page).getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  await page.screenshot({ path: 'test-results/risk-no-fingerprint.png' });
});
