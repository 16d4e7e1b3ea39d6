// Google Pay's provider work in the core (google-pay.effects.ts), run in Node with the page
// passed in as deps: a fake Google script and client, fake timers. The availability check (script,
// client, isReadyToPay, prefetch; 5 s at most, spec section 9), one check at a time, and the sheet.
import { describe, expect, it } from 'vitest';
import type { CheckoutError } from 'headless-checkout/core';
import { fakeTimers } from './fake-timers';
import {
  createPaymentMethodMachine,
  loadPaymentMethod,
  type GooglePaymentsClient,
  type PaymentData,
  type ProviderHost,
} from 'headless-checkout/core';

const googlePay = await loadPaymentMethod('googlepay');
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Google's API as its script defines it, with what each call received. */
function fakeGoogle({ ready = Promise.resolve({ result: true }) as Promise<unknown> } = {}) {
  const calls = {
    clients: [] as unknown[],
    isReadyToPay: 0,
    prefetched: 0,
    sheets: [] as unknown[],
    buttons: [] as Array<{ buttonLocale?: string; buttonType?: string; onClick: () => void }>,
  };
  let sheet: { resolve: (data: unknown) => void; reject: (reason: unknown) => void } | null = null;
  class PaymentsClient implements Partial<GooglePaymentsClient> {
    constructor(options: unknown) {
      calls.clients.push(options);
    }
    isReadyToPay = () => (calls.isReadyToPay++, ready) as ReturnType<GooglePaymentsClient['isReadyToPay']>;
    prefetchPaymentData = () => void calls.prefetched++;
    loadPaymentData = (request: unknown) => {
      calls.sheets.push(request);
      return new Promise((resolve, reject) => (sheet = { resolve, reject }));
    };
    createButton = (options: { onClick: () => void }) => (calls.buttons.push(options), { button: options });
  }
  return {
    calls,
    global: { google: { payments: { api: { PaymentsClient } } } },
    answerSheet: (data: unknown) => sheet!.resolve(data),
    closeSheet: () => sheet!.reject({ statusCode: 'CANCELED' }),
  };
}

function harness(google: ReturnType<typeof fakeGoogle>, host: Partial<ProviderHost> = {}) {
  const timers = fakeTimers();
  const placed: Array<[string, unknown]> = [];
  const scripts: string[] = [];
  const errors: CheckoutError[] = [];
  const sent: PaymentData[] = [];
  const machine = createPaymentMethodMachine(
    googlePay,
    { type: 'googlepay' },
    {
      submit: (data) => (sent.push(data), Promise.resolve({ resultCode: 'Authorised' })),
      reportError: (error) => errors.push(error),
      timers,
      provider: {
        loadScript: (url) => (scripts.push(url), Promise.resolve()),
        global: () => google.global,
        live: false,
        place: (name, node) => placed.push([name, node]),
        ...host,
      },
    },
    {
      context: {
        paymentMethod: { type: 'googlepay', name: 'Google Pay', configuration: { gatewayMerchantId: 'M' } },
        amount: { value: 12000, currency: 'EUR' },
        countryCode: 'NL',
      },
    },
  );
  const extra = () => machine.getSnapshot().extra;
  const availability = () => machine.getSnapshot().availability;
  return { machine, timers, scripts, errors, sent, extra, availability, placed };
}

describe('Google Pay: the availability check (isAvailable, run by the method machine)', () => {
  it("loads Google's script, makes the TEST client, asks isReadyToPay, prefetches: available", async () => {
    const google = fakeGoogle();
    const { machine, scripts, availability } = harness(google);
    expect(availability().available).toBe('checking');
    machine.start();
    // One check at a time: a second start while it runs (StrictMode's second effect) starts nothing.
    machine.start();
    await tick();
    await tick();
    expect(scripts).toEqual(['https://pay.google.com/gp/p/js/pay.js']);
    expect(google.calls).toMatchObject({
      clients: [{ environment: 'TEST' }],
      isReadyToPay: 1,
      prefetched: 1,
    });
    expect(availability().available).toBe(true);
    expect(availability().provider).toBeInstanceOf(google.global.google.payments.api.PaymentsClient);
  });

  it("loads the merchant's script URL, and the PRODUCTION client when live", async () => {
    const google = fakeGoogle();
    const { machine, scripts } = harness(google, {
      scriptUrl: 'https://cdn.shop.example/pay.js',
      live: true,
    });
    machine.start();
    await tick();
    await tick();
    expect(scripts).toEqual(['https://cdn.shop.example/pay.js']);
    expect(google.calls.clients).toEqual([{ environment: 'PRODUCTION' }]);
  });

  it("without an answer in 5 s: 'Google Pay is not available', reported once; a late answer changes nothing", async () => {
    let answer!: (value: unknown) => void;
    const google = fakeGoogle({ ready: new Promise((resolve) => (answer = resolve)) });
    const { machine, timers, errors, availability } = harness(google);
    machine.start();
    await tick();
    timers.advance(4_999);
    expect(availability().available).toBe('checking');
    timers.advance(1);
    expect(availability().available).toBe(false);
    expect(availability().error?.message).toBe('Google Pay is not available');
    expect(errors.map((error) => error.message)).toEqual(['Google Pay is not available']);
    answer({ result: true });
    await tick();
    await tick();
    expect(availability().available).toBe(false);
    expect(errors).toHaveLength(1);
    // Nothing is paid with it: a press opens no sheet.
    machine.send({ type: 'wallet.pressed', at: 10_000 });
    expect(google.calls.sheets).toEqual([]);
  });

  it("a script without Google's API, or isReadyToPay false: not available, with the reason", async () => {
    const noApi = harness({ ...fakeGoogle(), global: {} } as never);
    noApi.machine.start();
    await tick();
    await tick();
    expect(noApi.availability().available).toBe(false);
    expect(noApi.availability().error?.cause).toMatchObject({
      message: 'Google Pay: the script did not define google.payments.api.PaymentsClient',
    });
    const notReady = harness(fakeGoogle({ ready: Promise.resolve({ result: false }) }));
    notReady.machine.start();
    await tick();
    await tick();
    expect(notReady.availability().available).toBe(false);
    expect(notReady.errors.map((error) => error.message)).toEqual(['Google Pay is not available']);
  });

  it('a reset keeps what the check found (the page did not change): no second check', async () => {
    const google = fakeGoogle();
    const { machine, availability } = harness(google);
    machine.start();
    await tick();
    await tick();
    const found = availability();
    machine.send({ type: 'form.reset' });
    machine.start();
    await tick();
    expect(availability()).toBe(found);
    expect(google.calls.isReadyToPay).toBe(1);
  });
});

describe('Google Pay: the sheet as a core effect', () => {
  async function available() {
    const google = fakeGoogle();
    const run = harness(google);
    run.machine.start();
    await tick();
    await tick();
    expect(run.availability().available).toBe(true);
    return { google, ...run };
  }

  it("places Google's button (in the checkout's language) into the 'button' container; its click is a press", async () => {
    const { google, placed } = await available();
    expect(google.calls.buttons).toHaveLength(1);
    expect(google.calls.buttons[0]).toMatchObject({ buttonType: 'buy', buttonLocale: 'en' });
    expect(placed).toEqual([['button', { button: google.calls.buttons[0] }]]);
    google.calls.buttons[0]!.onClick();
    expect(google.calls.sheets).toHaveLength(1);
  });

  it('a press opens one sheet with the PaymentDataRequest; its token pays once', async () => {
    const { google, machine, sent } = await available();
    machine.send({ type: 'wallet.pressed', at: 1_000 });
    machine.send({ type: 'wallet.pressed', at: 1_100 });
    expect(google.calls.sheets).toHaveLength(1);
    expect(google.calls.sheets[0]).toMatchObject({
      transactionInfo: { currencyCode: 'EUR', totalPrice: '120.00', countryCode: 'NL' },
    });
    google.answerSheet({
      paymentMethodData: { info: { cardNetwork: 'VISA' }, tokenizationData: { token: '{"signature":"s"}' } },
    });
    await tick();
    await tick();
    expect(sent).toEqual([
      {
        paymentMethod: {
          type: 'googlepay',
          googlePayToken: '{"signature":"s"}',
          googlePayCardNetwork: 'VISA',
        },
      },
    ]);
  });

  it("a submit of the form is a press (usePaymentMethod's submit, a drop-in's pay button): one sheet", async () => {
    const { google, machine, sent } = await available();
    machine.send({ type: 'submit.requested' });
    machine.send({ type: 'submit.requested' });
    expect(google.calls.sheets).toHaveLength(1);
    google.answerSheet({
      paymentMethodData: { info: { cardNetwork: 'VISA' }, tokenizationData: { token: '{"s":1}' } },
    });
    await tick();
    await tick();
    expect(sent).toHaveLength(1);
    expect(google.calls.sheets).toHaveLength(1);
  });

  it('a closed sheet reports CANCEL and pays nothing; the next press opens the sheet again', async () => {
    const { google, machine, sent, errors } = await available();
    machine.send({ type: 'wallet.pressed', at: 1_000 });
    google.closeSheet();
    await tick();
    expect(errors.map((error) => error.name === 'CheckoutError' && error.type)).toEqual(['CANCEL']);
    expect(sent).toEqual([]);
    machine.send({ type: 'wallet.pressed', at: 2_000 });
    expect(google.calls.sheets).toHaveLength(2);
  });
});
