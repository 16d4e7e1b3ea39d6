import { describe, expect, it, vi } from 'vitest';
import {
  CheckoutError,
  createPaymentFlow,
  settleResponse,
  type PaymentResponse,
} from 'headless-checkout/core';

describe('settleResponse (spec section 4)', () => {
  it.each<[PaymentResponse, string]>([
    [{ resultCode: 'Authorised' }, 'success'],
    [{ resultCode: 'Received' }, 'success'],
    [{ resultCode: 'Pending' }, 'success'],
    [{ resultCode: 'Refused' }, 'error'],
    [{ resultCode: 'Cancelled' }, 'error'],
    [{ resultCode: 'Error' }, 'error'],
    [{ resultCode: 'Mystery' }, 'error'],
    [{ resultCode: 'Pending', action: { type: 'qrCode', paymentData: 'x' } }, 'loading'],
    [
      { resultCode: 'RedirectShopper', action: { type: 'redirect', url: 'https://bank.example' } },
      'redirect',
    ],
    [
      {
        resultCode: 'Authorised',
        order: { orderData: 'o', pspReference: 'p', remainingAmount: { value: 500, currency: 'EUR' } },
      },
      'ready',
    ],
    [
      {
        resultCode: 'Authorised',
        order: { orderData: 'o', pspReference: 'p', remainingAmount: { value: 0, currency: 'EUR' } },
      },
      'success',
    ],
  ])('%j -> %s', (response, status) => {
    expect(settleResponse(response).status).toBe(status);
  });

  it('keeps only the fields the spec names', () => {
    const settled = settleResponse({ resultCode: 'Authorised', pspReference: 'P' } as PaymentResponse);
    expect(settled.response).toEqual({ resultCode: 'Authorised' });
    expect(settled.action).toBeNull();
  });
});

describe('createPaymentFlow', () => {
  it('submits once, runs the action, and ends with the final result', async () => {
    let resolve!: (response: PaymentResponse) => void;
    const submit = vi.fn(() => new Promise<PaymentResponse>((done) => (resolve = done)));
    const reportResult = vi.fn();
    const flow = createPaymentFlow({ submit, reportResult });
    const first = flow.submit({ paymentMethod: { type: 'swish' } });
    void flow.submit({ paymentMethod: { type: 'swish' } });
    expect(flow.getSnapshot().status).toBe('loading');
    resolve({ resultCode: 'Pending', action: { type: 'qrCode', paymentData: 'PD', qrCodeData: 'x' } });
    await first;
    expect(submit).toHaveBeenCalledTimes(1);
    expect(flow.getSnapshot()).toMatchObject({ status: 'loading', action: { type: 'qrCode' } });
    flow.completeAction({ resultCode: 'Authorised' });
    expect(flow.getSnapshot()).toMatchObject({ status: 'success', action: null });
    expect(reportResult).toHaveBeenCalledTimes(1);
  });

  it('turns a failed submit into an error reported once', async () => {
    const reportError = vi.fn();
    const flow = createPaymentFlow({ submit: () => Promise.reject(new Error('offline')), reportError });
    await flow.submit({ paymentMethod: { type: 'ideal' } });
    expect(flow.getSnapshot()).toMatchObject({
      status: 'error',
      error: { message: 'Could not submit the payment' },
    });
    expect(reportError).toHaveBeenCalledTimes(1);
    flow.reset();
    expect(flow.getSnapshot()).toEqual({ status: 'ready', response: null, action: null, error: null });
  });

  it('moves to error when the action fails, without reporting again', () => {
    const reportError = vi.fn();
    const flow = createPaymentFlow({ submit: async () => ({}), reportError });
    flow.failAction(new CheckoutError('ERROR', 'Payment Expired'));
    expect(flow.getSnapshot()).toMatchObject({ status: 'error', error: { message: 'Payment Expired' } });
    expect(reportError).not.toHaveBeenCalled();
  });
});
