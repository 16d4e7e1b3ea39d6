/**
 * The card side of the sandbox contract: bin lookup and card payments. Called from
 * `describeSandboxContract` (contract.ts), so it runs through msw and over real HTTP.
 */
import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Sandbox } from '../../examples/sandbox/app';
import {
  SANDBOX_API_KEY,
  SANDBOX_MERCHANT,
  SANDBOX_SHOPPER_REFERENCE,
} from '../../examples/sandbox/merchants';
import { TEST_CARDS } from '../../examples/sandbox/test-cards';
import { createSession, encryptField, fetchPublicKey, giftCardMethod, tamper } from './helpers';
import type { ClientResponse, SandboxClient } from './helpers';

type PublicKey = Awaited<ReturnType<typeof fetchPublicKey>>;

/** What the card suite needs from the surrounding contract (set up in its beforeAll). */
interface CardContractEnv {
  /** The sandbox under test (reset before each test by the contract). */
  sandbox: Sandbox;
  /** The client of the served sandbox. */
  client(): SandboxClient;
  /** The test client key's public key. */
  publicKey(): PublicKey;
}

/** Every card in the test-card table, with what bin lookup must answer for the test merchant. */
const BIN_LOOKUP_CASES: {
  number: string;
  brands: string[];
  supported: boolean[];
  country: string;
  ssn: boolean;
  cvcPolicies: string[];
}[] = [
  {
    number: '4111111111111111',
    brands: ['visa'],
    supported: [true],
    country: 'NL',
    ssn: false,
    cvcPolicies: ['required'],
  },
  {
    number: '5555555555554444',
    brands: ['mc'],
    supported: [true],
    country: 'US',
    ssn: false,
    cvcPolicies: ['required'],
  },
  {
    number: '2222400070000005',
    brands: ['mc'],
    supported: [true],
    country: 'GB',
    ssn: false,
    cvcPolicies: ['required'],
  },
  {
    number: '370000000000002',
    brands: ['amex'],
    supported: [true],
    country: 'US',
    ssn: false,
    cvcPolicies: ['required'],
  },
  {
    number: '5000550000000003',
    brands: ['maestro'],
    supported: [true],
    country: 'GB',
    ssn: false,
    cvcPolicies: ['optional'],
  },
  {
    number: '4000000000000002',
    brands: ['visa'],
    supported: [true],
    country: 'US',
    ssn: false,
    cvcPolicies: ['required'],
  },
  {
    number: '4212345678910006',
    brands: ['visa'],
    supported: [true],
    country: 'NL',
    ssn: false,
    cvcPolicies: ['required'],
  },
  {
    number: '5454545454545454',
    brands: ['mc'],
    supported: [true],
    country: 'US',
    ssn: false,
    cvcPolicies: ['required'],
  },
  {
    number: '4000010000000001',
    brands: ['visa'],
    supported: [true],
    country: 'GB',
    ssn: false,
    cvcPolicies: ['required'],
  },
  {
    number: '4000030000000009',
    brands: ['visa'],
    supported: [true],
    country: 'DE',
    ssn: false,
    cvcPolicies: ['required'],
  },
  {
    number: '6250946000000016',
    brands: ['cup'],
    supported: [false],
    country: 'CN',
    ssn: false,
    cvcPolicies: ['required'],
  },
  {
    number: '6703444444444449',
    brands: ['bcmc', 'maestro'],
    supported: [true, true],
    country: 'BE',
    ssn: false,
    cvcPolicies: ['hidden', 'optional'],
  },
  {
    number: '4035501000000008',
    brands: ['visa', 'cartebancaire'],
    supported: [true, true],
    country: 'FR',
    ssn: false,
    cvcPolicies: ['required', 'required'],
  },
  {
    number: '4000620000000007',
    brands: ['visa'],
    supported: [true],
    country: 'KR',
    ssn: false,
    cvcPolicies: ['required'],
  },
  {
    number: '5066991111111118',
    brands: ['elo'],
    supported: [true],
    country: 'BR',
    ssn: true,
    cvcPolicies: ['required'],
  },
];

/** Every brand a client may name, including ones the merchant does not accept. */
const ALL_BRANDS = ['visa', 'mc', 'amex', 'maestro', 'bcmc', 'cartebancaire', 'elo', 'cup', 'jcb', 'diners'];

const VALID_CPF = '123.456.789-09';
const VALID_CNPJ = '11.222.333/0001-81';

/** A year a few years ahead, so the tests do not expire. */
const FUTURE_YEAR = String(new Date().getUTCFullYear() + 4);

/** A Luhn-valid number: `partial` plus its check digit. */
function withCheckDigit(partial: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    const candidate = `${partial}${digit}`;
    let sum = 0;
    for (let index = 0; index < candidate.length; index += 1) {
      let value = Number(candidate[candidate.length - 1 - index]);
      if (index % 2 === 1) value = value * 2 > 9 ? value * 2 - 9 : value * 2;
      sum += value;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
}

function expectCardError(
  response: ClientResponse,
  status: number,
  errorCode: string,
  message?: string | RegExp,
) {
  expect(response.status).toBe(status);
  expect(Object.keys(response.body as object).sort()).toEqual([
    'errorCode',
    'errorType',
    'message',
    'status',
  ]);
  expect(response.body).toMatchObject({ status, errorCode, errorType: expect.any(String) });
  if (typeof message === 'string') expect(response.body.message).toBe(message);
  else if (message) expect(response.body.message).toMatch(message);
}

/** Options of `cardMethod`. */
interface CardOptions {
  month?: string;
  year?: string;
  /** Security code; null sends none. */
  cvc?: string | null;
  brand?: string;
  holderName?: string;
  /** Extra paymentMethod fields. */
  extra?: Record<string, unknown>;
}

/** Runs the card suite inside the sandbox contract. */
function describeCardContract(env: CardContractEnv) {
  const client = () => env.client();
  const publicKey = () => env.publicKey();

  const cardMethod = async (number: string, options: CardOptions = {}) => {
    const key = publicKey();
    const cvc = options.cvc === undefined ? '737' : options.cvc;
    return {
      type: 'scheme',
      encryptedCardNumber: await encryptField(key, 'number', number),
      encryptedExpiryMonth: await encryptField(key, 'expiryMonth', options.month ?? '03'),
      encryptedExpiryYear: await encryptField(key, 'expiryYear', options.year ?? FUTURE_YEAR),
      ...(cvc !== null ? { encryptedSecurityCode: await encryptField(key, 'cvc', cvc) } : {}),
      ...(options.brand !== undefined ? { brand: options.brand } : {}),
      ...(options.holderName !== undefined ? { holderName: options.holderName } : {}),
      ...options.extra,
    };
  };

  /** Creates a session and pays it with the given request fields. */
  const payNew = async (fields: Record<string, unknown>, sessionChanges: Record<string, unknown> = {}) => {
    const session = await createSession(client(), sessionChanges);
    const response = await client().post(`v1/sessions/${session.id}/payments`, {
      sessionData: session.sessionData,
      ...fields,
    });
    return { session, response };
  };

  const payCard = async (number: string, options: CardOptions = {}, fields: Record<string, unknown> = {}) =>
    (await payNew({ paymentMethod: await cardMethod(number, options), ...fields })).response;

  const lookUp = (body: unknown, query: 'token' | 'clientKey' = 'token') => {
    if (query === 'clientKey') return client().post('v3/bin/binLookup', body);
    return client().post(`v3/bin/binLookup?token=${SANDBOX_MERCHANT.clientKeys[0]}`, body, {
      clientKey: null,
    });
  };

  const encryptedBin = (bin: string) => encryptField(publicKey(), 'binValue', bin);

  describe('bin lookup', () => {
    it('has a case for every test card', () => {
      expect(BIN_LOOKUP_CASES.map((entry) => entry.number).sort()).toEqual(
        TEST_CARDS.map((card) => card.number).sort(),
      );
    });

    it.each(BIN_LOOKUP_CASES)(
      'answers the brands, support, country and SSN flag of $number',
      async ({ number, brands, supported, country, ssn, cvcPolicies }) => {
        for (const bin of [number.slice(0, 6), number.slice(0, 11)]) {
          const requestId = `req-${bin}`;
          const response = await lookUp({
            type: 'card',
            supportedBrands: ALL_BRANDS,
            encryptedBin: await encryptedBin(bin),
            requestId,
          });
          expect(response.status).toBe(200);
          expect(response.body.requestId).toBe(requestId);
          expect(response.body.brands.map((entry: { brand: string }) => entry.brand)).toEqual(brands);
          expect(response.body.brands.map((entry: { supported: boolean }) => entry.supported)).toEqual(
            supported,
          );
          expect(response.body.brands.map((entry: { cvcPolicy: string }) => entry.cvcPolicy)).toEqual(
            cvcPolicies,
          );
          for (const entry of response.body.brands) {
            expect(entry).toMatchObject({
              panLength: number.length,
              expiryDatePolicy: 'required',
              enableLuhnCheck: expect.any(Boolean),
            });
            expect(entry.showSocialSecurityNumber).toBe(ssn ? true : undefined);
          }
          expect(response.body.issuingCountryCode).toBe(country);
          expect(response.body.showSocialSecurityNumber).toBe(ssn ? true : undefined);
        }
      },
    );

    it('accepts the client key as clientKey too, and needs one', async () => {
      const body = {
        supportedBrands: ['visa'],
        encryptedBin: await encryptedBin('411111'),
        requestId: '1',
      };
      const response = await lookUp(body, 'clientKey');
      expect(response.status).toBe(200);
      expect(response.body.brands[0]).toMatchObject({ brand: 'visa', supported: true });
      expectCardError(await client().post('v3/bin/binLookup', body, { clientKey: null }), 401, '901');
    });

    it('marks a brand unsupported when the form does not list it, or the merchant does not accept it', async () => {
      const visaOnly = await lookUp({
        supportedBrands: ['mc'],
        encryptedBin: await encryptedBin('411111'),
        requestId: 'a',
      });
      expect(visaOnly.body.brands).toEqual([expect.objectContaining({ brand: 'visa', supported: false })]);
      const dual = await lookUp({
        supportedBrands: ['maestro'],
        encryptedBin: await encryptedBin('670344'),
        requestId: 'b',
      });
      expect(dual.body.brands.map((entry: { supported: boolean }) => entry.supported)).toEqual([false, true]);
      // jcb is detected by its prefix but the test merchant does not accept it.
      const jcb = await lookUp({
        supportedBrands: ALL_BRANDS,
        encryptedBin: await encryptedBin('353011'),
        requestId: 'c',
      });
      expect(jcb.body.brands).toEqual([expect.objectContaining({ brand: 'jcb', supported: false })]);
    });

    it('detects the brand of a bin that is no test card by its prefix, without an issuing country', async () => {
      const response = await lookUp({
        supportedBrands: ALL_BRANDS,
        encryptedBin: await encryptedBin('51000012'),
        requestId: 'mc-bin',
      });
      expect(response.body).toEqual({
        requestId: 'mc-bin',
        brands: [
          {
            brand: 'mc',
            supported: true,
            panLength: 16,
            cvcPolicy: 'required',
            expiryDatePolicy: 'required',
            enableLuhnCheck: true,
          },
        ],
      });
      const amex = await lookUp({
        supportedBrands: ALL_BRANDS,
        encryptedBin: await encryptedBin('341234'),
        requestId: 'amex-bin',
      });
      expect(amex.body.brands).toEqual([expect.objectContaining({ brand: 'amex', panLength: 15 })]);
    });

    it('answers no brands for a bin no brand starts with', async () => {
      const response = await lookUp({
        supportedBrands: ALL_BRANDS,
        encryptedBin: await encryptedBin('123456'),
        requestId: 'nothing',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ requestId: 'nothing', brands: [] });
    });

    it('answers a malformed body with a validation error that has no requestId', async () => {
      for (const body of [
        { supportedBrands: ['visa'], encryptedBin: await encryptedBin('411111') },
        { supportedBrands: 'visa', encryptedBin: await encryptedBin('411111'), requestId: '1' },
        { supportedBrands: ['visa'], requestId: '1' },
        {
          type: 'giftcard',
          supportedBrands: ['visa'],
          encryptedBin: await encryptedBin('411111'),
          requestId: '1',
        },
      ]) {
        const response = await lookUp(body);
        expectCardError(response, 422, '702', /^Invalid request: /);
        expect(response.body.requestId).toBeUndefined();
      }
      const short = await lookUp({
        supportedBrands: ['visa'],
        encryptedBin: await encryptedBin('41111'),
        requestId: '1',
      });
      expectCardError(short, 422, '702', 'Invalid request: encryptedBin: binValue must be 6 to 11 digits');
      const tampered = await lookUp({
        supportedBrands: ['visa'],
        encryptedBin: tamper(await encryptedBin('411111')),
        requestId: '1',
      });
      expectCardError(tampered, 422, '174', /^Unable to decrypt data/);
      const mislabelled = await lookUp({
        supportedBrands: ['visa'],
        encryptedBin: await encryptField(publicKey(), 'number', '411111'),
        requestId: '1',
      });
      expectCardError(mislabelled, 422, '174', /has no binValue/);
    });
  });

  describe('card payments', () => {
    it('authorises the everyday card, without ever echoing the number', async () => {
      const { session, response } = await payNew({
        paymentMethod: await cardMethod('4111111111111111', { brand: 'visa', holderName: 'Jan Jansen' }),
        browserInfo: { userAgent: 'test' },
        billingAddress: { country: 'NL' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        resultCode: 'Authorised',
        pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
        additionalData: { cardSummary: '1111', paymentMethod: 'visa' },
        sessionResult: expect.any(String),
        sessionData: expect.any(String),
      });
      expect(JSON.stringify(response.body)).not.toContain('4111111111111111');
      const outcome = await client().get(`merchant/v1/sessions/${session.id}`, {
        headers: { 'x-api-key': SANDBOX_MERCHANT.apiKeys[0] ?? '' },
      });
      expect(outcome.body.status).toBe('completed');
      expect(outcome.body.payments).toEqual([
        expect.objectContaining({
          pspReference: response.body.pspReference,
          resultCode: 'Authorised',
          paymentMethod: { type: 'scheme', brand: 'visa' },
        }),
      ]);
    });

    it.each([
      ['5555555555554444', 'mc', '737'],
      ['2222400070000005', 'mc', '737'],
      ['370000000000002', 'amex', '7373'],
      ['4111111111111129', 'visa', '737'], // not in the table: any valid number is authorised
    ])('authorises %s (%s) with security code %s', async (number, brand, cvc) => {
      const response = await payCard(number, { cvc });
      expect(response.body).toMatchObject({
        resultCode: 'Authorised',
        additionalData: { cardSummary: number.slice(-4), paymentMethod: brand },
      });
    });

    it('authorises a maestro card with or without a security code', async () => {
      expect((await payCard('5000550000000003', { cvc: null })).body.resultCode).toBe('Authorised');
      expect((await payCard('5000550000000003', { cvc: '737' })).body.resultCode).toBe('Authorised');
      expectCardError(await payCard('5000550000000003', { cvc: '73' }), 422, '103', 'Invalid security code');
    });

    it('refuses the refused card and keeps the session payable', async () => {
      const { session, response } = await payNew({ paymentMethod: await cardMethod('4000000000000002') });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
      expect(response.body.pspReference).toMatch(/^[A-Z0-9]{16}$/);
      expect(response.body.sessionResult).toBeUndefined();
      expect(response.body.additionalData).toBeUndefined();
      const retry = await client().post(`v1/sessions/${session.id}/payments`, {
        sessionData: response.body.sessionData,
        paymentMethod: await cardMethod('4111111111111111'),
      });
      expect(retry.body.resultCode).toBe('Authorised');
    });

    it('answers the 3DS2 card with a fingerprint action and keeps it pending', async () => {
      const { session, response } = await payNew({ paymentMethod: await cardMethod('4212345678910006') });
      expect(response.status).toBe(200);
      expect(response.body.resultCode).toBe('IdentifyShopper');
      expect(response.body.action).toEqual({
        type: 'threeDS2',
        subtype: 'fingerprint',
        paymentMethodType: 'scheme',
        paymentData: expect.any(String),
        token: expect.any(String),
        authorisationToken: expect.any(String),
      });
      expect(response.body.pspReference).toBeUndefined();
      expect(response.body.sessionResult).toBeUndefined();
      const token = JSON.parse(Buffer.from(response.body.action.token, 'base64').toString());
      expect(token.threeDSServerTransID).toMatch(/^[0-9a-f-]{36}$/);
      const pending = env.sandbox.store.pendingActions.get(response.body.action.paymentData);
      expect(pending).toMatchObject({ type: 'scheme', sessionId: session.id });
      expect(env.sandbox.store.sessions.get(session.id)?.pendingPaymentData).toBe(
        response.body.action.paymentData,
      );
      expect(JSON.stringify(pending)).not.toContain('4212345678910006');
      // The fingerprint is not submitted yet: paymentDetails refuses (724) and the action stays pending.
      const details = await client().post(`v1/sessions/${session.id}/paymentDetails`, {
        sessionData: response.body.sessionData,
        details: { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==' },
        paymentData: response.body.action.paymentData,
      });
      expectCardError(details, 422, '724', /fingerprint is not submitted/);
      expect(env.sandbox.store.pendingActions.has(response.body.action.paymentData)).toBe(true);
    });

    it('refuses the UnionPay card: the test merchant does not accept cup (905)', async () => {
      expectCardError(
        await payCard('6250946000000016', { brand: 'cup' }),
        422,
        '905',
        'Payment details are not supported',
      );
      expectCardError(await payCard('6250946000000016'), 422, '905', 'Payment details are not supported');
    });

    it('refuses tampered and foreign-key card data with 174', async () => {
      const good = await cardMethod('4111111111111111');
      const tampered = await payNew({
        paymentMethod: { ...good, encryptedCardNumber: tamper(good.encryptedCardNumber) },
      });
      expectCardError(tampered.response, 422, '174', /^Unable to decrypt data: the value was tampered with/);

      const foreignPair = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048, extractable: true });
      const foreignKey = { kid: publicKey().kid, jwk: await exportJWK(foreignPair.publicKey) };
      const foreign = await payNew({
        paymentMethod: { ...good, encryptedSecurityCode: await encryptField(foreignKey, 'cvc', '737') },
      });
      expectCardError(foreign.response, 422, '174', /encrypted to another key/);

      const otherKey = await fetchPublicKey(client(), 'test_OTHER00000000000000000000002');
      const otherClient = await payNew({
        paymentMethod: { ...good, encryptedExpiryMonth: await encryptField(otherKey, 'expiryMonth', '03') },
      });
      expectCardError(otherClient.response, 422, '174', /unknown key id/);

      const mislabelled = await payNew({
        paymentMethod: { ...good, encryptedExpiryYear: await encryptField(publicKey(), 'expiryMonth', '03') },
      });
      expectCardError(mislabelled.response, 422, '174', /has no expiryYear/);
    });

    it.each([
      ['fails Luhn', '4111111111111112'],
      ['is too short for visa', withCheckDigit('41111111111111')],
      ['is too long for mc', withCheckDigit('5555555555555444')],
      ['has no known brand', withCheckDigit('123456781234567')],
      ['is not digits', '4111-1111-1111-1111'],
    ])('refuses a number that %s (101)', async (_label, number) => {
      expectCardError(await payCard(number), 422, '101', 'Invalid card number');
    });

    it('checks the expiry date to the month', async () => {
      const now = new Date();
      const thisMonth = String(now.getUTCMonth() + 1).padStart(2, '0');
      const thisYear = String(now.getUTCFullYear());
      expect((await payCard('4111111111111111', { month: thisMonth, year: thisYear })).body.resultCode).toBe(
        'Authorised',
      );
      const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      expectCardError(
        await payCard('4111111111111111', {
          month: String(lastMonth.getUTCMonth() + 1).padStart(2, '0'),
          year: String(lastMonth.getUTCFullYear()),
        }),
        422,
        '140',
        'Expiry date in the past',
      );
      expectCardError(await payCard('4111111111111111', { month: '13' }), 422, '140', 'Invalid expiry date');
      expectCardError(await payCard('4111111111111111', { year: '30' }), 422, '140', 'Invalid expiry date');
      const noYear = await cardMethod('4111111111111111');
      const { encryptedExpiryYear: _year, ...withoutYear } = noYear;
      expectCardError(
        (await payNew({ paymentMethod: withoutYear })).response,
        422,
        '140',
        'Invalid expiry date',
      );
    });

    it('checks the security code length for the brand: 3 digits, 4 for amex (CID)', async () => {
      expectCardError(await payCard('4111111111111111', { cvc: '73' }), 422, '103', 'Invalid security code');
      expectCardError(
        await payCard('4111111111111111', { cvc: '7373' }),
        422,
        '103',
        'Invalid security code',
      );
      expectCardError(await payCard('4111111111111111', { cvc: null }), 422, '103', 'Invalid security code');
      expectCardError(await payCard('370000000000002', { cvc: '737' }), 422, '103', 'Invalid security code');
      expect((await payCard('370000000000002', { cvc: '7373' })).body.resultCode).toBe('Authorised');
    });

    it("pays a dual-branded card with the shopper's brand", async () => {
      const bcmc = await payCard('6703444444444449', { brand: 'bcmc', cvc: null });
      expect(bcmc.body.additionalData).toEqual({ cardSummary: '4449', paymentMethod: 'bcmc' });
      const maestro = await payCard('6703444444444449', { brand: 'maestro', cvc: null });
      expect(maestro.body.additionalData).toEqual({ cardSummary: '4449', paymentMethod: 'maestro' });
      const preferred = await payCard('6703444444444449', { cvc: null });
      expect(preferred.body.additionalData.paymentMethod).toBe('bcmc');
      const carteBancaire = await payCard('4035501000000008', { brand: 'cartebancaire' });
      expect(carteBancaire.body.additionalData).toEqual({
        cardSummary: '0008',
        paymentMethod: 'cartebancaire',
      });
      const visa = await payCard('4035501000000008', { brand: 'visa' });
      expect(visa.body.additionalData.paymentMethod).toBe('visa');
      expectCardError(
        await payCard('4111111111111111', { brand: 'mc' }),
        422,
        '109',
        'Invalid brand: mc is not a brand of this card (visa)',
      );
      expectCardError(
        await payCard('6703444444444449', { brand: 'visa' }),
        422,
        '109',
        /^Invalid brand: visa/,
      );
    });

    it('needs the Korean password and tax number for the Korean card', async () => {
      const korean = '4000620000000007';
      const password = async (value: string) => ({
        encryptedPassword: await encryptField(publicKey(), 'password', value),
      });
      expectCardError(await payCard(korean), 422, '150', /^Invalid Korean card password/);
      expectCardError(
        await payCard(korean, { extra: { ...(await password('1')), taxNumber: '010101' } }),
        422,
        '150',
        /^Invalid Korean card password/,
      );
      expectCardError(
        await payCard(korean, { extra: { ...(await password('12')) } }),
        422,
        '150',
        /^Invalid Korean tax number/,
      );
      expectCardError(
        await payCard(korean, { extra: { ...(await password('12')), taxNumber: '0101011' } }),
        422,
        '150',
        /^Invalid Korean tax number/,
      );
      for (const taxNumber of ['010101', '1234567890']) {
        const paid = await payCard(korean, { extra: { ...(await password('12')), taxNumber } });
        expect(paid.body.resultCode).toBe('Authorised');
      }
      const tampered = await payCard(korean, {
        extra: { encryptedPassword: tamper((await password('12')).encryptedPassword), taxNumber: '010101' },
      });
      expectCardError(tampered, 422, '174');
    });

    it('needs a valid CPF or CNPJ for the Brazilian card', async () => {
      const elo = '5066991111111118';
      expectCardError(await payCard(elo), 422, '151', /^Invalid social security number/);
      for (const invalid of ['123.456.789-00', '111.111.111-11', '12345', '11.222.333/0001-80']) {
        expectCardError(
          await payCard(elo, {}, { socialSecurityNumber: invalid }),
          422,
          '151',
          /^Invalid social security number/,
        );
      }
      for (const valid of [VALID_CPF, '12345678909', VALID_CNPJ]) {
        const paid = await payCard(elo, {}, { socialSecurityNumber: valid });
        expect(paid.body).toMatchObject({
          resultCode: 'Authorised',
          additionalData: { paymentMethod: 'elo' },
        });
      }
    });

    it('accepts installments the session offers, and refuses the others', async () => {
      const offered = {
        installmentOptions: {
          card: { values: [1, 2, 3] },
          visa: { values: [2, 6], plans: ['regular', 'revolving'] },
        },
      };
      const pay = async (number: string, installments: unknown, changes: Record<string, unknown> = offered) =>
        (await payNew({ paymentMethod: await cardMethod(number), installments }, changes)).response;
      expect((await pay('5555555555554444', { value: 3 })).body.resultCode).toBe('Authorised');
      expect((await pay('4111111111111111', { value: 6, plan: 'regular' })).body.resultCode).toBe(
        'Authorised',
      );
      expect((await pay('4111111111111111', { value: 1, plan: 'revolving' })).body.resultCode).toBe(
        'Authorised',
      );
      expectCardError(
        await pay('5555555555554444', { value: 6 }),
        422,
        '152',
        '6 installments are not offered for mc',
      );
      expectCardError(
        await pay('5555555555554444', { value: 1, plan: 'revolving' }),
        422,
        '152',
        'Revolving installments are not offered for mc',
      );
      expectCardError(
        await pay('4111111111111111', { value: 3 }, {}),
        422,
        '152',
        'Installments are not enabled for this session',
      );
      expectCardError(
        await pay('4111111111111111', { value: 0 }),
        422,
        '702',
        /installments\.value: must be at least 1/,
      );
    });

    it('pays with a stored card of the seeded shopper and its security code', async () => {
      const shopper = { shopperReference: SANDBOX_SHOPPER_REFERENCE };
      const stored = async (fields: Record<string, unknown>) =>
        (await payNew({ paymentMethod: { type: 'scheme', ...fields } }, shopper)).response;
      // Encrypted card data pays once (replay.ts): each payment that goes through encrypts its
      // security code anew; `cvc` serves the refused ones (a refusal does not use it up).
      const cvc = await encryptField(publicKey(), 'cvc', '737');
      const paid = await stored({
        storedPaymentMethodId: '8316038796685850',
        encryptedSecurityCode: await encryptField(publicKey(), 'cvc', '737'),
      });
      expect(paid.body).toMatchObject({
        resultCode: 'Authorised',
        additionalData: { cardSummary: '1111', paymentMethod: 'visa' },
      });
      const mc = await stored({
        storedPaymentMethodId: '8415718415172204',
        brand: 'mc',
        encryptedSecurityCode: await encryptField(publicKey(), 'cvc', '737'),
      });
      expect(mc.body.additionalData).toEqual({ cardSummary: '1115', paymentMethod: 'mc' });
      expectCardError(await stored({ storedPaymentMethodId: '8316038796685850' }), 422, '103');
      expectCardError(
        await stored({ storedPaymentMethodId: '8316038796685850', brand: 'mc', encryptedSecurityCode: cvc }),
        422,
        '109',
      );
      expectCardError(
        await stored({ storedPaymentMethodId: '0000000000000000', encryptedSecurityCode: cvc }),
        422,
        '803',
        'Stored payment method not found',
      );
      // The PayPal method is stored, but it is not a card.
      expectCardError(
        await stored({ storedPaymentMethodId: '8515718415172291', encryptedSecurityCode: cvc }),
        422,
        '803',
      );
      // Another shopper's stored card is not found.
      const stranger = await payNew({
        paymentMethod: {
          type: 'scheme',
          storedPaymentMethodId: '8316038796685850',
          encryptedSecurityCode: cvc,
        },
      });
      expectCardError(stranger.response, 422, '803');
    });

    it('stores a card for the shopper when asked, and lists it in the next session', async () => {
      const shopperReference = 'card-shopper-1';
      const first = await payNew(
        {
          paymentMethod: await cardMethod('5555555555554444', { month: '11', holderName: 'J. Shopper' }),
          storePaymentMethod: true,
        },
        { shopperReference, storePaymentMethodMode: 'askForConsent' },
      );
      expect(first.response.body).toMatchObject({
        resultCode: 'Authorised',
        additionalData: {
          cardSummary: '4444',
          paymentMethod: 'mc',
          'recurring.shopperReference': shopperReference,
          'recurring.recurringDetailReference': expect.stringMatching(/^\d{16}$/),
        },
      });
      const storedId = first.response.body.additionalData['recurring.recurringDetailReference'];

      const next = await createSession(client(), { shopperReference });
      const setup = await client().post(`v1/sessions/${next.id}/setup`, { sessionData: next.sessionData });
      expect(setup.body.paymentMethods.storedPaymentMethods).toEqual([
        {
          id: storedId,
          type: 'scheme',
          name: 'MasterCard',
          brand: 'mc',
          lastFour: '4444',
          expiryMonth: '11',
          expiryYear: FUTURE_YEAR,
          holderName: 'J. Shopper',
          supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
          supportedRecurringProcessingModels: ['CardOnFile'],
        },
      ]);
      expect(JSON.stringify(setup.body)).not.toContain('5555555555554444');

      // Storing the same card again keeps one stored method.
      await payNew(
        { paymentMethod: await cardMethod('5555555555554444', { month: '11' }), storePaymentMethod: true },
        { shopperReference },
      );
      const paid = await client().post(`v1/sessions/${next.id}/payments`, {
        sessionData: setup.body.sessionData,
        paymentMethod: {
          type: 'scheme',
          storedPaymentMethodId: storedId,
          encryptedSecurityCode: await encryptField(publicKey(), 'cvc', '737'),
        },
      });
      expect(paid.body).toMatchObject({ resultCode: 'Authorised', additionalData: { cardSummary: '4444' } });
      const listed = await client().post(
        'merchant/v1/paymentMethods',
        { amount: { value: 100, currency: 'EUR' }, countryCode: 'NL', shopperReference },
        { headers: { 'x-api-key': SANDBOX_MERCHANT.apiKeys[0] ?? '' } },
      );
      expect(listed.body.storedPaymentMethods).toHaveLength(1);

      // The seed is untouched, and reset forgets the stored card.
      expect(SANDBOX_MERCHANT.storedPaymentMethods[shopperReference]).toBeUndefined();
      env.sandbox.reset();
      const fresh = await createSession(client(), { shopperReference });
      const afterReset = await client().post(`v1/sessions/${fresh.id}/setup`, {
        sessionData: fresh.sessionData,
      });
      expect(afterReset.body.paymentMethods.storedPaymentMethods).toEqual([]);
    });

    it('does not store a refused card, nor one without a shopperReference', async () => {
      const shopperReference = 'card-shopper-2';
      await payNew(
        { paymentMethod: await cardMethod('4000000000000002'), storePaymentMethod: true },
        { shopperReference },
      );
      const anonymous = await payNew({
        paymentMethod: await cardMethod('4111111111111111'),
        storePaymentMethod: true,
      });
      expect(anonymous.response.body.additionalData).toEqual({ cardSummary: '1111', paymentMethod: 'visa' });
      const next = await createSession(client(), { shopperReference });
      const setup = await client().post(`v1/sessions/${next.id}/setup`, { sessionData: next.sessionData });
      expect(setup.body.paymentMethods.storedPaymentMethods).toEqual([]);
    });

    it('pays the rest of a gift card order by card and lists both in the order', async () => {
      const session = await createSession(client(), { amount: { value: 7500, currency: 'EUR' } });
      const gift = await client().post(`v1/sessions/${session.id}/payments`, {
        sessionData: session.sessionData,
        paymentMethod: await giftCardMethod(publicKey(), '6036280000000000010', '7373'),
      });
      expect(gift.body.order.remainingAmount.value).toBe(2500);
      const card = await client().post(`v1/sessions/${session.id}/payments`, {
        sessionData: gift.body.sessionData,
        paymentMethod: await cardMethod('4111111111111111'),
      });
      expect(card.body).toMatchObject({ resultCode: 'Authorised', sessionResult: expect.any(String) });
      expect(card.body.order.remainingAmount.value).toBe(0);
      const status = await client().post('v1/order/status', { orderData: gift.body.order.orderData });
      expect(status.body.paymentMethods).toContainEqual({
        type: 'visa',
        name: 'VISA',
        lastFour: '1111',
        amount: { value: 2500, currency: 'EUR' },
      });
    });

    it('names the missing card number and malformed card fields (702)', async () => {
      const { encryptedCardNumber: _number, ...noNumber } = await cardMethod('4111111111111111');
      expectCardError(
        (await payNew({ paymentMethod: noNumber })).response,
        422,
        '702',
        'Invalid request: paymentMethod.encryptedCardNumber: is required',
      );
      expectCardError(
        (await payNew({ paymentMethod: await cardMethod('4111111111111111'), storePaymentMethod: 'yes' }))
          .response,
        422,
        '702',
        /storePaymentMethod/,
      );
    });
  });

  describe('card data replay', () => {
    const REUSED =
      'Encrypted card number already used for another payment: encrypt the card fields again for a new payment';

    it('refuses a paid card number sent again with a fresh expiry and security code, in any flow (422 175)', async () => {
      const paid = await cardMethod('4111111111111111');
      expect((await payNew({ paymentMethod: paid })).response.body.resultCode).toBe('Authorised');
      // Captured number, everything else encrypted afresh: another session of the sessions flow…
      const { encryptedCardNumber } = paid;
      const replay = { ...(await cardMethod('4111111111111111')), encryptedCardNumber };
      expectCardError((await payNew({ paymentMethod: replay })).response, 422, '175', REUSED);
      // …and the merchant server's payment with its own reference.
      const advanced = await client().post(
        'merchant/v1/payments',
        {
          amount: { value: 2499, currency: 'EUR' },
          reference: 'replay-attempt',
          countryCode: 'NL',
          returnUrl: 'http://localhost:5173/checkout/return',
          paymentMethod: replay,
        },
        { headers: { 'x-api-key': SANDBOX_API_KEY }, clientKey: null },
      );
      expectCardError(advanced, 422, '175', REUSED);
      // The same card typed again (a new encryption of the number) is a new payment.
      expect((await payCard('4111111111111111')).body.resultCode).toBe('Authorised');
    });

    it('lets a refused card number be tried again with a new security code', async () => {
      const refused = await cardMethod('4000000000000002');
      const first = await payNew({ paymentMethod: refused });
      expect(first.response.body.resultCode).toBe('Refused');
      const retry = {
        ...(await cardMethod('4000000000000002', { cvc: '738' })),
        encryptedCardNumber: refused.encryptedCardNumber,
      };
      expect((await payNew({ paymentMethod: retry })).response.body.resultCode).toBe('Refused');
    });

    it('refuses a card number encrypted more than 24 hours ago (422 174)', async () => {
      const stale = await encryptField(publicKey(), 'number', '4111111111111111', {
        generationtime: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000),
      });
      const method = { ...(await cardMethod('4111111111111111')), encryptedCardNumber: stale };
      expectCardError((await payNew({ paymentMethod: method })).response, 422, '174', /older than 24 hours/);
    });
  });
}

export { describeCardContract };
export type { CardContractEnv };
