import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutError } from 'headless-checkout/core';
import {
  THREEDS2_MESSAGES,
  createHttpClient,
  createThreeDS2Flow,
  decodeThreeDS2Token,
  encodeBase64Url,
  getChallengeWindowSize,
  type ThreeDS2Action,
} from 'headless-checkout/core';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const unb64 = (value: string) => JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
const errorOf = (run: () => unknown): CheckoutError => {
  try {
    run();
  } catch (error) {
    return error as CheckoutError;
  }
  throw new Error('did not throw');
};

const SERVICE = 'https://checkout.example';
const ISSUER = 'https://issuer.example';
const CHALLENGE_TOKEN = {
  acsTransID: 'acs-1',
  acsURL: `${ISSUER}/challenge`,
  messageVersion: '2.2.0',
  threeDSServerTransID: 'server-1',
  threeDSNotificationURL: `${SERVICE}/threeDS2/notification`,
};

describe('decodeThreeDS2Token', () => {
  it('decodes base64 and base64url JSON, unicode included', () => {
    const token = { threeDSServerTransID: 'é-1', threeDSMethodUrl: `${ISSUER}/method` };
    expect(decodeThreeDS2Token(b64(token), 'fingerprint')).toEqual(token);
    expect(
      decodeThreeDS2Token(Buffer.from(JSON.stringify(token)).toString('base64url'), 'fingerprint'),
    ).toEqual(token);
  });

  it.each([
    ['fingerprint', THREEDS2_MESSAGES.missingFingerprintToken],
    ['challenge', THREEDS2_MESSAGES.missingChallengeToken],
  ] as const)('a missing %s token: %s (missingProperty)', (step, message) => {
    for (const token of [undefined, '', '  ', 42]) {
      expect(errorOf(() => decodeThreeDS2Token(token, step))).toMatchObject({
        type: 'ERROR',
        message,
        errorCode: 'missingProperty',
      });
    }
  });

  it.each([
    ['%%%'],
    [b64('just a string')],
    [b64([1, 2])],
    [Buffer.from('{not json').toString('base64')],
    [b64(null)],
  ])("'Could not decode token' for %s", (token) => {
    expect(errorOf(() => decodeThreeDS2Token(token, 'fingerprint'))).toMatchObject({
      message: 'Could not decode token',
      errorCode: 'wrongDataType',
    });
  });

  it.each(['acsURL', 'acsTransID', 'messageVersion', 'threeDSServerTransID'] as const)(
    'a challenge token without %s is a missingProperty error naming it',
    (name) => {
      const token: Record<string, string> = { ...CHALLENGE_TOKEN };
      delete token[name];
      const error = errorOf(() => decodeThreeDS2Token(b64(token), 'challenge'));
      expect(error.errorCode).toBe('missingProperty');
      expect(error.message).toContain(name);
    },
  );
});

describe('getChallengeWindowSize (spec section 9)', () => {
  it.each([
    ['01', '250px', '400px'],
    ['02', '390px', '400px'],
    ['03', '500px', '600px'],
    ['04', '600px', '400px'],
    ['05', '100%', '100%'],
  ])('%s -> %s x %s', (code, width, height) => {
    expect(getChallengeWindowSize(code)).toEqual({ code, width, height });
  });
  it.each([['06'], ['1'], [''], [undefined], [null], ['toString']])('unknown %j falls back to 02', (code) => {
    expect(getChallengeWindowSize(code)).toEqual({ code: '02', width: '390px', height: '400px' });
  });
});

interface FingerprintAnswer {
  type?: string;
  action?: object;
  details?: Record<string, unknown>;
}

function setup(
  action: ThreeDS2Action,
  answer: FingerprintAnswer | (() => never) = { type: 'completed', details: { threeDSResult: 'R' } },
) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    if (typeof answer === 'function')
      return new Response(JSON.stringify({ errorCode: '000', message: 'boom' }), { status: 500 });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  const submitDetails = vi.fn(async () => ({ resultCode: 'Authorised' }));
  const warnings: CheckoutError[] = [];
  const flow = createThreeDS2Flow({
    action,
    http: createHttpClient({ apiUrl: `${SERVICE}/`, fetch: fetch as typeof globalThis.fetch }),
    clientKey: 'test_KEY',
    serviceOrigin: SERVICE,
    submitDetails,
    onWarning: (warning) => warnings.push(warning),
  });
  return { flow, calls, submitDetails, warnings };
}

const fingerprint = (token: Record<string, string>, extra: Partial<ThreeDS2Action> = {}): ThreeDS2Action => ({
  type: 'threeDS2',
  subtype: 'fingerprint',
  token: b64(token),
  paymentData: 'PD',
  ...extra,
});
const challenge = (token: Record<string, string> = CHALLENGE_TOKEN): ThreeDS2Action => ({
  type: 'threeDS2',
  subtype: 'challenge',
  token: b64(token),
  paymentData: 'PD2',
});
const result = (type: string, value: Record<string, string>) => JSON.stringify({ type, result: value });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('3DS2 fingerprint', () => {
  it("completes at once with 'U' when there is no method URL, via v1/submitThreeDS2Fingerprint", async () => {
    const { flow, calls, submitDetails } = setup(fingerprint({ threeDSServerTransID: 's1' }));
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${SERVICE}/v1/submitThreeDS2Fingerprint?token=test_KEY`);
    const body = calls[0]!.body as { fingerprintResult: string; paymentData: string };
    expect(body.paymentData).toBe('PD');
    expect(unb64(body.fingerprintResult)).toEqual({ threeDSCompInd: 'U' });
    expect(submitDetails).toHaveBeenCalledWith({ details: { threeDSResult: 'R' }, paymentData: 'PD' });
    expect(flow.getSnapshot()).toMatchObject({
      status: 'complete',
      threeDSCompInd: 'U',
      response: { resultCode: 'Authorised' },
    });
  });

  it('posts threeDSMethodData to the method URL in the hidden frame, and takes the result from the notification origin only', async () => {
    const token = {
      threeDSServerTransID: 's1',
      threeDSMethodUrl: `${ISSUER}/method`,
      threeDSMethodNotificationURL: `${SERVICE}/threeDS2/method-notification`,
    };
    const { flow, calls, warnings } = setup(fingerprint(token));
    flow.start();
    const state = flow.getSnapshot();
    expect(state.status).toBe('retrievingFingerPrint');
    expect(state.expectedOrigin).toBe(SERVICE);
    expect(state.form).toMatchObject({ target: 'fingerprint', url: `${ISSUER}/method` });
    expect(unb64(state.form!.fields['threeDSMethodData']!)).toEqual({
      threeDSServerTransID: 's1',
      threeDSMethodNotificationURL: `${SERVICE}/threeDS2/method-notification`,
    });

    flow.receiveMessage({
      origin: 'https://evil.example',
      data: result('fingerPrintResult', { threeDSCompInd: 'Y' }),
    });
    flow.receiveMessage({ origin: SERVICE, data: { type: 'fingerPrintResult' } });
    flow.receiveMessage({ origin: SERVICE, data: 'hello' });
    flow.receiveMessage({ origin: 'https://other.example', data: 'unrelated' });
    expect(flow.getSnapshot().status).toBe('retrievingFingerPrint');
    expect(warnings.map((warning) => warning.errorCode)).toEqual([
      'wrongOrigin',
      'wrongDataType',
      'wrongDataType',
    ]);

    flow.receiveMessage({ origin: SERVICE, data: result('fingerPrintResult', { threeDSCompInd: 'Y' }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(unb64((calls[0]!.body as { fingerprintResult: string }).fingerprintResult)).toEqual({
      threeDSCompInd: 'Y',
    });
    expect(flow.getSnapshot().status).toBe('complete');
  });

  it("completes with 'N' after 10 s without a result, and says timeout", async () => {
    const { flow, calls, warnings } = setup(
      fingerprint({ threeDSServerTransID: 's1', threeDSMethodUrl: `${ISSUER}/method` }),
    );
    flow.start();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(unb64((calls[0]!.body as { fingerprintResult: string }).fingerprintResult)).toEqual({
      threeDSCompInd: 'N',
    });
    expect(warnings.map((warning) => warning.errorCode)).toEqual(['timeout']);
    // Without a notification URL, results count only from the payment service's origin.
    expect(flow.getSnapshot().expectedOrigin).toBe(SERVICE);
  });

  it('starts the challenge the fingerprint answer asks for', async () => {
    const { flow, submitDetails } = setup(fingerprint({ threeDSServerTransID: 's1' }), {
      type: 'action',
      action: challenge(),
    });
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    const state = flow.getSnapshot();
    expect(state.status).toBe('retrievingChallengeToken');
    expect(state.challengeSize).toEqual({ code: '02', width: '390px', height: '400px' });
    expect(state.form).toMatchObject({ target: 'challenge', url: `${ISSUER}/challenge` });
    expect(unb64(state.form!.fields['creq']!)).toEqual({
      threeDSServerTransID: 'server-1',
      acsTransID: 'acs-1',
      messageVersion: '2.2.0',
      challengeWindowSize: '02',
      messageType: 'CReq',
    });
    flow.receiveMessage({ origin: SERVICE, data: result('challengeResult', { transStatus: 'Y' }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(submitDetails).toHaveBeenCalledWith({
      details: { 'threeds2.challengeResult': encodeBase64Url({ transStatus: 'Y' }) },
      paymentData: 'PD2',
    });
    expect(flow.getSnapshot()).toMatchObject({ status: 'complete', transStatus: 'Y' });
  });

  it('follows a redirect the fingerprint answer asks for', async () => {
    const redirect = { type: 'redirect', url: `${ISSUER}/3ds1`, method: 'POST', data: { PaReq: 'x' } };
    const { flow } = setup(fingerprint({ threeDSServerTransID: 's1' }), { type: 'action', action: redirect });
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getSnapshot()).toMatchObject({ status: 'redirect', redirect });
  });

  it("raises 'Invalid Action' for an unknown action in the answer", async () => {
    const { flow } = setup(fingerprint({ threeDSServerTransID: 's1' }), {
      type: 'action',
      action: { type: 'tea' },
    });
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getSnapshot()).toMatchObject({ status: 'error', error: { message: 'Invalid Action' } });
  });

  it('is an error when submitThreeDS2Fingerprint fails (fatal)', async () => {
    const { flow, submitDetails } = setup(fingerprint({ threeDSServerTransID: 's1' }), () => {
      throw new Error('never');
    });
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getSnapshot()).toMatchObject({ status: 'error', error: { type: 'NETWORK_ERROR' } });
    expect(submitDetails).not.toHaveBeenCalled();
  });

  it("needs paymentData: 'No paymentData received…'", () => {
    const { flow } = setup(fingerprint({ threeDSServerTransID: 's1' }, { paymentData: undefined }));
    flow.start();
    expect(flow.getSnapshot()).toMatchObject({
      status: 'error',
      error: { message: THREEDS2_MESSAGES.noPaymentData, errorCode: 'missingProperty' },
    });
  });

  it('raises HTMLElementError when the host has no element for the frame', () => {
    const { flow } = setup(fingerprint({ threeDSServerTransID: 's1', threeDSMethodUrl: `${ISSUER}/m` }));
    flow.start();
    flow.failFrame();
    expect(flow.getSnapshot()).toMatchObject({ status: 'error', error: { errorCode: 'HTMLElementError' } });
  });
});

describe('3DS2 challenge', () => {
  it('sizes the frame by the configured code', () => {
    const flow = createThreeDS2Flow({
      action: challenge(),
      http: createHttpClient({ apiUrl: `${SERVICE}/` }),
      clientKey: 'test_KEY',
      serviceOrigin: SERVICE,
      submitDetails: async () => ({}),
      challengeWindowSize: '05',
    });
    flow.start();
    expect(flow.getSnapshot().challengeSize).toEqual({ code: '05', width: '100%', height: '100%' });
    expect(unb64(flow.getSnapshot().form!.fields['creq']!)).toMatchObject({ challengeWindowSize: '05' });
    flow.destroy();
  });

  it("gives transStatus 'U' after 600 s, and records the timeout as the end (not a warning)", async () => {
    const { flow, submitDetails, warnings } = setup(challenge());
    flow.start();
    await vi.advanceTimersByTimeAsync(599_999);
    expect(submitDetails).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(submitDetails).toHaveBeenCalledWith({
      details: { 'threeds2.challengeResult': encodeBase64Url({ transStatus: 'U' }) },
      paymentData: 'PD2',
    });
    expect(flow.getSnapshot().timeout).toMatchObject({ step: 'challenge', error: { errorCode: 'timeout' } });
    expect(warnings).toEqual([]);
  });

  it('ignores a result from a foreign origin, and a fingerprint result during a challenge', async () => {
    const { flow, submitDetails, warnings } = setup(challenge());
    flow.start();
    flow.receiveMessage({ origin: ISSUER, data: result('challengeResult', { transStatus: 'Y' }) });
    flow.receiveMessage({ origin: SERVICE, data: result('fingerPrintResult', { threeDSCompInd: 'Y' }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(submitDetails).not.toHaveBeenCalled();
    expect(warnings.map((warning) => warning.errorCode)).toEqual(['wrongOrigin', 'wrongDataType']);
    flow.receiveMessage({ origin: SERVICE, data: result('challengeResult', { transStatus: 'N' }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getSnapshot().transStatus).toBe('N');
  });

  it('is a missingProperty error for an incomplete token', () => {
    const { flow } = setup(challenge({ acsURL: `${ISSUER}/c`, threeDSServerTransID: 's' }));
    flow.start();
    expect(flow.getSnapshot().error).toMatchObject({ errorCode: 'missingProperty' });
    expect(flow.getSnapshot().error?.message).toMatch(/acsTransID, messageVersion/);
  });

  it('ignores everything after destroy', async () => {
    const { flow, submitDetails } = setup(challenge());
    flow.start();
    flow.destroy();
    flow.receiveMessage({ origin: SERVICE, data: result('challengeResult', { transStatus: 'Y' }) });
    await vi.advanceTimersByTimeAsync(700_000);
    expect(submitDetails).not.toHaveBeenCalled();
  });
});
