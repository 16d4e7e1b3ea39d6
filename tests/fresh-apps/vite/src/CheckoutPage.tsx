// The README's step 3 as a merchant copies it, with what the docs add: iDEAL (docs/skins-default.md,
// `IssuerList`) and a gift card whose balance pays part of the order, the card the rest
// (docs/methods-giftcard.md, `OrderProvider`). The payment service's URL comes from the build's
// environment (VITE_PAYMENT_SERVICE_URL), the sandbox's by default.
import 'headless-checkout/skins/default/styles.css';
import { useEffect, useState } from 'react';
import {
  CheckoutProvider,
  OrderProvider,
  useI18n,
  useRedirectResult,
  type PaymentResponse,
} from 'headless-checkout';
import { CardForm, CheckoutRoot, GiftCard, IssuerList, OrderSummary } from 'headless-checkout/skins/default';
import { MyCardForm } from './MyCardForm';

type Session = { id: string; sessionData: string };

const PAYMENT_SERVICE_URL: string = import.meta.env.VITE_PAYMENT_SERVICE_URL ?? 'http://127.0.0.1:3100/';

// One session per visit: StrictMode runs an effect twice in development, and both runs share this
// request. Back from a bank's page, the address carries the session's id: that session again.
let visit: Promise<Session> | null = null;
function sessionOfThisVisit(): Promise<Session> {
  const id = new URLSearchParams(window.location.search).get('sessionId');
  visit ??= fetch(id ? `/api/sessions?id=${encodeURIComponent(id)}` : '/api/sessions', {
    method: id ? 'GET' : 'POST',
  }).then(async (response) => {
    if (!response.ok) throw new Error(`No checkout session (${response.status})`);
    return (await response.json()) as Session;
  });
  visit.catch(() => (visit = null)); // a failed request may be tried again
  return visit;
}

export function CheckoutPage() {
  const [session, setSession] = useState<Session | null>(null);
  const [paid, setPaid] = useState<PaymentResponse | null>(null);
  // Back from a bank's page: the address carries the redirect's result (read in the browser only).
  const [backFromBank, setBackFromBank] = useState(
    () => typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('redirectResult'),
  );

  useEffect(() => {
    let current = true;
    sessionOfThisVisit()
      .then((found) => current && setSession(found))
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, []);

  if (paid) return <p role="status">Thank you! Your order is paid ({paid.resultCode}).</p>;
  if (!session) return <p>Loading…</p>;
  return (
    <CheckoutProvider
      environment={PAYMENT_SERVICE_URL} // the sandbox; then 'test' or 'live'
      clientKey="test_SANDBOX0000000000000000000001" // the sandbox's test merchant
      amount={{ value: 6000, currency: 'EUR' }} // the session's, for the pay button
      countryCode="NL"
      session={session}
      // A refusal stays in the form, shown and announced there: the shopper may try another card.
      onPaymentCompleted={setPaid}
    >
      <CheckoutRoot>
        {backFromBank ? (
          <BankReturn
            onBack={() => {
              window.history.replaceState(null, '', window.location.pathname);
              setBackFromBank(false);
            }}
          />
        ) : (
          // Every payment of the forms inside goes in one order: a gift card pays part, the card the rest.
          <OrderProvider>
            <section aria-labelledby="gift-card-heading">
              <h2 id="gift-card-heading">Gift card</h2>
              <GiftCard brand="givex" />
              <OrderSummary />
            </section>
            <section aria-labelledby="card-heading">
              <h2 id="card-heading">Card</h2>
              {/* `?form=own`: the README's form of your own, on the bare hooks, instead of the skin's. */}
              {new URLSearchParams(window.location.search).get('form') === 'own' ? (
                <MyCardForm />
              ) : (
                <CardForm hasHolderName />
              )}
            </section>
            <section aria-labelledby="ideal-heading">
              <h2 id="ideal-heading">iDEAL</h2>
              <IssuerList type="ideal" highlightedIssuers={['INGBNL2A', 'RABONL2U']} />
            </section>
          </OrderProvider>
        )}
      </CheckoutRoot>
    </CheckoutProvider>
  );
}

/** Back from a bank's page: the payment's outcome; after a refusal, the way back to the checkout. */
function BankReturn({ onBack }: { onBack: () => void }) {
  const redirect = useRedirectResult();
  const { t } = useI18n();
  const end = redirect.result;
  if (!end) return <p role="status">{t('payButton.processing')}</p>;
  return (
    <>
      <p {...redirect.getResultProps()}>
        {end.status === 'success' ? t('payment.success') : t(end.messageKey)}
      </p>
      {end.status === 'error' ? (
        <button type="button" onClick={onBack}>
          {t('payment.tryAnotherMethod')}
        </button>
      ) : null}
    </>
  );
}
