/**
 * The simulated bank of the redirect methods (issuer origin, see origins.ts):
 * - GET|POST /issuer/bank/pay (`ref` in the query or the form): the bank's page, with Pay, Cancel
 *   and Fail;
 * - POST /issuer/bank/complete (form fields `ref`, `decision`: pay | cancel | fail): 303 to the
 *   payment's returnUrl with `redirectResult` added to its query.
 * No script: the page is a plain form, the answer a redirect.
 */
import type { RouteContext, RouteHandler } from '../context';
import { invalidDetails, invalidRequest, notFound } from '../errors';
import { escapeHtml, formatAmount, htmlPage, readForm, seeOther } from '../html';
import { originOf, ownBase } from '../origins';
import { signResultToken } from '../pending';
import { isRedirectState } from '../processors/redirect';
import type { BankDecision, RedirectState } from '../processors/redirect';
import type { Route } from '../router';
import type { PendingActionRecord } from '../types';

const DECISIONS: readonly BankDecision[] = ['pay', 'cancel', 'fail'];

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

/** The returnUrl with `redirectResult` added (its other query parameters kept). */
function returnLocation(returnUrl: string, redirectResult: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('redirectResult', redirectResult);
  return url.href;
}

const payPage: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const ref = form.get('ref');
  const { pending, state } = bankPayment(context, ref);
  if (state.decision !== undefined) throw invalidDetails('This bank payment is already completed');
  const merchant = context.sandbox.merchants.byAccount(pending.merchantAccount);
  const action = `${ownBase(context)}issuer/bank/complete`;
  const body = `<main>
<p class="brand">Sandbox Bank${state.issuerName ? ` · ${escapeHtml(state.issuerName)}` : ''}</p>
<h1>Pay with ${escapeHtml(state.name)}</h1>
<dl><dt>Merchant</dt><dd>${escapeHtml(merchant?.name ?? '')}</dd><dt>Amount</dt><dd>${escapeHtml(formatAmount(pending.due))}</dd><dt>Method</dt><dd>${escapeHtml(state.name)}</dd>${state.issuerName ? `<dt>Bank</dt><dd>${escapeHtml(state.issuerName)}</dd>` : ''}</dl>
<p>This is the sandbox's bank: choose what the bank answers.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="ref" value="${escapeHtml(ref ?? '')}">
<div class="actions">
<button type="submit" name="decision" value="pay" class="primary">Pay</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
<button type="submit" name="decision" value="fail" class="danger">Fail</button>
</div></form>
</main>`;
  return htmlPage({
    title: `Pay with ${state.name} – Sandbox Bank`,
    body,
    // The form's answer redirects to the merchant's returnUrl, which form-action must allow.
    formTargets: [originOf(state.returnUrl) ?? ''],
  });
};

const complete: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const decision = form.get('decision');
  if (!DECISIONS.includes(decision as BankDecision))
    throw invalidRequest("Invalid request: decision: must be 'pay', 'cancel' or 'fail'");
  const { pending, state } = bankPayment(context, form.get('ref'));
  if (state.decision !== undefined) throw invalidDetails('This bank payment is already completed');
  state.decision = decision as BankDecision;
  const redirectResult = signResultToken(
    context.sandbox.tokens,
    'redirectResult',
    pending.paymentData,
    state.decision,
  );
  return seeOther(returnLocation(state.returnUrl, redirectResult));
};

/** The bank routes. */
const bankRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/issuer/bank/pay', handler: payPage },
  { method: 'POST', path: '/issuer/bank/pay', handler: payPage },
  { method: 'POST', path: '/issuer/bank/complete', handler: complete },
];

export { bankRoutes, returnLocation };
