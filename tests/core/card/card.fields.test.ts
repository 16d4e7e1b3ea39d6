// The card form's fields beyond number, expiry and security code (billing address, Korean and
// Brazilian identity fields) and the formatting of direct-mode inputs: what the shopper sees
// checked and shaped as they type.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  billingAddressSchemaOf,
  createCardMachine,
  formatCardFieldInput,
  loadTaxIdsPart,
  visibilityOf,
  type CardOptions,
} from 'headless-checkout/core';

// The tax numbers' checks are an optional part of the form, loaded after start when shown
// (tests/core/card/card-parts.test.ts); these machines run unstarted, with the part at hand.
beforeAll(() => loadTaxIdsPart());

function setup(options: CardOptions) {
  return createCardMachine(options, {
    now: () => Date.UTC(2026, 10, 22),
    encrypt: async (field, value) => `enc(${field}:${value})`,
    lookupBin: () => new Promise(() => {}),
    submit: vi.fn(async () => ({ resultCode: 'Authorised' })),
    environment: () => ({}),
  });
}

describe('card form: billing address and local identity fields', () => {
  it('billing address: the country schema once its part has loaded; the form is valid only with a valid address', async () => {
    const machine = setup({
      mode: 'direct',
      billingAddressMode: 'partial',
      billingAddress: { country: 'NL' },
    });
    expect(visibilityOf(machine.getSnapshot()).billingAddress).toBe(true);
    // The address's part loads after start (tests/core/card/billing-address-part.test.ts).
    machine.start();
    await vi.waitFor(() => expect(machine.getSnapshot().extra.billingAddress).toBe('ready'));
    const schema = billingAddressSchemaOf(machine.getSnapshot());
    expect(schema?.fields.map((field) => field.name)).toEqual(['postalCode', 'country']);
    for (const [field, value] of [
      ['cardNumber', '4111 1111 1111 1111'],
      ['expiryDate', '03/30'],
      ['securityCode', '737'],
    ] as const)
      machine.send({ type: 'field.changed', field, value });
    machine.send({ type: 'field.changed', field: 'billingAddress.postalCode', value: '1012' });
    expect(machine.getSnapshot().fields['billingAddress.postalCode']!.errorKey).toBe(
      'postalCode.invalidFormat',
    );
    expect(machine.getSnapshot().valid).toBe(false);
    machine.send({ type: 'field.changed', field: 'billingAddress.postalCode', value: '1012 LG' });
    expect(machine.getSnapshot().fields['billingAddress.postalCode']!.errorKey).toBeNull();
    expect(machine.getSnapshot().valid).toBe(true);
  });

  it('Korean fields (mode show): the tax number is checked as it is typed', () => {
    const machine = setup({ koreanAuthentication: { required: true, mode: 'show' } });
    machine.send({ type: 'field.changed', field: 'taxNumber', value: '12345' });
    expect(machine.getSnapshot().fields.taxNumber!.errorKey).toBe('creditCard.taxNumber.invalid');
    machine.send({ type: 'field.changed', field: 'taxNumber', value: '900101' });
    expect(machine.getSnapshot().fields.taxNumber!.errorKey).toBeNull();
  });

  it('Brazilian social security number: shown when the bin lookup asks, a valid CPF accepted', () => {
    const machine = setup({});
    machine.send({ type: 'binLookup.requested', requestId: 'bin-1' });
    machine.send({
      type: 'binLookup.settled',
      outcome: {
        type: 'resolved',
        result: {
          requestId: 'bin-1',
          brands: [{ brand: 'visa', supported: true }],
          issuingCountryCode: 'br',
          showSocialSecurityNumber: true,
        },
      },
    });
    expect(visibilityOf(machine.getSnapshot()).socialSecurityNumber).toBe(true);
    machine.send({ type: 'field.changed', field: 'socialSecurityNumber', value: '123.456.789-09' });
    expect(machine.getSnapshot().fields.socialSecurityNumber!.errorKey).toBeNull();
  });
});

describe('formatCardFieldInput (direct mode)', () => {
  it("groups a number as its brand prints it, at most the brand's longest length", () => {
    expect(formatCardFieldInput('cardNumber', '4111111111111111', null)).toBe('4111 1111 1111 1111');
    expect(formatCardFieldInput('cardNumber', '370000000000002', null)).toBe('3700 000000 00002');
    expect(formatCardFieldInput('cardNumber', '370000000000002', 'amex')).toBe('3700 000000 00002');
    expect(formatCardFieldInput('cardNumber', '4'.repeat(25), null)).toBe('4444 4444 4444 4444 444');
  });

  it('shapes a social security number as a CPF', () => {
    expect(formatCardFieldInput('socialSecurityNumber', '12345678909', null)).toBe('123.456.789-09');
    expect(formatCardFieldInput('socialSecurityNumber', '123.456.789-09', null)).toBe('123.456.789-09');
  });
});
