/**
 * PayPal's buttons as the method's own state (spec section 4), pure:
 * - 'pending' until PayPal's SDK is there (the method's availability check) and the eligible
 *   buttons are drawn into the containers the host placed (`deps.provider.container`);
 * - 'ready': the buttons (PayPal, Credit, Pay Later) show;
 * - 'processing' from a button's click (PayPal asks for the order: the payment is submitted, its
 *   `sdk` action's token is the order) until the payment ends; the shopper's cancel returns to
 *   'ready', a refusal too (with its message, from the payment);
 * - 'error': PayPal failed (the availability's error when the SDK is not there).
 * The definition's effects (paypal.effects.ts) call PayPal's SDK and send these events.
 */
import type { CheckoutError } from '../../errors/checkout-error';
import { isPaymentRunning } from '../../payment/payment.machine';
import type { PaymentMethodContext, PaymentMethodFormState } from '../payment-method.types';
import { paypalSetupOf, type PayPalOptions } from './paypal.setup';
import type { PayPalApproveData, PayPalFundingSource } from './paypal.sdk';

/** Where PayPal's buttons stand. */
type PayPalStatus = 'pending' | 'ready' | 'processing' | 'error';

/** The order PayPal waits for (its createOrder's promise). */
interface PayPalPendingOrder {
  resolve: (token: string) => void;
  reject: (reason: unknown) => void;
}

/** PayPal's own state. */
interface PayPalState {
  /** Where the buttons stand. */
  status: PayPalStatus;
  /** The buttons to place (PayPal, Credit, Pay Later; PayPal alone when vaulting), eligible or not yet known. */
  offered: readonly PayPalFundingSource[];
  /** True when the payment stores the PayPal account (a zero amount, or the vault option). */
  vault: boolean;
  /** The buttons PayPal offers this shopper (eligible, drawn), once ready. */
  fundingSources: readonly PayPalFundingSource[];
  /** The button the shopper pressed (processing). */
  fundingSource: PayPalFundingSource | null;
  /** PayPal's last error; null otherwise. */
  error: CheckoutError | null;
  /** Whether the buttons are being drawn (once). */
  drawing: boolean;
  /** The order PayPal waits for, from a click until the payment's sdk action (or its end). */
  order: PayPalPendingOrder | null;
  /** The sdk action's paymentData, sent back with the approval. */
  paymentData: string | null;
}

/** PayPal's own events. */
type PayPalEvent =
  /** The buttons are being drawn (sent by the effect that draws them). */
  | { type: 'paypal.drawing' }
  /** These buttons were eligible and are drawn. */
  | { type: 'paypal.rendered'; fundingSources: readonly PayPalFundingSource[] }
  /** PayPal failed (drawing the buttons). */
  | { type: 'paypal.failed'; error: CheckoutError }
  /** A button was pressed: PayPal asks for the order (createOrder). */
  | { type: 'paypal.orderRequested'; fundingSource: PayPalFundingSource; order: PayPalPendingOrder }
  /** The payment's sdk action gave PayPal its order. */
  | { type: 'paypal.orderCreated'; paymentData: string | null }
  /** The shopper approved in PayPal: the details go to the payment service. */
  | { type: 'paypal.approved'; details: PayPalApproveData }
  /** The shopper closed PayPal. */
  | { type: 'paypal.cancelled' };

/** The buttons to offer and whether the account is stored, for these options and checkout. */
function offerOf(
  options: PayPalOptions,
  context: PaymentMethodContext,
): Pick<PayPalState, 'offered' | 'vault'> {
  try {
    const setup = paypalSetupOf(options, context);
    return { offered: setup.fundingSources, vault: setup.vault };
  } catch {
    // No client id: the availability check reports it; nothing is offered.
    return { offered: [], vault: false };
  }
}

/** The first state. */
function initialPayPalState(options: PayPalOptions, context: PaymentMethodContext): PayPalState {
  return {
    ...offerOf(options, context),
    status: 'pending',
    fundingSources: [],
    fundingSource: null,
    error: null,
    drawing: false,
    order: null,
    paymentData: null,
  };
}

/** PayPal's state after an event (the definition's `reduceExtra`). Pure. */
function reducePayPal(
  state: PaymentMethodFormState<PayPalOptions, PayPalState>,
  event: { type: string },
): PayPalState {
  const paypal = state.extra;
  if (event.type === 'options.updated') {
    const offer = offerOf(state.options, state.context);
    return offer.vault === paypal.vault && offer.offered.join() === paypal.offered.join()
      ? paypal
      : { ...paypal, ...offer };
  }
  // Its own events, and the payment's ends it follows.
  const own = event as PayPalEvent | { type: 'payment.answered' | 'payment.failed' | 'payment.reset' };
  switch (own.type) {
    case 'paypal.drawing':
      return paypal.drawing ? paypal : { ...paypal, drawing: true };
    case 'paypal.rendered':
      return paypal.status === 'pending'
        ? { ...paypal, status: 'ready', fundingSources: own.fundingSources }
        : paypal;
    case 'paypal.failed':
      return { ...paypal, status: 'error', fundingSource: null, order: null, error: own.error };
    case 'paypal.orderRequested':
      if (paypal.status !== 'ready' || !paypal.fundingSources.includes(own.fundingSource)) return paypal;
      return {
        ...paypal,
        status: 'processing',
        fundingSource: own.fundingSource,
        order: own.order,
        error: null,
      };
    case 'paypal.orderCreated':
      return { ...paypal, order: null, paymentData: own.paymentData };
    case 'paypal.cancelled':
      return paypal.status === 'processing'
        ? { ...paypal, status: 'ready', fundingSource: null, order: null }
        : paypal;
    default:
      break;
  }
  // The payment ended: the order it did not create is dropped; a refusal returns to the buttons.
  const ended =
    own.type === 'payment.answered' || own.type === 'payment.failed' || own.type === 'payment.reset';
  if (!ended || paypal.status !== 'processing' || isPaymentRunning(state.payment)) return paypal;
  if (state.payment.status === 'success') return paypal.order ? { ...paypal, order: null } : paypal;
  return { ...paypal, status: 'ready', fundingSource: null, order: null };
}

export { initialPayPalState, reducePayPal };
export type { PayPalEvent, PayPalPendingOrder, PayPalState, PayPalStatus };
