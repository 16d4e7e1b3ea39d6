// The checkout page: a Server Component (no 'use client' here). It makes the session on the server
// and renders the package's client components directly: `headless-checkout` and its skins start with
// 'use client', so the labels and "Pay €24.99" come in the server's HTML and the form hydrates.
// Props crossing to them must be serialisable: callbacks (onPaymentCompleted…) need a client
// component of the merchant's own (docs/nextjs.md).
import { headers } from 'next/headers';
import { CheckoutProvider } from 'headless-checkout';
import { CardForm } from 'headless-checkout/skins/default';
import { AMOUNT, CLIENT_KEY, COUNTRY_CODE, createSession, sandboxUrl } from '../lib/checkout';

export default async function CheckoutPage() {
  // The site's own origin: the bank returns the shopper to /return on it.
  const host = (await headers()).get('host') ?? '127.0.0.1:3000';
  const session = await createSession(`http://${host}`);
  return (
    <main>
      <h1>Checkout</h1>
      <CheckoutProvider
        environment={sandboxUrl()}
        clientKey={CLIENT_KEY}
        amount={AMOUNT}
        countryCode={COUNTRY_CODE}
        session={session}
      >
        <CardForm />
      </CheckoutProvider>
    </main>
  );
}
