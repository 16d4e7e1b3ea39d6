import { useState } from 'react';
import { CheckoutProvider, type Amount, type PaymentResponse } from 'headless-checkout';
import { CardForm, CheckoutRoot } from 'headless-checkout/skins/default';
import { useCheckoutSession } from '../shared/use-session';
import { OtherMethods } from './OtherMethods';
import { RedirectReturn } from './RedirectReturn';
import { StoredCards } from './StoredCards';

const SANDBOX_URL = __SANDBOX_URL__;
const CLIENT_KEY = 'test_SANDBOX0000000000000000000001';
const AMOUNT: Amount = { value: 12000, currency: 'EUR' };
const INSTALLMENTS = { card: { values: [1, 2, 3, 6] } };

/** A merchant's checkout page paying with the default skin's card form. */
function App() {
  const { session, problem, returning } = useCheckoutSession(AMOUNT, 'NL', {
    installmentOptions: INSTALLMENTS,
    // The returning shopper of the sandbox ('sandbox-shopper') has saved cards.
    shopperReference: 'sandbox-shopper',
  });
  const [result, setResult] = useState<PaymentResponse | null>(null);
  // `?expiry=separate` shows the card's expiry as a month and a year field.
  const [expiryFields] = useState<'separate' | 'combined'>(() =>
    new URLSearchParams(window.location.search).get('expiry') === 'separate' ? 'separate' : 'combined',
  );

  return (
    <main className="shop">
      <header>
        <h1>Nordic Chairs</h1>
        <p>1 × Oak lounge chair — €120.00</p>
      </header>
      {problem ? <p role="alert">{problem}</p> : null}
      {!session && !problem ? <p>Preparing the checkout…</p> : null}
      {session ? (
        <CheckoutProvider
          environment={SANDBOX_URL}
          clientKey={CLIENT_KEY}
          amount={AMOUNT}
          countryCode="NL"
          session={session}
          onPaymentCompleted={setResult}
          onPaymentFailed={setResult}
        >
          <CheckoutRoot className="shop-checkout">
            {returning ? (
              <section aria-labelledby="return-heading">
                <h2 id="return-heading">Your payment</h2>
                <RedirectReturn />
              </section>
            ) : (
              <>
                <StoredCards />
                <section aria-labelledby="new-card-heading">
                  <h2 id="new-card-heading">Pay by card</h2>
                  <CardForm
                    brands={['visa', 'mc', 'amex', 'maestro', 'bcmc', 'cartebancaire', 'elo']}
                    koreanAuthentication={{ required: true }}
                    hasHolderName
                    holderNameRequired
                    billingAddressMode="partial"
                    billingAddress={{ country: 'NL' }}
                    installmentOptions={INSTALLMENTS}
                    enableStoreDetails
                    expiryFields={expiryFields}
                  />
                </section>
                <section className="shop-other" aria-labelledby="other-heading">
                  <h2 id="other-heading">Other ways to pay</h2>
                  <OtherMethods sessionId={session.id} />
                </section>
              </>
            )}
          </CheckoutRoot>
        </CheckoutProvider>
      ) : null}
      {result ? (
        <p className="shop-result" data-testid="result-code">
          {result.resultCode}
        </p>
      ) : null}
    </main>
  );
}

export { App };
