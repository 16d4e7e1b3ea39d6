// One order, one payment (issue 31, point 7): once a payment on the page completed the checkout,
// every other method's form ends with nothing to show and nothing more is sent; a method the payment
// methods do not offer ends the same way, told to the merchant, never the shopper.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CheckoutError,
  createCheckout,
  createCheckoutPaymentMethod,
  loadPaymentMethod,
  methodOverviewOf,
  type AnyPaymentMethodDefinition,
  type Checkout,
  type CheckoutOptions,
  type PaymentResponse,
} from 'headless-checkout/core';
import { createSandbox } from '../../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../../examples/sandbox/merchants';
import { createClient, createSession } from '../../sandbox/helpers';

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const server = setupServer(http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)));
const client = createClient(SANDBOX);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const IBAN = 'NL13 TEST 0123 4567 89';

function checkoutWith(options: Partial<CheckoutOptions> = {}) {
  const answers: PaymentResponse[] = [];
  const onSubmit = vi.fn(async () => answers.shift() ?? { resultCode: 'Authorised' });
  const onError = vi.fn();
  const onPaymentCompleted = vi.fn();
  const checkout = createCheckout({
    environment: SANDBOX,
    clientKey: 'test_COMPLETION',
    analytics: { enabled: false },
    onSubmit,
    onError,
    onPaymentCompleted,
    paymentMethodsResponse: {
      paymentMethods: [
        { type: 'sepadirectdebit', name: 'SEPA Direct Debit' },
        { type: 'bankTransfer_IBAN', name: 'Bank Transfer' },
        { type: 'paywithgoogle', name: 'Google Pay' },
      ],
    },
    ...options,
  });
  return { checkout, onSubmit, onError, onPaymentCompleted, answers };
}

async function method(checkout: Checkout, type: string) {
  const definition = (await loadPaymentMethod(type as never)) as AnyPaymentMethodDefinition;
  const machine = createCheckoutPaymentMethod(checkout, definition, { type } as never, {});
  const stop = machine.start();
  const overview = () => methodOverviewOf(type, definition, machine.getSnapshot() as never, null);
  return { machine, stop, overview };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function paySepa(sepa: Awaited<ReturnType<typeof method>>) {
  sepa.machine.send({ type: 'field.changed', field: 'ownerName', value: 'A. Klaassen' } as never);
  sepa.machine.send({ type: 'field.changed', field: 'iban', value: IBAN } as never);
  sepa.machine.send({ type: 'submit.requested' } as never);
  await vi.waitFor(() => expect(sepa.machine.getSnapshot().payment.status).not.toBe('submitting'));
}

describe('one order, one payment', () => {
  it('a success completes the checkout: the payer keeps its success, a sibling ends and sends nothing', async () => {
    const { checkout, onSubmit, onPaymentCompleted } = checkoutWith();
    await checkout.paymentMethods.load();
    const sepa = await method(checkout, 'sepadirectdebit');
    const transfer = await method(checkout, 'bankTransfer_IBAN');
    expect(transfer.overview()).toMatchObject({ available: true, closed: null });
    expect(checkout.completion.getSnapshot()).toBeNull();

    await paySepa(sepa);
    expect(sepa.overview()).toMatchObject({ status: 'success', available: true, closed: null });
    expect(sepa.overview().screen.name).toBe('result');
    expect(checkout.completion.getSnapshot()).toEqual({ resultCode: 'Authorised' });
    expect(onPaymentCompleted).toHaveBeenCalledTimes(1);
    // The sibling: nothing to show, no error for the shopper, and a submit sends nothing.
    expect(transfer.overview()).toMatchObject({
      available: false,
      closed: 'checkoutCompleted',
      error: null,
      screen: { name: 'unavailable', messageKey: null },
    });
    transfer.machine.send({ type: 'submit.requested' } as never);
    await settled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(transfer.machine.getSnapshot().payment.status).toBe('ready');
  });

  it('a form made after the completion starts ended (the shopper chose another method after paying)', async () => {
    const { checkout } = checkoutWith();
    await checkout.paymentMethods.load();
    await paySepa(await method(checkout, 'sepadirectdebit'));
    const definition = (await loadPaymentMethod('bankTransfer_IBAN')) as AnyPaymentMethodDefinition;
    // Before any start (a server render, the first client render): already ended.
    const late = createCheckoutPaymentMethod(
      checkout,
      definition,
      { type: 'bankTransfer_IBAN' } as never,
      {},
    );
    expect(late.getSnapshot().availability).toMatchObject({ available: false, closed: 'checkoutCompleted' });
  });

  it('a refusal, a partial payment or an action does not complete the checkout', async () => {
    const { checkout, answers } = checkoutWith();
    await checkout.paymentMethods.load();
    const sepa = await method(checkout, 'sepadirectdebit');
    const transfer = await method(checkout, 'bankTransfer_IBAN');
    answers.push({ resultCode: 'Refused' });
    await paySepa(sepa);
    // Refused: back to its form with the refusal.
    expect(sepa.overview().screen).toMatchObject({ name: 'form', messageKey: 'error.subtitle.refused' });
    checkout.reportResult({
      resultCode: 'Authorised',
      order: { orderData: 'o', pspReference: 'p', remainingAmount: { value: 100, currency: 'EUR' } },
    });
    checkout.reportResult({ action: { type: 'redirect', url: 'https://bank.example/' } } as PaymentResponse);
    expect(checkout.completion.getSnapshot()).toBeNull();
    expect(transfer.overview()).toMatchObject({ available: true, closed: null });
  });

  it('submitPayment after the completion rejects and sends nothing (a race, another flow)', async () => {
    const { checkout, onSubmit } = checkoutWith();
    checkout.reportResult({ resultCode: 'Received' });
    const error = await checkout
      .submitPayment({ paymentMethod: { type: 'sepadirectdebit' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect(error).toMatchObject({
      type: 'ERROR',
      message: expect.stringContaining('The checkout is complete'),
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the first success is the completion; a later report does not replace it', () => {
    const { checkout } = checkoutWith();
    const first = { resultCode: 'Authorised', sessionResult: 'first' };
    checkout.reportResult(first);
    checkout.reportResult({ resultCode: 'Pending', sessionResult: 'second' });
    expect(checkout.completion.getSnapshot()).toBe(first);
  });

  it('a stopped form no longer follows the checkout', async () => {
    const { checkout } = checkoutWith();
    await checkout.paymentMethods.load();
    const transfer = await method(checkout, 'bankTransfer_IBAN');
    transfer.stop();
    checkout.reportResult({ resultCode: 'Authorised' });
    expect(transfer.overview().closed).toBeNull();
  });
});

describe('a method the payment methods do not offer', () => {
  it('ends with nothing to show and tells the merchant once (IMPLEMENTATION_ERROR), not the shopper', async () => {
    const { checkout, onError } = checkoutWith();
    await checkout.paymentMethods.load();
    const ideal = await method(checkout, 'ideal');
    expect(ideal.overview()).toMatchObject({
      available: false,
      closed: 'notOffered',
      error: null,
      screen: { name: 'unavailable', messageKey: null },
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({
      type: 'IMPLEMENTATION_ERROR',
      message: expect.stringContaining("The payment methods do not offer 'ideal'"),
    });
    // Started again (StrictMode): told once.
    ideal.stop();
    ideal.machine.start();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a type the definition serves under another name is offered (googlepay for paywithgoogle)', async () => {
    const { checkout, onError } = checkoutWith();
    await checkout.paymentMethods.load();
    const definition = (await loadPaymentMethod('googlepay')) as AnyPaymentMethodDefinition;
    const machine = createCheckoutPaymentMethod(checkout, definition, { type: 'googlepay' } as never, {});
    expect(machine.getSnapshot().availability.closed).toBeUndefined();
    expect(onError).not.toHaveBeenCalled();
  });

  it('without a session or a response, every method may be used', async () => {
    const { checkout, onError } = checkoutWith({ paymentMethodsResponse: undefined });
    const pix = await method(checkout, 'pix');
    expect(pix.overview()).toMatchObject({ available: true, closed: null });
    expect(onError).not.toHaveBeenCalled();
  });

  it("a method that does not wait for the session's list ends once the list arrives without it (Pix in NL)", async () => {
    const session = await createSession(client, {
      amount: { value: 2499, currency: 'EUR' },
      countryCode: 'NL',
    });
    const onError = vi.fn();
    const checkout = createCheckout({
      environment: SANDBOX,
      clientKey: SANDBOX_CLIENT_KEY,
      analytics: { enabled: false },
      onError,
      session: { id: session.id, sessionData: session.sessionData },
    });
    const pix = await method(checkout, 'pix');
    expect(pix.overview()).toMatchObject({ available: true, closed: null });
    await checkout.paymentMethods.load();
    expect(pix.overview()).toMatchObject({ available: false, closed: 'notOffered', error: null });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ type: 'IMPLEMENTATION_ERROR' }));
    // The session's own methods show.
    expect((await method(checkout, 'ideal')).overview()).toMatchObject({ closed: null });
  });

  it('a stored method came from the list: never ended as not offered', async () => {
    const { checkout } = checkoutWith({
      paymentMethodsResponse: { paymentMethods: [], storedPaymentMethods: [] },
    });
    await checkout.paymentMethods.load();
    const definition = (await loadPaymentMethod('sepadirectdebit')) as AnyPaymentMethodDefinition;
    const machine = createCheckoutPaymentMethod(
      checkout,
      definition,
      { type: 'sepadirectdebit', storedPaymentMethod: { id: 'st1', type: 'sepadirectdebit' } } as never,
      {},
    );
    expect(machine.getSnapshot().availability.closed).toBeUndefined();
  });
});
