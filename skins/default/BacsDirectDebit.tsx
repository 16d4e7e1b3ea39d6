import { useI18n, type UsePaymentMethodOptions, type UsePaymentMethodResult } from 'headless-checkout';
import type { PayButtonStatus } from './PayButton';
import { PaymentMethodForm } from './PaymentMethodForm';

/** Props of BacsDirectDebit: every `usePaymentMethod('directdebit_GB')` option, and the skin's. */
type BacsDirectDebitProps = UsePaymentMethodOptions<'directdebit_GB'> & {
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** An extra class name on the form. */
  className?: string;
};

/** Bacs's own control: 'Edit', back from confirming to entering the data (focus on the first field). */
function EditButton({ bacs }: { bacs: UsePaymentMethodResult<'directdebit_GB'> }) {
  const { t } = useI18n();
  if (bacs.state?.extra.step !== 'confirm') return null;
  const busy = bacs.status === 'loading' || bacs.status === 'redirect' || bacs.status === 'success';
  const edit = () => {
    bacs.machine?.send({ type: 'bacs.edit' });
    document.getElementById(bacs.getInputProps('holderName').id)?.focus();
  };
  return (
    <button type="button" className="hc-button hc-bacs__edit" onClick={edit} disabled={busy}>
      {t('edit')}
    </button>
  );
}

/**
 * The default skin's Bacs Direct Debit form: `PaymentMethodForm` for `directdebit_GB` in its two
 * steps. Entering: the account holder, account number, sort code and email, the two consents, and
 * 'Continue'. Confirming: the same data read-only, 'Edit' to go back, and 'Confirm {amount}' to
 * pay. The answer's Direct Debit Instruction shows in the form's place, to download. Behaviour is
 * the hook's.
 */
function BacsDirectDebit({ className, ...props }: BacsDirectDebitProps) {
  return (
    <PaymentMethodForm
      type="directdebit_GB"
      className={className ? `hc-bacs ${className}` : 'hc-bacs'}
      {...props}
    >
      {(bacs: UsePaymentMethodResult<'directdebit_GB'>) => <EditButton bacs={bacs} />}
    </PaymentMethodForm>
  );
}

export { BacsDirectDebit };
export type { BacsDirectDebitProps };
