import { CheckoutError, isCheckoutError } from '../errors/checkout-error';
import type { Logger } from '../http/http-client';
import { createStore } from '../store/machine';
import { normalizePaymentMethodsResponse, type PaymentMethodsResponse } from './payment-methods';
import type { SessionClient } from './session';

/** Where the checkout's payment methods stand. */
interface PaymentMethodsState {
  /** 'loading' until the session's setup answered (sessions flow), then 'ready'; 'error' when it failed. */
  status: 'loading' | 'ready' | 'error';
  /** The normalised response: empty lists while loading or after an error. */
  response: PaymentMethodsResponse;
  /** Why the setup failed (status 'error'); null otherwise. */
  error: CheckoutError | null;
}

/** The payment methods of the checkout: the session's (from setup) or the advanced flow's response. */
interface PaymentMethodsStore {
  /** The current state; the same object until it changes. */
  getSnapshot: () => PaymentMethodsState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /**
   * Sessions flow: calls the session's setup once (again after a failure) and keeps its payment
   * methods; resolves when they are there or the call failed. Never rejects. Without a session the
   * methods are there from the start and this resolves at once.
   */
  load: () => Promise<void>;
}

/** What the store is made with. */
interface PaymentMethodsStoreOptions {
  /** The session (sessions flow): its setup lists the methods. */
  session: SessionClient | null;
  /** Advanced flow: the payment-methods response the merchant's server fetched. */
  response?: unknown;
  /** Where an empty response is warned about. */
  logger?: Logger;
  /** Tells the merchant a failed setup (the checkout's reportError). */
  reportError?: (error: unknown) => CheckoutError;
}

const EMPTY: PaymentMethodsResponse = { paymentMethods: [], storedPaymentMethods: [] };

/**
 * The checkout's payment methods. The advanced flow's response is normalised at once (an invalid
 * one throws IMPLEMENTATION_ERROR); the sessions flow's come from setup, which only `load()` calls:
 * never during creation, so a checkout made during a render or on the server makes no call.
 */
function createPaymentMethodsStore({
  session,
  response,
  logger,
  reportError,
}: PaymentMethodsStoreOptions): PaymentMethodsStore {
  const store = createStore<PaymentMethodsState>(
    session
      ? { status: 'loading', response: EMPTY, error: null }
      : {
          status: 'ready',
          response: response === undefined ? EMPTY : normalizePaymentMethodsResponse(response, logger),
          error: null,
        },
  );
  let loading: Promise<void> | null = null;

  const load = (): Promise<void> => {
    if (!session || store.getSnapshot().status === 'ready') return Promise.resolve();
    if (loading) return loading;
    if (store.getSnapshot().status === 'error')
      store.setState({ status: 'loading', response: EMPTY, error: null });
    loading = session.setup().then(
      (setup) => {
        store.setState({
          status: 'ready',
          response: normalizePaymentMethodsResponse(setup.paymentMethods, logger),
          error: null,
        });
      },
      (cause: unknown) => {
        loading = null; // a later load() tries again
        const error = reportError
          ? reportError(cause)
          : isCheckoutError(cause)
            ? cause
            : new CheckoutError('ERROR', 'Could not get the payment methods', { cause });
        store.setState({ status: 'error', response: EMPTY, error });
      },
    );
    return loading;
  };

  return { getSnapshot: store.getSnapshot, subscribe: store.subscribe, load };
}

export { createPaymentMethodsStore };
export type { PaymentMethodsState, PaymentMethodsStore, PaymentMethodsStoreOptions };
