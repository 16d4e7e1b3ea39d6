/**
 * The sandbox's wallets: the Google Pay and Apple Pay stand-in scripts (served as JavaScript; they
 * run in Chromium in tests/e2e/wallets-google-apple.spec.ts), Apple Pay's merchant sessions
 * (`v1/applePay/sessions`), and the payments of googlepay and applepay: a well-formed token pays,
 * the declined test card is Refused, Google's 3-D Secure card asks for 3DS2, a bad token is a 422
 * and never a 5xx.
 */
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { sessionRequest } from './helpers';

const SERVICE = 'http://127.0.0.1:3100/';
const sandbox = createSandbox();

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await sandbox.handle(
    new Request(new URL(path, SERVICE), {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }),
  );
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // a script
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  return { status: response.status, headers: response.headers, body: parsed as any, text };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const random = (size: number) => Buffer.alloc(size, 7).toString('base64');

/** A Google Pay token as the stand-in makes it. */
function googleToken(card: string | null, changes: Record<string, unknown> = {}): string {
  const encryptedMessage = card ? b64({ sandboxCard: card }) : random(48);
  return JSON.stringify({
    signature: random(71),
    protocolVersion: 'ECv2',
    signedMessage: JSON.stringify({ encryptedMessage, ephemeralPublicKey: random(65), tag: random(32) }),
    ...changes,
  });
}

/** An Apple Pay token as the SDK sends it (base64 of the token's JSON). */
function appleToken(card: string | null, changes: Record<string, unknown> = {}): string {
  return b64({
    paymentData: {
      version: 'EC_v1',
      data: card ? b64({ sandboxCard: card }) : random(64),
      signature: random(64),
      header: { ephemeralPublicKey: random(91), publicKeyHash: random(32), transactionId: 'ab12cd34' },
      ...changes,
    },
    paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' },
    transactionIdentifier: 'AB12CD34',
  });
}

async function pay(paymentMethod: Record<string, unknown>, amount = { value: 7500, currency: 'EUR' }) {
  const session = await call('POST', 'merchant/v1/sessions', sessionRequest({ amount }), {
    'x-api-key': SANDBOX_API_KEY,
  });
  expect(session.status).toBe(201);
  return call('POST', `v1/sessions/${session.body.id}/payments?clientKey=${SANDBOX_CLIENT_KEY}`, {
    sessionData: session.body.sessionData,
    paymentMethod,
    browserInfo: { language: 'en-US', colorDepth: 24 },
  });
}

describe('the stand-in scripts', () => {
  it.each([
    ['googlepay/gp/p/js/pay.js', 'google.payments.api', 'loadPaymentData'],
    ['applepay/jsapi/1.latest/apple-pay-sdk.js', 'window.ApplePaySession', 'completeMerchantValidation'],
  ])('serves %s as JavaScript', async (path, global, member) => {
    const response = await call('GET', path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.text).toContain(global);
    expect(response.text).toContain(member);
    expect(response.text).toContain('visa-0002');
  });
});

describe('POST v1/applePay/sessions', () => {
  const request = {
    displayName: 'Sandbox Merchant',
    domainName: 'shop.example',
    initiative: 'web',
    merchantIdentifier: 'merchant.test.sandbox',
  };

  it('answers the merchant session, base64-encoded', async () => {
    const response = await call('POST', `v1/applePay/sessions?clientKey=${SANDBOX_CLIENT_KEY}`, request);
    expect(response.status).toBe(200);
    const session = JSON.parse(Buffer.from(response.body.data, 'base64').toString('utf8'));
    expect(session).toMatchObject({
      domainName: 'shop.example',
      displayName: 'Sandbox Merchant',
      merchantSessionIdentifier: expect.stringMatching(/^SSH[0-9A-F]{32}$/),
      signature: expect.any(String),
      nonce: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
    expect(session.expiresAt).toBeGreaterThan(session.epochTimestamp);
  });

  it.each([
    ['another merchant identifier', { ...request, merchantIdentifier: 'merchant.other' }, 422, '702'],
    ['another initiative', { ...request, initiative: 'messaging' }, 422, '702'],
    ['a domain that is not a host name', { ...request, domainName: 'https://shop.example/' }, 422, '702'],
    ['no display name', { ...request, displayName: undefined }, 422, '702'],
    ['a body that is not JSON', '{', 400, '701'],
  ])('refuses %s', async (_case, body, status, errorCode) => {
    const response = await call('POST', `v1/applePay/sessions?clientKey=${SANDBOX_CLIENT_KEY}`, body);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ errorCode });
  });

  it('refuses an unknown client key', async () => {
    const response = await call(
      'POST',
      'v1/applePay/sessions?clientKey=test_UNKNOWN0000000000000000000001',
      request,
    );
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: '901' });
  });
});

describe('Google Pay payments', () => {
  it.each([
    ['visa-1111', 'VISA', 'Authorised', '1111'],
    ['mc-4444', 'MASTERCARD', 'Authorised', '4444'],
    ['visa-0002', 'VISA', 'Refused', undefined],
    [null, 'VISA', 'Authorised', undefined],
  ])('pays with the test card %s (%s): %s', async (card, network, resultCode, lastFour) => {
    const response = await pay({
      type: 'googlepay',
      googlePayToken: googleToken(card),
      googlePayCardNetwork: network,
    });
    expect(response.status).toBe(200);
    expect(response.body.resultCode).toBe(resultCode);
    if (lastFour) expect(response.body.additionalData).toMatchObject({ cardSummary: lastFour });
  });

  it('refuses an amount ending in 13', async () => {
    const response = await pay(
      { type: 'googlepay', googlePayToken: googleToken('visa-1111'), googlePayCardNetwork: 'VISA' },
      { value: 7513, currency: 'EUR' },
    );
    expect(response.body.resultCode).toBe('Refused');
  });

  it('asks for 3DS2 with the 3-D Secure card', async () => {
    const response = await pay({
      type: 'googlepay',
      googlePayToken: googleToken('visa-3ds2'),
      googlePayCardNetwork: 'VISA',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      resultCode: 'IdentifyShopper',
      action: { type: 'threeDS2', subtype: 'fingerprint', paymentMethodType: 'googlepay' },
    });
  });

  it.each([
    ['no token', { googlePayCardNetwork: 'VISA' }],
    ['a token that is not JSON', { googlePayToken: 'abc', googlePayCardNetwork: 'VISA' }],
    [
      'another protocol',
      { googlePayToken: googleToken('visa-1111', { protocolVersion: 'v9' }), googlePayCardNetwork: 'VISA' },
    ],
    [
      'a signed message that is not JSON',
      { googlePayToken: googleToken(null, { signedMessage: '{' }), googlePayCardNetwork: 'VISA' },
    ],
    ['an unknown network', { googlePayToken: googleToken('visa-1111'), googlePayCardNetwork: 'MAESTRO' }],
    ['a token that is not a string', { googlePayToken: { signature: 'x' }, googlePayCardNetwork: 'VISA' }],
  ])('answers 422 for %s', async (_case, fields) => {
    const response = await pay({ type: 'googlepay', ...fields });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errorCode: '702', errorType: 'validation' });
  });

  it('answers 905 for paywithgoogle, which the test merchant does not offer', async () => {
    const response = await pay({
      type: 'paywithgoogle',
      googlePayToken: googleToken('visa-1111'),
      googlePayCardNetwork: 'VISA',
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errorCode: '905' });
  });
});

describe('Apple Pay payments', () => {
  it.each([
    ['visa-1111', 'Authorised'],
    ['mc-4444', 'Authorised'],
    ['visa-0002', 'Refused'],
    [null, 'Authorised'],
  ])('pays with the test card %s: %s', async (card, resultCode) => {
    const response = await pay({ type: 'applepay', applePayToken: appleToken(card) });
    expect(response.status).toBe(200);
    expect(response.body.resultCode).toBe(resultCode);
  });

  it.each([
    ['no token', {}],
    ['a token that is not base64', { applePayToken: 'not base64!' }],
    ['base64 that is not JSON', { applePayToken: Buffer.from('{').toString('base64') }],
    ['another version', { applePayToken: appleToken('visa-1111', { version: 'v9' }) }],
    ['no signature', { applePayToken: appleToken('visa-1111', { signature: undefined }) }],
    ['a huge token', { applePayToken: 'A'.repeat(20000) }],
  ])('answers 422 for %s', async (_case, fields) => {
    const response = await pay({ type: 'applepay', ...fields });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errorCode: '702' });
  });
});
