import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CheckoutError,
  acceptedBrands,
  brandIconsOf,
  SUBMIT_WAIT_MS,
  createCardMachine,
  securedFieldChanged,
  elementStatusOf,
  effectiveBrand,
  focusOrder,
  installmentChoicesOf,
  isFieldComplete,
  loadDirectModePart,
  loadInstallmentsPart,
  loadTaxIdsPart,
  nextFieldAfter,
  policiesOf,
  shownErrors,
  visibilityOf,
  type BinLookupOutcome,
  type CardMachine,
  type PaymentMethod,
  type PaymentMethodDeps,
  type CardOptions,
  type PaymentData,
  type PaymentResponse,
  type SecuredFieldReport,
} from 'headless-checkout/core';

const TODAY = new Date(2026, 10, 22).getTime();

// The installments, the tax ids and direct mode's checks are optional parts of the form, loaded after start
// when shown (tests/core/card/card-parts.test.ts); these machines run unstarted, with the parts at hand.
beforeAll(() => Promise.all([loadInstallmentsPart(), loadTaxIdsPart(), loadDirectModePart()]));

type LookupCall = { encryptedBin: string; supportedBrands: readonly string[]; requestId: string };

/** A card machine with recorded deps: lookups wait for `answer`, submits resolve with `respond`. */
function setup(options: CardOptions = {}, overrides: Partial<PaymentMethodDeps> = {}) {
  const lookups: Array<LookupCall & { answer: (outcome: BinLookupOutcome) => void }> = [];
  const submitted: PaymentData[] = [];
  let respond: (response: PaymentResponse) => void = () => undefined;
  const onError = vi.fn();
  const deps: PaymentMethodDeps = {
    now: () => TODAY,
    encrypt: async (field, value) => `enc(${field}:${value})`,
    lookupBin: (request) => new Promise((resolve) => lookups.push({ ...request, answer: resolve })),
    submit: (data) => {
      submitted.push(data);
      return new Promise((resolve) => (respond = resolve));
    },
    environment: () => ({
      origin: 'http://shop.test',
      browserInfo: { userAgent: 'test', language: 'en-US' },
      riskData: { clientData: 'risk' },
    }),

    reportError: onError,
    ...overrides,
  };
  const machine = createCardMachine({ mode: 'direct', ...options }, deps);
  const type = (
    field: Parameters<typeof machine.send>[0] extends infer E
      ? E extends { type: 'field.changed'; field: infer F }
        ? F
        : never
      : never,
    value: string,
  ) => {
    machine.send({ type: 'field.focused', field });
    machine.send({ type: 'field.changed', field, value });
    machine.send({ type: 'field.blurred', field });
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    machine,
    deps,
    lookups,
    submitted,
    respond: (response: PaymentResponse) => respond(response),
    type,
    flush,
    onError,
  };
}

/** The checkout's `scheme` entry arrives (or changes): the card form's context. */
const methodArrived = (machine: CardMachine, paymentMethod: PaymentMethod) =>
  machine.send({ type: 'options.updated', context: { ...machine.getSnapshot().context, paymentMethod } });

const resolved = (
  requestId: string,
  brands: Array<Record<string, unknown>>,
  extra: Record<string, unknown> = {},
): BinLookupOutcome => ({
  type: 'resolved',
  result: { requestId, brands: brands as never, ...extra },
});

describe('card machine: fields and validation (direct mode)', () => {
  it('starts ready and invalid, with no error shown', () => {
    const { machine } = setup();
    const state = machine.getSnapshot();
    expect(elementStatusOf(state.payment)).toBe('ready');
    expect(state.valid).toBe(false);
    expect(shownErrors(state)).toEqual([]);
  });

  it('detects the brand while typing and shows errors only after blur', () => {
    const { machine } = setup();
    machine.send({ type: 'field.focused', field: 'cardNumber' });
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '4111 1111' });
    let state = machine.getSnapshot();
    expect(state.extra.detectedBrand).toBe('visa');
    expect(state.fields.cardNumber!.errorKey).toBe('error.va.sf-cc-num.04');
    expect(shownErrors(state)).toEqual([]);
    machine.send({ type: 'field.blurred', field: 'cardNumber' });
    state = machine.getSnapshot();
    expect(shownErrors(state)).toEqual([{ field: 'cardNumber', errorKey: 'error.va.sf-cc-num.04' }]);
  });

  it.each([
    ['cardNumber', '4111 1111 1111 1112', 'error.va.sf-cc-num.01'],
    ['cardNumber', '', 'error.va.sf-cc-num.02'],
    ['expiryDate', '', 'error.va.sf-cc-dat.04'],
    ['expiryDate', '1/2', 'error.va.sf-cc-dat.05'],
    ['expiryDate', '10/26', 'error.va.sf-cc-dat.01'],
    ['expiryDate', '12/70', 'error.va.sf-cc-dat.02'],
    ['securityCode', '', 'error.va.sf-cc-cvc.01'],
    ['securityCode', '12', 'error.va.sf-cc-cvc.02'],
  ] as const)('%s %j -> %s', (field, value, errorKey) => {
    const { machine, type } = setup();
    type(field, value);
    expect(machine.getSnapshot().fields[field]!.errorKey).toBe(errorKey);
  });

  it('asks 4 digits (CID) for amex', () => {
    const { machine, type } = setup();
    type('cardNumber', '3700 000000 00002');
    type('securityCode', '737');
    expect(machine.getSnapshot().fields.securityCode!.errorKey).toBe('error.va.sf-cc-cvc.02');
    type('securityCode', '7373');
    expect(machine.getSnapshot().fields.securityCode!.errorKey).toBeNull();
  });

  it("refuses a brand outside the allow-list with 'Unsupported card entered'", () => {
    const { machine, type } = setup({ brands: ['visa', 'mc'] });
    type('cardNumber', '3700 000000 00002');
    expect(machine.getSnapshot().fields.cardNumber!.errorKey).toBe('error.va.sf-cc-num.03');
  });

  it('requires the holder name when configured, with its own key', () => {
    const { machine, type } = setup({ holderNameRequired: true });
    type('holderName', '   ');
    expect(shownErrors(machine.getSnapshot())).toContainEqual({
      field: 'holderName',
      errorKey: 'creditCard.holderName.invalid',
    });
    type('holderName', 'J. Smith');
    expect(machine.getSnapshot().fields.holderName!.errorKey).toBeNull();
  });

  it('validates a partial billing address (postal code per country)', async () => {
    const { machine } = setup({ billingAddressMode: 'partial', billingAddress: { country: 'DE' } });
    // The address's part loads after start (tests/core/card/billing-address-part.test.ts).
    machine.start();
    await vi.waitFor(() => expect(machine.getSnapshot().extra.billingAddress).toBe('ready'));
    machine.send({ type: 'field.changed', field: 'billingAddress.postalCode', value: '123456' });
    machine.send({ type: 'field.blurred', field: 'billingAddress.postalCode' });
    expect(shownErrors(machine.getSnapshot())).toContainEqual({
      field: 'billingAddress.postalCode',
      errorKey: 'postalCode.invalidFormat',
      errorValues: { format: '99999' },
    });
  });
});

describe("card machine: the accepted brands (the options', else the checkout's scheme method)", () => {
  const SCHEME = { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'maestro', 'bcmc'] };

  it('accepts amex, mc and visa while the payment methods are not there', () => {
    const { machine } = setup();
    expect(acceptedBrands(machine.getSnapshot())).toEqual(['amex', 'mc', 'visa']);
    expect(brandIconsOf(machine.getSnapshot())).toEqual({ visible: ['amex', 'mc', 'visa'], more: 0 });
  });

  it("takes the scheme method's brands when they arrive: a maestro card becomes valid", () => {
    const { machine, type } = setup();
    type('cardNumber', '6759 6498 2643 8453');
    expect(machine.getSnapshot().fields.cardNumber!.errorKey).not.toBeNull();
    methodArrived(machine, SCHEME);
    const state = machine.getSnapshot();
    expect(acceptedBrands(state)).toEqual(['visa', 'mc', 'maestro', 'bcmc']);
    expect(brandIconsOf(state)).toEqual({ visible: ['visa', 'mc', 'maestro', 'bcmc'], more: 0 });
    type('cardNumber', '6759 6498 2643 8453');
    expect(machine.getSnapshot().extra.detectedBrand).toBe('maestro');
    expect(machine.getSnapshot().fields.cardNumber!.errorKey).toBeNull();
  });

  it("keeps the merchant's brands over the method's", () => {
    const { machine } = setup({ brands: ['visa'] });
    methodArrived(machine, SCHEME);
    expect(acceptedBrands(machine.getSnapshot())).toEqual(['visa']);
  });

  it('asks the bin lookup for the brands in force, and a reset keeps them', async () => {
    const { machine, lookups, flush } = setup();
    methodArrived(machine, SCHEME);
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '675964' });
    await flush();
    expect(lookups[0]).toMatchObject({ supportedBrands: ['visa', 'mc', 'maestro', 'bcmc'] });
    machine.send({ type: 'form.reset' });
    expect(machine.getSnapshot().context.paymentMethod).toBe(SCHEME);
  });

  it('looks a bin typed before the brands arrived up again with them; the first answer is stale', async () => {
    const { machine, lookups, flush } = setup();
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '675964' });
    await flush();
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toMatchObject({ supportedBrands: ['amex', 'mc', 'visa'], requestId: 'bin-1' });
    methodArrived(machine, SCHEME);
    await flush();
    expect(lookups).toHaveLength(2);
    expect(lookups[1]).toMatchObject({
      encryptedBin: 'enc(binValue:675964)',
      supportedBrands: ['visa', 'mc', 'maestro', 'bcmc'],
      requestId: 'bin-2',
    });
    lookups[0]!.answer(resolved('bin-1', [{ brand: 'maestro', supported: false }]));
    await flush();
    expect(machine.getSnapshot().extra.binLookup.status).toBe('pending');
    lookups[1]!.answer(resolved('bin-2', [{ brand: 'maestro', supported: true }]));
    await flush();
    expect(machine.getSnapshot().extra.binLookup).toMatchObject({ status: 'resolved', unsupported: false });
    // The same brands again (a new but equal entry) look nothing up.
    methodArrived(machine, { ...SCHEME });
    await flush();
    expect(lookups).toHaveLength(2);
  });

  it("secured mode: new brands look the frame's encrypted bin up again, without encrypting anything", async () => {
    const encrypt = vi.fn(async (field: string, value: string) => `enc(${field}:${value})`);
    const { machine, lookups, flush } = setup({ mode: 'secured' }, { encrypt });
    machine.send({ type: 'securedField.binChanged', binValue: '675964', encryptedBin: 'frame-jwe' });
    await flush();
    methodArrived(machine, SCHEME);
    await flush();
    expect(lookups.map((lookup) => lookup.encryptedBin)).toEqual(['frame-jwe', 'frame-jwe']);
    expect(encrypt).not.toHaveBeenCalled();
  });

  it('a method with no brands, or the same entry again, changes nothing', () => {
    const { machine } = setup();
    methodArrived(machine, SCHEME);
    const before = machine.getSnapshot();
    methodArrived(machine, SCHEME);
    expect(machine.getSnapshot()).toBe(before);
    methodArrived(machine, { type: 'scheme', brands: [] });
    expect(acceptedBrands(machine.getSnapshot())).toEqual(['amex', 'mc', 'visa']);
  });
});

describe('card machine: bin lookup', () => {
  it('looks up from the 6th digit with a request id, once per bin, and ignores stale answers', async () => {
    const { machine, lookups, flush } = setup();
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '41111' });
    await flush();
    expect(lookups).toHaveLength(0);
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '411111' });
    await flush();
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toMatchObject({
      encryptedBin: 'enc(binValue:411111)',
      supportedBrands: ['amex', 'mc', 'visa'],
      requestId: 'bin-1',
    });
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '4111111' });
    await flush();
    expect(lookups).toHaveLength(1);
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '555555' });
    await flush();
    expect(lookups).toHaveLength(2);
    lookups[0]!.answer(resolved('bin-1', [{ brand: 'visa', supported: true }]));
    await flush();
    expect(machine.getSnapshot().extra.binLookup.status).toBe('pending');
    lookups[1]!.answer(resolved('bin-2', [{ brand: 'mc', supported: true }]));
    await flush();
    expect(machine.getSnapshot().extra.binLookup).toMatchObject({ status: 'resolved', requestId: 'bin-2' });
  });

  it("reports an error-like answer without requestId as 'unknownError'", async () => {
    const { machine, lookups, flush, onError } = setup();
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '411111' });
    await flush();
    lookups[0]!.answer({ type: 'failed', error: 'unknownError' });
    await flush();
    expect(machine.getSnapshot().extra.binLookup).toMatchObject({ status: 'error', error: 'unknownError' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'binLookup: unknownError' }));
  });

  it('marks an unsupported card at once, and clears it when the bin goes', async () => {
    const { machine, lookups, flush } = setup();
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '625094' });
    await flush();
    lookups[0]!.answer(resolved('bin-1', [{ brand: 'cup', supported: false }]));
    await flush();
    let state = machine.getSnapshot();
    expect(state.extra.binLookup.unsupported).toBe(true);
    expect(state.fields.cardNumber!.errorKey).toBe('error.va.sf-cc-num.03');
    expect(shownErrors(state)).toEqual([{ field: 'cardNumber', errorKey: 'error.va.sf-cc-num.03' }]);
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '6250' });
    await flush();
    state = machine.getSnapshot();
    expect(state.extra.binLookup).toMatchObject({ status: 'idle', unsupported: false });
    // No longer shown at once: the prefix alone (cup, outside the allow-list) shows after blur.
    expect(shownErrors(state)).toEqual([]);
  });

  it('offers the two brands of a dual-branded card, in the answer order, and applies the chosen policies', async () => {
    const { machine, lookups, flush } = setup({ brands: ['bcmc', 'maestro', 'visa'] });
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '6703 4444 4444 4449' });
    await flush();
    lookups[0]!.answer(
      resolved('bin-1', [
        { brand: 'bcmc', supported: true, cvcPolicy: 'hidden' },
        { brand: 'maestro', supported: true, cvcPolicy: 'optional' },
      ]),
    );
    await flush();
    let state = machine.getSnapshot();
    expect(state.extra.dualBrands).toEqual(['bcmc', 'maestro']);
    expect(effectiveBrand(state)).toBe('bcmc');
    expect(policiesOf(state).cvcPolicy).toBe('hidden');
    expect(visibilityOf(state).securityCode).toBe(false);
    machine.send({ type: 'brand.selected', brand: 'maestro' });
    state = machine.getSnapshot();
    expect(effectiveBrand(state)).toBe('maestro');
    expect(policiesOf(state).cvcPolicy).toBe('optional');
    machine.send({ type: 'brand.selected', brand: 'amex' });
    expect(effectiveBrand(machine.getSnapshot())).toBe('maestro');
  });

  it('keeps a single brand when only one of two is accepted here', async () => {
    const { machine, lookups, flush } = setup({ brands: ['visa'] });
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '4035 5010 0000 0008' });
    await flush();
    lookups[0]!.answer(
      resolved('bin-1', [
        { brand: 'visa', supported: true },
        { brand: 'cartebancaire', supported: true },
      ]),
    );
    await flush();
    const state = machine.getSnapshot();
    expect(state.extra.dualBrands).toBeNull();
    expect(effectiveBrand(state)).toBe('visa');
  });

  it('shows the Korean fields for a Korean card when Korean authentication is required (auto), always in show mode', async () => {
    const auto = setup({ koreanAuthentication: { required: true } });
    expect(visibilityOf(auto.machine.getSnapshot()).korean).toBe(false);
    auto.machine.send({ type: 'field.changed', field: 'cardNumber', value: '403524' });
    await auto.flush();
    auto.lookups[0]!.answer(
      resolved('bin-1', [{ brand: 'visa', supported: true }], { issuingCountryCode: 'kr' }),
    );
    await auto.flush();
    const state = auto.machine.getSnapshot();
    expect(visibilityOf(state).korean).toBe(true);
    expect(state.fields.taxNumber!.errorKey).not.toBeNull();
    auto.type('taxNumber', '123');
    expect(auto.machine.getSnapshot().fields.taxNumber!.errorKey).toBe('creditCard.taxNumber.invalid');
    auto.type('password', '1');
    expect(auto.machine.getSnapshot().fields.password!.errorKey).toBe('error.va.sf-kcp-pwd.02');
    expect(
      visibilityOf(setup({ koreanAuthentication: { required: true, mode: 'show' } }).machine.getSnapshot())
        .korean,
    ).toBe(true);
    expect(
      visibilityOf(setup({ koreanAuthentication: { required: false, mode: 'show' } }).machine.getSnapshot())
        .korean,
    ).toBe(false);
  });

  it('asks the Brazilian social security number when the lookup says so', async () => {
    const { machine, lookups, flush, type } = setup({ brands: ['elo', 'visa', 'mc'] });
    machine.send({ type: 'field.changed', field: 'cardNumber', value: '506699' });
    await flush();
    lookups[0]!.answer(
      resolved('bin-1', [{ brand: 'elo', supported: true }], {
        issuingCountryCode: 'BR',
        showSocialSecurityNumber: true,
      }),
    );
    await flush();
    expect(visibilityOf(machine.getSnapshot()).socialSecurityNumber).toBe(true);
    type('socialSecurityNumber', '529.982.247-26');
    expect(machine.getSnapshot().fields.socialSecurityNumber!.errorKey).toBe(
      'boleto.socialSecurityNumber.invalid',
    );
  });
});

describe('card machine: direct-mode brand detection', () => {
  it('detects among the accepted brands first (a V PAY range of a Visa card is Visa on a Visa form)', () => {
    const visaOnly = setup({ brands: ['visa', 'mc'] });
    visaOnly.type('cardNumber', '4444 3333 2222 1111');
    expect(visaOnly.machine.getSnapshot().extra.detectedBrand).toBe('visa');
    const withVpay = setup({ brands: ['vpay', 'visa'] });
    withVpay.type('cardNumber', '4444 3333 2222 1111');
    expect(withVpay.machine.getSnapshot().extra.detectedBrand).toBe('vpay');
  });

  it('still names a brand the form does not accept, so it shows as unsupported', () => {
    const { machine, type } = setup({ brands: ['visa'] });
    type('cardNumber', '3714 496353 98431');
    expect(machine.getSnapshot().extra.detectedBrand).toBe('amex');
    expect(machine.getSnapshot().fields.cardNumber!.errorKey).not.toBeNull();
  });
});

describe('card machine: submit and payload', () => {
  const fillValid = (type: ReturnType<typeof setup>['type']) => {
    type('cardNumber', '4111 1111 1111 1111');
    type('expiryDate', '03/30');
    type('securityCode', '737');
  };

  it('shows every error on an invalid submit and sends nothing', async () => {
    const { machine, submitted, flush } = setup({ holderNameRequired: true });
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(submitted).toHaveLength(0);
    expect(shownErrors(machine.getSnapshot()).map((error) => error.field)).toEqual([
      'cardNumber',
      'expiryDate',
      'securityCode',
      'holderName',
    ]);
  });

  it('builds the payload of spec section 3, encrypting in direct mode, and submits once', async () => {
    const { machine, submitted, respond, type, flush } = setup({
      hasHolderName: true,
      enableStoreDetails: true,
      billingAddressMode: 'partial',
      billingAddress: { country: 'NL' },
      fundingSource: 'debit',
      installmentOptions: { card: { values: [1, 2, 3] } },
      amount: { value: 10000, currency: 'EUR' },
    });
    fillValid(type);
    type('holderName', ' J. Smith ');
    machine.send({ type: 'field.changed', field: 'billingAddress.postalCode', value: '1012 AB' });
    machine.send({ type: 'field.changed', field: 'storePaymentMethod', value: true });
    machine.send({ type: 'installments.changed', installments: { value: 3, plan: 'installments' } });
    machine.send({ type: 'submit.requested' });
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(elementStatusOf(machine.getSnapshot().payment)).toBe('loading');
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toEqual({
      paymentMethod: {
        type: 'scheme',
        encryptedCardNumber: 'enc(number:4111111111111111)',
        encryptedExpiryMonth: 'enc(expiryMonth:03)',
        encryptedExpiryYear: 'enc(expiryYear:2030)',
        encryptedSecurityCode: 'enc(cvc:737)',
        holderName: 'J. Smith',
        brand: 'visa',
        fundingSource: 'debit',
      },
      billingAddress: {
        street: 'N/A',
        houseNumberOrName: 'N/A',
        postalCode: '1012 AB',
        city: 'N/A',
        stateOrProvince: 'N/A',
        country: 'NL',
      },
      storePaymentMethod: true,
      installments: { value: 3 },
      origin: 'http://shop.test',
      browserInfo: { userAgent: 'test', language: 'en-US' },
      riskData: { clientData: 'risk' },
    });
    respond({ resultCode: 'Authorised' });
    await flush();
    expect(elementStatusOf(machine.getSnapshot().payment)).toBe('success');
  });

  it.each([
    [{ value: 1, plan: 'installments' }, undefined],
    [{ value: 1, plan: 'onetime' }, undefined],
    [{ value: 6, plan: 'installments' }, { value: 6 }],
    [
      { value: 3, plan: 'revolving' },
      { value: 1, plan: 'revolving' },
    ],
  ] as const)('installments %o are sent as %o', async (choice, expected) => {
    const { machine, submitted, type, flush } = setup({
      installmentOptions: { visa: { values: [1, 3, 6], plans: ['regular', 'revolving'] } },
      amount: { value: 500, currency: 'EUR' },
    });
    fillValid(type);
    machine.send({ type: 'installments.changed', installments: choice });
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(submitted[0]?.installments).toEqual(expected);
  });

  it('hides installments when the amount is 0 and falls back to the card options', () => {
    const zero = setup({
      installmentOptions: { card: { values: [1, 2] } },
      amount: { value: 0, currency: 'EUR' },
    });
    expect(visibilityOf(zero.machine.getSnapshot()).installments).toBe(false);
    const fallback = setup({
      installmentOptions: { card: { values: [1, 2] } },
      amount: { value: 100, currency: 'EUR' },
    });
    expect(visibilityOf(fallback.machine.getSnapshot()).installments).toBe(true);
  });

  it.each([
    // A refusal returns the form to ready (its message in `payment.messageKey`).
    [{ resultCode: 'Refused' }, 'ready'],
    [{ resultCode: 'Pending' }, 'success'],
    [{ resultCode: 'IdentifyShopper', action: { type: 'threeDS2', paymentData: 'x' } }, 'loading'],
    [
      {
        resultCode: 'Authorised',
        order: { orderData: 'o', pspReference: 'p', remainingAmount: { value: 100, currency: 'EUR' } },
      },
      'ready',
    ],
  ] as const)('a %o response gives status %s', async (response, status) => {
    const { machine, respond, type, flush } = setup();
    fillValid(type);
    machine.send({ type: 'submit.requested' });
    await flush();
    respond(response as PaymentResponse);
    await flush();
    expect(elementStatusOf(machine.getSnapshot().payment)).toBe(status);
  });

  it('after success a second submit sends no request and changes no state', async () => {
    const { machine, submitted, respond, type, flush, deps } = setup();
    fillValid(type);
    machine.send({ type: 'submit.requested' });
    await flush();
    respond({ resultCode: 'Authorised' });
    await flush();
    const success = machine.getSnapshot();
    expect(elementStatusOf(success.payment)).toBe('success');
    const listener = vi.fn();
    machine.subscribe(listener);
    const submit = vi.spyOn(deps, 'submit');
    machine.send({ type: 'submit.requested' });
    machine.send({ type: 'submit.requested' });
    await flush();
    await flush();
    expect(submitted).toHaveLength(1);
    expect(submit).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
    expect(machine.getSnapshot()).toBe(success);
  });

  it('a refusal returns to ready with its message and keeps what the shopper typed', async () => {
    const { machine, submitted, respond, type, flush } = setup({ hasHolderName: true });
    fillValid(type);
    type('holderName', 'J. Smith');
    machine.send({ type: 'submit.requested' });
    await flush();
    respond({ resultCode: 'Refused' });
    await flush();
    const refused = machine.getSnapshot();
    expect(elementStatusOf(refused.payment)).toBe('ready');
    expect(refused.payment).toMatchObject({
      status: 'ready',
      messageKey: 'error.subtitle.refused',
      ended: 1,
    });
    expect(refused.fields.holderName!.value).toBe('J. Smith');
    expect(refused.fields.cardNumber!.value).toBe('4111 1111 1111 1111');
    expect(shownErrors(refused)).toEqual([]);
    expect(refused.valid).toBe(true);
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(submitted).toHaveLength(2);
    expect(machine.getSnapshot().payment.messageKey).toBeNull();
  });

  it("an action's completion never touches the fields or their errors", async () => {
    const { machine, respond, type, flush } = setup();
    fillValid(type);
    machine.send({ type: 'submit.requested' });
    await flush();
    respond({
      resultCode: 'IdentifyShopper',
      action: { type: 'threeDS2', subtype: 'fingerprint', token: 't' },
    });
    await flush();
    const inAction = machine.getSnapshot();
    expect(inAction.payment.action).toMatchObject({ type: 'threeDS2', subtype: 'fingerprint' });
    machine.send({ type: 'payment.answered', response: { resultCode: 'Authorised' } });
    const done = machine.getSnapshot();
    expect(elementStatusOf(done.payment)).toBe('success');
    expect(done.fields).toBe(inAction.fields);
    expect(shownErrors(done)).toEqual([]);
  });

  it('reports a failed submit as an error status and to onError', async () => {
    const failure = new CheckoutError(
      'IMPLEMENTATION_ERROR',
      'Could not submit the payment: configure a session',
    );
    const { machine, type, flush, onError } = setup({}, { submit: () => Promise.reject(failure) });
    fillValid(type);
    machine.send({ type: 'submit.requested' });
    await flush();
    await flush();
    expect(machine.getSnapshot().payment).toMatchObject({ status: 'error', error: failure });
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('pays with a stored card: security code only, never a billing address', async () => {
    const { machine, submitted, type, flush } = setup({
      billingAddressMode: 'full',
      storedPaymentMethod: {
        id: 'STORED1',
        storedPaymentMethodId: 'STORED1',
        type: 'scheme',
        brand: 'mc',
        lastFour: '4444',
        supportedShopperInteractions: ['Ecommerce'],
      },
    });
    const visible = visibilityOf(machine.getSnapshot());
    expect(visible).toMatchObject({
      cardNumber: false,
      expiryDate: false,
      securityCode: true,
      billingAddress: false,
    });
    type('securityCode', '737');
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(submitted[0]).toEqual({
      paymentMethod: {
        type: 'scheme',
        encryptedSecurityCode: 'enc(cvc:737)',
        storedPaymentMethodId: 'STORED1',
        brand: 'mc',
      },
      origin: 'http://shop.test',
      browserInfo: { userAgent: 'test', language: 'en-US' },
      riskData: { clientData: 'risk' },
    });
  });
});

describe('card machine: secured mode', () => {
  it('takes validity, brand and encrypted values from the frames, never card data', async () => {
    const { machine, submitted, flush } = setup({ mode: 'secured' });
    machine.send(
      securedFieldChanged({
        field: 'cardNumber',
        valid: false,
        empty: false,
        errorKey: 'error.va.sf-cc-num.01',
        brand: 'visa',
      }),
    );
    expect(machine.getSnapshot().fields.cardNumber!.errorKey).toBe('error.va.sf-cc-num.01');
    machine.send(
      securedFieldChanged({
        field: 'cardNumber',
        valid: true,
        empty: false,
        brand: 'visa',
        endDigits: '1111',
        encrypted: { encryptedCardNumber: 'jwe-n' },
      }),
    );
    machine.send(
      securedFieldChanged({
        field: 'expiryDate',
        valid: true,
        empty: false,
        encrypted: { encryptedExpiryMonth: 'jwe-m', encryptedExpiryYear: 'jwe-y' },
      }),
    );
    machine.send(
      securedFieldChanged({
        field: 'securityCode',
        valid: true,
        empty: false,
        encrypted: { encryptedSecurityCode: 'jwe-c' },
      }),
    );
    let state = machine.getSnapshot();
    expect(state.fields.cardNumber!.value).toBe('');
    expect(state.extra.securedFields).toBe('loading');
    expect(state.valid).toBe(false);
    machine.send({ type: 'securedFields.statusChanged', status: 'ready' });
    state = machine.getSnapshot();
    expect(state.valid).toBe(true);
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(submitted[0]?.paymentMethod).toEqual({
      type: 'scheme',
      encryptedCardNumber: 'jwe-n',
      encryptedExpiryMonth: 'jwe-m',
      encryptedExpiryYear: 'jwe-y',
      encryptedSecurityCode: 'jwe-c',
      brand: 'visa',
    });
  });
});

describe('card machine: a submit while a frame encrypts', () => {
  const report = (machine: ReturnType<typeof setup>['machine'], value: SecuredFieldReport) =>
    machine.send(securedFieldChanged(value));
  /** Number and expiry encrypted; the security code valid, its encrypted value on its way. */
  function fillEncrypting(machine: ReturnType<typeof setup>['machine']) {
    machine.send({ type: 'securedFields.statusChanged', status: 'ready' });
    report(machine, {
      field: 'cardNumber',
      valid: true,
      empty: false,
      brand: 'visa',
      encrypted: { encryptedCardNumber: 'jwe-n' },
    });
    report(machine, {
      field: 'expiryDate',
      valid: true,
      empty: false,
      encrypted: { encryptedExpiryMonth: 'jwe-m', encryptedExpiryYear: 'jwe-y' },
    });
    report(machine, { field: 'securityCode', valid: true, empty: false, encrypting: true });
  }

  it('waits for the encrypted value, then pays once (two presses are one request)', async () => {
    const { machine, submitted, flush } = setup({ mode: 'secured' });
    fillEncrypting(machine);
    machine.send({ type: 'submit.requested' });
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(submitted).toHaveLength(0);
    expect(machine.getSnapshot()).toMatchObject({ submitQueued: true, payment: { status: 'ready' } });
    expect(shownErrors(machine.getSnapshot())).toEqual([]);
    report(machine, {
      field: 'securityCode',
      valid: true,
      empty: false,
      encrypted: { encryptedSecurityCode: 'jwe-c' },
    });
    await flush();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.paymentMethod).toMatchObject({ encryptedSecurityCode: 'jwe-c' });
    expect(machine.getSnapshot()).toMatchObject({ submitQueued: false, payment: { status: 'submitting' } });
  });

  it('drops the wait when the encryption fails: no request, the field error shown', async () => {
    const { machine, submitted, flush } = setup({ mode: 'secured' });
    fillEncrypting(machine);
    machine.send({ type: 'submit.requested' });
    report(machine, {
      field: 'securityCode',
      valid: false,
      empty: false,
      errorKey: 'error.va.sf-cc-cvc.02',
    });
    await flush();
    expect(submitted).toHaveLength(0);
    expect(machine.getSnapshot().submitQueued).toBe(false);
    expect(shownErrors(machine.getSnapshot()).map((error) => error.field)).toEqual(['securityCode']);
  });

  it('fails with a NETWORK_ERROR after waiting SUBMIT_WAIT_MS, shown and reported once', async () => {
    let fire: (() => void) | null = null;
    let delay = 0;
    const { machine, submitted, flush, onError } = setup(
      { mode: 'secured' },
      {
        timers: {
          setTimeout: (run, ms) => {
            fire = run;
            delay = ms;
            return 1;
          },
          clearTimeout: () => undefined,
        },
      },
    );
    fillEncrypting(machine);
    machine.send({ type: 'submit.requested' });
    expect(delay).toBe(SUBMIT_WAIT_MS);
    fire!();
    await flush();
    expect(submitted).toHaveLength(0);
    expect(machine.getSnapshot()).toMatchObject({
      submitQueued: false,
      payment: { status: 'error', messageKey: 'error.subtitle.payment', error: { type: 'NETWORK_ERROR' } },
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('card machine: secured bin lookup', () => {
  it('looks up the encrypted bin the number frame sends, and clears when it goes', async () => {
    const { machine, lookups, flush } = setup({ mode: 'secured' });
    machine.send({ type: 'securedField.binChanged', binValue: '411111', encryptedBin: 'jwe-bin' });
    await flush();
    expect(lookups[0]).toMatchObject({ encryptedBin: 'jwe-bin', requestId: 'bin-1' });
    lookups[0]!.answer(resolved('bin-1', [{ brand: 'visa', supported: true }], { issuingCountryCode: 'NL' }));
    await flush();
    expect(machine.getSnapshot().extra.binLookup).toMatchObject({
      status: 'resolved',
      issuingCountryCode: 'NL',
    });
    machine.send({ type: 'securedField.binChanged', binValue: '' });
    expect(machine.getSnapshot().extra.binLookup.status).toBe('idle');
  });

  it('keeps a frame failure in the state', () => {
    const { machine } = setup({ mode: 'secured' });
    const error = new CheckoutError('ERROR', 'Secured fields: frames failed to load');
    machine.send({ type: 'securedFields.statusChanged', status: 'csfLoadFailure', error });
    expect(machine.getSnapshot().extra).toMatchObject({
      securedFields: 'csfLoadFailure',
      securedFieldsError: error,
    });
    machine.send({ type: 'securedFields.statusChanged', status: 'ready' });
    expect(machine.getSnapshot().extra.securedFieldsError).toBeNull();
  });
});

describe('card machine: secured mode, untouched frames', () => {
  it('shows the empty keys of the frames that never reported, after a submit', () => {
    const { machine } = setup({ mode: 'secured' });
    machine.send({ type: 'securedFields.statusChanged', status: 'ready' });
    machine.send({ type: 'submit.requested' });
    expect(shownErrors(machine.getSnapshot())).toEqual([
      { field: 'cardNumber', errorKey: 'error.va.sf-cc-num.02' },
      { field: 'expiryDate', errorKey: 'error.va.sf-cc-dat.04' },
      { field: 'securityCode', errorKey: 'error.va.sf-cc-cvc.01' },
    ]);
  });
});

describe('card machine: focus order and auto-advance', () => {
  it('orders the shown fields as the spec lists them', () => {
    expect(focusOrder(setup({ hasHolderName: true }).machine.getSnapshot())).toEqual([
      'cardNumber',
      'expiryDate',
      'securityCode',
      'holderName',
    ]);
    expect(
      focusOrder(setup({ hasHolderName: true, positionHolderNameOnTop: true }).machine.getSnapshot()),
    ).toEqual(['holderName', 'cardNumber', 'expiryDate', 'securityCode']);
    expect(
      focusOrder(setup({ koreanAuthentication: { required: true, mode: 'show' } }).machine.getSnapshot()),
    ).toEqual(['cardNumber', 'expiryDate', 'securityCode', 'taxNumber', 'password']);
  });

  it('calls a field complete when it is valid and full for the brand', () => {
    const { machine, type } = setup({ hasHolderName: true });
    type('cardNumber', '4111 1111 1111 1111');
    // visa may have 19 digits: 16 is valid but not the longest length
    expect(isFieldComplete(machine.getSnapshot(), 'cardNumber')).toBe(false);
    type('cardNumber', '5555 5555 5555 4444');
    expect(isFieldComplete(machine.getSnapshot(), 'cardNumber')).toBe(true);
    expect(nextFieldAfter(machine.getSnapshot(), 'cardNumber')).toBe('expiryDate');
    type('securityCode', '73');
    expect(isFieldComplete(machine.getSnapshot(), 'securityCode')).toBe(false);
    type('securityCode', '737');
    expect(isFieldComplete(machine.getSnapshot(), 'securityCode')).toBe(true);
    expect(nextFieldAfter(machine.getSnapshot(), 'securityCode')).toBe('holderName');
    expect(nextFieldAfter(machine.getSnapshot(), 'holderName')).toBeNull();
  });
});

describe('card machine: the installments list', () => {
  it('offers one-time, n installments with their amount, and revolving when allowed', () => {
    const { machine } = setup({
      installmentOptions: { card: { values: [1, 3, 6], plans: ['regular', 'revolving'] } },
      amount: { value: 10000, currency: 'EUR' },
    });
    expect(installmentChoicesOf(machine.getSnapshot())).toEqual([
      { value: 1, plan: 'onetime' },
      { value: 3, plan: 'installments', amountPerInstallment: { value: 3333, currency: 'EUR' } },
      { value: 6, plan: 'installments', amountPerInstallment: { value: 1667, currency: 'EUR' } },
      { value: 1, plan: 'revolving' },
    ]);
  });

  it('is empty when installments are hidden (amount 0, no options)', () => {
    expect(
      installmentChoicesOf(
        setup({
          installmentOptions: { card: { values: [1, 2] } },
          amount: { value: 0, currency: 'EUR' },
        }).machine.getSnapshot(),
      ),
    ).toEqual([]);
    expect(installmentChoicesOf(setup().machine.getSnapshot())).toEqual([]);
  });
});
