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
 * A shopper who completed a validation is remembered by this browser (localStorage
 * `sandbox-ctp:recognized:<scheme>`) until unbindAppInstance ('not you'). checkout opens the
 * scheme's confirmation dialog (Continue answers dcfActionCode COMPLETE, Cancel or Escape CANCEL).
 */
import type { RouteHandler } from '../context';
import {
  CLICK_TO_PAY_EXPIRED_OTP,
  CLICK_TO_PAY_OTP,
  CLICK_TO_PAY_SHOPPERS,
  correlationIdOf,
  type ClickToPayScheme,
} from '../click-to-pay';
import type { Route } from '../router';

/** The shoppers as a stand-in sees them (no card numbers). */
function shoppersFor(scheme: ClickToPayScheme) {
  return CLICK_TO_PAY_SHOPPERS.filter((shopper) => shopper.schemes.includes(scheme)).map((shopper) => ({
    key: shopper.key,
    email: shopper.email,
    mobilePhone: shopper.mobilePhone,
    behaviour: shopper.behaviour,
    srcCorrelationId: correlationIdOf(scheme, shopper),
    cards: shopper.cards
      .filter((card) => card.scheme === scheme)
      .map((card) => ({
        srcDigitalCardId: card.id,
        panLastFour: card.number.slice(-4),
        panExpirationMonth: card.expiryMonth,
        expiryYearOffset: card.expiryYearOffset,
        lastUsedDaysAgo: card.lastUsedDaysAgo,
        status: card.status,
        descriptorName: card.descriptorName,
        tokenId: card.tokenId ?? null,
      })),
  }));
}

/** The stand-in script of a scheme (plain ES5-level JavaScript, as a provider's script runs in any page). */
function standInScript(scheme: ClickToPayScheme): string {
  const config = {
    scheme,
    name: scheme === 'visa' ? 'Visa' : 'Mastercard',
    otp: CLICK_TO_PAY_OTP,
    expiredOtp: CLICK_TO_PAY_EXPIRED_OTP,
    shoppers: shoppersFor(scheme),
  };
  return String.raw`(function () {
  'use strict';
  var CONFIG = ${JSON.stringify(config)};
  var VISA = CONFIG.scheme === 'visa';
  var STORAGE_KEY = 'sandbox-ctp:recognized:' + CONFIG.scheme;
  function later(value) { return new Promise(function (resolve) { setTimeout(function () { resolve(value); }, 60); }); }
  function fail(reason, message) {
    var detail = { reason: reason, message: message || reason };
    return new Promise(function (resolve, reject) {
      setTimeout(function () { reject(VISA ? detail : { error: detail }); }, 60);
    });
  }
  function storage() { try { return window.localStorage; } catch (e) { return null; } }
  function digits(value) { return String(value || '').replace(/[^0-9+]/g, ''); }
  function findShopper(identity) {
    if (!identity) return null;
    var email = /EMAIL/.test(identity.type);
    for (var i = 0; i < CONFIG.shoppers.length; i++) {
      var shopper = CONFIG.shoppers[i];
      if (email && shopper.email.toLowerCase() === String(identity.identityValue).trim().toLowerCase()) return shopper;
      if (!email && shopper.mobilePhone && digits(shopper.mobilePhone) === digits(identity.identityValue)) return shopper;
    }
    return null;
  }
  function byKey(key) {
    for (var i = 0; i < CONFIG.shoppers.length; i++) if (CONFIG.shoppers[i].key === key) return CONFIG.shoppers[i];
    return null;
  }
  function mask(shopper, identity) {
    if (identity && !/EMAIL/.test(identity.type) && shopper.mobilePhone)
      return '•••• ' + shopper.mobilePhone.slice(-4);
    var parts = shopper.email.split('@');
    return parts[0].charAt(0) + '•••@' + parts[1];
  }
  function maskedCards(shopper) {
    var now = new Date();
    return shopper.cards.map(function (card) {
      var masked = {
        srcDigitalCardId: card.srcDigitalCardId,
        panLastFour: card.panLastFour,
        panExpirationMonth: card.panExpirationMonth,
        panExpirationYear: String(now.getFullYear() + card.expiryYearOffset),
        digitalCardData: { status: card.status, descriptorName: card.descriptorName }
      };
      if (card.lastUsedDaysAgo !== null)
        masked.dateOfCardLastUsed = new Date(now.getTime() - card.lastUsedDaysAgo * 86400000).toISOString();
      if (card.tokenId) masked.tokenId = card.tokenId;
      return masked;
    });
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
        'Sandbox stand-in: confirm the purchase with ' + card.descriptorName + ' •••• ' + card.panLastFour + '.'));
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
    this.lookedUpIdentity = null;
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
    var shopper = store ? byKey(store.getItem(STORAGE_KEY)) : null;
    if (!shopper) return later({ recognized: false });
    this.signedIn = shopper;
    return later({ recognized: true, idTokens: ['sandbox-id-token-' + CONFIG.scheme + '-' + shopper.key] });
  };
  Sdk.prototype.identityLookup = function (input) {
    if (!this.initialised) return fail('INVALID_STATE', 'init first');
    var identity = VISA ? input : input && input.consumerIdentity;
    if (!identity || !identity.identityValue) return fail('CONSUMER_ID_MISSING', 'identityValue is required');
    var value = String(identity.identityValue);
    if (/EMAIL/.test(identity.type) ? !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) : !/^\+?[0-9]{6,15}$/.test(digits(value)))
      return fail('ID_FORMAT_UNSUPPORTED', 'Format not supported');
    var shopper = findShopper(identity);
    this.lookedUp = shopper;
    this.lookedUpIdentity = identity;
    return later({ consumerPresent: !!shopper });
  };
  Sdk.prototype.initiateIdentityValidation = function () {
    var shopper = this.lookedUp;
    if (!shopper) return fail('CONSUMER_ID_MISSING', 'No consumer looked up');
    if (shopper.behaviour === 'otpSendFails') return fail('OTP_SEND_FAILED', 'The OTP could not be sent');
    return later({ maskedValidationChannel: mask(shopper, this.lookedUpIdentity) });
  };
  Sdk.prototype.completeIdentityValidation = function (input) {
    var shopper = this.lookedUp;
    var code = VISA ? input : input && input.validationData;
    if (!shopper) return fail('CONSUMER_ID_MISSING', 'No consumer looked up');
    if (shopper.behaviour === 'locked') return fail('ACCT_INACCESSIBLE', 'The account is locked');
    if (String(code) === CONFIG.expiredOtp) return fail('CODE_EXPIRED', 'The code has expired');
    if (String(code) !== CONFIG.otp) return fail('CODE_INVALID', 'Incorrect code');
    this.signedIn = shopper;
    var store = storage();
    if (store) store.setItem(STORAGE_KEY, shopper.key);
    return later({ idToken: 'sandbox-id-token-' + CONFIG.scheme + '-' + shopper.key });
  };
  Sdk.prototype.getSrcProfile = function (input) {
    var tokens = input && input.idTokens;
    var prefix = 'sandbox-id-token-' + CONFIG.scheme + '-';
    var token = tokens && tokens[0];
    var shopper = typeof token === 'string' && token.indexOf(prefix) === 0 ? byKey(token.slice(prefix.length)) : null;
    if (!shopper) return fail('AUTH_INVALID', 'Unknown id token');
    this.signedIn = shopper;
    return later({ profiles: [{ maskedCards: maskedCards(shopper) }], srcCorrelationId: shopper.srcCorrelationId });
  };
  Sdk.prototype.checkout = function (params) {
    var shopper = this.signedIn;
    if (!shopper || !params || params.srcCorrelationId !== shopper.srcCorrelationId) return fail('AUTH_INVALID', 'Not signed in');
    var card = null;
    for (var i = 0; i < shopper.cards.length; i++) if (shopper.cards[i].srcDigitalCardId === params.srcDigitalCardId) card = shopper.cards[i];
    if (!card) return fail('INVALID_PARAMETER', 'Unknown srcDigitalCardId');
    return confirmDialog(card).then(function (code) {
      if (code !== 'COMPLETE') return { dcfActionCode: code };
      var answer = { dcfActionCode: 'COMPLETE' };
      if (VISA && !card.tokenId) answer.checkoutResponse = payloadOf(card, shopper.srcCorrelationId);
      return answer;
    });
  };
  Sdk.prototype.unbindAppInstance = function () {
    var store = storage();
    if (store) store.removeItem(STORAGE_KEY);
    this.signedIn = null;
    this.lookedUp = null;
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

/** The stand-ins' routes. */
const clickToPayRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/click-to-pay/visa/sdk.js', handler: scriptOf('visa') },
  { method: 'GET', path: '/click-to-pay/mastercard/sdk.js', handler: scriptOf('mc') },
];

export { clickToPayRoutes, standInScript };
