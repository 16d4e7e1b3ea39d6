// The back-office hook tests' harness: a recording msw server for the file (listening for its
// tests, reset after each), a fresh QueryClient and BackofficeProvider per render, routes by
// "METHOD /path", and a count of the requests seen per route.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { BackofficeProvider, createBackofficeClient } from 'headless-checkout/backoffice';
import { BASE, recordingServer, type SeenRequest } from './helpers';

type Handlers = Record<string, (request: SeenRequest) => Response | Promise<Response>>;

function hookHarness() {
  const recorder = recordingServer();
  beforeAll(() => recorder.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => recorder.reset());
  afterAll(() => recorder.server.close());

  /** A wrapper with its own query cache and client (no retries, data fresh for a minute). */
  function setup() {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
    });
    const client = createBackofficeClient({ baseUrl: BASE, navigate: vi.fn() });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <BackofficeProvider client={client}>{children}</BackofficeProvider>
      </QueryClientProvider>
    );
    return { wrapper, queryClient };
  }
  /** Answers each "METHOD /path" with its handler; any other request fails the test. */
  const route = (handlers: Handlers) =>
    recorder.respond((request) => {
      const handler = handlers[`${request.method} ${request.pathname}`];
      if (!handler) throw new Error(`unexpected ${request.method} ${request.pathname}`);
      return handler(request);
    });
  /** How many requests of this method and path the server saw. */
  const count = (method: string, pathname: string) =>
    recorder.seen.filter((request) => request.method === method && request.pathname === pathname).length;
  return { recorder, setup, route, count };
}

export { hookHarness };
