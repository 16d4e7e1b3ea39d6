import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ValidationResult } from '../../../headless/core/validation/result';
import {
  ACH_COUNTRIES,
  formatBacsAccountNumberInput,
  formatBacsLocationIdInput,
  validateAchAccountNumber,
  validateAchHolderName,
  validateAchLocationId,
  validateBacsAccountNumber,
  validateBacsForm,
  validateBacsHolderName,
  validateBacsLocationId,
} from '../../../headless/core/validation';
import { anyInput, expectWellFormed } from './support';

describe('Bacs', () => {
  it.each([
    ['1', true],
    ['12345678', true],
    [' 31926819 ', true],
    ['123456789', false], // nine digits
    ['1234-567', false],
    ['', false],
  ])('validateBacsAccountNumber(%j) -> %s', (value, valid) => {
    const result = validateBacsAccountNumber(value);
    expect(result.valid).toBe(valid);
    expect(result.errorKey).toBe(valid ? undefined : 'bacs.accountNumber.invalid');
  });

  it.each([
    ['12-34-56', '123456'],
    ['12 34 56 78', '123456'],
    ['1234', '1234'],
    ['ab', ''],
  ])('formatBacsLocationIdInput(%j) -> %j', (typed, expected) => {
    expect(formatBacsLocationIdInput(typed)).toBe(expected);
  });

  it.each([
    ['3192-6819-9', '31926819'],
    ['1234', '1234'],
  ])('formatBacsAccountNumberInput(%j) -> %j', (typed, expected) => {
    expect(formatBacsAccountNumberInput(typed)).toBe(expected);
  });

  it.each([
    ['123456', true],
    ['12345', false], // fine while typing, not on blur
    ['1234567', false],
    ['12-34-56', false], // the input mask strips the dashes first
    ['', false],
  ])('validateBacsLocationId(%j) -> %s', (value, valid) => {
    const result = validateBacsLocationId(value);
    expect(result.valid).toBe(valid);
    expect(result.errorKey).toBe(valid ? undefined : 'bacs.bankLocationId.invalid');
  });

  it.each([
    ['David Archer', true],
    ['  ', false],
    [undefined, false],
  ])('validateBacsHolderName(%j) -> %s', (value, valid) => {
    const result = validateBacsHolderName(value);
    expect(result.valid).toBe(valid);
    expect(result.errorKey).toBe(valid ? undefined : 'bacs.accountHolderName.invalid');
  });

  const complete = {
    holderName: 'David Archer',
    bankAccountNumber: '40308669',
    bankLocationId: '560036',
    shopperEmail: 'shopper@example.com',
    amountConsentCheckbox: true,
    accountConsentCheckbox: true,
  };

  it('a complete form is valid', () => {
    const result = validateBacsForm(complete);
    expect(result.valid).toBe(true);
    expect(result.errorKey).toBeUndefined();
    expect(Object.values(result.fields).every((field) => field.valid)).toBe(true);
  });

  it.each([
    ['holderName', '', 'bacs.accountHolderName.invalid'],
    ['bankAccountNumber', '123456789', 'bacs.accountNumber.invalid'],
    ['bankLocationId', '56003', 'bacs.bankLocationId.invalid'],
    ['shopperEmail', 'shopper@', 'shopperEmail.invalid'],
    ['shopperEmail', '', 'shopperEmail.invalid'],
    ['amountConsentCheckbox', false, 'consent.checkbox.invalid'],
    ['accountConsentCheckbox', false, 'consent.checkbox.invalid'],
  ] as const)('%s = %j -> invalid with %s', (field, value, errorKey) => {
    const result = validateBacsForm({ ...complete, [field]: value });
    expect(result.valid).toBe(false);
    expect(result.errorKey).toBe(errorKey);
    expect(result.fields[field]).toMatchObject({ valid: false, errorKey });
    const others = Object.entries(result.fields).filter(([name]) => name !== field);
    expect(others.every(([, other]) => other.valid)).toBe(true);
  });

  it('an untouched form is empty and reports the first field', () => {
    const result = validateBacsForm({});
    expect(result).toMatchObject({ valid: false, empty: true, errorKey: 'bacs.accountHolderName.invalid' });
  });
});

describe('ACH', () => {
  it('is offered in the US and Puerto Rico', () => {
    expect(ACH_COUNTRIES).toEqual(['US', 'PR']);
  });

  it.each([
    ['1234', undefined],
    ['12345678901234567', undefined],
    [' 123456789 ', undefined],
    ['', 'error.va.sf-ach-num.01'],
    ['   ', 'error.va.sf-ach-num.01'],
    ['123', 'error.va.sf-ach-num.02'],
    ['123456789012345678', 'error.va.sf-ach-num.02'],
    ['1234-5678', 'ach.accountNumberField.invalid'],
  ])('validateAchAccountNumber(%j) -> %s', (value, errorKey) => {
    const result = validateAchAccountNumber(value);
    expect(result.valid).toBe(errorKey === undefined);
    expect(result.errorKey).toBe(errorKey);
  });

  it.each([
    ['011000015', undefined], // Federal Reserve Bank of Boston
    ['021000021', undefined],
    ['121000358', undefined],
    ['322271627', undefined],
    ['011000016', 'ach.accountLocationField.invalid'], // checksum off by one
    ['131000005', 'ach.accountLocationField.invalid'], // checksum fine, 13 is no routing symbol
    ['501000004', 'ach.accountLocationField.invalid'], // nor is 50
    ['000000000', 'ach.accountLocationField.invalid'],
    ['', 'error.va.sf-ach-loc.01'],
    ['01100001', 'error.va.sf-ach-loc.02'],
    ['0110000150', 'error.va.sf-ach-loc.02'],
    ['0110-0001', 'ach.accountLocationField.invalid'],
  ])('validateAchLocationId(%j) -> %s', (value, errorKey) => {
    const result = validateAchLocationId(value);
    expect(result.valid).toBe(errorKey === undefined);
    expect(result.errorKey).toBe(errorKey);
  });

  it('detects any single wrong digit of a valid routing number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const digits = Array.from('011000015', Number);
        digits[position] = ((digits[position] ?? 0) + shift) % 10;
        expect(validateAchLocationId(digits.join('')).valid).toBe(false);
      }),
    );
  });

  it.each([
    ['Ada Lovelace', true],
    ['', false],
  ])('validateAchHolderName(%j) -> %s', (value, valid) => {
    const result = validateAchHolderName(value);
    expect(result.valid).toBe(valid);
    expect(result.errorKey).toBe(valid ? undefined : 'ach.accountHolderNameField.invalid');
  });
});

describe('no validator or formatter throws', () => {
  const validators: [string, (value: unknown) => ValidationResult][] = [
    ['validateBacsAccountNumber', validateBacsAccountNumber],
    ['validateBacsLocationId', validateBacsLocationId],
    ['validateBacsHolderName', validateBacsHolderName],
    ['validateBacsForm (whole input)', (x) => validateBacsForm(x as never)],
    [
      'validateBacsForm (each field)',
      (x) =>
        validateBacsForm({
          holderName: x,
          bankAccountNumber: x,
          bankLocationId: x,
          shopperEmail: x,
          amountConsentCheckbox: x,
          accountConsentCheckbox: x,
        }),
    ],
    ['validateAchAccountNumber', validateAchAccountNumber],
    ['validateAchLocationId', validateAchLocationId],
    ['validateAchHolderName', validateAchHolderName],
  ];
  it.each(validators)('%s returns a well-formed result for any input', (_name, validate) => {
    for (const arbitrary of [...anyInput, fc.stringMatching(/^\d{0,20}$/)]) {
      fc.assert(fc.property(arbitrary, (value) => expectWellFormed(validate(value))));
    }
  });

  it.each([
    ['formatBacsLocationIdInput', formatBacsLocationIdInput, /^\d{0,6}$/],
    ['formatBacsAccountNumberInput', formatBacsAccountNumberInput, /^\d{0,8}$/],
  ] as const)('%s returns digits only, within its length, idempotently', (_name, format, shape) => {
    for (const arbitrary of [...anyInput, fc.stringMatching(/^[\d -]{0,12}$/)]) {
      fc.assert(
        fc.property(arbitrary, (typed) => {
          const once = format(typed);
          expect(once).toMatch(shape);
          expect(format(once)).toBe(once);
        }),
      );
    }
  });
});
