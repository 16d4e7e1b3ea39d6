// PayPal (spec sections 3, 4, 5, 7, 8 and 9): the SDK's URL and parameters, the 24 locales, the
// buttons (PayPal, Credit, Pay Later) and their style, zero amount vaulting, the sdk action's
// token and the instance check, the buttons as the definition's core effects (the SDK, the order,
// the approval through submitDetails, a cancel, a refusal, PayPal's error), the payload.
import { describe, expect, it } from 'vitest';
import {
  actionViewOf,
  createPaymentMethodMachine,
  loadPaymentMethod,
  CheckoutError,
  type PayPalButtonsOptions,
  type PaymentData,
  type PaymentResponse,
} from 'headless-checkout/core';
// PayPal's rules ship with its definition (not the core's index).
import { amazonPayScriptUrlOf } from '../../../headless/core/methods/amazonpay/amazonpay.script';
import { PAYPAL_ERRORS } from '../../../headless/core/methods/paypal/paypal.errors';
import {
  PAYPAL_LOCALES,
  paypalButtonStyleOf,
  paypalLocaleOf,
  paypalSdkOf,
  paypalSdkParamsOf,
  paypalSdkUrlOf,
  paypalTokenOf,
} from '../../../headless/core/methods/paypal/paypal.sdk';
import { paypalSetupOf } from '../../../headless/core/methods/paypal/paypal.setup';
import { methodHarness } from './phone-method-harness';

const CONFIGURED = {
  type: 'paypal',
  configuration: { merchantId: 'MERCH1', intent: 'capture', clientId: 'CLIENT1' },
};

describe('PayPal SDK script (spec sections 7 and 9)', () => {
  it('the 24 locales', () => {
    expect(PAYPAL_LOCALES).toHaveLength(24);
    expect(paypalLocaleOf('nl-NL')).toBe('nl_NL');
    expect(paypalLocaleOf('no-NO')).toBe('no_NO');
    expect(paypalLocaleOf('zh-HK')).toBe('zh_HK');
    // Not among PayPal's: PayPal picks (no locale parameter).
    expect(paypalLocaleOf('fi-FI')).toBeUndefined();
    expect(paypalLocaleOf('ar')).toBeUndefined();
    expect(paypalLocaleOf(undefined)).toBeUndefined();
  });

  it('the parameters in the spec order; buyer-country and debug only in the test environment', () => {
    const input = {
      clientId: 'CLIENT1',
      merchantId: 'MERCH1',
      locale: 'de-DE',
      countryCode: 'DE',
      currency: 'EUR',
      intent: 'capture',
      commit: true,
      vault: false,
      debug: true,
    };
    expect(paypalSdkParamsOf({ ...input, testEnvironment: true })).toEqual([
      ['merchant-id', 'MERCH1'],
      ['locale', 'de_DE'],
      ['buyer-country', 'DE'],
      ['debug', 'true'],
      ['currency', 'EUR'],
      ['intent', 'capture'],
      ['commit', 'true'],
      ['vault', 'false'],
      ['client-id', 'CLIENT1'],
      ['integration-date', '2020-02-01'],
      ['enable-funding', 'paylater'],
      ['components', 'buttons,funding-eligibility'],
    ]);
    const live = paypalSdkParamsOf({ ...input, testEnvironment: false }).map(([name]) => name);
    expect(live).not.toContain('buyer-country');
    expect(live).not.toContain('debug');
  });

  it("PayPal's production URL by default, the test environment's stand-in when configured", () => {
    const url = new URL(paypalSdkUrlOf({ clientId: 'C', currency: 'USD', testEnvironment: false }));
    expect(url.origin + url.pathname).toBe('https://www.paypal.com/sdk/js');
    expect(url.searchParams.get('client-id')).toBe('C');
    expect(url.searchParams.get('commit')).toBe('true');
    const standIn = paypalSdkUrlOf({
      baseUrl: 'http://127.0.0.1:3100/paypal/sdk/js',
      clientId: 'C',
      testEnvironment: true,
    });
    expect(standIn.startsWith('http://127.0.0.1:3100/paypal/sdk/js?')).toBe(true);
  });

  it('style: height 48 by default, colours black or white', () => {
    expect(paypalButtonStyleOf(undefined)).toEqual({ height: 48 });
    expect(paypalButtonStyleOf({ color: 'white', height: 40, shape: 'pill' })).toEqual({
      color: 'white',
      height: 40,
      shape: 'pill',
    });
  });
});

describe("PayPal's setup (spec section 4: zero amount vaults)", () => {
  const context = (value: number) => ({
    amount: { value, currency: 'EUR' },
    paymentMethod: CONFIGURED,
    locale: 'fr-FR',
    countryCode: 'FR',
  });

  it("a payment: the configuration's client, merchant and intent; PayPal, Credit and Pay Later", () => {
    expect(paypalSetupOf({ type: 'paypal' }, context(12000))).toEqual({
      sdk: {
        clientId: 'CLIENT1',
        merchantId: 'MERCH1',
        locale: 'fr-FR',
        countryCode: 'FR',
        currency: 'EUR',
        intent: 'capture',
        commit: true,
        vault: false,
      },
      vault: false,
      fundingSources: ['paypal', 'credit', 'paylater'],
    });
  });

  it('zero amount: vault with intent tokenize, the PayPal button alone', () => {
    expect(paypalSetupOf({ type: 'paypal' }, context(0))).toMatchObject({
      sdk: { intent: 'tokenize', vault: true },
      vault: true,
      fundingSources: ['paypal'],
    });
  });

  it('blocked buttons are left out; the options win over the configuration; no client id is an implementation error', () => {
    expect(
      paypalSetupOf({ type: 'paypal', blockPayPalCreditButton: true }, context(100)).fundingSources,
    ).toEqual(['paypal', 'paylater']);
    expect(
      paypalSetupOf({ type: 'paypal', blockPayPalPayLaterButton: true }, context(100)).fundingSources,
    ).toEqual(['paypal', 'credit']);
    expect(
      paypalSetupOf({ type: 'paypal', clientId: 'MINE', intent: 'authorize', commit: false }, context(100))
        .sdk,
    ).toMatchObject({
      clientId: 'MINE',
      intent: 'authorize',
      commit: false,
    });
    expect(() =>
      paypalSetupOf({ type: 'paypal' }, { amount: undefined, paymentMethod: { type: 'paypal' } }),
    ).toThrow(PAYPAL_ERRORS.missingClientId);
  });
});

describe("PayPal's sdk action and instance check (spec section 8)", () => {
  const action = {
    type: 'sdk' as const,
    paymentMethodType: 'paypal',
    paymentData: 'PD',
    sdkData: { token: 'EC-1' },
  };

  it('the token for the buttons that asked for it', () => {
    expect(paypalTokenOf(action, true)).toBe('EC-1');
  });

  it("an action no button of this instance waits for: 'The instance of the PayPal component…'", () => {
    const error = paypalTokenOf(action, false);
    expect(error).toBeInstanceOf(CheckoutError);
    expect((error as CheckoutError).message).toBe(
      'The instance of the PayPal component being used is not the same which started the payment',
    );
  });

  it("no token: 'Invalid Action'", () => {
    expect((paypalTokenOf({ ...action, sdkData: {} }, true) as CheckoutError).message).toBe('Invalid Action');
  });

  it("PayPal's sdk action in another view (ActionView, usePayment) is the instance error", () => {
    const view = actionViewOf(action);
    expect(view.kind).toBe('sdk');
    expect(view.kind === 'sdk' && view.error.message).toBe(PAYPAL_ERRORS.instanceMismatch);
    const other = actionViewOf({ ...action, paymentMethodType: 'other' });
    expect(other.kind === 'sdk' && other.error.message).toBe('Invalid Action');
  });

  it('the SDK on the page: null until it defines Buttons, getFundingSources and FUNDING', () => {
    expect(paypalSdkOf({})).toBeNull();
    const paypal = { Buttons: () => null, getFundingSources: () => [], FUNDING: { PAYPAL: 'paypal' } };
    expect(paypalSdkOf({ paypal })).toBe(paypal);
  });
});

/** PayPal's SDK as its script defines it, with the buttons each Buttons() call made. */
function fakePayPal({ eligible = ['paypal', 'paylater'] } = {}) {
  const buttons: Array<PayPalButtonsOptions & { container: unknown }> = [];
  return {
    buttons,
    global: {
      paypal: {
        FUNDING: { PAYPAL: 'paypal', CREDIT: 'credit', PAYLATER: 'paylater' },
        getFundingSources: () => ['paypal', 'credit', 'paylater'],
        Buttons: (options: PayPalButtonsOptions) => {
          const button = { ...options, container: null as unknown };
          buttons.push(button);
          return {
            isEligible: () => eligible.includes(options.fundingSource),
            render: (container: unknown) => ((button.container = container), Promise.resolve()),
          };
        },
      },
    },
  };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const SDK_ACTION = {
  type: 'sdk' as const,
  paymentMethodType: 'paypal',
  paymentData: 'PD',
  sdkData: { token: 'EC-1' },
};

/** A PayPal machine with the page as deps: the fake SDK, containers, the service's answers. */
async function paypalHarness(
  answers: PaymentResponse[],
  details: PaymentResponse = { resultCode: 'Authorised' },
) {
  const definition = await loadPaymentMethod('paypal');
  const paypal = fakePayPal();
  const sent: PaymentData[] = [];
  const approvals: unknown[] = [];
  const errors: CheckoutError[] = [];
  const scripts: string[] = [];
  const containers: Record<string, unknown> = {
    paypal: 'paypal-box',
    credit: 'credit-box',
    paylater: 'later-box',
  };
  const machine = createPaymentMethodMachine(
    definition,
    { type: 'paypal' },
    {
      submit: (data) => (sent.push(data), Promise.resolve(answers[sent.length - 1] ?? answers.at(-1)!)),
      submitDetails: (data) => (approvals.push(data), Promise.resolve(details)),
      reportError: (error) => errors.push(error),
      provider: {
        loadScript: (url) => (scripts.push(url), Promise.resolve()),
        global: () => paypal.global,
        live: false,
        container: (name) => containers[name],
      },
    },
    { context: { paymentMethod: CONFIGURED, amount: { value: 1000, currency: 'EUR' }, countryCode: 'NL' } },
  );
  machine.start();
  await settle();
  const state = () => machine.getSnapshot();
  const button = (fundingSource: string) => paypal.buttons.find((b) => b.fundingSource === fundingSource)!;
  return { machine, paypal, sent, approvals, errors, scripts, state, button };
}

describe("PayPal's buttons as core effects (spec section 4: pending, ready, processing)", () => {
  it("loads PayPal's SDK, draws the eligible buttons into their containers: ready", async () => {
    const { scripts, state, button } = await paypalHarness([{ resultCode: 'Authorised' }]);
    expect(new URL(scripts[0]!).searchParams.get('client-id')).toBe('CLIENT1');
    expect(state().availability.available).toBe(true);
    expect(state().extra).toMatchObject({ status: 'ready', fundingSources: ['paypal', 'paylater'] });
    expect(button('paypal').container).toBe('paypal-box');
    expect(button('credit').container).toBeNull(); // not eligible: not drawn
    expect(button('paypal').style).toEqual({ height: 48 });
  });

  it("a click submits { type: 'paypal', subtype: 'sdk' } once; the sdk action's token is the order; the approval pays", async () => {
    const { sent, approvals, state, button } = await paypalHarness([
      { resultCode: 'Pending', action: SDK_ACTION },
    ]);
    const order = button('paypal').createOrder!();
    expect(state().extra).toMatchObject({ status: 'processing', fundingSource: 'paypal' });
    await expect(order).resolves.toBe('EC-1');
    expect(sent).toEqual([{ paymentMethod: { type: 'paypal', subtype: 'sdk' } }]);
    // A second click while it runs asks nothing more.
    await expect(button('paylater').createOrder!()).rejects.toThrow('before the order was created');
    await button('paypal').onApprove({ orderID: 'EC-1', payerID: 'P1' });
    await settle();
    expect(approvals).toEqual([{ details: { orderID: 'EC-1', payerID: 'P1' }, paymentData: 'PD' }]);
    expect(state().payment.status).toBe('success');
    expect(sent).toHaveLength(1);
  });

  it('a cancel returns to the buttons, pays nothing more and reports CANCEL', async () => {
    const { errors, state, button, approvals } = await paypalHarness([
      { resultCode: 'Pending', action: SDK_ACTION },
    ]);
    await button('paypal').createOrder!();
    button('paypal').onCancel();
    expect(state().extra).toMatchObject({ status: 'ready', fundingSource: null, order: null });
    expect(state().payment.status).toBe('ready');
    expect(errors.map((error) => error.type)).toEqual(['CANCEL']);
    expect(approvals).toEqual([]);
  });

  it("a refusal rejects PayPal's order (ours: onError ignores it) and shows the refusal; PayPal's error fails the payment", async () => {
    const refused = await paypalHarness([{ resultCode: 'Refused' }]);
    const order = refused.button('paypal').createOrder!();
    await expect(order).rejects.toThrow('before the order was created');
    order.catch((cause: unknown) => refused.button('paypal').onError(cause));
    await settle();
    expect(refused.state().extra.status).toBe('ready');
    expect(refused.state().payment.messageKey).toBe('error.subtitle.refused');
    expect(refused.errors).toEqual([]);

    const failing = await paypalHarness([{ resultCode: 'Pending', action: SDK_ACTION }]);
    await failing.button('paypal').createOrder!();
    failing.button('paypal').onError(new Error('popup blocked'));
    expect(failing.state().payment.status).toBe('error');
    expect(failing.state().extra.status).toBe('ready');
    expect(failing.errors.map((error) => error.message)).toEqual([
      'PayPal: the payment could not be completed',
    ]);
  });

  it('without a client id: not available, IMPLEMENTATION_ERROR, nothing loads', async () => {
    const definition = await loadPaymentMethod('paypal');
    const errors: CheckoutError[] = [];
    const scripts: string[] = [];
    const machine = createPaymentMethodMachine(
      definition,
      { type: 'paypal' },
      {
        submit: () => Promise.resolve({ resultCode: 'Authorised' }),
        reportError: (error) => errors.push(error),
        provider: {
          loadScript: (url) => (scripts.push(url), Promise.resolve()),
          global: () => ({}),
          live: false,
        },
      },
    );
    machine.start();
    await settle();
    expect(machine.getSnapshot().availability.available).toBe(false);
    expect(scripts).toEqual([]);
    expect(errors.map((error) => error.type)).toEqual(['IMPLEMENTATION_ERROR']);
  });
});

describe("PayPal's definition (spec section 3)", async () => {
  const definition = await loadPaymentMethod('paypal');

  it("a submit of its own pays nothing (PayPal's click does); its name", async () => {
    const { sent, submit } = methodHarness(definition, { type: 'paypal' }, { paymentMethod: CONFIGURED });
    await submit();
    expect(sent).toEqual([]);
    expect(definition.label({ type: 'paypal' }, { amount: undefined, paymentMethod: undefined })).toBe(
      'PayPal',
    );
  });

  it('refuses a colour, height or intent PayPal does not have', () => {
    expect(() => definition.check!({ type: 'paypal', style: { color: 'gold' } } as never)).toThrow(
      'Invalid paypal options',
    );
    expect(() => definition.check!({ type: 'paypal', style: { height: 80 } } as never)).toThrow(
      'Invalid paypal options',
    );
    expect(() => definition.check!({ type: 'paypal', intent: 'steal' } as never)).toThrow(
      'Invalid paypal options',
    );
    expect(() => definition.check!({ type: 'paypal', style: { color: 'black', height: 48 } })).not.toThrow();
  });
});

describe('scriptUrls: amazonPay by region and paypal', () => {
  it('the wallets take absolute http(s) URLs; another is an implementation error naming the option', async () => {
    expect(amazonPayScriptUrlOf('UK', { UK: 'http://127.0.0.1:3100/amazonpay/uk/checkout.js' })).toBe(
      'http://127.0.0.1:3100/amazonpay/uk/checkout.js',
    );
    expect(() => amazonPayScriptUrlOf('UK', { UK: 'not a url' })).toThrow(
      'scriptUrls.amazonPay.UK must be an absolute http(s) URL',
    );
    expect(() =>
      paypalSdkUrlOf({ baseUrl: 'javascript:alert(1)', clientId: 'C', testEnvironment: true }),
    ).toThrow(
      expect.objectContaining({
        type: 'IMPLEMENTATION_ERROR',
        message: 'scriptUrls.paypal must be an absolute http(s) URL',
      }),
    );
  });
});
