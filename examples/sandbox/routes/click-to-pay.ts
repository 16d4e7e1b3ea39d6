/**
 * The sandbox's stand-ins for the Visa and Mastercard Click to Pay SDKs (test doubles of the
 * providers, docs/sandbox.md; their shoppers and outcomes in docs/testing.md):
 * - GET /click-to-pay/visa/sdk.js: defines `window.vAdapters.VisaSRCI`, a class whose instances
 *   have Visa's calls: init, isRecognized, identityLookup({ identityValue, type: EMAIL |
 *   MOBILE_NUMBER }), initiateIdentityValidation, completeIdentityValidation(otp), getSrcProfile({
 *   idTokens }), checkout({ srcDigitalCardId, srcCorrelationId }), unbindAppInstance; failures
 *   reject with `{ reason, message }`.
 * - GET /click-to-pay/mastercard/sdk.js: defines `window.SRCSDK_MASTERCARD` with Mastercard's
 *   shapes (identityLookup({ consumerIdentity: { identityValue, type: EMAIL_ADDRESS |
 *   MOBILE_PHONE_NUMBER } }), completeIdentityValidation({ validationData })); failures reject
 *   with `{ error: { reason, message } }`.
 * The scripts hold no shopper and no code: as a scheme's SDK talks to the scheme, they ask the
 * sandbox (POST /click-to-pay/{visa|mastercard}/identity-lookup, identity-validation,
 * identity-validation/complete, profile), which looks the shopper up, sends and checks the one-time
 * code with its limits (click-to-pay-otp.ts) and gives the profile for a signed id token.
 * A shopper who completed a validation is remembered by this browser (localStorage
 * `sandbox-ctp:recognized:<scheme>` = its id token) until unbindAppInstance ('not you'). checkout
 * opens the scheme's confirmation dialog (Continue answers dcfActionCode COMPLETE, Cancel or Escape
 * CANCEL).
 */
import * as v from 'valibot';
import type { RouteContext, RouteHandler } from '../context';
import {
  clickToPayShopperByKey,
  clickToPayShopperOf,
  correlationIdOf,
  isSupportedIdentity,
  maskedCardsOf,
  maskedChannelOf,
  type ClickToPayIdentityType,
  type ClickToPayScheme,
  type ClickToPayTestShopper,
} from '../click-to-pay';
import { ERROR_CODES, invalidRequest } from '../errors';
import { json, readBody } from '../http';
import type { Route } from '../router';

/** A scheme's refusal, as the stand-in rejects with it (spec section 8's reasons). */
type SchemeReason =
  | 'CONSUMER_ID_MISSING'
  | 'ID_FORMAT_UNSUPPORTED'
  | 'OTP_SEND_FAILED'
  | 'ACCT_INACCESSIBLE'
  | 'CODE_INVALID'
  | 'CODE_EXPIRED'
  | 'RETRIES_EXCEEDED'
  | 'AUTH_INVALID';

/** The path segment of each scheme's routes. */
const SCHEME_PATHS: Readonly<Record<ClickToPayScheme, string>> = { visa: 'visa', mc: 'mastercard' };

/**
 * A scheme's refusal: the sandbox's error shape with the scheme's `reason`; 429 for
 * RETRIES_EXCEEDED (with Retry-After when waiting helps), 401 for AUTH_INVALID, else 422.
 */
function refusal(reason: SchemeReason, message: string, retryAfterMs?: number): Response {
  const status = reason === 'RETRIES_EXCEEDED' ? 429 : reason === 'AUTH_INVALID' ? 401 : 422;
  const headers: Record<string, string> =
    retryAfterMs === undefined ? {} : { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) };
  return json(
    { status, errorCode: ERROR_CODES.clickToPayRefused, message, errorType: 'validation', reason },
    status,
    headers,
  );
}

const IdentitySchema = v.object({
  identityValue: v.pipe(v.string('must be a string'), v.maxLength(256, 'must be at most 256 characters')),
  type: v.picklist(['EMAIL', 'MOBILE_NUMBER'], "must be 'EMAIL' or 'MOBILE_NUMBER'"),
});
const CompleteSchema = v.object({
  validationId: v.pipe(v.string('must be a string'), v.maxLength(4096, 'must be at most 4096 characters')),
  otp: v.pipe(v.string('must be a string'), v.maxLength(64, 'must be at most 64 characters')),
});
const ProfileSchema = v.object({
  idToken: v.pipe(v.string('must be a string'), v.maxLength(4096, 'must be at most 4096 characters')),
});
const SchemeSchema = v.picklist(['visa', 'mc']);
/** What a validation id carries (signed): the identity and the code it was sent. */
const ValidationClaimsSchema = v.object({
  typ: v.literal('ctp-validation'),
  scheme: SchemeSchema,
  shopper: v.string(),
  code: v.string(),
});
/** What an id token carries (signed): the shopper who completed a validation with the scheme. */
const IdTokenClaimsSchema = v.object({ typ: v.literal('ctp-id'), scheme: SchemeSchema, shopper: v.string() });

/** The identity's key in the one-time codes' records: one per shopper and scheme. */
const identityKeyOf = (scheme: ClickToPayScheme, shopper: ClickToPayTestShopper) =>
  `${scheme}:${shopper.key}`;

/** The body's identity: a refusal when it is empty or malformed, else the shopper (undefined when not enrolled). */
async function identityOf(
  context: RouteContext,
  scheme: ClickToPayScheme,
): Promise<
  { refused: Response } | { type: ClickToPayIdentityType; shopper: ClickToPayTestShopper | undefined }
> {
  const { identityValue, type } = await readBody(context.request, IdentitySchema);
  if (identityValue.trim() === '')
    return { refused: refusal('CONSUMER_ID_MISSING', 'identityValue is required') };
  if (!isSupportedIdentity(type, identityValue))
    return { refused: refusal('ID_FORMAT_UNSUPPORTED', 'Format not supported') };
  return { type, shopper: clickToPayShopperOf(scheme, type, identityValue) };
}

/** identityLookup: whether the identity is enrolled with the scheme. */
const lookup =
  (scheme: ClickToPayScheme): RouteHandler =>
  async (context) => {
    const identity = await identityOf(context, scheme);
    if ('refused' in identity) return identity.refused;
    return json({ consumerPresent: identity.shopper !== undefined });
  };

/** initiateIdentityValidation: sends a code (replacing the one before) within the identity's limit. */
const initiate =
  (scheme: ClickToPayScheme): RouteHandler =>
  async (context) => {
    const identity = await identityOf(context, scheme);
    if ('refused' in identity) return identity.refused;
    const { shopper, type } = identity;
    if (!shopper) return refusal('CONSUMER_ID_MISSING', 'No consumer with this identity');
    if (shopper.behaviour === 'otpSendFails') return refusal('OTP_SEND_FAILED', 'The OTP could not be sent');
    const { sandbox } = context;
    const sent = sandbox.store.clickToPayOtp.send(identityKeyOf(scheme, shopper), sandbox.now().getTime());
    if (!sent.ok)
      return refusal(
        'RETRIES_EXCEEDED',
        'Too many codes were sent to this identity: try again later',
        sent.retryAfterMs,
      );
    return json({
      validationId: sandbox.tokens.sign({
        typ: 'ctp-validation',
        scheme,
        shopper: shopper.key,
        code: sent.codeId,
      }),
      maskedValidationChannel: maskedChannelOf(shopper, type),
    });
  };

/** The messages of a code's refusals. */
const CODE_REFUSALS = {
  CODE_INVALID: 'Incorrect code',
  CODE_EXPIRED: 'The code has expired',
  RETRIES_EXCEEDED: 'Too many wrong codes: send a new code',
} as const;

/** completeIdentityValidation: checks the code; the right one gives a signed id token. */
const complete =
  (scheme: ClickToPayScheme): RouteHandler =>
  async (context) => {
    const body = await readBody(context.request, CompleteSchema);
    const { sandbox } = context;
    const claims = sandbox.tokens.verify(body.validationId, ValidationClaimsSchema);
    const shopper =
      claims && claims.scheme === scheme ? clickToPayShopperByKey(scheme, claims.shopper) : undefined;
    if (!claims || !shopper)
      throw invalidRequest('Invalid request: validationId: was not issued by this scheme');
    if (shopper.behaviour === 'locked') return refusal('ACCT_INACCESSIBLE', 'The account is locked');
    const checked = sandbox.store.clickToPayOtp.check(
      identityKeyOf(scheme, shopper),
      claims.code,
      body.otp,
      sandbox.now().getTime(),
    );
    if (!checked.ok) return refusal(checked.reason, CODE_REFUSALS[checked.reason]);
    return json({ idToken: sandbox.tokens.sign({ typ: 'ctp-id', scheme, shopper: shopper.key }) });
  };

/** getSrcProfile: the masked cards of the shopper an id token names. */
const profile =
  (scheme: ClickToPayScheme): RouteHandler =>
  async (context) => {
    const { idToken } = await readBody(context.request, ProfileSchema);
    const { sandbox } = context;
    const claims = sandbox.tokens.verify(idToken, IdTokenClaimsSchema);
    const shopper =
      claims && claims.scheme === scheme ? clickToPayShopperByKey(scheme, claims.shopper) : undefined;
    if (!shopper) return refusal('AUTH_INVALID', 'Unknown id token');
    return json({
      profiles: [{ maskedCards: maskedCardsOf(shopper, scheme, sandbox.now()) }],
      srcCorrelationId: correlationIdOf(scheme, shopper),
    });
  };

/** The stand-in script of a scheme (plain ES5-level JavaScript, as a provider's script runs in any page). */
function standInScript(scheme: ClickToPayScheme): string {
  const config = { scheme, name: scheme === 'visa' ? 'Visa' : 'Mastercard' };
  return String.raw`(function () {
  'use strict';
  var CONFIG = ${JSON.stringify(config)};
  var VISA = CONFIG.scheme === 'visa';
  var STORAGE_KEY = 'sandbox-ctp:recognized:' + CONFIG.scheme;
  var script = document.currentScript;
  var BASE = script && script.src ? script.src : (typeof location !== 'undefined' ? location.href : '');
  function detail(reason, message) {
    var error = { reason: reason, message: message || reason };
    return VISA ? error : { error: error };
  }
  function later(value) { return new Promise(function (resolve) { setTimeout(function () { resolve(value); }, 60); }); }
  function fail(reason, message) {
    return new Promise(function (resolve, reject) {
      setTimeout(function () { reject(detail(reason, message)); }, 60);
    });
  }
  // A call to the scheme (the sandbox): its answer, or a rejection with the scheme's reason.
  function ask(path, body) {
    return fetch(new URL(path, BASE).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().then(function (answer) {
        if (response.ok) return answer;
        throw detail(answer && answer.reason ? answer.reason : 'SERVICE_ERROR', answer && answer.message);
      }, function () {
        throw detail('SERVICE_ERROR', 'HTTP ' + response.status);
      });
    }, function (error) {
      throw detail('SERVICE_ERROR', String(error && error.message ? error.message : error));
    });
  }
  function storage() { try { return window.localStorage; } catch (e) { return null; } }
  function identityOf(identity) {
    return { identityValue: String(identity.identityValue), type: /EMAIL/.test(identity.type) ? 'EMAIL' : 'MOBILE_NUMBER' };
  }
  function payloadOf(card, correlationId) {
    var json = JSON.stringify({ srcDigitalCardId: card.srcDigitalCardId, srcCorrelationId: correlationId });
    return 'sandbox-ctp.' + btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    if (text) node.textContent = text;
    return node;
  }
  function confirmDialog(card) {
    return new Promise(function (resolve) {
      var titleId = 'sandbox-ctp-dcf-' + Math.random().toString(36).slice(2);
      var dialog = el('dialog', { class: 'sandbox-ctp-dcf', 'aria-labelledby': titleId,
        style: 'border:0;border-radius:12px;padding:24px;max-width:22rem;font:15px/1.4 system-ui,sans-serif;color:#14171f' });
      dialog.appendChild(el('h2', { id: titleId, style: 'margin:0 0 8px;font-size:1.2rem' }, CONFIG.name + ' Click to Pay'));
      dialog.appendChild(el('p', { style: 'margin:0 0 16px' },
        'Sandbox stand-in: confirm the purchase with ' + card.digitalCardData.descriptorName + ' •••• ' + card.panLastFour + '.'));
      var style = 'padding:8px 14px;border-radius:6px;border:1px solid #14171f;font:inherit;cursor:pointer;margin-right:8px;';
      var go = el('button', { type: 'button', style: style + 'background:#14171f;color:#fff' }, 'Continue');
      var cancel = el('button', { type: 'button', style: style + 'background:#fff;color:#14171f' }, 'Cancel');
      dialog.appendChild(go); dialog.appendChild(cancel);
      var answered = false;
      function answer(code) {
        if (answered) return;
        answered = true;
        if (dialog.open) dialog.close();
        dialog.remove();
        resolve(code);
      }
      go.addEventListener('click', function () { answer('COMPLETE'); });
      cancel.addEventListener('click', function () { answer('CANCEL'); });
      dialog.addEventListener('cancel', function (event) { event.preventDefault(); answer('CANCEL'); });
      document.body.appendChild(dialog);
      dialog.showModal();
      go.focus();
    });
  }
  function Sdk() {
    this.initialised = false;
    this.lookedUp = null;
    this.validationId = null;
    this.signedIn = null;
  }
  Sdk.prototype.init = function (params) {
    if (!params || !params.srciDpaId || !params.srcInitiatorId) return fail('INVALID_PARAMETER', 'srciDpaId and srcInitiatorId are required');
    this.initialised = true;
    return later(undefined);
  };
  Sdk.prototype.isRecognized = function () {
    if (!this.initialised) return fail('INVALID_STATE', 'init first');
    var store = storage();
    var token = store ? store.getItem(STORAGE_KEY) : null;
    if (!token) return later({ recognized: false });
    return later({ recognized: true, idTokens: [token] });
  };
  Sdk.prototype.identityLookup = function (input) {
    if (!this.initialised) return fail('INVALID_STATE', 'init first');
    var identity = VISA ? input : input && input.consumerIdentity;
    if (!identity || !identity.identityValue) return fail('CONSUMER_ID_MISSING', 'identityValue is required');
    var self = this;
    var asked = identityOf(identity);
    return ask('identity-lookup', asked).then(function (answer) {
      self.lookedUp = answer.consumerPresent ? asked : null;
      self.validationId = null;
      return { consumerPresent: answer.consumerPresent === true };
    });
  };
  Sdk.prototype.initiateIdentityValidation = function () {
    if (!this.lookedUp) return fail('CONSUMER_ID_MISSING', 'No consumer looked up');
    var self = this;
    return ask('identity-validation', this.lookedUp).then(function (answer) {
      self.validationId = answer.validationId;
      return { maskedValidationChannel: answer.maskedValidationChannel };
    });
  };
  Sdk.prototype.completeIdentityValidation = function (input) {
    var code = VISA ? input : input && input.validationData;
    if (!this.lookedUp || !this.validationId) return fail('CONSUMER_ID_MISSING', 'No validation started');
    return ask('identity-validation/complete', {
      validationId: this.validationId,
      otp: code === undefined || code === null ? '' : String(code)
    }).then(function (answer) {
      var store = storage();
      if (store) store.setItem(STORAGE_KEY, answer.idToken);
      return { idToken: answer.idToken };
    });
  };
  Sdk.prototype.getSrcProfile = function (input) {
    var tokens = input && input.idTokens;
    var token = tokens && tokens[0];
    if (typeof token !== 'string' || token === '') return fail('AUTH_INVALID', 'Unknown id token');
    var self = this;
    return ask('profile', { idToken: token }).then(function (answer) {
      self.signedIn = { srcCorrelationId: answer.srcCorrelationId, cards: answer.profiles[0].maskedCards };
      return answer;
    }, function (error) {
      // A remembered token the scheme no longer knows is forgotten.
      var store = storage();
      if (store && store.getItem(STORAGE_KEY) === token) store.removeItem(STORAGE_KEY);
      throw error;
    });
  };
  Sdk.prototype.checkout = function (params) {
    var profile = this.signedIn;
    if (!profile || !params || params.srcCorrelationId !== profile.srcCorrelationId) return fail('AUTH_INVALID', 'Not signed in');
    var card = null;
    for (var i = 0; i < profile.cards.length; i++) if (profile.cards[i].srcDigitalCardId === params.srcDigitalCardId) card = profile.cards[i];
    if (!card) return fail('INVALID_PARAMETER', 'Unknown srcDigitalCardId');
    return confirmDialog(card).then(function (code) {
      if (code !== 'COMPLETE') return { dcfActionCode: code };
      var answer = { dcfActionCode: 'COMPLETE' };
      if (VISA && !card.tokenId) answer.checkoutResponse = payloadOf(card, profile.srcCorrelationId);
      return answer;
    });
  };
  Sdk.prototype.unbindAppInstance = function () {
    var store = storage();
    if (store) store.removeItem(STORAGE_KEY);
    this.signedIn = null;
    this.lookedUp = null;
    this.validationId = null;
    return later(undefined);
  };
  if (VISA) {
    window.vAdapters = window.vAdapters || {};
    window.vAdapters.VisaSRCI = Sdk;
  } else {
    window.SRCSDK_MASTERCARD = new Sdk();
  }
})();
`;
}

const scriptOf =
  (scheme: ClickToPayScheme): RouteHandler =>
  () =>
    new Response(standInScript(scheme), {
      headers: {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      },
    });

/** The stand-ins' routes: each scheme's script and the calls it makes. */
const clickToPayRoutes: Route<RouteHandler>[] = (['visa', 'mc'] as const).flatMap(
  (scheme): Route<RouteHandler>[] => {
    const base = `/click-to-pay/${SCHEME_PATHS[scheme]}`;
    return [
      { method: 'GET', path: `${base}/sdk.js`, handler: scriptOf(scheme) },
      { method: 'POST', path: `${base}/identity-lookup`, handler: lookup(scheme) },
      { method: 'POST', path: `${base}/identity-validation`, handler: initiate(scheme) },
      { method: 'POST', path: `${base}/identity-validation/complete`, handler: complete(scheme) },
      { method: 'POST', path: `${base}/profile`, handler: profile(scheme) },
    ];
  },
);

export { clickToPayRoutes, standInScript };
