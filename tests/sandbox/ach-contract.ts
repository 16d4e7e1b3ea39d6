/**
 * ACH Direct Debit in the payment service (called from flows-contract.ts, so it runs through msw
 * and over HTTP): the encrypted account and routing numbers decrypted with the client key and
 * checked, the holder name and the US/PR billing address a payment must carry, the refused test
 * account, a stored ACH account, storing one, and no 5xx for any input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlowEnv } from './flows-contract';
import { createSession, encryptField, tamper } from './helpers';

const ADDRESS = {
  street: 'Main Street',
  houseNumberOrName: '1',
  postalCode: '10001',
  city: 'New York',
  stateOrProvince: 'NY',
  country: 'US',
};
/** The seeded stored ACH account of the sandbox shopper (docs/testing.md). */
const STORED_ACH = '8616038796685852';

function describeAchContract(env: FlowEnv) {
  const client = () => env.client();
  const encrypted = async (account: string, routing: string) => ({
    encryptedBankAccountNumber: await encryptField(env.publicKey(), 'bankAccountNumber', account),
    encryptedBankLocationId: await encryptField(env.publicKey(), 'bankLocationId', routing),
  });
  const session = (shopperReference?: string) =>
    createSession(client(), {
      amount: { value: 4200, currency: 'USD' },
      countryCode: 'US',
      ...(shopperReference ? { shopperReference } : {}),
    });
  const pay = async (body: Record<string, unknown>, shopperReference?: string) => {
    const created = await session(shopperReference);
    const { paymentMethod, ...rest } = body;
    const response = await client().post(`v1/sessions/${created.id}/payments`, {
      sessionData: created.sessionData,
      paymentMethod: { type: 'ach', ...(paymentMethod as object) },
      ...rest,
    });
    return { session: created, response };
  };
  const valid = async (account = '123456789', routing = '011000015') => ({
    paymentMethod: { ...(await encrypted(account, routing)), ownerName: 'J. Smith' },
    billingAddress: ADDRESS,
  });
  const expect422 = (response: { status: number; body: Record<string, unknown> }, reason: RegExp) => {
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ status: 422, errorType: 'validation' });
    expect(response.body.message).toMatch(reason);
  };

  describe('ACH Direct Debit', () => {
    it('authorises valid encrypted numbers with the holder name and a US address; the session is paid', async () => {
      const { session: paid, response } = await pay(await valid());
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ resultCode: 'Authorised' });
      expect(JSON.stringify(response.body)).not.toContain('123456789');
      const again = await client().post(`v1/sessions/${paid.id}/payments`, {
        sessionData: paid.sessionData,
        ...(await valid()),
        paymentMethod: { type: 'ach', ...(await valid()).paymentMethod },
      });
      expect(again.status).toBe(422);
    });

    it('authorises a Puerto Rico address, and account numbers of 4 and 17 digits', async () => {
      const pr = await valid('1234', '021000021');
      const { response } = await pay({
        ...pr,
        billingAddress: { ...ADDRESS, country: 'PR', stateOrProvince: 'PR', postalCode: '00901' },
      });
      expect(response.body).toMatchObject({ resultCode: 'Authorised' });
      const long = await pay(await valid('12345678901234567'));
      expect(long.response.body).toMatchObject({ resultCode: 'Authorised' });
    });

    it('refuses the refused test account number; the session stays open', async () => {
      const { session: open, response } = await pay(await valid('9999999999'));
      expect(response.body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
      const retry = await client().post(`v1/sessions/${open.id}/payments`, {
        sessionData: response.body.sessionData,
        paymentMethod: { type: 'ach', ...(await valid()).paymentMethod },
        billingAddress: ADDRESS,
      });
      expect(retry.body).toMatchObject({ resultCode: 'Authorised' });
    });

    it.each([
      ['123', '011000015', /bank account number/],
      ['12345678901234567890', '011000015', /bank account number/],
      ['12ab5678', '011000015', /bank account number/],
      ['123456789', '011000016', /ABA routing number/],
      ['123456789', '01100001', /ABA routing number/],
      ['123456789', '000000000', /ABA routing number/],
    ])(
      'refuses account %s with routing %s (decrypted and checked) with 422',
      async (account, routing, reason) => {
        const { response } = await pay(await valid(account, routing));
        expect422(response, reason);
      },
    );

    it.each([
      [{ ownerName: '   ' }, {}, /ownerName.*must not be empty/],
      [{ ownerName: undefined }, {}, /ownerName/],
      [{}, { billingAddress: { ...ADDRESS, country: 'CA' } }, /country.*US or PR/],
      [{}, { billingAddress: undefined }, /billingAddress/],
      [{}, { billingAddress: { ...ADDRESS, city: '' } }, /city/],
      [{ encryptedBankLocationId: undefined }, {}, /encryptedBankLocationId/],
    ])('refuses a payment without what it needs (%j, %j) with 422', async (method, rest, reason) => {
      const body = await valid();
      const { response } = await pay({
        ...body,
        ...rest,
        paymentMethod: { ...body.paymentMethod, ...method },
      });
      expect422(response, reason);
    });

    it('refuses a tampered encrypted value with 422 174, a value encrypted as another field too', async () => {
      const body = await valid();
      const tampered = await pay({
        ...body,
        paymentMethod: {
          ...body.paymentMethod,
          encryptedBankAccountNumber: tamper(body.paymentMethod.encryptedBankAccountNumber),
        },
      });
      expect(tampered.response.status).toBe(422);
      expect(tampered.response.body).toMatchObject({ errorCode: '174' });
      const swapped = await pay({
        ...body,
        paymentMethod: {
          ...body.paymentMethod,
          encryptedBankAccountNumber: await encryptField(env.publicKey(), 'number', '123456789'),
        },
      });
      expect(swapped.response.body).toMatchObject({ status: 422, errorCode: '174' });
    });

    it("pays with the shopper's stored ACH account, with no other input; another shopper's or an unknown id is 803", async () => {
      const { response } = await pay(
        { paymentMethod: { storedPaymentMethodId: STORED_ACH } },
        'sandbox-shopper',
      );
      expect(response.body).toMatchObject({ resultCode: 'Authorised' });
      const anonymous = await pay({ paymentMethod: { storedPaymentMethodId: STORED_ACH } });
      expect(anonymous.response.status).toBe(422);
      expect(anonymous.response.body).toMatchObject({ errorCode: '803' });
      // A stored card's id is not an ACH account.
      const card = await pay(
        { paymentMethod: { storedPaymentMethodId: '8316038796685850' } },
        'sandbox-shopper',
      );
      expect(card.response.body).toMatchObject({ errorCode: '803' });
    });

    it('stores the account when asked; the next session lists it and pays with it', async () => {
      const shopperReference = 'ach-shopper';
      const { response } = await pay(
        { ...(await valid('5550001234')), storePaymentMethod: true },
        shopperReference,
      );
      expect(response.body).toMatchObject({ resultCode: 'Authorised' });
      const next = await session(shopperReference);
      const setup = await client().post(`v1/sessions/${next.id}/setup`, { sessionData: next.sessionData });
      const stored = setup.body.paymentMethods.storedPaymentMethods as Array<Record<string, unknown>>;
      expect(stored).toEqual([
        expect.objectContaining({ type: 'ach', lastFour: '1234', holderName: 'J. Smith' }),
      ]);
      expect(JSON.stringify(setup.body)).not.toContain('5550001234');
      const paid = await client().post(`v1/sessions/${next.id}/payments`, {
        sessionData: next.sessionData,
        paymentMethod: { type: 'ach', storedPaymentMethodId: stored[0]!.id },
      });
      expect(paid.body).toMatchObject({ resultCode: 'Authorised' });
    });

    it('never fails with a 5xx, whatever the payment carries (ACH)', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            encryptedBankAccountNumber: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
            encryptedBankLocationId: fc.oneof(fc.string(), fc.constant(undefined)),
            ownerName: fc.anything(),
            storedPaymentMethodId: fc.oneof(fc.string(), fc.constant(undefined), fc.integer()),
          }),
          fc.anything(),
          async (paymentMethod, billingAddress) => {
            const { response } = await pay({ paymentMethod, billingAddress });
            expect(response.status).toBeLessThan(500);
          },
        ),
        { numRuns: 25 },
      );
    });
  });
}

export { describeAchContract };
