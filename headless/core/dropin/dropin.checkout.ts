/**
 * A drop-in run by a checkout, without React: its machine (dropin.machine.ts) fed by the checkout's
 * payment methods, and one method machine per item the shopper opens (made in the checkout with
 * `createCheckoutPaymentMethod`, its definition loaded from the registry when the item is first
 * opened: the card's chunk for the card, nothing for the methods never opened). The instant items
 * above the divider load at once (they show as buttons) and any item whose availability check fails
 * or times out is hidden. One attempt at a time: while an item pays, no other item's payment starts
 * (each method machine's transitions pass the drop-in's check). Partial payments share one order
 * (spec section 4): the drop-in keeps it (the checkout's order machine), every item pays in it for
 * the remaining amount, a refused partial payment keeps it, and it can be cancelled. A host (a hook)
 * only mounts it and brings what the page adds to a method's deps.
 */
import type { Checkout } from '../checkout/checkout';
import {
  createCheckoutOrderMachine,
  createOrderCheckout,
  type OrderMachine,
} from '../checkout/order.machine';
import type { Order } from '../checkout/types';
import { assertPaymentMethodsConfiguration } from '../checkout/payment-methods';
import { isCheckoutError, CheckoutError } from '../errors/checkout-error';
import { createCheckoutPaymentMethod } from '../methods/method.checkout';
import type { PaymentMethodMachine } from '../methods/payment-method.machine';
import type {
  AnyPaymentMethodDefinition,
  PaymentMethodContext,
  PaymentMethodDeps,
} from '../methods/payment-method.types';
import { isKnownPaymentMethodType, loadListedPaymentMethod, loadPaymentMethod } from '../methods/registry';
import type { PaymentState } from '../payment/payment.machine';
import { createStore, type Store } from '../store/machine';
import { dropinItemsOf, dropinListOf, type DropinItem, type DropinListOptions } from './dropin.list';
import {
  createDropinMachine,
  visibleItemsOf,
  type DropinDeps,
  type DropinMachine,
  type DropinOpenOptions,
  type DropinStatus,
} from './dropin.machine';

/** An item's method once opened: loading its definition, running, or failed to load. */
type DropinMethod =
  | { status: 'loading'; definition: null; machine: null; error: null }
  | {
      status: 'ready';
      definition: AnyPaymentMethodDefinition;
      machine: PaymentMethodMachine<never, unknown, never>;
      error: null;
    }
  | { status: 'error'; definition: null; machine: null; error: CheckoutError };

/** The drop-in's options. */
interface CheckoutDropinOptions
  extends DropinListOptions, DropinOpenOptions, Pick<DropinDeps, 'onSelect' | 'onReady'> {}

/** What the page adds to a method's deps (the tab's storage, a wallet's page, the card's encryption). */
interface DropinHost {
  /** An item's deps besides the checkout's (`key`: the item, e.g. to keep the page made for it). */
  deps?: (definition: AnyPaymentMethodDefinition, key: string) => Partial<PaymentMethodDeps>;
  /** Advanced flow: cancels the order through the merchant's server (the session's orders/cancel by default). */
  onOrderCancel?: ((order: Order) => Promise<unknown>) | undefined;
  /**
   * What the page loads with an item before its method starts (its view's code, so that the
   * containers a provider draws into are there when the method's effects run).
   */
  prepare?: ((item: DropinItem) => Promise<unknown> | undefined) | undefined;
}

/** A drop-in in a checkout. */
interface CheckoutDropin {
  /** The checkout its items pay in: the given one, inside the drop-in's order of partial payments. */
  checkout: Checkout;
  /** The order of partial payments (a gift card, then a card for the rest); cancel it with `order.cancelRequested`. */
  orders: OrderMachine;
  /** The drop-in's own machine (its list, open item, paying item, status). */
  machine: DropinMachine;
  /** The opened items' methods, by item key. */
  methods: Pick<Store<Readonly<Record<string, DropinMethod>>>, 'getSnapshot' | 'subscribe'>;
  /** After mount (never on the server): loads the payment methods, then lists them. Returns its stop. */
  start: () => () => void;
  /** Opens an item (the shopper's choice). */
  select: (key: string) => void;
  /** Submits the open item ('No active payment method.' when none is open). */
  submit: () => void;
  /** The merchant's status: a custom screen, or an end screen, with its message. */
  setStatus: (status: DropinStatus, message?: string) => void;
}

const STARTS = new Set(['submit.requested', 'payment.started']);

/** How an item's payment went, as the drop-in counts it. */
function endOf(payment: PaymentState): 'success' | 'redirect' | 'form' | null {
  if (payment.status === 'success') return 'success';
  if (payment.status === 'action') return payment.action?.type === 'redirect' ? 'redirect' : null;
  if (payment.status === 'submitting') return null;
  return 'form';
}

/** Creates a checkout's drop-in; call `start()` after mount. */
function createCheckoutDropin(
  base: Checkout,
  options: CheckoutDropinOptions = {},
  host: DropinHost = {},
): CheckoutDropin {
  assertPaymentMethodsConfiguration(options.paymentMethodsConfiguration);
  const cancel = host.onOrderCancel;
  const orders = createCheckoutOrderMachine(base, cancel);
  const checkout = createOrderCheckout(base, orders);
  const machine = createDropinMachine(
    {
      ...(options.onSelect ? { onSelect: options.onSelect } : {}),
      ...(options.onReady ? { onReady: options.onReady } : {}),
      reportError: (error) => void checkout.reportError(error),
    },
    options,
  );
  const methods = createStore<Readonly<Record<string, DropinMethod>>>({});
  const stops: Array<() => void> = [];
  const set = (key: string, method: DropinMethod) =>
    methods.setState({ ...methods.getSnapshot(), [key]: method });

  /** An item's context: its entry, and the checkout's amount (the order's remaining amount) and order. */
  const contextOf = (item: DropinItem): PaymentMethodContext => {
    const order = orders.getSnapshot();
    return {
      paymentMethod: item.paymentMethod,
      amount: checkout.config.amount,
      locale: checkout.config.locale,
      countryCode: checkout.config.countryCode,
      ...(order.status === 'open' && order.order ? { order: order.order } : {}),
    };
  };

  /** The checkout or the order changed (a partial payment): every running item's context follows. */
  const updateContexts = () => {
    const state = machine.getSnapshot();
    for (const [key, method] of Object.entries(methods.getSnapshot())) {
      const item = state.list ? dropinItemsOf(state.list).find((each) => each.key === key) : undefined;
      if (!item || !method.machine) continue;
      const { options: current, context } = method.machine.getSnapshot();
      method.machine.send({
        type: 'options.updated',
        options: current,
        // The form's date stays the one it was made with.
        context: { ...context, ...contextOf(item) },
      } as never);
    }
  };

  /** Follows an item's payment: its start and end are the drop-in's one attempt. */
  const follow = (key: string, method: PaymentMethodMachine<never, unknown, never>) => {
    let payment = method.getSnapshot().payment;
    let available = method.getSnapshot().availability.available;
    // For the method's life (the drop-in's): a stop and a new start (StrictMode) keep hearing it.
    method.subscribe(() => {
      const state = method.getSnapshot();
      if (state.availability.available === false && available !== false)
        machine.send({ type: 'item.unavailable', key });
      available = state.availability.available;
      if (state.payment === payment) return;
      const before = payment;
      payment = state.payment;
      if (payment.status === 'submitting' && before.status !== 'submitting')
        machine.send({ type: 'payment.began', key });
      const end = endOf(payment);
      if (end && endOf(before) !== end) machine.send({ type: 'payment.ended', key, outcome: end });
    });
  };

  /** Opens an item's method: its definition from the registry, its machine in the checkout. */
  const open = (item: DropinItem) => {
    if (methods.getSnapshot()[item.key]) return;
    set(item.key, { status: 'loading', definition: null, machine: null, error: null });
    Promise.all([
      item.fallback ? loadListedPaymentMethod(item.type) : loadPaymentMethod(item.type),
      host.prepare?.(item),
    ])
      .then(([definition]) => {
        const method = createCheckoutPaymentMethod(
          checkout,
          definition,
          { ...item.options, type: item.type } as never,
          host.deps?.(definition, item.key) ?? {},
          {
            context: contextOf(item),
            // One attempt at a time: no other item's payment starts while one pays.
            stateReducer: (state, { event, changes }) => {
              const { paying } = machine.getSnapshot();
              return paying !== null && paying !== item.key && STARTS.has(event.type) ? state : changes;
            },
          },
        ) as unknown as PaymentMethodMachine<never, unknown, never>;
        follow(item.key, method);
        set(item.key, { status: 'ready', definition, machine: method, error: null });
        stops.push(method.start());
      })
      .catch((cause: unknown) => {
        const error = isCheckoutError(cause)
          ? cause
          : new CheckoutError('ERROR', `The payment method ${item.type} could not load`, { cause });
        checkout.reportError(error);
        set(item.key, { status: 'error', definition: null, machine: null, error });
      });
  };

  /** The instant items and the open one load; a new open item loads when chosen. */
  const openShown = () => {
    const state = machine.getSnapshot();
    for (const item of visibleItemsOf(state))
      if (item.kind === 'instant' || item.key === state.selected) open(item);
  };

  return {
    checkout,
    orders,
    machine,
    methods,
    start: () => {
      stops.push(
        machine.subscribe(openShown),
        checkout.subscribe(updateContexts),
        orders.subscribe(updateContexts),
      );
      openShown();
      let listed: unknown = null;
      const list = () => {
        const { status, response, error } = checkout.paymentMethods.getSnapshot();
        if (status === 'ready' && response !== listed) {
          // First the list; then its changes (a stored method removed).
          listed = response;
          machine.send({
            type: 'methods.loaded',
            list: dropinListOf(response, options, isKnownPaymentMethodType),
          });
        }
        if (status === 'error' && error) machine.send({ type: 'methods.failed', error });
      };
      stops.push(checkout.paymentMethods.subscribe(list));
      list();
      void checkout.paymentMethods.load();
      return () => stops.splice(0).forEach((stop) => stop());
    },
    select: (key) => machine.send({ type: 'item.selected', key }),
    submit: () => {
      machine.send({ type: 'submit.requested' });
      const { selected } = machine.getSnapshot();
      const method = selected ? methods.getSnapshot()[selected]?.machine : null;
      method?.send({ type: 'submit.requested' } as never);
    },
    setStatus: (status, message) => machine.send({ type: 'status.set', status, message }),
  };
}

export { createCheckoutDropin };
export type { CheckoutDropin, CheckoutDropinOptions, DropinHost, DropinMethod };
