import {
  useI18n,
  usePayPal,
  type ElementStatus,
  type PayPalStatus,
  type UsePayPalOptions,
  type UsePayPalResult,
} from 'headless-checkout';
import { useOnChange } from './hook-adapters';
import type { PayButtonStatus } from './PayButton';
import { PaymentResultView } from './PaymentResultView';

/** Props of PayPalButtons: usePayPal's options, a class name and the payment's status. */
type PayPalButtonsProps = UsePayPalOptions & {
  /** A class name for the root element. */
  className?: string | undefined;
  /** Called when the payment's status changes (loading while PayPal runs, success, error, ready). */
  onPaymentStatus?: ((status: PayButtonStatus) => void) | undefined;
};

/** The buttons' status as an element status (spec section 4). */
const elementStatusOfPayPal = (status: PayPalStatus): ElementStatus =>
  status === 'pending' || status === 'processing' ? 'loading' : status;

/**
 * PayPal with the default skin: the pending spinner, PayPal's buttons (PayPal, Credit, Pay Later
 * as PayPal offers them), 'Processing payment…' while a payment runs, then the result (a refusal
 * or a failure shown and announced once, the buttons again; success in their place).
 */
function PayPalButtons({ className, onPaymentStatus, ...options }: PayPalButtonsProps) {
  return (
    <PayPalButtonsView paypal={usePayPal(options)} className={className} onPaymentStatus={onPaymentStatus} />
  );
}

/** Props of PayPalButtonsView. */
interface PayPalButtonsViewProps {
  /** What `usePayPal` returned (or `payPalButtonsOf` over a drop-in's PayPal item). */
  paypal: UsePayPalResult;
  /** A class name for the root element. */
  className?: string | undefined;
  /** Called when the payment's status changes. */
  onPaymentStatus?: ((status: PayButtonStatus) => void) | undefined;
}

/** PayPal's screens over a PayPal result you hold (PayPalButtons' markup). */
function PayPalButtonsView({ paypal, className, onPaymentStatus }: PayPalButtonsViewProps) {
  const { t } = useI18n();
  const success = paypal.payment.status === 'success';
  const { status, fundingSources } = paypal.view;
  useOnChange(success ? 'success' : elementStatusOfPayPal(status), onPaymentStatus);
  const classes = ['hc-paypal', className].filter(Boolean).join(' ');
  if (success)
    return (
      <div className={classes} data-state="success">
        <PaymentResultView status="success" {...paypal.getResultProps({})} />
      </div>
    );
  const busy = status === 'pending' || status === 'processing';
  return (
    <div className={classes} data-state={status} aria-busy={busy || undefined}>
      {paypal.message ? (
        <PaymentResultView status="error" message={paypal.message} {...paypal.getResultProps({})} />
      ) : null}
      <p className="hc-action__progress" role="status">
        {busy ? <span className="hc-spinner" aria-hidden="true" /> : null}
        {status === 'pending' ? t('loading') : status === 'processing' ? t('paypal.processingPayment') : ''}
      </p>
      {fundingSources.map((fundingSource) => (
        <div
          key={fundingSource}
          {...paypal.getButtonContainerProps(fundingSource, { className: 'hc-paypal__button' })}
        />
      ))}
      {status === 'error' ? (
        <p className="hc-field__error" role="alert">
          {t('error.message.unknown')}
        </p>
      ) : null}
    </div>
  );
}

export { PayPalButtons, PayPalButtonsView };
export type { PayPalButtonsProps, PayPalButtonsViewProps };
