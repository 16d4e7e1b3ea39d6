/**
 * 3DS2 routes (the flow is described in three-ds2.ts):
 * - POST /v1/submitThreeDS2Fingerprint?token={clientKey}: `{ fingerprintResult, paymentData }`;
 * - POST /issuer/3ds2/method (issuer origin): the method page, form field threeDSMethodData;
 * - POST /threeDS2/method-notification (service origin): tells the parent `fingerPrintResult`;
 * - POST /issuer/3ds2/challenge (issuer origin): the challenge page, form field creq;
 * - POST /issuer/3ds2/challenge/complete (issuer origin): the code (or Cancel) typed on it;
 * - POST /threeDS2/challenge-notification (service origin): the CRes; tells the parent `challengeResult`.
 */
import * as v from 'valibot';
import { requireClientKey } from '../context';
import type { RouteContext, RouteHandler } from '../context';
import { invalidDetails, invalidRequest } from '../errors';
import {
  autoSubmitScript,
  decodeBase64Json,
  encodeBase64UrlJson,
  escapeHtml,
  formatAmount,
  hiddenForm,
  htmlPage,
  postToParentScript,
  readForm,
} from '../html';
import { json, readBody } from '../http';
import { originOf, ownBase, sandboxUrls } from '../origins';
import type { Route } from '../router';
import { NonEmptyString } from '../schemas';
import { assertSessionUsable } from '../sessions';
import {
  THREEDS2_MAX_TRIES,
  THREEDS2_ONE_TIME_CODE,
  pendingFingerprint,
  readFingerprintResult,
  submitFingerprint,
} from '../three-ds2';
import type { ThreeDS2TransactionRecord } from '../types';

/** The body of submitThreeDS2Fingerprint. */
const SubmitFingerprintSchema = v.looseObject({
  fingerprintResult: NonEmptyString,
  paymentData: NonEmptyString,
});

const submitThreeDS2Fingerprint: RouteHandler = async (context) => {
  const { merchant } = requireClientKey(context);
  const body = await readBody(context.request, SubmitFingerprintSchema);
  const indicator = readFingerprintResult(body.fingerprintResult);
  if (!indicator) {
    throw invalidRequest(
      "Invalid request: fingerprintResult: must be base64url JSON { threeDSCompInd: 'Y' | 'N' | 'U' }",
    );
  }
  const { sandbox } = context;
  const { pending } = pendingFingerprint(sandbox, body.paymentData, merchant.merchantAccount);
  return sandbox.store.withLock(pending.sessionId, async () => {
    // Checked again under the session's lock: a concurrent submission may have used it.
    const found = pendingFingerprint(sandbox, body.paymentData, merchant.merchantAccount);
    const session = sandbox.store.sessions.get(found.pending.sessionId);
    if (!session) throw invalidDetails('No pending 3DS2 fingerprint matches this paymentData');
    assertSessionUsable(sandbox, session, true);
    return json(submitFingerprint(sandbox, sandboxUrls(context), session, found, indicator));
  });
};

/** The transaction named by a 3DS2 message's threeDSServerTransID (and acsTransID when given), still open. */
function openTransaction(
  context: RouteContext,
  message: Record<string, unknown> | undefined,
  what: string,
): ThreeDS2TransactionRecord {
  const id = message?.['threeDSServerTransID'];
  const transaction = typeof id === 'string' ? context.sandbox.store.threeDS2Transactions.get(id) : undefined;
  if (!transaction)
    throw invalidRequest(`Invalid ${what}: no 3DS2 transaction has this threeDSServerTransID`);
  if (message?.['acsTransID'] !== undefined && message['acsTransID'] !== transaction.acsTransID)
    throw invalidRequest(`Invalid ${what}: acsTransID is not this transaction's`);
  if (transaction.closed) throw invalidDetails('This 3DS2 transaction is already completed');
  return transaction;
}

const methodPage: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const methodData = form.get('threeDSMethodData') ?? '';
  const data = decodeBase64Json(methodData);
  if (!data) throw invalidRequest('Invalid threeDSMethodData: must be base64url JSON');
  const transaction = openTransaction(context, data, 'threeDSMethodData');
  const notificationURL = data['threeDSMethodNotificationURL'];
  if (notificationURL !== transaction.methodNotificationURL)
    throw invalidRequest("Invalid threeDSMethodData: threeDSMethodNotificationURL is not the transaction's");
  if (transaction.scenario === 'fingerprintTimeout') {
    // The test card whose issuer never answers: the client's 10 s timeout takes over.
    return htmlPage({
      title: 'Sandbox Bank device check',
      body: '<main><p>Checking your device…</p></main>',
    });
  }
  transaction.fingerprintedAt = context.sandbox.now();
  return htmlPage({
    title: 'Sandbox Bank device check',
    body: `<main><p>Checking your device…</p>${hiddenForm('method', notificationURL, { threeDSMethodData: methodData }, 'Continue')}</main>`,
    script: autoSubmitScript('method'),
    formTargets: [originOf(notificationURL) ?? ''],
  });
};

const methodNotification: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const data = decodeBase64Json(form.get('threeDSMethodData'));
  if (!data) throw invalidRequest('Invalid threeDSMethodData: must be base64url JSON');
  openTransaction(context, data, 'threeDSMethodData');
  return htmlPage({
    title: '3D Secure',
    body: '<main><p>Device check complete.</p></main>',
    script: postToParentScript({ type: 'fingerPrintResult', result: { threeDSCompInd: 'Y' } }),
  });
};

/**
 * Browsers block `autofocus` in a cross-origin frame: the page focuses its code field itself, at
 * once and again when the frame receives focus (the merchant page focuses the frame when the
 * challenge shows) while nothing in the page has it yet.
 */
const FOCUS_CODE_SCRIPT = `(function(){var code=document.getElementById('code');if(!code)return;
function land(){if(document.activeElement===document.body||document.activeElement===null)code.focus();}
land();window.addEventListener('focus',land);})();`;

/** The challenge page: the one-time code form, with an error after a wrong code. */
function challengeForm(
  context: RouteContext,
  transaction: ThreeDS2TransactionRecord,
  windowSize: string,
  triesLeft?: number,
): Response {
  const action = `${ownBase(context)}issuer/3ds2/challenge/complete`;
  const invalid = triesLeft !== undefined;
  const error = invalid
    ? `<p id="code-error" class="error">Incorrect code. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.</p>`
    : '';
  const describedBy = invalid ? 'code-error code-hint' : 'code-hint';
  // The issuer's main is named: the merchant page around the frame has an (unnamed) main of its
  // own, and two unnamed mains on one screen read as the same landmark twice.
  const body = `<main aria-labelledby="challenge-title">
<p class="brand">Sandbox Bank · 3D Secure</p>
<h1 id="challenge-title">Verify your payment</h1>
<dl><dt>Merchant</dt><dd>${escapeHtml(transaction.merchantName)}</dd><dt>Amount</dt><dd>${escapeHtml(formatAmount(transaction.amount))}</dd></dl>
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="threeDSServerTransID" value="${escapeHtml(transaction.threeDSServerTransID)}">
<input type="hidden" name="acsTransID" value="${escapeHtml(transaction.acsTransID ?? '')}">
<input type="hidden" name="challengeWindowSize" value="${escapeHtml(windowSize)}">
<label for="code">One-time code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="8" autofocus aria-describedby="${describedBy}"${invalid ? ' aria-invalid="true"' : ''}>
${error}<p id="code-hint" class="hint">Sandbox code: ${THREEDS2_ONE_TIME_CODE}</p>
<div class="actions"><button type="submit" name="action" value="submit" class="primary">Submit</button><button type="submit" name="action" value="cancel">Cancel</button></div>
</form>
</main>`;
  return htmlPage({ title: 'Verify your payment – Sandbox Bank', body, script: FOCUS_CODE_SCRIPT });
}

const WINDOW_SIZES = new Set(['01', '02', '03', '04', '05']);

const challengePage: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const creq = decodeBase64Json(form.get('creq'));
  if (!creq || creq['messageType'] !== 'CReq')
    throw invalidRequest("Invalid creq: must be base64url JSON with messageType 'CReq'");
  const transaction = openTransaction(context, creq, 'creq');
  if (transaction.acsTransID === undefined || creq['acsTransID'] === undefined)
    throw invalidRequest('Invalid creq: this transaction has no challenge');
  if (transaction.transStatus !== undefined) throw invalidDetails('This 3DS2 challenge is already completed');
  const size = String(creq['challengeWindowSize'] ?? '02');
  return challengeForm(context, transaction, WINDOW_SIZES.has(size) ? size : '02');
};

/** Ends the challenge: records the issuer's result and posts the CRes to the notification URL. */
function finishChallenge(transaction: ThreeDS2TransactionRecord, transStatus: 'Y' | 'N'): Response {
  transaction.transStatus = transStatus;
  const notificationURL = transaction.notificationURL ?? '';
  const cres = encodeBase64UrlJson({
    transStatus,
    threeDSServerTransID: transaction.threeDSServerTransID,
    acsTransID: transaction.acsTransID,
    messageType: 'CRes',
  });
  const text = transStatus === 'Y' ? 'Payment verified.' : 'Payment not verified.';
  return htmlPage({
    title: 'Verify your payment – Sandbox Bank',
    body: `<main aria-labelledby="challenge-title"><p class="brand">Sandbox Bank · 3D Secure</p><h1 id="challenge-title">${text}</h1><p>Returning to the merchant…</p>${hiddenForm('cres', notificationURL, { cres }, 'Continue')}</main>`,
    script: autoSubmitScript('cres'),
    formTargets: [originOf(notificationURL) ?? ''],
  });
}

const challengeComplete: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const transaction = openTransaction(
    context,
    { threeDSServerTransID: form.get('threeDSServerTransID'), acsTransID: form.get('acsTransID') },
    'challenge form',
  );
  if (transaction.acsTransID === undefined) throw invalidRequest('Invalid challenge form: no challenge');
  if (transaction.transStatus !== undefined) throw invalidDetails('This 3DS2 challenge is already completed');
  if (form.get('action') === 'cancel') return finishChallenge(transaction, 'N');
  // The refused test card's issuer declines whatever the shopper types.
  if (transaction.scenario === 'challengeRefused') return finishChallenge(transaction, 'N');
  if ((form.get('code') ?? '').trim() === THREEDS2_ONE_TIME_CODE) return finishChallenge(transaction, 'Y');
  transaction.failedTries += 1;
  if (transaction.failedTries >= THREEDS2_MAX_TRIES) return finishChallenge(transaction, 'N');
  const size = form.get('challengeWindowSize') ?? '02';
  return challengeForm(
    context,
    transaction,
    WINDOW_SIZES.has(size) ? size : '02',
    THREEDS2_MAX_TRIES - transaction.failedTries,
  );
};

const challengeNotification: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const cres = decodeBase64Json(form.get('cres'));
  if (!cres || cres['messageType'] !== 'CRes')
    throw invalidRequest("Invalid cres: must be base64url JSON with messageType 'CRes'");
  const transaction = openTransaction(context, cres, 'cres');
  // The issuer's own result is what counts: a CRes that differs from it was changed on the way.
  if (transaction.transStatus === undefined || cres['transStatus'] !== transaction.transStatus)
    throw invalidDetails("Invalid cres: transStatus is not the issuer's result for this transaction");
  transaction.notifiedAt = context.sandbox.now();
  return htmlPage({
    title: '3D Secure',
    body: '<main><p>Returning to the merchant…</p></main>',
    script: postToParentScript({ type: 'challengeResult', result: { transStatus: transaction.transStatus } }),
  });
};

/** The 3DS2 routes. */
const threeDS2Routes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/v1/submitThreeDS2Fingerprint', handler: submitThreeDS2Fingerprint },
  { method: 'POST', path: '/issuer/3ds2/method', handler: methodPage },
  { method: 'POST', path: '/threeDS2/method-notification', handler: methodNotification },
  { method: 'POST', path: '/issuer/3ds2/challenge', handler: challengePage },
  { method: 'POST', path: '/issuer/3ds2/challenge/complete', handler: challengeComplete },
  { method: 'POST', path: '/threeDS2/challenge-notification', handler: challengeNotification },
];

export { SubmitFingerprintSchema, threeDS2Routes };
