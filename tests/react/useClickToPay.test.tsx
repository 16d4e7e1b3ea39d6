// @vitest-environment happy-dom
// useClickToPay against the sandbox through msw: the page loads the sandbox's stand-ins of the
// Visa and Mastercard SDKs (the real script loader, scripts run by happy-dom), the one-time code,
// the cards and a payment that goes through the payment lifecycle; on the server nothing loads.
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutProvider, useClickToPay, type UseClickToPayOptions } from 'headless-checkout';
import { createSandbox } from '../../examples/sandbox/app';
import { CLICK_TO_PAY_MAX_WRONG_CODES, CLICK_TO_PAY_OTP } from '../../examples/sandbox/click-to-pay-otp';
import { enUS } from '../../headless/core/i18n/messages/en-US';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { clickToPayIdToken, createClient, createSession } from '../sandbox/helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const requests: Array<{ path: string; body: Record<string, unknown> }> = [];
const server = setupServer(
  http.all(`${SANDBOX}*`, async ({ request }) => {
    const body = request.method === 'POST' ? ((await request.clone().json()) as Record<string, unknown>) : {};
    requests.push({ path: new URL(request.url).pathname, body });
    return sandbox.handle(request);
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // This page runs the providers' scripts it loads, as a browser does (happy-dom's default is not to).
  const { settings } = (window as unknown as { happyDOM: { settings: Record<string, unknown> } }).happyDOM;
  settings['enableJavaScriptEvaluation'] = true;
  settings['disableJavaScriptFileLoading'] = false;
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  localStorage.clear();
  sandbox.reset();
});
afterAll(() => server.close());

const AMOUNT = { value: 12000, currency: 'EUR' };
const SCRIPT_URLS = {
  clickToPayVisa: `${SANDBOX}click-to-pay/visa/sdk.js`,
  clickToPayMastercard: `${SANDBOX}click-to-pay/mastercard/sdk.js`,
};

async function wrapperOf() {
  const session = await createSession(createClient(SANDBOX), { amount: AMOUNT, countryCode: 'NL' });
  requests.length = 0;
  return ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={AMOUNT}
        scriptUrls={SCRIPT_URLS}
        session={{ id: session.id, sessionData: session.sessionData }}
      >
        {children}
      </CheckoutProvider>
    </StrictMode>
  );
}

async function renderClickToPay(options: UseClickToPayOptions) {
  const wrapper = await wrapperOf();
  return renderHook(() => useClickToPay(options), { wrapper });
}

const change = (value: string) => ({ target: { value } }) as never;
const submit = { preventDefault() {} } as never;

describe('useClickToPay', () => {
  it('the code, wrong then right, then the cards and a payment through the lifecycle', async () => {
    const { result } = await renderClickToPay({
      shopperIdentity: { value: 'shopper@example.com', type: 'email' },
    });
    expect(['Idle', 'Loading']).toContain(result.current.clickToPayStatus);
    expect(result.current.available).toBe('checking');
    expect(result.current.screen.name).toBe('loading');
    expect(result.current.cardForm).toBe('hidden');
    await waitFor(() => expect(result.current.clickToPayStatus).toBe('OneTimePassword'), { timeout: 5_000 });
    // The schemes' ids came from the session's scheme method; both stand-ins loaded once.
    expect(document.querySelectorAll('script[data-hc-script]')).toHaveLength(2);
    expect(result.current.otpSubtitle).toBe(
      'Enter the code Visa sent to s•••@example.com to verify it’s you.',
    );
    expect(result.current.cardForm).toBe('collapsed');
    const input = result.current.getOtpInputProps();
    expect(input).toMatchObject({
      autoComplete: 'one-time-code',
      inputMode: 'numeric',
      'aria-invalid': false,
      required: true,
    });
    expect(result.current.getOtpLabelProps().htmlFor).toBe(input.id);

    act(() => result.current.getOtpInputProps().onBlur({} as never));
    expect(result.current.meta('otp').error).toBe('Enter the one-time code');
    act(() => result.current.getOtpInputProps().onChange(change('999999')));
    act(() => result.current.getOtpFormProps().onSubmit(submit));
    await waitFor(() => expect(result.current.meta('otp').error).toBe('Incorrect verification code'));
    expect(result.current.getOtpInputProps()).toMatchObject({
      'aria-invalid': true,
      'aria-describedby': result.current.getErrorProps('otp').id,
    });

    act(() => result.current.resend());
    await waitFor(() => expect(result.current.resendLabel).toBe('Code resent'));
    expect(result.current.canResend).toBe(false);

    act(() => result.current.getOtpInputProps().onChange(change(CLICK_TO_PAY_OTP)));
    act(() => result.current.getOtpFormProps().onSubmit(submit));
    await waitFor(() => expect(result.current.clickToPayStatus).toBe('Ready'));
    expect(result.current.cards.map((card) => [card.panLastFour, card.isExpired])).toEqual([
      ['1111', false],
      ['0002', false],
      ['0006', false],
      ['0008', true],
      ['0007', true],
    ]);
    expect(result.current.payButtonLabel).toBe('Pay €120.00 with •••• 1111');
    act(() => result.current.selectCard('ctp-visa-expired'));
    expect(result.current.selectedCard?.srcDigitalCardId).toBe('ctp-visa-1111');
    expect(result.current.getPayButtonProps().disabled).toBe(false);

    act(() => result.current.getPayButtonProps().onClick({} as never));
    expect(result.current.payButtonLabel).toBe('Processing payment…');
    // The stand-in's checkout dialog: the shopper confirms.
    const dialog = await waitFor(() => {
      const found = document.querySelector('dialog.sandbox-ctp-dcf');
      expect(found).not.toBeNull();
      return found!;
    });
    act(() =>
      (
        Array.from(dialog.querySelectorAll('button')).find(
          (button) => button.textContent === 'Continue',
        ) as HTMLButtonElement
      ).click(),
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    const payments = requests.filter((request) => request.path.endsWith('/payments'));
    expect(payments).toHaveLength(1);
    expect(payments[0]!.body['paymentMethod']).toMatchObject({
      type: 'scheme',
      srcScheme: 'visa',
      srcCorrelationId: 'sandbox-ctp-visa-shopper',
      srcTokenReference: '987654321',
    });
    expect(result.current.payButtonLabel).toBe('Paid');
    expect(result.current.getResultProps()).toMatchObject({ role: 'status', tabIndex: -1 });
    act(() => result.current.submit());
    expect(requests.filter((request) => request.path.endsWith('/payments'))).toHaveLength(1);
  });

  it('too many wrong codes: RETRIES_EXCEEDED shown, no more attempts until a new code; then the right code', async () => {
    const { result } = await renderClickToPay({
      shopperIdentity: { value: 'shopper@example.com', type: 'email' },
    });
    await waitFor(() => expect(result.current.clickToPayStatus).toBe('OneTimePassword'), { timeout: 5_000 });
    const tryCode = async (code: string) => {
      act(() => result.current.getOtpInputProps().onChange(change(code)));
      act(() => result.current.getOtpFormProps().onSubmit(submit));
      await waitFor(() => expect(result.current.busy).toBe(false));
    };
    for (let attempt = 1; attempt < CLICK_TO_PAY_MAX_WRONG_CODES; attempt += 1) {
      await tryCode('999999');
      expect(result.current.meta('otp').error).toBe('Incorrect verification code');
      expect(result.current.canContinue).toBe(true);
    }
    await tryCode('999999');
    // The scheme's reason, as the message key ctp.errors.RETRIES_EXCEEDED says it.
    expect(result.current.state.errorReason).toBe('RETRIES_EXCEEDED');
    expect(result.current.errorMessage).toBe(enUS['ctp.errors.RETRIES_EXCEEDED']);
    expect(result.current.meta('otp').error).toBe(enUS['ctp.errors.RETRIES_EXCEEDED']);
    expect(result.current.getOtpInputProps()).toMatchObject({
      disabled: true,
      'aria-invalid': true,
      'aria-describedby': result.current.getErrorProps('otp').id,
    });
    expect(result.current.canContinue).toBe(false);
    expect(result.current.showResend).toBe(true);
    expect(result.current.canResend).toBe(true);
    expect(result.current.cardForm).toBe('collapsed');
    // A submit now sends nothing to the scheme.
    const completions = () =>
      requests.filter((request) => request.path.endsWith('/identity-validation/complete')).length;
    expect(completions()).toBe(CLICK_TO_PAY_MAX_WRONG_CODES);
    act(() => result.current.getOtpFormProps().onSubmit(submit));
    expect(completions()).toBe(CLICK_TO_PAY_MAX_WRONG_CODES);

    act(() => result.current.resend());
    await waitFor(() => expect(result.current.resendLabel).toBe('Code resent'));
    expect(result.current.canContinue).toBe(true);
    expect(result.current.errorMessage).toBe('');
    await tryCode(CLICK_TO_PAY_OTP);
    await waitFor(() => expect(result.current.clickToPayStatus).toBe('Ready'));
  });

  it('an unknown shopper gets NotAvailable and the card form', async () => {
    const { result } = await renderClickToPay({
      shopperIdentity: { value: 'nobody@example.com', type: 'email' },
    });
    await waitFor(() => expect(result.current.clickToPayStatus).toBe('NotAvailable'), { timeout: 5_000 });
    // Both schemes loaded and were asked: neither knows the shopper.
    expect(result.current.state.schemes).toEqual(['visa', 'mc']);
    expect(result.current.state.error).toBeNull();
    expect(result.current.cardForm).toBe('shown');
    // Not available: the one shape of every method hook says so too.
    expect(result.current.available).toBe(false);
    expect(result.current.screen.name).toBe('unavailable');
    expect(result.current.status).toBe('ready');
  });

  it("'not you' then a login by mobile number; an unknown one shows NOT_FOUND", async () => {
    localStorage.setItem('sandbox-ctp:recognized:visa', await clickToPayIdToken(createClient(SANDBOX)));
    const { result } = await renderClickToPay({});
    await waitFor(() => expect(result.current.clickToPayStatus).toBe('Ready'), { timeout: 5_000 });
    act(() => result.current.logout());
    expect(result.current.clickToPayStatus).toBe('Login');
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(localStorage.getItem('sandbox-ctp:recognized:visa')).toBeNull();
    act(() => result.current.setLoginType('mobilePhone'));
    expect(result.current.getLoginInputProps()).toMatchObject({
      type: 'tel',
      autoComplete: 'tel',
      inputMode: 'tel',
    });
    act(() => result.current.getLoginInputProps().onChange(change('+44 7700 900000')));
    act(() => result.current.getLoginFormProps().onSubmit(submit));
    await waitFor(() => expect(result.current.meta('login').error).toMatch(/^No account found/));
    act(() => result.current.getLoginInputProps().onChange(change('+31 6 1234 5678')));
    act(() => result.current.getLoginFormProps().onSubmit(submit));
    await waitFor(() => expect(result.current.clickToPayStatus).toBe('OneTimePassword'));
    expect(result.current.otpSubtitle).toContain('•••• 5678');
  });

  it('names itself outside its provider, and renders on the server without loading anything', () => {
    expect(() => renderHook(() => useClickToPay())).toThrow(
      /useClickToPay must be used within a <CheckoutProvider>/,
    );
    function Probe() {
      const ctp = useClickToPay();
      return <p data-status={ctp.clickToPayStatus} data-card-form={ctp.cardForm} />;
    }
    const html = renderToString(
      <CheckoutProvider environment={SANDBOX} clientKey={SANDBOX_CLIENT_KEY}>
        <Probe />
      </CheckoutProvider>,
    );
    expect(html).toContain('data-status="Idle"');
    expect(html).toContain('data-card-form="hidden"');
    expect(requests).toHaveLength(0);
  });
});
