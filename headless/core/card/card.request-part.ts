import { CheckoutError } from '../errors/checkout-error';
import { onDemand } from '../store/on-demand';
import type { CardEncryptor, CardEncryptorOptions } from './card.encryption';
import type * as requestModule from './card.request';
import type { CardDeps } from './card.types';

/**
 * The card form's request part: the code of its requests, which rendering and validation never
 * need: `buildCardPaymentData`, `collectEncryptedFields`, `payloadExpiryYear` and `splitExpiry`
 * (the payment data of spec section 3), `lookupBin` (POST v3/bin/binLookup) and
 * `createCardEncryptor` (jose loads after it, when it encrypts). One chunk, loaded with the form's
 * first bin lookup or submit, whichever comes first.
 */
type CardRequestPart = typeof requestModule;

/** Loads the request part. */
type CardRequestPartLoader = () => Promise<CardRequestPart>;

/**
 * The default loader: a dynamic import, shared by every form and request of the page while it
 * loads and after. A failed load is forgotten, so the next request tries again.
 */
const loadCardRequestPart: CardRequestPartLoader = onDemand(() => import('./card.request')).load;

/** Loads the request part with `load`; a failure to load is a NETWORK_ERROR. */
const requestPart = (load: CardRequestPartLoader): Promise<CardRequestPart> =>
  load().catch((cause: unknown) => {
    throw new CheckoutError('NETWORK_ERROR', "Could not load the card form's request part", { cause });
  });

/** What `createCardRequestDeps` needs: the encryptor's options, and the loader. */
interface CardRequestDepsOptions extends CardEncryptorOptions {
  /** Loads the request part; default `loadCardRequestPart` (a dynamic import, once per page). */
  loadRequestPart?: CardRequestPartLoader;
}

/**
 * The card machine's `encrypt` and `lookupBin` over the payment service, and its
 * `loadRequestPart`: each call loads the request part first (at once when it has loaded). The
 * encryptor is created on the first encryption (direct mode only: in secured mode the frames
 * encrypt). A part that cannot load fails the call as the call's own failure would: an encryption
 * rejects with a NETWORK_ERROR, a lookup gives 'unknownError'; the next call loads it again.
 */
function createCardRequestDeps({
  loadRequestPart = loadCardRequestPart,
  ...options
}: CardRequestDepsOptions): Pick<CardDeps, 'encrypt' | 'loadRequestPart' | 'lookupBin'> {
  let encryptor: CardEncryptor | undefined;
  return {
    encrypt: (field, value) =>
      requestPart(loadRequestPart).then((part) =>
        (encryptor ??= part.createCardEncryptor(options)).encrypt(field, value),
      ),
    lookupBin: (request) =>
      loadRequestPart().then(
        (part) => part.lookupBin(options.http, options.clientKey, request),
        () => ({ type: 'failed', requestId: request.requestId, error: 'unknownError' }),
      ),
    loadRequestPart,
  };
}

export { createCardRequestDeps, loadCardRequestPart, requestPart };
export type { CardRequestDepsOptions, CardRequestPart, CardRequestPartLoader };
