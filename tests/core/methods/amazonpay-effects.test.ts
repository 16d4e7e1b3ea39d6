// Amazon Pay's provider work in the core (amazonpay.effects.ts), run in Node with the page passed
// in as deps: a fake `amazon.Pay`, containers, navigation, and the payment service over a fake
// fetch. The button (signed payload), the review (details, change action, confirm to Amazon,
// sign-out), the result (paid once), the decline flow after a refusal.
import { describe, expect, it } from 'vitest';
import {
  createHttpClient,
  createPaymentMethodMachine,
  loadPaymentMethod,
  type AmazonPayOptions,
  type CheckoutError,
  type PaymentData,
  type PaymentMethodDeps,
  type PaymentResponse,
} from 'headless-checkout/core';

const amazonPay = await loadPaymentMethod('amazonpay');
const settle = async () => {
  for (let i = 0; i < 6; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const ENTRY = {
  type: 'amazonpay',
  name: 'Amazon Pay',
  configuration: { merchantId: 'M1', storeId: 'S1', publicKeyId: 'K1', region: 'EU' },
};

function harness(
  options: Partial<AmazonPayOptions> = {},
  answers: PaymentResponse[] = [{ resultCode: 'Authorised' }],
  extraDeps: Partial<PaymentMethodDeps> = {},
) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  const scripts: string[] = [];
  const rendered: Array<{ container: unknown; options: Record<string, unknown> }> = [];
  const bound: unknown[] = [];
  const navigated: string[] = [];
  const errors: CheckoutError[] = [];
  const sent: PaymentData[] = [];
  let signedOut = 0;
  const page = {
    location: { href: 'https://shop.example/checkout?step=pay' },
    amazon: {
      Pay: {
        renderButton: (container: unknown, options: Record<string, unknown>) =>
          rendered.push({ container, options }),
        bindChangeAction: (container: unknown) => bound.push(container),
        signout: () => void signedOut++,
      },
    },
  };
  const http = createHttpClient({
    apiUrl: 'https://pay.example/',
    logger: { warn: () => undefined },
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname.replace('/v1/AmazonPayUtility/', '');
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      calls.push({ path, body });
      if (path === 'signString') return Response.json({ signature: 'SIG' });
      if (path === 'getCheckoutDetails')
        return Response.json(
          body['getDeclineFlowUrl']
            ? { declineFlowUrl: 'https://amazon.example/decline' }
            : { buyer: { name: 'Ada' } },
        );
      return Response.json({ action: { type: 'redirect', url: 'https://amazon.example/confirm' } });
    }) as typeof fetch,
  });
  const machine = createPaymentMethodMachine(
    amazonPay,
    { type: 'amazonpay', ...options },
    {
      submit: (data) => (
        sent.push(data),
        Promise.resolve(answers[Math.min(sent.length, answers.length) - 1]!)
      ),
      reportError: (error) => errors.push(error),
      http,
      clientKey: 'test_KEY',
      provider: {
        loadScript: (url) => (scripts.push(url), Promise.resolve()),
        global: () => page,
        live: false,
        container: (name) => `${name}-element`,
        navigate: (url) => navigated.push(url),
      },
      ...extraDeps,
    },
    { context: { paymentMethod: ENTRY, amount: { value: 4200, currency: 'EUR' }, locale: 'de-DE' } },
  );
  const extra = () => machine.getSnapshot().extra;
  return {
    machine,
    calls,
    scripts,
    rendered,
    bound,
    navigated,
    errors,
    sent,
    extra,
    signedOut: () => signedOut,
  };
}

describe("Amazon Pay's journey as core effects", () => {
  it("the button step: the region's script, the payload signed by the service, Amazon's button drawn: ready", async () => {
    const run = harness();
    expect(run.extra().status).toBe('pending');
    run.machine.start();
    await settle();
    expect(run.scripts).toEqual(['https://static-eu.payments-amazon.com/checkout.js']);
    expect(run.calls.map((call) => call.path)).toEqual(['signString']);
    expect(run.rendered).toHaveLength(1);
    expect(run.rendered[0]!.container).toBe('button-element');
    expect(run.rendered[0]!.options).toMatchObject({
      merchantId: 'M1',
      checkoutLanguage: 'de_DE',
      createCheckoutSessionConfig: { signature: 'SIG', publicKeyId: 'K1' },
    });
    expect(run.extra()).toMatchObject({ step: 'button', status: 'ready' });
    expect(run.sent).toEqual([]);
  });

  it('the review: the change action bound, the details loaded; confirm sends the page to Amazon; sign-out back to the button', async () => {
    const run = harness({ amazonCheckoutSessionId: 'CS1' });
    run.machine.start();
    await settle();
    expect(run.bound).toEqual(['changePayment-element']);
    expect(run.extra()).toMatchObject({
      step: 'review',
      status: 'ready',
      details: { buyer: { name: 'Ada' } },
    });
    run.machine.send({ type: 'confirm.requested' });
    run.machine.send({ type: 'confirm.requested' }); // a second press while it runs: one update
    await settle();
    expect(run.calls.filter((call) => call.path === 'updateCheckoutSession')).toHaveLength(1);
    expect(run.navigated).toEqual(['https://amazon.example/confirm']);
    expect(run.extra().status).toBe('redirect');

    const other = harness({ amazonCheckoutSessionId: 'CS2' });
    other.machine.start();
    await settle();
    other.machine.send({ type: 'signOut.requested' });
    await settle();
    expect(other.signedOut()).toBe(1);
    expect(other.extra()).toMatchObject({ step: 'button', status: 'ready', signedOut: true });
    expect(other.rendered).toHaveLength(1);
  });

  it('the result: no script, the payment sent once; after a refusal the decline flow sends the page to Amazon', async () => {
    const run = harness({ amazonCheckoutSessionId: 'CS3', checkoutResult: true }, [
      { resultCode: 'Refused' },
    ]);
    run.machine.send({ type: 'declineFlow.requested' }); // nothing refused yet: ignored
    run.machine.start();
    await settle();
    expect(run.scripts).toEqual([]);
    expect(run.sent).toEqual([{ paymentMethod: { type: 'amazonpay', checkoutSessionId: 'CS3' } }]);
    expect(run.machine.getSnapshot().payment.messageKey).toBe('error.subtitle.refused');
    run.machine.send({ type: 'declineFlow.requested' });
    await settle();
    expect(run.navigated).toEqual(['https://amazon.example/decline']);
    expect(run.sent).toHaveLength(1);
  });

  it("in the sessions flow the calls name the checkout's session: signString, then the review's details and confirm", async () => {
    const session = { id: 'CS-PAGE', getSessionData: () => 'SD-PAGE' };
    const button = harness({}, undefined, { session });
    button.machine.start();
    await settle();
    const review = harness({ amazonCheckoutSessionId: 'CS4' }, undefined, { session });
    review.machine.start();
    await settle();
    review.machine.send({ type: 'confirm.requested' });
    await settle();
    const calls = [...button.calls, ...review.calls];
    expect(calls.map((call) => call.path)).toEqual([
      'signString',
      'getCheckoutDetails',
      'updateCheckoutSession',
    ]);
    for (const call of calls)
      expect(call.body).toMatchObject({ sessionId: 'CS-PAGE', sessionData: 'SD-PAGE' });
    // The advanced flow (no session): nothing more than the spec's fields.
    const advanced = harness();
    advanced.machine.start();
    await settle();
    expect(advanced.calls[0]!.body).toEqual({ stringToSign: expect.any(String) });
  });

  it('without the merchant’s identifiers: not available, the error reported once and shown', async () => {
    const run = harness();
    const bare = createPaymentMethodMachine(
      amazonPay,
      { type: 'amazonpay' },
      {
        submit: () => Promise.resolve({ resultCode: 'Authorised' }),
        reportError: (error) => run.errors.push(error),
        provider: { loadScript: () => Promise.resolve(), global: () => ({}), live: false },
      },
    );
    bare.start();
    await settle();
    expect(bare.getSnapshot().availability.available).toBe(false);
    expect(bare.getSnapshot().extra).toMatchObject({ status: 'error', messageKey: 'error.message.unknown' });
    expect(run.errors).toHaveLength(1);
  });
});
