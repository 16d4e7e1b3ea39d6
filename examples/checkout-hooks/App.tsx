import { useEffect, useState } from 'react';
import { CheckoutProvider, type Amount, type PaymentResponse } from 'headless-checkout';
import { createSession, type Session } from '../shared/session';
import { CardCheckout } from './CardCheckout';

const SANDBOX_URL = __SANDBOX_URL__;
const CLIENT_KEY = 'test_SANDBOX0000000000000000000001';
const AMOUNT: Amount = { value: 2499, currency: 'EUR' };

/** A merchant's checkout page built on the bare hooks: the merchant's own markup and styles. */
function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<PaymentResponse | null>(null);

  useEffect(() => {
    // One session per page: an answer for an effect React has already cleaned up (StrictMode) is dropped.
    let current = true;
    createSession(AMOUNT, 'NL').then(
      (created) => current && setSession(created),
      (error: Error) => current && setProblem(error.message),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <main className="shop">
      <h1>Plant shop — checkout</h1>
      <p className="shop-summary">1 × Monstera deliciosa, €24.99</p>
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
          <CardCheckout />
        </CheckoutProvider>
      ) : null}
      {result ? <p data-testid="result-code">{result.resultCode}</p> : null}
    </main>
  );
}

export { App };
