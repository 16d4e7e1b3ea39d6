import type { PaymentResultProps } from 'headless-checkout';
import { PaymentResultView } from './PaymentResultView';

/** Props of PaymentMessage. */
interface PaymentMessageProps {
  /** A payment hook's result (`useCard()`, `usePayment()`): its status, message and result props. */
  payment: PaymentResultProps & { status: string };
}

/**
 * The end of a payment inside its form: "Payment successful", or the refusal or failure, shown and
 * announced (role status or alert), with focus moved to it by the hook. Nothing while no attempt
 * has ended. Give it `key={method.screen.result}` (usePayment's too) so a second refusal is announced again.
 */
function PaymentMessage({ payment }: PaymentMessageProps) {
  const success = payment.status === 'success';
  if (!success && !payment.message) return null;
  return (
    <PaymentResultView
      {...payment.getResultProps({})}
      status={success ? 'success' : 'error'}
      message={payment.message}
    />
  );
}

export { PaymentMessage };
export type { PaymentMessageProps };
