// docs/nextjs.md's page as a merchant copies it (a Server Component, no 'use client'), with a gift
// card in an order before the card (docs/methods-giftcard.md).
import { headers } from 'next/headers';
import { CheckoutProvider, OrderProvider } from 'headless-checkout';
import { CardForm, CheckoutRoot, GiftCard, IssuerList, OrderSummary } from 'headless-checkout/skins/default';
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
          {/* docs/methods-giftcard.md: a gift card pays part of the order, the card the rest. */}
          <OrderProvider>
            <section aria-labelledby="gift-card-heading">
              <h2 id="gift-card-heading">Pay with a gift card</h2>
              <GiftCard brand="givex" />
              <OrderSummary />
            </section>
            <section aria-labelledby="card-heading">
              <h2 id="card-heading">Pay by card</h2>
              <CardForm />
            </section>
          </OrderProvider>
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
