import { routeAction, type CheckoutAction } from '../actions/action.router';
import type { Order, PaymentData, PaymentResponse } from '../checkout/types';
import { CheckoutError, isCheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';
import type { MessageKey } from '../i18n/messages';
import { createMachine, type Effect, type Machine, type MachineOptions } from '../store/machine';
import { classifyPaymentResponse } from './payment.result';

/**
 * Where a payment attempt stands:
 * - 'ready': nothing running; after a refusal too (the refusal's `messageKey` is set, the form keeps
 *   what the shopper typed and may pay again);
 * - 'submitting': the payment request is on its way;
 * - 'action': the answer asked for an action (`action`: 3DS2, redirect, QR code, await, voucher,
 *   bank transfer, sdk) that runs until it answers;
 * - 'partial': part of the amount is paid; the `order` is kept for the rest;
 * - 'success': final; a submit is then a no-op (no request, no callback, no state change);
 * - 'error': the request or the action failed (network, implementation, an invalid action); the
 *   shopper may try again.
 */
type PaymentStatus = 'ready' | 'submitting' | 'action' | 'partial' | 'success' | 'error';

/** The element statuses of spec section 4, which the pay button and `data-state` show. */
type ElementStatus = 'ready' | 'loading' | 'redirect' | 'success' | 'error';

/** A payment attempt's state. */
interface PaymentState {
  /** Where the attempt stands. */
  status: PaymentStatus;
  /** The action to run (status 'action'), narrowed to its type; null otherwise. */
  action: CheckoutAction | null;
  /** The last answer, pruned to the fields the spec names. */
  response: PaymentResponse | null;
  /** The error of status 'error'; null otherwise. */
  error: CheckoutError | null;
  /** What to show and announce for the last attempt's end: a refusal or a failure; null otherwise. */
  messageKey: MessageKey | null;
  /** The order of a partial payment, sent with the next payment. */
  order: Order | null;
  /** How many attempts have ended: a new message is announced once per ended attempt. */
  ended: number;
}

/** The events of a payment attempt. */
type PaymentEvent =
  /** A payment starts (with its data when the machine submits it itself). Ignored while one runs or after success. */
  | { type: 'payment.started'; data?: PaymentData | Promise<PaymentData> }
  /** The service (or the merchant's server, or an action) answered. */
  | { type: 'payment.answered'; response: PaymentResponse }
  /** The request or the action failed. */
  | { type: 'payment.failed'; error: CheckoutError }
  /** Back to the first state (a new payment). */
  | { type: 'payment.reset' };

/** The first state of a payment. */
const READY_PAYMENT: PaymentState = {
  status: 'ready',
  action: null,
  response: null,
  error: null,
  messageKey: null,
  order: null,
  ended: 0,
};

/** Whether a payment may start now: not while one runs, never after success. */
/**
 * Whether a payment is its form's own, running or done (submitting, in its action, succeeded): what
 * the checkout's completion by another payment leaves alone (one order, one payment).
 */
function paysOrPaid(state: PaymentState): boolean {
  return state.status === 'submitting' || state.status === 'action' || state.status === 'success';
}

function canStartPayment(state: PaymentState): boolean {
  return state.status === 'ready' || state.status === 'partial' || state.status === 'error';
}

/** Whether a payment is on its way (a request or an action). */
function isPaymentRunning(state: PaymentState): boolean {
  return state.status === 'submitting' || state.status === 'action';
}

/** The element status (spec section 4) of a payment state. */
function elementStatusOf(state: PaymentState): ElementStatus {
  switch (state.status) {
    case 'submitting':
      return 'loading';
    case 'action':
      switch (state.action?.type) {
        case 'redirect':
          return 'redirect';
        // A voucher or bank transfer to pay elsewhere (PresentToShopper): the attempt has ended on
        // the page, nothing is polled; the shopper reads the instructions (no busy pay button, no
        // second payment).
        case 'voucher':
        case 'bankTransfer':
          return 'success';
        default:
          return 'loading';
      }
    case 'success':
    case 'error':
      return state.status;
    case 'ready':
    case 'partial':
      return 'ready';
    default:
      state.status satisfies never;
      return 'ready';
  }
}

/** What the end of a payment shows (`paymentEndOf`). */
type PaymentEnd = 'success' | 'error';

/**
 * What the element that shows a payment's end shows now: 'success' once paid (final), 'error'
 * after a refusal or a failure (its `messageKey`), null when nothing ended or an attempt runs. An
 * action is no end to show, even one whose element status is 'success' (a voucher or bank transfer
 * to pay elsewhere shows in the form's place: "Payment successful" there would be untrue).
 */
function paymentEndOf(state: PaymentState): PaymentEnd | null {
  if (state.status === 'success') return 'success';
  if (state.status === 'action' || state.status === 'submitting') return null;
  return state.messageKey ? 'error' : null;
}

/** A failure's end: status 'error' with the error and 'Payment failed'. */
function failed(state: PaymentState, error: CheckoutError): PaymentState {
  return {
    ...state,
    status: 'error',
    action: null,
    error,
    messageKey: 'error.subtitle.payment',
    ended: state.ended + 1,
  };
}

/**
 * The pure transition of a payment attempt (spec section 4). Answers and failures count only while
 * an attempt runs: a late answer after a reset or after success changes nothing.
 */
function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'payment.started':
      if (!canStartPayment(state)) return state;
      return { ...state, status: 'submitting', action: null, error: null, messageKey: null };
    case 'payment.answered': {
      if (!isPaymentRunning(state)) return state;
      const outcome = classifyPaymentResponse(event.response);
      const { response } = outcome;
      switch (outcome.type) {
        case 'action': {
          let action: CheckoutAction;
          try {
            action = routeAction(response.action);
          } catch (error) {
            return failed({ ...state, response }, error as CheckoutError);
          }
          return { ...state, status: 'action', action, response, error: null };
        }
        case 'partial':
          return { ...state, status: 'partial', action: null, response, order: outcome.order, error: null };
        case 'success':
          return { ...state, status: 'success', action: null, response, error: null, messageKey: null };
        case 'error':
          // A refusal: back to ready, what the shopper typed kept, the refusal shown and announced.
          return {
            ...state,
            status: 'ready',
            action: null,
            response,
            error: null,
            messageKey: outcome.messageKey,
            ended: state.ended + 1,
          };
        default:
          outcome satisfies never;
          return state;
      }
    }
    case 'payment.failed':
      return isPaymentRunning(state) ? failed(state, event.error) : state;
    case 'payment.reset':
      return state === READY_PAYMENT ? state : READY_PAYMENT;
    default:
      event satisfies never;
      return state;
  }
}

/** Any thrown value as the checkout error of a payment that could not be submitted. */
function toPaymentError(error: unknown): CheckoutError {
  return isCheckoutError(error)
    ? error
    : new CheckoutError('ERROR', ERROR_TEXTS.couldNotSubmit, { cause: error });
}

/** What a payment machine needs from the checkout. */
interface PaymentDeps {
  /** Submits payment data (the checkout's submitPayment). */
  submit: (data: PaymentData) => Promise<PaymentResponse>;
  /** Tells the merchant the answers of its own requests (the checkout's reportResult). */
  reportResult?: (response: PaymentResponse) => void;
  /** Tells the merchant errors (the checkout's reportError). */
  reportError?: (error: CheckoutError) => void;
}

/**
 * Submits the data of a 'payment.started' that started an attempt (a second start while one runs,
 * or after success, started nothing and sends nothing). The order of a partial payment goes along.
 */
const submitPaymentEffect: Effect<PaymentState, PaymentEvent, PaymentDeps> = ({
  event,
  state,
  previous,
  send,
  deps,
}) => {
  if (event.type !== 'payment.started' || !event.data || !canStartPayment(previous)) return;
  if (state.status !== 'submitting') return;
  const { order } = previous;
  const withOrder = (data: PaymentData): PaymentData =>
    order ? { ...data, order: { orderData: order.orderData, pspReference: order.pspReference } } : data;
  const request =
    event.data instanceof Promise
      ? event.data.then((data) => deps.submit(withOrder(data)))
      : deps.submit(withOrder(event.data));
  request.then(
    (response) => {
      deps.reportResult?.(response);
      send({ type: 'payment.answered', response });
    },
    (error: unknown) => {
      const checkoutError = toPaymentError(error);
      deps.reportError?.(checkoutError);
      send({ type: 'payment.failed', error: checkoutError });
    },
  );
};

/** A payment machine: submit once, hand the action over, end with success, a refusal, or an error. */
type PaymentMachine = Machine<PaymentState, PaymentEvent, PaymentDeps>;

/**
 * The payment lifecycle any method runs (spec section 4), as a machine of its own for methods whose
 * data the app builds (`usePayment`); the method forms (card, issuer list…) run the same reducer
 * inside their own machines.
 */
function createPaymentMachine(
  deps: PaymentDeps,
  options: MachineOptions<PaymentState, PaymentEvent> = {},
): PaymentMachine {
  return createMachine(
    { initialState: READY_PAYMENT, reducer: paymentReducer, effects: [submitPaymentEffect] },
    deps,
    options,
  );
}

export {
  READY_PAYMENT,
  canStartPayment,
  paysOrPaid,
  createPaymentMachine,
  elementStatusOf,
  isPaymentRunning,
  paymentEndOf,
  paymentReducer,
  submitPaymentEffect,
  toPaymentError,
};
export type {
  ElementStatus,
  PaymentDeps,
  PaymentEvent,
  PaymentMachine,
  PaymentEnd,
  PaymentState,
  PaymentStatus,
};
