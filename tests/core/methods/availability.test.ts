// A method's availability as part of every method machine (availability.ts): a definition's
// `isAvailable` runs once after `start()` (never while the machine is made: a server render makes
// machines too), 5 s at most (spec section 9); nothing pays until it answered true; a method
// without a check is available from the start.
import { describe, expect, it } from 'vitest';
import {
  CheckoutError,
  createPaymentMethodMachine,
  type PaymentData,
  type PaymentMethodDefinition,
  type PaymentMethodDeps,
  type PaymentMethodState,
} from 'headless-checkout/core';
import { fakeTimers } from './fake-timers';
// The check ships with the definitions that have one (not the core's index).
import {
  METHOD_AVAILABILITY_TIMEOUT_MS,
  availabilityCheck,
} from '../../../headless/core/methods/availability';

type Run = (state: PaymentMethodState, deps: PaymentMethodDeps) => Promise<{ provider?: unknown }>;
const notAvailable = (cause: unknown) => new CheckoutError('ERROR', 'Demo Pay is not available', { cause });

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A method without fields whose check the test answers. */
function harness(run?: Run) {
  const checks: Array<{ resolve: (found: { provider?: unknown }) => void; reject: (why: unknown) => void }> =
    [];
  const definition: PaymentMethodDefinition = {
    types: ['demo'],
    fields: () => ({}),
    payload: () => ({ paymentMethod: { type: 'demo' } }),
    label: () => 'Demo Pay',
    isAvailable: availabilityCheck(
      run ?? (() => new Promise((resolve, reject) => checks.push({ resolve, reject }))),
      notAvailable,
    ),
  };
  const timers = fakeTimers();
  const sent: PaymentData[] = [];
  const errors: CheckoutError[] = [];
  const machine = createPaymentMethodMachine(
    definition,
    { type: 'demo' },
    {
      submit: (data) => (sent.push(data), Promise.resolve({ resultCode: 'Authorised' })),
      reportError: (error) => errors.push(error),
      timers,
    },
  );
  const availability = () => machine.getSnapshot().availability;
  return { machine, checks, timers, sent, errors, availability };
}

describe('a method’s availability', () => {
  it('a method without a check is available from the start and pays', async () => {
    const { machine, sent, availability } = harness(() => Promise.resolve({}));
    const plain = createPaymentMethodMachine(
      {
        types: ['demo'],
        fields: () => ({}),
        payload: () => ({ paymentMethod: { type: 'demo' } }),
        label: () => 'D',
      },
      { type: 'demo' },
      { submit: () => Promise.resolve({ resultCode: 'Authorised' }) },
    );
    expect(plain.getSnapshot().availability).toEqual({
      available: true,
      error: null,
      provider: null,
      check: null,
    });
    expect(availability().available).toBe('checking');
    machine.start();
    await tick();
    expect(availability().available).toBe(true);
    machine.send({ type: 'submit.requested' });
    await tick();
    expect(sent).toHaveLength(1);
  });

  it('checks once after start, pays nothing while checking, then pays once available (with what it found)', async () => {
    const { machine, checks, sent, availability } = harness();
    expect(checks).toHaveLength(0); // nothing runs while the machine is made
    machine.start();
    machine.start(); // StrictMode's second effect: one check
    expect(checks).toHaveLength(1);
    machine.send({ type: 'submit.requested' });
    await tick();
    expect(sent).toEqual([]);
    checks[0]!.resolve({ provider: 'client' });
    await tick();
    expect(availability()).toMatchObject({ available: true, provider: 'client', error: null });
    machine.send({ type: 'submit.requested' });
    await tick();
    expect(sent).toEqual([{ paymentMethod: { type: 'demo' } }]);
  });

  it("a refusal is kept with its reason and reported once; a thrown error is the definition's 'not available'", async () => {
    const refused = harness();
    refused.machine.start();
    const why = new CheckoutError('ERROR', 'Demo Pay is switched off');
    refused.checks[0]!.reject(why);
    await tick();
    expect(refused.availability()).toMatchObject({ available: false, error: why });
    expect(refused.errors).toEqual([why]);
    refused.machine.send({ type: 'submit.requested' });
    await tick();
    expect(refused.sent).toEqual([]);

    const thrown = harness(() => {
      throw new Error('no page');
    });
    thrown.machine.start();
    await tick();
    expect(thrown.availability().available).toBe(false);
    expect(thrown.errors.map((error) => [error.type, error.message])).toEqual([
      ['ERROR', 'Demo Pay is not available'],
    ]);
  });

  it(`no answer within ${METHOD_AVAILABILITY_TIMEOUT_MS} ms: not available; the late answer changes nothing`, async () => {
    const { machine, checks, timers, errors, availability } = harness();
    machine.start();
    timers.advance(METHOD_AVAILABILITY_TIMEOUT_MS - 1);
    expect(availability().available).toBe('checking');
    timers.advance(1);
    expect(availability().available).toBe(false);
    expect(errors.map((error) => error.message)).toEqual(['Demo Pay is not available']);
    checks[0]!.resolve({});
    await tick();
    expect(availability().available).toBe(false);
    expect(errors).toHaveLength(1);
  });

  it('a reset keeps what the check found', async () => {
    const { machine, checks, availability } = harness();
    machine.start();
    checks[0]!.resolve({ provider: 'client' });
    await tick();
    const found = availability();
    machine.send({ type: 'form.reset' });
    expect(machine.getSnapshot().availability).toBe(found);
  });
});
