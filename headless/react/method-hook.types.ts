/**
 * The types of the method hooks (usePaymentMethod and the hooks built on it): their options, what
 * a hook built on it adds, the registry and page they read, and what they return.
 */
import type {
  AnyPaymentMethodDefinition,
  Checkout,
  CheckoutAction,
  CheckoutError,
  FormLayout,
  FormState,
  MessageKey,
  MethodFrames,
  MethodOverview,
  PaymentMethodDefinitionOf,
  PaymentMethodDeps,
  PaymentMethodEvent,
  PaymentMethodExtraOf,
  PaymentMethodFieldOf,
  PaymentMethodLoad,
  PaymentMethodMachine,
  PaymentMethodOptionsOf,
  PaymentMethodOwnEventOf,
  PaymentMethodState,
  PaymentResponse,
  ProviderHost,
  SecuredFieldType,
  StateReducer,
  SupportedPaymentMethodType,
} from 'headless-checkout/core';
import type { PaymentMethodPropGetters } from './payment-method-props';
import type { PaymentResultProps } from './use-payment-result';
import type { FrameHostEvent } from './frame-host';
import type { Merged } from './prop-getters';
import type { Subscribable } from './useStoreSelector';

/** A type's form state (its options, fields, own state and payment). */
type MethodStateOf<T extends SupportedPaymentMethodType> = PaymentMethodState<
  PaymentMethodOptionsOf<T>,
  PaymentMethodExtraOf<T>
>;

/** A type's events (the form's and the method's own). */
type MethodEventOf<T extends SupportedPaymentMethodType> = PaymentMethodEvent<
  PaymentMethodOptionsOf<T>,
  PaymentMethodOwnEventOf<T>
>;

/** A type's machine. */
type MethodMachineOf<T extends SupportedPaymentMethodType> = PaymentMethodMachine<
  PaymentMethodOptionsOf<T>,
  PaymentMethodExtraOf<T>,
  PaymentMethodOwnEventOf<T>
>;

/** The options of a method hook: the definition's options without `type`, and a stateReducer. */
type UsePaymentMethodOptions<T extends SupportedPaymentMethodType> = Omit<
  PaymentMethodOptionsOf<T>,
  'type'
> & {
  /**
   * Reshapes any transition of the method's machine (downshift's `stateReducer`): gets the state
   * before, the event and the proposed changes; returns the state to keep. Read on every event.
   */
  stateReducer?: StateReducer<MethodStateOf<T>, MethodEventOf<T>>;
  /**
   * CSS properties for the inputs inside the method's secured fields (the card's number, expiry and
   * security code, ACH's account numbers, a gift card's number and PIN), e.g. `{ color: '#00112c' }`
   * (text properties only; see docs/secured-fields.md).
   */
  securedFieldStyles?: Record<string, string> | undefined;
};

/**
 * What a hook built on the method hook adds (the card's): its definition imported with the page (no
 * registry load: the machine runs from the first render), what its machine needs of the page besides
 * the payment (encryption, bin lookup, clock, browser details), and how much of the state re-renders
 * the caller.
 */
interface MethodHookSetup<T extends SupportedPaymentMethodType> {
  /** The definition, imported statically: the form runs at once, without the registry's chunk. */
  definition?: PaymentMethodDefinitionOf<T>;
  /**
   * Where a definition the hook does not bring comes from: the registry (`METHOD_REGISTRY`), which
   * the loading hooks pass, so a page whose only form brings its definition (the card's) does not
   * carry the registry's table.
   */
  registry?: MethodRegistry;
  /** The machine's deps besides the checkout's submit, reports and the tab's storage. */
  deps?: (checkout: Checkout) => Partial<PaymentMethodDeps>;
  /** The part of the state whose changes re-render the caller (default: all of it), compared by `isEqual`. */
  select?: (state: MethodStateOf<T>) => unknown;
  /** Compares two selections (default Object.is). */
  isEqual?: (a: unknown, b: unknown) => boolean;
  /** The ids' prefix the caller's own getters use too (default: the hook's own useId). */
  idPrefix?: string;
  /** The provider's script URL the caller was given (a wallet hook's `scriptUrl` option). */
  scriptUrl?: string | undefined;
}

/** What the method hooks share: the checkout, the machine once it can run, and why it cannot yet. */
interface MethodMachine<T extends SupportedPaymentMethodType> {
  /** The provider's checkout. */
  checkout: Checkout;
  /** The definition. */
  definition: PaymentMethodDefinitionOf<T> | null;
  /** The machine, once the definition and (when it needs them) the payment methods are there. */
  machine: MethodMachineOf<T> | null;
  /** Its state (null until it runs). */
  state: MethodStateOf<T> | null;
  /** Why the machine cannot run: the definition or the payment methods failed to load. */
  error: CheckoutError | null;
  /** The page its provider runs in (a wallet's containers), made with the machine; null without one. */
  page: MethodPage | null;
}

/** The page a provider runs in (a wallet's), made with the machine: the host its effects get, and the refs of its containers. */
interface MethodPage {
  /** What the definition's effects get as `deps.provider`. */
  host: ProviderHost;
  /** The ref of a container the caller places (by name); undefined for a name the provider has not. */
  refOf: (name: string) => ((element: HTMLElement | null) => void) | undefined;
}

/** The registry as the hooks read it: its loads (a store), one type's load, and a load to start. */
interface MethodRegistry {
  /** The loads by type, to subscribe to. */
  loads: Subscribable<unknown>;
  /** Where a type's load stands. */
  loadOf: (type: string) => PaymentMethodLoad;
  /**
   * Starts a type's load (once per page). `listed`: the payment methods list the type, so a type
   * the SDK does not know pays by redirect (else it is refused).
   */
  load: (type: string, listed: boolean) => Promise<unknown>;
  /** Whether the SDK knows the type (an unknown one waits for the payment methods to learn whether it is listed). */
  knows: (type: string) => boolean;
  /** What a definition's machine needs of the browser (its `hostDeps`), loaded when first used. */
  deps?: (checkout: Checkout, definition: AnyPaymentMethodDefinition) => Partial<PaymentMethodDeps>;
  /** The page a definition's provider runs in (null without one; `scriptUrl`: the hook's option). */
  page?: (
    checkout: Checkout,
    definition: AnyPaymentMethodDefinition,
    scriptUrl: string | undefined,
  ) => MethodPage | null;
}

/**
 * A type's field names (SEPA's 'ownerName' | 'iban'), which its getters take; any name for a hook
 * that may render any method (every type: a drop-in's item).
 */
type MethodFieldOf<T extends SupportedPaymentMethodType> = [SupportedPaymentMethodType] extends [T]
  ? string
  : PaymentMethodFieldOf<T>;

/** What a method hook returns (usePaymentMethod adds its select fields' getters). */
interface MethodHookResult<T extends SupportedPaymentMethodType = SupportedPaymentMethodType>
  extends
    MethodOverview<MethodViewOf<T>, MethodFieldOf<T>>,
    PaymentMethodPropGetters<MethodFieldOf<T>>,
    PaymentResultProps,
    MethodSecuredFieldGetters<MethodFieldOf<T>> {
  /** The form's state (fields, options, context, payment); null until the definition has loaded. */
  state: MethodStateOf<T> | null;
  /** The method's name ('iDEAL'): the options', the payment methods', or the type's. */
  name: string;
  /** The action to run (a redirect, a QR code…), narrowed to its type; null otherwise. */
  action: CheckoutAction | null;
  /** The last answer (pruned to the fields the spec names). */
  response: PaymentResponse | null;
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

/** A form's state as the frames read it (its fields' errors, its own state's frames status). */
type SecuredFormState = FormState<unknown, unknown, unknown> & { extra: unknown };

/** What the secured fields need of a method's machine. */
interface SecuredMethodMachine {
  /** The form's state now (its focus order: auto-advance; what the definition's frames read). */
  getSnapshot: () => SecuredFormState;
  /** Takes the frames' reports, focus, Enter and status (and the definition's own frame events). */
  send: (event: FrameHostEvent) => void;
}

/** The props of the element a secured field's frame is put in. */
interface SecuredFieldContainerProps {
  ref: (container: HTMLElement | null) => void;
  'data-secured-field': SecuredFieldType;
  /** The frames' status: 'loading' until every frame is configured, then 'ready' (or a failure). */
  'data-state': string;
}

/** The props of a secured field's <label>: a click focuses the frame's input. */
interface SecuredFieldLabelProps {
  id: string;
  onClick: () => void;
}

/** The getters of a method's secured fields (`Field`: the method's field names; any by default). */
interface MethodSecuredFieldGetters<Field extends string = string> {
  /** Props for the element the field's frame is put in (an empty <div>). */
  getSecuredFieldProps<P extends object>(field: Field, userProps?: P): Merged<P, SecuredFieldContainerProps>;
  /** Props for the field's <label> (no `htmlFor`: the input is in the frame; a click focuses it). */
  getSecuredLabelProps<P extends object>(field: Field, userProps?: P): Merged<P, SecuredFieldLabelProps>;
  /** Focuses a secured field's input: at once, or once the frames are ready if they still load (unless focus moved meanwhile). */
  focusSecuredField(field: Field): void;
  /**
   * After the frames failed (`screen.framesFailure`: they did not load, or could not be set up):
   * makes them again from the payment service, the fields back to loading; once they are ready,
   * focus goes to the first one. Does nothing otherwise.
   */
  reloadSecuredFields: () => void;
}

/** What useMethodSecuredFields needs. */
interface UseMethodSecuredFieldsOptions {
  /** The method's machine (null while its definition loads: no frame yet). */
  machine: SecuredMethodMachine | null;
  /** The form's state (its fields' errors) and its own state's `securedFields` status. */
  state: SecuredFormState | null;
  /** The method's layout now: its fields of kind 'secured' get frames (the form field is the frame's type). */
  layout: FormLayout;
  /** The provider's checkout (the payment service's address and client key, error reports). */
  checkout: Checkout;
  /** Translates the labels and errors. */
  t: (key: MessageKey) => string;
  /** CSS properties for the inputs inside the frames (text properties only; see docs/secured-fields.md). */
  styles: Record<string, string> | undefined;
  /** The ids' prefix of the method's getters (auto-advance focuses a page field by its id). */
  idPrefix: string;
  /** What the definition's frames need besides the layout (the card's brands, bin, focus order). */
  frames?: MethodFrames<never, unknown> | undefined;
}

export type {
  MethodEventOf,
  MethodFieldOf,
  MethodSecuredFieldGetters,
  SecuredFieldContainerProps,
  SecuredFieldLabelProps,
  SecuredFormState,
  SecuredMethodMachine,
  UseMethodSecuredFieldsOptions,
  MethodHookResult,
  MethodHookSetup,
  MethodMachine,
  MethodMachineOf,
  MethodPage,
  MethodRegistry,
  MethodStateOf,
  MethodViewOf,
  UsePaymentMethodOptions,
};
