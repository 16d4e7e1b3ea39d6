import type { UsePaymentMethodOptions } from 'headless-checkout';
import type { PayButtonStatus } from './PayButton';
import { PaymentMethodForm } from './PaymentMethodForm';

/** Props of SepaDirectDebit: every `usePaymentMethod('sepadirectdebit')` option, and the skin's. */
type SepaDirectDebitProps = UsePaymentMethodOptions<'sepadirectdebit'> & {
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** Renders the pay button (type submit) at the end of the form; default true. */
  payButton?: boolean;
  /** An extra class name on the form. */
  className?: string;
};

/**
 * The default skin's SEPA Direct Debit form: `PaymentMethodForm` for `sepadirectdebit` — the holder's
 * name and the IBAN (grouped by four as it is typed), their errors after blur or submit, the
 * payment's end and the pay button ('Pay €120.00'). Behaviour is the hook's.
 */
function SepaDirectDebit(props: SepaDirectDebitProps) {
  return <PaymentMethodForm type="sepadirectdebit" {...props} />;
}

export { SepaDirectDebit };
export type { SepaDirectDebitProps };
