/**
 * Status polling and the QR code's "open the app" page:
 * - POST /services/PaymentInitiation/v1/status?clientKey= `{ paymentData }`: `{ type: 'pending' }`,
 *   then `{ type: 'complete', resultCode: 'authorised' | 'refused', payload }` (payment-status.ts);
 * - GET /qr/:id/open: the page the QR code links to, with Approve and Decline;
 * - POST /qr/:id/open (form field `decision`: approve | decline): settles the payment at once.
 */
import * as v from 'valibot';
import { requireClientKey } from '../context';
import type { RouteContext, RouteHandler } from '../context';
import { invalidDetails, invalidRequest, notFound } from '../errors';
import { escapeHtml, formatAmount, htmlPage, readForm } from '../html';
import { json, readBody } from '../http';
import { ownBase } from '../origins';
import { currentStatus, isOfflineState, isStatusState } from '../payment-status';
import type { StatusState } from '../payment-status';
import { signResultToken } from '../pending';
import type { Route } from '../router';
import { NonEmptyString } from '../schemas';
import type { PendingActionRecord } from '../types';

/** The body of a status poll. */
const StatusRequestSchema = v.looseObject({ paymentData: NonEmptyString });

const status: RouteHandler = async (context) => {
  const { merchant } = requireClientKey(context);
  const body = await readBody(context.request, StatusRequestSchema);
  const { sandbox } = context;
  const pending = sandbox.store.pendingActions.get(body.paymentData);
  if (!pending || pending.merchantAccount !== merchant.merchantAccount)
    throw invalidDetails('No pending payment matches this paymentData');
  if (isOfflineState(pending.state)) return json({ type: 'pending' });
  if (!isStatusState(pending.state)) throw invalidDetails("This payment's action has no status to poll");
  const result = currentStatus(pending, pending.state, sandbox.now());
  if (result === 'pending') return json({ type: 'pending' });
  return json({
    type: 'complete',
    resultCode: result,
    payload: signResultToken(sandbox.tokens, 'payload', pending.paymentData, result),
  });
};

/** The QR payment of an "open the app" page, or 404 once it is finished. */
function qrPayment(context: RouteContext): { pending: PendingActionRecord; state: StatusState } {
  const paymentData = context.sandbox.store.qrPages.get(context.params.id ?? '');
  const pending = paymentData ? context.sandbox.store.pendingActions.get(paymentData) : undefined;
  if (!pending || !isStatusState(pending.state))
    throw notFound('This QR code payment is finished or unknown');
  return { pending, state: pending.state };
}

/** The "open the app" page: the payment, and Approve / Decline while it is pending. */
function qrPage(context: RouteContext, pending: PendingActionRecord, state: StatusState): Response {
  const merchant = context.sandbox.merchants.byAccount(pending.merchantAccount);
  const result = currentStatus(pending, state, context.sandbox.now());
  const action = `${ownBase(context)}qr/${encodeURIComponent(context.params.id ?? '')}/open`;
  const outcome =
    result === 'pending'
      ? `<p>Approve this payment in the ${escapeHtml(state.name)} app?</p>
<form method="post" action="${escapeHtml(action)}"><div class="actions">
<button type="submit" name="decision" value="approve" class="primary">Approve</button>
<button type="submit" name="decision" value="decline" class="danger">Decline</button>
</div></form>`
      : `<p role="status">Payment ${result === 'authorised' ? 'approved' : 'declined'}. You can close this page.</p>`;
  return htmlPage({
    title: `${state.name} – Sandbox wallet`,
    body: `<main>
<p class="brand">Sandbox wallet · ${escapeHtml(state.name)}</p>
<h1>Pay ${escapeHtml(merchant?.name ?? 'the merchant')}</h1>
<dl><dt>Merchant</dt><dd>${escapeHtml(merchant?.name ?? '')}</dd><dt>Amount</dt><dd>${escapeHtml(formatAmount(pending.due))}</dd></dl>
${outcome}
</main>`,
  });
}

const openPage: RouteHandler = (context) => {
  const { pending, state } = qrPayment(context);
  return qrPage(context, pending, state);
};

const decide: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const decision = form.get('decision');
  if (decision !== 'approve' && decision !== 'decline')
    throw invalidRequest("Invalid request: decision: must be 'approve' or 'decline'");
  const { pending, state } = qrPayment(context);
  if (currentStatus(pending, state, context.sandbox.now()) === 'pending')
    state.settled = decision === 'approve' ? 'authorised' : 'refused';
  return qrPage(context, pending, state);
};

/** The status and QR page routes. */
const paymentStatusRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/services/PaymentInitiation/v1/status', handler: status },
  { method: 'GET', path: '/qr/:id/open', handler: openPage },
  { method: 'POST', path: '/qr/:id/open', handler: decide },
];

export { StatusRequestSchema, paymentStatusRoutes };
