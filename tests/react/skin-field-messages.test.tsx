// @vitest-environment happy-dom
// Issue 30, "Messages that name the field": through the default skin as a shopper sees it, an empty
// SEPA account holder and an empty billing address name the field they are about, not the card's
// holder ('Enter name as shown on card') or a generic 'Field not valid'.
import { StrictMode, type ComponentProps, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutProvider } from 'headless-checkout';
import type { PaymentData, PaymentResponse } from 'headless-checkout/core';
import { CheckoutRoot, PaymentMethodForm } from 'headless-checkout/skins/default';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function renderMethod(
  type: ComponentProps<typeof PaymentMethodForm>['type'],
  name: string,
  countryCode: string,
) {
  const onSubmit = vi.fn(async (_data: PaymentData): Promise<PaymentResponse> => ({
    resultCode: 'Authorised',
  }));
  const ui: ReactNode = (
    <StrictMode>
      <CheckoutProvider
        environment="test"
        clientKey="test_KEY"
        amount={{ value: 12000, currency: 'EUR' }}
        countryCode={countryCode}
        onSubmit={onSubmit}
        // No datasets: country and state are text inputs.
        deps={{ fetch: async () => new Response('{}', { status: 404 }) }}
        paymentMethodsResponse={{ paymentMethods: [{ type, name }] }}
      >
        <CheckoutRoot>
          <PaymentMethodForm type={type} />
        </CheckoutRoot>
      </CheckoutProvider>
    </StrictMode>
  );
  render(ui);
  return { onSubmit };
}

/** The text of the error a field points at with aria-describedby. */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('messages that name the field (default skin)', () => {
  it("an empty SEPA submit asks for the account holder name, not the card's", async () => {
    const { onSubmit } = renderMethod('sepadirectdebit', 'SEPA Direct Debit', 'NL');
    const holder = await screen.findByLabelText('Holder name');
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(holder.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(holder)).toBe('Enter the account holder name');
    expect(errorOf(screen.getByLabelText('Account number (IBAN)'))).toBe('Invalid account number');
    expect(screen.queryByText('Enter name as shown on card')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an empty billing address names each field; a wrong postal code gives the expected format', async () => {
    const { onSubmit } = renderMethod('afterpay_default', 'AfterPay', 'NL');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm purchase' }));
    const billing = screen.getByRole('group', { name: 'Billing address' });
    const postalCode = within(billing).getByLabelText('Postal code');
    await waitFor(() => expect(postalCode.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(postalCode)).toBe('Enter the postal code');
    expect(errorOf(within(billing).getByLabelText('Street'))).toBe('Enter the street');
    expect(errorOf(within(billing).getByLabelText('House number'))).toBe('Enter the house number');
    expect(errorOf(within(billing).getByLabelText('City'))).toBe('Enter the city');
    expect(within(billing).queryByText('Field not valid')).toBeNull();

    fireEvent.focus(postalCode);
    fireEvent.change(postalCode, { target: { value: '1011' } });
    fireEvent.blur(postalCode);
    await waitFor(() =>
      expect(errorOf(postalCode)).toBe('Enter a valid postal code. Expected format: 9999 AA'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
