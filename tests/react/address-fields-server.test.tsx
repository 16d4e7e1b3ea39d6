// @vitest-environment node
// The billing address on the server: an optional part of the card form, so a server render shows it
// when the page preloaded the part (`await loadBillingAddressPart()` and the skin's view,
// `preloadCardFormParts(['billingAddress'])`, as for a locale's catalogue);
// then no request, text inputs (the datasets load after mount). Without it, nothing loads there.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutProvider } from 'headless-checkout';
import { billingAddressPart, loadBillingAddressPart } from 'headless-checkout/core';
import { CardForm, CheckoutRoot, preloadCardFormParts } from 'headless-checkout/skins/default';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = () =>
  renderToString(
    <StrictMode>
      <CheckoutProvider environment="test" clientKey="test_KEY" amount={{ value: 1999, currency: 'USD' }}>
        <CheckoutRoot>
          <CardForm mode="direct" billingAddressMode="full" billingAddress={{ country: 'US' }} />
        </CheckoutRoot>
      </CheckoutProvider>
    </StrictMode>,
  );

describe('address fields on the server', () => {
  it('without the part preloaded: the card form, no address, nothing loaded or asked', () => {
    expect(typeof window).toBe('undefined');
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const html = page();
    expect(html).toContain('Card number');
    expect(html).not.toContain('Billing address');
    expect(billingAddressPart()).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with the part preloaded: the country layout as text inputs, and no dataset asked', async () => {
    await Promise.all([loadBillingAddressPart(), preloadCardFormParts(['billingAddress'])]);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const html = page();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(html).toContain('Billing address');
    const input = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*/>`))?.[0] ?? '';
    expect(input('stateOrProvince')).toContain('autoComplete="billing address-level1"');
    expect(input('country')).toContain('value="US"');
    expect(html).not.toContain('role="combobox"');
  });
});
