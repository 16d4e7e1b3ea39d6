/**
 * The device fingerprint page (spec section 7), as the payment service hosts it:
 * GET /assets/html/:clientKey/dfp.1.0.0.html?d={origin} — a page for a hidden frame that computes a
 * fingerprint of the browser (SHA-256 of its user agent, languages, platform, cores, screen, time
 * zone and a canvas drawing: `dfp1.{64 hex digits}`, the same for the same browser) and reports it
 * once to its parent with `postMessage(JSON.stringify({ type: 'deviceFingerprint',
 * deviceFingerprint }), d)`. Served only when `d` is an origin allowed for the client key, and
 * framed only by it; any other `d` gets the 403 page, an unknown client key a 401.
 */
import { createHash } from 'node:crypto';
import type { RouteHandler } from '../context';
import { ERROR_CODES, SandboxError } from '../errors';
import { PAGE_HEADERS, frameMerchantOf, parentOriginOf, refusedFramePage } from '../frame-pages';
import { allowedOriginsOf } from '../merchants';
import type { Route } from '../router';

/** The page's script: reads its parent's origin from `d`, fingerprints, posts once. */
const FINGERPRINT_SCRIPT = String.raw`(function () {
  'use strict';
  var parentOrigin = new URLSearchParams(location.search).get('d');
  function canvasDrawing() {
    try {
      var canvas = document.createElement('canvas');
      canvas.width = 200; canvas.height = 40;
      var context = canvas.getContext('2d');
      if (!context) return '';
      context.textBaseline = 'top';
      context.font = '14px Arial';
      context.fillStyle = '#f60';
      context.fillRect(100, 1, 62, 20);
      context.fillStyle = '#069';
      context.fillText('headless-checkout dfp 1.0.0', 2, 15);
      return canvas.toDataURL();
    } catch (error) { return ''; }
  }
  function fnv1a(text) {
    var hash = 0x811c9dc5;
    for (var i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return ('0000000' + hash.toString(16)).slice(-8);
  }
  function hex(buffer) {
    return Array.prototype.map.call(new Uint8Array(buffer), function (byte) {
      return ('0' + byte.toString(16)).slice(-2);
    }).join('');
  }
  var signals = [
    navigator.userAgent, navigator.language, (navigator.languages || []).join(','),
    navigator.platform, navigator.hardwareConcurrency, screen.width + 'x' + screen.height + 'x' + screen.colorDepth,
    new Date().getTimezoneOffset(), Intl.DateTimeFormat().resolvedOptions().timeZone, canvasDrawing()
  ].join('|');
  function report(fingerprint) {
    window.parent.postMessage(JSON.stringify({ type: 'deviceFingerprint', deviceFingerprint: 'dfp1.' + fingerprint }), parentOrigin);
  }
  if (window.crypto && crypto.subtle && window.TextEncoder) {
    crypto.subtle.digest('SHA-256', new TextEncoder().encode(signals)).then(function (digest) { report(hex(digest)); },
      function () { report(fnv1a(signals)); });
  } else {
    report(fnv1a(signals));
  }
})();`;

/** The script's CSP hash (the page allows this inline script and nothing else). */
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(FINGERPRINT_SCRIPT).digest('base64')}'`;

const page: RouteHandler = (context) => {
  const { merchant, clientKey } = frameMerchantOf(context);
  if (context.params.version !== '1.0.0') {
    throw new SandboxError(
      404,
      ERROR_CODES.notFound,
      `Device fingerprint version ${context.params.version ?? ''} is not available`,
      'configuration',
    );
  }
  const parentOrigin = parentOriginOf(context.url);
  if (!parentOrigin) {
    throw new SandboxError(
      400,
      ERROR_CODES.invalidRequest,
      'Invalid request: d must be an http(s) origin',
      'validation',
    );
  }
  const allowed = allowedOriginsOf(merchant, clientKey);
  if (!allowed.includes(parentOrigin)) return refusedFramePage('Device fingerprint', parentOrigin, allowed);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Device fingerprint</title></head>
<body><script>${FINGERPRINT_SCRIPT}</script></body></html>`;
  return new Response(html, {
    headers: {
      ...PAGE_HEADERS,
      'Content-Security-Policy': `default-src 'none'; script-src ${SCRIPT_HASH}; frame-ancestors ${parentOrigin}`,
    },
  });
};

/** The device fingerprint route. */
const deviceFingerprintRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/assets/html/:clientKey/dfp.:version.html', handler: page },
];

export { deviceFingerprintRoutes };
