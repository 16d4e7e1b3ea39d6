/**
 * The voucher methods with an entry form in the payment service (called from flows-contract.ts, so
 * it runs through msw and over HTTP): Doku, econtext and Dragonpay take the payloads of spec
 * section 3 and answer PresentToShopper with their voucher (expiry and names; reference, barcode
 * and PDF; issuer, surcharge and alternative reference); a payload that breaks a rule is a 422 that
 * names the field, never a voucher. Boleto, OXXO, Multibanco and the bank transfer take the entry
 * forms' payloads too.
 */
import { describe, expect, it } from 'vitest';
import { DRAGONPAY_SURCHARGE } from '../../examples/sandbox/processors/vouchers';
import { decodePng } from './flow-helpers';
import type { FlowEnv } from './flows-contract';
import { createSession } from './helpers';

const MARKETS: Record<string, { countryCode: string; currency: string; value: number }> = {
  doku_alfamart: { countryCode: 'ID', currency: 'IDR', value: 150000 },
  doku_indomaret: { countryCode: 'ID', currency: 'IDR', value: 150000 },
  econtext_seven_eleven: { countryCode: 'JP', currency: 'JPY', value: 3500 },
  econtext_stores: { countryCode: 'JP', currency: 'JPY', value: 3500 },
  dragonpay_ebanking: { countryCode: 'PH', currency: 'PHP', value: 125000 },
  dragonpay_otc_banking: { countryCode: 'PH', currency: 'PHP', value: 125000 },
  dragonpay_otc_non_banking: { countryCode: 'PH', currency: 'PHP', value: 125000 },
  boletobancario: { countryCode: 'BR', currency: 'BRL', value: 15000 },
  oxxo: { countryCode: 'MX', currency: 'MXN', value: 15000 },
  multibanco: { countryCode: 'PT', currency: 'EUR', value: 7500 },
  bankTransfer_IBAN: { countryCode: 'NL', currency: 'EUR', value: 7500 },
};

function describeVoucherMethodsContract(env: FlowEnv) {
  const client = () => env.client();

  /** Pays a new session of the method's market with the form's payload (spec section 3). */
  const pay = async (type: string, body: Record<string, unknown>) => {
    const market = MARKETS[type]!;
    const session = await createSession(client(), {
      amount: { value: market.value, currency: market.currency },
      countryCode: market.countryCode,
    });
    const { paymentMethod, ...rest } = body as { paymentMethod?: Record<string, unknown> };
    const response = await client().post(`v1/sessions/${session.id}/payments`, {
      sessionData: session.sessionData,
      paymentMethod: { type, ...paymentMethod },
      ...rest,
    });
    return { session, response, action: response.body.action, market };
  };

  const fetchBytes = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

  describe('vouchers with an entry form', () => {
    it.each(['doku_alfamart', 'doku_indomaret'])(
      '%s: PresentToShopper with the payment code, expiry, shopper and merchant names',
      async (type) => {
        const { response, action, market } = await pay(type, {
          shopperName: { firstName: 'Budi', lastName: 'Santoso' },
          shopperEmail: 'budi@example.co.id',
        });
        expect(response.body.resultCode).toBe('PresentToShopper');
        expect(action).toEqual({
          type: 'voucher',
          paymentMethodType: type,
          paymentData: expect.any(String),
          reference: expect.stringMatching(/^\d{16}$/),
          totalAmount: { value: market.value, currency: 'IDR' },
          expiresAt: expect.any(String),
          shopperName: 'Budi Santoso',
          merchantName: 'Sandbox Merchant',
          instructionsUrl: expect.stringMatching(/\/vouchers\/[A-Za-z0-9_-]+\.html$/),
        });
        expect(Date.parse(action.expiresAt)).toBeGreaterThan(Date.now());
      },
    );

    it.each(['econtext_seven_eleven', 'econtext_stores'])(
      '%s: reference with its Code 128 barcode, the PDF, the masked telephone',
      async (type) => {
        const { response, action } = await pay(type, {
          shopperName: { firstName: 'Taro', lastName: 'Yamada' },
          telephoneNumber: '09012345678',
          shopperEmail: 'taro@example.jp',
        });
        expect(response.body.resultCode).toBe('PresentToShopper');
        expect(action).toEqual({
          type: 'voucher',
          paymentMethodType: type,
          paymentData: expect.any(String),
          reference: expect.stringMatching(/^\d{14}$/),
          totalAmount: { value: 3500, currency: 'JPY' },
          expiresAt: expect.any(String),
          maskedTelephoneNumber: '09*******78',
          ...(type === 'econtext_stores' ? { collectionInstitutionNumber: '58091' } : {}),
          merchantName: 'Sandbox Merchant',
          merchantReference: expect.stringMatching(/^order-/),
          barcodeImage: `${env.serviceBase()}barcode.shtml?data=${action.reference}&barcodeType=BT_Code128C&fileType=png`,
          downloadUrl: expect.stringMatching(/\/vouchers\/[A-Za-z0-9_-]+\.pdf$/),
          instructionsUrl: expect.stringMatching(/\/vouchers\/[A-Za-z0-9_-]+\.html$/),
        });
        expect(decodePng(await fetchBytes(action.barcodeImage)).width).toBeGreaterThan(100);
        const pdf = Buffer.from(await fetchBytes(action.downloadUrl)).toString('latin1');
        expect(pdf).toContain(`(Reference: ${action.reference})`);
        expect(pdf).toContain('(Telephone: 09*******78)');
      },
    );

    it.each(['dragonpay_ebanking', 'dragonpay_otc_banking', 'dragonpay_otc_non_banking'] as const)(
      '%s: the issuer, a surcharge included in the total, reference and alternative reference',
      async (type) => {
        const issuer = {
          dragonpay_ebanking: 'BDO',
          dragonpay_otc_banking: 'BPIA',
          dragonpay_otc_non_banking: 'CEBL',
        }[type];
        const { response, action, market } = await pay(type, {
          paymentMethod: { issuer },
          shopperEmail: 'juan@example.ph',
        });
        expect(response.body.resultCode).toBe('PresentToShopper');
        const surcharge = { value: DRAGONPAY_SURCHARGE[type], currency: 'PHP' };
        expect(action).toEqual({
          type: 'voucher',
          paymentMethodType: type,
          paymentData: expect.any(String),
          issuer,
          reference: expect.stringMatching(/^DP\d{8}$/),
          alternativeReference: expect.stringMatching(/^\d{12}$/),
          totalAmount: { value: market.value + surcharge.value, currency: 'PHP' },
          surcharge,
          expiresAt: expect.any(String),
          merchantName: 'Sandbox Merchant',
          instructionsUrl: expect.stringMatching(/\/vouchers\/[A-Za-z0-9_-]+\.html$/),
        });
      },
    );

    it.each([
      [
        'doku_alfamart',
        { shopperName: { firstName: 'Budi', lastName: '' }, shopperEmail: 'b@example.co.id' },
        /shopperName\.lastName/,
      ],
      ['doku_indomaret', { shopperName: { firstName: 'Budi', lastName: 'S' } }, /shopperEmail/],
      [
        'econtext_seven_eleven',
        {
          shopperName: { firstName: 'Taro', lastName: 'Yamada' },
          telephoneNumber: '090123',
          shopperEmail: 't@example.jp',
        },
        /telephoneNumber: must be 10 or 11 digits/,
      ],
      ['dragonpay_ebanking', { shopperEmail: 'juan@example.ph' }, /paymentMethod\.issuer/],
      [
        'dragonpay_ebanking',
        { paymentMethod: { issuer: 'CEBL' }, shopperEmail: 'juan@example.ph' },
        /not an issuer of dragonpay_ebanking/,
      ],
      [
        'dragonpay_ebanking',
        { paymentMethod: { issuer: 'PNB' }, shopperEmail: 'juan@example.ph' },
        /not available/,
      ],
      ['dragonpay_otc_banking', { paymentMethod: { issuer: 'BDOA' }, shopperEmail: 'juan' }, /shopperEmail/],
    ])('%s refuses %j: 422 naming the field, no voucher', async (type, body, message) => {
      const { response } = await pay(type, body);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ status: 422, errorCode: '702' });
      expect(response.body.message).toMatch(message);
      expect(response.body.action).toBeUndefined();
    });

    it("Boleto, OXXO, Multibanco and the bank transfer take their entry forms' payloads", async () => {
      const boleto = await pay('boletobancario', {
        shopperName: { firstName: 'José', lastName: 'Silva' },
        socialSecurityNumber: '12345678909',
        shopperEmail: 'jose@example.com.br',
        billingAddress: {
          street: 'Rua Funcionarios',
          houseNumberOrName: '952',
          postalCode: '04386-040',
          city: 'São Paulo',
          stateOrProvince: 'SP',
          country: 'BR',
        },
      });
      expect(boleto.action).toMatchObject({ type: 'voucher', shopperName: 'José Silva' });
      expect((await pay('oxxo', {})).action).toMatchObject({ type: 'voucher', paymentMethodType: 'oxxo' });
      expect((await pay('multibanco', {})).action).toMatchObject({ entity: '12101' });
      const transfer = await pay('bankTransfer_IBAN', { shopperEmail: 'ana@example.pt' });
      expect(transfer.action).toMatchObject({ type: 'bankTransfer', shopperEmail: 'ana@example.pt' });
    });
  });
}

export { describeVoucherMethodsContract };
