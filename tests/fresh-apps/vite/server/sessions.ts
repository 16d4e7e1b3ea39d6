// The README's step 2, as a merchant copies it: POST /api/sessions (a new session) and
// GET /api/sessions?id=… (the session again, when the shopper comes back from a bank's page).
// Only the cart's amount is this shop's own.
const PAYMENT_SERVICE_URL = process.env.PAYMENT_SERVICE_URL ?? 'http://127.0.0.1:3100/'; // the sandbox
const API_KEY = process.env.PAYMENT_SERVICE_API_KEY ?? 'sandbox-api-key'; // the sandbox's test merchant

/** The page gets the session's id and data only. */
async function sessionAnswer(answer: Response): Promise<Response> {
  const session = (await answer.json()) as { id: string; sessionData: string; message?: string };
  if (!answer.ok) {
    return Response.json({ message: session.message ?? 'No session' }, { status: 502 });
  }
  return Response.json({ id: session.id, sessionData: session.sessionData });
}

async function createCheckoutSession(request: Request): Promise<Response> {
  const answer = await fetch(new URL('merchant/v1/sessions', PAYMENT_SERVICE_URL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify({
      amount: { value: 6000, currency: 'EUR' }, // from your cart, never from the page
      countryCode: 'NL',
      reference: `order-${crypto.randomUUID()}`, // your order's reference
      // Where a bank's page (or a 3DS2 redirect) sends the shopper back; the payment service adds
      // the session's id and the redirect's result to it.
      returnUrl: new URL('/checkout', request.url).href,
    }),
  });
  return sessionAnswer(answer);
}

async function getCheckoutSession(request: Request): Promise<Response> {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const answer = await fetch(new URL(`merchant/v1/sessions/${encodeURIComponent(id)}`, PAYMENT_SERVICE_URL), {
    headers: { 'x-api-key': API_KEY },
  });
  return sessionAnswer(answer);
}

export { createCheckoutSession, getCheckoutSession };
