// @vitest-environment happy-dom
// The wallet hooks and skin components (useGooglePay, useApplePay, GooglePayButton, ApplePayButton)
// against the sandbox's handlers through msw and the sandbox's own stand-ins of Google's script and
// ApplePaySession. happy-dom runs no script files, so the test plays the browser's script loading:
// when the loader adds a provider's <script>, the stand-in's source (what the sandbox serves at that
// URL) runs and the element fires 'load'.
import { StrictMode, type ReactNode } from 'react';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutProvider, useApplePay, useGooglePay } from 'headless-checkout';
import type { CheckoutError } from 'headless-checkout/core';
import { ApplePayButton, GooglePayButton } from 'headless-checkout/skins/default';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { APPLE_PAY_STAND_IN, GOOGLE_PAY_STAND_IN } from '../../examples/sandbox/routes/wallets';
import { createClient, createSession } from '../sandbox/helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const GOOGLE_SCRIPT = `${SANDBOX}googlepay/gp/p/js/pay.js`;
const APPLE_SCRIPT = `${SANDBOX}applepay/jsapi/1.latest/apple-pay-sdk.js`;
// Each test loads the scripts afresh (the loader loads a URL once per page).
let run = 0;
let GOOGLE_URL = GOOGLE_SCRIPT;
let APPLE_URL = APPLE_SCRIPT;
const sandbox = createSandbox();
const requests: Array<{ path: string; body: Record<string, unknown> }> = [];
const server = setupServer(
  http.all(`${SANDBOX}*`, async ({ request }) => {
    const body = request.method === 'POST' ? ((await request.clone().json()) as Record<string, unknown>) : {};
    requests.push({ path: new URL(request.url).pathname, body });
    return sandbox.handle(request);
  }),
);
const AMOUNT = { value: 12000, currency: 'EUR' };
const payments = () => requests.filter((request) => request.path.endsWith('/payments'));

/** Runs a stand-in's source as the page would (its own URL as `document.currentScript`). */
function runStandIn(source: string, src: string): void {
  const page = new Proxy(document, {
    get: (target, property) =>
      property === 'currentScript'
        ? { src }
        : (() => {
            const value = Reflect.get(target, property) as unknown;
            return typeof value === 'function' ? value.bind(target) : value;
          })(),
  });
  new Function('document', source)(page);
}

let failing: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  failing = [];
  run += 1;
  GOOGLE_URL = `${GOOGLE_SCRIPT}?run=${run}`;
  APPLE_URL = `${APPLE_SCRIPT}?run=${run}`;
  // happy-dom has no isSecureContext; a test page on http://localhost is one.
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (!(node instanceof HTMLScriptElement)) return append(node);
    const src = node.src;
    queueMicrotask(() => {
      if (failing.some((url) => src.startsWith(url))) return void node.dispatchEvent(new Event('error'));
      if (src.startsWith(GOOGLE_SCRIPT)) runStandIn(GOOGLE_PAY_STAND_IN, src);
      else if (src.startsWith(APPLE_SCRIPT)) runStandIn(APPLE_PAY_STAND_IN, src);
      node.dispatchEvent(new Event('load'));
    });
    return node;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
  requests.length = 0;
  delete (window as { google?: unknown }).google;
  delete (window as { ApplePaySession?: unknown }).ApplePaySession;
  document.body.replaceChildren();
});
afterAll(() => server.close());

/** A provider on a sandbox session, its errors recorded. */
async function sessionWrapper(scriptUrls: { googlePay?: string; applePay?: string } = {}) {
  const session = await createSession(createClient(SANDBOX), { amount: AMOUNT, countryCode: 'NL' });
  requests.length = 0;
  const errors: CheckoutError[] = [];
  const results: string[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={AMOUNT}
        countryCode="NL"
        locale="nl-NL"
        session={{ id: session.id, sessionData: session.sessionData }}
        scriptUrls={{ googlePay: GOOGLE_URL, applePay: APPLE_URL, ...scriptUrls }}
        risk={{ enabled: false }}
        analytics={{ enabled: false }}
        onError={(error) => errors.push(error)}
        onPaymentCompleted={(response) => results.push(String(response.resultCode))}
        onPaymentFailed={(response) => results.push(String(response.resultCode))}
      >
        {children}
      </CheckoutProvider>
    </StrictMode>
  );
  return { wrapper, errors, results };
}

const sheet = (name: string) => screen.findByRole('dialog', { name });

describe('GooglePayButton (useGooglePay)', () => {
  it("draws Google's button in the checkout's language and pays with the chosen card, once", async () => {
    const { wrapper, results } = await sessionWrapper();
    render(<GooglePayButton buttonType="pay" />, { wrapper });
    const button = await screen.findByRole('button', { name: 'Google Pay' });
    expect(button.getAttribute('lang')).toBe('nl');
    const group = screen.getByRole('group', { name: 'Google Pay' });
    fireEvent.click(button);
    fireEvent.click(button); // within 300 ms: one sheet
    const dialog = await sheet('Google Pay (sandbox)');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog.textContent).toContain('EUR 120.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay with Visa •••• 1111' }));
    await waitFor(() => expect(results).toEqual(['Authorised']));
    const success = await within(group).findByRole('status');
    expect(success.textContent).toContain('Betaling geslaagd');
    await waitFor(() => expect(document.activeElement).toBe(success));
    expect(payments()).toHaveLength(1);
    expect(payments()[0]!.body['paymentMethod']).toMatchObject({
      type: 'googlepay',
      googlePayCardNetwork: 'VISA',
      googlePayToken: expect.stringContaining('ECv2'),
    });
    expect(payments()[0]!.body['browserInfo']).toMatchObject({ userAgent: expect.any(String) });
    // The button is gone after success: nothing to pay again with.
    expect(within(group).queryByRole('button', { name: 'Google Pay' })).toBeNull();
  });

  it('a cancelled sheet: back to the button, CANCEL reported, nothing shown', async () => {
    const { wrapper, errors } = await sessionWrapper();
    render(<GooglePayButton />, { wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'Google Pay' }));
    fireEvent.click(within(await sheet('Google Pay (sandbox)')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(errors.map((error) => error.type)).toEqual(['CANCEL']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Google Pay' })).toBeTruthy();
    expect(payments()).toHaveLength(0);
  });

  it('the declined card: the refusal shown and announced', async () => {
    const { wrapper, results } = await sessionWrapper();
    render(<GooglePayButton />, { wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'Google Pay' }));
    const dialog = await sheet('Google Pay (sandbox)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay with Visa •••• 0002 (declined)' }));
    await waitFor(() => expect(results).toEqual(['Refused']));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Betaling geweigerd');
    expect(screen.getByRole('button', { name: 'Google Pay' })).toBeTruthy();
  });

  it("not available (isReadyToPay false, or the script fails): no button, 'Google Pay is not available'", async () => {
    const unavailable = await sessionWrapper({ googlePay: `${GOOGLE_URL}&available=false` });
    const { container, unmount } = render(<GooglePayButton />, { wrapper: unavailable.wrapper });
    await waitFor(() =>
      expect(unavailable.errors.map((error) => error.message)).toEqual(['Google Pay is not available']),
    );
    expect(container.innerHTML).toBe('');
    unmount();
    failing = [GOOGLE_SCRIPT];
    const broken = await sessionWrapper();
    const { result } = renderHook(() => useGooglePay(), { wrapper: broken.wrapper });
    await waitFor(() => expect(result.current.available).toBe(false));
    expect(result.current.error?.message).toBe('Google Pay is not available');
    expect(result.current.screen.name).toBe('unavailable');
    expect(broken.errors.map((error) => error.type)).toEqual(['ERROR']);
  });
});

describe('ApplePayButton (useApplePay)', () => {
  it('validates the merchant, pays with applePayToken and completes the sheet', async () => {
    const { wrapper, results } = await sessionWrapper();
    render(<ApplePayButton buttonType="buy" buttonColor="white-with-line" />, { wrapper });
    const button = await screen.findByRole('button', { name: 'Apple Pay' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(button.dataset).toMatchObject({ type: 'buy', color: 'white-with-line', state: 'available' });
    fireEvent.click(button);
    const dialog = await sheet('Apple Pay (sandbox)');
    const pay = await within(dialog).findByRole('button', { name: 'Pay with Visa •••• 1111' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(requests.find((request) => request.path.endsWith('/applePay/sessions'))?.body).toEqual({
      displayName: 'Sandbox Merchant',
      domainName: 'localhost',
      initiative: 'web',
      merchantIdentifier: 'merchant.test.sandbox',
    });
    fireEvent.click(pay);
    await waitFor(() => expect(results).toEqual(['Authorised']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const method = payments()[0]!.body['paymentMethod'] as { type: string; applePayToken: string };
    expect(method.type).toBe('applepay');
    expect(JSON.parse(atob(method.applePayToken))).toMatchObject({ paymentData: { version: 'EC_v1' } });
  });

  it('cancel: CANCEL reported, the button back', async () => {
    const { wrapper, errors } = await sessionWrapper();
    render(<ApplePayButton />, { wrapper });
    const button = await screen.findByRole('button', { name: 'Apple Pay' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    fireEvent.click(within(await sheet('Apple Pay (sandbox)')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(errors.map((error) => error.type)).toEqual(['CANCEL']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(payments()).toHaveLength(0);
  });

  it('not available on this device: no button, the ERROR reported', async () => {
    const { wrapper, errors } = await sessionWrapper({ applePay: `${APPLE_URL}&available=false` });
    const { result } = renderHook(() => useApplePay(), { wrapper });
    await waitFor(() => expect(result.current.available).toBe(false));
    expect(errors.map((error) => [error.type, error.message])).toEqual([
      ['ERROR', 'Apple Pay is not available on this device'],
    ]);
  });

  it('an insecure page: IMPLEMENTATION_ERROR, and Apple’s script is not loaded', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    const { wrapper, errors } = await sessionWrapper();
    const { result } = renderHook(() => useApplePay(), { wrapper });
    await waitFor(() => expect(result.current.available).toBe(false));
    expect(errors[0]?.type).toBe('IMPLEMENTATION_ERROR');
    expect(errors[0]?.message).toContain('https is required');
    expect((window as { ApplePaySession?: unknown }).ApplePaySession).toBeUndefined();
  });

  it('renders nothing on the server', async () => {
    const { renderToString } = await import('react-dom/server');
    const { wrapper: Wrapper } = await sessionWrapper();
    const html = renderToString(
      <Wrapper>
        <ApplePayButton />
        <GooglePayButton />
      </Wrapper>,
    );
    expect(html).not.toContain('<button');
    await act(async () => undefined);
  });
});
