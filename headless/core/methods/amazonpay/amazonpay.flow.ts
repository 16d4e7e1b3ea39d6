/**
 * Amazon Pay's journey on the merchant's page (spec sections 2 and 4), pure:
 * - 'button' step: 'pending' until Amazon's script has loaded and the button's payload is signed,
 *   then 'ready' (the button shows; a click leaves for Amazon);
 * - 'review' step (back from Amazon with a checkout session): 'pending' until the script and the
 *   shopper's details are there, then 'ready' with the details (address, payment), the confirm
 *   purchase, change payment details and sign-out buttons; confirm is 'loading' while the session
 *   is updated, then 'redirect' (to Amazon, which confirms the purchase); sign-out returns to the
 *   'button' step;
 * - 'result' step (back after the purchase was confirmed): the payment runs (the method's payment
 *   lifecycle) — 'loading' here; a refusal may start the decline flow ('redirect').
 * A failure to load the script, to sign, or to get the details is 'error'; a failed confirm or
 * decline flow returns to 'ready' with the error and a message to show.
 * The method's own state (the definition's `reduceExtra`); the definition's effects
 * (amazonpay.effects.ts) call Amazon's script and the payment service and send these events.
 */
import type { CheckoutError } from '../../errors/checkout-error';
import type { MessageKey } from '../../i18n/messages';
import type { AmazonPayCheckoutDetails } from './amazonpay.api';
import type { AmazonPayStatus, AmazonPayStep } from './amazonpay.return';

/** Amazon Pay's state. */
interface AmazonPayState {
  /** Where it stands. */
  status: AmazonPayStatus;
  /** The journey's step: the button, the review, or the result. */
  step: AmazonPayStep;
  /** True once Amazon's script has run (and, at the button step, the payload is signed). */
  scriptReady: boolean;
  /** The shopper's details (the review), null until they are there. */
  details: AmazonPayCheckoutDetails | null;
  /** The last error. */
  error: CheckoutError | null;
  /** The message to show with it (a failed confirm: 'error.message.unknown'), else null. */
  messageKey: MessageKey | null;
  /** True after the shopper signed out of Amazon. */
  signedOut: boolean;
}

/** Amazon Pay's events. */
type AmazonPayEvent =
  /** Amazon's script ran (and the button's payload is signed, at the button step). */
  | { type: 'script.loaded' }
  /** The script, the signature or the details failed. */
  | { type: 'amazonPay.failed'; error: CheckoutError }
  /** The review's details arrived. */
  | { type: 'details.loaded'; details: AmazonPayCheckoutDetails }
  /** The shopper confirmed the purchase (review, ready). */
  | { type: 'confirm.requested' }
  /** The decline flow was asked for (result step, after a refusal). */
  | { type: 'declineFlow.requested' }
  /** The page leaves for Amazon (the confirm's or the decline flow's URL). */
  | { type: 'redirect.started' }
  /** The confirm or the decline flow could not get its URL. */
  | { type: 'redirect.failed'; error: CheckoutError }
  /** The shopper asks to sign out of Amazon (the effect signs out, then 'signOut.completed'). */
  | { type: 'signOut.requested' }
  /** The shopper signed out of Amazon: back to the button. */
  | { type: 'signOut.completed' }
  /** Another checkout session or step (the page's options changed). */
  | { type: 'step.changed'; step: AmazonPayStep };

/** The first state of a step. */
function initialAmazonPayState(step: AmazonPayStep): AmazonPayState {
  return {
    status: step === 'result' ? 'loading' : 'pending',
    step,
    scriptReady: false,
    details: null,
    error: null,
    messageKey: null,
    signedOut: false,
  };
}

/** Ready once what the step needs is there. */
function settled(state: AmazonPayState): AmazonPayState {
  if (state.status !== 'pending') return state;
  if (state.step === 'button' && state.scriptReady) return { ...state, status: 'ready' };
  if (state.step === 'review' && state.scriptReady && state.details) return { ...state, status: 'ready' };
  return state;
}

/** The pure transition of Amazon Pay. */
function amazonPayReducer(state: AmazonPayState, event: AmazonPayEvent): AmazonPayState {
  switch (event.type) {
    case 'script.loaded':
      return state.scriptReady ? state : settled({ ...state, scriptReady: true });
    case 'amazonPay.failed':
      if (state.status === 'redirect') return state;
      return { ...state, status: 'error', error: event.error, messageKey: 'error.message.unknown' };
    case 'details.loaded':
      if (state.step !== 'review') return state;
      return settled({ ...state, details: event.details });
    case 'confirm.requested':
      if (state.step !== 'review' || state.status !== 'ready') return state;
      return { ...state, status: 'loading', error: null, messageKey: null };
    case 'declineFlow.requested':
      if (state.step !== 'result' || state.status === 'redirect') return state;
      return { ...state, status: 'loading', error: null, messageKey: null };
    case 'redirect.started':
      return state.status === 'loading' ? { ...state, status: 'redirect' } : state;
    case 'redirect.failed':
      if (state.status !== 'loading') return state;
      return {
        ...state,
        status: state.step === 'review' ? 'ready' : 'error',
        error: event.error,
        messageKey: 'error.message.unknown',
      };
    case 'signOut.requested':
      return state;
    case 'signOut.completed':
      return settled({ ...initialAmazonPayState('button'), scriptReady: state.scriptReady, signedOut: true });
    case 'step.changed':
      if (event.step === state.step) return state;
      return settled({ ...initialAmazonPayState(event.step), scriptReady: state.scriptReady });
    default:
      event satisfies never;
      return state;
  }
}

/** The journey's own event types. */
const AMAZON_PAY_EVENT_TYPES: ReadonlySet<string> = new Set<AmazonPayEvent['type']>([
  'script.loaded',
  'amazonPay.failed',
  'details.loaded',
  'confirm.requested',
  'declineFlow.requested',
  'redirect.started',
  'redirect.failed',
  'signOut.requested',
  'signOut.completed',
  'step.changed',
]);

export { AMAZON_PAY_EVENT_TYPES, amazonPayReducer, initialAmazonPayState };
export type { AmazonPayEvent, AmazonPayState };
export type { AmazonPayStatus } from './amazonpay.return';
