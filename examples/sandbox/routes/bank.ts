/**
 * The simulated banks of the redirect methods (issuer origin, see origins.ts):
 * - GET|POST /issuer/bank/pay/:issuer (`ref` in the query or the form): the page of the payment's
 *   bank, named after it, with Authorise, Refuse and Cancel;
 * - GET|POST /issuer/bank/pay: the same page for a payment without an issuer, named after the method;
 * - POST /issuer/bank/complete (form fields `ref`, `decision`: authorise | refuse | cancel): 303 to
 *   the payment's returnUrl with `redirectResult` added to its query, and for a checkout session's
 *   payment its `sessionId` (as the payment service does: the page it returns to finds its session).
 * No script: the page is a plain form, the answer a redirect. A page opened under another bank's
 * path than its payment's is 404, as is a finished one.
 */
import type { RouteContext, RouteHandler } from '../context';
import { invalidDetails, invalidRequest, notFound } from '../errors';
import { escapeHtml, formatAmount, htmlPage, readForm, seeOther } from '../html';
import { originOf, ownBase } from '../origins';
import { signResultToken } from '../pending';
import { BANK_DECISIONS, isRedirectState } from '../processors/redirect';
import type { BankDecision, RedirectState } from '../processors/redirect';
import type { Route } from '../router';
import { isHttpUrl } from '../schemas';
import type { PendingActionRecord } from '../types';

/** The buttons of the bank page: decision, label, style. */
const BUTTONS: readonly { decision: BankDecision; label: string; className: string }[] = [
  { decision: 'authorise', label: 'Authorise payment', className: 'primary' },
  { decision: 'refuse', label: 'Refuse', className: 'danger' },
  { decision: 'cancel', label: 'Cancel', className: '' },
];

/** The redirect payment of a bank page reference; 404 once it is finished. */
function bankPayment(
  context: RouteContext,
  ref: string | null,
): { pending: PendingActionRecord; state: RedirectState } {
  const paymentData = ref ? context.sandbox.store.bankPages.get(ref) : undefined;
  const pending = paymentData ? context.sandbox.store.pendingActions.get(paymentData) : undefined;
  if (!pending || !isRedirectState(pending.state)) throw notFound('This bank payment is finished or unknown');
  return { pending, state: pending.state };
}

/**
 * The returnUrl with `redirectResult` added, and `sessionId` for a checkout session's payment (its
 * other query parameters kept). The page never sends the shopper to anything but an http(s) URL
 * (sessions and payments refuse others; this is the last check): 422 '724' instead.
 */
function returnLocation(returnUrl: string, redirectResult: string, sessionId: string | null): string {
  if (!isHttpUrl(returnUrl)) throw invalidDetails('The payment returnUrl is not an http or https URL');
  const url = new URL(returnUrl);
  if (sessionId && !url.searchParams.has('sessionId')) url.searchParams.set('sessionId', sessionId);
  url.searchParams.set('redirectResult', redirectResult);
  return url.href;
}

const payPage: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const ref = form.get('ref');
  const { pending, state } = bankPayment(context, ref);
  // Each bank serves its own payments only: the path names the payment's issuer (or none).
  if (context.params.issuer !== state.issuerId) throw notFound('This bank payment is finished or unknown');
  if (state.decision !== undefined) throw invalidDetails('This bank payment is already completed');
  const merchant = context.sandbox.merchants.byAccount(pending.merchantAccount);
  const bank = state.issuerName ?? state.name;
  const amount = formatAmount(pending.due);
  const action = `${ownBase(context)}issuer/bank/complete`;
  const buttons = BUTTONS.map(
    (button, index) =>
      `<button type="submit" name="decision" value="${button.decision}"${button.className ? ` class="${button.className}"` : ''}${index === 0 ? ' autofocus' : ''}>${escapeHtml(button.label)}</button>`,
  ).join('\n');
  const body = `<main>
<p class="brand">${escapeHtml(state.name)} · Sandbox bank</p>
<h1>${escapeHtml(bank)}</h1>
<p>Confirm the payment of ${escapeHtml(amount)} to ${escapeHtml(merchant?.name ?? '')}.</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(merchant?.name ?? '')}</dd><dt>Amount</dt><dd>${escapeHtml(amount)}</dd><dt>Method</dt><dd>${escapeHtml(state.name)}</dd>${state.issuerName ? `<dt>Issuer</dt><dd>${escapeHtml(state.issuerName)}</dd>` : ''}</dl>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="ref" value="${escapeHtml(ref ?? '')}">
<fieldset aria-describedby="bank-hint">
<legend>Your answer</legend>
<p id="bank-hint" class="hint">This is the sandbox's bank: choose what the bank answers.</p>
<div class="actions">
${buttons}
</div></fieldset></form>
</main>`;
  return htmlPage({
    title: `${bank} – ${state.name} payment`,
    body,
    // The form's answer redirects to the merchant's returnUrl, which form-action must allow.
    formTargets: [originOf(state.returnUrl) ?? ''],
  });
};

const complete: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const decision = form.get('decision');
  if (!BANK_DECISIONS.includes(decision as BankDecision))
    throw invalidRequest("Invalid request: decision: must be 'authorise', 'refuse' or 'cancel'");
  const { pending, state } = bankPayment(context, form.get('ref'));
  if (state.decision !== undefined) throw invalidDetails('This bank payment is already completed');
  if (!isHttpUrl(state.returnUrl)) throw invalidDetails('The payment returnUrl is not an http or https URL');
  state.decision = decision as BankDecision;
  const redirectResult = signResultToken(
    context.sandbox.tokens,
    'redirectResult',
    pending.paymentData,
    state.decision,
  );
  const session = context.sandbox.store.sessions.get(pending.sessionId);
  return seeOther(
    returnLocation(state.returnUrl, redirectResult, session && !session.ownOfPayment ? session.id : null),
  );
};

/** The bank routes. */
const bankRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/issuer/bank/pay', handler: payPage },
  { method: 'POST', path: '/issuer/bank/pay', handler: payPage },
  { method: 'GET', path: '/issuer/bank/pay/:issuer', handler: payPage },
  { method: 'POST', path: '/issuer/bank/pay/:issuer', handler: payPage },
  { method: 'POST', path: '/issuer/bank/complete', handler: complete },
];

export { bankRoutes, returnLocation };
