import { useState, type ReactNode } from 'react';
import { CheckoutProvider, useI18n, type CheckoutError, type PaymentResponse } from 'headless-checkout';
import { localeOf } from '../shared/locale';
import { LocaleSwitch } from '../shared/LocaleSwitch';
import { marketOf, priceIn } from '../shared/markets';
import { useBackToCheckout, useCheckoutSession } from '../shared/use-session';
import { CardCheckout } from './CardCheckout';
import { DonationOffer } from './DonationOffer';
import { IdealCheckout } from './IdealCheckout';
import { MethodChooser } from './MethodChooser';
import { OtherMethods, RedirectReturn } from './OtherMethods';
import { PhoneMethods } from './PhoneMethods';
import { PaidContext } from './paid';
import { sandboxScriptUrls } from '../shared/script-urls';
import { WalletButtons } from './WalletButtons';
import { WalletCheckout } from './WalletCheckout';
import { amazonPayReturnOf } from 'headless-checkout';
import { shopperIdentityOf } from '../shared/click-to-pay';
import { ClickToPayCheckout } from './ClickToPayCheckout';
import { SANDBOX_URL } from '../shared/sandbox-url';

const CLIENT_KEY = 'test_SANDBOX0000000000000000000001';
/** Klarna's widget: the sandbox's stand-in of Klarna's script (docs/sandbox.md). */
const SCRIPT_URLS = sandboxScriptUrls(SANDBOX_URL);

/** The checkout's part of the page in the checkout's language and direction (`dir="rtl"` in Arabic). */
function LanguageRoot({ children }: { children: ReactNode }) {
  const { locale, direction } = useI18n();
  return (
    <div className="shop-checkout" lang={locale} dir={direction}>
      {children}
    </div>
  );
}

/** A merchant's checkout page built on the bare hooks: the merchant's own markup and styles. */
function App() {
  // `?market=GB` sells in pounds to the United Kingdom, `?market=US` in dollars… (examples/shared/markets.ts).
  const [market] = useState(() => {
    const chosen = marketOf(window.location.search);
    return { ...chosen, ...priceIn(chosen, 24.5) };
  });
  const { session, problem, returning, backToCheckout } = useCheckoutSession(
    market.amount,
    market.countryCode,
  );
  // `?locale=ar` (or de-DE, ja-JP…): the checkout's language and direction.
  const [locale, setLocale] = useState(() => localeOf(window.location.search));
  const [result, setResult] = useState<PaymentResponse | null>(null);
  // A session takes one payment: after a success only the part that paid stays, with its result.
  const [paidWith, setPaidWith] = useState<string | null>(null);
  const shows = (part: string) => paidWith === null || paidWith === part;
  // What the checkout reports to onError (a network failure, a part that could not load, ...).
  const [error, setError] = useState<CheckoutError | null>(null);
  // Back from Amazon Pay (its review, or its payment): the wallets alone.
  const [amazonReturn] = useState(() => amazonPayReturnOf(window.location.search) !== null);
  // Back from a refused or failed redirect, the shopper returns to the checkout (the session is
  // still open): the page's heading takes focus, as after a page change.
  const leaveReturn = useBackToCheckout(() => {
    backToCheckout();
    setResult(null);
  }, 'shop-heading');
  // After an authorised payment (here, or back from a bank's page), the shop offers a donation.
  const donation =
    session && result?.resultCode === 'Authorised' ? (
      <DonationOffer sessionId={session.id} currency={market.amount.currency} />
    ) : null;

  return (
    <main className="shop">
      <h1 id="shop-heading" tabIndex={-1}>
        Plant shop — checkout
      </h1>
      <p className="shop-summary">1 × Monstera deliciosa, {market.price}</p>
      <LocaleSwitch locale={locale} onChange={setLocale} />
      {problem ? <p role="alert">{problem}</p> : null}
      {!session && !problem ? <p>Preparing the checkout…</p> : null}
      {session ? (
        <CheckoutProvider
          environment={SANDBOX_URL}
          clientKey={CLIENT_KEY}
          {...(locale ? { locale } : {})}
          scriptUrls={SCRIPT_URLS}
          amount={market.amount}
          countryCode={market.countryCode}
          session={session}
          onPaymentCompleted={setResult}
          onPaymentFailed={setResult}
          // A shopper's cancel (a wallet sheet or PayPal's window closed: CANCEL) is no error to show.
          onError={(reported) => reported.type !== 'CANCEL' && setError(reported)}
        >
          <LanguageRoot>
            {returning && amazonReturn ? (
              <PaidContext.Provider value={setPaidWith}>
                <WalletCheckout sessionId={session.id} />
              </PaidContext.Provider>
            ) : returning ? (
              <>
                <RedirectReturn onBack={leaveReturn} />
                {donation}
              </>
            ) : (
              <PaidContext.Provider value={setPaidWith}>
                {/* Wallet buttons: Google Pay and Apple Pay, above the card. */}
                {shows('wallet') ? <WalletButtons /> : null}
                {shows('card') ? (
                  // Click to Pay above the card form; `?shopperEmail=…` is the shop's signed-in shopper.
                  <ClickToPayCheckout shopperIdentity={shopperIdentityOf(window.location.search)}>
                    <CardCheckout />
                  </ClickToPayCheckout>
                ) : null}
                {market.countryCode === 'NL' && shows('ideal') ? (
                  <>
                    <h2 className="other-heading">Pay with iDEAL</h2>
                    <IdealCheckout sessionId={session.id} />
                  </>
                ) : null}
                {shows('more') ? <MethodChooser sessionId={session.id} /> : null}
                {shows('more') ? <MethodChooser sessionId={session.id} giftCards /> : null}
                {shows('phone') ? <PhoneMethods sessionId={session.id} /> : null}
                {shows('wallets') ? <WalletCheckout sessionId={session.id} /> : null}
                {shows('other') ? (
                  <>
                    <h2 className="other-heading">Other ways to pay</h2>
                    <OtherMethods />
                  </>
                ) : null}
                {donation}
              </PaidContext.Provider>
            )}
          </LanguageRoot>
        </CheckoutProvider>
      ) : null}
      {result ? (
        <p id="shop-result" data-testid="result-code" tabIndex={-1}>
          {result.resultCode}
        </p>
      ) : null}
      {error ? (
        <p role="alert" data-testid="checkout-error">
          {error.type}: {error.message}
        </p>
      ) : null}
    </main>
  );
}

export { App };
