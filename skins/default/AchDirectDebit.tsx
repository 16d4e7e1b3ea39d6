import { useAch, type UseAchOptions } from 'headless-checkout';
import type { PayButtonStatus } from './PayButton';
import { MethodForm } from './PaymentMethodForm';
import { useSecuredFieldTheme } from './secured-field-theme';

/** Props of AchDirectDebit: every `useAch` option, and the skin's. */
type AchDirectDebitProps = UseAchOptions & {
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** Renders the pay button (type submit) at the end of the form; default true. */
  payButton?: boolean;
  /** An extra class name on the form. */
  className?: string;
};

/**
 * The default skin's ACH Direct Debit form: `useAch(options)` rendered from the method's layout —
 * the bank account (holder name, and the account and routing numbers in the payment service's
 * secured fields, which take the theme's text colour and font), the billing address (country US or
 * Puerto Rico, the state from the dataset), the store box when asked — with their errors after blur
 * or submit, the payment's end and the pay button. A stored account shows only the pay button.
 * Behaviour is the hook's.
 */
function AchDirectDebit({ onPaymentStatus, payButton = true, className, ...options }: AchDirectDebitProps) {
  const [themeRef, theme] = useSecuredFieldTheme();
  const ach = useAch({ ...options, securedFieldStyles: options.securedFieldStyles ?? theme });
  return (
    // The frames take the text colour and font of this element (the theme's).
    <div ref={themeRef}>
      <MethodForm
        method={ach}
        type="ach"
        onPaymentStatus={onPaymentStatus}
        payButton={payButton}
        className={className}
      />
    </div>
  );
}

export { AchDirectDebit };
export type { AchDirectDebitProps };
