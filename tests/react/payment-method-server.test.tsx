// @vitest-environment node
// The method hooks on the server: no window, no call; a 'loading' form until the browser loads it,
// or the form itself when the definition and the payment methods are there before the render.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutProvider, useIssuerList } from 'headless-checkout';
import { loadPaymentMethod } from 'headless-checkout/core';

function Issuers() {
  const list = useIssuerList('ideal');
  return (
    <p data-status={list.status}>
      {list.issuers.map((issuer) => issuer.name).join(', ')} | {list.payButtonLabel}
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
});
