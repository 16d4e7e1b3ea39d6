import { useState } from 'react';
import { amazonPayReturnOf, useAmazonPay, useI18n, usePaymentMethods, usePayPal } from 'headless-checkout';
import { returnUrlFor } from '../shared/use-session';
import { useReportPaid } from './paid';

/** Amazon Pay on the bare hooks: the button, the review back from Amazon, the payment after it. */
function AmazonPayCheckout({ sessionId }: { sessionId: string }) {
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
  // Ended with nothing to show: PayPal completed the checkout, or the session does not offer Amazon Pay.
  if (amazon.screen.name === 'unavailable') return null;
  const busy =
    amazon.view.status === 'pending' || amazon.view.status === 'loading' || amazon.view.status === 'redirect';
  const address = amazon.view.details?.shippingAddress;
  return (
    <>
      <h3>Amazon Pay</h3>
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
    </>
  );
}

/** PayPal on the bare hooks: PayPal's buttons in the page's own containers. */
function PayPalCheckout() {
  const { t } = useI18n();
  const paypal = usePayPal({ style: { color: 'white', height: 48 } });
  useReportPaid('wallets', paypal.payment.status);
  const { status, fundingSources } = paypal.view;
  // Ended with nothing to show: Amazon Pay completed the checkout, or the session does not offer PayPal.
  if (paypal.screen.name === 'unavailable') return null;
  if (paypal.payment.status === 'success')
    return (
      <>
        <h3>PayPal</h3>
        <p {...paypal.getResultProps({})}>{t('payment.success')}</p>
      </>
    );
  return (
    <>
      <h3>PayPal</h3>
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
    </>
  );
}

/**
 * The wallets the session offers: Amazon Pay and PayPal; back from Amazon, Amazon Pay alone. Once
 * one paid, the other ends by itself (one order, one payment).
 */
function WalletCheckout({ sessionId }: { sessionId: string }) {
  const [amazonOnly] = useState(() => amazonPayReturnOf(window.location.search) !== null);
  const { find } = usePaymentMethods();
  const amazonPay = find('amazonpay') !== undefined;
  const paypal = !amazonOnly && find('paypal') !== undefined;
  if (!amazonPay && !paypal) return null;
  return (
    <section aria-labelledby="wallet-heading">
      <h2 id="wallet-heading" className="other-heading">
        Pay with a wallet
      </h2>
      {amazonPay ? <AmazonPayCheckout sessionId={sessionId} /> : null}
      {paypal ? <PayPalCheckout /> : null}
    </section>
  );
}

export { WalletCheckout };
