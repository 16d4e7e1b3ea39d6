// The card's layout: the fields a skin draws, in the spec's focus order, with their labels,
// placeholders, autofill tokens, keyboards and frames, as every other method's layout.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cardLayout,
  createCardMachine,
  loadDirectModePart,
  type CardOptions,
  type LayoutField,
} from 'headless-checkout/core';

// Direct mode detects the brand of a typed number with its part, loaded as the hook loads it.
beforeAll(() => loadDirectModePart());

function layoutOf(options: CardOptions, cardNumber?: string) {
  const machine = createCardMachine(options, {
    now: () => Date.UTC(2026, 10, 22),
    encrypt: async (field, value) => `enc(${field}:${value})`,
    lookupBin: () => new Promise(() => {}),
    submit: vi.fn(async () => ({ resultCode: 'Authorised' })),
    environment: () => ({}),
  });
  if (cardNumber) machine.send({ type: 'field.changed', field: 'cardNumber', value: cardNumber });
  return cardLayout(machine.getSnapshot());
}

const names = (layout: ReturnType<typeof cardLayout>) =>
  layout.map((section) => [section.name, section.rows.map((row) => row.map((field) => field.field))]);

const fieldOf = (layout: ReturnType<typeof cardLayout>, name: string): LayoutField =>
  layout.flatMap((section) => section.rows.flat()).find((field) => field.field === name)!;

describe('card layout', () => {
  it('secured mode: number, then expiry and security code on one row, each a frame of its type', () => {
    const layout = layoutOf({});
    expect(names(layout)).toEqual([['card', [['cardNumber'], ['expiryDate', 'securityCode']]]]);
    expect(fieldOf(layout, 'cardNumber')).toEqual({
      field: 'cardNumber',
      kind: 'secured',
      securedType: 'cardNumber',
      labelKey: 'creditCard.numberField.title',
      autoComplete: 'cc-number',
      inputMode: 'numeric',
    });
    expect(fieldOf(layout, 'expiryDate')).toMatchObject({
      kind: 'secured',
      placeholderKey: 'creditCard.expiryDateField.placeholder',
      autoComplete: 'cc-exp',
    });
  });

  it('the holder name last, or first with positionHolderNameOnTop; a page input with its autofill token', () => {
    expect(names(layoutOf({ hasHolderName: true }))[0]![1]).toEqual([
      ['cardNumber'],
      ['expiryDate', 'securityCode'],
      ['holderName'],
    ]);
    const onTop = layoutOf({ hasHolderName: true, positionHolderNameOnTop: true });
    expect(names(onTop)[0]![1]).toEqual([['holderName'], ['cardNumber'], ['expiryDate', 'securityCode']]);
    expect(fieldOf(onTop, 'holderName')).toEqual({
      field: 'holderName',
      kind: 'text',
      labelKey: 'creditCard.holderName',
      placeholderKey: 'creditCard.holderName.placeholder',
      autoComplete: 'cc-name',
    });
  });

  it('separate expiry fields: month and year with their own placeholders', () => {
    const layout = layoutOf({ expiryFields: 'separate', mode: 'direct' });
    expect(names(layout)[0]![1]).toEqual([['cardNumber'], ['expiryMonth', 'expiryYear', 'securityCode']]);
    expect(fieldOf(layout, 'expiryMonth')).toMatchObject({
      kind: 'text',
      placeholderKey: 'creditCard.expiryDateField.month.placeholder',
      autoComplete: 'cc-exp-month',
      inputMode: 'numeric',
    });
    expect(fieldOf(layout, 'expiryYear').placeholderKey).toBe('creditCard.expiryDateField.year.placeholder');
  });

  it('the security code: 3 digits on the back (CVC), 4 on the front for a typed amex number (CID)', () => {
    expect(fieldOf(layoutOf({ mode: 'direct' }), 'securityCode')).toMatchObject({
      kind: 'text',
      labelKey: 'creditCard.securityCodeField.title',
      hintKey: 'creditCard.securityCodeField.contextualText.3digits',
      hintCode: 'CVC',
      autoComplete: 'cc-csc',
    });
    const amex = layoutOf({ mode: 'direct' }, '3714 496353 98431');
    expect(fieldOf(amex, 'securityCode')).toMatchObject({
      hintKey: 'creditCard.securityCodeField.contextualText.4digits',
      hintCode: 'CID',
    });
  });

  it('a brand whose policy makes the code optional titles it so; one that hides it leaves it out', () => {
    expect(
      fieldOf(layoutOf({ mode: 'direct', brands: ['maestro'] }, '6759 6498 2643 8453'), 'securityCode')
        .labelKey,
    ).toBe('creditCard.securityCodeField.title.optional');
    expect(names(layoutOf({ mode: 'direct', brands: ['bcmc'] }, '6703 4444 4444 4449'))[0]![1]).toEqual([
      ['cardNumber'],
      ['expiryDate'],
    ]);
  });

  it('Korean fields: tax number and password (a frame in secured mode, a password input in direct mode)', () => {
    const korean = { koreanAuthentication: { required: true, mode: 'show' as const } };
    expect(names(layoutOf(korean))[0]![1]).toEqual([
      ['cardNumber'],
      ['expiryDate', 'securityCode'],
      ['taxNumber'],
      ['password'],
    ]);
    expect(fieldOf(layoutOf(korean), 'password')).toMatchObject({ kind: 'secured', securedType: 'password' });
    expect(fieldOf(layoutOf({ ...korean, mode: 'direct' }), 'password')).toMatchObject({
      kind: 'password',
      placeholderKey: 'creditCard.encryptedPassword.placeholder',
      autoComplete: 'off',
    });
    expect(fieldOf(layoutOf(korean), 'taxNumber')).toMatchObject({ kind: 'text', inputMode: 'numeric' });
  });

  it('the store-details box when offered', () => {
    expect(names(layoutOf({ enableStoreDetails: true }))[1]).toEqual([
      'storeDetails',
      [['storePaymentMethod']],
    ]);
    expect(fieldOf(layoutOf({ enableStoreDetails: true }), 'storePaymentMethod')).toEqual({
      field: 'storePaymentMethod',
      kind: 'checkbox',
      labelKey: 'storeDetails',
    });
  });
});
