// Bacs Direct Debit (spec sections 2, 3, 4, 5): enter the data, confirm it, then pay — through the
// method machine with a recording submit.
import { describe, expect, it } from 'vitest';
import {
  createPaymentMethodMachine,
  isFieldErrorShown,
  loadPaymentMethod,
  payButtonLabelOf,
  type BacsOptions,
  type PaymentData,
  type PaymentResponse,
} from 'headless-checkout/core';

const definition = await loadPaymentMethod('directdebit_GB');
const GBP = { value: 7500, currency: 'GBP' };

function setup(options: Partial<BacsOptions> = {}, answer: PaymentResponse = { resultCode: 'Received' }) {
  const sent: PaymentData[] = [];
  const machine = createPaymentMethodMachine(
    definition,
    { type: 'directdebit_GB', ...options },
    {
      submit: (data) => {
        sent.push(data);
        return Promise.resolve(answer);
      },
    },
    { context: { paymentMethod: undefined, amount: GBP } },
  );
  const state = () => machine.getSnapshot();
  const type = (field: string, value: string | boolean) => {
    machine.send({ type: 'field.focused', field });
    machine.send({ type: 'field.changed', field, value });
    machine.send({ type: 'field.blurred', field });
  };
  const fill = () => {
    type('holderName', 'J. Smith');
    type('bankAccountNumber', '40308669');
    type('bankLocationId', '56-00-36');
    type('shopperEmail', 'j.smith@example.co.uk');
    type('amountConsentCheckbox', true);
    type('accountConsentCheckbox', true);
  };
  const label = () =>
    payButtonLabelOf({ status: 'ready', amount: GBP, ready: definition.buttonLabel!(state()) });
  return { machine, sent, state, type, fill, label };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Bacs Direct Debit', () => {
  it('asks holder, account number, sort code, email and both consents; Continue with nothing shows every error', () => {
    const { machine, state, label } = setup();
    expect(state().order).toEqual([
      'holderName',
      'bankAccountNumber',
      'bankLocationId',
      'shopperEmail',
      'amountConsentCheckbox',
      'accountConsentCheckbox',
    ]);
    expect(label()).toEqual({ key: 'continue' });
    machine.send({ type: 'submit.requested' });
    expect(state().extra.step).toBe('enter');
    expect(
      state().order.map((field) => [
        field,
        isFieldErrorShown(state(), field) && state().fields[field]!.errorKey,
      ]),
    ).toEqual([
      ['holderName', 'bacs.accountHolderName.invalid'],
      ['bankAccountNumber', 'bacs.accountNumber.invalid'],
      ['bankLocationId', 'bacs.bankLocationId.invalid'],
      ['shopperEmail', 'shopperEmail.invalid'],
      ['amountConsentCheckbox', 'consent.checkbox.invalid'],
      ['accountConsentCheckbox', 'consent.checkbox.invalid'],
    ]);
  });

  it.each([
    ['bankAccountNumber', '4030-8669', '40308669', null],
    ['bankAccountNumber', '403086691234', '40308669', null], // at most 8 digits
    ['bankAccountNumber', 'abc', '', 'bacs.accountNumber.invalid'],
    ['bankLocationId', '56 00 36', '560036', null],
    ['bankLocationId', '56003', '56003', 'bacs.bankLocationId.invalid'], // exactly 6, shown on blur
    ['bankLocationId', '5600369', '560036', null], // at most 6 while typing
    ['shopperEmail', 'j.smith@', 'j.smith@', 'shopperEmail.invalid'],
    ['holderName', '   ', '   ', 'bacs.accountHolderName.invalid'],
  ])('%s typed %j is kept as %j, error %s', (field, typed, kept, errorKey) => {
    const { state, type } = setup();
    type(field, typed);
    expect(state().fields[field]!.value).toBe(kept);
    expect(state().fields[field]!.errorKey).toBe(errorKey);
  });

  it('Continue with valid data confirms without paying; the fields turn read-only and the consents go', async () => {
    const { machine, sent, state, fill, label } = setup();
    fill();
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(sent).toEqual([]);
    expect(state().extra.step).toBe('confirm');
    expect(state().payment.status).toBe('ready');
    expect(state().fields.holderName!.visibility).toBe('readOnly');
    expect(state().fields.amountConsentCheckbox!.visibility).toBe('hidden');
    expect(state().order).toEqual([]);
    expect(label()).toEqual({ key: 'confirmAmount', amount: GBP });
  });

  it('Edit goes back with the data kept; confirming again and paying sends spec section 3 once', async () => {
    const { machine, sent, state, fill, type } = setup();
    fill();
    machine.send({ type: 'submit.requested' });
    machine.send({ type: 'bacs.edit' });
    expect(state().extra.step).toBe('enter');
    expect(state().fields.bankLocationId!.value).toBe('560036');
    expect(state().fields.accountConsentCheckbox!.value).toBe(true);
    type('holderName', ' J. A. Smith ');
    machine.send({ type: 'submit.requested' });
    expect(state().extra.step).toBe('confirm');
    machine.send({ type: 'submit.requested' });
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(sent).toEqual([
      {
        paymentMethod: {
          type: 'directdebit_GB',
          holderName: 'J. A. Smith',
          bankAccountNumber: '40308669',
          bankLocationId: '560036',
        },
        shopperEmail: 'j.smith@example.co.uk',
      },
    ]);
  });

  it('a refusal stays on the confirmation with its message; Edit is possible again', async () => {
    const { machine, state, fill } = setup({}, { resultCode: 'Refused' });
    fill();
    machine.send({ type: 'submit.requested' });
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(state().payment).toMatchObject({ status: 'ready', messageKey: 'error.subtitle.refused' });
    expect(state().extra.step).toBe('confirm');
    machine.send({ type: 'bacs.edit' });
    expect(state().extra.step).toBe('enter');
  });

  it('a reset goes back to entering empty data', () => {
    const { machine, state, fill } = setup();
    fill();
    machine.send({ type: 'submit.requested' });
    machine.send({ type: 'form.reset' });
    expect(state().extra.step).toBe('enter');
    expect(state().fields.holderName!.value).toBe('');
  });

  it('starts with the data given (digits only), and refuses wrong options', () => {
    const { state } = setup({ data: { bankLocationId: '56-00-36', bankAccountNumber: '4030 8669' } });
    expect(state().fields.bankLocationId!.value).toBe('560036');
    expect(state().fields.bankAccountNumber!.value).toBe('40308669');
    expect(() => setup({ data: 'x' as never })).toThrow(/Invalid directdebit_GB options/);
  });
});
