import { useState } from 'react';
import { amazonPayReturnOf, usePaymentMethods } from 'headless-checkout';
import { AmazonPay, PayPalButtons, type PayButtonStatus } from 'headless-checkout/skins/default';
import { returnUrlFor } from '../shared/use-session';

/** Props of WalletMethods. */
interface WalletMethodsProps {
  /** The session (Amazon returns to this page with it). */
  sessionId: string;
  /** Set aside while another part of the page pays. */
  hidden?: boolean;
  /** The payment's status, for the page. */
  onPaymentStatus: (status: PayButtonStatus) => void;
}

/**
 * Amazon Pay and PayPal with the default skin (the sandbox's stand-ins of Amazon's and PayPal's
 * scripts). Back from Amazon, only Amazon Pay shows: its review, then its payment.
 */
function WalletMethods({ sessionId, hidden, onPaymentStatus }: WalletMethodsProps) {
  const [amazonReturn, setAmazonReturn] = useState(() => amazonPayReturnOf(window.location.search));
  // A session takes one payment: once a wallet paid, the other goes.
  const [paidWith, setPaidWith] = useState<'amazonpay' | 'paypal' | null>(null);
  const statusOf = (wallet: 'amazonpay' | 'paypal') => (status: PayButtonStatus) => {
    if (status === 'success') setPaidWith(wallet);
    onPaymentStatus(status);
  };
  // Only what the session offers (no Amazon Pay in Brazil).
  const { find } = usePaymentMethods();
  const amazonPay = find('amazonpay') !== undefined && paidWith !== 'paypal';
  const paypal = find('paypal') !== undefined && !amazonReturn && paidWith !== 'amazonpay';
  const signOut = () => {
    // Signed out: the page's URL forgets Amazon's checkout session, the button shows again.
    window.history.replaceState(null, '', returnUrlFor(sessionId));
    setAmazonReturn(null);
  };
  if (!amazonPay && !paypal) return null;
  return (
    <section className="shop-wallets" aria-labelledby="wallet-methods-heading" hidden={hidden}>
      <h2 id="wallet-methods-heading">Pay with a wallet</h2>
      {!amazonPay ? null : (
        <>
          <h3 id="amazonpay-heading">Amazon Pay</h3>
          <AmazonPay
            amazonCheckoutSessionId={amazonReturn?.checkoutSessionId}
            checkoutResult={amazonReturn?.step === 'result'}
            returnUrl={returnUrlFor(sessionId)}
            onSignOut={signOut}
            onPaymentStatus={statusOf('amazonpay')}
          />
        </>
      )}
      {!paypal ? null : (
        <>
          <h3 id="paypal-heading">PayPal</h3>
          <PayPalButtons style={{ color: 'black' }} onPaymentStatus={statusOf('paypal')} />
        </>
      )}
    </section>
  );
}

export { WalletMethods };
