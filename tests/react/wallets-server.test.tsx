// @vitest-environment node
// Amazon Pay and PayPal on the server: no window, no call, no script; the pending state renders
// (en-US), and the browser takes over after hydration.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutProvider } from 'headless-checkout';
import { AmazonPay, PayPalButtons } from 'headless-checkout/skins/default';

describe('wallets on the server', () => {
  it('render pending, call nothing', () => {
    const fetch = vi.fn();
    const html = renderToString(
      <CheckoutProvider
        environment="test"
        clientKey="test_KEY"
        amount={{ value: 1000, currency: 'EUR' }}
        session={{ id: 'CS1', sessionData: 'data' }}
        deps={{ fetch: fetch as typeof globalThis.fetch }}
      >
        <AmazonPay />
        <PayPalButtons />
        <AmazonPay amazonCheckoutSessionId="AMZN-1" />
      </CheckoutProvider>,
    );
    expect(html).toContain('class="hc-amazonpay" data-step="button" data-state="pending"');
    expect(html).toContain('class="hc-paypal" data-state="pending"');
    expect(html).toContain('data-step="review"');
    expect(html).toContain('Loading…');
    expect(fetch).not.toHaveBeenCalled();
  });
});
