/**
 * Google Pay's rules (spec sections 3, 7, 8, 9), pure: its options, the requests Google's API takes
 * (IsReadyToPayRequest, PaymentDataRequest from the checkout's amount, country and locale and the
 * method's configuration, the button's options), and how its answers read (availability, the
 * token, a closed sheet). The definition (google-pay.definition.ts) and its effects
 * (google-pay.effects.ts) use them.
 */
import * as v from 'valibot';
import { getMinorUnitDivisor } from '../../amount/amount';
import type { Amount } from '../../amount/amount';
import { CheckoutError } from '../../errors/checkout-error';
import type { PaymentMethodBaseOptions, PaymentMethodContext } from '../payment-method.types';
import type { WalletEvent, WalletState } from '../wallet/wallet.flow';

/** Google's production script (the `scriptUrls.googlePay` default). */
const GOOGLE_PAY_URL = 'https://pay.google.com/gp/p/js/pay.js';
/** The Google Pay API version of spec section 9. */
const GOOGLE_PAY_API_VERSION = 2;
/** The card authentication methods of spec section 9. */
const GOOGLE_PAY_AUTH_METHODS = ['PAN_ONLY', 'CRYPTOGRAM_3DS'] as const;
/** The card networks of spec section 9. */
const GOOGLE_PAY_NETWORKS = ['AMEX', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA'] as const;
/** The payment service's gateway id in Google's tokenization (PAYMENT_GATEWAY). */
const GOOGLE_PAY_GATEWAY = 'headlesscheckout';
/** The 31 languages Google's button is drawn in (spec section 9). */
const GOOGLE_PAY_BUTTON_LOCALES = [
  'ar', 'bg', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fi', 'fr', 'hr', 'id', 'it', 'ja',
  'ko', 'ms', 'nl', 'no', 'pl', 'pt', 'ru', 'sk', 'sl', 'sr', 'sv', 'th', 'tr', 'uk', 'zh',
] as const; // prettier-ignore

/** The developer-facing texts of Google Pay's errors (spec section 8). */
const GOOGLE_PAY_ERRORS = {
  notAvailable: 'Google Pay is not available',
  noPaymentMethod: 'No paymentMethodPresent',
  noApi: 'Google Pay: the script did not define google.payments.api.PaymentsClient',
} as const;

/** A card network Google answers with. */
type GooglePayNetwork = (typeof GOOGLE_PAY_NETWORKS)[number];
/** An authentication method. */
type GooglePayAuthMethod = (typeof GOOGLE_PAY_AUTH_METHODS)[number];
/** A language Google's button is drawn in. */
type GooglePayButtonLocale = (typeof GOOGLE_PAY_BUTTON_LOCALES)[number];

/** Options of Google Pay. */
interface GooglePayOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: 'googlepay' | 'paywithgoogle';
  /** Google's merchant id; by default the payment methods' `configuration.merchantId` (needed live). */
  merchantId?: string | undefined;
  /** The name Google's sheet shows; by default the payment methods' `configuration.merchantName`. */
  merchantName?: string | undefined;
  /** Your merchant account at the payment service; by default the payment methods' `configuration.gatewayMerchantId`. */
  gatewayMerchantId?: string | undefined;
  /** The card networks offered; default AMEX, DISCOVER, JCB, MASTERCARD, VISA. */
  allowedCardNetworks?: readonly GooglePayNetwork[] | undefined;
  /** The authentication methods; default PAN_ONLY and CRYPTOGRAM_3DS. */
  allowedAuthMethods?: readonly GooglePayAuthMethod[] | undefined;
  /** FINAL (default) or ESTIMATED. */
  totalPriceStatus?: 'FINAL' | 'ESTIMATED' | undefined;
  /** The total's label in the sheet. */
  totalPriceLabel?: string | undefined;
  /** Asks the shopper's email. */
  emailRequired?: boolean | undefined;
  /** Asks the shopper's billing address. */
  billingAddressRequired?: boolean | undefined;
  /** Asks the shopper's shipping address. */
  shippingAddressRequired?: boolean | undefined;
  /** Shows the button only when the shopper has a card in Google Pay (isReadyToPay's paymentMethodPresent). */
  existingPaymentMethodRequired?: boolean | undefined;
  /** The button's colour: default, black or white. */
  buttonColor?: 'default' | 'black' | 'white' | undefined;
  /** The button's words: buy (default), book, checkout, donate, order, pay, plain or subscribe. */
  buttonType?: 'book' | 'buy' | 'checkout' | 'donate' | 'order' | 'pay' | 'plain' | 'subscribe' | undefined;
  /** static (default) or fill (the container's width). */
  buttonSizeMode?: 'static' | 'fill' | undefined;
  /** The button's language; by default the checkout's locale, mapped to one of Google's 31. */
  buttonLocale?: GooglePayButtonLocale | undefined;
}

/** What Google's sheet answered, as the payment sends it. */
interface GooglePayToken {
  /** The tokenization data's token (a JSON string Google signed). */
  googlePayToken: string;
  /** The card network the shopper chose. */
  googlePayCardNetwork: string;
}

/** Google Pay's own state. */
type GooglePayState = WalletState<GooglePayToken>;
/** Google Pay's own events. */
type GooglePayEvent = WalletEvent<GooglePayToken>;

/** Google's IsReadyToPayRequest. */
interface GoogleIsReadyToPayRequest {
  apiVersion: number;
  apiVersionMinor: number;
  allowedPaymentMethods: GoogleCardPaymentMethod[];
  existingPaymentMethodRequired?: boolean;
}

/** A CARD payment method of Google's requests. */
interface GoogleCardPaymentMethod {
  type: 'CARD';
  parameters: {
    allowedAuthMethods: string[];
    allowedCardNetworks: string[];
    billingAddressRequired?: boolean;
  };
  tokenizationSpecification?: {
    type: 'PAYMENT_GATEWAY';
    parameters: { gateway: string; gatewayMerchantId: string };
  };
}

/** Google's PaymentDataRequest. */
interface GooglePaymentDataRequest extends GoogleIsReadyToPayRequest {
  merchantInfo: { merchantId?: string; merchantName?: string };
  transactionInfo: {
    countryCode: string;
    currencyCode: string;
    totalPriceStatus: 'FINAL' | 'ESTIMATED';
    totalPrice: string;
    totalPriceLabel?: string;
  };
  emailRequired?: boolean;
  shippingAddressRequired?: boolean;
}

/** Google's button options (`createButton`), without the click handler. */
interface GooglePayButtonOptions {
  buttonColor: 'default' | 'black' | 'white';
  buttonType: NonNullable<GooglePayOptions['buttonType']>;
  buttonSizeMode: 'static' | 'fill';
  buttonLocale: GooglePayButtonLocale;
}

/** The part of Google's `google.payments.api.PaymentsClient` the checkout uses. */
interface GooglePaymentsClient {
  isReadyToPay: (
    request: GoogleIsReadyToPayRequest,
  ) => Promise<{ result: boolean; paymentMethodPresent?: boolean }>;
  prefetchPaymentData: (request: GooglePaymentDataRequest) => void;
  loadPaymentData: (request: GooglePaymentDataRequest) => Promise<unknown>;
  createButton: (options: GooglePayButtonOptions & { onClick: () => void }) => unknown;
}

/** Google's client constructor. */
type GooglePaymentsClientConstructor = new (options: {
  environment: 'TEST' | 'PRODUCTION';
}) => GooglePaymentsClient;

/** Google's client constructor on a global object (`window`), or null when the script did not define it. */
function googlePaymentsClientOf(global: unknown): GooglePaymentsClientConstructor | null {
  const api = (global as { google?: { payments?: { api?: { PaymentsClient?: unknown } } } } | null)?.google
    ?.payments?.api;
  return typeof api?.PaymentsClient === 'function'
    ? (api.PaymentsClient as GooglePaymentsClientConstructor)
    : null;
}

/** Google's environment: TEST, or PRODUCTION for a live checkout. */
function googlePayEnvironmentOf(live: boolean): 'TEST' | 'PRODUCTION' {
  return live ? 'PRODUCTION' : 'TEST';
}

/** One of Google's 31 button languages for a checkout locale ('nl-NL' -> 'nl', 'nb-NO' -> 'no'), else 'en'. */
function googlePayButtonLocaleOf(locale: string | undefined): GooglePayButtonLocale {
  const language = (locale ?? 'en').toLowerCase().split(/[-_]/)[0] ?? 'en';
  const mapped = language === 'nb' || language === 'nn' ? 'no' : language;
  return (GOOGLE_PAY_BUTTON_LOCALES as readonly string[]).includes(mapped)
    ? (mapped as GooglePayButtonLocale)
    : 'en';
}

/** An amount in major units as Google writes it ('120.00', '1200', '1.500'). */
function googlePayPrice(amount: Amount): string {
  const divisor = getMinorUnitDivisor(amount.currency);
  const digits = Math.round(Math.log10(divisor));
  return (amount.value / divisor).toFixed(digits);
}

/** A string field of the method's `configuration` in the payment methods. */
function configured(context: PaymentMethodContext, name: string): string | undefined {
  const configuration = context.paymentMethod?.configuration as Record<string, unknown> | undefined;
  const value = configuration?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The CARD method of both requests. */
function cardMethod(options: GooglePayOptions): GoogleCardPaymentMethod {
  return {
    type: 'CARD',
    parameters: {
      allowedAuthMethods: [...(options.allowedAuthMethods ?? GOOGLE_PAY_AUTH_METHODS)],
      allowedCardNetworks: [...(options.allowedCardNetworks ?? GOOGLE_PAY_NETWORKS)],
      ...(options.billingAddressRequired ? { billingAddressRequired: true } : {}),
    },
  };
}

/** isReadyToPay's request (API version 2, the CARD method). */
function googleIsReadyToPayRequest(options: GooglePayOptions): GoogleIsReadyToPayRequest {
  return {
    apiVersion: GOOGLE_PAY_API_VERSION,
    apiVersionMinor: 0,
    allowedPaymentMethods: [cardMethod(options)],
    ...(options.existingPaymentMethodRequired ? { existingPaymentMethodRequired: true } : {}),
  };
}

/**
 * The PaymentDataRequest of spec section 9: API version 2, merchant info, the CARD method with the
 * auth methods and networks and the gateway's tokenization with the merchant account, and the
 * transaction (country default US, currency default USD, price status default FINAL).
 */
function googlePaymentDataRequest(
  options: GooglePayOptions,
  context: PaymentMethodContext,
): GooglePaymentDataRequest {
  const amount = context.amount ?? { value: 0, currency: 'USD' };
  const merchantId = options.merchantId ?? configured(context, 'merchantId');
  const merchantName = options.merchantName ?? configured(context, 'merchantName');
  const gatewayMerchantId = options.gatewayMerchantId ?? configured(context, 'gatewayMerchantId') ?? '';
  return {
    ...googleIsReadyToPayRequest(options),
    merchantInfo: { ...(merchantId ? { merchantId } : {}), ...(merchantName ? { merchantName } : {}) },
    allowedPaymentMethods: [
      {
        ...cardMethod(options),
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: { gateway: GOOGLE_PAY_GATEWAY, gatewayMerchantId },
        },
      },
    ],
    transactionInfo: {
      countryCode: context.countryCode ?? 'US',
      currencyCode: amount.currency,
      totalPriceStatus: options.totalPriceStatus ?? 'FINAL',
      totalPrice: googlePayPrice(amount),
      ...(options.totalPriceLabel ? { totalPriceLabel: options.totalPriceLabel } : {}),
    },
    ...(options.emailRequired ? { emailRequired: true } : {}),
    ...(options.shippingAddressRequired ? { shippingAddressRequired: true } : {}),
  };
}

/** The button's options: colour, words, size and the language (the checkout's locale mapped). */
function googlePayButtonOptions(
  options: GooglePayOptions,
  context: PaymentMethodContext,
): GooglePayButtonOptions {
  return {
    buttonColor: options.buttonColor ?? 'default',
    buttonType: options.buttonType ?? 'buy',
    buttonSizeMode: options.buttonSizeMode ?? 'static',
    buttonLocale: options.buttonLocale ?? googlePayButtonLocaleOf(context.locale),
  };
}

const IsReadyToPayAnswerSchema = v.looseObject({
  result: v.boolean(),
  paymentMethodPresent: v.optional(v.boolean()),
});

/**
 * isReadyToPay's answer as availability: available when `result` is true (and, with
 * existingPaymentMethodRequired, `paymentMethodPresent`), else 'Google Pay is not available'.
 */
function googlePayAvailabilityOf(answer: unknown, options: GooglePayOptions): true | CheckoutError {
  const parsed = v.safeParse(IsReadyToPayAnswerSchema, answer);
  if (!parsed.success || !parsed.output.result)
    return new CheckoutError('ERROR', GOOGLE_PAY_ERRORS.notAvailable, { cause: answer });
  if (options.existingPaymentMethodRequired && parsed.output.paymentMethodPresent === false)
    return new CheckoutError('ERROR', GOOGLE_PAY_ERRORS.notAvailable, { cause: answer });
  return true;
}

const PaymentDataSchema = v.looseObject({
  paymentMethodData: v.looseObject({
    type: v.optional(v.string()),
    info: v.optional(v.looseObject({ cardNetwork: v.optional(v.string()) })),
    tokenizationData: v.looseObject({
      type: v.optional(v.string()),
      token: v.pipe(v.string(), v.nonEmpty()),
    }),
  }),
});

/**
 * loadPaymentData's answer as the payment's token and network, or 'No paymentMethodPresent' when it
 * has no payment method (or no token).
 */
function googlePayTokenOf(paymentData: unknown): GooglePayToken | CheckoutError {
  const parsed = v.safeParse(PaymentDataSchema, paymentData);
  if (!parsed.success)
    return new CheckoutError('ERROR', GOOGLE_PAY_ERRORS.noPaymentMethod, { cause: paymentData });
  const { paymentMethodData } = parsed.output;
  return {
    googlePayToken: paymentMethodData.tokenizationData.token,
    googlePayCardNetwork: paymentMethodData.info?.cardNetwork ?? '',
  };
}

/** Whether loadPaymentData's rejection is the shopper closing the sheet (statusCode CANCELED). */
function isGooglePayCancel(reason: unknown): boolean {
  return (reason as { statusCode?: unknown } | null)?.statusCode === 'CANCELED';
}

export {
  GOOGLE_PAY_API_VERSION,
  GOOGLE_PAY_AUTH_METHODS,
  GOOGLE_PAY_BUTTON_LOCALES,
  GOOGLE_PAY_ERRORS,
  GOOGLE_PAY_GATEWAY,
  GOOGLE_PAY_NETWORKS,
  GOOGLE_PAY_URL,
  googleIsReadyToPayRequest,
  googlePayAvailabilityOf,
  googlePayButtonLocaleOf,
  googlePayButtonOptions,
  googlePayEnvironmentOf,
  googlePaymentDataRequest,
  googlePaymentsClientOf,
  googlePayPrice,
  googlePayTokenOf,
  isGooglePayCancel,
};
export type {
  GoogleCardPaymentMethod,
  GoogleIsReadyToPayRequest,
  GooglePayAuthMethod,
  GooglePayButtonLocale,
  GooglePayButtonOptions,
  GooglePayEvent,
  GooglePayNetwork,
  GooglePayOptions,
  GooglePayState,
  GooglePayToken,
  GooglePaymentDataRequest,
  GooglePaymentsClient,
  GooglePaymentsClientConstructor,
};
