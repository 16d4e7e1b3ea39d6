import {
  createCardEncryptor,
  lookupBin,
  type Checkout,
  type PaymentMethodDeps,
} from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';

/**
 * The card machine's dependencies in a browser: the checkout's submit and reports, the clock, the
 * bin lookup over the payment service, the browser details of a payment, and the encryptor (used
 * in direct mode and for a direct-mode bin: jose loads with its first encryption; in secured mode
 * the frames encrypt and the page never loads it).
 */
function createCardDeps(checkout: Checkout): PaymentMethodDeps {
  const { http } = checkout;
  const { clientKey } = checkout.config;
  const encryptor = createCardEncryptor({ http, clientKey, loadJose: () => import('jose') });
  return {
    now: Date.now,
    encrypt: (field, value) => encryptor.encrypt(field, value),
    lookupBin: (request) => lookupBin(http, clientKey, request),
    submit: (data) => checkout.submitPayment(data),
    reportResult: (response) => void checkout.reportResult(response),
    reportError: (error) => void checkout.reportError(error),
    environment: collectBrowserEnvironment,
  };
}

export { createCardDeps };
