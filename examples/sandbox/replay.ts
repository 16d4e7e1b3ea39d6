/**
 * Encrypted card data is accepted once (docs/sandbox.md, "A JWE set is accepted once"). A payment's
 * JWE set is the set of its `paymentMethod.encrypted*` values; once a payment made with a set is
 * authorised, pending or waiting for the shopper (3DS2, a redirect), the set is claimed and a payment
 * with the same set is refused, in this session or another. Its encrypted card number is claimed
 * with it: a captured number sent again with a freshly encrypted expiry and security code is refused
 * too. A refused, cancelled or failed payment releases its claim: the shopper may try the same typed
 * card again (secured fields keep their values).
 *
 * Per client key the guard keeps the SHA-256 of each claimed set and number, at most
 * MAX_JWE_SETS_PER_CLIENT_KEY (the oldest forgotten first), so its memory stays bounded.
 */
import { createHash } from 'node:crypto';
import type { ResultCode } from './types';

/** Most claimed sets remembered per client key. */
const MAX_JWE_SETS_PER_CLIENT_KEY = 50_000;

/** Results after which a payment's set stays claimed (with an action, it stays claimed too). */
const CLAIMING_RESULTS: readonly ResultCode[] = ['Authorised', 'Pending', 'Received', 'PresentToShopper'];

/** What a payment claims: its JWE set and, when it carries one, its encrypted card number. */
interface JweClaim {
  /** SHA-256 of the set's `encrypted*` names and values, in name order. */
  set: string;
  /** SHA-256 of its `encryptedCardNumber`, when it has one. */
  number?: string;
}

/** Why a claim was refused: its whole set, or its card number alone, is claimed by another payment. */
type JweClaimRefusal = 'set' | 'number';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The claimed JWE sets and card numbers of every client key. */
class JweSetGuard {
  private readonly byClientKey = new Map<string, Set<string>>();

  constructor(private readonly capacity = MAX_JWE_SETS_PER_CLIENT_KEY) {}

  /** What a payment method claims, or undefined when it carries no encrypted value. */
  claimOf(paymentMethod: Record<string, unknown>): JweClaim | undefined {
    const encrypted = Object.entries(paymentMethod)
      .filter(
        (entry): entry is [string, string] =>
          entry[0].startsWith('encrypted') && typeof entry[1] === 'string' && entry[1].trim() !== '',
      )
      .map(([name, value]) => [name, value.trim()] as const);
    if (encrypted.length === 0) return undefined;
    const set = `set:${sha256(
      encrypted
        .map(([name, value]) => `${name}=${value}`)
        .sort()
        .join('\n'),
    )}`;
    const number = encrypted.find(([name]) => name === 'encryptedCardNumber')?.[1];
    return number === undefined ? { set } : { set, number: `number:${sha256(number)}` };
  }

  /**
   * Claims a payment's set and card number for a client key, both or neither: the refusal when
   * either is claimed already (a replay), else undefined.
   */
  claim(clientKey: string, claim: JweClaim): JweClaimRefusal | undefined {
    let keys = this.byClientKey.get(clientKey);
    if (!keys) {
      keys = new Set();
      this.byClientKey.set(clientKey, keys);
    }
    if (keys.has(claim.set)) return 'set';
    if (claim.number !== undefined && keys.has(claim.number)) return 'number';
    for (const key of keysOf(claim)) {
      keys.add(key);
      if (keys.size > this.capacity) keys.delete(keys.values().next().value!);
    }
    return undefined;
  }

  /** Releases a claim (its payment did not go through). */
  release(clientKey: string, claim: JweClaim): void {
    const keys = this.byClientKey.get(clientKey);
    for (const key of keysOf(claim)) keys?.delete(key);
  }

  /** How many sets a client key has claimed. */
  size(clientKey: string): number {
    return this.byClientKey.get(clientKey)?.size ?? 0;
  }

  /** Forgets every claimed set. */
  clear(): void {
    this.byClientKey.clear();
  }
}

function keysOf(claim: JweClaim): string[] {
  return claim.number === undefined ? [claim.set] : [claim.set, claim.number];
}

/** True when a final result (no action) keeps the payment's JWE set claimed. */
function keepsJweSet(resultCode: ResultCode): boolean {
  return CLAIMING_RESULTS.includes(resultCode);
}

export { JweSetGuard, MAX_JWE_SETS_PER_CLIENT_KEY, keepsJweSet };
export type { JweClaim, JweClaimRefusal };
