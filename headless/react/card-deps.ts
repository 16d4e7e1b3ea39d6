import { createCardEncryptor, lookupBin, type CardDeps, type Checkout } from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';

/** The card machine's dependencies in a browser: the checkout's client, jose on demand, the clock. */
function createCardDeps(checkout: Checkout): CardDeps {
  // jose loads only when the page encrypts (direct mode); in secured mode the frames do.
  const encryptor = createCardEncryptor({
    http: checkout.http,
    clientKey: checkout.config.clientKey,
    loadJose: () => import('jose'),
  });
  let requests = 0;
  return {
    now: Date.now,
    encrypt: encryptor.encrypt,
    lookupBin: (request: Parameters<typeof lookupBin>[2]) =>
      lookupBin(checkout.http, checkout.config.clientKey, request),
    submit: async (data: Parameters<Checkout['submitPayment']>[0]) => {
      const response = await checkout.submitPayment(data);
      checkout.reportResult(response);
      return response;
    },
    environment: collectBrowserEnvironment,
    createRequestId: () => `bin-${(requests += 1)}`,
    onError: (error: Parameters<Checkout['reportError']>[0]) => void checkout.reportError(error),
  };
}

export { createCardDeps };
