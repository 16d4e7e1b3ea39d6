import type { Amount } from 'headless-checkout';

/** A session from the merchant's server (the example's /api/sessions). */
interface Session {
  id: string;
  sessionData: string;
}

/** Asks the merchant's server for a checkout session. */
async function createSession(
  amount: Amount,
  countryCode: string,
  extra: {
    installmentOptions?: Record<string, { values: number[]; plans?: string[] }>;
    shopperReference?: string;
    /** The page the shopper comes back to after a bank's page (its path and query). */
    returnPath?: string;
  } = {},
): Promise<Session> {
  const response = await fetch('/api/sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount, countryCode, ...extra }),
  });
  const body = (await response.json()) as Session & { message?: string };
  if (!response.ok) throw new Error(body.message ?? `Session not created (${response.status})`);
  return { id: body.id, sessionData: body.sessionData };
}

/** Gets a session again from the merchant's server: the page a redirect returns to needs it. */
async function fetchSession(id: string): Promise<Session> {
  const response = await fetch(`/api/sessions/${encodeURIComponent(id)}`);
  const body = (await response.json()) as Session & { message?: string };
  if (!response.ok) throw new Error(body.message ?? `Session not found (${response.status})`);
  return { id: body.id, sessionData: body.sessionData };
}

/**
 * Asks the merchant's server to donate `amount` after the session's payment (the example's
 * /api/donations: the server finds the session's authorised payment and makes the donation call).
 * Rejects with the service's reason when it is not taken.
 */
async function donate(sessionId: string, amount: Amount): Promise<void> {
  const response = await fetch('/api/donations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sessionId, amount }),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  throw new Error(body.message ?? `Donation not taken (${response.status})`);
}

export { createSession, donate, fetchSession };
export type { Session };
