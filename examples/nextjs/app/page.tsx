// The checkout page: a Server Component (no 'use client' here). It makes the session on the server
// and renders the package's client components (a card form, iDEAL) directly: `headless-checkout`
// and its skins start with 'use client', so the labels and "Pay €24.99" come in the server's HTML
// and the forms hydrate. Props crossing to them must be serialisable: callbacks
// (onPaymentCompleted…) need a client component of the merchant's own (docs/nextjs.md).
import { headers } from 'next/headers';
import { CheckoutProvider } from 'headless-checkout';
import { CardForm, CheckoutRoot, IssuerList } from 'headless-checkout/skins/default';
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
        {/* The skin's root: its theme tokens, the locale's lang and direction. */}
        <CheckoutRoot>
          <section aria-labelledby="card-heading">
            <h2 id="card-heading">Pay by card</h2>
            <CardForm />
          </section>
          {/* A bank's page, then back to /return with the redirect's result. */}
          <section aria-labelledby="ideal-heading">
            <h2 id="ideal-heading">Pay with iDEAL</h2>
            <IssuerList type="ideal" highlightedIssuers={['INGBNL2A', 'RABONL2U', 'ABNANL2A']} />
          </section>
        </CheckoutRoot>
      </CheckoutProvider>
    </main>
  );
}
