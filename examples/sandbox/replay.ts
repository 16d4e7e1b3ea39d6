/**
 * Encrypted card data is accepted once (docs/sandbox.md, "A JWE set is accepted once"). A payment's
 * JWE set is the set of its `paymentMethod.encrypted*` values; once a payment made with a set is
 * authorised, pending or waiting for the shopper (3DS2, a redirect), the set is claimed and a payment
 * with the same set is refused, in this session or another. A refused, cancelled or failed payment
 * releases its set: the shopper may try the same typed card again (secured fields keep their values).
 *
 * Per client key the guard keeps the SHA-256 of each claimed set, at most
 * MAX_JWE_SETS_PER_CLIENT_KEY (the oldest forgotten first), so its memory stays bounded.
 */
import { createHash } from 'node:crypto';
import type { ResultCode } from './types';

/** Most claimed sets remembered per client key. */
const MAX_JWE_SETS_PER_CLIENT_KEY = 50_000;

/** Results after which a payment's set stays claimed (with an action, it stays claimed too). */
const CLAIMING_RESULTS: readonly ResultCode[] = ['Authorised', 'Pending', 'Received', 'PresentToShopper'];

/** The claimed JWE sets of every client key. */
class JweSetGuard {
  private readonly byClientKey = new Map<string, Set<string>>();

  constructor(private readonly capacity = MAX_JWE_SETS_PER_CLIENT_KEY) {}

  /**
   * The key of a payment method's JWE set (a SHA-256 of its `encrypted*` names and values, in name
   * order), or undefined when it carries none.
   */
  keyOf(paymentMethod: Record<string, unknown>): string | undefined {
    const entries = Object.entries(paymentMethod)
      .filter(
        (entry): entry is [string, string] =>
          entry[0].startsWith('encrypted') && typeof entry[1] === 'string' && entry[1].trim() !== '',
      )
      .map(([name, value]) => `${name}=${value.trim()}`)
      .sort();
    if (entries.length === 0) return undefined;
    return createHash('sha256').update(entries.join('\n')).digest('base64url');
  }

  /** Claims a set for a client key; false when it is claimed already (a replay). */
  claim(clientKey: string, key: string): boolean {
    let sets = this.byClientKey.get(clientKey);
    if (!sets) {
      sets = new Set();
      this.byClientKey.set(clientKey, sets);
    }
    if (sets.has(key)) return false;
    sets.add(key);
    if (sets.size > this.capacity) sets.delete(sets.values().next().value!);
    return true;
  }

  /** Releases a claimed set (its payment did not go through). */
  release(clientKey: string, key: string): void {
    this.byClientKey.get(clientKey)?.delete(key);
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

/** True when a final result (no action) keeps the payment's JWE set claimed. */
function keepsJweSet(resultCode: ResultCode): boolean {
  return CLAIMING_RESULTS.includes(resultCode);
}

export { JweSetGuard, MAX_JWE_SETS_PER_CLIENT_KEY, keepsJweSet };
