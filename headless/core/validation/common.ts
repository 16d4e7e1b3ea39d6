import type { MessageKey } from '../i18n/messages';
import { asString, toResult, type ValidationResult } from './result';

/** Options of `validateRequired`. */
interface RequiredOptions {
  /** Message key returned when the value is blank; default `'error.va.gen.02'`. */
  errorKey?: MessageKey;
}

/**
 * Valid when the value is non-empty after trimming (as `validateWith` over
 * `v.pipe(v.string(), v.nonEmpty())`, without valibot: the card form uses `validateRequired`).
 */
function required(value: unknown, errorKey: MessageKey): ValidationResult {
  const empty = asString(value).trim() === '';
  return toResult(!empty, empty, errorKey);
}

/**
 * The default rule: valid when the value is non-empty after trimming (`'error.va.gen.02'`). Options
 * null or absent (a JavaScript caller's) are the defaults.
 */
function validateRequired(value: unknown, options?: RequiredOptions | null): ValidationResult {
  return required(value, options?.errorKey ?? 'error.va.gen.02');
}

/** A consent checkbox: valid only when ticked, i.e. exactly `true` (`'consent.checkbox.invalid'`). */
function validateConsent(checked: unknown): ValidationResult {
  const valid = checked === true;
  return toResult(valid, !valid, 'consent.checkbox.invalid');
}

export { validateConsent, validateRequired };
export type { RequiredOptions };
