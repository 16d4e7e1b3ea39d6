// @vitest-environment happy-dom
import { StrictMode, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CheckoutProvider,
  usePaymentStatus,
  useQrCode,
  useRedirect,
  useRedirectResult,
  useThreeDS2,
  useVoucher,
} from 'headless-checkout';
import type { PaymentResponse } from 'headless-checkout/core';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SERVICE = 'https://checkout.example/';

/** A payment service that answers status polls from a queue and 3DS2 fingerprints with 'completed'. */
function setup(statusAnswers: object[] = []) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    calls.push({ path, body: JSON.parse(String(init.body ?? '{}')) });
    if (path.endsWith('/status'))
      return new Response(JSON.stringify(statusAnswers.shift() ?? { type: 'pending' }));
    if (path.endsWith('/submitThreeDS2Fingerprint'))
      return new Response(JSON.stringify({ type: 'completed', details: { threeDSResult: 'R' } }));
    return new Response('{}', { status: 404 });
  });
  const onAdditionalDetails = vi.fn(
    async (_data: unknown): Promise<PaymentResponse> =>
      ({ resultCode: 'Authorised', pspReference: 'X' }) as PaymentResponse,
  );
  const onPaymentCompleted = vi.fn();
  const onError = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <CheckoutProvider
        environment={SERVICE}
        clientKey="test_KEY"
        amount={{ value: 1000, currency: 'EUR' }}
        onSubmit={async () => ({})}
        onAdditionalDetails={onAdditionalDetails}
        onPaymentCompleted={onPaymentCompleted}
        onError={onError}
        deps={{ fetch: fetch as typeof globalThis.fetch }}
      >
        {children}
      </CheckoutProvider>
    </StrictMode>
  );
  return { wrapper, calls, onAdditionalDetails, onPaymentCompleted, onError };
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('usePaymentStatus', () => {
  it('polls, submits the payload as details once, and reports the final response', async () => {
    const { wrapper, calls, onAdditionalDetails, onPaymentCompleted } = setup([
      { type: 'pending' },
      { type: 'complete', resultCode: 'authorised', payload: 'PAYLOAD' },
    ]);
    const onComplete = vi.fn();
    const { result } = renderHook(() => usePaymentStatus({ paymentData: 'PD', onComplete }), { wrapper });
    expect(result.current.status).toBe('started');
    await advance(4_000);
    expect(calls.filter((call) => call.path.endsWith('/status'))).toHaveLength(2);
    expect(onAdditionalDetails).toHaveBeenCalledTimes(1);
    expect(onAdditionalDetails.mock.calls[0]![0]).toEqual({
      details: { payload: 'PAYLOAD' },
      paymentData: 'PD',
    });
    expect(result.current.status).toBe('completed');
    expect(result.current.outcome).toBe('success');
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ resultCode: 'Authorised' }));
    expect(onPaymentCompleted).toHaveBeenCalledTimes(1);
  });

  it('stays idle without paymentData', async () => {
    const { wrapper, calls } = setup();
    const { result } = renderHook(() => usePaymentStatus({ paymentData: null }), { wrapper });
    await advance(10_000);
    expect(result.current.status).toBe('idle');
    // No status poll: the one call is the provider's, the checkout attempt id fetched at mount.
    expect(calls.map((call) => call.path)).toEqual([expect.stringMatching(/\/v2\/analytics\/id$/)]);
  });
});

describe('useQrCode', () => {
  const action = {
    type: 'qrCode' as const,
    paymentMethodType: 'swish',
    paymentData: 'PD',
    qrCodeData: 'swish://pay?id=1',
    qrCodeImage: 'https://checkout.example/barcode.shtml?data=x',
  };

  it('counts down from the method countdown (Swish 3 min) and completes by polling', async () => {
    const { wrapper } = setup([
      { type: 'pending' },
      { type: 'complete', resultCode: 'authorised', payload: 'P' },
    ]);
    const { result } = renderHook(() => useQrCode(action), { wrapper });
    expect(result.current.countdown).toMatchObject({ formatted: '03:00', percentage: 100 });
    expect(result.current.qrCodeImage).toBe(action.qrCodeImage);
    await advance(3_000);
    expect(result.current.countdown.formatted).toBe('02:57');
    await advance(1_000);
    expect(result.current.status).toBe('completed');
    expect(result.current.result).toEqual({ status: 'success' });
  });

  it("expires with 'Payment Expired' when the time is up", async () => {
    const { wrapper, onError } = setup();
    const { result } = renderHook(() => useQrCode(action, { countdownMs: 5_000 }), { wrapper });
    await advance(5_000);
    expect(result.current.status).toBe('timeout');
    expect(result.current.error?.message).toBe('Payment Expired');
    expect(result.current.result).toEqual({ status: 'error', messageKey: 'error.payment.expired' });
    expect(result.current.countdown).toMatchObject({ expired: true, formatted: '00:00' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Payment Expired' }));
  });

  it('copies the QR data: copied for the button’s 1000 ms completed state', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { wrapper } = setup();
    const { result } = renderHook(() => useQrCode(action), { wrapper });
    await act(async () => void (await result.current.copy()));
    expect(writeText).toHaveBeenCalledWith('swish://pay?id=1');
    expect(result.current.copied).toBe(true);
    // The button's completed state lasts 1000 ms (spec section 4).
    await advance(999);
    expect(result.current.copied).toBe(true);
    await advance(1);
    expect(result.current.copied).toBe(false);
  });
});

describe('useThreeDS2', () => {
  it('completes a fingerprint without method URL once under StrictMode, then submits the details', async () => {
    const { wrapper, calls, onAdditionalDetails } = setup();
    const token = Buffer.from(JSON.stringify({ threeDSServerTransID: 's1' })).toString('base64');
    const onComplete = vi.fn();
    const { result } = renderHook(
      () =>
        useThreeDS2({ type: 'threeDS2', subtype: 'fingerprint', token, paymentData: 'PD' }, { onComplete }),
      { wrapper },
    );
    expect(result.current.status).toBe('idle');
    expect(result.current.state.status).toBe('init');
    expect(result.current.getFrameProps().style).toMatchObject({ visibility: 'hidden' });
    await advance(10);
    expect(calls.filter((call) => call.path.endsWith('/submitThreeDS2Fingerprint'))).toHaveLength(1);
    expect(onAdditionalDetails).toHaveBeenCalledTimes(1);
    expect(onAdditionalDetails.mock.calls[0]![0]).toEqual({
      details: { threeDSResult: 'R' },
      paymentData: 'PD',
    });
    expect(result.current.status).toBe('completed');
    expect(result.current.state.status).toBe('complete');
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ resultCode: 'Authorised' }));
  });

  it("reports 'Could not decode token'", async () => {
    const { wrapper, onError } = setup();
    const { result } = renderHook(
      () => useThreeDS2({ type: 'threeDS2', subtype: 'fingerprint', token: '%%%', paymentData: 'PD' }),
      { wrapper },
    );
    await advance(10);
    expect(result.current.status).toBe('error');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Could not decode token' }));
  });
});

describe('useRedirect', () => {
  it("refuses a javascript: URL with 'Redirect failed'", async () => {
    const { wrapper, onError } = setup();
    const { result } = renderHook(() => useRedirect({ type: 'redirect', url: 'javascript:alert(1)' }), {
      wrapper,
    });
    await advance(10);
    expect(result.current.status).toBe('error');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Redirect failed' }));
  });

  it('waits for beforeRedirect, and stays when it rejects', async () => {
    const { wrapper } = setup();
    const beforeRedirect = vi.fn(async () => {
      throw new Error('cart not saved');
    });
    const { result } = renderHook(
      () =>
        useRedirect(
          { type: 'redirect', url: 'https://bank.example/pay', method: 'POST', data: { a: '1' } },
          { beforeRedirect },
        ),
      { wrapper },
    );
    await advance(10);
    expect(beforeRedirect).toHaveBeenCalledTimes(1);
    expect(beforeRedirect).toHaveBeenCalledWith({
      method: 'POST',
      url: 'https://bank.example/pay',
      data: { a: '1' },
    });
    expect(result.current.status).toBe('error');
    expect(document.querySelector('form[action="https://bank.example/pay"]')).toBeNull();
  });
});

describe('useRedirectResult', () => {
  it('submits the redirectResult of the return once, under StrictMode', async () => {
    const { wrapper, onAdditionalDetails, onPaymentCompleted } = setup();
    const { result } = renderHook(() => useRedirectResult({ search: '?sessionId=1&redirectResult=RR' }), {
      wrapper,
    });
    await advance(10);
    expect(onAdditionalDetails).toHaveBeenCalledTimes(1);
    expect(onAdditionalDetails.mock.calls[0]![0]).toEqual({ details: { redirectResult: 'RR' } });
    expect(result.current.status).toBe('completed');
    expect(result.current.result).toEqual({ status: 'success' });
    expect(onPaymentCompleted).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page that is not a return', async () => {
    const { wrapper, onAdditionalDetails } = setup();
    const { result } = renderHook(() => useRedirectResult({ search: '?page=2' }), { wrapper });
    await advance(10);
    expect(result.current.status).toBe('idle');
    expect(onAdditionalDetails).not.toHaveBeenCalled();
  });
});

describe('useVoucher', () => {
  it('labels and formats every field the voucher has, in order', () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () =>
        useVoucher({
          type: 'voucher',
          paymentMethodType: 'multibanco',
          entity: '12101',
          reference: '501 422 944',
          totalAmount: { value: 1000, currency: 'EUR' },
          expiresAt: '2026-11-25T00:00:00Z',
          merchantReference: 'order-1',
          downloadUrl: 'https://checkout.example/v.pdf',
        }),
      { wrapper },
    );
    expect(result.current.lines).toEqual([
      { field: 'entity', label: 'Entity', value: '12101', copyable: true },
      { field: 'reference', label: 'Payment reference', value: '501 422 944', copyable: true },
      { field: 'totalAmount', label: 'Amount', value: '€10.00', copyable: false },
      { field: 'expiresAt', label: 'Expiration date', value: 'November 25, 2026', copyable: false },
      { field: 'merchantReference', label: 'Shopper reference', value: 'order-1', copyable: true },
    ]);
    expect(result.current.downloadUrl).toBe('https://checkout.example/v.pdf');
    expect(result.current.introductionKey).toBe('voucher.introduction');
  });

  it('shows the bank-transfer fields', () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () =>
        useVoucher({
          type: 'bankTransfer',
          beneficiary: 'Sandbox Shop',
          iban: 'NL13TEST0123456789',
          bic: 'TESTNL01',
          reference: 'REF-1',
          totalAmount: { value: 1000, currency: 'EUR' },
        }),
      { wrapper },
    );
    expect(result.current.lines.map((line) => line.field)).toEqual([
      'totalAmount',
      'beneficiary',
      'iban',
      'bic',
      'reference',
    ]);
    expect(result.current.introductionKey).toBe('bankTransfer.instructions');
    // The IBAN in groups of four, under the transfer's own heading.
    expect(result.current.lines.find((line) => line.field === 'iban')!.value).toBe('NL13 TEST 0123 4567 89');
    expect(result.current.titleKey).toBe('bankTransfer.title');
    expect(result.current.issuerImage).toBeUndefined();
  });

  it("Dragonpay: the issuer's logo from the service's resources, the surcharge under the amount, the alternative reference", () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () =>
        useVoucher({
          type: 'voucher',
          paymentMethodType: 'dragonpay_otc_non_banking',
          issuer: 'CEBL',
          reference: 'DP12345678',
          alternativeReference: '123456789012',
          totalAmount: { value: 127500, currency: 'PHP' },
          surcharge: { value: 2500, currency: 'PHP' },
          expiresAt: '2026-11-27T00:00:00Z',
          merchantName: 'Sandbox Shop',
        }),
      { wrapper },
    );
    expect(result.current.issuerImage).toBe(
      'https://checkout.example/images/logos/dragonpay_otc_non_banking/cebl.svg',
    );
    expect(result.current.issuer).toBe('CEBL');
    expect(result.current.lines).toEqual([
      { field: 'reference', label: 'Payment reference', value: 'DP12345678', copyable: true },
      {
        field: 'alternativeReference',
        label: 'Alternative reference',
        value: '123456789012',
        copyable: true,
      },
      {
        field: 'totalAmount',
        label: 'Amount',
        value: '₱1,275.00',
        copyable: false,
        note: 'Includes ₱25.00 surcharge',
      },
      { field: 'expiresAt', label: 'Expiration date', value: 'November 27, 2026', copyable: false },
      { field: 'merchantName', label: 'Merchant', value: 'Sandbox Shop', copyable: false },
    ]);
  });

  it('Doku: expiry, shopper and merchant names; econtext: the masked telephone and the barcode', () => {
    const { wrapper } = setup();
    const doku = renderHook(
      () =>
        useVoucher({
          type: 'voucher',
          paymentMethodType: 'doku_alfamart',
          reference: '8888123412341234',
          totalAmount: { value: 150000, currency: 'IDR' },
          expiresAt: '2026-11-27T00:00:00Z',
          shopperName: 'Budi Santoso',
          merchantName: 'Sandbox Shop',
        }),
      { wrapper },
    );
    expect(doku.result.current.lines.map((line) => [line.field, line.value])).toEqual([
      ['reference', '8888123412341234'],
      ['totalAmount', 'IDR\u00a0150,000'],
      ['expiresAt', 'November 27, 2026'],
      ['shopperName', 'Budi Santoso'],
      ['merchantName', 'Sandbox Shop'],
    ]);
    const econtext = renderHook(
      () =>
        useVoucher({
          type: 'voucher',
          paymentMethodType: 'econtext_seven_eleven',
          reference: '12345678901234',
          maskedTelephoneNumber: '09*******78',
          barcodeImage: 'https://checkout.example/barcode.shtml?data=12345678901234',
          downloadUrl: 'https://checkout.example/v.pdf',
        }),
      { wrapper },
    );
    expect(econtext.result.current.lines.map((line) => line.field)).toEqual([
      'reference',
      'maskedTelephoneNumber',
    ]);
    expect(econtext.result.current.barcodeImage).toContain('data=12345678901234');
    expect(econtext.result.current.downloadUrl).toBe('https://checkout.example/v.pdf');
  });
});
