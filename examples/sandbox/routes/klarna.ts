/**
 * The sandbox's stand-in for Klarna's widget (a test double of the provider, docs/sandbox.md):
 * - GET /klarna/kp/lib/v1/api.js: a script with the provider's JavaScript API,
 *   `window.Klarna.Payments.init({ client_token })`, `load({ container, payment_method_category },
 *   callback)` (renders a small widget in the container, answers `{ show_form: true }`) and
 *   `authorize({ payment_method_category }, data, callback)`, which opens a modal dialog with
 *   'Approve', 'Decline' and 'Close': approve answers `{ approved: true, show_form: true,
 *   authorization_token }`, decline `{ approved: false, show_form: false }`, close (or Escape)
 *   `{ approved: false, show_form: true }`;
 * - POST /klarna/kp/lib/v1/authorize `{ client_token, payment_method_category }`: what the widget
 *   calls on approval; a client token the sandbox signed for a payment still waiting for Klarna
 *   gets its authorization_token, anything else a 422.
 */
import type { RouteHandler } from '../context';
import { invalidRequest } from '../errors';
import { json, readBody } from '../http';
import { isKlarnaWidgetState, readClientToken, signAuthorizationToken } from '../processors/klarna';
import type { Route } from '../router';
import * as v from 'valibot';

/** The stand-in script (plain ES5-level JavaScript: it runs as the provider's would, in any page). */
const KLARNA_STAND_IN = String.raw`(function () {
  'use strict';
  if (window.Klarna && window.Klarna.Payments && window.Klarna.Payments.standIn) return;
  var script = document.currentScript;
  var authorizeUrl = new URL('authorize', script && script.src ? script.src : location.href).href;
  var LABELS = { pay_later: 'Pay later', pay_over_time: 'Pay over time', pay_now: 'Pay now' };
  var clientToken = null;
  var counter = 0;
  function label(category) { return LABELS[category] || String(category); }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    if (text) node.textContent = text;
    return node;
  }
  function callbackOf(data, callback) { return typeof data === 'function' ? data : callback; }
  function init(options) {
    if (!options || typeof options.client_token !== 'string' || options.client_token === '')
      throw new TypeError('Klarna.Payments.init: client_token is required');
    clientToken = options.client_token;
  }
  function load(options, data, callback) {
    var done = callbackOf(data, callback) || function () {};
    var container = options && (typeof options.container === 'string'
      ? document.querySelector(options.container) : options.container);
    if (!clientToken || !container || !options.payment_method_category) {
      setTimeout(function () { done({ show_form: false, error: { invalid_fields: ['container'] } }); }, 0);
      return;
    }
    var id = 'klarna-standin-' + (++counter);
    var widget = el('div', { class: 'klarna-standin', role: 'group', 'aria-labelledby': id,
      style: 'border:1px solid #b3b3b3;border-radius:8px;padding:12px 16px;margin:8px 0;background:#ffb3c7;color:#17120f;font:14px/1.4 system-ui,sans-serif' });
    widget.appendChild(el('p', { id: id, style: 'margin:0;font-weight:700' }, 'Klarna. ' + label(options.payment_method_category)));
    widget.appendChild(el('p', { style: 'margin:4px 0 0' }, 'Sandbox stand-in of the Klarna widget: no real payment is made.'));
    container.replaceChildren(widget);
    setTimeout(function () { done({ show_form: true }); }, 0);
  }
  function authorize(options, data, callback) {
    var done = callbackOf(data, callback) || function () {};
    var category = options && options.payment_method_category;
    var answered = false;
    var titleId = 'klarna-standin-dialog-' + (++counter);
    var dialog = el('dialog', { class: 'klarna-standin-dialog', 'aria-labelledby': titleId,
      style: 'border:0;border-radius:12px;padding:24px;max-width:22rem;font:15px/1.4 system-ui,sans-serif;color:#17120f' });
    dialog.appendChild(el('h2', { id: titleId, style: 'margin:0 0 8px;font-size:1.2rem' }, 'Klarna. ' + label(category)));
    dialog.appendChild(el('p', { style: 'margin:0 0 16px' }, 'Sandbox: choose how Klarna answers this purchase.'));
    var buttons = el('div', { style: 'display:flex;gap:8px;flex-wrap:wrap' });
    var style = 'padding:8px 14px;border-radius:6px;border:1px solid #17120f;font:inherit;cursor:pointer;';
    var approve = el('button', { type: 'button', style: style + 'background:#17120f;color:#fff' }, 'Approve');
    var decline = el('button', { type: 'button', style: style + 'background:#fff;color:#17120f' }, 'Decline');
    var close = el('button', { type: 'button', style: style + 'background:#fff;color:#17120f' }, 'Close');
    buttons.appendChild(approve); buttons.appendChild(decline); buttons.appendChild(close);
    dialog.appendChild(buttons);
    function answer(result) {
      if (answered) return;
      answered = true;
      if (dialog.open) dialog.close();
      dialog.remove();
      done(result);
    }
    approve.addEventListener('click', function () {
      approve.disabled = true; decline.disabled = true;
      fetch(authorizeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_token: clientToken, payment_method_category: category })
      }).then(function (response) {
        return response.ok ? response.json() : Promise.reject(new Error('HTTP ' + response.status));
      }).then(function (body) {
        answer({ approved: true, show_form: true, authorization_token: body.authorization_token });
      }, function () {
        answer({ approved: false, show_form: false, error: { invalid_fields: [] } });
      });
    });
    decline.addEventListener('click', function () { answer({ approved: false, show_form: false }); });
    close.addEventListener('click', function () { answer({ approved: false, show_form: true }); });
    dialog.addEventListener('cancel', function (event) {
      event.preventDefault();
      answer({ approved: false, show_form: true });
    });
    if (!clientToken) {
      setTimeout(function () { answer({ approved: false, show_form: false, error: { invalid_fields: [] } }); }, 0);
      return;
    }
    document.body.appendChild(dialog);
    dialog.showModal();
    approve.focus();
  }
  window.Klarna = window.Klarna || {};
  window.Klarna.Payments = { init: init, load: load, authorize: authorize, standIn: true };
})();
`;

const script: RouteHandler = () =>
  new Response(KLARNA_STAND_IN, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  });

const AuthorizeSchema = v.object({
  client_token: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty')),
  payment_method_category: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty')),
});

const authorize: RouteHandler = async (context) => {
  const body = await readBody(context.request, AuthorizeSchema);
  const { sandbox } = context;
  const client = readClientToken(sandbox.tokens, body.client_token);
  if (!client) throw invalidRequest('Invalid request: client_token: was not issued by Klarna');
  const pending = sandbox.store.pendingActions.get(client.pd);
  if (!pending || !isKlarnaWidgetState(pending.state))
    throw invalidRequest('Invalid request: client_token: the payment is finished or unknown');
  if (body.payment_method_category !== client.cat)
    throw invalidRequest(
      `Invalid request: payment_method_category: must be ${client.cat} for this client_token`,
    );
  return json({ authorization_token: signAuthorizationToken(sandbox.tokens, client.pd, client.cat) });
};

/** The stand-in's routes. */
const klarnaRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/klarna/kp/lib/v1/api.js', handler: script },
  { method: 'POST', path: '/klarna/kp/lib/v1/authorize', handler: authorize },
];

export { KLARNA_STAND_IN, klarnaRoutes };
