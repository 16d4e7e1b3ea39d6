// The checkout instance against the sandbox's own handlers, through msw.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COUNTRIES_DATASET,
  CheckoutError,
  createCheckout,
  normalizePaymentMethodsResponse,
  statesDatasetName,
} from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { createClient, createSession, fetchPublicKey, giftCardMethod } from '../sandbox/helpers';

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const server = setupServer(http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)));
const client = createClient(SANDBOX);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function sessionCheckout(amount = { value: 7500, currency: 'EUR' }) {
  const session = await createSession(client, { amount });
  return createCheckout({
    environment: SANDBOX,
    clientKey: SANDBOX_CLIENT_KEY,
    amount,
    session: { id: session.id, sessionData: session.sessionData },
  });
}

describe('sessions flow against the sandbox', () => {
  it('sends the payment with clientStateDataIndicator (spec section 3); the service refuses one that is not a boolean', async () => {
    const checkout = await sessionCheckout();
    const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
    server.use(
      http.post(`${SANDBOX}*`, async ({ request }) => {
        if (new URL(request.url).pathname.endsWith('/payments'))
          calls.push({ url: request.url, body: (await request.clone().json()) as Record<string, unknown> });
        return sandbox.handle(request);
      }),
    );
    await checkout.submitPayment({ paymentMethod: { type: 'ideal', issuer: 'ABNANL2A' } });
    expect(calls).toHaveLength(1);
    const [{ url, body }] = calls as [{ url: string; body: Record<string, unknown> }];
    expect(body).toMatchObject({ clientStateDataIndicator: true, paymentMethod: { type: 'ideal' } });
    const init = { method: 'POST', headers: { 'content-type': 'application/json' } };
    const refused = await sandbox.handle(
      new Request(url, { ...init, body: JSON.stringify({ ...body, clientStateDataIndicator: 'yes' }) }),
    );
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      message: 'Invalid request: clientStateDataIndicator: Invalid type: Expected boolean but received "yes"',
    });
  });

  it('sets the session up and lists its payment methods', async () => {
    const checkout = await sessionCheckout();
    expect(checkout.config.integration).toBe('sessions');
    const setup = await checkout.session!.setup();
    expect(setup.amount).toEqual({ value: 7500, currency: 'EUR' });
    const methods = normalizePaymentMethodsResponse(setup.paymentMethods);
    expect(methods.paymentMethods.map((method) => method.type)).toEqual(
      expect.arrayContaining(['scheme', 'giftcard']),
    );
  });

  it('carries sessionData forward and rejects a tampered session with the service error', async () => {
    const checkout = await sessionCheckout();
    const before = checkout.session!.getSessionData();
    await checkout.session!.setup();
    expect(checkout.session!.getSessionData()).toEqual(expect.any(String));
    const forged = createCheckout({
      environment: SANDBOX,
      clientKey: SANDBOX_CLIENT_KEY,
      session: { id: checkout.session!.id, sessionData: `${before.slice(0, -4)}AAAA` },
    });
    const error = await forged.session!.setup().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect(error).toMatchObject({ type: 'NETWORK_ERROR', message: 'Invalid session', status: 422 });
  });

  it('answers an unknown client key with the typed service error', async () => {
    const session = await createSession(client);
    const checkout = createCheckout({ environment: SANDBOX, clientKey: 'test_UNKNOWN', session });
    await expect(checkout.session!.setup()).rejects.toMatchObject({
      type: 'NETWORK_ERROR',
      message: 'ERROR: Invalid ClientKey',
      errorCode: '901',
      status: 401,
    });
  });

  it('pays part of the amount with a gift card, keeps the order, and reports its status', async () => {
    const checkout = await sessionCheckout({ value: 7500, currency: 'EUR' });
    const key = await fetchPublicKey(client);
    const card = await giftCardMethod(key, '6036280000000000010', '7373');
    const balance = await checkout.session!.checkBalance(card);
    expect(balance.balance).toEqual({ value: 5000, currency: 'EUR' });

    const order = await checkout.session!.createOrder();
    expect(order.remainingAmount).toEqual({ value: 7500, currency: 'EUR' });
    const response = await checkout.submitPayment({
      paymentMethod: card,
      order: { orderData: order.orderData, pspReference: order.pspReference },
    });
    expect(response.resultCode).toBe('Authorised');
    expect(response.order?.remainingAmount).toEqual({ value: 2500, currency: 'EUR' });

    const status = await checkout.getOrderStatus(response.order!.orderData);
    expect(status.remainingAmount).toEqual({ value: 2500, currency: 'EUR' });
    expect(status.paymentMethods).toEqual([
      expect.objectContaining({ type: 'givex', lastFour: '0010', amount: { value: 5000, currency: 'EUR' } }),
    ]);

    await expect(checkout.session!.cancelOrder(response.order!)).resolves.toMatchObject({
      resultCode: 'Received',
    });
  });

  it('sends the checkout attempt id with the payment and reuses it', async () => {
    const checkout = await sessionCheckout();
    const first = await checkout.getCheckoutAttemptId();
    expect(first).toEqual(expect.any(String));
    expect(await checkout.getCheckoutAttemptId()).toBe(first);
  });
});

describe("the session's amount is the amount shown", () => {
  const sessionWith = async (
    sessionAmount: { value: number; currency: string },
    amount: { value: number; currency: string } | undefined,
  ) => {
    const session = await createSession(client, { amount: sessionAmount });
    const onError = vi.fn();
    const checkout = createCheckout({
      environment: SANDBOX,
      clientKey: SANDBOX_CLIENT_KEY,
      ...(amount ? { amount } : {}),
      session: { id: session.id, sessionData: session.sessionData },
      onError,
    });
    return { checkout, onError };
  };

  it.each([
    [{ value: 99999, currency: 'EUR' }, '€999.99'],
    [{ value: 100, currency: 'EUR' }, '€1.00'],
    [{ value: 2450, currency: 'USD' }, '$24.50'],
  ])(
    'uses the session amount %o over an amount option of €24.50 and reports it once',
    async (sessionAmount, shown) => {
      const { checkout, onError } = await sessionWith(sessionAmount, { value: 2450, currency: 'EUR' });
      const changes = vi.fn();
      checkout.subscribe(changes);
      expect(checkout.config.amount).toEqual({ value: 2450, currency: 'EUR' });
      await checkout.paymentMethods.load();
      expect(checkout.config.amount).toEqual(sessionAmount);
      expect(changes).toHaveBeenCalledTimes(1);
      expect(onError).toHaveBeenCalledTimes(1);
      const [error] = onError.mock.calls[0] as [CheckoutError];
      expect(error).toBeInstanceOf(CheckoutError);
      expect(error.type).toBe('IMPLEMENTATION_ERROR');
      expect(error.message).toBe(
        `The amount option (€24.50) is not the session's amount (${shown}): the session's amount is shown and charged. Create the session with the amount to charge, or pass the session's amount`,
      );
      // A later setup (an order's) and the same option again change and report nothing more.
      await checkout.session!.setup();
      checkout.update({ amount: { value: 2450, currency: 'EUR' } });
      expect(onError).toHaveBeenCalledTimes(1);
      expect(changes).toHaveBeenCalledTimes(1);
      expect(checkout.config.amount).toEqual(sessionAmount);
    },
  );

  it('keeps an amount option in place that changes to another one: reported once, the session amount kept', async () => {
    const { checkout, onError } = await sessionWith(
      { value: 2499, currency: 'EUR' },
      { value: 2499, currency: 'EUR' },
    );
    await checkout.paymentMethods.load();
    expect(onError).not.toHaveBeenCalled();
    checkout.update({ amount: { value: 3999, currency: 'eur' }, countryCode: 'de' });
    expect(checkout.config.amount).toEqual({ value: 2499, currency: 'EUR' });
    expect(checkout.config.countryCode).toBe('DE');
    checkout.update({ amount: { value: 3999, currency: 'EUR' } });
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0] as [CheckoutError])[0].message).toMatch(
      /^The amount option \(€39\.99\) is not the session's amount \(€24\.99\)/,
    );
    // Back to the session's amount: nothing to report.
    checkout.update({ amount: { value: 2499, currency: 'EUR' } });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('takes the session amount when the page gives none, without an error', async () => {
    const { checkout, onError } = await sessionWith({ value: 1234, currency: 'EUR' }, undefined);
    expect(checkout.config.amount).toBeUndefined();
    await checkout.paymentMethods.load();
    expect(checkout.config.amount).toEqual({ value: 1234, currency: 'EUR' });
    expect(onError).not.toHaveBeenCalled();
  });

  it("leaves the advanced flow's amount to the merchant", () => {
    const onError = vi.fn();
    const checkout = createCheckout({
      environment: SANDBOX,
      clientKey: SANDBOX_CLIENT_KEY,
      amount: { value: 2450, currency: 'EUR' },
      onSubmit: async () => ({ resultCode: 'Authorised' }),
      onError,
    });
    checkout.update({ amount: { value: 3999, currency: 'EUR' } });
    expect(checkout.config.amount).toEqual({ value: 3999, currency: 'EUR' });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('advanced flow and no flow', () => {
  it('hands the payment data, with the attempt id, to onSubmit', async () => {
    const onSubmit = vi.fn(async () => ({ resultCode: 'Authorised' }));
    const checkout = createCheckout({ environment: SANDBOX, clientKey: SANDBOX_CLIENT_KEY, onSubmit });
    const response = await checkout.submitPayment({ paymentMethod: { type: 'ideal', issuer: '1121' } });
    expect(response).toEqual({ resultCode: 'Authorised' });
    expect(onSubmit).toHaveBeenCalledWith(
      {
        paymentMethod: { type: 'ideal', issuer: '1121', checkoutAttemptId: expect.any(String) },
        // No page started the fingerprint: the risk data carries the version only.
        riskData: { clientData: btoa('{"version":"1.0.0"}') },
        // Spec section 3: the data says it was made by the client.
        clientStateDataIndicator: true,
      },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('goes on without the attempt id when the service cannot be reached', async () => {
    const onSubmit = vi.fn(async () => ({ resultCode: 'Authorised' }));
    const unreachable = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const checkout = createCheckout(
      { environment: SANDBOX, clientKey: SANDBOX_CLIENT_KEY, onSubmit },
      { fetch: unreachable, logger: { warn: () => undefined } },
    );
    expect(await checkout.getCheckoutAttemptId()).toBeNull();
    await checkout.submitPayment({ paymentMethod: { type: 'scheme' } });
    expect(unreachable).toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith(
      {
        paymentMethod: { type: 'scheme' },
        riskData: { clientData: btoa('{"version":"1.0.0"}') },
        clientStateDataIndicator: true,
      },
      expect.anything(),
    );
  });

  it('raises the implementation error when there is neither a session nor onSubmit', async () => {
    const checkout = createCheckout({ environment: SANDBOX, clientKey: SANDBOX_CLIENT_KEY });
    await expect(checkout.submitPayment({ paymentMethod: { type: 'scheme' } })).rejects.toMatchObject({
      type: 'IMPLEMENTATION_ERROR',
      message: expect.stringContaining('Could not submit the payment'),
    });
    await expect(checkout.submitDetails({ details: {} })).rejects.toMatchObject({
      type: 'IMPLEMENTATION_ERROR',
    });
  });

  it('reports errors to onError as CheckoutErrors', () => {
    const onError = vi.fn();
    const checkout = createCheckout({ environment: SANDBOX, clientKey: SANDBOX_CLIENT_KEY, onError });
    const error = checkout.reportError('weird');
    expect(error).toMatchObject({ type: 'ERROR', message: 'An unknown error occurred' });
    expect(onError).toHaveBeenCalledWith(error);
  });
});

describe('datasets', () => {
  it('reads countries and states, cached', async () => {
    const checkout = createCheckout({ environment: SANDBOX, clientKey: SANDBOX_CLIENT_KEY });
    const countries = await checkout.datasets.getCountries();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ id: 'NL', name: 'Netherlands' });
    expect(await checkout.datasets.getCountries()).toBe(countries);
    const states = await checkout.datasets.getStates('us', 'en-US');
    expect(states).toContainEqual({ id: 'CA', name: 'California' });
  });

  it('keeps where each dataset stands for a UI: loading, ready, error; a failed one is asked again', async () => {
    const { datasets } = createCheckout({ environment: SANDBOX, clientKey: SANDBOX_CLIENT_KEY });
    const changes = vi.fn();
    datasets.subscribe(changes);
    expect(datasets.getSnapshot()).toEqual({});
    const loading = datasets.getCountries();
    expect(datasets.getSnapshot()[COUNTRIES_DATASET]).toEqual({ status: 'loading', items: [] });
    const countries = await loading;
    expect(datasets.getSnapshot()[COUNTRIES_DATASET]).toEqual({ status: 'ready', items: countries });
    // A cached dataset changes nothing.
    const before = datasets.getSnapshot();
    await datasets.getCountries();
    expect(datasets.getSnapshot()).toBe(before);
    expect(changes).toHaveBeenCalledTimes(2);

    const name = statesDatasetName('nl', 'en-US');
    expect(name).toBe('states/NL/en-US');
    await expect(datasets.getStates('nl', 'en-US')).rejects.toMatchObject({ type: 'ERROR' });
    expect(datasets.getSnapshot()[name]).toEqual({ status: 'error', items: [] });
    const again = datasets.getStates('NL', 'en-US');
    expect(datasets.getSnapshot()[name]).toEqual({ status: 'loading', items: [] });
    await expect(again).rejects.toMatchObject({ type: 'ERROR' });
    expect(datasets.getSnapshot()[name]).toEqual({ status: 'error', items: [] });
  });

  it('forgets a dataset whose request was cancelled', async () => {
    const { datasets } = createCheckout({ environment: SANDBOX, clientKey: SANDBOX_CLIENT_KEY });
    const controller = new AbortController();
    const loading = datasets.getStates('US', 'en-US', controller.signal);
    expect(datasets.getSnapshot()['states/US/en-US']).toEqual({ status: 'loading', items: [] });
    controller.abort();
    await expect(loading).rejects.toMatchObject({ type: 'CANCEL' });
    expect(datasets.getSnapshot()).toEqual({});
    expect(await datasets.getStates('US', 'en-US')).toContainEqual({ id: 'CA', name: 'California' });
  });

  it("raises 'Dataset … is not available' for a missing dataset", async () => {
    const checkout = createCheckout({ environment: SANDBOX, clientKey: SANDBOX_CLIENT_KEY });
    await expect(checkout.datasets.getStates('NL', 'en-US')).rejects.toMatchObject({
      type: 'ERROR',
      message: 'Dataset states/NL/en-US is not available',
    });
  });
});

describe('normalizePaymentMethodsResponse', () => {
  it('keeps stored methods of the supported types with Ecommerce, adding storedPaymentMethodId', () => {
    const logger = { warn: vi.fn() };
    const result = normalizePaymentMethodsResponse(
      {
        paymentMethods: [{ type: 'scheme', name: 'Cards' }, { name: 'no type' }],
        storedPaymentMethods: [
          { id: 'A', type: 'scheme', supportedShopperInteractions: ['Ecommerce', 'ContAuth'] },
          { id: 'B', type: 'scheme', supportedShopperInteractions: ['ContAuth'] },
          { id: 'C', type: 'paypal', supportedShopperInteractions: ['Ecommerce'] },
          { id: 'D', type: 'blik', supportedShopperInteractions: ['Ecommerce'] },
        ],
      },
      logger,
    );
    expect(result.paymentMethods).toEqual([{ type: 'scheme', name: 'Cards' }]);
    expect(result.storedPaymentMethods.map((method) => method.storedPaymentMethodId)).toEqual(['A', 'D']);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('warns when empty and rejects what is not an object', () => {
    const logger = { warn: vi.fn() };
    expect(normalizePaymentMethodsResponse({}, logger)).toEqual({
      paymentMethods: [],
      storedPaymentMethods: [],
    });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(() => normalizePaymentMethodsResponse([], logger)).toThrow(/should be an object, but an array/);
    expect(() => normalizePaymentMethodsResponse('x', logger)).toThrow(/but a string/);
  });
});
