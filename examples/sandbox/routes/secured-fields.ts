/**
 * The secured-field frames (spec section 7):
 * GET /securedfields/:clientKey/:version/securedFields.html?type={type}&d={origin} — the page in the
 * iframe, served only when `d` is an origin allowed for the client key (its merchant's
 * `allowedOrigins`), and framed only by it (CSP frame-ancestors); any other `d` gets a 403 page
 * without a script, which only the allowed origins may frame;
 * GET /securedfields/:clientKey/:version/securedFields.{hash}.js — its script, the SDK's frame
 * bundle built with esbuild on first use, as the payment service would host it, under a name that
 * carries its content hash: compressed (brotli or gzip, as the client accepts) and cached for a
 * year, immutable. Two scripts: the card's (headless/secured-fields/frame.ts) for the card's
 * fields, the bank account's (bank-frame.ts) for ACH's, so neither frame loads the other's checks;
 * GET /securedfields/:clientKey/:version/securedFields.js — the card's script under its unversioned
 * name, for a short while only.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { build } from 'esbuild';
import type { RouteContext, RouteHandler } from '../context';
import { ERROR_CODES, SandboxError } from '../errors';
import { PAGE_HEADERS, frameMerchantOf, parentOriginOf, refusedFramePage } from '../frame-pages';
import { allowedOriginsOf } from '../merchants';
import type { MerchantConfig } from '../merchants';
import type { Route } from '../router';

/** The frame protocol version served. */
const SECURED_FIELDS_VERSION = '4.3.2';
/** The cache of a versioned (content-hashed) asset: a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The cache of the script under its unversioned name. */
const SHORT_CACHE = 'public, max-age=300';
const FIELD_TYPES = new Set([
  'cardNumber',
  'expiryDate',
  'expiryMonth',
  'expiryYear',
  'securityCode',
  'password',
  'encryptedBankAccountNumber',
  'encryptedBankLocationId',
  'giftcardNumber',
  'giftcardPin',
]);
/** The frame scripts: the card's, and the digits frame of the bank account (ACH) and the gift card. */
type FrameKind = 'card' | 'bank';
const FRAME_ENTRIES: Record<FrameKind, string> = {
  card: 'headless/secured-fields/frame.ts',
  bank: 'headless/secured-fields/bank-frame.ts',
};
/** The script a field's frame page loads. */
const frameKindOf = (type: string): FrameKind =>
  type.startsWith('encryptedBank') || type.startsWith('giftcard') ? 'bank' : 'card';
const at = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A content coding the sandbox compresses its static assets with. */
type ContentCoding = 'br' | 'gzip';

/** The frame's script as the sandbox serves it: its code, its content hash and its compressed forms. */
interface FrameScript {
  /** The minified ES module. */
  code: string;
  /** The first 16 hex digits of its SHA-256: its versioned name is `securedFields.{hash}.js`. */
  hash: string;
  /** The bytes as served: uncompressed, and per content coding (gzip level 9, brotli quality 11). */
  bytes: Record<ContentCoding | 'identity', Uint8Array<ArrayBuffer>>;
}

const scripts = new Map<FrameKind, Promise<FrameScript>>();

/** Builds a frame's script once (minified ESM, the core inlined), hashes and compresses it. */
function frameScript(kind: FrameKind = 'card'): Promise<FrameScript> {
  const built = scripts.get(kind);
  if (built) return built;
  const script = build({
    entryPoints: [at(FRAME_ENTRIES[kind])],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    alias: { 'headless-checkout/core': at('headless/core/index.ts') },
  })
    .then(async (result) => {
      const code = result.outputFiles[0]!.text;
      const identity = new Uint8Array(Buffer.from(code));
      const [gzipped, brotli] = await Promise.all([
        gzipAsync(identity, { level: 9 }),
        brotliAsync(identity, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
          },
        }),
      ]);
      const hash = createHash('sha256').update(identity).digest('hex').slice(0, 16);
      return {
        code,
        hash,
        bytes: { identity, gzip: new Uint8Array(gzipped), br: new Uint8Array(brotli) },
      };
    })
    .catch((error: unknown) => {
      scripts.delete(kind);
      throw error;
    });
  scripts.set(kind, script);
  return script;
}

/**
 * The content coding to answer with for an Accept-Encoding header: the accepted one with the
 * highest quality (brotli on a tie), or none (identity) when the header is absent or accepts
 * neither. `*` stands for any coding not named; `q=0` refuses one.
 */
function negotiateEncoding(header: string | null): ContentCoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const of = (coding: ContentCoding) => quality.get(coding) ?? quality.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<ContentCoding | null>(
    (chosen, coding) => (of(coding) > 0 && (chosen === null || of(coding) > of(chosen)) ? coding : chosen),
    null,
  );
  return best;
}

/** The client key's merchant and the version of a frame request; 401 or 404 otherwise. */
function checkFrameRequest(context: RouteContext): { merchant: MerchantConfig; clientKey: string } {
  const frame = frameMerchantOf(context);
  const { version = '' } = context.params;
  if (version !== SECURED_FIELDS_VERSION) {
    throw new SandboxError(
      404,
      ERROR_CODES.notFound,
      `Secured fields version ${version} is not available`,
      'configuration',
    );
  }
  return frame;
}

const STYLE = `html,body{margin:0;padding:0;height:100%;background:transparent;overflow:hidden}
body{font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#00112c}
input{box-sizing:border-box;display:block;width:100%;height:100%;margin:0;border:0;outline:0;background:transparent;font:inherit;color:inherit;padding:0 12px}
input::placeholder{color:var(--placeholder-color,#5c687c)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

/**
 * The frame document's language and direction: the page's locale (`lang`) when it is a language
 * tag, else English. The direction is the language's own (Arabic, Hebrew… right to left).
 */
function documentLanguageOf(url: URL): { lang: string; dir: 'ltr' | 'rtl' } {
  const requested = url.searchParams.get('lang') ?? '';
  try {
    if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(requested) || requested.length > 35)
      throw new RangeError();
    const locale = new Intl.Locale(requested) as Intl.Locale & {
      getTextInfo?: () => { direction?: string };
      textInfo?: { direction?: string };
    };
    const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction;
    return { lang: locale.toString(), dir: direction === 'rtl' ? 'rtl' : 'ltr' };
  } catch {
    return { lang: 'en', dir: 'ltr' };
  }
}

const page: RouteHandler = async (context) => {
  const { merchant, clientKey } = checkFrameRequest(context);
  const type = context.url.searchParams.get('type') ?? '';
  const parentOrigin = parentOriginOf(context.url);
  if (!FIELD_TYPES.has(type) || !parentOrigin) {
    throw new SandboxError(
      400,
      ERROR_CODES.invalidRequest,
      'Invalid request: type must be a secured field type and d an http(s) origin',
      'validation',
    );
  }
  const allowed = allowedOriginsOf(merchant, clientKey);
  if (!allowed.includes(parentOrigin)) return refusedFramePage('Secured field', parentOrigin, allowed);
  const { hash } = await frameScript(frameKindOf(type));
  const { lang, dir } = documentLanguageOf(context.url);
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Secured field</title><style>${STYLE}</style></head>
<body><script type="module" src="securedFields.${hash}.js"></script></body></html>`;
  return new Response(html, {
    headers: {
      ...PAGE_HEADERS,
      'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors ${parentOrigin}`,
    },
  });
};

/** A script, compressed as the request accepts, with the given cache. */
function serveScript(context: RouteContext, { bytes }: FrameScript, cacheControl: string): Response {
  const coding = negotiateEncoding(context.request.headers.get('accept-encoding'));
  const body = bytes[coding ?? 'identity'];
  return new Response(body, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Length': String(body.byteLength),
      ...(coding ? { 'Content-Encoding': coding } : {}),
      Vary: 'Accept-Encoding',
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

const versionedScript: RouteHandler = async (context) => {
  checkFrameRequest(context);
  const served = await Promise.all([frameScript('card'), frameScript('bank')]);
  const script = served.find(({ hash }) => hash === context.params.hash);
  if (!script) {
    throw new SandboxError(
      404,
      ERROR_CODES.notFound,
      `Secured fields script ${context.params.hash ?? ''} is not available`,
      'configuration',
    );
  }
  return serveScript(context, script, IMMUTABLE);
};

const unversionedScript: RouteHandler = async (context) => {
  checkFrameRequest(context);
  return serveScript(context, await frameScript('card'), SHORT_CACHE);
};

/** The secured-field routes. */
const securedFieldRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/securedfields/:clientKey/:version/securedFields.html', handler: page },
  { method: 'GET', path: '/securedfields/:clientKey/:version/securedFields.js', handler: unversionedScript },
  {
    method: 'GET',
    path: '/securedfields/:clientKey/:version/securedFields.:hash.js',
    handler: versionedScript,
  },
];

export { SECURED_FIELDS_VERSION, frameScript, negotiateEncoding, securedFieldRoutes };
export type { ContentCoding, FrameKind, FrameScript };
