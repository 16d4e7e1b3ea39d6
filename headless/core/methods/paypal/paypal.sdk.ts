/**
 * PayPal's JavaScript SDK (spec sections 2, 7 and 9), pure: the script's URL and its parameters,
 * the 24 locales, the funding sources (PayPal, Credit, Pay Later), the buttons' style, the part of
 * the SDK's API (`window.paypal`) the buttons use, and the `sdk` action's token.
 */
import * as v from 'valibot';
import type { SdkAction } from '../../actions/action.router';
import { CheckoutError } from '../../errors/checkout-error';
import * as ERROR_TEXTS from '../../errors/error-texts';
import { checkedScriptUrl } from '../amazonpay/amazonpay.script';
import { PAYPAL_ERRORS } from './paypal.errors';

/** PayPal's production SDK script. */
const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';
/** The integration date the SDK is pinned to. */
const PAYPAL_INTEGRATION_DATE = '2020-02-01';

/** The 24 locales of PayPal's buttons (spec section 9). */
const PAYPAL_LOCALES = [
  'en_US',
  'en_AU',
  'en_GB',
  'fr_CA',
  'es_ES',
  'it_IT',
  'fr_FR',
  'de_DE',
  'pt_BR',
  'zh_CN',
  'da_DK',
  'zh_HK',
  'id_ID',
  'he_IL',
  'ja_JP',
  'ko_KR',
  'nl_NL',
  'no_NO',
  'pl_PL',
  'pt_PT',
  'ru_RU',
  'sv_SE',
  'th_TH',
  'zh_TW',
] as const;

/** A locale of PayPal's buttons. */
type PayPalLocale = (typeof PAYPAL_LOCALES)[number];

/** The buttons' colours (spec section 9) and their height. */
const PAYPAL_BUTTON_COLORS = ['black', 'white'] as const;
/** The buttons' default height, in px. */
const PAYPAL_BUTTON_HEIGHT = 48;

/** The funding sources PayPal Pay offers, in the order the buttons show. */
const PAYPAL_FUNDING_SOURCES = ['paypal', 'credit', 'paylater'] as const;

/** A funding source (one button). */
type PayPalFundingSource = (typeof PAYPAL_FUNDING_SOURCES)[number];

/** PayPal's locale for the shopper's ('nl-NL' → 'nl_NL'), or undefined when PayPal has none (PayPal then picks). */
function paypalLocaleOf(locale: string | undefined): PayPalLocale | undefined {
  if (!locale) return undefined;
  const wanted = locale.replace('-', '_');
  return (PAYPAL_LOCALES as readonly string[]).includes(wanted) ? (wanted as PayPalLocale) : undefined;
}

/** What the SDK's URL is built from. */
interface PayPalSdkInput {
  /** The script's base URL (PayPal's, or the test environment's stand-in). */
  baseUrl?: string | undefined;
  /** PayPal's client id. */
  clientId: string;
  /** PayPal's merchant id of the merchant. */
  merchantId?: string | undefined;
  /** The shopper's locale ('en-US'). */
  locale?: string | undefined;
  /** The shopper's country: `buyer-country`, in the test environment only. */
  countryCode?: string | undefined;
  /** The amount's currency. */
  currency?: string | undefined;
  /** capture, authorize…; tokenize when vaulting. */
  intent?: string | undefined;
  /** True (default): the buttons say 'Pay now'. */
  commit?: boolean | undefined;
  /** True: the payment stores the PayPal account (a zero amount always vaults). */
  vault?: boolean | undefined;
  /** SDK's debug logs (test environment only). */
  debug?: boolean | undefined;
  /** True in the test environment. */
  testEnvironment: boolean;
}

/** The SDK's query parameters, in the spec's order. */
function paypalSdkParamsOf(input: PayPalSdkInput): Array<[string, string]> {
  const locale = paypalLocaleOf(input.locale);
  const params: Array<[string, string | undefined | false]> = [
    ['merchant-id', input.merchantId],
    ['locale', locale],
    ['buyer-country', input.testEnvironment && input.countryCode],
    ['debug', input.testEnvironment && input.debug ? 'true' : undefined],
    ['currency', input.currency],
    ['intent', input.intent],
    ['commit', String(input.commit ?? true)],
    ['vault', String(input.vault ?? false)],
    ['client-id', input.clientId],
    ['integration-date', PAYPAL_INTEGRATION_DATE],
    ['enable-funding', 'paylater'],
    ['components', 'buttons,funding-eligibility'],
  ];
  return params.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
}

/** The SDK script's URL; IMPLEMENTATION_ERROR for a base URL that is not an absolute http(s) URL. */
function paypalSdkUrlOf(input: PayPalSdkInput): string {
  const url = new URL(checkedScriptUrl(input.baseUrl ?? PAYPAL_SDK_URL, 'scriptUrls.paypal'));
  for (const [name, value] of paypalSdkParamsOf(input)) url.searchParams.set(name, value);
  return url.href;
}

/** The buttons' style a merchant may set. */
interface PayPalButtonStyle {
  /** black or white; PayPal's own colour of each button when left out. */
  color?: (typeof PAYPAL_BUTTON_COLORS)[number] | undefined;
  /** Height in px, 25 to 55 (48 by default). */
  height?: number | undefined;
  /** rect or pill. */
  shape?: 'rect' | 'pill' | undefined;
}

/** The style each button is given. */
function paypalButtonStyleOf(
  style: PayPalButtonStyle | undefined,
): Required<Pick<PayPalButtonStyle, 'height'>> & PayPalButtonStyle {
  return {
    height: style?.height ?? PAYPAL_BUTTON_HEIGHT,
    ...(style?.color ? { color: style.color } : {}),
    ...(style?.shape ? { shape: style.shape } : {}),
  };
}

/** The funding sources to offer: Credit and Pay Later unless blocked, never when vaulting. */
function paypalFundingSourcesOf(options: {
  vault: boolean;
  blockPayPalCreditButton?: boolean | undefined;
  blockPayPalPayLaterButton?: boolean | undefined;
}): PayPalFundingSource[] {
  return PAYPAL_FUNDING_SOURCES.filter((source) => {
    if (source === 'paypal') return true;
    if (options.vault) return false;
    return source === 'credit' ? !options.blockPayPalCreditButton : !options.blockPayPalPayLaterButton;
  });
}

/** What PayPal passes onApprove. */
interface PayPalApproveData {
  /** The order (the sdk action's token). */
  orderID?: string;
  /** The payer. */
  payerID?: string;
  /** The billing agreement's token (vault). */
  billingToken?: string | null;
  /** Further fields. */
  [field: string]: unknown;
}

/** The options of one `paypal.Buttons(...)`. */
interface PayPalButtonsOptions {
  /** The button's funding source. */
  fundingSource: string;
  /** Its style. */
  style: PayPalButtonStyle;
  /** Resolves with the order's id (a payment). */
  createOrder?: () => Promise<string>;
  /** Resolves with the billing agreement's token (vault). */
  createBillingAgreement?: () => Promise<string>;
  /** The shopper approved. */
  onApprove: (data: PayPalApproveData) => unknown;
  /** The shopper closed PayPal. */
  onCancel: (data?: unknown) => void;
  /** PayPal failed (or createOrder rejected). */
  onError: (error: unknown) => void;
}

/** One button as PayPal returns it. */
interface PayPalButtonsInstance {
  /** Whether the funding source may be offered to this shopper. */
  isEligible: () => boolean;
  /** Renders the button into the element (or selector). */
  render: (container: unknown) => Promise<unknown>;
  /** Removes it. */
  close?: () => Promise<unknown>;
}

/** The part of PayPal's SDK the buttons use. */
interface PayPalSdkApi {
  /** Creates one button. */
  Buttons: (options: PayPalButtonsOptions) => PayPalButtonsInstance;
  /** The funding sources' names. */
  FUNDING: Record<string, string>;
  /** The funding sources known to the SDK. */
  getFundingSources: () => string[];
}

/** PayPal's SDK on a global object (`window`), or null when the script did not define it. */
function paypalSdkOf(global: unknown): PayPalSdkApi | null {
  const paypal = (global as { paypal?: Partial<PayPalSdkApi> } | null)?.paypal;
  if (
    typeof paypal?.Buttons !== 'function' ||
    typeof paypal.getFundingSources !== 'function' ||
    !paypal.FUNDING
  )
    return null;
  return paypal as PayPalSdkApi;
}

const TokenSchema = v.looseObject({ token: v.pipe(v.string(), v.nonEmpty()) });

/**
 * The token of PayPal's `sdk` action for the button that asked for it: the order's id (or the
 * billing agreement's token). An action no button of this instance waits for is the spec's
 * instance error; one without a token 'Invalid Action'.
 */
function paypalTokenOf(action: SdkAction, awaiting: boolean): string | CheckoutError {
  if (!awaiting) return new CheckoutError('ERROR', PAYPAL_ERRORS.instanceMismatch);
  const parsed = v.safeParse(TokenSchema, action.sdkData);
  if (action.paymentMethodType !== 'paypal' || !parsed.success)
    return new CheckoutError('ERROR', ERROR_TEXTS.invalidAction);
  return parsed.output.token;
}

/** True for PayPal's sdk action. */
function isPayPalSdkAction(action: { type?: unknown; paymentMethodType?: unknown }): boolean {
  return action.type === 'sdk' && action.paymentMethodType === 'paypal';
}

export {
  PAYPAL_BUTTON_COLORS,
  PAYPAL_BUTTON_HEIGHT,
  PAYPAL_ERRORS,
  PAYPAL_FUNDING_SOURCES,
  PAYPAL_INTEGRATION_DATE,
  PAYPAL_LOCALES,
  PAYPAL_SDK_URL,
  isPayPalSdkAction,
  paypalButtonStyleOf,
  paypalFundingSourcesOf,
  paypalLocaleOf,
  paypalSdkOf,
  paypalSdkParamsOf,
  paypalSdkUrlOf,
  paypalTokenOf,
};
export type {
  PayPalApproveData,
  PayPalButtonStyle,
  PayPalButtonsInstance,
  PayPalButtonsOptions,
  PayPalFundingSource,
  PayPalLocale,
  PayPalSdkApi,
  PayPalSdkInput,
};
