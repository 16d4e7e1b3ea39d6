import type { PaymentResultProps } from 'headless-checkout';
import { PaymentResultView } from './PaymentResultView';

/** Props of PaymentMessage. */
interface PaymentMessageProps {
  /** A payment hook's result (`useCard()`, `usePayment()`): its end, message and result props. */
  payment: PaymentResultProps;
}

/**
 * The end of a payment inside its form: "Payment successful", or the refusal or failure, shown and
 * announced (role status or alert), with focus moved to it by the hook. Nothing while no attempt
 * has ended, and nothing while an action shows in the form's place (a voucher or bank transfer to
 * pay elsewhere is no "Payment successful"): the hook's `end` says which. Give it
 * `key={method.screen.result}` (usePayment's too) so a second refusal is announced again.
 */
function PaymentMessage({ payment }: PaymentMessageProps) {
  if (!payment.end) return null;
  return <PaymentResultView {...payment.getResultProps({})} status={payment.end} message={payment.message} />;
}

export { PaymentMessage };
export type { PaymentMessageProps };
