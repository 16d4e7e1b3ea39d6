// @vitest-environment happy-dom
// useDropin against the sandbox (msw), under StrictMode: the session's methods listed (the stored
// card of a returning shopper first and open), a radio group with one Tab stop and arrow keys, the
// open item's method as usePaymentMethod returns it (its definition loaded when first opened), and
// iDEAL paid to its redirect once.
import { StrictMode, useEffect, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutProvider, useDropin, type UseDropinResult } from 'headless-checkout';
import type { IssuerListView } from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY, SANDBOX_SHOPPER_REFERENCE } from '../../examples/sandbox/merchants';
import { createClient, createSession } from '../sandbox/helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://dropin.test/';
const sandbox = createSandbox();
const payments: Array<Record<string, unknown>> = [];
const server = setupServer(
  http.all(`${SANDBOX}*`, async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/payments'))
      payments.push((await request.clone().json()) as Record<string, unknown>);
    return sandbox.handle(request);
  }),
);
const client = createClient(SANDBOX);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  payments.length = 0;
});
afterAll(() => server.close());

let current: UseDropinResult | null = null;

function Dropin({ onSelect }: { onSelect: (type: string) => void }) {
  const dropin = useDropin({ onSelect: (item) => onSelect(item.type) });
  useEffect(() => {
    current = dropin;
  });
  if (dropin.screen.name === 'custom')
    return <p {...dropin.getScreenProps({ role: 'status' })}>{dropin.screen.message}</p>;
  return (
    <div {...dropin.getScreenProps({ 'data-testid': 'list' })}>
      <div {...dropin.getListProps({ 'aria-label': 'Payment methods' })}>
        {[...dropin.stored, ...dropin.methods].map((item) => (
          <div key={item.key} {...dropin.getItemProps(item)}>
            {item.kind === 'stored' ? `Stored ${item.type}` : item.name}
          </div>
        ))}
      </div>
    </div>
  );
}

async function renderDropin(children: ReactNode = null) {
  const session = await createSession(client, {
    amount: { value: 2499, currency: 'EUR' },
    countryCode: 'NL',
    shopperReference: SANDBOX_SHOPPER_REFERENCE,
  });
  const onSelect = vi.fn();
  render(
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={{ value: 2499, currency: 'EUR' }}
        countryCode="NL"
        session={{ id: session.id, sessionData: session.sessionData }}
      >
        <Dropin onSelect={onSelect} />
        {children}
      </CheckoutProvider>
    </StrictMode>,
  );
  await waitFor(() => expect(current?.status).toBe('ready'));
  return { onSelect };
}

describe('useDropin', () => {
  it('lists the session with the stored card open; arrows open the next item; iDEAL pays to its redirect once', async () => {
    const { onSelect } = await renderDropin();
    const radios = screen.getAllByRole('radio');
    expect(radios[0]!.textContent).toBe('Stored scheme');
    expect(radios[0]!.getAttribute('aria-checked')).toBe('true');
    expect(radios.map((radio) => radio.tabIndex).filter((index) => index === 0)).toHaveLength(1);
    expect(current!.selected?.kind).toBe('stored');
    // The open item's method runs: the stored card's form.
    await waitFor(() => expect(current!.active.status).toBe('ready'));
    expect(current!.active.definition?.types).toContain('scheme');

    // Arrow down opens the next item and moves focus to it.
    act(() => radios[0]!.focus());
    fireEvent.keyDown(radios[0]!, { key: 'ArrowDown' });
    const second = screen.getAllByRole('radio')[1]!;
    expect(second.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(onSelect).toHaveBeenCalledTimes(1);

    const ideal = screen.getByRole('radio', { name: 'iDEAL' });
    fireEvent.click(ideal);
    expect(current!.selected?.type).toBe('ideal');
    await waitFor(() => expect(current!.active.view).not.toBeNull());
    const banks = (current!.active.view as unknown as IssuerListView).issuers.filter(
      (bank) => !bank.disabled,
    );
    act(() => current!.active.selectOption('issuer', banks[0]!.id));
    expect(current!.active.payButtonLabel).toBe(`Continue to ${banks[0]!.name}`);
    act(() => current!.submit());
    // While iDEAL pays, no other item opens.
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    expect(current!.selected?.type).toBe('ideal');
    await waitFor(() => expect(current!.status).toBe('redirect'));
    expect(current!.active.action?.type).toBe('redirect');
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ paymentMethod: { type: 'ideal', issuer: banks[0]!.id } });
  });

  it("a submit with no open item raises 'No active payment method.'", async () => {
    const onError = vi.fn();
    const session = await createSession(client, {
      amount: { value: 2499, currency: 'EUR' },
      countryCode: 'NL',
    });
    function Closed() {
      const dropin = useDropin({ openFirstPaymentMethod: false, openFirstStoredPaymentMethod: false });
      useEffect(() => {
        current = dropin;
      });
      return null;
    }
    render(
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={{ value: 2499, currency: 'EUR' }}
        countryCode="NL"
        session={{ id: session.id, sessionData: session.sessionData }}
        onError={onError}
      >
        <Closed />
      </CheckoutProvider>,
    );
    await waitFor(() => expect(current?.status).toBe('ready'));
    expect(current!.selected).toBeNull();
    expect(current!.active.status).toBe('loading');
    act(() => current!.submit());
    expect(current!.error?.message).toBe('No active payment method.');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'No active payment method.' }));
  });

  it('moves focus to each new screen, never when the list first shows', async () => {
    await renderDropin();
    expect(current!.screen).toMatchObject({ name: 'list', focusKey: 'list:0' });
    expect(document.activeElement).toBe(document.body);
    act(() => current!.setStatus('custom', 'Your order is on hold'));
    const custom = screen.getByRole('status');
    expect(custom.textContent).toBe('Your order is on hold');
    expect(document.activeElement).toBe(custom);
    expect(custom.tabIndex).toBe(-1);
    act(() => current!.setStatus('ready'));
    expect(document.activeElement).toBe(screen.getByTestId('list'));
    expect(screen.getByTestId('list').dataset['screen']).toBe('list');
  });
});
