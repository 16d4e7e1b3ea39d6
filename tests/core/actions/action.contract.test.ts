// The one action contract (started, details, completed | error | timeout, reported once), and how
// each action type's core source (3DS2 flow, status poll) follows it. Plain events in, state out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CheckoutError,
  IDLE_ACTION,
  actionReducer,
  actionViewOf,
  createActionRun,
  createHttpClient,
  createStatusPoller,
  createStore,
  createThreeDS2Flow,
  followActionSource,
  isActionEnded,
  matchActionView,
  statusPollActionEvents,
  threeDS2ActionEvents,
  type ActionEvent,
  type ActionState,
  type ActionViewRenderers,
  type PaymentResponse,
} from 'headless-checkout/core';

const run = (events: ActionEvent[], from: ActionState = IDLE_ACTION) => events.reduce(actionReducer, from);
const failure = new CheckoutError('NETWORK_ERROR', 'Could not submit the payment');
const expired = new CheckoutError('ERROR', 'Payment Expired', { errorCode: 'timeout' });
const STARTED = { type: 'action.started' } as const;
const DETAILS = { type: 'action.detailsSubmitted' } as const;
const answered = (response: PaymentResponse & Record<string, unknown>) =>
  ({ type: 'action.answered', response }) as const;

/** A run whose reports are recorded. */
function recordedRun() {
  const results: PaymentResponse[] = [];
  const errors: CheckoutError[] = [];
  const actionRun = createActionRun({
    result: (response) => results.push(response),
    error: (error) => errors.push(error),
  });
  return { actionRun, results, errors };
}

describe('actionReducer: the same steps for every action type', () => {
  it('idle, started, details, then completed with the answer classified by the result table', () => {
    expect(run([STARTED]).status).toBe('started');
    expect(run([STARTED, DETAILS]).status).toBe('details');
    const state = run([STARTED, DETAILS, answered({ resultCode: 'Authorised', pspReference: 'P' })]);
    expect(state).toEqual({
      status: 'completed',
      response: { resultCode: 'Authorised' },
      outcome: 'success',
      error: null,
      result: { status: 'success' },
    });
  });

  it.each([
    ['Refused', 'error', { status: 'error', messageKey: 'error.subtitle.refused' }],
    ['Cancelled', 'error', { status: 'error', messageKey: 'error.subtitle.payment' }],
    ['SomethingNew', 'error', { status: 'error', messageKey: 'error.subtitle.payment' }],
    ['Pending', 'success', { status: 'success' }],
  ])('an answer %s is completed with outcome %s', (resultCode, outcome, result) => {
    const state = run([STARTED, DETAILS, answered({ resultCode })]);
    expect(state).toMatchObject({ status: 'completed', outcome, result });
  });

  it('an answer with a further action or a partial payment is completed with nothing to show', () => {
    const further = run([
      answered({
        resultCode: 'ChallengeShopper',
        action: { type: 'threeDS2', subtype: 'challenge', token: 't' },
      }),
    ]);
    expect(further).toMatchObject({ status: 'completed', outcome: 'action', result: null });
    const partial = run([
      answered({
        resultCode: 'Authorised',
        order: { orderData: 'O', pspReference: 'R', remainingAmount: { value: 10, currency: 'EUR' } },
      }),
    ]);
    expect(partial).toMatchObject({ status: 'completed', outcome: 'partial', result: null });
  });

  it("a failure is 'error' with its message ('Payment failed' unless said)", () => {
    expect(run([STARTED, { type: 'action.failed', error: failure }])).toEqual({
      status: 'error',
      response: null,
      outcome: null,
      error: failure,
      result: { status: 'error', messageKey: 'error.subtitle.payment' },
    });
    const redirect = run([{ type: 'action.failed', error: failure, messageKey: 'error.subtitle.redirect' }]);
    expect(redirect.result).toEqual({ status: 'error', messageKey: 'error.subtitle.redirect' });
  });

  it("a timeout ends it as 'timeout' ('Payment expired')", () => {
    expect(run([STARTED, { type: 'action.timedOut', error: expired }])).toEqual({
      status: 'timeout',
      response: null,
      outcome: null,
      error: expired,
      result: { status: 'error', messageKey: 'error.payment.expired' },
    });
  });

  it("a timeout whose details follow goes on to 'details' and ends as 'timeout' with the answer", () => {
    const timedOut = run([STARTED, { type: 'action.timedOut', error: expired, detailsFollow: true }]);
    expect(timedOut).toMatchObject({ status: 'details', error: expired });
    expect(isActionEnded(timedOut)).toBe(false);
    const ended = run([DETAILS, answered({ resultCode: 'Refused' })], timedOut);
    expect(ended).toEqual({
      status: 'timeout',
      response: { resultCode: 'Refused' },
      outcome: 'error',
      error: expired,
      result: { status: 'error', messageKey: 'error.subtitle.refused' },
    });
  });

  it('ends are terminal: nothing after an end changes the state', () => {
    for (const end of [
      run([answered({ resultCode: 'Authorised' })]),
      run([{ type: 'action.failed', error: failure }]),
      run([{ type: 'action.timedOut', error: expired }]),
    ]) {
      for (const event of [
        STARTED,
        DETAILS,
        answered({ resultCode: 'Refused' }),
        { type: 'action.failed', error: failure } as const,
        { type: 'action.timedOut', error: expired } as const,
      ])
        expect(actionReducer(end, event)).toBe(end);
    }
  });

  it('repeats of a step change nothing (a source may say the same state twice)', () => {
    const started = run([STARTED]);
    expect(actionReducer(started, STARTED)).toBe(started);
    const details = run([DETAILS], started);
    expect(actionReducer(details, DETAILS)).toBe(details);
    expect(actionReducer(details, STARTED)).toBe(details);
  });
});

describe('createActionRun: the end is reported exactly once', () => {
  it('reports an answer to result once, whatever follows', () => {
    const { actionRun, results, errors } = recordedRun();
    actionRun.send(STARTED);
    actionRun.send(DETAILS);
    expect(results).toEqual([]);
    actionRun.send(answered({ resultCode: 'Refused', pspReference: 'X' }));
    actionRun.send(answered({ resultCode: 'Authorised' }));
    actionRun.send({ type: 'action.failed', error: failure });
    actionRun.send({ type: 'action.timedOut', error: expired });
    expect(results).toEqual([{ resultCode: 'Refused' }]);
    expect(errors).toEqual([]);
  });

  it('reports a failure or a timeout to error once', () => {
    const failed = recordedRun();
    failed.actionRun.send({ type: 'action.failed', error: failure });
    failed.actionRun.send({ type: 'action.failed', error: expired });
    failed.actionRun.send(answered({ resultCode: 'Authorised' }));
    expect(failed.errors).toEqual([failure]);
    expect(failed.results).toEqual([]);

    const timedOut = recordedRun();
    timedOut.actionRun.send(STARTED);
    timedOut.actionRun.send({ type: 'action.timedOut', error: expired });
    timedOut.actionRun.send({ type: 'action.timedOut', error: expired });
    expect(timedOut.errors).toEqual([expired]);
  });

  it('reports the answer (not the timeout) of a timeout whose details follow, once', () => {
    const { actionRun, results, errors } = recordedRun();
    actionRun.send({ type: 'action.timedOut', error: expired, detailsFollow: true });
    actionRun.send(answered({ resultCode: 'Refused' }));
    expect(actionRun.getSnapshot().status).toBe('timeout');
    expect(results).toEqual([{ resultCode: 'Refused' }]);
    expect(errors).toEqual([]);
  });

  it('reports nothing while the action runs', () => {
    const { actionRun, results, errors } = recordedRun();
    actionRun.send(STARTED);
    actionRun.send(DETAILS);
    expect([...results, ...errors]).toEqual([]);
  });
});

describe('followActionSource', () => {
  it('feeds the events the current state implies, now and on every change, until unsubscribed', () => {
    const { actionRun, results } = recordedRun();
    const source = createStore<{ step: 'idle' | 'running' | 'done' }>({ step: 'running' });
    const stop = followActionSource(actionRun, source, (state): ActionEvent[] =>
      state.step === 'running'
        ? [STARTED]
        : state.step === 'done'
          ? [STARTED, answered({ resultCode: 'Authorised' })]
          : [],
    );
    expect(actionRun.getSnapshot().status).toBe('started');
    source.setState({ step: 'running' });
    source.setState({ step: 'done' });
    source.setState({ step: 'done' });
    expect(results).toEqual([{ resultCode: 'Authorised' }]);
    stop();
  });
});

const SERVICE = 'https://checkout.example';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** A payment service answering from `answer`, recorded. */
function service(answer: (path: string, body: Record<string, unknown>) => unknown) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    calls.push(path);
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    const value = answer(path, body);
    return value instanceof Response ? value : new Response(JSON.stringify(value));
  });
  return {
    http: createHttpClient({ apiUrl: `${SERVICE}/`, fetch: fetch as typeof globalThis.fetch }),
    calls,
  };
}

describe('each action type follows the contract', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  /** A 3DS2 flow followed by a recorded run. */
  function threeDS2(
    action: { subtype: 'fingerprint' | 'challenge'; token: string },
    details: () => Promise<PaymentResponse>,
  ) {
    const { http } = service(() => ({ type: 'completed', details: { threeDSResult: 'R' } }));
    const flow = createThreeDS2Flow({
      action: { type: 'threeDS2', paymentData: 'PD', ...action },
      http,
      clientKey: 'test_KEY',
      serviceOrigin: SERVICE,
      submitDetails: details,
    });
    const recorded = recordedRun();
    followActionSource(recorded.actionRun, flow, threeDS2ActionEvents);
    return { flow, ...recorded };
  }
  const challengeToken = b64({
    acsTransID: 'a',
    acsURL: 'https://issuer.example/challenge',
    messageVersion: '2.2.0',
    threeDSServerTransID: 's',
    threeDSNotificationURL: `${SERVICE}/notify`,
  });

  it('3DS2 frictionless: started, details, completed (success) reported once', async () => {
    const { flow, actionRun, results } = threeDS2(
      { subtype: 'fingerprint', token: b64({ threeDSServerTransID: 's' }) },
      async () => ({ resultCode: 'Authorised' }),
    );
    expect(actionRun.getSnapshot().status).toBe('idle');
    flow.start();
    expect(actionRun.getSnapshot().status).toBe('started');
    await vi.advanceTimersByTimeAsync(0);
    expect(actionRun.getSnapshot()).toMatchObject({ status: 'completed', outcome: 'success' });
    expect(results).toEqual([{ resultCode: 'Authorised' }]);
  });

  it('3DS2 challenge refused: completed with the refusal, reported once', async () => {
    const { flow, actionRun, results } = threeDS2(
      { subtype: 'challenge', token: challengeToken },
      async () => ({
        resultCode: 'Refused',
      }),
    );
    flow.start();
    expect(actionRun.getSnapshot().status).toBe('started');
    flow.receiveMessage({
      origin: SERVICE,
      data: JSON.stringify({ type: 'challengeResult', result: { transStatus: 'N' } }),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actionRun.getSnapshot()).toMatchObject({
      status: 'completed',
      result: { status: 'error', messageKey: 'error.subtitle.refused' },
    });
    expect(results).toHaveLength(1);
  });

  it("3DS2 challenge timeout (600 s): 'U' is submitted and the action ends 'timeout' with the answer", async () => {
    const { flow, actionRun, results, errors } = threeDS2(
      { subtype: 'challenge', token: challengeToken },
      async () => ({ resultCode: 'Refused' }),
    );
    flow.start();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(actionRun.getSnapshot()).toMatchObject({
      status: 'timeout',
      outcome: 'error',
      error: { errorCode: 'timeout' },
    });
    expect(results).toEqual([{ resultCode: 'Refused' }]);
    expect(errors).toEqual([]);
  });

  it("3DS2 fingerprint timeout (10 s) is not an end: 'N' goes on to the answer", async () => {
    const { flow, actionRun, results } = threeDS2(
      {
        subtype: 'fingerprint',
        token: b64({
          threeDSServerTransID: 's',
          threeDSMethodUrl: 'https://issuer.example/method',
          threeDSMethodNotificationURL: `${SERVICE}/method-notification`,
        }),
      },
      async () => ({ resultCode: 'Authorised' }),
    );
    flow.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(flow.getSnapshot().threeDSCompInd).toBe('N');
    expect(actionRun.getSnapshot().status).toBe('completed');
    expect(results).toEqual([{ resultCode: 'Authorised' }]);
  });

  it('3DS2 error (a token that cannot be decoded): error reported once', () => {
    const { flow, actionRun, errors } = threeDS2({ subtype: 'fingerprint', token: '%%%' }, async () => ({}));
    flow.start();
    expect(actionRun.getSnapshot()).toMatchObject({
      status: 'error',
      error: { message: 'Could not decode token' },
    });
    expect(errors).toHaveLength(1);
  });

  /** A status poll (QR code, await) followed by a recorded run. */
  function poll(
    answers: object[],
    options: { expiresAt?: number; details?: () => Promise<PaymentResponse> } = {},
  ) {
    const { http } = service((path) =>
      path.endsWith('/status')
        ? (answers.shift() ?? { type: 'pending' })
        : new Response('{}', { status: 404 }),
    );
    const poller = createStatusPoller({
      http,
      clientKey: 'test_KEY',
      paymentData: 'PD',
      expiresAt: options.expiresAt ?? null,
      submitDetails: options.details ?? (async () => ({ resultCode: 'Authorised' })),
    });
    const recorded = recordedRun();
    followActionSource(recorded.actionRun, poller, statusPollActionEvents);
    return { poller, ...recorded };
  }

  it('QR/await success: started, details (the payload), completed, reported once', async () => {
    const { poller, actionRun, results } = poll([
      { type: 'pending' },
      { type: 'complete', resultCode: 'authorised', payload: 'P' },
    ]);
    poller.start();
    expect(actionRun.getSnapshot().status).toBe('started');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(actionRun.getSnapshot()).toMatchObject({ status: 'completed', result: { status: 'success' } });
    expect(results).toEqual([{ resultCode: 'Authorised' }]);
  });

  it('QR/await refusal: the payload goes as details, the refusal completes it', async () => {
    const { poller, actionRun, results } = poll([{ type: 'complete', resultCode: 'refused', payload: 'P' }], {
      details: async () => ({ resultCode: 'Refused' }),
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actionRun.getSnapshot()).toMatchObject({ status: 'completed', outcome: 'error' });
    expect(results).toEqual([{ resultCode: 'Refused' }]);
  });

  it("QR/await error: a result without payload is 'error', reported once", async () => {
    const { poller, actionRun, errors } = poll([{ type: 'complete', resultCode: 'refused' }]);
    poller.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actionRun.getSnapshot()).toMatchObject({
      status: 'error',
      error: { message: 'error result with no payload in response' },
    });
    expect(errors).toHaveLength(1);
  });

  it("QR/await timeout: the countdown's end is 'timeout' ('Payment Expired'), reported once", async () => {
    const { poller, actionRun, errors } = poll([], { expiresAt: Date.now() + 5_000 });
    poller.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(actionRun.getSnapshot()).toMatchObject({
      status: 'timeout',
      error: { message: 'Payment Expired', errorCode: 'timeout' },
      result: { status: 'error', messageKey: 'error.payment.expired' },
    });
    expect(errors).toHaveLength(1);
  });

  it('a poll stopped by its caller (unmounted) has not ended and reports nothing', async () => {
    const { poller, actionRun, results, errors } = poll([]);
    poller.start();
    poller.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actionRun.getSnapshot().status).toBe('started');
    expect([...results, ...errors]).toEqual([]);
  });

  it('an idle or stopped poll implies no step; a flow not started neither', () => {
    const base = { attempts: 0, result: null, error: null, networkErrors: 0, response: null };
    expect(statusPollActionEvents({ ...base, status: 'idle' })).toEqual([]);
    expect(statusPollActionEvents({ ...base, status: 'stopped' })).toEqual([]);
    expect(statusPollActionEvents({ ...base, status: 'polling' })).toEqual([STARTED]);
  });
});

describe('actionViewOf: which view an action gets, decided in the core', () => {
  const renderers: ActionViewRenderers<string> = {
    threeDS2: (view) => `threeDS2:${view.action.subtype}`,
    redirect: (view) => `redirect:${view.action.url}`,
    qrCode: (view) => `qrCode:${view.action.qrCodeData}`,
    await: (view) => `await:${view.action.paymentMethodType ?? ''}`,
    voucher: (view) => `voucher:${view.action.reference ?? ''}`,
    bankTransfer: (view) => `bankTransfer:${view.action.iban ?? ''}`,
    klarna: (view) => `klarna:${view.action.sdkData.payment_method_category}`,
    sdk: (view) => `sdk:${view.error.message}`,
    unsupported: (view) => `unsupported:${view.error.message}`,
  };
  it.each([
    [{ type: 'threeDS2', subtype: 'challenge', token: 't', paymentData: 'P' }, 'threeDS2:challenge'],
    [{ type: 'redirect', url: 'https://bank.example/' }, 'redirect:https://bank.example/'],
    [{ type: 'qrCode', qrCodeData: 'Q' }, 'qrCode:Q'],
    [{ type: 'await', paymentMethodType: 'mbway' }, 'await:mbway'],
    [{ type: 'voucher', reference: 'R' }, 'voucher:R'],
    [{ type: 'bankTransfer', iban: 'NL13' }, 'bankTransfer:NL13'],
    [{ type: 'sdk', sdkData: {} }, 'sdk:Invalid Action'],
    // PayPal's sdk action belongs to the buttons that started the payment (usePayPal): in any other
    // view it is the spec's instance error.
    [
      { type: 'sdk', paymentMethodType: 'paypal', sdkData: { token: 'T' } },
      'sdk:The instance of the PayPal component being used is not the same which started the payment',
    ],
    [
      {
        type: 'sdk',
        paymentMethodType: 'klarna_account',
        sdkData: { payment_method_category: 'pay_over_time' },
      },
      'klarna:pay_over_time',
    ],
    [{ type: 'telepathy' }, 'unsupported:Invalid Action'],
    [{ resultCode: 'RedirectShopper', action: { type: 'redirect' } }, expect.stringMatching(/^unsupported:/)],
    [null, expect.stringMatching(/^unsupported:.*type/)],
  ])('%j -> %s', (action, rendered) => {
    expect(matchActionView(actionViewOf(action), renderers, undefined)).toEqual(rendered);
  });

  it('keys a view by the action: the same data gives the same key, another action another', () => {
    const a = actionViewOf({ type: 'qrCode', qrCodeData: 'Q', paymentData: 'P1' });
    expect(actionViewOf({ type: 'qrCode', qrCodeData: 'Q', paymentData: 'P1' }).key).toBe(a.key);
    expect(actionViewOf({ type: 'qrCode', qrCodeData: 'Q', paymentData: 'P2' }).key).not.toBe(a.key);
  });
});
