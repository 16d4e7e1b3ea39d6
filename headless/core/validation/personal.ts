import * as v from 'valibot';
import { messages as personalMessages } from '../i18n/compiled/en-US.personal';
import { addMessages } from '../i18n/en-US.registry';
import { asString, toResult, type ValidationResult } from './result';
import { validateRequired } from './common';
import { key, validateWith } from './string-rule';

/** Minimum age of the shopper, in years, on the day of the payment (spec §9). */
const MINIMUM_AGE = 18;

/** Birth years before this one are treated as impossible dates (a shopper older than about 125). */
const EARLIEST_BIRTH_YEAR = 1900;

/** The genders the payment service accepts in `shopperName.gender`. */
const GENDERS = ['MALE', 'FEMALE'] as const;

/** A gender value of `shopperName.gender`. */
type Gender = (typeof GENDERS)[number];

/** Options of `validateDateOfBirth`. */
interface DateOfBirthOptions {
  /** The moment to measure the age against; its local calendar day counts. Default `new Date()`. */
  now?: Date;
}

/** Why a date of birth is not valid. */
type DateOfBirthProblem = 'empty' | 'format' | 'date' | 'age';

/** Result of `validateDateOfBirth`: a `ValidationResult` plus the normalised date. */
interface DateOfBirthResult extends ValidationResult {
  /** The date as `YYYY-MM-DD` (the payload's `dateOfBirth`); only present when valid. */
  isoDate?: string;
  /** Why the value is invalid; absent when valid. Keys: age 'dateOfBirth.invalid', empty 'dateOfBirth.required', format and date 'dateOfBirth.invalidFormat' (format DD/MM/YYYY). */
  problem?: DateOfBirthProblem;
}

/** Options of `formatDateInput`. */
interface FormatDateInputOptions {
  /**
   * The field's value before this keystroke. When `typed` is shorter (the shopper is deleting), no
   * separator is appended after a completed day or month, so backspace is not undone.
   */
  previous?: string;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1-12) of `year`; February has 29 when the year is unknown (`undefined`). */
function daysInMonth(month: number, year?: number): number {
  if (month === 2) return year === undefined || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

const DMY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Splits `DD/MM/YYYY` or `YYYY-MM-DD` into numbers; null for any other shape. */
function parseDate(text: string): CalendarDate | null {
  const dmy = DMY.exec(text);
  if (dmy) return { day: Number(dmy[1]), month: Number(dmy[2]), year: Number(dmy[3]) };
  const iso = ISO.exec(text);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  return null;
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  return (
    year >= EARLIEST_BIRTH_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(month, year)
  );
}

/** The day the shopper turns `MINIMUM_AGE`; a 29 February birthday falls on 1 March in non-leap years. */
function adulthoodDay(birth: CalendarDate): CalendarDate {
  const year = birth.year + MINIMUM_AGE;
  if (birth.month === 2 && birth.day === 29 && !isLeapYear(year)) return { year, month: 3, day: 1 };
  return { year, month: birth.month, day: birth.day };
}

const ordinal = ({ year, month, day }: CalendarDate): number => year * 10000 + month * 100 + day;

function today(now: unknown): CalendarDate {
  const date = now instanceof Date && !Number.isNaN(now.getTime()) ? now : new Date();
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/**
 * Date of birth, `DD/MM/YYYY` or `YYYY-MM-DD`: a real calendar date (year 1900 or later) of a shopper
 * who is at least 18 on `now`'s local day (the 18th birthday counts). Keys: under 18
 * `'dateOfBirth.invalid'`; blank `'dateOfBirth.required'`; unreadable or impossible date
 * `'dateOfBirth.invalidFormat'` with `{ format: 'DD/MM/YYYY' }`.
 */
function validateDateOfBirth(value: unknown, options: DateOfBirthOptions = {}): DateOfBirthResult {
  addMessages(personalMessages); // the keys it returns are the personal group's
  const text = asString(value).trim();
  const adultOn = ordinal(today(options?.now));
  const schema = v.pipe(
    v.string(),
    v.nonEmpty('empty'),
    v.check((input: string) => parseDate(input) !== null, 'format'),
    v.check((input: string) => isRealDate(parseDate(input) as CalendarDate), 'date'),
    v.check((input: string) => ordinal(adulthoodDay(parseDate(input) as CalendarDate)) <= adultOn, 'age'),
  );
  const outcome = v.safeParse(schema, text, { abortPipeEarly: true });
  if (outcome.success) {
    const { year, month, day } = parseDate(text) as CalendarDate;
    return { ...toResult(true, false), isoDate: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
  }
  const problem = (outcome.issues[0]?.message ?? 'format') as DateOfBirthProblem;
  // Under 18: the age message. Blank: the field's own required message. Anything else is not a
  // readable date: the format message with the expected format.
  if (problem === 'age') return { ...toResult(false, false, 'dateOfBirth.invalid'), problem };
  if (problem === 'empty') return { ...toResult(false, true, 'dateOfBirth.required'), problem };
  return { ...toResult(false, false, 'dateOfBirth.invalidFormat', { format: 'DD/MM/YYYY' }), problem };
}

const SEPARATOR = /[/\-. ]/;
const ISO_TYPED = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/;

/**
 * Masks a date of birth while typing into `DD/MM/YYYY`: keeps digits, adds the slashes, pads a first
 * day digit above 3 or a first month digit above 1 (and a single digit followed by a separator) with
 * a 0, clamps day 00 to 01 and month 00/13+ to 01/12, and lowers an impossible day to the month's last
 * (31/04 -> 30/04; 30/02 -> 29/02, or 28/02 once a non-leap year is complete). A pasted `YYYY-MM-DD`
 * is turned round. Idempotent on its own output.
 */
function formatDateInput(typed: unknown, options: FormatDateInputOptions = {}): string {
  let text = asString(typed);
  const iso = ISO_TYPED.exec(text);
  if (iso) text = `${pad(Number(iso[3]), 2)}/${pad(Number(iso[2]), 2)}/${iso[1]}`;

  let day = '';
  let month = '';
  let year = '';
  let part: 'day' | 'month' | 'year' = 'day';
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      if (part === 'day') {
        day = day === '' && char > '3' ? `0${char}` : day + char;
        if (day.length === 2) part = 'month';
      } else if (part === 'month') {
        month = month === '' && char > '1' ? `0${char}` : month + char;
        if (month.length === 2) part = 'year';
      } else if (year.length < 4) {
        year += char;
      }
    } else if (SEPARATOR.test(char)) {
      if (part === 'day' && day.length === 1 && day !== '0') {
        day = `0${day}`;
        part = 'month';
      } else if (part === 'month' && month.length === 1 && month !== '0') {
        month = `0${month}`;
        part = 'year';
      }
    }
  }

  if (day.length === 2) day = pad(Math.min(Math.max(Number(day), 1), 31), 2);
  if (month.length === 2) {
    month = pad(Math.min(Math.max(Number(month), 1), 12), 2);
    const last = daysInMonth(Number(month), year.length === 4 ? Number(year) : undefined);
    if (Number(day) > last) day = pad(last, 2);
  }

  const previous = options?.previous;
  const deleting = typeof previous === 'string' && asString(typed).length < previous.length;
  let out = day;
  if (part !== 'day' && (month !== '' || !deleting)) out += '/';
  out += month;
  if (part === 'year' && (year !== '' || !deleting)) out += '/';
  return out + year;
}

/** Basic email pattern: a dot-atom local part, `@`, dot-separated domain labels and a 2+ letter TLD. */
const EMAIL = v.pipe(
  v.string(),
  v.maxLength(254, key('shopperEmail.invalid')),
  v.regex(
    /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i,
    key('shopperEmail.invalid'),
  ),
);

/** Shopper email, basic pattern (`name@example.com`), surrounding spaces ignored (`'shopperEmail.invalid'`). */
function validateEmail(value: unknown): ValidationResult {
  addMessages(personalMessages);
  return validateWith(EMAIL, value, 'shopperEmail.invalid');
}

/** Optional `+`, 1-3 digits, then digits, spaces, dashes, dots and slashes. */
const TELEPHONE = v.pipe(v.string(), v.regex(/^\+?\d{1,3}[\d ./-]*$/, key('telephoneNumber.invalid')));

/** Free-form telephone number (`+31 20-123.45/67`), surrounding spaces ignored (`'telephoneNumber.invalid'`). */
function validateTelephoneNumber(value: unknown): ValidationResult {
  addMessages(personalMessages);
  return validateWith(TELEPHONE, value, 'telephoneNumber.invalid');
}

const GENDER = v.picklist(GENDERS);

/** `shopperName.gender`: exactly `'MALE'` or `'FEMALE'` (`'gender.invalid'`, 'Select your gender'). */
function validateGender(value: unknown): ValidationResult {
  addMessages(personalMessages);
  const text = asString(value).trim();
  return toResult(v.safeParse(GENDER, text).success, text === '', 'gender.invalid');
}

// The names a form asks (shopper, company) live here, with the other personal data: only the
// forms that ask them (open invoice, vouchers) load them, not the card's.
/** Shopper first name: required (`'firstName.invalid'`). */
function validateFirstName(value: unknown): ValidationResult {
  addMessages(personalMessages);
  return validateRequired(value, { errorKey: 'firstName.invalid' });
}

/** Shopper last name: required (`'lastName.invalid'`). */
function validateLastName(value: unknown): ValidationResult {
  addMessages(personalMessages);
  return validateRequired(value, { errorKey: 'lastName.invalid' });
}

/** Company name: required (`'companyDetails.name.invalid'`). */
function validateCompanyName(value: unknown): ValidationResult {
  addMessages(personalMessages);
  return validateRequired(value, { errorKey: 'companyDetails.name.invalid' });
}

/** Company registration number: required (`'companyDetails.registrationNumber.invalid'`). */
function validateRegistrationNumber(value: unknown): ValidationResult {
  addMessages(personalMessages);
  return validateRequired(value, { errorKey: 'companyDetails.registrationNumber.invalid' });
}

export {
  GENDERS,
  MINIMUM_AGE,
  formatDateInput,
  validateCompanyName,
  validateFirstName,
  validateLastName,
  validateRegistrationNumber,
  validateDateOfBirth,
  validateEmail,
  validateGender,
  validateTelephoneNumber,
};
export type { DateOfBirthOptions, DateOfBirthProblem, DateOfBirthResult, FormatDateInputOptions, Gender };
