// Apple Pay's provider work in the core (apple-pay.effects.ts), run in Node with the page passed in
// as deps: a fake ApplePaySession, a fake script loader, the payment service over a fake fetch.
// The availability check in the spec's order (client key, secure page, script, canMakePayments,
// version), the session begun inside the press, the merchant validation, the sheet completed by
// the payment's end, and a cancel.
import { describe, expect, it } from 'vitest';
import {
  createHttpClient,
  createPaymentMethodMachine,
  loadPaymentMethod,
  type CheckoutError,
  type PaymentData,
  type PaymentResponse,
} from 'headless-checkout/core';

const applePay = await loadPaymentMethod('applepay');
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await tick();
};

/** Apple's session class as its script defines it, with what each session was told. */
function fakeApple({ canMakePayments = true, maxVersion = 11 } = {}) {
  const sessions: FakeSession[] = [];
  class FakeSession {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static supportsVersion = (version: number) => version <= maxVersion;
    static canMakePayments = () => canMakePayments;
    began = false;
    aborted = false;
    merchantSession: unknown = null;
    completed: number[] = [];
    onvalidatemerchant: ((event: { validationURL?: string }) => void) | null = null;
    onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
    oncancel: ((event: unknown) => void) | null = null;
    constructor(
      readonly version: number,
      readonly request: Record<string, unknown>,
    ) {
      sessions.push(this);
    }
    begin = () => void (this.began = true);
    abort = () => void (this.aborted = true);
    completeMerchantValidation = (session: unknown) => void (this.merchantSession = session);
    completePayment = (status: number | { status: number }) =>
      void this.completed.push(typeof status === 'number' ? status : status.status);
  }
  return { sessions, Session: FakeSession };
}

interface HarnessOptions {
  clientKey?: string;
  secure?: boolean;
  answers?: PaymentResponse[];
  merchantSession?: () => Response;
  loads?: boolean;
}

function harness(apple: ReturnType<typeof fakeApple>, options: HarnessOptions = {}) {
  const { clientKey = 'test_KEY', secure = true, loads = true } = options;
  const answers = options.answers ?? [{ resultCode: 'Authorised' }];
  const scripts: string[] = [];
  const errors: CheckoutError[] = [];
  const sent: PaymentData[] = [];
  const requests: Array<{ url: string; body: unknown }> = [];
  const page = {
    isSecureContext: secure,
    location: { hostname: 'shop.example' },
    ApplePaySession: undefined as unknown,
  };
  const http = createHttpClient({
    apiUrl: 'https://pay.example/',
    logger: { warn: () => undefined },
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      const session = { merchantSessionIdentifier: 'SSH1' };
      return (
        options.merchantSession?.() ??
        Response.json({ data: Buffer.from(JSON.stringify(session)).toString('base64') })
      );
    }) as typeof fetch,
  });
  const machine = createPaymentMethodMachine(
    applePay,
    { type: 'applepay' },
    {
      submit: (data) => {
        sent.push(data);
        return Promise.resolve(answers[Math.min(sent.length - 1, answers.length - 1)]!);
      },
      reportError: (error) => errors.push(error),
      http,
      clientKey,
      provider: {
        loadScript: (url) => {
          scripts.push(url);
          if (!loads) return Promise.reject(new Error('script failed'));
          page.ApplePaySession = apple.Session;
          return Promise.resolve();
        },
        global: () => page,
        live: false,
      },
    },
    {
      context: {
        paymentMethod: {
          type: 'applepay',
          name: 'Apple Pay',
          brands: ['visa', 'mc'],
          configuration: { merchantId: 'merchant.test', merchantName: 'Shop' },
        },
        amount: { value: 12000, currency: 'EUR' },
        countryCode: 'NL',
      },
    },
  );
  const state = () => machine.getSnapshot();
  return { machine, scripts, errors, sent, requests, state };
}

describe('Apple Pay: the availability check (isAvailable, run by the method machine)', () => {
  it("loads Apple's script, then canMakePayments and the highest version: available", async () => {
    const apple = fakeApple({ maxVersion: 6 });
    const { machine, scripts, state } = harness(apple);
    expect(state().availability.available).toBe('checking');
    machine.start();
    await settle();
    expect(scripts).toEqual(['https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js']);
    expect(state().availability).toMatchObject({
      available: true,
      provider: { Session: apple.Session, version: 6 },
    });
  });

  it.each([
    [{ clientKey: '' }, 'clientKey was not provided'],
    [{ secure: false }, 'Trying to start an Apple Pay session from an insecure page: https is required'],
  ])('%o: IMPLEMENTATION_ERROR before anything loads', async (options, message) => {
    const { machine, scripts, state, errors } = harness(fakeApple(), options);
    machine.start();
    await settle();
    expect(scripts).toEqual([]);
    expect(state().availability.available).toBe(false);
    expect(errors.map((error) => [error.type, error.message])).toEqual([['IMPLEMENTATION_ERROR', message]]);
  });

  it.each([
    ['the script does not load', { loads: false }, {}],
    ['canMakePayments() is false', {}, { canMakePayments: false }],
  ])("%s: 'Apple Pay is not available on this device'", async (_case, options, device) => {
    const { machine, state, errors } = harness(fakeApple(device), options);
    machine.start();
    await settle();
    expect(state().availability.available).toBe(false);
    expect(errors.map((error) => error.message)).toEqual(['Apple Pay is not available on this device']);
  });
});

describe("Apple Pay: the session as the press's effect", () => {
  async function available(options: HarnessOptions = {}) {
    const apple = fakeApple();
    const run = harness(apple, options);
    run.machine.start();
    await settle();
    expect(run.state().availability.available).toBe(true);
    return { apple, ...run };
  }

  it('begins the session inside the press, validates the merchant, pays with the token and completes the sheet with success', async () => {
    const { apple, machine, requests, sent, state } = await available();
    machine.send({ type: 'wallet.pressed', at: 1_000 });
    // Begun synchronously in the press (Apple refuses a session begun after an await).
    expect(apple.sessions).toHaveLength(1);
    const session = apple.sessions[0]!;
    expect(session.began).toBe(true);
    expect(session.version).toBe(11);
    expect(session.request).toMatchObject({
      countryCode: 'NL',
      currencyCode: 'EUR',
      total: { label: 'Shop', amount: '120.00' },
    });
    session.onvalidatemerchant?.({});
    await settle();
    expect(requests).toEqual([
      {
        url: 'https://pay.example/v1/applePay/sessions?clientKey=test_KEY',
        body: {
          displayName: 'Shop',
          domainName: 'shop.example',
          initiative: 'web',
          merchantIdentifier: 'merchant.test',
        },
      },
    ]);
    expect(session.merchantSession).toEqual({ merchantSessionIdentifier: 'SSH1' });
    session.onpaymentauthorized?.({ payment: { token: { transactionIdentifier: 'T1' } } });
    expect(session.completed).toEqual([]); // the payment runs
    await settle();
    expect(sent).toHaveLength(1);
    expect(session.completed).toEqual([apple.Session.STATUS_SUCCESS]);
    expect(state().payment.status).toBe('success');
    expect(state().extra.sheetHandle).toBeNull();
  });

  it('a submit of the form begins the session in the same call (inside the click)', async () => {
    const { apple, machine } = await available();
    machine.send({ type: 'submit.requested' });
    expect(apple.sessions).toHaveLength(1);
    expect(apple.sessions[0]!.began).toBe(true);
  });

  it('a refusal completes the sheet with failure, once; the next press begins a new session', async () => {
    const { apple, machine, state } = await available({
      answers: [{ resultCode: 'Refused' }, { resultCode: 'Authorised' }],
    });
    machine.send({ type: 'wallet.pressed', at: 1_000 });
    const first = apple.sessions[0]!;
    first.onpaymentauthorized?.({ payment: { token: {} } });
    await settle();
    expect(first.completed).toEqual([apple.Session.STATUS_FAILURE]);
    expect(state().payment.messageKey).not.toBeNull();
    machine.send({ type: 'wallet.pressed', at: 2_000 });
    const second = apple.sessions[1]!;
    second.onpaymentauthorized?.({ payment: { token: {} } });
    await settle();
    expect(second.completed).toEqual([apple.Session.STATUS_SUCCESS]);
    expect(first.completed).toHaveLength(1);
  });

  it("a failed merchant validation aborts the session with 'Could not get Apple Pay session'", async () => {
    const { apple, machine, errors, state } = await available({
      merchantSession: () => Response.json({ message: 'no' }, { status: 422 }),
    });
    machine.send({ type: 'wallet.pressed', at: 1_000 });
    apple.sessions[0]!.onvalidatemerchant?.({});
    await settle();
    expect(apple.sessions[0]!.aborted).toBe(true);
    expect(errors.map((error) => error.message)).toEqual(['Could not get Apple Pay session']);
    expect(state().extra).toMatchObject({ sheet: 'closed', sheetHandle: null });
  });

  it('a closed sheet reports CANCEL, pays nothing and lets the session go', async () => {
    const { apple, machine, errors, sent, state } = await available();
    machine.send({ type: 'wallet.pressed', at: 1_000 });
    apple.sessions[0]!.oncancel?.({});
    await settle();
    expect(errors.map((error) => error.type)).toEqual(['CANCEL']);
    expect(sent).toEqual([]);
    expect(state().extra.sheetHandle).toBeNull();
  });
});
