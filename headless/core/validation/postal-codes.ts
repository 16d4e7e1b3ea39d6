/**
 * Postal-code formats per country.
 *
 * Every pattern is anchored (`^…$`) and is tested against the value trimmed, with runs of whitespace
 * collapsed to one space and upper-cased (so `sw1a 1aa` passes for GB). In a format hint `9` stands for a
 * digit, `A` for a letter and `X` for a letter or a digit. Where a format has a space, the space is optional
 * (shoppers often leave it out); dashes and country prefixes are part of the format unless the pattern says
 * otherwise (BR takes `12345-678` and `12345678`, LT takes `LT-12345` and `12345`).
 * Countries missing from the table accept any non-empty text of up to 30 characters.
 */

/** One country's postal-code rule. */
interface PostalCodeFormat {
  /** Anchored pattern tested against the trimmed, whitespace-collapsed, upper-cased value. */
  readonly pattern: RegExp;
  /** Hint shown in the error message, e.g. `9999 AA`. */
  readonly format: string;
}

const digits = (count: number): PostalCodeFormat =>
  Object.freeze({ pattern: new RegExp(`^[0-9]{${count}}$`), format: '9'.repeat(count) });
const rule = (pattern: RegExp, format: string): PostalCodeFormat => Object.freeze({ pattern, format });

const THREE = digits(3);
const FOUR = digits(4);
const FIVE = digits(5);
const SIX = digits(6);
const SEVEN = digits(7);
/** Four digits, first not 0 (AT, BE, CH). */
const FOUR_NO_LEADING_ZERO = rule(/^[1-9][0-9]{3}$/, '9999');
/** Three digits, optional space, two digits (CZ, SK, GR, SE). */
const THREE_TWO = rule(/^[0-9]{3} ?[0-9]{2}$/, '999 99');
/** Full UK postcode, including GIR 0AA; also Guernsey, Isle of Man and Jersey. */
const UK = rule(
  /^(?:GIR ?0AA|[A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9](?:[0-9ABEHMNPRV-Y])?|[0-9][A-HJKPS-UW]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/,
  'AA9A 9AA',
);
/** US ZIP code or ZIP+4; also US territories that use ZIP codes. */
const ZIP = rule(/^[0-9]{5}(?:-[0-9]{4})?$/, '99999');

/** Postal-code rules keyed by ISO 3166-1 alpha-2 country code (upper case). */
const POSTAL_CODE_FORMATS: Readonly<Record<string, PostalCodeFormat>> = Object.freeze({
  // 3 digits
  FO: THREE,
  IS: THREE,
  // 4 digits
  AL: FOUR,
  AM: FOUR,
  AT: FOUR_NO_LEADING_ZERO,
  AU: FOUR,
  BD: FOUR,
  BE: FOUR_NO_LEADING_ZERO,
  BG: FOUR,
  CH: FOUR_NO_LEADING_ZERO,
  CY: FOUR,
  DK: FOUR,
  GE: FOUR,
  GL: FOUR,
  HU: FOUR,
  LI: FOUR,
  LR: FOUR,
  LU: FOUR,
  MK: FOUR,
  NO: FOUR,
  NZ: FOUR,
  PH: FOUR,
  PY: FOUR,
  SI: FOUR,
  TN: FOUR,
  ZA: FOUR,
  // 5 digits
  BA: FIVE,
  CR: FIVE,
  DE: FIVE,
  DO: FIVE,
  DZ: FIVE,
  EE: FIVE,
  EG: FIVE,
  ES: rule(/^(?:0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/, '99999'),
  FI: FIVE,
  FR: FIVE,
  GF: FIVE,
  GP: FIVE,
  GT: FIVE,
  HR: FIVE,
  ID: FIVE,
  IQ: FIVE,
  IT: FIVE,
  JO: FIVE,
  KR: FIVE,
  KW: FIVE,
  LK: FIVE,
  MA: FIVE,
  ME: FIVE,
  MQ: FIVE,
  MX: FIVE,
  MY: FIVE,
  PK: FIVE,
  RE: FIVE,
  RS: FIVE,
  SA: FIVE,
  SE: THREE_TWO,
  SM: FIVE,
  TH: FIVE,
  TR: FIVE,
  UA: FIVE,
  UY: FIVE,
  VA: FIVE,
  YT: FIVE,
  // 6 digits
  BY: SIX,
  CN: SIX,
  CO: SIX,
  EC: SIX,
  IN: rule(/^[1-9][0-9]{5}$/, '999999'),
  KG: SIX,
  NG: SIX,
  RO: SIX,
  RU: SIX,
  SG: SIX,
  TJ: SIX,
  UZ: SIX,
  // 7 digits
  CL: SEVEN,
  IL: SEVEN,
  // 8 digits
  BR: rule(/^[0-9]{5}-?[0-9]{3}$/, '99999-999'),
  // Own formats
  CA: rule(/^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] ?[0-9][ABCEGHJ-NPRSTV-Z][0-9]$/, 'A9A 9A9'),
  CZ: THREE_TWO,
  GB: UK,
  GG: UK,
  GR: THREE_TWO,
  GU: ZIP,
  IE: rule(/^(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/, 'A99 XXXX'),
  IM: UK,
  JE: UK,
  JP: rule(/^[0-9]{3}-[0-9]{4}$/, '999-9999'),
  LT: rule(/^(?:LT-)?[0-9]{5}$/, 'LT-99999'),
  LV: rule(/^LV-[0-9]{4}$/, 'LV-9999'),
  MC: rule(/^980[0-9]{2}$/, '980XX'),
  MT: rule(/^[A-Z]{3} ?[0-9]{4}$/, 'AAA 9999'),
  NL: rule(/^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/, '9999 AA'),
  PL: rule(/^[0-9]{2}-[0-9]{3}$/, '99-999'),
  PR: ZIP,
  PT: rule(/^[1-9][0-9]{3}-[0-9]{3}$/, '9999-999'),
  SK: THREE_TWO,
  US: ZIP,
  VI: ZIP,
});

export { POSTAL_CODE_FORMATS };
export type { PostalCodeFormat };
