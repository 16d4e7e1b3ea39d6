import * as v from 'valibot';
import { asString, toResult, type ValidationResult } from './result';
import { validateConsent } from './common';
import { key, validateWith } from './string-rule';
import { validateEmail } from './personal';

/** Most digits of a UK (Bacs) bank account number. */
const BACS_ACCOUNT_NUMBER_MAX_LENGTH = 8;

/** Digits of a UK sort code (Bacs `bankLocationId`). */
const BACS_LOCATION_ID_LENGTH = 6;

/** Countries where ACH direct debit is offered. */
const ACH_COUNTRIES = ['US', 'PR'] as const;

/** A country where ACH direct debit is offered. */
type AchCountry = (typeof ACH_COUNTRIES)[number];

/** The fields of the Bacs direct debit form, named as in the payload. */
interface BacsFormInput {
  /** Bank account holder name. */
  holderName?: unknown;
  /** Account number, 1-8 digits. */
  bankAccountNumber?: unknown;
  /** Sort code, 6 digits. */
  bankLocationId?: unknown;
  /** Shopper email. */
  shopperEmail?: unknown;
  /** "The amount will be deducted" consent; must be `true`. */
  amountConsentCheckbox?: unknown;
  /** "The account is in my name" consent; must be `true`. */
  accountConsentCheckbox?: unknown;
}

/** A field of the Bacs form. */
type BacsField = keyof BacsFormInput;

/** Result of `validateBacsForm`: the overall outcome plus one result per field. */
interface BacsFormResult extends ValidationResult {
  /** One result per field; the overall `errorKey` is the first failing field's, in form order. */
  fields: Record<BacsField, ValidationResult>;
}

const BACS_FIELDS: readonly BacsField[] = [
  'holderName',
  'bankAccountNumber',
  'bankLocationId',
  'shopperEmail',
  'amountConsentCheckbox',
  'accountConsentCheckbox',
];

const BACS_ACCOUNT_NUMBER = v.pipe(v.string(), v.regex(/^\d{1,8}$/, key('bacs.accountNumber.invalid')));

/** Bacs account number: 1 to 8 digits (`'bacs.accountNumber.invalid'`). */
function validateBacsAccountNumber(value: unknown): ValidationResult {
  return validateWith(BACS_ACCOUNT_NUMBER, value, 'bacs.accountNumber.invalid');
}

/** Masks the Bacs account number while typing: digits only, at most 8. */
function formatBacsAccountNumberInput(typed: unknown): string {
  return asString(typed).replace(/\D/g, '').slice(0, BACS_ACCOUNT_NUMBER_MAX_LENGTH);
}

/** Masks the Bacs sort code while typing: digits only (dashes and spaces dropped), at most 6. */
function formatBacsLocationIdInput(typed: unknown): string {
  return asString(typed).replace(/\D/g, '').slice(0, BACS_LOCATION_ID_LENGTH);
}

const BACS_LOCATION_ID = v.pipe(v.string(), v.regex(/^\d{6}$/, key('bacs.bankLocationId.invalid')));

/** Bacs sort code on blur: exactly 6 digits (`'bacs.bankLocationId.invalid'`). */
function validateBacsLocationId(value: unknown): ValidationResult {
  return validateWith(BACS_LOCATION_ID, value, 'bacs.bankLocationId.invalid');
}

const HOLDER_NAME = v.pipe(v.string(), v.nonEmpty());

/** Bacs account holder name: required (`'bacs.accountHolderName.invalid'`). */
function validateBacsHolderName(value: unknown): ValidationResult {
  return validateWith(HOLDER_NAME, value, 'bacs.accountHolderName.invalid');
}

/**
 * The whole Bacs form: holder name, account number, sort code, email (`'shopperEmail.invalid'`) and
 * both consents ticked (`'consent.checkbox.invalid'`). Valid when every field is.
 */
function validateBacsForm(input: BacsFormInput): BacsFormResult {
  const form: BacsFormInput = typeof input === 'object' && input !== null ? input : {};
  const fields: Record<BacsField, ValidationResult> = {
    holderName: validateBacsHolderName(form.holderName),
    bankAccountNumber: validateBacsAccountNumber(form.bankAccountNumber),
    bankLocationId: validateBacsLocationId(form.bankLocationId),
    shopperEmail: validateEmail(form.shopperEmail),
    amountConsentCheckbox: validateConsent(form.amountConsentCheckbox),
    accountConsentCheckbox: validateConsent(form.accountConsentCheckbox),
  };
  const failed = BACS_FIELDS.map((field) => fields[field]).find((result) => !result.valid);
  const empty = BACS_FIELDS.every((field) => fields[field].empty);
  return { ...toResult(!failed, empty, failed?.errorKey), fields };
}

const ACH_ACCOUNT_NUMBER = v.pipe(
  v.string(),
  v.nonEmpty(key('error.va.sf-ach-num.01')),
  v.regex(/^\d+$/, key('ach.accountNumberField.invalid')),
  v.minLength(4, key('error.va.sf-ach-num.02')),
  v.maxLength(17, key('error.va.sf-ach-num.02')),
);

/**
 * ACH bank account number: 4 to 17 digits. Blank `'error.va.sf-ach-num.01'`, wrong length
 * `'error.va.sf-ach-num.02'`, other than digits `'ach.accountNumberField.invalid'`.
 */
function validateAchAccountNumber(value: unknown): ValidationResult {
  return validateWith(ACH_ACCOUNT_NUMBER, value, 'ach.accountNumberField.invalid');
}

/**
 * The ABA routing number's own checks: the first two digits are a Federal Reserve routing symbol
 * (00-12, 21-32, 61-72 or 80), not all zeros, and 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a
 * multiple of 10.
 */
function isAbaRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  const symbol = Number(digits.slice(0, 2));
  const knownSymbol =
    symbol <= 12 || (symbol >= 21 && symbol <= 32) || (symbol >= 61 && symbol <= 72) || symbol === 80;
  const d = Array.from(digits, Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return knownSymbol && sum % 10 === 0;
}

const ACH_LOCATION_ID = v.pipe(
  v.string(),
  v.nonEmpty(key('error.va.sf-ach-loc.01')),
  v.regex(/^\d+$/, key('ach.accountLocationField.invalid')),
  v.length(9, key('error.va.sf-ach-loc.02')),
  v.check(isAbaRoutingNumber, key('ach.accountLocationField.invalid')),
);

/**
 * ACH `bankLocationId`, the 9-digit ABA routing number with its 3-7-1 checksum. Blank
 * `'error.va.sf-ach-loc.01'`, wrong length `'error.va.sf-ach-loc.02'`, non-digits or a failed
 * checksum/routing symbol `'ach.accountLocationField.invalid'`.
 */
function validateAchLocationId(value: unknown): ValidationResult {
  return validateWith(ACH_LOCATION_ID, value, 'ach.accountLocationField.invalid');
}

/** ACH account holder name: required (`'ach.accountHolderNameField.invalid'`). */
function validateAchHolderName(value: unknown): ValidationResult {
  return validateWith(HOLDER_NAME, value, 'ach.accountHolderNameField.invalid');
}

export {
  ACH_COUNTRIES,
  BACS_ACCOUNT_NUMBER_MAX_LENGTH,
  BACS_LOCATION_ID_LENGTH,
  formatBacsAccountNumberInput,
  formatBacsLocationIdInput,
  validateAchAccountNumber,
  validateAchHolderName,
  validateAchLocationId,
  validateBacsAccountNumber,
  validateBacsForm,
  validateBacsHolderName,
  validateBacsLocationId,
};
export type { AchCountry, BacsField, BacsFormInput, BacsFormResult };
