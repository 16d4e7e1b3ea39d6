import { describe, expect, it, vi } from 'vitest';
import {
  billingAddressSchemaOf,
  createCardMachine,
  formatCardFieldInput,
  isCardValid,
  loadAllCardFeatures,
  loadedCardFeatures,
  neededCardFeatures,
  visibilityOf,
  type CardDeps,
  type CardFeatureName,
  type CardFeatures,
  type CardOptions,
  type CheckoutError,
} from 'headless-checkout/core';
import { CARD_BRANDS, getCardBrandInfo } from 'headless-checkout/validation';

const ALL = await loadAllCardFeatures();

/** A loader whose loads the test settles by hand. */
function manualLoader() {
  const pending: Array<{ name: CardFeatureName; resolve: () => void; reject: (error: Error) => void }> = [];
  const load = vi.fn(
    (name: CardFeatureName) =>
      new Promise((resolve, reject) => pending.push({ name, resolve: () => resolve(ALL[name]), reject })),
  ) as unknown as CardDeps['loadFeature'] & ReturnType<typeof vi.fn>;
  const settle = async (name: CardFeatureName, outcome: 'resolve' | 'reject' = 'resolve') => {
    const index = pending.findIndex((entry) => entry.name === name);
    const [entry] = pending.splice(index, 1);
    if (outcome === 'resolve') entry!.resolve();
    else entry!.reject(new Error('chunk failed'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { load, settle, names: () => load.mock.calls.map(([name]) => name) };
}

function setup(options: CardOptions, loader = manualLoader(), extra: Partial<CardDeps> = {}) {
  const submit = vi.fn(async () => ({ resultCode: 'Authorised' }));
  const onError = vi.fn<(error: CheckoutError) => void>();
  const machine = createCardMachine(options, {
    now: () => Date.UTC(2026, 10, 22),
    encrypt: async (field, value) => `enc(${field}:${value})`,
    lookupBin: () => new Promise(() => {}),
    submit,
    environment: () => ({}),
    createRequestId: () => 'req-1',
    onError,
    loadFeature: loader.load,
    ...extra,
  });
  const type = (field: 'cardNumber' | 'expiryDate' | 'securityCode', value: string) => {
    machine.send({ type: 'field.focused', field });
    machine.send({ type: 'field.changed', field, value });
    machine.send({ type: 'field.blurred', field });
  };
  return { machine, loader, submit, onError, type };
}

describe('card form parts loaded on demand', () => {
  it('loads nothing for a secured-mode form without billing address or local fields', () => {
    const { loader, machine } = setup({});
    expect(loader.names()).toEqual([]);
    expect(neededCardFeatures(machine.getSnapshot())).toEqual([]);
    expect(machine.getSnapshot().features).toEqual({});
  });

  it('direct mode: loads the checks once; until then fields are pending, without an error to show', async () => {
    const { loader, machine, type, submit } = setup({ mode: 'direct' });
    expect(loader.names()).toEqual(['directFields']);

    type('cardNumber', '4111 1111 1111 1111');
    type('expiryDate', '03/30');
    type('securityCode', '737');
    const before = machine.getSnapshot();
    expect(before.fields.cardNumber.result).toEqual({ valid: false, empty: false });
    expect(before.fields.securityCode.result).toEqual({ valid: false, empty: false });
    expect(before.detectedBrand).toBeNull();
    expect(isCardValid(before)).toBe(false);
    machine.send({ type: 'submit.requested' });
    expect(submit).not.toHaveBeenCalled();
    // Still one request however many changes came in meanwhile.
    expect(loader.names()).toEqual(['directFields']);

    await loader.settle('directFields');
    const after = machine.getSnapshot();
    expect(after.detectedBrand).toBe('visa');
    expect(after.fields.cardNumber.result.valid).toBe(true);
    expect(after.fields.expiryDate.result.valid).toBe(true);
    expect(isCardValid(after)).toBe(true);
  });

  it('direct mode: a bad number typed while loading shows its error once the checks arrive', async () => {
    const { loader, machine, type } = setup({ mode: 'direct' });
    type('cardNumber', '4111 1111 1111 1112');
    expect(machine.getSnapshot().fields.cardNumber.result.errorKey).toBeUndefined();
    await loader.settle('directFields');
    expect(machine.getSnapshot().fields.cardNumber.result).toMatchObject({
      valid: false,
      errorKey: 'error.va.sf-cc-num.01', // fails the Luhn check
    });
  });

  it('billing address: the schema arrives with its part; the form is not valid before', async () => {
    const { loader, machine } = setup({
      billingAddressMode: 'partial',
      billingAddress: { country: 'NL' },
    });
    expect(loader.names()).toEqual(['address']);
    expect(visibilityOf(machine.getSnapshot()).billingAddress).toBe(true);
    expect(billingAddressSchemaOf(machine.getSnapshot())).toBeNull();
    expect(isCardValid(machine.getSnapshot())).toBe(false);

    await loader.settle('address');
    const schema = billingAddressSchemaOf(machine.getSnapshot());
    expect(schema?.fields.map((field) => field.name)).toEqual(['postalCode', 'country']);
    machine.send({ type: 'billingAddress.changed', field: 'postalCode', value: '1012' });
    expect(machine.getSnapshot().billingAddressResults.postalCode).toMatchObject({ valid: false });
    machine.send({ type: 'billingAddress.changed', field: 'postalCode', value: '1012 LG' });
    expect(machine.getSnapshot().billingAddressResults.postalCode).toMatchObject({ valid: true });
  });

  it('Korean fields: the local-id checks load when the fields show (mode show at once)', async () => {
    const { loader, machine } = setup({ koreanAuthentication: { required: true, mode: 'show' } });
    expect(loader.names()).toEqual(['localIds']);
    machine.send({ type: 'field.changed', field: 'taxNumber', value: '12345' });
    expect(machine.getSnapshot().fields.taxNumber.result).toEqual({ valid: false, empty: false });
    await loader.settle('localIds');
    expect(machine.getSnapshot().fields.taxNumber.result).toMatchObject({ valid: false });
    machine.send({ type: 'field.changed', field: 'taxNumber', value: '900101' });
    expect(machine.getSnapshot().fields.taxNumber.result.valid).toBe(true);
  });

  it('Brazilian social security number: loads when the bin lookup asks for it', async () => {
    const { loader, machine } = setup({});
    expect(loader.names()).toEqual([]);
    machine.send({ type: 'binLookup.requested', requestId: 'req-1' });
    machine.send({
      type: 'binLookup.settled',
      outcome: {
        type: 'resolved',
        result: {
          requestId: 'req-1',
          brands: [{ brand: 'visa', supported: true }],
          issuingCountryCode: 'br',
          showSocialSecurityNumber: true,
        },
      },
    });
    expect(visibilityOf(machine.getSnapshot()).socialSecurityNumber).toBe(true);
    expect(loader.names()).toEqual(['localIds']);
    await loader.settle('localIds');
    machine.send({ type: 'field.changed', field: 'socialSecurityNumber', value: '123.456.789-09' });
    expect(machine.getSnapshot().fields.socialSecurityNumber.result.valid).toBe(true);
  });

  it('a part that fails to load is a NETWORK_ERROR for the merchant; the next change tries again', async () => {
    const { loader, machine, onError, type } = setup({ mode: 'direct' });
    await loader.settle('directFields', 'reject');
    expect(machine.getSnapshot().error).toMatchObject({
      type: 'NETWORK_ERROR',
      message: "Could not load the card form's directFields part",
    });
    expect(onError).toHaveBeenCalledTimes(1);
    type('cardNumber', '4111');
    expect(loader.names()).toEqual(['directFields', 'directFields']);
    await loader.settle('directFields');
    expect(machine.getSnapshot().detectedBrand).toBe('visa');
  });

  it('preloaded parts (deps.features) are used at once and never loaded', () => {
    const loader = manualLoader();
    const features: CardFeatures = { directFields: ALL.directFields };
    const { machine, type } = setup({ mode: 'direct' }, loader, { features });
    expect(loader.names()).toEqual([]);
    type('cardNumber', '5555 5555 5555 4444');
    expect(machine.getSnapshot().detectedBrand).toBe('mc');
    expect(machine.getSnapshot().fields.cardNumber.result.valid).toBe(true);
  });

  it('with the default loader, a form created after the parts loaded has them at once', () => {
    expect(Object.keys(loadedCardFeatures()).sort()).toEqual(['address', 'directFields', 'localIds']);
    const machine = createCardMachine(
      { mode: 'direct', billingAddressMode: 'full' },
      {
        now: () => 0,
        encrypt: async () => '',
        lookupBin: () => new Promise(() => {}),
        submit: async () => ({}),
        environment: () => ({}),
        createRequestId: () => 'req-1',
      },
    );
    expect(machine.getSnapshot().features).toEqual(ALL);
    expect(billingAddressSchemaOf(machine.getSnapshot())).not.toBeNull();
  });

  it('formats a number in groups of four, and a social security number as digits, until the parts load', () => {
    expect(formatCardFieldInput('cardNumber', '3700000000000002', null)).toBe('3700 0000 0000 0002');
    expect(formatCardFieldInput('cardNumber', '370000000000002', 'amex', ALL)).toBe('3700 000000 00002');
    expect(formatCardFieldInput('cardNumber', '4'.repeat(25), null)).toBe('4444 4444 4444 4444 444');
    expect(formatCardFieldInput('socialSecurityNumber', '123.456.789-09', null)).toBe('12345678909');
    expect(formatCardFieldInput('socialSecurityNumber', '12345678909', null, ALL)).toBe('123.456.789-09');
  });
});

describe('the brand info the page carries', () => {
  it('names every brand of the table, with its label, code lengths and policies', () => {
    for (const rules of CARD_BRANDS) {
      const info = getCardBrandInfo(rules.brand);
      expect(info, rules.brand).not.toBeNull();
      expect(info!.name.length, rules.brand).toBeGreaterThan(0);
      expect(rules).toMatchObject(info!);
    }
  });

  it.each([
    ['amex', 'American Express', 'CID', [4], 'required'],
    ['visa', 'Visa', 'CVV', [3], 'required'],
    ['bcmc', 'Bancontact card', 'CVC', [3], 'hidden'],
    ['maestro', 'Maestro', 'CVC', [3], 'optional'],
  ])('%s: %s, %s of %j digits, security code %s', (brand, name, label, lengths, cvcPolicy) => {
    expect(getCardBrandInfo(brand)).toEqual({
      brand,
      name,
      securityCodeLabel: label,
      securityCodeLengths: lengths,
      cvcPolicy,
      expiryDatePolicy: 'required',
    });
  });

  it('shares its lengths frozen: neither the info nor the brand table can be changed through them', () => {
    expect(Object.isFrozen(getCardBrandInfo('amex')!.securityCodeLengths)).toBe(true);
    expect(Object.isFrozen(getCardBrandInfo('visa')!.securityCodeLengths)).toBe(true);
    for (const rules of CARD_BRANDS)
      expect(Object.isFrozen(rules.securityCodeLengths), rules.brand).toBe(true);
    expect(() => (getCardBrandInfo('amex')!.securityCodeLengths as number[]).push(5)).toThrow(TypeError);
    expect(getCardBrandInfo('amex')!.securityCodeLengths).toEqual([4]);
  });

  it.each([['unknown'], [''], [42], [null], ['toString'], ['__proto__']])('knows nothing of %j', (brand) => {
    expect(getCardBrandInfo(brand)).toBeNull();
  });
});
