import { useI18n, type MessageKey } from 'headless-checkout';

/** Props of PaymentResultView. */
interface PaymentResultViewProps {
  /** success or error. */
  status: 'success' | 'error';
  /** The error's message (default 'error.subtitle.payment': "Payment failed"). */
  messageKey?: MessageKey;
}

/** The end of a payment: "Payment successful", or the error, announced to screen readers. */
function PaymentResultView({ status, messageKey = 'error.subtitle.payment' }: PaymentResultViewProps) {
  const { t } = useI18n();
  const success = status === 'success';
  return (
    <div className="hc-result" data-state={status} role={success ? 'status' : 'alert'}>
      <span className="hc-result__icon" aria-hidden="true">
        {success ? '✓' : '!'}
      </span>
      <p className="hc-result__text">{success ? t('payment.success') : t(messageKey)}</p>
    </div>
  );
}

export { PaymentResultView };
export type { PaymentResultViewProps };
