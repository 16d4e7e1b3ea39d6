// The merchant's server side of the checkout, for the route handler and the pages (Server
// Components): the sandbox's address and client key, the basket's price, and sessions made with the
// sandbox's merchant API through the examples' merchant server (examples/merchant-server.ts), so the
// API key never reaches the page. A page calls these functions directly rather than fetching its
// own route handler.
import { createSandboxSession, fetchSandboxSession, type SessionRequest } from '../../merchant-server';

/** The sandbox payment service (SANDBOX_URL, else its default address). */
const sandboxUrl = (): string => process.env.SANDBOX_URL || 'http://127.0.0.1:3100/';

/** The sandbox's test client key: it allows this site's origin (EXAMPLES_PORT of the sandbox). */
const CLIENT_KEY = 'test_SANDBOX0000000000000000000001';

/** The basket: one chair, €24.99, shopper in the Netherlands. */
const AMOUNT = { value: 2499, currency: 'EUR' };
const COUNTRY_CODE = 'NL';

/** A checkout session as the page needs it. */
interface Session {
  id: string;
  sessionData: string;
}

/** The sandbox's answer as `{ status, body }`, thrown when it is not a session. */
function sessionOf({ status, body }: { status: number; body: string }): Session {
  const answer = JSON.parse(body) as Partial<Session> & { message?: string };
  if (status < 200 || status > 299 || !answer.id || !answer.sessionData)
    throw new Error(answer.message ?? `No session (${status})`);
  return { id: answer.id, sessionData: answer.sessionData };
}

/** A new session for the basket, returning to `returnPath` on `origin` after a bank's page. */
async function createSession(origin: string, request: SessionRequest = {}): Promise<Session> {
  return sessionOf(
    await createSandboxSession(
      sandboxUrl(),
      { amount: AMOUNT, countryCode: COUNTRY_CODE, returnPath: '/return', ...request },
      origin,
    ),
  );
}

/** A session again by its id (the bank's return needs its `sessionData`). */
async function findSession(id: string): Promise<Session> {
  return sessionOf(await fetchSandboxSession(sandboxUrl(), id));
}

export { AMOUNT, CLIENT_KEY, COUNTRY_CODE, createSession, findSession, sandboxUrl };
export type { Session };
