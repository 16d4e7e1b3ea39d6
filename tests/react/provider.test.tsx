// @vitest-environment happy-dom
import { StrictMode } from 'react';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutProvider, useCheckout, useI18n } from 'headless-checkout';
import { PayButton } from 'headless-checkout/skins/default';
import { createSandbox } from '../../examples/sandbox/app';
import { messages as issuerListTexts } from '../../headless/core/i18n/compiled/en-US.issuer-list';
import { addMessages } from '../../headless/core/i18n/en-US.registry';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
/** The paths the checkout asked the sandbox for, in order. */
const asked: string[] = [];
const server = setupServer(
  http.all(`${SANDBOX}*`, ({ request }) => {
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
    return sandbox.handle(request);
  }),
  http.all('https://checkoutshopper-test.headless-checkout.com/*', () => HttpResponse.error()),
);
// The 'test' environment's service is not reached from unit tests: its calls (the attempt id
// fetched at mount) fail at once, as offline.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

/** A storage of the test's own: the attempt id cached by another test is not there. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('CheckoutProvider', () => {
  it('throws an error naming the hook when used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCheckout())).toThrow(
      /useCheckout must be used within a <CheckoutProvider>/,
    );
    expect(() => renderHook(() => useI18n())).toThrow(/useI18n must be used within a <CheckoutProvider>/);
    spy.mockRestore();
  });

  it('raises the implementation error of a bad configuration at render', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <CheckoutProvider environment="live" clientKey="test_KEY">
          <PayButton />
        </CheckoutProvider>,
      ),
    ).toThrow(/'test_' clientKey against the 'live' environment/);
    spy.mockRestore();
  });

  it('shows en-US at the first render, loads the locale after mount under StrictMode, then re-renders', async () => {
    const firstTexts: string[] = [];
    function Label() {
      const { t } = useI18n();
      firstTexts.push(t('creditCard.numberField.title'));
      return null;
    }
    render(
      <StrictMode>
        <CheckoutProvider
          environment="test"
          clientKey="test_KEY"
          locale="de-DE"
          amount={{ value: 1999, currency: 'EUR' }}
        >
          <PayButton />
          <Label />
        </CheckoutProvider>
      </StrictMode>,
    );
    expect(firstTexts[0]).toBe('Card number');
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('19,99\u00a0€ bezahlen'));
    expect(firstTexts.at(-1)).toBe('Kartennummer');
  });

  it('keeps one checkout across re-renders with new callback identities, and calls the latest callback', async () => {
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useCheckout());
      return null;
    }
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <CheckoutProvider environment="test" clientKey="test_KEY" onError={first}>
        <Probe />
      </CheckoutProvider>,
    );
    rerender(
      <CheckoutProvider environment="test" clientKey="test_KEY" onError={second}>
        <Probe />
      </CheckoutProvider>,
    );
    expect(new Set(seen).size).toBe(1);
    const checkout = seen[0] as ReturnType<typeof useCheckout>;
    checkout.reportError(new Error('boom'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ type: 'ERROR', message: 'boom' }));
  });

  it('re-creates the checkout when the locale changes', async () => {
    function Locale() {
      return <p>{useI18n().locale}</p>;
    }
    const { rerender } = render(
      <CheckoutProvider environment="test" clientKey="test_KEY" locale="en-US">
        <Locale />
      </CheckoutProvider>,
    );
    expect(screen.getByText('en-US')).toBeTruthy();
    rerender(
      <CheckoutProvider environment="test" clientKey="test_KEY" locale="sv-SE">
        <Locale />
      </CheckoutProvider>,
    );
    expect(screen.getByText('sv-SE')).toBeTruthy();
  });
});

describe('CheckoutProvider ahead of a payment', () => {
  it('fetches the checkout attempt id after mount, once under StrictMode: the payment then asks for nothing else', async () => {
    const onSubmit = vi.fn(async () => ({ resultCode: 'Authorised' }));
    let checkout: ReturnType<typeof useCheckout> | undefined;
    function Probe() {
      checkout = useCheckout();
      return null;
    }
    render(
      <StrictMode>
        <CheckoutProvider
          environment={SANDBOX}
          clientKey={SANDBOX_CLIENT_KEY}
          onSubmit={onSubmit}
          deps={{ storage: memoryStorage() }}
        >
          <Probe />
        </CheckoutProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(asked).toEqual(['POST /v2/analytics/id']));
    const attemptId = await checkout!.getCheckoutAttemptId();
    expect(attemptId).toEqual(expect.any(String));
    await checkout!.submitPayment({ paymentMethod: { type: 'scheme' } });
    // Besides the logs, sent and forgotten, nothing was asked for.
    expect(asked.filter((call) => call !== 'POST /v2/analytics/log')).toEqual(['POST /v2/analytics/id']);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethod: { type: 'scheme', checkoutAttemptId: attemptId } }),
      expect.anything(),
    );
  });
});

describe('CheckoutProvider and the risk module', () => {
  const fingerprintFrames = () => [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-hc-dfp]')];

  it('puts one hidden fingerprint frame into the page after mount under StrictMode, and takes it away on unmount', () => {
    const { unmount } = render(
      <StrictMode>
        <CheckoutProvider
          environment={SANDBOX}
          clientKey={SANDBOX_CLIENT_KEY}
          deps={{ storage: memoryStorage() }}
        >
          <p>shop</p>
        </CheckoutProvider>
      </StrictMode>,
    );
    const frames = fingerprintFrames();
    expect(frames).toHaveLength(1);
    expect(frames[0]!.src).toBe(
      `${SANDBOX}assets/html/${SANDBOX_CLIENT_KEY}/dfp.1.0.0.html?d=${encodeURIComponent(window.location.origin)}`,
    );
    expect(frames[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(frames[0]!.tabIndex).toBe(-1);
    unmount();
    expect(fingerprintFrames()).toEqual([]);
  });

  it('makes no frame when risk is off, and the payment then carries no riskData', async () => {
    const onSubmit = vi.fn(async () => ({ resultCode: 'Authorised' }));
    let checkout: ReturnType<typeof useCheckout> | undefined;
    function Probe() {
      checkout = useCheckout();
      return null;
    }
    render(
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        onSubmit={onSubmit}
        risk={{ enabled: false }}
        deps={{ storage: memoryStorage() }}
      >
        <Probe />
      </CheckoutProvider>,
    );
    expect(fingerprintFrames()).toEqual([]);
    await checkout!.submitPayment({ paymentMethod: { type: 'scheme' } });
    expect(onSubmit.mock.calls[0]).not.toHaveProperty([0, 'riskData']);
  });
});

describe('PayButton', () => {
  it.each([
    ['ready', { value: 1999, currency: 'EUR' }, 'Pay €19.99', false, false],
    ['ready', { value: 0, currency: 'EUR' }, 'Save details', false, false],
    ['loading', { value: 1999, currency: 'EUR' }, 'Processing payment…', true, true],
    ['redirect', { value: 1999, currency: 'EUR' }, 'Redirecting…', true, true],
    // A completed payment cannot be paid again: the button is disabled, not busy.
    ['success', { value: 1999, currency: 'EUR' }, 'Paid', false, true],
  ] as const)('%s with %o reads %j', (status, amount, text, busy, disabled) => {
    render(
      <CheckoutProvider environment="test" clientKey="test_KEY">
        <PayButton status={status} amount={amount} />
      </CheckoutProvider>,
    );
    const button = screen.getByRole('button', { name: text });
    expect(button.getAttribute('data-state')).toBe(status);
    expect((button as HTMLButtonElement).disabled).toBe(disabled);
    expect(button.getAttribute('aria-busy')).toBe(busy ? 'true' : null);
  });
});

describe('useI18n rich text', () => {
  it('renders tags through the given functions, and reads them as plain text in t()', () => {
    const spy = vi.spyOn(console, 'error');
    addMessages(issuerListTexts); // the terms' text, as an issuer list's machine adds it
    function Terms() {
      const { t, tRich } = useI18n();
      return (
        <>
          <p data-testid="rich">
            {tRich('issuerList.terms', { link: (chunks) => <a href="/terms">{chunks}</a> })}
          </p>
          <p data-testid="plain">{t('issuerList.terms')}</p>
        </>
      );
    }
    render(
      <CheckoutProvider environment="test" clientKey="test_KEY">
        <Terms />
      </CheckoutProvider>,
    );
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(link.getAttribute('href')).toBe('/terms');
    expect(screen.getByTestId('rich').textContent).toBe(
      'By continuing you agree with the terms and conditions',
    );
    expect(screen.getByTestId('plain').textContent).toBe(
      'By continuing you agree with the terms and conditions',
    );
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('useI18n on a fresh page', () => {
  it('returns the en-US text at the first render, with nothing loaded before and nothing awaited', async () => {
    vi.resetModules(); // fresh modules: no catalogue, engine or parser loaded by another test
    const { CheckoutProvider: Provider, useI18n: useFreshI18n } = await import('headless-checkout');
    const rendered: Array<{ text: string; status: string }> = [];
    const { result } = renderHook(
      () => {
        const { t, status } = useFreshI18n();
        const seen = { text: t('creditCard.numberField.title'), status };
        rendered.push(seen);
        return seen;
      },
      {
        wrapper: ({ children }) => (
          <Provider environment="test" clientKey="test_KEY">
            {children}
          </Provider>
        ),
      },
    );
    expect(rendered[0]).toEqual({ text: 'Card number', status: 'ready' });
    expect(result.current).toEqual({ text: 'Card number', status: 'ready' });
  });

  it('renders the texts at the first render, with the root not busy', async () => {
    vi.resetModules();
    const { CheckoutProvider: Provider } = await import('headless-checkout');
    const { CheckoutRoot, PayButton: Button } = await import('headless-checkout/skins/default');
    render(
      <Provider environment="test" clientKey="test_KEY" amount={{ value: 1999, currency: 'EUR' }}>
        <CheckoutRoot data-testid="root">
          <Button />
        </CheckoutRoot>
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Pay €19.99' })).toBeTruthy();
    expect(screen.getByTestId('root').getAttribute('aria-busy')).toBeNull();
  });

  it('shows merchant plain text at once, and merchant ICU strings once the parser has loaded', async () => {
    vi.resetModules(); // the parser is not loaded yet
    const { CheckoutProvider: Provider } = await import('headless-checkout');
    const { CheckoutRoot, PayButton: Button } = await import('headless-checkout/skins/default');
    const translations = {
      'en-US': { 'payButton.withAmount': 'Buy for {amount}', 'payButton.processing': 'One moment…' },
    };
    render(
      <Provider environment="test" clientKey="test_KEY" translations={translations}>
        <CheckoutRoot data-testid="root">
          <Button amount={{ value: 1999, currency: 'EUR' }} />
          <Button status="loading" />
        </CheckoutRoot>
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'One moment…' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay €19.99' })).toBeTruthy();
    expect(screen.getByTestId('root').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Buy for €19.99' })).toBeTruthy();
    expect(screen.getByTestId('root').getAttribute('aria-busy')).toBeNull();
  });
});
