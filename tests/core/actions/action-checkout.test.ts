// An action run on a page (action.checkout.ts): its one end reported to the checkout once per
// action, whichever run of it ends; the details an action ends with submitted under the contract.
import { describe, expect, it, vi } from 'vitest';
import {
  CheckoutError,
  createCheckoutActionRun,
  submitActionDetails,
  type PaymentResponse,
} from 'headless-checkout/core';

function page() {
  const checkout = {
    reportResult: vi.fn(),
    reportError: vi.fn((error: CheckoutError) => new CheckoutError(error.type, `reported: ${error.message}`)),
  };
  return { checkout };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCheckoutActionRun', () => {
  it("reports an answer to the checkout, then to the caller's onComplete; a second run of the same action reports nothing", () => {
    const { checkout } = page();
    const onComplete = vi.fn();
    const answer: PaymentResponse = { resultCode: 'Authorised' };
    const run = createCheckoutActionRun(checkout, 'qr:1', () => ({ onComplete }));
    run.send({ type: 'action.started' });
    run.send({ type: 'action.answered', response: answer });
    expect(checkout.reportResult).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ resultCode: 'Authorised' }));
    // A remount (or a second view) of the same action.
    const again = createCheckoutActionRun(checkout, 'qr:1', () => ({ onComplete }));
    again.send({ type: 'action.started' });
    again.send({ type: 'action.answered', response: answer });
    expect(checkout.reportResult).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(again.getSnapshot().status).toBe('completed');
  });

  it('reports an error to the checkout even without a callback; the callback gets it as reported', () => {
    const { checkout } = page();
    const bare = createCheckoutActionRun(checkout, 'redirect:1', () => ({}));
    bare.send({ type: 'action.failed', error: new CheckoutError('ERROR', 'Redirect failed') });
    expect(checkout.reportError).toHaveBeenCalledTimes(1);
    const onError = vi.fn();
    const run = createCheckoutActionRun(checkout, 'redirect:2', () => ({ onError }));
    run.send({ type: 'action.failed', error: new CheckoutError('ERROR', 'Redirect failed') });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'reported: Redirect failed' }));
  });
});

describe('submitActionDetails', () => {
  it("'details' while the call runs, then the answer", async () => {
    const { checkout } = page();
    const run = createCheckoutActionRun(checkout, 'redirectResult:1', () => ({}));
    const submit = vi.fn(async () => ({ resultCode: 'Authorised' }) as PaymentResponse);
    submitActionDetails(run, submit, { details: { redirectResult: 'R' } }, 'An unknown error occurred');
    expect(run.getSnapshot().status).toBe('details');
    expect(submit).toHaveBeenCalledWith({ details: { redirectResult: 'R' } });
    await flush();
    expect(run.getSnapshot()).toMatchObject({ status: 'completed', outcome: 'success' });
    expect(checkout.reportResult).toHaveBeenCalledTimes(1);
  });

  it('a failed call ends the run with the failure, worded when it is not a checkout error', async () => {
    const { checkout } = page();
    const run = createCheckoutActionRun(checkout, 'klarna:1', () => ({}));
    submitActionDetails(
      run,
      () => Promise.reject(new TypeError('offline')),
      { details: {} },
      'Payment failed',
    );
    await flush();
    expect(run.getSnapshot().status).toBe('error');
    expect(run.getSnapshot().error?.message).toBe('Payment failed');
    expect(checkout.reportError).toHaveBeenCalledTimes(1);
  });
});
