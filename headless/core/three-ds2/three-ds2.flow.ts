import * as v from 'valibot';
import { systemTimers, type Timers } from '../store/timers';
import type { ActionEvent } from '../actions/action.contract';
import type { RedirectAction, ThreeDS2Action } from '../actions/action.router';
import { routeAction } from '../actions/action.router';
import type { PaymentResponse } from '../checkout/types';
import { isCheckoutError, type CheckoutError } from '../errors/checkout-error';
import type { HttpClient } from '../http/http-client';
import { createMachine, type Effect, type Machine, type StateReducer } from '../store/machine';
import {
  THREEDS2_MESSAGES,
  THREEDS2_TIMEOUTS,
  decodeThreeDS2Token,
  encodeBase64Url,
  getChallengeWindowSize,
  threeDS2Error,
  type ChallengeWindowSizeCode,
} from './three-ds2.token';

/** A hidden form the host posts into the 3DS2 frame (`target` names the frame). */
interface ThreeDS2Form {
  /** Which frame: the hidden fingerprint frame or the visible challenge frame. */
  target: 'fingerprint' | 'challenge';
  /** Where the form posts: the method URL or the ACS URL. */
  url: string;
  /** The fields: `threeDSMethodData` or `creq`. */
  fields: Record<string, string>;
}

/** Where a 3DS2 flow stands (spec section 4). */
interface ThreeDS2State {
  /**
   * init; retrievingFingerPrint (the method URL runs in a hidden frame); submittingFingerprint
   * (`v1/submitThreeDS2Fingerprint`); retrievingChallengeToken (the challenge is shown);
   * submittingDetails (the result goes to /paymentDetails or onAdditionalDetails); redirect (the
   * fingerprint answer asks for a redirect, in `redirect`); complete (with `response`); error.
   */
  status:
    | 'init'
    | 'retrievingFingerPrint'
    | 'submittingFingerprint'
    | 'retrievingChallengeToken'
    | 'submittingDetails'
    | 'redirect'
    | 'complete'
    | 'error';
  /** The form to post into a frame, while a frame step runs. */
  form: ThreeDS2Form | null;
  /** The challenge frame's size (spec section 9). */
  challengeSize: { code: ChallengeWindowSizeCode; width: string; height: string } | null;
  /** The origin results are accepted from (the notification URL's). */
  expectedOrigin: string | null;
  /** The fingerprint's completion indicator, once known ('Y', 'N' on timeout, 'U' without method URL). */
  threeDSCompInd: string | null;
  /** The challenge's transStatus, once known ('U' on timeout). */
  transStatus: string | null;
  /** The redirect the fingerprint answer asked for. */
  redirect: RedirectAction | null;
  /**
   * A step that timed out (spec section 9): the fingerprint (10 s; 'N' is submitted and the flow
   * goes on) or the challenge (600 s; transStatus 'U' is submitted and its answer ends the action
   * as a timeout). Its error has `errorCode` 'timeout'.
   */
  timeout: { step: 'fingerprint' | 'challenge'; error: CheckoutError } | null;
  /** The final payment response (it may carry a further action). */
  response: PaymentResponse | null;
  /** The error of status 'error'. */
  error: CheckoutError | null;
}

/** The challenge frame's size: its window-size code and CSS width and height (spec section 9). */
type ChallengeSize = { code: ChallengeWindowSizeCode; width: string; height: string };

/**
 * The events of a 3DS2 flow (spec sections 3, 4, 8, 9). Each counts only in the steps it belongs to:
 * a result, a timer or an answer that arrives after its step is over (or after `destroy`) changes
 * nothing.
 */
type ThreeDS2Event =
  /** The flow is asked to run (`start`); counts only in 'init', and undoes a teardown before the start. */
  | { type: 'flow.started' }
  /** The method URL runs in the hidden frame: `form` is posted there, results count from `expectedOrigin`. */
  | { type: 'fingerprint.started'; form: ThreeDS2Form; expectedOrigin: string }
  /** The fingerprint's completion indicator is known: the frame's result, or 'U' without a method URL. */
  | { type: 'fingerprint.completed'; threeDSCompInd: string }
  /** No fingerprint result in time (10 s): 'N' is submitted and the flow goes on; `error` is a warning. */
  | { type: 'fingerprint.timedOut'; error: CheckoutError }
  /** v1/submitThreeDS2Fingerprint answered type 'completed': its `details` are submitted. */
  | { type: 'fingerprint.answered'; details: Record<string, unknown> }
  /** The fingerprint step failed: its token, missing paymentData, the call, or an unexpected answer. */
  | { type: 'fingerprint.failed'; error: CheckoutError }
  /** The fingerprint's answer asked for a redirect: the page leaves. */
  | { type: 'redirect.requested'; redirect: RedirectAction }
  /**
   * The challenge is shown: `form` (the CReq) is posted into a frame of `challengeSize`, results
   * count from `expectedOrigin`; `paymentData` replaces the flow's when the challenge action has one.
   */
  | {
      type: 'challenge.started';
      form: ThreeDS2Form;
      challengeSize: ChallengeSize;
      expectedOrigin: string;
      paymentData?: string;
    }
  /** The challenge frame reported its transStatus: it is submitted as details. */
  | { type: 'challenge.completed'; transStatus: string }
  /** No challenge result in time (600 s): transStatus 'U' is submitted; its answer ends the action as a timeout. */
  | { type: 'challenge.timedOut'; error: CheckoutError }
  /** The challenge could not start: its token (or missing paymentData). */
  | { type: 'challenge.failed'; error: CheckoutError }
  /** The host could not put the frame in the page (HTMLElementError). */
  | { type: 'frame.failed'; error: CheckoutError }
  /** /paymentDetails or onAdditionalDetails answered: the flow is complete with `response`. */
  | { type: 'details.answered'; response: PaymentResponse }
  /** /paymentDetails or onAdditionalDetails failed. */
  | { type: 'details.failed'; error: CheckoutError }
  /** The flow is torn down (`destroy`): timers stop, every later event but a start from 'init' is ignored. */
  | { type: 'flow.destroyed' };

/** The machine's whole state: the public snapshot and what only the flow itself needs. */
interface ThreeDS2MachineState {
  /** What the host sees (`getSnapshot`). */
  flow: ThreeDS2State;
  /** The paymentData sent with the fingerprint and the details: the action's, then the challenge action's. */
  paymentData: string | null;
  /** Torn down by `destroy`: late answers, results and timers change nothing. */
  destroyed: boolean;
}

/** The first public state of every 3DS2 flow. */
const INITIAL_THREEDS2: ThreeDS2State = {
  status: 'init',
  form: null,
  challengeSize: null,
  expectedOrigin: null,
  threeDSCompInd: null,
  transStatus: null,
  redirect: null,
  timeout: null,
  response: null,
  error: null,
};

/** The first machine state of a flow for an action's paymentData. */
function initialThreeDS2MachineState(paymentData?: string | null): ThreeDS2MachineState {
  return { flow: INITIAL_THREEDS2, paymentData: paymentData || null, destroyed: false };
}

/** What the flow needs from the checkout. */
interface ThreeDS2FlowOptions {
  /** The threeDS2 action. */
  action: ThreeDS2Action;
  /** The payment-service client. */
  http: HttpClient;
  /** The client key (`token` query of submitThreeDS2Fingerprint). */
  clientKey: string;
  /** The payment service's origin: results are accepted from it when a token names no notification URL. */
  serviceOrigin: string;
  /** Submits the details: /paymentDetails (sessions) or onAdditionalDetails (advanced flow). */
  submitDetails: (data: {
    details: Record<string, unknown>;
    paymentData?: string;
  }) => Promise<PaymentResponse>;
  /** The challenge window size code; '02' by default, unknown codes fall back to '02'. */
  challengeWindowSize?: string;
  /**
   * Non-fatal problems with their spec code: the fingerprint's timeout, a message from a wrong
   * origin or of a wrong type. (The challenge's timeout ends the action: it is its end, not a warning.)
   */
  onWarning?: (error: CheckoutError) => void;
  /** Timers (fake ones in tests). */
  timers?: Timers;
  /** Timeouts; spec section 9 by default. */
  timeouts?: Partial<typeof THREEDS2_TIMEOUTS>;
  /** Reshapes a transition of the public state without forking the flow (downshift's stateReducer). */
  stateReducer?: StateReducer<ThreeDS2State, ThreeDS2Event>;
}

/** The flow's dependencies, defaults applied: what its effects use. */
interface ThreeDS2Deps extends Omit<ThreeDS2FlowOptions, 'timers' | 'timeouts' | 'stateReducer'> {
  /** Timers for the fingerprint's and the challenge's timeouts. */
  timers: Timers;
  /** The timeouts in milliseconds. */
  timeouts: { fingerprintMs: number; challengeMs: number };
}

/** A 3DS2 flow: its state, start, the frame's messages, and clean-up. */
interface ThreeDS2Flow extends Pick<Machine<ThreeDS2State, ThreeDS2Event>, 'getSnapshot' | 'subscribe'> {
  /** Runs the action: fingerprint or challenge. Calling it again does nothing once started. */
  start: () => void;
  /** A `message` event the host received (any origin: the flow checks). */
  receiveMessage: (event: { origin: string; data: unknown }) => void;
  /** The host could not put the frame in the page (HTMLElementError). */
  failFrame: () => void;
  /** Stops timers; later answers are ignored. */
  destroy: () => void;
}

const SubmitFingerprintResponseSchema = v.looseObject({
  type: v.optional(v.string()),
  action: v.optional(v.looseObject({ type: v.string() })),
  details: v.optional(v.record(v.string(), v.unknown())),
});

const originOf = (url: string | undefined, fallback: string): string => {
  if (!url) return fallback;
  try {
    return new URL(url).origin;
  } catch {
    return fallback;
  }
};

/** Any thrown value as a 3DS2 error (a CheckoutError as it is, anything else 'unknownError'). */
const toThreeDS2Error = (error: unknown): CheckoutError =>
  isCheckoutError(error) ? error : threeDS2Error('unknownError', THREEDS2_MESSAGES.unknown, error);

/** Whether `status` is one of `statuses`. */
const isIn = (status: ThreeDS2State['status'], ...statuses: ReadonlyArray<ThreeDS2State['status']>) =>
  statuses.includes(status);

/**
 * The pure transition of a 3DS2 flow (spec section 4): init -> retrievingFingerPrint ->
 * submittingFingerprint -> (submittingDetails | retrievingChallengeToken -> submittingDetails |
 * redirect) -> complete, or error from any running step. Events out of their step, and every event
 * after `flow.destroyed` but a start from 'init', change nothing: 'complete', 'error' and 'redirect'
 * are ends.
 */
function threeDS2Reducer(state: ThreeDS2MachineState, event: ThreeDS2Event): ThreeDS2MachineState {
  if (state.destroyed && event.type !== 'flow.started') return state;
  const { status } = state.flow;
  const to = (changes: Partial<ThreeDS2State>, paymentData = state.paymentData): ThreeDS2MachineState => ({
    ...state,
    paymentData,
    flow: { ...state.flow, ...changes },
  });
  const fail = (error: CheckoutError) => to({ status: 'error', form: null, error });
  switch (event.type) {
    case 'flow.started':
      return status === 'init' && state.destroyed ? { ...state, destroyed: false } : state;
    case 'fingerprint.started':
      if (status !== 'init') return state;
      return to({ status: 'retrievingFingerPrint', form: event.form, expectedOrigin: event.expectedOrigin });
    case 'fingerprint.completed':
      if (!isIn(status, 'init', 'retrievingFingerPrint')) return state;
      return to({ status: 'submittingFingerprint', form: null, threeDSCompInd: event.threeDSCompInd });
    case 'fingerprint.timedOut':
      if (status !== 'retrievingFingerPrint') return state;
      return to({
        status: 'submittingFingerprint',
        form: null,
        threeDSCompInd: 'N',
        timeout: { step: 'fingerprint', error: event.error },
      });
    case 'fingerprint.answered':
      return status === 'submittingFingerprint' ? to({ status: 'submittingDetails' }) : state;
    case 'fingerprint.failed':
      return isIn(status, 'init', 'retrievingFingerPrint', 'submittingFingerprint')
        ? fail(event.error)
        : state;
    case 'redirect.requested':
      return status === 'submittingFingerprint'
        ? to({ status: 'redirect', redirect: event.redirect })
        : state;
    case 'challenge.started':
      if (!isIn(status, 'init', 'submittingFingerprint')) return state;
      return to(
        {
          status: 'retrievingChallengeToken',
          form: event.form,
          challengeSize: event.challengeSize,
          expectedOrigin: event.expectedOrigin,
        },
        event.paymentData || state.paymentData,
      );
    case 'challenge.completed':
      if (status !== 'retrievingChallengeToken') return state;
      return to({ status: 'submittingDetails', form: null, transStatus: event.transStatus });
    case 'challenge.timedOut':
      if (status !== 'retrievingChallengeToken') return state;
      return to({
        status: 'submittingDetails',
        form: null,
        transStatus: 'U',
        timeout: { step: 'challenge', error: event.error },
      });
    case 'challenge.failed':
      return isIn(status, 'init', 'submittingFingerprint') ? fail(event.error) : state;
    case 'frame.failed':
      return isIn(status, 'retrievingFingerPrint', 'retrievingChallengeToken') ? fail(event.error) : state;
    case 'details.answered':
      return status === 'submittingDetails' ? to({ status: 'complete', response: event.response }) : state;
    case 'details.failed':
      return status === 'submittingDetails' ? fail(event.error) : state;
    case 'flow.destroyed':
      return { ...state, destroyed: true };
    default:
      event satisfies never;
      return state;
  }
}

type ThreeDS2Effect = Effect<ThreeDS2MachineState, ThreeDS2Event, ThreeDS2Deps>;

/** Whether the transition entered `status` (and the flow still runs). */
const entered = (
  { state, previous }: { state: ThreeDS2MachineState; previous: ThreeDS2MachineState },
  status: ThreeDS2State['status'],
) => !state.destroyed && state.flow.status === status && previous.flow.status !== status;

/** The 'challenge.started' of a challenge action: its token decoded, the CReq built, the frame sized. */
function challengeStarted(action: ThreeDS2Action, deps: ThreeDS2Deps): ThreeDS2Event {
  const token = decodeThreeDS2Token(action.token, 'challenge');
  const size = getChallengeWindowSize(deps.challengeWindowSize);
  return {
    type: 'challenge.started',
    challengeSize: size,
    expectedOrigin: originOf(token.threeDSNotificationURL, deps.serviceOrigin),
    form: {
      target: 'challenge',
      url: token.acsURL!,
      fields: {
        creq: encodeBase64Url({
          threeDSServerTransID: token.threeDSServerTransID,
          acsTransID: token.acsTransID,
          messageVersion: token.messageVersion,
          challengeWindowSize: size.code,
          messageType: 'CReq',
        }),
      },
    },
    ...(action.paymentData ? { paymentData: action.paymentData } : {}),
  };
}

/**
 * On a start from 'init': checks paymentData and decodes the action's token, then starts the
 * challenge, the fingerprint's method URL, or (without a method URL) completes the fingerprint
 * with 'U' at once.
 */
const startEffect: ThreeDS2Effect = ({ event, state, previous, send, deps }) => {
  if (event.type !== 'flow.started' || previous.flow.status !== 'init' || state.destroyed) return;
  const challenge = deps.action.subtype === 'challenge';
  try {
    if (!state.paymentData) throw threeDS2Error('missingProperty', THREEDS2_MESSAGES.noPaymentData);
    if (challenge) return send(challengeStarted(deps.action, deps));
    const token = decodeThreeDS2Token(deps.action.token, 'fingerprint');
    if (!token.threeDSMethodUrl) return send({ type: 'fingerprint.completed', threeDSCompInd: 'U' });
    send({
      type: 'fingerprint.started',
      expectedOrigin: originOf(token.threeDSMethodNotificationURL, deps.serviceOrigin),
      form: {
        target: 'fingerprint',
        url: token.threeDSMethodUrl,
        fields: {
          threeDSMethodData: encodeBase64Url({
            threeDSServerTransID: token.threeDSServerTransID,
            threeDSMethodNotificationURL: token.threeDSMethodNotificationURL,
          }),
        },
      },
    });
  } catch (error) {
    const checkoutError = toThreeDS2Error(error);
    send(
      challenge
        ? { type: 'challenge.failed', error: checkoutError }
        : { type: 'fingerprint.failed', error: checkoutError },
    );
  }
};

/**
 * Runs a frame step's timer (spec section 9): 10 s for the fingerprint, 600 s for the challenge,
 * cleared when the step ends or the flow is torn down.
 */
function createTimeoutEffect(): ThreeDS2Effect {
  let timer: unknown = null;
  return ({ state, previous, send, deps }) => {
    const status = state.destroyed ? null : state.flow.status;
    const before = previous.destroyed ? null : previous.flow.status;
    if (status === before) return;
    if (timer !== null) deps.timers.clearTimeout(timer);
    timer = null;
    const step =
      status === 'retrievingFingerPrint'
        ? 'fingerprint'
        : status === 'retrievingChallengeToken'
          ? 'challenge'
          : null;
    if (!step) return;
    timer = deps.timers.setTimeout(
      () => {
        timer = null;
        const error = threeDS2Error('timeout', THREEDS2_MESSAGES.timeout(step));
        send(
          step === 'fingerprint'
            ? { type: 'fingerprint.timedOut', error }
            : { type: 'challenge.timedOut', error },
        );
      },
      step === 'fingerprint' ? deps.timeouts.fingerprintMs : deps.timeouts.challengeMs,
    );
  };
}

/** The fingerprint's timeout is a warning (its 'N' goes on); the challenge's is the action's end. */
const timeoutWarningEffect: ThreeDS2Effect = (context) => {
  if (context.event.type === 'fingerprint.timedOut' && entered(context, 'submittingFingerprint'))
    context.deps.onWarning?.(context.event.error);
};

/** What the fingerprint's answer asks for: its details, the challenge, or a redirect. */
function eventOfFingerprintAnswer(
  answer: v.InferOutput<typeof SubmitFingerprintResponseSchema>,
  deps: ThreeDS2Deps,
): ThreeDS2Event {
  if (answer.type === 'completed') return { type: 'fingerprint.answered', details: answer.details ?? {} };
  const next = routeAction(answer.action);
  if (next.type === 'threeDS2' && next.subtype === 'challenge') {
    try {
      return challengeStarted(next, deps);
    } catch (error) {
      return { type: 'challenge.failed', error: toThreeDS2Error(error) };
    }
  }
  if (next.type === 'redirect') return { type: 'redirect.requested', redirect: next };
  throw threeDS2Error('unknownError', `Unexpected action after the fingerprint: ${next.type}`);
}

/** Posts the completion indicator to v1/submitThreeDS2Fingerprint when the fingerprint step ends. */
const submitFingerprintEffect: ThreeDS2Effect = (context) => {
  if (!entered(context, 'submittingFingerprint')) return;
  const { state, send, deps } = context;
  deps.http
    .request({
      path: 'v1/submitThreeDS2Fingerprint',
      method: 'POST',
      query: { token: deps.clientKey },
      body: {
        fingerprintResult: encodeBase64Url({ threeDSCompInd: state.flow.threeDSCompInd }),
        paymentData: state.paymentData,
      },
      schema: SubmitFingerprintResponseSchema,
    })
    .then((answer) => eventOfFingerprintAnswer(answer, deps))
    .catch((error: unknown): ThreeDS2Event => ({ type: 'fingerprint.failed', error: toThreeDS2Error(error) }))
    .then(send);
};

/**
 * Submits the details when a step asks for it: the fingerprint answer's details, or the
 * challenge's transStatus as `threeds2.challengeResult`; paymentData goes along.
 */
const submitDetailsEffect: ThreeDS2Effect = (context) => {
  if (!entered(context, 'submittingDetails')) return;
  const { event, state, send, deps } = context;
  const details =
    event.type === 'fingerprint.answered'
      ? event.details
      : { 'threeds2.challengeResult': encodeBase64Url({ transStatus: state.flow.transStatus ?? 'U' }) };
  const paymentData = state.paymentData;
  new Promise<PaymentResponse>((resolve) =>
    resolve(deps.submitDetails({ details, ...(paymentData ? { paymentData } : {}) })),
  ).then(
    (response) => send({ type: 'details.answered', response }),
    (error: unknown) => send({ type: 'details.failed', error: toThreeDS2Error(error) }),
  );
};

/** A frame's message data as a 3DS2 result of `type`: a JSON string `{ type, result: {...} }`, or null. */
function readResult(data: unknown, type: string): Record<string, unknown> | null {
  if (typeof data !== 'string' || data === '') return null;
  try {
    const parsed = JSON.parse(data) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { type: messageType, result } = parsed as { type?: unknown; result?: unknown };
    if (messageType !== type || typeof result !== 'object' || result === null) return null;
    return result as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * The 3DS2 flow of spec sections 4, 7 and 8, without the DOM: the host renders `state.form` as a
 * hidden form posted into a hidden (fingerprint) or sized (challenge) iframe, and passes the
 * window's `message` events to `receiveMessage`. Only messages from the notification URL's origin
 * count; results are JSON strings `{ type: 'fingerPrintResult' | 'challengeResult', result }`.
 * A machine: `threeDS2Reducer` over `ThreeDS2Event`s; the timers, the calls and the start's token
 * decoding are its effects.
 */
function createThreeDS2Flow(options: ThreeDS2FlowOptions): ThreeDS2Flow {
  const { timers, timeouts, stateReducer, ...rest } = options;
  const deps: ThreeDS2Deps = {
    ...rest,
    timers: timers ?? systemTimers,
    timeouts: { ...THREEDS2_TIMEOUTS, ...timeouts },
  };
  const machine = createMachine(
    {
      initialState: initialThreeDS2MachineState(options.action.paymentData),
      reducer: threeDS2Reducer,
      effects: [
        createTimeoutEffect(),
        timeoutWarningEffect,
        startEffect,
        submitFingerprintEffect,
        submitDetailsEffect,
      ],
    },
    deps,
    stateReducer
      ? {
          stateReducer: (previous, { event, changes }) => {
            const flow = stateReducer(previous.flow, { event, changes: changes.flow });
            return flow === changes.flow ? changes : { ...changes, flow };
          },
        }
      : {},
  );
  const getSnapshot = () => machine.getSnapshot().flow;

  return {
    getSnapshot,
    subscribe: machine.subscribe,
    start: () => machine.send({ type: 'flow.started' }),
    receiveMessage: ({ origin, data }) => {
      const { flow: state, destroyed } = machine.getSnapshot();
      const fingerprint = state.status === 'retrievingFingerPrint';
      if (destroyed || !(fingerprint || state.status === 'retrievingChallengeToken')) return;
      const type = fingerprint ? 'fingerPrintResult' : 'challengeResult';
      if (origin !== state.expectedOrigin) {
        // Ignored; a 3DS2 result from elsewhere is worth telling the developer about.
        if (readResult(data, type))
          options.onWarning?.(threeDS2Error('wrongOrigin', THREEDS2_MESSAGES.wrongOrigin));
        return;
      }
      const result = readResult(data, type);
      if (!result)
        return options.onWarning?.(threeDS2Error('wrongDataType', THREEDS2_MESSAGES.wrongDataType));
      if (fingerprint) {
        const indicator = typeof result['threeDSCompInd'] === 'string' ? result['threeDSCompInd'] : 'Y';
        return machine.send({ type: 'fingerprint.completed', threeDSCompInd: indicator });
      }
      const transStatus = typeof result['transStatus'] === 'string' ? result['transStatus'] : 'U';
      machine.send({ type: 'challenge.completed', transStatus });
    },
    failFrame: () =>
      machine.send({
        type: 'frame.failed',
        error: threeDS2Error('HTMLElementError', THREEDS2_MESSAGES.noElement),
      }),
    destroy: () => machine.send({ type: 'flow.destroyed' }),
  };
}

const STARTED: ActionEvent = { type: 'action.started' };
const DETAILS: ActionEvent = { type: 'action.detailsSubmitted' };

/**
 * The action-contract events a 3DS2 flow's state implies: a running step is 'started' (a redirect
 * the fingerprint answer asks for too: the page leaves); the details call is 'details' (after the
 * challenge's timeout, a timeout whose details follow); 'complete' is the answer; 'error' the
 * failure. The fingerprint's timeout is not an end: its 'N' goes on to the answer.
 */
function threeDS2ActionEvents(state: ThreeDS2State): readonly ActionEvent[] {
  const challengeTimeout = state.timeout?.step === 'challenge' ? state.timeout.error : null;
  const details: readonly ActionEvent[] = challengeTimeout
    ? [STARTED, { type: 'action.timedOut', error: challengeTimeout, detailsFollow: true }]
    : [STARTED, DETAILS];
  switch (state.status) {
    case 'init':
      return [];
    case 'retrievingFingerPrint':
    case 'submittingFingerprint':
    case 'retrievingChallengeToken':
    case 'redirect':
      return [STARTED];
    case 'submittingDetails':
      return details;
    case 'complete':
      return state.response ? [...details, { type: 'action.answered', response: state.response }] : details;
    case 'error':
      return state.error ? [STARTED, { type: 'action.failed', error: state.error }] : [STARTED];
    default:
      state.status satisfies never;
      return [];
  }
}

export {
  INITIAL_THREEDS2,
  createThreeDS2Flow,
  initialThreeDS2MachineState,
  threeDS2ActionEvents,
  threeDS2Reducer,
};
export type {
  ThreeDS2Deps,
  ThreeDS2Event,
  ThreeDS2Flow,
  ThreeDS2FlowOptions,
  ThreeDS2Form,
  ThreeDS2MachineState,
  ThreeDS2State,
};
