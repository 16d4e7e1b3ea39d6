import { describe, expect, it, vi } from 'vitest';
import {
  createCardMachine,
  createLazyCardMachine,
  isCardValid,
  loadCardMachine,
  shownErrors,
  visibilityOf,
  type CardDeps,
  type CardMachineCode,
  type CardOptions,
  type PaymentData,
} from 'headless-checkout/core';

const TODAY = Date.UTC(2026, 10, 22);
const CODE = await loadCardMachine();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A loader of the machine's code that the test settles by hand (each call is a new load). */
function manualLoader() {
  const pending: Array<{ resolve: () => void; reject: () => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<CardMachineCode>((resolve, reject) =>
        pending.push({
          resolve: () => resolve(CODE),
          reject: () => reject(new Error('Failed to fetch dynamically imported module')),
        }),
      ),
  );
  const settle = async (outcome: 'resolve' | 'reject') => {
    const next = pending.shift();
    expect(next, 'a load to settle').toBeDefined();
    next![outcome]();
    await flush();
  };
  return { load, settle };
}

function deps(overrides: Partial<CardDeps> = {}) {
  const submitted: PaymentData[] = [];
  const value: CardDeps = {
    now: () => TODAY,
    encrypt: async (field, text) => `enc(${field}:${text})`,
    lookupBin: () => new Promise(() => undefined),
    submit: async (data) => {
      submitted.push(data);
      return { resultCode: 'Authorised' };
    },
    environment: () => ({
      origin: 'http://shop.test',
      browserInfo: { userAgent: 'test', language: 'en-US' },
      riskData: { clientData: 'risk' },
    }),
    createRequestId: () => 'req-1',
    onError: vi.fn(),
    ...overrides,
  };
  return { deps: value, submitted };
}

const OPTIONS: CardOptions = { mode: 'secured', hasHolderName: true, holderNameRequired: true };

describe('createLazyCardMachine: the card form before its transitions have loaded', () => {
  it('is the blank form: secured fields loading, nothing validated, no error shown, not valid', () => {
    const loader = manualLoader();
    const machine = createLazyCardMachine(OPTIONS, deps().deps, { load: loader.load });
    const state = machine.getSnapshot();
    expect(state.status).toBe('ready');
    expect(state.securedFields).toBe('loading');
    expect(state.fields.holderName).toEqual({
      value: '',
      touched: false,
      focused: false,
      result: { valid: false, empty: true },
    });
    expect(visibilityOf(state)).toMatchObject({ cardNumber: true, expiryDate: true, holderName: true });
    expect(shownErrors(state)).toEqual([]);
    expect(isCardValid(state)).toBe(false);
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('keeps what the shopper types, tells subscribers, and follows option updates', () => {
    const loader = manualLoader();
    const machine = createLazyCardMachine(OPTIONS, deps().deps, { load: loader.load });
    const listener = vi.fn();
    machine.subscribe(listener);
    machine.send({ type: 'field.changed', field: 'holderName', value: 'J. Smith' });
    machine.send({ type: 'billingAddress.changed', field: 'city', value: 'Amsterdam' });
    machine.send({ type: 'storePaymentMethod.changed', checked: true });
    machine.send({
      type: 'options.updated',
      options: { ...OPTIONS, hasHolderName: false, holderNameRequired: false },
    });
    const state = machine.getSnapshot();
    expect(state.fields.holderName.value).toBe('J. Smith');
    expect(state.billingAddress.city).toBe('Amsterdam');
    expect(state.storePaymentMethod).toBe(true);
    expect(visibilityOf(state).holderName).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
    // An event that changes nothing yet (a focus) is queued without a notification.
    machine.send({ type: 'field.focused', field: 'holderName' });
    expect(listener).toHaveBeenCalledTimes(4);
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('hands over to the real machine: every queued event goes through it in order', async () => {
    const loader = manualLoader();
    const machine = createLazyCardMachine(OPTIONS, deps().deps, { load: loader.load });
    const listener = vi.fn();
    machine.subscribe(listener);
    machine.send({ type: 'field.focused', field: 'holderName' });
    machine.send({ type: 'field.changed', field: 'holderName', value: '' });
    machine.send({ type: 'field.blurred', field: 'holderName' });
    machine.send({ type: 'submit.requested' });
    expect(shownErrors(machine.getSnapshot())).toEqual([]);
    listener.mockClear();

    await loader.settle('resolve');
    const state = machine.getSnapshot();
    expect(state.fields.holderName).toMatchObject({ touched: true, focused: false });
    expect(state.submitted).toBe(true);
    expect(shownErrors(state).map(({ field, errorKey }) => [field, errorKey])).toContainEqual([
      'holderName',
      'creditCard.holderName.invalid',
    ]);
    expect(listener).toHaveBeenCalled();

    // From now on it is the real machine: a change is validated at once.
    machine.send({ type: 'field.changed', field: 'holderName', value: 'J. Smith' });
    expect(machine.getSnapshot().fields.holderName.result).toEqual({ valid: true, empty: false });
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('sends one payment for a card typed and submitted twice while loading', async () => {
    const loader = manualLoader();
    const { deps: cardDeps, submitted } = deps();
    const machine = createLazyCardMachine({ mode: 'direct' }, cardDeps, { load: loader.load });
    for (const [field, value] of [
      ['cardNumber', '4111 1111 1111 1111'],
      ['expiryDate', '03/30'],
      ['securityCode', '737'],
    ] as const)
      machine.send({ type: 'field.changed', field, value });
    machine.send({ type: 'submit.requested' });
    machine.send({ type: 'submit.requested' });
    await loader.settle('resolve');
    await flush();
    await flush();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.paymentMethod).toMatchObject({
      type: 'scheme',
      encryptedCardNumber: 'enc(number:4111111111111111)',
      encryptedSecurityCode: 'enc(cvc:737)',
    });
  });

  it('puts the form in error with a NETWORK_ERROR when the code cannot load, and loads again on the next event', async () => {
    const loader = manualLoader();
    const { deps: cardDeps } = deps();
    const machine = createLazyCardMachine(OPTIONS, cardDeps, { load: loader.load });
    machine.send({ type: 'field.changed', field: 'holderName', value: 'J. Smith' });
    await loader.settle('reject');
    const failed = machine.getSnapshot();
    expect(failed.status).toBe('error');
    expect(failed.error).toMatchObject({ type: 'NETWORK_ERROR', message: 'Could not load the card form' });
    expect(cardDeps.onError).toHaveBeenCalledTimes(1);
    expect(cardDeps.onError).toHaveBeenCalledWith(failed.error);
    expect(failed.fields.holderName.value).toBe('J. Smith');

    machine.send({ type: 'field.blurred', field: 'holderName' });
    expect(loader.load).toHaveBeenCalledTimes(2);
    await loader.settle('resolve');
    const state = machine.getSnapshot();
    expect(state.status).toBe('ready');
    expect(state.error).toBeNull();
    expect(state.fields.holderName).toMatchObject({
      value: 'J. Smith',
      touched: true,
      result: { valid: true, empty: false },
    });
  });

  it('is the real machine at once when the code has loaded (the default loader)', () => {
    const { deps: cardDeps } = deps();
    const machine = createLazyCardMachine(OPTIONS, cardDeps);
    const real = createCardMachine(OPTIONS, cardDeps);
    expect(machine.getSnapshot()).toEqual(real.getSnapshot());
    expect(machine.getSnapshot().fields.holderName.result).toMatchObject({
      valid: false,
      empty: true,
      errorKey: 'creditCard.holderName.invalid',
    });
  });
});
