// Gift cards and meal vouchers (spec sections 2, 3, 4, 5, 8): the balance rules table-driven, the
// flow through the method machine (check, order, partial payment, confirmation), every status and
// its message key, the fields and the payloads of section 3.
import { describe, expect, it } from 'vitest';
import {
  CheckoutError,
  classifyGiftCardBalance,
  createPaymentMethodMachine,
  giftCardErrorKeyOf,
  loadPaymentMethod,
  remainingGiftCardBalance,
  SUPPORTED_PAYMENT_METHOD_TYPES,
  type Amount,
  type BalanceResponse,
  type GiftCardDeps,
  type GiftCardEvent,
  type GiftCardOptions,
  type GiftCardStatus,
  type Order,
  type PaymentData,
  type PaymentMethodEvent,
  type PaymentResponse,
} from 'headless-checkout/core';

const definition = await loadPaymentMethod('giftcard');
const EUR = (value: number): Amount => ({ value, currency: 'EUR' });
const ORDER: Order = { orderData: 'order-data', pspReference: 'ORDER1', remainingAmount: EUR(2500) };

describe('the balance rules (spec section 4)', () => {
  it.each<
    [
      string,
      Pick<BalanceResponse, 'balance' | 'transactionLimit' | 'refusalReasonCode'>,
      Amount,
      ReturnType<typeof classifyGiftCardBalance>['type'],
      GiftCardStatus | null,
    ]
  >([
    ['no balance in the answer: the card is not known', {}, EUR(7500), 'refused', 'card-error'],
    [
      "no balance, the refusal code 'Invalid Pin': the PIN is wrong",
      { refusalReasonCode: '17' },
      EUR(7500),
      'refused',
      'pin-error',
    ],
    [
      'no balance, another refusal code: the card is not known',
      { refusalReasonCode: '8' },
      EUR(7500),
      'refused',
      'card-error',
    ],
    [
      'a balance in another currency',
      { balance: { value: 10000, currency: 'USD' } },
      EUR(7500),
      'refused',
      'currency-error',
    ],
    ['a balance of 0', { balance: EUR(0) }, EUR(7500), 'refused', 'no-balance'],
    ['a balance below 0', { balance: EUR(-1) }, EUR(7500), 'refused', 'no-balance'],
    ['the amount above the balance', { balance: EUR(5000) }, EUR(7500), 'partial', null],
    [
      'the amount above the transaction limit',
      { balance: EUR(50000), transactionLimit: EUR(10000) },
      EUR(15000),
      'partial',
      null,
    ],
    ['the amount equal to the balance', { balance: EUR(7500) }, EUR(7500), 'confirm', null],
    [
      'the amount below the balance and the limit',
      { balance: EUR(50000), transactionLimit: EUR(10000) },
      EUR(9000),
      'confirm',
      null,
    ],
    [
      'a limit in another currency is no limit on this amount',
      { balance: EUR(50000), transactionLimit: { value: 100, currency: 'USD' } },
      EUR(9000),
      'confirm',
      null,
    ],
    [
      'the currency compared without regard to case',
      { balance: { value: 9000, currency: 'eur' } },
      EUR(9000),
      'confirm',
      null,
    ],
  ])('%s', (_, response, amount, type, status) => {
    const outcome = classifyGiftCardBalance(response, amount);
    expect(outcome.type).toBe(type);
    if (outcome.type === 'refused') expect(outcome.status).toBe(status);
    else expect(outcome.balance).toEqual(response.balance);
  });

  it.each<[GiftCardStatus, string | null]>([
    ['ready', null],
    ['loading', null],
    ['no-balance', 'error.giftcard.no-balance'],
    ['card-error', 'error.giftcard.card-error'],
    ['pin-error', 'error.giftcard.pin-error'],
    ['currency-error', 'error.giftcard.currency-error'],
    ['error', 'error.message.unknown'],
  ])('status %s shows %s (spec section 8)', (status, key) => {
    expect(giftCardErrorKeyOf(status)).toBe(key);
  });

  it.each([
    [EUR(5000), null, EUR(7500), EUR(0)],
    [EUR(50000), EUR(10000), EUR(15000), EUR(40000)],
    [EUR(100000), null, EUR(2500), EUR(97500)],
  ])('leaves %o with limit %o after paying %o: %o', (balance, limit, amount, left) => {
    expect(remainingGiftCardBalance(balance, limit, amount)).toEqual(left);
  });
});

type Event = PaymentMethodEvent<GiftCardOptions, GiftCardEvent>;

function setup(
  options: Partial<GiftCardOptions> = {},
  {
    amount = EUR(7500),
    balance = { balance: EUR(5000) } as BalanceResponse | Error,
    answer = { resultCode: 'Authorised' } as PaymentResponse,
  } = {},
) {
  const sent: PaymentData[] = [];
  const checked: PaymentData['paymentMethod'][] = [];
  let orders = 0;
  const deps: GiftCardDeps = {
    submit: (data) => {
      sent.push(data);
      return Promise.resolve(answer);
    },
    checkBalance: (paymentMethod) => {
      checked.push(paymentMethod);
      return balance instanceof Error ? Promise.reject(balance) : Promise.resolve(balance);
    },
    createOrder: () => {
      orders += 1;
      return Promise.resolve({ orderData: 'new-order', pspReference: 'ORDER2', remainingAmount: amount });
    },
  };
  const type = options.type ?? 'giftcard';
  const machine = createPaymentMethodMachine(
    definition,
    { type, brand: type === 'giftcard' ? 'givex' : undefined, ...options } as GiftCardOptions,
    deps,
    {
      context: { paymentMethod: undefined, amount },
    },
  );
  const send = (...events: Event[]) => events.forEach((event) => machine.send(event));
  const frame = (field: string, names: Record<string, string>) =>
    send({ type: 'securedField.changed', field, report: { valid: true, empty: false, encrypted: names } });
  const fillGiftCard = () => {
    send({ type: 'securedFields.statusChanged', status: 'ready' });
    frame('giftcardNumber', { encryptedCardNumber: 'jwe-number' });
    frame('giftcardPin', { encryptedSecurityCode: 'jwe-pin' });
  };
  return {
    machine,
    sent,
    checked,
    send,
    frame,
    fillGiftCard,
    orders: () => orders,
    state: () => machine.getSnapshot(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('gift card and meal voucher definitions', () => {
  it('serves giftcard and the three meal vouchers, one definition (one load seam)', async () => {
    for (const type of [
      'giftcard',
      'mealVoucher_FR_natixis',
      'mealVoucher_FR_sodexo',
      'mealVoucher_FR_groupeup',
    ] as const) {
      expect(SUPPORTED_PAYMENT_METHOD_TYPES).toContain(type);
      expect(await loadPaymentMethod(type)).toBe(definition);
    }
  });

  it('a gift card has number and PIN; the PIN optional by flag', () => {
    const required = setup();
    expect(required.state().order).toEqual(['giftcardNumber', 'giftcardPin']);
    required.send({ type: 'submit.requested' });
    expect(required.state().fields.giftcardNumber?.errorKey).toBe('error.va.sf-cc-num.02');
    expect(required.state().fields.giftcardPin?.errorKey).toBe('giftcard.pin.empty');
    const optional = setup({ pinRequired: false });
    expect(optional.state().fields.giftcardPin?.errorKey).toBeNull();
    // The number is the gift card's (a card on the same page labels its own 'Card number').
    const number = required.machine.definition.layout!(required.state())[0]!.rows[0]![0]!;
    expect(number).toMatchObject({ labelKey: 'giftcard.numberField.title', securedType: 'giftcardNumber' });
    const pin = optional.machine.definition.layout!(optional.state())[0]!.rows[1]![0]!;
    expect(pin).toMatchObject({
      labelKey: 'creditCard.pin.optional',
      optional: true,
      securedType: 'giftcardPin',
    });
  });

  it('a meal voucher has number, expiry date and security code', () => {
    const { state, machine, send } = setup({ type: 'mealVoucher_FR_sodexo' });
    expect(state().order).toEqual(['giftcardNumber', 'expiryDate', 'securityCode']);
    send({ type: 'submit.requested' });
    expect(state().fields.expiryDate?.errorKey).toBe('error.va.sf-cc-dat.04');
    expect(state().fields.securityCode?.errorKey).toBe('error.va.sf-cc-cvc.01');
    expect(
      machine.definition.layout!(state())[0]!
        .rows.flat()
        .map((field) => field.securedType),
    ).toEqual(['giftcardNumber', 'expiryDate', 'securityCode']);
  });

  it('an invalid form checks nothing and sends nothing', async () => {
    const flow = setup();
    flow.send({ type: 'securedFields.statusChanged', status: 'ready' });
    flow.send({ type: 'submit.requested' });
    await flush();
    expect(flow.checked).toEqual([]);
    expect(flow.sent).toEqual([]);
    expect(flow.state().extra.status).toBe('ready');
  });

  it('the amount above the balance: the balance is checked, an order created, the partial payment sent at once', async () => {
    const flow = setup(
      {},
      { answer: { resultCode: 'Authorised', order: { ...ORDER, remainingAmount: EUR(2500) } } },
    );
    flow.fillGiftCard();
    expect(flow.machine.definition.buttonLabel!(flow.state())).toEqual({ key: 'giftcard.checkBalance' });
    flow.send({ type: 'submit.requested' });
    expect(flow.state().extra.status).toBe('loading');
    await flush();
    await flush();
    expect(flow.checked).toEqual([
      {
        type: 'giftcard',
        brand: 'givex',
        encryptedCardNumber: 'jwe-number',
        encryptedSecurityCode: 'jwe-pin',
      },
    ]);
    expect(flow.orders()).toBe(1);
    expect(flow.sent).toEqual([
      {
        paymentMethod: {
          type: 'giftcard',
          brand: 'givex',
          encryptedCardNumber: 'jwe-number',
          encryptedSecurityCode: 'jwe-pin',
        },
        order: { orderData: 'new-order', pspReference: 'ORDER2' },
      },
    ]);
    await flush();
    expect(flow.state().payment.status).toBe('partial');
    // The card has paid its part: the form is empty again for the next card (its balance unknown,
    // the frames told to empty), and a press with it empty pays nothing.
    expect(flow.state().extra).toMatchObject({ balance: null, step: 'check', status: 'ready' });
    expect(flow.state().cleared).toBe(1);
    expect(Object.values(flow.state().fields).every((field) => field.empty)).toBe(true);
    flow.send({ type: 'submit.requested' });
    await flush();
    expect(flow.sent).toHaveLength(1);
    expect(flow.checked).toHaveLength(1);
  });

  it('two cards in one order: after the first part the form is empty; the next card is checked, then pays its part', async () => {
    const balance = { balance: EUR(5000) };
    const order = {
      orderData: 'order-data',
      pspReference: 'ORDER2',
      amount: EUR(12000),
      remainingAmount: EUR(7000),
    };
    const flow = setup({}, { amount: EUR(12000), balance, answer: { resultCode: 'Authorised', order } });
    flow.fillGiftCard();
    flow.send({ type: 'submit.requested' });
    for (let tick = 0; tick < 4; tick += 1) await flush();
    expect(flow.sent).toHaveLength(1);
    expect(flow.state()).toMatchObject({ payment: { status: 'partial' }, valid: false, cleared: 1 });
    // The order's rest is what the next card pays (the host updates the context).
    flow.send({ type: 'options.updated', context: { paymentMethod: undefined, amount: EUR(7000), order } });
    balance.balance = EUR(2500);
    flow.frame('giftcardNumber', { encryptedCardNumber: 'jwe-number-2' });
    flow.frame('giftcardPin', { encryptedSecurityCode: 'jwe-pin-2' });
    flow.send({ type: 'submit.requested' });
    for (let tick = 0; tick < 4; tick += 1) await flush();
    expect(flow.checked).toHaveLength(2);
    expect(flow.orders()).toBe(1);
    expect(flow.sent).toHaveLength(2);
    expect(flow.sent[1]).toMatchObject({
      paymentMethod: { encryptedCardNumber: 'jwe-number-2' },
      order: { orderData: 'order-data', pspReference: 'ORDER2' },
    });
    expect(flow.state().cleared).toBe(2);
  });

  it('an open order is reused: no new order', async () => {
    const flow = setup({ order: ORDER }, { amount: EUR(2500), balance: { balance: EUR(1000) } });
    flow.fillGiftCard();
    flow.send({ type: 'submit.requested' });
    await flush();
    await flush();
    expect(flow.orders()).toBe(0);
    expect(flow.sent[0]?.order).toEqual({ orderData: 'order-data', pspReference: 'ORDER1' });
  });

  it('the amount above the transaction limit makes a partial payment too', async () => {
    const flow = setup(
      { brand: 'svs' },
      { amount: EUR(15000), balance: { balance: EUR(50000), transactionLimit: EUR(10000) } },
    );
    flow.fillGiftCard();
    flow.send({ type: 'submit.requested' });
    await flush();
    await flush();
    expect(flow.orders()).toBe(1);
    expect(flow.sent).toHaveLength(1);
    expect(flow.state().extra.transactionLimit).toEqual(EUR(10000));
  });

  it('the balance covers the amount: the shopper confirms, then the card pays it all', async () => {
    const flow = setup({}, { amount: EUR(2500), balance: { balance: EUR(5000) } });
    flow.fillGiftCard();
    flow.send({ type: 'submit.requested' });
    await flush();
    expect(flow.state().extra).toMatchObject({ step: 'confirm', status: 'ready', balance: EUR(5000) });
    expect(flow.sent).toEqual([]);
    expect(flow.machine.definition.buttonLabel!(flow.state())).toBeUndefined();
    flow.send({ type: 'submit.requested' });
    await flush();
    expect(flow.orders()).toBe(0);
    expect(flow.sent).toEqual([
      {
        paymentMethod: {
          type: 'giftcard',
          brand: 'givex',
          encryptedCardNumber: 'jwe-number',
          encryptedSecurityCode: 'jwe-pin',
        },
      },
    ]);
    expect(flow.state().payment.status).toBe('success');
  });

  it.each<[string, BalanceResponse | Error, GiftCardStatus]>([
    ['no balance', { resultCode: 'Failed' }, 'card-error'],
    [
      'no balance, a wrong PIN',
      { resultCode: 'Failed', refusalReason: 'Invalid Pin', refusalReasonCode: '17' },
      'pin-error',
    ],
    ['another currency', { balance: { value: 10000, currency: 'USD' } }, 'currency-error'],
    ['a zero balance', { balance: EUR(0) }, 'no-balance'],
    ['a failed call', new CheckoutError('NETWORK_ERROR', 'Network error'), 'error'],
  ])('%s: status %s, nothing paid', async (_, balance, status) => {
    const flow = setup({}, { balance });
    flow.fillGiftCard();
    flow.send({ type: 'submit.requested' });
    await flush();
    expect(flow.state().extra.status).toBe(status);
    expect(flow.state().extra.step).toBe('check');
    expect(flow.sent).toEqual([]);
    expect(flow.orders()).toBe(0);
    // Another card typed: the error goes, and a press checks again.
    flow.frame('giftcardNumber', { encryptedCardNumber: 'jwe-other' });
    expect(flow.state().extra.status).toBe('ready');
  });

  it('a press while a frame encrypts waits for its value, then checks once', async () => {
    const flow = setup();
    flow.fillGiftCard();
    flow.send({
      type: 'securedField.changed',
      field: 'giftcardPin',
      report: { valid: true, empty: false, encrypting: true },
    });
    flow.send({ type: 'submit.requested' }, { type: 'submit.requested' });
    expect(flow.state().extra.queued).toBe(true);
    flow.frame('giftcardPin', { encryptedSecurityCode: 'jwe-pin-2' });
    await flush();
    expect(flow.checked).toHaveLength(1);
    expect(flow.checked[0]?.encryptedSecurityCode).toBe('jwe-pin-2');
  });

  it('a meal voucher sends its number, security code, expiry month and year and brand (spec section 3)', async () => {
    const flow = setup(
      { type: 'mealVoucher_FR_natixis' },
      { amount: EUR(1500), balance: { balance: EUR(3000) } },
    );
    flow.send({ type: 'securedFields.statusChanged', status: 'ready' });
    flow.frame('giftcardNumber', { encryptedCardNumber: 'jwe-number' });
    flow.frame('expiryDate', { encryptedExpiryMonth: 'jwe-month', encryptedExpiryYear: 'jwe-year' });
    flow.frame('securityCode', { encryptedSecurityCode: 'jwe-code' });
    flow.send({ type: 'submit.requested' });
    await flush();
    flow.send({ type: 'submit.requested' });
    await flush();
    expect(flow.sent).toEqual([
      {
        paymentMethod: {
          type: 'mealVoucher_FR_natixis',
          brand: 'mealVoucher_FR_natixis',
          encryptedCardNumber: 'jwe-number',
          encryptedSecurityCode: 'jwe-code',
          encryptedExpiryMonth: 'jwe-month',
          encryptedExpiryYear: 'jwe-year',
        },
      },
    ]);
  });

  it('refuses wrong options', () => {
    expect(() => setup({ pinRequired: 'no' as never })).toThrow(/Invalid giftcard options/);
  });

  it('a gift card without a brand fails its balance check with an implementation error', async () => {
    const flow = setup({ brand: undefined });
    flow.fillGiftCard();
    flow.send({ type: 'submit.requested' });
    await flush();
    expect(flow.state().extra.status).toBe('error');
    expect(flow.state().extra.error?.type).toBe('IMPLEMENTATION_ERROR');
  });
});
