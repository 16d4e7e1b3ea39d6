import type { CompactEncrypt as CompactEncryptClass, importJWK as importJWKFunction } from 'jose';
import * as v from 'valibot';
import { CheckoutError } from '../errors/checkout-error';
import type { HttpClient } from '../http/http-client';

/** The fields that are encrypted (the card's, ACH's bank account), by their names inside the encrypted payload. */
type EncryptedFieldName =
  | 'number'
  | 'expiryMonth'
  | 'expiryYear'
  | 'cvc'
  | 'password'
  | 'binValue'
  | 'bankAccountNumber'
  | 'bankLocationId';

/** Encrypts card data to the payment service's public key for a client key. */
interface CardEncryptor {
  /**
   * One field as JWE compact (RSA-OAEP-256 + A256GCM), payload `{ [field]: value, generationtime }`.
   * Rejects with an ERROR naming the cause when the key cannot be fetched or used.
   */
  encrypt: (field: EncryptedFieldName, value: string, signal?: AbortSignal) => Promise<string>;
}

/** Dependencies of the encryptor. */
interface CardEncryptorOptions {
  /** The payment-service client. */
  http: HttpClient;
  /** The client key whose public key is used. */
  clientKey: string;
  /** The clock for `generationtime`. */
  now?: () => number;
  /**
   * Gives jose's parts: `() => import('jose')` loads it on first use (a page in secured mode never
   * does); a bundle that has jose already (the frame) passes its static import.
   */
  loadJose: () => Promise<JoseParts>;
}

/** The parts of jose the encryptor uses. */
interface JoseParts {
  /** jose's CompactEncrypt. */
  CompactEncrypt: typeof CompactEncryptClass;
  /** jose's importJWK. */
  importJWK: typeof importJWKFunction;
}

/** The public key of a client key: its key id, and the RSA key as JWK (its other members kept for jose). */
interface PublicKeyResponse {
  kid: string;
  jwk: { kty: 'RSA'; n: string; e: string } & Record<string, unknown>;
}

const PublicKeySchema: v.GenericSchema<unknown, PublicKeyResponse> = v.object({
  kid: v.pipe(v.string(), v.nonEmpty()),
  jwk: v.looseObject({ kty: v.literal('RSA'), n: v.string(), e: v.string() }),
});

/**
 * Creates the encryptor. The public key is fetched once (GET v1/clientKeys/{clientKey}/publicKey)
 * when first needed and reused; a failed fetch is retried on the next call. jose comes from
 * `loadJose`, so the core never bundles it where it is not used.
 */
function createCardEncryptor({
  http,
  clientKey,
  now = Date.now,
  loadJose,
}: CardEncryptorOptions): CardEncryptor {
  let key: Promise<{ kid: string; key: CryptoKey | Uint8Array }> | null = null;
  const path = `v1/clientKeys/${encodeURIComponent(clientKey)}/publicKey`;
  const loadKey = (signal?: AbortSignal) => {
    key ??= http
      .request({
        path,
        errorMessage: 'Could not get the public key for card-data encryption',
        ...(signal ? { signal } : {}),
      })
      .then(async (body) => {
        const publicKey = v.safeParse(PublicKeySchema, body);
        if (!publicKey.success)
          throw new CheckoutError('ERROR', `Unexpected response from ${path}: not a key id with an RSA JWK`);
        const { kid, jwk } = publicKey.output;
        const { importJWK } = await loadJose();
        return { kid, key: await importJWK(jwk, 'RSA-OAEP-256') };
      })
      .catch((error: unknown) => {
        key = null;
        throw error;
      });
    return key;
  };
  return {
    encrypt: async (field, value, signal) => {
      const { kid, key: publicKey } = await loadKey(signal);
      const payload = JSON.stringify({ [field]: value, generationtime: new Date(now()).toISOString() });
      try {
        const { CompactEncrypt } = await loadJose();
        return await new CompactEncrypt(new TextEncoder().encode(payload))
          .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })
          .encrypt(publicKey);
      } catch (error) {
        throw new CheckoutError('ERROR', 'Could not encrypt the card data', { cause: error });
      }
    },
  };
}

export { createCardEncryptor };
export type { CardEncryptor, CardEncryptorOptions, EncryptedFieldName, JoseParts };
