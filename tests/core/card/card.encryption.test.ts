import { compactDecrypt, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCardEncryptor, createHttpClient } from 'headless-checkout/core';

const API = 'http://service.test/';
const keys = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048, extractable: true });
const jwk = await exportJWK(keys.publicKey);
let keyRequests = 0;
let keyAvailable = true;
/** The key response body; the real key when null. */
let keyBody: unknown = null;

const server = setupServer(
  http.get(`${API}v1/clientKeys/test_KEY/publicKey`, () => {
    keyRequests += 1;
    return keyAvailable
      ? HttpResponse.json(keyBody ?? { kid: 'kid-1', jwk })
      : HttpResponse.json(
          { status: 404, errorCode: '901', message: 'ERROR: Invalid ClientKey', errorType: 'security' },
          { status: 404 },
        );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  keyRequests = 0;
  keyAvailable = true;
  keyBody = null;
});
afterAll(() => server.close());

const http_ = createHttpClient({ apiUrl: API });
const loadJose = () => import('jose');

describe('createCardEncryptor', () => {
  it('encrypts a field as JWE compact (RSA-OAEP-256 + A256GCM) to the client key, with generationtime', async () => {
    const encryptor = createCardEncryptor({
      http: http_,
      clientKey: 'test_KEY',
      now: () => Date.UTC(2026, 10, 22, 10),
      loadJose,
    });
    const jwe = await encryptor.encrypt('number', '4111111111111111');
    expect(jwe.split('.')).toHaveLength(5);
    expect(decodeProtectedHeader(jwe)).toEqual({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'kid-1' });
    const { plaintext } = await compactDecrypt(jwe, keys.privateKey);
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({
      number: '4111111111111111',
      generationtime: '2026-11-22T10:00:00.000Z',
    });
    expect(jwe).not.toContain('4111');
  });

  it('fetches the key once for many fields, and gives a fresh ciphertext each time', async () => {
    const encryptor = createCardEncryptor({ http: http_, clientKey: 'test_KEY', loadJose });
    const [a, b] = await Promise.all([encryptor.encrypt('cvc', '737'), encryptor.encrypt('cvc', '737')]);
    expect(a).not.toBe(b);
    expect(keyRequests).toBe(1);
  });

  it('rejects with the service error when the key cannot be had, and retries next time', async () => {
    keyAvailable = false;
    const encryptor = createCardEncryptor({ http: http_, clientKey: 'test_KEY', loadJose });
    await expect(encryptor.encrypt('number', '4111111111111111')).rejects.toMatchObject({
      type: 'NETWORK_ERROR',
      message: 'Could not get the public key for card-data encryption',
      status: 404,
    });
    keyAvailable = true;
    await expect(encryptor.encrypt('number', '4111111111111111')).resolves.toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    expect(keyRequests).toBe(2);
  });

  it.each([
    ['an empty kid', { kid: '', jwk }],
    ['no kid', { jwk }],
    ['a number as kid', { kid: 1, jwk }],
    ['no jwk', { kid: 'kid-1' }],
    ['an EC jwk', { kid: 'kid-1', jwk: { ...jwk, kty: 'EC' } }],
    ['a jwk without its exponent', { kid: 'kid-1', jwk: { kty: 'RSA', n: jwk.n } }],
    ['a jwk with a numeric modulus', { kid: 'kid-1', jwk: { ...jwk, n: 65537 } }],
    ['a list', [{ kid: 'kid-1', jwk }]],
    ['a string', 'kid-1'],
  ])(
    'rejects a key response with %s as an unexpected response, and fetches it again next time',
    async (_, body) => {
      keyBody = body;
      const encryptor = createCardEncryptor({ http: http_, clientKey: 'test_KEY', loadJose });
      await expect(encryptor.encrypt('cvc', '737')).rejects.toMatchObject({
        type: 'ERROR',
        message: expect.stringContaining('Unexpected response from v1/clientKeys/test_KEY/publicKey'),
      });
      keyBody = { kid: 'kid-2', jwk: { ...jwk, alg: 'RSA-OAEP-256', use: 'enc' }, unknown: true };
      expect(decodeProtectedHeader(await encryptor.encrypt('cvc', '737'))).toMatchObject({ kid: 'kid-2' });
      expect(keyRequests).toBe(2);
    },
  );
});
