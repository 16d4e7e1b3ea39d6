// The browser details a card payment sends come from the host (`deps.environment`), read when the
// payment is submitted: given at once or as a promise, and a failure to gather them fails the payment.
import { describe, expect, it, vi } from 'vitest';
import {
  CheckoutError,
  createCardMachine,
  securedFieldChanged,
  elementStatusOf,
  type PaymentMethodDeps,
  type CheckoutError as CheckoutErrorType,
  type PaymentData,
} from 'headless-checkout/core';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A secured-mode card machine whose frames reported a valid card, with recorded submits. */
function setup(environment: PaymentMethodDeps['environment']) {
  const submitted: PaymentData[] = [];
  const onError = vi.fn<(error: CheckoutErrorType) => void>();
  const machine = createCardMachine(
    {},
    {
      now: () => Date.UTC(2026, 10, 22),
      encrypt: async (field, value) => `enc(${field}:${value})`,
      lookupBin: () => new Promise(() => undefined),
      submit: async (data) => {
        submitted.push(data);
        return { resultCode: 'Authorised' };
      },
      environment,

      reportError: onError,
    },
  );
  machine.send({ type: 'securedFields.statusChanged', status: 'ready' });
  const report = (field: 'cardNumber' | 'expiryDate' | 'securityCode', encrypted: Record<string, string>) =>
    machine.send(securedFieldChanged({ field, valid: true, empty: false, encrypted }));
  report('cardNumber', { encryptedCardNumber: 'jwe-n' });
  report('expiryDate', { encryptedExpiryMonth: 'jwe-m', encryptedExpiryYear: 'jwe-y' });
  report('securityCode', { encryptedSecurityCode: 'jwe-c' });
  return { machine, submitted, onError };
}

describe('card submit: the browser details from the host', () => {
  it('waits for browser details given as a promise, and sends them with the payment data', async () => {
    let give: (environment: { origin: string }) => void = () => undefined;
    const { machine, submitted } = setup(() => new Promise((resolve) => (give = resolve)));
    machine.send({ type: 'submit.requested' });
    expect(elementStatusOf(machine.getSnapshot().payment)).toBe('loading');
    await flush();
    expect(submitted).toHaveLength(0);
    give({ origin: 'http://later.test' });
    await flush();
    expect(submitted).toEqual([
      {
        paymentMethod: {
          type: 'scheme',
          encryptedCardNumber: 'jwe-n',
          encryptedExpiryMonth: 'jwe-m',
          encryptedExpiryYear: 'jwe-y',
          encryptedSecurityCode: 'jwe-c',
        },
        origin: 'http://later.test',
      },
    ]);
    expect(elementStatusOf(machine.getSnapshot().payment)).toBe('success');
  });

  it.each([
    ['rejects', () => Promise.reject(new CheckoutError('ERROR', 'No browser details'))],
    [
      'throws',
      () => {
        throw new CheckoutError('ERROR', 'No browser details');
      },
    ],
  ] as const)(
    'browser details that fail (the host %s) fail the payment with their error',
    async (_, environment) => {
      const { machine, submitted, onError } = setup(environment);
      machine.send({ type: 'submit.requested' });
      await flush();
      expect(machine.getSnapshot().payment).toMatchObject({
        status: 'error',
        error: { type: 'ERROR', message: 'No browser details' },
      });
      expect(onError).toHaveBeenCalledWith(machine.getSnapshot().payment.error);
      expect(submitted).toHaveLength(0);
    },
  );
});
