/**
 * The sandbox's stand-ins for the wallet providers (test doubles of Google and Apple, with their
 * JavaScript APIs; docs/sandbox.md, test data in docs/testing.md#wallets), and Apple Pay's
 * merchant validation:
 * - GET /googlepay/gp/p/js/pay.js: `google.payments.api.PaymentsClient({ environment })` with
 *   `isReadyToPay` (`{ result }`; `?available=false` on the script's URL answers false),
 *   `prefetchPaymentData`, `loadPaymentData` (a modal sheet: the test cards the request's networks
 *   allow, and Cancel, which rejects with `{ statusCode: 'CANCELED' }`) and `createButton`;
 * - GET /applepay/jsapi/1.latest/apple-pay-sdk.js: `window.ApplePaySession` (Apple's is a browser
 *   API; this is for test pages only) with `supportsVersion` (1 to 14), `canMakePayments`
 *   (`?available=false`: false), and sessions that `begin` (a modal sheet), ask
 *   `onvalidatemerchant`, take `completeMerchantValidation`, answer `onpaymentauthorized` with a
 *   token for the chosen test card, close on `completePayment` or `abort`, and call `oncancel`
 *   on Cancel or Escape;
 * - POST /v1/applePay/sessions?clientKey= `{ displayName, domainName, initiative: 'web',
 *   merchantIdentifier }`: `{ data }`, the merchant session's JSON in base64; a merchant identifier
 *   that is not the merchant's Apple Pay one, or a bad body, is a 422.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { requireClientKey, type RouteHandler } from '../context';
import { invalidRequest } from '../errors';
import { json, readBody } from '../http';
import type { Route } from '../router';
import { WALLET_TEST_CARDS } from '../wallet-tokens';

/** The test cards as the stand-ins show them. */
const CARDS_JSON = JSON.stringify(
  WALLET_TEST_CARDS.map(({ id, label, network, lastFour }) => ({ id, label, network, lastFour })),
);

/** What both stand-ins share: elements, random base64, the modal sheet. */
const SHARED = String.raw`
  var script = document.currentScript;
  var params = new URL(script && script.src ? script.src : location.href).searchParams;
  var available = params.get('available') !== 'false';
  var CARDS = ${CARDS_JSON};
  var counter = 0;
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    if (text) node.textContent = text;
    return node;
  }
  function randomBase64(size) {
    var bytes = new Uint8Array(size);
    crypto.getRandomValues(bytes);
    return btoa(String.fromCharCode.apply(null, Array.prototype.slice.call(bytes)));
  }
  function randomHex(size) {
    var bytes = new Uint8Array(size);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (byte) { return ('0' + byte.toString(16)).slice(-2); }).join('');
  }
  var BUTTON = 'display:block;width:100%;margin:6px 0;padding:10px 14px;border-radius:8px;border:1px solid #202124;font:inherit;cursor:pointer;text-align:left;background:#fff;color:#202124';
  function sheet(title, lines, onCancel) {
    var titleId = 'wallet-standin-title-' + (++counter);
    var dialog = el('dialog', { class: 'wallet-standin-sheet', 'aria-labelledby': titleId,
      style: 'border:0;border-radius:12px;padding:24px;width:22rem;max-width:90vw;font:15px/1.4 system-ui,sans-serif;color:#202124' });
    dialog.appendChild(el('h2', { id: titleId, style: 'margin:0 0 8px;font-size:1.2rem' }, title));
    lines.forEach(function (line) { dialog.appendChild(el('p', { style: 'margin:0 0 8px' }, line)); });
    var status = el('p', { role: 'status', style: 'margin:0 0 8px;min-height:1.4em' });
    var list = el('div', { role: 'group', 'aria-label': 'Cards' });
    var cancel = el('button', { type: 'button', style: BUTTON + ';text-align:center' }, 'Cancel');
    dialog.appendChild(status);
    dialog.appendChild(list);
    dialog.appendChild(cancel);
    var open = true;
    function close() {
      if (!open) return;
      open = false;
      if (dialog.open) dialog.close();
      dialog.remove();
    }
    cancel.addEventListener('click', function () { close(); onCancel(); });
    dialog.addEventListener('cancel', function (event) { event.preventDefault(); close(); onCancel(); });
    document.body.appendChild(dialog);
    dialog.showModal();
    return {
      status: status,
      list: list,
      cancel: cancel,
      close: close,
      isOpen: function () { return open; },
      offer: function (cards, onChoose) {
        list.replaceChildren();
        cards.forEach(function (card, index) {
          var button = el('button', { type: 'button', style: BUTTON }, 'Pay with ' + card.label);
          button.addEventListener('click', function () { onChoose(card); });
          list.appendChild(button);
          if (index === 0) button.focus();
        });
      },
      busy: function (text) {
        status.textContent = text;
        Array.prototype.forEach.call(list.querySelectorAll('button'), function (button) { button.disabled = true; });
      }
    };
  }
`;

/** Google Pay's stand-in (plain ES5-level JavaScript, as Google's runs in any page). */
const GOOGLE_PAY_STAND_IN = String.raw`(function () {
  'use strict';
  if (window.google && window.google.payments && window.google.payments.api && window.google.payments.api.standIn) return;
  ${SHARED}
  var NETWORKS = ['AMEX', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA'];
  function developerError(message) {
    var error = new Error(message);
    error.statusCode = 'DEVELOPER_ERROR';
    error.statusMessage = message;
    return error;
  }
  function cardMethodOf(request) {
    if (!request || request.apiVersion !== 2) throw developerError('apiVersion must be 2');
    var methods = Array.isArray(request.allowedPaymentMethods) ? request.allowedPaymentMethods : [];
    var card = methods.filter(function (method) { return method && method.type === 'CARD'; })[0];
    if (!card || !card.parameters) throw developerError('allowedPaymentMethods must have a CARD method');
    var networks = card.parameters.allowedCardNetworks;
    if (!Array.isArray(networks) || networks.length === 0 || networks.some(function (n) { return NETWORKS.indexOf(n) < 0; }))
      throw developerError('allowedCardNetworks must be some of ' + NETWORKS.join(', '));
    if (!Array.isArray(card.parameters.allowedAuthMethods) || card.parameters.allowedAuthMethods.length === 0)
      throw developerError('allowedAuthMethods is required');
    return card;
  }
  function checkPaymentDataRequest(request) {
    var card = cardMethodOf(request);
    var tokenization = card.tokenizationSpecification;
    if (!tokenization || tokenization.type !== 'PAYMENT_GATEWAY' || !tokenization.parameters ||
        !tokenization.parameters.gateway || !tokenization.parameters.gatewayMerchantId)
      throw developerError('tokenizationSpecification must be PAYMENT_GATEWAY with gateway and gatewayMerchantId');
    var info = request.transactionInfo;
    if (!info || !/^[A-Z]{3}$/.test(info.currencyCode || '') || ['FINAL', 'ESTIMATED', 'NOT_CURRENTLY_KNOWN'].indexOf(info.totalPriceStatus) < 0 ||
        (info.totalPriceStatus !== 'NOT_CURRENTLY_KNOWN' && !/^\d+(\.\d{1,3})?$/.test(info.totalPrice || '')))
      throw developerError('transactionInfo needs currencyCode, totalPriceStatus and totalPrice');
    return card;
  }
  function PaymentsClient(options) {
    if (!options || (options.environment !== 'TEST' && options.environment !== 'PRODUCTION'))
      throw developerError('environment must be TEST or PRODUCTION');
    this.environment = options.environment;
  }
  PaymentsClient.prototype.isReadyToPay = function (request) {
    return new Promise(function (resolve) {
      cardMethodOf(request);
      setTimeout(function () { resolve({ result: available, paymentMethodPresent: available }); }, 0);
    });
  };
  PaymentsClient.prototype.prefetchPaymentData = function (request) {
    checkPaymentDataRequest(request);
  };
  PaymentsClient.prototype.loadPaymentData = function (request) {
    return new Promise(function (resolve, reject) {
      var card = checkPaymentDataRequest(request);
      var gatewayMerchantId = card.tokenizationSpecification.parameters.gatewayMerchantId;
      var info = request.transactionInfo;
      var merchant = (request.merchantInfo && request.merchantInfo.merchantName) || 'the merchant';
      var view = sheet('Google Pay (sandbox)', [
        'Pay ' + merchant + ' ' + info.currencyCode + ' ' + info.totalPrice + '.',
        'Sandbox stand-in of Google Pay: choose a test card; no real payment is made.'
      ], function () { reject({ statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' }); });
      var cards = CARDS.filter(function (c) { return card.parameters.allowedCardNetworks.indexOf(c.network) >= 0; });
      view.offer(cards, function (chosen) {
        view.close();
        var signedMessage = JSON.stringify({
          encryptedMessage: btoa(JSON.stringify({ sandboxCard: chosen.id, gatewayMerchantId: gatewayMerchantId })),
          ephemeralPublicKey: randomBase64(65),
          tag: randomBase64(32)
        });
        resolve({
          apiVersion: 2,
          apiVersionMinor: 0,
          paymentMethodData: {
            type: 'CARD',
            description: chosen.label,
            info: { cardNetwork: chosen.network, cardDetails: chosen.lastFour },
            tokenizationData: {
              type: 'PAYMENT_GATEWAY',
              token: JSON.stringify({ signature: randomBase64(71), protocolVersion: 'ECv2', signedMessage: signedMessage })
            }
          }
        });
      });
    });
  };
  PaymentsClient.prototype.createButton = function (options) {
    options = options || {};
    var color = options.buttonColor === 'white' ? 'white' : 'black';
    var button = el('button', {
      type: 'button',
      class: 'gpay-standin-button',
      lang: options.buttonLocale || 'en',
      style: 'min-width:160px;min-height:40px;padding:0 24px;border-radius:4px;font:500 15px/1 system-ui,sans-serif;cursor:pointer;' +
        (color === 'white' ? 'background:#fff;color:#3c4043;border:1px solid #747775' : 'background:#000;color:#fff;border:1px solid #000') +
        (options.buttonSizeMode === 'fill' ? ';width:100%' : '')
    }, 'Google Pay');
    if (typeof options.onClick === 'function') button.addEventListener('click', options.onClick);
    return button;
  };
  window.google = window.google || {};
  window.google.payments = window.google.payments || {};
  window.google.payments.api = { PaymentsClient: PaymentsClient, standIn: true };
})();
`;

/** Apple Pay's stand-in: ApplePaySession for test pages (plain ES5-level JavaScript). */
const APPLE_PAY_STAND_IN = String.raw`(function () {
  'use strict';
  if (window.ApplePaySession && window.ApplePaySession.standIn) return;
  ${SHARED}
  var NETWORK_NAMES = { VISA: 'Visa', MASTERCARD: 'MasterCard', AMEX: 'AmEx' };
  function ApplePaySession(version, request) {
    if (!ApplePaySession.supportsVersion(version)) throw new TypeError('ApplePaySession: unsupported version ' + version);
    if (!request || !/^[A-Z]{2}$/.test(request.countryCode || '') || !/^[A-Z]{3}$/.test(request.currencyCode || '') ||
        !request.total || typeof request.total.label !== 'string' || !/^-?\d+(\.\d+)?$/.test(request.total.amount || '') ||
        !Array.isArray(request.merchantCapabilities) || request.merchantCapabilities.length === 0 ||
        !Array.isArray(request.supportedNetworks) || request.supportedNetworks.length === 0)
      throw new TypeError('ApplePaySession: invalid payment request');
    this.request = request;
    this.state = 'new';
    this.onvalidatemerchant = null;
    this.onpaymentauthorized = null;
    this.oncancel = null;
    this.view = null;
  }
  ApplePaySession.standIn = true;
  ApplePaySession.STATUS_SUCCESS = 0;
  ApplePaySession.STATUS_FAILURE = 1;
  ApplePaySession.supportsVersion = function (version) { return version === Math.floor(version) && version >= 1 && version <= 14; };
  ApplePaySession.canMakePayments = function () { return available; };
  ApplePaySession.canMakePaymentsWithActiveCard = function () { return Promise.resolve(available); };
  ApplePaySession.prototype.begin = function () {
    if (this.state !== 'new') throw new Error('InvalidAccessError: the session has already begun');
    var session = this;
    var request = this.request;
    this.state = 'validating';
    this.view = sheet('Apple Pay (sandbox)', [
      'Pay ' + (request.total.label || 'the merchant') + ' ' + request.currencyCode + ' ' + request.total.amount + '.',
      'Sandbox stand-in of Apple Pay: choose a test card; no real payment is made.'
    ], function () {
      if (session.state === 'completed' || session.state === 'aborted') return;
      session.state = 'cancelled';
      if (typeof session.oncancel === 'function') session.oncancel({ sessionError: { code: 'unknown', info: {} } });
    });
    this.view.busy('Contacting the merchant…');
    this.view.cancel.focus();
    setTimeout(function () {
      if (session.state !== 'validating') return;
      if (typeof session.onvalidatemerchant === 'function')
        session.onvalidatemerchant({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    }, 0);
  };
  ApplePaySession.prototype.completeMerchantValidation = function (merchantSession) {
    if (this.state !== 'validating') throw new Error('InvalidStateError: not validating the merchant');
    if (!merchantSession || typeof merchantSession.merchantSessionIdentifier !== 'string' || typeof merchantSession.signature !== 'string') {
      this.abort();
      throw new TypeError('ApplePaySession: invalid merchant session');
    }
    var session = this;
    this.state = 'authorizing';
    this.view.status.textContent = '';
    var allowed = this.request.supportedNetworks.map(function (n) { return String(n).toLowerCase(); });
    var cards = CARDS.filter(function (card) {
      return card.id !== 'visa-3ds2' && allowed.indexOf(NETWORK_NAMES[card.network].toLowerCase()) >= 0;
    });
    this.view.offer(cards, function (card) {
      if (session.state !== 'authorizing') return;
      session.state = 'processing';
      session.view.busy('Processing…');
      var token = {
        paymentData: {
          version: 'EC_v1',
          data: btoa(JSON.stringify({ sandboxCard: card.id })),
          signature: randomBase64(64),
          header: { ephemeralPublicKey: randomBase64(91), publicKeyHash: randomBase64(32), transactionId: randomHex(32) }
        },
        paymentMethod: { displayName: NETWORK_NAMES[card.network] + ' ' + card.lastFour, network: NETWORK_NAMES[card.network], type: 'debit' },
        transactionIdentifier: randomHex(32).toUpperCase()
      };
      if (typeof session.onpaymentauthorized === 'function') session.onpaymentauthorized({ payment: { token: token } });
    });
  };
  ApplePaySession.prototype.completePayment = function (result) {
    if (this.state !== 'processing') throw new Error('InvalidStateError: no payment to complete');
    var status = typeof result === 'object' && result !== null ? result.status : result;
    if (status !== ApplePaySession.STATUS_SUCCESS && status !== ApplePaySession.STATUS_FAILURE)
      throw new TypeError('ApplePaySession: unknown status ' + status);
    this.state = 'completed';
    this.view.close();
  };
  ApplePaySession.prototype.abort = function () {
    if (this.state === 'completed' || this.state === 'aborted') return;
    this.state = 'aborted';
    if (this.view) this.view.close();
  };
  window.ApplePaySession = ApplePaySession;
})();
`;

/** A script answer. */
function scriptHandler(source: string): RouteHandler {
  return () =>
    new Response(source, {
      headers: {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      },
    });
}

const SessionRequestSchema = v.object({
  displayName: v.pipe(v.string('must be a string'), v.maxLength(64, 'must be at most 64 characters')),
  domainName: v.pipe(
    v.string('must be a string'),
    v.regex(
      /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/,
      'must be a host name',
    ),
  ),
  initiative: v.literal('web', "must be 'web'"),
  merchantIdentifier: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty')),
});

/** Apple Pay's merchant validation: an encoded merchant session for the merchant's Apple Pay identifier. */
const applePaySessions: RouteHandler = async (context) => {
  const { merchant } = requireClientKey(context);
  const body = await readBody(context.request, SessionRequestSchema);
  const applePay = merchant.paymentMethods.find((method) => method.type === 'applepay');
  if (!applePay) throw invalidRequest('Invalid request: Apple Pay is not configured for this merchant');
  if (body.merchantIdentifier !== applePay.configuration?.['merchantId'])
    throw invalidRequest(
      `Invalid request: merchantIdentifier: must be this merchant's Apple Pay identifier (${applePay.configuration?.['merchantId'] ?? 'none'})`,
    );
  const now = context.sandbox.now().getTime();
  const session = {
    epochTimestamp: now,
    expiresAt: now + 60 * 60 * 1000,
    merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: randomBytes(32).toString('hex').toUpperCase(),
    domainName: body.domainName,
    displayName: body.displayName,
    signature: randomBytes(96).toString('base64'),
    operationalAnalyticsIdentifier: `${body.displayName}:${randomUUID()}`,
    retries: 0,
  };
  return json({ data: Buffer.from(JSON.stringify(session), 'utf8').toString('base64') });
};

/** The wallets' routes. */
const walletRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/googlepay/gp/p/js/pay.js', handler: scriptHandler(GOOGLE_PAY_STAND_IN) },
  {
    method: 'GET',
    path: '/applepay/jsapi/1.latest/apple-pay-sdk.js',
    handler: scriptHandler(APPLE_PAY_STAND_IN),
  },
  { method: 'POST', path: '/v1/applePay/sessions', handler: applePaySessions },
];

export { APPLE_PAY_STAND_IN, GOOGLE_PAY_STAND_IN, walletRoutes };
