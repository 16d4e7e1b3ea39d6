/**
 * The secured-field frames as the sandbox serves them: the frame page only for the origins allowed
 * for its client key (and framed only by them), its script compressed and immutable under a
 * versioned name, and the public key the frames fetch. Requests go to the sandbox's handler (the
 * bytes as a client receives them), and one script request over real HTTP.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import {
  SANDBOX_CLIENT_KEY,
  SANDBOX_MERCHANT,
  SANDBOX_PAYMENT_METHODS,
  examplesOrigins,
  sandboxMerchant,
} from '../../examples/sandbox/merchants';
import { PUBLIC_KEY_CACHE_CONTROL } from '../../examples/sandbox/routes/client-keys';
import { frameScript, negotiateEncoding } from '../../examples/sandbox/routes/secured-fields';
import { examplesPortFromEnv, startSandboxServer } from '../../examples/sandbox/server';
import type { SandboxServer } from '../../examples/sandbox/server';

const SERVICE = 'http://127.0.0.1:3100/';
const OTHER_KEY = 'test_OTHER00000000000000000000002';
/** A merchant whose client key has no allowed origin. */
const OTHER_MERCHANT = {
  merchantAccount: 'OtherMerchantECOM',
  name: 'Other Merchant',
  clientKeys: [OTHER_KEY],
  apiKeys: ['other-api-key'],
  paymentMethods: SANDBOX_PAYMENT_METHODS,
  storedPaymentMethods: {},
};
const sandbox = createSandbox({ merchants: [SANDBOX_MERCHANT, OTHER_MERCHANT] });
const IMMUTABLE = 'public, max-age=31536000, immutable';

const frameBase = (clientKey = SANDBOX_CLIENT_KEY) => `${SERVICE}securedfields/${clientKey}/4.3.2/`;
const frameUrl = (d: string, type = 'cardNumber', clientKey = SANDBOX_CLIENT_KEY) =>
  `${frameBase(clientKey)}securedFields.html?type=${type}&d=${encodeURIComponent(d)}`;
const get = (url: string, headers: Record<string, string> = {}, on = sandbox) =>
  on.handle(new Request(url, { headers }));

/** The scripts a frame page loads, as absolute URLs. */
function scriptsOf(html: string, pageUrl: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => new URL(src!, pageUrl).href);
}

beforeAll(() => sandbox.ready);

describe('the frame page: only for the origins allowed for its client key', () => {
  it("the test merchant's key allows the examples' origins (127.0.0.1 and localhost on their port)", () => {
    expect(examplesOrigins(5173)).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173']);
    expect(SANDBOX_MERCHANT.allowedOrigins).toEqual({ [SANDBOX_CLIENT_KEY]: examplesOrigins(5173) });
    expect(sandboxMerchant(5111).allowedOrigins).toEqual({ [SANDBOX_CLIENT_KEY]: examplesOrigins(5111) });
    expect(examplesPortFromEnv({})).toBe(5173);
    expect(examplesPortFromEnv({ EXAMPLES_PORT: '5111' })).toBe(5111);
    expect(examplesPortFromEnv({ EXAMPLES_PORT: 'x' })).toBe(5173);
  });

  it('serves an allowed origin a working frame that only it may frame', async () => {
    for (const origin of examplesOrigins(5173)) {
      const response = await get(frameUrl(origin));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${origin}`);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      // It checks the origin per request: never cached.
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { hash } = await frameScript();
      expect(scriptsOf(await response.text(), frameUrl(origin))).toEqual([
        `${frameBase()}securedFields.${hash}.js`,
      ]);
    }
  });

  it("serves the digits frames (ACH's bank account, the gift card's number and PIN) a script of their own, without the card's checks, and the card's without theirs", async () => {
    const origin = examplesOrigins(5173)[0]!;
    const [card, bank] = await Promise.all([frameScript('card'), frameScript('bank')]);
    expect(bank.hash).not.toBe(card.hash);
    for (const type of [
      'encryptedBankAccountNumber',
      'encryptedBankLocationId',
      'giftcardNumber',
      'giftcardPin',
    ]) {
      const response = await get(frameUrl(origin, type));
      expect(response.status).toBe(200);
      expect(scriptsOf(await response.text(), frameUrl(origin, type))).toEqual([
        `${frameBase()}securedFields.${bank.hash}.js`,
      ]);
    }
    const served = await get(`${frameBase()}securedFields.${bank.hash}.js`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).toString()).toBe(bank.code);
    // The digits frame carries ACH's and the gift card's checks and none of the card's (its brand
    // table, its expiry and security-code keys); the card frame none of ACH's.
    expect(bank.code).toContain('error.va.sf-ach-loc.02');
    expect(bank.code).not.toContain('error.va.sf-cc-dat');
    expect(bank.code).not.toContain('error.va.sf-cc-cvc');
    expect(bank.code).not.toContain('maestro');
    expect(bank.code).not.toContain('cc-number');
    expect(card.code).toContain('error.va.sf-cc-num');
    expect(card.code).not.toContain('sf-ach');
  });

  it('refuses a page that names itself in `d` without being allowed: 403, no script, framed by the allowed origins only', async () => {
    for (const forged of [
      'http://evil.example',
      'https://127.0.0.1:5173', // another scheme
      'http://127.0.0.1:5174', // another port
      'http://localhost', // no port
      'http://sandbox.test',
    ]) {
      const response = await get(frameUrl(forged));
      expect(response.status, forged).toBe(403);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain('frame-ancestors http://127.0.0.1:5173 http://localhost:5173');
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('script-src');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain(`Configuration error: the origin ${new URL(forged).origin} is not allowed`);
    }
  });

  it('follows the configuration: the examples on another port, and a key that allows no origin', async () => {
    const moved = createSandbox({ merchants: [sandboxMerchant(5111)] });
    await moved.ready;
    expect((await get(frameUrl('http://127.0.0.1:5111'), {}, moved)).status).toBe(200);
    const refused = await get(frameUrl('http://127.0.0.1:5173'), {}, moved);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:5111 http://localhost:5111',
    );

    const none = await get(frameUrl('http://127.0.0.1:5173', 'securityCode', OTHER_KEY));
    expect(none.status).toBe(403);
    expect(none.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it("is in the page's language and its direction from the first paint (`lang`); English without one or with a bad one", async () => {
    const htmlTag = async (lang?: string) => {
      const url =
        frameUrl('http://127.0.0.1:5173') + (lang === undefined ? '' : `&lang=${encodeURIComponent(lang)}`);
      return /<html[^>]*>/.exec(await (await get(url)).text())![0];
    };
    expect(await htmlTag('ar')).toBe('<html lang="ar" dir="rtl">');
    expect(await htmlTag('he-IL')).toBe('<html lang="he-IL" dir="rtl">');
    expect(await htmlTag('ja-JP')).toBe('<html lang="ja-JP" dir="ltr">');
    expect(await htmlTag('de-de')).toBe('<html lang="de-DE" dir="ltr">');
    expect(await htmlTag()).toBe('<html lang="en" dir="ltr">');
    expect(await htmlTag('"><script>alert(1)</script>')).toBe('<html lang="en" dir="ltr">');
    expect(await htmlTag('a'.repeat(40))).toBe('<html lang="en" dir="ltr">');
  });

  it('escapes the refused origin in its page', async () => {
    const response = await get(frameUrl("http://a&b'c.example"));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('the origin http://a&amp;b&#39;c.example is not allowed');
  });

  it('still answers a bad client key, version, type or `d` as before', async () => {
    expect((await get(frameUrl('http://127.0.0.1:5173', 'cardNumber', 'test_UNKNOWN'))).status).toBe(401);
    expect((await get(frameUrl('http://127.0.0.1:5173').replace('/4.3.2/', '/4.3.1/'))).status).toBe(404);
    expect((await get(frameUrl('http://127.0.0.1:5173', 'pan'))).status).toBe(400);
    expect((await get(frameUrl('javascript:alert(1)'))).status).toBe(400);
  });
});

describe('the frame script: compressed, immutable under its versioned name', () => {
  const versioned = async () => `${frameBase()}securedFields.${(await frameScript()).hash}.js`;

  it('sends brotli or gzip as the client accepts, the same script, cached for a year', async () => {
    const { code } = await frameScript();
    const url = await versioned();
    const cases: Array<[string | undefined, string | null, (body: Buffer) => Buffer]> = [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0.5, gzip', 'gzip', gunzipSync],
      ['br;q=0, *', 'gzip', gunzipSync],
      ['identity', null, (body) => body],
      [undefined, null, (body) => body],
    ];
    for (const [accept, coding, decode] of cases) {
      const response = await get(url, accept === undefined ? {} : { 'Accept-Encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(coding);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('vary')).toMatch(/(^|, )Accept-Encoding(,|$)/);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(body.byteLength));
      expect(decode(body).toString('utf8')).toBe(code);
      if (coding) expect(body.byteLength).toBeLessThan(Buffer.byteLength(code) / 2);
    }
  });

  it('keeps the unversioned name for a short while only, and knows no other version', async () => {
    const unversioned = await get(`${frameBase()}securedFields.js`, { 'Accept-Encoding': 'gzip' });
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers.get('content-encoding')).toBe('gzip');
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=300');
    expect(unversioned.headers.get('vary')).toMatch(/Accept-Encoding/);
    const stale = await get(`${frameBase()}securedFields.0123456789abcdef.js`);
    expect(stale.status).toBe(404);
    expect(stale.headers.get('cache-control')).toBe('no-store');
    expect((await get((await versioned()).replace(SANDBOX_CLIENT_KEY, 'test_UNKNOWN'))).status).toBe(401);
  });

  it('negotiates the content coding from Accept-Encoding', () => {
    expect(negotiateEncoding(null)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('GZIP, BR')).toBe('br');
    expect(negotiateEncoding('gzip;q=1, br;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate, identity')).toBeNull();
    expect(negotiateEncoding('br;q=abc, gzip')).toBe('gzip');
  });

  describe('over HTTP', () => {
    let running: SandboxServer;
    beforeAll(async () => {
      running = await startSandboxServer({ port: 0, sandbox });
    });
    afterAll(() => running.close());

    it('sends the compressed bytes as they are', async () => {
      const { code, bytes } = await frameScript();
      const url = new URL((await versioned()).replace(SERVICE, running.url));
      const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          const chunks: Buffer[] = [];
          httpRequest(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
            .on('error', reject)
            .end();
        },
      );
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['cache-control']).toBe(IMMUTABLE);
      expect(body.equals(Buffer.from(bytes.gzip))).toBe(true);
      expect(gunzipSync(body).toString('utf8')).toBe(code);
    });
  });
});

describe('the public key the frames fetch as they load', () => {
  const keyUrl = `${SERVICE}v1/clientKeys/${SANDBOX_CLIENT_KEY}/publicKey`;

  it('may be kept, revalidated on each use by its key id (a restarted sandbox has new keys)', async () => {
    const response = await get(keyUrl);
    expect(response.status).toBe(200);
    expect(PUBLIC_KEY_CACHE_CONTROL).toBe('public, no-cache');
    expect(response.headers.get('cache-control')).toBe(PUBLIC_KEY_CACHE_CONTROL);
    const { kid } = (await response.json()) as { kid: string };
    expect(response.headers.get('etag')).toBe(`"${kid}"`);

    for (const tag of [`"${kid}"`, `W/"${kid}"`, `"other", "${kid}"`, '*']) {
      const revalidated = await get(keyUrl, { 'If-None-Match': tag });
      expect(revalidated.status, tag).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(`"${kid}"`);
      expect(await revalidated.text()).toBe('');
    }
    expect((await get(keyUrl, { 'If-None-Match': '"an-old-key"' })).status).toBe(200);
  });
});
