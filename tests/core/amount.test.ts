import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, getMinorUnitDivisor, toMajorUnits, toMinorUnits } from 'headless-checkout/core';

describe('getMinorUnitDivisor', () => {
  it.each([
    ['IDR', 1],
    ['JPY', 1],
    ['KRW', 1],
    ['VND', 1],
    ['CLP', 1],
    ['ISK', 1],
    ['XOF', 1],
    ['MRO', 10],
    ['BHD', 1000],
    ['IQD', 1000],
    ['JOD', 1000],
    ['KWD', 1000],
    ['OMR', 1000],
    ['LYD', 1000],
    ['TND', 1000],
    ['EUR', 100],
    ['USD', 100],
    ['GBP', 100],
    ['BRL', 100],
    ['jpy', 1],
    ['', 100],
  ])('%s -> %i', (currency, divisor) => {
    expect(getMinorUnitDivisor(currency)).toBe(divisor);
  });
});

describe('formatAmount', () => {
  it.each([
    [{ value: 1999, currency: 'EUR' }, 'en-US', '€19.99'],
    [{ value: 1999, currency: 'EUR' }, 'de-DE', '19,99\u00a0€'],
    [{ value: 1000, currency: 'JPY' }, 'ja-JP', '￥1,000'],
    [{ value: 1000, currency: 'JPY' }, 'en-US', '¥1,000'],
    [{ value: 1234, currency: 'KWD' }, 'en-US', 'KWD\u00a01.234'],
    [{ value: 0, currency: 'USD' }, 'en-US', '$0.00'],
    [{ value: 100000, currency: 'BRL' }, 'pt-BR', 'R$\u00a01.000,00'],
  ])('%o in %s', (amount, locale, expected) => {
    expect(formatAmount(amount, locale)).toBe(expected);
  });

  it('falls back to number and code for an unknown currency and ignores bad input', () => {
    expect(formatAmount({ value: 150, currency: 'ZZZZ' })).toBe('1.50 ZZZZ');
    expect(formatAmount({ value: Number.NaN, currency: 'EUR' })).toBe('');
    expect(formatAmount(null as never)).toBe('');
  });

  it('never throws for arbitrary values and currencies', () => {
    fc.assert(
      fc.property(fc.integer(), fc.string(), fc.string(), (value, currency, locale) => {
        expect(typeof formatAmount({ value, currency }, locale || 'en-US')).toBe('string');
      }),
    );
  });

  it('converts between major and minor units', () => {
    expect(toMajorUnits({ value: 1999, currency: 'EUR' })).toBe(19.99);
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(1.234, 'KWD')).toBe(1234);
    expect(toMinorUnits(500, 'JPY')).toBe(500);
  });
});
