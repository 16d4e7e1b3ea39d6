import { CheckoutError, CHECKOUT_ERROR_MESSAGES } from '../errors/checkout-error';

/** The named environments of the payment service (spec section 9). */
type NamedEnvironment = 'test' | 'live' | 'live-us' | 'live-au' | 'live-apse' | 'live-in';

const ENVIRONMENT_URLS: Readonly<Record<NamedEnvironment, string>> = {
  test: 'https://checkoutshopper-test.headless-checkout.com/checkoutshopper/',
  live: 'https://checkoutshopper-live.headless-checkout.com/checkoutshopper/',
  'live-us': 'https://checkoutshopper-live-us.headless-checkout.com/checkoutshopper/',
  'live-au': 'https://checkoutshopper-live-au.headless-checkout.com/checkoutshopper/',
  'live-apse': 'https://checkoutshopper-live-apse.headless-checkout.com/checkoutshopper/',
  'live-in': 'https://checkoutshopper-live-in.headless-checkout.com/checkoutshopper/',
};

const NAMED_ENVIRONMENTS = Object.keys(ENVIRONMENT_URLS) as NamedEnvironment[];

/** A resolved environment: its kind and the service's base URL (ending in '/'). */
interface ResolvedEnvironment {
  /** The named environment, or 'custom' for a URL (how the sandbox is addressed). */
  name: NamedEnvironment | 'custom';
  /** Whether shoppers' money moves: live-* environments. */
  live: boolean;
  /** The base URL every call is relative to. */
  apiUrl: string;
}

/** Resolves `environment` (a name, case-insensitive, or an http(s) URL); throws IMPLEMENTATION_ERROR otherwise. */
function resolveEnvironment(environment: string): ResolvedEnvironment {
  const name = typeof environment === 'string' ? environment.trim().toLowerCase() : '';
  if ((NAMED_ENVIRONMENTS as string[]).includes(name)) {
    const named = name as NamedEnvironment;
    return { name: named, live: named !== 'test', apiUrl: ENVIRONMENT_URLS[named] };
  }
  let url: URL | null;
  try {
    url = new URL(String(environment));
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new CheckoutError(
      'IMPLEMENTATION_ERROR',
      CHECKOUT_ERROR_MESSAGES.invalidEnvironment(String(environment)),
    );
  }
  const apiUrl = url.href.endsWith('/') ? url.href : `${url.href}/`;
  return { name: 'custom', live: false, apiUrl };
}

/**
 * Checks that the client key's prefix matches the environment: `test_` keys only against
 * `test`, `live_` keys only against the live-* environments. A custom URL (a sandbox or a
 * proxy) accepts either prefix; the service behind it judges the key.
 * Throws IMPLEMENTATION_ERROR with 'No clientKey available' or the mismatch text.
 */
function assertClientKeyMatchesEnvironment(clientKey: string, environment: ResolvedEnvironment): void {
  if (typeof clientKey !== 'string' || clientKey.trim() === '') {
    throw new CheckoutError('IMPLEMENTATION_ERROR', CHECKOUT_ERROR_MESSAGES.noClientKey);
  }
  const prefix = clientKey.startsWith('test_') ? 'test' : clientKey.startsWith('live_') ? 'live' : null;
  if (prefix === null) {
    throw new CheckoutError('IMPLEMENTATION_ERROR', CHECKOUT_ERROR_MESSAGES.invalidClientKey);
  }
  if (environment.name === 'custom') return;
  if ((prefix === 'live') !== environment.live) {
    throw new CheckoutError(
      'IMPLEMENTATION_ERROR',
      CHECKOUT_ERROR_MESSAGES.keyEnvironmentMismatch(`${prefix}_`, environment.name),
    );
  }
}

export { ENVIRONMENT_URLS, NAMED_ENVIRONMENTS, assertClientKeyMatchesEnvironment, resolveEnvironment };
export type { NamedEnvironment, ResolvedEnvironment };
