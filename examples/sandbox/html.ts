/**
 * HTML pages of the sandbox (the simulated issuer, bank and wallet pages, and the 3DS2
 * notification pages) and the form bodies they post. Pages may be framed by the examples (any
 * local origin), never send X-Frame-Options, and allow only their own inline script and style by a
 * per-response nonce.
 */
import { randomBytes } from 'node:crypto';
import { ERROR_CODES, SandboxError } from './errors';
import { MAX_BODY_BYTES } from './http';

/** Who may frame the pages: the page's own origin and any local origin (the examples). */
const FRAME_ANCESTORS = "'self' http://localhost:* http://127.0.0.1:*";

/** Escapes text for HTML text and attribute values. */
function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Text that is safe inside an inline `<script>`: JSON with `<`, `>`, `&` and line separators escaped. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The shared look of the pages: readable from a 250 px wide challenge frame to a desktop window. */
const BASE_STYLE = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#14213d;background:#fff}
main{max-width:34rem;margin:0 auto;padding:12px}
h1{font-size:1.15rem;line-height:1.25;margin:0 0 8px}
h2{font-size:1.02rem;line-height:1.3;margin:16px 0 6px}
ul{margin:0 0 12px;padding-left:1.25rem}
code{overflow-wrap:anywhere}
p{margin:0 0 8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;margin:0 0 12px}
dt{color:#4a5568}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:0 0 4px}
fieldset{border:0;margin:0;padding:0;min-width:0}
legend{font-weight:600;padding:0;margin:0 0 4px}
input{display:block;width:100%;font:inherit;font-size:1.1rem;letter-spacing:.1em;padding:8px 10px;border:1px solid #5c687c;border-radius:6px}
input[aria-invalid=true]{border-color:#b3261e;border-width:2px}
input:focus-visible,button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.error{color:#b3261e;font-weight:600;margin:4px 0 0}
.hint{color:#4a5568;font-size:.9rem;margin:4px 0 0}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}
button{flex:1 1 6.5rem;min-height:44px;font:inherit;font-weight:600;padding:8px 12px;border-radius:6px;border:1px solid #14213d;background:#fff;color:#14213d;cursor:pointer}
button.primary{background:#14213d;color:#fff}
button.danger{border-color:#b3261e;color:#b3261e}
img{max-width:100%;height:auto}
a{color:#1a56db}
.brand{font-size:.8rem;text-transform:uppercase;letter-spacing:.08em;color:#4a5568;margin:0 0 4px}
@media (min-width:390px){main{padding:16px}h1{font-size:1.3rem}}
@media (max-height:420px){main{padding-top:8px}h1{margin-bottom:4px}}`;

/**
 * The pages' icon, inline: a page opened on its own (the bank's page, the service's root) asks for
 * no /favicon.ico, which the service would answer with a 404.
 */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%2314213d'/%3E%3Cpath d='M9 16.5l5 5 9-10' fill='none' stroke='%23fff' stroke-width='3.5' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E";

/** Options of `htmlPage`. */
interface HtmlPageOptions {
  /** The document title. */
  title: string;
  /** The body's HTML (already escaped where needed). */
  body: string;
  /** An inline script to run (gets the page's nonce). */
  script?: string;
  /** Origins forms may post to, besides the page's own ('self'). */
  formTargets?: readonly string[];
  /** The HTTP status (default 200). */
  status?: number;
  /** The page language (default 'en'). */
  lang?: string;
}

/** An HTML page with a CSP that allows only its own inline script and style (by nonce). */
function htmlPage(options: HtmlPageOptions): Response {
  const nonce = randomBytes(16).toString('base64');
  const formAction = ["'self'", ...new Set((options.formTargets ?? []).filter(Boolean))].join(' ');
  const html = `<!doctype html>
<html lang="${escapeHtml(options.lang ?? 'en')}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="icon" href="${FAVICON}">
<style nonce="${nonce}">${BASE_STYLE}</style></head>
<body>${options.body}${options.script ? `\n<script nonce="${nonce}">${options.script}</script>` : ''}</body></html>`;
  return new Response(html, {
    status: options.status ?? 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        "img-src 'self' data:",
        `form-action ${formAction}`,
        `frame-ancestors ${FRAME_ANCESTORS}`,
        "base-uri 'none'",
      ].join('; '),
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** A hidden form that posts `fields` to `action` (give it an id to submit it from a script). */
function hiddenForm(id: string, action: string, fields: Record<string, string>, button?: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const submit = button
    ? `<noscript><button type="submit" class="primary">${escapeHtml(button)}</button></noscript>`
    : '';
  return `<form id="${escapeHtml(id)}" method="post" action="${escapeHtml(action)}">${inputs}${submit}</form>`;
}

/** The script that submits the form with this id as soon as the page runs. */
function autoSubmitScript(formId: string): string {
  return `document.getElementById(${scriptJson(formId)}).submit();`;
}

/** The script that posts a message (a JSON string) to the parent window, any origin: the 3DS2 notification pages. */
function postToParentScript(message: unknown): string {
  return `window.parent.postMessage(${scriptJson(JSON.stringify(message))}, '*');`;
}

/**
 * Reads a form body (application/x-www-form-urlencoded, as a browser's form post sends it); a
 * query string counts too, so a GET with the same fields works. 413 over the body limit.
 */
async function readForm(request: Request): Promise<URLSearchParams> {
  const fields = new URLSearchParams(new URL(request.url).search);
  if (request.method === 'GET' || request.method === 'HEAD') return fields;
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) {
    throw new SandboxError(
      413,
      ERROR_CODES.payloadTooLarge,
      `Request body is larger than ${MAX_BODY_BYTES} bytes`,
      'validation',
    );
  }
  for (const [name, value] of new URLSearchParams(text)) fields.set(name, value);
  return fields;
}

/** Base64url (or base64) JSON of an object, decoded; undefined when it is not. */
function decodeBase64Json(value: string | null | undefined): Record<string, unknown> | undefined {
  if (!value || value.length > 8192) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** JSON to base64url without padding (threeDSMethodData, creq, cres, the 3DS2 results). */
function encodeBase64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** An amount in minor units as en-US currency text, e.g. '€75.00' or 'R$10.00'. */
function formatAmount(amount: { value: number; currency: string }): string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: amount.currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount.value / 10 ** digits);
  } catch {
    return `${amount.value} ${amount.currency}`;
  }
}

/** A see-other redirect (after a form post). */
function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

export {
  FRAME_ANCESTORS,
  autoSubmitScript,
  decodeBase64Json,
  encodeBase64UrlJson,
  escapeHtml,
  formatAmount,
  hiddenForm,
  htmlPage,
  postToParentScript,
  readForm,
  scriptJson,
  seeOther,
};
export type { HtmlPageOptions };
