// Analytics of a checkout against the sandbox's handlers (msw): the image, the logs, the off switch.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SDK_VERSION, analyticsImageUrl, createCheckout } from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { createClient, createSession } from '../sandbox/helpers';

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const calls: string[] = [];
const server = setupServer(
  http.all(`${SANDBOX}*`, ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return sandbox.handle(request);
  }),
);
const client = createClient(SANDBOX);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.length = 0;
  sandbox.store.analyticsEvents.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function sessionCheckout(analytics?: { enabled: boolean }) {
  const amount = { value: 1000, currency: 'EUR' };
  const session = await createSession(client, { amount });
  calls.length = 0;
  return createCheckout({
    environment: SANDBOX,
    clientKey: SANDBOX_CLIENT_KEY,
    locale: 'nl-NL',
    amount,
    session: { id: session.id, sessionData: session.sessionData },
    ...(analytics ? { analytics } : {}),
  });
}

const IDEAL = {
  paymentMethod: { type: 'ideal', issuer: 'ABNANL2A' },
  // On the session's return origin: a page may not send shoppers to another.
  returnUrl: 'http://localhost:5173/checkout/return?from=analytics',
};

describe('analytics of a checkout', () => {
  it('builds the image URL with version, platform, locale, flavor and the attempt id', () => {
    const url = new URL(
      analyticsImageUrl(SANDBOX, { locale: 'nl-NL', flavor: 'react', checkoutAttemptId: 'attempt-1' }),
    );
    expect(url.origin + url.pathname).toBe(`${SANDBOX}images/analytics.png`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      version: SDK_VERSION,
      platform: 'web',
      locale: 'nl-NL',
      flavor: 'react',
      checkoutAttemptId: 'attempt-1',
    });
    expect(SDK_VERSION).toBe('5.31.0');
  });

  it('loads the image once per checkout, after the attempt id', async () => {
    const checkout = await sessionCheckout();
    const loadImage = vi.fn();
    checkout.analytics.shown(loadImage, 'react');
    checkout.analytics.shown(loadImage, 'react');
    await vi.waitFor(() => expect(loadImage).toHaveBeenCalledTimes(1));
    const attemptId = await checkout.getCheckoutAttemptId();
    expect(new URL(loadImage.mock.calls[0]![0] as string).searchParams.get('checkoutAttemptId')).toBe(
      attemptId,
    );
    // The sandbox's image answers a PNG and keeps the query.
    const image = await fetch(loadImage.mock.calls[0]![0] as string);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(sandbox.store.analyticsEvents).toContainEqual(
      expect.objectContaining({ type: 'image', version: '5.31.0', platform: 'web', locale: 'nl-NL' }),
    );
  });

  it('logs a payment’s submit and its action, with the attempt id, in the shopper’s locale', async () => {
    const checkout = await sessionCheckout();
    const response = await checkout.submitPayment(IDEAL);
    expect(response.action?.type).toBe('redirect');
    const attemptId = await checkout.getCheckoutAttemptId();
    await vi.waitFor(() => expect(sandbox.store.analyticsEvents).toHaveLength(2));
    expect(sandbox.store.analyticsEvents).toEqual([
      expect.objectContaining({ type: 'submitted', component: 'ideal', checkoutAttemptId: attemptId }),
      expect.objectContaining({ type: 'action', component: 'ideal', detail: 'redirect', locale: 'nl-NL' }),
    ]);
    expect(sandbox.store.analyticsEvents[0]).toMatchObject({ version: '5.31.0', platform: 'web' });
  });

  it('logs a final result code (the advanced flow) and a reported error', async () => {
    const checkout = createCheckout({
      environment: SANDBOX,
      clientKey: SANDBOX_CLIENT_KEY,
      onSubmit: async () => ({ resultCode: 'Refused' }),
    });
    await checkout.submitPayment({ paymentMethod: { type: 'scheme' } });
    checkout.reportError(new Error('boom'));
    await vi.waitFor(() => expect(sandbox.store.analyticsEvents).toHaveLength(3));
    expect(sandbox.store.analyticsEvents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'submitted', component: 'scheme', locale: 'en-US' }),
        expect.objectContaining({ type: 'result', component: 'scheme', detail: 'Refused' }),
        expect.objectContaining({ type: 'error', detail: 'ERROR' }),
      ]),
    );
  });

  it('sends nothing when off: no image, no log, not even the attempt id', async () => {
    const checkout = await sessionCheckout({ enabled: false });
    const loadImage = vi.fn();
    checkout.analytics.shown(loadImage, 'react');
    expect(await checkout.getCheckoutAttemptId()).toBeNull();
    const response = await checkout.submitPayment(IDEAL);
    expect(response.action?.type).toBe('redirect');
    expect(loadImage).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.includes('analytics'))).toEqual([]);
    expect(sandbox.store.analyticsEvents).toEqual([]);
  });

  it('never blocks or fails a payment when the analytics calls fail', async () => {
    const checkout = await sessionCheckout();
    await checkout.getCheckoutAttemptId();
    const failedLogs = vi.fn(() => Response.error());
    server.use(http.post(`${SANDBOX}v2/analytics/log`, failedLogs));
    const response = await checkout.submitPayment(IDEAL);
    expect(response.action?.type).toBe('redirect');
    await vi.waitFor(() => expect(failedLogs).toHaveBeenCalledTimes(2));
    expect(sandbox.store.analyticsEvents).toEqual([]);
  });
});
