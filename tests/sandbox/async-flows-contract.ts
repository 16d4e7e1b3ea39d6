/**
 * The suite of the flows that finish elsewhere (called from flows-contract.ts): QR codes and await
 * methods with status polling, vouchers and bank transfers, and the barcode images (the redirects to
 * the simulated bank are in issuer-list-contract.ts).
 */
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { boletoMod10, boletoMod11 } from '../../examples/sandbox/processors/offline';
import { STATUS_DELAY_MS } from '../../examples/sandbox/payment-status';
import { decodePng, expectPageHeaders, formIn, getPage, postForm } from './flow-helpers';
import type { PageResponse } from './flow-helpers';
import type { FlowEnv } from './flows-contract';
import { createSession } from './helpers';
import type { ClientResponse } from './helpers';

const OTHER_CLIENT_KEY = 'test_OTHER00000000000000000000002';

/** A country and currency that offers each method. */
const MARKETS: Record<string, { countryCode: string; currency: string }> = {
  swish: { countryCode: 'SE', currency: 'SEK' },
  pix: { countryCode: 'BR', currency: 'BRL' },
  wechatpayQR: { countryCode: 'CN', currency: 'CNY' },
  promptpay: { countryCode: 'TH', currency: 'THB' },
  duitnow: { countryCode: 'MY', currency: 'MYR' },
  upi_qr: { countryCode: 'IN', currency: 'INR' },
  paynow: { countryCode: 'SG', currency: 'SGD' },
  mbway: { countryCode: 'PT', currency: 'EUR' },
  blik: { countryCode: 'PL', currency: 'PLN' },
  upi_collect: { countryCode: 'IN', currency: 'INR' },
  ideal: { countryCode: 'NL', currency: 'EUR' },
  onlineBanking_PL: { countryCode: 'PL', currency: 'PLN' },
  boletobancario: { countryCode: 'BR', currency: 'BRL' },
  oxxo: { countryCode: 'MX', currency: 'MXN' },
  multibanco: { countryCode: 'PT', currency: 'EUR' },
  bankTransfer_IBAN: { countryCode: 'NL', currency: 'EUR' },
};

const AWAIT_FIELDS: Record<string, Record<string, unknown>> = {
  mbway: { telephoneNumber: '+351912345678' },
  blik: { blikCode: '777123' },
  upi_collect: { virtualPaymentAddress: 'shopper@upi' },
};

function expectError(
  response: ClientResponse | PageResponse,
  status: number,
  errorCode: string,
  message?: RegExp,
) {
  expect(response.status).toBe(status);
  const body = 'body' in response ? response.body : JSON.parse(response.text);
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'errorType', 'message', 'status']);
  expect(body).toMatchObject({ status, errorCode });
  if (message) expect(body.message).toMatch(message);
}

/** Runs the suite. */
function describeAsyncFlowContract(env: FlowEnv) {
  const client = () => env.client();

  /** Pays a new session (in the method's market, `value` minor units) with a payment method. */
  const payWith = async (
    type: string,
    fields: Record<string, unknown> = {},
    options: { value?: number; session?: Record<string, unknown>; body?: Record<string, unknown> } = {},
  ) => {
    const market = MARKETS[type] ?? { countryCode: 'NL', currency: 'EUR' };
    const session = await createSession(client(), {
      amount: { value: options.value ?? 7500, currency: market.currency },
      countryCode: market.countryCode,
      ...options.session,
    });
    const response = await client().post(`v1/sessions/${session.id}/payments`, {
      sessionData: session.sessionData,
      paymentMethod: { type, ...fields },
      ...options.body,
    });
    return { session, response, action: response.body.action };
  };

  const status = (paymentData: unknown, clientKey = SANDBOX_CLIENT_KEY) =>
    client().post(
      `services/PaymentInitiation/v1/status?clientKey=${clientKey}`,
      { paymentData },
      { clientKey: null },
    );

  const details = (sessionId: string, body: Record<string, unknown>) =>
    client().post(`v1/sessions/${sessionId}/paymentDetails`, body);

  const fetchBytes = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { headers });
    return {
      status: response.status,
      headers: response.headers,
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };

  describe('QR codes, await and status polling', () => {
    it.each(['swish', 'pix', 'wechatpayQR', 'promptpay', 'duitnow', 'upi_qr', 'paynow'])(
      '%s answers Pending with a qrCode action',
      async (type) => {
        const { response, action } = await payWith(type);
        expect(response.status).toBe(200);
        expect(response.body.resultCode).toBe('Pending');
        expect(response.body.pspReference).toBeUndefined();
        const open = expect.stringMatching(new RegExp(`^${env.serviceBase()}qr/[A-Za-z0-9_-]+/open$`));
        expect(action).toEqual({
          type: 'qrCode',
          paymentMethodType: type,
          paymentData: expect.any(String),
          qrCodeData: open,
          qrCodeImage: `${env.serviceBase()}barcode.shtml?data=${encodeURIComponent(action.qrCodeData)}&barcodeType=qrCode&fileType=png`,
          url: action.qrCodeData,
        });
        const image = await fetchBytes(action.qrCodeImage);
        expect(image.status).toBe(200);
        expect(decodePng(image.bytes).width).toBeGreaterThan(80);
      },
    );

    it.each(['mbway', 'blik', 'upi_collect'])('%s answers Pending with an await action', async (type) => {
      const { response, action } = await payWith(type, AWAIT_FIELDS[type]);
      expect(response.body.resultCode).toBe('Pending');
      expect(action).toEqual({ type: 'await', paymentMethodType: type, paymentData: expect.any(String) });
      expect((await status(action.paymentData)).body).toEqual({ type: 'pending' });
    });

    it('refuses a BLIK code that is not 6 digits and a UPI collect without an address (702)', async () => {
      expectError((await payWith('blik', { blikCode: '123' })).response, 422, '702', /blikCode/);
      expectError((await payWith('upi_collect', {})).response, 422, '702', /virtualPaymentAddress/);
    });

    it('stays pending for 6 s, then completes authorised; the payload authorises the payment', async () => {
      env.clock.freeze();
      const { session, response, action } = await payWith('swish');
      expect((await status(action.paymentData)).body).toEqual({ type: 'pending' });
      env.clock.offsetMs = STATUS_DELAY_MS - 50;
      expect((await status(action.paymentData)).body).toEqual({ type: 'pending' });
      env.clock.offsetMs = STATUS_DELAY_MS;
      const complete = await status(action.paymentData);
      expect(complete.status).toBe(200);
      expect(complete.body).toEqual({
        type: 'complete',
        resultCode: 'authorised',
        payload: expect.any(String),
      });
      const done = await details(session.id, {
        sessionData: response.body.sessionData,
        details: { payload: complete.body.payload },
      });
      expect(done.body).toMatchObject({ resultCode: 'Authorised', sessionResult: expect.any(String) });
      const view = await client().get(`merchant/v1/sessions/${session.id}`, {
        headers: { 'x-api-key': SANDBOX_API_KEY },
      });
      expect(view.body).toMatchObject({ status: 'completed', payments: [{ resultCode: 'Authorised' }] });
      // The payload works once; the paymentData is spent.
      expectError(await details(session.id, { details: { payload: complete.body.payload } }), 422, '724');
      expectError(await status(action.paymentData), 422, '724');
    });

    it('refuses after 6 s when the amount ends in 13', async () => {
      const { session, response, action } = await payWith('mbway', AWAIT_FIELDS['mbway'], { value: 1013 });
      env.clock.offsetMs = STATUS_DELAY_MS;
      const complete = await status(action.paymentData);
      expect(complete.body).toMatchObject({
        type: 'complete',
        resultCode: 'refused',
        payload: expect.any(String),
      });
      const refused = await details(session.id, {
        sessionData: response.body.sessionData,
        details: { payload: complete.body.payload },
      });
      expect(refused.body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
      expect(refused.body.sessionResult).toBeUndefined();
    });

    it('never completes when the amount ends in 99', async () => {
      const { action } = await payWith('pix', {}, { value: 1099 });
      for (const offset of [STATUS_DELAY_MS, 60_000, 15 * 60_000]) {
        env.clock.offsetMs = offset;
        expect((await status(action.paymentData)).body).toEqual({ type: 'pending' });
      }
    });

    it("the QR code's page approves or declines at once", async () => {
      const approved = await payWith('promptpay', {}, { value: 1099 });
      const page = await getPage(approved.action.url);
      expect(page.status).toBe(200);
      expectPageHeaders(page);
      expect(page.text).toMatch(
        /<button type="submit" name="decision" value="approve"[^>]*>Approve<\/button>/,
      );
      expect(page.text).toMatch(
        /<button type="submit" name="decision" value="decline"[^>]*>Decline<\/button>/,
      );
      expect(page.text).toContain('Sandbox Merchant');
      const form = formIn(page.text);
      expect(form.action).toBe(approved.action.url);
      const after = await postForm(form.action, { decision: 'approve' });
      expect(after.status).toBe(200);
      expect(after.text).toContain('Payment approved.');
      expect((await status(approved.action.paymentData)).body).toMatchObject({ resultCode: 'authorised' });
      // Settled: a later decision changes nothing.
      expect((await postForm(form.action, { decision: 'decline' })).text).toContain('Payment approved.');

      const declined = await payWith('paynow');
      await postForm(declined.action.url, { decision: 'decline' });
      const complete = await status(declined.action.paymentData);
      expect(complete.body).toMatchObject({ type: 'complete', resultCode: 'refused' });
      const done = await details(declined.session.id, { details: { payload: complete.body.payload } });
      expect(done.body.resultCode).toBe('Refused');
      expectError(await getPage(declined.action.url), 404, '404');
      expectError(await postForm(approved.action.url, { decision: 'maybe' }), 422, '702');
    });

    it('answers typed errors for an unknown paymentData or client key, and for actions without a status', async () => {
      const { action } = await payWith('swish');
      expectError(await status(`${action.paymentData}x`), 422, '724', /No pending payment/);
      expectError(await status(action.paymentData, 'test_UNKNOWN'), 401, '901');
      expectError(await status(action.paymentData, OTHER_CLIENT_KEY), 422, '724');
      expectError(await status(undefined), 422, '702');
      const redirect = await payWith('ideal', { issuer: 'INGBNL2A' });
      expectError(await status(redirect.action.paymentData), 422, '724', /no status/);
    });

    it("refuses another payment's payload", async () => {
      const first = await payWith('swish');
      const second = await payWith('swish');
      env.clock.offsetMs = STATUS_DELAY_MS;
      const payload = (await status(second.action.paymentData)).body.payload;
      expectError(
        await details(first.session.id, {
          sessionData: first.response.body.sessionData,
          details: { payload },
        }),
        422,
        '724',
      );
      expectError(
        await details(first.session.id, {
          sessionData: first.response.body.sessionData,
          details: { payload: `${payload}x` },
        }),
        422,
        '724',
      );
    });
  });

  describe('vouchers and bank transfer', () => {
    it('Boleto: PresentToShopper with the digitable line, a barcode, a PDF and instructions', async () => {
      const now = Date.now();
      const { session, response, action } = await payWith(
        'boletobancario',
        {},
        {
          body: {
            shopperName: { firstName: 'José', lastName: 'Silva' },
            socialSecurityNumber: '123.456.789-09',
          },
        },
      );
      expect(response.body.resultCode).toBe('PresentToShopper');
      expect(action).toEqual({
        type: 'voucher',
        paymentMethodType: 'boletobancario',
        paymentData: expect.any(String),
        reference: expect.stringMatching(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/),
        totalAmount: { value: 7500, currency: 'BRL' },
        expiresAt: expect.any(String),
        downloadUrl: expect.stringMatching(new RegExp(`^${env.serviceBase()}vouchers/[A-Za-z0-9_-]+\\.pdf$`)),
        barcodeImage: expect.stringMatching(
          new RegExp(
            `^${env.serviceBase()}barcode\\.shtml\\?data=\\d{44}&barcodeType=BT_Int2of5A&fileType=png$`,
          ),
        ),
        merchantName: 'Sandbox Merchant',
        shopperName: 'José Silva',
        instructionsUrl: expect.stringMatching(/\/vouchers\/[A-Za-z0-9_-]+\.html$/),
      });
      const line = (action.reference as string).replace(/\D/g, '');
      expect(line).toHaveLength(47);
      expect(Number(line[9])).toBe(boletoMod10(line.slice(0, 9)));
      expect(Number(line[20])).toBe(boletoMod10(line.slice(10, 20)));
      expect(Number(line[31])).toBe(boletoMod10(line.slice(21, 31)));
      const barcode = new URL(action.barcodeImage).searchParams.get('data') ?? '';
      expect(Number(barcode[4])).toBe(boletoMod11(barcode.slice(0, 4) + barcode.slice(5)));
      expect(line.slice(-10)).toBe('0000007500');
      const expires = Date.parse(action.expiresAt) - now;
      expect(expires).toBeGreaterThan(3 * 86_400_000 - 60_000);
      expect(expires).toBeLessThan(3 * 86_400_000 + 60_000);

      const pdf = await fetchBytes(action.downloadUrl);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = Buffer.from(pdf.bytes).toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(text).toContain(`(Reference: ${action.reference})`);
      expect(text).toContain('75.00 BRL');
      expect(text).toMatch(/re f/);
      // The xref table points at each object.
      const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      for (const offset of text.matchAll(/^(\d{10}) 00000 n $/gm))
        expect(text.slice(Number(offset[1]), Number(offset[1]) + 8)).toMatch(/^\d+ 0 obj/);

      const image = await fetchBytes(action.barcodeImage);
      expect(decodePng(image.bytes).width).toBeGreaterThan(200);
      const instructions = await getPage(action.instructionsUrl);
      expect(instructions.status).toBe(200);
      expect(instructions.text).toContain('How to pay your Boleto Bancário voucher');

      // Paid offline: pending for ever, nothing completes it.
      env.clock.offsetMs = 50 * 60_000;
      expect((await status(action.paymentData)).body).toEqual({ type: 'pending' });
      expectError(
        await details(session.id, { details: { payload: 'x' }, paymentData: action.paymentData }),
        422,
        '724',
        /offline/,
      );
    });

    it('OXXO: reference, alternative reference, Code 128 barcode, PDF and merchant reference', async () => {
      const { session, response, action } = await payWith('oxxo');
      expect(response.body.resultCode).toBe('PresentToShopper');
      expect(action).toEqual({
        type: 'voucher',
        paymentMethodType: 'oxxo',
        paymentData: expect.any(String),
        reference: expect.stringMatching(/^\d{14}$/),
        alternativeReference: expect.stringMatching(/^OX\d{10}$/),
        expiresAt: expect.any(String),
        totalAmount: { value: 7500, currency: 'MXN' },
        barcodeImage: `${env.serviceBase()}barcode.shtml?data=${action.reference}&barcodeType=BT_Code128C&fileType=png`,
        downloadUrl: expect.stringMatching(/\/vouchers\/[A-Za-z0-9_-]+\.pdf$/),
        merchantReference: expect.stringMatching(/^order-/),
      });
      const view = await client().get(`merchant/v1/sessions/${session.id}`, {
        headers: { 'x-api-key': SANDBOX_API_KEY },
      });
      expect(view.body.reference).toBe(action.merchantReference);
      expect(decodePng((await fetchBytes(action.barcodeImage)).bytes).width).toBeGreaterThan(100);
      const pdf = Buffer.from((await fetchBytes(action.downloadUrl)).bytes).toString('latin1');
      expect(pdf.startsWith('%PDF')).toBe(true);
      expect(pdf).toContain(`(Alternative reference: ${action.alternativeReference})`);
    });

    it('Multibanco: entity, reference, amount, expiry and merchant reference', async () => {
      const { response, action } = await payWith('multibanco');
      expect(response.body.resultCode).toBe('PresentToShopper');
      expect(action).toEqual({
        type: 'voucher',
        paymentMethodType: 'multibanco',
        paymentData: expect.any(String),
        entity: '12101',
        reference: expect.stringMatching(/^\d{9}$/),
        totalAmount: { value: 7500, currency: 'EUR' },
        expiresAt: expect.any(String),
        merchantReference: expect.stringMatching(/^order-/),
      });
    });

    it('bank transfer: Received with the beneficiary account, reference and the shopper email', async () => {
      const { response, action } = await payWith(
        'bankTransfer_IBAN',
        {},
        { body: { shopperEmail: 'shopper@example.com' } },
      );
      expect(response.body.resultCode).toBe('Received');
      expect(action).toEqual({
        type: 'bankTransfer',
        paymentMethodType: 'bankTransfer_IBAN',
        paymentData: expect.any(String),
        beneficiary: 'Sandbox Merchant',
        iban: 'NL91ABNA0417164300',
        bic: 'ABNANL2A',
        reference: expect.stringMatching(/^SB\d{10}$/),
        totalAmount: { value: 7500, currency: 'EUR' },
        shopperEmail: 'shopper@example.com',
      });
      expect((await status(action.paymentData)).body).toEqual({ type: 'pending' });
      expect((await payWith('bankTransfer_IBAN')).action.shopperEmail).toBeUndefined();
      expectError(
        (await payWith('bankTransfer_IBAN', {}, { body: { shopperEmail: 'nope' } })).response,
        422,
        '702',
      );
    });

    it('answers 404 for an unknown voucher', async () => {
      expectError(await getPage(`${env.serviceBase()}vouchers/unknown.pdf`), 404, '404');
      expectError(await getPage(`${env.serviceBase()}vouchers/unknown.html`), 404, '404');
    });
  });

  describe('barcode images', () => {
    const barcodeUrl = (query: string) => `${env.serviceBase()}barcode.shtml?${query}`;

    it.each([
      ['qrCode', 'http://127.0.0.1:3100/qr/abc/open', 100],
      ['BT_Int2of5A', '23791234500000075001234567890123456789012345'.slice(0, 44), 200],
      ['BT_Code128C', '12345678901234', 100],
    ])('draws %s as a real PNG, cached for a day', async (type, data, minWidth) => {
      const url = barcodeUrl(`data=${encodeURIComponent(data)}&barcodeType=${type}&fileType=png`);
      const image = await fetchBytes(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
      const { width, height } = decodePng(image.bytes);
      expect(width).toBeGreaterThan(minWidth);
      expect(height).toBeGreaterThan(20);
      const etag = image.headers.get('etag') ?? '';
      expect(etag).toMatch(/^".+"$/);
      expect((await fetchBytes(url, { 'If-None-Match': etag })).status).toBe(304);
    });

    it('refuses unknown types and file types, and data a barcode cannot hold (702)', async () => {
      for (const query of [
        'data=1234&barcodeType=BT_Unknown&fileType=png',
        'data=1234&fileType=png',
        'data=1234&barcodeType=qrCode&fileType=gif',
        'data=&barcodeType=qrCode&fileType=png',
        'data=123&barcodeType=BT_Int2of5A&fileType=png',
        'data=12ab&barcodeType=BT_Code128C&fileType=png',
        `data=${'x'.repeat(1001)}&barcodeType=qrCode&fileType=png`,
      ]) {
        const response = await fetchBytes(barcodeUrl(query));
        expect(response.status).toBe(422);
        expect(JSON.parse(Buffer.from(response.bytes).toString('utf8'))).toMatchObject({ errorCode: '702' });
      }
    });
  });
}

export { describeAsyncFlowContract };
