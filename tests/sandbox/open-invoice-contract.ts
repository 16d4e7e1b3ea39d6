/**
 * The open-invoice methods and Klarna in the payment service (called from flows-contract.ts, so it
 * runs through msw and over HTTP): each provider's countries and required shopper data (a 422 that
 * names the field, never Authorised, never a 5xx), the documented test last names, the redirect of
 * Affirm, Atome and Facilypay to the hosted page, and Klarna's widget (the sdk action, the
 * stand-in's authorization, paymentDetails with a real, an empty or a forged token) or its redirect.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formIn, getPage, postForm } from './flow-helpers';
import type { FlowEnv } from './flows-contract';
import { createSession } from './helpers';
import type { ClientResponse } from './helpers';

/** A shopper who passes every provider's checks, billed in `country`. */
function shopper(country: string, address: Record<string, string> = {}) {
  return {
    shopperName: { firstName: 'Jan', lastName: 'Jansen', gender: 'MALE' },
    dateOfBirth: '1980-03-14',
    shopperEmail: 'jan.jansen@example.com',
    telephoneNumber: '+31 20 123 4567',
    billingAddress: {
      street: 'Keizersgracht',
      houseNumberOrName: '12',
      postalCode: '1015 CJ',
      city: 'Amsterdam',
      stateOrProvince: 'N/A',
      country,
      ...address,
    },
  };
}

const ADDRESSES: Record<string, Record<string, string>> = {
  NL: {},
  BE: { street: 'Rue de la Loi', postalCode: '1000', city: 'Brussels' },
  DE: { street: 'Unter den Linden', postalCode: '10117', city: 'Berlin' },
  AT: { street: 'Ringstraße', postalCode: '1010', city: 'Wien' },
  CH: { street: 'Bahnhofstrasse', postalCode: '8001', city: 'Zürich' },
  FR: { street: '10 rue de Rivoli', houseNumberOrName: 'N/A', postalCode: '75001', city: 'Paris' },
  ES: { street: 'Calle Mayor 5', houseNumberOrName: 'N/A', postalCode: '28013', city: 'Madrid' },
  US: {
    street: '1 Main St',
    houseNumberOrName: 'N/A',
    postalCode: '10001',
    city: 'New York',
    stateOrProvince: 'NY',
  },
  SG: { street: '1 Raffles Place', houseNumberOrName: 'N/A', postalCode: '048616', city: 'Singapore' },
};

const CURRENCIES: Record<string, string> = { US: 'USD', SG: 'SGD', CH: 'CHF' };

function describeOpenInvoiceContract(env: FlowEnv) {
  const client = () => env.client();
  const open = (country: string) =>
    createSession(client(), {
      amount: { value: 7500, currency: CURRENCIES[country] ?? 'EUR' },
      countryCode: country,
    });
  const pay = async (type: string, sessionCountry: string, fields: Record<string, unknown>) => {
    const session = await open(sessionCountry);
    const response = await client().post(`v1/sessions/${session.id}/payments`, {
      sessionData: session.sessionData,
      paymentMethod: { type },
      returnUrl: 'http://localhost:5173/return',
      ...fields,
    });
    return { session, response };
  };
  const valid = (country: string) => shopper(country, ADDRESSES[country]);
  const expect422 = (response: ClientResponse, field: RegExp) => {
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ status: 422, errorCode: '702', errorType: 'validation' });
    expect(response.body.message).toMatch(field);
  };

  describe('open invoice: countries', () => {
    it.each([
      ['afterpay_default', ['BE', 'NL']],
      ['afterpay_b2b', ['BE', 'NL']],
      ['ratepay', ['AT', 'CH', 'DE', 'NL']],
      ['ratepay_directdebit', ['AT', 'CH', 'DE', 'NL']],
    ])('%s is authorised in %j', async (type, countries) => {
      for (const country of countries) {
        const { response } = await pay(type, country, {
          ...valid(country),
          company: { name: 'Jansen BV', registrationNumber: '12345678' },
          bankAccount: { iban: 'DE89370400440532013000', ownerName: 'Jan Jansen', countryCode: 'DE' },
        });
        expect(response.status, `${type} in ${country}`).toBe(200);
        expect(response.body).toMatchObject({ resultCode: 'Authorised' });
      }
    });

    it.each([
      ['afterpay_default', 'NL', 'DE'],
      ['afterpay_b2b', 'BE', 'FR'],
      ['ratepay', 'DE', 'BE'],
      ['ratepay_directdebit', 'AT', 'FR'],
      ['affirm', 'US', 'NL'],
      ['atome', 'SG', 'US'],
      ['facilypay_3x', 'FR', 'DE'],
      ['facilypay_4x', 'ES', 'NL'],
      ['facilypay_6x', 'FR', 'BE'],
      ['facilypay_10x', 'ES', 'DE'],
      ['facilypay_12x', 'FR', 'NL'],
    ])(
      '%s refuses a billing country it does not serve (session %s, billed in %s)',
      async (type, session, billed) => {
        const { response } = await pay(type, session, {
          ...valid(billed),
          company: { name: 'Jansen BV' },
          bankAccount: { iban: 'DE89370400440532013000', ownerName: 'Jan Jansen' },
        });
        expect422(response, new RegExp(`billingAddress.country: ${type} is not available in ${billed}`));
      },
    );

    it('uses the session country when there is no billing address', async () => {
      const { billingAddress: _billing, ...rest } = valid('NL');
      const { response } = await pay('afterpay_default', 'NL', rest);
      // The country is served: the missing address itself is the mistake.
      expect422(response, /billingAddress: is required/);
    });
  });

  describe('open invoice: required shopper data (Afterpay, Ratepay, Facilypay)', () => {
    const base = valid('NL');
    it.each([
      [{ shopperName: undefined }, /shopperName.firstName: is required/],
      [{ shopperName: { firstName: 'Jan' } }, /shopperName.lastName: is required/],
      [{ shopperName: { firstName: '  ', lastName: 'Jansen' } }, /shopperName.firstName: must not be empty/],
      [{ shopperName: { firstName: 'N/A', lastName: 'Jansen' } }, /shopperName.firstName: is required/],
      [
        { shopperName: { firstName: 'Jan', lastName: 'Jansen', gender: 'X' } },
        /gender: must be MALE or FEMALE/,
      ],
      [{ dateOfBirth: undefined }, /dateOfBirth: is required/],
      [{ dateOfBirth: '14/03/1980' }, /dateOfBirth: must be a date in YYYY-MM-DD/],
      [{ dateOfBirth: '1999-02-30' }, /dateOfBirth: must be a date in YYYY-MM-DD/],
      [{ dateOfBirth: '2099-01-01' }, /dateOfBirth: must be in the past/],
      [{ shopperEmail: undefined }, /shopperEmail: is required/],
      [{ shopperEmail: 'jan@' }, /shopperEmail: must be an email address/],
      [{ telephoneNumber: undefined }, /telephoneNumber: is required/],
      [{ telephoneNumber: 'call me' }, /telephoneNumber: must be a telephone number/],
      [
        { billingAddress: { ...base.billingAddress, street: '' } },
        /billingAddress.street: must not be empty/,
      ],
      [
        { billingAddress: { ...base.billingAddress, houseNumberOrName: 'N/A' } },
        /billingAddress.houseNumberOrName: is required/,
      ],
      [
        { billingAddress: { ...base.billingAddress, postalCode: '10155' } },
        /billingAddress.postalCode: is not a postal code of NL/,
      ],
      [{ billingAddress: { ...base.billingAddress, city: undefined } }, /billingAddress.city: is required/],
      [
        { billingAddress: { ...base.billingAddress, country: 'nl' } },
        /billingAddress.country: must be an ISO/,
      ],
    ])('afterpay_default refuses %j', async (change, reason) => {
      const { response } = await pay('afterpay_default', 'NL', { ...base, ...change });
      expect422(response, reason);
    });

    it('needs the shopper to be 18 or older (the day of the 18th birthday counts)', async () => {
      const now = new Date(Date.now() + env.clock.offsetMs);
      const iso = (years: number, days: number) => {
        const date = new Date(
          Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days),
        );
        return date.toISOString().slice(0, 10);
      };
      const minor = await pay('ratepay', 'DE', { ...valid('DE'), dateOfBirth: iso(18, 1) });
      expect422(minor.response, /dateOfBirth: the shopper must be at least 18/);
      const adult = await pay('ratepay', 'DE', { ...valid('DE'), dateOfBirth: iso(18, 0) });
      expect(adult.response.body).toMatchObject({ resultCode: 'Authorised' });
    });

    it('afterpay_b2b needs the company name', async () => {
      expect422((await pay('afterpay_b2b', 'NL', valid('NL'))).response, /company.name: is required/);
      const { response } = await pay('afterpay_b2b', 'NL', {
        ...valid('NL'),
        company: { name: 'Jansen BV' },
      });
      expect(response.body).toMatchObject({ resultCode: 'Authorised' });
    });

    it.each([
      [undefined, /bankAccount.iban: is required/],
      [{ iban: 'DE89370400440532013001', ownerName: 'Jan Jansen' }, /bankAccount.iban: is not a valid IBAN/],
      [
        { iban: 'DE89 3704 0044 0532 0130 00', ownerName: 'Jan Jansen' },
        /bankAccount.iban: is not a valid IBAN/,
      ],
      [{ iban: 'DE89370400440532013000' }, /bankAccount.ownerName: is required/],
    ])('ratepay_directdebit refuses the bank account %j', async (bankAccount, reason) => {
      const { response } = await pay('ratepay_directdebit', 'DE', { ...valid('DE'), bankAccount });
      expect422(response, reason);
    });

    it('a house number is optional where addresses have none apart from the street (FR, ES)', async () => {
      const { response } = await pay('facilypay_3x', 'FR', valid('FR'));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ resultCode: 'RedirectShopper' });
      expect422(
        (await pay('facilypay_4x', 'ES', { ...valid('ES'), dateOfBirth: undefined })).response,
        /dateOfBirth/,
      );
    });
  });

  describe('open invoice: Affirm and Atome', () => {
    it('affirm needs names, telephone, email and the billing address with the state', async () => {
      const ok = await pay('affirm', 'US', { ...valid('US'), dateOfBirth: undefined });
      expect(ok.response.body).toMatchObject({ resultCode: 'RedirectShopper' });
      for (const [change, reason] of [
        [{ shopperEmail: undefined }, /shopperEmail: is required/],
        [{ telephoneNumber: '' }, /telephoneNumber: is required|telephoneNumber: must not be empty/],
        [{ shopperName: { firstName: 'Ann' } }, /shopperName.lastName: is required/],
        [
          { billingAddress: { ...valid('US').billingAddress, stateOrProvince: 'N/A' } },
          /stateOrProvince: is required/,
        ],
        [
          { billingAddress: { ...valid('US').billingAddress, postalCode: 'ABCDE' } },
          /postalCode: is not a postal code of US/,
        ],
      ] as const) {
        expect422((await pay('affirm', 'US', { ...valid('US'), ...change })).response, reason);
      }
    });

    it('atome needs names, telephone and the billing country, street and postal code (no email, no city)', async () => {
      const ok = await pay('atome', 'SG', {
        shopperName: { firstName: 'Mei', lastName: 'Tan' },
        telephoneNumber: '+65 6123 4567',
        billingAddress: { country: 'SG', street: '1 Raffles Place', postalCode: '048616' },
      });
      expect(ok.response.body).toMatchObject({ resultCode: 'RedirectShopper' });
      expect422(
        (
          await pay('atome', 'SG', {
            shopperName: { firstName: 'Mei', lastName: 'Tan' },
            telephoneNumber: '+65 6123 4567',
            billingAddress: { country: 'SG', street: '1 Raffles Place' },
          })
        ).response,
        /billingAddress.postalCode: is required/,
      );
      expect422(
        (
          await pay('atome', 'SG', {
            shopperName: { firstName: 'Mei', lastName: 'Tan' },
            billingAddress: { country: 'SG', street: 'x', postalCode: '048616' },
          })
        ).response,
        /telephoneNumber: is required/,
      );
    });
  });

  describe('open invoice: outcomes', () => {
    it.each([
      ['Refused', 'Refused'],
      ['Pending', 'Pending'],
      ['Jansen', 'Authorised'],
    ])('the last name %s gives %s (Afterpay, Ratepay)', async (lastName, resultCode) => {
      for (const [type, country] of [
        ['afterpay_default', 'NL'],
        ['ratepay', 'DE'],
      ] as const) {
        const { response } = await pay(type, country, {
          ...valid(country),
          shopperName: { firstName: 'Jan', lastName },
        });
        expect(response.body, type).toMatchObject({ resultCode });
        expect(typeof response.body.sessionData).toBe('string');
      }
    });

    it.each(['affirm', 'atome', 'facilypay_6x', 'facilypay_10x', 'facilypay_12x'])(
      '%s redirects to the hosted page; its decision is the outcome',
      async (type) => {
        const country = type === 'affirm' ? 'US' : type === 'atome' ? 'SG' : 'ES';
        const { session, response } = await pay(type, country, valid(country));
        expect(response.body).toMatchObject({
          resultCode: 'RedirectShopper',
          action: { type: 'redirect', method: 'GET', paymentMethodType: type },
        });
        const page = await getPage(response.body.action.url);
        expect(page.status).toBe(200);
        const form = formIn(page.text);
        const back = await postForm(form.action, { ...form.fields, decision: 'refuse' });
        const redirectResult = new URL(back.headers.get('location') ?? '').searchParams.get('redirectResult');
        const details = await client().post(`v1/sessions/${session.id}/paymentDetails`, {
          sessionData: response.body.sessionData,
          details: { redirectResult },
        });
        expect(details.body).toMatchObject({ resultCode: 'Refused' });
      },
    );

    it('never fails with a 5xx, whatever the shopper data', async () => {
      const field = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant('N/A'));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('afterpay_default', 'ratepay_directdebit', 'affirm', 'atome', 'facilypay_3x'),
          fc.record({
            shopperName: fc.oneof(fc.anything(), fc.record({ firstName: field, lastName: field })),
            dateOfBirth: field,
            shopperEmail: field,
            telephoneNumber: field,
            billingAddress: fc.oneof(
              fc.anything(),
              fc.record({ street: field, postalCode: field, country: field }),
            ),
            bankAccount: fc.anything(),
          }),
          async (type, fields) => {
            const country =
              type === 'affirm' ? 'US' : type === 'atome' ? 'SG' : type === 'facilypay_3x' ? 'FR' : 'DE';
            const { response } = await pay(type, country, fields);
            expect(response.status).toBeLessThan(500);
            expect(response.body?.resultCode).not.toBe('Authorised');
          },
        ),
        { numRuns: 25 },
      );
    });
  });

  describe("Klarna's widget", () => {
    const payKlarna = async (type: string, paymentMethod: Record<string, unknown> = { subtype: 'sdk' }) => {
      const session = await open('NL');
      const response = await client().post(`v1/sessions/${session.id}/payments`, {
        sessionData: session.sessionData,
        paymentMethod: { type, ...paymentMethod },
        returnUrl: 'http://localhost:5173/return',
      });
      return { session, response };
    };
    const authorize = (body: unknown) => client().post('klarna/kp/lib/v1/authorize', body);

    it.each([
      ['klarna', 'pay_later'],
      ['klarna_account', 'pay_over_time'],
      ['klarna_paynow', 'pay_now'],
    ])('%s answers the sdk action with a client token and the category %s', async (type, category) => {
      const { response } = await payKlarna(type);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        resultCode: 'Pending',
        action: { type: 'sdk', paymentMethodType: type, sdkData: { payment_method_category: category } },
      });
      expect(response.body.action.paymentData).toMatch(/^Sbpd!/);
      expect(response.body.action.sdkData.client_token.length).toBeGreaterThan(20);
    });

    it('the stand-in approval gives an authorization token; paymentDetails with it is Authorised, once', async () => {
      const { session, response } = await payKlarna('klarna');
      const { client_token, payment_method_category } = response.body.action.sdkData;
      const approved = await authorize({ client_token, payment_method_category });
      expect(approved.status).toBe(200);
      const details = await client().post(`v1/sessions/${session.id}/paymentDetails`, {
        sessionData: response.body.sessionData,
        details: { authorization_token: approved.body.authorization_token },
        paymentData: response.body.action.paymentData,
      });
      expect(details.body).toMatchObject({ resultCode: 'Authorised' });
      expect(typeof details.body.sessionResult).toBe('string');
      // The payment is finished: its client token no longer authorises.
      expect((await authorize({ client_token, payment_method_category })).status).toBe(422);
    });

    it('empty details (the shopper declined in the widget) give Refused', async () => {
      const { session, response } = await payKlarna('klarna_account');
      const details = await client().post(`v1/sessions/${session.id}/paymentDetails`, {
        sessionData: response.body.sessionData,
        details: {},
        paymentData: response.body.action.paymentData,
      });
      expect(details.body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Not approved by Klarna' });
    });

    it('a forged or foreign authorization token is a 422 and the payment still waits', async () => {
      const { session, response } = await payKlarna('klarna');
      const other = await payKlarna('klarna');
      const foreign = await authorize(other.response.body.action.sdkData);
      for (const token of ['forged', `${foreign.body.authorization_token}`]) {
        const details = await client().post(`v1/sessions/${session.id}/paymentDetails`, {
          sessionData: response.body.sessionData,
          details: { authorization_token: token },
          paymentData: response.body.action.paymentData,
        });
        expect(details.status).toBe(422);
        expect(details.body).toMatchObject({ errorCode: '724', errorType: 'validation' });
      }
      const real = await authorize(response.body.action.sdkData);
      const details = await client().post(`v1/sessions/${session.id}/paymentDetails`, {
        sessionData: response.body.sessionData,
        details: { authorization_token: real.body.authorization_token },
      });
      expect(details.body).toMatchObject({ resultCode: 'Authorised' });
    });

    it('the authorize endpoint refuses a forged token and a wrong category', async () => {
      const { response } = await payKlarna('klarna_paynow');
      expect((await authorize({ client_token: 'forged', payment_method_category: 'pay_now' })).status).toBe(
        422,
      );
      const wrong = await authorize({
        ...response.body.action.sdkData,
        payment_method_category: 'pay_later',
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.message).toMatch(/payment_method_category: must be pay_now/);
      expect((await authorize({})).status).toBe(422);
    });

    it('refuses another subtype, and without one redirects to the hosted page', async () => {
      expect((await payKlarna('klarna', { subtype: 'widget' })).response.status).toBe(422);
      const { response } = await payKlarna('klarna', {});
      expect(response.body).toMatchObject({
        resultCode: 'RedirectShopper',
        action: { type: 'redirect', paymentMethodType: 'klarna' },
      });
      expect((await getPage(response.body.action.url)).status).toBe(200);
    });

    it('serves the stand-in script with the provider API', async () => {
      const script = await fetch(new URL('klarna/kp/lib/v1/api.js', client().base));
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/text\/javascript/);
      const text = await script.text();
      for (const name of ['init', 'load', 'authorize', 'Approve', 'Decline', 'Close', 'showModal'])
        expect(text).toContain(name);
    });
  });
}

export { describeOpenInvoiceContract };
