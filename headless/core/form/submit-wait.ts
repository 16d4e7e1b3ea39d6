import { CheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';
import type { Effect } from '../store/machine';
import type { Timers } from '../store/timers';

/** How long a submit waits for the frames' encryption (spec section 9: a frame's 6 s). */
const SUBMIT_WAIT_MS = 6_000;

/**
 * Bounds a submit's wait for the secured fields' encryption, for any machine whose state says
 * `submitQueued`: the wait starts a timer that sends `submit.waitTimedOut` after SUBMIT_WAIT_MS,
 * an end of the wait clears it, and a timeout fails the payment with a NETWORK_ERROR through
 * `fail` (the machine's own events), shown and announced like any failure, reported once.
 */
function createSubmitWaitEffect<
  State extends { submitQueued: boolean },
  Event extends { type: string },
  Deps,
>(
  timers: Timers,
  timedOut: Event,
  fail: (error: CheckoutError, send: (event: Event) => void, deps: Deps) => void,
): Effect<State, Event, Deps> {
  let timer: unknown = null;
  return ({ event, state, previous, send, deps }) => {
    if (state.submitQueued && !previous.submitQueued) {
      timers.clearTimeout(timer);
      timer = timers.setTimeout(() => send(timedOut), SUBMIT_WAIT_MS);
    } else if (!state.submitQueued && previous.submitQueued) {
      timers.clearTimeout(timer);
    }
    if (event.type === timedOut.type && previous.submitQueued) {
      fail(new CheckoutError('NETWORK_ERROR', ERROR_TEXTS.encryptionTimedOut), send, deps);
    }
  };
}

export { SUBMIT_WAIT_MS, createSubmitWaitEffect };
