// Separate expiry month and year fields (`expiryFields: 'separate'`): formatting, validation of
// each field and of the date they make together, policies, focus order, and a payload equal to
// the combined field's.
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createCardEncryptor,
  createCardMachine,
  securedFieldChanged,
  createHttpClient,
  focusOrder,
  formatCardFieldInput,
  formatExpiryMonthInput,
  formatExpiryYearInput,
  isFieldComplete,
  nextFieldAfter,
  payloadExpiryYear,
  shownErrors,
  visibilityOf,
  type PaymentMethodDeps,
  type CardFieldName,
  type CardOptions,
  type PaymentData,
  type SecuredFieldReport,
} from 'headless-checkout/core';
import { validateExpiryMonth, validateExpiryYear } from 'headless-checkout/validation';
import { loadDirectModePart } from 'headless-checkout/core';

// Direct mode's checks are a part of the card form, loaded with it (card-parts.test.ts covers the
// load): here they are there from the start, as on a page where a direct-mode form already loaded.
beforeAll(() => loadDirectModePart());

const TODAY = new Date(2026, 10, 22); // 22 November 2026
const now = TODAY;

function setup(options: CardOptions = {}, encrypt?: PaymentMethodDeps['encrypt']) {
  const submitted: PaymentData[] = [];
  const machine = createCardMachine(
    { mode: 'direct', expiryFields: 'separate', ...options },
    {
      now: () => TODAY.getTime(),
      encrypt: encrypt ?? (async (field, value) => `enc(${field}:${value})`),
      lookupBin: () => new Promise(() => undefined),
      submit: async (data) => {
        submitted.push(data);
        return { resultCode: 'Authorised' };
      },
      environment: () => ({}),
    },
  );
  const type = (field: CardFieldName, value: string) => {
    machine.send({ type: 'field.focused', field });
    machine.send({ type: 'field.changed', field, value: formatCardFieldInput(field, value, null) });
    machine.send({ type: 'field.blurred', field });
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const errorOf = (field: CardFieldName) => machine.getSnapshot().fields[field]!.errorKey;
  return { machine, submitted, type, flush, errorOf };
}

describe('formatting the separate fields as the shopper types', () => {
  it.each([
    ['4', '04'],
    ['9', '09'],
    ['1', '1'],
    ['0', '0'],
    ['12', '12'],
    ['1a2', '12'],
    ['123', '12'],
    ['04/', '04'],
    ['', ''],
  ])('month %j -> %j', (typed, shown) => {
    expect(formatExpiryMonthInput(typed)).toBe(shown);
    expect(formatCardFieldInput('expiryMonth', typed, null)).toBe(shown);
  });

  it.each([
    ['3', '3'],
    ['30', '30'],
    ['2030', '20'],
    ['a3b0', '30'],
    ['', ''],
  ])('year %j -> %j', (typed, shown) => {
    expect(formatExpiryYearInput(typed)).toBe(shown);
    expect(formatCardFieldInput('expiryYear', typed, null)).toBe(shown);
  });

  it('sends the year as four digits, as the combined field does', () => {
    expect(payloadExpiryYear('30')).toBe('2030');
    expect(payloadExpiryYear('2030')).toBe('2030');
  });
});

describe('validateExpiryMonth', () => {
  it.each([
    ['01', true, undefined],
    ['12', true, undefined],
    ['', false, 'error.va.sf-cc-mth.01'],
    ['1', false, 'error.va.sf-cc-mth.01'],
    ['00', false, 'error.va.sf-cc-mth.01'],
    ['13', false, 'error.va.sf-cc-mth.01'],
    ['ab', false, 'error.va.sf-cc-mth.01'],
  ] as const)('%j: valid %s, key %s', (value, valid, errorKey) => {
    const result = validateExpiryMonth(value);
    expect(result.valid).toBe(valid);
    expect(result.errorKey).toBe(errorKey);
  });

  it('follows the policy: blank is fine when optional, anything when hidden', () => {
    expect(validateExpiryMonth('', { policy: 'optional' })).toEqual({ valid: true, empty: true });
    expect(validateExpiryMonth('13', { policy: 'hidden' })).toEqual({ valid: true, empty: false });
    expect(validateExpiryMonth('13', { policy: 'optional' }).valid).toBe(false);
  });
});

describe('validateExpiryYear, alone and with the month (today 22 November 2026)', () => {
  it.each([
    ['', undefined, undefined, 'error.va.sf-cc-yr.01'],
    ['2', undefined, undefined, 'error.va.sf-cc-yr.02'],
    ['25', undefined, undefined, 'error.va.sf-cc-dat.01'],
    ['26', undefined, undefined, undefined],
    ['56', undefined, undefined, undefined],
    ['57', undefined, undefined, 'error.va.sf-cc-dat.02'],
    // A past month of this year is too old; this month is valid.
    ['26', '10', undefined, 'error.va.sf-cc-dat.01'],
    ['26', '11', undefined, undefined],
    ['26', '12', undefined, undefined],
    // 30 years ahead at most: November 2056 is the last valid month.
    ['56', '11', undefined, undefined],
    ['56', '12', undefined, 'error.va.sf-cc-dat.02'],
    // An incomplete or impossible month: the year is checked alone.
    ['26', '1', undefined, undefined],
    ['26', '13', undefined, undefined],
    // The checkout date.
    ['26', undefined, '03/27', 'error.va.sf-cc-dat.03'],
    ['27', '02', '03/27', 'error.va.sf-cc-dat.03'],
    ['27', '03', '03/27', undefined],
  ] as const)('year %j, month %j, checkout date %j -> %s', (year, month, minimumExpiryDate, errorKey) => {
    const result = validateExpiryYear(year, {
      now,
      ...(month !== undefined ? { month } : {}),
      ...(minimumExpiryDate ? { minimumExpiryDate } : {}),
    });
    expect(result.valid).toBe(errorKey === undefined);
    expect(result.errorKey).toBe(errorKey);
  });

  it('follows the policy', () => {
    expect(validateExpiryYear('', { now, policy: 'optional' })).toEqual({ valid: true, empty: true });
    expect(validateExpiryYear('10', { now, policy: 'hidden' })).toEqual({ valid: true, empty: false });
  });
});

describe('card machine with separate expiry fields (direct mode)', () => {
  it('shows month and year instead of the combined field, and orders them number, month, year, code', () => {
    const { machine } = setup({ hasHolderName: true });
    const state = machine.getSnapshot();
    expect(visibilityOf(state)).toMatchObject({ expiryDate: false, expiryMonth: true, expiryYear: true });
    expect(focusOrder(state)).toEqual([
      'cardNumber',
      'expiryMonth',
      'expiryYear',
      'securityCode',
      'holderName',
    ]);
    expect(nextFieldAfter(state, 'cardNumber')).toBe('expiryMonth');
    expect(nextFieldAfter(state, 'expiryMonth')).toBe('expiryYear');
    expect(nextFieldAfter(state, 'expiryYear')).toBe('securityCode');
    const combined = setup({ expiryFields: 'combined' }).machine.getSnapshot();
    expect(visibilityOf(combined)).toMatchObject({ expiryDate: true, expiryMonth: false, expiryYear: false });
    expect(focusOrder(combined)).toEqual(['cardNumber', 'expiryDate', 'securityCode']);
  });

  it('calls month and year complete at two valid digits (auto-advance)', () => {
    const { machine, type } = setup();
    type('expiryMonth', '1');
    expect(isFieldComplete(machine.getSnapshot(), 'expiryMonth')).toBe(false);
    type('expiryMonth', '12');
    expect(isFieldComplete(machine.getSnapshot(), 'expiryMonth')).toBe(true);
    type('expiryYear', '3');
    expect(isFieldComplete(machine.getSnapshot(), 'expiryYear')).toBe(false);
    type('expiryYear', '30');
    expect(isFieldComplete(machine.getSnapshot(), 'expiryYear')).toBe(true);
  });

  it('checks the month against the year: a past month of this year is invalid, this month valid', () => {
    const { type, errorOf, machine } = setup();
    type('expiryYear', '26');
    expect(errorOf('expiryYear')).toBeNull();
    type('expiryMonth', '10');
    expect(errorOf('expiryMonth')).toBeNull();
    expect(errorOf('expiryYear')).toBe('error.va.sf-cc-dat.01');
    expect(shownErrors(machine.getSnapshot())).toContainEqual({
      field: 'expiryYear',
      errorKey: 'error.va.sf-cc-dat.01',
    });
    type('expiryMonth', '11');
    expect(errorOf('expiryYear')).toBeNull();
    type('expiryYear', '57');
    expect(errorOf('expiryYear')).toBe('error.va.sf-cc-dat.02');
  });

  it('shows errors after leaving a changed field only, in focus order, with the month and year keys', () => {
    const { machine } = setup();
    machine.send({ type: 'field.focused', field: 'expiryMonth' });
    expect(shownErrors(machine.getSnapshot())).toEqual([]);
    // Tabbing past the untouched field raises nothing.
    machine.send({ type: 'field.blurred', field: 'expiryMonth' });
    expect(shownErrors(machine.getSnapshot())).toEqual([]);
    // Typed, cleared and left: its error shows.
    machine.send({ type: 'field.focused', field: 'expiryMonth' });
    machine.send({ type: 'field.changed', field: 'expiryMonth', value: '1' });
    machine.send({ type: 'field.changed', field: 'expiryMonth', value: '' });
    expect(shownErrors(machine.getSnapshot())).toEqual([]);
    machine.send({ type: 'field.blurred', field: 'expiryMonth' });
    expect(shownErrors(machine.getSnapshot())).toEqual([
      { field: 'expiryMonth', errorKey: 'error.va.sf-cc-mth.01' },
    ]);
    machine.send({ type: 'submit.requested' });
    expect(shownErrors(machine.getSnapshot()).map((error) => error.field)).toEqual([
      'cardNumber',
      'expiryMonth',
      'expiryYear',
      'securityCode',
    ]);
  });

  it("applies the brand's optional expiry to the pair: both blank, or both filled in", () => {
    const { machine, type, errorOf } = setup({ brands: ['synchrony_plcc'] });
    type('cardNumber', '6044 0000 0000 0000');
    expect(machine.getSnapshot().extra.detectedBrand).toBe('synchrony_plcc');
    type('securityCode', '');
    expect(machine.getSnapshot().valid).toBe(true);
    type('expiryMonth', '03');
    expect(errorOf('expiryYear')).toBe('error.va.sf-cc-yr.01');
    expect(machine.getSnapshot().valid).toBe(false);
    type('expiryYear', '30');
    expect(machine.getSnapshot().valid).toBe(true);
    type('expiryMonth', '');
    expect(errorOf('expiryMonth')).toBe('error.va.sf-cc-mth.01');
  });

  it('hides both when the bin lookup hides the expiry, and for a stored card', () => {
    const { machine } = setup();
    machine.send({ type: 'binLookup.requested', requestId: 'bin-1' });
    machine.send({
      type: 'binLookup.settled',
      outcome: {
        type: 'resolved',
        result: {
          requestId: 'bin-1',
          brands: [{ brand: 'visa', supported: true, expiryDatePolicy: 'hidden' }],
        },
      },
    });
    expect(visibilityOf(machine.getSnapshot())).toMatchObject({ expiryMonth: false, expiryYear: false });
    expect(machine.getSnapshot().fields.expiryMonth!.errorKey).toBeNull();
    const stored = setup({
      storedPaymentMethod: {
        id: 'S1',
        storedPaymentMethodId: 'S1',
        type: 'scheme',
        brand: 'visa',
        expiryMonth: '03',
        expiryYear: '2030',
        supportedShopperInteractions: ['Ecommerce'],
      },
    }).machine.getSnapshot();
    expect(visibilityOf(stored)).toMatchObject({ expiryDate: false, expiryMonth: false, expiryYear: false });
    expect(focusOrder(stored)).toEqual(['securityCode']);
  });
});

describe('card machine with separate expiry fields (secured mode)', () => {
  const report = (field: SecuredFieldReport['field'], changes: Partial<SecuredFieldReport>) =>
    securedFieldChanged({ field, valid: false, empty: false, ...changes });

  it('takes each frame its report and sends both encrypted values', async () => {
    const { machine, submitted, flush } = setup({ mode: 'secured' });
    machine.send({ type: 'securedFields.statusChanged', status: 'ready' });
    machine.send({ type: 'submit.requested' });
    expect(shownErrors(machine.getSnapshot()).map(({ field, errorKey }) => [field, errorKey])).toEqual([
      ['cardNumber', 'error.va.sf-cc-num.02'],
      ['expiryMonth', 'error.va.sf-cc-mth.01'],
      ['expiryYear', 'error.va.sf-cc-yr.01'],
      ['securityCode', 'error.va.sf-cc-cvc.01'],
    ]);
    machine.send(report('cardNumber', { valid: true, encrypted: { encryptedCardNumber: 'jwe-n' } }));
    machine.send(report('expiryMonth', { valid: true, encrypted: { encryptedExpiryMonth: 'jwe-m' } }));
    machine.send(report('expiryYear', { errorKey: 'error.va.sf-cc-dat.01' }));
    machine.send(report('securityCode', { valid: true, encrypted: { encryptedSecurityCode: 'jwe-c' } }));
    expect(machine.getSnapshot().valid).toBe(false);
    machine.send(report('expiryYear', { valid: true, encrypted: { encryptedExpiryYear: 'jwe-y' } }));
    machine.send({ type: 'submit.requested' });
    await flush();
    expect(submitted[0]?.paymentMethod).toEqual({
      type: 'scheme',
      encryptedCardNumber: 'jwe-n',
      encryptedExpiryMonth: 'jwe-m',
      encryptedExpiryYear: 'jwe-y',
      encryptedSecurityCode: 'jwe-c',
    });
  });

  it('keeps an optional expiry optional only as a pair', () => {
    const { machine } = setup({ mode: 'secured', brands: ['synchrony_plcc'] });
    machine.send(report('cardNumber', { valid: true, brand: 'synchrony_plcc' }));
    const month = () => {
      const { errorKey, empty } = machine.getSnapshot().fields.expiryMonth!;
      return { errorKey, empty };
    };
    expect(month()).toEqual({ errorKey: null, empty: true });
    machine.send(report('expiryYear', { valid: true, encrypted: { encryptedExpiryYear: 'jwe-y' } }));
    expect(month()).toEqual({ errorKey: 'error.va.sf-cc-mth.01', empty: true });
  });
});

const API = 'http://keys.test/';
const keys = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048, extractable: true });
const jwk = await exportJWK(keys.publicKey);
const server = setupServer(
  http.get(`${API}v1/clientKeys/test_KEY/publicKey`, () => HttpResponse.json({ kid: 'kid-1', jwk })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const encryptor = createCardEncryptor({
  http: createHttpClient({ apiUrl: API }),
  clientKey: 'test_KEY',
  loadJose: () => import('jose'),
});
const decrypt = async (jwe: unknown) => {
  const { plaintext } = await compactDecrypt(String(jwe), keys.privateKey);
  const { generationtime: _, ...fields } = JSON.parse(new TextDecoder().decode(plaintext)) as Record<
    string,
    string
  >;
  return fields;
};

describe('the payload of separate fields equals the combined field’s', () => {
  it('encrypts month and year to the same values', async () => {
    const pay = async (expiryFields: 'combined' | 'separate') => {
      const { machine, submitted, type } = setup({ expiryFields }, encryptor.encrypt);
      type('cardNumber', '4111111111111111');
      if (expiryFields === 'combined') type('expiryDate', '0330');
      else {
        type('expiryMonth', '3');
        type('expiryYear', '30');
      }
      type('securityCode', '737');
      machine.send({ type: 'submit.requested' });
      await vi.waitFor(() => expect(submitted).toHaveLength(1));
      const method = submitted[0]!.paymentMethod as Record<string, string>;
      return {
        month: await decrypt(method.encryptedExpiryMonth),
        year: await decrypt(method.encryptedExpiryYear),
        keys: Object.keys(method).sort(),
      };
    };
    const combined = await pay('combined');
    const separate = await pay('separate');
    expect(combined.month).toEqual({ expiryMonth: '03' });
    expect(combined.year).toEqual({ expiryYear: '2030' });
    expect(separate).toEqual(combined);
  });
});
