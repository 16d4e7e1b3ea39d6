/** Card-data decryption, signed tokens and the router, tested directly. */
import { CompactEncrypt, importJWK } from 'jose';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptCardField, decryptCardPayload, generateClientKeyPair } from '../../examples/sandbox/crypto';
import type { ClientKeyPair } from '../../examples/sandbox/crypto';
import { SandboxError } from '../../examples/sandbox/errors';
import { createRouter } from '../../examples/sandbox/router';
import { createTokenSigner } from '../../examples/sandbox/tokens';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

async function encrypt(
  pair: ClientKeyPair,
  payload: unknown,
  header: { alg?: string; enc?: string; kid?: string } = {},
): Promise<string> {
  const alg = header.alg ?? 'RSA-OAEP-256';
  const key = await importJWK({ ...pair.jwk, alg }, alg);
  const plaintext = new TextEncoder().encode(typeof payload === 'string' ? payload : JSON.stringify(payload));
  return new CompactEncrypt(plaintext)
    .setProtectedHeader({ alg, enc: header.enc ?? 'A256GCM', kid: header.kid ?? pair.kid })
    .encrypt(key);
}

async function rejection(promise: Promise<unknown>): Promise<SandboxError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SandboxError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('decryptCardPayload', () => {
  let pair: ClientKeyPair;
  beforeAll(async () => {
    pair = await generateClientKeyPair();
  });

  it('publishes a 2048-bit RSA-OAEP-256 key with its thumbprint as kid', () => {
    expect(pair.jwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc', kid: pair.kid });
    expect(Buffer.from(pair.jwk.n ?? '', 'base64url').length * 8).toBe(2048);
    expect(pair.jwk.d).toBeUndefined();
  });

  it.each([
    ['just made', NOW.toISOString()],
    ['23 h 59 min old', new Date(NOW.getTime() - 24 * HOUR + 60_000).toISOString()],
    ['30 s ahead (clock skew)', new Date(NOW.getTime() + 30_000).toISOString()],
    ['with an offset', '2026-03-01T13:00:00+01:00'],
  ])('accepts a payload %s', async (_label, generationtime) => {
    const value = await encrypt(pair, { number: '6036280000000000010', generationtime });
    await expect(decryptCardPayload(value, pair, { now: NOW })).resolves.toEqual({
      number: '6036280000000000010',
      generationtime,
    });
    await expect(decryptCardField(value, 'number', pair, { now: NOW })).resolves.toBe('6036280000000000010');
  });

  it.each([
    [
      'older than 24 hours',
      { number: '1', generationtime: new Date(NOW.getTime() - 24 * HOUR - 1000).toISOString() },
      /older than 24 hours/,
    ],
    [
      'in the future',
      { number: '1', generationtime: new Date(NOW.getTime() + 5 * 60_000).toISOString() },
      /in the future/,
    ],
    ['without generationtime', { number: '1' }, /generationtime/],
    ['with a date-only generationtime', { number: '1', generationtime: '2026-03-01' }, /ISO 8601/],
    ['not JSON', 'number=1', /not JSON/],
  ])('rejects a payload %s', async (_label, payload, message) => {
    const error = await rejection(decryptCardPayload(await encrypt(pair, payload), pair, { now: NOW }));
    expect(error.toBody()).toMatchObject({ status: 422, errorCode: '174', errorType: 'validation' });
    expect(error.message).toMatch(message);
  });

  it('rejects other algorithms, another kid, a missing field and non-strings', async () => {
    const payload = { cvc: '737', generationtime: NOW.toISOString() };
    expect(
      (
        await rejection(
          decryptCardPayload(await encrypt(pair, payload, { alg: 'RSA-OAEP' }), pair, { now: NOW }),
        )
      ).message,
    ).toMatch(/only alg RSA-OAEP-256/);
    expect(
      (
        await rejection(
          decryptCardPayload(await encrypt(pair, payload, { enc: 'A128GCM' }), pair, { now: NOW }),
        )
      ).message,
    ).toMatch(/only alg/);
    expect(
      (await rejection(decryptCardPayload(await encrypt(pair, payload, { kid: 'x' }), pair, { now: NOW })))
        .message,
    ).toMatch(/unknown key id x/);
    expect(
      (await rejection(decryptCardField(await encrypt(pair, payload), 'number', pair, { now: NOW }))).message,
    ).toMatch(/has no number/);
    for (const value of [undefined, 42, '', 'a.b.c.d.e']) {
      expect((await rejection(decryptCardPayload(value, pair, { now: NOW }))).errorCode).toBe('174');
    }
  });

  it('rejects a value encrypted to another key pair under the same kid', async () => {
    const other = await generateClientKeyPair();
    const value = await encrypt(other, { number: '1', generationtime: NOW.toISOString() }, { kid: pair.kid });
    expect((await rejection(decryptCardPayload(value, pair, { now: NOW }))).message).toMatch(
      /tampered with or encrypted to another key/,
    );
  });
});

describe('createTokenSigner', () => {
  const Schema = v.object({ sid: v.string(), v: v.number() });

  it('verifies its own tokens and rejects any change', () => {
    const signer = createTokenSigner('secret');
    const token = signer.sign({ sid: 'CS1', v: 1 });
    expect(signer.verify(token, Schema)).toEqual({ sid: 'CS1', v: 1 });
    const [body = '', signature = ''] = token.split('.');
    const last = signature.at(-1) === 'A' ? 'B' : 'A';
    for (const changed of [
      `${body}.${signature.slice(0, -1)}${last}`,
      `${body}x.${signature}`,
      token.replace('.', ''),
      '',
      'a.b',
    ]) {
      expect(signer.verify(changed, Schema)).toBeUndefined();
    }
    expect(createTokenSigner('another secret').verify(token, Schema)).toBeUndefined();
    expect(signer.verify(signer.sign({ sid: 1 }), Schema)).toBeUndefined();
  });
});

describe('createRouter', () => {
  const router = createRouter([
    { method: 'POST', path: '/v1/sessions/:id/setup', handler: 'setup' },
    { method: 'POST', path: '/v1/sessions/:id/orders', handler: 'orders' },
    { method: 'POST', path: '/v1/sessions/:id/orders/cancel', handler: 'cancel' },
    { method: 'GET', path: '/datasets/states/:country/:locale.json', handler: 'states' },
  ]);

  it('matches paths and decodes parameters, including a parameter with a literal suffix', () => {
    expect(router.match('POST', '/v1/sessions/CS12/setup')).toMatchObject({
      kind: 'found',
      params: { id: 'CS12' },
    });
    expect(router.match('POST', '/v1/sessions/CS12/orders/cancel')).toMatchObject({
      kind: 'found',
      route: { handler: 'cancel' },
    });
    expect(router.match('GET', '/datasets/states/CA/fr-CA.json')).toMatchObject({
      kind: 'found',
      params: { country: 'CA', locale: 'fr-CA' },
    });
    expect(router.match('HEAD', '/datasets/states/CA/fr%2DCA.json')).toMatchObject({
      kind: 'found',
      params: { locale: 'fr-CA' },
    });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(router.match('GET', '/v1/sessions/CS12/setup')).toEqual({
      kind: 'methodNotAllowed',
      allowed: ['POST'],
    });
    expect(router.match('POST', '/v1/sessions/CS12/setup/extra')).toEqual({ kind: 'notFound' });
    expect(router.match('GET', '/datasets/states/CA/fr-CA.jsonx')).toEqual({ kind: 'notFound' });
  });
});
