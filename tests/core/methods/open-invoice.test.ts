// The open-invoice and pay-later family (spec sections 2, 3, 5): one definition, per-method
// sections, fields, countries, terms and payloads — through the method machine with a recording submit.
import { describe, expect, it } from 'vitest';
import {
  createI18n,
  createPaymentMethodMachine,
  isFieldErrorShown,
  loadPaymentMethod,
  payButtonLabelOf,
  type OpenInvoiceOptions,
  type OpenInvoiceType,
  type PaymentData,
  type PaymentMethodContext,
  type PaymentResponse,
} from 'headless-checkout/core';

const definition = await loadPaymentMethod('afterpay_default');
const EUR = { value: 12000, currency: 'EUR' };
// 25 November 2026, noon UTC: the form's date (the date of birth's 18 years).
const TODAY = Date.UTC(2026, 10, 25, 12);

type Options = Omit<OpenInvoiceOptions, 'type'> & { type: OpenInvoiceType };

function setup(
  options: Options,
  context: Partial<PaymentMethodContext> = {},
  answer: PaymentResponse = { resultCode: 'Authorised' },
) {
  const sent: PaymentData[] = [];
  const machine = createPaymentMethodMachine(
    definition,
    options,
    {
      submit: (data) => {
        sent.push(data);
        return Promise.resolve(answer);
      },
    },
    { context: { paymentMethod: undefined, amount: EUR, today: TODAY, locale: 'en-US', ...context } },
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
  const layout = () => definition.layout!(state());
  const layoutFields = () =>
    layout().map((section) => [section.name, section.rows.flat().map((field) => field.field)]);
  return { machine, sent, state, type, fillAll, shownErrors, layout, layoutFields };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const PERSON = {
  'personalDetails.firstName': 'Jan',
  'personalDetails.lastName': 'Jansen',
  'personalDetails.gender': 'MALE',
  'personalDetails.dateOfBirth': '14/03/1980',
  'personalDetails.telephoneNumber': '+31 20 123 4567',
  'personalDetails.shopperEmail': 'jan@example.nl',
};
const NL_BILLING = {
  'billingAddress.country': 'NL',
  'billingAddress.street': 'Simon Carmiggeltstraat',
  'billingAddress.houseNumberOrName': '6-50',
  'billingAddress.postalCode': '1011 DJ',
  'billingAddress.city': 'Amsterdam',
};
const NL_ADDRESS = {
  street: 'Simon Carmiggeltstraat',
  houseNumberOrName: '6-50',
  postalCode: '1011 DJ',
  city: 'Amsterdam',
  stateOrProvince: 'N/A',
  country: 'NL',
};

describe('the family: one definition, one load', () => {
  it('serves every type of the issue from one definition', async () => {
    const types = [
      'klarna',
      'klarna_account',
      'klarna_paynow',
      'afterpay_default',
      'afterpay_b2b',
      'ratepay',
      'ratepay_directdebit',
      'affirm',
      'atome',
      'facilypay_3x',
      'facilypay_4x',
      'facilypay_6x',
      'facilypay_10x',
      'facilypay_12x',
    ] as const;
    for (const type of types) expect(await loadPaymentMethod(type)).toBe(definition);
    expect([...definition.types].sort()).toEqual([...types].sort());
  });

  it('refuses wrong options with IMPLEMENTATION_ERROR', () => {
    expect(() =>
      definition.check!({ type: 'afterpay_default', visibility: { billingAddress: 'shown' } } as never),
    ).toThrow(/Invalid afterpay_default options/);
    expect(() => definition.check!({ type: 'afterpay_default', termsUrl: 'not a url' })).toThrow(
      expect.objectContaining({ type: 'IMPLEMENTATION_ERROR' }),
    );
    expect(() =>
      definition.check!({ type: 'afterpay_default', visibility: { personalDetails: 'readOnly' } }),
    ).not.toThrow();
  });
});

describe('sections per method', () => {
  it.each([
    ['afterpay_default', ['personalDetails', 'billingAddress', 'separateDeliveryAddress', 'consent']],
    [
      'afterpay_b2b',
      ['companyDetails', 'personalDetails', 'billingAddress', 'separateDeliveryAddress', 'consent'],
    ],
    ['ratepay', ['personalDetails', 'billingAddress', 'separateDeliveryAddress']],
    ['ratepay_directdebit', ['personalDetails', 'bankAccount', 'billingAddress', 'separateDeliveryAddress']],
    ['affirm', ['personalDetails', 'billingAddress', 'separateDeliveryAddress']],
    ['atome', ['personalDetails', 'billingAddress']],
    ['facilypay_3x', ['personalDetails', 'billingAddress', 'separateDeliveryAddress']],
    ['klarna', []],
  ] as const)('%s shows %j', (type, sections) => {
    const { layout } = setup({ type });
    expect(layout().map((section) => section.name)).toEqual(sections);
  });

  it('asks every personal detail by default; Affirm first, last name, telephone and email; Atome first, last name and telephone', () => {
    const personal = (type: OpenInvoiceType) =>
      setup({ type })
        .layoutFields()
        .find(([name]) => name === 'personalDetails')?.[1];
    expect(personal('ratepay')).toEqual(Object.keys(PERSON));
    expect(personal('affirm')).toEqual([
      'personalDetails.firstName',
      'personalDetails.lastName',
      'personalDetails.telephoneNumber',
      'personalDetails.shopperEmail',
    ]);
    expect(personal('atome')).toEqual([
      'personalDetails.firstName',
      'personalDetails.lastName',
      'personalDetails.telephoneNumber',
    ]);
  });

  it("Atome's billing address asks only country, street and postal code, all required", () => {
    const { layout, machine, shownErrors } = setup({ type: 'atome' }, { countryCode: 'SG' });
    const billing = layout().find((section) => section.name === 'billingAddress')!;
    expect(billing.rows.flat().map((field) => [field.field, field.optional ?? false])).toEqual([
      ['billingAddress.street', false],
      ['billingAddress.postalCode', false],
      ['billingAddress.country', false],
    ]);
    machine.send({ type: 'submit.requested' });
    expect(shownErrors()).toEqual([
      ['personalDetails.firstName', 'firstName.invalid'],
      ['personalDetails.lastName', 'lastName.invalid'],
      ['personalDetails.telephoneNumber', 'telephoneNumber.invalid'],
      ['billingAddress.street', 'street.invalid'],
      ['billingAddress.postalCode', 'postalCode.invalid'],
    ]);
  });

  it('lays the street at 70% and the house number at 30%, per country', () => {
    const { layout } = setup({ type: 'ratepay' }, { countryCode: 'DE' });
    const billing = layout().find((section) => section.name === 'billingAddress')!;
    expect(billing.rows[0]!.map((field) => [field.field, field.width])).toEqual([
      ['billingAddress.street', 70],
      ['billingAddress.houseNumberOrName', 30],
    ]);
    expect(billing.rows.flat().find((field) => field.field === 'billingAddress.country')).toMatchObject({
      kind: 'select',
      dataset: { name: 'countries', only: ['AT', 'CH', 'DE', 'NL'] },
      autoComplete: 'billing country',
    });
  });

  it('a merchant may show, hide or fix a section; read-only only with data; hidden data is sent as given', async () => {
    const { layoutFields, state, fillAll, machine, sent } = setup({
      type: 'afterpay_default',
      visibility: { personalDetails: 'readOnly', deliveryAddress: 'hidden', billingAddress: 'readOnly' },
      data: {
        personalDetails: {
          ...Object.fromEntries(Object.entries(PERSON).map(([k, v]) => [k.split('.')[1], v])),
          dateOfBirth: '1980-03-14',
        },
        billingAddress: { ...NL_ADDRESS, stateOrProvince: '' },
      },
    });
    expect(layoutFields().map(([name]) => name)).toEqual(['personalDetails', 'billingAddress', 'consent']);
    expect(state().fields['personalDetails.dateOfBirth']).toMatchObject({
      value: '14/03/1980',
      visibility: 'readOnly',
    });
    expect(state().order).toEqual(['consentCheckbox']);
    fillAll({ consentCheckbox: true });
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(sent[0]).toMatchObject({
      shopperName: { firstName: 'Jan', lastName: 'Jansen', gender: 'MALE' },
      dateOfBirth: '1980-03-14',
      billingAddress: NL_ADDRESS,
      deliveryAddress: NL_ADDRESS,
    });

    const empty = setup({ type: 'afterpay_default', visibility: { companyDetails: 'readOnly' } });
    expect(empty.layoutFields().map(([name]) => name)).not.toContain('companyDetails');
  });
});

describe('the delivery address', () => {
  it("offers 'separate delivery address' when the delivery is editable and the billing not hidden; falls back to billing", async () => {
    const { state, fillAll, machine, sent, layoutFields } = setup(
      { type: 'afterpay_default' },
      { countryCode: 'NL' },
    );
    expect(state().fields.separateDeliveryAddress).toMatchObject({ value: false, visibility: 'editable' });
    expect(layoutFields().map(([name]) => name)).not.toContain('deliveryAddress');
    fillAll({ ...PERSON, ...NL_BILLING, consentCheckbox: true });
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(sent[0]!.billingAddress).toEqual(NL_ADDRESS);
    expect(sent[0]!.deliveryAddress).toEqual(NL_ADDRESS);
  });

  it('a ticked box asks the delivery address, checked and sent', async () => {
    const { fillAll, machine, sent, layoutFields, shownErrors } = setup(
      { type: 'afterpay_default' },
      { countryCode: 'NL' },
    );
    fillAll({ ...PERSON, ...NL_BILLING, consentCheckbox: true, separateDeliveryAddress: true });
    expect(layoutFields().map(([name]) => name)).toContain('deliveryAddress');
    machine.send({ type: 'submit.requested' });
    expect(sent).toHaveLength(0);
    expect(shownErrors()).toEqual([
      ['deliveryAddress.street', 'street.invalid'],
      ['deliveryAddress.houseNumberOrName', 'houseNumberOrName.invalid'],
      ['deliveryAddress.postalCode', 'postalCode.invalid'],
      ['deliveryAddress.city', 'city.invalid'],
      ['deliveryAddress.country', 'country.invalid'],
    ]);
    fillAll({
      'deliveryAddress.country': 'BE',
      'deliveryAddress.street': 'Rue de la Loi',
      'deliveryAddress.houseNumberOrName': '16',
      'deliveryAddress.postalCode': '1000',
      'deliveryAddress.city': 'Bruxelles',
    });
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(sent[0]!.deliveryAddress).toEqual({
      street: 'Rue de la Loi',
      houseNumberOrName: '16',
      postalCode: '1000',
      city: 'Bruxelles',
      stateOrProvince: 'N/A',
      country: 'BE',
    });
  });

  it('no box when the billing address is hidden: the delivery address is asked on its own', () => {
    const { state, layoutFields } = setup({ type: 'ratepay', visibility: { billingAddress: 'hidden' } });
    expect(state().fields.separateDeliveryAddress!.visibility).toBe('hidden');
    expect(layoutFields().map(([name]) => name)).toEqual(['personalDetails', 'deliveryAddress']);
  });

  it('no box when the delivery address is read-only', () => {
    const { state } = setup({
      type: 'ratepay',
      visibility: { deliveryAddress: 'readOnly' },
      data: { deliveryAddress: NL_ADDRESS },
    });
    expect(state().fields.separateDeliveryAddress!.visibility).toBe('hidden');
    expect(state().fields['deliveryAddress.street']).toMatchObject({
      visibility: 'readOnly',
      value: NL_ADDRESS.street,
    });
  });
});

describe('countries', () => {
  it.each([
    ['afterpay_default', 'NL', 'DE'],
    ['afterpay_b2b', 'BE', 'FR'],
    ['ratepay', 'AT', 'BE'],
    ['ratepay_directdebit', 'CH', 'FR'],
    ['affirm', 'US', 'MX'],
    ['atome', 'SG', 'AU'],
    ['facilypay_3x', 'FR', 'DE'],
    ['facilypay_4x', 'ES', 'PT'],
    ['facilypay_12x', 'ES', 'IT'],
  ] as const)(
    '%s: %s is served, %s is a wrong country (invalidCountryCode), never a request',
    (type, good, wrong) => {
      const { state, type: typeIn, machine, sent } = setup({ type });
      typeIn('billingAddress.country', good);
      expect(state().fields['billingAddress.country']!.errorKey).toBeNull();
      typeIn('billingAddress.country', wrong);
      expect(state().fields['billingAddress.country']!.errorKey).toBe('invalidCountryCode');
      machine.send({ type: 'submit.requested' });
      expect(sent).toHaveLength(0);
    },
  );

  it("starts in the checkout's country when the method serves it, else the merchant's or none", () => {
    expect(
      setup({ type: 'afterpay_default' }, { countryCode: 'BE' }).state().fields['billingAddress.country']!
        .value,
    ).toBe('BE');
    expect(
      setup({ type: 'afterpay_default' }, { countryCode: 'DE' }).state().fields['billingAddress.country']!
        .value,
    ).toBe('');
    expect(
      setup(
        { type: 'afterpay_default', data: { billingAddress: { country: 'nl' } } },
        { countryCode: 'BE' },
      ).state().fields['billingAddress.country']!.value,
    ).toBe('NL');
  });
});

describe('personal details', () => {
  it.each([
    ['personalDetails.firstName', '', 'firstName.invalid'],
    ['personalDetails.lastName', ' ', 'lastName.invalid'],
    ['personalDetails.gender', '', 'gender.invalid'],
    ['personalDetails.dateOfBirth', '', 'dateOfBirth.required'],
    ['personalDetails.dateOfBirth', '26/11/2008', 'dateOfBirth.invalid'],
    ['personalDetails.dateOfBirth', '12/2000', 'dateOfBirth.invalidFormat'],
    ['personalDetails.telephoneNumber', 'call me', 'telephoneNumber.invalid'],
    ['personalDetails.shopperEmail', 'jan@', 'shopperEmail.invalid'],
  ])('%s %j → %s', (field, value, key) => {
    const { state, type } = setup({ type: 'ratepay' });
    type(field, value);
    expect(state().fields[field]!.errorKey).toBe(key);
  });

  it.each([
    ['personalDetails.dateOfBirth', '25/11/2008', null],
    ['personalDetails.telephoneNumber', '+49 30-123.45/67', null],
    ['personalDetails.gender', 'FEMALE', null],
  ])('%s %j is valid (18 today; the telephone pattern)', (field, value, key) => {
    const { state, type } = setup({ type: 'ratepay' });
    type(field, value);
    expect(state().fields[field]!.errorKey).toBe(key);
  });

  it('masks the date of birth as DD/MM/YYYY and corrects impossible days, 29 February included', () => {
    const { state, type, machine } = setup({ type: 'ratepay' });
    type('personalDetails.dateOfBirth', '4');
    expect(state().fields['personalDetails.dateOfBirth']!.value).toBe('04/');
    type('personalDetails.dateOfBirth', '31042000');
    expect(state().fields['personalDetails.dateOfBirth']!.value).toBe('30/04/2000');
    type('personalDetails.dateOfBirth', '29/02/2001');
    expect(state().fields['personalDetails.dateOfBirth']!.value).toBe('28/02/2001');
    // A deletion of the slash is not undone by the mask.
    machine.send({ type: 'field.changed', field: 'personalDetails.dateOfBirth', value: '1' });
    machine.send({ type: 'field.changed', field: 'personalDetails.dateOfBirth', value: '12' });
    expect(state().fields['personalDetails.dateOfBirth']!.value).toBe('12/');
    machine.send({ type: 'field.changed', field: 'personalDetails.dateOfBirth', value: '12' });
    expect(state().fields['personalDetails.dateOfBirth']!.value).toBe('12');
  });
});

describe('company and bank account', () => {
  it('AfterPay for business asks the company name and registration number', async () => {
    const { machine, shownErrors, fillAll, sent } = setup({ type: 'afterpay_b2b' }, { countryCode: 'NL' });
    machine.send({ type: 'submit.requested' });
    expect(shownErrors().slice(0, 2)).toEqual([
      ['companyDetails.name', 'companyDetails.name.invalid'],
      ['companyDetails.registrationNumber', 'companyDetails.registrationNumber.invalid'],
    ]);
    fillAll({
      'companyDetails.name': 'Acme B.V.',
      'companyDetails.registrationNumber': '12345678',
      ...PERSON,
      ...NL_BILLING,
      consentCheckbox: true,
    });
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(sent[0]!.company).toEqual({ name: 'Acme B.V.', registrationNumber: '12345678' });
  });

  it('Ratepay Direct Debit asks the bank account: IBAN in groups of four, checked; sends iban, ownerName, countryCode', async () => {
    const { machine, state, type, fillAll, sent } = setup(
      { type: 'ratepay_directdebit' },
      { countryCode: 'DE' },
    );
    type('bankAccount.iban', 'de89370400440532013001');
    expect(state().fields['bankAccount.iban']!).toMatchObject({
      value: 'DE89 3704 0044 0532 0130 01',
      errorKey: 'sepaDirectDebit.ibanField.invalid',
    });
    type('bankAccount.iban', 'DE89370400440532013000');
    expect(state().fields['bankAccount.iban']!.errorKey).toBeNull();
    type('bankAccount.ownerName', '');
    expect(state().fields['bankAccount.ownerName']!.errorKey).toBe('sepa.ownerName.invalid');
    fillAll({
      ...PERSON,
      'bankAccount.ownerName': 'Jan Jansen',
      'billingAddress.country': 'DE',
      'billingAddress.street': 'Friedrichstraße',
      'billingAddress.houseNumberOrName': '68',
      'billingAddress.postalCode': '10117',
      'billingAddress.city': 'Berlin',
    });
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(sent[0]!.bankAccount).toEqual({
      iban: 'DE89370400440532013000',
      ownerName: 'Jan Jansen',
      countryCode: 'DE',
    });
  });
});

describe('consent and terms', () => {
  it.each([
    [
      'afterpay_default',
      'NL',
      'nl-NL',
      'https://documents.riverty.com/terms_conditions/payment_methods/invoice/nl_nl/',
    ],
    [
      'afterpay_default',
      'NL',
      'de-DE',
      'https://documents.riverty.com/terms_conditions/payment_methods/invoice/nl_en/',
    ],
    [
      'afterpay_default',
      'BE',
      'fr-FR',
      'https://documents.riverty.com/terms_conditions/payment_methods/invoice/be_fr/',
    ],
    [
      'afterpay_default',
      'BE',
      'nl-NL',
      'https://documents.riverty.com/terms_conditions/payment_methods/invoice/be_nl/',
    ],
    [
      'afterpay_b2b',
      'NL',
      'en-US',
      'https://documents.riverty.com/terms_conditions/payment_methods/b2b_invoice/nl_en/',
    ],
  ] as const)("%s in %s for %s links to AfterPay's terms %s", (type, country, locale, link) => {
    const { layout } = setup({ type }, { countryCode: country, locale });
    expect(layout().at(-1)!.rows[0]![0]).toMatchObject({ field: 'consentCheckbox', kind: 'consent', link });
  });

  it('an unticked consent is an error (consent.checkbox.invalid), never a request', () => {
    const { machine, fillAll, shownErrors, sent } = setup(
      { type: 'afterpay_default' },
      { countryCode: 'NL' },
    );
    fillAll({ ...PERSON, ...NL_BILLING });
    machine.send({ type: 'submit.requested' });
    expect(shownErrors()).toEqual([['consentCheckbox', 'consent.checkbox.invalid']]);
    expect(sent).toHaveLength(0);
  });

  it('a merchant may add the box with its own terms, or leave it out', () => {
    const own = setup({ type: 'ratepay', termsUrl: 'https://shop.example/terms' });
    expect(own.layout().at(-1)!.rows[0]![0]).toMatchObject({
      kind: 'consent',
      link: 'https://shop.example/terms',
    });
    expect(
      setup({ type: 'afterpay_default', consentCheckbox: false }).state().fields.consentCheckbox!.visibility,
    ).toBe('hidden');
  });
});

describe('payloads (spec section 3)', () => {
  it('AfterPay: type, shopperName with gender, dateOfBirth as YYYY-MM-DD, telephone, email, billing and delivery', async () => {
    const { fillAll, machine, sent } = setup(
      { type: 'afterpay_default', returnUrl: 'https://shop.example/done' },
      { countryCode: 'NL' },
    );
    fillAll({ ...PERSON, ...NL_BILLING, consentCheckbox: true });
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(sent).toEqual([
      {
        paymentMethod: { type: 'afterpay_default' },
        shopperName: { firstName: 'Jan', lastName: 'Jansen', gender: 'MALE' },
        dateOfBirth: '1980-03-14',
        telephoneNumber: '+31 20 123 4567',
        shopperEmail: 'jan@example.nl',
        billingAddress: NL_ADDRESS,
        deliveryAddress: NL_ADDRESS,
        returnUrl: 'https://shop.example/done',
      },
    ]);
  });

  it('Affirm: first name, last name, telephone and email required; a US address with its state', async () => {
    const { fillAll, machine, sent, shownErrors } = setup({ type: 'affirm' }, { countryCode: 'US' });
    machine.send({ type: 'submit.requested' });
    expect(shownErrors().map(([field]) => field)).toEqual([
      'personalDetails.firstName',
      'personalDetails.lastName',
      'personalDetails.telephoneNumber',
      'personalDetails.shopperEmail',
      'billingAddress.street',
      'billingAddress.postalCode',
      'billingAddress.city',
      'billingAddress.stateOrProvince',
    ]);
    fillAll({
      'personalDetails.firstName': 'Ann',
      'personalDetails.lastName': 'Lee',
      'personalDetails.telephoneNumber': '+1 415 555 0100',
      'personalDetails.shopperEmail': 'ann@example.com',
      'billingAddress.street': 'Market Street',
      'billingAddress.houseNumberOrName': '1',
      'billingAddress.postalCode': '94105',
      'billingAddress.city': 'San Francisco',
      'billingAddress.stateOrProvince': 'CA',
    });
    machine.send({ type: 'submit.requested' });
    await flush();
    const address = {
      street: 'Market Street',
      houseNumberOrName: '1',
      postalCode: '94105',
      city: 'San Francisco',
      stateOrProvince: 'CA',
      country: 'US',
    };
    expect(sent).toEqual([
      {
        paymentMethod: { type: 'affirm' },
        shopperName: { firstName: 'Ann', lastName: 'Lee' },
        telephoneNumber: '+1 415 555 0100',
        shopperEmail: 'ann@example.com',
        billingAddress: address,
        deliveryAddress: address,
      },
    ]);
  });

  it('Atome: names, telephone, and country, street, postal code; the others N/A; no delivery of its own', async () => {
    const { fillAll, machine, sent } = setup({ type: 'atome' }, { countryCode: 'SG' });
    fillAll({
      'personalDetails.firstName': 'Wei',
      'personalDetails.lastName': 'Tan',
      'personalDetails.telephoneNumber': '+65 6123 4567',
      'billingAddress.street': 'Orchard Road 1',
      'billingAddress.postalCode': '238824',
    });
    machine.send({ type: 'submit.requested' });
    await flush();
    const address = {
      street: 'Orchard Road 1',
      houseNumberOrName: 'N/A',
      postalCode: '238824',
      city: 'N/A',
      stateOrProvince: 'N/A',
      country: 'SG',
    };
    expect(sent).toEqual([
      {
        paymentMethod: { type: 'atome' },
        shopperName: { firstName: 'Wei', lastName: 'Tan' },
        telephoneNumber: '+65 6123 4567',
        billingAddress: address,
        deliveryAddress: address,
      },
    ]);
  });

  it('Klarna: no form; the widget when asked (subtype sdk), else the type alone', async () => {
    const widget = setup({ type: 'klarna_account', useKlarnaWidget: true });
    expect(widget.state().order).toEqual([]);
    expect(widget.state().valid).toBe(true);
    widget.machine.send({ type: 'submit.requested' });
    await flush();
    expect(widget.sent).toEqual([{ paymentMethod: { type: 'klarna_account', subtype: 'sdk' } }]);
    const pages = setup({ type: 'klarna_paynow' });
    pages.machine.send({ type: 'submit.requested' });
    await flush();
    expect(pages.sent).toEqual([{ paymentMethod: { type: 'klarna_paynow' } }]);
  });
});

describe('names and buttons', () => {
  it.each([
    ['afterpay_default', { key: 'confirmPurchase' }],
    ['ratepay', { key: 'confirmPurchase' }],
    ['klarna', { key: 'continueTo', name: 'Klarna' }],
    ['klarna_account', { key: 'continueTo', name: 'Klarna' }],
    ['atome', { key: 'continueTo', name: 'Atome' }],
    ['affirm', { key: 'continueTo', name: 'Affirm' }],
    ['facilypay_3x', { key: 'continueTo', name: 'Oney' }],
  ] as const)('%s: %j', (type, label) => {
    const { state } = setup({ type });
    const s = state();
    expect(
      payButtonLabelOf({
        status: 'ready',
        amount: EUR,
        ready: definition.buttonLabel!(s),
        continueTo: definition.continueTo!(s),
      }),
    ).toEqual(label);
  });
});

describe('messages that name their field (issue 30)', () => {
  it("Ratepay Direct Debit's empty account holder reads 'Enter the account holder name'", () => {
    const { state, type } = setup({ type: 'ratepay_directdebit' }, { countryCode: 'DE' });
    type('bankAccount.ownerName', '');
    const key = state().fields['bankAccount.ownerName']!.errorKey;
    expect(key).toBe('sepa.ownerName.invalid');
    expect(createI18n().formatMessage(key!)).toBe('Enter the account holder name');
  });

  it.each([
    ['billingAddress.street', 'street.invalid', 'Enter the street'],
    ['billingAddress.houseNumberOrName', 'houseNumberOrName.invalid', 'Enter the house number'],
    ['billingAddress.postalCode', 'postalCode.invalid', 'Enter the postal code'],
    ['billingAddress.city', 'city.invalid', 'Enter the city'],
  ])("Ratepay's empty %s reads %s", (field, key, text) => {
    const { state, type } = setup({ type: 'ratepay' }, { countryCode: 'DE' });
    type(field, '');
    expect(state().fields[field]!.errorKey).toBe(key);
    expect(createI18n().formatMessage(state().fields[field]!.errorKey!)).toBe(text);
  });

  it("Ratepay's invalid billing values name the field: a German postal code of four digits", () => {
    const { state, type } = setup({ type: 'ratepay' }, { countryCode: 'DE' });
    type('billingAddress.postalCode', '1011');
    expect(state().fields['billingAddress.postalCode']).toMatchObject({
      errorKey: 'postalCode.invalidFormat',
      errorValues: { format: '99999' },
    });
    expect(createI18n().formatMessage('postalCode.invalidFormat', { format: '99999' })).toBe(
      'Enter a valid postal code. Expected format: 99999',
    );
    type('billingAddress.postalCode', '10115');
    expect(state().fields['billingAddress.postalCode']!.errorKey).toBeNull();
  });

  it("Ratepay's personal details name the field when empty", () => {
    const { state, type } = setup({ type: 'ratepay' }, { countryCode: 'DE' });
    type('personalDetails.gender', '');
    type('personalDetails.dateOfBirth', '');
    expect(state().fields['personalDetails.gender']!.errorKey).toBe('gender.invalid');
    expect(state().fields['personalDetails.dateOfBirth']!.errorKey).toBe('dateOfBirth.required');
    const i18n = createI18n();
    expect(i18n.formatMessage('gender.invalid')).toBe('Select your gender');
    expect(i18n.formatMessage('dateOfBirth.required')).toBe('Enter your date of birth');
  });
});
