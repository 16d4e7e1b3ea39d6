/**
 * The open-invoice and pay-later methods: Afterpay (afterpay_default, afterpay_b2b), Ratepay
 * (ratepay, ratepay_directdebit), Affirm, Atome and Facilypay (facilypay_3x/4x/6x/10x/12x). The
 * service checks a payment as the provider would before it takes the risk (docs/testing.md):
 * - the country: `billingAddress.country`, or the session's countryCode without a billing address,
 *   must be one the provider serves (OPEN_INVOICE_RULES);
 * - the shopper's data the provider needs (name, date of birth 18+, email, telephone, the billing
 *   address with the house number where the country's addresses have one, a company for B2B, a
 *   bank account with a valid IBAN for Ratepay's direct debit).
 * A missing or invalid field, or a country the provider does not serve, is a 422 '702' naming the
 * field; a field the form does not apply arrives as 'N/A' and counts as absent.
 *
 * Afterpay and Ratepay decide at once: the shopper's last name 'Refused' gives Refused, 'Pending'
 * gives Pending (the provider checks the shopper later), any other name Authorised. Affirm, Atome and
 * Facilypay are redirect methods: the shopper is sent to the provider's hosted page (the sandbox's
 * bank page, routes/bank.ts) and the outcome is the one chosen there (Authorise, Refuse, Cancel).
 */
import * as v from 'valibot';
import { invalidRequest } from '../errors';
import { parseWith } from '../http';
import type { PaymentOutcome, PaymentProcessor, ProcessorPaymentContext } from './registry';
import { redirectProcessor } from './redirect';
import { ibanChecksumHolds } from './direct-debit';
import { methodName } from './status-methods';

/** Which shopper data a provider needs. */
type ShopperDataNeeds = 'full' | 'affirm' | 'atome';

/** What the service checks for one open-invoice type. */
interface OpenInvoiceRule {
  /** The countries the provider serves (billing country, or the session's without one). */
  countries: readonly string[];
  /** The shopper data it needs. */
  needs: ShopperDataNeeds;
  /** B2B: the company's name is required. */
  company?: boolean;
  /** Direct debit: the bank account (IBAN, holder) is required. */
  bankAccount?: boolean;
  /** 'direct': decided at once; 'redirect': the shopper confirms on the provider's page first. */
  flow: 'direct' | 'redirect';
}

const AFTERPAY_COUNTRIES = ['BE', 'NL'] as const;
const RATEPAY_COUNTRIES = ['AT', 'CH', 'DE', 'NL'] as const;
const FACILYPAY_COUNTRIES = ['ES', 'FR'] as const;

/** The rules of every open-invoice type the sandbox processes. */
const OPEN_INVOICE_RULES: Readonly<Record<string, OpenInvoiceRule>> = {
  afterpay_default: { countries: AFTERPAY_COUNTRIES, needs: 'full', flow: 'direct' },
  afterpay_b2b: { countries: AFTERPAY_COUNTRIES, needs: 'full', company: true, flow: 'direct' },
  ratepay: { countries: RATEPAY_COUNTRIES, needs: 'full', flow: 'direct' },
  ratepay_directdebit: { countries: RATEPAY_COUNTRIES, needs: 'full', bankAccount: true, flow: 'direct' },
  affirm: { countries: ['CA', 'US'], needs: 'affirm', flow: 'redirect' },
  atome: {
    countries: ['ID', 'PH', 'TH', 'VN', 'JP', 'TW', 'KR', 'SG', 'MY', 'HK'],
    needs: 'atome',
    flow: 'redirect',
  },
  facilypay_3x: { countries: FACILYPAY_COUNTRIES, needs: 'full', flow: 'redirect' },
  facilypay_4x: { countries: FACILYPAY_COUNTRIES, needs: 'full', flow: 'redirect' },
  facilypay_6x: { countries: FACILYPAY_COUNTRIES, needs: 'full', flow: 'redirect' },
  facilypay_10x: { countries: FACILYPAY_COUNTRIES, needs: 'full', flow: 'redirect' },
  facilypay_12x: { countries: FACILYPAY_COUNTRIES, needs: 'full', flow: 'redirect' },
};

/** The open-invoice types, in the order of OPEN_INVOICE_RULES. */
const OPEN_INVOICE_TYPES = Object.keys(OPEN_INVOICE_RULES);

/** Countries whose addresses carry a house number (or name) apart from the street: it is required there. */
const HOUSE_NUMBER_COUNTRIES = new Set(['AT', 'BE', 'CH', 'DE', 'NL']);

/** Postal code patterns of the countries the providers serve; other countries need a non-empty one. */
const POSTAL_CODES: Readonly<Record<string, RegExp>> = {
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  DE: /^\d{5}$/,
  ES: /^\d{5}$/,
  FR: /^\d{5}$/,
  NL: /^\d{4} ?[A-Za-z]{2}$/,
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  SG: /^\d{6}$/,
};

/** The test last names of the direct methods and their outcomes (docs/testing.md). */
const OPEN_INVOICE_TEST_NAMES = { Refused: 'Refused', Pending: 'Pending' } as const;

/** Minimum age of a shopper buying on invoice. */
const MINIMUM_AGE = 18;

/** A value the form did not apply ('N/A'), or a blank one, counts as absent. */
const given = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === 'N/A');

/** A required non-empty text (at most `max` characters). */
const text = (max = 200) =>
  v.pipe(
    v.string('must be a string'),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.check((value) => value !== 'N/A', 'must not be empty'),
    v.maxLength(max, `must be at most ${max} characters`),
  );

/** An optional text: absent, 'N/A', or a string. */
const optionalText = (max = 200) =>
  v.optional(v.pipe(v.string('must be a string'), v.maxLength(max, `must be at most ${max} characters`)));

/** A telephone number: an optional plus, up to 3 digits, then digits, spaces, dashes, dots, slashes. */
const TELEPHONE = /^\+?\d{1,3}[\d\s\-./]*\d$/;

/** The age in whole years on `today` of someone born on `birth` (both UTC dates). */
function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** A real calendar date in YYYY-MM-DD (no 30 February), or undefined. */
function parseDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined;
}

const AddressSchema = v.looseObject({
  street: optionalText(),
  houseNumberOrName: optionalText(),
  postalCode: optionalText(20),
  city: optionalText(),
  stateOrProvince: optionalText(),
  country: v.optional(
    v.pipe(v.string('must be a string'), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code')),
  ),
});

/** The shape every open-invoice payment may have (each field is checked by the type's needs). */
const OpenInvoicePaymentSchema = v.looseObject({
  shopperName: v.optional(
    v.looseObject({
      firstName: optionalText(),
      lastName: optionalText(),
      gender: v.optional(v.picklist(['MALE', 'FEMALE', 'UNKNOWN'], 'must be MALE or FEMALE')),
    }),
  ),
  dateOfBirth: v.optional(v.string('must be a string')),
  shopperEmail: v.optional(v.string('must be a string')),
  telephoneNumber: v.optional(v.string('must be a string')),
  company: v.optional(v.looseObject({ name: optionalText(), registrationNumber: optionalText() })),
  billingAddress: v.optional(AddressSchema),
  deliveryAddress: v.optional(AddressSchema),
  bankAccount: v.optional(
    v.looseObject({
      iban: v.optional(v.string('must be a string')),
      ownerName: optionalText(),
      countryCode: optionalText(2),
    }),
  ),
});

type OpenInvoicePayment = v.InferOutput<typeof OpenInvoicePaymentSchema>;

/** Throws the 422 of one field: `Invalid request: <field>: <reason>`. */
function fail(field: string, reason: string): never {
  throw invalidRequest(`Invalid request: ${field}: ${reason}`);
}

/** Checks a required text field with the `text()` rule. */
function requireText(field: string, value: unknown): string {
  if (!given(value)) fail(field, 'is required');
  const result = v.safeParse(text(), value);
  if (!result.success) fail(field, result.issues[0].message);
  return result.output;
}

/** The billing address rules: street, house number where the country has one, postal code, city, country. */
function checkBillingAddress(
  address: OpenInvoicePayment['billingAddress'],
  country: string,
  needs: ShopperDataNeeds,
): void {
  if (!address) fail('billingAddress', 'is required');
  requireText('billingAddress.country', address.country);
  requireText('billingAddress.street', address.street);
  const postalCode = requireText('billingAddress.postalCode', address.postalCode);
  const pattern = POSTAL_CODES[country];
  if (pattern && !pattern.test(postalCode))
    fail('billingAddress.postalCode', `is not a postal code of ${country}`);
  if (needs === 'atome') return;
  if (HOUSE_NUMBER_COUNTRIES.has(country))
    requireText('billingAddress.houseNumberOrName', address.houseNumberOrName);
  requireText('billingAddress.city', address.city);
  if (needs === 'affirm') requireText('billingAddress.stateOrProvince', address.stateOrProvince);
}

/** Checks the shopper data a type needs; throws the 422 of the first missing or invalid field. */
function checkShopperData(rule: OpenInvoiceRule, payment: OpenInvoicePayment, country: string, now: Date) {
  requireText('shopperName.firstName', payment.shopperName?.firstName);
  requireText('shopperName.lastName', payment.shopperName?.lastName);
  const telephone = requireText('telephoneNumber', payment.telephoneNumber);
  if (!TELEPHONE.test(telephone)) fail('telephoneNumber', 'must be a telephone number');
  if (rule.needs !== 'atome') {
    const email = requireText('shopperEmail', payment.shopperEmail);
    if (!v.is(v.pipe(v.string(), v.email()), email)) fail('shopperEmail', 'must be an email address');
  }
  if (rule.needs === 'full') {
    const birth = parseDate(requireText('dateOfBirth', payment.dateOfBirth));
    if (!birth) fail('dateOfBirth', 'must be a date in YYYY-MM-DD');
    if (birth.getTime() > now.getTime()) fail('dateOfBirth', 'must be in the past');
    if (ageOn(birth, now) < MINIMUM_AGE) fail('dateOfBirth', `the shopper must be at least ${MINIMUM_AGE}`);
  }
  checkBillingAddress(payment.billingAddress, country, rule.needs);
  if (rule.company) requireText('company.name', payment.company?.name);
  if (rule.bankAccount) {
    const iban = requireText('bankAccount.iban', payment.bankAccount?.iban);
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) || !ibanChecksumHolds(iban))
      fail('bankAccount.iban', 'is not a valid IBAN');
    requireText('bankAccount.ownerName', payment.bankAccount?.ownerName);
  }
}

/** The country of a payment: its billing country, or the session's without a billing address. */
function paymentCountry(payment: OpenInvoicePayment, context: ProcessorPaymentContext): string {
  const billing = payment.billingAddress?.country;
  return billing !== undefined ? billing : context.session.countryCode.toUpperCase();
}

/** The processor of one open-invoice type. */
function openInvoiceProcessor(type: string): PaymentProcessor {
  const rule = OPEN_INVOICE_RULES[type];
  if (!rule) throw new Error(`No open-invoice rule for ${type}`);
  const redirect = redirectProcessor(type, 'GET');
  return {
    pay(context): PaymentOutcome | Promise<PaymentOutcome> {
      const payment = parseWith(OpenInvoicePaymentSchema, context.request, 'request');
      const country = paymentCountry(payment, context);
      if (!rule.countries.includes(country))
        fail(
          payment.billingAddress?.country !== undefined ? 'billingAddress.country' : 'countryCode',
          `${type} is not available in ${country} (only ${rule.countries.join(', ')})`,
        );
      checkShopperData(rule, payment, country, context.now);
      if (rule.flow === 'redirect') {
        // The provider's page: the request's own fields (returnUrl) are checked by the redirect processor.
        return redirect.pay({
          ...context,
          request: { ...context.request, paymentMethod: { type } },
        });
      }
      const name = methodName(context.merchant, type);
      const lastName = payment.shopperName?.lastName?.trim();
      if (lastName === OPEN_INVOICE_TEST_NAMES.Refused)
        return { resultCode: 'Refused', refusalReason: 'Refused by the provider', name };
      if (lastName === OPEN_INVOICE_TEST_NAMES.Pending) return { resultCode: 'Pending', name };
      return { resultCode: 'Authorised', name };
    },
    details(context) {
      if (!redirect.details) throw invalidRequest('Unsupported details for this payment');
      return redirect.details(context);
    },
  };
}

export { OPEN_INVOICE_RULES, OPEN_INVOICE_TEST_NAMES, OPEN_INVOICE_TYPES, openInvoiceProcessor };
export type { OpenInvoiceRule };
