// Removing a stored payment method (spec sections 1, 3, 6): the rule, the removal's machine, and
// the checkout's call against the sandbox's own handlers, through msw.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CheckoutError,
  createCheckout,
  createStoredMethodRemoval,
  disableStoredPaymentMethod,
  isStoredMethodRemovable,
  storedMethodRemovalReducer,
  type StoredMethodRemovalEvent,
  type StoredMethodRemovalState,
} from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { createClient, createSession } from '../sandbox/helpers';

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const server = setupServer(http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)));
const client = createClient(SANDBOX);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('isStoredMethodRemovable', () => {
  const oneClick = { supportedShopperInteractions: ['Ecommerce', 'ContAuth'] };
  it.each([
    ['enabled, one-click', { showRemovePaymentMethodButton: true }, oneClick, true],
    ['not enabled', {}, oneClick, false],
    ['enabled: false', { showRemovePaymentMethodButton: false }, oneClick, false],
    [
      'not one-click (ContAuth only)',
      { showRemovePaymentMethodButton: true },
      { supportedShopperInteractions: ['ContAuth'] },
      false,
    ],
    ['no interactions', { showRemovePaymentMethodButton: true }, {}, false],
    ['no stored method', { showRemovePaymentMethodButton: true }, undefined, false],
  ])('%s → %s', (_name, rules, stored, removable) => {
    expect(isStoredMethodRemovable(rules, stored)).toBe(removable);
  });
});

describe('storedMethodRemovalReducer', () => {
  const error = new CheckoutError('ERROR', 'nope');
  const at = (status: StoredMethodRemovalState['status']): StoredMethodRemovalState => ({
    status,
    error: status === 'error' ? error : null,
  });
  it.each<[StoredMethodRemovalState['status'], StoredMethodRemovalEvent, StoredMethodRemovalState['status']]>(
    [
      ['idle', { type: 'removal.requested' }, 'confirming'],
      ['error', { type: 'removal.requested' }, 'confirming'],
      ['confirming', { type: 'removal.cancelled' }, 'idle'],
      ['confirming', { type: 'removal.confirmed' }, 'removing'],
      ['removing', { type: 'removal.succeeded' }, 'removed'],
      ['removing', { type: 'removal.failed', error }, 'error'],
      // What does not apply where it stands changes nothing.
      ['idle', { type: 'removal.confirmed' }, 'idle'],
      ['removing', { type: 'removal.requested' }, 'removing'],
      ['removing', { type: 'removal.cancelled' }, 'removing'],
      ['removed', { type: 'removal.requested' }, 'removed'],
      ['idle', { type: 'removal.succeeded' }, 'idle'],
    ],
  )('%s + %j → %s', (from, event, to) => {
    const state = at(from);
    const next = storedMethodRemovalReducer(state, event);
    expect(next.status).toBe(to);
    if (to === from) expect(next).toBe(state);
  });

  it('keeps the failure for the view, and forgets it when the shopper asks again', () => {
    const failed = storedMethodRemovalReducer(at('removing'), { type: 'removal.failed', error });
    expect(failed.error).toBe(error);
    expect(storedMethodRemovalReducer(failed, { type: 'removal.requested' }).error).toBeNull();
  });
});

describe('createStoredMethodRemoval', () => {
  it('disables once, after the confirmation only', async () => {
    const disable = vi.fn(() => Promise.resolve());
    const removal = createStoredMethodRemoval({ storedPaymentMethodId: 'abc', disable });
    removal.send({ type: 'removal.requested' });
    expect(disable).not.toHaveBeenCalled();
    removal.send({ type: 'removal.confirmed' });
    removal.send({ type: 'removal.confirmed' });
    expect(disable).toHaveBeenCalledTimes(1);
    expect(disable).toHaveBeenCalledWith('abc');
    await vi.waitFor(() => expect(removal.getSnapshot().status).toBe('removed'));
  });

  it('ends in error with a CheckoutError when the call fails', async () => {
    const removal = createStoredMethodRemoval({
      storedPaymentMethodId: 'abc',
      disable: () => Promise.reject(new Error('offline')),
    });
    removal.send({ type: 'removal.requested' });
    removal.send({ type: 'removal.confirmed' });
    await vi.waitFor(() => expect(removal.getSnapshot().status).toBe('error'));
    expect(removal.getSnapshot().error).toMatchObject({ type: 'ERROR' });
  });
});

describe('disableStoredPaymentMethod', () => {
  async function returningShopper(shopperReference: string, options: { show?: boolean } = {}) {
    const session = await createSession(client, { shopperReference });
    const onError = vi.fn();
    const checkout = createCheckout({
      environment: SANDBOX,
      clientKey: SANDBOX_CLIENT_KEY,
      session: { id: session.id, sessionData: session.sessionData },
      showRemovePaymentMethodButton: options.show ?? true,
      onError,
    });
    await checkout.paymentMethods.load();
    return { checkout, onError };
  }
  const storedIds = (checkout: ReturnType<typeof createCheckout>) =>
    checkout.paymentMethods.getSnapshot().response.storedPaymentMethods.map((method) => method.id);

  it('sessions flow: disables the stored card at the service and drops it from the list', async () => {
    const { checkout } = await returningShopper('sandbox-shopper-removal-1');
    expect(storedIds(checkout)).toContain('8316038796685850');
    await disableStoredPaymentMethod(checkout, '8316038796685850');
    expect(storedIds(checkout)).not.toContain('8316038796685850');
    // The service forgot it too: a new session of the same shopper does not list it.
    const again = await returningShopper('sandbox-shopper-removal-1');
    expect(storedIds(again.checkout)).not.toContain('8316038796685850');
    expect(storedIds(again.checkout)).toContain('8415718415172204');
    // Another returning shopper still has it.
    const other = await returningShopper('sandbox-shopper-removal-2');
    expect(storedIds(other.checkout)).toContain('8316038796685850');
  });

  it('rejects an id the shopper does not have with the service error, reported, the list unchanged', async () => {
    const { checkout, onError } = await returningShopper('sandbox-shopper-removal-3');
    const before = storedIds(checkout);
    const error = await disableStoredPaymentMethod(checkout, '0000000000000000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect(error).toMatchObject({
      status: 422,
      message: expect.stringContaining('Invalid storedPaymentMethodId'),
    });
    expect(onError).toHaveBeenCalledWith(error);
    expect(storedIds(checkout)).toEqual(before);
  });

  it('refuses when the merchant did not enable removal (IMPLEMENTATION_ERROR), removing nothing', async () => {
    const { checkout } = await returningShopper('sandbox-shopper-removal-4', { show: false });
    const error = await disableStoredPaymentMethod(checkout, '8316038796685850').catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'IMPLEMENTATION_ERROR' });
    expect(storedIds(checkout)).toContain('8316038796685850');
  });

  it('advanced flow: calls onDisableStoredPaymentMethod, then drops the method', async () => {
    const onDisableStoredPaymentMethod = vi.fn(() => Promise.resolve());
    const checkout = createCheckout({
      environment: SANDBOX,
      clientKey: SANDBOX_CLIENT_KEY,
      onSubmit: () => Promise.resolve({ resultCode: 'Authorised' }),
      paymentMethodsResponse: {
        paymentMethods: [{ type: 'scheme', name: 'Cards' }],
        storedPaymentMethods: [
          {
            id: 'x1',
            type: 'scheme',
            brand: 'visa',
            lastFour: '1111',
            supportedShopperInteractions: ['Ecommerce'],
          },
        ],
      },
      showRemovePaymentMethodButton: true,
      onDisableStoredPaymentMethod,
    });
    await disableStoredPaymentMethod(checkout, 'x1');
    expect(onDisableStoredPaymentMethod).toHaveBeenCalledWith('x1');
    expect(storedIds(checkout)).toEqual([]);
  });

  it('advanced flow: a rejected callback keeps the method and reports the error', async () => {
    const onError = vi.fn();
    const checkout = createCheckout({
      environment: SANDBOX,
      clientKey: SANDBOX_CLIENT_KEY,
      onSubmit: () => Promise.resolve({ resultCode: 'Authorised' }),
      paymentMethodsResponse: {
        paymentMethods: [{ type: 'scheme', name: 'Cards' }],
        storedPaymentMethods: [{ id: 'x1', type: 'scheme', supportedShopperInteractions: ['Ecommerce'] }],
      },
      showRemovePaymentMethodButton: true,
      onDisableStoredPaymentMethod: () => Promise.reject(new Error('server said no')),
      onError,
    });
    const error = await disableStoredPaymentMethod(checkout, 'x1').catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'ERROR', message: 'server said no' });
    expect(onError).toHaveBeenCalledWith(error);
    expect(storedIds(checkout)).toEqual(['x1']);
  });

  it.each([
    [{ onSubmit: () => Promise.resolve({}) }, /needs a session or an onDisableStoredPaymentMethod/],
    [{}, /needs a session or an onDisableStoredPaymentMethod/],
  ])(
    'showRemovePaymentMethodButton without a way to disable is an IMPLEMENTATION_ERROR',
    (extra, message) => {
      expect(() =>
        createCheckout({
          environment: SANDBOX,
          clientKey: SANDBOX_CLIENT_KEY,
          showRemovePaymentMethodButton: true,
          ...extra,
        }),
      ).toThrow(message);
    },
  );

  it('rejects options of the wrong type', () => {
    expect(() =>
      createCheckout({
        environment: SANDBOX,
        clientKey: SANDBOX_CLIENT_KEY,
        showRemovePaymentMethodButton: 'yes' as unknown as boolean,
      }),
    ).toThrow(/showRemovePaymentMethodButton must be a boolean/);
  });
});
