import { useState } from 'react';
import { amazonPayReturnOf } from 'headless-checkout';
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
  const signOut = () => {
    // Signed out: the page's URL forgets Amazon's checkout session, the button shows again.
    window.history.replaceState(null, '', returnUrlFor(sessionId));
    setAmazonReturn(null);
  };
  return (
    <section className="shop-wallets" aria-labelledby="wallets-heading" hidden={hidden}>
      <h2 id="wallets-heading">Pay with a wallet</h2>
      <h3 id="amazonpay-heading">Amazon Pay</h3>
      <AmazonPay
        amazonCheckoutSessionId={amazonReturn?.checkoutSessionId}
        checkoutResult={amazonReturn?.step === 'result'}
        returnUrl={returnUrlFor(sessionId)}
        onSignOut={signOut}
        onPaymentStatus={onPaymentStatus}
      />
      {amazonReturn ? null : (
        <>
          <h3 id="paypal-heading">PayPal</h3>
          <PayPalButtons style={{ color: 'black' }} onPaymentStatus={onPaymentStatus} />
        </>
      )}
    </section>
  );
}

export { WalletMethods };
