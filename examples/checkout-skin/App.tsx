import { useEffect, useState } from 'react';
import { CheckoutProvider, type Amount, type PaymentResponse } from 'headless-checkout';
import { CardForm, CheckoutRoot } from 'headless-checkout/skins/default';
import { createSession, type Session } from '../shared/session';
import { StoredCards } from './StoredCards';

const SANDBOX_URL = __SANDBOX_URL__;
const CLIENT_KEY = 'test_SANDBOX0000000000000000000001';
const AMOUNT: Amount = { value: 12000, currency: 'EUR' };
const INSTALLMENTS = { card: { values: [1, 2, 3, 6] } };

/** A merchant's checkout page paying with the default skin's card form. */
function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<PaymentResponse | null>(null);

  useEffect(() => {
    // The returning shopper of the sandbox ('sandbox-shopper') has saved cards.
    createSession(AMOUNT, 'NL', {
      installmentOptions: INSTALLMENTS,
      shopperReference: 'sandbox-shopper',
    }).then(setSession, (error: Error) => setProblem(error.message));
  }, []);

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
              />
            </section>
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
