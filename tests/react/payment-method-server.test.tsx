// @vitest-environment node
// The method hooks on the server: no window, no call; a 'loading' form until the browser loads it,
// or the form itself when the definition and the payment methods are there before the render.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutProvider, useIssuerList } from 'headless-checkout';
import { loadPaymentMethod } from 'headless-checkout/core';
import { PaymentMethodForm } from 'headless-checkout/skins/default';

function Issuers() {
  const list = useIssuerList('ideal');
  return (
    <p data-status={list.status}>
      {(list.view?.issuers ?? []).map((issuer) => issuer.name).join(', ')} | {list.payButtonLabel}
    </p>
  );
}

describe('method hooks on the server', () => {
  it('render loading with a session, and call nothing (setup waits for the browser)', () => {
    const fetch = vi.fn();
    const html = renderToString(
      <CheckoutProvider
        environment="test"
        clientKey="test_KEY"
        session={{ id: 'CS1', sessionData: 'data' }}
        deps={{ fetch: fetch as typeof globalThis.fetch }}
      >
        <Issuers />
      </CheckoutProvider>,
    );
    expect(html).toContain('data-status="loading"');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('render the form when the definition was loaded and the payment methods came with the options', async () => {
    await loadPaymentMethod('ideal');
    const html = renderToString(
      <CheckoutProvider
        environment="test"
        clientKey="test_KEY"
        amount={{ value: 1000, currency: 'EUR' }}
        onSubmit={async () => ({})}
        paymentMethodsResponse={{
          paymentMethods: [{ type: 'ideal', name: 'iDEAL', issuers: [{ id: 'INGBNL2A', name: 'ING' }] }],
        }}
      >
        <Issuers />
      </CheckoutProvider>,
    );
    expect(html).toContain('data-status="ready"');
    expect(html.replace(/<!-- -->/g, '')).toContain('ING | Continue to iDEAL');
  });

  it("render a method laid out by its definition in the skin (AfterPay's form), in en-US, without a window", async () => {
    await loadPaymentMethod('afterpay_default');
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <CheckoutProvider
        environment="test"
        clientKey="test_KEY"
        amount={{ value: 1000, currency: 'EUR' }}
        countryCode="NL"
        onSubmit={async () => ({})}
        paymentMethodsResponse={{ paymentMethods: [{ type: 'afterpay_default', name: 'AfterPay' }] }}
      >
        <PaymentMethodForm type="afterpay_default" />
      </CheckoutProvider>,
    );
    for (const text of [
      'Personal details',
      'Date of birth',
      'Billing address',
      'terms and conditions',
      'Confirm purchase',
    ])
      expect(html).toContain(text);
  });
});
