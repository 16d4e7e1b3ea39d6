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

export { createSession, fetchSession };
export type { Session };
