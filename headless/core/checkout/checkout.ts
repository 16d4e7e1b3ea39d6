import {
  createCheckoutConfig,
  updateCheckoutConfig,
  type CheckoutConfig,
  type CheckoutOptions,
  type CheckoutUpdate,
} from '../config/config';
import { CheckoutError, CHECKOUT_ERROR_MESSAGES, isCheckoutError } from '../errors/checkout-error';
import { createCheckoutAttemptIdCache, type KeyValueStorage } from '../http/checkout-attempt-id';
import { createHttpClient, type HttpClient, type Logger } from '../http/http-client';
import { createI18n, type I18n } from '../i18n/i18n';
import type { CompiledMessageGroup } from '../i18n/messages';
import { createStore, type Store } from '../store/machine';
import { createAnalytics, type Analytics } from '../analytics/analytics';
import { createRiskModule, type RiskModule } from '../risk/risk.module';
import { createDatasetClient, type DatasetClient } from './datasets';
import { fetchOrderStatus, type OrderStatus } from './order-status';
import { createSessionClient, type SessionClient } from './session';
import { createPaymentMethodsStore, type PaymentMethodsStore } from './payment-methods.store';
import { classifyPaymentResponse, type PaymentOutcome } from '../payment/payment.result';
import { formatAmount, type Amount } from '../amount/amount';
import type { PaymentData, PaymentResponse } from './types';

/** True when two amounts are the same value in the same currency (both absent too). */
function sameAmount(one: Amount | undefined, other: Amount | undefined): boolean {
  return one?.value === other?.value && one?.currency.toUpperCase() === other?.currency.toUpperCase();
}

/** What the checkout takes from its host: injected so it runs in Node, the browser and on the server. */
interface CheckoutDeps {
  /** fetch (the global one by default). */
  fetch?: typeof fetch;
  /** Storage for the checkout attempt id (sessionStorage in a browser). */
  storage?: KeyValueStorage;
  /** The clock. */
  now?: () => number;
  /** Where warnings go. */
  logger?: Logger;
  /** Our catalogue for the locale, from `await loadMessages(locale)` (server rendering of another locale). */
  preloadedMessages?: CompiledMessageGroup;
}

/** The checkout instance every component and hook works with. */
interface Checkout {
  /** The validated configuration (a new object after each `update`). */
  readonly config: CheckoutConfig;
  /**
   * Changes the amount or the country in place: every form keeps its frames and what the shopper
   * typed, and shows the new amount. Throws IMPLEMENTATION_ERROR for an invalid value.
   */
  update: (changes: CheckoutUpdate) => void;
  /** Calls `listener` after each `update` that changed the configuration; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** The payment-service client. */
  http: HttpClient;
  /** Messages and formatting in the shopper's locale. */
  i18n: I18n;
  /** Countries and states. */
  datasets: DatasetClient;
  /** The sessions-flow client, or null in the advanced flow. */
  session: SessionClient | null;
  /**
   * The payment methods: the session's (its setup, called by `paymentMethods.load()`, once) or
   * the advanced flow's `paymentMethodsResponse`, normalised.
   */
  paymentMethods: PaymentMethodsStore;
  /** The risk module: the device fingerprint (started by the page) and each payment's riskData. */
  risk: RiskModule;
  /** Analytics: the image when a page shows the checkout, and a log per payment step; off by an option. */
  analytics: Analytics;
  /** The current checkout attempt id (cached 15 minutes), or null when it could not be fetched (or analytics are off). */
  getCheckoutAttemptId: (signal?: AbortSignal) => Promise<string | null>;
  /**
   * Submits payment data: to the session's /payments (sessions flow) or to the merchant's
   * onSubmit (advanced flow). With neither, rejects with an IMPLEMENTATION_ERROR.
   */
  submitPayment: (data: PaymentData, options?: { signal?: AbortSignal }) => Promise<PaymentResponse>;
  /** Submits an action's result: /paymentDetails or the merchant's onAdditionalDetails. */
  submitDetails: (
    data: { details: Record<string, unknown>; paymentData?: string },
    options?: { signal?: AbortSignal },
  ) => Promise<PaymentResponse>;
  /** The status of an order of partial payments: methods used and the remaining amount. */
  getOrderStatus: (orderData: string, options?: { signal?: AbortSignal }) => Promise<OrderStatus>;
  /** Reports an error to the merchant's onError and returns it as a CheckoutError. */
  reportError: (error: unknown) => CheckoutError;
  /**
   * Classifies a payment response and tells the merchant a final one: onPaymentCompleted for
   * success, onPaymentFailed for error (actions and partial payments are not final). A success
   * completes the checkout (`completion`).
   */
  reportResult: (response: PaymentResponse) => PaymentOutcome;
  /**
   * The payment that completed the checkout: the response of the first final success reported on
   * this page (any method: a card, a wallet, the last part of a gift card's order); null until then.
   * From then on every other method's form ends (its `available` false, `closed` true, nothing to
   * show) and `submitPayment` sends nothing (it rejects): one order, one payment.
   */
  completion: Pick<Store<PaymentResponse | null>, 'getSnapshot' | 'subscribe'>;
}

/** Creates the checkout: validates options (throws IMPLEMENTATION_ERROR) and wires its clients. */
function createCheckout(options: CheckoutOptions, deps: CheckoutDeps = {}): Checkout {
  const settings = createStore(createCheckoutConfig(options));
  // What the clients are made with: the parts of the configuration that never change in place.
  const config = settings.getSnapshot();
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
  // The attempt id is null when it cannot be had (the service unreachable, or analytics off): a
  // payment goes on without it.
  const attemptId = (signal?: AbortSignal) =>
    config.analytics?.enabled === false ? Promise.resolve(null) : attemptIds.get(signal);
  const analytics = createAnalytics(config.analytics ?? {}, {
    http,
    clientKey: config.clientKey,
    locale: () => settings.getSnapshot().locale,
    attemptId,
    now: deps.now ?? Date.now,
  });
  const risk = createRiskModule(config.environment.apiUrl, config.clientKey, config.risk);
  /** Logs a payment's response: its action, or its result code. */
  const logResponse = (component: string, response: PaymentResponse): PaymentResponse => {
    const action = response.action?.type;
    analytics.log(
      action
        ? { type: 'action', component, detail: action }
        : { type: 'result', component, detail: response.resultCode },
    );
    return response;
  };
  /**
   * Sessions flow: the session's amount is the amount shown, as it is the amount charged. Known
   * from each setup answer; an amount option (or update) that differs is reported once per pair
   * to onError (IMPLEMENTATION_ERROR naming both) and the session's is used.
   */
  let sessionAmount: Amount | null = null;
  const reportedMismatches = new Set<string>();
  const withSessionAmount = (next: CheckoutConfig): CheckoutConfig => {
    if (!sessionAmount) return next;
    const option = next.amount;
    if (option && sameAmount(option, sessionAmount)) return next;
    const pair = JSON.stringify([option, sessionAmount]);
    if (option && !reportedMismatches.has(pair)) {
      reportedMismatches.add(pair);
      reportError(
        new CheckoutError(
          'IMPLEMENTATION_ERROR',
          CHECKOUT_ERROR_MESSAGES.amountDiffersFromSession(formatAmount(option), formatAmount(sessionAmount)),
        ),
      );
    }
    return { ...next, amount: sessionAmount };
  };
  const session = config.session
    ? createSessionClient({
        http,
        clientKey: config.clientKey,
        session: config.session,
        onAmount: (amount) => {
          sessionAmount = { value: amount.value, currency: amount.currency.toUpperCase() };
          const current = settings.getSnapshot();
          const next = withSessionAmount(current);
          if (next !== current) settings.setState(next);
        },
      })
    : null;
  const i18n = createI18n({
    locale: config.locale,
    ...(config.translations ? { translations: config.translations } : {}),
    ...(deps.preloadedMessages ? { preloadedMessages: deps.preloadedMessages } : {}),
  });

  const reportError = (error: unknown): CheckoutError => {
    const checkoutError = isCheckoutError(error)
      ? error
      : new CheckoutError('ERROR', error instanceof Error ? error.message : CHECKOUT_ERROR_MESSAGES.unknown, {
          cause: error,
        });
    config.onError?.(checkoutError);
    analytics.log({ type: 'error', detail: checkoutError.type });
    return checkoutError;
  };

  const completion = createStore<PaymentResponse | null>(null);
  const signalOf = (signal?: AbortSignal): AbortSignal => signal ?? new AbortController().signal;

  const paymentMethods = createPaymentMethodsStore({
    session,
    response: config.paymentMethodsResponse,
    reportError,
    ...(deps.logger ? { logger: deps.logger } : {}),
  });

  return {
    get config() {
      return settings.getSnapshot();
    },
    update: (changes) => {
      const current = settings.getSnapshot();
      const next = updateCheckoutConfig(current, changes);
      if (next === current) return;
      const adopted = withSessionAmount(next);
      if (!sameAmount(adopted.amount, current.amount) || adopted.countryCode !== current.countryCode)
        settings.setState(adopted);
    },
    subscribe: settings.subscribe,
    http,
    i18n,
    datasets: createDatasetClient(http),
    session,
    paymentMethods,
    risk,
    analytics,
    getCheckoutAttemptId: attemptId,
    submitPayment: async (data, { signal } = {}) => {
      const checkoutAttemptId = await attemptId(signal);
      const clientData = data.riskData ? undefined : risk.clientData();
      const component = data.paymentMethod.type;
      // Spec section 3: the payment data says it was made by the client (clientStateDataIndicator).
      const payload: PaymentData = {
        ...data,
        paymentMethod: { ...data.paymentMethod, ...(checkoutAttemptId ? { checkoutAttemptId } : {}) },
        ...(clientData ? { riskData: { clientData } } : {}),
        clientStateDataIndicator: true,
      };
      if (!session && !config.onSubmit) {
        throw new CheckoutError('IMPLEMENTATION_ERROR', CHECKOUT_ERROR_MESSAGES.noSessionNoSubmit);
      }
      // One order, one payment: nothing is sent once a payment on this page completed the checkout.
      if (completion.getSnapshot())
        throw new CheckoutError('ERROR', CHECKOUT_ERROR_MESSAGES.checkoutCompleted);
      analytics.log({ type: 'submitted', component });
      const response = session
        ? await session.payments(payload, signal)
        : await config.onSubmit!(payload, { signal: signalOf(signal) });
      return logResponse(component, response);
    },
    submitDetails: async (data, { signal } = {}) => {
      if (session) return logResponse('details', await session.paymentDetails(data.details, signal));
      if (config.onAdditionalDetails) {
        return logResponse('details', await config.onAdditionalDetails(data, { signal: signalOf(signal) }));
      }
      throw new CheckoutError('IMPLEMENTATION_ERROR', CHECKOUT_ERROR_MESSAGES.noSessionNoSubmit);
    },
    getOrderStatus: (orderData, { signal } = {}) =>
      fetchOrderStatus(http, config.clientKey, orderData, signal),
    reportError,
    completion: { getSnapshot: completion.getSnapshot, subscribe: completion.subscribe },
    reportResult: (response) => {
      const outcome = classifyPaymentResponse(response);
      if (outcome.type === 'success') {
        completion.setState((completed) => completed ?? response);
        config.onPaymentCompleted?.(response);
      }
      if (outcome.type === 'error') config.onPaymentFailed?.(response);
      return outcome;
    },
  };
}

export { createCheckout };
export type { Checkout, CheckoutDeps };
