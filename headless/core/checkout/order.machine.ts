import type { Amount } from '../amount/amount';
import { CheckoutError, isCheckoutError } from '../errors/checkout-error';
import { messages } from '../i18n/compiled/en-US.order';
import { addMessages } from '../i18n/en-US.registry';
import { classifyPaymentResponse } from '../payment/payment.result';
import { createMachine, type Effect, type Machine, type MachineOptions } from '../store/machine';
import type { Checkout } from './checkout';
import type { OrderStatus } from './order-status';
import type { Order, PaymentData, PaymentResponse } from './types';

/*
 * The order of partial payments (spec sections 2, 3, 4 and 7): a payment answered with an order
 * whose remainingAmount is above 0 opens it (or keeps it); every later payment of the checkout goes
 * in it for the remaining amount; the order status call lists the parts paid; the payment that
 * leaves nothing completes it; `orders/cancel` cancels it (the parts go back to their cards).
 */

/**
 * Where the order stands: 'none' (no partial payment yet), 'open' (part paid, `remainingAmount`
 * left), 'completed' (paid in full), 'cancelled'.
 */
type OrderFlowStatus = 'none' | 'open' | 'completed' | 'cancelled';

/** A part of the order, as the order status call lists it (spec section 3). */
interface OrderPart {
  /** The method's type ('givex' for a gift card of that brand, 'visa' for a card). */
  type: string;
  /** Its display name. */
  name?: string | undefined;
  /** The last four digits of the card or gift card. */
  lastFour?: string | undefined;
  /** The amount it paid. */
  amount?: Amount | undefined;
}

/** The order's state. */
interface OrderState {
  /** Where the order stands. */
  status: OrderFlowStatus;
  /** The order (status 'open' and 'completed'); null otherwise. */
  order: Order | null;
  /** The parts paid so far, from the order status call (empty until it answers). */
  parts: readonly OrderPart[];
  /** What is left to pay (status 'open'; 0 once completed); null without an order. */
  remainingAmount: Amount | null;
  /** The order status or cancel call is on its way. */
  loading: boolean;
  /** Why the last order status or cancel call failed; null otherwise. */
  error: CheckoutError | null;
}

/** The order's events. */
type OrderEvent =
  /** A payment of the checkout answered (partial: the order opens or stays; final: it completes). */
  | { type: 'order.answered'; response: PaymentResponse }
  /** The order status call answered. */
  | { type: 'order.statusLoaded'; status: OrderStatus }
  /** The order status call failed. */
  | { type: 'order.statusFailed'; error: CheckoutError }
  /** The shopper (or the merchant) cancels the open order. */
  | { type: 'order.cancelRequested' }
  /** The order was cancelled. */
  | { type: 'order.cancelled' }
  /** The order could not be cancelled (it stays open). */
  | { type: 'order.cancelFailed'; error: CheckoutError };

/** What the order needs of its host. */
interface OrderDeps {
  /** POST v1/order/status with the order's data. */
  getOrderStatus: (orderData: string) => Promise<OrderStatus>;
  /** POST orders/cancel (the session's, or the merchant's server); none: the order cannot be cancelled. */
  cancelOrder?: ((order: Order) => Promise<unknown>) | undefined;
  /** Tells the merchant errors (the checkout's reportError). */
  reportError?: ((error: CheckoutError) => void) | undefined;
}

/** No order yet. */
const NO_ORDER: OrderState = {
  status: 'none',
  order: null,
  parts: [],
  remainingAmount: null,
  loading: false,
  error: null,
};

/** The order's pure transition. */
function orderReducer(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'order.answered': {
      const outcome = classifyPaymentResponse(event.response);
      if (outcome.type === 'partial') {
        const { order } = outcome;
        return {
          ...state,
          status: 'open',
          order,
          remainingAmount: order.remainingAmount ?? null,
          loading: true,
          error: null,
        };
      }
      // The payment that pays what was left completes the order.
      if (outcome.type === 'success' && state.status === 'open' && state.order) {
        const { remainingAmount } = state;
        return {
          ...state,
          status: 'completed',
          remainingAmount: remainingAmount ? { value: 0, currency: remainingAmount.currency } : null,
          loading: true,
          error: null,
        };
      }
      return state;
    }
    case 'order.statusLoaded':
      if (!state.order) return state;
      return {
        ...state,
        parts: event.status.paymentMethods.map(({ type, name, lastFour, amount }) => ({
          type,
          name,
          lastFour,
          amount,
        })),
        remainingAmount:
          state.status === 'open'
            ? (event.status.remainingAmount ?? state.remainingAmount)
            : state.remainingAmount,
        loading: false,
      };
    case 'order.statusFailed':
    case 'order.cancelFailed':
      return state.loading ? { ...state, loading: false, error: event.error } : state;
    case 'order.cancelRequested':
      return state.status === 'open' && !state.loading ? { ...state, loading: true, error: null } : state;
    case 'order.cancelled':
      return state.status === 'open' ? { ...NO_ORDER, status: 'cancelled' } : state;
    default:
      event satisfies never;
      return state;
  }
}

/** Any thrown value as a checkout error. */
function asError(error: unknown): CheckoutError {
  return isCheckoutError(error)
    ? error
    : new CheckoutError('ERROR', error instanceof Error ? error.message : 'Order call failed', {
        cause: error,
      });
}

/** Lists the parts after each payment of the order; cancels it when asked. */
const orderEffect: Effect<OrderState, OrderEvent, OrderDeps> = ({ event, state, previous, send, deps }) => {
  const failed = (type: 'order.statusFailed' | 'order.cancelFailed') => (error: unknown) => {
    const failure = asError(error);
    deps.reportError?.(failure);
    send({ type, error: failure });
  };
  if (event.type === 'order.answered' && state !== previous && state.order) {
    deps
      .getOrderStatus(state.order.orderData)
      .then((status) => send({ type: 'order.statusLoaded', status }), failed('order.statusFailed'));
  } else if (event.type === 'order.cancelRequested' && state !== previous && state.order) {
    const request = deps.cancelOrder
      ? deps.cancelOrder(state.order)
      : Promise.reject(
          new CheckoutError('IMPLEMENTATION_ERROR', 'No orders/cancel call: a session, or onOrderCancel'),
        );
    request.then(() => send({ type: 'order.cancelled' }), failed('order.cancelFailed'));
  }
};

/** The order's machine. */
type OrderMachine = Machine<OrderState, OrderEvent, OrderDeps>;

/** Creates the order's machine (no order until a payment answers with one). */
function createOrderMachine(
  deps: OrderDeps,
  options: MachineOptions<OrderState, OrderEvent> = {},
): OrderMachine {
  addMessages(messages); // the partial payments' texts, before anything formats them
  return createMachine(
    { initialState: NO_ORDER, reducer: orderReducer, effects: [orderEffect] },
    deps,
    options,
  );
}

/** The payment data with the open order (the order's reference only), unless it names one already. */
function withOrder(data: PaymentData, order: Order | null): PaymentData {
  return order && !data.order
    ? { ...data, order: { orderData: order.orderData, pspReference: order.pspReference } }
    : data;
}

/**
 * The checkout as the forms inside an order see it: the same checkout, except that while the order
 * is open its amount is the order's remaining amount (what every form shows and checks against),
 * every payment goes in the order, and every answer (of a payment or of an action's details) is
 * told to the order. The object is stable for its checkout and order, so the forms keep their
 * machines and frames.
 */
function createOrderCheckout(checkout: Checkout, orders: OrderMachine): Checkout {
  const openOrder = () => {
    const state = orders.getSnapshot();
    return state.status === 'open' ? state.order : null;
  };
  let cached: { base: Checkout['config']; remaining: Amount | null; config: Checkout['config'] } | null =
    null;
  const configOf = (): Checkout['config'] => {
    const base = checkout.config;
    const state = orders.getSnapshot();
    const remaining = state.status === 'open' ? state.remainingAmount : null;
    if (cached && cached.base === base && cached.remaining === remaining) return cached.config;
    const config = remaining ? { ...base, amount: remaining } : base;
    cached = { base, remaining, config };
    return config;
  };
  const heard = (response: PaymentResponse): PaymentResponse => {
    orders.send({ type: 'order.answered', response });
    return response;
  };
  return {
    get config() {
      return configOf();
    },
    update: (changes) => checkout.update(changes),
    subscribe: (listener) => {
      let last = configOf();
      const onChange = () => {
        const next = configOf();
        if (next === last) return;
        last = next;
        listener();
      };
      const unsubscribeCheckout = checkout.subscribe(onChange);
      const unsubscribeOrder = orders.subscribe(onChange);
      return () => {
        unsubscribeCheckout();
        unsubscribeOrder();
      };
    },
    http: checkout.http,
    i18n: checkout.i18n,
    datasets: checkout.datasets,
    session: checkout.session,
    paymentMethods: checkout.paymentMethods,
    risk: checkout.risk,
    analytics: checkout.analytics,
    getCheckoutAttemptId: (signal) => checkout.getCheckoutAttemptId(signal),
    submitPayment: (data, options) =>
      checkout.submitPayment(withOrder(data, openOrder()), options).then(heard),
    submitDetails: (data, options) => checkout.submitDetails(data, options).then(heard),
    getOrderStatus: (orderData, options) => checkout.getOrderStatus(orderData, options),
    reportError: (error) => checkout.reportError(error),
    reportResult: (response) => checkout.reportResult(response),
    completion: checkout.completion,
  };
}

/** The order's machine for a checkout: the order status call, and the session's orders/cancel when it has one. */
function createCheckoutOrderMachine(
  checkout: Checkout,
  cancelOrder?: (order: Order) => Promise<unknown>,
): OrderMachine {
  const { session } = checkout;
  const cancel = cancelOrder ?? (session ? (order: Order) => session.cancelOrder(order) : undefined);
  return createOrderMachine({
    getOrderStatus: (orderData) => checkout.getOrderStatus(orderData),
    reportError: (error) => void checkout.reportError(error),
    ...(cancel ? { cancelOrder: cancel } : {}),
  });
}

export {
  NO_ORDER,
  createCheckoutOrderMachine,
  createOrderCheckout,
  createOrderMachine,
  orderReducer,
  withOrder,
};
export type { OrderDeps, OrderEvent, OrderFlowStatus, OrderMachine, OrderPart, OrderState };
