// The checkout's payment methods (issue item 11) against the sandbox's own handlers, through msw:
// the session's setup called once on load(), the advanced flow's response normalised at once;
// and an issuer-list method paying through the checkout.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CheckoutError,
  createCheckout,
  createPaymentMethodMachine,
  paymentMethodsReducer,
  loadPaymentMethod,
  type CheckoutOptions,
  type PaymentMethodsEvent,
  type PaymentMethodsState,
} from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { createClient, createSession } from '../sandbox/helpers';

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const calls: string[] = [];
const server = setupServer(
  http.all(`${SANDBOX}*`, ({ request }) => {
    calls.push(new URL(request.url).pathname);
    return sandbox.handle(request);
  }),
);
const client = createClient(SANDBOX);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

async function sessionCheckout(extra: Partial<CheckoutOptions> = {}, countryCode = 'NL', currency = 'EUR') {
  const amount = { value: 7500, currency };
  const session = await createSession(client, { amount, countryCode });
  calls.length = 0;
  return createCheckout({
    environment: SANDBOX,
    clientKey: SANDBOX_CLIENT_KEY,
    amount,
    session: { id: session.id, sessionData: session.sessionData },
    ...extra,
  });
}

describe('the payment methods of a session', () => {
  it('loads on load() only: one setup call however often it is asked, then ready with the list', async () => {
    const checkout = await sessionCheckout();
    expect(checkout.paymentMethods.getSnapshot()).toMatchObject({ status: 'loading', error: null });
    expect(calls).toEqual([]);
    const listener = vi.fn();
    checkout.paymentMethods.subscribe(listener);
    await Promise.all([checkout.paymentMethods.load(), checkout.paymentMethods.load()]);
    await checkout.paymentMethods.load();
    expect(calls.filter((path) => path.endsWith('/setup'))).toHaveLength(1);
    const { status, response } = checkout.paymentMethods.getSnapshot();
    expect(status).toBe('ready');
    expect(listener).toHaveBeenCalledTimes(1);
    const ideal = response.paymentMethods.find((method) => method.type === 'ideal');
    expect(ideal).toMatchObject({ name: 'iDEAL' });
    expect(ideal?.issuers).toContainEqual({ id: 'INGBNL2A', name: 'ING' });
    expect(response.paymentMethods.map((method) => method.type)).not.toContain('paybybank');
  });

  it('ends in error (reported to onError) when setup fails, and a later load() tries again', async () => {
    const onError = vi.fn();
    const checkout = await sessionCheckout({ onError });
    server.use(http.post(`${SANDBOX}v1/sessions/:id/setup`, () => Response.error()));
    await checkout.paymentMethods.load();
    const failed = checkout.paymentMethods.getSnapshot();
    expect(failed.status).toBe('error');
    expect(failed.error).toBeInstanceOf(CheckoutError);
    expect(failed.error?.type).toBe('NETWORK_ERROR');
    expect(onError).toHaveBeenCalledWith(failed.error);
    server.resetHandlers();
    const retry = checkout.paymentMethods.load();
    expect(checkout.paymentMethods.getSnapshot().status).toBe('loading');
    await retry;
    expect(checkout.paymentMethods.getSnapshot().status).toBe('ready');
  });
});

describe('the payment methods as a reducer', () => {
  const LOADING: PaymentMethodsState = {
    status: 'loading',
    response: { paymentMethods: [], storedPaymentMethods: [] },
    error: null,
  };
  const LIST = { paymentMethods: [{ type: 'ideal', name: 'iDEAL' }], storedPaymentMethods: [] };
  const FAILURE = new CheckoutError('NETWORK_ERROR', 'offline');
  const run = (events: PaymentMethodsEvent[], from = LOADING) => events.reduce(paymentMethodsReducer, from);

  it('loading → ready with the answer; once ready, nothing changes it', () => {
    const ready = run([{ type: 'setup.started' }, { type: 'setup.answered', response: LIST }]);
    expect(ready).toEqual({ status: 'ready', response: LIST, error: null });
    expect(run([{ type: 'setup.failed', error: FAILURE }, { type: 'setup.started' }], ready)).toBe(ready);
  });

  it('loading → error, and a new start goes back to loading with nothing listed', () => {
    const failed = run([{ type: 'setup.failed', error: FAILURE }]);
    expect(failed).toEqual({ ...LOADING, status: 'error', error: FAILURE });
    expect(run([{ type: 'setup.started' }], failed)).toEqual(LOADING);
    // A start while loading changes nothing.
    expect(run([{ type: 'setup.started' }])).toBe(LOADING);
  });
});

describe('the payment methods of the advanced flow', () => {
  const options = {
    environment: SANDBOX,
    clientKey: SANDBOX_CLIENT_KEY,
    onSubmit: () => Promise.resolve({ resultCode: 'Authorised' }),
  };

  it('normalises the response at once: ready, no call', async () => {
    const checkout = createCheckout({
      ...options,
      paymentMethodsResponse: {
        paymentMethods: [{ type: 'paybybank', name: 'Pay by Bank' }, { name: 'no type' }],
        storedPaymentMethods: [
          { type: 'scheme', id: 'sc1', supportedShopperInteractions: ['Ecommerce'] },
          { type: 'scheme', id: 'sc2', supportedShopperInteractions: ['ContAuth'] },
        ],
      },
    });
    await checkout.paymentMethods.load();
    expect(calls).toEqual([]);
    expect(checkout.paymentMethods.getSnapshot()).toEqual({
      status: 'ready',
      error: null,
      response: {
        paymentMethods: [{ type: 'paybybank', name: 'Pay by Bank' }],
        storedPaymentMethods: [
          {
            type: 'scheme',
            id: 'sc1',
            storedPaymentMethodId: 'sc1',
            supportedShopperInteractions: ['Ecommerce'],
          },
        ],
      },
    });
  });

  it('refuses a response that is not an object (spec section 5)', () => {
    expect(() => createCheckout({ ...options, paymentMethodsResponse: [] })).toThrow(
      expect.objectContaining({ type: 'IMPLEMENTATION_ERROR' }),
    );
  });

  it('is ready and empty without a response', () => {
    expect(createCheckout(options).paymentMethods.getSnapshot()).toMatchObject({
      status: 'ready',
      response: { paymentMethods: [], storedPaymentMethods: [] },
    });
  });
});

describe('an issuer-list method paying through the checkout', () => {
  async function idealMachine() {
    const checkout = await sessionCheckout();
    await checkout.paymentMethods.load();
    const entry = checkout.paymentMethods
      .getSnapshot()
      .response.paymentMethods.find((method) => method.type === 'ideal');
    const machine = createPaymentMethodMachine(
      await loadPaymentMethod('ideal'),
      { type: 'ideal', returnUrl: 'http://localhost:5173/checkout/return' },
      { submit: (data) => checkout.submitPayment(data) },
      { context: { paymentMethod: entry, amount: checkout.config.amount } },
    );
    return { checkout, machine };
  }

  it('pays with the chosen bank and gets the redirect to its bank page', async () => {
    const { machine } = await idealMachine();
    machine.send({ type: 'field.changed', field: 'issuer', value: 'INGBNL2A', source: 'list' });
    machine.send({ type: 'submit.requested' });
    await vi.waitFor(() => expect(machine.getSnapshot().payment.status).toBe('action'));
    const { action } = machine.getSnapshot().payment;
    expect(action).toMatchObject({ type: 'redirect', method: 'GET', paymentMethodType: 'ideal' });
    expect(String((action as { url: string }).url)).toMatch(/issuer\/bank\/pay\/INGBNL2A\?ref=/);
    expect(calls.filter((path) => path.endsWith('/payments'))).toHaveLength(1);
  });
});
