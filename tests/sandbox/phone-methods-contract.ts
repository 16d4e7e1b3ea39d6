/**
 * The suite of the phone, code and QR methods' processors (called from flows-contract.ts): MB Way
 * and Blik turn final after the delay and by amount like the QR methods, a stored Blik and a stored
 * TWINT of the shopper, Payconiq's QR code, QIWI Wallet and a new TWINT through the simulated
 * wallet page; bad input is a 422.
 */
import { describe, expect, it } from 'vitest';
import { SANDBOX_SHOPPER_REFERENCE } from '../../examples/sandbox/merchants';
import { STATUS_DELAY_MS } from '../../examples/sandbox/payment-status';
import { formIn, getPage, postForm } from './flow-helpers';
import type { FlowEnv } from './flows-contract';
import { createSession } from './helpers';
import type { ClientResponse } from './helpers';

/** A country and currency that offers each method. */
const MARKETS: Record<string, { countryCode: string; currency: string }> = {
  mbway: { countryCode: 'PT', currency: 'EUR' },
  blik: { countryCode: 'PL', currency: 'PLN' },
  bcmc_mobile: { countryCode: 'BE', currency: 'EUR' },
  qiwiwallet: { countryCode: 'KZ', currency: 'KZT' },
  twint: { countryCode: 'CH', currency: 'CHF' },
};

const STORED_BLIK = '8716038796685861';
const STORED_TWINT = '8816038796685872';

function expectError(response: ClientResponse, status: number, errorCode: string, message?: RegExp) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ status, errorCode });
  if (message) expect(response.body.message).toMatch(message);
}

/** Runs the suite. */
function describePhoneMethodsContract(env: FlowEnv) {
  const client = () => env.client();

  const payWith = async (
    type: string,
    fields: Record<string, unknown>,
    options: { value?: number; shopper?: boolean } = {},
  ) => {
    const market = MARKETS[type]!;
    const session = await createSession(client(), {
      amount: { value: options.value ?? 7500, currency: market.currency },
      countryCode: market.countryCode,
      returnUrl: 'http://localhost:5173/checkout/return',
      ...(options.shopper ? { shopperReference: SANDBOX_SHOPPER_REFERENCE } : {}),
    });
    const response = await client().post(`v1/sessions/${session.id}/payments`, {
      sessionData: session.sessionData,
      paymentMethod: { type, ...fields },
    });
    return { session, response, action: response.body.action };
  };

  const status = (paymentData: unknown) =>
    client().post(
      'services/PaymentInitiation/v1/status?clientKey=test_SANDBOX0000000000000000000001',
      { paymentData },
      { clientKey: null },
    );

  const details = (sessionId: string, body: Record<string, unknown>) =>
    client().post(`v1/sessions/${sessionId}/paymentDetails`, body);

  /** Opens the wallet page of a GET redirect, presses a decision, returns the redirectResult. */
  const decide = async (url: string, decision: string) => {
    const page = await getPage(url);
    expect(page.status).toBe(200);
    const form = formIn(page.text);
    const answer = await postForm(form.action, { ...form.fields, decision });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location') ?? '').searchParams.get('redirectResult') ?? '';
  };

  describe('phone, code and QR methods', () => {
    it.each([
      ['mbway', { telephoneNumber: '+351912345678' }, 7500, 'authorised'],
      ['mbway', { telephoneNumber: '+351912345678' }, 1013, 'refused'],
      ['blik', { blikCode: '777123' }, 7500, 'authorised'],
      ['blik', { blikCode: '777123' }, 1013, 'refused'],
    ])('%s %j at %i: pending, then %s after the delay', async (type, fields, value, result) => {
      env.clock.freeze();
      const { action } = await payWith(type, fields, { value });
      expect(action).toMatchObject({ type: 'await', paymentMethodType: type });
      env.clock.offsetMs = STATUS_DELAY_MS - 50;
      expect((await status(action.paymentData)).body).toEqual({ type: 'pending' });
      env.clock.offsetMs = STATUS_DELAY_MS;
      expect((await status(action.paymentData)).body).toMatchObject({ type: 'complete', resultCode: result });
    });

    it('Blik and MB Way never complete when the amount ends in 99', async () => {
      for (const [type, fields] of [
        ['mbway', { telephoneNumber: '+351912345678' }],
        ['blik', { blikCode: '777123' }],
      ] as const) {
        const { action } = await payWith(type, fields, { value: 1099 });
        env.clock.offsetMs = 15 * 60_000;
        expect((await status(action.paymentData)).body).toEqual({ type: 'pending' });
        env.clock.offsetMs = 0;
      }
    });

    it('refuses an MB Way payment without the prefix plus number (702)', async () => {
      expectError((await payWith('mbway', {})).response, 422, '702', /telephoneNumber/);
      expectError((await payWith('mbway', { telephoneNumber: '912345678' })).response, 422, '702');
    });

    it("pays with the shopper's stored Blik (no code); an unknown one is 803", async () => {
      const stored = await payWith('blik', { storedPaymentMethodId: STORED_BLIK }, { shopper: true });
      expect(stored.response.body).toMatchObject({ resultCode: 'Pending', action: { type: 'await' } });
      const unknown = await payWith('blik', { storedPaymentMethodId: STORED_TWINT }, { shopper: true });
      expectError(unknown.response, 422, '803');
      const anonymous = await payWith('blik', { storedPaymentMethodId: STORED_BLIK });
      expectError(anonymous.response, 422, '803');
    });

    it('Payconiq by Bancontact answers a QR code', async () => {
      const { response, action } = await payWith('bcmc_mobile', {});
      expect(response.body.resultCode).toBe('Pending');
      expect(action).toMatchObject({ type: 'qrCode', paymentMethodType: 'bcmc_mobile' });
    });

    it.each([
      ['authorise', 'Authorised'],
      ['refuse', 'Refused'],
      ['cancel', 'Cancelled'],
    ])('QIWI Wallet: the wallet page, %s gives %s', async (decision, resultCode) => {
      const { session, response, action } = await payWith('qiwiwallet', {
        'qiwiwallet.telephoneNumberPrefix': '+77',
        'qiwiwallet.telephoneNumber': '7012345678',
      });
      expect(response.body.resultCode).toBe('RedirectShopper');
      expect(action).toMatchObject({ type: 'redirect', method: 'GET', paymentMethodType: 'qiwiwallet' });
      const redirectResult = await decide(action.url, decision);
      const done = await details(session.id, {
        sessionData: response.body.sessionData,
        details: { redirectResult },
      });
      expect(done.body.resultCode).toBe(resultCode);
    });

    it('refuses a QIWI payment with a short number or no prefix (702)', async () => {
      const short = await payWith('qiwiwallet', {
        'qiwiwallet.telephoneNumberPrefix': '+7',
        'qiwiwallet.telephoneNumber': '123456',
      });
      expectError(short.response, 422, '702', /qiwiwallet\.telephoneNumber/);
      const noPrefix = await payWith('qiwiwallet', { 'qiwiwallet.telephoneNumber': '1234567' });
      expectError(noPrefix.response, 422, '702', /telephoneNumberPrefix/);
    });

    it('a new TWINT goes to the wallet page and comes back authorised', async () => {
      const { session, response, action } = await payWith('twint', {});
      expect(action).toMatchObject({ type: 'redirect', method: 'GET', paymentMethodType: 'twint' });
      const redirectResult = await decide(action.url, 'authorise');
      const done = await details(session.id, {
        sessionData: response.body.sessionData,
        details: { redirectResult },
      });
      expect(done.body.resultCode).toBe('Authorised');
    });

    it('a stored TWINT pays at once: Authorised, Refused when the amount ends in 13, 803 when unknown', async () => {
      const paid = await payWith('twint', { storedPaymentMethodId: STORED_TWINT }, { shopper: true });
      expect(paid.response.body).toMatchObject({ resultCode: 'Authorised' });
      expect(paid.response.body.action).toBeUndefined();
      const refused = await payWith(
        'twint',
        { storedPaymentMethodId: STORED_TWINT },
        { shopper: true, value: 1013 },
      );
      expect(refused.response.body).toMatchObject({ resultCode: 'Refused' });
      expectError(
        (await payWith('twint', { storedPaymentMethodId: STORED_BLIK }, { shopper: true })).response,
        422,
        '803',
      );
    });
  });
}

export { describePhoneMethodsContract };
