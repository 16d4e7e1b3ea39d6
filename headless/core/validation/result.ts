import type { MessageKey } from '../i18n/messages';

/**
 * The outcome of every validator in the toolkit. Validators never throw: any string (or any
 * value at all) gives a result.
 */
interface ValidationResult {
  /** True when the value passes every rule. */
  valid: boolean;
  /** True when the value is blank (after the validator's own normalisation). */
  empty: boolean;
  /** Message key from the catalogue explaining why the value is not valid; absent when valid. */
  errorKey?: MessageKey;
  /** Values for the message's placeholders, e.g. `{ format: '99999' }`. */
  errorValues?: Record<string, string | number>;
}

const VALID: ValidationResult = Object.freeze({ valid: true, empty: false });

/** Builds a result; `errorKey` is dropped when the value is valid. */
function toResult(
  valid: boolean,
  empty: boolean,
  errorKey?: MessageKey,
  errorValues?: Record<string, string | number>,
): ValidationResult {
  if (valid) return { valid, empty };
  const result: ValidationResult = { valid, empty };
  if (errorKey) result.errorKey = errorKey;
  if (errorValues) result.errorValues = errorValues;
  return result;
}

/** Any input to a string validator, coerced: non-strings count as empty. */
function asString(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export { VALID, asString, toResult };
export type { ValidationResult };
