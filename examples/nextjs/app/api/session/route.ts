// POST /api/session: a checkout session for a page that makes one in the browser (the pages here make
// theirs on the server, with the same function). GET /api/session?id=…: a session again.
import { createSandboxSession, fetchSandboxSession } from '../../../../merchant-server';
import { AMOUNT, COUNTRY_CODE, sandboxUrl } from '../../../lib/checkout';

/** The sandbox's answer, passed on. */
const answer = ({ status, body }: { status: number; body: string }) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

export async function POST(request: Request): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  // The page may name its return path; the price is the server's.
  const returnPath = typeof body['returnPath'] === 'string' ? body['returnPath'] : '/return';
  return answer(
    await createSandboxSession(
      sandboxUrl(),
      { amount: AMOUNT, countryCode: COUNTRY_CODE, returnPath },
      new URL(request.url).origin,
    ),
  );
}

export async function GET(request: Request): Promise<Response> {
  const id = new URL(request.url).searchParams.get('id');
  if (!id) return Response.json({ message: 'Give the session id: ?id=…' }, { status: 400 });
  return answer(await fetchSandboxSession(sandboxUrl(), id));
}
