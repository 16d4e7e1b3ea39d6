// Pix (spec sections 2, 3 and 5): first name, last name and CPF/CNPJ (checked and masked), the
// payload exactly as spec section 3, 'Continue to Pix', no request for bad input.
import { describe, expect, it } from 'vitest';
import { getQrInstructionsKey, isFieldErrorShown, loadPaymentMethod } from 'headless-checkout/core';
import { methodHarness } from './phone-method-harness';

const definition = await loadPaymentMethod('pix');
const setup = (options = {}) =>
  methodHarness(definition, { type: 'pix', ...options }, { amount: { value: 5000, currency: 'BRL' } });

describe('Pix', () => {
  it('asks the first name, the last name and the CPF/CNPJ, all required', async () => {
    const { state, submit, sent } = setup();
    expect(state().order).toEqual(['firstName', 'lastName', 'socialSecurityNumber']);
    await submit();
    expect(sent).toEqual([]);
    expect(state().fields.firstName!.errorKey).toBe('firstName.invalid');
    expect(state().fields.lastName!.errorKey).toBe('lastName.invalid');
    expect(state().fields.socialSecurityNumber!.errorKey).toBe('boleto.socialSecurityNumber.invalid');
    for (const field of ['firstName', 'lastName', 'socialSecurityNumber'])
      expect(isFieldErrorShown(state(), field)).toBe(true);
  });

  it.each([
    ['52998224725', '529.982.247-25', null], // a CPF
    ['11222333000181', '11.222.333/0001-81', null], // a CNPJ
    ['52998224724', '529.982.247-24', 'boleto.socialSecurityNumber.invalid'], // check digit
    ['11111111111', '111.111.111-11', 'boleto.socialSecurityNumber.invalid'], // one digit repeated
    ['5299822', '529.982.2', 'boleto.socialSecurityNumber.invalid'], // too short
  ])('CPF/CNPJ %j shows as %j: error %s', (typed, shown, errorKey) => {
    const { state, type } = setup();
    type('socialSecurityNumber', typed);
    expect(state().fields.socialSecurityNumber!.value).toBe(shown);
    expect(state().fields.socialSecurityNumber!.errorKey).toBe(errorKey);
  });

  it("sends shopperName and the CPF/CNPJ's digits (spec section 3), and reads 'Continue to Pix'", async () => {
    const { type, submit, sent, button } = setup();
    expect(button()).toEqual({ key: 'continueTo', name: 'Pix' });
    type('firstName', ' João ');
    type('lastName', 'Silva');
    type('socialSecurityNumber', '529.982.247-25');
    await submit();
    expect(sent).toEqual([
      {
        paymentMethod: { type: 'pix' },
        shopperName: { firstName: 'João', lastName: 'Silva' },
        socialSecurityNumber: '52998224725',
      },
    ]);
  });

  it('asks nothing when the merchant does not require the details', async () => {
    const { state, submit, sent } = setup({ personalDetailsRequired: false });
    expect(state().valid).toBe(true);
    expect(definition.layout!(state())).toEqual([]);
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type: 'pix' } }]);
  });

  it("shows Pix's instructions on its QR code", () => {
    expect(getQrInstructionsKey('pix')).toBe('pix.instructions');
  });
});
