import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CheckoutError,
  IDLE_ACTION,
  THREEDS2_MESSAGES,
  actionReducer,
  createHttpClient,
  createThreeDS2Flow,
  encodeBase64Url,
  initialThreeDS2MachineState,
  threeDS2ActionEvents,
  threeDS2Reducer,
  type PaymentResponse,
  type ThreeDS2Event,
  type ThreeDS2Form,
  type ThreeDS2MachineState,
} from 'headless-checkout/core';

const SERVICE = 'https://checkout.example';
const ISSUER = 'https://issuer.example';

const run = (events: ThreeDS2Event[], from: ThreeDS2MachineState = initialThreeDS2MachineState('PD')) =>
  events.reduce(threeDS2Reducer, from);
/** Every public status the flow passes through, one per event. */
const statuses = (events: ThreeDS2Event[]) => {
  let state = initialThreeDS2MachineState('PD');
  return events.map((event) => (state = threeDS2Reducer(state, event)).flow.status);
};
/** The action contract's state the flow's end implies (what the merchant is told). */
const contractOf = (state: ThreeDS2MachineState) =>
  threeDS2ActionEvents(state.flow).reduce(actionReducer, IDLE_ACTION);

const error = (code: string, message: string): CheckoutError =>
  new CheckoutError('ERROR', message, { errorCode: code });
const fingerprintTimeout = error('timeout', THREEDS2_MESSAGES.timeout('fingerprint'));
const challengeTimeout = error('timeout', THREEDS2_MESSAGES.timeout('challenge'));

const fingerprintForm: ThreeDS2Form = {
  target: 'fingerprint',
  url: `${ISSUER}/method`,
  fields: { threeDSMethodData: 'method-data' },
};
const challengeForm: ThreeDS2Form = {
  target: 'challenge',
  url: `${ISSUER}/challenge`,
  fields: { creq: 'creq' },
};
const authorised: PaymentResponse = { resultCode: 'Authorised' };

const started: ThreeDS2Event = { type: 'flow.started' };
const fingerprintStarted: ThreeDS2Event = {
  type: 'fingerprint.started',
  form: fingerprintForm,
  expectedOrigin: SERVICE,
};
const challengeStarted = (paymentData?: string): ThreeDS2Event => ({
  type: 'challenge.started',
  form: challengeForm,
  challengeSize: { code: '02', width: '390px', height: '400px' },
  expectedOrigin: SERVICE,
  ...(paymentData ? { paymentData } : {}),
});
const answered = (response: PaymentResponse = authorised): ThreeDS2Event => ({
  type: 'details.answered',
  response,
});

describe('threeDS2Reducer: frictionless', () => {
  const events: ThreeDS2Event[] = [
    started,
    fingerprintStarted,
    { type: 'fingerprint.completed', threeDSCompInd: 'Y' },
    { type: 'fingerprint.answered', details: { threeDSResult: 'R' } },
    answered(),
  ];

  it('init -> retrievingFingerPrint -> submittingFingerprint -> submittingDetails -> complete', () => {
    expect(statuses(events)).toEqual([
      'init',
      'retrievingFingerPrint',
      'submittingFingerprint',
      'submittingDetails',
      'complete',
    ]);
  });

  it('shows the fingerprint form while the method URL runs, and drops it after', () => {
    const retrieving = run(events.slice(0, 2));
    expect(retrieving.flow).toMatchObject({ form: fingerprintForm, expectedOrigin: SERVICE });
    expect(run(events.slice(0, 3)).flow).toMatchObject({ form: null, threeDSCompInd: 'Y' });
  });

  it('ends complete with the answer, no timeout, no error, and the action completed', () => {
    const end = run(events);
    expect(end.flow).toEqual({
      status: 'complete',
      form: null,
      challengeSize: null,
      expectedOrigin: SERVICE,
      threeDSCompInd: 'Y',
      transStatus: null,
      redirect: null,
      timeout: null,
      response: authorised,
      error: null,
    });
    expect(contractOf(end)).toMatchObject({ status: 'completed', result: { status: 'success' } });
  });

  it("without a method URL, 'U' completes the fingerprint straight from init", () => {
    const state = run([started, { type: 'fingerprint.completed', threeDSCompInd: 'U' }]);
    expect(state.flow).toMatchObject({ status: 'submittingFingerprint', threeDSCompInd: 'U', form: null });
  });

  it('does not mutate the state it is given', () => {
    const before = run(events.slice(0, 2));
    const copy = structuredClone(before);
    run(events.slice(2), before);
    expect(before).toEqual(copy);
  });
});

describe('threeDS2Reducer: challenge', () => {
  it('after the fingerprint: shows the sized challenge, takes its paymentData, submits its transStatus', () => {
    const events: ThreeDS2Event[] = [
      started,
      fingerprintStarted,
      { type: 'fingerprint.completed', threeDSCompInd: 'Y' },
      challengeStarted('PD2'),
    ];
    const challenge = run(events);
    expect(challenge.flow).toMatchObject({
      status: 'retrievingChallengeToken',
      form: challengeForm,
      challengeSize: { code: '02', width: '390px', height: '400px' },
    });
    expect(challenge.paymentData).toBe('PD2');

    const submitting = run([{ type: 'challenge.completed', transStatus: 'Y' }], challenge);
    expect(submitting.flow).toMatchObject({ status: 'submittingDetails', form: null, transStatus: 'Y' });
    const end = run([answered()], submitting);
    expect(end.flow).toMatchObject({ status: 'complete', response: authorised, timeout: null });
    expect(contractOf(end)).toMatchObject({ status: 'completed', result: { status: 'success' } });
  });

  it("a challenge action starts from init and keeps the flow's paymentData when it has none", () => {
    const state = run([started, challengeStarted()]);
    expect(state.flow.status).toBe('retrievingChallengeToken');
    expect(state.paymentData).toBe('PD');
  });

  it('a refusal answer is still the flow completing (the result table classifies it)', () => {
    const end = run([
      started,
      challengeStarted(),
      { type: 'challenge.completed', transStatus: 'N' },
      answered({ resultCode: 'Refused' }),
    ]);
    expect(end.flow).toMatchObject({ status: 'complete', transStatus: 'N' });
    expect(contractOf(end)).toMatchObject({ status: 'completed', outcome: 'error' });
  });

  it('follows a redirect the fingerprint answer asks for', () => {
    const redirect = { type: 'redirect' as const, url: `${ISSUER}/3ds1`, method: 'GET' as const };
    const state = run([
      started,
      { type: 'fingerprint.completed', threeDSCompInd: 'U' },
      { type: 'redirect.requested', redirect },
    ]);
    expect(state.flow).toMatchObject({ status: 'redirect', redirect });
  });
});

describe('threeDS2Reducer: timeouts', () => {
  it("the fingerprint's timeout submits 'N' and the flow still goes on to complete", () => {
    const timedOut = run([
      started,
      fingerprintStarted,
      { type: 'fingerprint.timedOut', error: fingerprintTimeout },
    ]);
    expect(timedOut.flow).toMatchObject({
      status: 'submittingFingerprint',
      form: null,
      threeDSCompInd: 'N',
      timeout: { step: 'fingerprint', error: fingerprintTimeout },
    });
    const end = run(
      [challengeStarted(), { type: 'challenge.completed', transStatus: 'Y' }, answered()],
      timedOut,
    );
    expect(end.flow).toMatchObject({ status: 'complete', threeDSCompInd: 'N', transStatus: 'Y' });
    // Not an end for the action: it completes with the answer.
    expect(contractOf(end)).toMatchObject({ status: 'completed', error: null });
  });

  it("the challenge's timeout submits transStatus 'U', and its answer ends the action as a timeout", () => {
    const timedOut = run([
      started,
      challengeStarted(),
      { type: 'challenge.timedOut', error: challengeTimeout },
    ]);
    expect(timedOut.flow).toMatchObject({
      status: 'submittingDetails',
      form: null,
      transStatus: 'U',
      timeout: { step: 'challenge', error: challengeTimeout },
    });
    expect(contractOf(timedOut)).toMatchObject({ status: 'details', error: challengeTimeout });
    const end = run([answered({ resultCode: 'Refused' })], timedOut);
    expect(end.flow).toMatchObject({
      status: 'complete',
      transStatus: 'U',
      response: { resultCode: 'Refused' },
    });
    expect(contractOf(end)).toMatchObject({ status: 'timeout', error: challengeTimeout });
  });

  it('a timer of a step that is over changes nothing', () => {
    const submitting = run([
      started,
      fingerprintStarted,
      { type: 'fingerprint.completed', threeDSCompInd: 'Y' },
    ]);
    expect(run([{ type: 'fingerprint.timedOut', error: fingerprintTimeout }], submitting)).toBe(submitting);
    const challenge = run([started, challengeStarted()]);
    expect(run([{ type: 'fingerprint.timedOut', error: fingerprintTimeout }], challenge)).toBe(challenge);
    const details = run([{ type: 'challenge.completed', transStatus: 'Y' }], challenge);
    expect(run([{ type: 'challenge.timedOut', error: challengeTimeout }], details)).toBe(details);
  });
});

describe('threeDS2Reducer: failures and ends', () => {
  it.each<[string, ThreeDS2Event[], ThreeDS2Event]>([
    [
      'missing paymentData / a bad fingerprint token',
      [started],
      { type: 'fingerprint.failed', error: error('missingProperty', 'x') },
    ],
    [
      'submitThreeDS2Fingerprint',
      [started, { type: 'fingerprint.completed', threeDSCompInd: 'U' }],
      { type: 'fingerprint.failed', error: error('unknownError', 'x') },
    ],
    [
      'a bad challenge token after the fingerprint',
      [started, { type: 'fingerprint.completed', threeDSCompInd: 'U' }],
      { type: 'challenge.failed', error: error('missingProperty', 'x') },
    ],
    [
      'no element for the fingerprint frame',
      [started, fingerprintStarted],
      { type: 'frame.failed', error: error('HTMLElementError', 'x') },
    ],
    [
      'no element for the challenge frame',
      [started, challengeStarted()],
      { type: 'frame.failed', error: error('HTMLElementError', 'x') },
    ],
    [
      'the details call',
      [started, challengeStarted(), { type: 'challenge.completed', transStatus: 'Y' }],
      { type: 'details.failed', error: error('unknownError', 'x') },
    ],
  ])('%s: error, with its error and no form', (_name, before, failure) => {
    const state = run([...before, failure]);
    expect(state.flow).toMatchObject({ status: 'error', form: null });
    expect(state.flow.error).toBe((failure as { error: CheckoutError }).error);
    expect(contractOf(state)).toMatchObject({ status: 'error' });
  });

  const late: ThreeDS2Event[] = [
    started,
    fingerprintStarted,
    { type: 'fingerprint.completed', threeDSCompInd: 'Y' },
    { type: 'fingerprint.timedOut', error: fingerprintTimeout },
    { type: 'fingerprint.answered', details: {} },
    { type: 'fingerprint.failed', error: error('unknownError', 'late') },
    { type: 'redirect.requested', redirect: { type: 'redirect', url: `${ISSUER}/late` } },
    challengeStarted('PD3'),
    { type: 'challenge.completed', transStatus: 'N' },
    { type: 'challenge.timedOut', error: challengeTimeout },
    { type: 'challenge.failed', error: error('unknownError', 'late') },
    { type: 'frame.failed', error: error('HTMLElementError', 'late') },
    answered({ resultCode: 'Refused' }),
    { type: 'details.failed', error: error('unknownError', 'late') },
  ];

  it.each<[string, ThreeDS2Event[]]>([
    [
      'complete',
      [started, challengeStarted(), { type: 'challenge.completed', transStatus: 'Y' }, answered()],
    ],
    ['error', [started, challengeStarted(), { type: 'frame.failed', error: error('HTMLElementError', 'x') }]],
    [
      'redirect',
      [
        started,
        { type: 'fingerprint.completed', threeDSCompInd: 'U' },
        { type: 'redirect.requested', redirect: { type: 'redirect', url: `${ISSUER}/r` } },
      ],
    ],
  ])('after %s, every late event changes nothing', (status, events) => {
    const end = run(events);
    expect(end.flow.status).toBe(status);
    for (const event of late) expect(threeDS2Reducer(end, event)).toBe(end);
  });

  it('after flow.destroyed, results, timers and answers change nothing', () => {
    const destroyed = run([started, challengeStarted(), { type: 'flow.destroyed' }]);
    expect(destroyed.destroyed).toBe(true);
    for (const event of late) expect(threeDS2Reducer(destroyed, event).flow).toBe(destroyed.flow);
    // A start once running does not revive it.
    expect(run([started], destroyed)).toBe(destroyed);
  });

  it("a flow torn down before it began (StrictMode's first run) may start", () => {
    const torn = run([{ type: 'flow.destroyed' }]);
    const restarted = run([started, fingerprintStarted], torn);
    expect(restarted).toMatchObject({ destroyed: false, flow: { status: 'retrievingFingerPrint' } });
  });
});

describe('createThreeDS2Flow as a machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const challengeAction = {
    type: 'threeDS2' as const,
    subtype: 'challenge' as const,
    paymentData: 'PD2',
    token: Buffer.from(
      JSON.stringify({
        acsTransID: 'acs-1',
        acsURL: `${ISSUER}/challenge`,
        messageVersion: '2.2.0',
        threeDSServerTransID: 'server-1',
      }),
    ).toString('base64'),
  };
  const create = (extra: Partial<Parameters<typeof createThreeDS2Flow>[0]> = {}) => {
    const submitDetails = vi.fn(async () => authorised);
    const flow = createThreeDS2Flow({
      action: challengeAction,
      http: createHttpClient({ apiUrl: `${SERVICE}/` }),
      clientKey: 'test_KEY',
      serviceOrigin: SERVICE,
      submitDetails,
      ...extra,
    });
    return { flow, submitDetails };
  };

  it('destroyed before it began, then started, runs its timer and submits U after 600 s', async () => {
    const { flow, submitDetails } = create();
    flow.destroy();
    flow.start();
    expect(flow.getSnapshot().status).toBe('retrievingChallengeToken');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(submitDetails).toHaveBeenCalledOnce();
    expect(submitDetails).toHaveBeenCalledWith({
      details: { 'threeds2.challengeResult': encodeBase64Url({ transStatus: 'U' }) },
      paymentData: 'PD2',
    });
    expect(flow.getSnapshot()).toMatchObject({ status: 'complete', transStatus: 'U' });
  });

  it('a result stops the challenge timer: the details go once', async () => {
    const { flow, submitDetails } = create();
    flow.start();
    flow.receiveMessage({
      origin: SERVICE,
      data: JSON.stringify({ type: 'challengeResult', result: { transStatus: 'Y' } }),
    });
    await vi.advanceTimersByTimeAsync(700_000);
    expect(submitDetails).toHaveBeenCalledOnce();
    expect(flow.getSnapshot()).toMatchObject({ status: 'complete', transStatus: 'Y', timeout: null });
  });

  it('a stateReducer reshapes a transition of the public state', () => {
    const { flow } = create({
      stateReducer: (_state, { event, changes }) =>
        event.type === 'challenge.started'
          ? { ...changes, challengeSize: { code: '05', width: '100%', height: '100%' } }
          : changes,
    });
    flow.start();
    expect(flow.getSnapshot()).toMatchObject({
      status: 'retrievingChallengeToken',
      challengeSize: { code: '05', width: '100%', height: '100%' },
    });
    flow.destroy();
  });
});
