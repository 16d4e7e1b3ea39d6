// @vitest-environment happy-dom
// The default skin's PaymentMethodForm: any method drawn from its definition's layout, through
// roles and labels as a shopper uses it (AfterPay's open-invoice form here).
import { StrictMode, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutProvider } from 'headless-checkout';
import type { PaymentData, PaymentResponse } from 'headless-checkout/core';
import { CheckoutRoot, PaymentMethodForm } from 'headless-checkout/skins/default';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function provider(ui: ReactNode, onSubmit: (data: PaymentData) => Promise<PaymentResponse>) {
  return (
    <StrictMode>
      <CheckoutProvider
        environment="test"
        clientKey="test_KEY"
        amount={{ value: 12000, currency: 'EUR' }}
        countryCode="NL"
        onSubmit={onSubmit}
        // No datasets and no attempt id here: country and state are text inputs, the payment goes on.
        deps={{ fetch: async () => new Response('{}', { status: 404 }) }}
        paymentMethodsResponse={{ paymentMethods: [{ type: 'afterpay_default', name: 'AfterPay' }] }}
      >
        <CheckoutRoot>{ui}</CheckoutRoot>
      </CheckoutProvider>
    </StrictMode>
  );
}

function renderForm(answer: PaymentResponse = { resultCode: 'Authorised' }) {
  const onSubmit = vi.fn(async (_data: PaymentData) => answer);
  render(provider(<PaymentMethodForm type="afterpay_default" />, onSubmit));
  return { onSubmit };
}

const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) => {
  const input = within(scope).getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

async function fillAfterPay() {
  const personal = await screen.findByRole('group', { name: 'Personal details' });
  type('First name', 'Jan', personal);
  type('Last name', 'Jansen', personal);
  fireEvent.click(within(personal).getByRole('radio', { name: 'Male' }));
  type('Date of birth', '14031980', personal);
  type('Telephone number', '+31 20 123 4567', personal);
  type('Email address', 'jan@example.nl', personal);
  const billing = screen.getByRole('group', { name: 'Billing address' });
  type('Street', 'Simon Carmiggeltstraat', billing);
  type('House number', '6-50', billing);
  type('Postal code', '1011 DJ', billing);
  type('City', 'Amsterdam', billing);
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree with the terms and conditions/ }));
}

describe('PaymentMethodForm (default skin)', () => {
  it("draws AfterPay's sections with their legends, the date of birth masked, the terms linked for the country and locale", async () => {
    renderForm();
    const personal = await screen.findByRole('group', { name: 'Personal details' });
    expect(
      within(personal)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('autocomplete')),
    ).toEqual(['given-name', 'family-name', 'bday', 'tel', 'email']);
    expect(within(personal).getByRole('radiogroup', { name: 'Gender' })).toBeTruthy();
    type('Date of birth', '14031980', personal);
    expect((within(personal).getByLabelText('Date of birth') as HTMLInputElement).value).toBe('14/03/1980');
    const billing = screen.getByRole('group', { name: 'Billing address' });
    expect((within(billing).getByLabelText('Country/Region') as HTMLInputElement).value).toBe('NL');
    expect(within(billing).getByLabelText('Postal code').getAttribute('placeholder')).toBe('9999 AA');
    expect(screen.queryByRole('group', { name: 'Delivery address' })).toBeNull();
    const terms = screen.getByRole('link', { name: 'terms and conditions' });
    expect(terms.getAttribute('href')).toBe(
      'https://documents.riverty.com/terms_conditions/payment_methods/invoice/nl_en/',
    );
    expect(screen.getByRole('button', { name: 'Confirm purchase' })).toBeTruthy();
  });

  it('an empty submit shows every error once, announced, focuses the first field, and sends nothing', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm purchase' }));
    const firstName = screen.getByLabelText('First name');
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(firstName.getAttribute('aria-describedby')!)!;
    expect(described.getAttribute('aria-live')).toBe('polite');
    expect(described.textContent).toBe('Enter your first name');
    const consent = screen.getByRole('checkbox', { name: /I agree/ });
    expect(document.getElementById(consent.getAttribute('aria-describedby')!)!.textContent).toBe(
      'You must agree with the terms & conditions',
    );
    const gender = screen.getByRole('group', { name: 'Gender' });
    expect(document.getElementById(gender.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Select your gender',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the separate delivery address box asks the delivery address; a filled form pays once with the payload of spec section 3', async () => {
    const { onSubmit } = renderForm();
    await fillAfterPay();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Specify a separate delivery address' }));
    const delivery = await screen.findByRole('group', { name: 'Delivery address' });
    type('Street', 'Damrak', delivery);
    type('House number', '1', delivery);
    type('Postal code', '1012 LG', delivery);
    type('City', 'Amsterdam', delivery);
    type('Country/Region', 'NL', delivery);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await screen.findByText('Payment successful');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      paymentMethod: { type: 'afterpay_default' },
      shopperName: { firstName: 'Jan', lastName: 'Jansen', gender: 'MALE' },
      dateOfBirth: '1980-03-14',
      telephoneNumber: '+31 20 123 4567',
      shopperEmail: 'jan@example.nl',
      billingAddress: {
        street: 'Simon Carmiggeltstraat',
        houseNumberOrName: '6-50',
        postalCode: '1011 DJ',
        city: 'Amsterdam',
        stateOrProvince: 'N/A',
        country: 'NL',
      },
      deliveryAddress: {
        street: 'Damrak',
        houseNumberOrName: '1',
        postalCode: '1012 LG',
        city: 'Amsterdam',
        stateOrProvince: 'N/A',
        country: 'NL',
      },
    });
    expect((screen.getByRole('button', { name: 'Paid' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a refusal is shown and announced, the values kept, no second payment', async () => {
    const { onSubmit } = renderForm({ resultCode: 'Refused' });
    await fillAfterPay();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payment refused');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Jan');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
