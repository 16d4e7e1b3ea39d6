/**
 * The sandbox's card data, tested directly: the test-card table against the SDK's brand table,
 * the sandbox's own prefix detection, CPF/CNPJ checks, and a merchant that requires the holder name.
 */
import {
  createCardEncryptor,
  createCardMachine,
  loadDirectModePart,
  elementStatusOf,
  createHttpClient,
  type CardFieldName,
  type PaymentResponse,
} from 'headless-checkout/core';
import { detectCardBrands, luhnCheck } from 'headless-checkout/validation';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CARD_BRANDS, detectBrand, passesLuhn } from '../../examples/sandbox/card-brands';
import { SANDBOX_CLIENT_KEY, SANDBOX_MERCHANT } from '../../examples/sandbox/merchants';
import { isValidBrazilianTaxId } from '../../examples/sandbox/processors/card';
import { TEST_CARDS, findTestCard, findTestCardByBin } from '../../examples/sandbox/test-cards';
import { createClient, createSession, encryptField, fetchPublicKey } from './helpers';

describe('the test-card table', () => {
  it.each(TEST_CARDS.map((card) => [card.number, card] as const))(
    '%s is Luhn-valid and its brands are what the brand table detects',
    (number, card) => {
      expect(luhnCheck(number)).toBe(true);
      expect(passesLuhn(number)).toBe(true);
      const detected = detectCardBrands(number);
      expect(detected[0]).toBe(card.brands[0]);
      for (const brand of card.brands) expect(detected).toContain(brand);
      expect(detectBrand(number)?.brand).toBe(card.brands[0]);
      expect(card.issuingCountryCode).toMatch(/^[A-Z]{2}$/);
      expect(card.notes.length).toBeGreaterThan(10);
    },
  );

  it('has the cards the docs promise', () => {
    const outcomes = Object.fromEntries(TEST_CARDS.map((card) => [card.number, card.outcome]));
    expect(outcomes).toMatchObject({
      '4111111111111111': 'Authorised',
      '5555555555554444': 'Authorised',
      '370000000000002': 'Authorised',
      '4000000000000002': 'Refused',
      '6250946000000016': 'Unsupported',
      '6703444444444449': 'Authorised',
      '4035501000000008': 'Authorised',
      '4000620000000007': 'Authorised',
      '5066991111111118': 'Authorised',
      '4212345678910006': 'IdentifyShopper',
      '5454545454545454': 'IdentifyShopper',
      '4000010000000001': 'IdentifyShopper',
      '4000030000000009': 'IdentifyShopper',
    });
    expect(
      Object.fromEntries(
        TEST_CARDS.filter((card) => card.threeDS2).map((card) => [card.number, card.threeDS2]),
      ),
    ).toEqual({
      '5454545454545454': 'frictionless',
      '4212345678910006': 'challenge',
      '4000010000000001': 'challengeRefused',
      '4000030000000009': 'fingerprintTimeout',
    });
    expect(findTestCard('6703444444444449')?.brands).toEqual(['bcmc', 'maestro']);
    expect(findTestCard('4035501000000008')?.brands).toEqual(['visa', 'cartebancaire']);
    expect(findTestCard('4000620000000007')).toMatchObject({
      issuingCountryCode: 'KR',
      koreanAuthentication: true,
    });
    expect(findTestCard('5066991111111118')).toMatchObject({
      issuingCountryCode: 'BR',
      showSocialSecurityNumber: true,
    });
  });

  it('gives every card its own 6-digit bin, so bin lookup is unambiguous', () => {
    const bins = TEST_CARDS.map((card) => card.number.slice(0, 6));
    expect(new Set(bins).size).toBe(bins.length);
    for (const card of TEST_CARDS) expect(findTestCardByBin(card.number.slice(0, 6))).toBe(card);
    expect(findTestCardByBin('41111')).toBeUndefined();
    expect(findTestCardByBin('411111111111')).toBeUndefined();
  });
});

describe("the sandbox's prefix table", () => {
  it.each([
    ['411111', 'visa'],
    ['510000', 'mc'],
    ['222100', 'mc'],
    ['272099', 'mc'],
    ['340000', 'amex'],
    ['370000', 'amex'],
    ['300000', 'diners'],
    ['353011', 'jcb'],
    ['601100', 'discover'],
    ['650000', 'discover'],
    ['620000', 'cup'],
    ['500000', 'maestro'],
    ['560000', 'maestro'],
    ['670300', 'bcmc'],
    ['506699', 'elo'],
    ['509000', 'elo'],
  ])('detects %s as %s, as the SDK does', (bin, brand) => {
    expect(detectBrand(bin)?.brand).toBe(brand);
    expect(detectCardBrands(bin)[0]).toBe(brand);
  });

  it('knows no brand for other prefixes and never detects a co-badged network alone', () => {
    expect(detectBrand('123456')).toBeUndefined();
    expect(detectBrand('')).toBeUndefined();
    expect(detectBrand('403550')?.brand).toBe('visa');
    expect(SANDBOX_CARD_BRANDS.find((rule) => rule.brand === 'amex')?.cvcLength).toBe(4);
    expect(
      SANDBOX_CARD_BRANDS.filter((rule) => rule.brand !== 'amex').every((rule) => rule.cvcLength === 3),
    ).toBe(true);
  });
});

describe('isValidBrazilianTaxId', () => {
  it.each([
    ['123.456.789-09', true],
    ['12345678909', true],
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['123.456.789-00', false],
    ['111.111.111-11', false],
    ['11.222.333/0001-80', false],
    ['1234567890', false],
    ['abc', false],
    ['', false],
    [undefined, false],
    [12345678909, false],
  ])('%s is %s', (value, valid) => {
    expect(isValidBrazilianTaxId(value)).toBe(valid);
  });
});

describe('a merchant that requires the card holder name', () => {
  const sandbox = createSandbox({ merchants: [{ ...SANDBOX_MERCHANT, cardHolderNameRequired: true }] });
  const server = setupServer(http.all('http://cards.test/*', ({ request }) => sandbox.handle(request)));
  const client = createClient('http://cards.test/');

  beforeAll(async () => {
    await sandbox.ready;
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());

  it('refuses a card payment without a holder name (128) and accepts one with it', async () => {
    const key = await fetchPublicKey(client);
    const year = String(new Date().getUTCFullYear() + 2);
    const method = async (holderName?: string) => ({
      type: 'scheme',
      encryptedCardNumber: await encryptField(key, 'number', '4111111111111111'),
      encryptedExpiryMonth: await encryptField(key, 'expiryMonth', '03'),
      encryptedExpiryYear: await encryptField(key, 'expiryYear', year),
      encryptedSecurityCode: await encryptField(key, 'cvc', '737'),
      ...(holderName !== undefined ? { holderName } : {}),
    });
    for (const holderName of [undefined, '   ']) {
      const session = await createSession(client);
      const refused = await client.post(`v1/sessions/${session.id}/payments`, {
        sessionData: session.sessionData,
        paymentMethod: await method(holderName),
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        status: 422,
        errorCode: '128',
        message: 'Card holder name is required',
        errorType: 'validation',
      });
    }
    const session = await createSession(client);
    const paid = await client.post(`v1/sessions/${session.id}/payments`, {
      sessionData: session.sessionData,
      paymentMethod: await method('J. Shopper'),
    });
    expect(paid.body.resultCode).toBe('Authorised');
  });
});

describe('paying with separate expiry month and year fields', () => {
  const sandbox = createSandbox();
  const server = setupServer(http.all('http://expiry.test/*', ({ request }) => sandbox.handle(request)));
  const client = createClient('http://expiry.test/');
  beforeAll(async () => {
    // Direct mode's checks (a part of the card form) at hand, as after an earlier form of the page.
    await Promise.all([sandbox.ready, loadDirectModePart()]);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());

  it('is authorised with the month and year the two fields encrypt, as with the combined field', async () => {
    const year = String(new Date().getFullYear() + 2).slice(2);
    const results: unknown[] = [];
    for (const expiryFields of ['separate', 'combined'] as const) {
      const session = await createSession(client);
      const encryptor = createCardEncryptor({
        http: createHttpClient({ apiUrl: 'http://expiry.test/' }),
        clientKey: SANDBOX_CLIENT_KEY,
        loadJose: () => import('jose'),
      });
      const machine = createCardMachine(
        { mode: 'direct', expiryFields },
        {
          now: Date.now,
          encrypt: encryptor.encrypt,
          lookupBin: () => new Promise(() => undefined),
          submit: async (data) => {
            const response = await client.post(`v1/sessions/${session.id}/payments`, {
              sessionData: session.sessionData,
              paymentMethod: data.paymentMethod,
            });
            return response.body as PaymentResponse;
          },
          environment: () => ({}),
        },
      );
      const expiry: Array<[CardFieldName, string]> =
        expiryFields === 'separate'
          ? [
              ['expiryMonth', '03'],
              ['expiryYear', year],
            ]
          : [['expiryDate', `03/${year}`]];
      const values: Array<[CardFieldName, string]> = [
        ['cardNumber', '5555555555554444'],
        ...expiry,
        ['securityCode', '737'],
      ];
      for (const [field, value] of values) machine.send({ type: 'field.changed', field, value });
      machine.send({ type: 'submit.requested' });
      await vi.waitFor(() => expect(elementStatusOf(machine.getSnapshot().payment)).not.toBe('loading'), {
        timeout: 5000,
      });
      results.push([
        elementStatusOf(machine.getSnapshot().payment),
        machine.getSnapshot().payment.response?.resultCode,
      ]);
    }
    expect(results).toEqual([
      ['success', 'Authorised'],
      ['success', 'Authorised'],
    ]);
  });
});
