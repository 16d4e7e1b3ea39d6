// PayPal (spec sections 3, 4, 5, 7, 8 and 9): the SDK's URL and parameters, the 24 locales, the
// buttons (PayPal, Credit, Pay Later) and their style, zero amount vaulting, the sdk action's
// token and the instance check, the buttons' machine, the payload and submit() refused.
import { describe, expect, it } from 'vitest';
import {
  actionViewOf,
  INITIAL_PAYPAL,
  loadPaymentMethod,
  PAYPAL_ERRORS,
  PAYPAL_LOCALES,
  paypalButtonStyleOf,
  paypalLocaleOf,
  paypalReducer,
  paypalSdkOf,
  paypalSdkParamsOf,
  paypalSdkUrlOf,
  paypalSetupOf,
  paypalTokenOf,
  CheckoutError,
  type PayPalState,
} from 'headless-checkout/core';
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

describe("PayPal's buttons (spec section 4: pending, ready, processing)", () => {
  const run = (state: PayPalState, ...events: Parameters<typeof paypalReducer>[1][]) =>
    events.reduce(paypalReducer, state);

  it('pending until the SDK loaded, then ready with the eligible buttons', () => {
    expect(INITIAL_PAYPAL.status).toBe('pending');
    expect(run(INITIAL_PAYPAL, { type: 'sdk.loaded', fundingSources: ['paypal', 'paylater'] })).toMatchObject(
      {
        status: 'ready',
        fundingSources: ['paypal', 'paylater'],
      },
    );
  });

  it('a click processes; a cancel (or an end without success) returns to ready', () => {
    const ready = run(INITIAL_PAYPAL, { type: 'sdk.loaded', fundingSources: ['paypal'] });
    const processing = run(ready, { type: 'order.requested', fundingSource: 'paypal' });
    expect(processing).toMatchObject({ status: 'processing', fundingSource: 'paypal' });
    // A second click while one runs, or an ineligible button, changes nothing.
    expect(run(processing, { type: 'order.requested', fundingSource: 'paypal' })).toBe(processing);
    expect(run(ready, { type: 'order.requested', fundingSource: 'credit' })).toBe(ready);
    expect(run(processing, { type: 'order.cancelled' })).toMatchObject({
      status: 'ready',
      fundingSource: null,
    });
  });

  it('a script that failed is an error', () => {
    const error = new CheckoutError('NETWORK_ERROR', 'Script x could not be loaded');
    expect(run(INITIAL_PAYPAL, { type: 'paypal.failed', error })).toMatchObject({ status: 'error', error });
  });
});

describe("PayPal's definition (spec section 3)", async () => {
  const definition = await loadPaymentMethod('paypal');

  it("pays with paymentMethod { type: 'paypal', subtype: 'sdk' }", async () => {
    const { sent, submit } = methodHarness(definition, { type: 'paypal' }, { paymentMethod: CONFIGURED });
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type: 'paypal', subtype: 'sdk' } }]);
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
    const { amazonPayScriptUrlOf } = await import('headless-checkout/core');
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
