import { describe, expect, it } from 'vitest';
import {
  CheckoutError,
  ERROR_MESSAGES,
  IDLE_STATUS_POLL,
  statusPollReducer,
  type StatusPollEvent,
  type StatusPollState,
} from 'headless-checkout/core';

/** The state a list of events leads to, from `from` (idle by default). */
function run(events: readonly StatusPollEvent[], from: StatusPollState = IDLE_STATUS_POLL): StatusPollState {
  return events.reduce(statusPollReducer, from);
}

const STARTED: StatusPollEvent = { type: 'poll.started' };
const SENT: StatusPollEvent = { type: 'poll.sent' };
const PENDING: StatusPollEvent = {
  type: 'poll.answered',
  response: { type: 'pending' },
  submitsDetails: false,
};
const NETWORK: StatusPollEvent = { type: 'poll.networkFailed' };
const STOPPED: StatusPollEvent = { type: 'poll.stopped' };
const FINAL = (submitsDetails: boolean): StatusPollEvent => ({
  type: 'poll.answered',
  response: { type: 'complete', resultCode: 'authorised', payload: 'PAYLOAD' },
  submitsDetails,
});

describe('statusPollReducer', () => {
  it('starts polling from idle; a second start changes nothing', () => {
    const polling = run([STARTED]);
    expect(polling).toEqual({ ...IDLE_STATUS_POLL, status: 'polling' });
    expect(statusPollReducer(polling, STARTED)).toBe(polling);
  });

  it('counts an attempt per poll sent, and keeps the last pending answer', () => {
    const state = run([STARTED, SENT, PENDING, SENT, PENDING, SENT]);
    expect(state).toEqual({
      status: 'polling',
      attempts: 3,
      result: { status: 'pending' },
      error: null,
      networkErrors: 0,
      response: null,
    });
  });

  it('counts no attempt before the start', () => {
    expect(run([SENT, PENDING, NETWORK])).toBe(IDLE_STATUS_POLL);
  });

  it('counts every network error and keeps polling (spec: a network error keeps polling)', () => {
    const failures = Array.from({ length: 12 }, () => [SENT, NETWORK]).flat();
    const state = run([STARTED, ...failures]);
    expect(state).toMatchObject({ status: 'polling', attempts: 12, networkErrors: 12, error: null });
    expect(run([SENT, FINAL(false)], state)).toMatchObject({
      status: 'completed',
      attempts: 13,
      networkErrors: 12,
      result: { status: 'success', payload: 'PAYLOAD' },
    });
  });

  it('ends polling with a final code and a payload: completed, and nothing changes it after', () => {
    const completed = run([STARTED, SENT, PENDING, SENT, FINAL(false)]);
    expect(completed).toEqual({
      status: 'completed',
      attempts: 2,
      result: { status: 'success', resultCode: 'authorised', payload: 'PAYLOAD' },
      error: null,
      networkErrors: 0,
      response: null,
    });
    expect(run([SENT, PENDING, NETWORK, { type: 'poll.expired' }, STOPPED, STARTED], completed)).toBe(
      completed,
    );
  });

  it('completes an error code with a payload (the details call decides)', () => {
    const state = run([
      STARTED,
      SENT,
      { type: 'poll.answered', response: { resultCode: 'refused', payload: 'P' }, submitsDetails: false },
    ]);
    expect(state).toMatchObject({
      status: 'completed',
      result: { status: 'error', errorKey: 'error.subtitle.refused', payload: 'P' },
    });
  });

  it('goes to submitting with a details call, then completes with its response', () => {
    const submitting = run([STARTED, SENT, FINAL(true)]);
    expect(submitting.status).toBe('submitting');
    expect(run([SENT, PENDING, NETWORK], submitting)).toBe(submitting);
    const completed = statusPollReducer(submitting, {
      type: 'poll.detailsAnswered',
      response: { resultCode: 'Authorised' },
    });
    expect(completed).toMatchObject({ status: 'completed', response: { resultCode: 'Authorised' } });
    expect(statusPollReducer(completed, { type: 'poll.detailsFailed', error: new Error('late') })).toBe(
      completed,
    );
  });

  it('ends with the details call’s error: a checkout error as is, anything else as unknown', () => {
    const submitting = run([STARTED, SENT, FINAL(true)]);
    const refused = new CheckoutError('NETWORK_ERROR', 'refused by the server');
    expect(statusPollReducer(submitting, { type: 'poll.detailsFailed', error: refused })).toMatchObject({
      status: 'error',
      error: refused,
    });
    const cause = new Error('offline');
    const failed = statusPollReducer(submitting, { type: 'poll.detailsFailed', error: cause });
    expect(failed.status).toBe('error');
    expect(failed.error).toMatchObject({ type: 'ERROR', message: ERROR_MESSAGES.unknown, cause });
  });

  it.each([
    [{ type: 'complete', resultCode: 'authorised' }, 'success', ERROR_MESSAGES.successWithoutPayload],
    [{ resultCode: 'refused' }, 'error', ERROR_MESSAGES.errorWithoutPayload],
  ])('ends with an error for the final %j without payload', (response, resultStatus, message) => {
    const state = run([STARTED, SENT, { type: 'poll.answered', response, submitsDetails: true }]);
    expect(state.status).toBe('error');
    expect(state.result?.status).toBe(resultStatus);
    expect(state.error).toMatchObject({ type: 'ERROR', message });
  });

  it("ends with 'Could not check the payment status' when a poll is rejected", () => {
    const cause = new CheckoutError('NETWORK_ERROR', 'Invalid paymentData', { status: 422 });
    const state = run([STARTED, SENT, { type: 'poll.failed', error: cause }]);
    expect(state.status).toBe('error');
    expect(state.error).toMatchObject({ type: 'ERROR', message: ERROR_MESSAGES.couldNotCheckStatus, cause });
  });

  it("expires with 'Payment Expired' (errorCode timeout); later events change nothing", () => {
    const expired = run([STARTED, SENT, PENDING, { type: 'poll.expired' }]);
    expect(expired.status).toBe('expired');
    expect(expired.error).toMatchObject({ type: 'ERROR', message: 'Payment Expired', errorCode: 'timeout' });
    expect(run([SENT, FINAL(false), STOPPED, STARTED], expired)).toBe(expired);
  });

  it('a stop ends polling, and a late answer after it changes nothing', () => {
    const stopped = run([STARTED, SENT, STOPPED]);
    expect(stopped).toMatchObject({ status: 'stopped', attempts: 1, error: null, result: null });
    for (const late of [
      PENDING,
      FINAL(false),
      FINAL(true),
      NETWORK,
      SENT,
      STOPPED,
      { type: 'poll.failed', error: new Error('aborted') },
      { type: 'poll.expired' },
      { type: 'poll.detailsAnswered', response: { resultCode: 'Authorised' } },
    ] satisfies StatusPollEvent[]) {
      expect(statusPollReducer(stopped, late)).toBe(stopped);
    }
  });

  it('a stop during the details call ends it; its late answer changes nothing', () => {
    const stopped = run([STARTED, SENT, FINAL(true), STOPPED]);
    expect(stopped.status).toBe('stopped');
    expect(
      statusPollReducer(stopped, { type: 'poll.detailsAnswered', response: { resultCode: 'Authorised' } }),
    ).toBe(stopped);
  });

  it('a stop before the start changes nothing', () => {
    expect(statusPollReducer(IDLE_STATUS_POLL, STOPPED)).toBe(IDLE_STATUS_POLL);
  });

  it('restarts after a stop, with its counts kept', () => {
    const state = run([STARTED, SENT, NETWORK, STOPPED, STARTED, SENT]);
    expect(state).toMatchObject({ status: 'polling', attempts: 2, networkErrors: 1 });
  });

  it('never mutates the state it is given', () => {
    const frozen = Object.freeze(run([STARTED, SENT]));
    expect(() => run([PENDING, SENT, NETWORK, FINAL(true), STOPPED], frozen)).not.toThrow();
    expect(frozen).toMatchObject({ status: 'polling', attempts: 1, networkErrors: 0 });
  });
});
