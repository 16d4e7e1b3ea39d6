// @vitest-environment happy-dom
// The default skin's ClickToPay, driven through roles and labels against the sandbox (msw) and its
// Click to Pay stand-ins: the loading state, the one-time code with its error, the cards with the
// pay button, the info dialog, and the manual entry that shows the card form.
import { StrictMode, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutProvider } from 'headless-checkout';
import { CheckoutRoot, ClickToPay } from 'headless-checkout/skins/default';
import { createSandbox } from '../../examples/sandbox/app';
import { CLICK_TO_PAY_OTP } from '../../examples/sandbox/click-to-pay-otp';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { clickToPayIdToken, createClient, createSession } from '../sandbox/helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const server = setupServer(http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // This page runs the providers' scripts it loads, as a browser does (happy-dom's default is not to).
  const { settings } = (window as unknown as { happyDOM: { settings: Record<string, unknown> } }).happyDOM;
  settings['enableJavaScriptEvaluation'] = true;
  settings['disableJavaScriptFileLoading'] = false;
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const AMOUNT = { value: 12000, currency: 'EUR' };

async function renderSkin(node: ReactNode) {
  const session = await createSession(createClient(SANDBOX), { amount: AMOUNT, countryCode: 'NL' });
  return render(
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={AMOUNT}
        scriptUrls={{
          clickToPayVisa: `${SANDBOX}click-to-pay/visa/sdk.js`,
          clickToPayMastercard: `${SANDBOX}click-to-pay/mastercard/sdk.js`,
        }}
        session={{ id: session.id, sessionData: session.sessionData }}
      >
        <CheckoutRoot>{node}</CheckoutRoot>
      </CheckoutProvider>
    </StrictMode>,
  );
}

describe('default skin: ClickToPay', () => {
  it('the code screen: label, error announced and tied to the input, then the cards and the pay button', async () => {
    await renderSkin(
      <ClickToPay shopperIdentity={{ value: 'shopper@example.com', type: 'email' }}>
        <p>The card form</p>
      </ClickToPay>,
    );
    const region = screen.getByRole('region', { name: 'Click to Pay' });
    expect(within(region).getByRole('status').textContent).toContain('Loading Click to Pay…');
    // While Click to Pay loads, the card form waits (mounted, hidden).
    expect(screen.getByText('The card form').closest('[hidden]')).not.toBeNull();
    const code = await screen.findByLabelText('One-time code', {}, { timeout: 5_000 });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(code.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('Incorrect verification code');
    expect(error?.getAttribute('aria-live')).toBe('polite');
    fireEvent.change(code, { target: { value: CLICK_TO_PAY_OTP } });
    fireEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    const pay = await within(region).findByRole('button', { name: 'Pay €120.00 with •••• 1111' });
    expect(pay.hasAttribute('disabled')).toBe(false);
    expect(within(region).getByRole('combobox', { name: 'Select a card' }).textContent).toContain(
      'Visa Classic •••• 1111',
    );
    expect(within(region).getByRole('button', { name: 'Not you?' })).toBeTruthy();
  });

  it('manual entry shows the card form; the info dialog opens', async () => {
    localStorage.setItem('sandbox-ctp:recognized:visa', await clickToPayIdToken(createClient(SANDBOX)));
    await renderSkin(
      <ClickToPay>
        <p>The card form</p>
      </ClickToPay>,
    );
    const manual = await screen.findByRole(
      'button',
      { name: 'Enter card details manually' },
      { timeout: 5_000 },
    );
    expect(screen.getByText('or enter card details manually')).toBeTruthy();
    expect(manual.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('The card form').closest('[hidden]')).not.toBeNull();
    act(() => manual.click());
    expect(manual.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('The card form').closest('[hidden]')).toBeNull();
    act(() => screen.getByRole('button', { name: 'What is Click to Pay?' }).click());
    const dialog = await screen.findByRole('dialog', { name: 'Click to Pay' });
    expect(dialog.textContent).toContain('Pay with your saved cards');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('when Click to Pay is not available, only the card form shows', async () => {
    await renderSkin(
      <ClickToPay shopperIdentity={{ value: 'nobody@example.com', type: 'email' }}>
        <p>The card form</p>
      </ClickToPay>,
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Click to Pay' })).toBeNull(), {
      timeout: 5_000,
    });
    expect(screen.getByText('The card form').closest('[hidden]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enter card details manually' })).toBeNull();
  });
});
