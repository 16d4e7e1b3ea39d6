import type { CheckoutAction } from '../actions/action.types';
import type { Amount } from '../amount/amount';

/**
 * An action the shopper must complete (3DS2, redirect, QR, voucher…), spec section 3: the action
 * router's union, so `response.action?.type === 'redirect'` narrows to the redirect's fields. What a
 * server really sends is checked when the action runs (an unknown type is refused).
 */
type PaymentAction = CheckoutAction;

/** An order that collects partial payments. */
interface Order {
  /** Opaque order data to send with the next payment. */
  orderData: string;
  /** The order's reference. */
  pspReference: string;
  /** What is left to pay. */
  remainingAmount?: Amount;
}

/** What the service (or the merchant's server) answers to a payment (spec section 3). */
interface PaymentResponse {
  /** Authorised, Received, Pending, Cancelled, Error, Refused, … */
  resultCode?: string;
  /** An action to perform before the payment completes. */
  action?: PaymentAction;
  /** The order, for partial payments. */
  order?: Order;
  /** The session's data after this call (sessions flow). */
  sessionData?: string;
  /** The session's final result (sessions flow). */
  sessionResult?: string;
}

/** The data a component submits: paymentMethod plus method-specific fields. */
interface PaymentData {
  /** The payment method's fields (type, encrypted card fields, issuer…). */
  paymentMethod: { type: string; checkoutAttemptId?: string; [field: string]: unknown };
  /** Set by the checkout on every payment it submits: the data was made by the client (spec section 3). */
  clientStateDataIndicator?: boolean;
  /** Further top-level fields: billingAddress, browserInfo, origin, order… */
  [field: string]: unknown;
}

/** A session created by the merchant's server. */
interface SessionReference {
  /** The session id. */
  id: string;
  /** The opaque session data. */
  sessionData: string;
}

/** Advanced flow: the merchant's server makes the payment call. */
type SubmitHandler = (data: PaymentData, context: { signal: AbortSignal }) => Promise<PaymentResponse>;

/** Advanced flow: the merchant's server submits an action's result (`/payments/details`). */
type AdditionalDetailsHandler = (
  data: { details: Record<string, unknown>; paymentData?: string },
  context: { signal: AbortSignal },
) => Promise<PaymentResponse>;

export type {
  AdditionalDetailsHandler,
  Order,
  PaymentAction,
  PaymentData,
  PaymentResponse,
  SessionReference,
  SubmitHandler,
};
