/**
 * Which screen of a payment method shows now: the one rule every skin and hook reads, so no skin
 * decides it (spec section 4's element states, seen by the shopper):
 * - 'loading': the method's definition or the payment methods load, or a wallet checks whether the
 *   page can use it;
 * - 'unavailable': the method cannot be used: its definition or the payment methods failed to load
 *   ('error.message.unknown' to show), or a wallet the page cannot use (nothing to show: the skin
 *   leaves it out);
 * - 'action': the payment's action (3DS2, a redirect, a QR code, a voucher) in the form's place
 *   (the form stays mounted, hidden, with what was typed and its secured fields' frames);
 * - 'result': the payment succeeded (final);
 * - 'form': the form, with the last attempt's refusal or failure when there was one, and
 *   `framesFailure` when its secured fields' frames could not load (a skin shows it, announced,
 *   with a button that loads them again).
 * `result` counts the ended attempts: a skin keys its message with it, so a repeated refusal is
 * announced again.
 */
import type { CheckoutAction } from '../actions/action.router';
import type { MessageKey } from '../i18n/messages';
import { elementStatusOf, type ElementStatus } from '../payment/payment.machine';
import type { PaymentMethodState } from './payment-method.types';

/** The screens of a method. */
type MethodScreenName = 'loading' | 'unavailable' | 'form' | 'action' | 'result';

/** What a method shows now. */
interface MethodScreen {
  /** Which screen. */
  name: MethodScreenName;
  /**
   * The message to show: the form's last refusal or failure ('Payment refused'), why the method is
   * unavailable when the shopper should read it (a load failure), 'payment.success' for the
   * result; null when there is nothing to show.
   */
  messageKey: MessageKey | null;
  /** The action to show in the form's place ('action'); null otherwise. */
  action: CheckoutAction | null;
  /** How many attempts have ended (refusals, failures, success): the key that re-announces a result. */
  result: number;
  /**
   * On the form: why its secured fields cannot be used (`framesFailureOf`: they did not load, or
   * could not be set up), to show with a retry; null otherwise.
   */
  framesFailure: MessageKey | null;
}

/**
 * The screen of a method's state (null while its definition or the payment methods load), given
 * why it could not load (`loadError`) and why its frames cannot be used (`framesFailure`).
 */
function screenOf(
  state:
    | (Pick<PaymentMethodState, 'payment'> & {
        availability: Pick<PaymentMethodState['availability'], 'available'>;
      })
    | null,
  loadError: unknown = null,
  framesFailure: MessageKey | null = null,
): MethodScreen {
  if (!state) {
    return loadError
      ? {
          name: 'unavailable',
          messageKey: 'error.message.unknown',
          action: null,
          result: 0,
          framesFailure: null,
        }
      : { name: 'loading', messageKey: null, action: null, result: 0, framesFailure: null };
  }
  const { payment, availability } = state;
  const success = payment.status === 'success';
  const result = payment.ended + (success ? 1 : 0);
  if (availability.available === 'checking')
    return { name: 'loading', messageKey: null, action: null, result, framesFailure: null };
  if (!availability.available)
    return { name: 'unavailable', messageKey: null, action: null, result, framesFailure: null };
  if (payment.action)
    return { name: 'action', messageKey: null, action: payment.action, result, framesFailure: null };
  if (success)
    return { name: 'result', messageKey: 'payment.success', action: null, result, framesFailure: null };
  return { name: 'form', messageKey: payment.messageKey, action: null, result, framesFailure };
}

/**
 * The element's status (spec section 4) of a running method: its payment's, or 'loading' while
 * the method works on something of its own before the payment (the definition's `busy`: a gift
 * card's balance check).
 */
function methodStatusOf<State extends Pick<PaymentMethodState, 'payment'>>(
  state: State,
  busy: ((state: State) => boolean) | undefined,
): ElementStatus {
  return busy?.(state) ? 'loading' : elementStatusOf(state.payment);
}

export { methodStatusOf, screenOf };
export type { MethodScreen, MethodScreenName };
