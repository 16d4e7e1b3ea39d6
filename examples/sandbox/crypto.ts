/**
 * Card-data encryption on the service side. Each client key has an RSA key pair (RSA-OAEP-256,
 * 2048-bit) generated with jose when the sandbox starts; the page encrypts every card field to the
 * public key as a JWE compact value (alg RSA-OAEP-256, enc A256GCM, kid of the key) whose plaintext
 * is `{ <field>: string, generationtime: ISO string }`. This module decrypts and checks such values.
 * The fields: `number`, `expiryMonth`, `expiryYear`, `cvc` (card and gift card fields), `password`
 * (the Korean card password) and `binValue` (the first digits sent to bin lookup).
 */
import { calculateJwkThumbprint, compactDecrypt, errors, exportJWK, generateKeyPair } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import * as v from 'valibot';
import { decryptionFailed } from './errors';

/** The key-management algorithm card data is encrypted with. */
const CARD_KEY_ALGORITHM = 'RSA-OAEP-256';
/** The content-encryption algorithm card data is encrypted with. */
const CARD_CONTENT_ENCRYPTION = 'A256GCM';
/** Oldest accepted generationtime: 24 hours. */
const CARD_DATA_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Clock difference tolerated for a generationtime slightly ahead of the service: 1 minute. */
const CARD_DATA_CLOCK_SKEW_MS = 60 * 1000;

/** The fields an encrypted value may carry (the card's, and ACH's bank account and routing numbers). */
type CardField =
  | 'number'
  | 'expiryMonth'
  | 'expiryYear'
  | 'cvc'
  | 'password'
  | 'binValue'
  | 'bankAccountNumber'
  | 'bankLocationId';

/** A decrypted card payload. */
interface CardPayload {
  /** The card (or gift card) number. */
  number?: string;
  /** Expiry month, two digits. */
  expiryMonth?: string;
  /** Expiry year, four digits. */
  expiryYear?: string;
  /** Security code (or gift card PIN). */
  cvc?: string;
  /** The first two digits of a Korean card's password. */
  password?: string;
  /** The first 6 to 11 digits of a card number (bin lookup). */
  binValue?: string;
  /** An ACH bank account number. */
  bankAccountNumber?: string;
  /** An ACH routing number (ABA). */
  bankLocationId?: string;
  /** When the page encrypted the value (ISO 8601). */
  generationtime: string;
}

/** One client key's key pair. */
interface ClientKeyPair {
  /** Key id: the RFC 7638 thumbprint of the public key. */
  kid: string;
  /** The public key as a JWK, with `kid`, `alg` and `use` set; safe to publish. */
  jwk: JWK;
  /** The private key; never leaves the service. */
  privateKey: CryptoKey;
}

/** Key pairs by client key, generated on first request (and eagerly at start by the sandbox). */
interface KeyRing {
  /** The key pair of a client key (the same pair on every call). */
  get(clientKey: string): Promise<ClientKeyPair>;
}

/** Options of the decrypt functions. */
interface DecryptOptions {
  /** The service's current time. */
  now: Date;
}

/** Generates an RSA-OAEP-256 2048-bit key pair with jose. */
async function generateClientKeyPair(): Promise<ClientKeyPair> {
  const { publicKey, privateKey } = await generateKeyPair(CARD_KEY_ALGORITHM, { modulusLength: 2048 });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return { kid, jwk: { ...publicJwk, kid, alg: CARD_KEY_ALGORITHM, use: 'enc' }, privateKey };
}

/** Builds a key ring; each client key's pair is generated once. */
function createKeyRing(): KeyRing {
  const pairs = new Map<string, Promise<ClientKeyPair>>();
  return {
    get(clientKey) {
      let pair = pairs.get(clientKey);
      if (!pair) {
        pair = generateClientKeyPair();
        pairs.set(clientKey, pair);
      }
      return pair;
    },
  };
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const CardPayloadSchema = v.object({
  number: v.optional(v.string()),
  expiryMonth: v.optional(v.string()),
  expiryYear: v.optional(v.string()),
  cvc: v.optional(v.string()),
  password: v.optional(v.string()),
  binValue: v.optional(v.string()),
  bankAccountNumber: v.optional(v.string()),
  bankLocationId: v.optional(v.string()),
  generationtime: v.pipe(v.string(), v.regex(ISO_TIMESTAMP, 'generationtime is not an ISO 8601 timestamp')),
});

class KeyIdMismatch extends Error {}

function reasonOf(error: unknown): string {
  if (error instanceof KeyIdMismatch) return error.message;
  if (error instanceof errors.JOSEAlgNotAllowed)
    return `only alg ${CARD_KEY_ALGORITHM} with enc ${CARD_CONTENT_ENCRYPTION} is accepted`;
  if (error instanceof errors.JWEDecryptionFailed)
    return 'the value was tampered with or encrypted to another key';
  if (error instanceof errors.JOSEError) return 'the value is not a valid JWE compact value';
  return 'the value is not a valid JWE compact value';
}

/**
 * Decrypts a JWE compact value into its card payload. Rejects (422, errorCode 174) a value that is
 * not a string, not a JWE, uses other algorithms, names another kid, was tampered with, was
 * encrypted to another key, has no valid generationtime, or whose generationtime is older than
 * 24 hours or ahead of `now` by more than a minute.
 */
async function decryptCardPayload(
  value: unknown,
  keyPair: ClientKeyPair,
  options: DecryptOptions,
): Promise<CardPayload> {
  if (typeof value !== 'string' || value.trim() === '') throw decryptionFailed('no encrypted value was sent');
  let plaintext: Uint8Array;
  try {
    const result = await compactDecrypt(
      value.trim(),
      (header) => {
        if (header.kid !== keyPair.kid) {
          throw new KeyIdMismatch(
            header.kid ? `unknown key id ${header.kid}` : 'the protected header has no kid',
          );
        }
        return keyPair.privateKey;
      },
      {
        keyManagementAlgorithms: [CARD_KEY_ALGORITHM],
        contentEncryptionAlgorithms: [CARD_CONTENT_ENCRYPTION],
      },
    );
    plaintext = result.plaintext;
  } catch (error) {
    throw decryptionFailed(reasonOf(error));
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(plaintext));
  } catch {
    throw decryptionFailed('the payload is not JSON');
  }
  const payload = v.safeParse(CardPayloadSchema, parsed);
  if (!payload.success)
    throw decryptionFailed(payload.issues[0]?.message ?? 'the payload has an unexpected shape');

  const generated = Date.parse(payload.output.generationtime);
  if (Number.isNaN(generated)) throw decryptionFailed('generationtime is not an ISO 8601 timestamp');
  const now = options.now.getTime();
  if (generated < now - CARD_DATA_MAX_AGE_MS) throw decryptionFailed('generationtime is older than 24 hours');
  if (generated > now + CARD_DATA_CLOCK_SKEW_MS) throw decryptionFailed('generationtime is in the future');
  return payload.output;
}

/** Decrypts a JWE compact value and returns one field of it; a missing field is rejected like a bad value. */
async function decryptCardField(
  value: unknown,
  field: CardField,
  keyPair: ClientKeyPair,
  options: DecryptOptions,
): Promise<string> {
  const payload = await decryptCardPayload(value, keyPair, options);
  const text = payload[field];
  if (typeof text !== 'string' || text === '') throw decryptionFailed(`the payload has no ${field}`);
  return text;
}

export {
  CARD_CONTENT_ENCRYPTION,
  CARD_DATA_CLOCK_SKEW_MS,
  CARD_DATA_MAX_AGE_MS,
  CARD_KEY_ALGORITHM,
  createKeyRing,
  decryptCardField,
  decryptCardPayload,
  generateClientKeyPair,
};
export type { CardField, CardPayload, ClientKeyPair, DecryptOptions, KeyRing };
