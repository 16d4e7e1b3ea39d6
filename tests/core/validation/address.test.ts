import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { enUS } from '../../../headless/core/i18n/messages/en-US';
import {
  POSTAL_CODE_FORMATS,
  fillNotApplicable,
  getAddressSchema,
  normalizeAddressText,
  trimAddressText,
  validatePostalCode,
} from '../../../headless/core/validation/address';
import type { AddressFieldName, AddressSchema } from '../../../headless/core/validation/address';

const REQUIRED = 'postalCode.invalid';
const FORMAT = 'postalCode.invalidFormat';
const ZIP_FORMAT = 'zipCode.invalidFormat';
const TOO_LONG = 'field.tooLong';

/** Shown fields as `name` or `name?` (optional), in display order. */
const shape = (schema: AddressSchema) => schema.fields.map((f) => (f.required ? f.name : `${f.name}?`));
const labels = (schema: AddressSchema) => Object.fromEntries(schema.fields.map((f) => [f.name, f.labelKey]));

describe('validatePostalCode', () => {
  it.each([
    // [country, valid value, invalid value, hint]
    ['IS', '101', '1010', '999'],
    ['AT', '1010', '101', '9999'],
    ['AU', '2000', '20000', '9999'],
    ['BE', '1000', '0999', '9999'],
    ['BG', '1000', '10000', '9999'],
    ['CH', '8001', '800', '9999'],
    ['CY', '1010', '10100', '9999'],
    ['DK', '1050', '105', '9999'],
    ['HU', '1051', '10510', '9999'],
    ['LI', '9490', '94900', '9999'],
    ['LU', '1118', 'L-1118', '9999'],
    ['NO', '0150', '01500', '9999'],
    ['NZ', '6011', '601', '9999'],
    ['SI', '1000', '10000', '9999'],
    ['DE', '10115', '101156', '99999'],
    ['ES', '28013', '53001', '99999'],
    ['FI', '00100', '0010', '99999'],
    ['FR', '75008', '7500', '99999'],
    ['IT', '00184', '0018A', '99999'],
    ['SE', '114 55', '1145', '999 99'],
    ['RO', '010011', '01001', '999999'],
    ['SG', '018956', '18956', '999999'],
    ['BR', '01310-100', '01310-10', '99999-999'],
    ['CA', 'K1A 0B1', 'K1A 0B', 'A9A 9A9'],
    ['CZ', '110 00', '1100', '999 99'],
    ['GB', 'SW1A 1AA', 'SW1A 1A', 'AA9A 9AA'],
    ['IE', 'D02 X285', 'D02 X28', 'A99 XXXX'],
    ['LT', 'LT-01100', 'LT-0110', 'LT-99999'],
    ['LV', 'LV-1050', '1050', 'LV-9999'],
    ['MC', '98000', '97000', '980XX'],
    ['MT', 'VLT 1117', 'VLT 111', 'AAA 9999'],
    ['NL', '1012 AB', '0123 AB', '9999 AA'],
    ['PL', '00-950', '00950', '99-999'],
    ['PT', '1000-001', '1000', '9999-999'],
    ['SK', '811 01', '81101 1', '999 99'],
    ['JP', '100-0001', '1000001', '999-9999'],
    ['US', '90210', '9021', '99999'],
  ])('%s accepts %j, rejects %j with hint %j', (country, good, bad, hint) => {
    expect(validatePostalCode(country, good)).toEqual({ valid: true, empty: false, format: hint });
    expect(validatePostalCode(country, bad)).toEqual({
      valid: false,
      empty: false,
      errorKey: country === 'US' ? ZIP_FORMAT : FORMAT,
      errorValues: { format: hint },
      format: hint,
    });
  });

  it.each([
    ['BR', '01310100'],
    ['LT', '01100'],
    ['US', '90210-1234'],
    ['GB', 'sw1a1aa'],
    ['GB', 'EC1A 1BB'],
    ['GB', 'M1 1AE'],
    ['GB', 'B33 8TH'],
    ['GB', 'CR2 6XH'],
    ['GB', 'DN55 1PT'],
    ['GB', 'W1A 0AX'],
    ['GB', 'GIR 0AA'],
    ['CA', 'k1a0b1'],
    ['NL', '1012ab'],
    ['NL', ' 1012   AB '],
    ['IE', 'A65F4E2'],
    ['IE', 'D6W 1234'],
    ['CZ', '11000'],
    ['MT', 'VLT1117'],
    ['AT', ' 1010 '],
    ['de', '01067'],
  ])('%s also accepts %j', (country, value) => {
    expect(validatePostalCode(country, value).valid).toBe(true);
  });

  it.each([
    ['DE', '123456'],
    ['DE', '1234'],
    ['DE', '1O115'],
    ['DE', '10115\n1'],
    ['US', '90210-12'],
    ['US', '902101234'],
    ['GB', 'SW1A 1AAA'],
    ['GB', 'QW1A 1AA'],
    ['GB', '12345'],
    ['CA', 'D1A 0B1'],
    ['NL', '1012 SS'],
    ['NL', '1012 A'],
    ['IE', 'B02 X285'],
    ['JP', '100 0001'],
    ['PT', '0100-001'],
    ['LV', 'LV1050'],
    ['BR', '01310 100'],
    ['PL', '00-9500'],
    ['MC', '9800'],
  ])('%s rejects %j', (country, value) => {
    const result = validatePostalCode(country, value);
    expect(result.valid).toBe(false);
    expect(result.errorKey).toBe(country === 'US' ? ZIP_FORMAT : FORMAT);
  });

  it.each([
    ['', { required: true }, { valid: false, empty: true, errorKey: REQUIRED, format: '99999' }],
    ['   ', undefined, { valid: false, empty: true, errorKey: REQUIRED, format: '99999' }],
    ['', { required: false }, { valid: true, empty: true, format: '99999' }],
    ['  ', { required: false }, { valid: true, empty: true, format: '99999' }],
    [
      '1234',
      { required: false },
      { valid: false, empty: false, errorKey: FORMAT, errorValues: { format: '99999' }, format: '99999' },
    ],
  ])('DE %j with %j gives %j', (value, options, expected) => {
    expect(validatePostalCode('DE', value, options)).toEqual(expected);
  });

  it.each([
    ['XX', 'anything at all'],
    ['HK', 'N/A'],
    ['', '12'],
    ['AR', 'C1425DBF'],
    ['ZZ', 'x'.repeat(30)],
  ])('a country without a format (%j) accepts any non-empty text up to 30: %j', (country, value) => {
    expect(validatePostalCode(country, value)).toEqual({ valid: true, empty: false });
  });

  it('a country without a format rejects blank (when required) and text over 30', () => {
    expect(validatePostalCode('XX', '')).toEqual({ valid: false, empty: true, errorKey: REQUIRED });
    expect(validatePostalCode('XX', '', { required: false })).toEqual({ valid: true, empty: true });
    expect(validatePostalCode('XX', 'x'.repeat(31))).toEqual({
      valid: false,
      empty: false,
      errorKey: TOO_LONG,
      errorValues: { maxLength: 30 },
    });
  });

  it('names the zip code in the United States, blank or in the wrong format', () => {
    expect(validatePostalCode('US', '')).toEqual({
      valid: false,
      empty: true,
      errorKey: 'zipCode.invalid',
      format: '99999',
    });
    expect(validatePostalCode('US', '9021')).toMatchObject({
      errorKey: ZIP_FORMAT,
      errorValues: { format: '99999' },
    });
  });

  it('has anchored patterns and a hint for every country of the table', () => {
    for (const [code, rule] of Object.entries(POSTAL_CODE_FORMATS)) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(rule.pattern.source.startsWith('^')).toBe(true);
      expect(rule.pattern.source.endsWith('$')).toBe(true);
      expect(rule.pattern.flags).toBe('');
      expect(rule.format.length).toBeGreaterThan(0);
    }
  });

  it.each([
    [3, ['IS']],
    [4, ['AT', 'AU', 'BE', 'BG', 'CH', 'CY', 'HU', 'LI', 'LU', 'NO', 'NZ', 'SI', 'DK']],
    [5, ['DE', 'ES', 'FI', 'FR', 'IT']],
    [6, ['RO', 'SG']],
  ])('digit-only countries of length %i take %i digits only', (length, countries) => {
    for (const country of countries) {
      const valid = `${'1'.repeat(length)}`;
      expect(validatePostalCode(country, valid).valid).toBe(true);
      expect(validatePostalCode(country, `${valid}1`).valid).toBe(false);
      expect(validatePostalCode(country, valid.slice(1)).valid).toBe(false);
      expect(validatePostalCode(country, `${valid.slice(1)}A`).valid).toBe(false);
    }
  });

  it('uses error keys that exist in the catalogue and name the field, with their placeholders', () => {
    expect(enUS[FORMAT]).toBe('Enter a valid postal code. Expected format: {format}');
    expect(enUS[ZIP_FORMAT]).toBe('Enter a valid zip code. Expected format: {format}');
    expect(enUS[REQUIRED]).toBe('Enter the postal code');
    expect(enUS['zipCode.invalid']).toBe('Enter the zip code');
    expect(enUS[TOO_LONG]).toContain('{maxLength}');
  });

  it('never throws and always returns a boolean valid (property)', () => {
    const countries = [...Object.keys(POSTAL_CODE_FORMATS), 'XX', ''];
    const check = (country: unknown, value: unknown, required: unknown) => {
      const result = validatePostalCode(country, value, { required: required === true });
      expect(typeof result.valid).toBe('boolean');
      expect(typeof result.empty).toBe('boolean');
      if (!result.valid) {
        expect([REQUIRED, FORMAT, 'zipCode.invalid', ZIP_FORMAT, TOO_LONG]).toContain(result.errorKey);
      }
    };
    fc.assert(fc.property(fc.constantFrom(...countries), fc.string(), fc.boolean(), check));
    fc.assert(
      fc.property(fc.constantFrom(...countries), fc.string({ unit: 'grapheme' }), fc.boolean(), check),
    );
    fc.assert(fc.property(fc.anything(), fc.anything(), fc.anything(), check));
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (country, value, options) => {
        expect(typeof validatePostalCode(country, value, options as never).valid).toBe('boolean');
      }),
    );
  });
});

describe('getAddressSchema: fields, order and required flags', () => {
  it('US: street and apartment, city, state and ZIP code, country; house number optional', () => {
    const schema = getAddressSchema('US');
    expect(shape(schema)).toEqual([
      'street',
      'houseNumberOrName?',
      'city',
      'stateOrProvince',
      'postalCode',
      'country',
    ]);
    expect(schema.rows).toEqual([
      ['street', 'houseNumberOrName'],
      ['city'],
      ['stateOrProvince', 'postalCode'],
      ['country'],
    ]);
    expect(labels(schema)).toMatchObject({ postalCode: 'zipCode', stateOrProvince: 'state' });
    expect(schema.hiddenFields).toEqual([]);
  });

  it('GB: house number (optional) before street, town before postcode, no state', () => {
    const schema = getAddressSchema('GB');
    expect(shape(schema)).toEqual(['houseNumberOrName?', 'street', 'city', 'postalCode', 'country']);
    expect(schema.rows).toEqual([['houseNumberOrName', 'street'], ['city', 'postalCode'], ['country']]);
    expect(schema.hiddenFields).toEqual(['stateOrProvince']);
    expect(labels(schema)).toMatchObject({ postalCode: 'postalCode' });
  });

  it('NL: street and house number (both required), postal code and city, country; no state', () => {
    const schema = getAddressSchema('NL');
    expect(shape(schema)).toEqual(['street', 'houseNumberOrName', 'postalCode', 'city', 'country']);
    expect(schema.rows).toEqual([['street', 'houseNumberOrName'], ['postalCode', 'city'], ['country']]);
    expect(schema.hiddenFields).toEqual(['stateOrProvince']);
  });

  it('JP: postal code first, then prefecture, city, street and building', () => {
    const schema = getAddressSchema('JP');
    expect(shape(schema)).toEqual([
      'postalCode',
      'stateOrProvince',
      'city',
      'street',
      'houseNumberOrName?',
      'country',
    ]);
    expect(labels(schema)).toMatchObject({ stateOrProvince: 'prefecture' });
    expect(schema.fields.find((f) => f.name === 'postalCode')?.format).toBe('999-9999');
  });

  it('BR: every field required, state after the city', () => {
    const schema = getAddressSchema('BR');
    expect(shape(schema)).toEqual([
      'street',
      'houseNumberOrName',
      'postalCode',
      'city',
      'stateOrProvince',
      'country',
    ]);
    expect(labels(schema)).toMatchObject({ stateOrProvince: 'state', postalCode: 'postalCode' });
  });

  it('CA: province and postal code on one row, house number optional', () => {
    const schema = getAddressSchema('CA');
    expect(shape(schema)).toEqual([
      'street',
      'houseNumberOrName?',
      'city',
      'stateOrProvince',
      'postalCode',
      'country',
    ]);
    expect(labels(schema)).toMatchObject({ stateOrProvince: 'province' });
  });

  it.each([
    ['AU', 'state', false],
    ['IE', 'stateOrProvince', false],
    ['NZ', 'stateOrProvince', false],
    ['DE', 'stateOrProvince', true],
    ['FR', 'stateOrProvince', true],
  ])('%s: state label %s (if shown), house number required %s', (country, _label, houseRequired) => {
    const schema = getAddressSchema(country);
    expect(schema.fields.find((f) => f.name === 'houseNumberOrName')?.required).toBe(houseRequired);
    expect(schema.fields.find((f) => f.name === 'stateOrProvince')?.labelKey ?? _label).toBe(_label);
  });

  it('AU requires a state', () => {
    expect(getAddressSchema('AU').fields.find((f) => f.name === 'stateOrProvince')).toMatchObject({
      required: true,
      labelKey: 'state',
    });
  });

  it.each(['HK', 'AE'])('%s has an optional postal code', (country) => {
    expect(getAddressSchema(country).fields.find((f) => f.name === 'postalCode')?.required).toBe(false);
  });

  it('takes the country in any case and falls back to the default layout for unknown codes', () => {
    expect(getAddressSchema('nl').country).toBe('NL');
    expect(shape(getAddressSchema(' us '))).toEqual(shape(getAddressSchema('US')));
    for (const input of ['', 'XYZ', 42, null]) {
      const schema = getAddressSchema(input);
      expect(schema.country).toBe('');
      expect(shape(schema)).toEqual(['street', 'houseNumberOrName', 'postalCode', 'city', 'country']);
    }
  });

  it('gives street 70% / house number 30%, postal code 30% / city 70%, lone fields 100%', () => {
    const widths = Object.fromEntries(getAddressSchema('NL').fields.map((f) => [f.name, f.width]));
    expect(widths).toEqual({ street: 70, houseNumberOrName: 30, postalCode: 30, city: 70, country: 100 });
    const us = Object.fromEntries(getAddressSchema('US').fields.map((f) => [f.name, f.width]));
    expect(us).toMatchObject({ city: 100, stateOrProvince: 50, postalCode: 50 });
  });

  it('uses maxLength 30 unless told otherwise', () => {
    expect(getAddressSchema('DE').fields.every((f) => f.maxLength === 30)).toBe(true);
    expect(getAddressSchema('DE', { maxLength: 50 }).fields.every((f) => f.maxLength === 50)).toBe(true);
    expect(getAddressSchema('DE', { maxLength: -1 }).fields.every((f) => f.maxLength === 30)).toBe(true);
  });

  it('only uses label keys that exist in the catalogue', () => {
    for (const country of ['US', 'GB', 'NL', 'JP', 'BR', 'CA', 'AU', 'AR', 'IN', 'MX', 'DE']) {
      for (const field of getAddressSchema(country).fields) expect(enUS).toHaveProperty(field.labelKey);
    }
  });
});

describe('getAddressSchema: modes and field options', () => {
  it('partial mode shows postal code and country only', () => {
    const schema = getAddressSchema('US', { mode: 'partial' });
    expect(shape(schema)).toEqual(['postalCode', 'country']);
    expect(schema.rows).toEqual([['postalCode'], ['country']]);
    expect(schema.fields.map((f) => f.width)).toEqual([100, 100]);
    expect(schema.hiddenFields).toEqual(['street', 'houseNumberOrName', 'city', 'stateOrProvince']);
  });

  it('none mode shows nothing and accepts anything', () => {
    const schema = getAddressSchema('NL', { mode: 'none' });
    expect(schema.fields).toEqual([]);
    expect(schema.rows).toEqual([]);
    expect(schema.hiddenFields).toHaveLength(6);
    expect(schema.validateAddress({}).valid).toBe(true);
  });

  it('full mode is the default; an unknown mode counts as full', () => {
    expect(getAddressSchema('NL').mode).toBe('full');
    expect(getAddressSchema('NL', { mode: 'odd' as never }).mode).toBe('full');
  });

  it('requiredFields narrows the form to the listed fields, all required', () => {
    const schema = getAddressSchema('SG', { requiredFields: ['country', 'street', 'postalCode'] });
    expect(shape(schema)).toEqual(['street', 'postalCode', 'country']);
    expect(schema.rows).toEqual([['street'], ['postalCode'], ['country']]);
    expect(schema.hiddenFields).toEqual(['houseNumberOrName', 'city', 'stateOrProvince']);
  });

  it('requiredFields makes a normally optional field required; fields the country lacks stay hidden', () => {
    const schema = getAddressSchema('GB', {
      requiredFields: ['houseNumberOrName', 'street', 'stateOrProvince'],
    });
    expect(shape(schema)).toEqual(['houseNumberOrName', 'street']);
  });

  it('optionalFields makes fields optional; with requiredFields, they are shown as well', () => {
    expect(shape(getAddressSchema('NL', { optionalFields: ['houseNumberOrName', 'city'] }))).toEqual([
      'street',
      'houseNumberOrName?',
      'postalCode',
      'city?',
      'country',
    ]);
    expect(
      shape(
        getAddressSchema('NL', {
          requiredFields: ['street', 'country'],
          optionalFields: ['houseNumberOrName'],
        }),
      ),
    ).toEqual(['street', 'houseNumberOrName?', 'country']);
  });

  it('ignores unknown names in the field lists', () => {
    const schema = getAddressSchema('NL', { requiredFields: ['postalCode', 'nope' as AddressFieldName] });
    expect(shape(schema)).toEqual(['postalCode']);
  });
});

describe('AddressSchema.validateAddress and the valibot schema', () => {
  const nl = getAddressSchema('NL');
  const complete = {
    street: 'Simon Carmiggeltstraat',
    houseNumberOrName: '6-50',
    postalCode: '1011 DJ',
    city: 'Amsterdam',
    country: 'NL',
  };

  it('accepts a complete Dutch address', () => {
    const result = nl.validateAddress(complete);
    expect(result.valid).toBe(true);
    expect(result.empty).toBe(false);
    expect(Object.values(result.fields).every((f) => f.valid)).toBe(true);
  });

  it('reports every blank required field with a message that names it', () => {
    const result = nl.validateAddress({});
    expect(result).toMatchObject({ valid: false, empty: true });
    for (const name of ['street', 'houseNumberOrName', 'postalCode', 'city', 'country'] as const) {
      expect(result.fields[name]).toEqual({ valid: false, empty: true, errorKey: `${name}.invalid` });
    }
    expect(enUS['street.invalid']).toBe('Enter the street');
    expect(enUS['houseNumberOrName.invalid']).toBe('Enter the house number');
    expect(enUS['city.invalid']).toBe('Enter the city');
    expect(enUS['country.invalid']).toBe('Select the country/region');
    expect(result.fields.stateOrProvince).toEqual({ valid: true, empty: true });
  });

  it('reports a postal code in the wrong format with its hint', () => {
    const result = nl.validateAddress({ ...complete, postalCode: '1011' });
    expect(result.valid).toBe(false);
    expect(result.fields.postalCode).toEqual({
      valid: false,
      empty: false,
      errorKey: FORMAT,
      errorValues: { format: '9999 AA' },
    });
  });

  it('rejects a German postal code of six digits', () => {
    const de = getAddressSchema('DE');
    const result = de.validateAddress({ ...complete, postalCode: '101156', country: 'DE' });
    expect(result.fields.postalCode).toMatchObject({
      valid: false,
      errorKey: FORMAT,
      errorValues: { format: '99999' },
    });
  });

  it('accepts a US address without apartment; rejects texts over maxLength and a malformed country', () => {
    const us = getAddressSchema('US');
    const address = {
      street: '1600 Amphitheatre Pkwy',
      city: 'Mountain View',
      stateOrProvince: 'CA',
      postalCode: '94043',
      country: 'US',
    };
    expect(us.validateAddress(address).valid).toBe(true);
    const long = us.validateAddress({ ...address, street: 'x'.repeat(31), country: 'USA' });
    expect(long.fields.street).toEqual({
      valid: false,
      empty: false,
      errorKey: TOO_LONG,
      errorValues: { maxLength: 30 },
    });
    expect(long.fields.country).toEqual({ valid: false, empty: false, errorKey: 'country.invalid' });
    expect(us.validateAddress({ ...address, stateOrProvince: ' ' }).fields.stateOrProvince).toEqual({
      valid: false,
      empty: true,
      errorKey: 'stateOrProvince.invalid',
    });
    expect(us.validateAddress({ ...address, postalCode: '' }).fields.postalCode).toEqual({
      valid: false,
      empty: true,
      errorKey: 'zipCode.invalid',
    });
    expect(us.validateAddress({ ...address, city: '' }).fields.city).toEqual({
      valid: false,
      empty: true,
      errorKey: 'city.invalid',
    });
  });

  it('ignores hidden fields whatever they hold', () => {
    const partial = getAddressSchema('US', { mode: 'partial' });
    const result = partial.validateAddress({
      postalCode: '94043',
      country: 'US',
      street: 42,
      city: 'x'.repeat(99),
    });
    expect(result.valid).toBe(true);
    expect(result.fields.street).toEqual({ valid: true, empty: false });
    expect(result.fields.city).toEqual({ valid: true, empty: false });
    expect(result.fields.houseNumberOrName).toEqual({ valid: true, empty: true });
  });

  it('the valibot schema outputs the payload, with N/A for optional blanks and hidden fields', () => {
    const gb = getAddressSchema('GB');
    const outcome = v.safeParse(gb.schema, {
      street: ' Downing Street ',
      postalCode: 'sw1a 2aa',
      city: 'London',
      country: 'gb',
    });
    expect(outcome.success).toBe(true);
    expect(outcome.output).toEqual({
      street: 'Downing Street',
      houseNumberOrName: 'N/A',
      postalCode: 'SW1A 2AA',
      city: 'London',
      stateOrProvince: 'N/A',
      country: 'GB',
    });
  });

  it('the valibot schema fails with the same message keys', () => {
    const outcome = v.safeParse(nl.schema, { ...complete, postalCode: '1011', city: '' });
    expect(outcome.success).toBe(false);
    expect(outcome.issues?.map((issue) => issue.message).sort()).toEqual(['city.invalid', FORMAT].sort());
    expect(v.safeParse(nl.schema, null).success).toBe(false);
  });

  it('validateAddress never throws and always returns booleans (property)', () => {
    const schemas = ['US', 'GB', 'NL', 'JP', 'BR', 'CA', 'DE', 'XX'].flatMap((country) =>
      (['full', 'partial', 'none'] as const).map((mode) => getAddressSchema(country, { mode })),
    );
    const addressArb = fc.record(
      {
        street: fc.string(),
        houseNumberOrName: fc.string({ unit: 'grapheme' }),
        postalCode: fc.string(),
        city: fc.anything(),
        stateOrProvince: fc.string(),
        country: fc.string({ maxLength: 3 }),
      },
      { requiredKeys: [] },
    );
    const check = (schema: AddressSchema, address: unknown) => {
      const result = schema.validateAddress(address);
      expect(typeof result.valid).toBe('boolean');
      expect(typeof result.empty).toBe('boolean');
      for (const field of Object.values(result.fields)) expect(typeof field.valid).toBe('boolean');
      expect(result.valid).toBe(Object.values(result.fields).every((f) => f.valid));
    };
    fc.assert(fc.property(fc.constantFrom(...schemas), addressArb, check));
    fc.assert(fc.property(fc.constantFrom(...schemas), fc.anything(), check));
  });

  it('getAddressSchema never throws for any country and options (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (country, options) => {
        const schema = getAddressSchema(country, options as never);
        expect(Array.isArray(schema.fields)).toBe(true);
        expect(typeof schema.validateAddress({}).valid).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 2, maxLength: 2 }),
        fc.constantFrom('full', 'partial', 'none'),
        fc.subarray([
          'street',
          'houseNumberOrName',
          'postalCode',
          'city',
          'stateOrProvince',
          'country',
        ] as const),
        (country, mode, optionalFields) => {
          const schema = getAddressSchema(country, { mode: mode as 'full', optionalFields });
          expect(schema.fields.length + schema.hiddenFields.length).toBe(6);
          for (const name of optionalFields) {
            expect(schema.fields.find((f) => f.name === name)?.required ?? false).toBe(false);
          }
        },
      ),
    );
  });
});

describe('fillNotApplicable', () => {
  it('sets fields the country does not use to N/A', () => {
    const gb = getAddressSchema('GB');
    expect(
      fillNotApplicable(
        {
          houseNumberOrName: '10',
          street: 'Downing Street',
          postalCode: 'SW1A 2AA',
          city: 'London',
          country: 'GB',
          stateOrProvince: 'stale',
        },
        gb,
      ),
    ).toEqual({
      street: 'Downing Street',
      houseNumberOrName: '10',
      postalCode: 'SW1A 2AA',
      city: 'London',
      stateOrProvince: 'N/A',
      country: 'GB',
    });
  });

  it('sets blank optional fields to N/A and keeps blank required fields empty', () => {
    const us = getAddressSchema('US');
    expect(fillNotApplicable({ street: ' 1 Main St ', postalCode: '10001', country: 'US' }, us)).toEqual({
      street: '1 Main St',
      houseNumberOrName: 'N/A',
      postalCode: '10001',
      city: '',
      stateOrProvince: '',
      country: 'US',
    });
  });

  it('partial mode: everything but postal code and country is N/A', () => {
    const partial = getAddressSchema('NL', { mode: 'partial' });
    expect(fillNotApplicable({ postalCode: '1011dj', country: 'nl', street: 'Damrak' }, partial)).toEqual({
      street: 'N/A',
      houseNumberOrName: 'N/A',
      postalCode: '1011DJ',
      city: 'N/A',
      stateOrProvince: 'N/A',
      country: 'NL',
    });
  });

  it("a hidden country takes the schema's country; none mode sends N/A for the rest", () => {
    const none = getAddressSchema('BE', { mode: 'none' });
    expect(fillNotApplicable({}, none)).toEqual({
      street: 'N/A',
      houseNumberOrName: 'N/A',
      postalCode: 'N/A',
      city: 'N/A',
      stateOrProvince: 'N/A',
      country: 'BE',
    });
    expect(fillNotApplicable(null, getAddressSchema('', { mode: 'none' })).country).toBe('N/A');
    const narrowed = getAddressSchema('DE', { requiredFields: ['postalCode'] });
    expect(fillNotApplicable({ postalCode: '10115' }, narrowed)).toMatchObject({
      postalCode: '10115',
      country: 'DE',
    });
  });

  it('matches the output of the valibot schema for a valid address', () => {
    const jp = getAddressSchema('JP');
    const address = {
      postalCode: '100-0001',
      stateOrProvince: 'Tokyo',
      city: 'Chiyoda-ku',
      street: '1-1 Chiyoda',
      country: 'JP',
    };
    expect(v.parse(jp.schema, address)).toEqual(fillNotApplicable(address, jp));
  });

  it('never throws and always returns six strings (property)', () => {
    const schemas = ['US', 'GB', 'NL', 'JP', ''].map((country) => getAddressSchema(country));
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...schemas), (address, schema) => {
        const out = fillNotApplicable(address, schema);
        expect(Object.keys(out).sort()).toEqual([
          'city',
          'country',
          'houseNumberOrName',
          'postalCode',
          'stateOrProvince',
          'street',
        ]);
        for (const value of Object.values(out)) expect(typeof value).toBe('string');
      }),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (address, schema) => {
        expect(typeof fillNotApplicable(address, schema as AddressSchema).street).toBe('string');
      }),
    );
  });
});

describe('normalizeAddressText and trimAddressText', () => {
  it.each([
    ['Hauptstraße 12', 'Hauptstraße 12'],
    ['  Main   Street  ', 'Main Street '],
    ['Rue de l’Église', 'Rue de l’Église'],
    ["O'Connell St.", "O'Connell St."],
    ['Apt #4, 12/B', 'Apt #4, 12/B'],
    ['Saint-Denis', 'Saint-Denis'],
    ['Main St <script>alert(1)</script>', 'Main St scriptalert1/script'],
    ['1 Main St; DROP TABLE', '1 Main St DROP TABLE'],
    ['Baker Street 221b!?', 'Baker Street 221b'],
    ['a@b$c%d^e&f*g(h)i_j+k=l', 'abcdefghijkl'],
    ['Tab\tand\nnewline', 'Tab and newline'],
    ['東京都千代田区', '東京都千代田区'],
    ['ул. Тверская, 7', 'ул. Тверская, 7'],
    ['شارع ١٢', 'شارع ١٢'],
    ['नई दिल्ली', 'नई दिल्ली'],
    ['emoji 🏠 house', 'emoji house'],
    ['family 👨\u200d👩\u200d👧 street', 'family street'],
    ['می\u200cخواهم', 'می\u200cخواهم'],
    ['zero\u200bwidth', 'zerowidth'],
    ['', ''],
  ])('normalizeAddressText(%j) is %j', (input, expected) => {
    expect(normalizeAddressText(input)).toBe(expected);
  });

  it('cuts at 30 characters by default, or at maxLength', () => {
    expect(normalizeAddressText('x'.repeat(40))).toBe('x'.repeat(30));
    expect(normalizeAddressText('abcdefghij', { maxLength: 5 })).toBe('abcde');
    expect(normalizeAddressText('abcd\u200cefg', { maxLength: 5 })).toBe('abcd');
    expect(normalizeAddressText('abcdefghij', { maxLength: 0 })).toBe('abcdefghij');
    expect(normalizeAddressText('𠀀'.repeat(40))).toBe('𠀀'.repeat(30));
  });

  it.each([
    ['  Main   Street  ', 'Main Street'],
    ['Kalverstraat 1 ', 'Kalverstraat 1'],
    ['   ', ''],
    [' x'.repeat(20), 'x x x x x x x x x x x x x x x'],
  ])('trimAddressText(%j) is %j', (input, expected) => {
    expect(trimAddressText(input)).toBe(expected);
  });

  it.each([null, undefined, {}, [], true])('gives an empty string for the non-string %j', (input) => {
    expect(normalizeAddressText(input)).toBe('');
    expect(trimAddressText(input)).toBe('');
  });

  it('never throws; output is clean, collapsed, at most maxLength and idempotent (property)', () => {
    const check = (input: unknown, maxLength?: number) => {
      const options = maxLength === undefined ? undefined : { maxLength };
      const out = normalizeAddressText(input, options);
      expect(typeof out).toBe('string');
      expect(Array.from(out).length).toBeLessThanOrEqual(maxLength && maxLength > 0 ? maxLength : 30);
      expect(out).not.toMatch(/\s\s|^\s|[<>@$%^&*()_+=!?;:"]/u);
      expect(normalizeAddressText(out, options)).toBe(out);
      const trimmed = trimAddressText(input, options);
      expect(trimmed).toBe(trimmed.trim());
    };
    fc.assert(fc.property(fc.string(), (s) => check(s)));
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 1, max: 60 }), check));
    fc.assert(fc.property(fc.anything(), (s) => check(s)));
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (s, options) => {
        expect(typeof normalizeAddressText(s, options as never)).toBe('string');
        expect(typeof trimAddressText(s, options as never)).toBe('string');
      }),
    );
  });
});
