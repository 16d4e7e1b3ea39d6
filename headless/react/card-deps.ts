import { createCardEncryptor, lookupBin, type CardDeps, type Checkout } from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';

/**
 * The card machine's dependencies in a browser: the checkout's client and clock, the bin lookup
 * over the payment service, the browser details of a payment, and the encryptor (used in direct
 * mode and for a direct-mode bin: jose loads with its first encryption; in secured mode the frames
 * encrypt and the page never loads it).
 */
function createCardDeps(checkout: Checkout): CardDeps {
  const { http } = checkout;
  const { clientKey } = checkout.config;
  const encryptor = createCardEncryptor({ http, clientKey, loadJose: () => import('jose') });
  let requests = 0;
  return {
    now: Date.now,
    encrypt: (field, value) => encryptor.encrypt(field, value),
    lookupBin: (request) => lookupBin(http, clientKey, request),
    submit: async (data) => {
      const response = await checkout.submitPayment(data);
      checkout.reportResult(response);
      return response;
    },
    environment: collectBrowserEnvironment,
    createRequestId: () => `bin-${(requests += 1)}`,
    onError: (error) => void checkout.reportError(error),
  };
}

export { createCardDeps };
