// @vitest-environment happy-dom
// The one action contract, end to end in React under StrictMode: each action type's end (success,
// refusal, error, timeout) reaches the merchant exactly once (onPaymentCompleted,
// onPaymentFailed or onError), whoever renders the action: the skin's ActionView or a merchant's
// own view on the action hooks. The sandbox's handlers answer through msw (sessions flow); its
// clock is the test's fake clock.
import { StrictMode, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CheckoutProvider,
  actionViewOf,
  matchActionView,
  useAwait,
  useCard,
  usePayment,
  useQrCode,
  useRedirect,
  useThreeDS2,
  useVoucher,
  type ActionCallbacks,
  type ActionViewRenderers,
  type CheckoutAction,
  type UsePaymentResult,
} from 'headless-checkout';
import type { PaymentData } from 'headless-checkout/core';
import { ActionView } from 'headless-checkout/skins/default';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { cardMethod, createClient, createSession, fetchPublicKey } from '../sandbox/helpers';
import { preloadActionViews } from './action-views';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const SESSION_TTL_MS = 60 * 60_000;
const sandbox = createSandbox({ now: () => new Date(Date.now()), sessionTtlMs: SESSION_TTL_MS });
const requests: string[] = [];
const server = setupServer(
  http.all('http://sandbox.test/*', ({ request }) => {
    requests.push(new URL(request.url).pathname);
    return sandbox.handle(request);
  }),
  http.all('http://issuer.sandbox.test/*', ({ request }) => sandbox.handle(request)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The skin's views load with their action: loaded first, as the clock is fake.
beforeAll(preloadActionViews);
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  sessionStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

/** Lets time pass (timers, the sandbox's clock) and the answers settle. */
const advance = async (ms: number, step = 500) => {
  for (let passed = 0; passed < ms; passed += step)
    await act(async () => void (await vi.advanceTimersByTimeAsync(Math.min(step, ms - passed))));
};

/** A merchant's own action view on the action hooks, chosen by the core's view kind. */
const OWN_VIEWS: ActionViewRenderers<ReactNode, ActionCallbacks> = {
  threeDS2: (view, callbacks) => <OwnThreeDS2 key={view.key} action={view.action} {...callbacks} />,
  redirect: (view, callbacks) => <OwnRedirect key={view.key} action={view.action} {...callbacks} />,
  qrCode: (view, callbacks) => <OwnQrCode key={view.key} action={view.action} {...callbacks} />,
  await: (view, callbacks) => <OwnAwait key={view.key} action={view.action} {...callbacks} />,
  voucher: (view) => <OwnVoucher key={view.key} action={view.action} />,
  bankTransfer: (view) => <OwnVoucher key={view.key} action={view.action} />,
  klarna: () => <p role="alert">klarna</p>,
  sdk: () => <p role="alert">sdk</p>,
  unsupported: () => <p role="alert">unsupported</p>,
};
type Props<A> = ActionCallbacks & { action: A };
function OwnThreeDS2({ action, ...callbacks }: Props<Parameters<typeof useThreeDS2>[0]>) {
  const threeDS2 = useThreeDS2(action, callbacks);
  return <iframe {...threeDS2.getFrameProps()} data-status={threeDS2.status} />;
}
function OwnRedirect({ action, ...callbacks }: Props<Parameters<typeof useRedirect>[0]>) {
  const redirect = useRedirect(action, callbacks);
  return <p data-testid="own-status">{redirect.status}</p>;
}
function OwnQrCode({ action, ...callbacks }: Props<Parameters<typeof useQrCode>[0]>) {
  const qr = useQrCode(action, callbacks);
  return <p data-testid="own-status">{qr.status}</p>;
}
function OwnAwait({ action, ...callbacks }: Props<Parameters<typeof useAwait>[0]>) {
  const awaiting = useAwait(action, callbacks);
  return <p data-testid="own-status">{awaiting.status}</p>;
}
function OwnVoucher({ action }: { action: Parameters<typeof useVoucher>[0] }) {
  const voucher = useVoucher(action);
  return <p data-testid="own-status">{voucher.status}</p>;
}

type Renderer = 'skin' | 'own';

/** The page: a payment with usePayment, its action rendered by the skin or the merchant. */
function Checkout({
  renderer,
  data,
  onPayment,
}: {
  renderer: Renderer;
  data: PaymentData;
  onPayment: (payment: UsePaymentResult) => void;
}) {
  const payment = usePayment();
  onPayment(payment);
  const callbacks = { onComplete: payment.completeAction, onError: payment.failAction };
  return (
    <>
      <button onClick={() => payment.submit(data)}>Pay</button>
      <p data-testid="payment">{payment.payment.status}</p>
      {payment.action ? (
        renderer === 'skin' ? (
          <ActionView action={payment.action} {...callbacks} />
        ) : (
          matchActionView(actionViewOf(payment.action), OWN_VIEWS, callbacks)
        )
      ) : null}
    </>
  );
}

/** Pays a new session with `data` and renders its action; returns the merchant's callbacks. */
async function pay(
  renderer: Renderer,
  data: PaymentData,
  session: { value: number; currency: string; countryCode: string },
) {
  const created = await createSession(createClient(SANDBOX), {
    amount: { value: session.value, currency: session.currency },
    countryCode: session.countryCode,
  });
  const onPaymentCompleted = vi.fn();
  const onPaymentFailed = vi.fn();
  const onError = vi.fn();
  let latest: UsePaymentResult | null = null;
  render(
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={{ value: session.value, currency: session.currency }}
        session={{ id: created.id, sessionData: created.sessionData }}
        onPaymentCompleted={onPaymentCompleted}
        onPaymentFailed={onPaymentFailed}
        onError={onError}
      >
        <Checkout renderer={renderer} data={data} onPayment={(payment) => (latest = payment)} />
      </CheckoutProvider>
    </StrictMode>,
  );
  await act(async () => screen.getByRole('button', { name: 'Pay' }).click());
  await advance(500, 100);
  // Decrypting card data is real work, not a timer: wait for the answer without moving the clock.
  const waitUntil = performance.now() + 30_000; // real time (performance is not faked)
  while (latest!.payment.status === 'submitting' && performance.now() < waitUntil)
    await act(async () => void (await new Promise((resolve) => setImmediate(resolve))));
  const reports = () => ({
    completed: onPaymentCompleted.mock.calls.length,
    failed: onPaymentFailed.mock.calls.length,
    errors: onError.mock.calls.map(([error]) => (error as Error).message),
  });
  return { payment: () => latest!, reports, onPaymentCompleted, onPaymentFailed, onError };
}

const SWISH = { value: 1000, currency: 'SEK', countryCode: 'SE' };
const MBWAY = { value: 1000, currency: 'EUR', countryCode: 'PT' };
const swish = { paymentMethod: { type: 'swish' } };
const mbway = { paymentMethod: { type: 'mbway', telephoneNumber: '+351912345678' } };
const details = () => requests.filter((path) => path.endsWith('/paymentDetails')).length;

describe.each<Renderer>(['skin', 'own'])('QR code and await, rendered by %s view', (renderer) => {
  it('QR success: polled, the payload submitted once, onPaymentCompleted once', async () => {
    const { payment, reports } = await pay(renderer, swish, SWISH);
    expect(payment().action?.type).toBe('qrCode');
    await advance(8_000);
    expect(details()).toBe(1);
    expect(reports()).toEqual({ completed: 1, failed: 0, errors: [] });
    expect(payment().payment.status).toBe('success');
    await advance(10_000);
    expect(reports()).toEqual({ completed: 1, failed: 0, errors: [] });
  });

  it('QR refusal (an amount ending in 13): onPaymentFailed once, the form back to ready', async () => {
    const { payment, reports } = await pay(renderer, swish, { ...SWISH, value: 1013 });
    await advance(8_000);
    expect(reports()).toEqual({ completed: 0, failed: 1, errors: [] });
    expect(payment().payment).toMatchObject({ status: 'ready', messageKey: 'error.subtitle.refused' });
    await advance(10_000);
    expect(reports()).toEqual({ completed: 0, failed: 1, errors: [] });
  });

  it("QR timeout (an amount ending in 99, Swish's 3 minutes): 'Payment Expired' to onError once", async () => {
    const { payment, reports } = await pay(renderer, swish, { ...SWISH, value: 1099 });
    await advance(3 * 60_000, 2_000);
    expect(reports()).toEqual({ completed: 0, failed: 0, errors: ['Payment Expired'] });
    expect(payment().payment.status).toBe('error');
    await advance(30_000, 2_000);
    expect(reports().errors).toHaveLength(1);
  });

  it('await success (MB WAY): onPaymentCompleted once', async () => {
    const { payment, reports } = await pay(renderer, mbway, MBWAY);
    expect(payment().action?.type).toBe('await');
    await advance(8_000);
    expect(reports()).toEqual({ completed: 1, failed: 0, errors: [] });
    expect(payment().payment.status).toBe('success');
  });

  it('await error (the session expired before the details): the error to onError once', async () => {
    const { payment, reports } = await pay(renderer, mbway, MBWAY);
    // The session ends (one hour) while the shopper has still not confirmed: the details call fails.
    vi.setSystemTime(Date.now() + SESSION_TTL_MS);
    await advance(12_000, 2_000);
    expect(reports().completed + reports().failed).toBe(0);
    expect(reports().errors).toEqual([expect.stringMatching(/expired/i)]);
    expect(payment().payment.status).toBe('error');
  });
});

/** A card payment's data, encrypted with the sandbox's key. */
async function card(number: string): Promise<PaymentData> {
  return { paymentMethod: await cardMethod(await fetchPublicKey(createClient(SANDBOX)), number) };
}
const CARD_SESSION = { value: 12000, currency: 'EUR', countryCode: 'NL' };

describe.each<Renderer>(['skin', 'own'])('3DS2, rendered by %s view', (renderer) => {
  it("success: the fingerprint's 10 s timeout sends 'N', frictionless, onPaymentCompleted once", async () => {
    const data = await card('4000030000000009');
    const { payment, reports } = await pay(renderer, data, CARD_SESSION);
    expect(payment().action?.type).toBe('threeDS2');
    await advance(11_000);
    expect(reports()).toEqual({ completed: 1, failed: 0, errors: ['3DS2 fingerprint timed out'] });
    expect(payment().payment.status).toBe('success');
  });

  it("timeout: no answer to the challenge in 600 s sends transStatus 'U': refused, onPaymentFailed once", async () => {
    const data = await card('4212345678910006');
    const { payment, reports } = await pay(renderer, data, CARD_SESSION);
    await advance(11_000);
    expect(payment().payment.status).toBe('action');
    await advance(600_000, 20_000);
    expect(details()).toBe(1);
    expect(reports()).toEqual({ completed: 0, failed: 1, errors: ['3DS2 fingerprint timed out'] });
    expect(payment().payment).toMatchObject({ status: 'ready', messageKey: 'error.subtitle.refused' });
  });

  it('the challenge frame: as wide as its container up to the window size, and focused once its page loads', async () => {
    const data = await card('4212345678910006');
    const { payment } = await pay(renderer, data, CARD_SESSION);
    await advance(11_000);
    expect(payment().payment.status).toBe('action');
    const frame = document.querySelector('iframe')!;
    // Window size 02: 390 x 400, and narrower where the page is (reflow at 320 px).
    expect(frame.style.width).toBe('100%');
    expect(frame.style.maxWidth).toBe('390px');
    expect(frame.style.height).toBe('400px');
    expect(frame.getAttribute('aria-hidden')).toBeNull();
    expect(document.activeElement).not.toBe(frame);
    // The issuer's page loaded: the frame takes focus (the page then focuses its code field).
    act(() => void frame.dispatchEvent(new Event('load')));
    expect(document.activeElement).toBe(frame);
  });

  it('error: the session expired before the fingerprint is submitted, onError once', async () => {
    const data = await card('4000030000000009');
    const { payment, reports } = await pay(renderer, data, CARD_SESSION);
    vi.setSystemTime(Date.now() + SESSION_TTL_MS);
    await advance(11_000);
    expect(reports().completed + reports().failed).toBe(0);
    expect(reports().errors).toEqual(['3DS2 fingerprint timed out', expect.stringMatching(/expired/i)]);
    expect(payment().payment.status).toBe('error');
  });
});

describe.each<Renderer>(['skin', 'own'])('redirect and voucher, rendered by %s view', (renderer) => {
  it("redirect error: a rejected redirect ('Redirect failed') to onError once", async () => {
    // happy-dom cannot leave the page: the navigation fails, which the contract reports as the end.
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {
      throw new Error('navigation blocked');
    });
    const { payment, reports } = await pay(
      renderer,
      { paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' } },
      {
        value: 7500,
        currency: 'EUR',
        countryCode: 'NL',
      },
    );
    await advance(1_000, 100);
    expect(payment().payment.status).toBe('error');
    expect(reports()).toEqual({ completed: 0, failed: 0, errors: ['Redirect failed'] });
    assign.mockRestore();
  });

  it('voucher: shown (started), no end on the page, nothing reported', async () => {
    const { payment, reports } = await pay(
      renderer,
      { paymentMethod: { type: 'multibanco' } },
      { value: 1000, currency: 'EUR', countryCode: 'PT' },
    );
    expect(payment().action?.type).toBe('voucher');
    await advance(10_000);
    expect(reports()).toEqual({ completed: 0, failed: 0, errors: [] });
  });
});

/** The card on bare hooks (direct mode), its action rendered by the skin's ActionView into the card machine. */
function CardCheckout() {
  const card = useCard({ mode: 'direct' });
  return (
    <>
      <form {...card.getFormProps()}>
        <label {...card.getLabelProps('cardNumber')}>Card number</label>
        <input {...card.getInputProps('cardNumber')} />
        <label {...card.getLabelProps('expiryDate')}>Expiry date</label>
        <input {...card.getInputProps('expiryDate')} />
        <label {...card.getLabelProps('securityCode')}>Security code</label>
        <input {...card.getInputProps('securityCode')} />
        <button type="submit">Pay</button>
      </form>
      <p data-testid="card">{card.status}</p>
      {card.action ? (
        <ActionView action={card.action} onComplete={card.completeAction} onError={card.failAction} />
      ) : null}
    </>
  );
}

describe("the card's flow (action.completed into the card machine)", () => {
  it('3DS2 frictionless through useCard and the skin: onPaymentCompleted once, the card succeeds', async () => {
    const created = await createSession(createClient(SANDBOX), { amount: { value: 12000, currency: 'EUR' } });
    const onPaymentCompleted = vi.fn();
    const onPaymentFailed = vi.fn();
    const onError = vi.fn();
    render(
      <StrictMode>
        <CheckoutProvider
          environment={SANDBOX}
          clientKey={SANDBOX_CLIENT_KEY}
          amount={{ value: 12000, currency: 'EUR' }}
          session={{ id: created.id, sessionData: created.sessionData }}
          onPaymentCompleted={onPaymentCompleted}
          onPaymentFailed={onPaymentFailed}
          onError={onError}
        >
          <CardCheckout />
        </CheckoutProvider>
      </StrictMode>,
    );
    const typeInto = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    typeInto('Card number', '4000 0300 0000 0009');
    typeInto('Expiry date', `03/${String(new Date().getUTCFullYear() + 4).slice(2)}`);
    typeInto('Security code', '737');
    await act(async () => screen.getByRole('button', { name: 'Pay' }).click());
    // Encrypting and decrypting the card are real work: wait for the action without moving the clock.
    const waitUntil = performance.now() + 30_000;
    while (!document.querySelector('.hc-action') && performance.now() < waitUntil)
      await act(async () => void (await new Promise((resolve) => setImmediate(resolve))));
    expect(document.querySelector('.hc-action')).not.toBeNull();
    await advance(11_000);
    expect(screen.getByTestId('card').textContent).toBe('success');
    expect(onPaymentCompleted).toHaveBeenCalledTimes(1);
    expect(onPaymentFailed).not.toHaveBeenCalled();
    expect(onError.mock.calls.map(([error]) => (error as Error).message)).toEqual([
      '3DS2 fingerprint timed out',
    ]);
  });
});

describe('one action rendered by two views at once', () => {
  it("the skin's view and the merchant's both run the QR code to its end: reported once", async () => {
    const created = await createSession(createClient(SANDBOX), {
      amount: { value: SWISH.value, currency: SWISH.currency },
      countryCode: SWISH.countryCode,
    });
    const onPaymentCompleted = vi.fn();
    const onPaymentFailed = vi.fn();
    const onError = vi.fn();
    let latest: UsePaymentResult | null = null;
    // The merchant's view gets the action as a prop and stays after the payment's end, so both
    // views run it to an end (the second one's poll is then rejected: the payment is finished). Only
    // the first end may reach the merchant.
    function TwoViews({
      second,
      onPayment,
    }: {
      second: CheckoutAction | null;
      onPayment: (payment: UsePaymentResult) => void;
    }) {
      const payment = usePayment();
      onPayment(payment);
      const callbacks = { onComplete: payment.completeAction, onError: payment.failAction };
      return (
        <>
          <button onClick={() => payment.submit(swish)}>Pay</button>
          {payment.action ? <ActionView action={payment.action} {...callbacks} /> : null}
          {second ? matchActionView(actionViewOf(second), OWN_VIEWS, callbacks) : null}
        </>
      );
    }
    const page = (second: CheckoutAction | null) => (
      <StrictMode>
        <CheckoutProvider
          environment={SANDBOX}
          clientKey={SANDBOX_CLIENT_KEY}
          amount={{ value: SWISH.value, currency: SWISH.currency }}
          session={{ id: created.id, sessionData: created.sessionData }}
          onPaymentCompleted={onPaymentCompleted}
          onPaymentFailed={onPaymentFailed}
          onError={onError}
        >
          <TwoViews second={second} onPayment={(payment) => (latest = payment)} />
        </CheckoutProvider>
      </StrictMode>
    );
    const { rerender } = render(page(null));
    await act(async () => screen.getByRole('button', { name: 'Pay' }).click());
    await advance(500, 100);
    expect(latest!.action?.type).toBe('qrCode');
    rerender(page(latest!.action));
    await advance(10_000);
    expect(latest!.payment.status).toBe('success');
    expect(screen.getByTestId('own-status').textContent).toMatch(/^(completed|error)$/);
    expect(onPaymentCompleted).toHaveBeenCalledTimes(1);
    expect(onPaymentFailed).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
