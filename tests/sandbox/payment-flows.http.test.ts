/**
 * The payment-flow suites over real HTTP: the service on http://127.0.0.1:{port}/, the issuer pages
 * on http://localhost:{port}/ (same server, another origin); plus the origin rule itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import { urlsOf } from '../../examples/sandbox/origins';
import { startSandboxServer } from '../../examples/sandbox/server';
import type { SandboxServer } from '../../examples/sandbox/server';
import { describeFlowContract } from './flows-contract';
import { createClient, createSession } from './helpers';

describeFlowContract('payment flows over HTTP', async (sandbox) => {
  const running = await startSandboxServer({ port: 0, sandbox });
  return {
    base: running.url,
    issuerBase: running.url.replace('//127.0.0.1:', '//localhost:'),
    stop: () => running.close(),
  };
});

describe('the issuer origin rule', () => {
  it.each([
    ['http://127.0.0.1:3100/v1/x', '', 'http://127.0.0.1:3100/', 'http://localhost:3100/'],
    ['http://localhost:4000/v1/x', '', 'http://localhost:4000/', 'http://127.0.0.1:4000/'],
    ['http://[::1]:3100/v1/x', '', 'http://[::1]:3100/', 'http://127.0.0.1:3100/'],
    ['http://sandbox.test/v1/x', '', 'http://sandbox.test/', 'http://issuer.sandbox.test/'],
    ['http://issuer.sandbox.test/issuer/x', '', 'http://issuer.sandbox.test/', 'http://sandbox.test/'],
    [
      'http://127.0.0.1:3100/sandbox/v1/x',
      '/sandbox',
      'http://127.0.0.1:3100/sandbox/',
      'http://localhost:3100/sandbox/',
    ],
  ])('%s (base path %j): service %s, issuer %s', (url, basePath, service, issuer) => {
    expect(urlsOf(new URL(url), basePath)).toEqual({ service, issuer });
  });

  describe('over HTTP', () => {
    let running: SandboxServer;
    beforeAll(async () => {
      running = await startSandboxServer({ port: 0, sandbox: createSandbox() });
    });
    afterAll(async () => {
      await running.close();
    });

    it('a service called as localhost puts the issuer pages on 127.0.0.1', async () => {
      const client = createClient(running.url.replace('//127.0.0.1:', '//localhost:'));
      const session = await createSession(client, { countryCode: 'NL' });
      const response = await client.post(`v1/sessions/${session.id}/payments`, {
        sessionData: session.sessionData,
        paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' },
      });
      expect(response.body.action.url).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/issuer\/bank\/pay\/INGBNL2A\?ref=/,
      );
      const page = await fetch(response.body.action.url);
      expect(page.status).toBe(200);
    });
  });
});
