// The Next.js App Router example (examples/nextjs, docs/nextjs.md): a Server Component page renders
// CheckoutProvider and the skin's CardForm from the built package, whose hooks and skin entries start
// with 'use client'. Built once per run by global-setup.ts (`next build`), served here by
// `next start` beside a sandbox of its own whose client key allows the app's origin
// (scripts/preview-nextjs.ts, which builds the example only when it has no build).
// The other files' servers (fixtures.ts) are not started here.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** `next start` and the sandbox take a few seconds; a build (none there yet) about a minute. */
const START_TIMEOUT_MS = 180_000;

let server: ChildProcess | undefined;
let appUrl = '';
let sandboxUrl = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 10_000);
  const started = Date.now();
  const child = spawn(`${root}node_modules/.bin/tsx`, ['scripts/preview-nextjs.ts'], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: '0', NEXTJS_PORT: '0', SANDBOX_LOG: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  const ready = await new Promise<{ appUrl: string; sandboxUrl: string }>((resolve, reject) => {
    const timer = setTimeout(() => fail('did not start in time'), START_TIMEOUT_MS);
    function fail(reason: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`The Next.js example (scripts/preview-nextjs.ts) ${reason}:\n${output}`));
    }
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^NEXTJS_READY (.+)$/m.exec(output);
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line[1]!) as { appUrl: string; sandboxUrl: string });
    });
    child.once('exit', (code) => fail(`exited with ${code}`));
  });
  ({ appUrl, sandboxUrl } = ready);
  const build = /next build: ([\d.]+ s)/.exec(output)?.[1];
  console.log(
    `[e2e] Next.js example ready in ${((Date.now() - started) / 1000).toFixed(1)} s${build ? ` (next build ${build})` : ''}`,
  );
  child.removeAllListeners('exit');
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

test('the server-rendered page has the card form labels and the pay button', async ({ request }) => {
  const html = await (await request.get(appUrl)).text();
  expect(html).not.toContain('__next_error__');
  for (const label of ['Card number', 'Expiry date', 'Security code'])
    expect(html).toMatch(new RegExp(`<label[^>]*>${label}<`));
  expect(html).toContain('Pay €24.99');
  // The route handler makes a session too (for a page that makes its own in the browser).
  const session = await request.post(`${appUrl}api/session`, { data: {} });
  expect(session.status()).toBe(201);
  expect(await session.json()).toMatchObject({ id: expect.any(String), sessionData: expect.any(String) });
});

test('the page hydrates and pays by card: Authorised', async ({ page, request }) => {
  await page.goto(appUrl);
  const form = page.getByRole('region', { name: 'Pay by card' });
  await expect(form.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  const frameInput = (title: string) => form.frameLocator(`iframe[title="${title}"]`).locator('input');
  await frameInput('Card number').pressSequentially('4111111111111111', { delay: 10 });
  await frameInput('Expiry date').pressSequentially('0330', { delay: 10 });
  await frameInput('Security code').pressSequentially('737', { delay: 10 });

  const payment = page.waitForResponse(
    (response) =>
      response.url().startsWith(sandboxUrl) && /\/v1\/sessions\/[^/]+\/payments\b/.test(response.url()),
  );
  await form.getByRole('button', { name: 'Pay €24.99' }).click();
  const answer = await payment;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ resultCode: 'Authorised' });
  await expect(form.locator('.hc-pay-button')).toHaveAttribute('data-state', 'success');

  // The session, through the route handler (GET /api/session?id=…), has the authorised payment.
  const sessionId = /\/v1\/sessions\/([^/]+)\/payments/.exec(answer.url())![1]!;
  const session = (await (await request.get(`${appUrl}api/session?id=${sessionId}`)).json()) as {
    payments?: Array<{ resultCode: string }>;
  };
  expect(session.payments?.map((paid) => paid.resultCode)).toEqual(['Authorised']);
});

test('iDEAL: to the bank page and back to the return page: Payment successful', async ({ page, request }) => {
  await page.goto(appUrl);
  const ideal = page.getByRole('region', { name: 'Pay with iDEAL' });
  await ideal.getByRole('button', { name: 'Rabobank', exact: true }).click();
  await ideal.getByRole('button', { name: 'Continue to Rabobank' }).click();
  await page.waitForURL(/\/issuer\/bank\/pay\/RABONL2U\?ref=/);
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await page.waitForURL(/\/return\?sessionId=.*redirectResult=/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible();

  const sessionId = new URL(page.url()).searchParams.get('sessionId')!;
  const session = (await (await request.get(`${appUrl}api/session?id=${sessionId}`)).json()) as {
    payments?: Array<{ resultCode: string }>;
  };
  expect(session.payments?.map((paid) => paid.resultCode)).toEqual(['Authorised']);
});

test('iDEAL refused on the bank page: the refusal, then "Try another payment method" back to the checkout', async ({
  page,
}) => {
  await page.goto(appUrl);
  const ideal = page.getByRole('region', { name: 'Pay with iDEAL' });
  await ideal.getByRole('button', { name: 'ING', exact: true }).click();
  await ideal.getByRole('button', { name: 'Continue to ING' }).click();
  await page.waitForURL(/\/issuer\/bank\/pay\/INGBNL2A\?ref=/);
  await page.getByRole('button', { name: 'Refuse' }).click();
  await page.waitForURL(/\/return\?sessionId=.*redirectResult=/);
  const refusal = page.getByRole('alert').filter({ hasText: 'Payment refused' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeFocused();
  const back = page.getByRole('link', { name: 'Try another payment method' });
  await expect(back).toBeVisible();
  await back.click();
  // The checkout page again (a new session): its methods offered.
  await page.waitForURL((url) => url.pathname === '/' && !url.search);
  await expect(
    page.getByRole('region', { name: 'Pay by card' }).locator('[data-secured-field="cardNumber"]'),
  ).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('region', { name: 'Pay with iDEAL' })).toBeVisible();
});
