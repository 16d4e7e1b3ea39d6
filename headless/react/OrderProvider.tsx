import { useId, useState, type ReactNode } from 'react';
import {
  createCheckoutOrderMachine,
  createOrderCheckout,
  type Checkout,
  type Order,
  type OrderMachine,
  type OrderState,
} from 'headless-checkout/core';
import { CheckoutContext, useCheckoutContext } from './context';
import { useLatest } from './use-latest';
import { useFocusOnEnd } from './use-payment-result';
import { merge, type Merged } from './prop-getters';
import { OrderContext, useOpenOrder, useOrderMachine } from './order-context';
import { useStoreSelector } from './useStoreSelector';

/** Props of OrderProvider. */
interface OrderProviderProps {
  /** The forms whose payments go in one order (gift cards, then a card for the rest). */
  children?: ReactNode;
  /** Advanced flow: cancels the order through the merchant's server (the session's orders/cancel by default). */
  onOrderCancel?: ((order: Order) => Promise<unknown>) | undefined;
}

/**
 * Keeps the order of partial payments for the forms inside it (spec section 4): a payment answered
 * with `order.remainingAmount` above 0 opens it; every later payment of a form inside goes in it,
 * for the remaining amount (the forms see it as the checkout's amount); the order status call
 * lists the parts paid. Safe on the server: nothing is called until a payment answers.
 */
function OrderProvider({ children, onOrderCancel }: OrderProviderProps) {
  const checkout = useCheckoutContext('OrderProvider');
  const cancel = useLatest(onOrderCancel);
  const [held, setHeld] = useState(() => made(checkout, cancel));
  // A new checkout (another session) is a new order.
  const current = held.base === checkout ? held : made(checkout, cancel);
  if (current !== held) setHeld(current);
  return (
    <OrderContext.Provider value={current.orders}>
      <CheckoutContext.Provider value={current.checkout}>{children}</CheckoutContext.Provider>
    </OrderContext.Provider>
  );
}

/** The order's machine and the checkout the forms inside see. */
function made(
  base: Checkout,
  cancel: { readonly current: ((order: Order) => Promise<unknown>) | undefined },
): { base: Checkout; orders: OrderMachine; checkout: Checkout } {
  const orders = createCheckoutOrderMachine(
    base,
    cancel.current || !base.session ? (order) => (cancel.current ?? rejectCancel)(order) : undefined,
  );
  return { base, orders, checkout: createOrderCheckout(base, orders) };
}

const rejectCancel = (): Promise<never> =>
  Promise.reject(new Error('No orders/cancel call: a session, or OrderProvider onOrderCancel'));

/** What useOrder returns: the order's state and its action. */
interface UseOrderResult extends OrderState {
  /** Cancels the open order (orders/cancel): the parts paid go back to their cards. */
  cancel: () => void;
}

/** What useOrder returns besides the order: the summary's props. */
interface UseProvidedOrderResult extends UseOrderResult {
  /**
   * Props for the element that shows the parts paid and the remaining amount: focus moves there
   * after each partial payment that leaves the order open (the form that paid empties for the
   * next card), never on mount.
   */
  getSummaryProps: <P extends object>(userProps?: P) => Merged<P, { id: string; tabIndex: -1 }>;
}

/**
 * The order of partial payments of the OrderProvider around: its status ('none', 'open',
 * 'completed', 'cancelled'), the order, the parts paid (type, name, last four digits, amount), the
 * remaining amount, `cancel`, and the summary's props (focused after each part paid). Throws an
 * error naming the hook outside an OrderProvider.
 */
function useOrder(): UseProvidedOrderResult {
  const orders = useOrderMachine();
  if (!orders) {
    throw new Error(
      'useOrder must be used within an <OrderProvider>. Wrap the forms whose payments share an order in <OrderProvider>.',
    );
  }
  const state = useStoreSelector(orders, (snapshot) => snapshot);
  const id = useId();
  // A part paid while the order stays open: focus on the summary (the form that paid empties). The
  // last part completes the order: the form that paid it shows its result, focused.
  useFocusOnEnd(state.status === 'open' ? state.parts.length : 0, id);
  return {
    ...state,
    cancel: () => orders.send({ type: 'order.cancelRequested' }),
    getSummaryProps: (userProps) => merge(userProps, { id, tabIndex: -1 as const }),
  };
}

export { OrderProvider, useOpenOrder, useOrder };
export type { OrderProviderProps, UseOrderResult, UseProvidedOrderResult };
