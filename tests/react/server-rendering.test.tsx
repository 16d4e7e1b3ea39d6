// @vitest-environment node
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutProvider, useI18n } from 'headless-checkout';
import { createCheckout, loadMessages } from 'headless-checkout/core';
import { ActionView, CardForm, CheckoutRoot, PayButton } from 'headless-checkout/skins/default';

function Label() {
  const { t } = useI18n();
  return <span>{t('creditCard.numberField.title')}</span>;
}

describe('server rendering', () => {
  it('runs in an environment without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the provider, hooks and skin to a string', () => {
    const html = renderToString(
      <StrictMode>
        <CheckoutProvider environment="test" clientKey="test_KEY" amount={{ value: 1999, currency: 'EUR' }}>
          <CheckoutRoot>
            <Label />
            <PayButton />
          </CheckoutRoot>
        </CheckoutProvider>
      </StrictMode>,
    );
    expect(html).toContain('Card number');
    expect(html).toContain('Pay €19.99');
    expect(html).toContain('dir="ltr"');
    expect(html).toContain('data-state="ready"');
  });

  it('renders en-US texts with nothing loaded beforehand: the hook, the skin and the card form', async () => {
    vi.resetModules(); // fresh modules: no catalogue, engine or parser loaded by another test
    const { CheckoutProvider: Provider, useI18n: useFreshI18n } = await import('headless-checkout');
    const skin = await import('headless-checkout/skins/default');
    function Texts() {
      const { t, status } = useFreshI18n();
      return (
        <p data-status={status}>
          {`${t('creditCard.securityCodeField.title')} / ${t('payButton.withAmount', { amount: '€5.00' })}`}
        </p>
      );
    }
    const html = renderToString(
      <StrictMode>
        <Provider environment="test" clientKey="test_KEY" amount={{ value: 1999, currency: 'EUR' }}>
          <skin.CheckoutRoot>
            <Texts />
            <skin.CardForm hasHolderName />
            <skin.PayButton />
          </skin.CheckoutRoot>
        </Provider>
      </StrictMode>,
    );
    expect(html).toContain('<p data-status="ready">Security code / Pay €5.00</p>');
    for (const label of ['Card number', 'Expiry date', 'Security code', 'Name on card', 'Pay €19.99'])
      expect(html).toContain(label);
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('creditCard.');
  });

  it('renders merchant ICU strings on the server after loadMessages(locale, translations)', async () => {
    vi.resetModules(); // the parser is not loaded yet
    const { CheckoutProvider: Provider } = await import('headless-checkout');
    const core = await import('headless-checkout/core');
    const skin = await import('headless-checkout/skins/default');
    const translations = { 'en-US': { 'payButton.withAmount': 'Buy for {amount}' } };
    const options = {
      environment: 'test' as const,
      clientKey: 'test_KEY',
      amount: { value: 1999, currency: 'EUR' },
      translations,
    };
    const page = (checkout: ReturnType<typeof core.createCheckout>) =>
      renderToString(
        <Provider checkout={checkout}>
          <skin.PayButton />
        </Provider>,
      );
    // Before the parser has loaded, our text renders (the client re-renders with theirs).
    expect(page(core.createCheckout(options))).toContain('Pay €19.99');
    const preloadedMessages = await core.loadMessages('en-US', translations);
    expect(page(core.createCheckout(options, { preloadedMessages }))).toContain('Buy for €19.99');
  });

  it('renders a preloaded locale on the server, right to left for Arabic', async () => {
    const checkout = createCheckout(
      { environment: 'test', clientKey: 'test_KEY', locale: 'ar', amount: { value: 500, currency: 'USD' } },
      { preloadedMessages: await loadMessages('ar') },
    );
    const html = renderToString(
      <CheckoutProvider checkout={checkout}>
        <CheckoutRoot>
          <Label />
        </CheckoutRoot>
      </CheckoutProvider>,
    );
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('lang="ar"');
    expect(html).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('server rendering of an action', () => {
  it("ActionView with an action renders the action's busy panel: its view's code loads in the browser", () => {
    // Actions come after a payment in the browser; a page that renders one on the server gets the
    // busy panel (a Suspense fallback), which the browser replaces with the view once its code is there.
    const html = renderToString(
      <CheckoutProvider environment="test" clientKey="test_KEY" amount={{ value: 1999, currency: 'EUR' }}>
        <ActionView action={{ type: 'threeDS2', subtype: 'fingerprint', token: 'x', paymentData: 'p' }} />
      </CheckoutProvider>,
    );
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Processing payment…');
    expect(html).not.toContain('<iframe');
  });
});

describe('server rendering of the card form', () => {
  it('renders CardForm and useCard in secured mode without window', () => {
    const html = renderToString(
      <StrictMode>
        <CheckoutProvider environment="test" clientKey="test_KEY" amount={{ value: 1999, currency: 'EUR' }}>
          <CheckoutRoot>
            <CardForm hasHolderName installmentOptions={{ card: { values: [1, 2, 3] } }} />
          </CheckoutRoot>
        </CheckoutProvider>
      </StrictMode>,
    );
    expect(html).toContain('Card number');
    expect(html).toContain('data-secured-field="cardNumber"');
    expect(html).toContain('Name on card');
    expect(html).not.toContain('<iframe');
  });

  it('renders a frame container for the expiry month and one for the year with expiryFields="separate"', () => {
    const html = renderToString(
      <CheckoutProvider environment="test" clientKey="test_KEY" amount={{ value: 1999, currency: 'EUR' }}>
        <CheckoutRoot>
          <CardForm expiryFields="separate" />
        </CheckoutRoot>
      </CheckoutProvider>,
    );
    expect(html).toContain('Expiry month');
    expect(html).toContain('Expiry year');
    expect(html).toMatch(/data-secured-field="expiryMonth" data-state="loading"/);
    expect(html).toMatch(/data-secured-field="expiryYear" data-state="loading"/);
    expect(html).not.toContain('data-secured-field="expiryDate"');
  });
});
