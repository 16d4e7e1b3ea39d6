/**
 * Apple Pay's rules (spec sections 2, 3, 7, 8, 9), pure but for the merchant-session call over the
 * checkout's HTTP client: the payment request, the version probed from 11 down, the page's
 * availability in the spec's order, the merchant session's request and decoding, the token as
 * the payment sends it, and how an authorised sheet is completed. The definition
 * (apple-pay.definition.ts) and its effects (apple-pay.effects.ts) use them.
 */
import * as v from 'valibot';
import { getMinorUnitDivisor, type Amount } from '../../amount/amount';
import { CheckoutError } from '../../errors/checkout-error';
import type { HttpClient } from '../../http/http-client';
import type { PaymentState } from '../../payment/payment.machine';
import type { PaymentMethodBaseOptions, PaymentMethodContext } from '../payment-method.types';
import type { WalletEvent, WalletState } from '../wallet/wallet.flow';

/** Apple's JS SDK (the `scriptUrls.applePay` default): its button and ApplePaySession outside Safari. */
const APPLE_PAY_SDK_URL = 'https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js';
/** The highest ApplePaySession version probed (spec section 9: from 11 down). */
const APPLE_PAY_MAX_VERSION = 11;
/** The networks of spec section 9. */
const APPLE_PAY_NETWORKS = ['amex', 'discover', 'masterCard', 'visa'] as const;
/** The button colours of spec section 2. */
const APPLE_PAY_BUTTON_COLORS = ['black', 'white', 'white-with-line'] as const;
/** The button types of spec section 2. */
const APPLE_PAY_BUTTON_TYPES = [
  'plain', 'buy', 'donate', 'check-out', 'book', 'subscribe', 'add-money', 'contribute', 'order',
  'reload', 'rent', 'support', 'tip', 'top-up',
] as const; // prettier-ignore

/** The developer-facing texts of Apple Pay's errors (spec section 8). */
const APPLE_PAY_ERRORS = {
  couldNotDecode: 'Could not decode Apple Pay session',
  couldNotGet: 'Could not get Apple Pay session',
  insecureDocument: 'Trying to start an Apple Pay session from an insecure page: https is required',
  noClientKey: 'clientKey was not provided',
  notAvailable: 'Apple Pay is not available on this device',
} as const;

/** A button colour. */
type ApplePayButtonColor = (typeof APPLE_PAY_BUTTON_COLORS)[number];
/** A button type. */
type ApplePayButtonType = (typeof APPLE_PAY_BUTTON_TYPES)[number];

/** A line of Apple's payment request. */
interface ApplePayLineItem {
  /** What the shopper reads. */
  label: string;
  /** The amount in major units ('12.00'). */
  amount: string;
  /** final (default) or pending. */
  type?: 'final' | 'pending';
}

/** Options of Apple Pay. */
interface ApplePayOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: 'applepay';
  /** Apple's merchant identifier; by default the payment methods' `configuration.merchantId`. */
  merchantIdentifier?: string | undefined;
  /** The name Apple shows when it validates the merchant; by default the payment methods' `configuration.merchantName`. */
  merchantName?: string | undefined;
  /** The total's label; by default the merchant name. */
  totalPriceLabel?: string | undefined;
  /** final (default) or pending. */
  totalPriceStatus?: 'final' | 'pending' | undefined;
  /** The lines above the total. */
  lineItems?: readonly ApplePayLineItem[] | undefined;
  /** Shipping methods offered. */
  shippingMethods?:
    ReadonlyArray<{ label: string; amount: string; identifier: string; detail?: string }> | undefined;
  /** shipping (Apple's default), delivery, storePickup or servicePickup. */
  shippingType?: 'shipping' | 'delivery' | 'storePickup' | 'servicePickup' | undefined;
  /** Default supports3DS. */
  merchantCapabilities?:
    ReadonlyArray<'supports3DS' | 'supportsCredit' | 'supportsDebit' | 'supportsEMV'> | undefined;
  /** Card countries accepted (ISO 3166-1 alpha-2). */
  supportedCountries?: readonly string[] | undefined;
  /** Apple's networks; by default the method's brands mapped (mc -> masterCard), else amex, discover, masterCard, visa. */
  supportedNetworks?: readonly string[] | undefined;
  /** Billing contact fields asked ('postalAddress', 'name', 'email', 'phone'). */
  requiredBillingContactFields?: readonly string[] | undefined;
  /** Shipping contact fields asked. */
  requiredShippingContactFields?: readonly string[] | undefined;
  /** A billing contact to start with. */
  billingContact?: Record<string, unknown> | undefined;
  /** A shipping contact to start with. */
  shippingContact?: Record<string, unknown> | undefined;
  /** Base64 data Apple signs into the token. */
  applicationData?: string | undefined;
  /** The button's colour: black (default), white or white-with-line. */
  buttonColor?: ApplePayButtonColor | undefined;
  /** The button's type: plain (default), buy, donate, check-out… */
  buttonType?: ApplePayButtonType | undefined;
}

/** What the payment sends of Apple's token. */
interface ApplePayToken {
  /** The payment token's JSON, base64. */
  applePayToken: string;
}

/** Apple Pay's own state. */
type ApplePayState = WalletState<ApplePayToken>;
/** Apple Pay's own events. */
type ApplePayEvent = WalletEvent<ApplePayToken>;

/** Apple's payment request (ApplePayPaymentRequest). */
interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  total: ApplePayLineItem;
  merchantCapabilities: string[];
  supportedNetworks: string[];
  lineItems?: ApplePayLineItem[];
  shippingMethods?: Array<{ label: string; amount: string; identifier: string; detail?: string }>;
  shippingType?: string;
  supportedCountries?: string[];
  requiredBillingContactFields?: string[];
  requiredShippingContactFields?: string[];
  billingContact?: Record<string, unknown>;
  shippingContact?: Record<string, unknown>;
  applicationData?: string;
}

/** The part of an ApplePaySession instance the checkout uses. */
interface ApplePaySessionLike {
  begin: () => void;
  abort: () => void;
  completeMerchantValidation: (merchantSession: unknown) => void;
  completePayment: (result: number | { status: number }) => void;
  onvalidatemerchant: ((event: { validationURL?: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
}

/** The ApplePaySession class (Safari's, or Apple's JS SDK's). */
interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  supportsVersion: (version: number) => boolean;
  canMakePayments: () => boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

/** The ApplePaySession class on a global object (`window`), or null. */
function applePaySessionOf(global: unknown): ApplePaySessionClass | null {
  const session: unknown = (global as { ApplePaySession?: unknown } | null)?.ApplePaySession;
  if (typeof session !== 'function') return null;
  const members = session as unknown as Record<string, unknown>;
  return typeof members.supportsVersion === 'function' && typeof members.canMakePayments === 'function'
    ? (session as ApplePaySessionClass)
    : null;
}

/** The highest version from 11 down that `supportsVersion` accepts; null when none. */
function applePayVersionOf(supportsVersion: (version: number) => boolean): number | null {
  for (let version = APPLE_PAY_MAX_VERSION; version >= 1; version -= 1) {
    try {
      if (supportsVersion(version)) return version;
    } catch {
      // An unknown version may throw: try the next.
    }
  }
  return null;
}

/** A brand of the payment methods as Apple's network: mc -> masterCard, cartebancaire -> cartesBancaires, others the same. */
function applePayNetworkOf(brand: string): string {
  if (brand === 'mc') return 'masterCard';
  if (brand === 'cartebancaire') return 'cartesBancaires';
  return brand;
}

/** An amount in major units as Apple writes it ('120.00'). */
function applePayAmount(amount: Amount): string {
  const divisor = getMinorUnitDivisor(amount.currency);
  return (amount.value / divisor).toFixed(Math.round(Math.log10(divisor)));
}

/** A string field of the method's `configuration` in the payment methods. */
function configured(context: PaymentMethodContext, name: string): string | undefined {
  const configuration = context.paymentMethod?.configuration as Record<string, unknown> | undefined;
  const value = configuration?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The merchant name Apple shows (the options', the configuration's, else ''). */
function applePayMerchantName(options: ApplePayOptions, context: PaymentMethodContext): string {
  return options.merchantName ?? configured(context, 'merchantName') ?? '';
}

/**
 * The payment request of spec sections 3 and 9: the checkout's country (default US) and currency
 * (default USD), the total, capability supports3DS, the networks (the method's brands mapped, else
 * amex, discover, masterCard, visa), and what the options add.
 */
function applePayRequestOf(options: ApplePayOptions, context: PaymentMethodContext): ApplePayPaymentRequest {
  const amount = context.amount ?? { value: 0, currency: 'USD' };
  const brands = context.paymentMethod?.brands;
  const networks =
    options.supportedNetworks ?? (brands?.length ? brands.map(applePayNetworkOf) : APPLE_PAY_NETWORKS);
  const name = applePayMerchantName(options, context);
  return {
    countryCode: context.countryCode ?? 'US',
    currencyCode: amount.currency,
    total: {
      label: options.totalPriceLabel ?? name,
      amount: applePayAmount(amount),
      type: options.totalPriceStatus ?? 'final',
    },
    merchantCapabilities: [...(options.merchantCapabilities ?? ['supports3DS'])],
    supportedNetworks: [...networks],
    ...(options.lineItems ? { lineItems: options.lineItems.map((item) => ({ ...item })) } : {}),
    ...(options.shippingMethods
      ? { shippingMethods: options.shippingMethods.map((item) => ({ ...item })) }
      : {}),
    ...(options.shippingType ? { shippingType: options.shippingType } : {}),
    ...(options.supportedCountries ? { supportedCountries: [...options.supportedCountries] } : {}),
    ...(options.requiredBillingContactFields
      ? { requiredBillingContactFields: [...options.requiredBillingContactFields] }
      : {}),
    ...(options.requiredShippingContactFields
      ? { requiredShippingContactFields: [...options.requiredShippingContactFields] }
      : {}),
    ...(options.billingContact ? { billingContact: options.billingContact } : {}),
    ...(options.shippingContact ? { shippingContact: options.shippingContact } : {}),
    ...(options.applicationData ? { applicationData: options.applicationData } : {}),
  };
}

/** What the page offers Apple Pay: its client key, whether it is a secure context, Apple's session class. */
interface ApplePayPage {
  /** The checkout's client key. */
  clientKey: string | undefined;
  /** `window.isSecureContext` (https, or http on localhost / 127.0.0.1). */
  isSecureContext: boolean;
  /** `window.ApplePaySession` after Apple's script loaded; null when there is none. */
  session: ApplePaySessionClass | null;
}

/**
 * Whether the page can use Apple Pay (spec section 8), in order: a client key ('clientKey was not
 * provided', IMPLEMENTATION_ERROR), a secure context (https required, IMPLEMENTATION_ERROR), a
 * session class whose canMakePayments() is true and a version from 11 down ('Apple Pay is not
 * available on this device', ERROR). Answers the version to start sessions with.
 */
function applePayAvailabilityOf(page: ApplePayPage): { version: number } | CheckoutError {
  if (!page.clientKey) return new CheckoutError('IMPLEMENTATION_ERROR', APPLE_PAY_ERRORS.noClientKey);
  if (!page.isSecureContext)
    return new CheckoutError('IMPLEMENTATION_ERROR', APPLE_PAY_ERRORS.insecureDocument);
  const { session } = page;
  let canPay: boolean;
  try {
    canPay = session?.canMakePayments() === true;
  } catch {
    canPay = false;
  }
  const version =
    canPay && session ? applePayVersionOf((candidate) => session.supportsVersion(candidate)) : null;
  return version === null ? new CheckoutError('ERROR', APPLE_PAY_ERRORS.notAvailable) : { version };
}

/** What `v1/applePay/sessions` is asked (spec section 7). */
interface ApplePaySessionRequest {
  /** The merchant's name Apple shows. */
  displayName: string;
  /** The page's host name. */
  domainName: string;
  /** 'web'. */
  initiative: 'web';
  /** Apple's merchant identifier. */
  merchantIdentifier: string;
}

/** The merchant-session request for a page's host name. */
function applePaySessionRequestOf(
  options: ApplePayOptions,
  context: PaymentMethodContext,
  domainName: string,
): ApplePaySessionRequest {
  return {
    displayName: applePayMerchantName(options, context),
    domainName,
    initiative: 'web',
    merchantIdentifier: options.merchantIdentifier ?? configured(context, 'merchantId') ?? '',
  };
}

const EncodedSessionSchema = v.looseObject({ data: v.string() });
const MerchantSessionSchema = v.looseObject({});

/** Base64 of a string's UTF-8 bytes. */
function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return globalThis.btoa(binary);
}

/** The merchant session the service's encoded `data` holds (base64 of JSON), or 'Could not decode Apple Pay session'. */
function decodeApplePaySession(data: string): Record<string, unknown> | CheckoutError {
  try {
    const binary = globalThis.atob(data);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    const parsed = v.safeParse(MerchantSessionSchema, JSON.parse(text));
    if (parsed.success) return parsed.output;
  } catch {
    // Not base64, not UTF-8 or not JSON: the same error.
  }
  return new CheckoutError('ERROR', APPLE_PAY_ERRORS.couldNotDecode);
}

/**
 * Asks the payment service for the merchant session (POST v1/applePay/sessions?clientKey=) and
 * decodes it. Rejects with 'Could not get Apple Pay session' when the call fails, 'Could not
 * decode Apple Pay session' when its data is not an encoded session.
 */
async function fetchApplePaySession(
  http: HttpClient,
  clientKey: string,
  request: ApplePaySessionRequest,
): Promise<Record<string, unknown>> {
  let answer: { data: string };
  try {
    answer = await http.request({
      path: 'v1/applePay/sessions',
      method: 'POST',
      query: { clientKey },
      body: request,
      schema: EncodedSessionSchema,
    });
  } catch (cause) {
    throw new CheckoutError('ERROR', APPLE_PAY_ERRORS.couldNotGet, { cause });
  }
  const session = decodeApplePaySession(answer.data);
  if (session instanceof CheckoutError) throw session;
  return session;
}

/** The payment token Apple authorised, as the payment sends it (its JSON, base64). */
function applePayTokenOf(token: unknown): ApplePayToken {
  return { applePayToken: toBase64(JSON.stringify(token ?? {})) };
}

/**
 * How an authorised sheet is completed, by the payment's state: 'success' when the payment
 * succeeded or needs an action (the sheet closes, the action runs on the page), 'failure' when it
 * was refused or failed, null while it runs.
 */
function applePayCompletionOf(payment: PaymentState): 'success' | 'failure' | null {
  switch (payment.status) {
    case 'success':
    case 'action':
    case 'partial':
      return 'success';
    case 'error':
      return 'failure';
    case 'ready':
      return payment.ended > 0 && payment.messageKey !== null ? 'failure' : null;
    case 'submitting':
      return null;
    default:
      payment.status satisfies never;
      return null;
  }
}

export {
  APPLE_PAY_BUTTON_COLORS,
  APPLE_PAY_BUTTON_TYPES,
  APPLE_PAY_ERRORS,
  APPLE_PAY_MAX_VERSION,
  APPLE_PAY_NETWORKS,
  APPLE_PAY_SDK_URL,
  applePayAmount,
  applePayAvailabilityOf,
  applePayCompletionOf,
  applePayNetworkOf,
  applePayRequestOf,
  applePaySessionOf,
  applePaySessionRequestOf,
  applePayTokenOf,
  applePayVersionOf,
  decodeApplePaySession,
  fetchApplePaySession,
};
export type {
  ApplePayButtonColor,
  ApplePayButtonType,
  ApplePayEvent,
  ApplePayLineItem,
  ApplePayOptions,
  ApplePayPage,
  ApplePayPaymentRequest,
  ApplePaySessionClass,
  ApplePaySessionLike,
  ApplePaySessionRequest,
  ApplePayState,
  ApplePayToken,
};
