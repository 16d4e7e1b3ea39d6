import type { PaymentResponse } from '../checkout/types';
import type { CheckoutError } from '../errors/checkout-error';
import type { MessageKey } from '../i18n/messages';
import { classifyPaymentResponse, type PaymentOutcome } from '../payment/payment.result';
import { createMachine, type Effect, type Machine, type MachineOptions } from '../store/machine';

/**
 * Where an action stands; the same steps for every action type (3DS2, redirect, QR code, await,
 * voucher, bank transfer):
 * - 'idle': not started yet (the first render, the server, a redirect waiting for `redirect()`);
 * - 'started': running (a frame, a countdown and its polls, the page leaving, a voucher shown);
 * - 'details': its result went to /paymentDetails (sessions) or the merchant's onAdditionalDetails;
 * - 'completed': it ended with an answer (`response`, classified by the one result table);
 * - 'error': it failed (`error`, a typed CheckoutError);
 * - 'timeout': its time ran out (`error`; a 3DS2 challenge's timeout also has the `response` to the
 *   transStatus 'U' it then submits).
 * The last three are ends: final, and reported to the merchant once.
 */
type ActionStatus = 'idle' | 'started' | 'details' | 'completed' | 'error' | 'timeout';

/** What a shopper sees when an action ends, or null while it runs (and when the payment goes on). */
type ActionEndView = { status: 'success' } | { status: 'error'; messageKey: MessageKey };

/** An action's state. */
interface ActionState {
  /** Where the action stands. */
  status: ActionStatus;
  /** The answer it ended with, pruned to the fields the spec names; null otherwise. */
  response: PaymentResponse | null;
  /** The answer by the one result table: success, error (a refusal), partial, or a further action. */
  outcome: PaymentOutcome['type'] | null;
  /**
   * The error of 'error' and 'timeout'; in 'details' after a timeout whose details follow (a 3DS2
   * challenge), that timeout; null otherwise.
   */
  error: CheckoutError | null;
  /**
   * The end to show: success, or an error with its message ('Payment refused', 'Payment failed',
   * 'Payment expired', 'Redirect failed'); null while the action runs, and when its answer carries
   * a further action or a partial payment (the payment goes on).
   */
  result: ActionEndView | null;
}

/** The events of an action. */
type ActionEvent =
  /** The action runs (its frame, countdown, poll, navigation or voucher is under way). */
  | { type: 'action.started' }
  /** Its result went to /paymentDetails or onAdditionalDetails. */
  | { type: 'action.detailsSubmitted' }
  /** The answer came: the end 'completed', or 'timeout' after a timeout whose details follow. */
  | { type: 'action.answered'; response: PaymentResponse }
  /** It failed; `messageKey` is what the shopper sees ('Payment failed' by default). */
  | { type: 'action.failed'; error: CheckoutError; messageKey?: MessageKey }
  /**
   * Its time ran out. With `detailsFollow` the action goes on (a 3DS2 challenge submits
   * transStatus 'U') and ends with the answer as 'timeout'; otherwise it ends here ('Payment expired').
   */
  | { type: 'action.timedOut'; error: CheckoutError; detailsFollow?: boolean };

/** The first state of every action. */
const IDLE_ACTION: ActionState = { status: 'idle', response: null, outcome: null, error: null, result: null };

/** Whether an action has ended (completed, error or timeout): nothing changes it any more. */
function isActionEnded(state: Pick<ActionState, 'status'>): boolean {
  return state.status === 'completed' || state.status === 'error' || state.status === 'timeout';
}

/** What an answer's outcome shows: success, a refusal's message, or nothing (the payment goes on). */
function endViewOf(outcome: PaymentOutcome): ActionEndView | null {
  switch (outcome.type) {
    case 'success':
      return { status: 'success' };
    case 'error':
      return { status: 'error', messageKey: outcome.messageKey };
    case 'action':
    case 'partial':
      return null;
    default:
      outcome satisfies never;
      return null;
  }
}

/**
 * The pure transition of every action. Ends are terminal: a second answer, a late error, a
 * timeout after the answer change nothing, so an action ends (and is reported) once.
 */
function actionReducer(state: ActionState, event: ActionEvent): ActionState {
  if (isActionEnded(state)) return state;
  switch (event.type) {
    case 'action.started':
      return state.status === 'idle' ? { ...state, status: 'started' } : state;
    case 'action.detailsSubmitted':
      return state.status === 'details' ? state : { ...state, status: 'details' };
    case 'action.answered': {
      const outcome = classifyPaymentResponse(event.response);
      // Only a timeout whose details follow sets `error` before an end.
      const timeout = state.error;
      return {
        status: timeout ? 'timeout' : 'completed',
        response: outcome.response,
        outcome: outcome.type,
        error: timeout,
        result: endViewOf(outcome),
      };
    }
    case 'action.failed':
      return {
        status: 'error',
        response: null,
        outcome: null,
        error: event.error,
        result: { status: 'error', messageKey: event.messageKey ?? 'error.subtitle.payment' },
      };
    case 'action.timedOut': {
      if (event.detailsFollow)
        return state.error ? state : { ...state, status: 'details', error: event.error };
      return {
        status: 'timeout',
        response: null,
        outcome: null,
        error: event.error,
        result: { status: 'error', messageKey: 'error.payment.expired' },
      };
    }
    default:
      event satisfies never;
      return state;
  }
}

/** Where an action's end goes: the merchant's callbacks, through the checkout. */
interface ActionReport {
  /**
   * An end with an answer ('completed', or a 3DS2 challenge's 'timeout'): the checkout's
   * reportResult (onPaymentCompleted / onPaymentFailed by the result table; nothing for a further
   * action or a partial payment), then the payment hook's `completeAction`.
   */
  result: (response: PaymentResponse) => void;
  /** An end without one ('error', or 'timeout'): the checkout's reportError (onError), then `failAction`. */
  error: (error: CheckoutError) => void;
}

/** Reports an action's end once: when the state first becomes an end (ends are terminal). */
const reportEndEffect: Effect<ActionState, ActionEvent, ActionReport> = ({ state, previous, deps }) => {
  if (isActionEnded(previous) || !isActionEnded(state)) return;
  if (state.response) deps.result(state.response);
  else if (state.error) deps.error(state.error);
};

/** One run of an action: its state, `send`, and the report of its end. */
type ActionRun = Machine<ActionState, ActionEvent, ActionReport>;

/**
 * One action's run under the contract every action type follows: started, details submitted,
 * then one end (completed, error or timeout) reported to `report` exactly once.
 */
function createActionRun(
  report: ActionReport,
  options: MachineOptions<ActionState, ActionEvent> = {},
): ActionRun {
  return createMachine(
    { initialState: IDLE_ACTION, reducer: actionReducer, effects: [reportEndEffect] },
    report,
    options,
  );
}

/** Something whose state a run follows (a 3DS2 flow, a status poller). */
interface ActionSource<State> {
  /** The current state. */
  getSnapshot: () => State;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Feeds a run the contract events a source's state implies (`eventsOf` maps a state, not a
 * change, and the reducer ignores repeats), now and after every change; returns the unsubscribe
 * function.
 */
function followActionSource<State>(
  run: Pick<ActionRun, 'send'>,
  source: ActionSource<State>,
  eventsOf: (state: State) => readonly ActionEvent[],
): () => void {
  const feed = () => {
    for (const event of eventsOf(source.getSnapshot())) run.send(event);
  };
  feed();
  return source.subscribe(feed);
}

export { IDLE_ACTION, actionReducer, createActionRun, followActionSource, isActionEnded, reportEndEffect };
export type { ActionEndView, ActionEvent, ActionReport, ActionRun, ActionSource, ActionState, ActionStatus };
