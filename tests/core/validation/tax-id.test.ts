import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ValidationResult } from '../../../headless/core/validation/result';
import {
  formatSocialSecurityNumber,
  validateKoreanTaxNumber,
  validateSocialSecurityNumber,
} from '../../../headless/core/validation/tax-id';
import { anyInput, expectWellFormed } from './support';

describe('validateSocialSecurityNumber (CPF / CNPJ)', () => {
  it.each([
    ['529.982.247-25', 'cpf'],
    ['52998224725', 'cpf'],
    ['111.444.777-35', 'cpf'],
    ['123.456.789-09', 'cpf'],
    [' 529.982.247-25 ', 'cpf'],
    ['11.222.333/0001-81', 'cnpj'],
    ['11222333000181', 'cnpj'],
    ['11.444.777/0001-61', 'cnpj'],
  ])('%j is a valid %s', (value, kind) => {
    expect(validateSocialSecurityNumber(value)).toEqual({ valid: true, empty: false, kind });
  });

  it.each([
    ['529.982.247-26', 'cpf'], // second check digit off by one
    ['529.982.247-35', 'cpf'], // first check digit off by one
    ['629.982.247-25', 'cpf'], // a body digit off by one
    ['000.000.000-00', 'cpf'], // repeated digits pass the arithmetic but are never issued
    ['111.111.111-11', 'cpf'],
    ['999.999.999-99', 'cpf'],
    ['11.222.333/0001-82', 'cnpj'],
    ['11.222.333/0001-91', 'cnpj'],
    ['12.222.333/0001-81', 'cnpj'],
    ['00.000.000/0000-00', 'cnpj'],
    ['11.111.111/1111-11', 'cnpj'],
    ['529.982.247', null], // incomplete
    ['5299822472', null], // 10 digits
    ['529982247251', null], // 12 digits
    ['112223330001811', null], // 15 digits
    ['529.982.247-2a', null],
    ['529.982.247-25 extra', null],
    ['5 2 9 . 9 8 2 . 2 4 7 - 2 5', 'cpf'], // more than 18 characters
    ['', null],
  ])('%j is invalid (kind %s)', (value, kind) => {
    const result = validateSocialSecurityNumber(value);
    expect(result).toMatchObject({ valid: false, errorKey: 'boleto.socialSecurityNumber.invalid', kind });
  });

  it('a blank value is empty', () => {
    expect(validateSocialSecurityNumber('  ').empty).toBe(true);
    expect(validateSocialSecurityNumber(undefined).empty).toBe(true);
  });
});

describe('formatSocialSecurityNumber', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['112223330001', '11.222.333/0001'], // a 12th digit switches to the CNPJ mask
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
    ['112223330001819', '11.222.333/0001-81'], // a 15th digit is dropped
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['abc 529-982', '529.982'],
  ])('%j -> %j', (typed, expected) => {
    expect(formatSocialSecurityNumber(typed)).toBe(expected);
    expect(formatSocialSecurityNumber(expected)).toBe(expected);
  });

  it('returns at most 18 characters, is idempotent and keeps every typed digit up to 14', () => {
    for (const arbitrary of [...anyInput, fc.stringMatching(/^[\d./ -]{0,24}$/)]) {
      fc.assert(
        fc.property(arbitrary, (typed) => {
          const once = formatSocialSecurityNumber(typed);
          expect(typeof once).toBe('string');
          expect(once.length).toBeLessThanOrEqual(18);
          expect(formatSocialSecurityNumber(once)).toBe(once);
          const text = typeof typed === 'string' || typeof typed === 'number' ? String(typed) : '';
          const digits = text.replace(/\D/g, '');
          expect(once.replace(/\D/g, '')).toBe(digits.slice(0, 14));
        }),
      );
    }
  });

  it('a complete mask of a valid id validates', () => {
    expect(validateSocialSecurityNumber(formatSocialSecurityNumber('52998224725')).valid).toBe(true);
    expect(validateSocialSecurityNumber(formatSocialSecurityNumber('11222333000181')).valid).toBe(true);
  });
});

describe('validateKoreanTaxNumber', () => {
  it.each([
    ['900101', true, 'birthDate'],
    ['851231', true, 'birthDate'],
    ['000229', true, 'birthDate'], // 2000 was a leap year
    ['960229', true, 'birthDate'], // 1996 was a leap year
    ['1234567890', true, 'businessNumber'],
    ['0123456789', true, 'businessNumber'],
    [' 900101 ', true, 'birthDate'],
    ['901301', false, 'birthDate'], // month 13
    ['900001', false, 'birthDate'], // month 00
    ['900100', false, 'birthDate'], // day 00
    ['900431', false, 'birthDate'], // 31 April
    ['010229', false, 'birthDate'], // neither 1901 nor 2001 is a leap year
    ['12345', false, null],
    ['1234567', false, null],
    ['12345678901', false, null],
    ['123-45-67890', false, null],
    ['90010a', false, null],
    ['', false, null],
  ])('%j -> valid %s (%s)', (value, valid, kind) => {
    const result = validateKoreanTaxNumber(value);
    expect(result.valid).toBe(valid);
    expect(result.kind).toBe(kind);
    expect(result.errorKey).toBe(valid ? undefined : 'creditCard.taxNumber.invalid');
  });
});

describe('no validator throws', () => {
  const validators: [string, (value: unknown) => ValidationResult & { kind: unknown }][] = [
    ['validateSocialSecurityNumber', validateSocialSecurityNumber],
    ['validateKoreanTaxNumber', validateKoreanTaxNumber],
  ];
  it.each(validators)('%s returns a well-formed result for any input', (_name, validate) => {
    for (const arbitrary of [...anyInput, fc.stringMatching(/^[\d./ -]{0,20}$/)]) {
      fc.assert(
        fc.property(arbitrary, (value) => {
          const result = validate(value);
          expectWellFormed(result);
          if (result.valid) expect(result.kind).not.toBeNull();
        }),
      );
    }
  });
});
