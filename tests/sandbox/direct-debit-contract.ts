/**
 * SEPA Direct Debit in the payment service (called from flows-contract.ts, so it runs through msw
 * and over HTTP): the IBAN and holder name a payment must carry, the refused test account, the
 * session's end, and no 5xx for any input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlowEnv } from './flows-contract';
import { createSession } from './helpers';

function describeDirectDebitContract(env: FlowEnv) {
  const client = () => env.client();
  const pay = async (paymentMethod: Record<string, unknown>) => {
    const session = await createSession(client(), {
      amount: { value: 7500, currency: 'EUR' },
      countryCode: 'NL',
    });
    const response = await client().post(`v1/sessions/${session.id}/payments`, {
      sessionData: session.sessionData,
      paymentMethod: { type: 'sepadirectdebit', ...paymentMethod },
    });
    return { session, response };
  };

  describe('SEPA Direct Debit', () => {
    it('authorises a valid IBAN with the holder name, and the session is paid', async () => {
      const { session, response } = await pay({ iban: 'NL13TEST0123456789', ownerName: 'A. Schneider' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ resultCode: 'Authorised' });
      const again = await client().post(`v1/sessions/${session.id}/payments`, {
        sessionData: session.sessionData,
        paymentMethod: { type: 'sepadirectdebit', iban: 'NL13TEST0123456789', ownerName: 'A. Schneider' },
      });
      expect(again.status).toBe(422);
    });

    it('authorises without a holder name (a form that does not ask it)', async () => {
      const { response } = await pay({ iban: 'DE89370400440532013000' });
      expect(response.body).toMatchObject({ resultCode: 'Authorised' });
    });

    it('refuses the refused test account; the session stays open', async () => {
      const { session, response } = await pay({ iban: 'NL42TEST0000000002', ownerName: 'A. Schneider' });
      expect(response.body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
      // The answer carries the session's data for the next call.
      expect(typeof response.body.sessionData).toBe('string');
      const retry = await client().post(`v1/sessions/${session.id}/payments`, {
        sessionData: response.body.sessionData,
        paymentMethod: { type: 'sepadirectdebit', iban: 'NL13TEST0123456789', ownerName: 'A. Schneider' },
      });
      expect(retry.body).toMatchObject({ resultCode: 'Authorised' });
    });

    it.each([
      [{}, /iban/],
      [{ iban: 'NL13 TEST 0123 4567 89' }, /electronic format/],
      [{ iban: 'NL14TEST0123456789' }, /check digits/],
      [{ iban: 'NL13TEST0123456789', ownerName: '   ' }, /ownerName.*must not be empty/],
      [{ iban: 42 }, /must be a string/],
    ])('refuses %j with 422 and the reason', async (paymentMethod, reason) => {
      const { response } = await pay(paymentMethod);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ status: 422, errorType: 'validation' });
      expect(response.body.message).toMatch(reason);
    });

    it('never fails with a 5xx, whatever the payment method carries (SEPA)', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            iban: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
            ownerName: fc.anything(),
          }),
          async (paymentMethod) => {
            const { response } = await pay(paymentMethod);
            expect(response.status).toBeLessThan(500);
          },
        ),
        { numRuns: 25 },
      );
    });
  });

  const payBacs = async (fields: Record<string, unknown>) => {
    const session = await createSession(client(), {
      amount: { value: 7500, currency: 'GBP' },
      countryCode: 'GB',
    });
    const response = await client().post(`v1/sessions/${session.id}/payments`, {
      sessionData: session.sessionData,
      ...fields,
    });
    return { session, response };
  };
  const BACS = {
    paymentMethod: {
      type: 'directdebit_GB',
      holderName: 'J. Smith',
      bankAccountNumber: '40308669',
      bankLocationId: '560036',
    },
    shopperEmail: 'j.smith@example.co.uk',
  };

  describe('Bacs Direct Debit', () => {
    it('answers Received with the mandate to download as a PDF (the debit is collected later)', async () => {
      const { response } = await payBacs(BACS);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        resultCode: 'Received',
        action: {
          type: 'voucher',
          paymentMethodType: 'directdebit_GB',
          shopperName: 'J. Smith',
          totalAmount: { value: 7500, currency: 'GBP' },
        },
      });
      const { action } = response.body;
      expect(action.reference).toMatch(/^DDI\d{9}$/);
      const pdf = await fetch(action.downloadUrl);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
      expect(text).toContain('Direct Debit Instruction');
      expect(text).toContain('56-00-36');
      expect(text).toContain('****8669');
      expect(text).not.toContain('40308669');
    });

    it.each([
      [{ holderName: ' ' }, /holderName.*must not be empty/],
      [{ bankAccountNumber: '123456789' }, /bankAccountNumber.*1 to 8 digits/],
      [{ bankLocationId: '56-00-36' }, /bankLocationId.*6 digits/],
    ])('refuses %j with 422 and the reason', async (change, reason) => {
      const { response } = await payBacs({ ...BACS, paymentMethod: { ...BACS.paymentMethod, ...change } });
      expect(response.status).toBe(422);
      expect(response.body.message).toMatch(reason);
    });

    it('refuses a payment without a valid shopper email', async () => {
      const { response } = await payBacs({ ...BACS, shopperEmail: 'j.smith@' });
      expect(response.status).toBe(422);
      expect(response.body.message).toMatch(/shopperEmail.*email/);
    });
  });
}

export { describeDirectDebitContract };
