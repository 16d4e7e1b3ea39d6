// The voucher family (spec sections 2, 3, 5): one definition for Boleto, Doku, econtext, Dragonpay,
// OXXO, Multibanco and the bank transfer — every rule with its message key, the copy-to-email box,
// and every payload exactly as spec section 3, through the method machine with a recording submit.
import { describe, expect, it } from 'vitest';
import {
  VOUCHER_TYPES,
  createPaymentMethodMachine,
  isFieldErrorShown,
  isVoucherType,
  loadPaymentMethod,
  payButtonLabelOf,
  type PaymentData,
  type PaymentMethodContext,
  type VoucherOptions,
  type VoucherType,
} from 'headless-checkout/core';

const definition = await loadPaymentMethod('boletobancario');
const BRL = { value: 15000, currency: 'BRL' };
const DRAGONPAY_ISSUERS = [
  { id: 'BDO', name: 'BDO Unibank' },
  { id: 'BPI', name: 'Bank of the Philippine Islands' },
  { id: 'RCBC', name: 'RCBC', disabled: true },
];

type Options = Omit<VoucherOptions, 'type'> & { type: VoucherType };

function setup(options: Options, context: Partial<PaymentMethodContext> = {}) {
  const sent: PaymentData[] = [];
  const machine = createPaymentMethodMachine(
    definition,
    options,
    {
      submit: (data) => {
        sent.push(data);
        return Promise.resolve({ resultCode: 'PresentToShopper' });
      },
    },
    { context: { paymentMethod: undefined, amount: BRL, locale: 'en-US', ...context } },
  );
  const state = () => machine.getSnapshot();
  const type = (field: string, value: string | boolean) => {
    machine.send({ type: 'field.focused', field });
    machine.send({ type: 'field.changed', field, value });
    machine.send({ type: 'field.blurred', field });
  };
  const fillAll = (values: Record<string, string | boolean>) => {
    for (const [field, value] of Object.entries(values)) type(field, value);
  };
  const shownErrors = () =>
    state()
      .order.filter((field) => isFieldErrorShown(state(), field))
      .map((field) => [field, state().fields[field]!.errorKey]);
  const layoutFields = () =>
    definition.layout!(state()).map((section) => [section.name, section.rows.flat().map((f) => f.field)]);
  const submit = async () => {
    machine.send({ type: 'submit.requested' });
    await flush();
  };
  return { machine, sent, state, type, fillAll, shownErrors, layoutFields, submit };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const BOLETO = {
  firstName: 'José',
  lastName: 'Silva',
  socialSecurityNumber: '12345678909',
  'billingAddress.street': 'Rua Funcionarios',
  'billingAddress.houseNumberOrName': '952',
  'billingAddress.postalCode': '04386-040',
  'billingAddress.city': 'São Paulo',
  'billingAddress.stateOrProvince': 'SP',
};
const BR_ADDRESS = {
  street: 'Rua Funcionarios',
  houseNumberOrName: '952',
  postalCode: '04386-040',
  city: 'São Paulo',
  stateOrProvince: 'SP',
  country: 'BR',
};

describe('the family: one definition, one load', () => {
  it('serves every voucher type of the issue from one definition', async () => {
    expect([...VOUCHER_TYPES].sort()).toEqual(
      [
        'bankTransfer_IBAN',
        'boletobancario',
        'doku_alfamart',
        'doku_indomaret',
        'dragonpay_ebanking',
        'dragonpay_otc_banking',
        'dragonpay_otc_non_banking',
        'econtext_seven_eleven',
        'econtext_stores',
        'multibanco',
        'oxxo',
      ].sort(),
    );
    for (const type of VOUCHER_TYPES) {
      expect(isVoucherType(type)).toBe(true);
      expect(await loadPaymentMethod(type)).toBe(definition);
    }
    expect(isVoucherType('ideal')).toBe(false);
  });

  it.each([
    [{ type: 'boletobancario', showEmailAddress: 'yes' }, /showEmailAddress/],
    [{ type: 'dragonpay_ebanking', issuers: [{ name: 'no id' }] }, /issuers/],
    [{ type: 'oxxo', name: '' }, /name/],
    [{ type: 'doku_alfamart', data: { firstName: 3 } }, /firstName/],
  ])('refuses wrong options with IMPLEMENTATION_ERROR: %j', (options, message) => {
    expect(() => definition.check!(options as never)).toThrow(message);
    try {
      definition.check!(options as never);
    } catch (error) {
      expect((error as { type: string }).type).toBe('IMPLEMENTATION_ERROR');
    }
  });
});

describe('fields per method (focus order and layout)', () => {
  it.each([
    [
      'boletobancario',
      [
        'firstName',
        'lastName',
        'socialSecurityNumber',
        'billingAddress.street',
        'billingAddress.houseNumberOrName',
        'billingAddress.postalCode',
        'billingAddress.city',
        'billingAddress.stateOrProvince',
        'billingAddress.country',
        'sendCopyToEmail',
      ],
    ],
    ['doku_alfamart', ['firstName', 'lastName', 'shopperEmail']],
    ['doku_indomaret', ['firstName', 'lastName', 'shopperEmail']],
    ['econtext_seven_eleven', ['firstName', 'lastName', 'telephoneNumber', 'shopperEmail']],
    ['econtext_stores', ['firstName', 'lastName', 'telephoneNumber', 'shopperEmail']],
    ['dragonpay_ebanking', ['shopperEmail', 'issuer']],
    ['dragonpay_otc_banking', ['shopperEmail', 'issuer']],
    ['dragonpay_otc_non_banking', ['shopperEmail', 'issuer']],
    ['oxxo', []],
    ['multibanco', []],
    ['bankTransfer_IBAN', ['sendCopyToEmail']],
  ] as const)('%s asks %j', (type, order) => {
    const { state, layoutFields } = setup({ type, issuers: DRAGONPAY_ISSUERS });
    expect([...state().order].sort()).toEqual([...order].sort());
    expect(
      layoutFields()
        .flatMap(([, fields]) => fields as string[])
        .sort(),
    ).toEqual([...order].sort());
  });

  it('OXXO and Multibanco have no field: valid at once, one request on submit', async () => {
    for (const type of ['oxxo', 'multibanco'] as const) {
      const { state, sent, submit } = setup({ type });
      expect(state().valid).toBe(true);
      await submit();
      expect(sent).toEqual([{ paymentMethod: { type } }]);
    }
  });

  it("Boleto's billing address is Brazil only, its country list holds Brazil alone, state a dataset of Brazil", () => {
    const { layoutFields, state, type } = setup({ type: 'boletobancario' });
    const address = definition.layout!(state()).find((section) => section.name === 'billingAddress')!;
    const country = address.rows.flat().find((field) => field.field === 'billingAddress.country')!;
    expect(country.dataset).toEqual({ name: 'countries', only: ['BR'] });
    const stateField = address.rows.flat().find((field) => field.field === 'billingAddress.stateOrProvince')!;
    expect(stateField).toMatchObject({
      kind: 'select',
      labelKey: 'state',
      dataset: { name: 'states', country: 'BR' },
    });
    expect(address.rows.flat().every((field) => !field.optional)).toBe(true);
    expect(state().fields['billingAddress.country']!.value).toBe('BR');
    type('billingAddress.country', 'PT');
    expect(state().fields['billingAddress.country']!.errorKey).toBe('invalidCountryCode');
    expect(layoutFields().map(([name]) => name)).toEqual([
      'personalDetails',
      'billingAddress',
      'sendCopyToEmail',
    ]);
  });
});

describe('rules and message keys (spec section 5)', () => {
  it.each([
    // [type, field, bad value, message key]
    ['boletobancario', 'firstName', '   ', 'firstName.invalid'],
    ['boletobancario', 'lastName', '', 'lastName.invalid'],
    ['boletobancario', 'socialSecurityNumber', '', 'boleto.socialSecurityNumber.invalid'],
    ['boletobancario', 'socialSecurityNumber', '123.456.789-00', 'boleto.socialSecurityNumber.invalid'],
    ['boletobancario', 'socialSecurityNumber', '111.111.111-11', 'boleto.socialSecurityNumber.invalid'],
    ['boletobancario', 'billingAddress.street', '', 'street.invalid'],
    ['boletobancario', 'billingAddress.houseNumberOrName', '', 'houseNumberOrName.invalid'],
    ['boletobancario', 'billingAddress.city', '', 'city.invalid'],
    ['boletobancario', 'billingAddress.stateOrProvince', '', 'stateOrProvince.invalid'],
    ['boletobancario', 'billingAddress.postalCode', '', 'postalCode.invalid'],
    ['boletobancario', 'billingAddress.postalCode', '1234', 'postalCode.invalidFormat'],
    ['doku_alfamart', 'firstName', '', 'firstName.invalid'],
    ['doku_indomaret', 'lastName', '', 'lastName.invalid'],
    ['doku_alfamart', 'shopperEmail', '', 'shopperEmail.invalid'],
    ['doku_indomaret', 'shopperEmail', 'not-an-email', 'shopperEmail.invalid'],
    ['econtext_seven_eleven', 'telephoneNumber', '', 'voucher.econtext.telephoneNumber.invalid'],
    ['econtext_seven_eleven', 'telephoneNumber', '123456789', 'voucher.econtext.telephoneNumber.invalid'],
    ['econtext_stores', 'telephoneNumber', '03-1234', 'voucher.econtext.telephoneNumber.invalid'],
    ['econtext_stores', 'shopperEmail', 'taro@', 'shopperEmail.invalid'],
    ['econtext_stores', 'firstName', '', 'firstName.invalid'],
    ['dragonpay_ebanking', 'shopperEmail', '', 'shopperEmail.invalid'],
    ['dragonpay_otc_banking', 'issuer', '', 'issuerList.invalid'],
    ['dragonpay_otc_non_banking', 'shopperEmail', 'juan@@example.ph', 'shopperEmail.invalid'],
  ] as const)('%s: %s %j is %s', (methodType, field, value, key) => {
    const { state, type } = setup({ type: methodType, issuers: DRAGONPAY_ISSUERS });
    type(field, value);
    expect(state().fields[field]!.errorKey).toBe(key);
  });

  it.each([
    ['boletobancario', 'socialSecurityNumber', '12345678909', '123.456.789-09'],
    ['boletobancario', 'socialSecurityNumber', '11222333000181', '11.222.333/0001-81'],
    ['econtext_seven_eleven', 'telephoneNumber', '0312345678', '0312345678'],
    ['econtext_stores', 'telephoneNumber', '09012345678', '09012345678'],
    ['doku_alfamart', 'shopperEmail', 'budi@example.co.id', 'budi@example.co.id'],
    ['dragonpay_ebanking', 'issuer', 'BDO', 'BDO'],
  ] as const)('%s: %s %j is valid (kept as %j)', (methodType, field, typed, kept) => {
    const { state, type } = setup({ type: methodType, issuers: DRAGONPAY_ISSUERS });
    type(field, typed);
    expect(state().fields[field]).toMatchObject({ value: kept, errorKey: null });
  });

  it('formats the CPF/CNPJ as typed, at most 18 characters', () => {
    const { state, type } = setup({ type: 'boletobancario' });
    type('socialSecurityNumber', '1234567890912345678');
    expect(state().fields.socialSecurityNumber!.value).toBe('12.345.678/9091-23');
    expect(String(state().fields.socialSecurityNumber!.value).length).toBeLessThanOrEqual(18);
  });

  it('econtext telephone: digits only and at most 11 while typing', () => {
    const { state, type } = setup({ type: 'econtext_seven_eleven' });
    type('telephoneNumber', '090-1234-56789');
    expect(state().fields.telephoneNumber!.value).toBe('09012345678');
  });

  it('Dragonpay: a disabled or unknown issuer is not taken', () => {
    const { state, type } = setup({ type: 'dragonpay_ebanking', issuers: DRAGONPAY_ISSUERS });
    type('issuer', 'RCBC');
    expect(state().fields.issuer!.value).toBe('');
    type('issuer', 'NOPE');
    expect(state().fields.issuer).toMatchObject({ value: '', errorKey: 'issuerList.invalid' });
  });

  it("Dragonpay's issuers come from the payment methods when the options give none; the select lists the enabled ones by name", () => {
    const { state } = setup(
      { type: 'dragonpay_otc_non_banking' },
      { paymentMethod: { type: 'dragonpay_otc_non_banking', name: 'Dragonpay', issuers: DRAGONPAY_ISSUERS } },
    );
    const issuer = definition.layout!(state())
      .flatMap((s) => s.rows.flat())
      .find((f) => f.field === 'issuer')!;
    // Over-the-counter non-bank centres are payment centres; the banking ones are banks.
    expect(issuer).toMatchObject({
      kind: 'select',
      labelKey: 'issuerList.paymentCentre',
      placeholderKey: 'issuerList.selectPaymentCentre',
    });
    for (const bankType of ['dragonpay_ebanking', 'dragonpay_otc_banking'] as const) {
      const bank = setup({ type: bankType, issuers: DRAGONPAY_ISSUERS });
      expect(
        definition.layout!(bank.state())
          .flatMap((s) => s.rows.flat())
          .find((f) => f.field === 'issuer'),
      ).toMatchObject({ labelKey: 'issuerList.bank', placeholderKey: 'issuerList.selectBank' });
    }
    expect(issuer.options).toEqual([
      { value: 'BDO', label: 'BDO Unibank' },
      { value: 'BPI', label: 'Bank of the Philippine Islands' },
    ]);
    expect(definition.needsPaymentMethods!({ type: 'dragonpay_ebanking' })).toBe(true);
    expect(definition.needsPaymentMethods!({ type: 'dragonpay_ebanking', issuers: DRAGONPAY_ISSUERS })).toBe(
      false,
    );
    expect(definition.needsPaymentMethods!({ type: 'boletobancario' })).toBe(false);
  });

  it.each(['doku_alfamart', 'econtext_stores', 'dragonpay_ebanking', 'boletobancario'] as const)(
    '%s: a submit of the empty form shows every rule, sends nothing',
    async (methodType) => {
      const { sent, shownErrors, submit, state } = setup({ type: methodType, issuers: DRAGONPAY_ISSUERS });
      await submit();
      expect(sent).toEqual([]);
      expect(shownErrors().length).toBe(
        state().order.filter((f) => f !== 'sendCopyToEmail' && f !== 'billingAddress.country').length,
      );
      expect(shownErrors().every(([, key]) => typeof key === 'string')).toBe(true);
    },
  );
});

describe('the copy-to-email box (Boleto, bank transfer)', () => {
  it.each(['boletobancario', 'bankTransfer_IBAN'] as const)(
    '%s: the email shows only while ticked, and is checked only then',
    async (methodType) => {
      const { state, type, layoutFields, sent, submit, fillAll } = setup({ type: methodType });
      if (methodType === 'boletobancario') fillAll(BOLETO);
      expect(state().fields.shopperEmail!.visibility).toBe('hidden');
      expect(layoutFields().find(([name]) => name === 'sendCopyToEmail')![1]).toEqual(['sendCopyToEmail']);
      expect(state().valid).toBe(true);
      type('sendCopyToEmail', true);
      expect(state().fields.shopperEmail).toMatchObject({
        visibility: 'editable',
        errorKey: 'shopperEmail.invalid',
      });
      expect(layoutFields().find(([name]) => name === 'sendCopyToEmail')![1]).toEqual([
        'sendCopyToEmail',
        'shopperEmail',
      ]);
      expect(state().valid).toBe(false);
      await submit();
      expect(sent).toEqual([]);
      type('shopperEmail', 'not an email');
      expect(state().fields.shopperEmail!.errorKey).toBe('shopperEmail.invalid');
      // Unticked again: the bad email is kept, not judged and not sent.
      type('sendCopyToEmail', false);
      expect(state().fields.shopperEmail).toMatchObject({ visibility: 'hidden', errorKey: null });
      expect(state().valid).toBe(true);
      await submit();
      expect(sent).toHaveLength(1);
      expect(sent[0]).not.toHaveProperty('shopperEmail');
    },
  );

  it('a merchant may leave the box out (showEmailAddress: false); a prefilled email starts it ticked', () => {
    expect(setup({ type: 'bankTransfer_IBAN', showEmailAddress: false }).state().order).toEqual([]);
    const prefilled = setup({ type: 'bankTransfer_IBAN', data: { shopperEmail: 'ana@example.pt' } }).state();
    expect(prefilled.fields.sendCopyToEmail!.value).toBe(true);
    expect(prefilled.fields.shopperEmail).toMatchObject({ visibility: 'editable', value: 'ana@example.pt' });
  });
});

describe('payloads (spec section 3)', () => {
  it('Boleto: paymentMethod{type}, billingAddress, shopperEmail (box ticked), shopperName, socialSecurityNumber', async () => {
    const { fillAll, submit, sent } = setup({ type: 'boletobancario' });
    fillAll({ ...BOLETO, socialSecurityNumber: '123.456.789-09', sendCopyToEmail: true });
    fillAll({ shopperEmail: ' jose@example.com.br ' });
    await submit();
    expect(sent).toEqual([
      {
        paymentMethod: { type: 'boletobancario' },
        shopperName: { firstName: 'José', lastName: 'Silva' },
        socialSecurityNumber: '12345678909',
        shopperEmail: 'jose@example.com.br',
        billingAddress: BR_ADDRESS,
      },
    ]);
  });

  it.each(['doku_alfamart', 'doku_indomaret'] as const)(
    '%s: paymentMethod{type}, shopperName, shopperEmail',
    async (type) => {
      const { fillAll, submit, sent } = setup({ type });
      fillAll({ firstName: 'Budi', lastName: 'Santoso', shopperEmail: 'budi@example.co.id' });
      await submit();
      expect(sent).toEqual([
        {
          paymentMethod: { type },
          shopperName: { firstName: 'Budi', lastName: 'Santoso' },
          shopperEmail: 'budi@example.co.id',
        },
      ]);
    },
  );

  it.each(['econtext_seven_eleven', 'econtext_stores'] as const)(
    '%s: paymentMethod{type}, shopperName, telephoneNumber, shopperEmail',
    async (type) => {
      const { fillAll, submit, sent } = setup({ type });
      fillAll({
        firstName: 'Taro',
        lastName: 'Yamada',
        telephoneNumber: '0312345678',
        shopperEmail: 'taro@example.jp',
      });
      await submit();
      expect(sent).toEqual([
        {
          paymentMethod: { type },
          shopperName: { firstName: 'Taro', lastName: 'Yamada' },
          telephoneNumber: '0312345678',
          shopperEmail: 'taro@example.jp',
        },
      ]);
    },
  );

  it.each(['dragonpay_ebanking', 'dragonpay_otc_banking', 'dragonpay_otc_non_banking'] as const)(
    '%s: paymentMethod{type, issuer}, shopperEmail',
    async (type) => {
      const { fillAll, submit, sent } = setup({ type, issuers: DRAGONPAY_ISSUERS });
      fillAll({ shopperEmail: 'juan@example.ph', issuer: 'BPI' });
      await submit();
      expect(sent).toEqual([{ paymentMethod: { type, issuer: 'BPI' }, shopperEmail: 'juan@example.ph' }]);
    },
  );

  it('bank transfer: paymentMethod{type}, and shopperEmail when the box is ticked', async () => {
    const { fillAll, submit, sent } = setup({ type: 'bankTransfer_IBAN' });
    fillAll({ sendCopyToEmail: true, shopperEmail: 'ana@example.pt' });
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type: 'bankTransfer_IBAN' }, shopperEmail: 'ana@example.pt' }]);
  });

  it('a second submit while the voucher shows sends nothing', async () => {
    const { submit, sent } = setup({ type: 'oxxo' });
    await submit();
    await submit();
    expect(sent).toHaveLength(1);
  });
});

describe('names and buttons', () => {
  it.each([
    ['boletobancario', 'Boleto Bancário', { key: 'confirmPurchase' }],
    ['doku_alfamart', 'Alfamart', { key: 'confirmPurchase' }],
    ['econtext_seven_eleven', '7-Eleven', { key: 'confirmPurchase' }],
    ['dragonpay_ebanking', 'Online Banking', { key: 'confirmPurchase' }],
    ['oxxo', 'OXXO', { key: 'confirmPurchase' }],
    ['multibanco', 'Multibanco', { key: 'confirmPurchase' }],
    ['bankTransfer_IBAN', 'Bank Transfer', { key: 'continueTo', name: 'Bank Transfer' }],
  ] as const)('%s: %s, %j', (type, name, label) => {
    const { state } = setup({ type });
    const s = state();
    expect(definition.label(s.options, s.context)).toBe(name);
    expect(
      payButtonLabelOf({
        status: 'ready',
        amount: BRL,
        ready: definition.buttonLabel!(s),
        continueTo: definition.continueTo!(s),
      }),
    ).toEqual(label);
  });

  it("the payment methods' name, else the merchant's, over the method's", () => {
    const listed = setup({ type: 'oxxo' }, { paymentMethod: { type: 'oxxo', name: 'OXXO Pay' } }).state();
    expect(definition.label(listed.options, listed.context)).toBe('OXXO Pay');
    const own = setup({ type: 'oxxo', name: 'Pague no OXXO' }).state();
    expect(definition.label(own.options, own.context)).toBe('Pague no OXXO');
  });
});
