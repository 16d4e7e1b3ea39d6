import type { CheckoutConfig } from '../config/config';
import { createCheckoutAttemptIdCache } from '../http/checkout-attempt-id';
import { createHttpClient } from '../http/http-client';
import type { CheckoutDeps } from './checkout';
import { createDatasetClient } from './datasets';
import { fetchOrderStatus } from './order-status';
import { createSessionClient } from './session';

/**
 * A checkout's network part: the payment-service client and what calls it (the session, the
 * checkout attempt id, the datasets, the order status), with the checks of every answer. Loaded on
 * demand (`loadCheckoutNetwork`), with the checkout's first call, so a page's first bundle holds
 * only what renders.
 */
function createCheckoutNetwork(config: CheckoutConfig, deps: CheckoutDeps) {
  const http = createHttpClient({
    apiUrl: config.environment.apiUrl,
    logger: deps.logger ?? console,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const attemptIds = createCheckoutAttemptIdCache({
    http,
    clientKey: config.clientKey,
    ...(deps.storage ? { storage: deps.storage } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
  return {
    http,
    attemptIds,
    session: config.session
      ? createSessionClient({ http, clientKey: config.clientKey, session: config.session })
      : null,
    datasets: createDatasetClient(http),
    getOrderStatus: (orderData: string, signal?: AbortSignal) =>
      fetchOrderStatus(http, config.clientKey, orderData, signal),
  };
}

/** One checkout's network part. */
type CheckoutNetwork = ReturnType<typeof createCheckoutNetwork>;

export { createCheckoutNetwork };
export type { CheckoutNetwork };
