/** The sandbox's root page over real HTTP: what the service is, and links to the examples. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY, sandboxMerchant } from '../../examples/sandbox/merchants';
import { startSandboxServer } from '../../examples/sandbox/server';
import type { SandboxServer } from '../../examples/sandbox/server';

/** The examples' port this sandbox's test merchant allows (EXAMPLES_PORT in `npm start`). */
const EXAMPLES_PORT = 5234;

describe('the sandbox root page', () => {
  let running: SandboxServer;

  beforeAll(async () => {
    running = await startSandboxServer({
      port: 0,
      sandbox: createSandbox({ merchants: [sandboxMerchant(EXAMPLES_PORT)] }),
    });
  });
  afterAll(async () => {
    await running.close();
  });

  it('answers an English HTML page that says what the sandbox is', async () => {
    const response = await fetch(running.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Sandbox payment service – headless-checkout</title>');
    expect(html).toContain('<h1>Sandbox payment service</h1>');
    expect(html).toContain('A local stand-in for the payment service');
    // Its own URL, to give the checkout and the merchant's server, and the test merchant's keys.
    expect(html).toContain(`<code>${running.url}</code>`);
    expect(html).toContain(SANDBOX_CLIENT_KEY);
    expect(html).toContain(SANDBOX_API_KEY);
    expect(html).toContain('<h2>Services</h2>');
    expect(html).toContain(`href="${running.url}datasets/countries.json"`);
    // An icon of its own: no request for /favicon.ico, which would be a 404.
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
  });

  it("links every example on the origin the test merchant's client key allows", async () => {
    const html = await (await fetch(running.url)).text();
    const links = [...html.matchAll(/<a href="(http:\/\/127\.0\.0\.1:\d+\/[^"]*)">([^<]+)<\/a>/g)]
      .filter(([, href]) => !href!.startsWith(running.url))
      .map(([, href, name]) => [href, name]);
    const examples = `http://127.0.0.1:${EXAMPLES_PORT}/`;
    expect(links).toEqual([
      [examples, 'Landing page'],
      [`${examples}checkout-skin/`, 'Checkout with the default skin'],
      [`${examples}checkout-hooks/`, 'Checkout on bare hooks'],
      [`${examples}checkout-dropin/`, 'Drop-in checkout'],
      [`${examples}backoffice-app/`, 'Creator back office'],
    ]);
  });

  it('is an HTML page under a CSP that allows no script, and answers HEAD', async () => {
    const response = await fetch(running.url, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'nonce-/);
    expect(await response.text()).toBe('');
  });

  it('still answers 404 JSON for any other unknown path', async () => {
    const response = await fetch(new URL('nothing-here', running.url));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, errorType: 'configuration' });
  });

  it('says how to start the examples when no merchant allows them', async () => {
    const bare = await startSandboxServer({ port: 0, sandbox: createSandbox({ merchants: [] }) });
    try {
      const html = await (await fetch(bare.url)).text();
      expect(html).toContain('<h2>Examples</h2>');
      expect(html).toContain('start everything with <code>npm start</code>');
      expect(html).not.toContain('checkout-skin/');
    } finally {
      await bare.close();
    }
  });
});
