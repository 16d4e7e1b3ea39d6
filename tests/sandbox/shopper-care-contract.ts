/**
 * What the sandbox does for a shopper around a payment (called from flows-contract.ts, so it runs
 * through msw and over HTTP): removing a stored payment method (disableToken) and taking a
 * donation after a payment (the merchant's donations call).
 */
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import type { FlowEnv } from './flows-contract';
import { createSession } from './helpers';

const MERCHANT = { headers: { 'x-api-key': SANDBOX_API_KEY } };
const OTHER_MERCHANT = { headers: { 'x-api-key': 'other-api-key' } };

function describeShopperCareContract(env: FlowEnv) {
  const client = () => env.client();
  const query = `?clientKey=${SANDBOX_CLIENT_KEY}`;

  describe('removing a stored payment method', () => {
    const storedIds = async (shopperReference: string) => {
      const session = await createSession(client(), { shopperReference });
      const setup = await client().post(`v1/sessions/${session.id}/setup${query}`, {
        sessionData: session.sessionData,
      });
      const methods = (setup.body.paymentMethods as { storedPaymentMethods?: Array<{ id: string }> })
        .storedPaymentMethods;
      return { session, ids: (methods ?? []).map((method) => method.id) };
    };

    it('removes it for the session shopper only, and carries sessionData forward', async () => {
      const { session, ids } = await storedIds('sandbox-shopper-contract-1');
      expect(ids).toContain('8316038796685850');
      const response = await client().post(`v1/sessions/${session.id}/disableToken${query}`, {
        sessionData: session.sessionData,
        storedPaymentMethodId: '8316038796685850',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ resultCode: 'Success', sessionData: expect.any(String) });
      expect((await storedIds('sandbox-shopper-contract-1')).ids).not.toContain('8316038796685850');
      expect((await storedIds('sandbox-shopper-contract-2')).ids).toContain('8316038796685850');
      expect((await storedIds('sandbox-shopper')).ids).toContain('8316038796685850');
    });

    it.each([
      [{ storedPaymentMethodId: '0000000000000000' }, 422, /Invalid storedPaymentMethodId/],
      [{ storedPaymentMethodId: '' }, 422, /storedPaymentMethodId/],
      [{ storedPaymentMethodId: 42 }, 422, /storedPaymentMethodId/],
      [{}, 422, /storedPaymentMethodId/],
    ])('refuses %j with %i and the reason', async (body, status, reason) => {
      const { session } = await storedIds('sandbox-shopper-contract-3');
      const response = await client().post(`v1/sessions/${session.id}/disableToken${query}`, {
        sessionData: session.sessionData,
        ...body,
      });
      expect(response.status).toBe(status);
      expect(String(response.body.message)).toMatch(reason);
    });

    it('refuses a session without a shopper, and a forged sessionData', async () => {
      const session = await createSession(client());
      const noShopper = await client().post(`v1/sessions/${session.id}/disableToken${query}`, {
        sessionData: session.sessionData,
        storedPaymentMethodId: '8316038796685850',
      });
      expect(noShopper.status).toBe(422);
      const { session: shopperSession } = await storedIds('sandbox-shopper-contract-4');
      const forged = await client().post(`v1/sessions/${shopperSession.id}/disableToken${query}`, {
        sessionData: `${shopperSession.sessionData.slice(0, -4)}AAAA`,
        storedPaymentMethodId: '8316038796685850',
      });
      expect(forged.status).toBe(422);
      expect((await storedIds('sandbox-shopper-contract-4')).ids).toContain('8316038796685850');
    });
  });

  describe('donations', () => {
    /** A paid session: SEPA authorises without card encryption; returns the payment's pspReference. */
    const paidPayment = async () => {
      const session = await createSession(client(), { amount: { value: 7500, currency: 'EUR' } });
      const paid = await client().post(`v1/sessions/${session.id}/payments${query}`, {
        sessionData: session.sessionData,
        paymentMethod: { type: 'sepadirectdebit', iban: 'NL13TEST0123456789', ownerName: 'A. Schneider' },
      });
      expect(paid.body).toMatchObject({ resultCode: 'Authorised' });
      const outcome = await client().get(`merchant/v1/sessions/${session.id}`, MERCHANT);
      const [payment] = outcome.body.payments as Array<{ pspReference: string }>;
      return payment!.pspReference;
    };
    const donate = (body: Record<string, unknown>, options = MERCHANT) =>
      client().post('merchant/v1/donations', body, options);

    it('takes one donation after an authorised payment, in its currency', async () => {
      const original = await paidPayment();
      const response = await donate({
        amount: { value: 300, currency: 'EUR' },
        reference: 'donation-1',
        donationOriginalPspReference: original,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        status: 'completed',
        reference: 'donation-1',
        donationAccount: 'SandboxCharityECOM',
        amount: { value: 300, currency: 'EUR' },
        payment: { resultCode: 'Authorised', pspReference: expect.stringMatching(/^\w{16}$/) },
      });
      const again = await donate({
        amount: { value: 50, currency: 'EUR' },
        reference: 'donation-2',
        donationOriginalPspReference: original,
      });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe('A donation was already made for this payment');
    });

    it.each([
      [{ amount: { value: 300, currency: 'USD' } }, /currency must be the payment's \(EUR\)/],
      [{ amount: { value: 0, currency: 'EUR' } }, /greater than 0/],
      [{ amount: { value: -5, currency: 'EUR' } }, /must not be negative/],
      [{ reference: '' }, /reference/],
      [{ donationOriginalPspReference: 'NOPE000000000000' }, /no payment of this merchant/],
    ])('refuses %j with 422 and the reason', async (changes, reason) => {
      const original = await paidPayment();
      const response = await donate({
        amount: { value: 300, currency: 'EUR' },
        reference: 'donation-x',
        donationOriginalPspReference: original,
        ...changes,
      });
      expect(response.status).toBe(422);
      expect(String(response.body.message)).toMatch(reason);
    });

    it("refuses another merchant's payment, a refused payment, and a call without the API key", async () => {
      const original = await paidPayment();
      const body = {
        amount: { value: 300, currency: 'EUR' },
        reference: 'd',
        donationOriginalPspReference: original,
      };
      expect((await donate(body, OTHER_MERCHANT)).status).toBe(422);
      expect((await donate(body, { headers: { 'x-api-key': '' } })).status).toBe(401);

      const session = await createSession(client(), { amount: { value: 7500, currency: 'EUR' } });
      await client().post(`v1/sessions/${session.id}/payments${query}`, {
        sessionData: session.sessionData,
        paymentMethod: { type: 'sepadirectdebit', iban: 'NL42TEST0000000002', ownerName: 'A. Schneider' },
      });
      const outcome = await client().get(`merchant/v1/sessions/${session.id}`, MERCHANT);
      const [refused] = outcome.body.payments as Array<{ pspReference: string; resultCode: string }>;
      expect(refused!.resultCode).toBe('Refused');
      const response = await donate({ ...body, donationOriginalPspReference: refused!.pspReference });
      expect(response.status).toBe(422);
      expect(response.body.message).toMatch(/not authorised/);
    });
  });
}

export { describeShopperCareContract };
