import * as v from 'valibot';
import type { HttpClient } from './http-client';

/** How long a checkout attempt id is reused (spec section 9: 15 minutes). */
const CHECKOUT_ATTEMPT_ID_TTL_MS = 15 * 60 * 1000;

/** The storage the id is cached in (sessionStorage in a browser; memory elsewhere). */
interface KeyValueStorage {
  /** Reads a value, or null. */
  getItem: (key: string) => string | null;
  /** Writes a value. */
  setItem: (key: string, value: string) => void;
}

/** Dependencies of the attempt-id cache. */
interface CheckoutAttemptIdOptions {
  /** The payment-service client. */
  http: HttpClient;
  /** The client key sent with the call. */
  clientKey: string;
  /** Persistent storage; an in-memory map when absent (server, tests). */
  storage?: KeyValueStorage;
  /** The clock (Date.now by default). */
  now?: () => number;
}

/** Gives the id of the current checkout attempt, fetched from the service and cached. */
interface CheckoutAttemptIdCache {
  /** The cached id if younger than 15 minutes, else a new one; null if the service is unreachable. */
  get: (signal?: AbortSignal) => Promise<string | null>;
}

const STORAGE_KEY = 'headless-checkout:checkout-attempt-id';
const StoredIdSchema = v.object({ id: v.string(), timestamp: v.number() });
const IdResponseSchema = v.object({ checkoutAttemptId: v.string() });

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

function readStored(storage: KeyValueStorage, now: number): string | null {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    const read = v.safeParse(StoredIdSchema, raw ? JSON.parse(raw) : null);
    const stored = read.success ? read.output : null;
    if (stored && now - stored.timestamp < CHECKOUT_ATTEMPT_ID_TTL_MS && now >= stored.timestamp) {
      return stored.id;
    }
  } catch {
    // Unreadable storage (blocked, corrupt): fetch a new id.
  }
  return null;
}

/** Creates the cache: one request at a time, the id reused for 15 minutes from when it was fetched. */
function createCheckoutAttemptIdCache({
  http,
  clientKey,
  storage = memoryStorage(),
  now = Date.now,
}: CheckoutAttemptIdOptions): CheckoutAttemptIdCache {
  let pending: Promise<string | null> | null = null;
  const get = (signal?: AbortSignal): Promise<string | null> => {
    const cached = readStored(storage, now());
    if (cached) return Promise.resolve(cached);
    pending ??= http
      .request({
        path: 'v2/analytics/id',
        method: 'POST',
        query: { clientKey },
        body: {},
        schema: IdResponseSchema,
        ...(signal ? { signal } : {}),
      })
      .then(({ checkoutAttemptId }) => {
        try {
          storage.setItem(STORAGE_KEY, JSON.stringify({ id: checkoutAttemptId, timestamp: now() }));
        } catch {
          // Storage full or blocked: the id still serves this call.
        }
        return checkoutAttemptId;
      })
      .catch(() => null)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  return { get };
}

export { CHECKOUT_ATTEMPT_ID_TTL_MS, createCheckoutAttemptIdCache };
export type { CheckoutAttemptIdCache, CheckoutAttemptIdOptions, KeyValueStorage };
