// The payment service's answers, as the checkout reads them (valibot schemas): what each call
// keeps of a good answer, and the ERROR a bad one raises, its issues worded as valibot's summarize.
import { describe, expect, it } from 'vitest';
import {
  createDatasetClient,
  createHttpClient,
  createSessionClient,
  fetchOrderStatus,
  lookupBin,
  type HttpClient,
} from 'headless-checkout/core';

const API = 'http://service.test/checkoutshopper/';

/** A client whose every call is answered with `body` (JSON), status 200. */
function answering(body: unknown): HttpClient {
  return createHttpClient({
    apiUrl: API,
    fetch: async () => new Response(JSON.stringify(body), { status: 200 }),
  });
}

const session = (body: unknown) =>
  createSessionClient({
    http: answering(body),
    clientKey: 'test_K',
    session: { id: 'CS1', sessionData: 'sd0' },
  });

type Call = (body: unknown) => Promise<unknown>;

const CALLS: Record<string, [path: string, call: Call]> = {
  setup: ['v1/sessions/CS1/setup', (body) => session(body).setup()],
  payments: [
    'v1/sessions/CS1/payments',
    (body) => session(body).payments({ paymentMethod: { type: 'scheme' } }),
  ],
  paymentDetails: ['v1/sessions/CS1/paymentDetails', (body) => session(body).paymentDetails({ a: 1 })],
  checkBalance: [
    'v1/sessions/CS1/paymentMethodBalance',
    (body) => session(body).checkBalance({ type: 'giftcard' }),
  ],
  createOrder: ['v1/sessions/CS1/orders', (body) => session(body).createOrder()],
  cancelOrder: [
    'v1/sessions/CS1/orders/cancel',
    (body) => session(body).cancelOrder({ orderData: 'o', pspReference: 'p' }),
  ],
  orderStatus: ['v1/order/status', (body) => fetchOrderStatus(answering(body), 'test_K', 'o')],
};

const AMOUNT = { value: 1000, currency: 'EUR' };

describe('good answers: the known fields checked, the others kept', () => {
  it.each<[string, unknown, unknown]>([
    [
      'setup',
      { x: 1, configuration: { a: 1 }, paymentMethods: [], amount: AMOUNT, id: 'CS1', sessionData: 'sd1' },
      // The known fields first, in the check's order, then the others.
      { id: 'CS1', sessionData: 'sd1', amount: AMOUNT, paymentMethods: [], configuration: { a: 1 }, x: 1 },
    ],
    ['payments', { resultCode: 'Authorised', other: true }, { resultCode: 'Authorised', other: true }],
    [
      'payments',
      {
        action: { type: 'redirect', url: 'u' },
        order: { orderData: 'o', pspReference: 'p', remainingAmount: AMOUNT },
      },
      {
        action: { type: 'redirect', url: 'u' },
        order: { orderData: 'o', pspReference: 'p', remainingAmount: AMOUNT },
      },
    ],
    ['paymentDetails', {}, {}],
    [
      'checkBalance',
      { balance: AMOUNT, transactionLimit: AMOUNT },
      { balance: AMOUNT, transactionLimit: AMOUNT },
    ],
    [
      'createOrder',
      { orderData: 'o', pspReference: 'p', expiresAt: 'e' },
      { orderData: 'o', pspReference: 'p', expiresAt: 'e' },
    ],
    ['cancelOrder', { resultCode: 'Received' }, { resultCode: 'Received' }],
    ['orderStatus', {}, { paymentMethods: [] }],
    [
      'orderStatus',
      {
        remainingAmount: AMOUNT,
        paymentMethods: [{ type: 'giftcard', lastFour: '1234', amount: AMOUNT, x: 1 }],
      },
      {
        paymentMethods: [{ type: 'giftcard', lastFour: '1234', amount: AMOUNT, x: 1 }],
        remainingAmount: AMOUNT,
      },
    ],
  ])('%s %j', async (name, body, expected) => {
    const answer = await CALLS[name]![1](body);
    expect(answer).toStrictEqual(expected);
    expect(Object.keys(answer as object)).toEqual(Object.keys(expected as object));
  });

  it('carries the sessionData of every answer forward', async () => {
    const client = session({ id: 'CS1', sessionData: 'sd1' });
    await client.setup();
    expect(client.getSessionData()).toBe('sd1');
  });
});

describe('bad answers: an ERROR naming the path and every issue', () => {
  it.each<[string, unknown, string]>([
    ['setup', undefined, '× Invalid type: Expected Object but received undefined'],
    [
      'setup',
      [],
      '× Invalid key: Expected "id" but received undefined\n  → at id\n× Invalid key: Expected "sessionData" but received undefined\n  → at sessionData',
    ],
    [
      'setup',
      { id: 'CS1', sessionData: 2, amount: { value: '1' }, configuration: 'x' },
      '× Invalid type: Expected string but received 2\n  → at sessionData\n' +
        '× Invalid type: Expected number but received "1"\n  → at amount.value\n' +
        '× Invalid key: Expected "currency" but received undefined\n  → at amount.currency\n' +
        '× Invalid type: Expected Object but received "x"\n  → at configuration',
    ],
    [
      'payments',
      { action: 'redirect' },
      '× Invalid type: Expected Object but received "redirect"\n  → at action',
    ],
    [
      'payments',
      { order: { orderData: 'o' } },
      '× Invalid key: Expected "pspReference" but received undefined\n  → at order.pspReference',
    ],
    [
      'paymentDetails',
      { resultCode: null },
      '× Invalid type: Expected string but received null\n  → at resultCode',
    ],
    [
      'checkBalance',
      { balance: { value: 1, currency: false } },
      '× Invalid type: Expected string but received false\n  → at balance.currency',
    ],
    [
      'createOrder',
      { orderData: 'o', pspReference: 1 },
      '× Invalid type: Expected string but received 1\n  → at pspReference',
    ],
    ['cancelOrder', 'x', '× Invalid type: Expected Object but received "x"'],
    [
      'orderStatus',
      { paymentMethods: null },
      '× Invalid type: Expected Array but received null\n  → at paymentMethods',
    ],
    [
      'orderStatus',
      { paymentMethods: [{ type: 'giftcard' }, { lastFour: 1234 }] },
      '× Invalid key: Expected "type" but received undefined\n  → at paymentMethods.1.type\n' +
        '× Invalid type: Expected string but received 1234\n  → at paymentMethods.1.lastFour',
    ],
  ])('%s %j', async (name, body, issues) => {
    const [path, call] = CALLS[name]!;
    await expect(call(body)).rejects.toMatchObject({
      type: 'ERROR',
      status: 200,
      message: `Unexpected response from ${path}: ${issues}`,
    });
  });
});

describe('datasets', () => {
  it('keeps id and name of every entry', async () => {
    const countries = await createDatasetClient(
      answering([{ id: 'NL', name: 'Netherlands', x: 1 }]),
    ).getCountries();
    expect(countries).toStrictEqual([{ id: 'NL', name: 'Netherlands' }]);
  });

  it('an entry without a name makes the dataset unavailable; the cause names it', async () => {
    const error = await createDatasetClient(answering([{ id: 'NL' }]))
      .getCountries()
      .then(
        () => null,
        (caught: unknown) => caught as Error & { cause: Error },
      );
    expect(error?.message).toBe('Dataset countries is not available');
    expect(error?.cause.message).toBe(
      'Unexpected response from datasets/countries.json: × Invalid key: Expected "name" but received undefined\n  → at 0.name',
    );
  });
});

describe('lookupBin', () => {
  const request = { encryptedBin: 'e', supportedBrands: ['visa'], requestId: 'r1' };
  const brand = { brand: 'visa', supported: true };

  it.each<[string, unknown, unknown]>([
    [
      'a full answer',
      {
        requestId: 'r1',
        brands: [
          {
            ...brand,
            panLength: 16,
            cvcPolicy: 'optional',
            expiryDatePolicy: 'hidden',
            enableLuhnCheck: true,
            x: 1,
          },
        ],
        issuingCountryCode: 'nl',
        showSocialSecurityNumber: false,
        y: 2,
      },
      {
        type: 'resolved',
        result: {
          requestId: 'r1',
          brands: [
            {
              ...brand,
              panLength: 16,
              cvcPolicy: 'optional',
              expiryDatePolicy: 'hidden',
              enableLuhnCheck: true,
            },
          ],
          issuingCountryCode: 'nl',
          showSocialSecurityNumber: false,
        },
      },
    ],
    [
      'no brands',
      { requestId: 'r1', brands: [] },
      { type: 'resolved', result: { requestId: 'r1', brands: [] } },
    ],
    [
      'an unknown policy',
      { requestId: 'r1', brands: [{ ...brand, cvcPolicy: 'sometimes' }] },
      { type: 'failed', requestId: 'r1', error: 'unknownError' },
    ],
    [
      'a brand without supported',
      { requestId: 'r1', brands: [{ brand: 'visa' }] },
      { type: 'failed', requestId: 'r1', error: 'unknownError' },
    ],
    [
      'an empty requestId',
      { requestId: '', brands: [] },
      { type: 'failed', requestId: '', error: 'unknownError' },
    ],
    ['an error-like answer', { errorCode: '1', status: 422 }, { type: 'failed', error: 'unknownError' }],
  ])('%s', async (_name, body, outcome) => {
    await expect(lookupBin(answering(body), 'test_K', request)).resolves.toStrictEqual(outcome);
  });
});
