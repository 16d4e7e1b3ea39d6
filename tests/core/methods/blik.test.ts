// Blik (spec sections 2, 3, 5 and 9): the 6-digit code ('blik.invalid'), a stored Blik with no
// code, the payloads exactly as spec section 3, 'Confirm purchase', no request for bad input.
import { describe, expect, it } from 'vitest';
import { isFieldErrorShown, loadPaymentMethod } from 'headless-checkout/core';
import { methodHarness } from './phone-method-harness';

const definition = await loadPaymentMethod('blik');
const setup = (options = {}) => methodHarness(definition, { type: 'blik', ...options });

describe('Blik', () => {
  it.each([
    ['123456', '123456', null],
    ['123 456', '123456', null], // spaces dropped
    ['1234567', '123456', null], // at most 6 kept
    ['12345', '12345', 'blik.invalid'],
    ['12a456', '12a456', 'blik.invalid'],
    ['', '', 'blik.invalid'],
  ])('code %j is kept as %j: error %s', (typed, kept, errorKey) => {
    const { state, type } = setup();
    type('blikCode', typed);
    expect(state().fields.blikCode!.value).toBe(kept);
    expect(state().fields.blikCode!.errorKey).toBe(errorKey);
  });

  it('sends the code (spec section 3) once, and reads Confirm purchase', async () => {
    const { type, submit, sent, button } = setup();
    expect(button()).toEqual({ key: 'confirmPurchase' });
    type('blikCode', '777123');
    await submit();
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type: 'blik', blikCode: '777123' } }]);
  });

  it('shows blik.invalid on submit of a short code and sends nothing', async () => {
    const { type, submit, sent, state } = setup();
    type('blikCode', '123');
    await submit();
    expect(sent).toEqual([]);
    expect(isFieldErrorShown(state(), 'blikCode')).toBe(true);
    expect(state().fields.blikCode!.errorKey).toBe('blik.invalid');
  });

  it('pays a stored Blik with no code: valid at once, no field, its id sent', async () => {
    const { state, submit, sent, button } = setup({ storedPaymentMethodId: '8716038796685861' });
    expect(state().valid).toBe(true);
    expect(state().order).toEqual([]);
    expect(definition.layout!(state())).toEqual([]);
    expect(button()).toEqual({ key: 'confirmPurchase' });
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type: 'blik', storedPaymentMethodId: '8716038796685861' } }]);
  });

  it('lays the code out with its help text, and refuses wrong options', () => {
    const { state } = setup();
    expect(definition.layout!(state())[0]!.rows[0]![0]).toMatchObject({
      field: 'blikCode',
      labelKey: 'blik.code',
      hintKey: 'blik.help',
      inputMode: 'numeric',
    });
    expect(() => setup({ storedPaymentMethodId: '' })).toThrow(/Invalid blik options/);
  });
});
