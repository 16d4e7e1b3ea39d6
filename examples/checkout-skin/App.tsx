import { useState } from 'react';
import { CheckoutProvider, type PaymentResponse } from 'headless-checkout';
import {
  ApplePayButton,
  GooglePayButton,
  AchDirectDebit,
  BacsDirectDebit,
  CardForm,
  CheckoutRoot,
  ClickToPay,
  Donation,
  SepaDirectDebit,
  type PayButtonStatus,
} from 'headless-checkout/skins/default';
import { localeOf } from '../shared/locale';
import { LocaleSwitch } from '../shared/LocaleSwitch';
import { marketOf, priceIn } from '../shared/markets';
import { donate } from '../shared/session';
import { useBackToCheckout, useCheckoutSession } from '../shared/use-session';
import { BankMethods } from './BankMethods';
import { GiftCardCheckout } from './GiftCardCheckout';
import { OtherMethods } from './OtherMethods';
import { PayLaterMethods } from './PayLaterMethods';
import { PhoneMethods } from './PhoneMethods';
import { RedirectReturn } from './RedirectReturn';
import { StoredCards } from './StoredCards';
import { VoucherMethods } from './VoucherMethods';
import { WalletMethods } from './WalletMethods';
import { amazonPayReturnOf } from 'headless-checkout';
import { sandboxScriptUrls } from '../shared/script-urls';
import { shopperIdentityOf } from '../shared/click-to-pay';
import { SANDBOX_URL } from '../shared/sandbox-url';

const CLIENT_KEY = 'test_SANDBOX0000000000000000000001';
/** Klarna's widget: the sandbox's stand-in of Klarna's script (docs/sandbox.md). */
const SCRIPT_URLS = sandboxScriptUrls(SANDBOX_URL);
const INSTALLMENTS = { card: { values: [1, 2, 3, 6] } };
/** What the shopper may add for charity after paying, in minor units of the order's currency. */
const DONATION_VALUES = [100, 250, 500];

/** The returning shopper: `?shopper=sandbox-shopper-…` (a returning shopper of the sandbox), else 'sandbox-shopper'. */
function shopperOf(search: string): string {
  const asked = new URLSearchParams(search).get('shopper') ?? '';
  return /^sandbox-shopper(-[\w-]{1,40})?$/.test(asked) ? asked : 'sandbox-shopper';
}

/** The parts of the page that pay. */
type PaymentSection =
  | 'storedCard'
  | 'card'
  | 'sepa'
  | 'bacs'
  | 'ach'
  | 'payLater'
  | 'voucher'
  | 'phone'
  | 'other'
  | 'googlePay'
  | 'applePay'
  | 'wallets';

/** A merchant's checkout page paying with the default skin's card form. */
function App() {
  // `?market=GB` sells in pounds to the United Kingdom (Bacs, Pay by Bank), `?market=US` in dollars
  // (ACH, Affirm), `?market=DE` (Ratepay), `FR` (Oney), `SG` (Atome, PayNow), `PT` (MB Way), `PL`
  // (Blik), `BR` (Pix), `IN` (UPI, QIWI), `CH` (TWINT), `SE` (Swish)… (examples/shared/markets.ts).
  const [market] = useState(() => {
    const chosen = marketOf(window.location.search);
    return { ...chosen, ...priceIn(chosen, 120) };
  });
  const [shopper] = useState(() => shopperOf(window.location.search));
  // `?locale=ar` (or de-DE, ja-JP…): the checkout's language; CheckoutRoot sets its lang and dir.
  const [locale, setLocale] = useState(() => localeOf(window.location.search));
  const { session, problem, returning, backToCheckout } = useCheckoutSession(
    market.amount,
    market.countryCode,
    {
      installmentOptions: INSTALLMENTS,
      // The returning shopper of the sandbox ('sandbox-shopper') has saved cards; `?shopper=sandbox-shopper-me`
      // is a returning shopper of your own, whose saved cards you may remove without touching the others'.
      shopperReference: shopper,
    },
  );
  const [result, setResult] = useState<PaymentResponse | null>(null);
  // A session takes one payment: after a success only the part that paid stays, with its result,
  // and no other method is offered (the session would refuse it).
  const [paidWith, setPaidWith] = useState<PaymentSection | null>(null);
  const shows = (section: PaymentSection) => paidWith === null || paidWith === section;
  // While a payment runs in one part (a 3DS2 check, a QR code to scan), the others are set aside,
  // hidden with what was typed kept: paying there too would be a second payment. They come back
  // when that payment is refused or fails.
  const [runningIn, setRunningIn] = useState<PaymentSection | null>(null);
  const setAside = (section: PaymentSection | 'bank') => runningIn !== null && runningIn !== section;
  const alone = (section: PaymentSection) => (runningIn === section ? { 'data-alone': '' } : {});
  const paidBy = (section: PaymentSection) => (status: PayButtonStatus) => {
    if (status === 'success') setPaidWith(section);
    const running = status === 'loading' || status === 'redirect';
    setRunningIn((current) => (running ? (current ?? section) : current === section ? null : current));
  };
  // `?expiry=separate` shows the card's expiry as a month and a year field.
  const [expiryFields] = useState<'separate' | 'combined'>(() =>
    new URLSearchParams(window.location.search).get('expiry') === 'separate' ? 'separate' : 'combined',
  );
  // `?checkout=giftcard`: gift cards (and meal vouchers in France) and a card for the rest, in one order.
  const [giftCards] = useState(
    () => new URLSearchParams(window.location.search).get('checkout') === 'giftcard',
  );
  // Back from Amazon Pay (its review, or its payment): only Amazon Pay shows.
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
      <Donation
        className="shop-donation"
        amounts={{ currency: market.amount.currency, values: DONATION_VALUES }}
        onDonate={({ data }) => donate(session.id, data.amount)}
        // Declined: the offer goes, focus lands on the order's result.
        onCancel={() => document.getElementById('shop-result')?.focus()}
      />
    ) : null;

  return (
    <main className="shop">
      <header>
        <h1 id="shop-heading" tabIndex={-1}>
          Nordic Chairs
        </h1>
        <p>1 × Oak lounge chair — {market.price}</p>
        <LocaleSwitch locale={locale} onChange={setLocale} />
      </header>
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
          // The shopper may remove a saved card (after a confirmation).
          showRemovePaymentMethodButton
          onPaymentCompleted={setResult}
          onPaymentFailed={setResult}
        >
          <CheckoutRoot className="shop-checkout">
            {returning && amazonReturn ? (
              <WalletMethods sessionId={session.id} onPaymentStatus={paidBy('wallets')} />
            ) : returning ? (
              <section aria-labelledby="return-heading">
                <h2 id="return-heading">Your payment</h2>
                <RedirectReturn onBack={leaveReturn} />
                {donation}
              </section>
            ) : giftCards ? (
              <GiftCardCheckout countryCode={market.countryCode} onPaymentStatus={paidBy('card')} />
            ) : (
              <>
                {/* Wallet buttons: Google Pay and Apple Pay, each shown only where it is available. */}
                {shows('googlePay') || shows('applePay') ? (
                  <section
                    className="shop-wallets"
                    aria-labelledby="wallets-heading"
                    hidden={setAside('googlePay') && setAside('applePay')}
                  >
                    <h2 id="wallets-heading">Express checkout</h2>
                    {/* While one wallet pays, the other is set aside (it would be a second payment). */}
                    {shows('googlePay') && !setAside('googlePay') ? (
                      <GooglePayButton buttonType="pay" onPaymentStatus={paidBy('googlePay')} />
                    ) : null}
                    {shows('applePay') && !setAside('applePay') ? (
                      <ApplePayButton buttonType="buy" onPaymentStatus={paidBy('applePay')} />
                    ) : null}
                  </section>
                ) : null}
                {shows('storedCard') ? (
                  <StoredCards
                    hidden={setAside('storedCard')}
                    alone={runningIn === 'storedCard'}
                    onPaymentStatus={paidBy('storedCard')}
                  />
                ) : null}
                {shows('card') ? (
                  <section aria-labelledby="new-card-heading" hidden={setAside('card')} {...alone('card')}>
                    <h2 id="new-card-heading">Pay by card</h2>
                    {/* Click to Pay above the card form; `?shopperEmail=…` is the shop's signed-in shopper. */}
                    <ClickToPay
                      shopperIdentity={shopperIdentityOf(window.location.search)}
                      onPaymentStatus={paidBy('card')}
                    >
                      <CardForm
                        koreanAuthentication={{ required: true }}
                        hasHolderName
                        holderNameRequired
                        billingAddressMode="partial"
                        billingAddress={{ country: market.countryCode }}
                        installmentOptions={INSTALLMENTS}
                        enableStoreDetails
                        expiryFields={expiryFields}
                        onPaymentStatus={paidBy('card')}
                      />
                    </ClickToPay>
                  </section>
                ) : null}
                {paidWith === null ? <BankMethods sessionId={session.id} hidden={setAside('bank')} /> : null}
                {shows('sepa') && market.amount.currency === 'EUR' ? (
                  <section
                    className="shop-bank"
                    aria-labelledby="sepa-heading"
                    hidden={setAside('sepa')}
                    {...alone('sepa')}
                  >
                    <h2 id="sepa-heading">Pay by SEPA Direct Debit</h2>
                    <SepaDirectDebit onPaymentStatus={paidBy('sepa')} />
                  </section>
                ) : null}
                {shows('bacs') && market.amount.currency === 'GBP' ? (
                  <section
                    className="shop-bank"
                    aria-labelledby="bacs-heading"
                    hidden={setAside('bacs')}
                    {...alone('bacs')}
                  >
                    <h2 id="bacs-heading">Pay by Bacs Direct Debit</h2>
                    <BacsDirectDebit onPaymentStatus={paidBy('bacs')} />
                  </section>
                ) : null}
                {shows('ach') && market.amount.currency === 'USD' ? (
                  <section
                    className="shop-bank"
                    aria-labelledby="ach-heading"
                    hidden={setAside('ach')}
                    {...alone('ach')}
                  >
                    <h2 id="ach-heading">Pay by ACH Direct Debit</h2>
                    <AchDirectDebit enableStoreDetails onPaymentStatus={paidBy('ach')} />
                  </section>
                ) : null}
                {shows('payLater') ? (
                  <PayLaterMethods
                    sessionId={session.id}
                    hidden={setAside('payLater')}
                    alone={runningIn === 'payLater'}
                    onPaymentStatus={paidBy('payLater')}
                  />
                ) : null}
                {shows('voucher') ? (
                  <VoucherMethods
                    hidden={setAside('voucher')}
                    alone={runningIn === 'voucher'}
                    onPaymentStatus={paidBy('voucher')}
                  />
                ) : null}
                {shows('phone') ? (
                  <PhoneMethods
                    sessionId={session.id}
                    hidden={setAside('phone')}
                    alone={runningIn === 'phone'}
                    onPaymentStatus={paidBy('phone')}
                  />
                ) : null}
                {shows('wallets') ? (
                  <WalletMethods
                    sessionId={session.id}
                    hidden={setAside('wallets')}
                    onPaymentStatus={paidBy('wallets')}
                  />
                ) : null}
                {shows('other') ? (
                  <section
                    className="shop-other"
                    aria-labelledby="other-heading"
                    hidden={setAside('other')}
                    {...alone('other')}
                  >
                    <h2 id="other-heading">Other ways to pay</h2>
                    <OtherMethods onPaymentStatus={paidBy('other')} />
                  </section>
                ) : null}
                {donation}
              </>
            )}
          </CheckoutRoot>
        </CheckoutProvider>
      ) : null}
      {result ? (
        <p id="shop-result" className="shop-result" data-testid="result-code" tabIndex={-1}>
          {result.resultCode}
        </p>
      ) : null}
      <footer id="terms" className="shop-terms">
        <h2>Terms and conditions</h2>
        <p>Nordic Chairs delivers within 5 working days. You may return a chair within 30 days.</p>
      </footer>
    </main>
  );
}

export { App };
