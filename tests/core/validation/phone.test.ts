import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ValidationResult } from '../../../headless/core/validation/result';
import {
  DEFAULT_PHONE_PREFIX,
  buildPhoneNumber,
  formatVoucherTelephoneInput,
  validateBlikCode,
  validatePhone,
  validateQiwiTelephoneNumber,
  validateVoucherTelephoneNumber,
} from '../../../headless/core/validation/phone';
import { anyInput, expectWellFormed } from './support';

describe('validatePhone', () => {
  it('defaults the prefix to +351', () => {
    expect(DEFAULT_PHONE_PREFIX).toBe('+351');
  });

  it.each([
    ['+351', '912345678', true],
    ['+351', '922345678', true],
    ['+351', '932345678', true],
    ['+351', '962345678', true],
    ['+351', '212345678', true], // Lisbon landline
    ['+351', '812345678', false],
    ['+351', '942345678', false],
    ['+351', '21234567', false], // eight digits
    ['+351', '9123456789', false], // ten digits
    ['+351', '1234', false],
    ['351', '912345678', true],
    ['00351', '912345678', true],
    ['+31', '612345678', true],
    ['+31', '1234', true],
    ['+31', '123', false], // fewer than 4 digits
    ['+31', '6123 4567', false], // digits only
    ['+31', '+31612345678', false],
    ['+31', '', false],
  ])('prefix %j, number %j -> %s', (prefix, number, valid) => {
    const result = validatePhone({ prefix, number });
    expect(result.valid).toBe(valid);
    expect(result.fields.prefix.valid).toBe(true);
    expect(result.fields.number.valid).toBe(valid);
    expect(result.fields.number.errorKey).toBe(valid ? undefined : 'invalidPhoneNumber');
    expect(result.errorKey).toBe(valid ? undefined : 'invalidPhoneNumber');
  });

  it('MB Way reports its own key', () => {
    const result = validatePhone(
      { prefix: '+351', number: '812345678' },
      { errorKey: 'mobileNumber.invalid' },
    );
    expect(result.fields.number.errorKey).toBe('mobileNumber.invalid');
    expect(result.errorKey).toBe('mobileNumber.invalid');
  });

  it.each([
    ['', true, false, 'invalidCountryCode'],
    [undefined, true, false, 'invalidCountryCode'],
    ['+', true, false, 'invalidCountryCode'],
    ['+12345', true, false, 'invalidCountryCode'],
    ['abc', true, false, 'invalidCountryCode'],
    ['', false, true, undefined],
    [undefined, false, true, undefined],
    ['abc', false, false, 'invalidCountryCode'], // a prefix that is given must still be a dial code
  ])('prefix %j with prefixRequired %s -> prefix valid %s', (prefix, prefixRequired, valid, errorKey) => {
    const result = validatePhone({ prefix, number: '612345678' }, { prefixRequired });
    expect(result.fields.prefix.valid).toBe(valid);
    expect(result.fields.prefix.errorKey).toBe(errorKey);
    expect(result.valid).toBe(valid);
    expect(result.errorKey).toBe(errorKey);
  });

  it('an offered prefix list makes other dial codes unknown', () => {
    const prefixes = ['+351', '+34'];
    expect(validatePhone({ prefix: '+34', number: '612345678' }, { prefixes }).valid).toBe(true);
    expect(validatePhone({ prefix: '+31', number: '612345678' }, { prefixes }).fields.prefix.errorKey).toBe(
      'invalidCountryCode',
    );
  });

  it('reports the prefix first and each field separately', () => {
    const result = validatePhone({ prefix: '', number: '12' });
    expect(result.errorKey).toBe('invalidCountryCode');
    expect(result.fields.number.errorKey).toBe('invalidPhoneNumber');
  });

  it('is empty only when both fields are', () => {
    expect(validatePhone({}, { prefixRequired: false }).empty).toBe(true);
    expect(validatePhone({ prefix: '+351' }).empty).toBe(false);
  });

  it('accepts every Portuguese mobile number', () => {
    fc.assert(
      fc.property(fc.constantFrom('91', '92', '93', '96'), fc.stringMatching(/^\d{7}$/), (start, rest) => {
        expect(validatePhone({ prefix: '+351', number: start + rest }).valid).toBe(true);
      }),
    );
  });
});

describe('buildPhoneNumber', () => {
  it.each([
    ['+351', '912345678', '+351912345678'],
    [' +351 ', ' 912 345 678 ', '+351912345678'],
    ['351', '912345678', '+351912345678'],
    ['00351', '912345678', '+351912345678'],
    ['', '912345678', '912345678'],
    [undefined, undefined, ''],
  ])('(%j, %j) -> %j', (prefix, number, expected) => {
    expect(buildPhoneNumber(prefix, number)).toBe(expected);
  });
});

describe('validateQiwiTelephoneNumber', () => {
  it.each([
    ['1234567', true],
    ['9123456789', true],
    ['123456', false],
    ['  123456  ', false],
    ['', false],
  ])('%j -> %s', (value, valid) => {
    const result = validateQiwiTelephoneNumber(value);
    expect(result.valid).toBe(valid);
    expect(result.errorKey).toBe(valid ? undefined : 'mobileNumber.invalid');
  });
});

describe('voucher (econtext) telephone', () => {
  it.each([
    ['0312345678', '0312345678'],
    ['09012345678', '09012345678'],
    ['090123456789', '09012345678'], // 12 digits typed: cut to 11
    ['090-1234-5678', '09012345678'],
    ['abc', ''],
  ])('formatVoucherTelephoneInput(%j) -> %j', (typed, expected) => {
    expect(formatVoucherTelephoneInput(typed)).toBe(expected);
  });

  it.each([
    ['0312345678', true], // 10 digits
    ['09012345678', true], // 11 digits
    ['031234567', false], // 9 digits
    ['090123456789', false], // 12 digits
    ['090-1234-567', false],
    ['', false],
  ])('validateVoucherTelephoneNumber(%j) -> %s', (value, valid) => {
    const result = validateVoucherTelephoneNumber(value);
    expect(result.valid).toBe(valid);
    expect(result.errorKey).toBe(valid ? undefined : 'voucher.econtext.telephoneNumber.invalid');
  });

  it('the formatter returns digits only, at most 11, and is idempotent', () => {
    for (const arbitrary of [...anyInput, fc.stringMatching(/^[\d -]{0,20}$/)]) {
      fc.assert(
        fc.property(arbitrary, (typed) => {
          const once = formatVoucherTelephoneInput(typed);
          expect(once).toMatch(/^\d{0,11}$/);
          expect(formatVoucherTelephoneInput(once)).toBe(once);
        }),
      );
    }
  });
});

describe('validateBlikCode', () => {
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['123 456', false],
    ['', false],
  ])('%j -> %s', (value, valid) => {
    const result = validateBlikCode(value);
    expect(result.valid).toBe(valid);
    expect(result.errorKey).toBe(valid ? undefined : 'blik.invalid');
  });
});

describe('no validator throws', () => {
  const validators: [string, (value: unknown) => ValidationResult][] = [
    ['validatePhone (number)', (x) => validatePhone({ prefix: '+351', number: x })],
    ['validatePhone (prefix)', (x) => validatePhone({ prefix: x, number: '912345678' })],
    ['validatePhone (whole input)', (x) => validatePhone(x as never)],
    ['validatePhone (options)', (x) => validatePhone({ prefix: '+1', number: '1234' }, x as never)],
    ['validateQiwiTelephoneNumber', validateQiwiTelephoneNumber],
    ['validateVoucherTelephoneNumber', validateVoucherTelephoneNumber],
    ['validateBlikCode', validateBlikCode],
  ];
  it.each(validators)('%s returns a well-formed result for any input', (_name, validate) => {
    for (const arbitrary of anyInput) {
      fc.assert(fc.property(arbitrary, (value) => expectWellFormed(validate(value))));
    }
  });

  it('buildPhoneNumber returns a string for any input', () => {
    for (const arbitrary of anyInput) {
      fc.assert(
        fc.property(arbitrary, arbitrary, (p, n) => {
          expect(typeof buildPhoneNumber(p, n)).toBe('string');
        }),
      );
    }
  });
});
