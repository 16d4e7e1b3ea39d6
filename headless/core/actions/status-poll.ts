import * as v from 'valibot';
import { systemTimers, type Timers } from '../store/timers';
import { CheckoutError, isCheckoutError } from '../errors/checkout-error';
import { ERROR_MESSAGES } from '../errors/error-messages';
import type { PaymentResponse } from '../checkout/types';
import type { ActionEvent } from './action.contract';
import type { HttpClient } from '../http/http-client';
import type { MessageKey } from '../i18n/messages';
import { createStore, type Store } from '../store/machine';
import { isKnownResultCode, polledResultCodeToStatus, resultCodeToStatus } from '../payment/payment.result';

/** Polling rhythm of spec section 9: every 2 s, every 10 s once 60 s have passed. */
const STATUS_POLL_TIMING = { intervalMs: 2_000, slowIntervalMs: 10_000, slowAfterMs: 60_000 } as const;

/** What the status endpoint answers: a result code or a type, plus a payload (spec section 3). */
interface StatusPollResponse {
  /** 'pending', 'complete', or another type (an error). */
  type?: string | undefined;
  /** The payment's result code. */
  resultCode?: string | undefined;
  /** The payload to submit as the action's details. */
  payload?: string | undefined;
  /** Further fields. */
  [field: string]: unknown;
}
const StatusPollResponseSchema: v.GenericSchema<unknown, StatusPollResponse> = v.looseObject({
  type: v.optional(v.string()),
  resultCode: v.optional(v.string()),
  payload: v.optional(v.string()),
});

/** A status answer, mapped (spec section 4). */
interface StatusPollResult {
  /** 'pending' keeps polling; 'success' and 'error' end it. */
  status: 'pending' | 'success' | 'error';
  /** The result code, as the service sent it. */
  resultCode?: string;
  /** The payload to submit as the action's details. */
  payload?: string;
  /** The message to show for an error. */
  errorKey?: MessageKey;
}

/**
 * Maps a status-poll answer (spec section 4): refused, error and cancelled give error
 * ('error.subtitle.refused'); unknown (or none) gives error; pending and received stay pending;
 * any other result code is success. With a `type`: 'pending' stays pending, 'complete' is mapped by
 * its result code, any other type is an error.
 */
function mapStatusPollResponse(response: StatusPollResponse): StatusPollResult {
  const kept = {
    ...(response.resultCode !== undefined ? { resultCode: response.resultCode } : {}),
    ...(response.payload !== undefined ? { payload: response.payload } : {}),
  };
  if (response.type !== undefined && response.type !== 'complete') {
    if (response.type === 'pending') return { status: 'pending', ...kept };
    return { status: 'error', errorKey: 'error.message.unknown', ...kept };
  }
  const status = polledResultCodeToStatus(response.resultCode);
  if (status !== 'error') return { status, ...kept };
  // A code of the result table that means an error is a refusal; a code it does not know, or none, is unknown.
  const known = resultCodeToStatus(response.resultCode) === 'error' && isKnownResultCode(response.resultCode);
  return { status, errorKey: known ? 'error.subtitle.refused' : 'error.message.unknown', ...kept };
}

/** The delay before the next poll, `elapsedMs` after polling started. */
function statusPollDelay(elapsedMs: number): number {
  return elapsedMs < STATUS_POLL_TIMING.slowAfterMs
    ? STATUS_POLL_TIMING.intervalMs
    : STATUS_POLL_TIMING.slowIntervalMs;
}

/** Where a status poll stands. */
interface StatusPollState {
  /**
   * 'idle' before start; 'polling'; 'completed' with a result and a payload to submit (an error
   * result with a payload also completes: the details call gives the final answer) — with
   * `submitDetails`, 'submitting' first and then 'completed' with the `response`; 'error' with
   * the error (a result without payload, an answer that cannot be read); 'expired' ('Payment
   * Expired'); 'stopped' by the caller.
   */
  status: 'idle' | 'polling' | 'submitting' | 'completed' | 'error' | 'expired' | 'stopped';
  /** Polls sent so far. */
  attempts: number;
  /** The last mapped answer. */
  result: StatusPollResult | null;
  /** The error of 'error' and 'expired'. */
  error: CheckoutError | null;
  /** Network errors met (polling goes on after each). */
  networkErrors: number;
  /** The details call's response (with `submitDetails`). */
  response: PaymentResponse | null;
}

/** Options of createStatusPoller. */
interface StatusPollerOptions {
  /** The payment-service client. */
  http: HttpClient;
  /** The client key (query parameter). */
  clientKey: string;
  /** The action's paymentData. */
  paymentData: string;
  /** The clock, in ms. */
  now?: () => number;
  /** When the payment expires (ms since epoch, the QR countdown's end); no expiry by default. */
  expiresAt?: number | null;
  /** Timers (fake ones in tests). */
  timers?: Timers;
  /** Submits the payload as the action's details (/paymentDetails or onAdditionalDetails); the poller then waits for it. */
  submitDetails?: (data: {
    details: Record<string, unknown>;
    paymentData?: string;
  }) => Promise<PaymentResponse>;
}

/** A status poller: a store of its state, start and stop. */
interface StatusPoller extends Pick<Store<StatusPollState>, 'getSnapshot' | 'subscribe'> {
  /** Starts polling (the first poll after 2 s); restarts a stopped poller. Otherwise does nothing. */
  start: () => void;
  /** Stops polling and aborts the request in flight. */
  stop: () => void;
}

/**
 * Polls `services/PaymentInitiation/v1/status` for an action's outcome (QR codes, await): every 2 s,
 * every 10 s after the first minute; a network error (or a 5xx) keeps polling; the expiry time ends it with
 * 'Payment Expired'. A final answer with a payload completes; without one it is an error ('successful
 * result, but no payload in response' / 'error result with no payload in response'); an answer the
 * service rejects is 'Could not check the payment status'.
 */
function createStatusPoller(options: StatusPollerOptions): StatusPoller {
  const now = options.now ?? Date.now;
  const timers = options.timers ?? systemTimers;
  const store = createStore<StatusPollState>({
    status: 'idle',
    attempts: 0,
    result: null,
    error: null,
    networkErrors: 0,
    response: null,
  });
  let startedAt = 0;
  let timer: unknown = null;
  let controller: AbortController | null = null;

  const running = () => store.getSnapshot().status === 'polling';
  const finish = (patch: Partial<StatusPollState>) => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    store.setState((state) => ({ ...state, ...patch }));
  };
  const expired = () => options.expiresAt != null && now() >= options.expiresAt;
  const expire = () =>
    finish({
      status: 'expired',
      error: new CheckoutError('ERROR', ERROR_MESSAGES.paymentExpired, { errorCode: 'timeout' }),
    });

  const schedule = () => {
    if (!running()) return;
    const delay = statusPollDelay(now() - startedAt);
    const untilExpiry = options.expiresAt != null ? options.expiresAt - now() : Infinity;
    if (untilExpiry <= delay) {
      timer = timers.setTimeout(expire, Math.max(untilExpiry, 0));
      return;
    }
    timer = timers.setTimeout(() => void poll(), delay);
  };

  const onAnswer = (response: StatusPollResponse) => {
    const result = mapStatusPollResponse(response);
    store.setState((state) => ({ ...state, result }));
    if (result.status === 'pending') return schedule();
    if (result.payload !== undefined) return complete(result.payload);
    const message =
      result.status === 'success' ? ERROR_MESSAGES.successWithoutPayload : ERROR_MESSAGES.errorWithoutPayload;
    finish({ status: 'error', error: new CheckoutError('ERROR', message) });
  };

  const complete = (payload: string) => {
    const submitDetails = options.submitDetails;
    if (!submitDetails) return finish({ status: 'completed' });
    finish({ status: 'submitting' });
    submitDetails({ details: { payload }, paymentData: options.paymentData })
      .then((response) => {
        if (store.getSnapshot().status === 'submitting') finish({ status: 'completed', response });
      })
      .catch((error: unknown) => {
        if (store.getSnapshot().status !== 'submitting') return;
        const checkoutError = isCheckoutError(error)
          ? error
          : new CheckoutError('ERROR', ERROR_MESSAGES.unknown, { cause: error });
        finish({ status: 'error', error: checkoutError });
      });
  };

  const poll = async () => {
    timer = null;
    if (!running()) return;
    if (expired()) return expire();
    controller = new AbortController();
    store.setState((state) => ({ ...state, attempts: state.attempts + 1 }));
    try {
      const response = await options.http.request({
        path: 'services/PaymentInitiation/v1/status',
        method: 'POST',
        query: { clientKey: options.clientKey },
        body: { paymentData: options.paymentData },
        schema: StatusPollResponseSchema,
        signal: controller.signal,
      });
      if (running()) onAnswer(response);
    } catch (error) {
      if (!running()) return;
      // The network failed, or the service did (5xx): try again at the next tick. A rejected request
      // (4xx: bad paymentData, unknown key) would fail every time, so it ends the poll.
      if (isCheckoutError(error) && error.type === 'NETWORK_ERROR' && (error.status ?? 500) >= 500) {
        store.setState((state) => ({ ...state, networkErrors: state.networkErrors + 1 }));
        return schedule();
      }
      finish({
        status: 'error',
        error: new CheckoutError('ERROR', ERROR_MESSAGES.couldNotCheckStatus, { cause: error }),
      });
    } finally {
      controller = null;
    }
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start: () => {
      const { status } = store.getSnapshot();
      if (status !== 'idle' && status !== 'stopped') return;
      startedAt = now();
      store.setState((state) => ({ ...state, status: 'polling' }));
      if (expired()) return expire();
      schedule();
    },
    stop: () => {
      if (!running() && store.getSnapshot().status !== 'submitting') return;
      controller?.abort();
      finish({ status: 'stopped' });
    },
  };
}

const STARTED: ActionEvent = { type: 'action.started' };
const DETAILS: ActionEvent = { type: 'action.detailsSubmitted' };

/**
 * The action-contract events a status poll's state implies (QR codes, await): polling is
 * 'started', the payload's details call 'details', its answer the end; an error ends it as
 * 'error', the expiry ('Payment Expired') as 'timeout'. A poll stopped by its caller has not ended.
 */
function statusPollActionEvents(state: StatusPollState): readonly ActionEvent[] {
  switch (state.status) {
    case 'idle':
    case 'stopped':
      return [];
    case 'polling':
      return [STARTED];
    case 'submitting':
      return [STARTED, DETAILS];
    case 'completed':
      return state.response
        ? [STARTED, DETAILS, { type: 'action.answered', response: state.response }]
        : [STARTED, DETAILS];
    case 'error':
      return state.error ? [STARTED, { type: 'action.failed', error: state.error }] : [STARTED];
    case 'expired':
      return state.error ? [STARTED, { type: 'action.timedOut', error: state.error }] : [STARTED];
    default:
      state.status satisfies never;
      return [];
  }
}

export {
  STATUS_POLL_TIMING,
  createStatusPoller,
  mapStatusPollResponse,
  statusPollActionEvents,
  statusPollDelay,
};
export type { StatusPollResponse, StatusPollResult, StatusPollState, StatusPoller, StatusPollerOptions };
