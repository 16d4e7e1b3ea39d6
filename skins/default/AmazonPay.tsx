import {
  useAmazonPay,
  useI18n,
  type AmazonPayStatus,
  type ElementStatus,
  type UseAmazonPayOptions,
  type UseAmazonPayResult,
} from 'headless-checkout';
import { useOnChange } from './hook-adapters';
import type { PayButtonStatus } from './PayButton';
import { PaymentResultView } from './PaymentResultView';

/** Props of AmazonPay: useAmazonPay's options, a class name and the payment's status. */
type AmazonPayProps = UseAmazonPayOptions & {
  /** A class name for the root element. */
  className?: string | undefined;
  /** Called when the payment's status changes (loading, redirect, success, error, ready). */
  onPaymentStatus?: ((status: PayButtonStatus) => void) | undefined;
};

/** Amazon Pay's status as the element statuses of spec section 4 (pending is loading). */
const elementStatusOfAmazonPay = (status: AmazonPayStatus): ElementStatus =>
  status === 'pending' ? 'loading' : status;

/**
 * Amazon Pay with the default skin: the pending spinner, Amazon's button; back from Amazon the
 * order review (shipping address and payment method, confirm purchase, change payment details,
 * sign out); once Amazon confirmed the purchase, the payment's progress and its result (a
 * refusal offers Amazon's decline flow).
 */
function AmazonPay({ className, onPaymentStatus, ...options }: AmazonPayProps) {
  return (
    <AmazonPayView amazon={useAmazonPay(options)} className={className} onPaymentStatus={onPaymentStatus} />
  );
}

/** Props of AmazonPayView. */
interface AmazonPayViewProps {
  /** What `useAmazonPay` returned (or `amazonPayOf` over a drop-in's Amazon Pay item). */
  amazon: UseAmazonPayResult;
  /** A class name for the root element. */
  className?: string | undefined;
  /** Called when the payment's status changes. */
  onPaymentStatus?: ((status: PayButtonStatus) => void) | undefined;
}

/** Amazon Pay's screens over an Amazon Pay result you hold (AmazonPay's markup). */
function AmazonPayView({ amazon, className, onPaymentStatus }: AmazonPayViewProps) {
  const { t } = useI18n();
  useOnChange(
    amazon.payment.status === 'success' ? 'success' : elementStatusOfAmazonPay(amazon.view.status),
    onPaymentStatus,
  );
  const busy =
    amazon.view.status === 'pending' || amazon.view.status === 'loading' || amazon.view.status === 'redirect';
  const progress = busy ? (
    <p className="hc-action__progress" role="status">
      <span className="hc-spinner" aria-hidden="true" />
      {amazon.view.status === 'pending' ? t('loading') : t('payButton.processing')}
    </p>
  ) : null;
  const problem = amazon.view.messageKey ? (
    <p className="hc-field__error" role="alert">
      {t(amazon.view.messageKey)}
    </p>
  ) : null;
  const classes = ['hc-amazonpay', className].filter(Boolean).join(' ');

  if (amazon.view.step === 'result') {
    const ended = amazon.screen.result > 0;
    return (
      <div
        className={classes}
        data-step="result"
        data-state={amazon.view.status}
        aria-busy={busy || undefined}
      >
        {amazon.payment.status === 'success' ? (
          <PaymentResultView status="success" {...amazon.getResultProps({})} />
        ) : ended && amazon.message ? (
          <PaymentResultView status="error" message={amazon.message} {...amazon.getResultProps({})} />
        ) : null}
        {ended ? null : progress}
        {problem}
        {amazon.view.canHandleDeclineFlow ? (
          <button type="button" className="hc-button" onClick={amazon.handleDeclineFlow}>
            {t('amazonpay.changePaymentDetails')}
          </button>
        ) : null}
      </div>
    );
  }

  if (amazon.view.step === 'review') {
    const address = amazon.view.details?.shippingAddress;
    const instrument = amazon.view.details?.paymentPreferences?.[0]?.paymentDescriptor;
    return (
      <section
        className={classes}
        data-step="review"
        data-state={amazon.view.status}
        aria-busy={busy || undefined}
        aria-label={t('amazonpay.review.title')}
      >
        <h3 {...amazon.getReviewTitleProps({ className: 'hc-action__title' })}>
          {t('amazonpay.review.title')}
        </h3>
        {progress}
        {amazon.view.details ? (
          <dl className="hc-amazonpay__details">
            {address ? (
              <>
                <dt>{t('deliveryAddress')}</dt>
                <dd>
                  {[
                    address.name,
                    address.addressLine1,
                    [address.postalCode, address.city].filter(Boolean).join(' '),
                    address.countryCode,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </dd>
              </>
            ) : null}
            {instrument ? (
              <>
                <dt>{t('amazonpay.paymentMethod')}</dt>
                <dd>{instrument}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {problem}
        <button
          type="button"
          className="hc-pay-button"
          disabled={amazon.view.status !== 'ready'}
          onClick={amazon.confirmPurchase}
        >
          {t('confirmPurchase')}
        </button>
        <div className="hc-amazonpay__links">
          <button {...amazon.getChangePaymentProps({ className: 'hc-button hc-button--small' })}>
            {t('amazonpay.changePaymentDetails')}
          </button>
          <button type="button" className="hc-button hc-button--small" onClick={amazon.signOut}>
            {t('amazonpay.signout')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <div className={classes} data-step="button" data-state={amazon.view.status} aria-busy={busy || undefined}>
      {progress}
      <div {...amazon.getButtonContainerProps({ className: 'hc-amazonpay__button' })} />
      {problem}
    </div>
  );
}

export { AmazonPay, AmazonPayView };
export type { AmazonPayProps, AmazonPayViewProps };
