// TWINT (spec sections 2 and 3): a new TWINT continues in TWINT's app ('Continue to TWINT'); a
// stored one pays at once ('Pay {amount}') and is named 'TWINT' plus the saved label.
import { describe, expect, it } from 'vitest';
import { loadPaymentMethod } from 'headless-checkout/core';
import { methodHarness } from './phone-method-harness';

const definition = await loadPaymentMethod('twint');
const CHF = { value: 4200, currency: 'CHF' };
const setup = (options = {}) =>
  methodHarness(
    definition,
    { type: 'twint', ...options },
    { amount: CHF, paymentMethod: { type: 'twint', name: 'TWINT' } },
  );

describe('TWINT', () => {
  it("a new TWINT: no field, 'Continue to TWINT', sends the type and the return URL", async () => {
    const { state, submit, sent, button } = setup({ returnUrl: 'https://shop.example/return' });
    expect(state().valid).toBe(true);
    expect(button()).toEqual({ key: 'continueTo', name: 'TWINT' });
    expect(definition.labelMessage!(state())).toBeUndefined();
    expect(definition.label(state().options, state().context)).toBe('TWINT');
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type: 'twint' }, returnUrl: 'https://shop.example/return' }]);
  });

  it("a stored TWINT: named 'TWINT' plus the saved label, 'Pay {amount}', sends its id", async () => {
    const { state, submit, sent, button } = setup({ storedPaymentMethodId: '8816038796685872' });
    expect(definition.labelMessage!(state())).toEqual({ key: 'twint.saved', name: 'TWINT' });
    expect(button()).toEqual({ key: 'payButton.withAmount', amount: CHF });
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type: 'twint', storedPaymentMethodId: '8816038796685872' } }]);
  });

  it('refuses wrong options', () => {
    expect(() => setup({ storedPaymentMethodId: 7 })).toThrow(/Invalid twint options/);
  });
});
