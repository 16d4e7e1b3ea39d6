import * as v from 'valibot';
import type { MessageKey } from '../i18n/messages';
import { asString, toResult, type ValidationResult } from './result';

/** A string rule: a valibot schema whose action messages are message keys. */
type StringRule = v.GenericSchema<string, unknown>;

/** Options of `validateRequired`. */
interface RequiredOptions {
  /** Message key returned when the value is blank; default `'error.va.gen.02'`. */
  errorKey?: MessageKey;
}

/** Types a message key inside a schema action, so a typo fails the type check. */
const key = (messageKey: MessageKey): MessageKey => messageKey;

/**
 * True when `message` is a catalogue key rather than one of valibot's English default texts: keys
 * never hold whitespace (checked by the catalogue test), valibot's texts always do. Testing the
 * shape keeps the catalogue itself out of the validators' bundle.
 */
function isMessageKey(message: unknown): message is MessageKey {
  return typeof message === 'string' && message !== '' && !/\s/.test(message);
}

/**
 * Runs a string rule over any input (non-strings count as empty; surrounding whitespace is trimmed
 * unless `trim: false`) and maps valibot's outcome to a `ValidationResult`. The first failing action
 * decides the key when its message is a catalogue key; otherwise `errorKey` is used. Internal helper.
 */
function validateWith(
  schema: StringRule,
  value: unknown,
  errorKey: MessageKey,
  options: { trim?: boolean } = {},
): ValidationResult {
  const text = options.trim === false ? asString(value) : asString(value).trim();
  const empty = text.trim() === '';
  const outcome = v.safeParse(schema, text, { abortPipeEarly: true });
  if (outcome.success) return toResult(true, empty);
  const message = outcome.issues[0]?.message;
  return toResult(false, empty, isMessageKey(message) ? message : errorKey);
}

/** Valid when the value is non-empty after trimming (as `validateWith` over `v.pipe(v.string(), v.nonEmpty())`). */
function required(value: unknown, errorKey: MessageKey): ValidationResult {
  const empty = asString(value).trim() === '';
  return toResult(!empty, empty, errorKey);
}

/** The default rule: valid when the value is non-empty after trimming (`'error.va.gen.02'`). */
function validateRequired(value: unknown, options: RequiredOptions = {}): ValidationResult {
  return required(value, options.errorKey ?? 'error.va.gen.02');
}

/** Shopper first name: required (`'firstName.invalid'`). */
function validateFirstName(value: unknown): ValidationResult {
  return required(value, 'firstName.invalid');
}

/** Shopper last name: required (`'lastName.invalid'`). */
function validateLastName(value: unknown): ValidationResult {
  return required(value, 'lastName.invalid');
}

/** Company name: required (`'error.va.gen.02'`). */
function validateCompanyName(value: unknown): ValidationResult {
  return required(value, 'error.va.gen.02');
}

/** Company registration number: required (`'error.va.gen.02'`). */
function validateRegistrationNumber(value: unknown): ValidationResult {
  return required(value, 'error.va.gen.02');
}

/** A consent checkbox: valid only when ticked, i.e. exactly `true` (`'consent.checkbox.invalid'`). */
function validateConsent(checked: unknown): ValidationResult {
  const valid = checked === true;
  return toResult(valid, !valid, 'consent.checkbox.invalid');
}

export {
  key,
  validateCompanyName,
  validateConsent,
  validateFirstName,
  validateLastName,
  validateRegistrationNumber,
  validateRequired,
  validateWith,
};
export type { RequiredOptions, StringRule };
