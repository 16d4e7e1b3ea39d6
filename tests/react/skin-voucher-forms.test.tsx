// @vitest-environment happy-dom
// The default skin's PaymentMethodForm for the voucher family, as a shopper uses it: Boleto's
// copy-to-email box revealing the email, econtext's telephone mask, Dragonpay's issuer list; a bad
// value shows its rule's message and sends nothing; a valid form pays once and the voucher shows in
// the form's place, focused.
import { StrictMode, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutProvider } from 'headless-checkout';
import type { PaymentData, PaymentResponse } from 'headless-checkout/core';
import { CheckoutRoot, PaymentMethodForm } from 'headless-checkout/skins/default';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ISSUERS = [
  { id: 'BDO', name: 'BDO Internet Banking' },
  { id: 'PNB', name: 'PNB Internet Banking', disabled: true },
];

function renderForm(ui: ReactNode, answer: PaymentResponse, countryCode = 'BR') {
  const onSubmit = vi.fn(async (_data: PaymentData) => answer);
  render(
    <StrictMode>
      <CheckoutProvider
        environment="test"
        clientKey="test_KEY"
        amount={{ value: 15000, currency: 'BRL' }}
        countryCode={countryCode}
        onSubmit={onSubmit}
        deps={{ fetch: async () => new Response('{}', { status: 404 }) }}
        paymentMethodsResponse={{
          paymentMethods: [
            { type: 'boletobancario', name: 'Boleto Bancario' },
            { type: 'econtext_seven_eleven', name: '7-Eleven' },
            { type: 'dragonpay_ebanking', name: 'Online Banking', issuers: ISSUERS },
          ],
        }}
      >
        <CheckoutRoot>{ui}</CheckoutRoot>
      </CheckoutProvider>
    </StrictMode>,
  );
  return { onSubmit };
}

const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) => {
  const input = within(scope).getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')!)!.textContent;

const BOLETO_VOUCHER: PaymentResponse = {
  resultCode: 'PresentToShopper',
  action: {
    type: 'voucher',
    paymentMethodType: 'boletobancario',
    paymentData: 'pd',
    reference: '23790.12345 60000.000003 00000.000000 1 00000000015000',
    totalAmount: { value: 15000, currency: 'BRL' },
    expiresAt: '2026-11-28T00:00:00Z',
    downloadUrl: 'https://checkout.example/vouchers/1.pdf',
    barcodeImage: 'https://checkout.example/barcode.shtml?data=1',
  },
} as PaymentResponse;

describe('voucher forms (default skin)', () => {
  it('Boleto: the copy box reveals the email (checked only while ticked); a filled form pays once and the voucher shows, focused', async () => {
    const { onSubmit } = renderForm(<PaymentMethodForm type="boletobancario" />, BOLETO_VOUCHER);
    const personal = await screen.findByRole('group', { name: 'Personal details' });
    type('First name', 'José', personal);
    type('Last name', 'Silva', personal);
    type('CPF/CNPJ', '123.456.789-00', personal);
    expect(errorOf(within(personal).getByLabelText('CPF/CNPJ'))).toBe('Enter a valid CPF/CNPJ number');
    type('CPF/CNPJ', '12345678909', personal);
    expect((within(personal).getByLabelText('CPF/CNPJ') as HTMLInputElement).value).toBe('123.456.789-09');
    const billing = screen.getByRole('group', { name: 'Billing address' });
    type('Street', 'Rua Funcionarios', billing);
    type('House number', '952', billing);
    type('Postal code', '04386-040', billing);
    type('City', 'São Paulo', billing);
    type('State', 'SP', billing);
    expect(screen.queryByLabelText('Email address')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send a copy to my email' }));
    const email = await screen.findByLabelText('Email address');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(errorOf(email)).toBe('Invalid email address');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Email address', 'jose@example.com.br');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    const voucher = await screen.findByRole('region', { name: 'Payment reference' });
    await waitFor(() => expect(document.activeElement).toBe(voucher));
    expect(within(voucher).getByRole('img', { name: /Barcode for reference/ })).toBeTruthy();
    expect(within(voucher).getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      'https://checkout.example/vouchers/1.pdf',
    );
    expect(within(voucher).queryByText('Invalid email address')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      paymentMethod: { type: 'boletobancario' },
      shopperName: { firstName: 'José', lastName: 'Silva' },
      socialSecurityNumber: '12345678909',
      shopperEmail: 'jose@example.com.br',
      billingAddress: {
        street: 'Rua Funcionarios',
        houseNumberOrName: '952',
        postalCode: '04386-040',
        city: 'São Paulo',
        stateOrProvince: 'SP',
        country: 'BR',
      },
    });
  });

  it('econtext: the telephone keeps digits only, at most 11; 10 or 11 digits, else its message; nothing sent', async () => {
    const { onSubmit } = renderForm(<PaymentMethodForm type="econtext_seven_eleven" />, BOLETO_VOUCHER, 'JP');
    const telephone = await screen.findByLabelText('Telephone number');
    type('Telephone number', '090-1234-5678-99');
    expect((telephone as HTMLInputElement).value).toBe('09012345678');
    type('Telephone number', '090123');
    expect(errorOf(telephone)).toBe('Telephone number must be 10 or 11 digits long');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("Dragonpay: email, then the issuer among the payment methods' enabled issuers, required", async () => {
    const { onSubmit } = renderForm(<PaymentMethodForm type="dragonpay_ebanking" />, BOLETO_VOUCHER, 'PH');
    const email = await screen.findByLabelText('Email address');
    const issuer = screen.getByRole('combobox', { name: 'Bank' });
    expect(issuer.textContent).toContain('Select your bank');
    type('Email address', 'juan@example.ph');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(issuer.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(issuer)).toBe('Select an issuer');
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
