// @vitest-environment happy-dom
// The default skin's billing address renders what useAddressFields returns: the country's layout,
// country and state as Radix Selects once their datasets loaded, a text input where none exists.
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBillingAddressPart } from 'headless-checkout/core';
import { CardForm, CheckoutRoot, preloadCardFormParts } from 'headless-checkout/skins/default';
import { renderInCheckout, setupSandboxServer } from './card-form-behaviour';

// The card's billing address part, loaded as a page that shows it from the start would preload it
// (its loading after mount: tests/core/card/billing-address-part.test.ts, skin-card-form.test.tsx).
beforeAll(() => Promise.all([loadBillingAddressPart(), preloadCardFormParts(['billingAddress'])]));

describe('default skin: AddressFields', () => {
  setupSandboxServer();

  it('offers the US states in a select, a prefecture as text in Japan', async () => {
    const { unmount } = renderInCheckout(
      <CheckoutRoot>
        <CardForm mode="direct" billingAddressMode="full" billingAddress={{ country: 'US' }} />
      </CheckoutRoot>,
    );
    const address = screen.getByRole('group', { name: 'Billing address' });
    // Before the datasets answer, the state is a text input with its autofill token.
    expect(within(address).getByRole('textbox', { name: 'State' }).getAttribute('autocomplete')).toBe(
      'billing address-level1',
    );
    const state = await within(address).findByRole('combobox', { name: 'State' });
    expect(state.textContent).toContain('Select a state or province');
    expect(state.getAttribute('aria-required')).toBe('true');
    await within(address).findByRole('combobox', { name: 'Country/Region' });
    expect(
      within(address)
        .getByLabelText(/Zip code/)
        .getAttribute('placeholder'),
    ).toBe('99999');
    unmount();

    renderInCheckout(
      <CheckoutRoot>
        <CardForm mode="direct" billingAddressMode="full" billingAddress={{ country: 'JP' }} />
      </CheckoutRoot>,
    );
    const japan = screen.getByRole('group', { name: 'Billing address' });
    await within(japan).findByRole('combobox', { name: 'Country/Region' });
    // The sandbox has no prefectures: once its answer is in, a text input stays.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(within(japan).getByRole('textbox', { name: 'Prefecture' })).toBeTruthy();
    expect(within(japan).queryByRole('combobox', { name: 'Prefecture' })).toBeNull();
  });
});
