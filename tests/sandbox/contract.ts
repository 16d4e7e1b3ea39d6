/**
 * The sandbox's behaviour, as a suite run twice: through msw (sandbox.msw.test.ts) and over real
 * HTTP (sandbox.http.test.ts). `start` serves a sandbox and returns its base URL.
 */
import { generateKeyPair, exportJWK } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import type { Sandbox } from '../../examples/sandbox/app';
import { ERROR_CODES, SandboxError } from '../../examples/sandbox/errors';
import {
  SANDBOX_API_KEY,
  SANDBOX_CLIENT_KEY,
  SANDBOX_MERCHANT,
  SANDBOX_PAYMENT_METHODS,
  SANDBOX_SHOPPER_REFERENCE,
} from '../../examples/sandbox/merchants';
import type { MerchantConfig } from '../../examples/sandbox/merchants';
import type { PaymentProcessor } from '../../examples/sandbox/processors/registry';
import { describeAmazonPayContract } from './amazon-pay-contract';
import { describeCardContract } from './card-contract';
import { createClient, createSession, encryptField, fetchPublicKey, giftCardMethod, tamper } from './helpers';
import type { ClientResponse, SandboxClient } from './helpers';

/** A second merchant, to check that one merchant's sessions are closed to another's client key. */
const OTHER_MERCHANT: MerchantConfig = {
  merchantAccount: 'OtherMerchantECOM',
  name: 'Other Merchant',
  clientKeys: ['test_OTHER00000000000000000000002'],
  apiKeys: ['other-api-key'],
  paymentMethods: SANDBOX_PAYMENT_METHODS,
  storedPaymentMethods: {},
};

const GIVEX_50 = '6036280000000000010';
const GIVEX_25 = '6036280000000000044';
const GIVEX_0 = '6036280000000000028';
const GIVEX_USD = '6036280000000000036';
const SVS_LIMIT = '6006491286999921374';
const SVS_NO_PIN = '6006491286999921382';
const UNKNOWN = '6036280000000000099';

/** A stand-in redirect processor for 'ideal', to exercise pending actions and paymentDetails. */
const redirectProcessor: PaymentProcessor = {
  pay(context) {
    const paymentData = context.storePendingAction({ issuer: context.request.paymentMethod.issuer });
    return {
      resultCode: 'RedirectShopper',
      action: {
        type: 'redirect',
        method: 'GET',
        url: `http://bank.test/pay?ref=${paymentData}`,
        paymentMethodType: 'ideal',
        paymentData,
      },
    };
  },
  details(context) {
    if (context.details.redirectResult === context.pending.paymentData)
      return { resultCode: 'Authorised', name: 'iDEAL' };
    if (context.details.redirectResult === 'cancelled') return { resultCode: 'Cancelled', name: 'iDEAL' };
    throw new SandboxError(
      422,
      ERROR_CODES.invalidDetails,
      'Unsupported details: redirectResult is not from the bank page',
      'validation',
    );
  },
};

function expectError(response: ClientResponse, status: number, errorCode: string, message?: string | RegExp) {
  expect(response.status).toBe(status);
  expect(Object.keys(response.body as object).sort()).toEqual([
    'errorCode',
    'errorType',
    'message',
    'status',
  ]);
  expect(response.body.status).toBe(status);
  expect(response.body.errorCode).toBe(errorCode);
  expect(['validation', 'security', 'configuration', 'internal']).toContain(response.body.errorType);
  if (typeof message === 'string') expect(response.body.message).toBe(message);
  else if (message) expect(response.body.message).toMatch(message);
}

/** Runs the contract against a sandbox served by `start`. */
function describeSandboxContract(
  label: string,
  start: (sandbox: Sandbox) => Promise<{ base: string; stop(): Promise<void> }>,
) {
  describe(label, () => {
    const clock = { offsetMs: 0 };
    const sandbox = createSandbox({
      now: () => new Date(Date.now() + clock.offsetMs),
      merchants: [SANDBOX_MERCHANT, OTHER_MERCHANT],
    });
    sandbox.registerPaymentProcessor('ideal', redirectProcessor);
    let client: SandboxClient;
    let stop: () => Promise<void>;
    let publicKey: Awaited<ReturnType<typeof fetchPublicKey>>;

    beforeAll(async () => {
      await sandbox.ready;
      const served = await start(sandbox);
      stop = served.stop;
      client = createClient(served.base);
      publicKey = await fetchPublicKey(client);
    });
    afterAll(async () => {
      await stop?.();
    });
    beforeEach(() => {
      sandbox.reset();
      clock.offsetMs = 0;
    });

    const setup = (
      id: string,
      sessionData: string,
      extra: Record<string, unknown> = {},
      clientKey?: string,
    ) => client.post(`v1/sessions/${id}/setup`, { sessionData, ...extra }, clientKey ? { clientKey } : {});
    const balance = (id: string, sessionData: string, paymentMethod: unknown) =>
      client.post(`v1/sessions/${id}/paymentMethodBalance`, { sessionData, paymentMethod });
    const pay = (id: string, body: Record<string, unknown>) =>
      client.post(`v1/sessions/${id}/payments`, body);

    describe('merchant paymentMethods (advanced flow)', () => {
      const list = (body: Record<string, unknown>, apiKey = SANDBOX_API_KEY) =>
        client.post('merchant/v1/paymentMethods', body, { headers: { 'x-api-key': apiKey } });

      it("lists the methods for the country and currency, and the shopper's stored methods", async () => {
        const dutch = await list({
          amount: { value: 1000, currency: 'EUR' },
          countryCode: 'NL',
          shopperReference: SANDBOX_SHOPPER_REFERENCE,
        });
        expect(dutch.status).toBe(200);
        const types = dutch.body.paymentMethods.map((method: { type: string }) => method.type);
        expect(types).toEqual(expect.arrayContaining(['scheme', 'ideal']));
        expect(types).not.toContain('pix');
        expect(dutch.body.paymentMethods[0]).not.toHaveProperty('countries');
        expect(dutch.body.storedPaymentMethods.length).toBeGreaterThan(0);

        const brazilian = await list({ amount: { value: 1000, currency: 'BRL' }, countryCode: 'BR' });
        const brazilianTypes = brazilian.body.paymentMethods.map((method: { type: string }) => method.type);
        expect(brazilianTypes).toContain('pix');
        expect(brazilianTypes).not.toContain('ideal');
        expect(brazilian.body.storedPaymentMethods).toEqual([]);
      });

      it('honours blocked methods, and rejects a bad API key and a bad body', async () => {
        const blocked = await list({
          amount: { value: 1000, currency: 'EUR' },
          countryCode: 'NL',
          blockedPaymentMethods: ['ideal'],
        });
        expect(blocked.body.paymentMethods.map((method: { type: string }) => method.type)).not.toContain(
          'ideal',
        );
        expectError(
          await list({ amount: { value: 1000, currency: 'EUR' }, countryCode: 'NL' }, 'wrong'),
          401,
          '000',
        );
        expectError(await list({ amount: { value: 1000, currency: 'EUR' } }), 422, '702', /countryCode/);
      });
    });

    describe('CORS', () => {
      it('answers a preflight from a localhost origin, echoing the origin and the requested headers', async () => {
        const response = await client.request('OPTIONS', 'v1/sessions/CS0/setup', {
          clientKey: null,
          headers: {
            Origin: 'http://localhost:5173',
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type, x-requested-with',
          },
        });
        expect(response.status).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
        expect(response.headers.get('access-control-allow-methods')).toContain('POST');
        expect(response.headers.get('access-control-allow-headers')).toBe('content-type, x-requested-with');
        expect(response.headers.get('access-control-max-age')).toBe('600');
        expect(response.headers.get('vary')).toContain('Origin');
      });

      it('does not allow a foreign origin', async () => {
        const response = await client.request('OPTIONS', 'v1/sessions/CS0/setup', {
          clientKey: null,
          headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
        });
        expect(response.status).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
      });

      it('echoes a 127.0.0.1 origin on responses, errors included', async () => {
        const ok = await client.post('v2/analytics/id', {}, { headers: { Origin: 'http://127.0.0.1:4173' } });
        expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
        const error = await client.post(
          'v2/analytics/id',
          {},
          { clientKey: 'test_NOPE', headers: { Origin: 'http://localhost:3000' } },
        );
        expect(error.status).toBe(401);
        expect(error.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      });
    });

    describe('errors', () => {
      it('refuses an unknown or missing client key with 401 901', async () => {
        const { id, sessionData } = await createSession(client);
        expectError(
          await setup(id, sessionData, {}, 'test_UNKNOWN0000000000000000000009'),
          401,
          '901',
          'ERROR: Invalid ClientKey',
        );
        const missing = await client.post(`v1/sessions/${id}/setup`, { sessionData }, { clientKey: null });
        expectError(missing, 401, '901', 'ERROR: Invalid ClientKey');
        expect(missing.body.errorType).toBe('security');
      });

      it('refuses the merchant call without the right API key', async () => {
        const none = await client.post('merchant/v1/sessions', {});
        expectError(none, 401, '000');
        const wrong = await client.post('merchant/v1/sessions', {}, { headers: { 'x-api-key': 'nope' } });
        expectError(wrong, 401, '000');
        expect(wrong.body.errorType).toBe('security');
      });

      it('names every invalid field of a request (422 702)', async () => {
        const response = await client.post(
          'merchant/v1/sessions',
          { amount: { value: 10.5, currency: 'EUX' }, countryCode: 'nl', returnUrl: 'not a url' },
          { headers: { 'x-api-key': SANDBOX_API_KEY } },
        );
        expectError(response, 422, '702');
        expect(response.body.errorType).toBe('validation');
        for (const part of [
          'amount.value',
          'amount.currency',
          'countryCode',
          'returnUrl',
          'reference: is required',
        ]) {
          expect(response.body.message).toContain(part);
        }
      });

      it('answers malformed JSON with 400 701', async () => {
        const response = await client.post('merchant/v1/sessions', '{"amount":', {
          headers: { 'x-api-key': SANDBOX_API_KEY },
        });
        expectError(response, 400, '701', /^Malformed JSON/);
      });

      it('answers an unknown route with 404 and a wrong method with 405', async () => {
        expectError(
          await client.get('v1/nothing-here'),
          404,
          '404',
          /Route not found: GET \/v1\/nothing-here/,
        );
        const wrongMethod = await client.get('v2/analytics/id');
        expectError(wrongMethod, 405, '405');
        expect(wrongMethod.headers.get('allow')).toContain('POST');
      });
    });

    describe('sessions', () => {
      it('creates a session for the merchant', async () => {
        const before = Date.now();
        const response = await client.post(
          'merchant/v1/sessions',
          {
            amount: { value: 7500, currency: 'EUR' },
            countryCode: 'NL',
            returnUrl: 'http://localhost:5173/return',
            reference: 'order-1',
          },
          { headers: { 'x-api-key': SANDBOX_API_KEY } },
        );
        expect(response.status).toBe(201);
        expect(response.body).toMatchObject({
          amount: { value: 7500, currency: 'EUR' },
          countryCode: 'NL',
          shopperLocale: 'en-US',
          reference: 'order-1',
          merchantAccount: 'SandboxMerchantECOM',
        });
        expect(response.body.id).toMatch(/^CS[0-9A-F]{16}$/);
        expect(typeof response.body.sessionData).toBe('string');
        const expiresIn = Date.parse(response.body.expiresAt) - before;
        expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
        expect(expiresIn).toBeLessThanOrEqual(61 * 60 * 1000);
      });

      it('sets up a session with the methods offered for its country and currency', async () => {
        const { id, sessionData } = await createSession(client);
        const response = await setup(id, sessionData);
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({
          id,
          sessionData,
          amount: { value: 7500, currency: 'EUR' },
          countryCode: 'NL',
          shopperLocale: 'en-US',
        });
        expect(response.body.configuration).toEqual({ enableStoreDetails: false });
        const methods = response.body.paymentMethods.paymentMethods as {
          type: string;
          brand?: string;
          brands?: string[];
          issuers?: unknown[];
        }[];
        expect(methods.find((method) => method.type === 'scheme')?.brands).toEqual([
          'visa',
          'mc',
          'amex',
          'maestro',
          'bcmc',
          'cartebancaire',
          'elo',
        ]);
        expect(methods.filter((method) => method.type === 'giftcard').map((method) => method.brand)).toEqual([
          'givex',
          'svs',
        ]);
        expect(methods.find((method) => method.type === 'ideal')?.issuers?.length).toBeGreaterThan(5);
        expect(methods.map((method) => method.type)).toEqual(
          expect.arrayContaining(['sepadirectdebit', 'paypal', 'klarna']),
        );
        expect(methods.map((method) => method.type)).not.toContain('pix');
        expect(methods.every((method) => !('countries' in method) && !('currencies' in method))).toBe(true);
        expect(response.body.paymentMethods.storedPaymentMethods).toEqual([]);
      });

      it('offers Pix and not iDEAL in Brazil, and honours allowedPaymentMethods', async () => {
        const brazil = await createSession(client, {
          amount: { value: 1000, currency: 'BRL' },
          countryCode: 'BR',
        });
        const types = (await setup(brazil.id, brazil.sessionData)).body.paymentMethods.paymentMethods.map(
          (method: { type: string }) => method.type,
        );
        expect(types).toContain('pix');
        expect(types).not.toContain('ideal');
        const only = await createSession(client, { allowedPaymentMethods: ['scheme', 'givex'] });
        const onlyMethods = (await setup(only.id, only.sessionData)).body.paymentMethods.paymentMethods;
        expect(
          onlyMethods.map((method: { type: string; brand?: string }) => method.brand ?? method.type),
        ).toEqual(['scheme', 'givex']);
      });

      it('returns the stored methods and store-details configuration of a known shopper', async () => {
        const { id, sessionData } = await createSession(client, {
          shopperReference: 'sandbox-shopper',
          storePaymentMethodMode: 'askForConsent',
          installmentOptions: { card: { values: [1, 2, 3] } },
        });
        const response = await setup(id, sessionData);
        expect(response.body.configuration).toMatchObject({
          enableStoreDetails: true,
          enableInstallments: true,
        });
        expect(
          response.body.paymentMethods.storedPaymentMethods.map(
            (method: { lastFour?: string }) => method.lastFour,
          ),
        ).toEqual(['1111', '1115', '6789', undefined, undefined, undefined]);
      });

      it('refuses a tampered, foreign or stale sessionData with 422 Invalid session', async () => {
        const { id, sessionData } = await createSession(client);
        const other = await createSession(client);
        const [body = '', signature = ''] = sessionData.split('.');
        const forged = `${Buffer.from(Buffer.from(body, 'base64url').toString().replace('"v":1', '"v":2')).toString('base64url')}.${signature}`;
        expectError(await setup(id, forged), 422, '720', 'Invalid session');
        expectError(await setup(id, `${sessionData}x`), 422, '720', 'Invalid session');
        expectError(await setup(id, 'garbage'), 422, '720', 'Invalid session');
        expectError(await setup(other.id, sessionData), 422, '720', 'Invalid session');

        const foreign = await createSession(client, {}, 'other-api-key');
        expectError(await setup(foreign.id, foreign.sessionData), 422, '720', 'Invalid session');
        expect(
          (await setup(foreign.id, foreign.sessionData, {}, 'test_OTHER00000000000000000000002')).status,
        ).toBe(200);

        const order = await client.post(`v1/sessions/${id}/orders`, { sessionData });
        expect(order.status).toBe(200);
        expect(order.body.sessionData).not.toBe(sessionData);
        expectError(await setup(id, sessionData), 422, '720', 'Invalid session');
        expect((await setup(id, order.body.sessionData)).status).toBe(200);
      });

      it('refuses an expired session', async () => {
        const { id, sessionData } = await createSession(client);
        clock.offsetMs = 2 * 60 * 60 * 1000;
        expectError(await setup(id, sessionData), 422, '721', 'Session expired');
      });

      it('requires sessionData', async () => {
        const { id } = await createSession(client);
        expectError(await client.post(`v1/sessions/${id}/setup`, {}), 422, '702', /sessionData/);
      });

      it("refuses a page's returnUrl on a foreign origin with 422 702 and the reason (no open redirect)", async () => {
        // Trustly (a redirect of the service's own, not the iDEAL stand-in registered above), in Finland.
        const { id, sessionData } = await createSession(client, { countryCode: 'FI' });
        expectError(
          await pay(id, {
            sessionData,
            paymentMethod: { type: 'trustly' },
            returnUrl: 'http://evil.example/?next=1',
          }),
          422,
          '702',
          "Invalid request: returnUrl: http://evil.example is not an origin this client key allows, nor the session's",
        );
      });
    });

    describe('card-data encryption and gift card balance', () => {
      it('publishes an RSA-OAEP-256 public key per client key', async () => {
        expect(publicKey.jwk).toMatchObject({
          kty: 'RSA',
          alg: 'RSA-OAEP-256',
          use: 'enc',
          kid: publicKey.kid,
          e: 'AQAB',
        });
        expect(Buffer.from(publicKey.jwk.n ?? '', 'base64url').length).toBe(256);
        expect(publicKey.jwk).not.toHaveProperty('d');
        const again = await fetchPublicKey(client);
        expect(again.kid).toBe(publicKey.kid);
        const other = await fetchPublicKey(client, 'test_OTHER00000000000000000000002');
        expect(other.kid).not.toBe(publicKey.kid);
        expectError(
          await client.get('v1/clientKeys/test_UNKNOWN/publicKey'),
          401,
          '901',
          'ERROR: Invalid ClientKey',
        );
      });

      it('returns the balance of a valid card (NotEnoughBalance below the amount, Success at or above it)', async () => {
        const large = await createSession(client);
        const low = await balance(
          large.id,
          large.sessionData,
          await giftCardMethod(publicKey, GIVEX_50, '7373'),
        );
        expect(low.status).toBe(200);
        expect(low.body).toEqual({
          balance: { value: 5000, currency: 'EUR' },
          resultCode: 'NotEnoughBalance',
        });
        const small = await createSession(client, { amount: { value: 2000, currency: 'EUR' } });
        const enough = await balance(
          small.id,
          small.sessionData,
          await giftCardMethod(publicKey, GIVEX_50, '7373'),
        );
        expect(enough.body).toEqual({ balance: { value: 5000, currency: 'EUR' }, resultCode: 'Success' });
      });

      it('reports a zero balance and a transaction limit', async () => {
        const { id, sessionData } = await createSession(client);
        const zero = await balance(id, sessionData, await giftCardMethod(publicKey, GIVEX_0, '7373'));
        expect(zero.body).toEqual({ balance: { value: 0, currency: 'EUR' }, resultCode: 'NotEnoughBalance' });
        const limited = await balance(
          id,
          sessionData,
          await giftCardMethod(publicKey, SVS_LIMIT, '1111', 'svs'),
        );
        expect(limited.body).toEqual({
          balance: { value: 50000, currency: 'EUR' },
          transactionLimit: { value: 10000, currency: 'EUR' },
          resultCode: 'Success',
        });
        const noPin = await balance(
          id,
          sessionData,
          await giftCardMethod(publicKey, SVS_NO_PIN, undefined, 'svs'),
        );
        expect(noPin.body.resultCode).toBe('Success');
      });

      it('answers a card issued in another currency with its balance in that currency, Failed', async () => {
        const { id, sessionData } = await createSession(client);
        const foreign = await balance(id, sessionData, await giftCardMethod(publicKey, GIVEX_USD, '7373'));
        expect(foreign.status).toBe(200);
        expect(foreign.body).toEqual({
          balance: { value: 10000, currency: 'USD' },
          resultCode: 'Failed',
          refusalReason: 'Gift card currency USD does not match the payment currency EUR',
        });
      });

      it('answers an unknown card and a wrong brand with no balance, Failed', async () => {
        const { id, sessionData } = await createSession(client);
        const failed = { resultCode: 'Failed', refusalReason: 'Invalid gift card number or PIN' };
        for (const method of [
          await giftCardMethod(publicKey, UNKNOWN, '7373'),
          await giftCardMethod(publicKey, UNKNOWN, '0000'),
          await giftCardMethod(publicKey, GIVEX_50, '7373', 'svs'),
          // A wrong brand and a wrong PIN: not the card either.
          await giftCardMethod(publicKey, GIVEX_50, '0000', 'svs'),
        ]) {
          const answer = await balance(id, sessionData, method);
          expect(answer.status).toBe(200);
          expect(answer.body).toEqual(failed);
        }
      });

      it("answers a known card with a wrong or missing PIN with no balance, Failed, the 'Invalid Pin' code", async () => {
        const { id, sessionData } = await createSession(client);
        const wrongPin = { resultCode: 'Failed', refusalReason: 'Invalid Pin', refusalReasonCode: '17' };
        for (const method of [
          await giftCardMethod(publicKey, GIVEX_50, '0000'),
          await giftCardMethod(publicKey, GIVEX_50, undefined),
        ]) {
          const answer = await balance(id, sessionData, method);
          expect(answer.status).toBe(200);
          expect(answer.body).toEqual(wrongPin);
        }
      });

      it('checks a meal voucher with its security code and expiry; a wrong expiry is not the card', async () => {
        const { id, sessionData } = await createSession(client, { countryCode: 'FR' });
        const voucher = async (number: string, type: string, month: string, year: string) => ({
          type,
          brand: type,
          encryptedCardNumber: await encryptField(publicKey, 'number', number),
          encryptedSecurityCode: await encryptField(publicKey, 'cvc', '737'),
          encryptedExpiryMonth: await encryptField(publicKey, 'expiryMonth', month),
          encryptedExpiryYear: await encryptField(publicKey, 'expiryYear', year),
        });
        const natixis = await balance(
          id,
          sessionData,
          await voucher('5023640000000000014', 'mealVoucher_FR_natixis', '03', '2030'),
        );
        expect(natixis.body).toEqual({
          balance: { value: 3000, currency: 'EUR' },
          resultCode: 'NotEnoughBalance',
        });
        const wrongExpiry = await balance(
          id,
          sessionData,
          await voucher('5023640000000000014', 'mealVoucher_FR_natixis', '04', '2030'),
        );
        expect(wrongExpiry.body).toEqual({
          resultCode: 'Failed',
          refusalReason: 'Invalid gift card number or PIN',
        });
        const empty = await balance(
          id,
          sessionData,
          await voucher('6062020000000000018', 'mealVoucher_FR_groupeup', '03', '2030'),
        );
        expect(empty.body).toEqual({
          balance: { value: 0, currency: 'EUR' },
          resultCode: 'NotEnoughBalance',
        });
      });

      it('refuses tampered, foreign-key, mislabelled, stale and future card data with 422 174', async () => {
        const { id, sessionData } = await createSession(client);
        const pin = await encryptField(publicKey, 'cvc', '7373');
        const method = (encryptedCardNumber: string) => ({
          type: 'giftcard',
          brand: 'givex',
          encryptedCardNumber,
          encryptedSecurityCode: pin,
        });

        const tampered = await balance(
          id,
          sessionData,
          method(tamper(await encryptField(publicKey, 'number', GIVEX_50))),
        );
        expectError(tampered, 422, '174', /^Unable to decrypt data: the value was tampered with/);

        const foreignPair = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048, extractable: true });
        const foreignKey = { kid: publicKey.kid, jwk: await exportJWK(foreignPair.publicKey) };
        expectError(
          await balance(id, sessionData, method(await encryptField(foreignKey, 'number', GIVEX_50))),
          422,
          '174',
          /encrypted to another key/,
        );
        expectError(
          await balance(
            id,
            sessionData,
            method(await encryptField(publicKey, 'number', GIVEX_50, { kid: 'another-kid' })),
          ),
          422,
          '174',
          /unknown key id another-kid/,
        );

        const stale = new Date(Date.now() - 25 * 60 * 60 * 1000);
        expectError(
          await balance(
            id,
            sessionData,
            method(await encryptField(publicKey, 'number', GIVEX_50, { generationtime: stale })),
          ),
          422,
          '174',
          /older than 24 hours/,
        );
        const future = new Date(Date.now() + 60 * 60 * 1000);
        expectError(
          await balance(
            id,
            sessionData,
            method(await encryptField(publicKey, 'number', GIVEX_50, { generationtime: future })),
          ),
          422,
          '174',
          /in the future/,
        );
        expectError(await balance(id, sessionData, method('not-a-jwe')), 422, '174', /not a valid JWE/);
        expectError(
          await balance(id, sessionData, method(await encryptField(publicKey, 'cvc', GIVEX_50))),
          422,
          '174',
          /has no number/,
        );
      });

      it('refuses card data encrypted to another client key', async () => {
        const { id, sessionData } = await createSession(client);
        const otherKey = await fetchPublicKey(client, 'test_OTHER00000000000000000000002');
        expectError(
          await balance(id, sessionData, await giftCardMethod(otherKey, GIVEX_50, '7373')),
          422,
          '174',
          /unknown key id/,
        );
      });
    });

    describe('orders and partial payments', () => {
      it('creates an order, takes partial payments, reports its status and completes the session', async () => {
        const session = await createSession(client);
        const created = await client.post(`v1/sessions/${session.id}/orders`, {
          sessionData: session.sessionData,
        });
        expect(created.status).toBe(200);
        expect(created.body).toMatchObject({
          remainingAmount: { value: 7500, currency: 'EUR' },
          pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
        });
        expect(typeof created.body.orderData).toBe('string');
        expect(Number.isNaN(Date.parse(created.body.expiresAt))).toBe(false);
        const order = { orderData: created.body.orderData, pspReference: created.body.pspReference };

        const first = await pay(session.id, {
          sessionData: created.body.sessionData,
          paymentMethod: await giftCardMethod(publicKey, GIVEX_50, '7373'),
          order,
        });
        expect(first.status).toBe(200);
        expect(first.body.resultCode).toBe('Authorised');
        expect(first.body.order).toMatchObject({
          ...order,
          remainingAmount: { value: 2500, currency: 'EUR' },
        });
        expect(first.body.sessionResult).toBeUndefined();

        const status = await client.post('v1/order/status', { orderData: order.orderData });
        expect(status.body).toEqual({
          paymentMethods: [
            { type: 'givex', name: 'Givex', lastFour: '0010', amount: { value: 5000, currency: 'EUR' } },
          ],
          remainingAmount: { value: 2500, currency: 'EUR' },
        });
        const spent = await balance(
          session.id,
          first.body.sessionData,
          await giftCardMethod(publicKey, GIVEX_50, '7373'),
        );
        expect(spent.body.balance).toEqual({ value: 0, currency: 'EUR' });

        const withOrder = await setup(session.id, first.body.sessionData, { order });
        expect(withOrder.body.order).toMatchObject({ remainingAmount: { value: 2500, currency: 'EUR' } });

        const second = await pay(session.id, {
          sessionData: first.body.sessionData,
          paymentMethod: await giftCardMethod(publicKey, GIVEX_25, '7373'),
          order,
        });
        expect(second.body.resultCode).toBe('Authorised');
        expect(second.body.order.remainingAmount).toEqual({ value: 0, currency: 'EUR' });
        expect(typeof second.body.sessionResult).toBe('string');

        const outcome = await client.get(
          `merchant/v1/sessions/${session.id}?sessionResult=${encodeURIComponent(second.body.sessionResult)}`,
          {
            headers: { 'x-api-key': SANDBOX_API_KEY },
          },
        );
        expect(outcome.body).toMatchObject({ id: session.id, status: 'completed' });
        expect(outcome.body.payments).toHaveLength(2);

        const again = await pay(session.id, {
          sessionData: second.body.sessionData,
          paymentMethod: await giftCardMethod(publicKey, SVS_NO_PIN, undefined, 'svs'),
        });
        expectError(again, 422, '722', 'Session already completed');
      });

      it('opens the order itself when a gift card pays part of the amount, and reuses it', async () => {
        const session = await createSession(client, { amount: { value: 15000, currency: 'EUR' } });
        const first = await pay(session.id, {
          sessionData: session.sessionData,
          paymentMethod: await giftCardMethod(publicKey, SVS_LIMIT, '1111', 'svs'),
        });
        expect(first.body.resultCode).toBe('Authorised');
        expect(first.body.order.remainingAmount).toEqual({ value: 5000, currency: 'EUR' });
        const orders = await client.post(`v1/sessions/${session.id}/orders`, {
          sessionData: first.body.sessionData,
        });
        expect(orders.body.pspReference).toBe(first.body.order.pspReference);
        expect(orders.body.remainingAmount).toEqual({ value: 5000, currency: 'EUR' });
        const last = await pay(session.id, {
          sessionData: orders.body.sessionData,
          paymentMethod: await giftCardMethod(publicKey, GIVEX_50, '7373'),
        });
        expect(last.body.order.remainingAmount.value).toBe(0);
        expect(last.body.sessionResult).toBeDefined();
      });

      it('pays the whole amount at once when the card covers it', async () => {
        const session = await createSession(client, { amount: { value: 4000, currency: 'EUR' } });
        const paid = await pay(session.id, {
          sessionData: session.sessionData,
          paymentMethod: await giftCardMethod(publicKey, GIVEX_50, '7373'),
        });
        expect(paid.body.resultCode).toBe('Authorised');
        expect(paid.body.order).toBeUndefined();
        expect(paid.body.sessionResult).toBeDefined();
      });

      it('refuses a payment with a zero-balance card and keeps the session open', async () => {
        const session = await createSession(client);
        const refused = await pay(session.id, {
          sessionData: session.sessionData,
          paymentMethod: await giftCardMethod(publicKey, GIVEX_0, '7373'),
        });
        expect(refused.body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Not enough balance' });
        expect((await setup(session.id, refused.body.sessionData)).status).toBe(200);
      });

      it('cancels an order and refunds its partial payments', async () => {
        const session = await createSession(client);
        const paid = await pay(session.id, {
          sessionData: session.sessionData,
          paymentMethod: await giftCardMethod(publicKey, GIVEX_50, '7373'),
        });
        const order = { orderData: paid.body.order.orderData, pspReference: paid.body.order.pspReference };
        const cancelled = await client.post(`v1/sessions/${session.id}/orders/cancel`, {
          sessionData: paid.body.sessionData,
          order,
        });
        expect(cancelled.status).toBe(200);
        expect(cancelled.body.resultCode).toBe('Received');
        expect(typeof cancelled.body.sessionData).toBe('string');

        const refunded = await balance(
          session.id,
          cancelled.body.sessionData,
          await giftCardMethod(publicKey, GIVEX_50, '7373'),
        );
        expect(refunded.body.balance).toEqual({ value: 5000, currency: 'EUR' });
        const status = await client.post('v1/order/status', { orderData: order.orderData });
        expect(status.body).toEqual({
          paymentMethods: [],
          remainingAmount: { value: 7500, currency: 'EUR' },
        });
        expectError(
          await client.post(`v1/sessions/${session.id}/orders/cancel`, {
            sessionData: cancelled.body.sessionData,
            order,
          }),
          422,
          '723',
          'Order is cancelled',
        );
      });

      it('refuses an unknown or foreign order', async () => {
        const session = await createSession(client);
        const bogus = { orderData: 'nope', pspReference: 'NOPE' };
        expectError(
          await pay(session.id, {
            sessionData: session.sessionData,
            paymentMethod: await giftCardMethod(publicKey, GIVEX_50, '7373'),
            order: bogus,
          }),
          422,
          '723',
          'Invalid order',
        );
        expectError(await client.post('v1/order/status', { orderData: 'nope' }), 422, '723', 'Invalid order');
        const created = await client.post(`v1/sessions/${session.id}/orders`, {
          sessionData: session.sessionData,
        });
        expectError(
          await client.post(
            'v1/order/status',
            { orderData: created.body.orderData },
            { clientKey: 'test_OTHER00000000000000000000002' },
          ),
          422,
          '723',
        );
      });

      it('refuses payment methods without a processor or not offered (905)', async () => {
        const session = await createSession(client);
        for (const paymentMethod of [
          { type: 'bitcoin' },
          { type: 'pix' },
          { type: 'giftcard', brand: 'unknownbrand', encryptedCardNumber: 'x' },
        ]) {
          expectError(
            await pay(session.id, { sessionData: session.sessionData, paymentMethod }),
            422,
            '905',
            'Payment details are not supported',
          );
        }
      });
    });

    describe('pending actions and paymentDetails', () => {
      it('completes a redirect stored by a processor', async () => {
        const session = await createSession(client);
        const started = await pay(session.id, {
          sessionData: session.sessionData,
          paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' },
        });
        expect(started.body.resultCode).toBe('RedirectShopper');
        expect(started.body.action).toMatchObject({ type: 'redirect', paymentMethodType: 'ideal' });
        const paymentData = started.body.action.paymentData as string;

        const rejected = await client.post(`v1/sessions/${session.id}/paymentDetails`, {
          sessionData: started.body.sessionData,
          details: { redirectResult: 'forged' },
        });
        expectError(rejected, 422, '724', /Unsupported details/);
        const unknown = await client.post(`v1/sessions/${session.id}/paymentDetails`, {
          details: { redirectResult: 'unknown' },
        });
        expectError(unknown, 422, '724', 'No pending payment matches these details');

        // After a redirect the page may have no sessionData: the paymentData identifies the payment.
        const done = await client.post(`v1/sessions/${session.id}/paymentDetails`, {
          details: { redirectResult: paymentData },
        });
        expect(done.status).toBe(200);
        expect(done.body.resultCode).toBe('Authorised');
        expect(done.body.sessionResult).toBeDefined();
        expectError(
          await client.post(`v1/sessions/${session.id}/paymentDetails`, {
            details: { redirectResult: paymentData },
          }),
          422,
          '724',
        );
      });

      it('settles a cancelled redirect without completing the session', async () => {
        const session = await createSession(client);
        const started = await pay(session.id, {
          sessionData: session.sessionData,
          paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' },
        });
        const cancelled = await client.post(`v1/sessions/${session.id}/paymentDetails`, {
          sessionData: started.body.sessionData,
          details: { redirectResult: 'cancelled' },
        });
        expect(cancelled.body.resultCode).toBe('Cancelled');
        expect(cancelled.body.sessionResult).toBeUndefined();
        expect((await setup(session.id, cancelled.body.sessionData)).status).toBe(200);
      });
    });

    describe('analytics', () => {
      it('hands out a fresh checkoutAttemptId and accepts log events', async () => {
        const first = await client.post('v2/analytics/id', {
          version: '5.31.0',
          channel: 'Web',
          platform: 'Web',
          locale: 'en-US',
        });
        const second = await client.post('v2/analytics/id');
        expect(first.status).toBe(200);
        expect(first.body.checkoutAttemptId).toMatch(/^[0-9a-f-]{36}\d+[0-9A-F]{32}$/);
        expect(second.body.checkoutAttemptId).not.toBe(first.body.checkoutAttemptId);
        const log = await client.post('v2/analytics/log', {
          checkoutAttemptId: first.body.checkoutAttemptId,
          type: 'action',
        });
        expect(log.status).toBe(204);
        expect(sandbox.store.analyticsEvents).toHaveLength(1);
        expectError(await client.post('v2/analytics/id', {}, { clientKey: null }), 401, '901');
      });
    });

    describe('datasets', () => {
      it('lists every ISO 3166-1 country, named and sorted by name, with cache headers', async () => {
        const response = await client.get('datasets/countries.json', { clientKey: null });
        expect(response.status).toBe(200);
        const items = response.body as { id: string; name: string }[];
        expect(items).toHaveLength(249);
        expect(new Set(items.map((item) => item.id)).size).toBe(249);
        expect(items).toContainEqual({ id: 'NL', name: 'Netherlands' });
        expect(items.every((item) => item.name !== item.id)).toBe(true);
        const names = items.map((item) => item.name);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
        expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
        const etag = response.headers.get('etag') ?? '';
        expect(etag).toMatch(/^".+"$/);
        const cached = await client.get('datasets/countries.json', {
          clientKey: null,
          headers: { 'If-None-Match': etag },
        });
        expect(cached.status).toBe(304);
      });

      it.each([
        ['US', 'en-US', 57, { id: 'DC', name: 'District of Columbia' }],
        ['CA', 'en-US', 13, { id: 'QC', name: 'Quebec' }],
        ['CA', 'fr-CA', 13, { id: 'QC', name: 'Québec' }],
        ['BR', 'pt-BR', 27, { id: 'SP', name: 'São Paulo' }],
        ['AU', 'en-AU', 8, { id: 'NSW', name: 'New South Wales' }],
        ['IN', 'en-IN', 36, { id: 'DL', name: 'Delhi' }],
      ])('lists the states of %s in %s', async (country, locale, count, sample) => {
        const response = await client.get(`datasets/states/${country}/${locale}.json`, { clientKey: null });
        expect(response.status).toBe(200);
        expect(response.body).toHaveLength(count);
        expect(response.body).toContainEqual(sample);
        expect(response.headers.get('cache-control')).toContain('max-age=');
      });

      it('answers 404 for a country without a states dataset', async () => {
        expectError(
          await client.get('datasets/states/FR/en-US.json', { clientKey: null }),
          404,
          '404',
          'Dataset states/FR/en-US is not available',
        );
      });
    });

    describe('reset', () => {
      it('forgets sessions and restores gift card balances', async () => {
        const session = await createSession(client, { amount: { value: 1000, currency: 'EUR' } });
        await pay(session.id, {
          sessionData: session.sessionData,
          paymentMethod: await giftCardMethod(publicKey, GIVEX_50, '7373'),
        });
        expect(sandbox.store.giftCardBalances.get(GIVEX_50)?.value).toBe(4000);
        sandbox.reset();
        expect(sandbox.store.sessions.size).toBe(0);
        expect(sandbox.store.giftCardBalances.get(GIVEX_50)?.value).toBe(5000);
        expectError(await setup(session.id, session.sessionData), 422, '720');
      });
    });

    describeCardContract({ sandbox, client: () => client, publicKey: () => publicKey });
    describeAmazonPayContract({
      sandbox,
      client: () => client,
      other: { clientKey: OTHER_MERCHANT.clientKeys[0]!, apiKey: OTHER_MERCHANT.apiKeys[0]! },
    });
  });
}

export { OTHER_MERCHANT, SANDBOX_CLIENT_KEY, describeSandboxContract };
