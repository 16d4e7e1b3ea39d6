import { CheckoutError, isCheckoutError } from '../errors/checkout-error';
import type { Logger } from '../http/http-client';
import { createMachine } from '../store/machine';
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
  /** Drops a stored payment method from the list (it was removed: every list showing it updates). */
  removeStored: (storedPaymentMethodId: string) => void;
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

/** The events of the payment methods' load. */
type PaymentMethodsEvent =
  /** The session's setup is called (first, or again after a failure). */
  | { type: 'setup.started' }
  /** Setup answered with these methods (normalised). */
  | { type: 'setup.answered'; response: PaymentMethodsResponse }
  /** Setup failed. */
  | { type: 'setup.failed'; error: CheckoutError }
  /** A stored payment method was removed (the service disabled it). */
  | { type: 'stored.removed'; storedPaymentMethodId: string };

/** The pure transition of the payment methods' load: once ready, they stay (less the stored ones removed). */
function paymentMethodsReducer(state: PaymentMethodsState, event: PaymentMethodsEvent): PaymentMethodsState {
  if (event.type === 'stored.removed') {
    const { storedPaymentMethods } = state.response;
    const kept = storedPaymentMethods.filter((method) => method.id !== event.storedPaymentMethodId);
    if (kept.length === storedPaymentMethods.length) return state;
    return { ...state, response: { ...state.response, storedPaymentMethods: kept } };
  }
  if (state.status === 'ready') return state;
  switch (event.type) {
    case 'setup.started':
      return state.status === 'loading' ? state : { status: 'loading', response: EMPTY, error: null };
    case 'setup.answered':
      return { status: 'ready', response: event.response, error: null };
    case 'setup.failed':
      return { status: 'error', response: EMPTY, error: event.error };
    default:
      event satisfies never;
      return state;
  }
}

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
  const machine = createMachine<PaymentMethodsState, PaymentMethodsEvent>(
    {
      initialState: session
        ? { status: 'loading', response: EMPTY, error: null }
        : {
            status: 'ready',
            response: response === undefined ? EMPTY : normalizePaymentMethodsResponse(response, logger),
            error: null,
          },
      reducer: paymentMethodsReducer,
    },
    undefined,
  );
  let loading: Promise<void> | null = null;

  const load = (): Promise<void> => {
    if (!session || machine.getSnapshot().status === 'ready') return Promise.resolve();
    if (loading) return loading;
    machine.send({ type: 'setup.started' });
    loading = session.setup().then(
      (setup) => {
        machine.send({
          type: 'setup.answered',
          response: normalizePaymentMethodsResponse(setup.paymentMethods, logger),
        });
      },
      (cause: unknown) => {
        loading = null; // a later load() tries again
        const error = reportError
          ? reportError(cause)
          : isCheckoutError(cause)
            ? cause
            : new CheckoutError('ERROR', 'Could not get the payment methods', { cause });
        machine.send({ type: 'setup.failed', error });
      },
    );
    return loading;
  };

  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    load,
    removeStored: (storedPaymentMethodId) => machine.send({ type: 'stored.removed', storedPaymentMethodId }),
  };
}

export { createPaymentMethodsStore, paymentMethodsReducer };
export type { PaymentMethodsEvent, PaymentMethodsState, PaymentMethodsStore, PaymentMethodsStoreOptions };
