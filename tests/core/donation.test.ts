// The donation (spec sections 2, 3, 4, 8): options, the amount's rule, the states, what the merchant gets.
import { describe, expect, it, vi } from 'vitest';
import {
  CheckoutError,
  checkDonationOptions,
  createDonationMachine,
  donationDataOf,
  donationReducer,
  initialDonationState,
  type DonationEvent,
  type DonationState,
} from 'headless-checkout/core';

const AMOUNTS = { currency: 'EUR', values: [50, 199, 300] };
const ready = initialDonationState({ amounts: AMOUNTS });

describe('checkDonationOptions', () => {
  it('keeps valid amounts, the currency upper-cased', () => {
    expect(checkDonationOptions({ amounts: { currency: 'eur', values: [100, 500] } })).toEqual({
      amounts: { currency: 'EUR', values: [100, 500] },
    });
  });

  it.each([
    [{ currency: 'EURO', values: [100] }, /three-letter ISO 4217/],
    [{ currency: 'EUR', values: [] }, /must not be empty/],
    [{ currency: 'EUR', values: [0] }, /greater than 0/],
    [{ currency: 'EUR', values: [-100] }, /greater than 0/],
    [{ currency: 'EUR', values: [1.5] }, /integers in minor units/],
    [{ currency: 'EUR', values: [100, 100] }, /must not repeat/],
    [{ currency: 'EUR', values: ['100'] }, /must be numbers/],
    [{ currency: 'EUR' }, /values/],
    [{ currency: 'EUR', values: 100 }, /must be an array/],
    [undefined, /Invalid donation options/],
  ])('throws IMPLEMENTATION_ERROR for %j', (amounts, message) => {
    const attempt = () => checkDonationOptions({ amounts } as never);
    expect(attempt).toThrow(CheckoutError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ type: 'IMPLEMENTATION_ERROR' });
    }
  });
});

describe('donationReducer', () => {
  const error = new CheckoutError('ERROR', 'no');
  const with_ = (changes: Partial<DonationState>): DonationState => ({ ...ready, ...changes });
  it.each<[string, DonationState, DonationEvent, Partial<DonationState>]>([
    [
      'an amount is picked',
      ready,
      { type: 'amount.selected', value: 199 },
      { selected: 199, status: 'ready' },
    ],
    ['an amount not offered is ignored', ready, { type: 'amount.selected', value: 42 }, { selected: null }],
    [
      'Donate without an amount shows the rule, no call',
      ready,
      { type: 'donate.requested' },
      { status: 'ready', fieldErrorKey: 'donation.chooseAmount' },
    ],
    [
      'picking an amount clears the rule',
      with_({ fieldErrorKey: 'donation.chooseAmount' }),
      { type: 'amount.selected', value: 50 },
      { selected: 50, fieldErrorKey: null },
    ],
    [
      'Donate with an amount loads',
      with_({ selected: 300 }),
      { type: 'donate.requested' },
      { status: 'loading' },
    ],
    [
      'a second Donate while loading is ignored',
      with_({ selected: 300, status: 'loading' }),
      { type: 'donate.requested' },
      { status: 'loading' },
    ],
    [
      'the amount cannot change while loading',
      with_({ selected: 300, status: 'loading' }),
      { type: 'amount.selected', value: 50 },
      { selected: 300 },
    ],
    [
      'taken: success',
      with_({ selected: 300, status: 'loading' }),
      { type: 'donate.succeeded' },
      { status: 'success', ended: 1 },
    ],
    [
      'not taken: error with error.message.unknown',
      with_({ selected: 300, status: 'loading' }),
      { type: 'donate.failed', error },
      { status: 'error', messageKey: 'error.message.unknown', error, ended: 1 },
    ],
    [
      'after an error the shopper may try again',
      with_({ selected: 300, status: 'error', messageKey: 'error.message.unknown', error, ended: 1 }),
      { type: 'donate.requested' },
      { status: 'loading', messageKey: null, error: null },
    ],
    ['Not now dismisses', ready, { type: 'donation.dismissed' }, { status: 'dismissed' }],
    [
      'Not now after an error dismisses',
      with_({ status: 'error' }),
      { type: 'donation.dismissed' },
      { status: 'dismissed' },
    ],
    [
      'success is final',
      with_({ status: 'success', selected: 50 }),
      { type: 'donation.dismissed' },
      { status: 'success' },
    ],
    [
      'success is final (no second donation)',
      with_({ status: 'success', selected: 50 }),
      { type: 'donate.requested' },
      { status: 'success' },
    ],
    [
      'dismissed is final',
      with_({ status: 'dismissed' }),
      { type: 'amount.selected', value: 50 },
      { selected: null },
    ],
    [
      'a late answer after Not now is ignored',
      with_({ status: 'dismissed' }),
      { type: 'donate.succeeded' },
      { status: 'dismissed' },
    ],
  ])('%s', (_name, state, event, expected) => {
    expect(donationReducer(state, event)).toMatchObject(expected);
  });
});

describe('donationDataOf', () => {
  it('is data.amount{currency, value} of the chosen amount (spec section 3)', () => {
    expect(donationDataOf({ ...ready, selected: 199 })).toEqual({
      data: { amount: { currency: 'EUR', value: 199 } },
    });
    expect(donationDataOf(ready)).toBeNull();
  });
});

describe('createDonationMachine', () => {
  it('hands the chosen amount to onDonate once, then success', async () => {
    const onDonate = vi.fn(() => Promise.resolve());
    const machine = createDonationMachine({ amounts: AMOUNTS }, { onDonate });
    machine.send({ type: 'donate.requested' });
    expect(onDonate).not.toHaveBeenCalled();
    machine.send({ type: 'amount.selected', value: 300 });
    machine.send({ type: 'donate.requested' });
    machine.send({ type: 'donate.requested' });
    await vi.waitFor(() => expect(machine.getSnapshot().status).toBe('success'));
    expect(onDonate).toHaveBeenCalledTimes(1);
    expect(onDonate).toHaveBeenCalledWith({ data: { amount: { currency: 'EUR', value: 300 } } });
  });

  it.each([
    ['a rejection', () => Promise.reject(new Error('declined'))],
    [
      'a throw',
      () => {
        throw new Error('declined');
      },
    ],
  ])('ends in error on %s, with a CheckoutError', async (_name, onDonate) => {
    const machine = createDonationMachine({ amounts: AMOUNTS }, { onDonate });
    machine.send({ type: 'amount.selected', value: 50 });
    machine.send({ type: 'donate.requested' });
    await vi.waitFor(() => expect(machine.getSnapshot().status).toBe('error'));
    expect(machine.getSnapshot().error).toMatchObject({ type: 'ERROR', message: 'declined' });
    expect(machine.getSnapshot().messageKey).toBe('error.message.unknown');
  });

  it("reports a failure to the merchant once, and 'Not now' once while the offer is open", async () => {
    const reportError = vi.fn();
    const onCancel = vi.fn();
    const failing = createDonationMachine(
      { amounts: AMOUNTS },
      { onDonate: () => Promise.reject(new Error('declined')), reportError, onCancel },
    );
    failing.send({ type: 'amount.selected', value: 50 });
    failing.send({ type: 'donate.requested' });
    await vi.waitFor(() => expect(failing.getSnapshot().status).toBe('error'));
    expect(reportError.mock.calls).toEqual([[failing.getSnapshot().error]]);
    // Declining after the failure: the merchant hears it once; a second press changes nothing.
    failing.send({ type: 'donation.dismissed' });
    failing.send({ type: 'donation.dismissed' });
    expect(failing.getSnapshot().status).toBe('dismissed');
    expect(onCancel).toHaveBeenCalledTimes(1);
    // After a donation, 'Not now' is no decline.
    const paid = createDonationMachine({ amounts: AMOUNTS }, { onDonate: vi.fn(), onCancel });
    paid.send({ type: 'amount.selected', value: 50 });
    paid.send({ type: 'donate.requested' });
    await vi.waitFor(() => expect(paid.getSnapshot().status).toBe('success'));
    paid.send({ type: 'donation.dismissed' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('throws IMPLEMENTATION_ERROR for invalid amounts', () => {
    expect(() =>
      createDonationMachine({ amounts: { currency: 'EUR', values: [] } }, { onDonate: vi.fn() }),
    ).toThrow(/Invalid donation options: .*must not be empty/);
  });
});
