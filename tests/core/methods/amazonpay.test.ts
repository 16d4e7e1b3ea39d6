// Amazon Pay (spec sections 3, 4, 7, 8 and 9): the region's ledger currency, languages and script,
// the button's options and defaults, the checkout session configuration, the return URLs and
// steps, the journey's machine, the service's calls with their errors, and the payload.
import { describe, expect, it, vi } from 'vitest';
import {
  amazonPayReturnOf,
  amazonPayStepOf,
  CheckoutError,
  createHttpClient,
  loadPaymentMethod,
  type AmazonPayState,
} from 'headless-checkout/core';
// The rules, the service's calls and the journey ship with Amazon Pay's definition (not the core's index).
import {
  AMAZON_PAY_ERRORS,
  getAmazonPayDeclineFlowUrl,
  getAmazonPayShopperDetails,
  signAmazonPayPayload,
  updateAmazonPayCheckoutSession,
} from '../../../headless/core/methods/amazonpay/amazonpay.api';
import {
  amazonPayReducer,
  initialAmazonPayState,
} from '../../../headless/core/methods/amazonpay/amazonpay.flow';
import {
  amazonPayAmountOf,
  amazonPayButtonOptionsOf,
  amazonPayLanguageOf,
  amazonPayLedgerCurrencyOf,
  checkoutResultReturnUrlOf,
  checkoutSessionConfigOf,
  withoutAmazonParams,
} from '../../../headless/core/methods/amazonpay/amazonpay.rules';
import {
  amazonPayApiOf,
  amazonPayScriptUrlOf,
} from '../../../headless/core/methods/amazonpay/amazonpay.script';
import { amazonPaySettingsOf } from '../../../headless/core/methods/amazonpay/amazonpay.settings';
import { methodHarness } from './phone-method-harness';

describe('Amazon Pay rules (spec section 9)', () => {
  it('ledger currency by region: EU EUR, UK GBP, US USD', () => {
    expect(amazonPayLedgerCurrencyOf('EU')).toBe('EUR');
    expect(amazonPayLedgerCurrencyOf('UK')).toBe('GBP');
    expect(amazonPayLedgerCurrencyOf('US')).toBe('USD');
  });

  it.each([
    ['en-GB', 'EU', 'en_GB'],
    ['de-DE', 'EU', 'de_DE'],
    ['fr-FR', 'UK', 'fr_FR'],
    ['it-IT', 'EU', 'it_IT'],
    ['es-ES', 'EU', 'es_ES'],
    ['nl-NL', 'EU', 'en_GB'],
    ['en-US', 'EU', 'en_GB'],
    ['de-DE', 'US', 'en_US'],
    ['en-US', 'US', 'en_US'],
  ] as const)('checkout language of %s in %s: %s', (locale, region, language) => {
    expect(amazonPayLanguageOf(locale, region)).toBe(language);
  });

  it("the region's script: Amazon's by default (EU and UK static-eu, US static-na), else the checkout's", () => {
    expect(amazonPayScriptUrlOf('EU', undefined)).toBe('https://static-eu.payments-amazon.com/checkout.js');
    expect(amazonPayScriptUrlOf('UK', undefined)).toBe('https://static-eu.payments-amazon.com/checkout.js');
    expect(amazonPayScriptUrlOf('US', undefined)).toBe('https://static-na.payments-amazon.com/checkout.js');
    expect(amazonPayScriptUrlOf('US', { US: 'http://127.0.0.1:3100/amazonpay/us/checkout.js' })).toBe(
      'http://127.0.0.1:3100/amazonpay/us/checkout.js',
    );
    expect(amazonPayScriptUrlOf('UK', { EU: 'http://x/eu.js' })).toBe(
      'https://static-eu.payments-amazon.com/checkout.js',
    );
  });

  it('button options: the defaults TEST (sandbox), Cart, PayAndShip, Gold; PayOnly without a shipping address', () => {
    expect(amazonPayButtonOptionsOf({ merchantId: 'M1', region: 'UK', locale: 'de-DE' })).toEqual({
      buttonColor: 'Gold',
      checkoutLanguage: 'de_DE',
      ledgerCurrency: 'GBP',
      merchantId: 'M1',
      productType: 'PayAndShip',
      placement: 'Cart',
      sandbox: true,
    });
    const live = amazonPayButtonOptionsOf({
      merchantId: 'M1',
      region: 'US',
      locale: 'en-US',
      environment: 'LIVE',
      shippingAddress: false,
      placement: 'Checkout',
      buttonColor: 'DarkGray',
      design: 'C0001',
    });
    expect(live).toMatchObject({
      sandbox: false,
      productType: 'PayOnly',
      placement: 'Checkout',
      buttonColor: 'DarkGray',
      design: 'C0001',
      ledgerCurrency: 'USD',
      checkoutLanguage: 'en_US',
    });
  });

  it('amounts in major units by the currency: EUR 2 decimals, JPY none, KWD 3', () => {
    expect(amazonPayAmountOf({ value: 12000, currency: 'EUR' })).toEqual({
      amount: '120.00',
      currencyCode: 'EUR',
    });
    expect(amazonPayAmountOf({ value: 1200, currency: 'JPY' })).toEqual({
      amount: '1200',
      currencyCode: 'JPY',
    });
    expect(amazonPayAmountOf({ value: 12345, currency: 'KWD' })).toEqual({
      amount: '12.345',
      currencyCode: 'KWD',
    });
  });

  it('the checkout session configuration: the review return URL by default', () => {
    expect(
      checkoutSessionConfigOf({
        storeId: 'store-1',
        returnUrl: 'https://shop.example/checkout?sessionId=S1',
        cancelUrl: 'https://shop.example/checkout',
        merchantMetadata: { merchantReferenceId: 'order-1' },
      }),
    ).toEqual({
      storeId: 'store-1',
      chargePermissionType: 'OneTime',
      webCheckoutDetails: {
        checkoutReviewReturnUrl: 'https://shop.example/checkout?sessionId=S1',
        checkoutCancelUrl: 'https://shop.example/checkout',
      },
      merchantMetadata: { merchantReferenceId: 'order-1' },
    });
  });

  it('ProcessOrder: the result return URL, the checkout mode and paymentDetails (Confirm)', () => {
    const config = checkoutSessionConfigOf({
      storeId: 'store-1',
      returnUrl: 'https://shop.example/checkout?sessionId=S1',
      checkoutMode: 'ProcessOrder',
      amount: { value: 2499, currency: 'GBP' },
      chargePermissionType: 'Recurring',
      recurringMetadata: { frequency: { unit: 'Month', value: '1' } },
      deliverySpecifications: { addressRestrictions: { type: 'Allowed' } },
      addressDetails: { name: 'Jan' },
    });
    expect(config).toEqual({
      storeId: 'store-1',
      chargePermissionType: 'Recurring',
      webCheckoutDetails: {
        checkoutResultReturnUrl: 'https://shop.example/checkout?sessionId=S1&amazonCheckoutResult=1',
        checkoutMode: 'ProcessOrder',
      },
      paymentDetails: {
        chargeAmount: { amount: '24.99', currencyCode: 'GBP' },
        paymentIntent: 'Confirm',
        presentmentCurrency: 'GBP',
        totalOrderAmount: { amount: '24.99', currencyCode: 'GBP' },
      },
      recurringMetadata: { frequency: { unit: 'Month', value: '1' } },
      deliverySpecifications: { addressRestrictions: { type: 'Allowed' } },
      addressDetails: { name: 'Jan' },
    });
  });

  it("the page's step: the button, the review, the result; what the URL says", () => {
    expect(amazonPayStepOf(undefined, undefined)).toBe('button');
    expect(amazonPayStepOf('A1', false)).toBe('review');
    expect(amazonPayStepOf('A1', true)).toBe('result');
    expect(amazonPayReturnOf('https://shop.example/c?sessionId=S1')).toBeNull();
    expect(amazonPayReturnOf('?amazonCheckoutSessionId=A1&sessionId=S1')).toEqual({
      checkoutSessionId: 'A1',
      step: 'review',
    });
    expect(
      amazonPayReturnOf('https://shop.example/c?amazonCheckoutResult=1&amazonCheckoutSessionId=A1#x'),
    ).toEqual({
      checkoutSessionId: 'A1',
      step: 'result',
    });
    expect(
      withoutAmazonParams(
        'https://shop.example/c?sessionId=S1&amazonCheckoutSessionId=A1&amazonCheckoutResult=1#top',
      ),
    ).toBe('https://shop.example/c?sessionId=S1');
    expect(checkoutResultReturnUrlOf('https://shop.example/c?amazonCheckoutSessionId=A1')).toBe(
      'https://shop.example/c?amazonCheckoutResult=1',
    );
  });

  it("identifiers: the options', else the payment method's configuration; EU by default; missing ones are an implementation error", () => {
    const context = {
      amount: undefined,
      paymentMethod: {
        type: 'amazonpay',
        configuration: { merchantId: 'M', storeId: 'S', publicKeyId: 'K', region: 'UK' },
      },
    };
    expect(amazonPaySettingsOf({ type: 'amazonpay' }, context)).toEqual({
      region: 'UK',
      merchantId: 'M',
      storeId: 'S',
      publicKeyId: 'K',
    });
    expect(amazonPaySettingsOf({ type: 'amazonpay', region: 'US', storeId: 'S2' }, context)).toMatchObject({
      region: 'US',
      storeId: 'S2',
    });
    expect(
      amazonPaySettingsOf(
        { type: 'amazonpay', merchantId: 'M', storeId: 'S', publicKeyId: 'K' },
        { amount: undefined, paymentMethod: undefined },
      ).region,
    ).toBe('EU');
    expect(() =>
      amazonPaySettingsOf(
        { type: 'amazonpay', merchantId: 'M' },
        { amount: undefined, paymentMethod: undefined },
      ),
    ).toThrow('Amazon Pay needs storeId, publicKeyId');
  });

  it("Amazon's API on the page: null until the script defined renderButton, bindChangeAction and signout", () => {
    expect(amazonPayApiOf({})).toBeNull();
    expect(amazonPayApiOf({ amazon: { Pay: { renderButton: () => null } } })).toBeNull();
    const Pay = { renderButton: () => null, bindChangeAction: () => undefined, signout: () => undefined };
    expect(amazonPayApiOf({ amazon: { Pay } })).toBe(Pay);
  });
});

describe("Amazon Pay's journey (spec section 4)", () => {
  const run = (state: AmazonPayState, ...events: Parameters<typeof amazonPayReducer>[1][]) =>
    events.reduce(amazonPayReducer, state);
  const failure = new CheckoutError('ERROR', AMAZON_PAY_ERRORS.signature);

  it('the button: pending until the script loaded (and the payload signed), then ready', () => {
    const start = initialAmazonPayState('button');
    expect(start.status).toBe('pending');
    expect(run(start, { type: 'script.loaded' }).status).toBe('ready');
    expect(run(start, { type: 'amazonPay.failed', error: failure })).toMatchObject({
      status: 'error',
      error: failure,
      messageKey: 'error.message.unknown',
    });
  });

  it('the review: ready once the script and the details are there; confirm loads, then redirects', () => {
    const details = { buyer: { name: 'Jan' } };
    const review = initialAmazonPayState('review');
    expect(run(review, { type: 'script.loaded' }).status).toBe('pending');
    const ready = run(review, { type: 'details.loaded', details }, { type: 'script.loaded' });
    expect(ready).toMatchObject({ status: 'ready', details });
    const confirming = run(ready, { type: 'confirm.requested' });
    expect(confirming.status).toBe('loading');
    expect(run(confirming, { type: 'confirm.requested' })).toBe(confirming);
    expect(run(confirming, { type: 'redirect.started' }).status).toBe('redirect');
    // A failed confirm returns to the review with the error to show.
    const url = new CheckoutError('ERROR', AMAZON_PAY_ERRORS.url);
    expect(run(confirming, { type: 'redirect.failed', error: url })).toMatchObject({
      status: 'ready',
      error: url,
      messageKey: 'error.message.unknown',
    });
    // Confirm is ignored before the review is ready.
    expect(run(review, { type: 'confirm.requested' }).status).toBe('pending');
  });

  it('sign-out: back to the button, ready at once (the script is there), marked signed out', () => {
    const ready = run(
      initialAmazonPayState('review'),
      { type: 'details.loaded', details: {} },
      { type: 'script.loaded' },
    );
    expect(run(ready, { type: 'signOut.completed' })).toMatchObject({
      step: 'button',
      status: 'ready',
      details: null,
      signedOut: true,
    });
  });

  it('the result: loading (the payment); the decline flow loads then redirects, or fails', () => {
    const result = initialAmazonPayState('result');
    expect(result.status).toBe('loading');
    const declining = run(result, { type: 'declineFlow.requested' });
    expect(declining.status).toBe('loading');
    expect(run(declining, { type: 'redirect.started' }).status).toBe('redirect');
    expect(run(declining, { type: 'redirect.failed', error: failure }).status).toBe('error');
    // Nothing of the review happens at the result step.
    expect(run(result, { type: 'details.loaded', details: {} })).toBe(result);
    expect(run(result, { type: 'confirm.requested' })).toBe(result);
  });

  it('another step (the page changed): a new journey keeping the loaded script', () => {
    const ready = run(initialAmazonPayState('button'), { type: 'script.loaded' });
    expect(run(ready, { type: 'step.changed', step: 'review' })).toMatchObject({
      step: 'review',
      status: 'pending',
      scriptReady: true,
    });
    expect(run(ready, { type: 'step.changed', step: 'button' })).toBe(ready);
  });
});

/** A payment-service client answering each call with `answer(path, body)`, recording the calls. */
function fakeService(
  answer: (path: string, body: Record<string, unknown>) => { status?: number; body: unknown },
) {
  const calls: { path: string; query: string; body: Record<string, unknown> }[] = [];
  const http = createHttpClient({
    apiUrl: 'https://service.example/',
    logger: { warn: () => undefined },
    fetch: (async (input: string, init: RequestInit) => {
      const url = new URL(input);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ path: url.pathname, query: url.search, body });
      const reply = answer(url.pathname, body);
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }) as typeof fetch,
  });
  return { http, calls };
}

describe("Amazon Pay's calls (spec sections 7 and 8)", () => {
  const request = { checkoutSessionId: 'A1', publicKeyId: 'K', region: 'EU' as const };

  it('signString: POST v1/AmazonPayUtility/signString?clientKey with stringToSign; the signature', async () => {
    const { http, calls } = fakeService(() => ({ body: { signature: 'c2lnbmVk' } }));
    await expect(signAmazonPayPayload({ http, clientKey: 'test_K' }, '{"storeId":"S"}')).resolves.toBe(
      'c2lnbmVk',
    );
    expect(calls).toEqual([
      {
        path: '/v1/AmazonPayUtility/signString',
        query: '?clientKey=test_K',
        body: { stringToSign: '{"storeId":"S"}' },
      },
    ]);
  });

  it.each([
    ['a refusal', { status: 422, body: { errorCode: '702', message: 'bad' } }],
    ['no signature', { body: {} }],
  ])("signString: %s is 'Could not get AmazonPay signature'", async (_, reply) => {
    const { http } = fakeService(() => reply);
    await expect(signAmazonPayPayload({ http, clientKey: 'test_K' }, 'x')).rejects.toMatchObject({
      type: 'ERROR',
      message: 'Could not get AmazonPay signature',
    });
  });

  it('getCheckoutDetails: getDeliveryAddress with the session, key and region; the shopper details', async () => {
    const details = {
      buyer: { name: 'Jan Jansen', email: 'jan@example.com' },
      shippingAddress: {
        name: 'Jan Jansen',
        addressLine1: 'Keizersgracht 313',
        city: 'Amsterdam',
        postalCode: '1016 EE',
        countryCode: 'NL',
      },
      paymentPreferences: [{ paymentDescriptor: 'Visa ••••1111' }],
    };
    const { http, calls } = fakeService(() => ({ body: details }));
    await expect(getAmazonPayShopperDetails({ http, clientKey: 'test_K' }, request)).resolves.toEqual(
      details,
    );
    expect(calls[0]).toEqual({
      path: '/v1/AmazonPayUtility/getCheckoutDetails',
      query: '?clientKey=test_K',
      body: { checkoutSessionId: 'A1', publicKeyId: 'K', region: 'EU', getDeliveryAddress: true },
    });
  });

  it("getCheckoutDetails without a session: 'Could not shopper details. Missing checkoutSessionId.', no call", async () => {
    const { http, calls } = fakeService(() => ({ body: {} }));
    await expect(
      getAmazonPayShopperDetails({ http, clientKey: 'test_K' }, { ...request, checkoutSessionId: undefined }),
    ).rejects.toMatchObject({
      type: 'ERROR',
      message: 'Could not shopper details. Missing checkoutSessionId.',
    });
    expect(calls).toHaveLength(0);
  });

  it('the decline flow: getDeclineFlowUrl gives the URL; without a session the spec text is logged', async () => {
    const { http, calls } = fakeService(() => ({
      body: { declineFlowUrl: 'https://amazon.example/decline' },
    }));
    const logger = { warn: vi.fn() };
    await expect(getAmazonPayDeclineFlowUrl({ http, clientKey: 'test_K', logger }, request)).resolves.toBe(
      'https://amazon.example/decline',
    );
    expect(calls[0]!.body).toEqual({
      checkoutSessionId: 'A1',
      publicKeyId: 'K',
      region: 'EU',
      getDeclineFlowUrl: true,
    });
    await expect(
      getAmazonPayDeclineFlowUrl(
        { http, clientKey: 'test_K', logger },
        { ...request, checkoutSessionId: undefined },
      ),
    ).resolves.toBeNull();
    expect(logger.warn).toHaveBeenCalledWith('Could handle the decline flow. Missing checkoutSessionId.');
    expect(calls).toHaveLength(1);
  });

  it('updateCheckoutSession: the spec fields; the redirect action URL', async () => {
    const { http, calls } = fakeService(() => ({
      body: { action: { type: 'redirect', url: 'https://amazon.example/confirm' } },
    }));
    const url = await updateAmazonPayCheckoutSession(
      { http, clientKey: 'test_K' },
      {
        ...request,
        amount: { value: 12000, currency: 'EUR' },
        chargePermissionType: 'OneTime',
        checkoutResultReturnUrl: 'https://shop.example/c?amazonCheckoutResult=1',
      },
    );
    expect(url).toBe('https://amazon.example/confirm');
    expect(calls[0]).toEqual({
      path: '/v1/AmazonPayUtility/updateCheckoutSession',
      query: '?clientKey=test_K',
      body: {
        amount: { value: 12000, currency: 'EUR' },
        chargePermissionType: 'OneTime',
        checkoutResultReturnUrl: 'https://shop.example/c?amazonCheckoutResult=1',
        checkoutSessionId: 'A1',
        publicKeyId: 'K',
        region: 'EU',
      },
    });
  });

  it('in the sessions flow every call names the checkout: its session id and its sessionData as it is now', async () => {
    const { http, calls } = fakeService((path) => ({
      body: path.endsWith('signString')
        ? { signature: 'c2lnbmVk' }
        : path.endsWith('updateCheckoutSession')
          ? { action: { type: 'redirect', url: 'https://amazon.example/confirm' } }
          : { declineFlowUrl: 'https://amazon.example/decline' },
    }));
    let sessionData = 'SD-1';
    const deps = { http, clientKey: 'test_K', session: { id: 'CS1', getSessionData: () => sessionData } };
    await signAmazonPayPayload(deps, '{"storeId":"S"}');
    sessionData = 'SD-2'; // a payment's answer renewed it
    await getAmazonPayShopperDetails(deps, request);
    await getAmazonPayDeclineFlowUrl(deps, request);
    await updateAmazonPayCheckoutSession(deps, {
      ...request,
      amount: { value: 12000, currency: 'EUR' },
      chargePermissionType: 'OneTime',
      checkoutResultReturnUrl: 'https://shop.example/c?amazonCheckoutResult=1',
    });
    expect(
      calls.map((call) => [call.path, call.query, call.body['sessionId'], call.body['sessionData']]),
    ).toEqual([
      ['/v1/AmazonPayUtility/signString', '?clientKey=test_K', 'CS1', 'SD-1'],
      ['/v1/AmazonPayUtility/getCheckoutDetails', '?clientKey=test_K', 'CS1', 'SD-2'],
      ['/v1/AmazonPayUtility/getCheckoutDetails', '?clientKey=test_K', 'CS1', 'SD-2'],
      ['/v1/AmazonPayUtility/updateCheckoutSession', '?clientKey=test_K', 'CS1', 'SD-2'],
    ]);
    expect(calls[0]!.body).toEqual({
      stringToSign: '{"storeId":"S"}',
      sessionId: 'CS1',
      sessionData: 'SD-1',
    });
  });

  it("updateCheckoutSession without an action: the service's errorMessage logged, 'Could not get the AmazonPay URL'", async () => {
    const logger = { warn: vi.fn() };
    const { http } = fakeService(() => ({
      body: { errorMessage: 'The checkout session is already confirmed' },
    }));
    const update = {
      ...request,
      amount: { value: 1, currency: 'EUR' },
      chargePermissionType: 'OneTime',
      checkoutResultReturnUrl: 'https://shop.example/',
    };
    await expect(
      updateAmazonPayCheckoutSession({ http, clientKey: 'test_K', logger }, update),
    ).rejects.toMatchObject({
      message: 'Could not get the AmazonPay URL',
    });
    expect(logger.warn).toHaveBeenCalledWith('The checkout session is already confirmed');
    const empty = fakeService(() => ({ body: {} }));
    await expect(
      updateAmazonPayCheckoutSession({ http: empty.http, clientKey: 'test_K', logger }, update),
    ).rejects.toThrow('Could not get the AmazonPay URL');
    expect(logger.warn).toHaveBeenLastCalledWith('Could not get the AmazonPay URL');
  });
});

describe("Amazon Pay's definition (spec section 3)", async () => {
  const definition = await loadPaymentMethod('amazonpay');

  it('pays with paymentMethod { type, checkoutSessionId } and the browser details', async () => {
    const browserInfo = {
      acceptHeader: '*/*',
      colorDepth: 24,
      language: 'en-US',
      javaEnabled: false,
      screenHeight: 800,
      screenWidth: 1280,
      userAgent: 'UA',
      timeZoneOffset: -60,
    };
    const { machine, sent, submit } = methodHarness(definition, {
      type: 'amazonpay',
      amazonCheckoutSessionId: 'A1',
      checkoutResult: true,
    });
    expect(machine.getSnapshot().valid).toBe(true);
    // Back after Amazon confirmed the purchase: the payment is sent by itself, once.
    machine.start();
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type: 'amazonpay', checkoutSessionId: 'A1' } }]);
    const payload = await definition.payload(
      machine.getSnapshot() as never,
      {},
      {
        submit: () => Promise.reject(new Error('unused')),
        environment: () => ({ browserInfo, origin: 'https://shop.example' }),
      },
    );
    expect(payload).toEqual({
      paymentMethod: { type: 'amazonpay', checkoutSessionId: 'A1' },
      browserInfo,
      origin: 'https://shop.example',
    });
  });

  it('without a checkout session the payload is an implementation error; bad options are refused', async () => {
    const { machine } = methodHarness(definition, { type: 'amazonpay' });
    await expect(
      Promise.resolve().then(() =>
        definition.payload(
          machine.getSnapshot() as never,
          {},
          { submit: () => Promise.reject(new Error('unused')) },
        ),
      ),
    ).rejects.toMatchObject({ type: 'IMPLEMENTATION_ERROR' });
    expect(() => definition.check!({ type: 'amazonpay', region: 'JP' } as never)).toThrow(
      'Invalid amazonpay options',
    );
    expect(() => definition.check!({ type: 'amazonpay', placement: 'Basket' } as never)).toThrow(
      'Invalid amazonpay options',
    );
    expect(definition.label({ type: 'amazonpay' }, { amount: undefined, paymentMethod: undefined })).toBe(
      'Amazon Pay',
    );
  });
});
