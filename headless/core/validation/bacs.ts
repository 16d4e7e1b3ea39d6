// The Bacs direct debit checks. Each check that returns a Bacs key adds the Bacs group of the en-US
// catalogue first (docs/i18n.md), so a merchant's own form formats the key it gets.
import * as v from 'valibot';
import { messages as bacsMessages } from '../i18n/compiled/en-US.bacs';
import { addMessages } from '../i18n/en-US.registry';
import { asString, toResult, type ValidationResult } from './result';
import { validateConsent } from './common';
import { key, validateWith } from './string-rule';
import { validateEmail } from './personal';

/** Most digits of a UK (Bacs) bank account number. */
const BACS_ACCOUNT_NUMBER_MAX_LENGTH = 8;

/** Digits of a UK sort code (Bacs `bankLocationId`). */
const BACS_LOCATION_ID_LENGTH = 6;

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
  addMessages(bacsMessages); // the keys it returns are the Bacs group's
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
  addMessages(bacsMessages);
  return validateWith(BACS_LOCATION_ID, value, 'bacs.bankLocationId.invalid');
}

const HOLDER_NAME = v.pipe(v.string(), v.nonEmpty());

/** Bacs account holder name: required (`'bacs.accountHolderName.invalid'`). */
function validateBacsHolderName(value: unknown): ValidationResult {
  addMessages(bacsMessages);
  return validateWith(HOLDER_NAME, value, 'bacs.accountHolderName.invalid');
}

/**
 * The whole Bacs form: holder name, account number, sort code, email (as `validateEmail`) and
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

export {
  BACS_ACCOUNT_NUMBER_MAX_LENGTH,
  BACS_LOCATION_ID_LENGTH,
  formatBacsAccountNumberInput,
  formatBacsLocationIdInput,
  validateBacsAccountNumber,
  validateBacsForm,
  validateBacsHolderName,
  validateBacsLocationId,
};
export type { BacsField, BacsFormInput, BacsFormResult };
