import type { MessageKey } from '../../i18n/messages';
import { DEFAULT_PHONE_PREFIX } from '../../validation/phone';

/*
 * The methods paid with a phone number typed as a prefix and a number (spec sections 2, 3, 5 and
 * 9): MB Way and QIWI Wallet. What differs is data: the prefix list and the one preselected, the
 * number's rule and message, the payload's field names and the pay button.
 */

/** One entry of a prefix list (spec section 3): the dial code, the country's name and its code. */
interface PhonePrefix {
  /** The dial code, `+351`: the value the prefix field takes. */
  id: string;
  /** The country's name in English (the list shows the code and the country code). */
  name: string;
  /** The country (ISO 3166-1 alpha-2), `PT`. */
  code: string;
}

/** The payment-service types of the family. */
const PHONE_METHOD_TYPES = ['mbway', 'qiwiwallet'] as const;

/** A payment-service type of the family. */
type PhoneMethodType = (typeof PHONE_METHOD_TYPES)[number];

/** One method's configuration. */
interface PhoneMethodConfig {
  /** The method's name when the payment methods give none. */
  name: string;
  /** The prefixes offered, in display order. */
  prefixes: readonly PhonePrefix[];
  /**
   * The prefix preselected: a fixed dial code (MB Way's +351), or 'checkoutCountry' (the checkout's
   * country's dial code when the list has it, else the list's first).
   */
  defaultPrefix: string | 'checkoutCountry';
  /**
   * How the number is checked: 'prefixNumber' (digits only, at least 4; with +351 a Portuguese
   * number), or 'minLength7' (at least 7 characters, QIWI).
   */
  rule: 'prefixNumber' | 'minLength7';
  /** The number's message key when it is wrong. */
  numberErrorKey: MessageKey;
  /** The pay button: 'Confirm purchase' (the shopper confirms in the app), or 'Pay {amount}'. */
  button: 'confirmPurchase' | 'pay';
  /** Whether the payment continues on the provider's pages (sends the return URL). */
  redirects: boolean;
}

/** MB Way's prefixes: Portugal first, then the countries its shoppers most often hold numbers of. */
const MBWAY_PREFIXES: readonly PhonePrefix[] = [
  { id: '+351', name: 'Portugal', code: 'PT' },
  { id: '+34', name: 'Spain', code: 'ES' },
  { id: '+33', name: 'France', code: 'FR' },
  { id: '+41', name: 'Switzerland', code: 'CH' },
  { id: '+352', name: 'Luxembourg', code: 'LU' },
  { id: '+44', name: 'United Kingdom', code: 'GB' },
  { id: '+49', name: 'Germany', code: 'DE' },
  { id: '+55', name: 'Brazil', code: 'BR' },
  { id: '+244', name: 'Angola', code: 'AO' },
  { id: '+238', name: 'Cape Verde', code: 'CV' },
  { id: '+258', name: 'Mozambique', code: 'MZ' },
];

/** QIWI Wallet's 25 countries (spec section 9), Russia first. */
const QIWI_PREFIXES: readonly PhonePrefix[] = [
  { id: '+7', name: 'Russian Federation', code: 'RU' },
  { id: '+9955', name: 'Georgia', code: 'GE' },
  { id: '+507', name: 'Panama', code: 'PA' },
  { id: '+44', name: 'United Kingdom', code: 'GB' },
  { id: '+992', name: 'Tajikistan', code: 'TJ' },
  { id: '+370', name: 'Lithuania', code: 'LT' },
  { id: '+972', name: 'Israel', code: 'IL' },
  { id: '+996', name: 'Kyrgyzstan', code: 'KG' },
  { id: '+380', name: 'Ukraine', code: 'UA' },
  { id: '+84', name: 'Viet Nam', code: 'VN' },
  { id: '+90', name: 'Turkey', code: 'TR' },
  { id: '+994', name: 'Azerbaijan', code: 'AZ' },
  { id: '+374', name: 'Armenia', code: 'AM' },
  { id: '+371', name: 'Latvia', code: 'LV' },
  { id: '+91', name: 'India', code: 'IN' },
  { id: '+66', name: 'Thailand', code: 'TH' },
  { id: '+373', name: 'Moldova', code: 'MD' },
  { id: '+1', name: 'United States', code: 'US' },
  { id: '+81', name: 'Japan', code: 'JP' },
  { id: '+998', name: 'Uzbekistan', code: 'UZ' },
  { id: '+77', name: 'Kazakhstan', code: 'KZ' },
  { id: '+375', name: 'Belarus', code: 'BY' },
  { id: '+372', name: 'Estonia', code: 'EE' },
  { id: '+40', name: 'Romania', code: 'RO' },
  { id: '+82', name: 'Korea', code: 'KR' },
];

/** Every method of the family. */
const PHONE_METHODS: Readonly<Record<PhoneMethodType, PhoneMethodConfig>> = {
  mbway: {
    name: 'MB WAY',
    prefixes: MBWAY_PREFIXES,
    defaultPrefix: DEFAULT_PHONE_PREFIX,
    rule: 'prefixNumber',
    numberErrorKey: 'mobileNumber.invalid',
    button: 'confirmPurchase',
    redirects: false,
  },
  qiwiwallet: {
    name: 'QIWI Wallet',
    prefixes: QIWI_PREFIXES,
    defaultPrefix: 'checkoutCountry',
    rule: 'minLength7',
    numberErrorKey: 'mobileNumber.invalid',
    button: 'pay',
    redirects: true,
  },
};

export { MBWAY_PREFIXES, PHONE_METHODS, PHONE_METHOD_TYPES, QIWI_PREFIXES };
export type { PhoneMethodConfig, PhoneMethodType, PhonePrefix };
