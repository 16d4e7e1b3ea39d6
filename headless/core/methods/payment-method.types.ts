import type { CompiledMessageGroup } from '../i18n/messages';
import type { Amount } from '../amount/amount';
import type { ScriptUrls } from '../config/config';
import type { CheckoutError } from '../errors/checkout-error';
import type { PaymentMethod } from '../checkout/payment-methods';
import type { Order, PaymentData, PaymentResponse } from '../checkout/types';
import type { FormDefinition, FormEvent, FormState } from '../form/form.machine';
import type { FormLayout } from '../form/form.layout';
import type { KeyValueStorage } from '../http/checkout-attempt-id';
import type { HttpClient } from '../http/http-client';
import type { PayButtonLabel } from '../payment/payment.button';
import type { PaymentDeps } from '../payment/payment.machine';
import type { MessageKey } from '../i18n/messages';
import type { Effect } from '../store/machine';
import type { Timers } from '../store/timers';
import type { BinLookupOutcome } from '../card/bin-lookup';
import type { EncryptedFieldName } from '../card/card.encryption';
import type { PageMessageBody, SecuredFieldType } from '../card/secured-fields.protocol';

/** The checkout's session as a method's calls name it: its id, and its sessionData as it is now. */
interface CheckoutSessionReference {
  /** The session's id. */
  readonly id: string;
  /** The latest sessionData (each answer may carry a new one). */
  getSessionData: () => string;
}

/** What the host adds to every payment (spec section 3): browser details, origin, risk data. */
interface PaymentEnvironment {
  /** acceptHeader, colorDepth, language, javaEnabled, screenHeight, screenWidth, userAgent, timeZoneOffset. */
  browserInfo?: Record<string, string | number | boolean>;
  /** The page's origin. */
  origin?: string;
  /** The risk module's data. */
  riskData?: { clientData: string };
}

/** What a method's fields depend on besides its options. */
interface PaymentMethodContext {
  /** The method's entry in the checkout's payment methods (name, issuers, brands…); undefined when not listed. */
  paymentMethod: PaymentMethod | undefined;
  /** The amount to pay (0: the details are stored, or the payment preauthorised). */
  amount: Amount | undefined;
  /** The shopper's locale ('nl-NL'): what a method's links and texts depend on; en-US when left out. */
  locale?: string | undefined;
  /** The checkout's country (ISO 3166-1 alpha-2), the country a form starts in; none when left out. */
  countryCode?: string | undefined;
  /** The date the form's dates are checked against (ms since the epoch: the card's expiry); the host's clock when left out. */
  today?: number | undefined;
  /**
   * The open order of earlier partial payments on the page (the OrderProvider's): a method that
   * pays in parts (a gift card) pays within it rather than in a new one; none when there is none.
   */
  order?: Order | null | undefined;
}

/** The options every method takes. */
interface PaymentMethodBaseOptions {
  /** The payment-service type of the method ('ideal', 'onlineBanking_PL'…). */
  type: string;
  /** Where the shopper comes back after a redirect; the session's when left out. */
  returnUrl?: string | undefined;
}

/** Whether a method can be used on this page (the wallets check with their provider). */
interface MethodAvailability {
  /** 'checking' until the definition's `isAvailable` answered (5 s at most); true for a method without a check. */
  available: 'checking' | boolean;
  /** Why it cannot be used ('Google Pay is not available'); null otherwise. */
  error: CheckoutError | null;
  /** What the check found that the method's effects use (Google's client, Apple's session class); null otherwise. */
  provider: unknown;
  /** The check running (its number), answered or not; null before one started. */
  check: number | null;
  /**
   * Why the form ended with nothing to show (`available` false, no error): 'checkoutCompleted'
   * when another payment on the page completed the checkout, 'notOffered' when the payment methods
   * (the session's, or the advanced flow's response) do not list the method. Absent otherwise.
   */
  closed?: MethodClosedReason | undefined;
}

/** Why a method's form ended with nothing to show (`MethodAvailability.closed`). */
type MethodClosedReason = 'checkoutCompleted' | 'notOffered';

/** The availability events, the same for every method. */
type AvailabilityEvent =
  /** The host asks whether the method can be used (after mount). */
  | { type: 'availability.checkRequested' }
  /** The check `check` started (sent by the check's effect). */
  | { type: 'availability.checkStarted'; check: number }
  /** The check `check` answered (with why not, or what it found). */
  | {
      type: 'availability.checked';
      check: number;
      available: boolean;
      error?: CheckoutError | undefined;
      provider?: unknown;
    }
  /** The form ends with nothing to show (another payment completed the checkout; the method is not offered). */
  | { type: 'availability.closed'; reason: MethodClosedReason };

/** A definition's availability check (made by `availabilityCheck`): its run, and what the machine runs it with. */
interface MethodAvailabilityCheck<
  Options extends PaymentMethodBaseOptions = PaymentMethodBaseOptions,
  Extra = undefined,
> {
  /** Resolves with what it found for the method's effects (`provider`: Google's client); rejects with why not. */
  run: (
    state: PaymentMethodState<Options, Extra>,
    deps: PaymentMethodDeps,
  ) => Promise<{ provider?: unknown }>;
  /** The availability after one of its events. */
  reduce: (availability: MethodAvailability, event: AvailabilityEvent) => MethodAvailability;
  /** Runs the check on 'availability.checkRequested', bounded by 5 s; reports a refusal once. */
  effect: Effect<PaymentMethodState<Options, Extra>, PaymentMethodEvent<Options, never>, PaymentMethodDeps>;
}

/** A method's form (options, context, own state, fields, payment attempt): what its own state's reducer sees. */
type PaymentMethodFormState<
  Options extends PaymentMethodBaseOptions = PaymentMethodBaseOptions,
  Extra = undefined,
> = FormState<Options, PaymentMethodContext, Extra>;

/** A method's state: its form (options, context, own state, fields, payment attempt) and its availability. */
type PaymentMethodState<
  Options extends PaymentMethodBaseOptions = PaymentMethodBaseOptions,
  Extra = undefined,
> = PaymentMethodFormState<Options, Extra> & {
  /** Whether the method can be used on this page. */
  availability: MethodAvailability;
};

/** The events of a method's form, and the method's own. */
type PaymentMethodEvent<Options extends PaymentMethodBaseOptions = PaymentMethodBaseOptions, Event = never> =
  FormEvent<Options, PaymentMethodContext> | AvailabilityEvent | Event;

/** What a method's machine needs from its host. */
interface PaymentMethodDeps extends PaymentDeps {
  /** Where remembered fields are kept between visits (sessionStorage in a browser); none: nothing is kept. */
  storage?: KeyValueStorage | undefined;
  /** The clock of a submit's wait for the secured fields' encryption (the host's timers by default). */
  timers?: Timers | undefined;
  /** The clock (the card's expiry dates); Date.now by default. */
  now?: (() => number) | undefined;
  /**
   * The browser's details a payment sends (browserInfo, origin, riskData), read when a payment is
   * submitted (a promise when the host gathers them asynchronously).
   */
  environment?: (() => PaymentEnvironment | Promise<PaymentEnvironment>) | undefined;
  /** Encrypts one value with the client key (direct-mode card fields, a bin). */
  encrypt?: ((field: EncryptedFieldName, value: string) => Promise<string>) | undefined;
  /** The page a provider's script runs in (the wallets whose provider calls are core effects). */
  provider?: ProviderHost | undefined;
  /** The payment service, for a method's own calls (Apple's merchant session); none on the server. */
  http?: HttpClient | undefined;
  /** The checkout's client key (what those calls are made with). */
  clientKey?: string | undefined;
  /**
   * The checkout's session in the sessions flow (its id and its latest sessionData), which a
   * method's own calls carry when the service binds them to the checkout (Amazon Pay's); none in
   * the advanced flow.
   */
  session?: CheckoutSessionReference | undefined;
  /**
   * Submits an action's result (/paymentDetails, or the merchant's onAdditionalDetails): the
   * checkout's submitDetails, for a method whose provider ends the action (PayPal's approval).
   */
  submitDetails?:
    | ((data: { details: Record<string, unknown>; paymentData?: string }) => Promise<PaymentResponse>)
    | undefined;
  /** Looks a bin up over the payment service. */
  lookupBin?:
    | ((request: {
        encryptedBin: string;
        supportedBrands: readonly string[];
        requestId: string;
      }) => Promise<BinLookupOutcome>)
    | undefined;
}

/**
 * What a wallet's effects need of the page: its provider's script loaded by URL (once per page),
 * the global object the script defines its API on, and the environment. Read when an effect runs
 * (after mount), never while a machine is made: a server render makes machines too.
 */
interface ProviderHost {
  /** Loads a script by URL into the page (once per URL). */
  loadScript: (url: string) => Promise<void>;
  /** The page's global object (`window`), where the provider's script defines its API. */
  global: () => unknown;
  /** Whether the checkout runs against the live environment (the provider's production one). */
  live: boolean;
  /** The provider script's URL the merchant set; the provider's production URL otherwise. */
  scriptUrl?: string | undefined;
  /** The merchant's script URLs of a provider with one script per region (Amazon Pay), by region. */
  scriptUrls?: Readonly<Partial<Record<string, string>>> | undefined;
  /** Sends the page to a provider's URL (Amazon's confirmation); `location.assign` in a browser. */
  navigate?: ((url: string) => void) | undefined;
  /**
   * The element the host placed for one of the provider's buttons, by name (PayPal's funding
   * source), read when the buttons are drawn; undefined when there is none.
   */
  container?: ((name: string) => unknown) | undefined;
  /**
   * Puts a node the provider made (Google's button) into a container, by name: now, and again
   * whenever the host places that container anew (a skin that unmounted it during an action).
   */
  place?: ((name: string, node: unknown) => void) | undefined;
}

/**
 * What a method's secured-field frames need besides its layout's fields of kind 'secured' (the
 * card's: its accepted brands, its focus order, its bin lookup, the security code's brand).
 */
interface MethodFrames<State, Event> {
  /** A frame's configuration besides its label and styles (the card's accepted brands and minimum expiry date). */
  configure?: (state: State) => { brands?: string[]; minimumExpiryDate?: string };
  /** Where focus goes once a frame's field is complete; none: the next field of the form's order. */
  nextField?: (state: State, field: string) => string | null;
  /** The event the number frame's bin becomes (the card's bin lookup). */
  binEvent?: (bin: { binValue: string; encryptedBin?: string }) => Event;
  /** What frames are told as the state changes, besides their errors (the security code: the brand and its policy). */
  messages?: (state: State) => ReadonlyArray<{ field: SecuredFieldType; message: PageMessageBody }>;
  /** Whether a field's error shows now; none: after the shopper left it, or after a submit. */
  errorShown?: (state: State, field: string) => boolean;
  /** A frame's accessible name when it is not the field's label in the layout. */
  labelKey?: (field: string) => MessageKey | undefined;
  /**
   * What the shopper reads when the frames could not load or be set up; none: the card fields'
   * texts (`error.va.sf.timeout`, `error.va.sf.configFailure`).
   */
  failureKey?: (status: 'csfLoadFailure' | 'csfConfigFailure') => MessageKey;
}

/**
 * A payment method as data plus a pure payload builder: which types it serves, its fields (with
 * their valibot schemas), the payment data it sends, its name. No component: every skin renders it
 * through the method hooks.
 */
interface PaymentMethodDefinition<
  Options extends PaymentMethodBaseOptions = PaymentMethodBaseOptions,
  Extra = undefined,
  Event extends { type: string } = never,
  Field extends string = string,
> extends FormDefinition<Options, PaymentMethodContext, Extra, Event, Field> {
  /** The payment-service types the definition serves. */
  types: readonly string[];
  /**
   * The definition's own en-US texts, precompiled (`compiled/en-US.<group>.ts`, generated from its
   * group in messages/en-US.ts): they ship with the definition, and the machine made from it adds
   * them to the i18n layer's en-US catalogue before anything formats them. Texts several methods
   * show are in the common group, bundled with the i18n layer; other locales hold every key.
   */
  messages?: CompiledMessageGroup;
  /** Checks the merchant's options; throws IMPLEMENTATION_ERROR for a wrong one. */
  check?: (options: Options) => void;
  /**
   * Whether the method can be used on this page (a wallet's provider: its script, the device),
   * made by `availabilityCheck(run)`: run once after mount (never on the server), 5 s at most;
   * none: always available.
   */
  isAvailable?: MethodAvailabilityCheck<Options, Extra>;
  /**
   * The payment data for the form (the values of the fields the shopper sees: `formValues(state)`)
   * and the encrypted values of its secured fields (by payload name: `encryptedCardNumber`…). Pure,
   * or a promise when the payment needs the host first (`deps`: the card's direct-mode encryption,
   * the browser's details).
   */
  payload: (
    state: PaymentMethodState<Options, Extra>,
    encrypted: Readonly<Record<string, string>>,
    deps: PaymentMethodDeps,
  ) => PaymentData | Promise<PaymentData>;
  /** The method's own effects (the card's bin lookup), run after each transition like the machine's. */
  effects?: ReadonlyArray<
    Effect<PaymentMethodState<Options, Extra>, PaymentMethodEvent<Options, Event>, PaymentMethodDeps>
  >;
  /** The method's name as the shopper reads it ('iDEAL'). */
  label: (options: Options, context: PaymentMethodContext) => string;
  /**
   * The name as a message around `label`'s, when the method words it per locale (a stored Twint:
   * 'TWINT saved', `{ key: 'twint.saved', name }`); none: `label`'s as it is.
   */
  labelMessage?: (state: PaymentMethodState<Options, Extra>) => { key: MessageKey; name: string } | undefined;
  /**
   * Whether the method works on something of its own before the payment (the gift card's balance
   * check and order): the element is 'loading' meanwhile, as while a payment runs.
   */
  busy?: (state: PaymentMethodState<Options, Extra>) => boolean;
  /**
   * What the form shows of the method's own state, for any markup (the issuer list's issuers and
   * choice, the gift card's balance step): the method hooks return it as `view`.
   */
  view?: (state: PaymentMethodState<Options, Extra>) => unknown;
  /**
   * The method's own failure, outside the payment (a wallet's sheet or buttons that failed): the
   * method hooks return it as `error` when nothing else failed first.
   */
  error?: (state: PaymentMethodState<Options, Extra>) => CheckoutError | null;
  /**
   * The pay button's label while the form is ready, when the method has its own (Bacs: 'Continue',
   * then 'Confirm {amount}'); else 'Continue to {name}' (`continueTo`) or 'Pay {amount}'.
   */
  buttonLabel?: (state: PaymentMethodState<Options, Extra>) => PayButtonLabel | undefined;
  /** The name of 'Continue to {name}' for a method that pays elsewhere, else undefined ('Pay {amount}'). */
  continueTo?: (state: PaymentMethodState<Options, Extra>) => string | undefined;
  /**
   * How the form is laid out for the shopper (sections of rows of fields, each with its control and
   * label), so a skin renders the method with its shared field components; none: the skin has its
   * own markup for it (the card).
   */
  layout?: (state: PaymentMethodState<Options, Extra>) => FormLayout;
  /**
   * What its machine needs of the browser besides every method's deps (the card's: the browser's
   * details a payment sends, encryption with the client key in direct mode, the bin lookup); a
   * hook that brings its definition brings these too (useCard), the registry's hooks get them with
   * the definition.
   */
  hostDeps?: readonly ('environment' | 'encrypt' | 'lookupBin')[];
  /** What its secured-field frames need besides the layout's fields of kind 'secured' (the card's). */
  frames?: MethodFrames<PaymentMethodState<Options, Extra>, PaymentMethodEvent<Options, Event>>;
  /** Fields whose value (and the control it came from) a later visit in the same tab starts with. */
  remember?: readonly string[];
  /**
   * The provider the method's effects run (a wallet's): its script's key in the checkout's
   * `scriptUrls`, and the names of the elements the host places for its buttons (PayPal's funding
   * sources, Amazon Pay's button and change-payment action); none: the method has no provider.
   */
  provider?: { scriptUrl: keyof ScriptUrls; containers?: readonly string[] };
  /** Whether its fields need the checkout's payment methods (false when the options bring what they need). */
  needsPaymentMethods?: (options: Options) => boolean;
}

/** An effect of a method's machine: its state, its events (the form's and its own), the host's deps. */
type PaymentMethodEffect<
  Options extends PaymentMethodBaseOptions = PaymentMethodBaseOptions,
  Extra = undefined,
  Event = never,
> = Effect<PaymentMethodState<Options, Extra>, PaymentMethodEvent<Options, Event>, PaymentMethodDeps>;

/** Any method's definition, whatever its options and own state (the registry's loads). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPaymentMethodDefinition = PaymentMethodDefinition<any, any, any>;

export type {
  AvailabilityEvent,
  CheckoutSessionReference,
  MethodAvailability,
  MethodClosedReason,
  MethodFrames,
  MethodAvailabilityCheck,
  PaymentEnvironment,
  ProviderHost,
  AnyPaymentMethodDefinition,
  PaymentMethodDeps,
  PaymentMethodEffect,
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodEvent,
  PaymentMethodFormState,
  PaymentMethodState,
};
