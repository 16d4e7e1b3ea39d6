import * as v from 'valibot';
import { messages as addressMessages } from '../i18n/compiled/en-US.address';
import { addMessages } from '../i18n/en-US.registry';
import type { MessageKey } from '../i18n/messages';
import { POSTAL_CODE_FORMATS } from './postal-codes';
import type { PostalCodeFormat } from './postal-codes';
import { asString, toResult } from './result';
import type { ValidationResult } from './result';

import { ADDRESS_FIELDS, type AddressFieldName } from './address-fields';

/** Which fields a form shows: `full` (all that apply), `partial` (postal code and country), `none`. */
type AddressMode = 'full' | 'partial' | 'none';

/** An address as the form holds it or the payload carries it; every field optional. */
type AddressData = { [K in AddressFieldName]?: string };

/** One field the form layer renders. */
interface AddressField {
  /** Field name in the payload. */
  name: AddressFieldName;
  /** True when a blank value is an error. */
  required: boolean;
  /** Message key of the field's label (`zipCode` for US postal codes, `state`, `province`, `prefecture`…). */
  labelKey: MessageKey;
  /** Longest value accepted, in characters (30 unless `maxLength` is given). */
  maxLength: number;
  /** Share of its row, in percent: 70 street / 30 house number, 30 postal code / 70 city, 100 alone. */
  width: number;
  /** For the postal code of a country with a defined format: the hint, e.g. `9999 AA` (usable as placeholder). */
  format?: string;
}

/** Options of `getAddressSchema`. */
interface AddressSchemaOptions {
  /** `full` (default), `partial` (postal code and country) or `none` (no field). */
  mode?: AddressMode;
  /** When given, only these fields (plus `optionalFields`) are shown, and they are required. */
  requiredFields?: readonly AddressFieldName[];
  /** Fields made optional (and shown, if the country and the mode show them). */
  optionalFields?: readonly AddressFieldName[];
  /** Longest value per field, in characters; default 30. */
  maxLength?: number;
}

/** The result of `AddressSchema.validateAddress`: overall verdict plus one result per field. */
interface AddressValidationResult {
  /** True when every shown field is valid. */
  valid: boolean;
  /** True when every shown field is blank. */
  empty: boolean;
  /** One result per field; hidden fields are always valid. */
  fields: Record<AddressFieldName, ValidationResult>;
}

/** What the form layer renders for one country and mode, with its rules. */
interface AddressSchema {
  /** The country the schema was built for (upper case), or '' when it was not a two-letter code. */
  country: string;
  /** The mode the schema was built for. */
  mode: AddressMode;
  /** Shown fields, in display order. */
  fields: readonly AddressField[];
  /** Shown fields grouped in rows, e.g. `[['street', 'houseNumberOrName'], ['postalCode', 'city'], ['country']]`. */
  rows: readonly (readonly AddressFieldName[])[];
  /** Fields not shown; they are sent as 'N/A' (the country as the schema's country). */
  hiddenFields: readonly AddressFieldName[];
  /** Valibot schema of the whole address; its output is the payload, with 'N/A' where a field does not apply. */
  schema: v.GenericSchema<unknown, Required<AddressData>>;
  /**
   * Validates an address (any value; non-strings count as blank) field by field; never throws. Each
   * message names its field: blank and required `'<field>.invalid'` (`street.invalid`, `city.invalid`,
   * `country.invalid`…; US postal codes `zipCode.invalid`), too long `'field.tooLong'` with
   * `{ maxLength }`, postal codes as `validatePostalCode`.
   */
  validateAddress(address: unknown): AddressValidationResult;
}

/** Options of `normalizeAddressText` and `trimAddressText`. */
interface AddressTextOptions {
  /** Longest result, in characters (code points); default 30. */
  maxLength?: number;
}

/** Options of `validatePostalCode`. */
interface PostalCodeOptions {
  /** When false, a blank value is valid; default true. */
  required?: boolean;
}

/** The result of `validatePostalCode`: a `ValidationResult` plus the country's format hint. */
interface PostalCodeValidationResult extends ValidationResult {
  /** The format hint of the country (e.g. `9999 AA`); absent for countries without a defined format. */
  format?: string;
}

const NOT_APPLICABLE = 'N/A';
const DEFAULT_MAX_LENGTH = 30;

const TOO_LONG_KEY: MessageKey = 'field.tooLong';

/** The message key of a blank required field: it names the field (`zipCode.invalid` for US postal codes). */
const EMPTY_KEYS: Readonly<Record<AddressFieldName, MessageKey>> = {
  street: 'street.invalid',
  houseNumberOrName: 'houseNumberOrName.invalid',
  postalCode: 'postalCode.invalid',
  city: 'city.invalid',
  stateOrProvince: 'stateOrProvince.invalid',
  country: 'country.invalid',
};

/** The key of a blank required field in a country. */
function emptyKeyOf(name: AddressFieldName, country: string): MessageKey {
  return name === 'postalCode' && country === 'US' ? 'zipCode.invalid' : EMPTY_KEYS[name];
}

/** The key of a postal code that does not match its country's format. */
function formatKeyOf(country: string): MessageKey {
  return country === 'US' ? 'zipCode.invalidFormat' : 'postalCode.invalidFormat';
}

// ---------------------------------------------------------------------------------------------------------
// Country rules
// ---------------------------------------------------------------------------------------------------------

/** A row of the layout: fields with their width in percent. */
type LayoutRow = readonly (readonly [AddressFieldName, number])[];

const STREET_ROW: LayoutRow = [
  ['street', 70],
  ['houseNumberOrName', 30],
];
const POSTAL_CITY_ROW: LayoutRow = [
  ['postalCode', 30],
  ['city', 70],
];
const COUNTRY_ROW: LayoutRow = [['country', 100]];

/** Most countries: street and number, postal code and city, country. */
const DEFAULT_LAYOUT: readonly LayoutRow[] = [STREET_ROW, POSTAL_CITY_ROW, COUNTRY_ROW];
/** Countries with a state or province written after the city (AR, BR, IN, MX). */
const STATE_LAYOUT: readonly LayoutRow[] = [
  STREET_ROW,
  POSTAL_CITY_ROW,
  [['stateOrProvince', 100]],
  COUNTRY_ROW,
];
/** City, then state and postal code on one line (US, CA, AU). */
const CITY_STATE_ZIP_LAYOUT: readonly LayoutRow[] = [
  STREET_ROW,
  [['city', 100]],
  [
    ['stateOrProvince', 50],
    ['postalCode', 50],
  ],
  COUNTRY_ROW,
];
/** United Kingdom: house number or name before the street, town before the postcode, no county. */
const GB_LAYOUT: readonly LayoutRow[] = [
  [
    ['houseNumberOrName', 30],
    ['street', 70],
  ],
  [
    ['city', 70],
    ['postalCode', 30],
  ],
  COUNTRY_ROW,
];
/** Japan: postal code first, then prefecture, city, street and building. */
const JP_LAYOUT: readonly LayoutRow[] = [
  [['postalCode', 100]],
  [['stateOrProvince', 100]],
  [['city', 100]],
  STREET_ROW,
  COUNTRY_ROW,
];

const LAYOUTS: Readonly<Record<string, readonly LayoutRow[]>> = {
  AR: STATE_LAYOUT,
  AU: CITY_STATE_ZIP_LAYOUT,
  BR: STATE_LAYOUT,
  CA: CITY_STATE_ZIP_LAYOUT,
  GB: GB_LAYOUT,
  IN: STATE_LAYOUT,
  JP: JP_LAYOUT,
  MX: STATE_LAYOUT,
  US: CITY_STATE_ZIP_LAYOUT,
};

/** Countries where the house number (or apartment, building) is optional: it is usually part of the street line. */
const HOUSE_NUMBER_OPTIONAL: ReadonlySet<string> = new Set(['AU', 'CA', 'GB', 'IE', 'JP', 'NZ', 'US']);
/** Countries without a postal-code system (or where it is rarely used): the postal code is optional. */
const POSTAL_CODE_OPTIONAL: ReadonlySet<string> = new Set(['AE', 'HK', 'MO', 'QA']);

const STATE_LABELS: Readonly<Record<string, MessageKey>> = {
  AR: 'province',
  AU: 'state',
  BR: 'state',
  CA: 'province',
  IN: 'state',
  JP: 'prefecture',
  MX: 'state',
  US: 'state',
};

function labelFor(name: AddressFieldName, country: string): MessageKey {
  if (name === 'postalCode' && country === 'US') return 'zipCode';
  if (name === 'stateOrProvince') return STATE_LABELS[country] ?? 'stateOrProvince';
  return name;
}

function defaultRequired(name: AddressFieldName, country: string): boolean {
  if (name === 'houseNumberOrName') return !HOUSE_NUMBER_OPTIONAL.has(country);
  if (name === 'postalCode') return !POSTAL_CODE_OPTIONAL.has(country);
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------

function normalizeCountry(country: unknown): string {
  const code = asString(country).trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : '';
}

function resolveMaxLength(maxLength: unknown): number {
  return typeof maxLength === 'number' && Number.isInteger(maxLength) && maxLength > 0
    ? maxLength
    : DEFAULT_MAX_LENGTH;
}

function fieldNames(list: unknown): AddressFieldName[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return ADDRESS_FIELDS.filter((name) => list.includes(name));
}

function readField(address: unknown, name: AddressFieldName): unknown {
  return typeof address === 'object' && address !== null
    ? (address as Record<string, unknown>)[name]
    : undefined;
}

function charCount(value: string): number {
  return Array.from(value).length;
}

/**
 * A failed field's result: the pipe's key (the field's empty key when the issue carries none of ours),
 * with the values its message needs (`{maxLength}`, `{format}`).
 */
function failure(
  name: AddressFieldName,
  country: string,
  message: string | undefined,
  empty: boolean,
  maxLength: number,
): ValidationResult {
  if (message === TOO_LONG_KEY) return toResult(false, empty, TOO_LONG_KEY, { maxLength });
  const format = name === 'postalCode' ? postalCodeFormatFor(country) : undefined;
  if (format && message === formatKeyOf(country)) {
    return toResult(false, empty, formatKeyOf(country), { format: format.format });
  }
  return toResult(false, empty, emptyKeyOf(name, country));
}

// ---------------------------------------------------------------------------------------------------------
// Text normalisation
// ---------------------------------------------------------------------------------------------------------

/**
 * Everything that is not a letter (any script), a combining mark, a decimal digit (any script),
 * whitespace, a joiner (U+200C, U+200D, needed by Persian and Indic scripts) or one of - ' ’ . , / #.
 */
const DISALLOWED = /(?!\u200C|\u200D)[^\p{L}\p{M}\p{Nd}\s\-'\u2019.,/#]/gu;
/** A joiner that does not sit between two letters (e.g. left over from an emoji sequence). */
const STRAY_JOINER = /(?<![\p{L}\p{M}])(?:\u200C|\u200D)|(?:\u200C|\u200D)(?![\p{L}\p{M}])/gu;

/** Cleans an address text while typing: strips special characters, collapses whitespace, cuts at maxLength. */
function normalizeAddressText(value: unknown, options?: AddressTextOptions): string {
  const maxLength = resolveMaxLength(options?.maxLength);
  const cleaned = asString(value)
    .replace(DISALLOWED, '')
    .replace(STRAY_JOINER, '')
    .replace(/\s+/g, ' ')
    .replace(/^ /, '');
  const chars = Array.from(cleaned);
  // A cut right after a joiner would leave it stray.
  return chars.length > maxLength ? chars.slice(0, maxLength).join('').replace(STRAY_JOINER, '') : cleaned;
}

/** `normalizeAddressText` plus trimming both ends: what a field holds after blur. */
function trimAddressText(value: unknown, options?: AddressTextOptions): string {
  return normalizeAddressText(value, options).trim();
}

// ---------------------------------------------------------------------------------------------------------
// Postal codes
// ---------------------------------------------------------------------------------------------------------

function normalizePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

function postalCodeFormatFor(country: string): PostalCodeFormat | undefined {
  return Object.hasOwn(POSTAL_CODE_FORMATS, country) ? POSTAL_CODE_FORMATS[country] : undefined;
}

/** Postal-code rule as a valibot pipe: normalise, required check, then the country pattern. */
function postalCodePipe(country: string, required: boolean) {
  const format = postalCodeFormatFor(country);
  return v.pipe(
    v.string(),
    v.transform(normalizePostalCode),
    v.check((s: string) => !required || s.length > 0, emptyKeyOf('postalCode', country)),
    format
      ? v.check((s: string) => s.length === 0 || format.pattern.test(s), formatKeyOf(country))
      : v.check((s: string) => charCount(s) <= DEFAULT_MAX_LENGTH, TOO_LONG_KEY),
  );
}

const postalCodePipes = new Map<string, ReturnType<typeof postalCodePipe>>();

function cachedPostalCodePipe(country: string, required: boolean): ReturnType<typeof postalCodePipe> {
  const key = `${country}|${required}`;
  let pipe = postalCodePipes.get(key);
  if (!pipe) {
    pipe = postalCodePipe(country, required);
    postalCodePipes.set(key, pipe);
  }
  return pipe;
}

/**
 * Validates a postal code against the country's format (any case, optional spaces); never throws.
 * Keys: blank and required `'postalCode.invalid'` (US `'zipCode.invalid'`); not the country's format
 * `'postalCode.invalidFormat'` (US `'zipCode.invalidFormat'`) with `{ format }`; longer than 30
 * characters (countries without a format) `'field.tooLong'` with `{ maxLength: 30 }`.
 */
function validatePostalCode(
  country: unknown,
  value: unknown,
  options?: PostalCodeOptions,
): PostalCodeValidationResult {
  addMessages(addressMessages); // the keys it returns are the address group's
  const code = normalizeCountry(country);
  const required = (typeof options === 'object' && options !== null ? options.required : undefined) !== false;
  const format = postalCodeFormatFor(code);
  const text = asString(value);
  const empty = normalizePostalCode(text).length === 0;
  const outcome = v.safeParse(cachedPostalCodePipe(code, required), text, { abortPipeEarly: true });
  const result: PostalCodeValidationResult = outcome.success
    ? { valid: true, empty }
    : failure('postalCode', code, outcome.issues[0]?.message, empty, DEFAULT_MAX_LENGTH);
  if (format) result.format = format.format;
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Address schema
// ---------------------------------------------------------------------------------------------------------

function textPipe(name: AddressFieldName, required: boolean, maxLength: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((s: string) => !required || s.length > 0, EMPTY_KEYS[name]),
    name === 'country'
      ? v.check((s: string) => s.length === 0 || /^[A-Za-z]{2}$/.test(s), EMPTY_KEYS.country)
      : v.check((s: string) => charCount(s) <= maxLength, TOO_LONG_KEY),
    v.transform((s: string) => (name === 'country' ? s.toUpperCase() : s)),
  );
}

/** The output of a shown field: its value, or 'N/A' when it is optional and blank. */
function shownEntry(pipe: v.GenericSchema<string, string>): v.GenericSchema<unknown, string> {
  return v.pipe(
    v.optional(pipe, ''),
    v.transform((s: string) => (s.length === 0 ? NOT_APPLICABLE : s)),
  );
}

/** The output of a hidden field: 'N/A'; for the country, the given code or the schema's country. */
function hiddenEntry(name: AddressFieldName, country: string): v.GenericSchema<unknown, string> {
  return v.pipe(
    v.optional(v.unknown(), ''),
    v.transform((value: unknown) =>
      name === 'country' ? asString(value).trim().toUpperCase() || country || NOT_APPLICABLE : NOT_APPLICABLE,
    ),
  );
}

/** Describes the address form for a country: shown fields in order, rows, required flags and rules. */
function getAddressSchema(country: unknown, options?: AddressSchemaOptions): AddressSchema {
  addMessages(addressMessages); // its labels and its checks' keys are the address group's
  const code = normalizeCountry(country);
  const opts: AddressSchemaOptions = typeof options === 'object' && options !== null ? options : {};
  const mode: AddressMode = opts.mode === 'partial' || opts.mode === 'none' ? opts.mode : 'full';
  const maxLength = resolveMaxLength(opts.maxLength);
  const requiredFields = fieldNames(opts.requiredFields);
  const optionalFields = fieldNames(opts.optionalFields) ?? [];
  const layout = LAYOUTS[code] ?? DEFAULT_LAYOUT;

  const inMode = (name: AddressFieldName): boolean =>
    mode === 'full' ? true : mode === 'partial' ? name === 'postalCode' || name === 'country' : false;
  const listed = (name: AddressFieldName): boolean =>
    requiredFields === undefined || requiredFields.includes(name) || optionalFields.includes(name);
  const isRequired = (name: AddressFieldName): boolean =>
    !optionalFields.includes(name) &&
    (requiredFields === undefined ? defaultRequired(name, code) : requiredFields.includes(name));

  const rows: AddressFieldName[][] = [];
  const fields: AddressField[] = [];
  for (const row of layout) {
    const shown = row.filter(([name]) => inMode(name) && listed(name));
    if (shown.length === 0) continue;
    rows.push(shown.map(([name]) => name));
    for (const [name, width] of shown) {
      const field: AddressField = {
        name,
        required: isRequired(name),
        labelKey: labelFor(name, code),
        maxLength,
        width: shown.length === 1 ? 100 : width,
      };
      const format = name === 'postalCode' ? postalCodeFormatFor(code) : undefined;
      if (format) field.format = format.format;
      fields.push(field);
    }
  }

  const byName = new Map(fields.map((field) => [field.name, field]));
  const hiddenFields = ADDRESS_FIELDS.filter((name) => !byName.has(name));
  const pipes = new Map<AddressFieldName, v.GenericSchema<string, string>>(
    fields.map((field) => [
      field.name,
      field.name === 'postalCode'
        ? cachedPostalCodePipe(code, field.required)
        : textPipe(field.name, field.required, maxLength),
    ]),
  );

  const entry = (name: AddressFieldName): v.GenericSchema<unknown, string> => {
    const pipe = pipes.get(name);
    return pipe ? shownEntry(pipe) : hiddenEntry(name, code);
  };
  const schema = v.object({
    street: entry('street'),
    houseNumberOrName: entry('houseNumberOrName'),
    postalCode: entry('postalCode'),
    city: entry('city'),
    stateOrProvince: entry('stateOrProvince'),
    country: entry('country'),
  });

  const validateField = (name: AddressFieldName, value: unknown): ValidationResult => {
    const text = asString(value);
    const empty = text.trim().length === 0;
    const field = byName.get(name);
    const pipe = pipes.get(name);
    if (!field || !pipe) return { valid: true, empty };
    if (name === 'postalCode') {
      const { valid, errorKey, errorValues } = validatePostalCode(code, text, { required: field.required });
      return toResult(valid, empty, errorKey, errorValues);
    }
    const outcome = v.safeParse(pipe, text, { abortPipeEarly: true });
    return outcome.success
      ? { valid: true, empty }
      : failure(name, code, outcome.issues[0]?.message, empty, maxLength);
  };

  const validateAddress = (address: unknown): AddressValidationResult => {
    const results = {} as Record<AddressFieldName, ValidationResult>;
    for (const name of ADDRESS_FIELDS) results[name] = validateField(name, readField(address, name));
    return {
      valid: fields.every((field) => results[field.name].valid),
      empty: fields.every((field) => results[field.name].empty),
      fields: results,
    };
  };

  return { country: code, mode, fields, rows, hiddenFields, schema, validateAddress };
}

/**
 * The address as it is sent: all six fields, trimmed (postal code and country upper-cased). Hidden fields become 'N/A' (the country: the given
 * code, else the schema's country), shown optional fields left blank become 'N/A', shown required fields
 * left blank stay '' (the form is invalid then anyway).
 */
function fillNotApplicable(address: unknown, schema: AddressSchema): Required<AddressData> {
  const isObject = typeof schema === 'object' && schema !== null;
  const list: readonly unknown[] = isObject && Array.isArray(schema.fields) ? schema.fields : [];
  const shown = new Map(
    list
      .filter((field): field is AddressField => typeof field === 'object' && field !== null)
      .map((field) => [field.name, field]),
  );
  const country = isObject ? normalizeCountry(schema.country) : '';
  const out = {} as Required<AddressData>;
  for (const name of ADDRESS_FIELDS) {
    const raw = asString(readField(address, name));
    const value =
      name === 'postalCode'
        ? normalizePostalCode(raw)
        : name === 'country'
          ? raw.trim().toUpperCase()
          : raw.trim();
    const field = shown.get(name);
    if (name === 'country' && !field) out[name] = value || country || NOT_APPLICABLE;
    else if (!field) out[name] = NOT_APPLICABLE;
    else out[name] = value || (field.required ? '' : NOT_APPLICABLE);
  }
  return out;
}

export {
  ADDRESS_FIELDS,
  POSTAL_CODE_FORMATS,
  fillNotApplicable,
  getAddressSchema,
  normalizeAddressText,
  trimAddressText,
  validatePostalCode,
};
export type {
  AddressData,
  AddressField,
  AddressFieldName,
  AddressMode,
  AddressSchema,
  AddressSchemaOptions,
  AddressTextOptions,
  AddressValidationResult,
  PostalCodeFormat,
  PostalCodeOptions,
  PostalCodeValidationResult,
};
