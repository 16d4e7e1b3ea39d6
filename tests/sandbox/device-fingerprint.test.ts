/**
 * The device fingerprint page as the sandbox serves it: only for an origin allowed for its client
 * key, framed only by it, with one inline script allowed by its hash that posts the fingerprint
 * to that origin alone. The script itself runs in Chromium (tests/e2e/risk-and-analytics.spec.ts).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import { DEFAULT_EXAMPLES_PORT, SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';

const SERVICE = 'http://127.0.0.1:3100/';
const SHOP = `http://localhost:${DEFAULT_EXAMPLES_PORT}`;
const sandbox = createSandbox();
const pageUrl = (d: string | null, clientKey = SANDBOX_CLIENT_KEY, version = '1.0.0') =>
  `${SERVICE}assets/html/${clientKey}/dfp.${version}.html${d === null ? '' : `?d=${encodeURIComponent(d)}`}`;
const get = (url: string) => sandbox.handle(new Request(url));

describe('the device fingerprint page', () => {
  it('is served to an allowed origin, framed only by it, its one script allowed by hash', async () => {
    const response = await get(pageUrl(SHOP));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; frame-ancestors ${SHOP}`,
    );
    expect(script).toContain("type: 'deviceFingerprint'");
    expect(script).toContain('postMessage');
  });

  it.each([
    ['another origin', pageUrl('https://evil.example'), 403, null],
    ['no d', pageUrl(null), 400, '702'],
    ['a d that is not an http(s) origin', pageUrl('javascript:alert(1)'), 400, '702'],
    ['an unknown client key', pageUrl(SHOP, 'test_UNKNOWN0000000000000000000001'), 401, '901'],
    ['another version', pageUrl(SHOP, SANDBOX_CLIENT_KEY, '2.0.0'), 404, '404'],
  ])('refuses %s', async (_case, url, status, errorCode) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    if (errorCode) {
      expect(await response.json()).toMatchObject({ errorCode });
    } else {
      const html = await response.text();
      expect(html).not.toContain('<script');
      expect(html).toContain('is not allowed for this client key');
      expect(response.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1');
    }
  });
});

describe('the analytics image', () => {
  it('answers a 1×1 PNG and keeps the query as an event', async () => {
    const response = await get(`${SERVICE}images/analytics.png?version=5.31.0&platform=web&locale=de-DE`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect(sandbox.store.analyticsEvents.at(-1)).toEqual({
      type: 'image',
      version: '5.31.0',
      platform: 'web',
      locale: 'de-DE',
    });
  });
});
