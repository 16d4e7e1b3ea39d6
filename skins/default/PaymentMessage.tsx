import { useI18n, type PaymentResultProps } from 'headless-checkout';

/** Props of PaymentMessage. */
interface PaymentMessageProps {
  /** A payment hook's result (`useCard()`, `usePayment()`): its status, message and result props. */
  payment: PaymentResultProps & { status: string };
}

/**
 * The end of a payment inside its form: "Payment successful", or the refusal or failure, shown and
 * announced (role status or alert), with focus moved to it by the hook. Nothing while no attempt
 * has ended. Give it `key={payment.payment.ended}` so a second refusal is announced again.
 */
function PaymentMessage({ payment }: PaymentMessageProps) {
  const { t } = useI18n();
  const success = payment.status === 'success';
  if (!success && !payment.message) return null;
  return (
    <div {...payment.getResultProps({ className: 'hc-result', 'data-state': success ? 'success' : 'error' })}>
      <span className="hc-result__icon" aria-hidden="true">
        {success ? '✓' : '!'}
      </span>
      <p className="hc-result__text">{success ? t('payment.success') : payment.message}</p>
    </div>
  );
}

export { PaymentMessage };
export type { PaymentMessageProps };
