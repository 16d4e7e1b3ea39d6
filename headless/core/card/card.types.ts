import type { Timers } from '../store/timers';
import type { Amount } from '../amount/amount';
import type { PaymentMethod, StoredPaymentMethod } from '../checkout/payment-methods';
import type { CheckoutError } from '../errors/checkout-error';
import type { PaymentData, PaymentResponse } from '../checkout/types';
import type { ElementStatus, PaymentState } from '../payment/payment.machine';
import type { AddressData, AddressFieldName, AddressMode } from '../validation/address';
import type { FieldPolicy } from '../validation/card-brand-info';
import type { ValidationResult } from '../validation/result';
import type { BinLookupBrand, BinLookupOutcome } from './bin-lookup';
import type { SecuredFieldType } from './secured-fields.protocol';

/** The fields of the card form. */
type CardFieldName =
  | 'cardNumber'
  | 'expiryDate'
  | 'expiryMonth'
  | 'expiryYear'
  | 'securityCode'
  | 'holderName'
  | 'taxNumber'
  | 'password'
  | 'socialSecurityNumber';

/** The expiry as one `MM/YY` field, or as separate month and year fields. */
type ExpiryFields = 'combined' | 'separate';

/** Where the card number, expiry and security code are typed. */
type CardMode = 'secured' | 'direct';

/** The element statuses of spec section 4 (derived from the payment: `elementStatusOf`). */
type CardStatus = ElementStatus;

/** Installment plans (spec section 5). */
type InstallmentPlan = 'onetime' | 'installments' | 'revolving';

/** Installment options for a brand (or `card`, the fallback for every brand). */
interface InstallmentOption {
  /** Numbers of installments offered, e.g. [1, 2, 3, 6]. */
  values: number[];
  /** Plans besides the regular one; 'revolving' adds the revolving plan. */
  plans?: Array<'regular' | 'revolving'>;
}

/** The shopper's installment choice. */
interface InstallmentsValue {
  /** Number of installments (1 = pay at once). */
  value: number;
  /** The plan. */
  plan: InstallmentPlan;
}

/** Options of the card form. */
interface CardOptions {
  /** 'secured' (default): number, expiry and security code live in frames; 'direct': your own inputs. */
  mode?: CardMode;
  /** The expiry as one `MM/YY` field ('combined', default) or as separate month and year fields ('separate'). */
  expiryFields?: ExpiryFields;
  /** Brands accepted here (allow-list). Default: the brands of the checkout's `scheme` method, else amex, mc, visa. */
  brands?: string[];
  /** Shows the holder name field. */
  hasHolderName?: boolean;
  /** Requires the holder name (implies hasHolderName). */
  holderNameRequired?: boolean;
  /** Puts the holder name first. */
  positionHolderNameOnTop?: boolean;
  /** Billing address: 'full', 'partial' (postal code and country) or 'none' (default). */
  billingAddressMode?: AddressMode;
  /** Whether the billing address must be filled in (default true when shown). */
  billingAddressRequired?: boolean;
  /** Initial billing address (country first of all). */
  billingAddress?: AddressData;
  /** Shows the store-details checkbox. */
  enableStoreDetails?: boolean;
  /** Installment options per brand, with `card` as the fallback. */
  installmentOptions?: Record<string, InstallmentOption>;
  /** Korean authentication: 'auto' (default) shows the Korean fields when the card is Korean; 'show' always. */
  koreanAuthentication?: { required: boolean; mode?: 'auto' | 'show' };
  /** Brazilian social security number: 'auto' (default, when bin lookup asks), 'show' or 'hide'. */
  socialSecurityNumberMode?: 'auto' | 'show' | 'hide';
  /** Pay with this stored card: read-only expiry, security code only, never a billing address. */
  storedPaymentMethod?: StoredPaymentMethod;
  /** The amount; installments are hidden when it is 0. */
  amount?: Amount;
  /** The checkout date ('MM/YY'): a card expiring before it is refused ('error.va.sf-cc-dat.03'). */
  minimumExpiryDate?: string;
  /** Funding source sent with the payment ('credit' or 'debit'). */
  fundingSource?: 'credit' | 'debit';
}

/** The state of one field. */
interface CardFieldState {
  /** The typed value (direct mode and page fields); '' for a secured field: the page never sees it. */
  value: string;
  /** The shopper left the field at least once. */
  touched: boolean;
  /** The field has focus. */
  focused: boolean;
  /** The field's validation, computed on every change. */
  result: ValidationResult;
  /** Secured mode: the encrypted value(s) the frame sent, by payload name. */
  encrypted?: Record<string, string>;
  /** Secured mode: the last digits of the number, for display. */
  endDigits?: string;
  /** Secured mode: valid, its encrypted value on its way from the frame (a submit waits for it). */
  encrypting?: boolean;
}

/** Bin lookup progress and answer. */
interface BinLookupState {
  /** 'idle' (fewer than 6 digits), 'pending', 'resolved' or 'error'. */
  status: 'idle' | 'pending' | 'resolved' | 'error';
  /** The id of the latest request; older answers are ignored. */
  requestId: string | null;
  /** Brands of the answer. */
  brands: BinLookupBrand[];
  /** The issuing country (upper case). */
  issuingCountryCode: string | null;
  /** Whether the answer asks for the Brazilian social security number. */
  showSocialSecurityNumber: boolean;
  /** True when no brand of the answer is supported: the number is invalid until a new lookup. */
  unsupported: boolean;
  /** 'unknownError' for an error-like answer. */
  error: 'unknownError' | null;
  /**
   * The bin looked up last (the number's first six digits; secured mode: as the number frame sent
   * them, with their encryption), so that new accepted brands look it up again; null when idle.
   */
  bin: { bin: string; encryptedBin?: string } | null;
}

/** The card machine's state. */
interface CardState {
  /** Secured or direct. */
  mode: CardMode;
  /** The field states. */
  fields: Record<CardFieldName, CardFieldState>;
  /** The billing address typed so far. */
  billingAddress: AddressData;
  /** Billing address fields the shopper left at least once. */
  billingAddressTouched: Partial<Record<AddressFieldName, boolean>>;
  /** Validation of each billing address field. */
  billingAddressResults: Partial<Record<AddressFieldName, ValidationResult>>;
  /** The brand detected from the number's prefix (secured mode: reported by the frame). */
  detectedBrand: string | null;
  /** The two brands of a dual-branded card, in the order to show them; null otherwise. */
  dualBrands: [string, string] | null;
  /** The shopper's choice among dualBrands. */
  selectedBrand: string | null;
  /** The bin lookup. */
  binLookup: BinLookupState;
  /** The store-details checkbox. */
  storePaymentMethod: boolean;
  /** The installment choice. */
  installments: InstallmentsValue;
  /** Set by a submit: every error is shown from then on. */
  submitted: boolean;
  /** A submit waits for a frame's encryption (at most `SUBMIT_WAIT_MS`), then pays once. */
  submitQueued: boolean;
  /**
   * The payment attempt (the one lifecycle every method runs): its status, its action (narrowed to
   * its type, for the action hooks), its last response and error. The element status is
   * `elementStatusOf(state.payment)`.
   */
  payment: PaymentState;
  /** Why the secured fields could not load or configure (status csfLoadFailure or csfConfigFailure); null otherwise. */
  securedFieldsError: CheckoutError | null;
  /** The options in use. */
  options: CardOptions;
  /**
   * The checkout's `scheme` entry (the session's setup or the advanced flow's payment methods): its
   * brands are the accepted brands when the options name none; undefined until the methods are there.
   */
  paymentMethod: PaymentMethod | undefined;
  /** The date validation runs against (ms since the epoch), set from the clock. */
  today: number;
  /** Secured mode: the frames' status ('loading' until every frame is configured); 'none' in direct mode. */
  securedFields: 'none' | 'loading' | 'ready' | 'csfLoadFailure' | 'csfConfigFailure';
}

/** A secured field's report (spec section 3's secured-field events, never the card data). */
interface SecuredFieldReport {
  /** The field. */
  field: SecuredFieldType;
  /** Whether the field is valid. */
  valid: boolean;
  /** Whether the field is empty. */
  empty: boolean;
  /** The error key, when invalid. */
  errorKey?: ValidationResult['errorKey'];
  /** Encrypted values by payload name (encryptedCardNumber, encryptedExpiryMonth…) when valid. */
  encrypted?: Record<string, string>;
  /** The brand the number frame detected. */
  brand?: string | null;
  /** The number's last digits. */
  endDigits?: string;
  /** Valid and nothing more to type: the page moves focus to the next field. */
  complete?: boolean;
  /** Valid, and its encrypted values are on their way: they come in a later report of the field. */
  encrypting?: boolean;
}

/** The events of the card machine. */
type CardEvent =
  | { type: 'field.changed'; field: CardFieldName; value: string }
  | { type: 'field.focused'; field: CardFieldName }
  | { type: 'field.blurred'; field: CardFieldName }
  | { type: 'securedField.changed'; report: SecuredFieldReport }
  | { type: 'securedField.binChanged'; binValue: string; encryptedBin?: string }
  | {
      type: 'securedFields.statusChanged';
      status: 'loading' | 'ready' | 'csfLoadFailure' | 'csfConfigFailure';
      error?: CheckoutError;
    }
  | { type: 'billingAddress.changed'; field: AddressFieldName; value: string }
  | { type: 'billingAddress.blurred'; field: AddressFieldName }
  | { type: 'brand.selected'; brand: string }
  | { type: 'binLookup.requested'; requestId: string; bin?: { bin: string; encryptedBin?: string } }
  | { type: 'binLookup.settled'; outcome: BinLookupOutcome }
  | { type: 'binLookup.cleared' }
  | { type: 'installments.changed'; installments: InstallmentsValue }
  | { type: 'storePaymentMethod.changed'; checked: boolean }
  | { type: 'options.updated'; options: CardOptions }
  /** The checkout's `scheme` entry arrived or changed (its brands drive the form when the options name none). */
  | { type: 'paymentMethod.updated'; paymentMethod: PaymentMethod | undefined }
  | { type: 'submit.requested' }
  /** A submit waited longer than `SUBMIT_WAIT_MS` for the frames' encryption. */
  | { type: 'submit.waitTimedOut' }
  | { type: 'submit.started' }
  | { type: 'submit.succeeded'; response: PaymentResponse }
  | { type: 'submit.failed'; error: CheckoutError }
  /** The action of the last response (3DS2, redirect…) finished with this response. */
  | { type: 'action.completed'; response: PaymentResponse }
  /** The action of the last response failed. */
  | { type: 'action.failed'; error: CheckoutError }
  | { type: 'reset' };

/** What the host adds to every payment (spec section 3): browser details, origin, risk data. */
interface PaymentEnvironment {
  /** acceptHeader, colorDepth, language, javaEnabled, screenHeight, screenWidth, userAgent, timeZoneOffset. */
  browserInfo?: Record<string, string | number | boolean>;
  /** The page's origin. */
  origin?: string;
  /** The risk module's data. */
  riskData?: { clientData: string };
}

/** What the card machine takes from its host. */
interface CardDeps {
  /** The clock. */
  now: () => number;
  /** Timers (a submit's wait for the frames' encryption); the host's by default. */
  timers?: Timers;
  /** Encrypts one field (direct mode; and the bin): `createCardEncryptor(…).encrypt` over the service. */
  encrypt: (
    field: 'number' | 'expiryMonth' | 'expiryYear' | 'cvc' | 'password' | 'binValue',
    value: string,
  ) => Promise<string>;
  /** Looks a bin up: `lookupBin(http, clientKey, request)` over the service. */
  lookupBin: (request: {
    encryptedBin: string;
    supportedBrands: readonly string[];
    requestId: string;
  }) => Promise<BinLookupOutcome>;
  /** Submits the payment data (the checkout's submitPayment). */
  submit: (data: PaymentData) => Promise<PaymentResponse>;
  /**
   * Browser details for the payload (browserInfo, origin, riskData), from the host: read when a
   * payment is submitted, while the fields are encrypted (a promise when the host gathers them
   * asynchronously).
   */
  environment: () => PaymentEnvironment | Promise<PaymentEnvironment>;
  /** A new request id. */
  createRequestId: () => string;
  /** Reports errors (bin lookup, submit) to the merchant. */
  onError?: (error: CheckoutError) => void;
}

export type {
  BinLookupState,
  CardDeps,
  CardEvent,
  CardFieldName,
  CardFieldState,
  CardMode,
  CardOptions,
  CardState,
  CardStatus,
  ExpiryFields,
  FieldPolicy,
  InstallmentOption,
  InstallmentPlan,
  InstallmentsValue,
  PaymentEnvironment,
  SecuredFieldReport,
};
