// @vitest-environment happy-dom
// One order, one payment, in React (issue 31, point 7): once one method paid, its siblings on the
// page end (the skin draws nothing for them, the hooks say `closed`), `useCheckoutCompletion`
// gives the payment; a method the session does not offer is not drawn and only onError hears of it.
import type { ReactNode } from 'react';
import { fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutProvider, useCheckoutCompletion, usePaymentMethod } from 'headless-checkout';
import type { CheckoutError, PaymentData, PaymentResponse } from 'headless-checkout/core';
import { CheckoutRoot, PaymentMethodForm } from 'headless-checkout/skins/default';

const METHODS = [
  { type: 'sepadirectdebit', name: 'SEPA Direct Debit' },
  { type: 'mbway', name: 'MB Way' },
];

function providerWith(onError = vi.fn<(error: CheckoutError) => void>()) {
  const onSubmit = vi.fn(async (_data: PaymentData): Promise<PaymentResponse> => ({
    resultCode: 'Authorised',
  }));
  function Provider({ children }: { children: ReactNode }) {
    return (
      <CheckoutProvider
        environment="test"
        clientKey="test_KEY"
        amount={{ value: 4200, currency: 'EUR' }}
        countryCode="PT"
        onSubmit={onSubmit}
        onError={onError}
        deps={{ fetch: async () => new Response('{}', { status: 404 }) }}
        paymentMethodsResponse={{ paymentMethods: METHODS }}
      >
        <CheckoutRoot>{children}</CheckoutRoot>
      </CheckoutProvider>
    );
  }
  return { Provider, onSubmit, onError };
}

describe('one order, one payment', () => {
  it('the skin: once SEPA paid, MB Way next to it is gone, and the success stays', async () => {
    const { Provider, onSubmit } = providerWith();
    render(
      <Provider>
        <PaymentMethodForm type="sepadirectdebit" />
        <PaymentMethodForm type="mbway" />
      </Provider>,
    );
    await screen.findByRole('textbox', { name: 'Mobile number' });
    fireEvent.change(screen.getByLabelText('Holder name'), { target: { value: 'A. Klaassen' } });
    fireEvent.change(screen.getByLabelText('Account number (IBAN)'), {
      target: { value: 'NL13TEST0123456789' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay €42.00' }));
    await screen.findByText('Payment successful');
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /Pay|Continue/ })).toHaveLength(0);
    expect(screen.queryByRole('alert', { name: /error/i })).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('the hooks: `closed` on the sibling, `useCheckoutCompletion` gives the payment', async () => {
    const { Provider } = providerWith();
    const { result } = renderHook(
      () => ({
        sepa: usePaymentMethod('sepadirectdebit'),
        mbway: usePaymentMethod('mbway'),
        completion: useCheckoutCompletion(),
      }),
      { wrapper: Provider },
    );
    await waitFor(() => expect(result.current.mbway.state).not.toBeNull());
    expect(result.current.completion).toBeNull();
    const { sepa } = result.current;
    sepa.getInputProps('ownerName').onChange({ target: { value: 'A. Klaassen' } } as never);
    result.current.sepa.getInputProps('iban').onChange({ target: { value: 'NL13TEST0123456789' } } as never);
    result.current.sepa.submit();
    await waitFor(() => expect(result.current.sepa.status).toBe('success'));
    expect(result.current.completion).toEqual({ resultCode: 'Authorised' });
    expect(result.current.sepa).toMatchObject({ available: true, closed: null, message: expect.any(String) });
    expect(result.current.mbway).toMatchObject({
      available: false,
      closed: 'checkoutCompleted',
      error: null,
    });
    expect(result.current.mbway.screen).toMatchObject({ name: 'unavailable', messageKey: null });
  });
});

describe('a method the session does not offer', () => {
  it('is not drawn, and only the merchant hears of it (onError, IMPLEMENTATION_ERROR)', async () => {
    const { Provider, onError } = providerWith();
    const { container } = render(
      <Provider>
        <PaymentMethodForm type="blik" />
        <PaymentMethodForm type="mbway" />
      </Provider>,
    );
    await screen.findByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]![0]).toMatchObject({
      type: 'IMPLEMENTATION_ERROR',
      message: expect.stringContaining("do not offer 'blik'"),
    });
    expect(screen.queryByText(/blik/i)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });
});
