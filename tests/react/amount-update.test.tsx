// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"enableIframePageLoading": true, "navigation": {"disableChildFrameNavigation": true}}}
// The provider's amount (and country) change in place: the checkout, the card form's machine, its
// secured-field frames and what the shopper typed stay; the form shows the new amount.
import { StrictMode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutProvider, useCard, useCheckout, type Amount, type UseCardResult } from 'headless-checkout';
import { CardForm } from 'headless-checkout/skins/default';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { loadDirectModePart } from 'headless-checkout/core';

// Direct mode's checks are a part of the card form, loaded with it (card-parts.test.ts covers the
// load): here they are there from the start, as on a page where a direct-mode form already loaded.
beforeAll(() => loadDirectModePart());

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const server = setupServer(http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const seen: { checkouts: Set<unknown>; machines: Set<unknown> } = {
  checkouts: new Set(),
  machines: new Set(),
};

function SecuredForm() {
  const card: UseCardResult = useCard();
  seen.checkouts.add(useCheckout());
  seen.machines.add(card.machine);
  return (
    <form {...card.getFormProps()}>
      <div data-testid="cardNumber" {...card.getSecuredFieldProps('cardNumber')} />
      <p data-testid="amount">{JSON.stringify(card.state.options.amount)}</p>
    </form>
  );
}

const page = (amount: Amount, child = <SecuredForm />, countryCode = 'NL') => (
  <StrictMode>
    <CheckoutProvider
      environment={SANDBOX}
      clientKey={SANDBOX_CLIENT_KEY}
      amount={amount}
      countryCode={countryCode}
      onSubmit={async () => ({})}
    >
      {child}
    </CheckoutProvider>
  </StrictMode>
);

describe('amount update in place', () => {
  it('keeps the checkout, the machine and the frames, and gives the form the new amount', () => {
    seen.checkouts.clear();
    seen.machines.clear();
    const { rerender } = render(page({ value: 12000, currency: 'EUR' }));
    const frame = screen.getByTestId('cardNumber').querySelector('iframe');
    expect(frame).not.toBeNull();
    const checkouts = seen.checkouts.size;
    const machines = seen.machines.size;
    rerender(page({ value: 24000, currency: 'EUR' }, undefined, 'BE'));
    expect(screen.getByTestId('amount').textContent).toBe(JSON.stringify({ value: 24000, currency: 'EUR' }));
    expect(screen.getByTestId('cardNumber').querySelector('iframe')).toBe(frame);
    expect(seen.checkouts.size).toBe(checkouts);
    expect(seen.machines.size).toBe(machines);
    const checkout = [...seen.checkouts].at(-1) as ReturnType<typeof useCheckout>;
    expect(checkout.config).toMatchObject({ amount: { value: 24000 }, countryCode: 'BE' });
  });

  it("keeps what the shopper typed in the skin's form, and the pay button shows the new amount", () => {
    const form = <CardForm mode="direct" hasHolderName />;
    const { rerender } = render(page({ value: 12000, currency: 'EUR' }, form));
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4111111111111111' } });
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'J. Smith' } });
    expect(screen.getByRole('button', { name: 'Pay €120.00' })).toBeTruthy();
    rerender(page({ value: 24000, currency: 'EUR' }, form));
    expect(screen.getByRole('button', { name: 'Pay €240.00' })).toBeTruthy();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4111 1111 1111 1111');
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('J. Smith');
  });

  it('refuses an invalid update with an IMPLEMENTATION_ERROR and keeps the configuration', () => {
    seen.checkouts.clear();
    render(page({ value: 100, currency: 'EUR' }));
    const checkout = [...seen.checkouts][0] as ReturnType<typeof useCheckout>;
    const before = checkout.config;
    expect(() => checkout.update({ amount: { value: 1.5, currency: 'EUR' } })).toThrow(
      /Invalid checkout update: .*amount.value must be an integer/,
    );
    expect(() => checkout.update({ countryCode: 'Netherlands' })).toThrow(/countryCode must be ISO 3166-1/);
    expect(checkout.config).toBe(before);
    checkout.update({ amount: { value: 100, currency: 'eur' } });
    expect(checkout.config).toBe(before);
  });
});
