/** The sandbox contract over real HTTP, plus what only the node:http adapter does. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import { DEFAULT_SANDBOX_PORT, portFromEnv, startSandboxServer } from '../../examples/sandbox/server';
import type { SandboxServer } from '../../examples/sandbox/server';
import { describeSandboxContract } from './contract';

describeSandboxContract('sandbox over HTTP', async (sandbox) => {
  const running = await startSandboxServer({ port: 0, sandbox });
  return { base: running.url, stop: () => running.close() };
});

describe('sandbox HTTP server', () => {
  let running: SandboxServer;

  beforeAll(async () => {
    running = await startSandboxServer({ port: 0, sandbox: createSandbox() });
  });
  afterAll(async () => {
    await running.close();
  });

  it('listens on 127.0.0.1 on the port it was given', () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('reads the port from SANDBOX_PORT, defaulting to 3100', () => {
    expect(DEFAULT_SANDBOX_PORT).toBe(3100);
    expect(portFromEnv({})).toBe(3100);
    expect(portFromEnv({ SANDBOX_PORT: '4123' })).toBe(4123);
    expect(portFromEnv({ SANDBOX_PORT: 'abc' })).toBe(3100);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(new URL('datasets/countries.json', running.url), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).toBe('');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await fetch(new URL('v2/analytics/log?clientKey=x', running.url), {
      method: 'POST',
      body: 'x'.repeat(1_100_000),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 413, errorCode: '413' });
  });

  it('stops listening on close()', async () => {
    const other = await startSandboxServer({ port: 0, sandbox: createSandbox() });
    await other.close();
    await expect(fetch(new URL('datasets/countries.json', other.url))).rejects.toThrow();
  });
});
