// MB Way and QIWI Wallet (spec sections 2, 3, 5 and 9): the prefix dropdown and the number, every
// rule and message key, the payloads exactly as spec section 3, the buttons, and no request for
// bad input.
import { describe, expect, it } from 'vitest';
import { isFieldErrorShown, loadPaymentMethod, type LayoutField } from 'headless-checkout/core';
import { methodHarness } from './phone-method-harness';

const definition = await loadPaymentMethod('mbway');

describe('MB Way', () => {
  const setup = (options = {}, context = {}) =>
    methodHarness(definition, { type: 'mbway', ...options }, context);

  it('starts at +351 (spec section 9) and asks the prefix, then the number', () => {
    const { state } = setup({}, { countryCode: 'ES' });
    expect(state().fields.phonePrefix!.value).toBe('+351');
    expect(state().order).toEqual(['phonePrefix', 'phoneNumber']);
    expect(state().valid).toBe(false);
  });

  it.each([
    ['+351', '912345678', null], // mobile 91
    ['+351', '921234567', null], // mobile 92
    ['+351', '931234567', null], // mobile 93
    ['+351', '961234567', null], // mobile 96
    ['+351', '212345678', null], // landline 2
    ['+351', '941234567', 'mobileNumber.invalid'], // 94 is no Portuguese number
    ['+351', '91234567', 'mobileNumber.invalid'], // eight digits
    ['+351', '9123456789', 'mobileNumber.invalid'], // ten digits
    ['+351', '', 'mobileNumber.invalid'], // required
    ['+351', '91234a678', 'mobileNumber.invalid'], // digits only
    ['+34', '1234', null], // elsewhere: digits, at least 4
    ['+34', '123', 'mobileNumber.invalid'],
    ['+44', '07700 900123', null], // the spaces typed are dropped
  ])('prefix %s, number %j: error %s', (prefix, number, errorKey) => {
    const { state, type } = setup();
    type('phonePrefix', prefix);
    type('phoneNumber', number);
    expect(state().fields.phoneNumber!.errorKey).toBe(errorKey);
    expect(state().valid).toBe(errorKey === null);
  });

  it('checks the number again when the prefix changes (the Portuguese pattern holds for +351 only)', () => {
    const { state, type } = setup();
    type('phoneNumber', '1234');
    expect(state().fields.phoneNumber!.errorKey).toBe('mobileNumber.invalid');
    type('phonePrefix', '+34');
    expect(state().fields.phoneNumber!.errorKey).toBeNull();
  });

  it.each([
    ['', 'invalidCountryCode'],
    ['+999', 'invalidCountryCode'], // not a prefix of the list
    ['351', null], // the same dial code without its plus
  ])('prefix %j: error %s', (prefix, errorKey) => {
    const { state, type } = setup();
    type('phonePrefix', prefix);
    expect(state().fields.phonePrefix!.errorKey).toBe(errorKey);
  });

  it('shows the number error after blur or submit, and sends nothing while invalid', async () => {
    const { state, machine, submit, sent } = setup();
    machine.send({ type: 'field.changed', field: 'phoneNumber', value: '91' });
    expect(isFieldErrorShown(state(), 'phoneNumber')).toBe(false);
    await submit();
    expect(isFieldErrorShown(state(), 'phoneNumber')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('sends the prefix plus the number as telephoneNumber (spec section 3), once', async () => {
    const { type, submit, sent, state } = setup();
    type('phoneNumber', '912 345 678');
    await submit();
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type: 'mbway', telephoneNumber: '+351912345678' } }]);
    expect(state().payment.status).toBe('success');
  });

  it("reads 'Confirm purchase' (spec section 2) and lays out a prefix dropdown beside the number", () => {
    const { button, state } = setup();
    expect(button()).toEqual({ key: 'confirmPurchase' });
    const [section] = definition.layout!(state());
    const [prefix, number] = section!.rows[0]! as LayoutField[];
    expect(prefix).toMatchObject({ field: 'phonePrefix', kind: 'select', labelKey: 'telephonePrefix' });
    expect(prefix!.options![0]).toEqual({ value: '+351', label: '+351 (PT)' });
    expect(number).toMatchObject({ field: 'phoneNumber', kind: 'tel', labelKey: 'mobileNumber' });
  });

  it('takes the merchant prefixes and values, and refuses wrong options', () => {
    const { state } = setup({
      prefixes: [{ id: '+34', name: 'Spain', code: 'ES' }],
      data: { phoneNumber: '612345678' },
    });
    expect(state().fields.phonePrefix!.value).toBe('+34');
    expect(state().valid).toBe(true);
    expect(() => setup({ prefixes: [] })).toThrow(/Invalid mbway options/);
    expect(() => setup({ prefixes: [{ id: '351', name: 'Portugal', code: 'PT' }] })).toThrow(
      /IMPLEMENTATION_ERROR|Invalid mbway options/,
    );
  });
});

describe('QIWI Wallet', () => {
  const setup = (options = {}, context = {}) =>
    methodHarness(definition, { type: 'qiwiwallet', ...options }, context);

  it('offers the 25 countries of spec section 9, Russia first, and starts at the checkout country', () => {
    const { state } = setup();
    const options = definition.layout!(state())[0]!.rows[0]![0]!.options!;
    expect(options).toHaveLength(25);
    expect(options[0]).toEqual({ value: '+7', label: '+7 (RU)' });
    expect(state().fields.phonePrefix!.value).toBe('+7');
    expect(setup({}, { countryCode: 'kz' }).state().fields.phonePrefix!.value).toBe('+77');
    expect(setup({}, { countryCode: 'NL' }).state().fields.phonePrefix!.value).toBe('+7');
  });

  it.each([
    ['1234567', null],
    ['9123456789', null],
    ['123456', 'mobileNumber.invalid'],
    ['', 'mobileNumber.invalid'],
    ['  12345  ', 'mobileNumber.invalid'], // trimmed
  ])('number %j: error %s (at least 7 characters)', (number, errorKey) => {
    const { state, type } = setup();
    type('phoneNumber', number);
    expect(state().fields.phoneNumber!.errorKey).toBe(errorKey);
  });

  it('refuses a prefix outside its list', () => {
    const { state, type } = setup();
    type('phonePrefix', '+351');
    expect(state().fields.phonePrefix!.errorKey).toBe('invalidCountryCode');
    expect(state().valid).toBe(false);
  });

  it('sends the prefix and the number in their own fields, with the return URL (spec section 3)', async () => {
    const { type, submit, sent, button } = setup({ returnUrl: 'https://shop.example/return' });
    type('phonePrefix', '+380');
    type('phoneNumber', '501234567');
    expect(button()).toEqual({ key: 'payButton.withAmount', amount: { value: 1000, currency: 'EUR' } });
    await submit();
    expect(sent).toEqual([
      {
        paymentMethod: {
          type: 'qiwiwallet',
          'qiwiwallet.telephoneNumberPrefix': '+380',
          'qiwiwallet.telephoneNumber': '501234567',
        },
        returnUrl: 'https://shop.example/return',
      },
    ]);
  });

  it('sends nothing for a short number', async () => {
    const { type, submit, sent, state } = setup();
    type('phoneNumber', '12345');
    await submit();
    expect(sent).toEqual([]);
    expect(isFieldErrorShown(state(), 'phoneNumber')).toBe(true);
  });
});
