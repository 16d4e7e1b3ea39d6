// The wallet buttons in the core (spec sections 2, 3, 4, 7, 8, 9): Google Pay's requests, button
// locale, availability and payload; Apple Pay's version probing, request, brand mapping,
// availability errors, merchant session and completion; the shared flow (one sheet per press, the
// 300 ms debounce, a token pays once, cancel reports CANCEL).
import { describe, expect, it } from 'vitest';
import {
  CheckoutError,
  createCheckoutConfig,
  createHttpClient,
  createPaymentMethodMachine,
  loadPaymentMethod,
  type PaymentData,
  type PaymentMethodContext,
  type PaymentResponse,
} from 'headless-checkout/core';
import {
  googleIsReadyToPayRequest,
  googlePayAvailabilityOf,
  googlePayButtonOptions,
  googlePayEnvironmentOf,
  googlePayTokenOf,
  googlePaymentDataRequest,
  googlePaymentsClientOf,
  isGooglePayCancel,
} from '../../../headless/core/methods/google-pay/google-pay.rules';
import { WALLET_BUTTON_DEBOUNCE_MS } from '../../../headless/core/methods/wallet/wallet.flow';
import {
  applePayAvailabilityOf,
  applePayCompletionOf,
  applePayNetworkOf,
  applePayRequestOf,
  applePaySessionRequestOf,
  applePayTokenOf,
  fetchApplePaySession,
} from '../../../headless/core/methods/apple-pay/apple-pay.rules';

const googlePay = await loadPaymentMethod('googlepay');
const applePay = await loadPaymentMethod('applepay');
const EUR = { value: 12000, currency: 'EUR' };
const GOOGLE_ENTRY = {
  type: 'googlepay',
  name: 'Google Pay',
  configuration: { merchantId: '01234567890123456789', gatewayMerchantId: 'SandboxMerchantECOM' },
};
const APPLE_ENTRY = {
  type: 'applepay',
  name: 'Apple Pay',
  brands: ['amex', 'mc', 'visa', 'maestro', 'cartebancaire'],
  configuration: { merchantId: 'merchant.test.sandbox', merchantName: 'Sandbox Merchant' },
};
const BROWSER = { browserInfo: { language: 'nl-NL', colorDepth: 24 }, origin: 'https://shop.example' };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The method machine's availability check answered 'available' (what the wallet's check finds). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function makeAvailable(send: (event: any) => void, provider: unknown = null) {
  send({ type: 'availability.checkStarted', check: 1 });
  send({ type: 'availability.checked', check: 1, available: true, provider });
}

/** A wallet machine recording payments and reported errors. */
function walletHarness(
  type: 'googlepay' | 'paywithgoogle' | 'applepay',
  answers: PaymentResponse[] = [{ resultCode: 'Authorised' }],
  context: Partial<PaymentMethodContext> = {},
) {
  const sent: PaymentData[] = [];
  const errors: CheckoutError[] = [];
  const definition = type === 'applepay' ? applePay : googlePay;
  const machine = createPaymentMethodMachine(
    definition as never,
    { type } as never,
    {
      submit: (data) => {
        sent.push(data);
        return Promise.resolve(answers[Math.min(sent.length - 1, answers.length - 1)]!);
      },
      reportError: (error) => errors.push(error),
      environment: () => BROWSER,
    },
    {
      context: {
        paymentMethod: type === 'applepay' ? APPLE_ENTRY : { ...GOOGLE_ENTRY, type },
        amount: EUR,
        countryCode: 'NL',
        locale: 'nl-NL',
        ...context,
      },
    },
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const send = (event: any) => machine.send(event);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const state = () => machine.getSnapshot() as any;
  return { machine, send, state, sent, errors };
}

describe('Google Pay: requests', () => {
  const context: PaymentMethodContext = {
    paymentMethod: GOOGLE_ENTRY,
    amount: EUR,
    countryCode: 'NL',
    locale: 'nl-NL',
  };

  it('builds the PaymentDataRequest of spec section 9 from the checkout and the configuration', () => {
    expect(googlePaymentDataRequest({ type: 'googlepay' }, context)).toEqual({
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantId: '01234567890123456789' },
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: ['AMEX', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA'],
          },
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'headlesscheckout', gatewayMerchantId: 'SandboxMerchantECOM' },
          },
        },
      ],
      transactionInfo: {
        countryCode: 'NL',
        currencyCode: 'EUR',
        totalPriceStatus: 'FINAL',
        totalPrice: '120.00',
      },
    });
  });

  it('defaults to US and USD, and writes prices in the currency’s decimals', () => {
    const bare = googlePaymentDataRequest(
      { type: 'googlepay' },
      { paymentMethod: undefined, amount: undefined },
    );
    expect(bare.transactionInfo).toEqual({
      countryCode: 'US',
      currencyCode: 'USD',
      totalPriceStatus: 'FINAL',
      totalPrice: '0.00',
    });
    const price = (value: number, currency: string) =>
      googlePaymentDataRequest(
        { type: 'googlepay' },
        { paymentMethod: undefined, amount: { value, currency } },
      ).transactionInfo.totalPrice;
    expect(price(1200, 'JPY')).toBe('1200');
    expect(price(1500, 'KWD')).toBe('1.500');
    expect(price(5, 'EUR')).toBe('0.05');
  });

  it('takes the options over the configuration (merchant, networks, status, contact fields)', () => {
    const request = googlePaymentDataRequest(
      {
        type: 'googlepay',
        merchantId: 'M1',
        merchantName: 'Shop',
        gatewayMerchantId: 'Account2',
        allowedCardNetworks: ['VISA'],
        allowedAuthMethods: ['CRYPTOGRAM_3DS'],
        totalPriceStatus: 'ESTIMATED',
        totalPriceLabel: 'Total',
        emailRequired: true,
        billingAddressRequired: true,
        shippingAddressRequired: true,
      },
      context,
    );
    expect(request.merchantInfo).toEqual({ merchantId: 'M1', merchantName: 'Shop' });
    expect(request.allowedPaymentMethods[0]).toEqual({
      type: 'CARD',
      parameters: {
        allowedAuthMethods: ['CRYPTOGRAM_3DS'],
        allowedCardNetworks: ['VISA'],
        billingAddressRequired: true,
      },
      tokenizationSpecification: {
        type: 'PAYMENT_GATEWAY',
        parameters: { gateway: 'headlesscheckout', gatewayMerchantId: 'Account2' },
      },
    });
    expect(request.transactionInfo.totalPriceStatus).toBe('ESTIMATED');
    expect(request.transactionInfo.totalPriceLabel).toBe('Total');
    expect(request.emailRequired).toBe(true);
    expect(request.shippingAddressRequired).toBe(true);
  });

  it('asks isReadyToPay with API version 2 and the CARD method, without tokenization', () => {
    expect(googleIsReadyToPayRequest({ type: 'googlepay', existingPaymentMethodRequired: true })).toEqual({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: ['AMEX', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA'],
          },
        },
      ],
      existingPaymentMethodRequired: true,
    });
  });

  it('uses TEST, or PRODUCTION for a live checkout', () => {
    expect(googlePayEnvironmentOf(false)).toBe('TEST');
    expect(googlePayEnvironmentOf(true)).toBe('PRODUCTION');
  });

  it.each([
    ['nl-NL', 'nl'],
    ['zh-TW', 'zh'],
    ['pt-BR', 'pt'],
    ['no-NO', 'no'],
    ['nb-NO', 'no'],
    ['ar', 'ar'],
    ['uk-UA', 'uk'],
    ['is-IS', 'en'],
    [undefined, 'en'],
  ])('draws the button of locale %s in %s (31 languages)', (locale, expected) => {
    const options = googlePayButtonOptions(
      { type: 'googlepay' },
      { paymentMethod: undefined, amount: undefined, locale },
    );
    expect(options).toEqual({
      buttonColor: 'default',
      buttonType: 'buy',
      buttonSizeMode: 'static',
      buttonLocale: expected,
    });
  });

  it('answers availability from isReadyToPay, else "Google Pay is not available"', () => {
    expect(googlePayAvailabilityOf({ result: true }, { type: 'googlepay' })).toBe(true);
    for (const answer of [{ result: false }, null, 'yes', {}]) {
      const error = googlePayAvailabilityOf(answer, { type: 'googlepay' });
      expect(error).toBeInstanceOf(CheckoutError);
      expect((error as CheckoutError).message).toBe('Google Pay is not available');
      expect((error as CheckoutError).type).toBe('ERROR');
    }
    const required = { type: 'googlepay' as const, existingPaymentMethodRequired: true };
    expect(googlePayAvailabilityOf({ result: true, paymentMethodPresent: false }, required)).toBeInstanceOf(
      CheckoutError,
    );
    expect(googlePayAvailabilityOf({ result: true, paymentMethodPresent: true }, required)).toBe(true);
  });

  it('reads the token and network of loadPaymentData, else "No paymentMethodPresent"', () => {
    expect(
      googlePayTokenOf({
        apiVersion: 2,
        paymentMethodData: {
          type: 'CARD',
          info: { cardNetwork: 'VISA', cardDetails: '1111' },
          tokenizationData: { type: 'PAYMENT_GATEWAY', token: '{"signature":"s"}' },
        },
      }),
    ).toEqual({ googlePayToken: '{"signature":"s"}', googlePayCardNetwork: 'VISA' });
    for (const answer of [
      {},
      null,
      { paymentMethodData: {} },
      { paymentMethodData: { tokenizationData: { token: '' } } },
    ]) {
      const error = googlePayTokenOf(answer) as CheckoutError;
      expect(error.message).toBe('No paymentMethodPresent');
    }
    expect(isGooglePayCancel({ statusCode: 'CANCELED' })).toBe(true);
    expect(isGooglePayCancel({ statusCode: 'DEVELOPER_ERROR' })).toBe(false);
    expect(isGooglePayCancel(new Error('x'))).toBe(false);
  });

  it('refuses wrong options with IMPLEMENTATION_ERROR', () => {
    expect(() => walletHarnessWith({ buttonColor: 'pink' })).toThrow(/Invalid googlepay options/);
    expect(() => walletHarnessWith({ allowedCardNetworks: ['MAESTRO'] })).toThrow(
      /Invalid googlepay options/,
    );
    expect(() => walletHarnessWith({ buttonLocale: 'xx' })).toThrow(/Invalid googlepay options/);
  });

  it('finds Google’s client on a page, or null', () => {
    class Client {}
    expect(googlePaymentsClientOf({ google: { payments: { api: { PaymentsClient: Client } } } })).toBe(
      Client,
    );
    expect(googlePaymentsClientOf({})).toBeNull();
    expect(googlePaymentsClientOf(undefined)).toBeNull();
  });
});

function walletHarnessWith(options: Record<string, unknown>) {
  return createPaymentMethodMachine(googlePay as never, { type: 'googlepay', ...options } as never, {
    submit: () => Promise.resolve({ resultCode: 'Authorised' }),
  });
}

const GOOGLE_TOKEN = { googlePayToken: '{"protocolVersion":"ECv2"}', googlePayCardNetwork: 'VISA' };

describe('the wallet flow (Google Pay)', () => {
  it('shows nothing until available; an unavailable wallet reports its error once and ignores presses', () => {
    const { send, state, errors } = walletHarness('googlepay');
    expect(state().availability.available).toBe('checking');
    send({ type: 'wallet.pressed', at: 1000 });
    expect(state().extra.sheet).toBe('closed');
    const error = new CheckoutError('ERROR', 'Google Pay is not available');
    send({ type: 'availability.checkStarted', check: 1 });
    send({ type: 'availability.checked', check: 1, available: false, error });
    expect(state().availability).toMatchObject({ available: false, error });
    expect(errors).toEqual([error]);
    send({ type: 'wallet.pressed', at: 2000 });
    expect(state().extra.sheet).toBe('closed');
  });

  it('pays with the token: paymentMethod { type, googlePayToken, googlePayCardNetwork } and browserInfo, once', async () => {
    const { send, state, sent } = walletHarness('googlepay');
    makeAvailable(send);
    send({ type: 'wallet.pressed', at: 1000 });
    expect(state().extra).toMatchObject({ sheet: 'open', opened: 1 });
    send({ type: 'wallet.authorized', token: GOOGLE_TOKEN });
    await tick();
    expect(sent).toEqual([
      {
        paymentMethod: { type: 'googlepay', ...GOOGLE_TOKEN },
        ...BROWSER,
      },
    ]);
    expect(state().payment.status).toBe('success');
    expect(state().extra.token).toBeNull();
    // After success: no second sheet, no second payment.
    send({ type: 'wallet.pressed', at: 5000 });
    send({ type: 'submit.requested' });
    await tick();
    expect(state().extra.sheet).toBe('closed');
    expect(sent).toHaveLength(1);
  });

  it('sends paywithgoogle as its own type', async () => {
    const { send, sent } = walletHarness('paywithgoogle');
    makeAvailable(send);
    send({ type: 'wallet.pressed', at: 1000 });
    send({ type: 'wallet.authorized', token: GOOGLE_TOKEN });
    await tick();
    expect(sent[0]?.paymentMethod).toEqual({ type: 'paywithgoogle', ...GOOGLE_TOKEN });
  });

  it(`ignores presses within ${WALLET_BUTTON_DEBOUNCE_MS} ms of the last one, and while the sheet is open`, () => {
    const { send, state } = walletHarness('googlepay');
    makeAvailable(send);
    send({ type: 'wallet.pressed', at: 1000 });
    send({ type: 'wallet.pressed', at: 1100 });
    expect(state().extra.opened).toBe(1);
    send({ type: 'wallet.cancelled' });
    send({ type: 'wallet.pressed', at: 1299 }); // 199 ms after the last press
    expect(state().extra).toMatchObject({ sheet: 'closed', opened: 1 });
    send({ type: 'wallet.pressed', at: 1598 }); // 299 ms after the last press
    expect(state().extra.opened).toBe(1);
    send({ type: 'wallet.pressed', at: 1898 }); // 300 ms
    expect(state().extra).toMatchObject({ sheet: 'open', opened: 2 });
  });

  it('a cancelled sheet returns to ready, shows nothing and reports CANCEL', async () => {
    const { send, state, sent, errors } = walletHarness('googlepay');
    makeAvailable(send);
    send({ type: 'wallet.pressed', at: 1000 });
    send({ type: 'wallet.cancelled' });
    await tick();
    expect(state().extra).toMatchObject({ sheet: 'closed', token: null, error: null });
    expect(state().payment).toMatchObject({ status: 'ready', messageKey: null });
    expect(errors.map((error) => error.type)).toEqual(['CANCEL']);
    expect(sent).toEqual([]);
    // A second cancel without a sheet reports nothing.
    send({ type: 'wallet.cancelled' });
    expect(errors).toHaveLength(1);
  });

  it('a refusal returns to ready with the refusal; the next press pays with the next token only', async () => {
    const { send, state, sent } = walletHarness('googlepay', [
      { resultCode: 'Refused' },
      { resultCode: 'Authorised' },
    ]);
    makeAvailable(send);
    send({ type: 'wallet.pressed', at: 1000 });
    send({ type: 'wallet.authorized', token: GOOGLE_TOKEN });
    await tick();
    expect(state().payment).toMatchObject({
      status: 'ready',
      messageKey: 'error.subtitle.refused',
      ended: 1,
    });
    expect(state().extra.token).toBeNull();
    send({ type: 'submit.requested' });
    await tick();
    expect(sent).toHaveLength(1);
    send({ type: 'wallet.pressed', at: 2000 });
    send({ type: 'wallet.authorized', token: { ...GOOGLE_TOKEN, googlePayCardNetwork: 'MASTERCARD' } });
    await tick();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.paymentMethod).toMatchObject({ googlePayCardNetwork: 'MASTERCARD' });
    expect(state().payment.status).toBe('success');
  });

  it('hands a 3DS2 action over like the card', async () => {
    const action = {
      type: 'threeDS2' as const,
      subtype: 'fingerprint' as const,
      token: 'abc',
      paymentData: 'pd',
      paymentMethodType: 'googlepay',
    };
    const { send, state } = walletHarness('googlepay', [{ resultCode: 'IdentifyShopper', action }]);
    makeAvailable(send);
    send({ type: 'wallet.pressed', at: 1000 });
    send({ type: 'wallet.authorized', token: GOOGLE_TOKEN });
    await tick();
    expect(state().payment.status).toBe('action');
    expect(state().payment.action).toMatchObject({ type: 'threeDS2' });
  });

  it('a failed sheet keeps and reports its error; the shopper may press again', () => {
    const { send, state, errors } = walletHarness('googlepay');
    makeAvailable(send);
    send({ type: 'wallet.pressed', at: 1000 });
    const error = new CheckoutError('ERROR', 'No paymentMethodPresent');
    send({ type: 'wallet.failed', error });
    expect(state().extra).toMatchObject({ sheet: 'closed', error });
    expect(errors).toEqual([error]);
    send({ type: 'wallet.pressed', at: 2000 });
    expect(state().extra).toMatchObject({ sheet: 'open', error: null });
  });

  it('an authorization without an open sheet pays nothing', async () => {
    const { send, sent } = walletHarness('googlepay');
    makeAvailable(send);
    send({ type: 'wallet.authorized', token: GOOGLE_TOKEN });
    send({ type: 'submit.requested' });
    await tick();
    expect(sent).toEqual([]);
  });

  it.each(['googlepay', 'applepay'] as const)(
    "%s: a payment without the sheet's token is 'No token was provided' (spec section 8)",
    async (type) => {
      const definition = type === 'applepay' ? applePay : googlePay;
      const { state } = walletHarness(type);
      await expect(
        Promise.resolve().then(() =>
          definition.payload(state(), {}, { submit: () => Promise.reject(new Error('unused')) }),
        ),
      ).rejects.toMatchObject({ type: 'ERROR', message: 'No token was provided' });
    },
  );
});

describe('Apple Pay', () => {
  const context: PaymentMethodContext = { paymentMethod: APPLE_ENTRY, amount: EUR, countryCode: 'NL' };

  it('probes the version from 11 down', () => {
    const asked: number[] = [];
    const version = applePayAvailabilityOf({
      clientKey: 'test_X',
      isSecureContext: true,
      session: fakeSessionClass((candidate) => {
        asked.push(candidate);
        return candidate <= 6;
      }),
    });
    expect(version).toEqual({ version: 6 });
    expect(asked).toEqual([11, 10, 9, 8, 7, 6]);
    expect(
      applePayAvailabilityOf({
        clientKey: 'k',
        isSecureContext: true,
        session: fakeSessionClass(() => true),
      }),
    ).toEqual({
      version: 11,
    });
  });

  it.each([
    [{ clientKey: '', isSecureContext: true }, 'IMPLEMENTATION_ERROR', 'clientKey was not provided'],
    [
      { clientKey: 'test_X', isSecureContext: false },
      'IMPLEMENTATION_ERROR',
      'insecure page: https is required',
    ],
  ])('refuses %o with %s', (page, type, text) => {
    const error = applePayAvailabilityOf({
      ...page,
      session: fakeSessionClass(() => true),
    }) as CheckoutError;
    expect(error.type).toBe(type);
    expect(error.message).toContain(text);
  });

  it('answers "Apple Pay is not available on this device" without a session, payments or a version', () => {
    const cases = [
      null,
      fakeSessionClass(() => true, false),
      fakeSessionClass(() => false),
      fakeSessionClass(() => {
        throw new Error('unsupported');
      }),
    ];
    for (const session of cases) {
      const error = applePayAvailabilityOf({
        clientKey: 'test_X',
        isSecureContext: true,
        session,
      }) as CheckoutError;
      expect(error.type).toBe('ERROR');
      expect(error.message).toBe('Apple Pay is not available on this device');
    }
  });

  it('builds the payment request with the brands mapped and supports3DS', () => {
    expect(applePayRequestOf({ type: 'applepay' }, context)).toEqual({
      countryCode: 'NL',
      currencyCode: 'EUR',
      total: { label: 'Sandbox Merchant', amount: '120.00', type: 'final' },
      merchantCapabilities: ['supports3DS'],
      supportedNetworks: ['amex', 'masterCard', 'visa', 'maestro', 'cartesBancaires'],
    });
  });

  it('defaults to USD, US and amex, discover, masterCard, visa', () => {
    expect(applePayRequestOf({ type: 'applepay' }, { paymentMethod: undefined, amount: undefined })).toEqual({
      countryCode: 'US',
      currencyCode: 'USD',
      total: { label: '', amount: '0.00', type: 'final' },
      merchantCapabilities: ['supports3DS'],
      supportedNetworks: ['amex', 'discover', 'masterCard', 'visa'],
    });
  });

  it.each([
    ['mc', 'masterCard'],
    ['cartebancaire', 'cartesBancaires'],
    ['visa', 'visa'],
    ['amex', 'amex'],
    ['elo', 'elo'],
    ['interac', 'interac'],
    ['discover', 'discover'],
    ['jcb', 'jcb'],
    ['electron', 'electron'],
    ['maestro', 'maestro'],
    ['girocard', 'girocard'],
  ])('maps the brand %s to %s', (brand, network) => {
    expect(applePayNetworkOf(brand)).toBe(network);
  });

  it('sends the request fields the options add', () => {
    const request = applePayRequestOf(
      {
        type: 'applepay',
        totalPriceLabel: 'Nordic Chairs',
        totalPriceStatus: 'pending',
        lineItems: [{ label: 'Chair', amount: '100.00' }],
        shippingMethods: [{ label: 'Post', amount: '20.00', identifier: 'post' }],
        shippingType: 'delivery',
        merchantCapabilities: ['supports3DS', 'supportsDebit'],
        supportedCountries: ['NL'],
        supportedNetworks: ['visa'],
        requiredBillingContactFields: ['postalAddress'],
        requiredShippingContactFields: ['email'],
        billingContact: { givenName: 'Ada' },
        shippingContact: { familyName: 'Lovelace' },
        applicationData: 'e30=',
      },
      context,
    );
    expect(request).toEqual({
      countryCode: 'NL',
      currencyCode: 'EUR',
      total: { label: 'Nordic Chairs', amount: '120.00', type: 'pending' },
      lineItems: [{ label: 'Chair', amount: '100.00' }],
      shippingMethods: [{ label: 'Post', amount: '20.00', identifier: 'post' }],
      shippingType: 'delivery',
      merchantCapabilities: ['supports3DS', 'supportsDebit'],
      supportedCountries: ['NL'],
      supportedNetworks: ['visa'],
      requiredBillingContactFields: ['postalAddress'],
      requiredShippingContactFields: ['email'],
      billingContact: { givenName: 'Ada' },
      shippingContact: { familyName: 'Lovelace' },
      applicationData: 'e30=',
    });
  });

  it('asks the merchant session with displayName, domainName, initiative and merchantIdentifier', () => {
    expect(applePaySessionRequestOf({ type: 'applepay' }, context, 'shop.example')).toEqual({
      displayName: 'Sandbox Merchant',
      domainName: 'shop.example',
      initiative: 'web',
      merchantIdentifier: 'merchant.test.sandbox',
    });
  });

  it('decodes the merchant session, or "Could not decode" / "Could not get" the session', async () => {
    const session = { merchantSessionIdentifier: 'SSH1', nonce: 'n', displayName: 'Café' };
    const encoded = Buffer.from(JSON.stringify(session), 'utf8').toString('base64');
    const requests: Array<{ url: string; body: unknown }> = [];
    const http = (answer: () => Response) =>
      createHttpClient({
        apiUrl: 'https://pay.example/',
        logger: { warn: () => undefined },
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          requests.push({ url: String(input), body: JSON.parse(String(init?.body)) });
          return answer();
        }) as typeof fetch,
      });
    const request = applePaySessionRequestOf({ type: 'applepay' }, context, 'shop.example');
    await expect(
      fetchApplePaySession(
        http(() => Response.json({ data: encoded })),
        'test_KEY',
        request,
      ),
    ).resolves.toEqual(session);
    expect(requests[0]).toEqual({
      url: 'https://pay.example/v1/applePay/sessions?clientKey=test_KEY',
      body: request,
    });
    await expect(
      fetchApplePaySession(
        http(() => Response.json({ data: 'not base64 !!' })),
        'test_KEY',
        request,
      ),
    ).rejects.toThrow('Could not decode Apple Pay session');
    await expect(
      fetchApplePaySession(
        http(() => Response.json({ data: Buffer.from('[1,').toString('base64') })),
        'k',
        request,
      ),
    ).rejects.toThrow('Could not decode Apple Pay session');
    await expect(
      fetchApplePaySession(
        http(() => Response.json({ message: 'no' }, { status: 422 })),
        'k',
        request,
      ),
    ).rejects.toThrow('Could not get Apple Pay session');
    await expect(
      fetchApplePaySession(
        http(() => Response.json({ other: 1 })),
        'k',
        request,
      ),
    ).rejects.toThrow('Could not get Apple Pay session');
  });

  it('pays with applePayToken (the token’s JSON in base64) and browserInfo', async () => {
    const { send, state, sent } = walletHarness('applepay');
    makeAvailable(send);
    send({ type: 'wallet.pressed', at: 1000 });
    const token = { paymentData: { version: 'EC_v1', data: 'ü' }, transactionIdentifier: 'T1' };
    send({ type: 'wallet.authorized', token: applePayTokenOf(token) });
    await tick();
    const sentToken = (sent[0]?.paymentMethod as unknown as { applePayToken: string }).applePayToken;
    expect(JSON.parse(Buffer.from(sentToken, 'base64').toString('utf8'))).toEqual(token);
    expect(sent[0]).toEqual({ paymentMethod: { type: 'applepay', applePayToken: sentToken }, ...BROWSER });
    expect(applePayCompletionOf(state().payment)).toBe('success');
  });

  it('completes the sheet with failure after a refusal or an error, and nothing while submitting', async () => {
    const { send, state } = walletHarness('applepay', [{ resultCode: 'Refused' }]);
    makeAvailable(send);
    expect(applePayCompletionOf(state().payment)).toBeNull();
    send({ type: 'wallet.pressed', at: 1000 });
    send({ type: 'wallet.authorized', token: applePayTokenOf({}) });
    expect(applePayCompletionOf(state().payment)).toBeNull(); // submitting
    await tick();
    expect(applePayCompletionOf(state().payment)).toBe('failure');
    const failed = { ...state().payment, status: 'error' as const };
    expect(applePayCompletionOf(failed)).toBe('failure');
  });

  it('a cancelled sheet raises CANCEL', () => {
    const { send, errors } = walletHarness('applepay');
    makeAvailable(send);
    send({ type: 'wallet.pressed', at: 1000 });
    send({ type: 'wallet.cancelled' });
    expect(errors.map((error) => error.type)).toEqual(['CANCEL']);
  });

  it('refuses wrong options with IMPLEMENTATION_ERROR', () => {
    const make = (options: Record<string, unknown>) =>
      createPaymentMethodMachine(applePay as never, { type: 'applepay', ...options } as never, {
        submit: () => Promise.resolve({ resultCode: 'Authorised' }),
      });
    expect(() => make({ buttonColor: 'red' })).toThrow(/Invalid applepay options/);
    expect(() => make({ buttonType: 'pay-now' })).toThrow(/Invalid applepay options/);
    expect(() => make({ lineItems: [{ label: 'x', amount: 'ten' }] })).toThrow(/Invalid applepay options/);
    expect(() => make({ buttonColor: 'white-with-line', buttonType: 'top-up' })).not.toThrow();
  });
});

/** A stand-in ApplePaySession class. */
function fakeSessionClass(supportsVersion: (version: number) => boolean, canMakePayments = true) {
  const session = function () {} as unknown as Record<string, unknown>;
  session.supportsVersion = supportsVersion;
  session.canMakePayments = () => canMakePayments;
  session.STATUS_SUCCESS = 0;
  session.STATUS_FAILURE = 1;
  return session as never;
}

describe('scriptUrls.googlePay and scriptUrls.applePay', () => {
  const options = { environment: 'test', clientKey: 'test_ABC123' };

  it('takes absolute http(s) URLs', () => {
    const config = createCheckoutConfig({
      ...options,
      scriptUrls: {
        googlePay: 'http://127.0.0.1:3100/googlepay/gp/p/js/pay.js',
        applePay: 'https://apple.example/sdk.js',
      },
    });
    expect(config.scriptUrls).toEqual({
      googlePay: 'http://127.0.0.1:3100/googlepay/gp/p/js/pay.js',
      applePay: 'https://apple.example/sdk.js',
    });
  });

  it.each([
    [{ googlePay: 'pay.js' }, /must be an absolute URL[\s\S]*scriptUrls\.googlePay/],
    [{ googlePay: 'javascript:alert(1)' }, /must be an http\(s\) URL[\s\S]*scriptUrls\.googlePay/],
    [{ applePay: 'ftp://apple.example/sdk.js' }, /must be an http\(s\) URL[\s\S]*scriptUrls\.applePay/],
  ])('refuses %o with IMPLEMENTATION_ERROR', (scriptUrls, message) => {
    expect(() => createCheckoutConfig({ ...options, scriptUrls })).toThrow(message);
  });
});
