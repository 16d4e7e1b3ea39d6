/** Identifiers and opaque tokens; all randomness comes from node:crypto. */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A payment-service reference: 16 upper-case letters and digits, e.g. `K9X2Q7R4M1T8W3Z6`. */
function newPspReference(): string {
  let reference = '';
  for (let index = 0; index < 16; index += 1) reference += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return reference;
}

/** A session id: `CS` and 16 upper-case hex digits. */
function newSessionId(): string {
  return `CS${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** An opaque, unguessable token (base64url of `bytes` random bytes) with an optional prefix. */
function newOpaqueToken(prefix = '', bytes = 24): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

/** A checkout attempt id: a UUID, the time in milliseconds and 32 random hex digits. */
function newCheckoutAttemptId(now: Date): string {
  return `${randomUUID()}${now.getTime()}${randomBytes(16).toString('hex').toUpperCase()}`;
}

export { newCheckoutAttemptId, newOpaqueToken, newPspReference, newSessionId };
