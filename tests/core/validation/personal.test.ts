import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ValidationResult } from '../../../headless/core/validation/result';
import { validateConsent, validateRequired } from '../../../headless/core/validation/common';
import {
  formatDateInput,
  validateCompanyName,
  validateDateOfBirth,
  validateEmail,
  validateFirstName,
  validateGender,
  validateLastName,
  validateRegistrationNumber,
  validateTelephoneNumber,
} from '../../../headless/core/validation/personal';
import { anyInput, expectWellFormed } from './support';

/** Asserts the shape every validator promises: boolean flags, a key exactly when invalid. */
describe('common: required text fields', () => {
  it.each([
    ['Ada', true, false],
    ['  Ada  ', true, false],
    ['', false, true],
    ['   ', false, true],
    ['\t\n', false, true],
    [undefined, false, true],
    [null, false, true],
    [42, true, false],
    [{}, false, true],
  ])('validateRequired(%j) -> valid %s, empty %s', (value, valid, empty) => {
    const result = validateRequired(value);
    expect(result.valid).toBe(valid);
    expect(result.empty).toBe(empty);
    expect(result.errorKey).toBe(valid ? undefined : 'error.va.gen.02');
  });

  it('validateRequired takes another key', () => {
    expect(validateRequired('', { errorKey: 'issuerList.invalid' }).errorKey).toBe('issuerList.invalid');
  });

  it.each([
    ['validateFirstName', validateFirstName, 'firstName.invalid'],
    ['validateLastName', validateLastName, 'lastName.invalid'],
    ['validateCompanyName', validateCompanyName, 'companyDetails.name.invalid'],
    ['validateRegistrationNumber', validateRegistrationNumber, 'companyDetails.registrationNumber.invalid'],
  ] as const)('%s: non-empty after trim, key %s', (_name, validate, errorKey) => {
    expect(validate('José')).toEqual({ valid: true, empty: false });
    expect(validate('  ')).toEqual({ valid: false, empty: true, errorKey });
    expect(validate(undefined)).toEqual({ valid: false, empty: true, errorKey });
  });

  it.each([
    [true, true],
    [false, false],
    [undefined, false],
    ['true', false],
    [1, false],
  ])('validateConsent(%j) -> %s', (checked, valid) => {
    const result = validateConsent(checked);
    expect(result.valid).toBe(valid);
    expect(result.errorKey).toBe(valid ? undefined : 'consent.checkbox.invalid');
  });
});

describe('validateDateOfBirth', () => {
  const now = new Date(2024, 5, 15, 12, 0); // 15 June 2024, local time

  it.each([
    ['15/06/2006', true, '2006-06-15'], // 18th birthday today
    ['2006-06-15', true, '2006-06-15'],
    ['14/06/2006', true, '2006-06-14'],
    ['16/06/2006', false, undefined], // turns 18 tomorrow
    ['2006-06-16', false, undefined],
    ['01/01/1980', true, '1980-01-01'],
    [' 01/01/1980 ', true, '1980-01-01'],
    ['15/06/2030', false, undefined], // future
  ])('%s on 15/06/2024 -> valid %s', (value, valid, isoDate) => {
    const result = validateDateOfBirth(value, { now });
    expect(result.valid).toBe(valid);
    expect(result.isoDate).toBe(isoDate);
    if (!valid) expect(result).toMatchObject({ errorKey: 'dateOfBirth.invalid', problem: 'age' });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1/1/1980', 'format'],
    ['01-01-1980', 'format'],
    ['1980/01/01', 'format'],
    ['01/01/80', 'format'],
    ['31/04/1990', 'date'],
    ['29/02/1990', 'date'], // 1990 is not a leap year
    ['00/01/1990', 'date'],
    ['10/13/1990', 'date'],
    ['1990-02-30', 'date'],
    ['01/01/1899', 'date'], // before the earliest accepted year
  ])('%j -> invalid (%s)', (value, problem) => {
    const result = validateDateOfBirth(value, { now });
    if (problem === 'empty') {
      expect(result).toMatchObject({ valid: false, empty: true, errorKey: 'dateOfBirth.required', problem });
    } else {
      expect(result).toMatchObject({
        valid: false,
        empty: false,
        errorKey: 'dateOfBirth.invalidFormat',
        errorValues: { format: 'DD/MM/YYYY' },
        problem,
      });
    }
    expect(result.isoDate).toBeUndefined();
  });

  it('a real leap day is accepted', () => {
    expect(validateDateOfBirth('29/02/2000', { now }).isoDate).toBe('2000-02-29');
  });

  it.each([
    [new Date(2026, 1, 28), false], // the day before 1 March
    [new Date(2026, 2, 1), true], // 2026 has no 29 February: turns 18 on 1 March
  ])('born 29/02/2008, on %s -> valid %s', (on, valid) => {
    expect(validateDateOfBirth('29/02/2008', { now: on }).valid).toBe(valid);
  });

  it('defaults now to the current time', () => {
    expect(validateDateOfBirth('01/01/1970').valid).toBe(true);
    expect(validateDateOfBirth('01/01/2999').valid).toBe(false);
  });

  it('DD/MM/YYYY and YYYY-MM-DD agree for every date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1850, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (date) => {
          const dd = String(date.getDate()).padStart(2, '0');
          const mm = String(date.getMonth() + 1).padStart(2, '0');
          const yyyy = String(date.getFullYear());
          const dmy = validateDateOfBirth(`${dd}/${mm}/${yyyy}`, { now });
          const iso = validateDateOfBirth(`${yyyy}-${mm}-${dd}`, { now });
          expect(dmy).toEqual(iso);
          if (dmy.valid) expect(dmy.isoDate).toBe(`${yyyy}-${mm}-${dd}`);
        },
      ),
    );
  });
});

describe('formatDateInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['3', '3'],
    ['4', '04/'],
    ['9', '09/'],
    ['12', '12/'],
    ['121', '12/1'],
    ['122', '12/02/'],
    ['1203', '12/03/'],
    ['12031', '12/03/1'],
    ['12031990', '12/03/1990'],
    ['120319901', '12/03/1990'], // a ninth digit is dropped
    ['12/03/1990', '12/03/1990'],
    ['1/', '01/'],
    ['1/2/', '01/02/'],
    ['5-6-1990', '05/06/1990'],
    ['ab12cd03ef1990', '12/03/1990'],
    ['3104', '30/04/'],
    ['31/04', '30/04/'],
    ['31/06/2000', '30/06/2000'],
    ['30/02', '29/02/'],
    ['31/02/20', '29/02/20'],
    ['29/02/2023', '28/02/2023'],
    ['29/02/2024', '29/02/2024'],
    ['29/02/1900', '28/02/1900'],
    ['29/02/2000', '29/02/2000'],
    ['35', '31/'],
    ['00', '01/'],
    ['1200', '12/01/'],
    ['1213', '12/12/'],
    ['1219', '12/12/'],
    ['1990-03-12', '12/03/1990'], // pasted ISO date
  ])('%j -> %j', (typed, expected) => {
    expect(formatDateInput(typed)).toBe(expected);
    expect(formatDateInput(expected)).toBe(expected);
  });

  it.each([
    ['12', '12/', '12'],
    ['1203', '12/03/', '12/03'],
    ['1', '12', '1'],
    ['123', '12', '12/03/'], // typing forward still completes
  ])('typed %j after %j -> %j', (typed, previous, expected) => {
    expect(formatDateInput(typed, { previous })).toBe(expected);
  });

  it('returns a string, is idempotent and yields a DD/MM/YYYY prefix for any input', () => {
    for (const arbitrary of [...anyInput, fc.stringMatching(/^[0-9/ .-]{0,14}$/)]) {
      fc.assert(
        fc.property(arbitrary, (typed) => {
          const once = formatDateInput(typed);
          expect(typeof once).toBe('string');
          expect(formatDateInput(once)).toBe(once);
          expect(once).toMatch(/^(?:\d{0,2}|\d{2}\/\d{0,2}|\d{2}\/\d{2}\/\d{0,4})$/);
        }),
      );
    }
  });

  it('a complete output from 1900 on is always a real date', () => {
    const now = new Date(2100, 0, 1);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (digits) => {
        const out = formatDateInput(digits);
        const year = Number(out.slice(6));
        if (year >= 1900 && year <= 2081) expect(validateDateOfBirth(out, { now }).isoDate).toBeDefined();
      }),
    );
  });
});

describe('validateEmail', () => {
  it.each([
    ['shopper@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ["o'brien@example.ie", true],
    ['  shopper@example.com  ', true],
    ['UPPER@EXAMPLE.COM', true],
    ['', false],
    ['shopper', false],
    ['shopper@', false],
    ['@example.com', false],
    ['shopper@example', false],
    ['shopper@example.c', false],
    ['shop per@example.com', false],
    ['shopper@@example.com', false],
    ['.shopper@example.com', false],
    ['shop..per@example.com', false],
    ['shopper@-example.com', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('%j -> %s', (value, valid) => {
    const result = validateEmail(value);
    expect(result.valid).toBe(valid);
    expect(result.errorKey).toBe(valid ? undefined : 'shopperEmail.invalid');
  });
});

describe('validateTelephoneNumber', () => {
  it.each([
    ['+31 20 123 4567', true],
    ['0201234567', true],
    ['+1-202-555-0143', true],
    ['020/123.45.67', true],
    ['+44 (0)20', false],
    ['', false],
    ['+', false],
    ['++31 20', false],
    ['phone', false],
    ['-123', false],
    ['12a45', false],
  ])('%j -> %s', (value, valid) => {
    const result = validateTelephoneNumber(value);
    expect(result.valid).toBe(valid);
    expect(result.errorKey).toBe(valid ? undefined : 'telephoneNumber.invalid');
  });
});

describe('validateGender', () => {
  it.each([
    ['MALE', true],
    ['FEMALE', true],
    ['male', false],
    ['OTHER', false],
    ['', false],
  ])('%j -> %s', (value, valid) => {
    const result = validateGender(value);
    expect(result.valid).toBe(valid);
    expect(result.errorKey).toBe(valid ? undefined : 'gender.invalid');
  });
});

describe('no validator throws', () => {
  const validators: [string, (value: unknown) => ValidationResult][] = [
    ['validateRequired', (x) => validateRequired(x)],
    ['validateFirstName', validateFirstName],
    ['validateLastName', validateLastName],
    ['validateCompanyName', validateCompanyName],
    ['validateRegistrationNumber', validateRegistrationNumber],
    ['validateConsent', validateConsent],
    ['validateDateOfBirth', (x) => validateDateOfBirth(x, { now: new Date(2024, 0, 1) })],
    ['validateEmail', validateEmail],
    ['validateTelephoneNumber', validateTelephoneNumber],
    ['validateGender', validateGender],
  ];
  it.each(validators)('%s returns a well-formed result for any input', (_name, validate) => {
    for (const arbitrary of anyInput) {
      fc.assert(fc.property(arbitrary, (value) => expectWellFormed(validate(value))));
    }
  });
});
