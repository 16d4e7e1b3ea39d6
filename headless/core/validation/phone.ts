import * as v from 'valibot';
import type { MessageKey } from '../i18n/messages';
import { asString, toResult, type ValidationResult } from './result';
import { key, validateWith } from './string-rule';
import { messages as blikMessages } from '../i18n/compiled/en-US.blik';
import { messages as phoneMessages } from '../i18n/compiled/en-US.phone';
import { addMessages } from '../i18n/en-US.registry';

/** The prefix preselected in prefix/number phone fields (MB Way), spec §9. */
const DEFAULT_PHONE_PREFIX = '+351';

/** Most digits the voucher (econtext / convenience store) telephone field accepts. */
const VOUCHER_TELEPHONE_MAX_LENGTH = 11;

/** A phone number typed as two fields: the dial-code prefix and the national number. */
interface PhoneInput {
  /** Dial code, e.g. `'+351'` (also accepted as `'351'` or `'00351'`). */
  prefix?: unknown;
  /** National number, digits only, e.g. `'912345678'`. */
  number?: unknown;
}

/** Options of `validatePhone`. */
interface ValidatePhoneOptions {
  /** When true (the default), a blank or malformed prefix is an error (`'invalidCountryCode'`). */
  prefixRequired?: boolean;
  /** Key for an invalid number; default `'invalidPhoneNumber'` (MB Way passes `'mobileNumber.invalid'`). */
  errorKey?: MessageKey;
  /** Dial codes the field offers (e.g. the ids of the prefix list); a prefix outside them is unknown. */
  prefixes?: readonly string[];
}

/** Result of `validatePhone`: the overall outcome plus one result per field. */
interface PhoneValidationResult extends ValidationResult {
  /** One result per field; the overall `errorKey` is the prefix's, else the number's. */
  fields: {
    /** The dial-code prefix. */
    prefix: ValidationResult;
    /** The national number. */
    number: ValidationResult;
  };
}

/** Puts a dial code into `+<digits>` form: spaces and dashes dropped, `00` or a missing `+` turned into `+`. */
function normalisePrefix(prefix: unknown): string {
  const compact = asString(prefix).replace(/[\s-]/g, '');
  if (/^00\d/.test(compact)) return `+${compact.slice(2)}`;
  if (/^\d/.test(compact)) return `+${compact}`;
  return compact;
}

const PREFIX_SHAPE = /^\+\d{1,4}$/;

/** Portuguese numbers: landlines start with 2, mobiles with 91, 92, 93 or 96; nine digits in all. */
const PORTUGUESE_NUMBER = /^(?:2\d{8}|9[1236]\d{7})$/;

/**
 * Prefix/number phone fields (MB Way and similar). The number is digits only, at least 4; with the
 * prefix `+351` it must also be a Portuguese number (starts with 2, or 91/92/93/96, nine digits).
 * Errors: the number `options.errorKey` (default `'invalidPhoneNumber'`), the prefix `'invalidCountryCode'`.
 */
function validatePhone(input: PhoneInput, options: ValidatePhoneOptions = {}): PhoneValidationResult {
  addMessages(phoneMessages); // the number's keys are the phone group's
  const fields: Partial<PhoneInput> = typeof input === 'object' && input !== null ? input : {};
  const prefixRequired = options?.prefixRequired ?? true;
  const numberKey = options?.errorKey ?? 'invalidPhoneNumber';
  const allowed = Array.isArray(options?.prefixes) ? options.prefixes.map(normalisePrefix) : undefined;

  const rawPrefix = asString(fields.prefix).trim();
  const prefix = normalisePrefix(rawPrefix);
  const prefixSchema = v.pipe(
    v.string(),
    v.regex(PREFIX_SHAPE, key('invalidCountryCode')),
    v.check((p: string) => allowed === undefined || allowed.includes(p), key('invalidCountryCode')),
  );
  const prefixResult =
    rawPrefix === '' && !prefixRequired
      ? toResult(true, true)
      : validateWith(prefixSchema, prefix, 'invalidCountryCode');

  const numberSchema = v.pipe(
    v.string(),
    v.regex(/^\d{4,}$/, numberKey),
    v.check((n: string) => prefix !== '+351' || PORTUGUESE_NUMBER.test(n), numberKey),
  );
  const numberResult = validateWith(numberSchema, fields.number, numberKey);

  const failed = [prefixResult, numberResult].find((result) => !result.valid);
  return {
    ...toResult(!failed, prefixResult.empty && numberResult.empty, failed?.errorKey),
    fields: { prefix: prefixResult, number: numberResult },
  };
}

/** The value sent for a prefix/number phone: normalised prefix plus the number without spaces (`'+351912345678'`). */
function buildPhoneNumber(prefix: unknown, number: unknown): string {
  return normalisePrefix(asString(prefix).trim()) + asString(number).replace(/\s/g, '');
}

const QIWI_TELEPHONE = v.pipe(v.string(), v.minLength(7, key('mobileNumber.invalid')));

/** QIWI wallet telephone number: at least 7 characters after trimming (`'mobileNumber.invalid'`, 'Invalid mobile number'). */
function validateQiwiTelephoneNumber(value: unknown): ValidationResult {
  addMessages(phoneMessages);
  return validateWith(QIWI_TELEPHONE, value, 'mobileNumber.invalid');
}

/** Masks the voucher (econtext) telephone while typing: digits only, at most 11. */
function formatVoucherTelephoneInput(typed: unknown): string {
  return asString(typed).replace(/\D/g, '').slice(0, VOUCHER_TELEPHONE_MAX_LENGTH);
}

const VOUCHER_TELEPHONE = v.pipe(
  v.string(),
  v.regex(/^\d{10,11}$/, key('voucher.econtext.telephoneNumber.invalid')),
);

/** Voucher (econtext / convenience store) telephone on blur: 10 or 11 digits (`'voucher.econtext.telephoneNumber.invalid'`). */
function validateVoucherTelephoneNumber(value: unknown): ValidationResult {
  addMessages(phoneMessages);
  return validateWith(VOUCHER_TELEPHONE, value, 'voucher.econtext.telephoneNumber.invalid');
}

const BLIK_CODE = v.pipe(v.string(), v.regex(/^\d{6}$/, key('blik.invalid')));

/** Blik code: exactly 6 digits (`'blik.invalid'`). */
function validateBlikCode(value: unknown): ValidationResult {
  addMessages(blikMessages); // the key it returns is the Blik group's
  return validateWith(BLIK_CODE, value, 'blik.invalid');
}

export {
  DEFAULT_PHONE_PREFIX,
  VOUCHER_TELEPHONE_MAX_LENGTH,
  buildPhoneNumber,
  formatVoucherTelephoneInput,
  validateBlikCode,
  validatePhone,
  validateQiwiTelephoneNumber,
  validateVoucherTelephoneNumber,
};
export type { PhoneInput, PhoneValidationResult, ValidatePhoneOptions };
