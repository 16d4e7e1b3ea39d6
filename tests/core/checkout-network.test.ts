// A checkout's network part (the payment-service client, the session, the attempt id, the
// datasets, the order status, with the checks of their answers) loads on demand, with the
// checkout's first call. These tests run on a cold SDK (fresh modules: the test setup preloads the
// part) against the sandbox's own handlers, through msw.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { createClient, createSession } from '../sandbox/helpers';

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const server = setupServer(http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)));
const client = createClient(SANDBOX);
const NETWORK_MODULE = '../../headless/core/checkout/checkout.network';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.doUnmock(NETWORK_MODULE);
});
afterAll(() => server.close());

/** A fresh core, as on a page where no checkout has called the service yet. */
async function coldCore() {
  vi.resetModules();
  return import('headless-checkout/core');
}

describe('the checkout network part, loaded on demand', () => {
  it('is not needed to create a checkout; its first calls load it and go on', async () => {
    const core = await coldCore();
    const session = await createSession(client, { amount: { value: 7500, currency: 'EUR' } });
    const checkout = core.createCheckout({
      environment: SANDBOX,
      clientKey: SANDBOX_CLIENT_KEY,
      amount: { value: 7500, currency: 'EUR' },
      session: { id: session.id, sessionData: session.sessionData },
    });
    expect(checkout.http.apiUrl).toBe(SANDBOX);
    expect(checkout.session!.id).toBe(session.id);
    expect(checkout.session!.getSessionData()).toBe(session.sessionData);

    // Two calls at once share the one load.
    const [setup, countries] = await Promise.all([
      checkout.session!.setup(),
      checkout.datasets.getCountries(),
    ]);
    expect(setup.id).toBe(session.id);
    expect(setup.amount).toEqual({ value: 7500, currency: 'EUR' });
    expect(countries.length).toBeGreaterThan(0);
    expect(checkout.session!.getSessionData()).toBe(setup.sessionData ?? session.sessionData);
    expect(await checkout.getCheckoutAttemptId()).toMatch(/\S/);
  });

  it('a checkout created after the part has loaded calls at once', async () => {
    const core = await coldCore();
    await core.loadCheckoutNetwork();
    const fetch = vi.fn(globalThis.fetch);
    const checkout = core.createCheckout(
      { environment: SANDBOX, clientKey: SANDBOX_CLIENT_KEY, onSubmit: async () => ({}) },
      { fetch },
    );
    const countries = checkout.datasets.getCountries();
    // The request is on its way in the same tick: no module to wait for.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await countries).length).toBeGreaterThan(0);
  });

  it('fails a call with a NETWORK_ERROR when the part cannot load, and the next call loads it again', async () => {
    vi.doMock(NETWORK_MODULE, () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const core = await coldCore();
    const checkout = core.createCheckout({
      environment: SANDBOX,
      clientKey: SANDBOX_CLIENT_KEY,
      onSubmit: async () => ({}),
    });
    const error = await checkout.datasets.getCountries().catch((reason: unknown) => reason);
    expect(core.isCheckoutError(error)).toBe(true);
    expect(error).toMatchObject({
      type: 'NETWORK_ERROR',
      message: "Could not load the checkout's network part",
    });
    await expect(checkout.http.request({ path: 'datasets/countries.json' })).rejects.toMatchObject({
      type: 'NETWORK_ERROR',
    });

    // The attempt id is null, as when the service cannot be reached: an advanced-flow payment goes on without it.
    expect(await checkout.getCheckoutAttemptId()).toBeNull();
    const onSubmit = vi.fn(async () => ({ resultCode: 'Authorised' }));
    const advanced = core.createCheckout({ environment: SANDBOX, clientKey: SANDBOX_CLIENT_KEY, onSubmit });
    await advanced.submitPayment({ paymentMethod: { type: 'scheme' } });
    expect(onSubmit).toHaveBeenCalledWith({ paymentMethod: { type: 'scheme' } }, expect.anything());

    vi.doUnmock(NETWORK_MODULE);
    const countries = await checkout.datasets.getCountries();
    expect(countries.length).toBeGreaterThan(0);
  });
});
