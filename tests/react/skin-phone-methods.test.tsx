// @vitest-environment happy-dom
// The phone, code and QR methods through the default skin's PaymentMethodForm (roles and labels, as
// a shopper uses them) and usePaymentMethod: MB Way's prefix dropdown and number, Blik's code with
// its help, UPI's switch, Pix's details, TWINT new and stored, a QR method's button; bad input shows
// the rule's message and sends nothing.
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutProvider, usePaymentMethod } from 'headless-checkout';
import type { PaymentData, PaymentResponse } from 'headless-checkout/core';
import { CheckoutRoot, PaymentMethodForm } from 'headless-checkout/skins/default';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const METHODS = [
  { type: 'mbway', name: 'MB WAY' },
  { type: 'blik', name: 'BLIK' },
  { type: 'upi', name: 'UPI' },
  { type: 'upi_qr', name: 'UPI QR' },
  { type: 'upi_collect', name: 'UPI collect' },
  { type: 'pix', name: 'Pix' },
  { type: 'twint', name: 'TWINT' },
  { type: 'swish', name: 'Swish' },
  { type: 'qiwiwallet', name: 'QIWI Wallet' },
];

function Provider({
  children,
  onSubmit,
}: {
  children: ReactNode;
  onSubmit: (data: PaymentData) => Promise<PaymentResponse>;
}) {
  return (
    <CheckoutProvider
      environment="test"
      clientKey="test_KEY"
      amount={{ value: 4200, currency: 'EUR' }}
      countryCode="PT"
      onSubmit={onSubmit}
      deps={{ fetch: async () => new Response('{}', { status: 404 }) }}
      paymentMethodsResponse={{ paymentMethods: METHODS }}
    >
      <CheckoutRoot>{children}</CheckoutRoot>
    </CheckoutProvider>
  );
}

function renderForm(ui: ReactNode) {
  const onSubmit = vi.fn(async (_data: PaymentData): Promise<PaymentResponse> => ({
    resultCode: 'Authorised',
  }));
  render(<Provider onSubmit={onSubmit}>{ui}</Provider>);
  return { onSubmit };
}

const type = (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const errorOf = (label: string | RegExp) => {
  const input = screen.getByRole('textbox', { name: label });
  return document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent;
};

describe('phone, code and QR methods in the default skin', () => {
  it('MB Way: the prefix dropdown starts at +351; a wrong number shows mobileNumber.invalid and sends nothing; a right one pays prefix plus number', async () => {
    const { onSubmit } = renderForm(<PaymentMethodForm type="mbway" />);
    const prefix = await screen.findByRole('combobox', { name: 'Prefix' });
    expect(prefix.textContent).toContain('+351 (PT)');
    type('Mobile number', '812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(errorOf('Mobile number')).toBe('Invalid mobile number'));
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => prefix.focus());
    fireEvent.keyDown(prefix, { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(within(listbox).getByRole('option', { name: '+34 (ES)' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(errorOf('Mobile number')).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await screen.findByText('Payment successful');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      paymentMethod: { type: 'mbway', telephoneNumber: '+34812345678' },
    });
  });

  it('Blik: the code with its help linked; a short code shows blik.invalid and sends nothing', async () => {
    const { onSubmit } = renderForm(<PaymentMethodForm type="blik" />);
    const code = await screen.findByLabelText('Enter the 6-digit code');
    const described = code.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(described[0]!)!.textContent).toBe('Get the code from your banking app.');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    type('Enter the 6-digit code', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(errorOf('Enter the 6-digit code')).toBe('Enter 6 numbers'));
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(onSubmit).not.toHaveBeenCalled();
    type('Enter the 6-digit code', '777123');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await screen.findByText('Payment successful');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ paymentMethod: { type: 'blik', blikCode: '777123' } });
  });

  it("UPI: the switch moves between the address ('Continue') and the QR code ('Generate QR code')", async () => {
    const { onSubmit } = renderForm(<PaymentMethodForm type="upi" />);
    const mode = await screen.findByRole('radiogroup', { name: 'How would you like to use UPI?' });
    expect(within(mode).getByRole('radio', { name: 'Virtual Payment Address' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(errorOf('Virtual Payment Address')).toBe('Enter your Virtual Payment Address'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(within(mode).getByRole('radio', { name: 'QR code' }));
    expect(screen.queryByRole('textbox', { name: 'Virtual Payment Address' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Generate QR code' }));
    await screen.findByText('Payment successful');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ paymentMethod: { type: 'upi_qr' } });
  });

  it('UPI QR and UPI collect (the response lists them instead of upi): one mode each, no switch; once one paid, the other ends', async () => {
    const { onSubmit } = renderForm(
      <>
        <PaymentMethodForm type="upi_qr" />
        <PaymentMethodForm type="upi_collect" />
      </>,
    );
    await screen.findByRole('button', { name: 'Generate QR code' });
    await screen.findByRole('textbox', { name: 'Virtual Payment Address' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    type('Virtual Payment Address', 'shopper@upi');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Payment successful');
    expect(onSubmit.mock.calls.map(([data]) => data.paymentMethod)).toEqual([
      { type: 'upi_collect', virtualPaymentAddress: 'shopper@upi' },
    ]);
    // One order, one payment: the QR mode's form ended with the checkout.
    expect(screen.queryByRole('button', { name: 'Generate QR code' })).toBeNull();
    cleanup();
    const qr = renderForm(<PaymentMethodForm type="upi_qr" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Generate QR code' }));
    await waitFor(() => expect(qr.onSubmit).toHaveBeenCalledTimes(1));
    expect(qr.onSubmit.mock.calls[0]![0].paymentMethod).toEqual({ type: 'upi_qr' });
  });

  it("Pix: names and CPF/CNPJ masked as typed; 'Continue to Pix'", async () => {
    const { onSubmit } = renderForm(<PaymentMethodForm type="pix" />);
    await screen.findByRole('group', { name: 'Personal details' });
    type('First name', 'João');
    type('Last name', 'Silva');
    type('CPF/CNPJ', '52998224724');
    expect((screen.getByLabelText('CPF/CNPJ') as HTMLInputElement).value).toBe('529.982.247-24');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Pix' }));
    await waitFor(() => expect(errorOf('CPF/CNPJ')).toBe('Enter a valid CPF/CNPJ number'));
    expect(onSubmit).not.toHaveBeenCalled();
    type('CPF/CNPJ', '52998224725');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Pix' }));
    await screen.findByText('Payment successful');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      paymentMethod: { type: 'pix' },
      shopperName: { firstName: 'João', lastName: 'Silva' },
      socialSecurityNumber: '52998224725',
    });
  });

  it("TWINT: a new one reads 'Continue to TWINT'; a stored one is 'TWINT saved' and pays its amount", async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider onSubmit={async () => ({ resultCode: 'Authorised' })}>{children}</Provider>
    );
    const fresh = renderHook(() => usePaymentMethod('twint'), { wrapper });
    await waitFor(() => expect(fresh.result.current.state).not.toBeNull());
    expect(fresh.result.current.name).toBe('TWINT');
    expect(fresh.result.current.payButtonLabel).toBe('Continue to TWINT');
    const stored = renderHook(
      () => usePaymentMethod('twint', { storedPaymentMethodId: '8816038796685872' }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(stored.result.current.state).not.toBeNull());
    expect(stored.result.current.name).toBe('TWINT saved');
    expect(stored.result.current.payButtonLabel).toBe('Pay €42.00');
  });

  it('a QR method has no field, only its button', async () => {
    const { onSubmit } = renderForm(<PaymentMethodForm type="swish" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to Swish' }));
    await screen.findByText('Payment successful');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ paymentMethod: { type: 'swish' } });
  });
});
