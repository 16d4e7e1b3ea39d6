import * as v from 'valibot';
import { asString, toResult, type ValidationResult } from './result';
import { key } from './string-rule';
import { SOCIAL_SECURITY_NUMBER_MAX_LENGTH, formatSocialSecurityNumber } from './tax-id.format';

/** Which Brazilian tax id a number is: a person's CPF (11 digits) or a company's CNPJ (14 digits). */
type BrazilTaxIdKind = 'cpf' | 'cnpj';

/** Result of `validateSocialSecurityNumber`. */
interface SocialSecurityNumberResult extends ValidationResult {
  /** The id's kind by its digit count (11 CPF, 14 CNPJ), even when a check digit is wrong; else null. */
  kind: BrazilTaxIdKind | null;
}

/** Which Korean card-holder id a value is: a birth date (YYMMDD) or a business registration number. */
type KoreanTaxNumberKind = 'birthDate' | 'businessNumber';

/** Result of `validateKoreanTaxNumber`. */
interface KoreanTaxNumberResult extends ValidationResult {
  /** The kind by digit count (6 birth date, 10 business number); null for other shapes. */
  kind: KoreanTaxNumberKind | null;
}

const digitsOf = (text: string): number[] => Array.from(text, Number);

/** All digits the same (000.000.000-00, 11.111.111/1111-11, …): pass the arithmetic, yet never issued. */
const isRepeated = (digits: string): boolean => /^(\d)\1*$/.test(digits);

/** Modulo-11 check digit over `digits` with `weights` (CPF and CNPJ share it). */
function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || isRepeated(digits)) return false;
  const d = digitsOf(digits);
  const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d[9] === first && d[10] === second;
}

function isValidCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || isRepeated(digits)) return false;
  const d = digitsOf(digits);
  const first = checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d[12] === first && d[13] === second;
}

const stripMask = (text: string): string => text.replace(/[.\-/ ]/g, '');

const SOCIAL_SECURITY_NUMBER = v.pipe(
  v.string(),
  v.nonEmpty(key('boleto.socialSecurityNumber.invalid')),
  v.maxLength(SOCIAL_SECURITY_NUMBER_MAX_LENGTH, key('boleto.socialSecurityNumber.invalid')),
  v.regex(/^[\d.\-/ ]+$/, key('boleto.socialSecurityNumber.invalid')),
  v.check((text: string) => {
    const digits = stripMask(text);
    return isValidCpf(digits) || isValidCnpj(digits);
  }, key('boleto.socialSecurityNumber.invalid')),
);

/**
 * Brazilian `socialSecurityNumber`: a CPF (11 digits, `xxx.xxx.xxx-xx`) or CNPJ (14 digits,
 * `xx.xxx.xxx/xxxx-xx`), masked or bare, at most 18 characters, with correct check digits and not one
 * digit repeated (`'boleto.socialSecurityNumber.invalid'`).
 */
function validateSocialSecurityNumber(value: unknown): SocialSecurityNumberResult {
  const text = asString(value).trim();
  const digits = /^[\d.\-/ ]*$/.test(text) ? stripMask(text) : '';
  const kind: BrazilTaxIdKind | null = digits.length === 11 ? 'cpf' : digits.length === 14 ? 'cnpj' : null;
  const valid = v.safeParse(SOCIAL_SECURITY_NUMBER, text, { abortPipeEarly: true }).success;
  return { ...toResult(valid, text === '', 'boleto.socialSecurityNumber.invalid'), kind };
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** YYMMDD names a real day in the 1900s or the 2000s (29 February needs a leap year in either). */
function isRealShortDate(text: string): boolean {
  const yy = Number(text.slice(0, 2));
  const month = Number(text.slice(2, 4));
  const day = Number(text.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  if (month === 2) return day <= (isLeapYear(1900 + yy) || isLeapYear(2000 + yy) ? 29 : 28);
  return day <= ([4, 6, 9, 11].includes(month) ? 30 : 31);
}

const KOREAN_TAX_NUMBER = v.pipe(
  v.string(),
  v.regex(/^(?:\d{6}|\d{10})$/, key('creditCard.taxNumber.invalid')),
  v.check((text: string) => text.length === 10 || isRealShortDate(text), key('creditCard.taxNumber.invalid')),
);

/**
 * Korean card holder's tax number: a birth date YYMMDD (6 digits, a real date) or a business
 * registration number (10 digits) (`'creditCard.taxNumber.invalid'`).
 */
function validateKoreanTaxNumber(value: unknown): KoreanTaxNumberResult {
  const text = asString(value).trim();
  const kind: KoreanTaxNumberKind | null = /^\d{6}$/.test(text)
    ? 'birthDate'
    : /^\d{10}$/.test(text)
      ? 'businessNumber'
      : null;
  const valid = v.safeParse(KOREAN_TAX_NUMBER, text, { abortPipeEarly: true }).success;
  return { ...toResult(valid, text === '', 'creditCard.taxNumber.invalid'), kind };
}

export {
  SOCIAL_SECURITY_NUMBER_MAX_LENGTH,
  formatSocialSecurityNumber,
  validateKoreanTaxNumber,
  validateSocialSecurityNumber,
};
export type { BrazilTaxIdKind, KoreanTaxNumberKind, KoreanTaxNumberResult, SocialSecurityNumberResult };
