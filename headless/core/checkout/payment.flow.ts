import { pruneResponse } from '../actions/action.router';
import { CheckoutError, isCheckoutError } from '../errors/checkout-error';
import { ERROR_MESSAGES } from '../errors/error-messages';
import { createStore, type Store } from '../store/machine';
import { classifyPaymentResponse } from './result';
import type { PaymentAction, PaymentData, PaymentResponse } from './types';

/** The element statuses of spec section 4 a payment moves through. */
type PaymentFlowStatus = 'ready' | 'loading' | 'redirect' | 'success' | 'error';

/** What a response does to a payment component (spec section 4). */
interface SettledResponse {
  /**
   * loading while an action runs (redirect for a redirect action); ready after a partial payment
   * (the order is kept, the shopper pays the rest); success or error when final.
   */
  status: PaymentFlowStatus;
  /** The response, keeping only action, resultCode, sessionData, order and sessionResult. */
  response: PaymentResponse;
  /** The action to run, or null. */
  action: PaymentAction | null;
}

/** Where a response leaves a payment component: the one rule every payment hook follows. */
function settleResponse(received: PaymentResponse): SettledResponse {
  const response = pruneResponse(received);
  const outcome = classifyPaymentResponse(response);
  const action = response.action ?? null;
  if (outcome.type === 'action')
    return { status: action?.type === 'redirect' ? 'redirect' : 'loading', response, action };
  return { status: outcome.type === 'partial' ? 'ready' : outcome.type, response, action };
}

/** A payment's state. */
interface PaymentFlowState {
  /** ready, loading, redirect, success or error. */
  status: PaymentFlowStatus;
  /** The last response (pruned). */
  response: PaymentResponse | null;
  /** The action to run, or null. */
  action: PaymentAction | null;
  /** The error of a failed submit or action. */
  error: CheckoutError | null;
}

/** What a payment flow needs from the checkout. */
interface PaymentFlowDeps {
  /** Submits payment data (the checkout's submitPayment). */
  submit: (data: PaymentData) => Promise<PaymentResponse>;
  /** Tells the merchant final results (the checkout's reportResult). */
  reportResult?: (response: PaymentResponse) => void;
  /** Tells the merchant errors (the checkout's reportError). */
  reportError?: (error: CheckoutError) => void;
}

/** A payment: submit, then the actions until a final result. */
interface PaymentFlow extends Pick<Store<PaymentFlowState>, 'getSnapshot' | 'subscribe'> {
  /** Submits the payment data; ignored while a submit or an action runs (one request per payment). */
  submit: (data: PaymentData) => Promise<void>;
  /** The running action finished with this response (already reported by the action's hook). */
  completeAction: (response: PaymentResponse) => void;
  /** The running action failed. */
  failAction: (error: CheckoutError) => void;
  /** Back to ready. */
  reset: () => void;
}

/**
 * The payment flow any payment method's hook uses (spec section 4): submit once, hand an action to
 * the action handler, keep the order of a partial payment, and end with success or error.
 */
function createPaymentFlow(deps: PaymentFlowDeps): PaymentFlow {
  const initial: PaymentFlowState = { status: 'ready', response: null, action: null, error: null };
  const store = createStore<PaymentFlowState>(initial);
  const settle = (response: PaymentResponse) => {
    deps.reportResult?.(response);
    store.setState(() => ({ ...settleResponse(response), error: null }));
  };
  const fail = (error: unknown) => {
    const checkoutError = isCheckoutError(error)
      ? error
      : new CheckoutError('ERROR', ERROR_MESSAGES.couldNotSubmit, { cause: error });
    deps.reportError?.(checkoutError);
    store.setState((state) => ({ ...state, status: 'error', action: null, error: checkoutError }));
  };
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    submit: async (data) => {
      const { status } = store.getSnapshot();
      if (status === 'loading' || status === 'redirect') return;
      store.setState(() => ({ ...initial, status: 'loading' }));
      try {
        settle(await deps.submit(data));
      } catch (error) {
        fail(error);
      }
    },
    completeAction: (response) => store.setState(() => ({ ...settleResponse(response), error: null })),
    // Action hooks report their own results and errors to the merchant; these only move the state.
    failAction: (error) => store.setState((state) => ({ ...state, status: 'error', action: null, error })),
    reset: () => store.setState(() => initial),
  };
}

export { createPaymentFlow, settleResponse };
export type { PaymentFlow, PaymentFlowDeps, PaymentFlowState, PaymentFlowStatus, SettledResponse };
