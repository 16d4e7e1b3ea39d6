// The ACH direct debit checks. Each check that returns an ACH key adds the ACH group of the en-US
// catalogue first (docs/i18n.md), so a merchant's own form formats the key it gets.
import * as v from 'valibot';
import { messages as achMessages } from '../i18n/compiled/en-US.ach';
import { addMessages } from '../i18n/en-US.registry';
import type { ValidationResult } from './result';
import { key, validateWith } from './string-rule';

/** Countries where ACH direct debit is offered. */
const ACH_COUNTRIES = ['US', 'PR'] as const;

/** A country where ACH direct debit is offered. */
type AchCountry = (typeof ACH_COUNTRIES)[number];

const HOLDER_NAME = v.pipe(v.string(), v.nonEmpty());

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
  addMessages(achMessages); // the keys it returns are the ACH group's
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
  addMessages(achMessages);
  return validateWith(ACH_LOCATION_ID, value, 'ach.accountLocationField.invalid');
}

/** ACH account holder name: required (`'ach.accountHolderNameField.invalid'`). */
function validateAchHolderName(value: unknown): ValidationResult {
  addMessages(achMessages);
  return validateWith(HOLDER_NAME, value, 'ach.accountHolderNameField.invalid');
}

export { ACH_COUNTRIES, validateAchAccountNumber, validateAchHolderName, validateAchLocationId };
export type { AchCountry };
