// The issuer-list definition (spec sections 2, 3, 5, 8): its fields, payload, name, view and terms,
// through the method machine with event lists; the submit with a recording `submit` dependency.
import { describe, expect, it } from 'vitest';
import {
  CheckoutError,
  createI18n,
  createPaymentMethodMachine,
  formValues,
  isFieldErrorShown,
  loadPaymentMethod,
  payButtonLabelOf,
  type IssuerListOptions,
  type KeyValueStorage,
  type PaymentData,
  type PaymentMethodContext,
  type PaymentMethodEvent,
  type PaymentResponse,
} from 'headless-checkout/core';

const definition = await loadPaymentMethod('ideal');

const BANKS = [
  { id: 'ABNANL2A', name: 'ABN AMRO' },
  { id: 'INGBNL2A', name: 'ING' },
  { id: 'RABONL2U', name: 'Rabobank' },
  { id: 'BITSNL2A', name: 'Yoursafe', disabled: true },
];

const listed = (issuers?: unknown[], name = 'iDEAL'): PaymentMethodContext => ({
  paymentMethod: { type: 'ideal', name, ...(issuers ? { issuers: issuers as never } : {}) },
  amount: { value: 12000, currency: 'EUR' },
});

/** A method machine whose payments are recorded and answered with `answer`. */
function setup(
  options: Partial<IssuerListOptions> = {},
  context: PaymentMethodContext = listed(BANKS),
  answer: PaymentResponse = { resultCode: 'Authorised' },
  storage?: KeyValueStorage,
) {
  const sent: PaymentData[] = [];
  const machine = createPaymentMethodMachine(
    definition,
    { type: 'ideal', ...options },
    {
      submit: (data) => {
        sent.push(data);
        return Promise.resolve(answer);
      },
      storage,
    },
    { context },
  );
  const send = (...events: PaymentMethodEvent<IssuerListOptions>[]) => events.forEach(machine.send);
  return { machine, sent, send, state: () => machine.getSnapshot() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const pick = (id: string, source = 'list'): PaymentMethodEvent<IssuerListOptions> => ({
  type: 'field.changed',
  field: 'issuer',
  value: id,
  source,
});

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('issuer list: one definition for nine types', () => {
  it('serves every issuer-list type, banks or wallets', async () => {
    expect([...definition.types].sort()).toEqual(
      [
        'billdesk_online',
        'billdesk_wallet',
        'ideal',
        'onlineBanking_CZ',
        'onlineBanking_PL',
        'onlineBanking_SK',
        'onlinebanking_IN',
        'paybybank',
        'wallet_IN',
      ].sort(),
    );
    for (const type of ['wallet_IN', 'billdesk_wallet'] as const) {
      const { state } = setup({ type }, listed([{ id: 'paytm', name: 'Paytm' }], 'Wallets'));
      expect(definition.view(state())).toMatchObject({
        labelKey: 'issuerList.wallet',
        placeholderKey: 'issuerList.selectWallet',
      });
    }
    for (const type of ['ideal', 'onlineBanking_PL', 'billdesk_online'] as const) {
      const { state } = setup({ type });
      expect(definition.view(state())).toMatchObject({
        labelKey: 'issuerList.bank',
        placeholderKey: 'issuerList.selectBank',
      });
    }
  });

  it('refuses a type it does not serve, and malformed options (IMPLEMENTATION_ERROR)', () => {
    expect(() => setup({ type: 'scheme' as never })).toThrow(
      expect.objectContaining({
        type: 'IMPLEMENTATION_ERROR',
        message: "'scheme' is not a valid Checkout Component",
      }),
    );
    expect(() => setup({ termsUrls: ['not a url'] })).toThrow(CheckoutError);
    expect(() => setup({ issuers: [{ id: '', name: 'Nameless' }] })).toThrow(/Invalid ideal options/);
  });
});

describe('issuer list: the issuer field', () => {
  it('takes the issuers of the method entry; the issuer is required, its error shown on submit, not when tabbed past', () => {
    const { state, send } = setup();
    expect(Object.keys(state().fields)).toEqual(['issuer']);
    expect(state().valid).toBe(false);
    expect(state().fields.issuer!.errorKey).toBe('issuerList.invalid');
    expect(isFieldErrorShown(state(), 'issuer')).toBe(false);
    send({ type: 'field.focused', field: 'issuer' }, { type: 'field.blurred', field: 'issuer' });
    expect(isFieldErrorShown(state(), 'issuer')).toBe(false);
    send({ type: 'submit.requested' });
    expect(isFieldErrorShown(state(), 'issuer')).toBe(true);
    send(pick('INGBNL2A'));
    expect(state().valid).toBe(true);
    expect(isFieldErrorShown(state(), 'issuer')).toBe(false);
  });

  it('does not take a disabled issuer, nor an unknown one', () => {
    const { state, send } = setup();
    send(pick('RABONL2U'), pick('BITSNL2A'), pick('NOPE'));
    expect(state().fields.issuer!.value).toBe('RABONL2U');
    const view = definition.view(state());
    expect(view.issuers.find((issuer) => issuer.id === 'BITSNL2A')).toMatchObject({ disabled: true });
  });

  it('prefers the issuers option to the payment methods, and leaves malformed listed issuers out', () => {
    const { state } = setup({ issuers: [{ id: 'X1', name: 'Bank X' }] });
    expect(definition.view(state()).issuers.map((issuer) => issuer.id)).toEqual(['X1']);
    const malformed = setup({}, listed([{ id: 'OK', name: 'Fine' }, { name: 'no id' }, 'text']));
    expect(definition.view(malformed.state()).issuers.map((issuer) => issuer.id)).toEqual(['OK']);
  });

  it('needs the payment methods only when the options bring no issuers', () => {
    expect(definition.needsPaymentMethods!({ type: 'ideal' })).toBe(true);
    expect(definition.needsPaymentMethods!({ type: 'ideal', issuers: [] })).toBe(false);
  });
});

describe('issuer list: highlighted issuers and the mode', () => {
  it('shows the highlighted issuers in their order; the choice shows only in the control that made it', () => {
    const { state, send } = setup({ highlightedIssuers: ['RABONL2U', 'INGBNL2A', 'UNKNOWN'] });
    let view = definition.view(state());
    expect(view.highlightedIssuers.map((issuer) => issuer.name)).toEqual(['Rabobank', 'ING']);
    expect(view.issuers.filter((issuer) => issuer.highlighted).map((issuer) => issuer.id)).toEqual([
      'INGBNL2A',
      'RABONL2U',
    ]);
    expect(view).toMatchObject({ mode: 'highlighted', selected: null });
    send(pick('INGBNL2A', 'highlighted'));
    view = definition.view(state());
    expect(view).toMatchObject({ mode: 'highlighted', selected: 'INGBNL2A' });
    send(pick('ABNANL2A', 'list'));
    expect(definition.view(state())).toMatchObject({ mode: 'list', selected: 'ABNANL2A' });
  });

  it('opens in list mode without highlighted issuers', () => {
    expect(definition.view(setup().state()).mode).toBe('list');
  });

  it('remembers the last way of picking in the storage, and a later visit opens the same way', () => {
    const storage = memoryStorage();
    const first = setup({ highlightedIssuers: ['INGBNL2A'] }, listed(BANKS), undefined, storage);
    first.send(pick('RABONL2U', 'list'));
    expect(JSON.parse(storage.values.get('headless-checkout:payment-method:ideal')!)).toEqual({
      issuer: { value: 'RABONL2U', source: 'list' },
    });
    const later = setup({ highlightedIssuers: ['INGBNL2A'] }, listed(BANKS), undefined, storage);
    expect(definition.view(later.state()).selected).toBeNull();
    later.machine.restore();
    expect(definition.view(later.state())).toMatchObject({ mode: 'list', selected: 'RABONL2U' });
  });

  it('does not restore an issuer that is no longer offered or is disabled now', () => {
    const storage = memoryStorage();
    storage.setItem(
      'headless-checkout:payment-method:ideal',
      JSON.stringify({ issuer: { value: 'BITSNL2A', source: 'list' } }),
    );
    const later = setup({}, listed(BANKS), undefined, storage);
    later.machine.restore();
    expect(later.state().fields.issuer!.value).toBe('');
    storage.setItem('headless-checkout:payment-method:ideal', '{not json');
    later.machine.restore();
    expect(later.state().fields.issuer!.value).toBe('');
  });
});

describe('issuer list: the layout (any skin draws it, a drop-in too)', () => {
  it('the issuer as a select of every bank, the offline one not selectable, the highlighted ones also as buttons', () => {
    const { state } = setup({ highlightedIssuers: ['INGBNL2A'] });
    expect(definition.layout!(state())).toEqual([
      {
        name: 'issuer',
        rows: [
          [
            {
              field: 'issuer',
              kind: 'select',
              labelKey: 'issuerList.bank',
              placeholderKey: 'issuerList.selectBank',
              options: [
                { value: 'ABNANL2A', label: 'ABN AMRO' },
                { value: 'INGBNL2A', label: 'ING' },
                { value: 'RABONL2U', label: 'Rabobank' },
                { value: 'BITSNL2A', label: 'Yoursafe', disabled: true },
              ],
              highlighted: { values: ['INGBNL2A'], headingKey: 'issuerList.highlighted' },
            },
          ],
        ],
      },
    ]);
  });

  it('no issuers: nothing to fill in', () => {
    const { state } = setup({}, listed());
    expect(definition.layout!(state())).toEqual([]);
  });

  it('the terms under the list, their links in order; without issuers, the terms alone', () => {
    const terms = { key: 'issuerList.terms', links: ['https://shop.example/terms'] };
    const { state } = setup({ termsUrls: ['https://shop.example/terms'] });
    expect(definition.layout!(state())).toMatchObject([{ name: 'issuer', notice: terms }]);
    const none = setup({ termsUrls: ['https://shop.example/terms'] }, listed());
    expect(definition.layout!(none.state())).toEqual([{ name: 'terms', rows: [], notice: terms }]);
  });
});

describe('issuer list: payload and submit', () => {
  it('submits { paymentMethod: { type, issuer } } and the returnUrl once; a second press sends nothing', async () => {
    const { state, send, sent } = setup({ returnUrl: 'https://shop.example/return' });
    send({ type: 'submit.requested' });
    expect(sent).toEqual([]);
    expect(isFieldErrorShown(state(), 'issuer')).toBe(true);
    send(pick('INGBNL2A'), { type: 'submit.requested' }, { type: 'submit.requested' });
    expect(state().payment.status).toBe('submitting');
    await flush();
    expect(sent).toEqual([
      { paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' }, returnUrl: 'https://shop.example/return' },
    ]);
    expect(state().payment.status).toBe('success');
    send({ type: 'submit.requested' });
    await flush();
    expect(sent).toHaveLength(1);
  });

  it('a refusal returns to ready with the choice kept, and the shopper may pay again', async () => {
    const { state, send, sent } = setup({}, listed(BANKS), { resultCode: 'Refused' });
    send(pick('INGBNL2A'), { type: 'submit.requested' });
    await flush();
    expect(state().payment).toMatchObject({ status: 'ready', messageKey: 'error.subtitle.refused' });
    expect(formValues(state())).toEqual({ issuer: 'INGBNL2A' });
    send({ type: 'submit.requested' });
    await flush();
    expect(sent).toHaveLength(2);
  });

  it('a redirect answer hands the redirect action over', async () => {
    const action = {
      type: 'redirect' as const,
      method: 'GET' as const,
      url: 'https://bank.example/pay',
      paymentData: 'p',
    };
    const { state, send } = setup({}, listed(BANKS), { resultCode: 'RedirectShopper', action });
    send(pick('INGBNL2A'), { type: 'submit.requested' });
    await flush();
    expect(state().payment.status).toBe('action');
    expect(state().payment.action).toMatchObject({ type: 'redirect', url: 'https://bank.example/pay' });
  });
});

describe('issuer list: no issuers (Pay by Bank)', () => {
  it('has no field, is always valid, pays without an issuer key, and continues to the method', async () => {
    const context: PaymentMethodContext = {
      paymentMethod: { type: 'paybybank', name: 'Pay by Bank' },
      amount: { value: 5000, currency: 'GBP' },
    };
    const { state, send, sent } = setup({ type: 'paybybank' }, context);
    expect(state().fields).toEqual({});
    expect(state().valid).toBe(true);
    expect(definition.continueTo!(state())).toBe('Pay by Bank');
    expect(payButtonLabelOf({ status: 'ready', amount: context.amount, continueTo: 'Pay by Bank' })).toEqual({
      key: 'continueTo',
      name: 'Pay by Bank',
    });
    expect(
      payButtonLabelOf({ status: 'ready', amount: { value: 0, currency: 'GBP' }, continueTo: 'Pay by Bank' }),
    ).toEqual({ key: 'preauthorizeWith', name: 'Pay by Bank' });
    send({ type: 'submit.requested' });
    await flush();
    expect(sent).toEqual([{ paymentMethod: { type: 'paybybank' } }]);
  });

  it('takes its name from the options, else the payment methods, else the type', () => {
    expect(definition.label({ type: 'paybybank', name: 'Bank app' }, listed())).toBe('Bank app');
    expect(definition.label({ type: 'ideal' }, listed(undefined, 'iDEAL 2.0'))).toBe('iDEAL 2.0');
    expect(definition.label({ type: 'paybybank' }, { paymentMethod: undefined, amount: undefined })).toBe(
      'Pay by Bank',
    );
  });

  it('continues to the chosen issuer once there is one', () => {
    const { state, send } = setup();
    expect(definition.continueTo!(state())).toBe('iDEAL');
    send(pick('INGBNL2A'));
    expect(definition.continueTo!(state())).toBe('ING');
  });
});

describe('issuer list: the terms text (spec section 8)', () => {
  const i18n = (text?: string) =>
    createI18n({
      locale: 'en-US',
      ...(text ? { translations: { 'en-US': { 'issuerList.terms': text } } } : {}),
    });

  it('points the link at the URL', () => {
    expect(definition.terms(i18n(), ['https://shop.example/terms'])).toEqual([
      { type: 'text', text: 'By continuing you agree with the ' },
      { type: 'link', text: 'terms and conditions', url: 'https://shop.example/terms' },
    ]);
  });

  it('points two links at two URLs in order', async () => {
    // A merchant's text with tags is an ICU string: it shows once the parser has loaded.
    const merchant = i18n('Read the <link>terms</link> and the <link>privacy policy</link>.');
    await merchant.load();
    const parts = definition.terms(merchant, ['https://shop.example/terms', 'https://shop.example/privacy']);
    expect(parts).toEqual([
      { type: 'text', text: 'Read the ' },
      { type: 'link', text: 'terms', url: 'https://shop.example/terms' },
      { type: 'text', text: ' and the ' },
      { type: 'link', text: 'privacy policy', url: 'https://shop.example/privacy' },
      { type: 'text', text: '.' },
    ]);
  });

  it('throws IMPLEMENTATION_ERROR when the links and the URLs differ in number', () => {
    expect(() => definition.terms(i18n(), ['https://a.example', 'https://b.example'])).toThrow(
      expect.objectContaining({
        type: 'IMPLEMENTATION_ERROR',
        message: "The terms text 'issuerList.terms' has 1 <link> placeholder(s) but 2 termsUrls were given",
      }),
    );
    expect(() => definition.terms(i18n('No link at all'), ['https://a.example'])).toThrow(/has 0 <link>/);
  });

  it('shows no terms without URLs', () => {
    expect(definition.terms(i18n(), undefined)).toBeNull();
    expect(definition.terms(i18n(), [])).toBeNull();
  });
});
