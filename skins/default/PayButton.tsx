import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useCheckout, useI18n, type Amount } from 'headless-checkout';

/** The states a pay button shows (the element statuses of the payment components). */
type PayButtonStatus = 'ready' | 'loading' | 'redirect' | 'success' | 'error';

/** Props of PayButton. */
interface PayButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The payment component's status; 'loading' and 'redirect' disable the button and show progress, 'success' the completed state. */
  status?: PayButtonStatus;
  /** The amount on the button; defaults to the checkout's amount. A zero amount reads 'Save details'. */
  amount?: Amount;
  /** Replaces the label (the status still shows). */
  children?: ReactNode;
}

/**
 * The pay button: "Pay €19.99" in the shopper's locale, a progress state while the payment is
 * submitted, a completed state after it. Styled by `data-state` and the theme tokens.
 */
const PayButton = forwardRef<HTMLButtonElement, PayButtonProps>(function PayButton(
  { status = 'ready', amount, children, className, disabled, type = 'submit', ...props },
  ref,
) {
  const { config } = useCheckout();
  const { t, formatAmount } = useI18n();
  const value = amount ?? config.amount;
  const busy = status === 'loading' || status === 'redirect';

  let label: ReactNode;
  if (status === 'loading') label = t('payButton.processing');
  else if (status === 'redirect') label = t('payButton.redirecting');
  else if (status === 'success') label = t('payButton.completed');
  else if (children) label = children;
  else if (value && value.value === 0) label = t('payButton.saveDetails');
  else if (value) label = t('payButton.withAmount', { amount: formatAmount(value) });
  else label = t('payButton');

  return (
    <button
      ref={ref}
      type={type}
      className={className ? `hc-pay-button ${className}` : 'hc-pay-button'}
      data-state={status}
      aria-busy={busy || undefined}
      disabled={disabled || busy || status === 'success'}
      {...props}
    >
      {busy ? <span className="hc-spinner" aria-hidden="true" /> : null}
      <span className="hc-pay-button__label">{label}</span>
    </button>
  );
});

export { PayButton };
export type { PayButtonProps, PayButtonStatus };
