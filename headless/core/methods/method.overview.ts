/**
 * What a payment method shows now, read from its definition and its machine's state: the one
 * summary every method hook returns and a drop-in lists, so that no host derives it (its status,
 * screen, layout, own view, name, availability, validity, why nothing can be paid, and the pay
 * button's wording). Pure.
 */
import type { CheckoutError } from '../errors/checkout-error';
import type { FormLayout } from '../form/form.layout';
import type { MessageKey } from '../i18n/messages';
import type { PayButtonLabel } from '../payment/payment.button';
import { READY_PAYMENT, type ElementStatus, type PaymentState } from '../payment/payment.machine';
import { framesFailureOf } from './method.frames';
import { methodStatusOf, screenOf, type MethodScreen } from './method.screen';
import type {
  AnyPaymentMethodDefinition,
  MethodClosedReason,
  PaymentMethodBaseOptions,
  PaymentMethodState,
} from './payment-method.types';

/** What a method shows now (`methodOverviewOf`); `Field`: its field names (any by default). */
interface MethodOverview<View = unknown, Field extends string = string> {
  /**
   * The element status (spec section 4): 'loading' while the definition or the payment methods load
   * and while the method works before the payment (a gift card's balance check) or a payment runs;
   * then 'ready', 'redirect', 'success' or 'error' ('error' too when it could not load).
   */
  status: ElementStatus;
  /** Which screen shows (`screenOf`). */
  screen: MethodScreen;
  /** How the form is laid out; empty until the definition has loaded. */
  layout: FormLayout<Field>;
  /** The definition's `view` of its own state; null without one and until loaded. */
  view: View | null;
  /** The method's name: the options', the payment methods', or the type's ('iDEAL'). */
  label: string;
  /** The name as a message to translate with `{ name }` (a gift card's 'Givex gift card'), when the definition words it. */
  labelMessage: { key: MessageKey; name: string } | null;
  /** Whether the method can be used here: 'checking' (also before the definition loaded), then true or false. */
  available: 'checking' | boolean;
  /** Why it cannot be used; null otherwise. */
  availabilityError: CheckoutError | null;
  /**
   * Why the form ended with nothing to show (`available` false, no error, the screen
   * 'unavailable'): 'checkoutCompleted' once another payment on the page completed the checkout,
   * 'notOffered' when the payment methods do not list it; null otherwise.
   */
  closed: MethodClosedReason | null;
  /** Whether every field the shopper sees is valid. */
  isValid: boolean;
  /** The payment attempt (ready before the definition loaded). */
  payment: PaymentState;
  /**
   * Why nothing can be paid: the load, the method unusable here, the method's own failure (a
   * wallet's sheet, PayPal's buttons), or the payment's.
   */
  error: CheckoutError | null;
  /** The name the pay button continues to ('Continue to iDEAL'), when the method leaves the page. */
  continueTo: string | undefined;
  /** The pay button's own wording while the form is ready (a gift card's 'Check balance'). */
  buttonLabel: PayButtonLabel | undefined;
}

const NO_LAYOUT: FormLayout = [];

/**
 * The overview of a method (`type` names it until its definition loaded), its definition and state
 * (null while either loads) and why it could not load.
 */
function methodOverviewOf<View = unknown>(
  type: string,
  definition: AnyPaymentMethodDefinition | null,
  state: PaymentMethodState<PaymentMethodBaseOptions, unknown> | null,
  loadError: CheckoutError | null,
): MethodOverview<View> {
  if (!definition || !state) {
    return {
      status: loadError ? 'error' : 'loading',
      screen: screenOf(null, loadError),
      layout: NO_LAYOUT,
      view: null,
      label: type,
      labelMessage: null,
      available: 'checking',
      availabilityError: null,
      closed: null,
      isValid: false,
      payment: READY_PAYMENT,
      error: loadError,
      continueTo: undefined,
      buttonLabel: undefined,
    };
  }
  const { availability, payment } = state;
  return {
    status: methodStatusOf(state, definition.busy),
    screen: screenOf(state, loadError, framesFailureOf(state, definition.frames)),
    layout: definition.layout ? definition.layout(state) : NO_LAYOUT,
    view: definition.view ? (definition.view(state) as View) : null,
    label: definition.label(state.options, state.context),
    labelMessage: definition.labelMessage?.(state) ?? null,
    available: availability.available,
    availabilityError: availability.error,
    closed: availability.closed ?? null,
    isValid: state.valid,
    payment,
    error: loadError ?? availability.error ?? definition.error?.(state) ?? payment.error,
    continueTo: definition.continueTo?.(state),
    buttonLabel: definition.buttonLabel?.(state),
  };
}

export { methodOverviewOf };
export type { MethodOverview };
