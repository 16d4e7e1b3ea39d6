import { describe, expect, it, vi } from 'vitest';
import {
  CheckoutError,
  READY_PAYMENT,
  classifyPaymentResponse,
  createPaymentMachine,
  canStartPayment,
  elementStatusOf,
  paymentEndOf,
  paymentReducer,
  polledResultCodeToStatus,
  resultCodeToStatus,
  type CheckoutAction,
  type PaymentEvent,
  type PaymentResponse,
  type PaymentState,
} from 'headless-checkout/core';

const run = (events: PaymentEvent[], from: PaymentState = READY_PAYMENT) =>
  events.reduce(paymentReducer, from);
const started: PaymentEvent = { type: 'payment.started' };
const answered = (response: PaymentResponse): PaymentEvent => ({ type: 'payment.answered', response });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the result table (spec section 4)', () => {
  it.each([
    ['Authorised', 'success', 'success'],
    ['Received', 'success', 'pending'],
    ['Pending', 'success', 'pending'],
    ['Refused', 'error', 'error'],
    ['Cancelled', 'error', 'error'],
    ['Error', 'error', 'error'],
    ['authorised', 'success', 'success'],
    ['received', 'success', 'pending'],
    ['refused', 'error', 'error'],
    // Outside the table: an error in a final answer; in a status poll, success (spec section 4).
    ['Mystery', 'error', 'success'],
    ['IdentifyShopper', 'error', 'success'],
    ['unknown', 'error', 'error'],
    [undefined, 'error', 'error'],
  ] as const)('%s: final %s, polled %s', (code, final, polled) => {
    expect(resultCodeToStatus(code)).toBe(final);
    expect(polledResultCodeToStatus(code)).toBe(polled);
  });

  it.each<[PaymentResponse, string]>([
    [{ resultCode: 'Authorised' }, 'success'],
    [{ resultCode: 'Refused' }, 'error'],
    [{ resultCode: 'Mystery' }, 'error'],
    [{ resultCode: 'Pending', action: { type: 'qrCode', qrCodeData: 'q', paymentData: 'x' } }, 'action'],
    [
      {
        resultCode: 'Authorised',
        order: { orderData: 'o', pspReference: 'p', remainingAmount: { value: 500, currency: 'EUR' } },
      },
      'partial',
    ],
    [
      {
        resultCode: 'Authorised',
        order: { orderData: 'o', pspReference: 'p', remainingAmount: { value: 0, currency: 'EUR' } },
      },
      'success',
    ],
  ])('classifies %j as %s', (response, type) => {
    expect(classifyPaymentResponse(response).type).toBe(type);
  });

  it('keeps only the fields the spec names', () => {
    const outcome = classifyPaymentResponse({
      resultCode: 'Authorised',
      pspReference: 'P',
    } as PaymentResponse);
    expect(outcome.response).toEqual({ resultCode: 'Authorised' });
  });

  it('gives a refusal "Payment refused" and other final errors "Payment failed"', () => {
    expect(classifyPaymentResponse({ resultCode: 'Refused' })).toMatchObject({
      messageKey: 'error.subtitle.refused',
    });
    expect(classifyPaymentResponse({ resultCode: 'Error' })).toMatchObject({
      messageKey: 'error.subtitle.payment',
    });
  });
});

describe('paymentReducer: one attempt from submit to the end', () => {
  it('success is terminal: a start after it changes nothing', () => {
    const success = run([started, answered({ resultCode: 'Authorised' })]);
    expect(success.status).toBe('success');
    expect(paymentReducer(success, started)).toBe(success);
    expect(paymentReducer(success, answered({ resultCode: 'Refused' }))).toBe(success);
    expect(paymentReducer(success, { type: 'payment.failed', error: new CheckoutError('ERROR', 'x') })).toBe(
      success,
    );
  });

  it('a second start while one runs is the same payment', () => {
    const submitting = run([started]);
    expect(paymentReducer(submitting, started)).toBe(submitting);
    const inAction = run([started, answered({ action: { type: 'redirect', url: 'https://bank.test' } })]);
    expect(paymentReducer(inAction, started)).toBe(inAction);
  });

  it('a refusal returns to ready with its message, counted as one ended attempt, and may pay again', () => {
    const refused = run([started, answered({ resultCode: 'Refused' })]);
    expect(refused).toMatchObject({
      status: 'ready',
      messageKey: 'error.subtitle.refused',
      response: { resultCode: 'Refused' },
      error: null,
      ended: 1,
    });
    const again = paymentReducer(refused, started);
    expect(again).toMatchObject({ status: 'submitting', messageKey: null });
    expect(run([answered({ resultCode: 'Refused' })], again).ended).toBe(2);
  });

  it('narrows the action and gives the element status of each step', () => {
    const threeDS2 = run([
      started,
      answered({ action: { type: 'threeDS2', subtype: 'fingerprint', token: 't', paymentData: 'pd' } }),
    ]);
    expect(threeDS2.status).toBe('action');
    expect(threeDS2.action?.type).toBe('threeDS2');
    expect(elementStatusOf(threeDS2)).toBe('loading');
    const redirect = run([started, answered({ action: { type: 'redirect', url: 'https://bank.test' } })]);
    expect(elementStatusOf(redirect)).toBe('redirect');
    // A voucher or bank transfer to pay elsewhere: the attempt has ended on the page (no busy button).
    const voucher = run([
      started,
      answered({ resultCode: 'PresentToShopper', action: { type: 'voucher', reference: '123' } }),
    ]);
    expect(voucher).toMatchObject({ status: 'action', action: { type: 'voucher' } });
    expect(elementStatusOf(voucher)).toBe('success');
    expect(canStartPayment(voucher)).toBe(false);
    const transfer = run([
      started,
      answered({ resultCode: 'PresentToShopper', action: { type: 'bankTransfer', reference: 'SB1' } }),
    ]);
    expect(elementStatusOf(transfer)).toBe('success');
    expect(elementStatusOf(run([started]))).toBe('loading');
    expect(elementStatusOf(READY_PAYMENT)).toBe('ready');
  });

  it('the end to show: success once paid, the refusal, nothing while an action (a voucher too) shows', () => {
    expect(paymentEndOf(READY_PAYMENT)).toBeNull();
    expect(paymentEndOf(run([started]))).toBeNull();
    expect(paymentEndOf(run([started, answered({ resultCode: 'Authorised' })]))).toBe('success');
    const refused = run([started, answered({ resultCode: 'Refused' })]);
    expect(paymentEndOf(refused)).toBe('error');
    // A new attempt after the refusal: nothing to show while it runs.
    expect(paymentEndOf(paymentReducer(refused, started))).toBeNull();
    // A voucher or bank transfer: its element status is 'success' (no busy button), but it is no
    // "Payment successful": the voucher shows, nothing behind it.
    for (const action of [
      { type: 'voucher', reference: '123' },
      { type: 'bankTransfer', reference: 'SB1' },
    ] as const) {
      const pending = run([started, answered({ resultCode: 'PresentToShopper', action })]);
      expect(elementStatusOf(pending)).toBe('success');
      expect(paymentEndOf(pending)).toBeNull();
    }
    expect(
      paymentEndOf(run([started, answered({ action: { type: 'redirect', url: 'https://b.test' } })])),
    ).toBeNull();
  });

  it('an action of an unknown type ends the attempt with "Invalid Action"', () => {
    const state = run([started, answered({ action: { type: 'hologram' } as unknown as CheckoutAction })]);
    expect(state).toMatchObject({ status: 'error', action: null, error: { message: 'Invalid Action' } });
  });

  it('an action that answers finishes the attempt; one that fails ends it in error', () => {
    const inAction = run([started, answered({ action: { type: 'await', paymentData: 'pd' } })]);
    expect(run([answered({ resultCode: 'Authorised' })], inAction).status).toBe('success');
    const failed = run(
      [{ type: 'payment.failed', error: new CheckoutError('ERROR', 'Payment Expired') }],
      inAction,
    );
    expect(failed).toMatchObject({ status: 'error', messageKey: 'error.subtitle.payment', ended: 1 });
    expect(paymentReducer(failed, started).status).toBe('submitting');
  });

  it('a partial payment keeps the order and lets the shopper pay the rest', () => {
    const order = { orderData: 'od', pspReference: 'psp', remainingAmount: { value: 500, currency: 'EUR' } };
    const partial = run([started, answered({ resultCode: 'Authorised', order })]);
    expect(partial).toMatchObject({ status: 'partial', order });
    expect(paymentReducer(partial, started).status).toBe('submitting');
  });

  it('ignores answers when no attempt runs (a late answer after a reset)', () => {
    expect(paymentReducer(READY_PAYMENT, answered({ resultCode: 'Authorised' }))).toBe(READY_PAYMENT);
    const reset = run([started, { type: 'payment.reset' }]);
    expect(reset).toBe(READY_PAYMENT);
    expect(paymentReducer(reset, answered({ resultCode: 'Authorised' }))).toBe(READY_PAYMENT);
  });
});

describe('createPaymentMachine', () => {
  it('submits once, runs the action, and ends with the final result', async () => {
    let resolve!: (response: PaymentResponse) => void;
    const submit = vi.fn(() => new Promise<PaymentResponse>((done) => (resolve = done)));
    const reportResult = vi.fn();
    const machine = createPaymentMachine({ submit, reportResult });
    machine.send({ type: 'payment.started', data: { paymentMethod: { type: 'swish' } } });
    machine.send({ type: 'payment.started', data: { paymentMethod: { type: 'swish' } } });
    expect(machine.getSnapshot().status).toBe('submitting');
    resolve({ resultCode: 'Pending', action: { type: 'qrCode', paymentData: 'PD', qrCodeData: 'x' } });
    await flush();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(machine.getSnapshot()).toMatchObject({ status: 'action', action: { type: 'qrCode' } });
    machine.send(answered({ resultCode: 'Authorised' }));
    expect(machine.getSnapshot()).toMatchObject({ status: 'success', action: null });
    expect(reportResult).toHaveBeenCalledTimes(1);
  });

  it('after success a submit sends no request, reports nothing and changes no state', async () => {
    const submit = vi.fn(async () => ({ resultCode: 'Authorised' }));
    const reportResult = vi.fn();
    const machine = createPaymentMachine({ submit, reportResult });
    machine.send({ type: 'payment.started', data: { paymentMethod: { type: 'ideal', issuer: '1' } } });
    await flush();
    const success = machine.getSnapshot();
    expect(success.status).toBe('success');
    const listener = vi.fn();
    machine.subscribe(listener);
    machine.send({ type: 'payment.started', data: { paymentMethod: { type: 'ideal', issuer: '1' } } });
    await flush();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(reportResult).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    expect(machine.getSnapshot()).toBe(success);
  });

  it('turns a failed submit into an error reported once, and may try again', async () => {
    const reportError = vi.fn();
    const submit = vi.fn(() => Promise.reject(new Error('offline')));
    const machine = createPaymentMachine({ submit, reportError });
    machine.send({ type: 'payment.started', data: { paymentMethod: { type: 'ideal' } } });
    await flush();
    expect(machine.getSnapshot()).toMatchObject({
      status: 'error',
      error: { message: 'Could not submit the payment' },
    });
    expect(reportError).toHaveBeenCalledTimes(1);
    machine.send({ type: 'payment.started', data: { paymentMethod: { type: 'ideal' } } });
    expect(submit).toHaveBeenCalledTimes(2);
    machine.send({ type: 'payment.reset' });
    await flush();
    expect(machine.getSnapshot()).toBe(READY_PAYMENT);
  });

  it("sends the partial payment's order with the next payment", async () => {
    const order = { orderData: 'od', pspReference: 'psp', remainingAmount: { value: 500, currency: 'EUR' } };
    const submit = vi
      .fn<(data: unknown) => Promise<PaymentResponse>>()
      .mockResolvedValueOnce({ resultCode: 'Authorised', order })
      .mockResolvedValueOnce({ resultCode: 'Authorised' });
    const machine = createPaymentMachine({ submit });
    machine.send({ type: 'payment.started', data: { paymentMethod: { type: 'giftcard' } } });
    await flush();
    machine.send({ type: 'payment.started', data: { paymentMethod: { type: 'scheme' } } });
    await flush();
    expect(submit.mock.calls[1]![0]).toEqual({
      paymentMethod: { type: 'scheme' },
      order: { orderData: 'od', pspReference: 'psp' },
    });
    expect(machine.getSnapshot().status).toBe('success');
  });
});
