/** valibot schemas shared by the routes. */
import * as v from 'valibot';
import { COUNTRY_CODES } from './datasets/countries';

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const COUNTRIES = new Set<string>(COUNTRY_CODES);

/** A non-empty string. */
const NonEmptyString = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));

/** An ISO 4217 currency code. */
const CurrencySchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{3}$/, 'must be a 3-letter upper-case ISO 4217 code'),
  v.check((code) => CURRENCIES.has(code), 'is not an ISO 4217 currency'),
);

/** An amount in minor units. */
const AmountSchema = v.object({
  value: v.pipe(
    v.number(),
    v.integer('must be an integer in minor units'),
    v.minValue(0, 'must not be negative'),
    v.maxValue(1e12, 'is too large'),
  ),
  currency: CurrencySchema,
});

/** An ISO 3166-1 alpha-2 country code. */
const CountryCodeSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{2}$/, 'must be a 2-letter upper-case ISO 3166-1 code'),
  v.check((code) => COUNTRIES.has(code), 'is not an ISO 3166-1 country'),
);

/** A BCP 47 locale such as 'en-US' ('en_US' is accepted and normalised to 'en-US'). */
const LocaleSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, "must be a locale such as 'en-US'"),
  v.transform((locale) => {
    try {
      return Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0] ?? locale;
    } catch {
      return locale.replace(/_/g, '-');
    }
  }),
);

/** True for an absolute http: or https: URL (the only kinds a shopper may be sent back to). */
function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL: `javascript:`, `data:` and other schemes are refused. */
const HttpUrlSchema = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.check(isHttpUrl, 'must be an http or https URL'),
);

/** The sessionData token. */
const SessionDataSchema = v.pipe(v.string('sessionData is required'), v.minLength(1, 'must not be empty'));

/** A reference to an order, as the client sends it. */
const OrderReferenceSchema = v.object({
  orderData: NonEmptyString,
  pspReference: NonEmptyString,
});

/** A payment method as the client sends it: a type and method-specific fields. */
const PaymentMethodSchema = v.looseObject({
  type: NonEmptyString,
});

export {
  isHttpUrl,
  AmountSchema,
  CountryCodeSchema,
  CurrencySchema,
  HttpUrlSchema,
  LocaleSchema,
  NonEmptyString,
  OrderReferenceSchema,
  PaymentMethodSchema,
  SessionDataSchema,
};
