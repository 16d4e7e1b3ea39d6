import * as v from 'valibot';
import { systemTimers, type Timers } from '../store/timers';
import type { ActionEvent } from '../actions/action.contract';
import type { RedirectAction, ThreeDS2Action } from '../actions/action.router';
import { routeAction } from '../actions/action.router';
import type { PaymentResponse } from '../checkout/types';
import { isCheckoutError, type CheckoutError } from '../errors/checkout-error';
import type { HttpClient } from '../http/http-client';
import { createStore, type Store } from '../store/machine';
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
}

/** A 3DS2 flow: its state, start, the frame's messages, and clean-up. */
interface ThreeDS2Flow extends Pick<Store<ThreeDS2State>, 'getSnapshot' | 'subscribe'> {
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

/**
 * The 3DS2 flow of spec sections 4, 7 and 8, without the DOM: the host renders `state.form` as a
 * hidden form posted into a hidden (fingerprint) or sized (challenge) iframe, and passes the
 * window's `message` events to `receiveMessage`. Only messages from the notification URL's origin
 * count; results are JSON strings `{ type: 'fingerPrintResult' | 'challengeResult', result }`.
 */
function createThreeDS2Flow(options: ThreeDS2FlowOptions): ThreeDS2Flow {
  const timers = options.timers ?? systemTimers;
  const timeouts = { ...THREEDS2_TIMEOUTS, ...options.timeouts };
  const store = createStore<ThreeDS2State>({
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
  });
  let timer: unknown = null;
  let destroyed = false;
  let paymentData = options.action.paymentData;
  const set = (patch: Partial<ThreeDS2State>) => store.setState((state) => ({ ...state, ...patch }));
  const clearTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const fail = (error: unknown) => {
    clearTimer();
    if (destroyed) return;
    const checkoutError = isCheckoutError(error)
      ? error
      : threeDS2Error('unknownError', THREEDS2_MESSAGES.unknown, error);
    set({ status: 'error', form: null, error: checkoutError });
  };

  const submitDetails = async (details: Record<string, unknown>) => {
    set({ status: 'submittingDetails', form: null });
    try {
      const response = await options.submitDetails({ details, ...(paymentData ? { paymentData } : {}) });
      if (!destroyed) set({ status: 'complete', response });
    } catch (error) {
      fail(error);
    }
  };

  const completeChallenge = (transStatus: string) => {
    clearTimer();
    set({ transStatus });
    void submitDetails({ 'threeds2.challengeResult': encodeBase64Url({ transStatus }) });
  };

  const startChallenge = (action: ThreeDS2Action) => {
    if (action.paymentData) paymentData = action.paymentData;
    const token = decodeThreeDS2Token(action.token, 'challenge');
    const size = getChallengeWindowSize(options.challengeWindowSize);
    set({
      status: 'retrievingChallengeToken',
      challengeSize: size,
      expectedOrigin: originOf(token.threeDSNotificationURL, options.serviceOrigin),
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
    });
    timer = timers.setTimeout(() => {
      timer = null;
      set({
        timeout: {
          step: 'challenge',
          error: threeDS2Error('timeout', THREEDS2_MESSAGES.timeout('challenge')),
        },
      });
      completeChallenge('U');
    }, timeouts.challengeMs);
  };

  const submitFingerprint = async (threeDSCompInd: string) => {
    clearTimer();
    set({ status: 'submittingFingerprint', form: null, threeDSCompInd });
    try {
      const answer = await options.http.request({
        path: 'v1/submitThreeDS2Fingerprint',
        method: 'POST',
        query: { token: options.clientKey },
        body: { fingerprintResult: encodeBase64Url({ threeDSCompInd }), paymentData },
        schema: SubmitFingerprintResponseSchema,
      });
      if (destroyed) return;
      if (answer.type === 'completed') return void (await submitDetails(answer.details ?? {}));
      const next = routeAction(answer.action);
      if (next.type === 'threeDS2' && next.subtype === 'challenge') return startChallenge(next);
      if (next.type === 'redirect') return set({ status: 'redirect', redirect: next });
      throw threeDS2Error('unknownError', `Unexpected action after the fingerprint: ${next.type}`);
    } catch (error) {
      fail(error);
    }
  };

  const startFingerprint = (action: ThreeDS2Action) => {
    const token = decodeThreeDS2Token(action.token, 'fingerprint');
    if (!token.threeDSMethodUrl) return void submitFingerprint('U');
    set({
      status: 'retrievingFingerPrint',
      expectedOrigin: originOf(token.threeDSMethodNotificationURL, options.serviceOrigin),
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
    timer = timers.setTimeout(() => {
      timer = null;
      const error = threeDS2Error('timeout', THREEDS2_MESSAGES.timeout('fingerprint'));
      set({ timeout: { step: 'fingerprint', error } });
      options.onWarning?.(error);
      void submitFingerprint('N');
    }, timeouts.fingerprintMs);
  };

  const readResult = (data: unknown, type: string): Record<string, unknown> | null => {
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
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start: () => {
      if (store.getSnapshot().status !== 'init') return;
      destroyed = false; // a flow torn down before it started (StrictMode's first run) may start
      try {
        if (!paymentData) throw threeDS2Error('missingProperty', THREEDS2_MESSAGES.noPaymentData);
        if (options.action.subtype === 'challenge') startChallenge(options.action);
        else startFingerprint(options.action);
      } catch (error) {
        fail(error);
      }
    },
    receiveMessage: ({ origin, data }) => {
      const state = store.getSnapshot();
      const waiting = state.status === 'retrievingFingerPrint' || state.status === 'retrievingChallengeToken';
      if (!waiting || destroyed) return;
      const fingerprint = state.status === 'retrievingFingerPrint';
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
        return void submitFingerprint(indicator);
      }
      const transStatus = typeof result['transStatus'] === 'string' ? result['transStatus'] : 'U';
      completeChallenge(transStatus);
    },
    failFrame: () => fail(threeDS2Error('HTMLElementError', THREEDS2_MESSAGES.noElement)),
    destroy: () => {
      destroyed = true;
      clearTimer();
    },
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

export { createThreeDS2Flow, threeDS2ActionEvents };
export type { ThreeDS2Flow, ThreeDS2FlowOptions, ThreeDS2Form, ThreeDS2State };
