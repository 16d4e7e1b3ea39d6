/**
 * Amazon Pay's rules (spec sections 3 and 9), pure: the region's ledger currency, checkout
 * languages and script, the button's options, the checkout session's configuration (the payload
 * the button signs) and the URLs Amazon sends the shopper back to (which step a page is at:
 * amazonpay.return.ts).
 */
import type { Amount } from '../../amount/amount';
import { AMAZON_CHECKOUT_RESULT_PARAM, AMAZON_CHECKOUT_SESSION_PARAM } from './amazonpay.return';
import { getMinorUnitDivisor } from '../../amount/amount';

/** Amazon Pay's regions. */
const AMAZON_PAY_REGIONS = ['EU', 'UK', 'US'] as const;

/** An Amazon Pay region. */
type AmazonPayRegion = (typeof AMAZON_PAY_REGIONS)[number];

/** The ledger currency of each region (spec section 9). */
const AMAZON_PAY_LEDGER_CURRENCIES: Readonly<Record<AmazonPayRegion, string>> = {
  EU: 'EUR',
  UK: 'GBP',
  US: 'USD',
};

/** The checkout languages of the EU and UK regions; the first is the fallback. */
const AMAZON_PAY_EU_LANGUAGES = ['en_GB', 'de_DE', 'fr_FR', 'it_IT', 'es_ES'] as const;
/** The checkout languages of the US region. */
const AMAZON_PAY_US_LANGUAGES = ['en_US'] as const;

/** Amazon's production script (checkout.js) of each region ("Amazon wallet script by region"). */
const AMAZON_PAY_SCRIPT_URLS: Readonly<Record<AmazonPayRegion, string>> = {
  EU: 'https://static-eu.payments-amazon.com/checkout.js',
  UK: 'https://static-eu.payments-amazon.com/checkout.js',
  US: 'https://static-na.payments-amazon.com/checkout.js',
};

/** The defaults of spec section 9. */
const AMAZON_PAY_DEFAULTS = {
  environment: 'TEST',
  placement: 'Cart',
  productType: 'PayAndShip',
  buttonColor: 'Gold',
  chargePermissionType: 'OneTime',
} as const;

/** The page's URL without Amazon's parameters (and without a fragment). */
function withoutAmazonParams(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete(AMAZON_CHECKOUT_SESSION_PARAM);
  parsed.searchParams.delete(AMAZON_CHECKOUT_RESULT_PARAM);
  parsed.hash = '';
  return parsed.href;
}

/** The URL Amazon returns to after the purchase was confirmed: the review's, marked as the result step. */
function checkoutResultReturnUrlOf(reviewUrl: string): string {
  const parsed = new URL(withoutAmazonParams(reviewUrl));
  parsed.searchParams.set(AMAZON_CHECKOUT_RESULT_PARAM, '1');
  return parsed.href;
}

/** The ledger currency of a region. */
function amazonPayLedgerCurrencyOf(region: AmazonPayRegion): string {
  return AMAZON_PAY_LEDGER_CURRENCIES[region];
}

/**
 * The checkout language for the shopper's locale ('de-DE' → 'de_DE'): US always en_US; EU and UK
 * one of en_GB, de_DE, fr_FR, it_IT, es_ES, else en_GB.
 */
function amazonPayLanguageOf(locale: string, region: AmazonPayRegion): string {
  const languages: readonly string[] = region === 'US' ? AMAZON_PAY_US_LANGUAGES : AMAZON_PAY_EU_LANGUAGES;
  const wanted = locale.replace('-', '_');
  return languages.includes(wanted) ? wanted : (languages[0] as string);
}

/** Amazon's amount: the major units as a decimal string and the currency ('24.99', 'EUR'). */
interface AmazonPayAmount {
  /** The amount in major units ('24.99'). */
  amount: string;
  /** ISO 4217. */
  currencyCode: string;
}

/** An amount in minor units as Amazon's amount. */
function amazonPayAmountOf({ value, currency }: Amount): AmazonPayAmount {
  const divisor = getMinorUnitDivisor(currency);
  const digits = Math.round(Math.log10(divisor));
  return { amount: (value / divisor).toFixed(digits), currencyCode: currency };
}

/** The options the checkout session's configuration is built from. */
interface CheckoutSessionInput {
  /** Amazon's store id. */
  storeId: string;
  /** Where Amazon returns after the shopper chose address and payment (the review), or after the purchase (ProcessOrder). */
  returnUrl: string;
  /** Where Amazon returns when the shopper cancels. */
  cancelUrl?: string | undefined;
  /** 'ProcessOrder': Amazon confirms the purchase at once and returns to the result (no review). */
  checkoutMode?: 'ProcessOrder' | undefined;
  /** The amount (ProcessOrder). */
  amount?: Amount | undefined;
  /** OneTime (default) or Recurring. */
  chargePermissionType?: string | undefined;
  /** Amazon's recurring metadata (Recurring). */
  recurringMetadata?: Record<string, unknown> | undefined;
  /** The merchant's metadata (order reference, store name…). */
  merchantMetadata?: Record<string, unknown> | undefined;
  /** Where Amazon may deliver. */
  deliverySpecifications?: Record<string, unknown> | undefined;
  /** The address the merchant already has (PayOnly). */
  addressDetails?: Record<string, unknown> | undefined;
}

/** The checkout session's configuration (spec section 3): what the button sends Amazon, signed. */
interface CheckoutSessionConfig {
  /** Amazon's store id. */
  storeId: string;
  /** OneTime or Recurring. */
  chargePermissionType: string;
  /** The return and cancel URLs and the checkout mode. */
  webCheckoutDetails: {
    /** The review's URL (without ProcessOrder). */
    checkoutReviewReturnUrl?: string;
    /** The result's URL (ProcessOrder). */
    checkoutResultReturnUrl?: string;
    /** The cancel URL. */
    checkoutCancelUrl?: string;
    /** ProcessOrder. */
    checkoutMode?: 'ProcessOrder';
  };
  /** The charge (ProcessOrder): chargeAmount, paymentIntent Confirm, presentmentCurrency, totalOrderAmount. */
  paymentDetails?: {
    /** What is charged. */
    chargeAmount: AmazonPayAmount;
    /** Always Confirm. */
    paymentIntent: 'Confirm';
    /** The currency the shopper sees. */
    presentmentCurrency: string;
    /** The order's total. */
    totalOrderAmount: AmazonPayAmount;
  };
  /** Recurring metadata. */
  recurringMetadata?: Record<string, unknown>;
  /** Merchant metadata. */
  merchantMetadata?: Record<string, unknown>;
  /** Delivery specifications. */
  deliverySpecifications?: Record<string, unknown>;
  /** Address details. */
  addressDetails?: Record<string, unknown>;
}

/** The checkout session's configuration of spec section 3. */
function checkoutSessionConfigOf(input: CheckoutSessionInput): CheckoutSessionConfig {
  const processOrder = input.checkoutMode === 'ProcessOrder';
  const amount = processOrder && input.amount ? amazonPayAmountOf(input.amount) : null;
  return {
    storeId: input.storeId,
    chargePermissionType: input.chargePermissionType ?? AMAZON_PAY_DEFAULTS.chargePermissionType,
    webCheckoutDetails: {
      ...(processOrder
        ? { checkoutResultReturnUrl: checkoutResultReturnUrlOf(input.returnUrl) }
        : { checkoutReviewReturnUrl: input.returnUrl }),
      ...(input.cancelUrl ? { checkoutCancelUrl: input.cancelUrl } : {}),
      ...(processOrder ? { checkoutMode: 'ProcessOrder' as const } : {}),
    },
    ...(amount && input.amount
      ? {
          paymentDetails: {
            chargeAmount: amount,
            paymentIntent: 'Confirm' as const,
            presentmentCurrency: input.amount.currency,
            totalOrderAmount: amount,
          },
        }
      : {}),
    ...(input.recurringMetadata ? { recurringMetadata: input.recurringMetadata } : {}),
    ...(input.merchantMetadata ? { merchantMetadata: input.merchantMetadata } : {}),
    ...(input.deliverySpecifications ? { deliverySpecifications: input.deliverySpecifications } : {}),
    ...(input.addressDetails ? { addressDetails: input.addressDetails } : {}),
  };
}

/** The button's options (spec section 3), without the signed session configuration. */
interface AmazonPayButtonOptions {
  /** Gold, LightGray or DarkGray. */
  buttonColor: string;
  /** The button's design (Amazon's 'C0001'…), when the merchant sets one. */
  design?: string;
  /** The checkout language (en_GB, de_DE…). */
  checkoutLanguage: string;
  /** The region's ledger currency. */
  ledgerCurrency: string;
  /** Amazon's merchant id. */
  merchantId: string;
  /** PayAndShip or PayOnly. */
  productType: string;
  /** Where the button is: Home, Product, Cart, Checkout, Other. */
  placement: string;
  /** True in the TEST environment. */
  sandbox: boolean;
}

/** The input of the button's options. */
interface ButtonOptionsInput {
  /** Amazon's merchant id. */
  merchantId: string;
  /** The region. */
  region: AmazonPayRegion;
  /** The shopper's locale. */
  locale: string;
  /** TEST (default) or LIVE. */
  environment?: 'TEST' | 'LIVE' | undefined;
  /** Default Gold. */
  buttonColor?: string | undefined;
  /** Amazon's design code. */
  design?: string | undefined;
  /** Default Cart. */
  placement?: string | undefined;
  /** Default PayAndShip; PayOnly when no shipping address is collected. */
  productType?: string | undefined;
  /** False: no shipping address is collected (PayOnly). */
  shippingAddress?: boolean | undefined;
}

/** The button's options with the defaults of spec section 9. */
function amazonPayButtonOptionsOf(input: ButtonOptionsInput): AmazonPayButtonOptions {
  return {
    buttonColor: input.buttonColor ?? AMAZON_PAY_DEFAULTS.buttonColor,
    ...(input.design ? { design: input.design } : {}),
    checkoutLanguage: amazonPayLanguageOf(input.locale, input.region),
    ledgerCurrency: amazonPayLedgerCurrencyOf(input.region),
    merchantId: input.merchantId,
    productType:
      input.productType ?? (input.shippingAddress === false ? 'PayOnly' : AMAZON_PAY_DEFAULTS.productType),
    placement: input.placement ?? AMAZON_PAY_DEFAULTS.placement,
    sandbox: (input.environment ?? AMAZON_PAY_DEFAULTS.environment) === 'TEST',
  };
}

export {
  AMAZON_PAY_DEFAULTS,
  AMAZON_PAY_EU_LANGUAGES,
  AMAZON_PAY_LEDGER_CURRENCIES,
  AMAZON_PAY_REGIONS,
  AMAZON_PAY_SCRIPT_URLS,
  AMAZON_PAY_US_LANGUAGES,
  amazonPayAmountOf,
  amazonPayButtonOptionsOf,
  amazonPayLanguageOf,
  amazonPayLedgerCurrencyOf,
  checkoutResultReturnUrlOf,
  checkoutSessionConfigOf,
  withoutAmazonParams,
};
export type {
  AmazonPayAmount,
  AmazonPayButtonOptions,
  AmazonPayRegion,
  ButtonOptionsInput,
  CheckoutSessionConfig,
  CheckoutSessionInput,
};
