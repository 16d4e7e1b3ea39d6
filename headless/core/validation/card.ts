import type { MessageKey } from '../i18n/messages';
import {
  CARD_BRANDS,
  getCardBrandRules,
  type CardBrand,
  type CardBrandRules,
  type FieldPolicy,
} from './card-brands';
import { VALID, asString, toResult, type ValidationResult } from './result';

/** Most digits a card number can have (ISO/IEC 7812); the number input accepts no more. */
const CARD_NUMBER_MAX_DIGITS = 19;

/** Most characters the raw card number input may hold: digits plus spaces or dashes (the spec's field length 15-32). */
const CARD_NUMBER_MAX_INPUT_LENGTH = 32;

/** Most years ahead of the current month that an expiry date may lie. */
const EXPIRY_MAX_YEARS_AHEAD = 30;

/** Security code lengths accepted while the brand is not known. */
const UNKNOWN_BRAND_SECURITY_CODE_LENGTHS: readonly number[] = Object.freeze([3, 4]);

/** The message keys this module returns. */
const KEYS = {
  numberInvalid: 'error.va.sf-cc-num.01',
  numberEmpty: 'error.va.sf-cc-num.02',
  numberUnsupported: 'error.va.sf-cc-num.03',
  numberIncomplete: 'error.va.sf-cc-num.04',
  dateTooOld: 'error.va.sf-cc-dat.01',
  dateTooFar: 'error.va.sf-cc-dat.02',
  dateBeforeMinimum: 'error.va.sf-cc-dat.03',
  dateEmpty: 'error.va.sf-cc-dat.04',
  dateIncomplete: 'error.va.sf-cc-dat.05',
  monthInvalid: 'error.va.sf-cc-mth.01',
  yearEmpty: 'error.va.sf-cc-yr.01',
  yearIncomplete: 'error.va.sf-cc-yr.02',
  codeEmpty: 'error.va.sf-cc-cvc.01',
  codeWrongLength: 'error.va.sf-cc-cvc.02',
  passwordEmpty: 'error.va.sf-kcp-pwd.01',
  passwordWrongLength: 'error.va.sf-kcp-pwd.02',
} as const satisfies Record<string, MessageKey>;

// ---------------------------------------------------------------------------------------------
// Helpers

/** A card number with spaces and dashes removed (any other character is kept, and makes it invalid). */
function stripSeparators(value: unknown): string {
  return asString(value).replace(/[\s-]/g, '');
}

/** True when a known field policy; anything else falls back. */
function asPolicy(value: unknown, fallback: FieldPolicy): FieldPolicy {
  return value === 'required' || value === 'optional' || value === 'hidden' ? value : fallback;
}

/** Options read defensively: callers from plain JavaScript may pass anything. */
function asOptions<T extends object>(options: unknown): Partial<T> {
  return typeof options === 'object' && options !== null ? (options as Partial<T>) : {};
}

/** The Luhn (mod 10) checksum over a string of digits. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** A prefix entry (`'4'`, `'2221-2720'`) as its equal-length low and high ends. */
type PrefixBounds = readonly [low: string, high: string];

// Prefix entries parsed once per table array, not on every keystroke.
const boundsCache = new WeakMap<readonly string[], readonly PrefixBounds[]>();

/** The parsed bounds of a brand's prefix entries (cached). */
function boundsOf(prefixes: readonly string[]): readonly PrefixBounds[] {
  let bounds = boundsCache.get(prefixes);
  if (!bounds) {
    bounds = prefixes.map((prefix) => {
      const [low = '', high = low] = prefix.split('-');
      return [low, high] as const;
    });
    boundsCache.set(prefixes, bounds);
  }
  return bounds;
}

/** Length of the longest prefix of `prefixes` that `digits` starts with; 0 when none. */
function matchedPrefixLength(digits: string, prefixes: readonly string[]): number {
  let best = 0;
  for (const [low, high] of boundsOf(prefixes)) {
    if (low.length <= best || digits.length < low.length) continue;
    const head = digits.slice(0, low.length);
    if (head >= low && head <= high) best = low.length;
  }
  return best;
}

/** True when `digits` is shorter than one of `prefixes` and more digits could still complete it. */
function couldStillMatch(digits: string, prefixes: readonly string[]): boolean {
  return boundsOf(prefixes).some(([low, high]) => {
    if (digits.length >= low.length) return false;
    return digits.padEnd(low.length, '9') >= low && digits.padEnd(low.length, '0') <= high;
  });
}

/** The allow-list as a set, or null for "every brand" (absent, not an array, or empty). */
function allowListOf(brands: unknown): ReadonlySet<string> | null {
  if (!Array.isArray(brands)) return null;
  const list = brands.filter((brand): brand is string => typeof brand === 'string');
  return list.length > 0 ? new Set(list) : null;
}

/** One or more ASCII digits, nothing else. */
const ALL_DIGITS = /^\d+$/;

// ---------------------------------------------------------------------------------------------
// Brand detection

/** Options of `detectCardBrand`. */
interface DetectCardBrandOptions {
  /** Allow-list of brand ids: only these can be detected. Absent or empty: every brand in the table. */
  brands?: readonly CardBrand[];
}

/**
 * Every brand whose prefix the number starts with, most specific first: primary brands before
 * co-badged networks, then the longest matched prefix, then table order. Two or more ids mean a
 * possibly dual-branded card (`'4035501000000008'` gives `['visa', 'cartebancaire']`). Spaces and
 * dashes are ignored; any other non-digit gives `[]`.
 */
function detectCardBrands(number: unknown): CardBrand[] {
  const digits = stripSeparators(number);
  if (!ALL_DIGITS.test(digits)) return [];
  const found: { brand: CardBrand; coBadged: boolean; length: number; index: number }[] = [];
  CARD_BRANDS.forEach((rules, index) => {
    const length = matchedPrefixLength(digits, rules.prefixes);
    if (length > 0) found.push({ brand: rules.brand, coBadged: rules.coBadged, length, index });
  });
  found.sort((a, b) => Number(a.coBadged) - Number(b.coBadged) || b.length - a.length || a.index - b.index);
  return found.map((match) => match.brand);
}

/**
 * The brand of a (possibly partial) card number, or null: the first of `detectCardBrands(number)`
 * that the `brands` allow-list accepts. `detectCardBrand('4111 1111')` is `'visa'`.
 */
function detectCardBrand(number: unknown, options: DetectCardBrandOptions = {}): CardBrand | null {
  const allowed = allowListOf(asOptions<DetectCardBrandOptions>(options).brands);
  return detectCardBrands(number).find((brand) => !allowed || allowed.has(brand)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Card number

/** True when the number (spaces and dashes ignored) is all digits and passes the Luhn checksum. */
function luhnCheck(number: unknown): boolean {
  const digits = stripSeparators(number);
  return ALL_DIGITS.test(digits) && passesLuhn(digits);
}

/** Options of `validateCardNumber`. */
interface CardNumberOptions {
  /**
   * The brand, when already known (the shopper's dual-brand choice, or the bin lookup): its rules
   * apply without detection or prefix check. Ignored when the table does not know it.
   */
  brand?: CardBrand;
  /** Allow-list of accepted brands; a number of a known brand outside it is unsupported. Absent or empty: every brand. */
  brands?: readonly CardBrand[];
  /** Whether to run the Luhn check (for brands that use it). Default true. */
  luhn?: boolean;
}

/** Result of `validateCardNumber`: the validation plus the brand the rules came from. */
interface CardNumberValidationResult extends ValidationResult {
  /** The brand given or detected (for an unsupported card: the detected brand); null when none. */
  brand: CardBrand | null;
}

/**
 * True when the number cannot be one whatever its brand: the raw input longer than
 * `CARD_NUMBER_MAX_INPUT_LENGTH` characters, or, separators removed, not all digits or more than
 * `CARD_NUMBER_MAX_DIGITS` of them.
 */
function isMalformedNumber(raw: string, digits: string): boolean {
  return (
    raw.length > CARD_NUMBER_MAX_INPUT_LENGTH ||
    !ALL_DIGITS.test(digits) ||
    digits.length > CARD_NUMBER_MAX_DIGITS
  );
}

/**
 * The rules of one brand over the digits, in order: complete (at least its shortest length), a
 * permitted length, and Luhn when it applies. The key of the first one broken, or undefined.
 */
function brandNumberError(digits: string, rules: CardBrandRules, luhn: boolean): MessageKey | undefined {
  if (digits.length < Math.min(...rules.lengths)) return KEYS.numberIncomplete;
  if (!rules.lengths.includes(digits.length)) return KEYS.numberInvalid;
  if (luhn && rules.luhn && !passesLuhn(digits)) return KEYS.numberInvalid;
  return undefined;
}

/**
 * Validates a card number (spaces and dashes allowed). Keys: empty `'error.va.sf-cc-num.02'`;
 * still typing (fewer digits than the brand's shortest length, or a prefix not yet complete)
 * `'error.va.sf-cc-num.04'`; a known brand outside the `brands` allow-list `'error.va.sf-cc-num.03'`;
 * anything else wrong (no brand, wrong length, failed Luhn, more than 19 digits or 32 characters,
 * other characters) `'error.va.sf-cc-num.01'`.
 */
function validateCardNumber(number: unknown, options: CardNumberOptions = {}): CardNumberValidationResult {
  const { brand: givenBrand, brands, luhn } = asOptions<CardNumberOptions>(options);
  const raw = asString(number);
  const digits = stripSeparators(raw);
  const fail = (
    errorKey: MessageKey,
    brand: CardBrand | null,
    empty = false,
  ): CardNumberValidationResult => ({
    ...toResult(false, empty, errorKey),
    brand,
  });
  if (digits === '') return fail(KEYS.numberEmpty, null, true);

  if (isMalformedNumber(raw, digits))
    return fail(KEYS.numberInvalid, detectCardBrand(digits, { brands: brands ?? [] }));

  const allowed = allowListOf(brands);
  const accepts = (brand: CardBrand) => !allowed || allowed.has(brand);
  let rules = getCardBrandRules(givenBrand);
  if (rules && !accepts(rules.brand)) return fail(KEYS.numberUnsupported, rules.brand);
  if (!rules) {
    const matches = detectCardBrands(digits);
    const brand = matches.find(accepts);
    rules = brand ? getCardBrandRules(brand) : null;
    if (!rules) {
      const stillTyping = CARD_BRANDS.some(
        (candidate) => accepts(candidate.brand) && couldStillMatch(digits, candidate.prefixes),
      );
      if (stillTyping) return fail(KEYS.numberIncomplete, null);
      return fail(matches.length > 0 ? KEYS.numberUnsupported : KEYS.numberInvalid, matches[0] ?? null);
    }
  }

  const errorKey = brandNumberError(digits, rules, luhn !== false);
  return { ...toResult(!errorKey, false, errorKey), brand: rules.brand };
}

/**
 * Formats a card number as the brand prints it: non-digits removed, cut at the brand's longest
 * length (19 when unknown), grouped with spaces (amex 4-6-5, 14-digit diners 4-6-4, otherwise groups
 * of 4). The brand is detected when not given. `formatCardNumber('370000000000002')` is
 * `'3700 000000 00002'`.
 */
function formatCardNumber(number: unknown, brand?: CardBrand): string {
  const digits = asString(number).replace(/\D/g, '');
  const rules = getCardBrandRules(brand) ?? getCardBrandRules(detectCardBrand(digits));
  const cut = digits.slice(0, rules ? Math.max(...rules.lengths) : CARD_NUMBER_MAX_DIGITS);
  const layout = rules?.numberGroups;
  const groups =
    layout && layout.reduce((total, size) => total + size, 0) >= cut.length
      ? layout
      : Array.from({ length: Math.ceil(cut.length / 4) }, () => 4);
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= cut.length) break;
    parts.push(cut.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------
// Expiry date

/** Options of `validateExpiryDate`. */
interface ExpiryDateOptions {
  /** The current time; default `new Date()`. Its local month is the current month. */
  now?: Date;
  /** Whether the date is asked for; default `'required'`. Blank is valid when optional; anything is valid when hidden. */
  policy?: FieldPolicy;
  /** The checkout date, `'MM/YY'` (or `'MMYY'`, `'MM/YYYY'`): the card must not expire before its month. */
  minimumExpiryDate?: string;
}

/** Result of `validateExpiryDate`: the validation plus the parsed date once complete. */
interface ExpiryDateValidationResult extends ValidationResult {
  /** Expiry month, 1-12; present when the date is complete and the month exists. */
  month?: number;
  /** Expiry year, four digits; present with `month`. */
  year?: number;
}

/** `MM/YY`, `MMYY` or `MM/YYYY` (whitespace removed before matching). */
const EXPIRY_SHAPE = /^(\d{2})(?:\/?(\d{2})|\/(\d{4}))$/;

/** A two-digit year placed in the century window around the current year. */
function fullYear(twoDigits: number, currentYear: number): number {
  let year = Math.floor(currentYear / 100) * 100 + twoDigits;
  if (year < currentYear - 50) year += 100;
  else if (year >= currentYear + 50) year -= 100;
  return year;
}

/** Parses an expiry date of a known shape into month and four-digit year; null when the shape is wrong. */
function parseExpiry(text: string, currentYear: number): { month: number; year: number } | null {
  const match = EXPIRY_SHAPE.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[3] ? Number(match[3]) : fullYear(Number(match[2]), currentYear);
  return { month, year };
}

/** A valid `Date` from the option, else the current time. */
function currentTime(now: unknown): Date {
  return now instanceof Date && !Number.isNaN(now.getTime()) ? now : new Date();
}

/**
 * Validates a card expiry date (`'MM/YY'`, `'MMYY'` or `'MM/YYYY'`). A card expiring in the current
 * month is valid. Keys: empty `'error.va.sf-cc-dat.04'` (valid when the policy is optional or
 * hidden); wrong shape `'error.va.sf-cc-dat.05'`; month not 01-12 `'error.va.sf-cc-mth.01'`; before
 * the current month `'error.va.sf-cc-dat.01'`; more than 30 years ahead `'error.va.sf-cc-dat.02'`;
 * before `minimumExpiryDate` `'error.va.sf-cc-dat.03'`.
 */
function validateExpiryDate(value: unknown, options: ExpiryDateOptions = {}): ExpiryDateValidationResult {
  const opts = asOptions<ExpiryDateOptions>(options);
  const policy = asPolicy(opts.policy, 'required');
  const text = asString(value).replace(/\s/g, '');
  const empty = text === '';
  if (policy === 'hidden') return toResult(true, empty);
  if (empty) return toResult(policy === 'optional', true, KEYS.dateEmpty);

  const now = currentTime(opts.now);
  const parsed = parseExpiry(text, now.getFullYear());
  if (!parsed) return toResult(false, false, KEYS.dateIncomplete);

  const current = now.getFullYear() * 12 + now.getMonth();
  const minimum =
    typeof opts.minimumExpiryDate === 'string'
      ? parseExpiry(opts.minimumExpiryDate.replace(/\s/g, ''), now.getFullYear())
      : null;
  const minimumIndex =
    minimum && minimum.month >= 1 && minimum.month <= 12 ? minimum.year * 12 + minimum.month - 1 : null;
  if (parsed.month < 1 || parsed.month > 12) return toResult(false, false, KEYS.monthInvalid);

  // The first rule broken, in order: not before this month, not too far ahead, not before the minimum.
  const index = parsed.year * 12 + parsed.month - 1;
  const errorKey =
    index < current
      ? KEYS.dateTooOld
      : index > current + EXPIRY_MAX_YEARS_AHEAD * 12
        ? KEYS.dateTooFar
        : minimumIndex !== null && index < minimumIndex
          ? KEYS.dateBeforeMinimum
          : undefined;
  return { ...toResult(!errorKey, false, errorKey), month: parsed.month, year: parsed.year };
}

/** Options of `validateExpiryYear`: those of `validateExpiryDate`, plus the month typed in the month field. */
interface ExpiryYearOptions extends ExpiryDateOptions {
  /** The month field's value (`'1'`-`'12'`, padded or not); the full date is checked when it is a month. */
  month?: string;
}

/**
 * Validates the month of separate expiry fields: `'01'`-`'12'` (or `'1'`-`'9'` … once padded).
 * Empty, or anything else, `'error.va.sf-cc-mth.01'`; blank is valid when the policy is optional or hidden.
 */
function validateExpiryMonth(
  value: unknown,
  options: Pick<ExpiryDateOptions, 'policy'> = {},
): ValidationResult {
  const policy = asPolicy(asOptions<ExpiryDateOptions>(options).policy, 'required');
  const text = asString(value).trim();
  if (policy === 'hidden') return toResult(true, text === '');
  if (text === '') return toResult(policy === 'optional', true, KEYS.monthInvalid);
  const month = Number(text);
  const valid = /^\d{2}$/.test(text) && month >= 1 && month <= 12;
  return toResult(valid, false, KEYS.monthInvalid);
}

/**
 * Validates the two-digit year (`YY`) of separate expiry fields, and the whole date when `month` is a
 * valid month (`validateExpiryDate`'s keys). Without a month only the year is checked: a year before
 * this one `'error.va.sf-cc-dat.01'`, beyond the limit `'error.va.sf-cc-dat.02'`, before the checkout
 * date's year `'error.va.sf-cc-dat.03'`. Empty `'error.va.sf-cc-yr.01'`, one digit `'error.va.sf-cc-yr.02'`.
 */
function validateExpiryYear(value: unknown, options: ExpiryYearOptions = {}): ValidationResult {
  const { month, ...dateOptions } = asOptions<ExpiryYearOptions>(options);
  const policy = asPolicy(dateOptions.policy, 'required');
  const text = asString(value).trim();
  if (policy === 'hidden') return toResult(true, text === '');
  if (text === '') return toResult(policy === 'optional', true, KEYS.yearEmpty);
  if (!/^\d{2}$/.test(text)) return toResult(false, false, KEYS.yearIncomplete);
  const date = (mm: string) => {
    const { valid, empty, errorKey } = validateExpiryDate(`${mm}/${text}`, { ...dateOptions, policy });
    return toResult(valid, empty, errorKey);
  };
  if (validateExpiryMonth(month).valid) return date(month!);
  // No month yet: the year is wrong when every month of it is (December too old, January too far).
  const [december, january] = [date('12'), date('01')];
  if (!december.valid && december.errorKey !== KEYS.dateTooFar) return december;
  return january.errorKey === KEYS.dateTooFar ? january : VALID;
}

// ---------------------------------------------------------------------------------------------
// Security code, Korean card password (the gift card's PIN and number: gift-card.ts)

/** Options of `validateSecurityCode`. */
interface SecurityCodeOptions {
  /** The card's brand: sets the allowed lengths (amex 4, most 3; unknown 3 or 4) and the default policy. */
  brand?: CardBrand;
  /** Whether the code is asked for; default the brand's `cvcPolicy`, or `'required'`. */
  policy?: FieldPolicy;
}

/**
 * Validates a card security code. Keys: empty `'error.va.sf-cc-cvc.01'` (valid when the policy is
 * optional; anything is valid when hidden); not digits, or a length the brand does not use,
 * `'error.va.sf-cc-cvc.02'`.
 */
function validateSecurityCode(value: unknown, options: SecurityCodeOptions = {}): ValidationResult {
  const opts = asOptions<SecurityCodeOptions>(options);
  const rules = getCardBrandRules(opts.brand);
  const policy = asPolicy(opts.policy, rules?.cvcPolicy ?? 'required');
  const text = asString(value).trim();
  const empty = text === '';
  if (policy === 'hidden') return toResult(true, empty);
  if (empty) return toResult(policy === 'optional', true, KEYS.codeEmpty);
  const lengths = rules?.securityCodeLengths ?? UNKNOWN_BRAND_SECURITY_CODE_LENGTHS;
  return toResult(ALL_DIGITS.test(text) && lengths.includes(text.length), false, KEYS.codeWrongLength);
}

/** Exactly two digits. */
const KOREAN_CARD_PASSWORD = /^\d{2}$/;

/**
 * Validates the first two digits of a Korean (KCP) card password. Keys: empty
 * `'error.va.sf-kcp-pwd.01'`; not exactly 2 digits `'error.va.sf-kcp-pwd.02'`.
 */
function validateKoreanCardPassword(value: unknown): ValidationResult {
  const text = asString(value).trim();
  if (text === '') return toResult(false, true, KEYS.passwordEmpty);
  return toResult(KOREAN_CARD_PASSWORD.test(text), false, KEYS.passwordWrongLength);
}

export {
  CARD_NUMBER_MAX_DIGITS,
  CARD_NUMBER_MAX_INPUT_LENGTH,
  EXPIRY_MAX_YEARS_AHEAD,
  detectCardBrand,
  detectCardBrands,
  formatCardNumber,
  getCardBrandRules,
  luhnCheck,
  validateCardNumber,
  validateExpiryDate,
  validateExpiryMonth,
  validateExpiryYear,
  validateKoreanCardPassword,
  validateSecurityCode,
};
export type {
  CardNumberOptions,
  CardNumberValidationResult,
  DetectCardBrandOptions,
  ExpiryDateOptions,
  ExpiryDateValidationResult,
  ExpiryYearOptions,
  SecurityCodeOptions,
};
