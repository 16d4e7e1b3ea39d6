import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectNoFieldErrors, expectOnlyThePaidPart, fillCard, frameInput, newCard, open } from './skin-page';

const challengeFrame = (page: Page) => newCard(page).frameLocator('iframe[title="Verify your payment"]');

async function payWithCard(page: Page, number: string) {
  await open(page);
  await fillCard(page, number);
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
}

test('3DS2 frictionless: the fingerprint runs in a hidden frame, then the payment is authorised: "Paid", no field errors', async ({
  page,
}) => {
  await payWithCard(page, '5454545454545454');
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(newCard(page).getByRole('heading', { name: 'Verify your payment' })).toHaveCount(0);
  await expect(newCard(page).getByRole('button', { name: 'Paid' })).toBeVisible();
  await expect(newCard(page).getByRole('status').filter({ hasText: 'Payment successful' })).toBeFocused();
  await expectNoFieldErrors(page);
  await page.screenshot({ path: 'test-results/end-skin-3ds2-frictionless.png', fullPage: true });
});

test('3DS2 fingerprint timeout: after 10 s without an answer the payment goes on and is authorised', async ({
  page,
}) => {
  // The page's clock is the test's: it stands still from the Pay click on, so the 10 s pass when
  // the test says, however slow the machine.
  await page.clock.install();
  await open(page);
  await fillCard(page, '4000030000000009');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  // The 3DS2 view's code loads with the action (its busy panel meanwhile); React shows the view in
  // its place at least 300 ms after the panel, on the page's clock: a little time, until it is there.
  const fingerprint = newCard(page).locator('.hc-action__frame[data-state="fingerprint"] iframe');
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(fingerprint).toBeAttached({ timeout: 200 });
  }).toPass();
  await expect(newCard(page).getByRole('status').filter({ hasText: 'Processing' })).toBeVisible();
  // The issuer's method page runs in the hidden frame and never answers: the 10 s started with it.
  await page.clock.fastForward(9_000);
  await expect(page.getByTestId('result-code')).toHaveCount(0);
  await expect(newCard(page).getByRole('status').filter({ hasText: 'Processing' })).toBeVisible();
  await page.clock.fastForward(1_000);
  // The rest of the payment on the page's own time.
  await page.clock.resume();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
});

test('3DS2 challenge: its code field takes focus, the shopper enters the one-time code in the issuer frame and pays: "Paid", no field errors', async ({
  page,
}) => {
  await payWithCard(page, '4212345678910006');
  const code = challengeFrame(page).getByLabel('One-time code');
  await expect(code).toBeVisible();
  // The frame takes focus when the challenge shows, and the issuer's page its code field.
  await expect(code).toBeFocused();
  const frame = newCard(page).locator('iframe[title="Verify your payment"]');
  // Window size 02 by default: 390 x 400 where there is room (narrower screens: a11y-reflow-contrast.spec.ts).
  expect(await frame.evaluate((element) => [element.clientWidth, element.clientHeight])).toEqual([390, 400]);
  // The whole screen, the issuer's frame included (its main is named, so it is not a second
  // unnamed main beside the page's).
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/3ds2-challenge.png', fullPage: true });
  await code.fill('1234');
  // Enter submits with the form's first button (Submit); no pointer aim across the resized frame.
  await code.press('Enter');
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  await expect(newCard(page).getByRole('button', { name: 'Paid' })).toBeVisible();
  await expectNoFieldErrors(page);
  // The form was kept (hidden) during the challenge: the frames still hold the card.
  await expect(frameInput(page, 'Card number')).toHaveValue('4212 3456 7891 0006');
  await page.screenshot({ path: 'test-results/end-skin-3ds2-challenge.png', fullPage: true });
});

test('3DS2 challenge refused: the payment is refused', async ({ page }) => {
  await payWithCard(page, '4000010000000001');
  const code = challengeFrame(page).getByLabel('One-time code');
  await expect(code).toBeVisible();
  await code.fill('1234');
  await code.press('Enter');
  await expect(page.getByTestId('result-code')).toHaveText('Refused');
});

test('3DS2: a result posted from a foreign origin is ignored', async ({ page }) => {
  await payWithCard(page, '4212345678910006');
  await expect(challengeFrame(page).getByLabel('One-time code')).toBeVisible();
  // The issuer's page is on a second origin (localhost); it posts a forged result to the merchant page.
  const issuer = page.frames().find((frame) => frame.url().includes('/issuer/3ds2/challenge'));
  expect(issuer).toBeDefined();
  expect(new URL(issuer!.url()).hostname).toBe('localhost');
  await issuer!.evaluate(() =>
    window.parent.postMessage(JSON.stringify({ type: 'challengeResult', result: { transStatus: 'Y' } }), '*'),
  );
  await page.waitForTimeout(1_000);
  await expect(challengeFrame(page).getByLabel('One-time code')).toBeVisible();
  await expect(page.getByTestId('result-code')).toHaveCount(0);
});

test('redirect: to the bank page, pay, and back to the shop with the result', async ({ page }) => {
  await open(page);
  const ideal = page.getByRole('region', { name: 'Pay with iDEAL' });
  await ideal.getByRole('button', { name: 'ING', exact: true }).click();
  await ideal.getByRole('button', { name: 'Continue to ING' }).click();
  await page.waitForURL(/\/issuer\/bank\/pay\/INGBNL2A/);
  expect(new URL(page.url()).hostname).toBe('localhost');
  await page.screenshot({ path: 'test-results/redirect-bank.png', fullPage: true });
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await page.waitForURL(/checkout-skin\/\?sessionId=.*redirectResult=/);
  await expect(page.getByText('Payment successful')).toBeVisible();
});

test('QR code: focused when it shows, a countdown, then completed by polling when the shopper approves in the app', async ({
  page,
}) => {
  await open(page);
  await page.getByRole('button', { name: 'Continue to WeChat Pay' }).click();
  const qr = page.getByRole('region', { name: 'Scan the QR code' });
  // The QR code takes focus when it shows.
  await expect(qr).toBeFocused();
  await expect(qr.getByRole('img', { name: 'Scan the QR code' })).toBeVisible();
  await expect(qr.getByRole('progressbar', { name: 'Time left to pay' })).toBeVisible();
  await expect(qr.getByText(/You have 1[45]:\d\d to pay/)).toBeVisible();
  // While the QR payment runs, the other parts are set aside: paying there too would be a second payment.
  for (const heading of ['Your saved card', 'Pay by card', 'Pay with iDEAL'])
    await expect(page.getByRole('heading', { name: heading })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Other ways to pay' })).toBeVisible();
  const image = qr.getByRole('img', { name: 'Scan the QR code' });
  // The image loads after the region shows (slowly on a busy machine): wait for its pixels.
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(50);
  await page.screenshot({ path: 'test-results/qr-code.png', fullPage: true });
  // The sandbox authorises QR payments 6 s after the code is shown; polling picks it up.
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  // The card forms and the banks are gone: nothing else to pay with.
  await expectOnlyThePaidPart(page, 'Other ways to pay', [], { donation: true });
  await page.screenshot({ path: 'test-results/qr-code-paid.png', fullPage: true });
});
