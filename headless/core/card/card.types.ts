import type { Amount } from '../amount/amount';
import type { StoredPaymentMethod } from '../checkout/payment-methods';
import type { CheckoutError } from '../errors/checkout-error';
import type { MessageKey } from '../i18n/messages';
import type {
  PaymentMethodEvent,
  PaymentMethodFormState,
  PaymentMethodState,
} from '../methods/payment-method.types';
import type { ElementStatus } from '../payment/payment.machine';
import type { AddressData, AddressMode } from '../validation/address';
import type { FieldPolicy } from '../validation/card-brand-info';
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

/** The card's own state besides its fields (the form machine's `extra`). */
interface CardExtra {
  /** Secured or direct. */
  mode: CardMode;
  /** The brand detected from the number's prefix (secured mode: reported by the frame). */
  detectedBrand: string | null;
  /** Secured mode: the number's last digits, as the frame reports them (for display). */
  endDigits: string | null;
  /** The two brands of a dual-branded card, in the order to show them; null otherwise. */
  dualBrands: [string, string] | null;
  /** The shopper's choice among dualBrands. */
  selectedBrand: string | null;
  /** The bin lookup. */
  binLookup: BinLookupState;
  /** How many bin lookups this form has made (the next request's id is `bin-<count + 1>`); kept by a reset. */
  binRequests: number;
  /** The installment choice. */
  installments: InstallmentsValue;
  /** Secured mode: the frames' status ('loading' until every frame is configured); 'none' in direct mode. */
  securedFields: 'none' | 'loading' | 'ready' | 'csfLoadFailure' | 'csfConfigFailure';
  /** Why the secured fields could not load or configure (status csfLoadFailure or csfConfigFailure); null otherwise. */
  securedFieldsError: CheckoutError | null;
  /**
   * The billing address part (its fields and rules, loaded when the form shows the address): 'idle'
   * until asked, 'loading', 'ready' (also when an earlier form of the page loaded it), or 'error'.
   */
  billingAddress: 'idle' | 'loading' | 'ready' | 'error';
  /** Why the billing address part could not load (status 'error'); null otherwise. */
  billingAddressError: CheckoutError | null;
  /**
   * The other optional parts of the form (`card.parts.ts`): the installments, the tax ids (the
   * Korean tax number's and the social security number's checks), and direct mode (the checks of
   * the card's fields typed on the page, `mode: 'direct'`). Each 'idle' until the options
   * say it will show or the form shows it, 'loading', 'ready' (also when an earlier form of the
   * page loaded it), or 'error' (tried again on the next submit, or a reset).
   */
  parts: Record<CardPartName, CardPartStatus>;
  /** Why each part of `parts` whose status is 'error' could not load; none for the others. */
  partErrors: Readonly<Partial<Record<CardPartName, CheckoutError>>>;
}

/** One choice of the installments list. */
interface InstallmentChoice {
  /** Number of installments (1 for the one-time and revolving plans). */
  value: number;
  /** The plan. */
  plan: InstallmentPlan;
  /** What each installment comes to (rounded to the minor unit), when the amount is known. */
  amountPerInstallment?: Amount;
}

/** The card form's optional parts besides the billing address. */
type CardPartName = 'installments' | 'taxIds' | 'directMode';

/** Where an optional part of the card form is. */
type CardPartStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The card's options as a payment method's (type 'scheme'). */
type CardMethodOptions = CardOptions & { type: 'scheme'; returnUrl?: string | undefined };

/**
 * The card form's state: the `scheme` method's form (its fields by name: `cardNumber`…,
 * `billingAddress.country`…, `storePaymentMethod`), its payment attempt, the checkout's `scheme`
 * entry and amount (`context`), and the card's own state (`extra`: brand, bin lookup, frames).
 */
type CardState = PaymentMethodState<CardMethodOptions, CardExtra>;

/** The card's form without the method machine's parts: what its own state's reducer sees. */
type CardFormState = PaymentMethodFormState<CardMethodOptions, CardExtra>;

/** A secured field's report (spec section 3's secured-field events, never the card data). */
interface SecuredFieldReport {
  /** The field. */
  field: SecuredFieldType;
  /** Whether the field is valid. */
  valid: boolean;
  /** Whether the field is empty. */
  empty: boolean;
  /** The error key, when invalid. */
  errorKey?: MessageKey;
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

/** The card's own events (besides the form's: `field.changed`, `securedField.changed`, `submit.requested`…). */
type CardOwnEvent =
  /** The number frame sent the bin (its first six digits, with their encryption): look it up. */
  | { type: 'securedField.binChanged'; binValue: string; encryptedBin?: string }
  /** The frames' status changed. */
  | {
      type: 'securedFields.statusChanged';
      status: 'loading' | 'ready' | 'csfLoadFailure' | 'csfConfigFailure';
      error?: CheckoutError;
    }
  /** The shopper chose one brand of a dual-branded card. */
  | { type: 'brand.selected'; brand: string }
  | { type: 'binLookup.requested'; requestId: string; bin?: { bin: string; encryptedBin?: string } }
  | { type: 'binLookup.settled'; outcome: BinLookupOutcome }
  | { type: 'binLookup.cleared' }
  /** The shopper chose installments. */
  | { type: 'installments.changed'; installments: InstallmentsValue }
  /** The billing address part began to load, loaded, or failed to. */
  | { type: 'billingAddress.loading' }
  | { type: 'billingAddress.loaded' }
  | { type: 'billingAddress.failed'; error: CheckoutError }
  /** Another optional part (installments, tax ids) began to load, loaded, or failed to. */
  | { type: 'part.loading'; part: CardPartName }
  | { type: 'part.loaded'; part: CardPartName }
  | { type: 'part.failed'; part: CardPartName; error: CheckoutError };

/** Every event of the card form: the form's (fields, submit, payment, options and context) and the card's own. */
type CardEvent = PaymentMethodEvent<CardMethodOptions, CardOwnEvent>;

export type {
  BinLookupState,
  CardEvent,
  CardFormState,
  CardExtra,
  CardFieldName,
  CardMethodOptions,
  CardMode,
  CardOptions,
  CardOwnEvent,
  CardPartName,
  CardPartStatus,
  CardState,
  CardStatus,
  ExpiryFields,
  FieldPolicy,
  InstallmentChoice,
  InstallmentOption,
  InstallmentPlan,
  InstallmentsValue,
  SecuredFieldReport,
};
