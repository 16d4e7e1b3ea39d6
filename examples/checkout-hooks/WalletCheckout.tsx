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
  const busy =
    amazon.view.status === 'pending' || amazon.view.status === 'loading' || amazon.view.status === 'redirect';
  const address = amazon.view.details?.shippingAddress;
  return (
    <div className="wallet" data-step={amazon.view.step} aria-busy={busy || undefined}>
      {busy ? (
        <p className="wallet-status" role="status">
          {amazon.view.status === 'pending' ? t('loading') : t('payButton.processing')}
        </p>
      ) : null}
      {amazon.view.step === 'button' ? (
        <div {...amazon.getButtonContainerProps({ className: 'wallet-button' })} />
      ) : null}
      {amazon.view.step === 'review' ? (
        <>
          <h3 {...amazon.getReviewTitleProps()}>{t('amazonpay.review.title')}</h3>
          {address ? (
            <p>
              {t('deliveryAddress')}: {address.name}, {address.addressLine1}, {address.postalCode}{' '}
              {address.city}
            </p>
          ) : null}
          {amazon.view.details?.paymentPreferences?.[0] ? (
            <p>
              {t('amazonpay.paymentMethod')}: {amazon.view.details.paymentPreferences[0].paymentDescriptor}
            </p>
          ) : null}
          <button
            type="button"
            className="card-pay"
            disabled={amazon.view.status !== 'ready'}
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
      {amazon.view.messageKey ? <p role="alert">{t(amazon.view.messageKey)}</p> : null}
      {amazon.view.step === 'result' && (amazon.payment.status === 'success' || amazon.message) ? (
        <p key={amazon.screen.result} {...amazon.getResultProps({})}>
          {amazon.payment.status === 'success' ? t('payment.success') : amazon.message}
        </p>
      ) : null}
      {amazon.view.canHandleDeclineFlow ? (
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
  const { status, fundingSources } = paypal.view;
  if (paypal.payment.status === 'success')
    return <p {...paypal.getResultProps({})}>{t('payment.success')}</p>;
  return (
    <div className="wallet" aria-busy={status === 'pending' || status === 'processing' || undefined}>
      {paypal.message ? (
        <p key={paypal.screen.result} {...paypal.getResultProps({})}>
          {paypal.message}
        </p>
      ) : null}
      <p className="wallet-status" role="status">
        {status === 'pending' ? t('loading') : status === 'processing' ? t('paypal.processingPayment') : ''}
      </p>
      {fundingSources.map((source) => (
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
