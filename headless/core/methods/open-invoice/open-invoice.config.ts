import type { FieldVisibility } from '../../form/form.machine';
import type { AddressFieldName } from '../../validation/address';
import type { OpenInvoiceType } from './open-invoice.types';

/*
 * The open-invoice and pay-later methods (spec sections 2, 3 and 5) share one form; what differs is
 * data: which sections each shows, which personal and address fields it asks, the countries it
 * serves, its terms and its button. This table is that data.
 */

/** The sections of an open-invoice form, in display order. */
type OpenInvoiceSection =
  'companyDetails' | 'personalDetails' | 'bankAccount' | 'billingAddress' | 'deliveryAddress';

/** The personal details a method may ask. */
type PersonalDetailsField =
  'firstName' | 'lastName' | 'gender' | 'dateOfBirth' | 'telephoneNumber' | 'shopperEmail';

/** One method's configuration. */
interface OpenInvoiceMethodConfig {
  /** The method's name when the payment methods give none. */
  name: string;
  /** The billing countries the method serves (ISO 3166-1 alpha-2); any when absent. */
  countries?: readonly string[];
  /** Each section's visibility unless the merchant says otherwise. */
  visibility: Readonly<Record<OpenInvoiceSection, FieldVisibility>>;
  /** The personal details asked (all required), in display order. */
  personalDetails: readonly PersonalDetailsField[];
  /** The billing address's fields, all required (others not asked); the country's own form when absent. */
  billingAddressFields?: readonly AddressFieldName[];
  /** The terms the consent box links to, for the billing country and the shopper's locale; no box when absent. */
  terms?: (country: string, locale: string) => string;
  /**
   * The pay button: 'Confirm purchase' (an invoice), or 'Continue to {provider}' (the provider's own
   * pages or widget).
   */
  button: 'confirmPurchase' | { continueTo: string };
}

const ALL_PERSONAL: readonly PersonalDetailsField[] = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'telephoneNumber',
  'shopperEmail',
];

/** The family's default: personal details, billing and delivery addresses; no company, no bank account. */
const INVOICE: OpenInvoiceMethodConfig['visibility'] = {
  companyDetails: 'hidden',
  personalDetails: 'editable',
  bankAccount: 'hidden',
  billingAddress: 'editable',
  deliveryAddress: 'editable',
};

/** Klarna gathers the shopper's details in its own pages or widget: no section by default. */
const NONE: OpenInvoiceMethodConfig['visibility'] = {
  companyDetails: 'hidden',
  personalDetails: 'hidden',
  bankAccount: 'hidden',
  billingAddress: 'hidden',
  deliveryAddress: 'hidden',
};

/** The languages Riverty (AfterPay) publishes its terms in, per country; English otherwise. */
const AFTERPAY_TERMS_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  NL: ['nl', 'en'],
  BE: ['nl', 'fr', 'en'],
};

/** AfterPay's terms for the shopper's country and language (`…/invoice/be_fr/`), the Dutch English ones by default. */
function afterpayTerms(kind: 'invoice' | 'b2b_invoice') {
  return (country: string, locale: string): string => {
    const code = AFTERPAY_TERMS_LANGUAGES[country] ? country : 'NL';
    const language = locale.slice(0, 2).toLowerCase();
    const chosen = AFTERPAY_TERMS_LANGUAGES[code]!.includes(language) ? language : 'en';
    return `https://documents.riverty.com/terms_conditions/payment_methods/${kind}/${code.toLowerCase()}_${chosen}/`;
  };
}

const KLARNA = { continueTo: 'Klarna' };

const FACILYPAY_COUNTRIES = ['ES', 'FR'] as const;
const facilypay = (instalments: number): OpenInvoiceMethodConfig => ({
  name: `Oney ${instalments}x`,
  countries: FACILYPAY_COUNTRIES,
  visibility: INVOICE,
  personalDetails: ALL_PERSONAL,
  button: { continueTo: 'Oney' },
});

/** Every method of the family. */
const OPEN_INVOICE_METHODS: Readonly<Record<OpenInvoiceType, OpenInvoiceMethodConfig>> = {
  klarna: {
    name: 'Pay later with Klarna.',
    visibility: NONE,
    personalDetails: ALL_PERSONAL,
    button: KLARNA,
  },
  klarna_account: {
    name: 'Pay over time with Klarna.',
    visibility: NONE,
    personalDetails: ALL_PERSONAL,
    button: KLARNA,
  },
  klarna_paynow: {
    name: 'Pay now with Klarna.',
    visibility: NONE,
    personalDetails: ALL_PERSONAL,
    button: KLARNA,
  },
  afterpay_default: {
    name: 'AfterPay',
    countries: ['BE', 'NL'],
    visibility: INVOICE,
    personalDetails: ALL_PERSONAL,
    terms: afterpayTerms('invoice'),
    button: 'confirmPurchase',
  },
  afterpay_b2b: {
    name: 'AfterPay for business',
    countries: ['BE', 'NL'],
    visibility: { ...INVOICE, companyDetails: 'editable' },
    personalDetails: ALL_PERSONAL,
    terms: afterpayTerms('b2b_invoice'),
    button: 'confirmPurchase',
  },
  ratepay: {
    name: 'Ratepay Open Invoice',
    countries: ['AT', 'CH', 'DE', 'NL'],
    visibility: INVOICE,
    personalDetails: ALL_PERSONAL,
    button: 'confirmPurchase',
  },
  ratepay_directdebit: {
    name: 'Ratepay Direct Debit',
    countries: ['AT', 'CH', 'DE', 'NL'],
    visibility: { ...INVOICE, bankAccount: 'editable' },
    personalDetails: ALL_PERSONAL,
    button: 'confirmPurchase',
  },
  affirm: {
    name: 'Affirm',
    countries: ['CA', 'US'],
    visibility: INVOICE,
    personalDetails: ['firstName', 'lastName', 'telephoneNumber', 'shopperEmail'],
    button: { continueTo: 'Affirm' },
  },
  atome: {
    name: 'Atome',
    countries: ['ID', 'PH', 'TH', 'VN', 'JP', 'TW', 'KR', 'SG', 'MY', 'HK'],
    visibility: { ...INVOICE, deliveryAddress: 'hidden' },
    personalDetails: ['firstName', 'lastName', 'telephoneNumber'],
    billingAddressFields: ['country', 'street', 'postalCode'],
    button: { continueTo: 'Atome' },
  },
  facilypay_3x: facilypay(3),
  facilypay_4x: facilypay(4),
  facilypay_6x: facilypay(6),
  facilypay_10x: facilypay(10),
  facilypay_12x: facilypay(12),
};

/** The Klarna types (their widget pays when the merchant asks for it). */
const isKlarnaType = (type: OpenInvoiceType): boolean => type.startsWith('klarna');

export { OPEN_INVOICE_METHODS, isKlarnaType };
export type { OpenInvoiceMethodConfig, OpenInvoiceSection, PersonalDetailsField };
