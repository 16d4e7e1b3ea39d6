import { CheckoutError, isCheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';
import { createStore } from '../store/machine';
import type { GiftCardDefinition } from './giftcard/giftcard.definition';
import type { IssuerListDefinition } from './issuer-list/issuer-list.types';
import type { OpenInvoiceDefinition } from './open-invoice/open-invoice.definition';
import type { VoucherDefinition } from './voucher/voucher.definition';
import type { PhoneMethodDefinition } from './phone/phone.definition';
import type { QrMethodDefinition } from './qr/qr.definition';
import type { UpiDefinition } from './upi/upi.definition';
import type { GooglePayDefinition } from './google-pay/google-pay.definition';
import type { ApplePayDefinition } from './apple-pay/apple-pay.definition';
import type { CardDefinition } from './scheme/scheme.definition';
import type { BacsDefinition } from './bacs/bacs.definition';
import type { SepaDirectDebitDefinition } from './sepa/sepa.definition';
import type { AchDefinition } from './ach/ach.definition';
import type { BlikDefinition } from './blik/blik.definition';
import type { PixDefinition } from './pix/pix.definition';
import type { TwintDefinition } from './twint/twint.definition';
import type { AmazonPayDefinition } from './amazonpay/amazonpay.definition';
import type { PayPalDefinition } from './paypal/paypal.definition';
import type {
  AnyPaymentMethodDefinition,
  PaymentMethodBaseOptions,
  PaymentMethodDefinition,
} from './payment-method.types';

// One load seam per method: each payment-service type names the dynamic import of its definition,
// so a page carries a method's code only once it uses it. The issuer lists share one definition,
// and so do the open-invoice and pay-later methods, the vouchers with the bank transfer, the gift
// card with the meal vouchers, the phone methods (MB Way, QIWI) and the QR methods (Swish,
// Payconiq, WeChat Pay, PayNow, PromptPay, DuitNow).
const issuerList = (): Promise<IssuerListDefinition> =>
  import('./issuer-list/issuer-list.definition').then((module) => module.issuerListDefinition);

const openInvoice = (): Promise<OpenInvoiceDefinition> =>
  import('./open-invoice/open-invoice.definition').then((module) => module.openInvoiceDefinition);

const voucher = (): Promise<VoucherDefinition> =>
  import('./voucher/voucher.definition').then((module) => module.voucherDefinition);
const giftCard = (): Promise<GiftCardDefinition> =>
  import('./giftcard/giftcard.definition').then((module) => module.giftCardDefinition);
const phoneMethod = (): Promise<PhoneMethodDefinition> =>
  import('./phone/phone.definition').then((module) => module.phoneMethodDefinition);

const qrMethod = (): Promise<QrMethodDefinition> =>
  import('./qr/qr.definition').then((module) => module.qrMethodDefinition);

const upi = (): Promise<UpiDefinition> =>
  import('./upi/upi.definition').then((module) => module.upiDefinition);

// The wallet buttons: Google Pay (both of its types share one definition) and Apple Pay.
const googlePay = (): Promise<GooglePayDefinition> =>
  import('./google-pay/google-pay.definition').then((module) => module.googlePayDefinition);
const applePay = (): Promise<ApplePayDefinition> =>
  import('./apple-pay/apple-pay.definition').then((module) => module.applePayDefinition);

// The card (useCard imports it statically; the registry loads it for usePaymentMethod('scheme')).
const scheme = (): Promise<CardDefinition> =>
  import('./scheme/scheme.definition').then((module) => module.schemeDefinition);

// Each load names its definition's type: inferred under the table's `satisfies`, a load would
// widen to any definition, and the hooks would lose the type's options and field names.
const PAYMENT_METHOD_LOADERS = {
  scheme,
  ideal: issuerList,
  onlineBanking_PL: issuerList,
  onlineBanking_CZ: issuerList,
  onlineBanking_SK: issuerList,
  onlinebanking_IN: issuerList,
  wallet_IN: issuerList,
  billdesk_online: issuerList,
  billdesk_wallet: issuerList,
  paybybank: issuerList,
  directdebit_GB: (): Promise<BacsDefinition> =>
    import('./bacs/bacs.definition').then((module) => module.bacsDefinition),
  sepadirectdebit: (): Promise<SepaDirectDebitDefinition> =>
    import('./sepa/sepa.definition').then((module) => module.sepaDirectDebitDefinition),
  klarna: openInvoice,
  klarna_account: openInvoice,
  klarna_paynow: openInvoice,
  afterpay_default: openInvoice,
  afterpay_b2b: openInvoice,
  ratepay: openInvoice,
  ratepay_directdebit: openInvoice,
  affirm: openInvoice,
  atome: openInvoice,
  facilypay_3x: openInvoice,
  facilypay_4x: openInvoice,
  facilypay_6x: openInvoice,
  facilypay_10x: openInvoice,
  facilypay_12x: openInvoice,
  ach: (): Promise<AchDefinition> => import('./ach/ach.definition').then((module) => module.achDefinition),
  boletobancario: voucher,
  doku_alfamart: voucher,
  doku_indomaret: voucher,
  econtext_seven_eleven: voucher,
  econtext_stores: voucher,
  dragonpay_ebanking: voucher,
  dragonpay_otc_banking: voucher,
  dragonpay_otc_non_banking: voucher,
  oxxo: voucher,
  multibanco: voucher,
  bankTransfer_IBAN: voucher,
  giftcard: giftCard,
  mealVoucher_FR_natixis: giftCard,
  mealVoucher_FR_sodexo: giftCard,
  mealVoucher_FR_groupeup: giftCard,
  mbway: phoneMethod,
  qiwiwallet: phoneMethod,
  blik: (): Promise<BlikDefinition> =>
    import('./blik/blik.definition').then((module) => module.blikDefinition),
  upi,
  // UPI's component keys (spec section 2): UPI with the mode preset.
  upi_qr: upi,
  upi_collect: upi,
  pix: (): Promise<PixDefinition> => import('./pix/pix.definition').then((module) => module.pixDefinition),
  twint: (): Promise<TwintDefinition> =>
    import('./twint/twint.definition').then((module) => module.twintDefinition),
  swish: qrMethod,
  bcmc_mobile: qrMethod,
  wechatpayQR: qrMethod,
  paynow: qrMethod,
  promptpay: qrMethod,
  duitnow: qrMethod,
  // Wallet buttons (Google Pay, Apple Pay)
  googlepay: googlePay,
  paywithgoogle: googlePay,
  applepay: applePay,
  // Wallets: Amazon Pay and PayPal (issue 16)
  amazonpay: (): Promise<AmazonPayDefinition> =>
    import('./amazonpay/amazonpay.definition').then((module) => module.amazonPayDefinition),
  paypal: (): Promise<PayPalDefinition> =>
    import('./paypal/paypal.definition').then((module) => module.paypalDefinition),
} as const satisfies Record<string, () => Promise<AnyPaymentMethodDefinition>>;

/** A payment-service type the SDK has a definition for. */
type SupportedPaymentMethodType = keyof typeof PAYMENT_METHOD_LOADERS;

/** The definition of a type. */
type PaymentMethodDefinitionOf<T extends SupportedPaymentMethodType> = Awaited<
  ReturnType<(typeof PAYMENT_METHOD_LOADERS)[T]>
>;

/** The options of a type's definition (its `type` included). */
type PaymentMethodOptionsOf<T extends SupportedPaymentMethodType> = T extends SupportedPaymentMethodType
  ? PaymentMethodDefinitionOf<T> extends PaymentMethodDefinition<
      infer Options extends PaymentMethodBaseOptions,
      infer _Extra,
      infer _Event
    >
    ? Options
    : never
  : never;

/** The own state of a type's definition (the card's brand and bin lookup; undefined for most methods). */
type PaymentMethodExtraOf<T extends SupportedPaymentMethodType> = T extends SupportedPaymentMethodType
  ? PaymentMethodDefinitionOf<T> extends PaymentMethodDefinition<
      infer _Options extends PaymentMethodBaseOptions,
      infer Extra,
      infer _Event
    >
    ? Extra
    : never
  : never;

/** The own events of a type's definition (the card's bin lookup and frames; none for most methods). */
type PaymentMethodOwnEventOf<T extends SupportedPaymentMethodType> = T extends SupportedPaymentMethodType
  ? PaymentMethodDefinitionOf<T> extends PaymentMethodDefinition<
      infer _Options extends PaymentMethodBaseOptions,
      infer _Extra,
      infer Event
    >
    ? Event
    : never
  : never;

/** The names of a definition's fields (the keys its `fields` may return); every type of a union's. */
type FieldNamesOf<Definition> = Definition extends { fields: (...args: never[]) => infer Fields }
  ? keyof Fields & string
  : never;

/**
 * The field names of a type's definition (`sepadirectdebit`: 'ownerName' | 'iban'; its secured
 * fields' too: ACH's 'encryptedBankAccountNumber'): what the method hooks' getters take.
 */
type PaymentMethodFieldOf<T extends SupportedPaymentMethodType> = FieldNamesOf<PaymentMethodDefinitionOf<T>>;

/** The types the SDK has a definition for (`loadPaymentMethod` loads them). */
const SUPPORTED_PAYMENT_METHOD_TYPES = /* @__PURE__ */ Object.keys(
  PAYMENT_METHOD_LOADERS,
) as readonly SupportedPaymentMethodType[];

/** Where the load of a type's definition stands. */
interface PaymentMethodLoad {
  /** 'loading' until the definition is there ('ready'); 'error' when it could not load or the type is unknown. */
  status: 'loading' | 'ready' | 'error';
  /** The definition (status 'ready'). */
  definition: AnyPaymentMethodDefinition | null;
  /** Why it is not there (status 'error'). */
  error: CheckoutError | null;
}

const LOADING: PaymentMethodLoad = { status: 'loading', definition: null, error: null };

/** The loads by type: a store, so a hook re-renders when its definition arrives . */
const loads = /* @__PURE__ */ createStore<Readonly<Record<string, PaymentMethodLoad>>>({});
const pending = /* @__PURE__ */ new Map<string, Promise<AnyPaymentMethodDefinition>>();

function isSupported(type: string): type is SupportedPaymentMethodType {
  return Object.prototype.hasOwnProperty.call(PAYMENT_METHOD_LOADERS, type);
}

function settle(type: string, load: PaymentMethodLoad): void {
  loads.setState((current) => ({ ...current, [type]: load }));
}

/**
 * Loads the definition of a payment-service type (once per page; a failed load is tried again by
 * the next call). An unknown type rejects with IMPLEMENTATION_ERROR "'{type}' is not a valid
 * Checkout Component", no type with 'No Payment Method component was passed'; a chunk that cannot
 * load with NETWORK_ERROR.
 */
function loadPaymentMethod<T extends SupportedPaymentMethodType>(
  type: T,
): Promise<PaymentMethodDefinitionOf<T>>;
function loadPaymentMethod(type: string): Promise<AnyPaymentMethodDefinition>;
function loadPaymentMethod(type: string): Promise<AnyPaymentMethodDefinition> {
  if (!type) return noTypeGiven();
  const loaded = loads.getSnapshot()[type];
  if (loaded?.definition && isSupported(type)) return Promise.resolve(loaded.definition);
  if (!isSupported(type)) {
    // A listed type's fallback (loadListedPaymentMethod) is not a component a merchant names.
    const error = new CheckoutError('IMPLEMENTATION_ERROR', ERROR_TEXTS.notACheckoutComponent(`'${type}'`));
    if (!loaded) settle(type, { status: 'error', definition: null, error });
    return Promise.reject(error);
  }
  const running = pending.get(type);
  if (running) return running;
  if (loaded?.status === 'error') settle(type, LOADING);
  const load = PAYMENT_METHOD_LOADERS[type]().then(
    (definition) => {
      pending.delete(type);
      settle(type, { status: 'ready', definition, error: null });
      return definition;
    },
    (cause: unknown) => {
      pending.delete(type);
      const error = isCheckoutError(cause)
        ? cause
        : new CheckoutError('NETWORK_ERROR', `Could not load the payment method '${type}'`, { cause });
      settle(type, { status: 'error', definition: null, error });
      throw error;
    },
  );
  pending.set(type, load);
  return load;
}

/**
 * A load with no type (an empty or missing one): 'No Payment Method component was passed'
 * (IMPLEMENTATION_ERROR), recorded under '' so a hook waiting on it hears it.
 */
function noTypeGiven(): Promise<never> {
  const error = new CheckoutError('IMPLEMENTATION_ERROR', ERROR_TEXTS.noPaymentMethodComponent);
  settle('', { status: 'error', definition: null, error });
  return Promise.reject(error);
}

/**
 * The definition of a type a payment methods response lists: the registry's for a type it knows,
 * else the redirect fallback (redirect/redirect.definition.ts: no field, 'Continue to {name}', the
 * redirect action), so that a method the SDK does not know still pays. For a drop-in, which shows
 * what the payment service offers; a merchant naming a component uses `loadPaymentMethod`.
 */
function loadListedPaymentMethod(type: string): Promise<AnyPaymentMethodDefinition> {
  if (!type) return noTypeGiven();
  if (isSupported(type)) return loadPaymentMethod(type);
  const loaded = loads.getSnapshot()[type];
  if (loaded?.definition) return Promise.resolve(loaded.definition);
  const running = pending.get(type);
  if (running) return running;
  // The load settles like a registered type's, so a hook waiting on the type hears it.
  settle(type, LOADING);
  const load = import('./redirect/redirect.definition').then(
    ({ redirectMethodDefinition }) => {
      pending.delete(type);
      // One definition per listed type (it serves that type only).
      const definition: AnyPaymentMethodDefinition = { ...redirectMethodDefinition, types: [type] };
      settle(type, { status: 'ready', definition, error: null });
      return definition;
    },
    (cause: unknown) => {
      pending.delete(type);
      const error = new CheckoutError('NETWORK_ERROR', `Could not load the payment method '${type}'`, {
        cause,
      });
      settle(type, { status: 'error', definition: null, error });
      throw error;
    },
  );
  pending.set(type, load);
  return load;
}

/** Whether the SDK has a definition of its own for the type (else a listed type pays by redirect). */
const isKnownPaymentMethodType = (type: string): boolean => isSupported(type);

/** Where the load of a type's definition stands now ('loading' before the first `loadPaymentMethod`). */
function paymentMethodLoadOf(type: string): PaymentMethodLoad {
  return loads.getSnapshot()[type] ?? LOADING;
}

/** The loads of every type, as a store (subscribe to hear a definition arrive). */
const paymentMethodLoads: Pick<typeof loads, 'getSnapshot' | 'subscribe'> = {
  getSnapshot: () => loads.getSnapshot(),
  subscribe: (listener) => loads.subscribe(listener),
};

export {
  SUPPORTED_PAYMENT_METHOD_TYPES,
  isKnownPaymentMethodType,
  loadListedPaymentMethod,
  loadPaymentMethod,
  paymentMethodLoadOf,
  paymentMethodLoads,
};
export type {
  PaymentMethodDefinitionOf,
  PaymentMethodLoad,
  PaymentMethodExtraOf,
  PaymentMethodFieldOf,
  PaymentMethodOptionsOf,
  PaymentMethodOwnEventOf,
  SupportedPaymentMethodType,
};
