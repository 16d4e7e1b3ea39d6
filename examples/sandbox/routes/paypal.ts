/**
 * The sandbox's stand-in for PayPal's JavaScript SDK (a test double of the provider, docs/sandbox.md):
 * - GET /paypal/sdk/js?client-id=…&currency=…&intent=…&vault=…&commit=…&buyer-country=…: the SDK
 *   with PayPal's API: `paypal.FUNDING`, `paypal.getFundingSources()` and
 *   `paypal.Buttons({ fundingSource, style, createOrder | createBillingAgreement, onApprove,
 *   onCancel, onError })` with `isEligible()` and `render(container)`. PayPal is always eligible;
 *   Credit with USD (not when vaulting); Pay Later with USD, EUR, GBP or AUD (not when vaulting).
 *   A button's click asks createOrder (or createBillingAgreement) for the order's id and opens a
 *   modal dialog (PayPal's popup) with Approve (POST /paypal/sdk/approve, then onApprove with
 *   orderID and payerID), Cancel (or Escape: onCancel) and Error (onError). A createOrder that
 *   rejects calls onError. 400 without client-id (PayPal's SDK refuses to load).
 * - POST /paypal/sdk/approve `{ orderID }`: the approval of an order the sandbox issued for a
 *   PayPal payment still waiting: `{ payerID }` (signed, naming the order); 422 otherwise.
 */
import * as v from 'valibot';
import type { RouteHandler } from '../context';
import { invalidRequest } from '../errors';
import { json, readBody } from '../http';
import { isPayPalState, readPayPalOrder, signPayPalPayer } from '../processors/paypal';
import type { Route } from '../router';

/** The stand-in SDK (plain ES5-level JavaScript). */
const PAYPAL_STAND_IN = String.raw`(function () {
  'use strict';
  if (window.paypal && window.paypal.standIn) return;
  var script = document.currentScript;
  var src = new URL(script && script.src ? script.src : location.href);
  var params = src.searchParams;
  var approveUrl = new URL('approve', src.href).href;
  var currency = params.get('currency') || 'USD';
  var vault = params.get('vault') === 'true';
  var FUNDING = { PAYPAL: 'paypal', CREDIT: 'credit', PAYLATER: 'paylater', CARD: 'card' };
  var LABELS = { paypal: 'PayPal', credit: 'PayPal Credit', paylater: 'Pay Later' };
  var counter = 0;
  function eligible(source) {
    if (source === 'paypal') return true;
    if (vault) return false;
    if (source === 'credit') return currency === 'USD';
    if (source === 'paylater') return ['USD', 'EUR', 'GBP', 'AUD'].indexOf(currency) >= 0;
    return false;
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    if (text) node.textContent = text;
    return node;
  }
  function Buttons(options) {
    options = options || {};
    var source = options.fundingSource || 'paypal';
    var style = options.style || {};
    var create = options.createBillingAgreement || options.createOrder;
    function open(button) {
      var titleId = 'paypal-standin-title-' + (++counter);
      var dialog = el('dialog', { class: 'paypal-standin-dialog', 'aria-labelledby': titleId,
        style: 'border:0;border-radius:12px;padding:24px;max-width:22rem;font:15px/1.4 system-ui,sans-serif;color:#001c64' });
      dialog.appendChild(el('h2', { id: titleId, style: 'margin:0 0 8px;font-size:1.2rem' }, LABELS[source] + ' (sandbox)'));
      var status = el('p', { role: 'status', style: 'margin:0 0 16px' }, 'Creating your order…');
      dialog.appendChild(status);
      var row = el('div', { style: 'display:flex;gap:8px;flex-wrap:wrap' });
      var css = 'padding:8px 14px;border-radius:6px;border:1px solid #001c64;font:inherit;cursor:pointer;';
      var approve = el('button', { type: 'button', style: css + 'background:#001c64;color:#fff', disabled: '' }, 'Approve');
      var cancel = el('button', { type: 'button', style: css + 'background:#fff;color:#001c64' }, 'Cancel');
      var fail = el('button', { type: 'button', style: css + 'background:#fff;color:#9b1c1c' }, 'Error');
      row.appendChild(approve); row.appendChild(cancel); row.appendChild(fail);
      dialog.appendChild(row);
      var orderID = null;
      var done = false;
      function finish(then) {
        if (done) return;
        done = true;
        if (dialog.open) dialog.close();
        dialog.remove();
        button.disabled = false;
        then();
      }
      cancel.addEventListener('click', function () {
        finish(function () { if (options.onCancel) options.onCancel({ orderID: orderID }); });
      });
      dialog.addEventListener('cancel', function (event) {
        event.preventDefault();
        finish(function () { if (options.onCancel) options.onCancel({ orderID: orderID }); });
      });
      fail.addEventListener('click', function () {
        finish(function () { if (options.onError) options.onError(new Error('PayPal sandbox: the shopper chose an error')); });
      });
      approve.addEventListener('click', function () {
        approve.disabled = true;
        fetch(approveUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ orderID: orderID }) })
          .then(function (response) { return response.ok ? response.json() : Promise.reject(new Error('HTTP ' + response.status)); })
          .then(function (body) {
            finish(function () {
              options.onApprove({ orderID: orderID, payerID: body.payerID, paymentID: null,
                billingToken: vault ? orderID : null, facilitatorAccessToken: 'sandbox-access-token', paymentSource: source });
            });
          }, function (error) {
            finish(function () { if (options.onError) options.onError(error); });
          });
      });
      document.body.appendChild(dialog);
      dialog.showModal();
      cancel.focus();
      Promise.resolve().then(create).then(function (id) {
        if (done) return;
        if (typeof id !== 'string' || id === '') throw new Error('PayPal sandbox: createOrder must resolve with an order id');
        orderID = id;
        status.textContent = 'Sandbox: choose how PayPal answers this ' + (vault ? 'billing agreement' : 'order') + ' (' + id.slice(0, 12) + '…).';
        approve.removeAttribute('disabled');
        approve.focus();
      }).catch(function (error) {
        finish(function () { if (options.onError) options.onError(error); });
      });
    }
    return {
      isEligible: function () { return eligible(source); },
      render: function (container) {
        var element = typeof container === 'string' ? document.querySelector(container) : container;
        if (!element) return Promise.reject(new Error('PayPal sandbox: the container was not found'));
        if (!eligible(source)) return Promise.reject(new Error('PayPal sandbox: ' + source + ' is not eligible'));
        var dark = style.color === 'black';
        var white = style.color === 'white';
        var height = Math.max(25, Math.min(55, Number(style.height) || 48));
        var button = el('button', { type: 'button', class: 'paypal-standin-button', 'data-funding-source': source,
          style: 'display:block;width:100%;height:' + height + 'px;border-radius:' + (style.shape === 'pill' ? height / 2 : 4) + 'px;border:1px solid #001c64;font:700 16px/1 system-ui,sans-serif;cursor:pointer;margin:0 0 8px;' +
            (dark ? 'background:#000;color:#fff' : white ? 'background:#fff;color:#001c64' : 'background:#ffc439;color:#001c64') }, LABELS[source]);
        button.addEventListener('click', function () {
          if (button.disabled) return;
          button.disabled = true;
          open(button);
        });
        element.replaceChildren(button);
        return Promise.resolve();
      },
      close: function () { return Promise.resolve(); }
    };
  }
  window.paypal = {
    FUNDING: FUNDING,
    Buttons: Buttons,
    getFundingSources: function () { return ['paypal', 'paylater', 'credit', 'card']; },
    isFundingEligible: eligible,
    standIn: true
  };
})();
`;

const sdk: RouteHandler = (context) => {
  if (!context.url.searchParams.get('client-id'))
    return new Response(
      "throw new Error('PayPal SDK: client-id not recognized for either production or sandbox');",
      {
        status: 400,
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
      },
    );
  return new Response(PAYPAL_STAND_IN, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};

const ApproveSchema = v.object({
  orderID: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty')),
});

const approve: RouteHandler = async (context) => {
  const body = await readBody(context.request, ApproveSchema);
  const order = readPayPalOrder(context.sandbox.tokens, body.orderID);
  if (!order) throw invalidRequest('Invalid request: orderID: was not issued by PayPal');
  const pending = context.sandbox.store.pendingActions.get(order.pd);
  if (!pending || !isPayPalState(pending.state))
    throw invalidRequest('Invalid request: orderID: the payment is finished or unknown');
  return json({ payerID: signPayPalPayer(context.sandbox.tokens, body.orderID) });
};

/** The stand-in's routes. */
const paypalRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/paypal/sdk/js', handler: sdk },
  { method: 'POST', path: '/paypal/sdk/approve', handler: approve },
];

export { PAYPAL_STAND_IN, paypalRoutes };
