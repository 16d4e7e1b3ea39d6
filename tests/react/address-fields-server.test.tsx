// @vitest-environment node
// The billing address on the server: no request, text inputs (the datasets load after mount).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutProvider } from 'headless-checkout';
import { CardForm, CheckoutRoot } from 'headless-checkout/skins/default';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('address fields on the server', () => {
  it('renders the country layout as text inputs and asks for no dataset', () => {
    expect(typeof window).toBe('undefined');
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const html = renderToString(
      <StrictMode>
        <CheckoutProvider environment="test" clientKey="test_KEY" amount={{ value: 1999, currency: 'USD' }}>
          <CheckoutRoot>
            <CardForm mode="direct" billingAddressMode="full" billingAddress={{ country: 'US' }} />
          </CheckoutRoot>
        </CheckoutProvider>
      </StrictMode>,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(html).toContain('Billing address');
    const input = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*/>`))?.[0] ?? '';
    expect(input('stateOrProvince')).toContain('autoComplete="billing address-level1"');
    expect(input('country')).toContain('value="US"');
    expect(html).not.toContain('role="combobox"');
  });
});
