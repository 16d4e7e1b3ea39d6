// @vitest-environment happy-dom
// useCard's machine transitions (validation, bin lookup, submit) load on demand, when the first
// card form is created. This test runs on a cold page (fresh modules: the test setup preloads the
// code) with the real dynamic imports: the form renders at once, keeps what the shopper types
// while its code loads, then validates and pays. The waiting state itself is tested step by step
// with a loader settled by hand (tests/core/card/card.lazy.test.ts).
import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { PaymentData } from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const server = setupServer(http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Field = 'cardNumber' | 'expiryDate' | 'securityCode' | 'holderName';
const FIELDS: Field[] = ['cardNumber', 'expiryDate', 'securityCode', 'holderName'];

it('on a cold page, the card form renders at once, keeps what is typed while its code loads, then validates and pays', async () => {
  vi.resetModules();
  const { CheckoutProvider, useCard } = await import('headless-checkout');
  const onSubmit = vi.fn(async (_data: PaymentData) => ({ resultCode: 'Authorised' }));
  function Form() {
    const card = useCard({ mode: 'direct', hasHolderName: true, holderNameRequired: true });
    return (
      <form {...card.getFormProps()}>
        {FIELDS.map((field) => (
          <div key={field}>
            <input data-testid={field} {...card.getInputProps(field)} />
            <span data-testid={`${field}-error`}>{card.meta(field).errorKey ?? ''}</span>
          </div>
        ))}
        <p data-testid="status">{card.status}</p>
        <button type="submit">pay</button>
      </form>
    );
  }
  render(
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={{ value: 2500, currency: 'EUR' }}
        onSubmit={onSubmit}
      >
        <Form />
      </CheckoutProvider>
    </StrictMode>,
  );
  const input = (field: Field) => screen.getByTestId(field) as HTMLInputElement;

  // At once: every input is there, and what the shopper types stays (no keystroke is lost).
  for (const field of FIELDS) expect(input(field)).toBeTruthy();
  fireEvent.change(input('holderName'), { target: { value: 'J. Smith' } });
  expect(input('holderName').value).toBe('J. Smith');

  // Then the transitions and the direct-mode checks: a field left empty shows its error, and from
  // then on a card number is formatted as it is typed.
  fireEvent.focus(input('cardNumber'));
  fireEvent.blur(input('cardNumber'));
  await waitFor(() =>
    expect(screen.getByTestId('cardNumber-error').textContent).toBe('error.va.sf-cc-num.02'),
  );
  expect(input('holderName').value).toBe('J. Smith');
  fireEvent.change(input('cardNumber'), { target: { value: '4111111111111111' } });
  expect(input('cardNumber').value).toBe('4111 1111 1111 1111');
  fireEvent.change(input('expiryDate'), { target: { value: '03/30' } });
  fireEvent.change(input('securityCode'), { target: { value: '737' } });
  fireEvent.click(screen.getByRole('button', { name: 'pay' }));
  await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('success'));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit.mock.calls[0]![0].paymentMethod).toMatchObject({ type: 'scheme', holderName: 'J. Smith' });
  expect(onSubmit.mock.calls[0]![0].paymentMethod.encryptedCardNumber).toMatch(/^eyJ/);
});
