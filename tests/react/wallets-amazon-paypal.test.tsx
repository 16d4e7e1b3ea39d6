// @vitest-environment happy-dom
// useAmazonPay and usePayPal in small components (as a skin places their containers) against the sandbox's handlers through msw (sessions
// flow). The providers' scripts are test doubles of the providers (Amazon's `amazon.Pay`, PayPal's
// `paypal`), installed when the hook's loader appends their <script>: our own code runs as is.
import { StrictMode, type ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CheckoutProvider,
  useAmazonPay,
  usePayPal,
  type CheckoutError,
  type PaymentResponse,
} from 'headless-checkout';
import type { PayPalButtonsOptions } from 'headless-checkout/core';
import { AMAZON_PAY_PUBLIC_KEY_ID, verifyAmazonPaySignature } from '../../examples/sandbox/amazon-pay';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { createClient, createSession } from '../sandbox/helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const client = createClient(SANDBOX);
const requests: Array<{ path: string; body: Record<string, unknown> }> = [];
const server = setupServer(
  http.all(`${SANDBOX}*`, async ({ request }) => {
    const body = request.method === 'POST' ? ((await request.clone().json()) as Record<string, unknown>) : {};
    requests.push({ path: new URL(request.url).pathname, body });
    return sandbox.handle(request);
  }),
);
const AMOUNT = { value: 12000, currency: 'EUR' };
const SCRIPT_URLS = {
  amazonPay: { EU: `${SANDBOX}amazonpay/eu/checkout.js` },
  paypal: `${SANDBOX}paypal/sdk/js`,
};

// The providers' test doubles.
const scripts: string[] = [];
const paypalButtons: PayPalButtonsOptions[] = [];
const amazonPay = { renderButton: vi.fn(), bindChangeAction: vi.fn(), signout: vi.fn() };
const providers = window as unknown as { paypal?: unknown; amazon?: unknown };
providers.paypal = {
  FUNDING: { PAYPAL: 'paypal', CREDIT: 'credit', PAYLATER: 'paylater' },
  getFundingSources: () => ['paypal', 'paylater', 'credit'],
  Buttons: (options: PayPalButtonsOptions) => {
    paypalButtons.push(options);
    return {
      isEligible: () => options.fundingSource !== 'credit',
      render: (container: HTMLElement) => {
        container.textContent = options.fundingSource;
        return Promise.resolve();
      },
    };
  },
};
providers.amazon = { Pay: amazonPay };
const append = document.head.appendChild.bind(document.head);
vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
  if (node instanceof HTMLScriptElement && node.hasAttribute('data-hc-script')) {
    scripts.push(node.src);
    setTimeout(() => node.dispatchEvent(new Event('load')), 0);
    return node;
  }
  return append(node);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  paypalButtons.length = 0;
  amazonPay.renderButton.mockClear();
  amazonPay.bindChangeAction.mockClear();
  amazonPay.signout.mockClear();
});
afterAll(() => server.close());

/** The page's address (happy-dom's): the session returns here, so the service signs buttons for it. */
const PAGE = 'http://localhost:3000/';

/** A provider on a sandbox session, with the callbacks recorded. */
async function sessionWrapper() {
  const session = await createSession(client, { amount: AMOUNT, countryCode: 'NL', returnUrl: PAGE });
  const onPaymentCompleted = vi.fn<(response: PaymentResponse) => void>();
  const onError = vi.fn<(error: CheckoutError) => void>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={AMOUNT}
        countryCode="NL"
        session={{ id: session.id, sessionData: session.sessionData }}
        scriptUrls={SCRIPT_URLS}
        analytics={{ enabled: false }}
        risk={{ enabled: false }}
        onPaymentCompleted={onPaymentCompleted}
        onError={onError}
      >
        {children}
      </CheckoutProvider>
    </StrictMode>
  );
  return { wrapper, onPaymentCompleted, onError, session };
}

/** The merchant's own refs on the containers: the getters set them as well as their own. */
const merchantRefs: Record<string, HTMLElement | null> = {};
const keepRef = (name: string) => (element: HTMLElement | null) => void (merchantRefs[name] = element);

/** usePayPal in a component that places a container per button, as a skin does. */
function PayPalProbe({ onResult }: { onResult: (result: ReturnType<typeof usePayPal>) => void }) {
  const paypal = usePayPal();
  onResult(paypal);
  return (
    <div>
      {paypal.view.fundingSources.map((source) => (
        <div
          key={source}
          {...paypal.getButtonContainerProps(source, {
            id: `paypal-${source}`,
            ref: keepRef(source),
          })}
        />
      ))}
    </div>
  );
}

/** Renders PayPal's buttons on a sandbox session and waits until they are ready. */
async function renderPayPal() {
  const setup = await sessionWrapper();
  const hook = { result: { current: null as unknown as ReturnType<typeof usePayPal> } };
  render(<PayPalProbe onResult={(result) => (hook.result.current = result)} />, { wrapper: setup.wrapper });
  await waitFor(() => expect(hook.result.current.view.status).toBe('ready'));
  return { ...setup, hook };
}

describe('usePayPal', () => {
  it("loads PayPal's SDK with the spec's parameters; offers the eligible buttons", async () => {
    const { hook } = await renderPayPal();
    const url = new URL(scripts.find((src) => src.includes('paypal/sdk/js'))!);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'merchant-id': 'SANDBOXPAYPAL01',
      locale: 'en_US',
      'buyer-country': 'NL',
      currency: 'EUR',
      intent: 'capture',
      commit: 'true',
      vault: 'false',
      'client-id': 'sandbox-paypal-client-id',
      'integration-date': '2020-02-01',
      'enable-funding': 'paylater',
      components: 'buttons,funding-eligibility',
    });
    expect(hook.result.current.view.fundingSources).toEqual(['paypal', 'credit', 'paylater']);
    expect(hook.result.current.view.eligibleFundingSources).toEqual(['paypal', 'paylater']);
    expect(hook.result.current.getButtonContainerProps('credit').hidden).toBe(true);
    expect(paypalButtons.find((b) => b.fundingSource === 'paypal')?.style).toEqual({ height: 48 });
    // The merchant's ref is set too: the getter composes it with its own (which drew the buttons).
    expect(merchantRefs['paypal']).toBe(document.getElementById('paypal-paypal'));
  });

  it('a click submits the payment; its token opens PayPal; the approval pays (processing, then success)', async () => {
    const { hook, onPaymentCompleted } = await renderPayPal();
    const button = paypalButtons.find((b) => b.fundingSource === 'paypal')!;
    let token = '';
    await act(async () => {
      token = await button.createOrder!();
    });
    expect(hook.result.current.view.status).toBe('processing');
    expect(requests.filter((r) => r.path.endsWith('/payments'))[0]!.body['paymentMethod']).toMatchObject({
      type: 'paypal',
      subtype: 'sdk',
    });
    const payerID = (await client.post('paypal/sdk/approve', { orderID: token })).body.payerID as string;
    await act(async () => {
      await button.onApprove({ orderID: token, payerID });
    });
    await waitFor(() => expect(hook.result.current.payment.status).toBe('success'));
    // Success has its message as a refusal does.
    expect(hook.result.current).toMatchObject({ end: 'success', message: 'Payment successful' });
    expect(onPaymentCompleted).toHaveBeenCalledTimes(1);
    expect(onPaymentCompleted.mock.calls[0]![0].resultCode).toBe('Authorised');
    expect(requests.filter((r) => r.path.endsWith('/paymentDetails'))[0]!.body['details']).toEqual({
      orderID: token,
      payerID,
    });
  });

  it('cancel: back to ready, nothing paid, CANCEL reported', async () => {
    const { hook, onError } = await renderPayPal();
    const button = paypalButtons.find((b) => b.fundingSource === 'paylater')!;
    await act(async () => {
      await button.createOrder!();
    });
    act(() => button.onCancel());
    await waitFor(() => expect(hook.result.current.view.status).toBe('ready'));
    expect(hook.result.current.payment.status).toBe('ready');
    expect(hook.result.current.message).toBe('');
    expect(onError.mock.calls.map(([error]) => error.type)).toContain('CANCEL');
    expect(requests.filter((r) => r.path.endsWith('/paymentDetails'))).toHaveLength(0);
  });

  it("PayPal's error fails the payment (shown) and the buttons come back", async () => {
    const { hook } = await renderPayPal();
    const button = paypalButtons.find((b) => b.fundingSource === 'paypal')!;
    await act(async () => {
      await button.createOrder!();
    });
    act(() => button.onError(new Error('popup blocked')));
    await waitFor(() => expect(hook.result.current.message).toBe('Payment failed'));
    expect(hook.result.current.view.status).toBe('ready');
  });

  it("submit() throws 'Calling submit() is not supported for this payment method'", async () => {
    const { hook } = await renderPayPal();
    expect(() => hook.result.current.submit()).toThrow(
      'Calling submit() is not supported for this payment method',
    );
  });
});

/** useAmazonPay in a component with the button's container and the change button, as a skin does. */
function AmazonProbe({
  onResult,
  options,
}: {
  onResult: (result: ReturnType<typeof useAmazonPay>) => void;
  options: Parameters<typeof useAmazonPay>[0];
}) {
  const amazon = useAmazonPay(options);
  onResult(amazon);
  return amazon.view.step === 'review' ? (
    <button {...amazon.getChangePaymentProps({ id: 'change' })}>change</button>
  ) : (
    <div
      {...amazon.getButtonContainerProps({
        id: 'amazon-button',
        ref: keepRef('amazon'),
      })}
    />
  );
}

/**
 * Renders useAmazonPay on a sandbox session; `amazon` makes the page's Amazon checkout session
 * first (its id becomes an option), through the same checkout session, as Amazon's redirects do.
 */
async function renderAmazonPay(
  options: Parameters<typeof useAmazonPay>[0] = {},
  amazon?: (session: { id: string; sessionData: string }) => Promise<Parameters<typeof useAmazonPay>[0]>,
) {
  const setup = await sessionWrapper();
  const all = { ...options, ...(amazon ? await amazon(setup.session) : {}) };
  const hook = { result: { current: null as unknown as ReturnType<typeof useAmazonPay> } };
  render(<AmazonProbe onResult={(result) => (hook.result.current = result)} options={all} />, {
    wrapper: setup.wrapper,
  });
  return { ...setup, hook };
}

describe('useAmazonPay', () => {
  /**
   * An Amazon checkout session of the page's checkout session (the service binds it to the
   * checkout whose button it signed), approved at the stand-in's page, optionally confirmed.
   */
  async function amazonSession(
    checkout: { id: string; sessionData: string },
    confirmed: boolean,
  ): Promise<string> {
    const binding = { sessionId: checkout.id, sessionData: checkout.sessionData };
    const payloadJSON = JSON.stringify({
      storeId: 'amzn1.application-oa2-client.sandbox',
      webCheckoutDetails: { checkoutReviewReturnUrl: PAGE },
    });
    const signed = await client.post('v1/AmazonPayUtility/signString', {
      stringToSign: payloadJSON,
      ...binding,
    });
    expect(signed.status).toBe(200);
    const signature = signed.body.signature as string;
    const form = new URLSearchParams({
      payloadJSON,
      signature,
      publicKeyId: AMAZON_PAY_PUBLIC_KEY_ID,
      region: 'eu',
      address: 'home',
      instrument: 'visa',
      decision: 'continue',
    });
    const page = await sandbox.handle(
      new Request(`${SANDBOX}amazonpay/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      }),
    );
    const id = new URL(page.headers.get('location')!).searchParams.get('amazonCheckoutSessionId')!;
    if (!confirmed) return id;
    const updated = await client.post('v1/AmazonPayUtility/updateCheckoutSession', {
      amount: AMOUNT,
      chargePermissionType: 'OneTime',
      checkoutResultReturnUrl: `${PAGE}?amazonCheckoutResult=1`,
      checkoutSessionId: id,
      publicKeyId: AMAZON_PAY_PUBLIC_KEY_ID,
      region: 'EU',
      ...binding,
    });
    expect(updated.status).toBe(200);
    await sandbox.handle(
      new Request(`${SANDBOX}amazonpay/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ amazonCheckoutSessionId: id }).toString(),
      }),
    );
    return id;
  }

  it("the button: pending, then Amazon's button with the region's options and the payload signed by the service", async () => {
    const { hook } = await renderAmazonPay();
    expect(hook.result.current.view.status).toBe('pending');
    await waitFor(() => expect(hook.result.current.view.status).toBe('ready'));
    expect(amazonPay.renderButton.mock.calls.at(-1)![0]).toBe(document.getElementById('amazon-button'));
    expect(merchantRefs['amazon']).toBe(document.getElementById('amazon-button'));
    expect(scripts).toContain(`${SANDBOX}amazonpay/eu/checkout.js`);
    const [, options] = amazonPay.renderButton.mock.calls.at(-1)! as [unknown, Record<string, unknown>];
    expect(options).toMatchObject({
      buttonColor: 'Gold',
      checkoutLanguage: 'en_GB',
      ledgerCurrency: 'EUR',
      merchantId: 'SANDBOXAMAZON01',
      productType: 'PayAndShip',
      placement: 'Cart',
      sandbox: true,
    });
    const session = options['createCheckoutSessionConfig'] as Record<string, string>;
    expect(session['publicKeyId']).toBe(AMAZON_PAY_PUBLIC_KEY_ID);
    expect(verifyAmazonPaySignature(session['payloadJSON']!, session['signature']!)).toBe(true);
    expect(JSON.parse(session['payloadJSON']!)).toMatchObject({
      storeId: 'amzn1.application-oa2-client.sandbox',
      chargePermissionType: 'OneTime',
      webCheckoutDetails: { checkoutReviewReturnUrl: 'http://localhost:3000/' },
    });
  });

  it('the review: the details, the change action bound; sign-out back to the button', async () => {
    let id = '';
    const onSignOut = vi.fn();
    const { hook, session } = await renderAmazonPay({ onSignOut }, async (checkout) => ({
      amazonCheckoutSessionId: (id = await amazonSession(checkout, false)),
    }));
    await waitFor(() => expect(hook.result.current.view.status).toBe('ready'));
    const change = document.getElementById('change');
    expect(hook.result.current.view.step).toBe('review');
    expect(hook.result.current.view.details?.paymentPreferences).toEqual([
      { paymentDescriptor: 'Visa ••••1111' },
    ]);
    expect(amazonPay.bindChangeAction).toHaveBeenCalledWith(change, {
      amazonCheckoutSessionId: id,
      changeAction: 'changePayment',
    });
    // The details were asked as the page's checkout: its session's id and sessionData.
    expect(requests.find((r) => r.path.endsWith('/getCheckoutDetails'))?.body).toMatchObject({
      checkoutSessionId: id,
      sessionId: session.id,
      sessionData: session.sessionData,
    });
    act(() => hook.result.current.signOut());
    expect(amazonPay.signout).toHaveBeenCalledTimes(1);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(hook.result.current.view).toMatchObject({ step: 'button', signedOut: true });
    // Back at the button: rendered again into its container.
    await waitFor(() => expect(amazonPay.renderButton).toHaveBeenCalled());
    expect(hook.result.current.view.status).toBe('ready');
  });

  it('the result: pays once with the checkout session and the browser details', async () => {
    let id = '';
    const { hook, onPaymentCompleted } = await renderAmazonPay(
      { checkoutResult: true },
      async (checkout) => ({
        amazonCheckoutSessionId: (id = await amazonSession(checkout, true)),
      }),
    );
    await waitFor(() => expect(hook.result.current.payment.status).toBe('success'));
    const payments = requests.filter((r) => r.path.endsWith('/payments'));
    expect(payments).toHaveLength(1);
    expect(payments[0]!.body['paymentMethod']).toMatchObject({ type: 'amazonpay', checkoutSessionId: id });
    expect(payments[0]!.body['browserInfo']).toMatchObject({ acceptHeader: '*/*', javaEnabled: false });
    expect(onPaymentCompleted).toHaveBeenCalledTimes(1);
    expect(hook.result.current.view.canHandleDeclineFlow).toBe(false);
  });
});
