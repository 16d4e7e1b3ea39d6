import { useI18n, usePaymentMethod, type UsePaymentMethodOptions } from 'headless-checkout';
import { FieldError } from './Field';
import { useOnChange } from './hook-adapters';
import { MethodField } from './MethodField';
import { MethodFormShell } from './MethodFormShell';
import { PayButton, type PayButtonStatus } from './PayButton';
import { PaymentMessage } from './PaymentMessage';

/** Props of BacsDirectDebit: every `usePaymentMethod('directdebit_GB')` option, and the skin's. */
type BacsDirectDebitProps = UsePaymentMethodOptions<'directdebit_GB'> & {
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** An extra class name on the form. */
  className?: string;
};

/** The two consents, in order, with their texts. */
const CONSENTS = [
  ['amountConsentCheckbox', 'bacs.consent.amount'],
  ['accountConsentCheckbox', 'bacs.consent.account'],
] as const;

/**
 * The default skin's Bacs Direct Debit form: `usePaymentMethod('directdebit_GB', options)` in its
 * two steps. Entering: the account holder, account number, sort code and email, the two consents,
 * and 'Continue'. Confirming: the same data read-only, 'Edit' to go back, and 'Confirm {amount}' to
 * pay. The answer's Direct Debit Instruction shows in the form's place, to download. Behaviour is
 * the hook's.
 */
function BacsDirectDebit({ onPaymentStatus, className, ...options }: BacsDirectDebitProps) {
  const bacs = usePaymentMethod('directdebit_GB', options);
  useOnChange(bacs.status, onPaymentStatus);
  const { t } = useI18n();
  const classes = className ? `hc-bacs ${className}` : 'hc-bacs';
  const confirming = bacs.state?.extra.step === 'confirm';
  const busy = bacs.status === 'loading' || bacs.status === 'redirect' || bacs.status === 'success';
  const edit = () => {
    bacs.machine?.send({ type: 'bacs.edit' });
    document.getElementById(bacs.getInputProps('holderName').id)?.focus();
  };
  return (
    <MethodFormShell method={bacs} className={classes}>
      <MethodField
        method={bacs}
        field="holderName"
        label={t('bacs.accountHolderName')}
        inputProps={{ autoComplete: 'name' }}
      />
      <MethodField
        method={bacs}
        field="bankAccountNumber"
        label={t('bacs.accountNumber')}
        inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
      />
      <MethodField
        method={bacs}
        field="bankLocationId"
        label={t('bacs.bankLocationId')}
        inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
      />
      <MethodField
        method={bacs}
        field="shopperEmail"
        label={t('shopperEmail')}
        inputProps={{ type: 'email', autoComplete: 'email' }}
      />
      {CONSENTS.map(([field, text]) =>
        bacs.meta(field).visibility === 'hidden' ? null : (
          <div key={field} className="hc-field" data-field={field}>
            <label className="hc-checkbox">
              <input className="hc-checkbox__input" {...bacs.getCheckboxProps(field)} />
              <span className="hc-checkbox__label">{t(text)}</span>
            </label>
            <FieldError {...bacs.getErrorProps(field)} message={bacs.meta(field).error} />
          </div>
        ),
      )}
      <PaymentMessage key={bacs.payment.ended} payment={bacs} />
      {confirming ? (
        <button type="button" className="hc-button hc-bacs__edit" onClick={edit} disabled={busy}>
          {t('edit')}
        </button>
      ) : null}
      <PayButton status={bacs.status}>{bacs.payButtonLabel}</PayButton>
    </MethodFormShell>
  );
}

export { BacsDirectDebit };
export type { BacsDirectDebitProps };
