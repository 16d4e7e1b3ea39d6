/**
 * A payment method without React, as docs/core.md shows it and as a drop-in runs one: the core
 * loads the definition, makes its machine in a checkout, says what it shows (`methodOverviewOf`)
 * and pays with it against the sandbox, in Node.
 */
import { describe, expect, it } from 'vitest';
import {
  createCheckout,
  createCheckoutPaymentMethod,
  loadPaymentMethod,
  methodOverviewOf,
  type IssuerListView,
} from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { sessionRequest } from './helpers';

const SERVICE = 'http://127.0.0.1:3100/';

describe('a payment method without React', () => {
  it('iDEAL: loading, then its form and banks; a choice pays once with the session amount and shows the redirect', async () => {
    const sandbox = createSandbox();
    const sent: Array<{ path: string; body: Record<string, unknown> }> = [];
    const fetcher: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST')
        sent.push({
          path: new URL(request.url).pathname,
          body: (await request.clone().json()) as Record<string, unknown>,
        });
      return sandbox.handle(request);
    };
    const created = await fetcher(new URL('merchant/v1/sessions', SERVICE), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-api-key': SANDBOX_API_KEY },
      body: JSON.stringify(sessionRequest({ amount: { value: 2499, currency: 'EUR' } })),
    });
    const session = (await created.json()) as { id: string; sessionData: string };
    const errors: unknown[] = [];
    const checkout = createCheckout(
      {
        environment: SERVICE,
        clientKey: SANDBOX_CLIENT_KEY,
        session,
        amount: { value: 2499, currency: 'EUR' },
        countryCode: 'NL',
        risk: { enabled: false },
        analytics: { enabled: false },
        onError: (error) => errors.push(error),
      },
      { fetch: fetcher },
    );

    expect(methodOverviewOf('ideal', null, null, null)).toMatchObject({
      status: 'loading',
      screen: { name: 'loading' },
      label: 'ideal',
      available: 'checking',
    });
    await checkout.paymentMethods.load();
    const definition = await loadPaymentMethod('ideal');
    const entry = checkout.paymentMethods
      .getSnapshot()
      .response.paymentMethods.find((method) => method.type === 'ideal');
    const ideal = createCheckoutPaymentMethod(
      checkout,
      definition,
      { type: 'ideal' },
      {},
      { context: { paymentMethod: entry, amount: checkout.config.amount } },
    );
    ideal.start();
    const overview = () => methodOverviewOf<IssuerListView>('ideal', definition, ideal.getSnapshot(), null);
    expect(overview()).toMatchObject({
      status: 'ready',
      screen: { name: 'form' },
      label: 'iDEAL',
      available: true,
      isValid: false,
    });
    const banks = overview().view!.issuers.filter((issuer) => !issuer.disabled);
    expect(banks.length).toBeGreaterThan(3);
    expect(overview().layout[0]?.rows[0]?.[0]).toMatchObject({ field: 'issuer', kind: 'select' });

    ideal.send({ type: 'field.changed', field: 'issuer', value: banks[0]!.id });
    expect(overview()).toMatchObject({ isValid: true, continueTo: banks[0]!.name });
    ideal.send({ type: 'submit.requested' });
    ideal.send({ type: 'submit.requested' });
    expect(overview().status).toBe('loading');
    await expect.poll(() => overview().screen.name).toBe('action');
    expect(overview()).toMatchObject({
      status: 'redirect',
      screen: { action: { type: 'redirect' } },
      error: null,
    });
    const payments = sent.filter(({ path }) => path.endsWith('/payments'));
    expect(payments).toHaveLength(1);
    expect(payments[0]!.body).toMatchObject({
      paymentMethod: { type: 'ideal', issuer: banks[0]!.id },
    });
    expect(errors).toEqual([]);
  });
});
