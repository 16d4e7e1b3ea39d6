// @vitest-environment happy-dom
// The default skin's IssuerList, through roles and labels as a shopper uses it.
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutProvider } from 'headless-checkout';
import type { PaymentData, PaymentResponse } from 'headless-checkout/core';
import { CheckoutRoot, IssuerList, PaymentMethodForm } from 'headless-checkout/skins/default';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The list remembers the shopper's last choice in the tab: every test is a first visit.
afterEach(() => sessionStorage.clear());

const ISSUERS = [
  { id: 'ABNANL2A', name: 'ABN AMRO' },
  { id: 'INGBNL2A', name: 'ING' },
  { id: 'RABONL2U', name: 'Rabobank' },
  { id: 'BITSNL2A', name: 'Yoursafe', disabled: true },
];

function renderList(ui: ReactNode, answer: PaymentResponse = { resultCode: 'Authorised' }) {
  const onSubmit = vi.fn(async (_data: PaymentData) => answer);
  render(
    <CheckoutProvider
      environment="test"
      clientKey="test_KEY"
      amount={{ value: 12000, currency: 'EUR' }}
      onSubmit={onSubmit}
      // No checkout attempt id here: the payment goes on without one.
      deps={{ fetch: async () => new Response('{}', { status: 404 }) }}
      paymentMethodsResponse={{
        paymentMethods: [
          { type: 'ideal', name: 'iDEAL', issuers: ISSUERS },
          { type: 'paybybank', name: 'Pay by Bank' },
        ],
      }}
    >
      <CheckoutRoot>{ui}</CheckoutRoot>
    </CheckoutProvider>,
  );
  return { onSubmit };
}

describe('IssuerList (default skin)', () => {
  it('offers popular banks as buttons and every bank in the list, the offline one not selectable', async () => {
    renderList(<IssuerList type="ideal" highlightedIssuers={['INGBNL2A', 'RABONL2U']} />);
    const popular = await screen.findByRole('group', { name: 'Popular banks' });
    expect(
      within(popular)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['ING', 'Rabobank']);
    const trigger = await screen.findByRole('combobox', { name: 'Bank' });
    expect(trigger.textContent).toContain('Select your bank');
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ABN AMRO', 'ING', 'Rabobank', 'Yoursafe']);
    expect(within(listbox).getByRole('option', { name: 'Yoursafe' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(within(listbox).getByRole('option', { name: 'ABN AMRO' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('button', { name: 'Continue to ABN AMRO' })).toBeTruthy();
  });

  it('presses a popular bank and pays with it once, then shows the success', async () => {
    const { onSubmit } = renderList(<IssuerList type="ideal" highlightedIssuers={['INGBNL2A']} />);
    const ing = await screen.findByRole('button', { name: 'ING' });
    fireEvent.click(ing);
    expect(ing.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to ING' }));
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0].paymentMethod).toMatchObject({ type: 'ideal', issuer: 'INGBNL2A' });
    expect((screen.getByRole('button', { name: 'Paid' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows "Select an issuer" after submit without a bank, on the invalid list', async () => {
    const { onSubmit } = renderList(<IssuerList type="ideal" />);
    const trigger = await screen.findByRole('combobox', { name: 'Bank' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to iDEAL' }));
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(trigger.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('Select an issuer');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a refusal and keeps the bank', async () => {
    renderList(<IssuerList type="ideal" highlightedIssuers={['INGBNL2A']} />, { resultCode: 'Refused' });
    fireEvent.click(await screen.findByRole('button', { name: 'ING' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to ING' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Payment refused');
    expect(screen.getByRole('button', { name: 'ING' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reports each status change to onPaymentStatus', async () => {
    const onPaymentStatus = vi.fn();
    renderList(
      <IssuerList type="ideal" highlightedIssuers={['INGBNL2A']} onPaymentStatus={onPaymentStatus} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'ING' }));
    const before = onPaymentStatus.mock.calls.map(([status]) => status);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to ING' }));
    await screen.findByText('Payment successful');
    expect(onPaymentStatus.mock.calls.map(([status]) => status)).toEqual([...before, 'loading', 'success']);
  });

  it('reports a refusal to onPaymentStatus as the form back to ready (the shopper tries again)', async () => {
    const onPaymentStatus = vi.fn();
    renderList(
      <IssuerList type="ideal" highlightedIssuers={['INGBNL2A']} onPaymentStatus={onPaymentStatus} />,
      { resultCode: 'Refused' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'ING' }));
    const before = onPaymentStatus.mock.calls.map(([status]) => status);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to ING' }));
    await screen.findByRole('alert');
    expect(onPaymentStatus.mock.calls.map(([status]) => status)).toEqual([...before, 'loading', 'ready']);
  });

  it('renders the terms with their link', async () => {
    renderList(<IssuerList type="ideal" termsUrls={['https://shop.example/terms']} />);
    const link = await screen.findByRole('link', { name: 'terms and conditions' });
    expect(link.getAttribute('href')).toBe('https://shop.example/terms');
  });

  it('PaymentMethodForm draws the terms from the layout, their link in place (as a drop-in does)', async () => {
    renderList(<PaymentMethodForm type="paybybank" termsUrls={['https://shop.example/terms']} />);
    const link = await screen.findByRole('link', { name: 'terms and conditions' });
    expect(link.getAttribute('href')).toBe('https://shop.example/terms');
    expect(link.closest('p')?.textContent).toBe('By continuing you agree with the terms and conditions');
  });

  it('Pay by Bank: no list, one button that continues to it', async () => {
    const { onSubmit } = renderList(<IssuerList type="paybybank" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to Pay by Bank' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].paymentMethod).not.toHaveProperty('issuer');
  });

  it('PaymentMethodForm draws iDEAL from its layout alone (as a drop-in does): popular banks, the list, paid once', async () => {
    const { onSubmit } = renderList(<PaymentMethodForm type="ideal" highlightedIssuers={['INGBNL2A']} />);
    const popular = await screen.findByRole('group', { name: 'Popular banks' });
    const ing = within(popular).getByRole('button', { name: 'ING' });
    const trigger = screen.getByRole('combobox', { name: 'Bank' });
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Yoursafe' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.keyDown(listbox, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.click(ing);
    expect(ing.getAttribute('aria-pressed')).toBe('true');
    // A bank chosen in the list shows there only: the button is not pressed.
    act(() => trigger.focus());
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Bank' }), { key: 'ArrowDown' });
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'ABN AMRO' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(ing.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('combobox', { name: 'Bank' }).textContent).toContain('ABN AMRO');
    // Back to the button: pressed, and the list shows its placeholder again.
    fireEvent.click(ing);
    expect(ing.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Bank' }).textContent).toContain('Select your bank');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to ING' }));
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0].paymentMethod).toMatchObject({ type: 'ideal', issuer: 'INGBNL2A' });
  });

  it('PaymentMethodForm for an issuer list without issuers (Pay by Bank): nothing to fill, continue', async () => {
    const { onSubmit } = renderList(<PaymentMethodForm type="paybybank" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to Pay by Bank' }));
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(onSubmit.mock.calls[0]![0].paymentMethod).toEqual({ type: 'paybybank' });
  });
});
