// ACH Direct Debit (spec sections 2, 3, 5): the holder name, the account number and routing number
// in secured fields (the frames' reports through the method machine), the billing address in the US
// or Puerto Rico, the store box, a stored account, the layout and the payload of section 3.
import { describe, expect, it } from 'vitest';
import {
  createPaymentMethodMachine,
  isFieldErrorShown,
  loadPaymentMethod,
  SUPPORTED_PAYMENT_METHOD_TYPES,
  type AchEvent,
  type AchOptions,
  type PaymentData,
  type PaymentMethodEvent,
  type PaymentResponse,
} from 'headless-checkout/core';

const definition = await loadPaymentMethod('ach');

const ADDRESS = {
  street: 'Main Street',
  houseNumberOrName: '1',
  postalCode: '10001',
  city: 'New York',
  stateOrProvince: 'NY',
  country: 'US',
};

function setup(options: Partial<AchOptions> = {}, answer: PaymentResponse = { resultCode: 'Authorised' }) {
  const sent: PaymentData[] = [];
  const machine = createPaymentMethodMachine(
    definition,
    { type: 'ach', ...options },
    {
      submit: (data) => {
        sent.push(data);
        return Promise.resolve(answer);
      },
    },
  );
  const send = (...events: PaymentMethodEvent<AchOptions, AchEvent>[]) => events.forEach(machine.send);
  const type = (field: string, value: string) =>
    send(
      { type: 'field.focused', field },
      { type: 'field.changed', field, value },
      { type: 'field.blurred', field },
    );
  /** A frame's report: valid with its encrypted value, or invalid with the frame's key. */
  const frame = (field: string, report: { valid: boolean; empty?: boolean; errorKey?: string }) =>
    send({
      type: 'securedField.changed',
      field,
      report: {
        valid: report.valid,
        empty: report.empty ?? false,
        ...(report.errorKey ? { errorKey: report.errorKey as never } : {}),
        ...(report.valid ? { encrypted: { [field]: `jwe-${field}` } } : {}),
      },
    });
  const framesReady = () => send({ type: 'securedFields.statusChanged', status: 'ready' });
  const fillAll = () => {
    framesReady();
    type('ownerName', '  J. Smith ');
    frame('encryptedBankAccountNumber', { valid: true });
    frame('encryptedBankLocationId', { valid: true });
    for (const [name, value] of Object.entries(ADDRESS)) type(`billingAddress.${name}`, value);
  };
  return { machine, sent, send, type, frame, framesReady, fillAll, state: () => machine.getSnapshot() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ACH Direct Debit', () => {
  it('is registered as ach, one definition of its own', () => {
    expect(SUPPORTED_PAYMENT_METHOD_TYPES).toContain('ach');
    expect(definition.types).toEqual(['ach']);
    expect(definition.label({ type: 'ach' }, { paymentMethod: undefined, amount: undefined })).toBe(
      'ACH Direct Debit',
    );
  });

  it('asks holder name, account number, routing number, then the billing address (US first); no store box by default', () => {
    const { state } = setup();
    expect(state().order).toEqual([
      'ownerName',
      'encryptedBankAccountNumber',
      'encryptedBankLocationId',
      'billingAddress.street',
      'billingAddress.houseNumberOrName',
      'billingAddress.postalCode',
      'billingAddress.city',
      'billingAddress.stateOrProvince',
      'billingAddress.country',
    ]);
    expect(state().fields['billingAddress.country']!.value).toBe('US');
    expect(state().fields.storePaymentMethod!.visibility).toBe('hidden');
  });

  it('shows every required error on a submit with nothing filled in (a US house number is optional), and pays nothing', async () => {
    const { state, send, sent, framesReady } = setup();
    framesReady();
    send({ type: 'submit.requested' });
    await flush();
    const errors = Object.fromEntries(
      Object.entries(state().fields)
        .filter(([name]) => isFieldErrorShown(state(), name))
        .map(([name, field]) => [name, field.errorKey]),
    );
    expect(errors).toEqual({
      ownerName: 'ach.accountHolderNameField.invalid',
      encryptedBankAccountNumber: 'error.va.sf-ach-num.01',
      encryptedBankLocationId: 'error.va.sf-ach-loc.01',
      'billingAddress.street': 'street.invalid',
      'billingAddress.postalCode': 'zipCode.invalid',
      'billingAddress.city': 'city.invalid',
      'billingAddress.stateOrProvince': 'stateOrProvince.invalid',
    });
    expect(sent).toEqual([]);
  });

  it.each([
    [
      'encryptedBankAccountNumber',
      { valid: false, errorKey: 'error.va.sf-ach-num.02' },
      'error.va.sf-ach-num.02',
    ],
    [
      'encryptedBankAccountNumber',
      { valid: false, errorKey: 'ach.accountNumberField.invalid' },
      'ach.accountNumberField.invalid',
    ],
    ['encryptedBankAccountNumber', { valid: false, empty: true }, 'error.va.sf-ach-num.01'],
    ['encryptedBankAccountNumber', { valid: true }, null],
    [
      'encryptedBankLocationId',
      { valid: false, errorKey: 'error.va.sf-ach-loc.02' },
      'error.va.sf-ach-loc.02',
    ],
    [
      'encryptedBankLocationId',
      { valid: false, errorKey: 'ach.accountLocationField.invalid' },
      'ach.accountLocationField.invalid',
    ],
    ['encryptedBankLocationId', { valid: false, empty: true }, 'error.va.sf-ach-loc.01'],
    ['encryptedBankLocationId', { valid: true }, null],
  ] as const)('the %s frame reports %j: error %s', (field, report, errorKey) => {
    const { state, frame } = setup();
    frame(field, report);
    expect(state().fields[field]!.errorKey).toBe(errorKey);
    expect(state().fields[field]!.value).toBe('');
  });

  it.each([
    ['', 'ach.accountHolderNameField.invalid'],
    ['   ', 'ach.accountHolderNameField.invalid'],
    ['J. Smith', null],
  ])('holder name %j: error %s', (typed, errorKey) => {
    const { state, type } = setup();
    type('ownerName', typed);
    expect(state().fields.ownerName!.errorKey).toBe(errorKey);
  });

  it.each([
    ['US', null],
    ['PR', null],
    ['CA', 'invalidCountryCode'],
    ['NL', 'invalidCountryCode'],
  ])('billing country %s: error %s', (country, errorKey) => {
    const { state, type } = setup();
    type('billingAddress.country', country);
    expect(state().fields['billingAddress.country']!.errorKey).toBe(errorKey);
  });

  it('checks the billing address by its country (a US zip code has 5 digits)', () => {
    const { state, type } = setup();
    type('billingAddress.postalCode', '1234');
    expect(state().fields['billingAddress.postalCode']!.errorKey).not.toBeNull();
    type('billingAddress.postalCode', '10001');
    expect(state().fields['billingAddress.postalCode']!.errorKey).toBeNull();
  });

  it('is not valid before its frames are ready, even with every field valid', () => {
    const { state, send, type, frame } = setup();
    type('ownerName', 'J. Smith');
    frame('encryptedBankAccountNumber', { valid: true });
    frame('encryptedBankLocationId', { valid: true });
    for (const [name, value] of Object.entries(ADDRESS)) type(`billingAddress.${name}`, value);
    expect(state().valid).toBe(false);
    send({ type: 'securedFields.statusChanged', status: 'ready' });
    expect(state().valid).toBe(true);
    send({ type: 'securedFields.statusChanged', status: 'csfLoadFailure' });
    expect(state().valid).toBe(false);
    expect(state().extra.securedFields).toBe('csfLoadFailure');
  });

  it('sends spec section 3: the encrypted account and routing numbers, ownerName (never holderName), the billing address; once', async () => {
    const { sent, send, fillAll, state } = setup();
    fillAll();
    expect(state().valid).toBe(true);
    send({ type: 'submit.requested' }, { type: 'submit.requested' });
    await flush();
    expect(sent).toEqual([
      {
        paymentMethod: {
          type: 'ach',
          encryptedBankAccountNumber: 'jwe-encryptedBankAccountNumber',
          encryptedBankLocationId: 'jwe-encryptedBankLocationId',
          ownerName: 'J. Smith',
        },
        billingAddress: ADDRESS,
      },
    ]);
    expect(state().payment.status).toBe('success');
  });

  it('with the store box shown, sends storePaymentMethod as ticked', async () => {
    const { sent, send, fillAll, state } = setup({ enableStoreDetails: true });
    expect(state().fields.storePaymentMethod!.visibility).toBe('editable');
    fillAll();
    send({ type: 'field.changed', field: 'storePaymentMethod', value: true }, { type: 'submit.requested' });
    await flush();
    expect(sent[0]).toMatchObject({ storePaymentMethod: true });
  });

  it('without the holder name (hasHolderName: false), neither asks nor sends it', async () => {
    const { sent, send, fillAll, state } = setup({ hasHolderName: false });
    expect(state().fields.ownerName!.visibility).toBe('hidden');
    fillAll();
    send({ type: 'submit.requested' });
    await flush();
    expect(sent[0]!.paymentMethod).not.toHaveProperty('ownerName');
    expect(sent[0]!.paymentMethod).not.toHaveProperty('holderName');
  });

  it('a Puerto Rico address is sent as typed', async () => {
    const { sent, send, fillAll, type } = setup();
    fillAll();
    type('billingAddress.country', 'PR');
    type('billingAddress.stateOrProvince', 'PR');
    type('billingAddress.postalCode', '00901');
    send({ type: 'submit.requested' });
    await flush();
    expect(sent[0]!.billingAddress).toMatchObject({ country: 'PR', postalCode: '00901' });
  });

  it('a stored account is valid with no input and sends { type, storedPaymentMethodId } only', async () => {
    const { sent, send, state } = setup({ storedPaymentMethodId: 'ach-stored-1', enableStoreDetails: true });
    expect(state().order).toEqual([]);
    expect(state().valid).toBe(true);
    expect(state().extra.securedFields).toBe('none');
    expect(definition.layout!(state())).toEqual([]);
    send({ type: 'submit.requested' });
    await flush();
    expect(sent).toEqual([{ paymentMethod: { type: 'ach', storedPaymentMethodId: 'ach-stored-1' } }]);
  });

  it('starts with the data given (holder, address); a reset goes back to it', () => {
    const { state, type, send } = setup({
      data: { ownerName: 'J. Smith', billingAddress: { ...ADDRESS, country: 'PR' } },
    });
    expect(state().fields.ownerName!.value).toBe('J. Smith');
    expect(state().fields['billingAddress.country']!.value).toBe('PR');
    type('ownerName', 'Other');
    send({ type: 'form.reset' });
    expect(state().fields.ownerName!.value).toBe('J. Smith');
  });

  it.each([
    [{ hasHolderName: 'yes' }],
    [{ storedPaymentMethodId: '' }],
    [{ data: { billingAddress: { country: 'NL' } } }],
    [{ returnUrl: 'not a url' }],
  ])('refuses wrong options %j with IMPLEMENTATION_ERROR', (options) => {
    expect(() => definition.check!({ type: 'ach', ...(options as object) } as AchOptions)).toThrow(
      expect.objectContaining({ type: 'IMPLEMENTATION_ERROR' }),
    );
  });

  it('lays the form out: the bank account (holder, secured account and routing numbers), the billing address (US and PR only), the store box', () => {
    const { state } = setup({ enableStoreDetails: true });
    const layout = definition.layout!(state());
    expect(layout.map((section) => [section.name, section.legendKey])).toEqual([
      ['bankAccount', 'ach.bankAccount'],
      ['billingAddress', 'billingAddress'],
      ['storeDetails', undefined],
    ]);
    expect(layout[0]!.rows.flat()).toEqual([
      {
        field: 'ownerName',
        kind: 'text',
        labelKey: 'ach.accountHolderNameField.title',
        autoComplete: 'name',
      },
      {
        field: 'encryptedBankAccountNumber',
        kind: 'secured',
        labelKey: 'ach.accountNumberField.title',
        securedType: 'encryptedBankAccountNumber',
      },
      {
        field: 'encryptedBankLocationId',
        kind: 'secured',
        labelKey: 'ach.accountLocationField.title',
        securedType: 'encryptedBankLocationId',
      },
    ]);
    const country = layout[1]!.rows.flat().find((field) => field.field === 'billingAddress.country');
    expect(country).toMatchObject({ kind: 'select', dataset: { name: 'countries', only: ['US', 'PR'] } });
    expect(layout[1]!.rows.flat().map((field) => field.field)).toContain('billingAddress.stateOrProvince');
    expect(layout[2]!.rows).toEqual([
      [{ field: 'storePaymentMethod', kind: 'checkbox', labelKey: 'storeDetails' }],
    ]);
  });

  it('a refusal keeps the form with its message for another try; nothing is sent again by itself', async () => {
    const { sent, send, fillAll, state } = setup({}, { resultCode: 'Refused' });
    fillAll();
    send({ type: 'submit.requested' }, { type: 'submit.requested' });
    await flush();
    expect(state().payment).toMatchObject({ status: 'ready', messageKey: 'error.subtitle.refused' });
    expect(state().fields.ownerName!.value).toBe('  J. Smith ');
    expect(state().fields.encryptedBankAccountNumber!.encrypted).toEqual({
      encryptedBankAccountNumber: 'jwe-encryptedBankAccountNumber',
    });
    expect(sent).toHaveLength(1);
  });
});
