import { useEffect, useState } from 'react';
import { amazonPayReturnOf, useAmazonPay, useI18n, usePayPal } from 'headless-checkout';
import { returnUrlFor } from '../shared/use-session';
import { useReportPaid } from './paid';

/** Amazon Pay on the bare hooks: the button, the review back from Amazon, the payment after it. */
function AmazonPayCheckout({ sessionId, onPaid }: { sessionId: string; onPaid: () => void }) {
  const { t } = useI18n();
  const [back, setBack] = useState(() => amazonPayReturnOf(window.location.search));
  const amazon = useAmazonPay({
    amazonCheckoutSessionId: back?.checkoutSessionId,
    checkoutResult: back?.step === 'result',
    returnUrl: returnUrlFor(sessionId),
    onSignOut: () => {
      window.history.replaceState(null, '', returnUrlFor(sessionId));
      setBack(null);
    },
  });
  useReportPaid('wallets', amazon.payment.status);
  useEffect(() => {
    if (amazon.payment.status === 'success') onPaid();
  }, [amazon.payment.status, onPaid]);
  const busy = amazon.status === 'pending' || amazon.status === 'loading' || amazon.status === 'redirect';
  const address = amazon.details?.shippingAddress;
  return (
    <div className="wallet" data-step={amazon.step} aria-busy={busy || undefined}>
      {busy ? (
        <p className="wallet-status" role="status">
          {amazon.status === 'pending' ? t('loading') : t('payButton.processing')}
        </p>
      ) : null}
      {amazon.step === 'button' ? (
        <div {...amazon.getButtonContainerProps({ className: 'wallet-button' })} />
      ) : null}
      {amazon.step === 'review' ? (
        <>
          <h3>{t('amazonpay.review.title')}</h3>
          {address ? (
            <p>
              {t('deliveryAddress')}: {address.name}, {address.addressLine1}, {address.postalCode}{' '}
              {address.city}
            </p>
          ) : null}
          {amazon.details?.paymentPreferences?.[0] ? (
            <p>
              {t('amazonpay.paymentMethod')}: {amazon.details.paymentPreferences[0].paymentDescriptor}
            </p>
          ) : null}
          <button
            type="button"
            className="card-pay"
            disabled={amazon.status !== 'ready'}
            onClick={amazon.confirmPurchase}
          >
            {t('confirmPurchase')}
          </button>
          <button {...amazon.getChangePaymentProps({ className: 'link-button' })}>
            {t('amazonpay.changePaymentDetails')}
          </button>
          <button type="button" className="link-button" onClick={amazon.signOut}>
            {t('amazonpay.signout')}
          </button>
        </>
      ) : null}
      {amazon.amazonPayMessageKey ? <p role="alert">{t(amazon.amazonPayMessageKey)}</p> : null}
      {amazon.step === 'result' && (amazon.payment.status === 'success' || amazon.message) ? (
        <p key={amazon.screen.result} {...amazon.getResultProps({})}>
          {amazon.payment.status === 'success' ? t('payment.success') : amazon.message}
        </p>
      ) : null}
      {amazon.canHandleDeclineFlow ? (
        <button type="button" className="link-button" onClick={amazon.handleDeclineFlow}>
          {t('amazonpay.changePaymentDetails')}
        </button>
      ) : null}
    </div>
  );
}

/** PayPal on the bare hooks: PayPal's buttons in the page's own containers. */
function PayPalCheckout({ onPaid }: { onPaid: () => void }) {
  const { t } = useI18n();
  const paypal = usePayPal({ style: { color: 'white', height: 48 } });
  useReportPaid('wallets', paypal.payment.status);
  useEffect(() => {
    if (paypal.payment.status === 'success') onPaid();
  }, [paypal.payment.status, onPaid]);
  if (paypal.payment.status === 'success')
    return <p {...paypal.getResultProps({})}>{t('payment.success')}</p>;
  return (
    <div
      className="wallet"
      aria-busy={paypal.status === 'pending' || paypal.status === 'processing' || undefined}
    >
      {paypal.message ? (
        <p key={paypal.screen.result} {...paypal.getResultProps({})}>
          {paypal.message}
        </p>
      ) : null}
      <p className="wallet-status" role="status">
        {paypal.status === 'pending'
          ? t('loading')
          : paypal.status === 'processing'
            ? t('paypal.processingPayment')
            : ''}
      </p>
      {paypal.fundingSources.map((source) => (
        <div key={source} {...paypal.getButtonContainerProps(source, { className: 'wallet-button' })} />
      ))}
    </div>
  );
}

/** The wallets: Amazon Pay and PayPal; back from Amazon, Amazon Pay alone. */
function WalletCheckout({ sessionId }: { sessionId: string }) {
  const [amazonOnly] = useState(() => amazonPayReturnOf(window.location.search) !== null);
  // A session takes one payment: once a wallet paid, the other goes.
  const [paidWith, setPaidWith] = useState<string | null>(null);
  return (
    <section aria-labelledby="wallet-heading">
      <h2 id="wallet-heading" className="other-heading">
        Pay with a wallet
      </h2>
      {paidWith === 'paypal' ? null : (
        <>
          <h3>Amazon Pay</h3>
          <AmazonPayCheckout sessionId={sessionId} onPaid={() => setPaidWith('amazonpay')} />
        </>
      )}
      {amazonOnly || paidWith === 'amazonpay' ? null : (
        <>
          <h3>PayPal</h3>
          <PayPalCheckout onPaid={() => setPaidWith('paypal')} />
        </>
      )}
    </section>
  );
}

export { WalletCheckout };
