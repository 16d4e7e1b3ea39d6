// The shop's server side, written from the README's step 2 and docs/nextjs.md: the payment service's
// address and keys (the sandbox's by default), the basket, and the sessions made with the API key,
// which never reaches the page.
const PAYMENT_SERVICE_URL = process.env.PAYMENT_SERVICE_URL ?? 'http://127.0.0.1:3100/'; // the sandbox
const API_KEY = process.env.PAYMENT_SERVICE_API_KEY ?? 'sandbox-api-key'; // the sandbox's test merchant

/** The payment service the page's components talk to. */
const sandboxUrl = (): string => PAYMENT_SERVICE_URL;

/** The sandbox's test client key. */
const CLIENT_KEY = 'test_SANDBOX0000000000000000000001';

/** The basket: €60.00, shopper in the Netherlands. */
const AMOUNT = { value: 6000, currency: 'EUR' };
const COUNTRY_CODE = 'NL';

/** A checkout session as the page needs it. */
interface Session {
  id: string;
  sessionData: string;
}

async function sessionOf(answer: Response): Promise<Session> {
  const session = (await answer.json()) as Partial<Session> & { message?: string };
  if (!answer.ok || !session.id || !session.sessionData)
    throw new Error(session.message ?? `No session (${answer.status})`);
  return { id: session.id, sessionData: session.sessionData };
}

/** A new session for the basket; the bank returns the shopper to /return on `origin`. */
async function createSession(origin: string): Promise<Session> {
  const answer = await fetch(new URL('merchant/v1/sessions', PAYMENT_SERVICE_URL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify({
      amount: AMOUNT,
      countryCode: COUNTRY_CODE,
      reference: `order-${crypto.randomUUID()}`,
      returnUrl: new URL('/return', origin).href,
    }),
  });
  return sessionOf(answer);
}

/** The session again, when the shopper comes back from a bank's page. */
async function findSession(id: string): Promise<Session> {
  const answer = await fetch(new URL(`merchant/v1/sessions/${encodeURIComponent(id)}`, PAYMENT_SERVICE_URL), {
    headers: { 'x-api-key': API_KEY },
  });
  return sessionOf(answer);
}

export { AMOUNT, CLIENT_KEY, COUNTRY_CODE, createSession, findSession, sandboxUrl };
