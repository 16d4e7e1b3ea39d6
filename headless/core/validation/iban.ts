import * as v from 'valibot';
import { messages as sepaMessages } from '../i18n/compiled/en-US.sepa';
import { addMessages } from '../i18n/en-US.registry';
import type { MessageKey } from '../i18n/messages';
import { IBAN_COUNTRIES } from './iban-countries';
import type { IbanCountry } from './iban-countries';
import { asString } from './result';
import type { ValidationResult } from './result';

/**
 * Where an IBAN stands:
 * - `VALID`: right length for its country, right structure, mod-97 checksum equals 1.
 * - `UNKNOWN`: fewer than 2 characters, not judged yet (no error).
 * - `INVALID_COUNTRY`: the first two characters are not a country with IBANs.
 * - `TOO_SHORT`: shorter than the country's length (the shopper may still be typing).
 * - `TOO_LONG`: longer than the country's length.
 * - `INVALID_IBAN`: right length, but the structure or the checksum is wrong.
 */
type IbanStatus = 'VALID' | 'TOO_SHORT' | 'INVALID_COUNTRY' | 'INVALID_IBAN' | 'TOO_LONG' | 'UNKNOWN';

/** The result of `validateIban`: a `ValidationResult` plus the detailed status. */
interface IbanValidationResult extends ValidationResult {
  /** The detailed status; `errorKey` is set for every status except `VALID` and `UNKNOWN`. */
  status: IbanStatus;
}

const IBAN_ERROR_KEY: MessageKey = 'sepaDirectDebit.ibanField.invalid';
const STATUSES: readonly IbanStatus[] = [
  'VALID',
  'TOO_SHORT',
  'INVALID_COUNTRY',
  'INVALID_IBAN',
  'TOO_LONG',
  'UNKNOWN',
];

/** Regular-expression fragment per kind of the registry notation. */
const PART: Readonly<Record<string, string>> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };

function countryOf(iban: string): IbanCountry | undefined {
  const code = iban.slice(0, 2);
  return Object.hasOwn(IBAN_COUNTRIES, code) ? IBAN_COUNTRIES[code] : undefined;
}

const patterns = new Map<string, RegExp>();

/**
 * The whole-IBAN pattern for one country: country code, check digits 02-98 (00, 01 and 99 are never
 * issued, and 99/00/01 would collide with 02/97/98 under mod 97), then the BBAN structure.
 */
function patternFor(code: string, country: IbanCountry): RegExp {
  let pattern = patterns.get(code);
  if (!pattern) {
    const bban = country.bban.replace(
      /(\d+)([nac])/g,
      (_, count: string, kind: string) => `${PART[kind]}{${count}}`,
    );
    pattern = new RegExp(`^${code}(?:0[2-9]|[1-8][0-9]|9[0-8])${bban}$`);
    patterns.set(code, pattern);
  }
  return pattern;
}

/** ISO 7064 MOD 97-10 over the rearranged IBAN; -1 when a character is not 0-9 or A-Z. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (let i = 0; i < rearranged.length; i += 1) {
    const code = rearranged.charCodeAt(i);
    if (code >= 48 && code <= 57) rest = (rest * 10 + (code - 48)) % 97;
    else if (code >= 65 && code <= 90) rest = (rest * 100 + (code - 55)) % 97;
    else return -1;
  }
  return rest;
}

/** The IBAN rule as one valibot pipe; each failing step carries the status as its message. */
const ibanSchema = v.pipe(
  v.string(),
  v.minLength(2, 'UNKNOWN'),
  v.check((s: string) => countryOf(s) !== undefined, 'INVALID_COUNTRY'),
  v.check((s: string) => s.length >= (countryOf(s)?.length ?? 0), 'TOO_SHORT'),
  v.check((s: string) => s.length <= (countryOf(s)?.length ?? 0), 'TOO_LONG'),
  v.check((s: string) => {
    const country = countryOf(s);
    return country !== undefined && patternFor(s.slice(0, 2), country).test(s);
  }, 'INVALID_IBAN'),
  v.check((s: string) => mod97(s) === 1, 'INVALID_IBAN'),
);

function toStatus(message: string | undefined): IbanStatus {
  return STATUSES.find((status) => status === message) ?? 'INVALID_IBAN';
}

/** The IBAN as it is sent: every whitespace character removed, upper case. Non-strings give ''. */
function electronicFormatIban(iban: unknown): string {
  return asString(iban).replace(/\s+/g, '').toUpperCase();
}

/** The IBAN for display: electronic format in groups of 4 separated by one space. */
function formatIban(iban: unknown): string {
  const chars = Array.from(electronicFormatIban(iban));
  const groups: string[] = [];
  for (let i = 0; i < chars.length; i += 4) groups.push(chars.slice(i, i + 4).join(''));
  return groups.join(' ');
}

/** Validates an IBAN (spaces ignored, any case); never throws. */
function validateIban(iban: unknown): IbanValidationResult {
  addMessages(sepaMessages); // the key it returns is the SEPA group's
  const value = electronicFormatIban(iban);
  const outcome = v.safeParse(ibanSchema, value, { abortPipeEarly: true });
  if (outcome.success) return { valid: true, status: 'VALID', empty: false };
  const status = toStatus(outcome.issues[0]?.message);
  if (status === 'UNKNOWN') return { valid: false, status, empty: value.length === 0 };
  return { valid: false, status, empty: false, errorKey: IBAN_ERROR_KEY };
}

/** The IBAN length of a country (`'DE'` gives 22), any case; undefined when the country has no IBAN. */
function getIbanCountryLength(countryCode: unknown): number | undefined {
  const code = asString(countryCode).trim().toUpperCase();
  return code.length === 2 && Object.hasOwn(IBAN_COUNTRIES, code) ? IBAN_COUNTRIES[code]?.length : undefined;
}

/** The country codes that have IBANs, sorted alphabetically (a new array on each call). */
function getIbanCountries(): string[] {
  return Object.keys(IBAN_COUNTRIES).sort();
}

export { electronicFormatIban, formatIban, getIbanCountries, getIbanCountryLength, validateIban };
export type { IbanStatus, IbanValidationResult };
