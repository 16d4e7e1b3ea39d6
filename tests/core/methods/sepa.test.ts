// SEPA Direct Debit (spec sections 2, 3, 5): the holder name and the IBAN through the method
// machine — formatting in groups of four, the IBAN rules, the holder name's options, the payload.
import { describe, expect, it } from 'vitest';
import {
  createI18n,
  createPaymentMethodMachine,
  isFieldErrorShown,
  loadPaymentMethod,
  type PaymentData,
  type PaymentMethodEvent,
  type PaymentResponse,
  type SepaDirectDebitOptions,
} from 'headless-checkout/core';

const definition = await loadPaymentMethod('sepadirectdebit');

function setup(
  options: Partial<SepaDirectDebitOptions> = {},
  answer: PaymentResponse = { resultCode: 'Authorised' },
) {
  const sent: PaymentData[] = [];
  const machine = createPaymentMethodMachine(
    definition,
    { type: 'sepadirectdebit', ...options },
    {
      submit: (data) => {
        sent.push(data);
        return Promise.resolve(answer);
      },
    },
  );
  const send = (...events: PaymentMethodEvent<SepaDirectDebitOptions>[]) => events.forEach(machine.send);
  const type = (field: string, value: string) =>
    send(
      { type: 'field.focused', field },
      { type: 'field.changed', field, value },
      { type: 'field.blurred', field },
    );
  return { machine, sent, send, type, state: () => machine.getSnapshot() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SEPA Direct Debit', () => {
  it('asks the holder name and the IBAN, in that order, both required', () => {
    const { state, send } = setup();
    expect(state().order).toEqual(['ownerName', 'iban']);
    expect(state().valid).toBe(false);
    send({ type: 'submit.requested' });
    expect(isFieldErrorShown(state(), 'ownerName')).toBe(true);
    expect(state().fields.ownerName!.errorKey).toBe('sepa.ownerName.invalid');
    expect(state().fields.iban!.errorKey).toBe('sepaDirectDebit.ibanField.invalid');
  });

  it("names the account holder, not the card: empty reads 'Enter the account holder name' (issue 30)", () => {
    const { state, type } = setup();
    type('ownerName', '   ');
    const key = state().fields.ownerName!.errorKey;
    expect(key).toBe('sepa.ownerName.invalid');
    const i18n = createI18n();
    expect(i18n.formatMessage(key!)).toBe('Enter the account holder name');
    expect(i18n.formatMessage(key!)).not.toBe(i18n.formatMessage('creditCard.holderName.invalid'));
    type('ownerName', 'A. Schmidt');
    expect(state().fields.ownerName!.errorKey).toBeNull();
  });

  it.each([
    ['nl91abna0417164300', 'NL91 ABNA 0417 1643 00', null],
    ['DE89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00', null],
    ['NL91ABNA0417164301', 'NL91 ABNA 0417 1643 01', 'sepaDirectDebit.ibanField.invalid'], // mod 97
    ['NL91ABNA041716430', 'NL91 ABNA 0417 1643 0', 'sepaDirectDebit.ibanField.invalid'], // too short
    ['NL91ABNA04171643000', 'NL91 ABNA 0417 1643 000', 'sepaDirectDebit.ibanField.invalid'], // too long
    ['XX91ABNA0417164300', 'XX91 ABNA 0417 1643 00', 'sepaDirectDebit.ibanField.invalid'], // no such country
    ['', '', 'sepaDirectDebit.ibanField.invalid'],
  ])('IBAN %j shows as %j, error %s', (typed, shown, errorKey) => {
    const { state, type } = setup();
    type('iban', typed);
    expect(state().fields.iban!.value).toBe(shown);
    expect(state().fields.iban!.errorKey).toBe(errorKey);
  });

  it('shows the IBAN error once the shopper leaves the field, not while typing', () => {
    const { state, send } = setup();
    send({ type: 'field.focused', field: 'iban' }, { type: 'field.changed', field: 'iban', value: 'NL91' });
    expect(isFieldErrorShown(state(), 'iban')).toBe(false);
    send({ type: 'field.blurred', field: 'iban' });
    expect(isFieldErrorShown(state(), 'iban')).toBe(true);
  });

  it('sends the IBAN without spaces and the holder name trimmed (spec section 3), once', async () => {
    const { sent, type, send, state } = setup();
    type('ownerName', '  A. Schneider ');
    type('iban', 'nl91 abna 0417 1643 00');
    expect(state().valid).toBe(true);
    send({ type: 'submit.requested' }, { type: 'submit.requested' });
    await flush();
    expect(sent).toEqual([
      { paymentMethod: { type: 'sepadirectdebit', iban: 'NL91ABNA0417164300', ownerName: 'A. Schneider' } },
    ]);
    expect(state().payment.status).toBe('success');
  });

  it('without the holder name field (hasHolderName: false) only the IBAN is asked and sent', async () => {
    const { sent, type, send, state } = setup({ hasHolderName: false });
    expect(state().order).toEqual(['iban']);
    type('iban', 'DE89370400440532013000');
    send({ type: 'submit.requested' });
    await flush();
    expect(sent[0]!.paymentMethod).toEqual({ type: 'sepadirectdebit', iban: 'DE89370400440532013000' });
  });

  it('an optional holder name may be left empty; a blank one is not sent', async () => {
    const { sent, type, send, state } = setup({ holderNameRequired: false });
    type('ownerName', '   ');
    type('iban', 'NL91ABNA0417164300');
    expect(state().valid).toBe(true);
    send({ type: 'submit.requested' });
    await flush();
    expect(sent[0]!.paymentMethod).toEqual({ type: 'sepadirectdebit', iban: 'NL91ABNA0417164300' });
  });

  it('starts with the data given, the IBAN in groups of four', () => {
    const { state } = setup({ data: { ownerName: 'A. Schneider', iban: 'NL91ABNA0417164300' } });
    expect(state().fields.iban!.value).toBe('NL91 ABNA 0417 1643 00');
    expect(state().valid).toBe(true);
  });

  it('a refusal returns to ready with its message and keeps what was typed', async () => {
    const { type, send, state } = setup({}, { resultCode: 'Refused' });
    type('ownerName', 'A. Schneider');
    type('iban', 'NL91ABNA0417164300');
    send({ type: 'submit.requested' });
    await flush();
    expect(state().payment).toMatchObject({ status: 'ready', messageKey: 'error.subtitle.refused' });
    expect(state().fields.iban!.value).toBe('NL91 ABNA 0417 1643 00');
  });

  it('refuses wrong options with IMPLEMENTATION_ERROR', () => {
    expect(() => setup({ hasHolderName: 'yes' as never })).toThrow(/Invalid sepadirectdebit options/);
  });

  it("is named by the payment methods' entry, else 'SEPA Direct Debit'", () => {
    expect(
      definition.label({ type: 'sepadirectdebit' }, { paymentMethod: undefined, amount: undefined }),
    ).toBe('SEPA Direct Debit');
    expect(
      definition.label(
        { type: 'sepadirectdebit' },
        { paymentMethod: { type: 'sepadirectdebit', name: 'Lastschrift' }, amount: undefined },
      ),
    ).toBe('Lastschrift');
  });
});
