/**
 * The examples' merchant server (examples/merchant-server.ts) in front of a sandbox: a session and
 * an advanced-flow payment return to the page that asked (`returnPath`, a path of the server's own
 * origin); any other return (another origin, a full URL, no path) falls back to the default.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantServer } from '../../examples/merchant-server';
import { createSandbox } from '../../examples/sandbox/app';
import { startSandboxServer, type SandboxServer } from '../../examples/sandbox/server';
import { authoriseAtBank } from './flow-helpers';

let sandbox: SandboxServer;
let shop: Server;
let shopUrl: string;
beforeAll(async () => {
  sandbox = await startSandboxServer({ port: 0, sandbox: createSandbox() });
  const middleware = merchantServer(sandbox.url);
  shop = createServer((request, response) =>
    middleware(request, response, () => {
      response.statusCode = 404;
      response.end();
    }),
  );
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => shop.close(resolve));
  await sandbox.close();
});

const post = async (path: string, body: unknown) => {
  const answer = await fetch(`${shopUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

describe("the examples' merchant server", () => {
  it.each([
    { returnPath: '/checkout-dropin/?page=hooks', returnUrl: '/checkout-dropin/?page=hooks' },
    { returnPath: undefined, returnUrl: '/' },
    { returnPath: '//evil.example/', returnUrl: '/' },
    { returnPath: '/\\evil.example/', returnUrl: '/' },
    { returnPath: 'http://evil.example/', returnUrl: '/' },
    { returnPath: 42, returnUrl: '/' },
  ])('a session asked with returnPath $returnPath returns to $returnUrl on its origin', async (asked) => {
    const made = await post('/api/sessions', {
      amount: { value: 1000, currency: 'EUR' },
      countryCode: 'NL',
      returnPath: asked.returnPath,
    });
    expect(made.status).toBe(201);
    expect(made.body.returnUrl).toBe(`${shopUrl}${asked.returnUrl}`);
  });

  it("an advanced-flow payment's bank page returns to the page's returnPath", async () => {
    const paid = await post('/api/payments', {
      data: { paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' } },
      amount: { value: 1000, currency: 'EUR' },
      countryCode: 'NL',
      returnPath: '/checkout-dropin/?flow=advanced&page=hooks',
    });
    expect(paid.body).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect' } });
    const back = await authoriseAtBank(paid.body);
    expect(`${back.origin}${back.pathname}${back.search.replace(/&redirectResult=.*/, '')}`).toBe(
      `${shopUrl}/checkout-dropin/?flow=advanced&page=hooks`,
    );
    expect(back.searchParams.has('sessionId')).toBe(false);
    const evil = await post('/api/payments', {
      data: { paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' } },
      amount: { value: 1000, currency: 'EUR' },
      countryCode: 'NL',
      returnPath: '//evil.example/',
    });
    const home = await authoriseAtBank(evil.body);
    expect(`${home.origin}${home.pathname}`).toBe(`${shopUrl}/checkout-dropin/`);
    expect(home.searchParams.get('flow')).toBe('advanced');
  });
});
