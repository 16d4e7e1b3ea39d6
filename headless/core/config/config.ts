import * as v from 'valibot';
import type { Amount } from '../amount/amount';
import type {
  AdditionalDetailsHandler,
  PaymentResponse,
  SessionReference,
  SubmitHandler,
} from '../checkout/types';
import { CheckoutError, CHECKOUT_ERROR_MESSAGES } from '../errors/checkout-error';
import type { AnalyticsOptions } from '../analytics/analytics';
import type { Translations } from '../i18n/i18n';
import type { RiskOptions } from '../risk/risk.module';
import { DEFAULT_LOCALE } from '../i18n/locales';
import {
  assertClientKeyMatchesEnvironment,
  resolveEnvironment,
  type ResolvedEnvironment,
} from './environment';

/** What a merchant passes to set up the checkout. */
interface CheckoutOptions {
  /** test, live, live-us, live-au, live-apse, live-in, or the URL of a service (the sandbox). */
  environment: string;
  /** The client key; its test_ / live_ prefix must match the environment. */
  clientKey: string;
  /** The shopper's locale; default en-US. */
  locale?: string;
  /** Merchant translations merged over ours, keyed by locale. */
  translations?: Translations;
  /** The amount to pay, in minor units. */
  amount?: Amount;
  /** The shopper's country (ISO 3166-1 alpha-2). */
  countryCode?: string;
  /** Sessions flow: the session the merchant's server created. */
  session?: SessionReference;
  /** Advanced flow: the payment-methods response the merchant's server fetched (its methods and stored methods). */
  paymentMethodsResponse?: unknown;
  /** Advanced flow: makes the payment call through the merchant's server. */
  onSubmit?: SubmitHandler;
  /** Advanced flow: submits an action's result through the merchant's server. */
  onAdditionalDetails?: AdditionalDetailsHandler;
  /** Called with the final response of a successful payment. */
  onPaymentCompleted?: (response: PaymentResponse) => void;
  /** Called with the final response of a refused or failed payment. */
  onPaymentFailed?: (response: PaymentResponse) => void;
  /** Called with every error the checkout raises. */
  onError?: (error: CheckoutError) => void;
  /** Where providers' scripts load from; each defaults to the provider's production URL. */
  scriptUrls?: ScriptUrls;
  /** Offers the shopper to remove a stored (one-click) payment method, after a confirmation; default false. */
  showRemovePaymentMethodButton?: boolean;
  /**
   * Advanced flow: removes a stored payment method through the merchant's server (resolve when it
   * is gone, reject when it could not be removed). The sessions flow calls the session instead.
   */
  onDisableStoredPaymentMethod?: (storedPaymentMethodId: string) => Promise<void>;
  /** The risk module: the device fingerprint every payment's riskData carries; on by default. */
  risk?: RiskOptions;
  /** Analytics calls (the image, the logs, the checkout attempt id); on by default, never blocking a payment. */
  analytics?: AnalyticsOptions;
}

/** The URLs of providers' scripts (a test environment points them at its stand-ins). */
interface ScriptUrls {
  /** Klarna's widget (Klarna Payments); default https://x.klarnacdn.net/kp/lib/v1/api.js. */
  klarna?: string;
  /** Google Pay's script; default https://pay.google.com/gp/p/js/pay.js. */
  googlePay?: string;
  /** Apple's Apple Pay JS SDK; default https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js. */
  applePay?: string;
  /** Amazon Pay's checkout.js by region (EU, UK, US); default Amazon's (static-eu for EU and UK, static-na for US). */
  amazonPay?: Partial<Record<'EU' | 'UK' | 'US', string>>;
  /** PayPal's JavaScript SDK; default https://www.paypal.com/sdk/js. */
  paypal?: string;
  /** Visa's Click to Pay SDK; default Visa's production URL (live or sandbox by environment). */
  clickToPayVisa?: string;
  /** Mastercard's Click to Pay SDK; default Mastercard's production URL (live or sandbox by environment). */
  clickToPayMastercard?: string;
}

/** How payments are submitted. */
type IntegrationStyle = 'sessions' | 'advanced' | 'none';

/** The validated configuration. */
interface CheckoutConfig extends Omit<CheckoutOptions, 'environment' | 'locale'> {
  /** The resolved environment and its base URL. */
  environment: ResolvedEnvironment;
  /** The requested locale (resolution to a catalogue happens in the i18n layer). */
  locale: string;
  /** sessions when a session is given, advanced with onSubmit, none otherwise. */
  integration: IntegrationStyle;
}

const AmountSchema = v.object({
  value: v.pipe(v.number(), v.integer('amount.value must be an integer in minor units'), v.minValue(0)),
  currency: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z]{3}$/, 'amount.currency must be a three-letter ISO 4217 code'),
  ),
});

/** An optional absolute http(s) URL of a provider's script (the path names the `scriptUrls` key). */
const ScriptUrlSchema = v.optional(
  v.pipe(
    v.string(),
    v.url('a script URL must be an absolute URL'),
    v.regex(/^https?:/i, 'a script URL must be an http(s) URL'),
  ),
);

const OptionsSchema = v.looseObject({
  environment: v.string('environment is required'),
  clientKey: v.optional(v.string()),
  locale: v.optional(v.string()),
  amount: v.optional(AmountSchema),
  countryCode: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'countryCode must be ISO 3166-1 alpha-2')),
  ),
  session: v.optional(
    v.object({
      id: v.pipe(v.string(), v.nonEmpty('session.id is required')),
      sessionData: v.pipe(v.string(), v.nonEmpty('session.sessionData is required')),
    }),
  ),
  onSubmit: v.optional(v.function()),
  onAdditionalDetails: v.optional(v.function()),
  showRemovePaymentMethodButton: v.optional(v.boolean('showRemovePaymentMethodButton must be a boolean')),
  onDisableStoredPaymentMethod: v.optional(v.function('onDisableStoredPaymentMethod must be a function')),
  risk: v.optional(
    v.object({
      enabled: v.optional(v.boolean('risk.enabled must be a boolean')),
      onComplete: v.optional(v.function('risk.onComplete must be a function')),
      onError: v.optional(v.function('risk.onError must be a function')),
    }),
  ),
  analytics: v.optional(v.object({ enabled: v.optional(v.boolean('analytics.enabled must be a boolean')) })),
  scriptUrls: v.optional(
    v.object({
      klarna: ScriptUrlSchema,
      // Wallet buttons (Google Pay, Apple Pay)
      googlePay: ScriptUrlSchema,
      applePay: ScriptUrlSchema,
      // The wallets' URLs of Amazon Pay and PayPal (amazonPay, paypal) are checked by the wallet
      // that loads them (the per-region object of Amazon Pay with it).
      // Click to Pay: the Visa and Mastercard SDKs
      clickToPayVisa: ScriptUrlSchema,
      clickToPayMastercard: ScriptUrlSchema,
    }),
  ),
});

/**
 * Validates the merchant's options: the environment, the client key against it, the shapes of
 * amount, countryCode and session, and the integration style. Throws IMPLEMENTATION_ERROR.
 */
function createCheckoutConfig(options: CheckoutOptions): CheckoutConfig {
  const result = v.safeParse(OptionsSchema, options);
  if (!result.success) {
    throw new CheckoutError(
      'IMPLEMENTATION_ERROR',
      `Invalid checkout options: ${v.summarize(result.issues)}`,
    );
  }
  const environment = resolveEnvironment(options.environment);
  assertClientKeyMatchesEnvironment(options.clientKey, environment);
  if (options.session && options.onSubmit) {
    throw new CheckoutError('IMPLEMENTATION_ERROR', CHECKOUT_ERROR_MESSAGES.sessionAndCallbacks);
  }
  if (options.showRemovePaymentMethodButton && !options.session && !options.onDisableStoredPaymentMethod) {
    throw new CheckoutError('IMPLEMENTATION_ERROR', CHECKOUT_ERROR_MESSAGES.removalWithoutDisable);
  }
  const integration: IntegrationStyle = options.session ? 'sessions' : options.onSubmit ? 'advanced' : 'none';
  return {
    ...options,
    ...(options.amount
      ? { amount: { ...options.amount, currency: options.amount.currency.toUpperCase() } }
      : {}),
    ...(options.countryCode ? { countryCode: options.countryCode.toUpperCase() } : {}),
    environment,
    locale: options.locale ?? DEFAULT_LOCALE,
    integration,
  };
}

/** What a running checkout may change in place (`checkout.update`): the frames and the typed data stay. */
type CheckoutUpdate = Pick<CheckoutOptions, 'amount' | 'countryCode'>;

const UpdateSchema = v.strictObject({
  amount: v.optional(AmountSchema),
  countryCode: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'countryCode must be ISO 3166-1 alpha-2')),
  ),
});

/**
 * The configuration with `changes` applied (amount, country), checked as the options are; the same
 * object when nothing changed. Throws IMPLEMENTATION_ERROR for an invalid change or another option.
 */
function updateCheckoutConfig(config: CheckoutConfig, changes: CheckoutUpdate): CheckoutConfig {
  const result = v.safeParse(UpdateSchema, changes);
  if (!result.success) {
    throw new CheckoutError('IMPLEMENTATION_ERROR', `Invalid checkout update: ${v.summarize(result.issues)}`);
  }
  const amount = changes.amount
    ? { ...changes.amount, currency: changes.amount.currency.toUpperCase() }
    : config.amount;
  const countryCode = changes.countryCode ? changes.countryCode.toUpperCase() : config.countryCode;
  if (JSON.stringify([amount, countryCode]) === JSON.stringify([config.amount, config.countryCode]))
    return config;
  return {
    ...config,
    ...(amount ? { amount } : {}),
    ...(countryCode ? { countryCode } : {}),
  };
}

export { createCheckoutConfig, updateCheckoutConfig };
export type { CheckoutConfig, CheckoutOptions, CheckoutUpdate, IntegrationStyle, ScriptUrls };
