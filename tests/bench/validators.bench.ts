// `npm run bench`: throughput of the validation toolkit (operations per second per validator).
// Figures to read, not timed assertions.
import { bench, describe } from 'vitest';
import { formatAmount } from 'headless-checkout/core';
import {
  detectCardBrand,
  formatCardNumber,
  formatDateInput,
  formatSocialSecurityNumber,
  luhnCheck,
  validateCardNumber,
  validateDateOfBirth,
  validateEmail,
  validateExpiryDate,
  validateIban,
  validatePhone,
  validatePostalCode,
  validateSecurityCode,
  validateSocialSecurityNumber,
} from 'headless-checkout/validation';

const now = new Date(2026, 10, 22);

describe('cards', () => {
  bench('detectCardBrand (6 numbers)', () => {
    for (const number of [
      '4111111111111111',
      '5555555555554444',
      '370000000000002',
      '6703444444444449',
      '5066991111111118',
      '6250946000000016',
    ]) {
      detectCardBrand(number);
    }
  });
  bench('validateCardNumber visa 16', () => {
    validateCardNumber('4111 1111 1111 1111');
  });
  bench('luhnCheck 19 digits', () => {
    luhnCheck('6250946000000016123');
  });
  bench('validateExpiryDate', () => {
    validateExpiryDate('03/30', { now });
  });
  bench('validateSecurityCode amex', () => {
    validateSecurityCode('1234', { brand: 'amex' });
  });
  bench('formatCardNumber amex', () => {
    formatCardNumber('370000000000002', 'amex');
  });
});

describe('bank accounts and addresses', () => {
  bench('validateIban DE', () => {
    validateIban('DE89 3704 0044 0532 0130 00');
  });
  bench('validateIban GB (invalid checksum)', () => {
    validateIban('GB28NWBK60161331926819');
  });
  bench('validatePostalCode GB', () => {
    validatePostalCode('GB', 'SW1A 1AA');
  });
  bench('validatePostalCode NL', () => {
    validatePostalCode('NL', '1012 AB');
  });
});

describe('personal data', () => {
  bench('validateDateOfBirth', () => {
    validateDateOfBirth('29/02/2000', { now });
  });
  bench('formatDateInput', () => {
    formatDateInput('3104199');
  });
  bench('validateEmail', () => {
    validateEmail('shopper.name+tag@example.co.uk');
  });
  bench('validatePhone +351', () => {
    validatePhone({ prefix: '+351', number: '912345678' });
  });
  bench('validateSocialSecurityNumber CNPJ', () => {
    validateSocialSecurityNumber('11.222.333/0001-81');
  });
  bench('formatSocialSecurityNumber CPF', () => {
    formatSocialSecurityNumber('52998224725');
  });
  bench('formatAmount de-DE', () => {
    formatAmount({ value: 123456, currency: 'EUR' }, 'de-DE');
  });
});
