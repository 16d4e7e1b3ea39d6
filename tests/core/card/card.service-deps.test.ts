import { describe, expect, it, vi } from 'vitest';
import { createCardMachine, type HttpClient } from 'headless-checkout/core';

const TODAY = Date.UTC(2026, 10, 22);

describe('createCardMachine with `service` deps', () => {
  it("looks bins up over the given service with createCardRequestDeps' requests", async () => {
    const request = vi.fn(async (_request: unknown) => ({
      requestId: 'req-1',
      brands: [{ brand: 'visa', supported: true }],
    }));
    const http: HttpClient = { apiUrl: 'http://service.test/', request: request as HttpClient['request'] };
    const machine = createCardMachine(
      { mode: 'secured' },
      {
        now: () => TODAY,
        service: { http, clientKey: 'test_KEY', loadJose: () => import('jose') },
        submit: async () => ({ resultCode: 'Authorised' }),
        environment: () => ({}),
        createRequestId: () => 'req-1',
      },
    );
    expect(machine.deps).toMatchObject({ service: { clientKey: 'test_KEY' } });
    machine.send({ type: 'securedField.binChanged', binValue: '411111', encryptedBin: 'enc-bin' });
    await vi.waitFor(() => expect(machine.getSnapshot().binLookup.status).toBe('resolved'));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![0]).toMatchObject({
      path: 'v3/bin/binLookup',
      method: 'POST',
      query: { token: 'test_KEY' },
      body: { encryptedBin: 'enc-bin', requestId: 'req-1' },
    });
    expect(machine.getSnapshot().binLookup.brands.map(({ brand }) => brand)).toEqual(['visa']);
  });
});
