/**
 * The payment-flow suites through msw: the service answers http://sandbox.test/* and the issuer
 * pages http://issuer.sandbox.test/* (the origin rule of examples/sandbox/origins.ts).
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { describeFlowContract } from './flows-contract';

describeFlowContract('payment flows through msw', async (sandbox) => {
  const server = setupServer(
    http.all('http://sandbox.test/*', ({ request }) => sandbox.handle(request)),
    http.all('http://issuer.sandbox.test/*', ({ request }) => sandbox.handle(request)),
  );
  server.listen({ onUnhandledRequest: 'error' });
  return {
    base: 'http://sandbox.test/',
    issuerBase: 'http://issuer.sandbox.test/',
    stop: async () => server.close(),
  };
});
