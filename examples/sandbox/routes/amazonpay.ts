/**
 * The sandbox's stand-in for Amazon Pay (a test double of the provider, docs/sandbox.md):
 * - GET /amazonpay/:region/checkout.js (eu, uk, us): a script with Amazon's JavaScript API,
 *   `amazon.Pay.renderButton(container, options)` (checks the options, renders an 'Amazon Pay'
 *   button; a click goes to the stand-in checkout page with the signed payload),
 *   `amazon.Pay.bindChangeAction(container, { amazonCheckoutSessionId, changeAction })` (a click
 *   goes to the checkout page to change the payment) and `amazon.Pay.signout()`;
 * - GET /amazonpay/checkout: Amazon's checkout page. New (payloadJSON, signature, publicKeyId,
 *   region): the signature is verified (400 otherwise); the test buyer chooses a shipping address
 *   and a payment instrument, then Continue (the checkout session is created; back to the review
 *   URL, or with ProcessOrder to the result URL, with `amazonCheckoutSessionId`) or Cancel (back
 *   to the cancel URL). Change (amazonCheckoutSessionId, changeAction; `declined` for the decline
 *   flow): the same choice for an existing session;
 * - POST /amazonpay/checkout: the page's answer (303);
 * - GET /amazonpay/confirm?amazonCheckoutSessionId=: Amazon confirming the purchase after
 *   updateCheckoutSession: a page that posts itself to POST /amazonpay/confirm, which marks the
 *   session confirmed and returns (303) to the checkoutResultReturnUrl;
 * - POST /v1/AmazonPayUtility/signString, getCheckoutDetails, updateCheckoutSession (`?clientKey=`),
 *   the payment service's utility calls, bound to the checkout (issue 29): signString signs only
 *   this checkout's button (a checkout session configuration of the merchant's store, returning to
 *   the checkout's origins, for the session's amount) and remembers the checkout (the client key,
 *   and the session its `sessionId` and `sessionData` prove in the sessions flow); the checkout
 *   session the page then creates belongs to it, and getCheckoutDetails and updateCheckoutSession
 *   answer that checkout only (403 '725' to any other).
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import {
  AMAZON_PAY_ADDRESSES,
  AMAZON_PAY_BUYER,
  AMAZON_PAY_INSTRUMENTS,
  AMAZON_PAY_PUBLIC_KEY_ID,
  amazonPaySessions,
  amountOfCharge,
  checkoutDetailsOf,
  checkoutOfSignature,
  isSameCheckout,
  rememberSignature,
  signAmazonPayString,
  verifyAmazonPaySignature,
  type AmazonPayAddressId,
  type AmazonPayCheckout,
  type AmazonPayCheckoutSession,
  type AmazonPayInstrumentId,
} from '../amazon-pay';
import { requireClientKey, type ClientAuth, type RouteContext, type RouteHandler } from '../context';
import { invalidRequest, notFound, otherCheckout, paymentMethodNotSupported } from '../errors';
import {
  autoSubmitScript,
  escapeHtml,
  formatAmount,
  hiddenForm,
  htmlPage,
  readForm,
  seeOther,
} from '../html';
import { json, readBody } from '../http';
import { allowedOriginsOf, type MerchantConfig } from '../merchants';
import { originOf, ownBase } from '../origins';
import type { Route } from '../router';
import { isHttpUrl } from '../schemas';
import { amountDue, openOrderOf, requireSession } from '../sessions';
import type { SessionRecord } from '../types';

/** The stand-in script (plain ES5-level JavaScript, as the provider's runs in any page). */
const AMAZON_PAY_STAND_IN = String.raw`(function () {
  'use strict';
  if (window.amazon && window.amazon.Pay && window.amazon.Pay.standIn) return;
  var script = document.currentScript;
  var src = script && script.src ? script.src : location.href;
  var region = (/\/amazonpay\/(eu|uk|us)\/checkout\.js/.exec(src) || [])[1] || 'eu';
  var checkoutUrl = new URL('../checkout', src).href;
  var COLORS = { Gold: ['#ffd814', '#0f1111'], LightGray: ['#e3e6e6', '#0f1111'], DarkGray: ['#232f3e', '#ffffff'] };
  function elementOf(container, name) {
    var element = typeof container === 'string' ? document.querySelector(container) : container;
    if (!element || typeof element.appendChild !== 'function')
      throw new TypeError('amazon.Pay.' + name + ': the container was not found');
    return element;
  }
  function required(options, name, field) {
    if (!options || typeof options[field] !== 'string' || options[field] === '')
      throw new TypeError('amazon.Pay.' + name + ': ' + field + ' is required');
  }
  function renderButton(container, options) {
    var element = elementOf(container, 'renderButton');
    ['merchantId', 'ledgerCurrency', 'checkoutLanguage', 'productType', 'placement'].forEach(function (field) {
      required(options, 'renderButton', field);
    });
    var session = options.createCheckoutSessionConfig;
    ['payloadJSON', 'signature', 'publicKeyId'].forEach(function (field) {
      required(session, 'renderButton createCheckoutSessionConfig', field);
    });
    var colors = COLORS[options.buttonColor] || COLORS.Gold;
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'amazonpay-standin-button';
    button.setAttribute('aria-label', 'Amazon Pay');
    button.setAttribute('data-ledger-currency', options.ledgerCurrency);
    button.setAttribute('data-checkout-language', options.checkoutLanguage);
    button.setAttribute('data-sandbox', String(options.sandbox === true));
    button.style.cssText = 'display:block;width:100%;min-height:45px;border:1px solid #a88734;border-radius:8px;font:700 17px/1 system-ui,sans-serif;cursor:pointer;background:' + colors[0] + ';color:' + colors[1];
    button.textContent = 'amazon pay';
    button.addEventListener('click', function () {
      var url = new URL(checkoutUrl);
      url.searchParams.set('payloadJSON', session.payloadJSON);
      url.searchParams.set('signature', session.signature);
      url.searchParams.set('publicKeyId', session.publicKeyId);
      url.searchParams.set('region', region);
      url.searchParams.set('checkoutLanguage', options.checkoutLanguage);
      url.searchParams.set('productType', options.productType);
      location.assign(url.href);
    });
    element.replaceChildren(button);
    return button;
  }
  function bindChangeAction(container, options) {
    var element = elementOf(container, 'bindChangeAction');
    required(options, 'bindChangeAction', 'amazonCheckoutSessionId');
    if (options.changeAction !== 'changePayment' && options.changeAction !== 'changeAddress')
      throw new TypeError("amazon.Pay.bindChangeAction: changeAction must be 'changePayment' or 'changeAddress'");
    element.addEventListener('click', function () {
      var url = new URL(checkoutUrl);
      url.searchParams.set('amazonCheckoutSessionId', options.amazonCheckoutSessionId);
      url.searchParams.set('changeAction', options.changeAction);
      location.assign(url.href);
    });
  }
  function signout() {
    window.amazon.Pay.signedIn = false;
  }
  window.amazon = window.amazon || {};
  window.amazon.Pay = { renderButton: renderButton, bindChangeAction: bindChangeAction, signout: signout, signedIn: true, standIn: true, region: region };
})();
`;

const script: RouteHandler = (context) => {
  if (!['eu', 'uk', 'us'].includes(context.params.region ?? '')) throw notFound('No Amazon Pay region');
  return new Response(AMAZON_PAY_STAND_IN, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};

const HttpUrl = v.pipe(v.string(), v.check(isHttpUrl, 'must be an http or https URL'));
/** The checkout session configuration the button signs (the fields the stand-in uses). */
const PayloadSchema = v.looseObject({
  storeId: v.pipe(v.string(), v.nonEmpty()),
  webCheckoutDetails: v.looseObject({
    checkoutReviewReturnUrl: v.optional(HttpUrl),
    checkoutResultReturnUrl: v.optional(HttpUrl),
    checkoutCancelUrl: v.optional(HttpUrl),
    checkoutMode: v.optional(v.literal('ProcessOrder')),
  }),
  paymentDetails: v.optional(
    v.looseObject({
      chargeAmount: v.optional(
        v.object({
          amount: v.pipe(v.string(), v.regex(/^\d{1,12}(\.\d{1,3})?$/, 'must be a decimal amount')),
          currencyCode: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')),
        }),
      ),
    }),
  ),
});

/** A page of the stand-in that cannot go on (bad signature, unknown session). */
function problemPage(status: number, message: string): Response {
  return htmlPage({
    title: 'Amazon Pay – sandbox',
    status,
    body: `<main><p class="brand">Amazon Pay · Sandbox</p><h1>Amazon Pay could not continue</h1><p role="alert">${escapeHtml(message)}</p></main>`,
  });
}

/** A URL with the checkout session added. */
function withSession(url: string, id: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('amazonCheckoutSessionId', id);
  return parsed.href;
}

type Started =
  | {
      kind: 'new';
      config: AmazonPayCheckoutSession['config'];
      region: string;
      checkout: AmazonPayCheckout;
      fields: Record<string, string>;
    }
  | { kind: 'change'; session: AmazonPayCheckoutSession; fields: Record<string, string>; declined: boolean };

/** What the page was opened with: a new checkout (verified payload) or a change of a known session. */
function startedOf(context: RouteContext, form: URLSearchParams): Started | Response {
  const sessionId = form.get('amazonCheckoutSessionId');
  if (sessionId) {
    const session = amazonPaySessions(context.sandbox.store).get(sessionId);
    if (!session || session.state === 'completed')
      return problemPage(404, 'This checkout session is finished or unknown.');
    return {
      kind: 'change',
      session,
      declined: form.get('declined') === '1',
      fields: {
        amazonCheckoutSessionId: sessionId,
        changeAction: form.get('changeAction') ?? 'changePayment',
      },
    };
  }
  const payloadJSON = form.get('payloadJSON') ?? '';
  const signature = form.get('signature') ?? '';
  const publicKeyId = form.get('publicKeyId') ?? '';
  if (publicKeyId !== AMAZON_PAY_PUBLIC_KEY_ID) return problemPage(400, 'Unknown publicKeyId.');
  if (!verifyAmazonPaySignature(payloadJSON, signature))
    return problemPage(400, 'The signature of the checkout session configuration is not valid.');
  // The checkout the button was signed for: the checkout session will be its own.
  const checkout = checkoutOfSignature(context.sandbox.store, signature);
  if (!checkout) return problemPage(400, 'The checkout session configuration was not signed for a checkout.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(payloadJSON);
  } catch {
    return problemPage(400, 'The checkout session configuration is not JSON.');
  }
  const config = v.safeParse(PayloadSchema, parsed);
  const details = config.success ? config.output.webCheckoutDetails : null;
  if (!config.success || !(details?.checkoutReviewReturnUrl ?? details?.checkoutResultReturnUrl))
    return problemPage(400, 'The checkout session configuration has no return URL.');
  const region = form.get('region') ?? 'eu';
  return {
    kind: 'new',
    config: config.output,
    region,
    checkout,
    fields: { payloadJSON, signature, publicKeyId, region },
  };
}

/** The origins the page's form may send the shopper to. */
function returnOrigins(config: AmazonPayCheckoutSession['config']): string[] {
  const { checkoutReviewReturnUrl, checkoutResultReturnUrl, checkoutCancelUrl } = config.webCheckoutDetails;
  return [checkoutReviewReturnUrl, checkoutResultReturnUrl, checkoutCancelUrl]
    .map((url) => (url ? originOf(url) : undefined))
    .filter((origin): origin is string => Boolean(origin));
}

function options<T extends string>(entries: Record<T, string>, selected: T): string {
  return (Object.entries(entries) as [T, string][])
    .map(
      ([id, label]) =>
        `<option value="${escapeHtml(id)}"${id === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`,
    )
    .join('');
}

const checkoutPage: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const started = startedOf(context, form);
  if (started instanceof Response) return started;
  const config = started.kind === 'new' ? started.config : started.session.config;
  const address = started.kind === 'change' ? started.session.address : 'home';
  const instrument = started.kind === 'change' ? started.session.instrument : 'visa';
  const addresses = Object.fromEntries(
    Object.entries(AMAZON_PAY_ADDRESSES).map(([id, a]) => [
      id,
      `${a.name}, ${a.addressLine1}, ${a.postalCode} ${a.city}`,
    ]),
  ) as Record<AmazonPayAddressId, string>;
  const instruments = Object.fromEntries(
    Object.entries(AMAZON_PAY_INSTRUMENTS).map(([id, i]) => [
      id,
      `${i.paymentDescriptor}${i.outcome === 'Refused' ? ' (declined at payment)' : ''}`,
    ]),
  ) as Record<AmazonPayInstrumentId, string>;
  const hidden = Object.entries(started.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const body = `<main>
<p class="brand">Amazon Pay · Sandbox</p>
<h1>${started.kind === 'change' ? 'Change your payment details' : 'Pay with Amazon'}</h1>
${started.kind === 'change' && started.declined ? '<p role="alert" class="error">Your payment was declined. Choose another payment method.</p>' : ''}
<p>Signed in as ${escapeHtml(AMAZON_PAY_BUYER.name)} (${escapeHtml(AMAZON_PAY_BUYER.email)}). This is the sandbox's stand-in of Amazon Pay: no real payment is made.</p>
<form method="post" action="${escapeHtml(`${ownBase(context)}amazonpay/checkout`)}">
${hidden}
<label for="amazon-address">Shipping address</label>
<select id="amazon-address" name="address">${options(addresses, address)}</select>
<label for="amazon-instrument">Payment method</label>
<select id="amazon-instrument" name="instrument">${options(instruments, instrument)}</select>
<div class="actions">
<button type="submit" name="decision" value="continue" class="primary" autofocus>Continue</button>
<button type="submit" name="decision" value="cancel">Cancel and return to the shop</button>
</div></form>
</main>`;
  return htmlPage({ title: 'Amazon Pay – sandbox', body, formTargets: returnOrigins(config) });
};

const checkoutAnswer: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const started = startedOf(context, form);
  if (started instanceof Response) return started;
  const decision = form.get('decision');
  if (decision !== 'continue' && decision !== 'cancel')
    throw invalidRequest("Invalid request: decision: must be 'continue' or 'cancel'");
  const config = started.kind === 'new' ? started.config : started.session.config;
  const details = config.webCheckoutDetails;
  const reviewUrl = details.checkoutReviewReturnUrl ?? details.checkoutResultReturnUrl ?? '';
  if (decision === 'cancel') {
    if (started.kind === 'change') return seeOther(withSession(reviewUrl, started.session.id));
    return seeOther(details.checkoutCancelUrl ?? reviewUrl);
  }
  const address = form.get('address') ?? '';
  const instrument = form.get('instrument') ?? '';
  if (!(address in AMAZON_PAY_ADDRESSES)) throw invalidRequest('Invalid request: address: unknown');
  if (!(instrument in AMAZON_PAY_INSTRUMENTS)) throw invalidRequest('Invalid request: instrument: unknown');
  if (started.kind === 'change') {
    const { session } = started;
    session.address = address as AmazonPayAddressId;
    session.instrument = instrument as AmazonPayInstrumentId;
    session.state = 'open';
    return seeOther(withSession(reviewUrl, session.id));
  }
  const id = `AMZN-SANDBOX-${randomBytes(12).toString('hex')}`;
  const session: AmazonPayCheckoutSession = {
    id,
    config,
    region: started.region,
    checkout: started.checkout,
    address: address as AmazonPayAddressId,
    instrument: instrument as AmazonPayInstrumentId,
    state: 'open',
  };
  const charge = config.paymentDetails?.chargeAmount;
  if (details.checkoutMode === 'ProcessOrder' && details.checkoutResultReturnUrl && charge) {
    // Pay now: Amazon confirms the purchase at once (the amount of the signed configuration).
    session.amount = amountOfCharge(charge);
    session.state = 'confirmed';
    amazonPaySessions(context.sandbox.store).set(id, session);
    return seeOther(withSession(details.checkoutResultReturnUrl, id));
  }
  amazonPaySessions(context.sandbox.store).set(id, session);
  return seeOther(withSession(reviewUrl, id));
};

/** A session updated by the merchant and waiting for Amazon's confirmation; 404 otherwise. */
function updatedSession(context: RouteContext, id: string | null): AmazonPayCheckoutSession {
  const session = id ? amazonPaySessions(context.sandbox.store).get(id) : undefined;
  if (!session || session.state !== 'open' || !session.amount || !session.checkoutResultReturnUrl)
    throw notFound('This checkout session is finished, unknown, or was not updated');
  return session;
}

const confirmPage: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const session = updatedSession(context, form.get('amazonCheckoutSessionId'));
  const amount = formatAmount(session.amount!);
  const body = `<main>
<p class="brand">Amazon Pay · Sandbox</p>
<h1>Confirming your purchase</h1>
<p role="status">Amazon Pay is confirming your purchase of ${escapeHtml(amount)} with ${escapeHtml(AMAZON_PAY_INSTRUMENTS[session.instrument].paymentDescriptor)}…</p>
${hiddenForm('amazon-confirm', `${ownBase(context)}amazonpay/confirm`, { amazonCheckoutSessionId: session.id }, 'Continue')}
</main>`;
  return htmlPage({
    title: 'Amazon Pay – confirming',
    body,
    script: autoSubmitScript('amazon-confirm'),
    formTargets: [originOf(session.checkoutResultReturnUrl!) ?? ''],
  });
};

const confirmAnswer: RouteHandler = async (context) => {
  const form = await readForm(context.request);
  const session = updatedSession(context, form.get('amazonCheckoutSessionId'));
  session.state = 'confirmed';
  return seeOther(withSession(session.checkoutResultReturnUrl!, session.id));
};

/**
 * What proves the checkout in the sessions flow: the session's id and its current sessionData
 * (both, or neither: the advanced flow, whose checkout is the client key alone).
 */
const CheckoutFields = {
  sessionId: v.optional(v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty'))),
  sessionData: v.optional(v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty'))),
};

/** The checkout that calls: its client key (401 '901' otherwise) and, with sessionId and sessionData, its session. */
function callerOf(
  context: RouteContext,
  merchant: MerchantConfig,
  clientKey: string,
  body: { sessionId?: string | undefined; sessionData?: string | undefined },
): { checkout: AmazonPayCheckout; session: SessionRecord | null } {
  const base = { merchantAccount: merchant.merchantAccount, clientKey };
  if (body.sessionId === undefined && body.sessionData === undefined)
    return { checkout: { ...base, sessionId: null }, session: null };
  if (body.sessionId === undefined || body.sessionData === undefined)
    throw invalidRequest('Invalid request: sessionId and sessionData: both or neither');
  // 422 '720' for sessionData of another session or merchant, tampered or stale.
  const session = requireSession(context.sandbox, {
    sessionId: body.sessionId,
    sessionData: body.sessionData,
    merchant,
  });
  return { checkout: { ...base, sessionId: session.id }, session };
}

/** 403 '725' unless the checkout session belongs to the calling checkout. */
function assertOwnSession(session: AmazonPayCheckoutSession, caller: AmazonPayCheckout): void {
  if (!isSameCheckout(session.checkout, caller))
    throw otherCheckout('checkoutSessionId: the checkout session belongs to another checkout');
}

/** The store id of the merchant's Amazon Pay (its configuration); 422 '905' when it offers none. */
function storeIdOf(merchant: MerchantConfig): string {
  const method = merchant.paymentMethods.find((entry) => entry.type === 'amazonpay');
  const storeId = method?.configuration?.['storeId'];
  if (typeof storeId !== 'string') throw paymentMethodNotSupported();
  return storeId;
}

/**
 * Checks that `stringToSign` is the checkout's button (its checkout session configuration):
 * 422 '702' for a string that is none (not JSON, not the configuration's shape); 403 '725' for
 * another store, a return or cancel URL on an origin neither the client key allows nor the
 * session returns to, or (sessions flow) a charge other than the session's amount due.
 */
function assertCheckoutPayload(
  context: RouteContext,
  merchant: MerchantConfig,
  caller: { checkout: AmazonPayCheckout; session: SessionRecord | null },
  stringToSign: string,
): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stringToSign);
  } catch {
    throw invalidRequest(
      "Invalid request: stringToSign: must be the button's checkout session configuration (JSON)",
    );
  }
  const config = v.safeParse(PayloadSchema, parsed);
  if (!config.success)
    throw invalidRequest(
      `Invalid request: stringToSign: not a checkout session configuration: ${config.issues
        .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
        .join('; ')}`,
    );
  const { storeId, webCheckoutDetails, paymentDetails } = config.output;
  if (storeId !== storeIdOf(merchant))
    throw otherCheckout(`stringToSign: storeId ${storeId} is not the store of this client key's merchant`);
  const origins = [
    ...allowedOriginsOf(merchant, caller.checkout.clientKey),
    ...(caller.session ? [caller.session.returnUrl] : []).flatMap((url) => originOf(url) ?? []),
  ];
  for (const field of ['checkoutReviewReturnUrl', 'checkoutResultReturnUrl', 'checkoutCancelUrl'] as const) {
    const url = webCheckoutDetails[field];
    if (url === undefined) continue;
    const origin = originOf(url);
    if (!origin || !origins.includes(origin))
      throw otherCheckout(
        `stringToSign: webCheckoutDetails.${field}: ${origin ?? url} is not an origin this client key allows, nor the session's`,
      );
  }
  const charge = paymentDetails?.chargeAmount;
  if (charge && caller.session) {
    const due = amountDue(caller.session, openOrderOf(context.sandbox, caller.session));
    const asked = amountOfCharge(charge);
    if (asked.value !== due.value || asked.currency !== due.currency)
      throw otherCheckout(
        `stringToSign: paymentDetails.chargeAmount ${charge.amount} ${charge.currencyCode} is not the session's amount due (${formatAmount(due)})`,
      );
  }
}

const SignSchema = v.object({
  stringToSign: v.pipe(
    v.string('must be a string'),
    v.minLength(1, 'must not be empty'),
    v.maxLength(20_000, 'is too long'),
  ),
  ...CheckoutFields,
});

const signString: RouteHandler = async (context) => {
  const { merchant, clientKey } = requireClientKey(context);
  const body = await readBody(context.request, SignSchema);
  const caller = callerOf(context, merchant, clientKey, body);
  assertCheckoutPayload(context, merchant, caller, body.stringToSign);
  const signature = signAmazonPayString(body.stringToSign);
  rememberSignature(context.sandbox.store, signature, caller.checkout);
  return json({ signature });
};

const Region = v.picklist(['EU', 'UK', 'US'], "must be 'EU', 'UK' or 'US'");
const DetailsSchema = v.object({
  checkoutSessionId: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty')),
  publicKeyId: v.string('must be a string'),
  region: Region,
  getDeliveryAddress: v.optional(v.boolean('must be a boolean')),
  getDeclineFlowUrl: v.optional(v.boolean('must be a boolean')),
  ...CheckoutFields,
});

/**
 * The checkout session the request names, the calling checkout's own: 422 for an unknown key or
 * session, 403 '725' for another checkout's.
 */
function requestedSession(
  context: RouteContext,
  { merchant, clientKey }: ClientAuth,
  body: {
    checkoutSessionId: string;
    publicKeyId: string;
    sessionId?: string | undefined;
    sessionData?: string | undefined;
  },
): AmazonPayCheckoutSession {
  const caller = callerOf(context, merchant, clientKey, body);
  if (body.publicKeyId !== AMAZON_PAY_PUBLIC_KEY_ID)
    throw invalidRequest('Invalid request: publicKeyId: unknown');
  const session = amazonPaySessions(context.sandbox.store).get(body.checkoutSessionId);
  if (!session) throw invalidRequest('Invalid request: checkoutSessionId: unknown checkout session');
  assertOwnSession(session, caller.checkout);
  return session;
}

const getCheckoutDetails: RouteHandler = async (context) => {
  const auth = requireClientKey(context);
  const body = await readBody(context.request, DetailsSchema);
  const session = requestedSession(context, auth, body);
  if (body.getDeclineFlowUrl) {
    const url = new URL(`${ownBase(context)}amazonpay/checkout`);
    url.searchParams.set('amazonCheckoutSessionId', session.id);
    url.searchParams.set('changeAction', 'changePayment');
    url.searchParams.set('declined', '1');
    return json({ declineFlowUrl: url.href });
  }
  return json(checkoutDetailsOf(session));
};

const UpdateSchema = v.object({
  amount: v.object({
    value: v.pipe(
      v.number('must be a number'),
      v.integer('must be an integer'),
      v.minValue(0, 'must not be negative'),
    ),
    currency: v.pipe(v.string('must be a string'), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')),
  }),
  chargePermissionType: v.picklist(['OneTime', 'Recurring'], "must be 'OneTime' or 'Recurring'"),
  checkoutResultReturnUrl: HttpUrl,
  checkoutSessionId: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty')),
  publicKeyId: v.string('must be a string'),
  recurringMetadata: v.optional(v.record(v.string(), v.unknown())),
  region: Region,
  ...CheckoutFields,
});

const updateCheckoutSession: RouteHandler = async (context) => {
  const auth = requireClientKey(context);
  const body = await readBody(context.request, UpdateSchema);
  const session = requestedSession(context, auth, body);
  // Amazon returns to the page that started the checkout: an origin of its signed configuration.
  const resultOrigin = originOf(body.checkoutResultReturnUrl);
  if (!resultOrigin || !returnOrigins(session.config).includes(resultOrigin))
    throw otherCheckout(
      `checkoutResultReturnUrl: ${resultOrigin ?? body.checkoutResultReturnUrl} is not an origin of the checkout session's configuration`,
    );
  if (session.state === 'completed' || session.state === 'confirmed')
    return json({ errorMessage: 'The checkout session is already confirmed' });
  if (session.state === 'declined')
    return json({ errorMessage: 'The payment was declined: the shopper must choose another payment method' });
  session.amount = body.amount;
  session.checkoutResultReturnUrl = body.checkoutResultReturnUrl;
  const url = new URL(`${ownBase(context)}amazonpay/confirm`);
  url.searchParams.set('amazonCheckoutSessionId', session.id);
  return json({ action: { type: 'redirect', method: 'GET', url: url.href } });
};

/** The stand-in's routes and the utility calls. */
const amazonPayRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/amazonpay/:region/checkout.js', handler: script },
  { method: 'GET', path: '/amazonpay/checkout', handler: checkoutPage },
  { method: 'POST', path: '/amazonpay/checkout', handler: checkoutAnswer },
  { method: 'GET', path: '/amazonpay/confirm', handler: confirmPage },
  { method: 'POST', path: '/amazonpay/confirm', handler: confirmAnswer },
  { method: 'POST', path: '/v1/AmazonPayUtility/signString', handler: signString },
  { method: 'POST', path: '/v1/AmazonPayUtility/getCheckoutDetails', handler: getCheckoutDetails },
  { method: 'POST', path: '/v1/AmazonPayUtility/updateCheckoutSession', handler: updateCheckoutSession },
];

export { AMAZON_PAY_STAND_IN, amazonPayRoutes };
