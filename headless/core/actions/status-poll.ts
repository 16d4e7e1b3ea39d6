import * as v from 'valibot';
import { systemTimers, type Timers } from '../store/timers';
import { CHECKOUT_ERROR_MESSAGES, CheckoutError, isCheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';
import type { PaymentResponse } from '../checkout/types';
import type { ActionEvent } from './action.contract';
import type { HttpClient } from '../http/http-client';
import type { MessageKey } from '../i18n/messages';
import { createMachine, type Effect, type Machine } from '../store/machine';
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

/** The first state of a status poll. */
const IDLE_STATUS_POLL: StatusPollState = {
  status: 'idle',
  attempts: 0,
  result: null,
  error: null,
  networkErrors: 0,
  response: null,
};

/** The events of a status poll. */
type StatusPollEvent =
  /** The caller starts polling (from 'idle' or 'stopped'); ignored otherwise. */
  | { type: 'poll.started' }
  /** A poll request goes out: one attempt more. */
  | { type: 'poll.sent' }
  /** The status endpoint answered. */
  | {
      type: 'poll.answered';
      /** The answer, as the service sent it. */
      response: StatusPollResponse;
      /** Whether a payload goes to a details call ('submitting') rather than completing at once. */
      submitsDetails: boolean;
    }
  /** The network or the service (5xx) failed: polling goes on. */
  | { type: 'poll.networkFailed' }
  /** The service rejected the poll (4xx) or its answer could not be read: polling ends. */
  | {
      type: 'poll.failed';
      /** What the request threw. */
      error: unknown;
    }
  /** The expiry time has come ('Payment Expired'). */
  | { type: 'poll.expired' }
  /** The caller stops polling (or the details call's wait). */
  | { type: 'poll.stopped' }
  /** The details call answered. */
  | {
      type: 'poll.detailsAnswered';
      /** Its response. */
      response: PaymentResponse;
    }
  /** The details call failed. */
  | {
      type: 'poll.detailsFailed';
      /** What it threw. */
      error: unknown;
    };

/** The error of an expired poll: 'Payment Expired'. */
function expiredError(): CheckoutError {
  return new CheckoutError('ERROR', ERROR_TEXTS.paymentExpired, { errorCode: 'timeout' });
}

/**
 * The pure transition of a status poll. Answers, failures and the expiry count only while polling,
 * the details call's answer only while submitting: a late answer after a stop or an end changes nothing.
 */
function statusPollReducer(state: StatusPollState, event: StatusPollEvent): StatusPollState {
  const polling = state.status === 'polling';
  switch (event.type) {
    case 'poll.started':
      return state.status === 'idle' || state.status === 'stopped' ? { ...state, status: 'polling' } : state;
    case 'poll.sent':
      return polling ? { ...state, attempts: state.attempts + 1 } : state;
    case 'poll.answered': {
      if (!polling) return state;
      const result = mapStatusPollResponse(event.response);
      if (result.status === 'pending') return { ...state, result };
      if (result.payload !== undefined)
        return { ...state, result, status: event.submitsDetails ? 'submitting' : 'completed' };
      const message =
        result.status === 'success' ? ERROR_TEXTS.successWithoutPayload : ERROR_TEXTS.errorWithoutPayload;
      return { ...state, result, status: 'error', error: new CheckoutError('ERROR', message) };
    }
    case 'poll.networkFailed':
      return polling ? { ...state, networkErrors: state.networkErrors + 1 } : state;
    case 'poll.failed':
      if (!polling) return state;
      return {
        ...state,
        status: 'error',
        error: new CheckoutError('ERROR', ERROR_TEXTS.couldNotCheckStatus, { cause: event.error }),
      };
    case 'poll.expired':
      return polling ? { ...state, status: 'expired', error: expiredError() } : state;
    case 'poll.stopped':
      return polling || state.status === 'submitting' ? { ...state, status: 'stopped' } : state;
    case 'poll.detailsAnswered':
      return state.status === 'submitting'
        ? { ...state, status: 'completed', response: event.response }
        : state;
    case 'poll.detailsFailed': {
      if (state.status !== 'submitting') return state;
      const error = isCheckoutError(event.error)
        ? event.error
        : new CheckoutError('ERROR', CHECKOUT_ERROR_MESSAGES.unknown, { cause: event.error });
      return { ...state, status: 'error', error };
    }
    default:
      event satisfies never;
      return state;
  }
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

/** What a status-poll machine runs with: the options, the clock and the timers filled in. */
type StatusPollDeps = Omit<StatusPollerOptions, 'now' | 'timers' | 'expiresAt'> & {
  /** The clock, in ms. */
  now: () => number;
  /** The timers the polls are scheduled with. */
  timers: Timers;
  /** When the payment expires (ms since epoch); null for never. */
  expiresAt: number | null;
};

/** Whether the payment has expired by now. */
function isPollExpired(deps: StatusPollDeps): boolean {
  return deps.expiresAt !== null && deps.now() >= deps.expiresAt;
}

/**
 * Schedules the polls: the first 2 s after the start, the next 2 s (10 s after the first minute)
 * after each pending answer or network error; the expiry instead when it comes first (or at once
 * when polling starts after it). Leaving 'polling' clears the timer.
 */
function createPollTimerEffect(): Effect<StatusPollState, StatusPollEvent, StatusPollDeps> {
  let timer: unknown = null;
  let startedAt = 0;
  return ({ state, previous, event, send, deps }) => {
    if (state.status !== 'polling') {
      if (timer !== null) deps.timers.clearTimeout(timer);
      timer = null;
      return;
    }
    if (previous.status !== 'polling') {
      startedAt = deps.now();
      if (isPollExpired(deps)) return send({ type: 'poll.expired' });
    } else if (event.type !== 'poll.answered' && event.type !== 'poll.networkFailed') {
      return;
    }
    const delay = statusPollDelay(deps.now() - startedAt);
    const untilExpiry = deps.expiresAt !== null ? deps.expiresAt - deps.now() : Infinity;
    const due = untilExpiry <= delay;
    timer = deps.timers.setTimeout(
      () => {
        timer = null;
        send({ type: due || isPollExpired(deps) ? 'poll.expired' : 'poll.sent' });
      },
      due ? Math.max(untilExpiry, 0) : delay,
    );
  };
}

/**
 * Sends the status request of each counted attempt and turns its outcome into an event: the answer;
 * a network error or a 5xx (polling goes on); any other failure (a 4xx would fail every time).
 * Leaving 'polling' aborts the request in flight, whose outcome is then dropped.
 */
function createPollRequestEffect(): Effect<StatusPollState, StatusPollEvent, StatusPollDeps> {
  let controller: AbortController | null = null;
  return ({ state, previous, event, send, deps }) => {
    if (state.status !== 'polling') {
      controller?.abort();
      controller = null;
      return;
    }
    if (event.type !== 'poll.sent' || state === previous) return;
    const mine = new AbortController();
    controller = mine;
    deps.http
      .request({
        path: 'services/PaymentInitiation/v1/status',
        method: 'POST',
        query: { clientKey: deps.clientKey },
        body: { paymentData: deps.paymentData },
        schema: StatusPollResponseSchema,
        signal: mine.signal,
      })
      .then(
        (response) => {
          if (controller !== mine) return;
          controller = null;
          send({ type: 'poll.answered', response, submitsDetails: deps.submitDetails !== undefined });
        },
        (error: unknown) => {
          if (controller !== mine) return;
          controller = null;
          const retry =
            isCheckoutError(error) && error.type === 'NETWORK_ERROR' && (error.status ?? 500) >= 500;
          send(retry ? { type: 'poll.networkFailed' } : { type: 'poll.failed', error });
        },
      );
  };
}

/**
 * Submits the payload as the action's details when the poll enters 'submitting', and sends the
 * call's answer or failure; the outcome of a call whose wait was stopped is dropped.
 */
function createDetailsEffect(): Effect<StatusPollState, StatusPollEvent, StatusPollDeps> {
  let call = 0;
  return ({ state, previous, send, deps }) => {
    if (state.status !== 'submitting') {
      if (previous.status === 'submitting') call += 1;
      return;
    }
    const payload = state.result?.payload;
    if (previous.status === 'submitting' || !deps.submitDetails || payload === undefined) return;
    call += 1;
    const mine = call;
    deps.submitDetails({ details: { payload }, paymentData: deps.paymentData }).then(
      (response) => {
        if (call === mine) send({ type: 'poll.detailsAnswered', response });
      },
      (error: unknown) => {
        if (call === mine) send({ type: 'poll.detailsFailed', error });
      },
    );
  };
}

/** A status poller: a machine of its state, start and stop. */
interface StatusPoller extends Pick<Machine<StatusPollState, StatusPollEvent>, 'getSnapshot' | 'subscribe'> {
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
  const { now = Date.now, timers = systemTimers, expiresAt = null, ...rest } = options;
  const machine = createMachine<StatusPollState, StatusPollEvent, StatusPollDeps>(
    {
      initialState: IDLE_STATUS_POLL,
      reducer: statusPollReducer,
      effects: [createPollTimerEffect(), createPollRequestEffect(), createDetailsEffect()],
    },
    { ...rest, now, timers, expiresAt },
  );
  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    start: () => machine.send({ type: 'poll.started' }),
    stop: () => machine.send({ type: 'poll.stopped' }),
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
  IDLE_STATUS_POLL,
  STATUS_POLL_TIMING,
  createStatusPoller,
  mapStatusPollResponse,
  statusPollActionEvents,
  statusPollDelay,
  statusPollReducer,
};
export type {
  StatusPollDeps,
  StatusPollEvent,
  StatusPollResponse,
  StatusPollResult,
  StatusPollState,
  StatusPoller,
  StatusPollerOptions,
};
