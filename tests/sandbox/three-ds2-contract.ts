/**
 * The 3DS2 suite (called from flows-contract.ts): the four 3DS2 test cards through the fingerprint,
 * the issuer's method and challenge pages, the notification pages and paymentDetails, as the SDK's
 * core flow (headless/core/three-ds2) drives them; and the checks the service makes.
 */
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { decodeJson, encodeJson, expectPageHeaders, formIn, postForm, postedMessage } from './flow-helpers';
import type { PageResponse } from './flow-helpers';
import type { FlowEnv } from './flows-contract';
import { createSession, encryptField } from './helpers';
import type { ClientResponse } from './helpers';

const FRICTIONLESS = '5454545454545454';
const CHALLENGE = '4212345678910006';
const CHALLENGE_REFUSED = '4000010000000001';
const FINGERPRINT_TIMEOUT = '4000030000000009';
const OTHER_CLIENT_KEY = 'test_OTHER00000000000000000000002';
const FUTURE_YEAR = String(new Date().getUTCFullYear() + 4);

function expectError(
  response: ClientResponse | PageResponse,
  status: number,
  errorCode: string,
  message?: RegExp,
) {
  expect(response.status).toBe(status);
  const body = 'body' in response ? response.body : JSON.parse(response.text);
  expect(body).toMatchObject({ status, errorCode, errorType: expect.any(String) });
  if (message) expect(body.message).toMatch(message);
}

/** Runs the 3DS2 suite. */
function describeThreeDS2Contract(env: FlowEnv) {
  const client = () => env.client();

  const cardMethod = async (number: string) => {
    const key = env.publicKey();
    return {
      type: 'scheme',
      encryptedCardNumber: await encryptField(key, 'number', number),
      encryptedExpiryMonth: await encryptField(key, 'expiryMonth', '03'),
      encryptedExpiryYear: await encryptField(key, 'expiryYear', FUTURE_YEAR),
      encryptedSecurityCode: await encryptField(key, 'cvc', '737'),
    };
  };

  /** Pays a new session with a 3DS2 card; returns the session, the answer and its fingerprint token. */
  const pay3ds = async (number: string, sessionChanges: Record<string, unknown> = {}, extra = {}) => {
    const session = await createSession(client(), sessionChanges);
    const response = await client().post(`v1/sessions/${session.id}/payments`, {
      sessionData: session.sessionData,
      paymentMethod: await cardMethod(number),
      ...extra,
    });
    expect(response.status).toBe(200);
    const token = decodeJson(response.body.action.token as string);
    return { session, response, action: response.body.action, token };
  };

  /** What the SDK posts into the hidden fingerprint frame. */
  const runMethodPage = (token: Record<string, unknown>) =>
    postForm(String(token['threeDSMethodUrl']), {
      threeDSMethodData: encodeJson({
        threeDSServerTransID: token['threeDSServerTransID'],
        threeDSMethodNotificationURL: token['threeDSMethodNotificationURL'],
      }),
    });

  const submitFingerprint = (paymentData: string, threeDSCompInd = 'Y', clientKey = SANDBOX_CLIENT_KEY) =>
    client().post(
      `v1/submitThreeDS2Fingerprint?token=${clientKey}`,
      { fingerprintResult: encodeJson({ threeDSCompInd }), paymentData },
      { clientKey: null },
    );

  /** What the SDK posts into the challenge frame. */
  const openChallenge = (challengeToken: Record<string, unknown>, windowSize = '01') =>
    postForm(String(challengeToken['acsURL']), {
      creq: encodeJson({
        threeDSServerTransID: challengeToken['threeDSServerTransID'],
        acsTransID: challengeToken['acsTransID'],
        messageVersion: challengeToken['messageVersion'],
        challengeWindowSize: windowSize,
        messageType: 'CReq',
      }),
    });

  /** Submits the challenge page's form with a code, or Cancel. */
  const answer = (page: PageResponse, choice: { code: string } | 'cancel') => {
    const form = formIn(page.text);
    return postForm(form.action, {
      ...form.fields,
      ...(choice === 'cancel' ? { action: 'cancel' } : { code: choice.code, action: 'submit' }),
    });
  };

  /** Follows the completion page's auto-submitted CRes form to the notification page. */
  const notify = (completion: PageResponse) => {
    const form = formIn(completion.text, 'cres');
    return postForm(form.action, form.fields);
  };

  const details = (sessionId: string, body: Record<string, unknown>) =>
    client().post(`v1/sessions/${sessionId}/paymentDetails`, body);

  const challengeResult = (transStatus: string) => ({
    'threeds2.challengeResult': encodeJson({ transStatus }),
  });

  /** Pays with a challenge card up to the challenge page. */
  const toChallenge = async (number: string) => {
    const started = await pay3ds(number);
    expect((await runMethodPage(started.token)).status).toBe(200);
    const fingerprint = await submitFingerprint(started.action.paymentData);
    expect(fingerprint.status).toBe(200);
    const challengeToken = decodeJson(fingerprint.body.action.token as string);
    const page = await openChallenge(challengeToken);
    expect(page.status).toBe(200);
    return { ...started, fingerprint, challengeToken, page };
  };

  describe('3DS2', () => {
    it('frictionless: method page, method notification, completed fingerprint, Authorised', async () => {
      const { session, response, action, token } = await pay3ds(FRICTIONLESS);
      expect(response.body.resultCode).toBe('IdentifyShopper');
      expect(action).toEqual({
        type: 'threeDS2',
        subtype: 'fingerprint',
        paymentMethodType: 'scheme',
        paymentData: expect.any(String),
        token: expect.any(String),
        authorisationToken: expect.any(String),
      });
      // The token is standard base64 JSON naming the issuer's method page and the service's notification page.
      expect(Buffer.from(action.token, 'base64').toString('base64')).toBe(action.token);
      expect(token).toEqual({
        threeDSServerTransID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        threeDSMethodUrl: `${env.issuerBase()}issuer/3ds2/method`,
        threeDSMethodNotificationURL: `${env.serviceBase()}threeDS2/method-notification`,
      });
      expect(new URL(env.issuerBase()).origin).not.toBe(new URL(env.serviceBase()).origin);

      const method = await runMethodPage(token);
      expect(method.status).toBe(200);
      expectPageHeaders(method);
      expect(method.headers.get('content-security-policy')).toContain(
        `form-action 'self' ${new URL(env.serviceBase()).origin}`,
      );
      const methodForm = formIn(method.text, 'method');
      expect(methodForm.action).toBe(token['threeDSMethodNotificationURL']);
      expect(decodeJson(methodForm.fields['threeDSMethodData'] ?? '')).toEqual({
        threeDSServerTransID: token['threeDSServerTransID'],
        threeDSMethodNotificationURL: token['threeDSMethodNotificationURL'],
      });
      expect(method.text).toContain(`document.getElementById("method").submit();`);

      const notification = await postForm(methodForm.action, methodForm.fields);
      expect(notification.status).toBe(200);
      expectPageHeaders(notification);
      expect(postedMessage(notification.text)).toEqual({
        message: { type: 'fingerPrintResult', result: { threeDSCompInd: 'Y' } },
        targetOrigin: '*',
      });

      const fingerprint = await submitFingerprint(action.paymentData);
      expect(fingerprint.status).toBe(200);
      expect(fingerprint.body).toEqual({ type: 'completed', details: { threeDSResult: expect.any(String) } });
      // The same paymentData stays pending until paymentDetails.
      expect(env.sandbox.store.pendingActions.has(action.paymentData)).toBe(true);

      const done = await details(session.id, {
        sessionData: response.body.sessionData,
        details: fingerprint.body.details,
      });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        resultCode: 'Authorised',
        pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
        additionalData: { cardSummary: '5454', paymentMethod: 'mc' },
        sessionResult: expect.any(String),
      });
      expectError(await submitFingerprint(action.paymentData), 422, '724');
      expectError(
        await details(session.id, { details: fingerprint.body.details, paymentData: action.paymentData }),
        422,
        '724',
      );
    });

    it('challenge: a wrong code, then 1234, the CRes notification and Authorised', async () => {
      const { session, response, action, fingerprint, challengeToken, page } = await toChallenge(CHALLENGE);
      expect(fingerprint.body).toEqual({
        type: 'action',
        action: {
          type: 'threeDS2',
          subtype: 'challenge',
          paymentMethodType: 'scheme',
          paymentData: expect.any(String),
          token: expect.any(String),
        },
      });
      const challengeData = fingerprint.body.action.paymentData as string;
      expect(challengeData).not.toBe(action.paymentData);
      expect(challengeToken).toEqual({
        acsTransID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        acsURL: `${env.issuerBase()}issuer/3ds2/challenge`,
        messageVersion: '2.2.0',
        threeDSServerTransID: expect.any(String),
        threeDSNotificationURL: `${env.serviceBase()}threeDS2/challenge-notification`,
      });
      // The fingerprint's paymentData is spent: the challenge's replaces it.
      expectError(await submitFingerprint(action.paymentData), 422, '724');
      expect(env.sandbox.store.sessions.get(session.id)?.pendingPaymentData).toBe(challengeData);

      // The challenge page: accessible, sized for the smallest frame.
      expectPageHeaders(page);
      expect(page.text).toMatch(/<html lang="en">/);
      expect(page.text).toMatch(/<title>Verify your payment[^<]*<\/title>/);
      // Its main named by its heading (the merchant page around the frame has a main of its own),
      // and a script that focuses the code field (autofocus is blocked in a cross-origin frame).
      expect(page.text).toContain('<main aria-labelledby="challenge-title">');
      expect(page.text).toContain('<h1 id="challenge-title">Verify your payment</h1>');
      expect(page.text).toMatch(/<script nonce="[^"]+">[^<]*getElementById\('code'\)[^<]*\.focus\(\)/);
      expect(page.text).toContain('Sandbox Merchant');
      expect(page.text).toContain('€75.00');
      expect(page.text).toContain('<label for="code">One-time code</label>');
      expect(page.text).toMatch(/<input id="code" name="code"[^>]*autocomplete="one-time-code"/);
      expect(page.text).toMatch(/<button type="submit" name="action" value="submit"[^>]*>Submit<\/button>/);
      expect(page.text).toMatch(/<button type="submit" name="action" value="cancel"[^>]*>Cancel<\/button>/);
      expect(page.text).toContain('name="viewport"');
      expect(page.text).not.toMatch(/<input id="code"[^>]*aria-invalid/);
      expect(formIn(page.text).action).toBe(`${env.issuerBase()}issuer/3ds2/challenge/complete`);

      const wrong = await answer(page, { code: '0000' });
      expect(wrong.status).toBe(200);
      expect(wrong.text).toContain('Incorrect code');
      expect(wrong.text).toMatch(
        /<input id="code"[^>]*aria-describedby="code-error[^"]*"[^>]*aria-invalid="true"/,
      );
      expect(wrong.text).toContain('<p id="code-error" class="error">Incorrect code. 2 tries left.</p>');

      const completion = await answer(wrong, { code: '1234' });
      expect(completion.status).toBe(200);
      expectPageHeaders(completion);
      const cresForm = formIn(completion.text, 'cres');
      expect(cresForm.action).toBe(challengeToken['threeDSNotificationURL']);
      expect(decodeJson(cresForm.fields['cres'] ?? '')).toEqual({
        transStatus: 'Y',
        threeDSServerTransID: challengeToken['threeDSServerTransID'],
        acsTransID: challengeToken['acsTransID'],
        messageType: 'CRes',
      });
      // The challenge is over: the page cannot be answered again.
      expectError(await answer(page, { code: '1234' }), 422, '724');

      const notification = await notify(completion);
      expect(notification.status).toBe(200);
      expectPageHeaders(notification);
      expect(postedMessage(notification.text).message).toEqual({
        type: 'challengeResult',
        result: { transStatus: 'Y' },
      });

      const done = await details(session.id, {
        sessionData: response.body.sessionData,
        details: challengeResult('Y'),
      });
      expect(done.body).toMatchObject({ resultCode: 'Authorised', sessionResult: expect.any(String) });
      // Replayed: the challenge's paymentData is spent.
      expectError(
        await details(session.id, { details: challengeResult('Y'), paymentData: challengeData }),
        422,
        '724',
      );
    });

    it('challenge refused: the issuer answers N whatever the code; Refused, session still payable', async () => {
      const { session, response, page } = await toChallenge(CHALLENGE_REFUSED);
      const completion = await answer(page, { code: '1234' });
      expect(decodeJson(formIn(completion.text, 'cres').fields['cres'] ?? '')['transStatus']).toBe('N');
      const notification = await notify(completion);
      expect(postedMessage(notification.text).message).toEqual({
        type: 'challengeResult',
        result: { transStatus: 'N' },
      });
      const refused = await details(session.id, {
        sessionData: response.body.sessionData,
        details: challengeResult('N'),
      });
      expect(refused.body).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated' });
      expect(refused.body.sessionResult).toBeUndefined();
      const retry = await client().post(`v1/sessions/${session.id}/payments`, {
        sessionData: refused.body.sessionData,
        paymentMethod: await cardMethod('4111111111111111'),
      });
      expect(retry.body.resultCode).toBe('Authorised');
    });

    it('three wrong codes, or Cancel, end the challenge with N', async () => {
      const first = await toChallenge(CHALLENGE);
      let page = first.page;
      page = await answer(page, { code: '1111' });
      expect(page.text).toContain('Incorrect code. 2 tries left.');
      page = await answer(page, { code: '2222' });
      expect(page.text).toContain('Incorrect code. 1 try left.');
      const third = await answer(page, { code: '3333' });
      expect(decodeJson(formIn(third.text, 'cres').fields['cres'] ?? '')['transStatus']).toBe('N');

      const second = await toChallenge(CHALLENGE);
      const cancelled = await answer(second.page, 'cancel');
      expect(decodeJson(formIn(cancelled.text, 'cres').fields['cres'] ?? '')['transStatus']).toBe('N');
      expect(cancelled.text).toContain('Payment not verified.');
    });

    it("trusts only the issuer's transStatus: a client claiming Y after the issuer recorded N is Refused", async () => {
      const { session, response, page, challengeToken } = await toChallenge(CHALLENGE);
      const cancelled = await answer(page, 'cancel');
      // A CRes changed on its way to the notification page is rejected.
      const forged = await postForm(String(challengeToken['threeDSNotificationURL']), {
        cres: encodeJson({
          transStatus: 'Y',
          threeDSServerTransID: challengeToken['threeDSServerTransID'],
          acsTransID: challengeToken['acsTransID'],
          messageType: 'CRes',
        }),
      });
      expectError(forged, 422, '724', /not the issuer's result/);
      expect((await notify(cancelled)).status).toBe(200);
      const claimed = await details(session.id, {
        sessionData: response.body.sessionData,
        details: challengeResult('Y'),
      });
      expect(claimed.body).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated' });
    });

    it("the challenge timeout ('U', nothing recorded) is Refused", async () => {
      const { session, response } = await toChallenge(CHALLENGE);
      const timedOut = await details(session.id, {
        sessionData: response.body.sessionData,
        details: challengeResult('U'),
      });
      expect(timedOut.body).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated' });
    });

    it('fingerprint timeout: the method page never answers; N, frictionless, Authorised', async () => {
      const { session, response, action, token } = await pay3ds(FINGERPRINT_TIMEOUT);
      const method = await runMethodPage(token);
      expect(method.status).toBe(200);
      expectPageHeaders(method);
      expect(method.text).not.toContain('<form');
      expect(method.text).not.toContain('<script');
      const fingerprint = await submitFingerprint(action.paymentData, 'N');
      expect(fingerprint.body.type).toBe('completed');
      const done = await details(session.id, {
        sessionData: response.body.sessionData,
        details: fingerprint.body.details,
      });
      expect(done.body).toMatchObject({ resultCode: 'Authorised', additionalData: { cardSummary: '0009' } });
    });

    it('completes a challenge with paymentData and no sessionData (a page that lost it)', async () => {
      const { session, fingerprint, page } = await toChallenge(CHALLENGE);
      await notify(await answer(page, { code: '1234' }));
      const done = await details(session.id, {
        details: challengeResult('Y'),
        paymentData: fingerprint.body.action.paymentData,
      });
      expect(done.body.resultCode).toBe('Authorised');
    });

    it('stores the card after a frictionless 3DS2 payment when asked', async () => {
      const { session, response, action, token } = await pay3ds(
        FRICTIONLESS,
        { shopperReference: 'three-ds-shopper' },
        { storePaymentMethod: true },
      );
      await runMethodPage(token);
      const fingerprint = await submitFingerprint(action.paymentData);
      const done = await details(session.id, {
        sessionData: response.body.sessionData,
        details: fingerprint.body.details,
      });
      expect(done.body.additionalData).toMatchObject({
        'recurring.shopperReference': 'three-ds-shopper',
        'recurring.recurringDetailReference': expect.stringMatching(/^\d{16}$/),
      });
    });

    it('refuses a bad client key, fingerprintResult or paymentData on submitThreeDS2Fingerprint', async () => {
      const { action } = await pay3ds(FRICTIONLESS);
      expectError(await submitFingerprint(action.paymentData, 'Y', 'test_UNKNOWN'), 401, '901');
      expectError(await submitFingerprint(action.paymentData, 'Y', OTHER_CLIENT_KEY), 422, '724');
      expectError(
        await submitFingerprint(`${action.paymentData}x`),
        422,
        '724',
        /No pending 3DS2 fingerprint/,
      );
      expectError(await submitFingerprint(action.paymentData, 'maybe'), 422, '702', /fingerprintResult/);
      expectError(
        await client().post(
          `v1/submitThreeDS2Fingerprint?token=${SANDBOX_CLIENT_KEY}`,
          { paymentData: action.paymentData },
          { clientKey: null },
        ),
        422,
        '702',
        /fingerprintResult/,
      );
      // The rejected calls changed nothing: the right one still works.
      expect((await submitFingerprint(action.paymentData)).status).toBe(200);
    });

    it('refuses a tampered threeDSResult or paymentData in paymentDetails and keeps the action pending', async () => {
      const { session, response, action, token } = await pay3ds(FRICTIONLESS);
      await runMethodPage(token);
      const fingerprint = await submitFingerprint(action.paymentData);
      const result = fingerprint.body.details.threeDSResult as string;
      const decoded = Buffer.from(result, 'base64').toString('utf8');
      const tampered = Buffer.from(decoded.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))).toString(
        'base64',
      );
      expectError(
        await details(session.id, {
          sessionData: response.body.sessionData,
          details: { threeDSResult: tampered },
        }),
        422,
        '724',
        /threeDSResult/,
      );
      expectError(
        await details(session.id, {
          details: { threeDSResult: tampered },
          paymentData: `${action.paymentData}x`,
        }),
        422,
        '724',
      );
      expect(env.sandbox.store.pendingActions.has(action.paymentData)).toBe(true);
      // Another payment's result does not complete this one.
      const other = await pay3ds(FRICTIONLESS);
      await runMethodPage(other.token);
      const otherResult = (await submitFingerprint(other.action.paymentData)).body.details;
      expectError(
        await details(session.id, { sessionData: response.body.sessionData, details: otherResult }),
        422,
        '724',
      );
      const done = await details(session.id, {
        sessionData: response.body.sessionData,
        details: fingerprint.body.details,
      });
      expect(done.body.resultCode).toBe('Authorised');
    });

    it('refuses malformed or unknown 3DS2 page posts', async () => {
      const { token } = await pay3ds(CHALLENGE);
      expectError(
        await postForm(String(token['threeDSMethodUrl']), { threeDSMethodData: 'not-json' }),
        422,
        '702',
      );
      expectError(
        await postForm(String(token['threeDSMethodUrl']), {
          threeDSMethodData: encodeJson({
            threeDSServerTransID: 'unknown',
            threeDSMethodNotificationURL: token['threeDSMethodNotificationURL'],
          }),
        }),
        422,
        '702',
      );
      expectError(
        await postForm(String(token['threeDSMethodUrl']), {
          threeDSMethodData: encodeJson({
            threeDSServerTransID: token['threeDSServerTransID'],
            threeDSMethodNotificationURL: 'http://evil.test/notify',
          }),
        }),
        422,
        '702',
      );
      // No challenge asked for yet: the challenge page refuses.
      expectError(
        await postForm(`${env.issuerBase()}issuer/3ds2/challenge`, {
          creq: encodeJson({ threeDSServerTransID: token['threeDSServerTransID'], messageType: 'CReq' }),
        }),
        422,
        '702',
      );
      expectError(await postForm(`${env.issuerBase()}issuer/3ds2/challenge`, { creq: 'x' }), 422, '702');
      expectError(await postForm(`${env.serviceBase()}threeDS2/challenge-notification`, {}), 422, '702');
    });

    it('answers the merchant session view with the current sessionData', async () => {
      const { session, response } = await pay3ds(FRICTIONLESS);
      const view = await client().get(`merchant/v1/sessions/${session.id}`, {
        headers: { 'x-api-key': SANDBOX_API_KEY },
      });
      expect(view.body).toMatchObject({
        id: session.id,
        sessionData: response.body.sessionData,
        status: 'active',
      });
    });
  });
}

export { describeThreeDS2Contract };
