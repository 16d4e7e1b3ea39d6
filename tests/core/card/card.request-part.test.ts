import { describe, expect, it, vi } from 'vitest';
import {
  CheckoutError,
  createCardMachine,
  createCardRequestDeps,
  loadCardRequestPart,
  type CardDeps,
  type CardOptions,
  type CardRequestPart,
  type HttpClient,
  type PaymentData,
  type PaymentResponse,
} from 'headless-checkout/core';

const PART = await loadCardRequestPart();
const TODAY = Date.UTC(2026, 10, 22);

/**
 * A request-part loader the test settles by hand; `part` stands in for the module. Like the
 * default loader, calls share one load while it is pending, and a failed load is tried again.
 */
function manualLoader(part: CardRequestPart = PART) {
  let pending: { promise: Promise<CardRequestPart>; resolve: () => void; reject: () => void } | null = null;
  let loaded = false;
  let loads = 0;
  const load = vi.fn((): Promise<CardRequestPart> => {
    if (loaded) return Promise.resolve(part);
    if (!pending) {
      loads += 1;
      let resolve = () => {};
      let reject = () => {};
      const promise = new Promise<CardRequestPart>((done, fail) => {
        resolve = () => done(part);
        reject = () => fail(new Error('Failed to fetch dynamically imported module'));
      });
      pending = { promise, resolve, reject };
    }
    return pending.promise;
  });
  const settle = async (outcome: 'resolve' | 'reject' = 'resolve') => {
    expect(pending, 'a load to settle').not.toBeNull();
    const current = pending!;
    pending = null;
    if (outcome === 'resolve') {
      loaded = true;
      current.resolve();
    } else current.reject();
    await flush();
  };
  return { load, settle, loads: () => loads };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A payment-service client whose answers the test gives by hand. */
function fakeHttp() {
  const calls: Array<{ path: string; body: unknown; answer: (body: unknown) => void }> = [];
  const http = {
    apiUrl: 'http://service.test/',
    request: vi.fn(
      ({ path, body }: { path: string; body?: unknown }) =>
        new Promise((resolve) => calls.push({ path, body, answer: resolve })),
    ),
  } as unknown as HttpClient;
  return { http, calls };
}

/** A card machine over `createCardRequestDeps` with a hand-settled loader and recorded submits. */
function setup(options: CardOptions, loader = manualLoader(), overrides: Partial<CardDeps> = {}) {
  const { http, calls } = fakeHttp();
  const submitted: PaymentData[] = [];
  let respond: (response: PaymentResponse) => void = () => undefined;
  const onError = vi.fn<(error: CheckoutError) => void>();
  let requests = 0;
  const machine = createCardMachine(options, {
    now: () => TODAY,
    ...createCardRequestDeps({
      http,
      clientKey: 'test_KEY',
      loadJose: () => import('jose'),
      loadRequestPart: loader.load,
    }),
    submit: (data) => {
      submitted.push(data);
      return new Promise((resolve) => (respond = resolve));
    },
    environment: () => ({ origin: 'http://shop.test' }),
    createRequestId: () => `req-${(requests += 1)}`,
    onError,
    ...overrides,
  });
  return {
    machine,
    loader,
    calls,
    submitted,
    onError,
    respond: (response: PaymentResponse) => respond(response),
  };
}

/** A secured-mode form whose frames reported a valid card. */
function securedValid(machine: ReturnType<typeof setup>['machine']) {
  machine.send({ type: 'securedFields.statusChanged', status: 'ready' });
  const report = (field: 'cardNumber' | 'expiryDate' | 'securityCode', encrypted: Record<string, string>) =>
    machine.send({ type: 'securedField.changed', report: { field, valid: true, empty: false, encrypted } });
  report('cardNumber', { encryptedCardNumber: 'jwe-n' });
  report('expiryDate', { encryptedExpiryMonth: 'jwe-m', encryptedExpiryYear: 'jwe-y' });
  report('securityCode', { encryptedSecurityCode: 'jwe-c' });
}

describe('the request part, loaded with the first request', () => {
  it('the default loader gives the request functions, loaded once for the page', async () => {
    expect(Object.keys(PART).sort()).toEqual([
      'buildCardPaymentData',
      'collectEncryptedFields',
      'createCardEncryptor',
      'lookupBin',
      'payloadExpiryYear',
      'splitExpiry',
    ]);
    expect(PART.payloadExpiryYear('30')).toBe('2030');
    expect(loadCardRequestPart()).toBe(loadCardRequestPart());
    expect(await loadCardRequestPart()).toBe(PART);
  });

  it('loads nothing while the form renders and validates', () => {
    const { loader, machine } = setup({});
    securedValid(machine);
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('a submit while the part loads is loading at once and sends one request once it arrives', async () => {
    const { loader, machine, submitted, respond } = setup({});
    securedValid(machine);
    machine.send({ type: 'submit.requested' });
    expect(machine.getSnapshot().status).toBe('loading');
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(machine.getSnapshot().status).toBe('loading');
    expect(submitted).toHaveLength(0);
    expect(loader.loads()).toBe(1);

    await loader.settle();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toEqual({
      paymentMethod: {
        type: 'scheme',
        encryptedCardNumber: 'jwe-n',
        encryptedExpiryMonth: 'jwe-m',
        encryptedExpiryYear: 'jwe-y',
        encryptedSecurityCode: 'jwe-c',
      },
      origin: 'http://shop.test',
    });
    respond({ resultCode: 'Authorised' });
    await flush();
    expect(machine.getSnapshot().status).toBe('success');
  });

  it('a part that cannot load fails the submit with a NETWORK_ERROR; the next submit loads it again', async () => {
    const { loader, machine, submitted, onError, respond } = setup({});
    securedValid(machine);
    machine.send({ type: 'submit.requested' });
    await loader.settle('reject');
    const state = machine.getSnapshot();
    expect(state.status).toBe('error');
    expect(state.error).toBeInstanceOf(CheckoutError);
    expect(state.error).toMatchObject({
      type: 'NETWORK_ERROR',
      message: "Could not load the card form's request part",
    });
    expect((state.error as Error).cause).toBeInstanceOf(Error);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(state.error);
    expect(submitted).toHaveLength(0);

    machine.send({ type: 'submit.requested' });
    expect(machine.getSnapshot()).toMatchObject({ status: 'loading', error: null });
    expect(loader.loads()).toBe(2);
    await loader.settle();
    expect(submitted).toHaveLength(1);
    respond({ resultCode: 'Authorised' });
    await flush();
    expect(machine.getSnapshot().status).toBe('success');
  });

  it('browser details that fail (their own chunk) fail the submit with their error', async () => {
    const failure = new CheckoutError('NETWORK_ERROR', "Could not load the card form's browser info part");
    const { loader, machine, submitted, onError } = setup({}, manualLoader(), {
      environment: () => Promise.reject(failure),
    });
    securedValid(machine);
    machine.send({ type: 'submit.requested' });
    await loader.settle();
    expect(machine.getSnapshot()).toMatchObject({ status: 'error', error: failure });
    expect(onError).toHaveBeenCalledWith(failure);
    expect(submitted).toHaveLength(0);
  });

  it('waits for browser details given as a promise, and sends them', async () => {
    let give: (environment: { origin: string }) => void = () => undefined;
    const { loader, machine, submitted } = setup({}, manualLoader(), {
      environment: () => new Promise((resolve) => (give = resolve)),
    });
    securedValid(machine);
    machine.send({ type: 'submit.requested' });
    await loader.settle();
    expect(submitted).toHaveLength(0);
    give({ origin: 'http://later.test' });
    await flush();
    expect(submitted[0]).toMatchObject({ origin: 'http://later.test' });
  });

  it('direct mode: encrypts with one encryptor, created when the part arrives', async () => {
    const encrypt = vi.fn(async (field: string, value: string) => `enc(${field}:${value})`);
    const create = vi.fn(() => ({ encrypt }));
    const { loader, machine, submitted } = setup(
      { mode: 'direct' },
      manualLoader({ ...PART, createCardEncryptor: create as never }),
    );
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '5555 5555 5555 4444' });
    machine.send({ type: 'field.changed', field: 'expiryDate', value: '03/30' });
    machine.send({ type: 'field.changed', field: 'securityCode', value: '737' });
    await flush(); // the bin lookup is on its way (waiting for the part)
    machine.send({ type: 'submit.requested' });
    expect(machine.getSnapshot().status).toBe('loading');
    expect(create).not.toHaveBeenCalled();

    await loader.settle();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ clientKey: 'test_KEY' }));
    expect(encrypt.mock.calls.map(([field]) => field).sort()).toEqual([
      'binValue',
      'cvc',
      'expiryMonth',
      'expiryYear',
      'number',
    ]);
    expect(submitted[0]?.paymentMethod).toMatchObject({
      encryptedCardNumber: 'enc(number:5555555555554444)',
      encryptedSecurityCode: 'enc(cvc:737)',
      brand: 'mc',
    });
  });

  it('direct mode: an encryption whose part cannot load is a NETWORK_ERROR', async () => {
    const { http } = fakeHttp();
    const loader = manualLoader();
    const deps = createCardRequestDeps({
      http,
      clientKey: 'test_KEY',
      loadJose: () => import('jose'),
      loadRequestPart: loader.load,
    });
    const failure = deps.encrypt('number', '4111111111111111').catch((error: unknown) => error);
    await loader.settle('reject');
    expect(await failure).toMatchObject({
      type: 'NETWORK_ERROR',
      message: "Could not load the card form's request part",
    });
  });
});

describe('bin lookup before the request part has loaded', () => {
  const answer = (requestId: string, brand: string, extra: Record<string, unknown> = {}) => ({
    requestId,
    brands: [{ brand, supported: true }],
    ...extra,
  });

  it('is pending at once, and asks the service once the part arrives', async () => {
    const { loader, machine, calls } = setup({});
    machine.send({ type: 'securedField.binChanged', binValue: '411111', encryptedBin: 'jwe-bin' });
    expect(machine.getSnapshot().binLookup).toMatchObject({ status: 'pending', requestId: 'req-1' });
    await flush();
    expect(loader.loads()).toBe(1);
    expect(calls).toHaveLength(0);

    await loader.settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: 'v3/bin/binLookup',
      body: { type: 'card', encryptedBin: 'jwe-bin', requestId: 'req-1' },
    });
    calls[0]!.answer(answer('req-1', 'visa', { issuingCountryCode: 'nl' }));
    await flush();
    expect(machine.getSnapshot().binLookup).toMatchObject({ status: 'resolved', issuingCountryCode: 'NL' });
  });

  it('keeps the stale-answer rule: the answer to an earlier bin is ignored', async () => {
    const { loader, machine, calls } = setup({});
    machine.send({ type: 'securedField.binChanged', binValue: '411111', encryptedBin: 'jwe-1' });
    machine.send({ type: 'securedField.binChanged', binValue: '555555', encryptedBin: 'jwe-2' });
    expect(machine.getSnapshot().binLookup.requestId).toBe('req-2');
    await flush();
    await loader.settle();
    expect(calls.map((call) => (call.body as { requestId: string }).requestId)).toEqual(['req-1', 'req-2']);
    calls[1]!.answer(answer('req-2', 'mc'));
    await flush();
    calls[0]!.answer(answer('req-1', 'visa'));
    await flush();
    expect(machine.getSnapshot().binLookup).toMatchObject({ status: 'resolved', requestId: 'req-2' });
    expect(machine.getSnapshot().binLookup.brands.map((brand) => brand.brand)).toEqual(['mc']);
  });

  it("a part that cannot load ends the lookup as 'unknownError'; the next bin loads it again", async () => {
    const { loader, machine, calls, onError } = setup({});
    machine.send({ type: 'securedField.binChanged', binValue: '411111', encryptedBin: 'jwe-1' });
    await flush();
    await loader.settle('reject');
    expect(machine.getSnapshot().binLookup).toMatchObject({ status: 'error', error: 'unknownError' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({ type: 'ERROR', message: 'binLookup: unknownError' });

    machine.send({ type: 'securedField.binChanged', binValue: '555555', encryptedBin: 'jwe-2' });
    await flush();
    expect(loader.loads()).toBe(2);
    await loader.settle();
    calls[0]!.answer(answer('req-2', 'mc'));
    await flush();
    expect(machine.getSnapshot().binLookup).toMatchObject({ status: 'resolved', requestId: 'req-2' });
  });

  it('direct mode: the bin is encrypted and looked up with the part, loaded once', async () => {
    const encrypt = vi.fn(async (field: string, value: string) => `enc(${field}:${value})`);
    const loader = manualLoader({ ...PART, createCardEncryptor: (() => ({ encrypt })) as never });
    const { machine, calls } = setup({ mode: 'direct' }, loader);
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '4111 11' });
    expect(machine.getSnapshot().binLookup.status).toBe('pending');
    await loader.settle();
    expect(loader.loads()).toBe(1);
    expect(encrypt).toHaveBeenCalledWith('binValue', '411111');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ encryptedBin: 'enc(binValue:411111)', requestId: 'req-1' });
  });
});
