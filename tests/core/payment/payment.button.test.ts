import { describe, expect, it } from 'vitest';
import { payButtonLabelOf, type PayButtonLabelOptions } from 'headless-checkout/core';

const EUR = (value: number) => ({ value, currency: 'EUR' });

describe('payButtonLabelOf: the pay button label rules of every skin (spec section 2)', () => {
  it.each<[PayButtonLabelOptions, ReturnType<typeof payButtonLabelOf>]>([
    [
      { status: 'ready', amount: EUR(12000) },
      { key: 'payButton.withAmount', amount: EUR(12000) },
    ],
    [{ status: 'ready', amount: EUR(0) }, { key: 'payButton.saveDetails' }],
    [{ status: 'ready' }, { key: 'payButton' }],
    [
      { status: 'error', amount: EUR(500) },
      { key: 'payButton.withAmount', amount: EUR(500) },
    ],
    [{ status: 'loading', amount: EUR(500) }, { key: 'payButton.processing' }],
    [{ status: 'redirect', amount: EUR(500) }, { key: 'payButton.redirecting' }],
    [{ status: 'success', amount: EUR(500) }, { key: 'payButton.completed' }],
    [
      { status: 'ready', amount: EUR(500), continueTo: 'iDEAL' },
      { key: 'continueTo', name: 'iDEAL' },
    ],
    [
      { status: 'ready', amount: EUR(0), continueTo: 'iDEAL' },
      { key: 'preauthorizeWith', name: 'iDEAL' },
    ],
    [{ status: 'loading', amount: EUR(0), continueTo: 'iDEAL' }, { key: 'payButton.processing' }],
  ])('%j -> %j', (options, label) => {
    expect(payButtonLabelOf(options)).toEqual(label);
  });
});
