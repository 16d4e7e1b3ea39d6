/**
 * The advanced flow's merchant-server calls (`x-api-key`): payment methods, payments with the SDK's
 * payment data plus the merchant's fields, and payment details with an action's result; the same
 * processors and rules as the sessions flow, answers without sessionData, bad input a 4xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_API_KEY } from '../../examples/sandbox/merchants';
import { startSandboxServer, type SandboxServer } from '../../examples/sandbox/server';
import { authoriseAtBank } from './flow-helpers';
import { createClient, createSession, encryptField, fetchPublicKey, type SandboxClient } from './helpers';

let running: SandboxServer;
let client: SandboxClient;
beforeAll(async () => {
  running = await startSandboxServer({ port: 0, sandbox: createSandbox() });
  client = createClient(running.url);
});
afterAll(async () => {
  await running.close();
});

const MERCHANT = { headers: { 'x-api-key': SANDBOX_API_KEY }, clientKey: null };
const ORDER = {
  amount: { value: 2499, currency: 'EUR' },
  reference: 'advanced-1',
  countryCode: 'NL',
  returnUrl: 'http://localhost:5173/checkout/return',
};

async function card(number: string) {
  const key = await fetchPublicKey(client);
  const year = String(new Date().getUTCFullYear() + 2);
  return {
    type: 'scheme',
    encryptedCardNumber: await encryptField(key, 'number', number),
    encryptedExpiryMonth: await encryptField(key, 'expiryMonth', '03'),
    encryptedExpiryYear: await encryptField(key, 'expiryYear', year),
    encryptedSecurityCode: await encryptField(key, 'cvc', '737'),
    holderName: 'J. Smith',
  };
}

describe('the merchant server’s payments (advanced flow)', () => {
  it('a card pays with the SDK’s data and the merchant’s fields; the answer has no sessionData', async () => {
    const methods = await client.post(
      'merchant/v1/paymentMethods',
      { amount: ORDER.amount, countryCode: 'NL' },
      MERCHANT,
    );
    expect(methods.body.paymentMethods.map((method: { type: string }) => method.type)).toContain('scheme');
    const paid = await client.post(
      'merchant/v1/payments',
      { ...ORDER, paymentMethod: await card('4111111111111111'), clientStateDataIndicator: true },
      MERCHANT,
    );
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ resultCode: 'Authorised' });
    expect(paid.body.pspReference).toEqual(expect.any(String));
    expect(paid.body).not.toHaveProperty('sessionData');
    expect(paid.body).not.toHaveProperty('sessionResult');
  });

  it('iDEAL: the redirect action, the bank, then payments/details with the redirectResult, once', async () => {
    const started = await client.post(
      'merchant/v1/payments',
      { ...ORDER, reference: 'advanced-2', paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' } },
      MERCHANT,
    );
    expect(started.body).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect' } });
    const location = await authoriseAtBank(started.body);
    expect(`${location.origin}${location.pathname}`).toBe(ORDER.returnUrl);
    // The payment's own session is the service's: the return names none.
    expect(location.searchParams.has('sessionId')).toBe(false);
    const redirectResult = location.searchParams.get('redirectResult') ?? '';
    const done = await client.post('merchant/v1/payments/details', { details: { redirectResult } }, MERCHANT);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ resultCode: 'Authorised' });
    expect(done.body).not.toHaveProperty('sessionData');
    const again = await client.post(
      'merchant/v1/payments/details',
      { details: { redirectResult } },
      MERCHANT,
    );
    expect(again.status).toBe(422);
  });

  it("a checkout session's bank return adds the session's id to its returnUrl (its own query kept)", async () => {
    const session = await createSession(client, {
      returnUrl: 'http://localhost:5173/checkout-dropin/?market=NL',
    });
    const started = await client.post(`v1/sessions/${session.id}/payments`, {
      sessionData: session.sessionData,
      paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' },
    });
    const location = await authoriseAtBank(started.body);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/checkout-dropin/');
    expect(location.searchParams.get('market')).toBe('NL');
    expect(location.searchParams.get('sessionId')).toBe(session.id);
    expect(location.searchParams.get('redirectResult')).toEqual(expect.any(String));
  });

  it.each([
    { returnUrl: 'http://evil.example/?next=1', back: null },
    { returnUrl: 'https://localhost:5173/return', back: null },
    { returnUrl: 'http://127.0.0.1:5173/checkout-dropin/?page=hooks', back: 'http://127.0.0.1:5173' },
    { returnUrl: 'http://localhost:5173/elsewhere/', back: 'http://localhost:5173' },
  ])(
    "a page's own returnUrl $returnUrl: on an origin the client key allows or the session's, else 422",
    async ({ returnUrl, back }) => {
      const session = await createSession(client, { returnUrl: 'http://localhost:5173/checkout-dropin/' });
      const started = await client.post(`v1/sessions/${session.id}/payments`, {
        sessionData: session.sessionData,
        paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' },
        returnUrl,
      });
      if (back === null) {
        expect(started.status).toBe(422);
        expect(started.body.message).toBe(
          `Invalid request: returnUrl: ${new URL(returnUrl).origin} is not an origin this client key allows, nor the session's`,
        );
        return;
      }
      expect(started.body).toMatchObject({ resultCode: 'RedirectShopper' });
      const location = await authoriseAtBank(started.body);
      expect(location.origin).toBe(back);
      expect(location.pathname).toBe(new URL(returnUrl).pathname);
    },
  );

  it.each([
    { case: 'no API key', body: { ...ORDER, paymentMethod: { type: 'ideal' } }, headers: {}, status: 401 },
    {
      case: 'no returnUrl',
      body: { amount: ORDER.amount, reference: 'r', countryCode: 'NL', paymentMethod: { type: 'ideal' } },
      headers: MERCHANT.headers,
      status: 422,
    },
    {
      case: 'a method not offered',
      body: { ...ORDER, paymentMethod: { type: 'mystery_pay' } },
      headers: MERCHANT.headers,
      status: 422,
    },
    {
      case: "another merchant's account",
      body: { ...ORDER, merchantAccount: 'SomeoneElse', paymentMethod: { type: 'ideal' } },
      headers: MERCHANT.headers,
      status: 422,
    },
  ])('refuses $case with a clear error, never a 5xx', async ({ body, headers, status }) => {
    const answer = await client.post('merchant/v1/payments', body, { headers, clientKey: null });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ status, errorCode: expect.any(String), message: expect.any(String) });
  });

  it('payments/details with nothing pending is a 422, and with the client key alone a 401', async () => {
    const none = await client.post(
      'merchant/v1/payments/details',
      { details: { redirectResult: 'x' } },
      MERCHANT,
    );
    expect(none.status).toBe(422);
    const anonymous = await client.post('merchant/v1/payments/details', { details: {} }, {});
    expect(anonymous.status).toBe(401);
  });
});
