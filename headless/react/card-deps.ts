import { CheckoutError, type CardServiceDeps, type Checkout } from 'headless-checkout/core';

/**
 * The browser details of a payment, their code loaded with the first payment (never at import or
 * render). A chunk that cannot load fails the payment with a NETWORK_ERROR; the next one tries again.
 */
const loadBrowserEnvironment = () =>
  import('./browser-info').then(
    ({ collectBrowserEnvironment }) => collectBrowserEnvironment(),
    (cause: unknown) => {
      throw new CheckoutError('NETWORK_ERROR', "Could not load the card form's browser info part", { cause });
    },
  );

/**
 * The card machine's dependencies in a browser: the checkout's client, the clock, and the code of
 * each request loaded when it is first made (the encryptor and jose only when the page encrypts).
 */
function createCardDeps(checkout: Checkout): CardServiceDeps {
  let requests = 0;
  return {
    now: Date.now,
    service: {
      http: checkout.http,
      clientKey: checkout.config.clientKey,
      loadJose: () => import('jose'),
    },
    submit: async (data: Parameters<Checkout['submitPayment']>[0]) => {
      const response = await checkout.submitPayment(data);
      checkout.reportResult(response);
      return response;
    },
    environment: loadBrowserEnvironment,
    createRequestId: () => `bin-${(requests += 1)}`,
    onError: (error: Parameters<Checkout['reportError']>[0]) => void checkout.reportError(error),
  };
}

export { createCardDeps };
