/**
 * The drop-in's core against the sandbox, in Node (what useDropin will mount): the session's methods
 * listed (Google Pay above the divider, the stored cards of a returning shopper first and open),
 * only the opened items' definitions loaded, a wallet this page cannot use hidden, one attempt at a
 * time across items, iDEAL paid to its redirect, and a partial payment (a gift card, then iDEAL for
 * the rest, in one order).
 */
import { describe, expect, it, vi } from 'vitest';
import { createCheckout, createCheckoutDropin, visibleItemsOf } from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import {
  SANDBOX_API_KEY,
  SANDBOX_CLIENT_KEY,
  SANDBOX_SHOPPER_REFERENCE,
} from '../../examples/sandbox/merchants';
import { encryptField, fetchPublicKey, sessionRequest, type SandboxClient } from './helpers';

const SERVICE = 'http://127.0.0.1:3100/';

async function checkoutOf(changes: Record<string, unknown> = {}, amount = { value: 2499, currency: 'EUR' }) {
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
    body: JSON.stringify(sessionRequest({ amount, ...changes })),
  });
  const session = (await created.json()) as { id: string; sessionData: string };
  const errors: unknown[] = [];
  const checkout = createCheckout(
    {
      environment: SERVICE,
      clientKey: SANDBOX_CLIENT_KEY,
      session,
      amount,
      countryCode: 'NL',
      risk: { enabled: false },
      analytics: { enabled: false },
      onError: (error) => errors.push(error),
    },
    { fetch: fetcher },
  );
  return { checkout, sent, errors, sandbox };
}

describe('the drop-in without React', () => {
  it('lists the session, opens the stored card, hides a wallet this page cannot use, pays iDEAL once', async () => {
    const { checkout, sent, errors } = await checkoutOf({
      shopperReference: SANDBOX_SHOPPER_REFERENCE,
      shopperInteraction: 'Ecommerce',
      recurringProcessingModel: 'CardOnFile',
    });
    const onSelect = vi.fn();
    const onReady = vi.fn();
    const dropin = createCheckoutDropin(checkout, {
      instantPaymentTypes: ['googlepay'],
      onSelect,
      onReady,
      paymentMethodsConfiguration: { ideal: { highlightedIssuers: [] } },
    });
    const state = () => dropin.machine.getSnapshot();
    expect(state().status).toBe('loading');
    const stop = dropin.start();
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    expect(onReady).toHaveBeenCalledTimes(1);
    const list = state().list!;
    expect(list.instant.map((item) => item.type)).toEqual(['googlepay']);
    expect(list.methods.map((item) => item.type)).toContain('ideal');
    expect(list.methods.map((item) => item.type)).not.toContain('googlepay');
    expect(list.stored.length).toBeGreaterThan(0);
    expect(state().selected).toBe(list.stored[0]!.key);

    // Google Pay needs the page's script: without one it is not available here, and hidden.
    await vi.waitFor(() => expect(state().hidden).toContain('instant:googlepay'));
    expect(visibleItemsOf(state()).some((item) => item.type === 'googlepay')).toBe(false);
    // Only what was opened has a method: the stored card's and Google Pay's, not iDEAL's yet.
    expect(Object.keys(dropin.methods.getSnapshot()).sort()).toEqual(
      [list.stored[0]!.key, 'instant:googlepay'].sort(),
    );

    const ideal = list.methods.find((item) => item.type === 'ideal')!;
    dropin.select(ideal.key);
    expect(onSelect).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(dropin.methods.getSnapshot()[ideal.key]?.status).toBe('ready'));
    const method = dropin.methods.getSnapshot()[ideal.key]!.machine!;
    const issuers = (ideal.paymentMethod.issuers ?? []).filter((issuer) => !issuer.disabled);
    method.send({ type: 'field.changed', field: 'issuer', value: issuers[0]!.id } as never);
    dropin.submit();
    // While iDEAL pays, no other item opens.
    dropin.select(list.methods[0]!.key);
    expect(state()).toMatchObject({ selected: ideal.key, paying: ideal.key });
    await vi.waitFor(() => expect(state().status).toBe('redirect'));
    expect(state().paying).toBeNull();
    const payments = sent.filter(({ path }) => path.endsWith('/payments'));
    expect(payments).toHaveLength(1);
    expect(payments[0]!.body).toMatchObject({ paymentMethod: { type: 'ideal', issuer: issuers[0]!.id } });
    expect(errors.filter((error) => !String(error).includes('Google Pay'))).toEqual([]);
    stop();
  });

  it("refuses a 'scheme' key in paymentMethodsConfiguration; a submit with nothing open raises 'No active payment method.'", async () => {
    const { checkout, errors } = await checkoutOf();
    expect(() => createCheckoutDropin(checkout, { paymentMethodsConfiguration: { scheme: {} } })).toThrow(
      "'scheme' cannot be defined in paymentMethodsConfiguration: use 'card' instead",
    );
    const dropin = createCheckoutDropin(checkout, {
      openFirstPaymentMethod: false,
      openFirstStoredPaymentMethod: false,
    });
    const stop = dropin.start();
    await vi.waitFor(() => expect(dropin.machine.getSnapshot().status).toBe('ready'));
    expect(dropin.machine.getSnapshot().selected).toBeNull();
    expect(dropin.methods.getSnapshot()).toEqual({});
    dropin.submit();
    expect(errors).toContainEqual(expect.objectContaining({ message: 'No active payment method.' }));
    stop();
  });

  it('a gift card pays part in an order; the remaining amount becomes what the next item pays, in the order', async () => {
    const { checkout, sent, sandbox } = await checkoutOf({}, { value: 12000, currency: 'EUR' });
    const dropin = createCheckoutDropin(checkout, {});
    const state = () => dropin.machine.getSnapshot();
    const stop = dropin.start();
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    const givex = state().list!.methods.find((item) => item.type === 'giftcard')!;
    dropin.select(givex.key);
    await vi.waitFor(() => expect(dropin.methods.getSnapshot()[givex.key]?.status).toBe('ready'));
    const method = dropin.methods.getSnapshot()[givex.key]!.machine!;
    const client = {
      get: async (path: string) => {
        const answer = await sandbox.handle(new Request(new URL(path, SERVICE)));
        return { status: answer.status, body: await answer.json() };
      },
    } as unknown as SandboxClient;
    const key = await fetchPublicKey(client);
    const frame = (field: string, encrypted: Record<string, string>) =>
      method.send({
        type: 'securedField.changed',
        field,
        report: { valid: true, empty: false, encrypted },
      } as never);
    method.send({ type: 'securedFields.statusChanged', status: 'ready' } as never);
    frame('giftcardNumber', {
      encryptedCardNumber: await encryptField(key, 'number', '6036280000000000010'),
    });
    frame('giftcardPin', { encryptedSecurityCode: await encryptField(key, 'cvc', '7373') });
    dropin.submit();
    // 50.00 of 120.00: the balance checked, an order made, the gift card's part paid; the drop-in stays.
    await vi.waitFor(() => expect(dropin.orders.getSnapshot().status).toBe('open'));
    expect(dropin.orders.getSnapshot().remainingAmount).toEqual({ value: 7000, currency: 'EUR' });
    expect(state()).toMatchObject({ status: 'ready', paying: null });
    expect(dropin.checkout.config.amount).toEqual({ value: 7000, currency: 'EUR' });
    await vi.waitFor(() => expect(dropin.orders.getSnapshot().parts).toHaveLength(1));
    expect(dropin.orders.getSnapshot().parts[0]).toMatchObject({
      lastFour: '0010',
      amount: { value: 5000, currency: 'EUR' },
    });

    // The gift card's form starts again, empty, for the next card: the same method, its fields
    // and balance back to their start (the page empties the frames), the remaining amount to pay.
    const after = method.getSnapshot();
    expect(dropin.methods.getSnapshot()[givex.key]!.machine).toBe(method);
    expect(after.payment.status).toBe('partial');
    expect(after.cleared).toBe(1);
    expect(after.submitted).toBe(false);
    expect(Object.values(after.fields).map((field) => [field.empty, field.encrypted])).toEqual([
      [true, undefined],
      [true, undefined],
    ]);
    expect(after.extra).toMatchObject({ step: 'check', balance: null, securedFields: 'ready' });
    expect(after.context.amount).toEqual({ value: 7000, currency: 'EUR' });

    const ideal = state().list!.methods.find((item) => item.type === 'ideal')!;
    dropin.select(ideal.key);
    await vi.waitFor(() => expect(dropin.methods.getSnapshot()[ideal.key]?.status).toBe('ready'));
    const idealMethod = dropin.methods.getSnapshot()[ideal.key]!.machine!;
    expect(idealMethod.getSnapshot().context.amount).toEqual({ value: 7000, currency: 'EUR' });
    const issuer = (ideal.paymentMethod.issuers ?? []).find((each) => !each.disabled)!;
    idealMethod.send({ type: 'field.changed', field: 'issuer', value: issuer.id } as never);
    dropin.submit();
    await vi.waitFor(() => expect(state().status).toBe('redirect'));
    const payments = sent.filter(({ path }) => path.endsWith('/payments'));
    expect(payments).toHaveLength(2);
    // A session's payment names no amount: the session charges the order's remaining amount.
    expect(payments[1]!.body).toMatchObject({
      order: { pspReference: dropin.orders.getSnapshot().order!.pspReference },
      paymentMethod: { type: 'ideal' },
    });
    stop();
  });

  it("an item's method starts once what the page prepares for it (its view's code) is there", async () => {
    const { checkout } = await checkoutOf();
    let ready: () => void = () => undefined;
    const prepared = new Promise<void>((resolve) => (ready = resolve));
    const prepare = vi.fn((item: { type: string }) => (item.type === 'ideal' ? prepared : undefined));
    const dropin = createCheckoutDropin(checkout, {}, { prepare });
    const stop = dropin.start();
    await vi.waitFor(() => expect(dropin.machine.getSnapshot().status).toBe('ready'));
    const ideal = dropin.machine.getSnapshot().list!.methods.find((item) => item.type === 'ideal')!;
    dropin.select(ideal.key);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dropin.methods.getSnapshot()[ideal.key]?.status).toBe('loading');
    ready();
    await vi.waitFor(() => expect(dropin.methods.getSnapshot()[ideal.key]?.status).toBe('ready'));
    expect(prepare).toHaveBeenCalledWith(expect.objectContaining({ key: ideal.key }));
    stop();
  });
});
