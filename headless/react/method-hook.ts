import { useId, useMemo } from 'react';
import {
  READY_PAYMENT,
  type Amount,
  methodStatusOf,
  type CheckoutAction,
  type CheckoutError,
  type ElementStatus,
  type FormLayout,
  type MethodScreen,
  screenOf,
  type PaymentMethodDefinitionOf,
  type PaymentResponse,
  type PaymentState,
  type SupportedPaymentMethodType,
} from 'headless-checkout/core';
import { createPaymentMethodPropGetters, type PaymentMethodPropGetters } from './payment-method-props';
import { usePaymentResult, type PaymentResultProps } from './use-payment-result';
import {
  useMethodMachine,
  type MethodHookSetup,
  type MethodMachineOf,
  type MethodStateOf,
  type UsePaymentMethodOptions,
} from './use-method-machine';
import { useI18n } from './useI18n';
import { useMethodSecuredFields, type MethodSecuredFieldGetters } from './useMethodSecuredFields';
import { merge } from './prop-getters';
import { usePayButtonLabel } from './usePayButtonLabel';

/** What a method hook returns (usePaymentMethod adds its select fields' getters). */
interface MethodHookResult<T extends SupportedPaymentMethodType = SupportedPaymentMethodType>
  extends PaymentMethodPropGetters, PaymentResultProps, MethodSecuredFieldGetters {
  /**
   * 'loading' while the method's definition or the checkout's payment methods load and while a
   * payment is submitted; then 'ready', 'redirect', 'success' or 'error' (spec section 4).
   */
  status: ElementStatus;
  /** The form's state (fields, options, context, payment); null until the definition has loaded. */
  state: MethodStateOf<T> | null;
  /**
   * Which screen shows now (the core's `screenOf`): 'loading', 'unavailable' (a load failure's
   * message, or a wallet the page cannot use), 'form', 'action' (in the form's place) or 'result',
   * with the message key and `result`, the key that re-announces a repeated result.
   */
  screen: MethodScreen;
  /**
   * How the form is laid out (sections of rows of fields, each with its control, label and hints),
   * for rendering any method with shared field components (the card's too); empty until the
   * definition has loaded.
   */
  layout: FormLayout;
  /**
   * What the form shows of the method's own state (the definition's `view`: the issuer list's
   * issuers and choice, the gift card's balance step); null for a method without one and until
   * the definition has loaded.
   */
  view: MethodViewOf<T> | null;
  /** The method's name ('iDEAL'): the options', the payment methods', or the type's. */
  name: string;
  /**
   * Whether the method can be used on this page: 'checking' while a wallet asks its provider (5 s
   * at most, after mount; also before the definition loaded), then true or false; true from the
   * start for a method without a check.
   */
  available: 'checking' | boolean;
  /** Why it cannot be used ('Google Pay is not available'); null otherwise. */
  availabilityError: CheckoutError | null;
  /** Whether every field the shopper sees is valid. */
  isValid: boolean;
  /** The payment attempt: its lifecycle status, the order of a partial payment, the end's message key. */
  payment: PaymentState;
  /** The action to run (a redirect, a QR code…), narrowed to its type; null otherwise. */
  action: CheckoutAction | null;
  /** The last answer (pruned to the fields the spec names). */
  response: PaymentResponse | null;
  /**
   * Why nothing can be paid: the definition or the payment methods failed to load, the method
   * cannot be used here (as `availabilityError`), its own failure (a wallet's sheet, PayPal's
   * buttons, Amazon Pay's script or details), or the payment failed.
   */
  error: CheckoutError | null;
  /** The pay button's label now ('Continue to iDEAL', 'Pay €120.00', 'Processing payment…'). */
  payButtonLabel: string;
  /** Submits: shows every error when invalid, sends one request when valid; a no-op while one runs and after success. */
  submit: () => void;
  /** The action finished: the response it ended with. */
  completeAction: (response: PaymentResponse) => void;
  /** The action failed. */
  failAction: (error: CheckoutError) => void;
  /** Back to the initial values, and a new payment. */
  reset: () => void;
  /**
   * Props for an element a provider draws into, by name (a wallet's: PayPal's funding sources,
   * Amazon Pay's 'button' and 'changePayment'; the definition's `provider.containers`): its `ref`,
   * composed with yours.
   */
  getContainerProps: <P extends object>(
    name: string,
    userProps?: P,
  ) => P & { ref: ((element: HTMLElement | null) => void) | undefined };
  /** The method's definition (null until loaded). */
  definition: PaymentMethodDefinitionOf<T> | null;
  /** The machine, for advanced use (send events, subscribe); null until the definition has loaded. */
  machine: MethodMachineOf<T> | null;
}

/** What a type's definition's `view` returns (undefined for a method without one). */
type MethodViewOf<T extends SupportedPaymentMethodType> =
  PaymentMethodDefinitionOf<T> extends { view: (state: never) => infer View } ? View : undefined;

const NO_LAYOUT: FormLayout = [];

/**
 * usePaymentMethod under the name of the hook that calls it (errors name that hook), with what a
 * hook built on it adds (`setup`: the card's static definition, deps and subscription).
 */
function usePaymentMethodAs<T extends SupportedPaymentMethodType>(
  hookName: string,
  type: T,
  options: UsePaymentMethodOptions<T>,
  setup: MethodHookSetup<T> = {},
): MethodHookResult<T> {
  const { securedFieldStyles, ...machineOptions } = options;
  const { checkout, definition, machine, state, error, page } = useMethodMachine(
    hookName,
    type,
    machineOptions as UsePaymentMethodOptions<T>,
    setup,
  );
  const { t } = useI18n();
  const ownPrefix = useId();
  const idPrefix = setup.idPrefix ?? ownPrefix;
  const payment = state?.payment ?? READY_PAYMENT;
  const result = usePaymentResult(payment, idPrefix, t);
  const busy = definition?.busy as ((state: unknown) => boolean) | undefined;
  // A method's own work before the payment (a gift card's balance check) is loading too.
  const status: ElementStatus = state ? methodStatusOf(state, busy) : error ? 'error' : 'loading';
  const label = state && definition ? definition.label(state.options as never, state.context) : type;
  const labelMessage =
    state && definition?.labelMessage ? definition.labelMessage(state as never) : undefined;
  const name = labelMessage ? t(labelMessage.key, { name: labelMessage.name }) : label;
  const layout = useMemo<FormLayout>(
    () => (state && definition?.layout ? definition.layout(state as never) : NO_LAYOUT),
    [state, definition],
  );
  // The fields of kind 'secured' are typed in frames of the payment service, made in the
  // containers the markup renders (`getSecuredFieldProps`).
  const secured = useMethodSecuredFields({
    machine: machine as never,
    state: state as never,
    layout,
    checkout,
    t,
    styles: securedFieldStyles,
    idPrefix,
    frames: definition?.frames as never,
  });
  const { focusSecuredField } = secured;
  const getters = useMemo(
    () => createPaymentMethodPropGetters(machine, idPrefix, t, focusSecuredField, busy),
    [machine, idPrefix, t, focusSecuredField, busy],
  );
  const payButtonLabel = usePayButtonLabel({
    status,
    // The checkout's amount, else one the method's options bring (the card's `amount`).
    amount:
      state?.context.amount ??
      (state?.options as { amount?: Amount } | undefined)?.amount ??
      checkout.config.amount,
    continueTo: state && definition?.continueTo ? definition.continueTo(state as never) : undefined,
    ready: state && definition?.buttonLabel ? definition.buttonLabel(state as never) : undefined,
  });
  const send: NonNullable<typeof machine>['send'] = (event) => machine?.send(event);

  return {
    ...getters,
    ...secured,
    ...result,
    status,
    state,
    screen: screenOf(state, error),
    layout,
    view: state && definition?.view ? (definition.view(state as never) as MethodViewOf<T>) : null,
    name,
    available: state?.availability.available ?? 'checking',
    availabilityError: state?.availability.error ?? null,
    isValid: state?.valid ?? false,
    payment,
    action: payment.action,
    response: payment.response,
    // Why nothing can be paid: the load, the method unusable here, its own failure, or the payment's.
    error:
      error ??
      state?.availability.error ??
      (state && definition?.error ? definition.error(state as never) : null) ??
      payment.error,
    payButtonLabel,
    submit: () => send({ type: 'submit.requested' }),
    completeAction: (response) => send({ type: 'payment.answered', response }),
    failAction: (failure) => send({ type: 'payment.failed', error: failure }),
    reset: () => send({ type: 'form.reset' }),
    getContainerProps: (name, userProps) => merge(userProps, { ref: page?.refOf(name) }) as never,
    definition,
    machine,
  };
}

export { usePaymentMethodAs };
export type { MethodHookResult, MethodViewOf, UsePaymentMethodOptions };
