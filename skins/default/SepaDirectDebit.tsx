import { useI18n, usePaymentMethod, type UsePaymentMethodOptions } from 'headless-checkout';
import { useOnChange } from './hook-adapters';
import { MethodField } from './MethodField';
import { MethodFormShell } from './MethodFormShell';
import { PayButton, type PayButtonStatus } from './PayButton';
import { PaymentMessage } from './PaymentMessage';

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
 * The default skin's SEPA Direct Debit form: `usePaymentMethod('sepadirectdebit', options)` rendered
 * with the holder's name and the IBAN (grouped by four as it is typed), their errors after blur or
 * submit, the payment's end and the pay button ('Pay €120.00'). Behaviour is the hook's.
 */
function SepaDirectDebit({ onPaymentStatus, payButton = true, className, ...options }: SepaDirectDebitProps) {
  const sepa = usePaymentMethod('sepadirectdebit', options);
  useOnChange(sepa.status, onPaymentStatus);
  const { t } = useI18n();
  const classes = className ? `hc-sepa ${className}` : 'hc-sepa';
  return (
    <MethodFormShell method={sepa} className={classes}>
      <MethodField
        method={sepa}
        field="ownerName"
        label={t('sepa.ownerName')}
        inputProps={{ autoComplete: 'name', placeholder: t('sepaDirectDebit.nameField.placeholder') }}
      />
      <MethodField
        method={sepa}
        field="iban"
        label={t('sepa.ibanNumber')}
        inputProps={{ autoComplete: 'off', spellCheck: false, autoCapitalize: 'characters' }}
      />
      <PaymentMessage key={sepa.payment.ended} payment={sepa} />
      {payButton ? <PayButton status={sepa.status}>{sepa.payButtonLabel}</PayButton> : null}
    </MethodFormShell>
  );
}

export { SepaDirectDebit };
export type { SepaDirectDebitProps };
