// @vitest-environment happy-dom
// The action-type seam of the default skin: each action type's view (its hook and the core's flow
// behind it) loads when the payment service answers with that action. Until its code is there the
// action's panel shows busy ("Processing payment…", the 3DS2 fingerprint's title and frame box),
// not announced; then the view takes its place. A load that fails is the payment's error ("Payment
// failed"), reported once (the checkout's onError with a typed CheckoutError, then failAction), and
// the next payment loads the code again. Payments run against the sandbox (msw), on real time.
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutError, PaymentData } from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { cardMethod, createClient, createSession, fetchPublicKey } from '../sandbox/helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const server = setupServer(
  http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)),
  http.all('http://issuer.sandbox.test/*', ({ request }) => sandbox.handle(request)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/**
 * The package as a page that has loaded none of the action views yet: a fresh module registry
 * (the lazy views of an earlier test are loaded), with React itself shared.
 */
async function freshPackage() {
  vi.resetModules();
  const hooks = await import('headless-checkout');
  const skin = await import('headless-checkout/skins/default');
  const loading = await import('../../skins/default/ActionLoad');
  return { ...hooks, ...skin, ...loading };
}
type Package = Awaited<ReturnType<typeof freshPackage>>;

/** Every loading panel the page showed, as it was when it appeared (a fallback shows briefly). */
function watchLoadingPanels() {
  const seen: { text: string; title: string | null; busy: string | null; live: boolean; frame: boolean }[] =
    [];
  const observer = new MutationObserver(() => {
    for (const panel of document.querySelectorAll<HTMLElement>('.hc-action[data-state="loading"]')) {
      if (seen.some((entry) => entry.text === panel.textContent)) continue;
      seen.push({
        text: panel.textContent ?? '',
        title: panel.querySelector('h3')?.textContent ?? null,
        busy: panel.getAttribute('aria-busy'),
        live: panel.querySelector('[role="status"], [role="alert"], [aria-live]') !== null,
        frame: panel.querySelector('.hc-action__frame[data-state="fingerprint"]') !== null,
      });
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

/** Pays `data` in a new session with usePayment, its action rendered by `view` (the skin's ActionView by default). */
async function pay(
  pkg: Package,
  data: PaymentData,
  session: { value: number; currency: string; countryCode: string },
  view?: (callbacks: { onComplete: (r: never) => void; onError: (e: CheckoutError) => void }) => ReactNode,
) {
  const { CheckoutProvider, ActionView, usePayment } = pkg;
  const created = await createSession(createClient(SANDBOX), {
    amount: { value: session.value, currency: session.currency },
    countryCode: session.countryCode,
  });
  const onError = vi.fn();
  const onPaymentCompleted = vi.fn();
  let latest: ReturnType<typeof usePayment> | null = null;
  function Page() {
    const payment = usePayment();
    latest = payment;
    const callbacks = { onComplete: payment.completeAction, onError: payment.failAction };
    return (
      <>
        <button
          disabled={payment.payment.status === 'submitting' || payment.payment.status === 'action'}
          onClick={() => payment.submit(data)}
        >
          Pay
        </button>
        {payment.payment.messageKey ? <p data-testid="message">{payment.payment.messageKey}</p> : null}
        {payment.action ? (
          view ? (
            view(callbacks)
          ) : (
            <ActionView action={payment.action} {...callbacks} />
          )
        ) : null}
      </>
    );
  }
  render(
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={{ value: session.value, currency: session.currency }}
        session={{ id: created.id, sessionData: created.sessionData }}
        onError={onError}
        onPaymentCompleted={onPaymentCompleted}
      >
        <Page />
      </CheckoutProvider>
    </StrictMode>,
  );
  const watch = watchLoadingPanels();
  await act(async () => screen.getByRole('button', { name: 'Pay' }).click());
  // The answer came (an action; the failing view's test has the error already).
  await waitFor(() => expect(latest!.payment.status).not.toBe('submitting'), { timeout: 15_000 });
  return { payment: () => latest!, onError, onPaymentCompleted, watch };
}

/** A card payment's data, encrypted with the sandbox's key. */
async function card(number: string): Promise<PaymentData> {
  return { paymentMethod: await cardMethod(await fetchPublicKey(createClient(SANDBOX)), number) };
}

const PROCESSING = 'Processing payment…';

describe('each action type renders once its code has loaded, busy until then', () => {
  it("3DS2: the fingerprint's panel (title, processing, frame box) while it loads, then the fingerprint", async () => {
    const pkg = await freshPackage();
    const { payment, watch } = await pay(pkg, await card('4212345678910006'), {
      value: 12000,
      currency: 'EUR',
      countryCode: 'NL',
    });
    expect(payment().action?.type).toBe('threeDS2');
    const frame = await waitFor(() => {
      const found = document.querySelector('iframe[title="Checking your card"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(frame.closest('.hc-action')?.querySelector('[role="status"]')?.textContent).toContain(PROCESSING);
    watch.stop();
    expect(watch.seen).toEqual([
      {
        text: `Checking your card ${PROCESSING}`,
        title: 'Checking your card',
        busy: 'true',
        live: false,
        frame: true,
      },
    ]);
    expect(document.querySelector('.hc-action[data-state="loading"]')).toBeNull();
  });

  it('QR code: the busy panel, then the QR code and its countdown', async () => {
    const pkg = await freshPackage();
    const { watch } = await pay(
      pkg,
      { paymentMethod: { type: 'swish' } },
      {
        value: 1000,
        currency: 'SEK',
        countryCode: 'SE',
      },
    );
    expect(await screen.findByRole('img', { name: 'Scan the QR code' })).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    watch.stop();
    expect(watch.seen).toEqual([
      { text: ` ${PROCESSING}`, title: null, busy: 'true', live: false, frame: false },
    ]);
  });

  it('await: the busy panel, then the wait for the app', async () => {
    const pkg = await freshPackage();
    const { watch } = await pay(
      pkg,
      { paymentMethod: { type: 'mbway', telephoneNumber: '+351912345678' } },
      {
        value: 1000,
        currency: 'EUR',
        countryCode: 'PT',
      },
    );
    expect(await screen.findByRole('heading', { name: 'Waiting for confirmation' })).toBeTruthy();
    watch.stop();
    expect(watch.seen).toEqual([
      { text: ` ${PROCESSING}`, title: null, busy: 'true', live: false, frame: false },
    ]);
  });

  it("redirect: the redirect's notice while it loads, then the redirect runs", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const pkg = await freshPackage();
    const { watch } = await pay(
      pkg,
      { paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' } },
      {
        value: 7500,
        currency: 'EUR',
        countryCode: 'NL',
      },
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You will be redirected…'));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    watch.stop();
    expect(watch.seen).toEqual([
      { text: 'You will be redirected…', title: null, busy: 'true', live: false, frame: false },
    ]);
  });

  it('voucher: the busy panel, then the voucher', async () => {
    const pkg = await freshPackage();
    const { watch } = await pay(
      pkg,
      { paymentMethod: { type: 'multibanco' } },
      {
        value: 1000,
        currency: 'EUR',
        countryCode: 'PT',
      },
    );
    await waitFor(() => expect(document.querySelector('.hc-voucher__details')).not.toBeNull());
    watch.stop();
    expect(watch.seen).toHaveLength(1);
  });
});

describe('an action view whose code does not load', () => {
  /** A loader that fails the first time (the chunk's request failed), then loads `View`. */
  function failingOnce<P>(View: ComponentType<P>) {
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls === 1)
        throw new TypeError('Failed to fetch dynamically imported module: /assets/QrCodeView.js');
      return View;
    });
    return load;
  }

  it("the payment's error: 'Payment failed' shown, onError once with a NETWORK_ERROR, and the next payment loads it", async () => {
    const pkg = await freshPackage();
    const { ActionLoad, ActionLoading, lazyActionView } = pkg;
    const Loaded = ({ label }: { label: string }) => <p data-testid="loaded">{label}</p>;
    const load = failingOnce(Loaded);
    const Lazy = lazyActionView(load);
    const failAction = vi.fn();
    const { payment, onError } = await pay(
      pkg,
      { paymentMethod: { type: 'swish' } },
      { value: 1000, currency: 'SEK', countryCode: 'SE' },
      (callbacks) => (
        <ActionLoad
          actionKey="swish-action"
          view={Lazy}
          fallback={<ActionLoading />}
          onError={(error) => {
            failAction(error);
            callbacks.onError(error);
          }}
        >
          <Lazy.View label="QR code" />
        </ActionLoad>
      ),
    );
    await waitFor(() => expect(payment().payment.status).toBe('error'));
    // The payment's error state: its generic message, the button enabled again.
    expect(payment().payment.messageKey).toBe('error.subtitle.payment');
    expect(screen.getByTestId('message').textContent).toBe('error.subtitle.payment');
    expect(screen.getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(false);
    // Told once (StrictMode renders twice): the merchant's onError, then failAction, the same typed error.
    expect(onError).toHaveBeenCalledTimes(1);
    const error = onError.mock.calls[0]![0] as CheckoutError;
    expect(error).toMatchObject({ name: 'CheckoutError', type: 'NETWORK_ERROR' });
    expect(error.message).toBe('The action could not be shown: its code did not load');
    expect((error.cause as Error).message).toMatch(/Failed to fetch dynamically imported module/);
    expect(failAction).toHaveBeenCalledTimes(1);
    expect(failAction.mock.calls[0]![0]).toBe(error);
    // The next attempt loads the code again (a failed React.lazy would stay failed).
    await act(async () => screen.getByRole('button', { name: 'Pay' }).click());
    expect(await screen.findByTestId('loaded', {}, { timeout: 20_000 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('without a payment hook: the error shown in its place, announced', async () => {
    const pkg = await freshPackage();
    const { CheckoutProvider, ActionLoad, ActionLoading, lazyActionView } = pkg;
    const Lazy = lazyActionView(async (): Promise<ComponentType<object>> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const onError = vi.fn();
    render(
      <CheckoutProvider environment={SANDBOX} clientKey={SANDBOX_CLIENT_KEY} onError={onError}>
        <ActionLoad actionKey="a" view={Lazy} fallback={<ActionLoading />}>
          <Lazy.View />
        </ActionLoad>
      </CheckoutProvider>,
    );
    expect(screen.getByText(PROCESSING)).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Payment failed');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({ type: 'NETWORK_ERROR' });
  });
});
