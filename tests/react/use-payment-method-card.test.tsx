// @vitest-environment happy-dom
// The card on usePaymentMethod alone (what a drop-in renders for `scheme`), against the sandbox
// (msw): its definition from the registry, its host code (encryption with the client key, the
// bin lookup, the browser's details) loaded with it, its layout, a direct-mode payment Authorised.
import { useEffect } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { CheckoutProvider, usePaymentMethod } from 'headless-checkout';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { createClient, createSession } from '../sandbox/helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const requests: string[] = [];
const server = setupServer(
  http.all(`${SANDBOX}*`, ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    return sandbox.handle(request);
  }),
);
const client = createClient(SANDBOX);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sandbox.reset();
});
afterAll(() => server.close());

let card: ReturnType<typeof usePaymentMethod<'scheme'>> | null = null;
function Card() {
  const method = usePaymentMethod('scheme', { mode: 'direct', hasHolderName: true });
  useEffect(() => {
    card = method;
  });
  return null;
}

it("usePaymentMethod('scheme'): the card's layout, the bin lookup and encryption loaded with it, paid", async () => {
  const session = await createSession(client, { amount: { value: 2499, currency: 'EUR' } });
  render(
    <CheckoutProvider
      environment={SANDBOX}
      clientKey={SANDBOX_CLIENT_KEY}
      amount={{ value: 2499, currency: 'EUR' }}
      session={{ id: session.id, sessionData: session.sessionData }}
    >
      <Card />
    </CheckoutProvider>,
  );
  await waitFor(() => expect(card!.state).not.toBeNull());
  expect(card!.layout[0]!.rows.map((row) => row.map((field) => `${field.field}:${field.kind}`))).toEqual([
    ['cardNumber:text'],
    ['expiryDate:text', 'securityCode:text'],
    ['holderName:text'],
  ]);
  act(() => card!.setField('cardNumber', '5555 3412 4444 1115'));
  // The sixth digit asked the bin lookup (the bin encrypted with the client key first).
  await waitFor(() => expect(card!.state!.extra.binLookup.status).toBe('resolved'));
  expect(requests).toContain(`POST /v3/bin/binLookup`);
  act(() => {
    card!.setField('expiryDate', '03/30');
    card!.setField('securityCode', '737');
    card!.setField('holderName', 'J. Smith');
  });
  expect(card!.isValid).toBe(true);
  act(() => card!.submit());
  await waitFor(() => expect(card!.status).toBe('success'));
  expect(card!.payment.response?.resultCode).toBe('Authorised');
});
