/**
 * PayPal's buttons (spec section 4), pure:
 * - 'pending' until the SDK script has loaded and the eligible buttons are known;
 * - 'ready': the buttons (PayPal, Credit, Pay Later) show;
 * - 'processing' ('processing payment') from a button's click (createOrder: the payment is
 *   submitted, its `sdk` action's token opens PayPal) until the payment ends; the shopper's cancel
 *   returns to 'ready', a refusal too (with its message, from the payment);
 * - 'error': the script did not load, or PayPal failed.
 */
import type { CheckoutError } from '../../errors/checkout-error';
import { createMachine, type Machine, type MachineOptions } from '../../store/machine';
import type { PayPalFundingSource } from './paypal.sdk';

/** Where PayPal's buttons stand. */
type PayPalStatus = 'pending' | 'ready' | 'processing' | 'error';

/** PayPal's state. */
interface PayPalState {
  /** Where the buttons stand. */
  status: PayPalStatus;
  /** The buttons PayPal offers this shopper (eligible and not blocked), once the SDK is there. */
  fundingSources: readonly PayPalFundingSource[];
  /** The button the shopper pressed (processing). */
  fundingSource: PayPalFundingSource | null;
  /** The last error (the script, PayPal's onError). */
  error: CheckoutError | null;
}

/** PayPal's events. */
type PayPalEvent =
  /** The SDK loaded; these buttons are eligible. */
  | { type: 'sdk.loaded'; fundingSources: readonly PayPalFundingSource[] }
  /** The SDK did not load, or PayPal failed. */
  | { type: 'paypal.failed'; error: CheckoutError }
  /** A button was pressed: PayPal asks for the order (createOrder). */
  | { type: 'order.requested'; fundingSource: PayPalFundingSource }
  /** The shopper closed PayPal, or the payment ended without success (refused): the buttons again. */
  | { type: 'order.cancelled' };

/** The first state. */
const INITIAL_PAYPAL: PayPalState = {
  status: 'pending',
  fundingSources: [],
  fundingSource: null,
  error: null,
};

/** The pure transition of PayPal's buttons. */
function paypalReducer(state: PayPalState, event: PayPalEvent): PayPalState {
  switch (event.type) {
    case 'sdk.loaded':
      if (state.status !== 'pending') return state;
      return { ...state, status: 'ready', fundingSources: event.fundingSources };
    case 'paypal.failed':
      return { ...state, status: 'error', fundingSource: null, error: event.error };
    case 'order.requested':
      if (state.status !== 'ready' || !state.fundingSources.includes(event.fundingSource)) return state;
      return { ...state, status: 'processing', fundingSource: event.fundingSource, error: null };
    case 'order.cancelled':
      if (state.status !== 'processing') return state;
      return { ...state, status: 'ready', fundingSource: null };
    default:
      event satisfies never;
      return state;
  }
}

/** PayPal's machine. */
type PayPalMachine = Machine<PayPalState, PayPalEvent, undefined>;

/** Creates PayPal's machine (no effects: the hook runs the SDK and the payment). */
function createPayPalMachine(options: MachineOptions<PayPalState, PayPalEvent> = {}): PayPalMachine {
  return createMachine({ initialState: INITIAL_PAYPAL, reducer: paypalReducer }, undefined, options);
}

export { INITIAL_PAYPAL, createPayPalMachine, paypalReducer };
export type { PayPalEvent, PayPalMachine, PayPalState, PayPalStatus };
