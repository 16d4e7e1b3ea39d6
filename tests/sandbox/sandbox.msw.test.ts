/** The sandbox contract through msw: the sandbox's handler answers http://sandbox.test/* in-process. */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { describeSandboxContract } from './contract';

describeSandboxContract('sandbox through msw', async (sandbox) => {
  const server = setupServer(http.all('http://sandbox.test/*', ({ request }) => sandbox.handle(request)));
  server.listen({ onUnhandledRequest: 'error' });
  return {
    base: 'http://sandbox.test/',
    stop: async () => server.close(),
  };
});
