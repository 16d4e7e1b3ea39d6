// @vitest-environment happy-dom
// useDonation on bare hooks and the skin's Donation: the amounts, the rule, success, error, 'Not
// now', focus and announcements, StrictMode, and the server.
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutProvider, useDonation, type UseDonationOptions } from 'headless-checkout';
import { CheckoutRoot, Donation } from 'headless-checkout/skins/default';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const AMOUNTS = { currency: 'EUR', values: [50, 199, 300] };

function Provider({
  children,
  locale,
  onError,
}: {
  children: ReactNode;
  locale?: string;
  onError?: () => void;
}) {
  return (
    <StrictMode>
      <CheckoutProvider
        environment="http://sandbox.test/"
        clientKey={SANDBOX_CLIENT_KEY}
        {...(locale ? { locale } : {})}
        {...(onError ? { onError } : {})}
      >
        <CheckoutRoot>{children}</CheckoutRoot>
      </CheckoutProvider>
    </StrictMode>
  );
}

/** A merchant's donation on the bare hook: native radios and buttons. */
function MerchantDonation(options: UseDonationOptions) {
  const donation = useDonation(options);
  if (donation.status === 'dismissed') return <p>Maybe next time.</p>;
  return (
    <div>
      <fieldset {...donation.getAmountGroupProps()}>
        <legend>Give</legend>
        {donation.amounts.map((amount) => (
          <label key={amount.value}>
            <input {...donation.getAmountProps(amount.value)} />
            {amount.label}
          </label>
        ))}
      </fieldset>
      <p {...donation.getFieldErrorProps()}>{donation.fieldError}</p>
      {donation.message ? <p {...donation.getResultProps()}>{donation.message}</p> : null}
      <button {...donation.getDonateButtonProps()}>Donate</button>
      <button {...donation.getNotNowButtonProps()}>Not now</button>
    </div>
  );
}

const sandbox = createSandbox();
const server = setupServer(http.all('http://sandbox.test/*', ({ request }) => sandbox.handle(request)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('useDonation on bare hooks', () => {
  it('offers the amounts formatted, donates the chosen one once, thanks and focuses the thanks', async () => {
    let settle: () => void = () => undefined;
    const onDonate = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(
      <Provider>
        <MerchantDonation amounts={AMOUNTS} onDonate={onDonate} />
      </Provider>,
    );
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      '€0.50',
      '€1.99',
      '€3.00',
    ]);
    fireEvent.click(screen.getByLabelText('€3.00'));
    expect((screen.getByLabelText('€3.00') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Donate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Donate' }));
    expect(screen.getByRole('button', { name: 'Donate' }).getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Not now' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(onDonate).toHaveBeenCalled());
    await act(async () => settle());
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain('Thanks for your support!');
    expect(document.activeElement).toBe(thanks);
    expect(onDonate).toHaveBeenCalledTimes(1);
    expect(onDonate).toHaveBeenCalledWith({ data: { amount: { currency: 'EUR', value: 300 } } });
    expect((screen.getByRole('button', { name: 'Donate' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for an amount before donating, without calling onDonate', () => {
    const onDonate = vi.fn();
    render(
      <Provider>
        <MerchantDonation amounts={AMOUNTS} onDonate={onDonate} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Donate' }));
    expect(screen.getByText('Choose an amount to donate').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('group').getAttribute('aria-invalid')).toBe('true');
    expect(onDonate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('€0.50'));
    expect(screen.queryByText('Choose an amount to donate')).toBeNull();
  });

  it('shows and announces the error once, reports it, and lets the shopper try again', async () => {
    const onError = vi.fn();
    const onDonate = vi.fn().mockRejectedValueOnce(new Error('declined')).mockResolvedValueOnce(undefined);
    render(
      <Provider onError={onError}>
        <MerchantDonation amounts={AMOUNTS} onDonate={onDonate} />
      </Provider>,
    );
    fireEvent.click(screen.getByLabelText('€1.99'));
    fireEvent.click(screen.getByRole('button', { name: 'Donate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An unknown error occurred');
    expect(document.activeElement).toBe(alert);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({ type: 'ERROR', message: 'declined' });
    fireEvent.click(screen.getByRole('button', { name: 'Donate' }));
    expect((await screen.findByRole('status')).textContent).toContain('Thanks for your support!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDonate).toHaveBeenCalledTimes(2);
  });

  it("'Not now' calls onCancel once and ends the donation", () => {
    const onCancel = vi.fn();
    const onDonate = vi.fn();
    render(
      <Provider>
        <MerchantDonation amounts={AMOUNTS} onDonate={onDonate} onCancel={onCancel} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Maybe next time.')).not.toBeNull();
    expect(onDonate).not.toHaveBeenCalled();
  });

  it('throws IMPLEMENTATION_ERROR for invalid amounts', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <Provider>
          <MerchantDonation amounts={{ currency: 'EUR', values: [] }} onDonate={vi.fn()} />
        </Provider>,
      ),
    ).toThrow(/Invalid donation options: .*must not be empty/);
  });
});

describe('the skin: Donation', () => {
  it('draws the title, amounts as radio cards, Donate and Not now; then the thanks', async () => {
    const onDonate = vi.fn(() => Promise.resolve());
    render(
      <Provider>
        <Donation amounts={AMOUNTS} onDonate={onDonate} />
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Make a donation' })).not.toBeNull();
    expect(screen.getByRole('group', { name: 'Donation amount' })).not.toBeNull();
    const card = screen.getByLabelText('€1.99').closest('label')!;
    fireEvent.click(screen.getByLabelText('€1.99'));
    expect(card.getAttribute('data-state')).toBe('checked');
    fireEvent.click(screen.getByRole('button', { name: 'Donate' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Thanks for your support!'));
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(screen.queryByRole('button', { name: 'Donate' })).toBeNull();
  });

  it('disappears after Not now', () => {
    const { container } = render(
      <Provider>
        <Donation amounts={AMOUNTS} onDonate={vi.fn()} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(container.querySelector('.hc-donation')).toBeNull();
  });

  it('renders en-US on the server, without window', () => {
    const html = renderToString(
      <CheckoutProvider environment="http://sandbox.test/" clientKey={SANDBOX_CLIENT_KEY}>
        <Donation amounts={AMOUNTS} onDonate={() => undefined} />
      </CheckoutProvider>,
    );
    expect(html).toContain('Make a donation');
    expect(html).toContain('€1.99');
    expect(html).toContain('Not now');
  });
});
