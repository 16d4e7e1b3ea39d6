// @vitest-environment happy-dom
// A card form with installments rendered on the server and hydrated: the server draws the
// installments field while their part is not there (its label and the combobox,
// data-state="loading"), the client's first render draws the same (no mismatch), then the part
// loads after mount and the real select takes the field's place.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutProvider } from 'headless-checkout';
import { CardForm, CheckoutRoot } from 'headless-checkout/skins/default';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { setupSandboxServer } from '../react/card-form-behaviour';

const page = (
  <StrictMode>
    <CheckoutProvider
      environment="http://sandbox.test/"
      clientKey={SANDBOX_CLIENT_KEY}
      amount={{ value: 2500, currency: 'EUR' }}
    >
      <CheckoutRoot>
        <CardForm mode="direct" installmentOptions={{ card: { values: [1, 3] } }} />
      </CheckoutRoot>
    </CheckoutProvider>
  </StrictMode>
);

describe('default skin: installments on the server and at hydration', () => {
  setupSandboxServer();

  it('the server draws the loading field; hydration matches; the select comes after mount', async () => {
    const html = renderToString(page);
    expect(html).toContain('Number of installments');
    expect(html).toMatch(/role="combobox"[^>]*data-state="loading"/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Number of installments' }).getAttribute('data-state'),
      ).not.toBe('loading'),
    );
    expect(screen.getByRole('combobox', { name: 'Number of installments' }).textContent).toContain(
      'One-time payment',
    );
    expect(errors).toEqual([]);
  });
});
