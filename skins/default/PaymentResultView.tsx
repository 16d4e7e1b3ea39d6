import type { HTMLAttributes } from 'react';
import { useI18n, type MessageKey } from 'headless-checkout';

/** Props of PaymentResultView. */
interface PaymentResultViewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** success or error. */
  status: 'success' | 'error';
  /** The error's message (default 'error.subtitle.payment': "Payment failed"). */
  messageKey?: MessageKey;
  /** The error's text, already translated (a hook's `message`); wins over `messageKey`. */
  message?: string;
}

/**
 * The end of a payment: "Payment successful", or the error, announced to screen readers (role
 * status or alert; other props, such as a hook's `getResultProps()`, go on the element).
 */
function PaymentResultView({
  status,
  messageKey = 'error.subtitle.payment',
  message,
  ...props
}: PaymentResultViewProps) {
  const { t } = useI18n();
  const success = status === 'success';
  return (
    <div className="hc-result" data-state={status} role={success ? 'status' : 'alert'} {...props}>
      <span className="hc-result__icon" aria-hidden="true">
        {success ? '✓' : '!'}
      </span>
      <p className="hc-result__text">{success ? t('payment.success') : (message ?? t(messageKey))}</p>
    </div>
  );
}

export { PaymentResultView };
export type { PaymentResultViewProps };
